"""The Hard bot: determinized Monte Carlo search over the decisions that matter most.

For a character choice, a murder or theft target, a Warlord's destruction, a Magician's trick, which
district to build or keep and how to gather, it samples worlds consistent with its view (unknown cards
dealt at random to the other hands by their sizes and to the deck; unknown characters placed by the
draft inference, `knowledge.Inference`), plays each candidate action in the same worlds (common random
numbers) with every seat then following the Medium policy up to the end of the round, and scores the
result with the position evaluation (`evaluate.win_probs`). The candidate with the best average wins.

Anytime: it searches until its time budget runs out (`hard_time`, seconds; default 0.25, which keeps
the 95th percentile of decision times under 0.5 s) or for a fixed number of sampled worlds
(`hard_iterations`), in which case it is deterministic for a given seed (the search's random source
is seeded from the bot's seed and the view's contents). `hard_horizon` (default 0) extends the
simulations by that many extra rounds. Cheap decisions (income, Laboratory, Smithy, Graveyard, end of
turn), and any decision with a single legal action, follow the Medium policy at once.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

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
    KeepCard,
    Murder,
    PickCharacter,
    PlayerView,
    Rng,
    Rob,
    SwapHands,
    TakeGold,
)
from citadels.engine.determinize import sample_state

from . import messages as M
from .base import Reason
from .evaluate import win_probs
from .knowledge import Inference
from .medium import MediumPolicy

DEFAULT_TIME = 0.25  # seconds per searched decision (keeps the 95th percentile under 0.5 s)
MAX_DESTROY_CANDIDATES = 6
_MASK = (1 << 64) - 1


def _mix(h: int, x: int) -> int:
    h = (h ^ (x & _MASK)) * 0x100000001B3 & _MASK
    h ^= h >> 29
    return (h * 0xBF58476D1CE4E5B9) & _MASK


def view_key(view: PlayerView) -> int:
    """A stable number for a view (same view, same number, in any process)."""
    h = 0xCBF29CE484222325
    for x in (view.seat, view.round, int(view.decision), view.to_move, view.current_rank, view.called,
              view.builds_left, int(view.ability_used), int(view.income_taken), view.deck_size, view.aside_count):
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


class Searcher:
    """Runs the determinized search for one decision."""

    def __init__(self, policy: MediumPolicy, horizon_rounds: int = 0) -> None:
        self.policy = policy
        self.horizon_rounds = horizon_rounds

    def rollout(self, s: GameState, stop_round: int) -> None:
        """Play every seat with the Medium policy until round `stop_round` begins (or the end)."""
        decide = self.policy.decide
        while s.decision != Decision.GAME_OVER:
            if s.round >= stop_round and s.decision == Decision.DRAFT_PICK and s.step == 0:
                return
            legal = s.legal_actions()
            if len(legal) == 1:
                s.apply(legal[0], events=False)
                continue
            action, _ = decide(s.view(s.to_move), legal)
            s.apply(action, events=False)

    def run(
        self,
        view: PlayerView,
        candidates: Sequence[Action],
        rng: Rng,
        iterations: int | None,
        deadline: float | None,
    ) -> tuple[list[float], int]:
        inf = Inference(view)
        totals = [0.0] * len(candidates)
        me = view.seat
        stop_round = view.round + 1 + self.horizon_rounds
        done = 0
        clock = time.perf_counter
        while True:
            world = self.sample_world(view, inf, rng)
            for i, a in enumerate(candidates):
                s = world.clone()
                s.apply(a, events=False)
                self.rollout(s, stop_round)
                totals[i] += win_probs(s)[me]
            done += 1
            if iterations is not None:
                if done >= iterations:
                    break
            elif deadline is not None and clock() >= deadline:
                break
        return [t / done for t in totals], done

    @staticmethod
    def sample_world(view: PlayerView, inf: Inference, rng: Rng) -> GameState:
        ranks = inf.sample(rng)
        if ranks is not None and inf.from_draft:
            steps = {sl.step: r for sl, r in zip(inf.slots, ranks, strict=True)}
            return sample_state(view, rng, step_ranks=steps)
        holders = {r: sl.seat for sl, r in zip(inf.slots, ranks, strict=True)} if ranks is not None else None
        return sample_state(view, rng, holders=holders)


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
        horizon = options.get("hard_horizon", 0)
        self.searcher = Searcher(MediumPolicy(Rng(0)), int(horizon) if isinstance(horizon, int) else 0)
        self.last_reason: Reason | None = None
        self.last_stats: dict[str, object] = {}

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.decide(view, legal)
        self.last_reason = reason
        return action

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, Reason]:
        base_action, base_reason = self.policy.decide(view, legal)
        self.last_stats = {}
        if len(legal) == 1:
            return base_action, base_reason
        candidates = self.candidates(view, legal, base_action)
        if len(candidates) <= 1:
            return base_action, base_reason
        rng = Rng(_mix(self.seed * 0x9E3779B97F4A7C15 + 1, view_key(view)))
        deadline = None if self.iterations is not None else time.perf_counter() + self.time_budget
        means, done = self.searcher.run(view, candidates, rng, self.iterations, deadline)
        best = max(range(len(candidates)), key=lambda i: (means[i], candidates[i] == base_action, -i))
        chosen = candidates[best]
        self.last_stats = {"worlds": done, "values": dict(zip(map(repr, candidates), means, strict=True))}
        if chosen == base_action:
            return chosen, base_reason
        return chosen, self.reason(view, chosen, means[best], done)

    # ------------------------------------------------------------------ what to search
    def candidates(self, view: PlayerView, legal: Sequence[Action], base: Action) -> list[Action]:
        d = view.decision
        if d in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD, Decision.KEEP):
            return list(legal)
        if d == Decision.GATHER:
            return [a for a in legal if isinstance(a, TakeGold | DrawCards)]
        if d == Decision.BEWITCH:
            return [a for a in legal if isinstance(a, Bewitch) and a.rank not in view.faceup]
        if d == Decision.WIZARD:  # the cards of the hand looked at, kept or built
            takes = list(legal)[:MAX_DESTROY_CANDIDATES + 2]
            return takes if base in takes else [base, *takes]
        if isinstance(base, GiveCrown):
            return [a for a in legal if isinstance(a, GiveCrown)]
        if d != Decision.MAIN:
            return [base]
        if isinstance(base, Murder):
            return [a for a in legal if isinstance(a, Murder) and a.rank not in view.faceup]
        if isinstance(base, Rob):
            return [a for a in legal if isinstance(a, Rob) and a.rank not in view.faceup]
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
            destroys = [a for a in legal if isinstance(a, Destroy) and a.seat != view.seat]
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

    def reason(self, view: PlayerView, action: Action, value: float, games: int) -> Reason:
        """Why the search chose `action` (used when it differs from the Medium policy's choice)."""
        common: dict[str, object] = {"percent": round(100 * value), "count": games}
        if isinstance(action, PickCharacter):
            return Reason(M.SEARCH_PICK, {"character": action.rank, **common})
        if isinstance(action, Murder):
            return Reason(M.SEARCH_MURDER, {"character": action.rank, **common})
        if isinstance(action, Rob):
            return Reason(M.SEARCH_ROB, {"character": action.rank, **common})
        if isinstance(action, Bewitch):
            return Reason(M.SEARCH_BEWITCH, {"character": action.rank, **common})
        if isinstance(action, Destroy):
            return Reason(M.SEARCH_DESTROY, {"district": CARDS[action.card].kind.name, "seat": action.seat, **common})
        if isinstance(action, Build):
            return Reason(M.SEARCH_BUILD, {"district": CARDS[action.card].kind.name, **common})
        if isinstance(action, KeepCard):
            return Reason(M.KEEP_CARD, {"district": CARDS[action.card].kind.name})
        if isinstance(action, SwapHands):
            return Reason(M.SWAP_HANDS, {"seat": action.seat})
        return Reason(M.SEARCH_OTHER, common)
