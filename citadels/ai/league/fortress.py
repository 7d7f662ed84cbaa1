"""The defensive builder: a solid, high-scoring city that nobody can take apart.

It values its city above tempo. Once the city is worth attacking it takes the Bishop (the Warlord
cannot touch it), builds the Keep and the Great Wall early, prefers districts worth many points and
the five-type bonus, keeps a reserve of gold, and uses the Assassin and the Thief as shields: it
murders the Warlord when its city is exposed and otherwise the character most likely to rob it. It
destroys only to stop a rival about to complete.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CARDS, Action, Build, Destroy, DistrictCard, Murder, PlayerView, Rob, SwapHands

from .. import messages as M
from .. import turnplan
from ..base import Reason
from ..handswap import swap_reason
from ..knowledge import (
    GREAT_WALL,
    KEEP,
    city_points,
    does_destroy,
    does_rob,
    hand_buildable,
    income_count,
    missing_types,
    play_of,
    rich_rival,
)
from ..targets import named_rivals, strikes_itself
from .common import (
    Choice,
    StrategyBot,
    build_card,
    builds,
    destroy_price,
    districts_left,
    end_turn,
    gather_actions,
    income_then_build,
    is_new_type,
    keep_options,
    others,
    utilities,
)

DEFENSIVE = {KEEP: 4.0, GREAT_WALL: 3.5}


class FortressBot(StrategyBot):
    name = "fortress"

    def card_worth(self, view: PlayerView, c: DistrictCard) -> float:
        me = view.me()
        if c.kind in {d.kind for d in me.city}:
            return -10.0
        value = float(c.kind.points) + DEFENSIVE.get(c.kind, 0.0)
        if is_new_type(view, c):
            value += 2.5 if missing_types(me.city) <= 2 else 1.0
        return value

    def attack_danger(self, view: PlayerView) -> float:
        """How attractive my city is to a Warlord: big, near completion, richest in points."""
        me = view.me()
        if not me.city:
            return 0.0
        danger = 0.15 * city_points(me.city) + (2.0 if districts_left(view) <= 2 else 0.0)
        if any(c.kind is KEEP for c in me.city) and len(me.city) <= 2:
            danger *= 0.5
        return danger

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        spec = view.character(rank)
        me = view.me()
        income = income_count(me.city, spec.income_type)
        score = 1.1 * income + spec.bonus_gold
        reason = Reason(M.PICK_INCOME, {"character": rank, "count": income}) if income >= 2 else None
        does = play_of(spec)
        if spec.protects_city:
            score += self.attack_danger(view)
            if len(me.city) >= 3:
                reason = Reason(M.PICK_PROTECT, {"character": rank, "count": len(me.city)})
        elif does.destroys:
            score += 0.5 + (1.0 if districts_left(view) <= 2 else 0.0)  # holding it keeps it from the others
            reason = reason or Reason(M.PICK_DENY_ATTACK, {"character": rank})
        elif does.murders:
            score += 0.6 + 0.2 * self.attack_danger(view)
            reason = Reason(M.PICK_MURDER, {"character": rank})
        elif spec.takes_crown:
            score += 0.9
            reason = reason or Reason(M.PICK_CROWN, {"character": rank})
        elif spec.max_builds > 1:
            score += 1.0 + 0.6 * max(0, min(2, len(hand_buildable(view)) - 1))
            reason = Reason(M.PICK_BUILD_MANY, {"character": rank})
        elif does.robs:
            score += 0.2 * max(view.table[s].gold for s in others(view))
            reason = Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": rank})
        elif does.swaps_hands:
            score += 0.4 * max(0, max(view.table[s].hand_size for s in others(view)) - len(view.hand))
        return score, reason or Reason(M.PICK_BEST, {"character": rank})

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        gold, draw = gather_actions(legal)
        good = [c for c in hand_buildable(view) if self.card_worth(view, c) >= 3.0]
        if draw is not None and len(good) <= 1 and view.me().gold >= 3:
            return draw, turnplan.draw_reason(view)
        if draw is not None and not good:
            return draw, turnplan.draw_reason(view)
        if gold is None:
            return None
        if good:
            # the best it can afford this turn with the gold, else the best to save for
            reach = turnplan.gold_this_turn(view) + 2
            target = max(
                [c for c in good if c.kind.cost <= reach] or good, key=lambda c: self.card_worth(view, c)
            )
            return gold, turnplan.gold_reason(view, target)
        return gold, Reason(M.GOLD_PLAIN, {})

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        options = keep_options(legal)
        if not options:
            return None
        in_hand = {c.kind for c in view.hand}
        a, c = max(
            options, key=lambda t: self.card_worth(view, t[1]) - (5.0 if t[1].kind in in_hand else 0.0)
        )
        return a, Reason(M.KEEP_CARD, {"district": c.kind.name})

    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        got = self._abilities(view, legal)
        if got is not None:
            return got
        me = view.me()
        options = [a for a in builds(legal) if self.card_worth(view, build_card(a)) > 0]
        plan: Build | None = None
        if options:
            best = max(options, key=lambda a: self.card_worth(view, build_card(a)))
            c = build_card(best)
            # keep a reserve for the next, bigger district, unless the city is nearly done
            if me.gold - c.kind.cost >= 1 or districts_left(view) <= 3 or c.kind.points >= 3:
                plan = best
        got = income_then_build(view, legal, plan)
        if got is not None:
            return got
        if plan is not None:
            c = build_card(plan)
            if districts_left(view) <= 1:
                key = M.BUILD_COMPLETE
            elif c.kind in DEFENSIVE:
                key = M.BUILD_DEFEND
            elif is_new_type(view, c) and missing_types(me.city) == 1:
                key = M.BUILD_FIVE
            else:
                key = M.BUILD_BEST
            return plan, Reason(key, {"district": c.kind.name})
        got = self._stop_a_finisher(view, legal) or utilities(view, legal)
        if got is not None:
            return got
        end = end_turn(legal)
        return (end, Reason(M.END_TURN, {})) if end is not None else None

    def _abilities(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        murders = named_rivals(view, legal, Murder)
        if murders:
            attacker = next((a for a in murders if does_destroy(view.character(a.rank))), None)
            if attacker is not None and self.attack_danger(view) >= 1.0:
                return attacker, Reason(M.MURDER_SHIELD, {"character": attacker.rank})
            robber = next((a for a in murders if does_rob(view.character(a.rank))), None)
            if robber is not None and view.me().gold >= 3:
                return robber, Reason(M.MURDER_SHIELD, {"character": robber.rank})

            def builder(m: Murder) -> tuple[bool, int]:
                spec = view.character(m.rank)
                return (spec.takes_crown or spec.max_builds > 1, m.rank)

            a = max(murders, key=builder)
            return a, Reason(M.MURDER_GUESS, {"character": a.rank})
        robs = named_rivals(view, legal, Rob)
        if robs:
            rob = max(robs, key=lambda r: (view.character(r.rank).bonus_gold, r.rank))
            return rob, Reason(M.ROB_GUESS, {"character": rob.rank})
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        if swaps:
            swap = max(swaps, key=lambda s: view.table[s.seat].hand_size)
            if view.table[swap.seat].hand_size >= len(view.hand) + 2:
                return swap, (swap_reason(view, swap.seat) or Reason(M.SWAP_GUESS, {"seat": swap.seat}))
        return None

    def _stop_a_finisher(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """Destroy only when a rival is one district from completing, and only what it can afford."""
        me = view.me()
        cands = [
            a
            for a in legal
            if isinstance(a, Destroy)
            and not strikes_itself(view, a)
            and districts_left(view, a.seat) <= 1
            and destroy_price(view, a) <= me.gold - 1
        ]
        if not cands:
            return None
        a = min(cands, key=lambda d: (destroy_price(view, d), -CARDS[d.card].kind.points))
        return a, Reason(M.DESTROY_THREAT, {"district": CARDS[a.card].kind.name, "seat": a.seat})
