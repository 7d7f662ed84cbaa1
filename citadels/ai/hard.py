"""The Hard bot: determinized Monte Carlo search over the decisions that matter most.

For a character choice, a murder or theft target, a Warlord's destruction, a Magician's trick, which
district to build or keep and how to gather, it samples worlds consistent with its view
(`determinize.sample_state`: unseen cards dealt at random, unseen characters placed by the draft
inference, `knowledge.Inference`), plays each candidate action in the same worlds (common random
numbers) and scores the outcome with the position evaluation (`evaluate.win_probs`): the best
average wins. Cheap decisions (income, Laboratory, Smithy, Graveyard, end of turn), and any decision
with a single legal action, follow the Medium policy at once.

In each world every other seat plays a league strategy drawn from its weights, which follow the
characters it has revealed and the choices it was seen to make this game (`opponents.OpponentModel`,
`tells`; `hard_models="medium"` plays them all as Medium); the bot itself plays Medium. Gathering and keeping cards pay off only in the next round,
so they are simulated to its end (`TEMPO_HORIZON`); other decisions to the end of this round
(`hard_horizon` sets the extra rounds for every decision). A candidate clearly worse than the best
after a few worlds (by more than `PRUNE_Z` standard errors, paired over the same worlds) stops being
simulated, so the close ones get the later worlds, and the search stops once one is left
(`hard_prune=False` simulates every candidate in every world, as `bench/bench_search.py` does).
End-game dangers add explicit bonuses to the characters that remove them (`danger.draft_dangers`).
Reasons give the deciding factor in words (`describe`), the simulation figure only as a detail.

Anytime: it searches until its time budget runs out (`hard_time`, default `DEFAULT_TIME`, counted on
the wall clock or, with `hard_clock="cpu"`, on the thinking thread's processor time) or for a
fixed number of worlds (`hard_iterations`), and is then deterministic for a given seed (the search's
random source is seeded from the bot's seed and the view's contents).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence

from citadels.engine import (
    CARDS,
    Action,
    Bewitch,
    Build,
    Decision,
    Destroy,
    DrawCards,
    EndTurn,
    ExchangeCard,
    GameState,
    GiveCrown,
    Murder,
    PickCharacter,
    PlayerView,
    Rng,
    Rob,
    SwapHands,
    TakeGold,
)
from citadels.engine.determinize import sample_state
from citadels.engine.dispatch import ApplyFn
from citadels.engine.game import fast_door
from citadels.engine.view import make_view

from .base import Reason
from .danger import draft_dangers
from .describe import describe, search_detail
from .evaluate import win_probs
from .knowledge import Inference
from .medium import MediumPolicy
from .opponents import OpponentModel, model_policies
from .targets import at_rivals, named_rivals
from .tells import Decide

DEFAULT_TIME = 0.4  # seconds per searched decision (the 95th percentile stays under 0.5 s on a busy machine)
TEMPO_HORIZON = 1  # extra rounds simulated for gathering and keeping cards (tempo shows next round)
MAX_DESTROY_CANDIDATES = 6
PRUNE_EVERY = 16  # worlds between two looks at which candidates are clearly worse
PRUNE_Z = 3.0  # standard errors below the best that drop a candidate
_MASK = (1 << 64) - 1
_LEGAL_FOR, _HANDLERS = fast_door()
_NO_HANDLERS: dict[int, ApplyFn] = {}
_GAME_OVER = Decision.GAME_OVER  # enum members are slow to look up on the class (Python 3.11)
_PICK = Decision.DRAFT_PICK


def _mix(h: int, x: int) -> int:
    h = (h ^ (x & _MASK)) * 0x100000001B3 & _MASK
    h ^= h >> 29
    return (h * 0xBF58476D1CE4E5B9) & _MASK


def view_key(view: PlayerView) -> int:
    """A stable number for a view (same view, same number, in any process)."""
    h = 0xCBF29CE484222325
    for x in (
        view.seat,
        view.round,
        int(view.decision),
        view.to_move,
        view.current_rank,
        view.called,
        view.builds_left,
        int(view.ability_used),
        int(view.income_taken),
        view.deck_size,
        view.aside_count,
    ):
        h = _mix(h, x)
    for c in view.hand:
        h = _mix(h, c.id + 1)
    for c in view.drawn:
        h = _mix(h, 100 + c.id)
    for r in view.pile:
        h = _mix(h, 200 + r)
    for p in view.table:
        h = _mix(h, 300 + p.gold)
        h = _mix(h, 400 + p.hand_size)
        for c in p.city:
            h = _mix(h, 500 + c.id)
    return h


def prune(alive: list[int], values: Sequence[Sequence[float]], bonus: Sequence[float]) -> list[int]:
    """The candidates of `alive` not clearly worse than the best: each one's values over the same worlds
    are compared with the best one's (paired differences, plus the bonuses), and it is dropped when
    the mean difference exceeds `PRUNE_Z` standard errors."""
    n = len(values[alive[0]])
    if n < 2:
        return alive
    means = {i: sum(values[i]) / n + bonus[i] for i in alive}
    best = max(alive, key=lambda i: means[i])
    vb = values[best]
    keep = []
    for i in alive:
        if i == best:
            keep.append(i)
            continue
        gap = means[best] - means[i]
        vi = values[i]
        diffs = [a - b for a, b in zip(vb, vi, strict=True)]
        mean_d = sum(diffs) / n
        var = sum((d - mean_d) ** 2 for d in diffs) / (n - 1)
        if gap <= 0 or gap * gap * n <= PRUNE_Z * PRUNE_Z * var:
            keep.append(i)
    return keep


class Searcher:
    """Runs the determinized search for one decision.

    `models` are the opponents' candidate policies (`opponents.model_policies`); `opponents` (when given)
    says how likely each seat plays each of them. Without it every seat plays Medium.
    """

    def __init__(
        self,
        policy: MediumPolicy,
        horizon_rounds: int | None = None,
        models: Sequence[Decide] | None = None,
        pruning: bool = True,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.policy = policy
        self.clock = clock
        self.horizon_rounds = horizon_rounds
        self.models = list(models) if models is not None else [policy.decide]
        self.pruning = pruning
        self.rollouts = 0
        self.settled = -1
        #: the last search's value of each candidate in each world it was played in (the worlds are
        #: the same for every candidate, in order: a pruned one stops early)
        self.values: list[list[float]] = []

    def rollout(self, s: GameState, stop_round: int, deciders: Sequence[Decide] | None = None) -> None:
        """Play every seat (with its policy, default Medium) until round `stop_round` begins (or the end)."""
        decide = self.policy.decide
        # The engine's fast door, as in `simulate`: no method frames around the rules' tables, and
        # the view built without `view`'s seat check (the seat is `to_move`). Any action the legal
        # list did not hand out (None from `handler_of`) goes through `apply`, which checks it.
        legal_for = _LEGAL_FOR
        handler_of = _HANDLERS.get if s.history is None else _NO_HANDLERS.get  # history: via `apply`
        apply = s.apply
        over = _GAME_OVER
        pick = _PICK
        while True:
            decision = s.decision
            if decision == over:
                return
            if s.round >= stop_round and decision == pick and s.step == 0:
                return
            legal = legal_for[decision](s)
            if len(legal) == 1:
                action = legal[0]
            else:
                seat = s.to_move
                f = deciders[seat] if deciders is not None else decide
                action, _ = f(make_view(s, seat), legal)
            handler = handler_of(id(action))
            if handler is None:
                apply(action, events=False)
            else:
                handler(s, action, None)

    def horizon(self, view: PlayerView) -> int:
        """Extra rounds to simulate for this decision: `hard_horizon` if given, else `TEMPO_HORIZON`
        for gathering and keeping cards (what they buy shows next round) and none otherwise."""
        if self.horizon_rounds is not None:
            return self.horizon_rounds
        return TEMPO_HORIZON if view.decision in (Decision.GATHER, Decision.KEEP) else 0

    def deciders(self, view: PlayerView, opponents: OpponentModel | None, rng: Rng) -> list[Decide] | None:
        """A policy for every seat of one simulated world: the seat's model drawn from its weights."""
        if opponents is None or len(self.models) == 1:
            return None
        out: list[Decide] = []
        for seat in range(view.players):
            if seat == view.seat:
                out.append(self.policy.decide)
            else:
                out.append(self.models[opponents.sample(seat, rng)])
        return out

    def run(
        self,
        view: PlayerView,
        candidates: Sequence[Action],
        rng: Rng,
        iterations: int | None,
        deadline: float | None,
        opponents: OpponentModel | None = None,
        bonus: Sequence[float] | None = None,
    ) -> tuple[list[float], int, list[int]]:
        """Mean value of each candidate, the worlds sampled, and the candidates still in the race
        (`self.rollouts` counts the simulations run, `self.settled` the worlds sampled when one
        candidate was left: -1 if never).

        Every `PRUNE_EVERY` worlds, a candidate whose value (plus its `bonus`) falls clearly below the
        best one's (by more than `PRUNE_Z` standard errors of their paired differences, the same
        worlds) stops being simulated: later worlds cost less, and the close candidates get more.
        """
        inf = Inference(view, leaning=opponents.leaning(view) if opponents is not None else None)
        k = len(candidates)
        extra = list(bonus) if bonus is not None else [0.0] * k
        totals = [0.0] * k
        values: list[list[float]] = [[] for _ in range(k)]
        alive = list(range(k))
        me = view.seat
        stop_round = view.round + 1 + self.horizon(view)
        done = 0
        clock = self.clock
        rollout = self.rollout
        self.rollouts = 0
        self.settled = -1
        while True:
            world = self.sample_world(view, inf, rng)
            deciders = self.deciders(view, opponents, rng)
            for i in alive:
                s = world.clone()
                s.apply(candidates[i], events=False)
                rollout(s, stop_round, deciders)
                v = win_probs(s)[me]
                totals[i] += v
                values[i].append(v)
            self.rollouts += len(alive)
            done += 1
            if iterations is not None:
                if done >= iterations:
                    break
            elif deadline is not None and clock() >= deadline:
                break
            if self.pruning and len(alive) > 1 and done % PRUNE_EVERY == 0:
                alive = prune(alive, values, extra)
                if len(alive) == 1:  # settled: more worlds could not change the choice
                    self.settled = done
                    break
        self.values = values
        return [t / max(1, len(v)) for t, v in zip(totals, values, strict=True)], done, alive

    @staticmethod
    def sample_world(view: PlayerView, inf: Inference, rng: Rng) -> GameState:
        ranks = inf.sample(rng)
        if ranks is not None and inf.from_draft:
            steps = {sl.step: r for sl, r in zip(inf.slots, ranks, strict=True)}
            return sample_state(view, rng, step_ranks=steps)
        holders = {r: sl.seat for sl, r in zip(inf.slots, ranks, strict=True)} if ranks is not None else None
        return sample_state(view, rng, holders=holders)


