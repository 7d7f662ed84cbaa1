"""What every league strategy shares: the decision dispatch, a safe fallback, and small helpers.

A strategy subclasses `StrategyBot` and writes its own `pick`, `gather`, `keep` and `main` (and, where
it has an opinion, `discard`, `exchange`, `graveyard`). The helpers here only read the view; the
strategies differ in what they do with it. Any decision a strategy has no answer for (an unknown
decision kind, a character from another edition, an answer that is not legal) falls back to a legal
action, so a league bot can sit at any table; the Dark City decisions of their own (the Witch's,
the Wizard's, the Emperor's tribute) are played as Medium plays them.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import (
    CARDS,
    Action,
    Build,
    Decision,
    Destroy,
    DiscardCharacter,
    DistrictCard,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    PickCharacter,
    PlayerView,
    Rng,
    SmithyDraw,
    TakeGold,
    TakeIncome,
    city_destroy_price,
    city_size,
)

from .. import messages as M
from .. import turnplan
from ..base import Reason, Unwatching
from ..darkcity import DECISIONS, first_2016_in, last_2016_in
from ..knowledge import BUILD_WHY_2016, HAUNTED_CITY, city_types, hand_buildable, income_count, missing_types
from ..medium import MediumPolicy
from ..variety import PickMemory

Choice = tuple[Action, Reason]
# Enum members are slow to look up on the class (Python 3.11): the decisions, looked up once.
_MAIN, _PICK, _DISCARD, _GATHER, _KEEP, _EXCHANGE, _GRAVEYARD = (
    Decision.MAIN,
    Decision.DRAFT_PICK,
    Decision.DRAFT_DISCARD,
    Decision.GATHER,
    Decision.KEEP,
    Decision.EXCHANGE,
    Decision.GRAVEYARD,
)


class StrategyBot(Unwatching):
    """The bot protocol around a strategy: dispatch by decision kind, never an illegal action."""

    name = "strategy"
    needs_view = True
    #: Random spread added to character scores, so that close choices vary (and cannot be predicted).
    jitter = 0.1
    #: Score lost by a character per earlier round in a row the bot took it (`variety`).
    repeat_penalty = 0.8

    def __init__(self, seed: int = 0, remember: bool = True, **options: object) -> None:
        self.rng = Rng(seed)
        self.last_reason: Reason | None = None
        self._medium_policy: MediumPolicy | None = None
        self.remember = remember  # False in Hard's simulations, which jump between worlds and seats
        self.picks = PickMemory()
        #: the district its reason promised to build this turn
        self.promise = turnplan.Promise()

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.decide(view, legal)
        self.promise.note(view, reason)
        self.last_reason = reason
        return action

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        d = view.decision
        got: Choice | None = None
        if d == _MAIN:
            got = (
                self.promise.keep(view, legal, self.reason_to_build)
                or first_2016_in(view, legal)  # the 2016 box's abilities, for every strategy
                or last_2016_in(view, legal, self.main(view, legal))  # the Cardinal's, before ending
            )
        elif d == _PICK:
            got = self.pick(view, legal)
        elif d == _DISCARD:
            got = self.discard(view, legal)
        elif d == _GATHER:
            got = self.gather(view, legal)
        elif d == _KEEP:
            got = self.keep(view, legal)
        elif d == _EXCHANGE:
            got = self.exchange(view, legal)
        elif d == _GRAVEYARD:
            got = self.graveyard(view, legal)
        elif d in DECISIONS:  # a Dark City decision (Witch, Wizard, Emperor): as Medium plays it
            got = DECISIONS[d](self._medium(), view, legal)
        if got is None or not _among(got[0], legal):
            return fallback(legal)
        return got

    def _medium(self) -> MediumPolicy:
        if self._medium_policy is None:
            self._medium_policy = MediumPolicy(self.rng, remember=False)
        return self._medium_policy

    # ---------------------------------------------------------------- overridden by strategies
    def reason_to_build(self, view: PlayerView, c: DistrictCard) -> Reason:
        """Why build `c` (the district a reason promised, among others)."""
        return build_reason(view, c)

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        return 0.0, Reason(M.PICK_BEST, {"character": rank})

    def pick_scores(self, view: PlayerView, ranks: Sequence[int]) -> dict[int, tuple[float, Reason]]:
        """Each rank's score and the reason to give if it is chosen (`character_score` by default)."""
        return {r: self.character_score(view, r) for r in ranks}

    def pick(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """The best score, with a random spread and less appeal for a character taken round after round."""
        options = [a for a in legal if isinstance(a, PickCharacter)]
        if not options:
            return None
        scored = self.pick_scores(view, [a.rank for a in options])
        best: tuple[float, PickCharacter] | None = None
        for a in options:
            score = scored[a.rank][0] + self.jitter * self.rng.below(1000) / 1000  # close choices vary
            if self.remember:
                score -= self.repeat_penalty * self.picks.streak(view, a.rank)
            if best is None or score > best[0]:
                best = (score, a)
        assert best is not None
        if self.remember:
            self.picks.remember(view, best[1].rank)
        return best[1], scored[best[1].rank][1]

    def discard(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """Two players: throw away what the strategy itself wants least."""
        worst: tuple[float, Action] | None = None
        for a in legal:
            if isinstance(a, DiscardCharacter):
                score = self.character_score(view, a.rank)[0]
                if worst is None or score < worst[0]:
                    worst = (score, a)
        if worst is None:
            return None
        assert isinstance(worst[1], DiscardCharacter)
        return worst[1], Reason(M.DISCARD_LEAST, {"character": worst[1].rank})

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        return None

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        return None

    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        return None

    def exchange(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """Magician's exchange: put aside what cannot be built, then stop."""
        for c in unbuildable(view):
            a = next((x for x in legal if isinstance(x, ExchangeCard) and x.card == c.id), None)
            if a is not None:
                return a, Reason(M.EXCHANGE_CARDS, {})
        finish = next((a for a in legal if isinstance(a, FinishExchange)), None)
        return (finish, Reason(M.EXCHANGE_CARDS, {})) if finish is not None else None

    def graveyard(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        c = view.graveyard_card
        take = next((a for a in legal if isinstance(a, GraveyardTake)), None)
        decline = next((a for a in legal if isinstance(a, GraveyardDecline)), None)
        name = c.kind.name if c is not None else "graveyard"
        if take is not None and c is not None and c.kind.cost >= 3 and view.first_complete < 0:
            return take, Reason(M.GRAVE_TAKE, {"district": name})
        return (decline, Reason(M.GRAVE_DECLINE, {"district": name})) if decline is not None else None


def _among(action: Action, legal: Sequence[Action]) -> bool:
    """`action in legal`, trying identity first (the strategies return the legal list's own objects;
    comparing dataclasses field by field on the way there costs a Python call each)."""
    for a in legal:
        if a is action:
            return True
    return action in legal


# -------------------------------------------------------------------- the safe fallback
def fallback(legal: Sequence[Action]) -> Choice:
    """A legal action for any decision: end, finish, decline or take gold when possible."""
    for kind in (EndTurn, FinishExchange, GraveyardDecline, TakeGold):
        for a in legal:
            if isinstance(a, kind):
                return a, Reason(M.END_TURN if kind is EndTurn else M.NO_PLAN, {})
    return legal[0], Reason(M.NO_PLAN, {})


# -------------------------------------------------------------------- reading the view
def others(view: PlayerView) -> list[int]:
    return [p.seat for p in view.table if p.seat != view.seat]


def districts_left(view: PlayerView, seat: int | None = None) -> int:
    p = view.table[view.seat if seat is None else seat]
    return view.completion - city_size(p.city)


def unbuildable(view: PlayerView) -> list[DistrictCard]:
    """Cards in hand that cannot be built (already in the city, or a second copy in hand)."""
    buildable = {c.id for c in hand_buildable(view)}
    return [c for c in view.hand if c.id not in buildable]


def income_option(view: PlayerView, legal: Sequence[Action]) -> tuple[Action | None, int]:
    """The income action for the current character (School of Magic: its type) and its amount."""
    spec = view.character(view.current_rank) if view.current_rank > 0 else None
    incomes = [a for a in legal if isinstance(a, TakeIncome)]
    if not incomes or spec is None or spec.income_in_cards:  # a card income: `darkcity.card_income`
        return None, 0
    a = next((x for x in incomes if x.school_type in (None, spec.income_type)), incomes[0])
    return a, income_count(view.me().city, spec.income_type)


def builds(legal: Sequence[Action]) -> list[Build]:
    return [a for a in legal if isinstance(a, Build)]


def build_card(a: Build) -> DistrictCard:
    return CARDS[a.card]


def end_turn(legal: Sequence[Action]) -> Action | None:
    return next((a for a in legal if isinstance(a, EndTurn)), None)


def gather_actions(legal: Sequence[Action]) -> tuple[Action | None, Action | None]:
    gold = next((a for a in legal if isinstance(a, TakeGold)), None)
    draw = next((a for a in legal if isinstance(a, DrawCards)), None)
    return gold, draw


def keep_options(legal: Sequence[Action]) -> list[tuple[KeepCard, DistrictCard]]:
    return [(a, CARDS[a.card]) for a in legal if isinstance(a, KeepCard)]


def is_new_type(view: PlayerView, c: DistrictCard) -> bool:
    return c.kind.dtype not in city_types(view.me().city)


def build_reason(view: PlayerView, c: DistrictCard) -> Reason:
    """Why build `c`, for a district a reason promised: it completes the city, or brings the fifth
    type, or it is the best one."""
    if districts_left(view) <= 1:
        return Reason(M.BUILD_COMPLETE, {"district": c.kind.name})
    if is_new_type(view, c) and missing_types(view.me().city) == 1 and c.kind is not HAUNTED_CITY:
        return Reason(M.BUILD_FIVE, {"district": c.kind.name})
    why = BUILD_WHY_2016.get(c.kind.name)  # a 2016 box's passive or scoring unique
    return Reason(why or M.BUILD_BEST, {"district": c.kind.name})


def income_then_build(view: PlayerView, legal: Sequence[Action], choose_build: Build | None) -> Choice | None:
    """Income before building, unless the district about to be built raises the income."""
    income, amount = income_option(view, legal)
    if income is None:
        return None
    spec = view.character(view.current_rank)
    if choose_build is not None and amount >= 0:
        c = build_card(choose_build)
        if (
            spec.income_type is not None
            and c.kind.dtype == spec.income_type
            and c.kind.cost <= view.me().gold
        ):
            return None  # build first: the new district pays too
    if amount == 0 and choose_build is not None:
        return None
    return income, Reason(M.INCOME_PLAIN, {"count": amount})


def utilities(view: PlayerView, legal: Sequence[Action]) -> Choice | None:
    """Laboratory (a card it cannot build for a gold) and Smithy (when short of cards and rich)."""
    dead = unbuildable(view)
    if dead:
        lab = next((a for a in legal if isinstance(a, LaboratoryDiscard) and a.card == dead[0].id), None)
        if lab is not None:
            return lab, Reason(M.LAB_DISCARD, {"district": dead[0].kind.name})
    smithy = next((a for a in legal if isinstance(a, SmithyDraw)), None)
    if (
        smithy is not None
        and view.me().gold >= 4
        and len(hand_buildable(view)) <= 1
        and view.first_complete < 0
    ):
        return smithy, Reason(M.SMITHY_DRAW, {})
    return None


def destroy_price(view: PlayerView, a: Destroy) -> int:
    """What the Warlord pays to destroy this district (cost - 1, Great Wall +1)."""
    return city_destroy_price(view.table[a.seat].city, CARDS[a.card])
