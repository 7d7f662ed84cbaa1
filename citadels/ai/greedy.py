"""A simple greedy bot: takes the immediately best-looking option, with no lookahead or inference."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import (
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildWithLoan,
    CollectTithe,
    Decision,
    Destroy,
    DistrictCard,
    DistrictType,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepThreatHidden,
    LaboratoryDiscard,
    LookAtHand,
    LookForType,
    Murder,
    PayBribe,
    PickCharacter,
    PlaceThreats,
    PlaceWarrants,
    PlayerView,
    RevealThreat,
    RevealWarrant,
    Rng,
    Rob,
    SeizeDistrict,
    SmithyDraw,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
    TributeGold,
    card,
    city_size,
)

from . import district_actions, paid_builds
from .base import Reason, Unwatching
from .darkcity import theater_choice
from .knowledge import play_of
from .targets import at_rivals, named_rivals
from .variety import PickMemory


def character_value(view: PlayerView, rank: int) -> float:
    """How much this character seems worth to the viewing seat right now."""
    me = view.me()
    spec = view.character(rank)
    value = 0.0
    if spec.income_type is not None:
        value += sum(1 for c in me.city if c.kind.dtype == spec.income_type)
    value += spec.bonus_gold + 0.6 * spec.bonus_cards
    if spec.takes_crown:
        value += 0.8
    if spec.protects_city:
        value += 0.4 * city_size(me.city) / max(1, view.completion)
    if spec.max_builds > 1:
        value += 0.5 * min(len(view.hand), spec.max_builds - 1) if me.gold >= 4 else 0.0
    does = play_of(spec)
    if does.murders or does.robs:
        value += 1.2
    if does.swaps_hands:
        most = max(p.hand_size for p in view.table if p.seat != view.seat)
        value += max(0.0, (most - len(view.hand)) * 0.6)
    if does.destroys:
        value += 0.5
    return value


#: Value lost by a character per earlier round in a row the bot took it (`variety`).
REPEAT_PENALTY = 0.6


class GreedyBot(Unwatching):
    name = "greedy"
    needs_view = True

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        self.last_reason: Reason | None = None
        self.picks = PickMemory()

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        d = view.decision
        if d == Decision.DRAFT_PICK:
            ranks = [a.rank for a in legal if isinstance(a, PickCharacter)]
            rank = max(
                ranks, key=lambda r: character_value(view, r) - REPEAT_PENALTY * self.picks.streak(view, r)
            )
            self.picks.remember(view, rank)
            return legal[ranks.index(rank)]
        if d == Decision.DRAFT_DISCARD:
            return min(legal, key=lambda a: character_value(view, a.rank))  # type: ignore[union-attr]
        if d == Decision.GATHER:
            return self._gather(view, legal)
        if d == Decision.KEEP or d == Decision.KEEP_ONE_DRAWN:
            return max(legal, key=lambda a: self._card_value(view, card(a.card)))  # type: ignore[union-attr]
        if d == Decision.EXCHANGE:
            return next(a for a in legal if isinstance(a, FinishExchange))
        if d == Decision.GRAVEYARD:
            c = view.graveyard_card
            take = c is not None and c.kind.cost >= 3 and view.me().gold >= 3
            return next(a for a in legal if isinstance(a, GraveyardTake if take else GraveyardDecline))
        if d == Decision.BEWITCH:
            # the most valuable character for itself that is not face up
            bewitch = at_rivals(view, [a for a in legal if isinstance(a, Bewitch)])
            pool = [a for a in bewitch if a.rank not in view.faceup] or bewitch
            return max(pool, key=lambda a: character_value(view, a.rank))
        if d == Decision.TAKE_FROM_HAND:
            takes = [a for a in legal if isinstance(a, TakeFromHand)]
            built = [a for a in takes if a.build]
            if built:
                return max(built, key=lambda a: card(a.card).kind.points)
            return max(takes, key=lambda a: self._card_value(view, card(a.card)))
        if d == Decision.GIVE_CARDS:  # the Seer gives back his least valuable cards
            return min(legal, key=lambda a: (self._card_value(view, card(a.card)), a.seat))  # type: ignore[union-attr]
        if d == Decision.BRIBE:  # a threatened holder (RULES.md §9.3): half is never dearer on average
            return next(a for a in legal if isinstance(a, PayBribe))
        if d == Decision.THREAT:  # the Blackmailer's seat: a flower takes all, a plain one stays hidden
            flower = view.flowered_threat == view.current_rank
            return next(a for a in legal if isinstance(a, RevealThreat if flower else KeepThreatHidden))
        if d == Decision.THEATER:  # t16: the Theater's owner (RULES.md §9.4), as Medium plays it
            return theater_choice(view, legal)[0]
        if d == Decision.WARRANT:  # the Magistrate's seat (RULES.md §9.3): a free district, if it can
            return next((a for a in legal if isinstance(a, RevealWarrant)), legal[0])
        if d == Decision.TRIBUTE:
            gold = [a for a in legal if isinstance(a, TributeGold)]
            if gold:
                return gold[0]
            return min(legal, key=lambda a: card(a.card).kind.points)  # type: ignore[union-attr]
        return self._main(view, legal)

    def _card_value(self, view: PlayerView, c: object) -> float:
        assert isinstance(c, DistrictCard)
        kinds = {d.kind for d in view.me().city} | {d.kind for d in view.hand}
        return c.kind.points - (10 if c.kind in kinds else 0)

    def _gather(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        me = view.me()
        city = {c.kind for c in me.city}
        buildable = [c for c in view.hand if c.kind not in city]
        if len(legal) == 1 or (buildable and min(c.kind.cost for c in buildable) > me.gold - 2):
            return next(a for a in legal if isinstance(a, TakeGold))
        if not buildable:
            return next(a for a in legal if not isinstance(a, TakeGold))
        return next(a for a in legal if isinstance(a, TakeGold))

    def _main(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        me = view.me()
        for a in legal:  # Dark City abilities worth using at once
            if isinstance(a, LookForType):
                # the Spy (RULES.md §9.3): the fullest purse, naming the type it holds most of itself
                mine = [c.kind.dtype for c in view.hand]
                named = max(DistrictType, key=lambda t: (mine.count(t), -int(t)))
                spies = [b for b in legal if isinstance(b, LookForType) and b.dtype is named]
                return max(spies, key=lambda b: (view.table[b.seat].gold, view.table[b.seat].hand_size))
            if isinstance(
                a, GiveCrown | LookAtHand | CollectTithe | TakeExtraGold | DrawToKeepOne | TakeRandomCards
            ):
                if isinstance(a, GiveCrown):
                    return min(
                        (b for b in legal if isinstance(b, GiveCrown)),
                        key=lambda b: sum(c.kind.points for c in view.table[b.seat].city),
                    )
                if isinstance(a, LookAtHand):
                    return max(
                        (b for b in legal if isinstance(b, LookAtHand)),
                        key=lambda b: view.table[b.seat].hand_size,
                    )
                if isinstance(a, TakeExtraGold) and len(view.hand) <= 1:
                    return next((b for b in legal if isinstance(b, DrawExtraCards)), a)
                return a
        incomes = [a for a in legal if isinstance(a, TakeIncome)]
        if incomes:
            rank_type = view.character(view.current_rank).income_type
            for a in incomes:
                if a.school_type is None or a.school_type == rank_type:
                    return a
        paid_otherwise = paid_builds.choose_in(view, legal)  # RULES.md §9.4: Framework, Necropolis, Den
        if paid_otherwise is not None:
            return paid_otherwise[0]
        acting = district_actions.choose_in(view, legal)  # RULES.md §9.4: the Armory
        if acting is not None:
            return acting[0]
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            return max(builds, key=lambda a: card(a.card).kind.points)
        murders = named_rivals(view, legal, Murder)
        if murders:
            return murders[self.rng.below(len(murders))]
        robs = named_rivals(view, legal, Rob)
        if robs:
            return robs[self.rng.below(len(robs))]
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        if swaps:
            best = max(swaps, key=lambda a: view.table[a.seat].hand_size)
            if view.table[best.seat].hand_size >= len(view.hand) + 2:
                return best
            exchange = [a for a in legal if isinstance(a, ExchangeCard)]
            city = {c.kind for c in me.city}
            dupes = [a for a in exchange if card(a.card).kind in city]
            if dupes:
                return dupes[0]
        destroys = at_rivals(view, [a for a in legal if isinstance(a, Destroy)])
        if destroys:
            leader = max(view.table, key=lambda p: sum(c.kind.points for c in p.city)).seat
            cheap = [a for a in destroys if a.seat == leader and card(a.card).kind.cost <= 2]
            if cheap:
                return cheap[0]
        trades = [a for a in legal if isinstance(a, SwapDistricts)]
        if trades:
            best_swap = max(trades, key=lambda a: card(a.theirs).kind.points - card(a.mine).kind.points)
            if card(best_swap.theirs).kind.points - card(best_swap.mine).kind.points >= 2:
                return best_swap
        loans = [a for a in legal if isinstance(a, BuildWithLoan)]
        if loans:
            # the Cardinal (RULES.md §9.3): the district worth most points, the fewest cards given
            return max(loans, key=lambda a: (card(a.card).kind.points, -len(a.given), -a.lender))
        threats = [a for a in legal if isinstance(a, PlaceThreats)]
        if threats:
            # the Blackmailer (RULES.md §9.3): the two richest-looking characters, income takers first
            pool = sorted({r for a in threats for r in (a.flowered, a.other)},
                          key=lambda r: (r in view.faceup, view.character(r).income_type is None, -r))  # fmt: skip
            want_threat = PlaceThreats(pool[0], pool[1])
            return next((a for a in threats if a == want_threat), threats[0])
        warrants = [a for a in legal if isinstance(a, PlaceWarrants)]
        if warrants:
            # the Magistrate (RULES.md §9.3): the three highest ranks still in play, the highest signed
            ranks = [
                r
                for r in range(len(view.characters), 0, -1)
                if r not in view.faceup and r != view.current_rank
            ]
            want = PlaceWarrants(ranks[0], *sorted(ranks[1:3]))
            return next((a for a in warrants if a == want), warrants[0])
        seizures = [a for a in legal if isinstance(a, SeizeDistrict)]
        if seizures:
            # the Marshal (RULES.md §9.3): the district worth most points, from any rival's city
            return max(seizures, key=lambda a: (card(a.card).kind.points, -a.seat))
        if view.first_complete >= 0 and me.gold >= 1:
            art = [a for a in legal if isinstance(a, Beautify)]
            if art:
                return max(art, key=lambda a: a.second is not None)
        city = {c.kind for c in me.city}
        for lab in legal:
            if isinstance(lab, LaboratoryDiscard) and card(lab.card).kind in city:
                return lab
        if any(isinstance(a, SmithyDraw) for a in legal) and me.gold >= 5 and len(view.hand) <= 1:
            return next(a for a in legal if isinstance(a, SmithyDraw))
        return next(a for a in legal if isinstance(a, EndTurn))
