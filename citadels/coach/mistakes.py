"""Costly choices: decisions where the Hard search, from what the player knew then, finds a clearly
better one.

For every decision of an examined seat with more than one legal action, a Hard bot of that seat
(`ai.hard.HardBot` at a fixed `ITERATIONS` of sampled worlds, so the analysis is deterministic) is
shown the seat's own `PlayerView` — never the full state: no hindsight — and searches its usual
candidates plus the action the player chose. The bot has watched the seat's earlier decisions, as the
Hard bot in that seat would have (its opponent models learn from what each seat revealed).

Only real mistakes count. The search values every candidate in the same sampled worlds (common random
numbers), so the player's choice and the search's best are compared world by world: the cost is the
mean of the paired differences (plus the search's own end-game bonus, `ai.danger`), and its standard
error comes from their spread. A choice is a mistake only when the cost is above `MIN_COST` *and* more
than `Z` standard errors: a small cost is not worth a player's attention even when the worlds agree on it, and a
cost of fewer standard errors could come from the luck of the draw (the best of several candidates
also looks better than it is, which `Z` = 3 leaves room for). The search prunes a candidate only when
it is already `PRUNE_Z` (also 3) standard errors worse than the best, so a pruned choice has been
measured well enough to be judged.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from citadels.ai.base import Reason
from citadels.ai.hard import HardBot
from citadels.engine import Action, PlayerView

from .model import Mistake

ITERATIONS = 128  # sampled worlds per decision (fewer when the search settles early)
MIN_COST = 0.03  # at least 3 points of chance of winning
Z = 3.0  # standard errors the cost must exceed


@dataclass(frozen=True)
class Judgement:
    """The search's verdict on one decision (a `Mistake` when `is_mistake`)."""

    better: Action
    reason: Reason
    cost: float
    stderr: float
    worlds: int

    @property
    def is_mistake(self) -> bool:
        return self.cost > MIN_COST and self.cost > Z * self.stderr


def paired_cost(best: Sequence[float], played: Sequence[float], bonus: float) -> tuple[float, float, int]:
    """The mean of the paired differences best - played (plus `bonus`), its standard error and the
    number of worlds both were played in."""
    n = min(len(best), len(played))
    if n == 0:
        return 0.0, math.inf, 0
    diffs = [a - b for a, b in zip(best[:n], played[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean + bonus, math.inf, n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean + bonus, math.sqrt(var / n), n


class SeatCoach:
    """The Hard bot that judges one seat's decisions, in the order they were made."""

    def __init__(self, game_seed: int, seat: int, iterations: int = ITERATIONS) -> None:
        self.bot = HardBot((game_seed * 31 + seat) & 0xFFFFFFFF, hard_iterations=iterations)

    def watch(self, view: PlayerView) -> None:
        """A view not searched (another seat's move, or a decision with one legal action): the bot
        still sees it, as its opponent models learn from it."""
        self.bot.observe(view)

    def judge(self, view: PlayerView, legal: Sequence[Action], played: Action) -> Judgement | None:
        """The search's verdict on `played`; None when nothing was searched (the search's only
        candidate was the player's own choice)."""
        better, reason = self.bot.decide(view, legal, also=played)
        stats = self.bot.last_stats
        if better == played or "samples" not in stats:
            return None
        candidates: list[Action] = stats["candidates"]  # type: ignore[assignment]
        samples: list[list[float]] = stats["samples"]  # type: ignore[assignment]
        bonus: list[float] = stats["bonus"]  # type: ignore[assignment]
        b = candidates.index(better)
        p = candidates.index(played)
        cost, stderr, worlds = paired_cost(samples[b], samples[p], bonus[b] - bonus[p])
        return Judgement(better, reason, cost, stderr, worlds)


def mistake(index: int, seat: int, rnd: int, played: Action, judgement: Judgement) -> Mistake:
    return Mistake(
        index=index,
        seat=seat,
        round=rnd,
        played=played,
        better=judgement.better,
        cost=judgement.cost,
        stderr=judgement.stderr,
        worlds=judgement.worlds,
        reason=judgement.reason,
    )
