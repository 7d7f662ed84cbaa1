"""The card hoarder: a big hand, a few expensive districts, and the Magician and the Architect.

It draws cards rather than take gold whenever it has nothing it can afford soon, keeps the most
valuable card it draws, saves its gold for expensive districts (it skips cheap ones until the end
draws near), and picks the Magician to swap for the biggest hand at the table or the Architect to
draw more and build several big districts at once. It likes the Library, the Observatory, the
School of Magic and the Dragon Gate.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, DistrictCard, ExchangeCard, Murder, PlayerView, Rob, SwapHands

from .. import messages as M
from .. import turnplan
from ..base import Reason
from ..handswap import swap_reason
from ..knowledge import hand_buildable, income_count, play_of, rich_rival, rounds_left_estimate
from ..targets import named_rivals
from .common import (
    Choice,
    StrategyBot,
    build_card,
    builds,
    districts_left,
    end_turn,
    gather_actions,
    income_then_build,
    keep_options,
    others,
    unbuildable,
    utilities,
)

FAVOURITES = {
    "library": 3.0,
    "observatory": 2.0,
    "school_of_magic": 2.0,
    "dragon_gate": 1.5,
    "university": 1.5,
    "smithy": 1.5,
}


class HoarderBot(StrategyBot):
    name = "hoarder"

    def card_worth(self, view: PlayerView, c: DistrictCard) -> float:
        if c.kind in {d.kind for d in view.me().city}:
            return -10.0
        return c.kind.points + FAVOURITES.get(c.kind.name, 0.0)

    def big_threshold(self, view: PlayerView) -> int:
        """The cheapest district worth building now: high early, anything once the end is near."""
        rl = rounds_left_estimate(view)
        if view.first_complete >= 0 or rl <= 2 or districts_left(view) <= 2:
            return 0
        return 2 if rl <= 4 else 3

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        spec = view.character(rank)
        me = view.me()
        income = income_count(me.city, spec.income_type)
        score = float(income) + spec.bonus_gold
        reason = Reason(M.PICK_INCOME, {"character": rank, "count": income}) if income >= 2 else None
        most = max(others(view), key=lambda s: (view.table[s].hand_size, -s))
        does = play_of(spec)
        if does.swaps_hands:
            gain = view.table[most].hand_size - len(view.hand) + 0.5 * len(unbuildable(view))
            score += 0.8 * max(0.0, gain)
            if gain >= 2 and view.table[most].hand_size > len(view.hand):
                reason = Reason(M.PICK_SWAP, {"character": rank, "seat": most})
        elif spec.max_builds > 1:
            affordable = [c for c in hand_buildable(view) if c.kind.cost <= me.gold + 2]
            score += 2.5 + 0.8 * max(0, min(2, len(affordable) - 1))
            reason = Reason(M.PICK_BUILD_MANY, {"character": rank})
        elif spec.takes_crown:
            score += 0.8
            reason = reason or Reason(M.PICK_CROWN, {"character": rank})
        elif does.robs:
            score += 0.2 * max(view.table[s].gold for s in others(view))
            reason = Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": rank})
        elif does.murders:
            score += 1.0
            reason = Reason(M.PICK_MURDER, {"character": rank})
        elif spec.protects_city and len(me.city) >= 5:
            score += 1.0
            reason = Reason(M.PICK_PROTECT, {"character": rank, "count": len(me.city)})
        return score, reason or Reason(M.PICK_BEST, {"character": rank})

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        gold, draw = gather_actions(legal)
        me = view.me()
        spec = view.character(view.current_rank)
        income = income_count(me.city, spec.income_type) + spec.bonus_gold
        wanted = [c for c in hand_buildable(view) if c.kind.cost >= self.big_threshold(view)]
        soon = [c for c in wanted if me.gold + income < c.kind.cost <= me.gold + income + 2]
        if gold is not None and (soon or (draw is None)):
            target = max(soon, key=lambda c: self.card_worth(view, c)) if soon else None
            if target is not None:
                return gold, turnplan.gold_reason(view, target)
            return gold, Reason(M.GOLD_PLAIN, {})
        if draw is not None and (len(view.hand) <= 4 or not wanted):
            return draw, Reason(M.DRAW_HOARD, {})
        return (gold, Reason(M.GOLD_PLAIN, {})) if gold is not None else None

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        options = keep_options(legal)
        if not options:
            return None
        in_hand = {c.kind for c in view.hand}
        a, c = max(
            options, key=lambda t: self.card_worth(view, t[1]) - (6.0 if t[1].kind in in_hand else 0.0)
        )
        biggest = c.kind.points >= max(o.kind.points for _a, o in options)
        return a, Reason(M.KEEP_BIG if biggest else M.KEEP_CARD, {"district": c.kind.name})

    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        got = self._abilities(view, legal)
        if got is not None:
            return got
        floor = self.big_threshold(view)
        options = [a for a in builds(legal) if build_card(a).kind.cost >= floor]
        plan = max(options, key=lambda a: self.card_worth(view, build_card(a))) if options else None
        got = income_then_build(view, legal, plan)
        if got is not None:
            return got
        if plan is not None:
            c = build_card(plan)
            key = M.BUILD_COMPLETE if districts_left(view) <= 1 else M.BUILD_BIG
            return plan, Reason(key, {"district": c.kind.name})
        got = utilities(view, legal)
        if got is not None:
            return got
        end = end_turn(legal)
        return (end, Reason(M.END_TURN, {})) if end is not None else None

    def _abilities(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        if swaps:
            a = max(swaps, key=lambda s: (view.table[s.seat].hand_size, -s.seat))
            if view.table[a.seat].hand_size > len(view.hand):
                return a, (swap_reason(view, a.seat) or Reason(M.SWAP_GUESS, {"seat": a.seat}))
        exchanges = [a for a in legal if isinstance(a, ExchangeCard)]
        dead = {c.id for c in unbuildable(view)}
        first = next((a for a in exchanges if a.card in dead), None)
        if first is not None:
            return first, Reason(M.EXCHANGE_CARDS, {})
        murders = named_rivals(view, legal, Murder)
        if murders:
            # the hand-swapper would take its hand; the builder would out-build it
            murder = max(murders, key=lambda m: (play_of(view.character(m.rank)).hoarder_murder, m.rank))
            return murder, Reason(M.MURDER_GUESS, {"character": murder.rank})
        robs = named_rivals(view, legal, Rob)
        if robs:
            rob = max(
                robs,
                key=lambda r: (
                    view.character(r.rank).max_builds > 1,
                    view.character(r.rank).bonus_gold,
                    r.rank,
                ),
            )
            return rob, Reason(M.ROB_GUESS, {"character": rob.rank})
        return None
