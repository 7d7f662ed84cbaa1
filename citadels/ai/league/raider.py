"""The raider: wins by slowing the leader down, with the Assassin, the Thief and the Warlord.

It takes the Assassin whenever it is offered, then the Warlord when there is a city to hit, then the
Thief. Its murders and thefts aim at the player most dangerous to it: it reads the draft (who could
hold what, `knowledge.Inference`) and weights each character by the chance that the leader holds it.
As the Warlord it destroys every turn it can afford to, the leader's best district first. It builds
with Medium's card values and hoards gold for its attacks.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CARDS, Action, Destroy, Murder, PlayerView, Rob, SwapHands, city_destroy_price

from .. import messages as M
from .. import turnplan
from ..base import Reason
from ..handswap import swap_reason
from ..knowledge import (
    FACEDOWN,
    Inference,
    card_value,
    hand_buildable,
    income_count,
    play_of,
    rich_rival,
    threat,
)
from ..targets import at_rivals, named_rivals
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
    keep_options,
    others,
    utilities,
)


class RaiderBot(StrategyBot):
    name = "raider"

    def victim(self, view: PlayerView) -> int:
        """The rival to slow down: the most dangerous one."""
        return max(others(view), key=lambda s: (threat(view, s), -s))

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        spec = view.character(rank)
        me = view.me()
        income = income_count(me.city, spec.income_type)
        score = 0.8 * income + spec.bonus_gold
        reason = Reason(M.PICK_INCOME, {"character": rank, "count": income}) if income >= 2 else None
        does = play_of(spec)
        if does.murders:
            score += 4.0
            reason = Reason(M.PICK_MURDER, {"character": rank})
        elif does.destroys:
            target = self.victim(view)
            hittable = any(
                city_destroy_price(view.table[target].city, c) <= me.gold + 2 for c in view.table[target].city
            )
            score += 2.5 if hittable else 0.5
            reason = Reason(M.PICK_ATTACK, {"character": rank, "seat": target}) if hittable else reason
        elif does.robs:
            score += 1.5 + 0.25 * max(view.table[s].gold for s in others(view))
            reason = Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": rank})
        elif spec.takes_crown:
            score += 0.7
            reason = reason or Reason(M.PICK_CROWN, {"character": rank})
        elif spec.max_builds > 1:
            score += 1.2 if me.gold >= 5 and len(hand_buildable(view)) >= 2 else 0.3
            reason = Reason(M.PICK_BUILD_MANY, {"character": rank})
        elif spec.protects_city and districts_left(view) <= 1:
            score += 2.0
            reason = Reason(M.PICK_PROTECT, {"character": rank, "count": len(me.city)})
        return score, reason or Reason(M.PICK_BEST, {"character": rank})

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        gold, draw = gather_actions(legal)
        if draw is not None and not hand_buildable(view):
            return draw, turnplan.draw_reason(view)
        if draw is not None and view.me().gold >= 7 and len(hand_buildable(view)) <= 1:
            return draw, turnplan.draw_reason(view)
        return (gold, Reason(M.GOLD_FOR_ATTACKS, {})) if gold is not None else None

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        me = view.me()
        options = keep_options(legal)
        if not options:
            return None
        in_hand = {c.kind for c in view.hand}
        a, c = max(
            options,
            key=lambda t: (
                card_value(t[1].kind, me.city, view.hand, me.gold, view)
                - (3.0 if t[1].kind in in_hand else 0.0)
            ),
        )
        return a, Reason(M.KEEP_CARD, {"district": c.kind.name})

    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        got = self._strike(view, legal)
        if got is not None:
            return got
        me = view.me()
        # the Warlord attacks first when a city is about to be completed, otherwise with what is left
        got = self._destroy(view, legal, urgent_only=True)
        if got is not None:
            return got
        options = builds(legal)
        plan = (
            max(options, key=lambda a: card_value(build_card(a).kind, me.city, view.hand, me.gold, view))
            if options
            else None
        )
        got = income_then_build(view, legal, plan)
        if got is not None:
            return got
        if plan is not None:
            c = build_card(plan)
            key = M.BUILD_COMPLETE if districts_left(view) <= 1 else M.BUILD_BEST
            return plan, Reason(key, {"district": c.kind.name})
        got = self._destroy(view, legal, urgent_only=False) or utilities(view, legal)
        if got is not None:
            return got
        end = end_turn(legal)
        return (end, Reason(M.END_TURN, {})) if end is not None else None

    def _strike(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        murders = named_rivals(view, legal, Murder)
        robs = named_rivals(view, legal, Rob)
        if murders or robs:
            inf = Inference.of(view)
            victim = self.victim(view)
            options: list[Murder | Rob] = [*murders, *robs]

            def aim(a: Murder | Rob) -> tuple[float, int]:
                probs = inf.holder_probs(a.rank)
                on_victim = probs.get(victim, 0.0)
                anyone = sum(p for s, p in probs.items() if s not in (FACEDOWN, view.seat))
                return (on_victim + 0.25 * anyone, a.rank)

            a = max(options, key=aim)
            if isinstance(a, Murder):
                return a, Reason(M.MURDER_LEADER, {"character": a.rank, "seat": victim})
            return a, Reason(M.ROB_LEADER, {"character": a.rank, "seat": victim})
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        if swaps:
            victim = self.victim(view)
            swap = next((s for s in swaps if s.seat == victim), None)
            if swap is not None and view.table[victim].hand_size >= len(view.hand):
                return swap, (swap_reason(view, swap.seat) or Reason(M.SWAP_GUESS, {"seat": swap.seat}))
        return None

    def _destroy(self, view: PlayerView, legal: Sequence[Action], urgent_only: bool) -> Choice | None:
        me = view.me()
        cands = at_rivals(view, [a for a in legal if isinstance(a, Destroy)])
        if urgent_only:
            cands = [a for a in cands if districts_left(view, a.seat) <= 1]
        if not cands:
            return None
        victim = self.victim(view)
        reserve = 0 if view.first_complete >= 0 else 1

        def worth(a: Destroy) -> tuple[float, int]:
            c = CARDS[a.card]
            price = destroy_price(view, a)
            harm = c.kind.points * (2.0 if a.seat == victim else 1.0) + (
                4.0 if districts_left(view, a.seat) <= 1 else 0.0
            )
            return (harm - 0.6 * price, -price)

        best = max(cands, key=worth)
        if worth(best)[0] <= 1.0 or me.gold - destroy_price(view, best) < reserve:
            return None
        return best, Reason(M.DESTROY_THREAT, {"district": CARDS[best.card].kind.name, "seat": best.seat})
