"""The rusher: as many cheap districts as fast as possible, paid for with gold.

It ends the game before slower players have built their big districts. It takes gold whenever it
holds something to build, keeps the cheapest cards and builds, every turn, the dearest it can afford
(gold saved is gold for the Thief; the cheapest cards stay for the lean turns), favours the
characters that pay (the Merchant, a matching income, the King's crown), the Bishop near the end,
the Architect when it has several cheap cards, and the Thief (stolen gold is its fuel), and uses
its abilities for tempo: the Assassin strikes at the characters that build fast, the Thief at the
gold, the Warlord only at districts that cost it nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CARDS, Action, Build, Destroy, DistrictCard, Murder, PlayerView, Rob, SwapHands

from .. import messages as M
from .. import turnplan
from ..base import Reason
from ..handswap import swap_reason
from ..knowledge import FACEDOWN, Inference, hand_buildable, income_count, play_of, rich_rival
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
    is_new_type,
    keep_options,
    utilities,
)


class RusherBot(StrategyBot):
    name = "rusher"
    jitter = 0.8

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        spec = view.character(rank)
        me = view.me()
        cheap = [c for c in hand_buildable(view) if c.kind.cost <= 3]
        income = income_count(me.city, spec.income_type)
        score = float(income) + spec.bonus_gold
        reason = Reason(M.PICK_INCOME, {"character": rank, "count": income}) if income >= 2 else None
        does = play_of(spec)
        if spec.bonus_gold:
            score += 2.5
            reason = reason or Reason(M.PICK_GOLD, {"character": rank})
        elif spec.max_builds > 1:
            score += 0.5 * min(3, len(cheap)) + (1.0 if me.gold >= 4 else 0.0)
            reason = Reason(M.PICK_BUILD_MANY, {"character": rank})
        elif spec.takes_crown:
            score += 1.5
            reason = reason or Reason(M.PICK_CROWN, {"character": rank})
        elif does.robs:
            richest = max(view.table[s].gold for s in range(view.players) if s != view.seat)
            # stolen gold is a rusher's fuel: worth more to it than the richest purse's share alone
            score += 1.0 + 0.35 * richest
            reason = Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": rank})
        elif does.murders:
            # the first to build the most is the first target: strike before being struck
            leading = len(me.city) >= max(len(view.table[s].city) for s in range(view.players))
            score += 2.2 if leading else 1.2
            reason = Reason(M.PICK_MURDER, {"character": rank})
        elif spec.protects_city and districts_left(view) <= 3:
            # near the end its cheap districts are the destroyer's free targets
            score += 3.0 - 0.5 * districts_left(view)
            reason = Reason(M.PICK_PROTECT, {"character": rank, "count": len(me.city)})
        elif does.swaps_hands and not cheap:
            score += 1.0
            reason = Reason(M.PICK_BEST, {"character": rank})
        if not cheap and not (spec.max_builds > 1 or does.swaps_hands):
            score -= 0.5
        return score, reason or Reason(M.PICK_BEST, {"character": rank})

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        gold, draw = gather_actions(legal)
        hand = hand_buildable(view)
        if draw is not None and hand and len(hand) <= 1 and view.first_complete < 0:
            spec = view.character(view.current_rank)
            purse = view.me().gold + spec.bonus_gold + income_count(view.me().city, spec.income_type)
            if purse >= hand[0].kind.cost + 1:
                return draw, turnplan.draw_reason(view)
        if draw is not None and hand and view.first_complete < 0:
            spec = view.character(view.current_rank)
            purse = view.me().gold + spec.bonus_gold + income_count(view.me().city, spec.income_type)
            if min(c.kind.cost for c in hand) > purse + 2:
                return draw, turnplan.draw_reason(view)  # nothing it can build soon: look for a cheap card
        if draw is None or hand:
            return (gold, Reason(M.GOLD_RUSH, {})) if gold is not None else None
        return draw, turnplan.draw_reason(view)

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        city = {c.kind for c in view.me().city} | {c.kind for c in view.hand}
        options = keep_options(legal)
        if not options:
            return None
        a, c = min(
            options,
            key=lambda t: (
                t[1].kind in city,
                t[1].kind.cost - (1.5 if is_new_type(view, t[1]) else 0),
                -t[1].kind.points,
            ),
        )
        cheapest = c.kind.cost <= min(o.kind.cost for _a, o in options)
        return a, Reason(M.KEEP_CHEAP if cheapest else M.KEEP_CARD, {"district": c.kind.name})

    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        got = self._abilities(view, legal)
        if got is not None:
            return got
        options = builds(legal)
        if view.first_complete >= 0 or districts_left(view) <= 1:
            # the last district, or the last round: points now count more than speed
            plan = (
                max(
                    options,
                    key=lambda a: (
                        build_card(a).kind.points + (3 if is_new_type(view, build_card(a)) else 0),
                        -a.card,
                    ),
                )
                if options
                else None
            )
        else:
            # of what it can afford, the dearest: gold left in the purse is gold for the Thief, and the
            # cheap cards stay in hand for the lean turns
            plan = (
                max(
                    options,
                    key=lambda a: (
                        build_card(a).kind.cost + (1.5 if is_new_type(view, build_card(a)) else 0),
                        build_card(a).kind.points,
                    ),
                )
                if options
                else None
            )
        got = income_then_build(view, legal, plan)
        if got is not None:
            return got
        if plan is not None:
            c = build_card(plan)
            key = M.BUILD_COMPLETE if districts_left(view) <= 1 else self._build_key(c, options)
            return plan, Reason(key, {"district": c.kind.name})
        got = self._destroy(view, legal) or utilities(view, legal)
        if got is not None:
            return got
        end = end_turn(legal)
        return (end, Reason(M.END_TURN, {})) if end is not None else None

    def _build_key(self, built: DistrictCard, options: Sequence[Build]) -> str:
        """Cheap (nothing cheaper was on offer) or spent (a cheaper card stays for a lean turn)."""
        cheaper = any(build_card(a).kind.cost < built.kind.cost for a in options)
        return M.BUILD_SPEND if cheaper else M.BUILD_CHEAP

    def _abilities(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        murders = named_rivals(view, legal, Murder)
        robs = named_rivals(view, legal, Rob)
        if murders or robs:
            inf = Inference.of(view)
        if murders:
            # a fast builder is only worth murdering if somebody probably holds it
            def slowed(m: Murder) -> tuple[float, int]:
                tempo = play_of(view.character(m.rank)).tempo
                probs = inf.holder_probs(m.rank)
                return sum(
                    p * (tempo + 0.4 * len(view.table[s].city))
                    for s, p in probs.items()
                    if s not in (FACEDOWN, view.seat)
                ), m.rank

            a = max(murders, key=slowed)
            return a, Reason(M.MURDER_TEMPO, {"character": a.rank})
        if robs:
            # the most gold expected: each holder's purse times the chance it holds the character
            def loot(r: Rob) -> tuple[float, int]:
                probs = inf.holder_probs(r.rank)
                gold = sum(p * view.table[s].gold for s, p in probs.items() if s not in (FACEDOWN, view.seat))
                return gold + view.character(r.rank).bonus_gold * inf.p_in_play(r.rank), r.rank

            rob = max(robs, key=loot)
            return rob, Reason(M.ROB_GUESS, {"character": rob.rank})
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        if swaps and not hand_buildable(view):
            swap = max(swaps, key=lambda s: view.table[s.seat].hand_size)
            if view.table[swap.seat].hand_size >= 2:
                return swap, (swap_reason(view, swap.seat) or Reason(M.SWAP_GUESS, {"seat": swap.seat}))
        return None

    def _destroy(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """Free districts of the biggest city; anything affordable of a city one step from completing."""
        cands = at_rivals(view, [a for a in legal if isinstance(a, Destroy)])
        free = [a for a in cands if destroy_price(view, a) == 0]
        urgent = [
            a for a in cands if districts_left(view, a.seat) <= 1 and destroy_price(view, a) <= view.me().gold
        ]
        if urgent:
            a = min(urgent, key=lambda d: (destroy_price(view, d), d.seat))
            return a, Reason(M.DESTROY_THREAT, {"district": CARDS[a.card].kind.name, "seat": a.seat})
        if not free:
            return None
        a = max(free, key=lambda d: (len(view.table[d.seat].city), -d.seat))
        return a, Reason(M.DESTROY_FREE, {"district": CARDS[a.card].kind.name, "seat": a.seat})