#: How Hard may simulate the others (`hard_models`): the league and a stranger, weighted by how each
#: seat plays (the default); the league alone; or Medium for every seat.
HARD_MODELS = ("league", "league-only", "medium")

#: what `hard_time` is counted on: "wall" (the default; what a player waits) or "cpu" (the thinking
#: thread's own processor time: a benchmark on a busy machine then measures the same bot as on an idle one)
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}


def hard_clock(name: object) -> Callable[[], float]:
    """The clock `hard_clock=name` names; a clear error for any other name."""
    if not isinstance(name, str) or name not in CLOCKS:
        raise ValueError(f"hard_clock must be one of {', '.join(CLOCKS)}, not {name!r}")
    return CLOCKS[name]


class HardBot:
    """Determinized Monte Carlo search guided by the Medium policy."""

    name = "hard"
    needs_view = True

    def __init__(
        self,
        seed: int = 0,
        hard_iterations: int | None = None,
        hard_time: float | None = None,
        **options: object,
    ) -> None:
        self.seed = seed
        self.iterations = int(hard_iterations) if hard_iterations is not None else None
        self.time_budget = float(hard_time) if hard_time is not None else DEFAULT_TIME
        self.policy = MediumPolicy(Rng(seed))
        horizon = options.get("hard_horizon")
        models = options.get("hard_models", "league")
        if models not in HARD_MODELS:
            raise ValueError(f"hard_models must be one of {', '.join(HARD_MODELS)}, not {models!r}")
        self.modelled = models != "medium"
        #: whether the opponent model admits a stranger beside the league ("league-only": it does not)
        self.stranger = models == "league"
        self.watches = self.modelled  # the opponent models learn from every move seen
        self.searcher = Searcher(
            MediumPolicy(Rng(0), remember=False),
            int(horizon) if isinstance(horizon, int) else None,
            model_policies() if self.modelled else None,
            pruning=bool(options.get("hard_prune", True)),
            clock=hard_clock(options.get("hard_clock", "wall")),
        )
        self.opponents: OpponentModel | None = None
        self.last_reason: Reason | None = None
        self.last_stats: dict[str, object] = {}

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.decide(view, legal)
        self.policy.promise.note(view, reason)
        self.last_reason = reason
        return action

    def observe(self, view: PlayerView) -> OpponentModel | None:
        """Update the opponent models with what this view shows (a new game starts a new model)."""
        if not self.modelled:
            return None
        m = self.opponents
        if m is None or m.players != view.players or m.me != view.seat or view.round < self._last_round:
            m = self.opponents = OpponentModel(
                view.players, view.seat, self.searcher.models, self.seed, self.stranger
            )
        self._last_round = view.round
        m.observe(view)
        return m

    _last_round = 0

    def watch(self, view: PlayerView) -> None:
        self.observe(view)

    def decide(
        self, view: PlayerView, legal: Sequence[Action], also: Action | None = None
    ) -> tuple[Action, Reason]:
        """The action to play and why. `also` (one of `legal`) is searched too even when it is not among
        the bot's own candidates (the coach compares a player's choice with the search's)."""
        # the budget counts from here: reading the opponents' choices is part of the decision's time
        deadline = None if self.iterations is not None else self.searcher.clock() + self.time_budget
        opponents = self.observe(view)
        base_action, base_reason = self.policy.decide(view, legal)
        self.last_stats = {}
        if len(legal) == 1:
            return base_action, base_reason
        candidates = self.candidates(view, legal, base_action)
        if also is not None and also not in candidates:
            candidates.append(also)
        if len(candidates) <= 1:
            return base_action, base_reason
        rng = Rng(_mix(self.seed * 0x9E3779B97F4A7C15 + 1, view_key(view)))
        dangers = draft_dangers(view)
        bonus = [
            dangers[a.rank][0] if isinstance(a, PickCharacter) and a.rank in dangers else 0.0
            for a in candidates
        ]
        means, done, alive = self.searcher.run(
            view, candidates, rng, self.iterations, deadline, opponents, bonus
        )
        scores = [m + b for m, b in zip(means, bonus, strict=True)]
        best = max(alive, key=lambda i: (scores[i], candidates[i] == base_action, -i))
        chosen = candidates[best]
        self.last_stats = {
            "worlds": done,
            "values": dict(zip(map(repr, candidates), means, strict=True)),
            "pruned": [repr(candidates[i]) for i in range(len(candidates)) if i not in alive],
            "rollouts": self.searcher.rollouts,
            "settled": self.searcher.settled,
            "candidates": candidates,
            "samples": self.searcher.values,
            "bonus": bonus,
            "best": best,
        }
        detail = search_detail(round(100 * means[best]), done)
        if isinstance(chosen, PickCharacter) and chosen.rank in dangers:
            reason = dangers[chosen.rank][1]
        elif chosen == base_action:
            reason = base_reason
        else:
            reason = describe(view, chosen, self.policy)
        return chosen, dataclasses.replace(reason, detail=detail)

    # ------------------------------------------------------------------ what to search
    def candidates(self, view: PlayerView, legal: Sequence[Action], base: Action) -> list[Action]:
        d = view.decision
        if d in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD, Decision.KEEP, Decision.KEEP_ONE_DRAWN):
            return list(legal)
        if d == Decision.GATHER:
            return [a for a in legal if isinstance(a, TakeGold | DrawCards)]
        if d == Decision.BEWITCH:
            return list[Action](named_rivals(view, legal, Bewitch))
        if d == Decision.TAKE_FROM_HAND:  # the cards of the hand looked at, kept or built
            takes = list(legal)[: MAX_DESTROY_CANDIDATES + 2]
            return takes if base in takes else [base, *takes]
        if isinstance(base, GiveCrown):
            return [a for a in legal if isinstance(a, GiveCrown)]
        if d != Decision.MAIN:
            return [base]
        if self.policy.promise.due(view) is not None:
            return [base]  # its reason promised a district this turn: the policy builds it
        if isinstance(base, Murder):
            return list[Action](named_rivals(view, legal, Murder))
        if isinstance(base, Rob):
            return list[Action](named_rivals(view, legal, Rob))
        if isinstance(base, SwapHands | ExchangeCard) or (
            any(isinstance(a, SwapHands) for a in legal) and isinstance(base, Build | EndTurn)
        ):
            out: list[Action] = [base]
            out += [a for a in legal if isinstance(a, SwapHands) and a != base]
            return out
        if isinstance(base, Build):
            seen: set[object] = set()
            out = []
            for a in legal:
                if isinstance(a, Build):
                    kind = CARDS[a.card].kind
                    if kind not in seen:
                        seen.add(kind)
                        out.append(a)
            if base not in out:
                out.append(base)
            return out
        if isinstance(base, Destroy | EndTurn) and any(isinstance(a, Destroy) for a in legal):
            destroys = at_rivals(view, [a for a in legal if isinstance(a, Destroy)])
            destroys.sort(key=lambda a: (-CARDS[a.card].kind.points, a.seat, a.card))
            picked: list[Action] = []
            seen_pairs: set[tuple[int, object]] = set()
            for a in destroys:
                key = (a.seat, CARDS[a.card].kind)
                if key in seen_pairs:
                    continue
                seen_pairs.add(key)
                picked.append(a)
            by_seat: dict[int, list[Action]] = {}
            for a in picked:
                assert isinstance(a, Destroy)
                by_seat.setdefault(a.seat, []).append(a)
            out = [base]
            # per rival: its most and least expensive affordable districts
            for group in by_seat.values():
                for a in (group[0], group[-1]):
                    if a not in out:
                        out.append(a)
            end = next(a for a in legal if isinstance(a, EndTurn))
            if end not in out:
                out.append(end)
            return out[: MAX_DESTROY_CANDIDATES + 2]
        return [base]
