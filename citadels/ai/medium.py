"""The Medium bot: a full hand-written strategy on top of `knowledge.py`.

Every decision returns an action and the `Reason` for it. The Easy bot reuses this policy with noise
(`Noise`), and the Hard bot uses it as its default policy and as the model of the other players in
its simulations.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

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
    Murder,
    PickCharacter,
    PlayerView,
    Rng,
    Rob,
    SmithyDraw,
    SwapHands,
    TakeGold,
    TakeIncome,
    city_destroy_price,
    city_size,
)
from citadels.engine.determinize import round_steps
from citadels.engine.uniques import DISCOUNTER, STABLES, build_price

from . import darkcity, turnplan
from . import messages as M
from .base import Reason, Unwatching
from .handswap import completing_card, swap_reason
from .knowledge import (
    BUILD_WHY_2016,
    CW,
    FACEDOWN,
    GRAVEYARD,
    HAUNTED_CITY,
    LIBRARY,
    MAP_ROOM,
    OBSERVATORY,
    Ctx,
    Inference,
    card_value,
    character_value,
    city_facts,
    city_types,
    does_murder,
    does_rob,
    estimated_score,
    gold_income,
    hand_buildable,
    income_count,
    make_ctx,
    missing_types,
    play_of,
    rank_where,
    rich_rival,
    rounds_left_estimate,
    threat,
)
from .targets import at_rivals
from .variety import PickMemory

Choice = tuple[Action, Reason]


@dataclass
class Params:
    """Tunable weights of the Medium strategy."""

    gather_restock: bool = True
    risk: float = 1.3
    deny: float = 1.0
    destroy_threshold: float = 1.2
    magic_threshold: float = 0.8
    build_tempo: float = 1.0
    value_pick: float = 1.0
    cw: dict[str, float] | None = None  # overrides of `knowledge.CW`


@dataclass
class Noise:
    """How an Easy bot strays from the Medium policy (all zero: Medium itself)."""

    temperature: float = 0.0  # softmax temperature on character choice and card choices
    forget_income: float = 0.0  # chance, per turn, of ending the turn without taking income
    random_target: float = 0.0  # chance of a random murder/rob target (no inference)
    random_gather: float = 0.0  # chance of a random resource choice
    skip_ability: float = 0.0  # chance of not using the Warlord/Magician/unique districts


MIX_MARGIN = 0.5  # character scores this close to the best are mixed (`MediumPolicy._mix`)
MIX_TEMPERATURE = 0.3
REPEAT_PENALTY = 0.5  # per consecutive earlier round with the same character

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

MURDER_APPEAL = {2: 0.5, 3: 0.8, 4: 1.2, 5: 0.9, 6: 1.2, 7: 1.3, 8: 1.1}


_APPEAL_TOTALS: dict[tuple[int, tuple[int, ...]], float] = {}


def _appeal_total(ranks: int, faceup: tuple[int, ...]) -> float:
    """The murder appeal of every character that may be murdered (ranks 2 up, not face up)."""
    total = _APPEAL_TOTALS.get((ranks, faceup))
    if total is None:
        pool = [r for r in range(2, ranks + 1) if r not in faceup]
        total = _APPEAL_TOTALS[(ranks, faceup)] = sum(MURDER_APPEAL.get(r, 1.0) for r in pool) or 1.0
    return total


class MediumPolicy:
    """The Medium strategy as a pure function of (view, legal) plus a seeded random source."""

    def __init__(
        self, rng: Rng, noise: Noise | None = None, params: Params | None = None, remember: bool = True
    ) -> None:
        self.rng = rng
        self.remember = remember  # False in the Hard bot's simulations, which jump between worlds
        self.noise = noise or Noise()
        self.params = params or Params()
        self._forget_turn: tuple[int, int] | None = None
        self._picks = PickMemory()
        self._build_values: tuple[PlayerView | None, dict[int, float]] = (None, {})
        #: the district its reason promised to build this turn (the bot notes the reasons it gives)
        self.promise = turnplan.Promise()

    # ------------------------------------------------------------------ entry point
    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        d = view.decision
        if d == _MAIN:
            return self.main(view, legal)
        if d == _PICK:
            return self.pick(view, legal)
        if d == _DISCARD:
            return self.discard(view, legal)
        if d == _GATHER:
            return self.gather(view, legal)
        if d == _KEEP:
            return self.keep(view, legal)
        if d == _EXCHANGE:
            return self.exchange(view, legal)
        if d == _GRAVEYARD:
            return self.graveyard(view, legal)
        dark = darkcity.DECISIONS.get(d)
        if dark is not None:
            return dark(self, view, legal)
        return self.main(view, legal)

    def _chance(self, p: float) -> bool:
        return p > 0 and self.rng.below(1 << 20) < p * (1 << 20)

    def _softmax_pick(self, scored: list[tuple[float, int]]) -> int:
        """Index of the best score, or (with a temperature) a softmax sample."""
        best = max(range(len(scored)), key=lambda i: scored[i][0])
        t = self.noise.temperature
        if t <= 0 or len(scored) == 1:
            return best
        top = scored[best][0]
        weights = [math.exp((s - top) / t) for s, _ in scored]
        total = sum(weights)
        x = self.rng.below(1 << 30) / (1 << 30) * total
        for i, w in enumerate(weights):
            x -= w
            if x <= 0:
                return i
        return len(scored) - 1

    # ------------------------------------------------------------------ selection
    def _pick_values(
        self, view: PlayerView, ranks: Sequence[int], ctx: Ctx
    ) -> tuple[dict[int, float], dict[int, float]]:
        """Each rank's score, and its `character_value` (reasons are worded only for the one chosen)."""
        me = view.me()
        seat = view.seat
        n = view.players
        pile = set(view.pile)
        faceup = view.faceup
        later = self._later_others(view)
        my_threat = threat(view, seat)
        rival_threat = max([threat(view, p.seat) for p in view.table if p.seat != seat])
        leading = my_threat >= rival_threat
        out: dict[int, float] = {}
        values: dict[int, float] = {}
        striker = rank_where(view, does_murder)
        robber = rank_where(view, does_rob)
        inf: Inference | None = None
        mine = view.my_characters
        if (striker not in pile and striker not in faceup and striker not in mine) or (
            robber not in pile and robber not in faceup and robber not in mine
        ):
            inf = Inference.of(view, ctx)
        p_striker = self._p_rival_has(view, inf, striker, pile, later)
        p_robber = self._p_rival_has(view, inf, robber, pile, later)
        appeal_total = _appeal_total(len(view.characters), faceup)
        richest = me.gold >= max([p.gold for p in view.table if p.seat != seat])
        cw = self._cw()
        params = self.params
        characters = view.characters
        for r in ranks:
            spec = characters[r - 1]
            value = values[r] = character_value(view, seat, r, ctx, cw)
            appeal = MURDER_APPEAL.get(r, 1.0)
            risk = 0.0
            if r != striker:
                share = appeal / appeal_total
                if leading:
                    share *= 1.5
                loss = 4.0 + max(0.0, value)
                risk += p_striker * min(0.9, share) * loss
                if r != robber:
                    share = appeal / appeal_total * (1.6 if richest else 0.8)
                    risk += p_robber * min(0.9, share) * me.gold
            # keep dangerous characters out of a leading rival's hands when my city is at stake
            deny = 0.0
            deny_weight = play_of(spec).deny
            if later and deny_weight and n >= 3:
                left = view.completion - city_size(me.city)
                if left <= 2:
                    deny += deny_weight
            out[r] = params.value_pick * value - params.risk * risk + params.deny * deny
        return out, values

    def _cw(self) -> dict[str, float] | None:
        if self.params.cw is None:
            return None
        return {**CW, **self.params.cw}

    def _later_others(self, view: PlayerView) -> list[int]:
        """Seats that will still choose (after the viewer) this round."""
        steps = round_steps(view)
        done = sum(view.picks_made)
        seen = 0
        out: list[int] = []
        for seat, kind in steps:
            if kind == _PICK:
                seen += 1
                if seen > done + 1 and seat != view.seat:
                    out.append(seat)
        return out

    def _p_rival_has(
        self, view: PlayerView, inf: Inference | None, rank: int, pile: set[int], later: list[int]
    ) -> float:
        if rank == 0 or rank in view.faceup or rank in view.my_characters:
            return 0.0
        if rank in pile:
            if not later:
                return 0.0
            return min(0.9, 0.35 + 0.2 * len(later))
        return inf.p_in_play(rank) if inf is not None else 0.5

    def _pick_reason(self, view: PlayerView, r: int, ctx: Ctx, value: float) -> Reason:
        spec = view.character(r)
        me = view.me()
        does = play_of(spec)
        if does.murders:
            return Reason(M.PICK_MURDER, {"character": r})
        if does.robs:
            return Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": r})
        if does.swaps_hands:
            most = max((p for p in view.table if p.seat != view.seat), key=lambda p: p.hand_size)
            if most.hand_size > len(view.hand) and completing_card(view) is None:
                return Reason(M.PICK_SWAP, {"character": r, "seat": most.seat})
        if spec.max_builds > 1:
            return Reason(M.PICK_BUILD_MANY, {"character": r})
        if spec.protects_city and len(me.city) >= 4:
            return Reason(M.PICK_PROTECT, {"character": r, "count": len(me.city)})
        count = income_count(me.city, spec.income_type)
        if count >= 2:
            return Reason(M.PICK_INCOME, {"character": r, "count": count})
        if spec.takes_crown:
            return Reason(M.PICK_CROWN, {"character": r})
        return Reason(M.PICK_BEST, {"character": r})

    def pick(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        ranks = [a.rank for a in legal if isinstance(a, PickCharacter)]
        ctx = make_ctx(view)
        scores, values = self._pick_values(view, ranks, ctx)
        if self.remember:
            scored = [(scores[r] - self._repeat_penalty(view, r), r) for r in ranks]
        else:
            scored = [(scores[r], r) for r in ranks]
        i = self._softmax_pick(scored) if self.noise.temperature > 0 else self._mix(scored)
        r = scored[i][1]
        if self.remember:
            self._remember_pick(view, r)
        return legal[ranks.index(r)], self._pick_reason(view, r, ctx, values[r])

    def _mix(self, scored: list[tuple[float, int]]) -> int:
        """Medium's own choice among close options: a softmax over those within `MIX_MARGIN` of the
        best, so that an opponent cannot count on it doing the same thing in the same position."""
        top = max(s for s, _ in scored)
        close = [i for i, (s, _) in enumerate(scored) if s >= top - MIX_MARGIN]
        if len(close) == 1:
            return close[0]
        weights = [math.exp((scored[i][0] - top) / MIX_TEMPERATURE) for i in close]
        x = self.rng.below(1 << 30) / (1 << 30) * sum(weights)
        for i, w in zip(close, weights, strict=True):
            x -= w
            if x <= 0:
                return i
        return close[-1]

    def _repeat_penalty(self, view: PlayerView, rank: int) -> float:
        """Taking the same character round after round makes it an easy target: less appeal each
        time (the streak counts consecutive earlier rounds with this character)."""
        return REPEAT_PENALTY * self._picks.streak(view, rank)

    def _remember_pick(self, view: PlayerView, rank: int) -> None:
        self._picks.remember(view, rank)

    def discard(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        ctx = make_ctx(view)
        other = next(p.seat for p in view.table if p.seat != view.seat) if view.players == 2 else ctx.leader
        best: tuple[float, Action, Reason] | None = None
        for a in legal:
            assert isinstance(a, DiscardCharacter)
            theirs = character_value(view, other, a.rank, ctx)
            mine = character_value(view, view.seat, a.rank, ctx)
            score = theirs - 0.6 * mine
            if theirs >= mine:
                reason = Reason(M.DISCARD_DENY, {"character": a.rank, "seat": other})
            else:
                reason = Reason(M.DISCARD_LEAST, {"character": a.rank})
            if best is None or score > best[0]:
                best = (score, a, reason)
        assert best is not None
        return best[1], best[2]

    # ------------------------------------------------------------------ resources
    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        action, reason = self._gather(view, legal)
        if reason is None:
            reason = turnplan.gather_reason(view, action, self.gold_target(view))
        return action, reason

    def _gather(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, Reason | None]:
        """Gold or cards, and a reason when the choice has one of its own (None: the reason is worded
        from what the turn holds, `turnplan.gather_reason`)."""
        gold_a = next(a for a in legal if isinstance(a, TakeGold))
        draw_a = next((a for a in legal if isinstance(a, DrawCards)), None)
        if draw_a is None:
            return gold_a, Reason(M.GOLD_ONLY, {})
        dark = darkcity.gather(self, view, gold_a, draw_a)
        if dark is not None:
            return dark
        if self._chance(self.noise.random_gather):
            return legal[self.rng.below(len(legal))], None
        me = view.me()
        spec = view.character(view.current_rank)
        kinds = {c.kind for c in me.city}
        buildable = hand_buildable(view)
        rl = rounds_left_estimate(view)
        gold_after = me.gold + spec.bonus_gold + gold_income(me.city, spec)
        draw_bias = 0
        if any(k in kinds for k in (LIBRARY, OBSERVATORY)):
            draw_bias = 1
        if spec.bonus_cards:
            # the Architect draws anyway: gold, unless it is already rich
            if me.gold >= 9 and not buildable:
                return draw_a, None
            return gold_a, None
        if not buildable:
            return draw_a, None
        best = self._best_card(view, buildable, 99)
        assert best is not None
        if view.first_complete >= 0 or rl <= 1.0:
            # last round: cards in hand score nothing (but the Map Room)
            if MAP_ROOM in kinds or not any(c.kind.cost <= gold_after + 2 for c in buildable):
                if any(c.kind.cost <= gold_after for c in buildable) and MAP_ROOM not in kinds:
                    return gold_a, None
                return draw_a, None
            return gold_a, None
        affordable = [c for c in buildable if c.kind.cost <= gold_after]
        if affordable and self.params.gather_restock:
            remaining = len(buildable) - 1
            if remaining + draw_bias <= 0 or (remaining + draw_bias <= 1 and gold_after >= 5):
                return draw_a, None
            if gold_after >= best.kind.cost + 3 and remaining + draw_bias <= 2:
                return draw_a, None
        return gold_a, None

    def gold_target(self, view: PlayerView) -> DistrictCard | None:
        """The card that taking 2 gold aims at: the first this turn's build plan would build with the
        gold (not one it would hold back), else the most valuable card it cannot afford yet."""
        buildable = hand_buildable(view)
        if not buildable:
            return None
        reach = turnplan.gold_this_turn(view) + 2
        _value, plan = self._build_plan(view, reach, max(1, view.character(view.current_rank).max_builds))
        for c in plan:
            if not self._should_hold(view, c):
                return c
        return self._best_card(view, [c for c in buildable if c.kind.cost > reach], 99)

    def _best_card(self, view: PlayerView, cards: Sequence[DistrictCard], gold: int) -> DistrictCard | None:
        me = view.me()
        best: DistrictCard | None = None
        best_v = -1e9
        for c in cards:
            if c.kind.cost > gold:
                continue
            v = card_value(c.kind, me.city, view.hand, me.gold, view)
            if v > best_v:
                best, best_v = c, v
        return best

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        me = view.me()
        hand_kinds = [c.kind for c in view.hand]
        scored: list[tuple[float, int]] = []
        for i, a in enumerate(legal):
            assert isinstance(a, KeepCard)
            c = CARDS[a.card]
            v = card_value(c.kind, me.city, view.hand, me.gold, view)
            if c.kind in hand_kinds:
                v *= 0.35
            scored.append((v, i))
        i = self._softmax_pick(scored)
        a = legal[scored[i][1]]
        assert isinstance(a, KeepCard)
        return a, Reason(M.KEEP_CARD, {"district": CARDS[a.card].kind.name})

    # ------------------------------------------------------------------ the main part of a turn
    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        me = view.me()
        spec = view.character(view.current_rank)
        by_type: dict[type, list[Action]] = {}
        for a in legal:
            group = by_type.get(type(a))
            if group is None:
                by_type[type(a)] = [a]
            else:
                group.append(a)
        promised = self.promise.keep(view, legal, self._build_reason)
        if promised is not None:  # its reason said it would build this district this turn
            return promised
        got = darkcity.main_first(self, view, by_type)
        if got is not None:
            return got
        end = by_type[EndTurn][0]
        noise = self.noise

        if Murder in by_type:
            return self.murder(view, by_type[Murder])
        if Rob in by_type:
            return self.rob(view, by_type[Rob])
        if (SwapHands in by_type or ExchangeCard in by_type) and not self._skip(view, "magic"):
            got = self.magic(view, by_type.get(SwapHands, []), by_type.get(ExchangeCard, []))
            if got is not None:
                return got

        incomes = by_type.get(TakeIncome, [])
        key = (view.round, view.current_rank)
        if incomes and noise.forget_income > 0 and self.promise.due(view) is None:
            if self._forget_turn != key and self._chance(noise.forget_income):
                self._forget_turn = key
            if self._forget_turn == key:
                incomes = []
        income_a: Action | None = None
        if incomes and not spec.income_in_cards:  # a card income: `darkcity.card_income` takes it
            income_a = next(
                (
                    a
                    for a in incomes
                    if isinstance(a, TakeIncome) and a.school_type in (None, spec.income_type)
                ),
                incomes[0],
            )
        income_amt = income_count(me.city, spec.income_type) if income_a is not None else 0

        builds = [a for a in by_type.get(Build, []) if isinstance(a, Build)]
        hand_build = hand_buildable(view)
        if view.builds_left <= 0 and builds:  # RULES.md §9.4: the Stables never uses the building limit
            stables = next((a for a in builds if CARDS[a.card].kind is STABLES), None)
            if stables is not None:
                return stables, self._build_reason(view, CARDS[stables.card])
        labs = by_type.get(LaboratoryDiscard, [])

        if view.builds_left > 0 and hand_build:
            plan_now = self._build_plan(view, me.gold, view.builds_left)
            plan_inc = (
                self._build_plan(view, me.gold + income_amt, view.builds_left) if income_amt else plan_now
            )
            if income_a is not None and plan_inc[0] > plan_now[0] + 1e-9:
                first = plan_inc[1][0] if plan_inc[1] else None
                params: dict[str, object] = {"count": income_amt}
                if first is not None:
                    params["district"] = first.kind.name
                    return income_a, Reason(M.INCOME_FIRST, params)
                return income_a, Reason(M.INCOME_PLAIN, params)
            # the Laboratory may pay for a better build
            if labs and not self._skip(view, "lab"):
                fodder = self._lab_fodder(view)
                if fodder is not None:
                    plan_lab = self._build_plan(
                        view, me.gold + income_amt + 1, view.builds_left, exclude=fodder
                    )
                    if plan_lab[0] > plan_inc[0] + card_value(fodder.kind, me.city, view.hand, me.gold, view):
                        lab = next(
                            a for a in labs if isinstance(a, LaboratoryDiscard) and a.card == fodder.id
                        )
                        return lab, Reason(M.LAB_DISCARD, {"district": fodder.kind.name})
            if plan_now[1] and builds:
                c = plan_now[1][0]
                if self._should_hold(view, c):
                    if income_a is not None:
                        return income_a, Reason(M.INCOME_PLAIN, {"count": income_amt})
                    return end, Reason(M.END_HOLD, {})
                a = next(b for b in builds if b.card == c.id)
                return a, self._build_reason(view, c)
        if income_a is not None and darkcity.tithe_follows_income(view):
            return income_a, Reason(M.INCOME_BEFORE_TITHE, {})  # even at 0: the Abbot's tithe waits for it
        if income_a is not None and income_amt == 0 and not any(isinstance(x, Build) for x in builds):
            income_a = None  # nothing to collect: no need to say so
        if income_a is not None:
            built_same = any(
                c.kind.dtype == spec.income_type
                for c in me.city[len(me.city) - self._built_this_turn(view) :]
            )
            key_ = M.INCOME_AFTER if built_same else M.INCOME_PLAIN
            return income_a, Reason(key_, {"count": income_amt})
        got = darkcity.main_late(self, view, by_type)
        if got is not None:
            return got
        if Destroy in by_type and not self._skip(view, "destroy"):
            got = self.destroy(view, by_type[Destroy])
            if got is not None:
                return got
        if labs and not self._skip(view, "lab"):
            fodder = self._lab_fodder(view, strict=True)
            if fodder is not None:
                lab = next(a for a in labs if isinstance(a, LaboratoryDiscard) and a.card == fodder.id)
                return lab, Reason(M.LAB_DISCARD, {"district": fodder.kind.name})
        if SmithyDraw in by_type and not self._skip(view, "smithy"):
            if self._smithy_worth(view):
                return by_type[SmithyDraw][0], Reason(M.SMITHY_DRAW, {})
        return end, Reason(M.END_TURN, {})

    def _skip(self, view: PlayerView, what: str) -> bool:
        return self._chance(self.noise.skip_ability)

    def _built_this_turn(self, view: PlayerView) -> int:
        spec = view.character(view.current_rank)
        return max(0, spec.max_builds - view.builds_left)

    def _build_plan(
        self, view: PlayerView, gold: int, slots: int, exclude: DistrictCard | None = None
    ) -> tuple[float, list[DistrictCard]]:
        """The best set of districts to build now (at most `slots`), best first, and its value."""
        me = view.me()
        cards = [c for c in hand_buildable(view) if c is not exclude]
        if not cards:
            return 0.0, []
        # a card's build value depends on the view only: one decision's plans share them
        seen_view, known = self._build_values
        if seen_view is not view:
            known = {}
            self._build_values = (view, known)
        values: dict[int, float] = {}
        for c in cards:
            v = known.get(c.id)
            if v is None:
                v = known[c.id] = self._build_value(view, c)
            values[c.id] = v
        best_total = 0.0
        limit = min(slots, len(cards), max(0, view.completion - city_size(me.city)) or 1)
        kinds = city_facts(me.city).kinds
        if view.deck_2016 and DISCOUNTER in kinds:  # RULES.md §9.4: the Factory's discount on other uniques
            prices = {c.id: build_price(c.kind, kinds) for c in cards}
        else:
            prices = {c.id: c.kind.cost for c in cards}
        if limit == 1:
            # one build (most turns): the best card it can pay for, as the loop below would find it
            # (the first of equal values), without the combinations
            best: DistrictCard | None = None
            for c in cards:
                value = values[c.id]
                if prices[c.id] <= gold and value > best_total:
                    best_total, best = value, c
            return best_total, [best] if best is not None else []
        items = [(c, prices[c.id], values[c.id]) for c in cards]
        best_combo: tuple[tuple[DistrictCard, int, float], ...] = ()
        for k in range(1, limit + 1):
            for combo in combinations(items, k):
                cost = 0
                total = 0.0  # added in the combination's order, as `sum` would
                for _c, c_cost, value in combo:
                    cost += c_cost
                    total += value
                if cost <= gold and total > best_total:
                    best_total, best_combo = total, combo
        return best_total, sorted([c for c, _, _ in best_combo], key=lambda c: -values[c.id])

    def _build_value(self, view: PlayerView, c: DistrictCard) -> float:
        me = view.me()
        v = card_value(c.kind, me.city, view.hand, 99, view)
        v += self.params.build_tempo  # a district built now is a step towards completing
        if city_size(me.city) + 1 >= view.completion:
            v += 6.0
        if missing_types(me.city) == 1 and c.kind.dtype not in city_types(me.city):
            v += 1.0
        return max(0.1, v)

    def _build_reason(self, view: PlayerView, c: DistrictCard) -> Reason:
        me = view.me()
        if city_size(me.city) + 1 >= view.completion:
            return Reason(M.BUILD_COMPLETE, {"district": c.kind.name})
        types = city_types(me.city)
        if missing_types(me.city) == 1 and c.kind.dtype not in types and c.kind is not HAUNTED_CITY:
            return Reason(M.BUILD_FIVE, {"district": c.kind.name})
        why = BUILD_WHY_2016.get(c.kind.name)  # a 2016 box's passive or scoring unique
        return Reason(why or M.BUILD_BEST, {"district": c.kind.name})

    def _should_hold(self, view: PlayerView, c: DistrictCard) -> bool:
        """Completing the city ends the game: not if that clearly loses it."""
        me = view.me()
        if city_size(me.city) + 1 < view.completion or view.first_complete >= 0:
            return False
        mine = estimated_score(me, view.first_complete) + c.kind.points + 4
        if missing_types(me.city) == 1 and c.kind.dtype not in city_types(me.city):
            mine += 3
        best_other = max(
            estimated_score(p, view.first_complete) + (3 if city_size(p.city) < view.completion else 0)
            for p in view.table
            if p.seat != view.seat
        )
        return mine < best_other - 4

    # ------------------------------------------------------------------ abilities
    def _weights(self, view: PlayerView) -> dict[int, float]:
        """How much hurting each rival is worth: the leader and near-completers count most."""
        threats = {p.seat: threat(view, p.seat) for p in view.table}
        mean = sum(threats.values()) / len(threats)
        out: dict[int, float] = {}
        for p in view.table:
            if p.seat == view.seat:
                continue
            w = 1.0 + 0.12 * (threats[p.seat] - mean)
            out[p.seat] = max(0.3, w)
        return out

    def _guess(
        self, view: PlayerView, options: Sequence[Action], ranks: list[int], key: str
    ) -> Choice | None:
        """Easy's mistake: now and then name a character at random (never a face-up one)."""
        if not self._chance(self.noise.random_target):
            return None
        pool = [r for r in ranks if r not in view.faceup] or ranks
        r = pool[self.rng.below(len(pool))]
        return options[ranks.index(r)], Reason(key, {"character": r})

    def _best_target(
        self,
        view: PlayerView,
        ranks: list[int],
        inf: Inference,
        term: Callable[[int, int, float], float],
        rank_bonus: Callable[[int], float],
    ) -> tuple[int, int, float]:
        """The rank whose likely holders are worth the most to hit (draft inference weights every seat),
        with its most likely holder (-1: none) and that holder's probability."""
        best: tuple[float, int] | None = None
        for r in ranks:
            value = 0.0
            for seat, p in inf.holder_probs(r).items():
                if seat == FACEDOWN or seat == view.seat:
                    continue
                value += term(seat, r, p)  # what hitting `seat` is worth, times the chance it holds r
            value += rank_bonus(r)
            if best is None or value > best[0]:
                best = (value, r)
        assert best is not None
        r = best[1]
        probs = inf.holder_probs(r)
        likely = max((s for s in probs if s not in (FACEDOWN, view.seat)), key=lambda s: probs[s], default=-1)
        return r, likely, probs[likely] if likely >= 0 else 0.0

    def murder(self, view: PlayerView, options: Sequence[Action]) -> Choice:
        options = at_rivals(view, options)
        ranks = [a.rank for a in options if isinstance(a, Murder)]
        guess = self._guess(view, options, ranks, M.MURDER_GUESS)
        if guess is not None:
            return guess
        ctx = make_ctx(view)
        inf = Inference.of(view, ctx)
        weights = self._weights(view)

        def harm(seat: int, r: int, p: float) -> float:
            return p * (4.0 + max(0.0, character_value(view, seat, r, ctx))) * weights.get(seat, 1.0)

        r, likely, chance = self._best_target(view, ranks, inf, harm, lambda r: 0.0)
        a = options[ranks.index(r)]
        if likely >= 0 and chance >= 0.4 and len(view.table[likely].city) >= 2:
            return a, Reason(
                M.MURDER_THREAT, {"character": r, "seat": likely, "count": len(view.table[likely].city)}
            )
        return a, Reason(M.MURDER_GUESS, {"character": r})

    def rob(self, view: PlayerView, options: Sequence[Action]) -> Choice:
        options = at_rivals(view, options)
        ranks = [a.rank for a in options if isinstance(a, Rob)]
        guess = self._guess(view, options, ranks, M.ROB_GUESS)
        if guess is not None:
            return guess
        ctx = make_ctx(view)
        inf = Inference.of(view, ctx)
        weights = self._weights(view)

        def loot(seat: int, r: int, p: float) -> float:
            return p * (view.table[seat].gold * (1.0 + 0.5 * weights.get(seat, 1.0)) + 0.3)

        def gold_bringer(r: int) -> float:
            return 0.1 if view.character(r).bonus_gold else 0.0  # tie-break: gold next rounds too

        r, likely, chance = self._best_target(view, ranks, inf, loot, gold_bringer)
        a = options[ranks.index(r)]
        if likely >= 0 and chance >= 0.4:
            return a, Reason(M.ROB_RICH, {"character": r, "seat": likely, "count": view.table[likely].gold})
        return a, Reason(M.ROB_GUESS, {"character": r})

    def _hand_values(self, view: PlayerView) -> list[tuple[float, DistrictCard]]:
        me = view.me()
        out: list[tuple[float, DistrictCard]] = []
        seen: set[object] = set()
        for c in view.hand:
            v = card_value(c.kind, me.city, view.hand, me.gold, view)
            if c.kind in seen:
                v = min(v, 0.3)
            seen.add(c.kind)
            out.append((v, c))
        return out

    def magic(self, view: PlayerView, swaps: Sequence[Action], exchanges: Sequence[Action]) -> Choice | None:
        weights = self._weights(view)
        hand_vals = self._hand_values(view)
        mine = sum(v for v, _ in hand_vals)
        best: tuple[float, Action, Reason] | None = None
        for a in swaps:
            assert isinstance(a, SwapHands)
            q = view.table[a.seat]
            gain = 1.7 * q.hand_size - mine + 0.3 * q.hand_size * (weights.get(a.seat, 1.0) - 1.0)
            if best is None or gain > best[0]:
                best = (gain, a, swap_reason(view, a.seat) or Reason(M.SWAP_GUESS, {"seat": a.seat}))
        bad = [c for v, c in hand_vals if v < 1.6]
        if bad and exchanges:
            gain = sum(1.9 - v for v, c in hand_vals if v < 1.6)
            first = next(a for a in exchanges if isinstance(a, ExchangeCard) and a.card == bad[0].id)
            if best is None or gain > best[0]:
                best = (gain, first, Reason(M.EXCHANGE_CARDS, {}))
        if best is None or best[0] <= self.params.magic_threshold:
            return None
        return best[1], best[2]

    def exchange(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        finish = next(a for a in legal if isinstance(a, FinishExchange))
        for v, c in self._hand_values(view):
            if v < 1.6:
                a = next((x for x in legal if isinstance(x, ExchangeCard) and x.card == c.id), None)
                if a is not None:
                    return a, Reason(M.EXCHANGE_CARDS, {})
        return finish, Reason(M.EXCHANGE_CARDS, {})

    def destroy(self, view: PlayerView, options: Sequence[Action]) -> Choice | None:
        me = view.me()
        weights = self._weights(view)
        last_round = view.first_complete >= 0
        gold_worth = 0.15 if last_round else 0.9
        best: tuple[float, Destroy] | None = None
        random_pick = self._chance(self.noise.random_target)
        cands = at_rivals(view, [a for a in options if isinstance(a, Destroy)])
        if not cands:
            return None
        if random_pick:
            a = cands[self.rng.below(len(cands))]
            return a, Reason(M.DESTROY_THREAT, {"district": CARDS[a.card].kind.name, "seat": a.seat})
        # a rival's Graveyard may buy the district back: the same for every target, so looked at once
        graveyard_cut = False
        if any(d.kind is GRAVEYARD for p in view.table for d in p.city if p.seat != view.seat):
            owner = next(p for p in view.table for d in p.city if d.kind is GRAVEYARD)
            graveyard_cut = owner.gold >= 1 and owner.seat != view.seat
        for a in cands:
            q = view.table[a.seat]
            c = CARDS[a.card]
            price = city_destroy_price(q.city, c, view.adorned)
            harm = float(c.kind.points)
            if missing_types(q.city) == 0:
                same = sum(1 for d in q.city if d.kind.dtype == c.kind.dtype)
                if same == 1 and c.kind is not HAUNTED_CITY:
                    harm += 3.0
            left = view.completion - city_size(q.city)
            if left <= 1:
                harm += 4.0
            elif left == 2:
                harm += 1.5
            if graveyard_cut:
                harm *= 0.6
            gain = harm * weights.get(a.seat, 1.0) * 0.8 - price * gold_worth
            # leave enough gold to keep building
            if not last_round and me.gold - price < 2 and price > 0:
                gain -= 1.0
            if best is None or gain > best[0]:
                best = (gain, a)
        if best is None or best[0] <= self.params.destroy_threshold:
            return None
        a = best[1]
        c = CARDS[a.card]
        if city_destroy_price(view.table[a.seat].city, c, view.adorned) == 0:
            return a, Reason(M.DESTROY_FREE, {"district": c.kind.name, "seat": a.seat})
        return a, Reason(M.DESTROY_THREAT, {"district": c.kind.name, "seat": a.seat})

    def _lab_fodder(self, view: PlayerView, strict: bool = False) -> DistrictCard | None:
        vals = self._hand_values(view)
        if not vals:
            return None
        v, c = min(vals, key=lambda t: t[0])
        if strict and v >= 1.6 and len(view.hand) <= 2:
            return None
        if strict and v >= 2.5:
            return None
        return c

    def _smithy_worth(self, view: PlayerView) -> bool:
        me = view.me()
        if view.first_complete >= 0 or rounds_left_estimate(view) <= 1.0:
            return False
        buildable = hand_buildable(view)
        return me.gold >= 2 and len(buildable) <= 1 and (me.gold >= 4 or not buildable)

    def graveyard(self, view: PlayerView, legal: Sequence[Action]) -> Choice:
        c = view.graveyard_card
        take = next(a for a in legal if isinstance(a, GraveyardTake))
        decline = next(a for a in legal if isinstance(a, GraveyardDecline))
        if c is None:
            return decline, Reason(M.GRAVE_DECLINE, {"district": "graveyard"})
        me = view.me()
        v = card_value(c.kind, me.city, view.hand, me.gold, view)
        if me.gold >= 1 and v >= 2.0 and view.first_complete < 0:
            return take, Reason(M.GRAVE_TAKE, {"district": c.kind.name})
        return decline, Reason(M.GRAVE_DECLINE, {"district": c.kind.name})


class MediumBot(Unwatching):
    """A full strategy: draft inference, targeted abilities, build order and income timing."""

    name = "medium"
    needs_view = True

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        params = Params()
        overrides = options.get("params")
        if isinstance(overrides, dict):
            for k, v in overrides.items():
                setattr(params, k, v)
        self.policy = MediumPolicy(self.rng, params=params)
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.policy.decide(view, legal)
        self.policy.promise.note(view, reason)
        self.last_reason = reason
        return action


class NoisyMediumBase(MediumBot):
    """Medium's strategy played with `noise` (Easy and Noisy Medium differ only in how much)."""

    name = "noisy-medium"
    noise: Noise

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        self.policy = MediumPolicy(self.rng, self.noise)
        self.last_reason: Reason | None = None
