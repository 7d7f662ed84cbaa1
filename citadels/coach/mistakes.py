"""Costly choices: decisions where the Hard search, from what the player knew then, finds a clearly
better one.

For every decision of an examined seat with more than one legal action, a Hard bot of that seat
(`ai.hard.HardBot` at a fixed `ITERATIONS` of sampled worlds, so the analysis is deterministic) is
shown the seat's own `PlayerView` — never the full state: no hindsight — and searches its usual
candidates plus the action the player chose. The bot has watched the seat's earlier decisions, as the
Hard bot in that seat would have (its opponent models learn from what each seat revealed).

That first look (`ITERATIONS` worlds) only finds suspects: the best of several candidates measured in
a few worlds looks better than it is. A suspect — its cost above `MIN_COST` and `SCREEN_Z` standard
errors — is measured again (`SeatCoach.confirm`):
the better move and the player's alone, in `CONFIRM_WORLDS` fresh worlds (common random numbers:
both are played in each world, so the cost is the mean of the paired differences, plus the search's
own end-game bonus, `ai.danger`). Only that measure is kept, and only when the cost is above
`MIN_COST` and its interval (the cost plus or minus `Z` standard errors) lies above `TIE_MARGIN`: a
charge rests on `CONFIRM_WORLDS` unselected worlds, never on the luck of the draw that made it a
suspect, and never on a near-tie.

Near-ties are never charged: two moves whose difference may be within `TIE_MARGIN` are as good as
each other for a reviewer (the interval must clear the margin, not only zero). A character choice of
the first round (`blind`) is a near-tie by rule, and is not searched: nobody has revealed anything
yet, so the search's difference between two characters rests on its opponent model's prior alone.

A better move equivalent to the one played (the same district from another copy, `same_move`) is no
charge. Which decisions are charged at all, once per better move and never beyond what the turn cost
the player, is `charges`' part.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass

from citadels.ai.base import Reason
from citadels.ai.danger import draft_dangers
from citadels.ai.hard import HardBot, Searcher, view_key
from citadels.ai.medium import MediumPolicy
from citadels.ai.opponents import model_policies
from citadels.engine import CARDS, Action, Decision, PickCharacter, PlayerView, Rng

from .model import Mistake

ITERATIONS = 12  # sampled worlds of the first look: a screen, every candidate in each
CONFIRM_WORLDS = 48  # fresh worlds a suspect is measured again in (the two moves only)
MIN_COST = 0.03  # at least 3 points of chance of winning
Z = 3.0  # standard errors the cost must exceed (its interval: the cost plus or minus Z of them)
#: the difference within which two moves are a near-tie: a charge's interval must lie above it
TIE_MARGIN = 0.02
SCREEN_Z = 2.0  # standard errors that make a suspect of the first look (it is measured again)
#: the fields of an action that hold a card (by id): two actions that differ only in copies of the
#: same district are the same move
CARD_FIELDS = frozenset({"card", "first", "second", "mine", "theirs"})


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
        """Sizeable (above `MIN_COST`) and no near-tie: its whole interval above `TIE_MARGIN`."""
        return self.cost > MIN_COST and self.cost - Z * self.stderr > TIE_MARGIN

    @property
    def is_suspect(self) -> bool:
        """Worth measuring again: the first look's cost above `MIN_COST` and `SCREEN_Z` standard errors."""
        return self.cost > MIN_COST and self.cost > SCREEN_Z * self.stderr

    @property
    def low(self) -> float:
        return max(0.0, self.cost - Z * self.stderr)

    @property
    def high(self) -> float:
        return min(1.0, self.cost + Z * self.stderr)


def blind(rnd: int, decision: Decision) -> bool:
    """A character choice (chosen or discarded) of the first round, made before any player has revealed
    anything: a near-tie by rule, never charged."""
    return rnd == 1 and decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)


def move_key(action: Action) -> tuple[object, ...]:
    """What `action` does, with each card named by its district (copies of a district are alike)."""
    if not dataclasses.is_dataclass(action):
        return (action,)
    parts: list[object] = [type(action).__name__]
    for f in dataclasses.fields(action):
        v = getattr(action, f.name)
        parts.append(CARDS[v].kind.name if f.name in CARD_FIELDS and isinstance(v, int) else v)
    return tuple(parts)


def same_move(a: Action, b: Action) -> bool:
    return a == b or move_key(a) == move_key(b)


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

    def __init__(
        self, game_seed: int, seat: int, iterations: int = ITERATIONS, confirm_worlds: int = CONFIRM_WORLDS
    ) -> None:
        self.seed = (game_seed * 31 + seat) & 0xFFFFFFFF
        self.bot = HardBot(self.seed, hard_iterations=iterations)
        self.confirm_worlds = confirm_worlds
        # the second measure plays both moves in every world: no pruning
        self.measure = Searcher(MediumPolicy(Rng(0), remember=False), models=model_policies(), pruning=False)

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

    def confirm(self, view: PlayerView, played: Action, suspect: Judgement) -> Judgement:
        """The suspect's better move and `played` measured again, alone, in fresh worlds (after `judge`
        of the same view: the bot's opponent models are as they were then)."""
        pair = [suspect.better, played]
        dangers = draft_dangers(view)
        bonus = [
            dangers[a.rank][0] if isinstance(a, PickCharacter) and a.rank in dangers else 0.0 for a in pair
        ]
        rng = Rng((self.seed * 0x9E3779B97F4A7C15 + 7 + view_key(view)) & ((1 << 64) - 1))
        self.measure.run(view, pair, rng, self.confirm_worlds, None, self.bot.opponents, bonus)
        samples = self.measure.values
        cost, stderr, worlds = paired_cost(samples[0], samples[1], bonus[0] - bonus[1])
        return Judgement(suspect.better, suspect.reason, cost, stderr, worlds)


def mistake(
    index: int, seat: int, rnd: int, played: Action, judgement: Judgement, most: float = 1.0
) -> Mistake:
    """The charge of a judgement, at most `most` (the cost and its interval are cut there)."""
    cost = min(judgement.cost, most)
    return Mistake(
        index=index,
        seat=seat,
        round=rnd,
        played=played,
        better=judgement.better,
        cost=cost,
        stderr=judgement.stderr,
        worlds=judgement.worlds,
        reason=judgement.reason,
        low=min(judgement.low, cost),
        high=max(cost, min(judgement.high, most)),
    )
