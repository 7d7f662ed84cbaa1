"""Each seat's chance of winning from a full game state: the estimate behind the review's graph.

After the game everything may be used: every hand, every character, the order of the deck and the
random source of the deal. The estimate plays the rest of the current round `ROLLOUTS` times from the
real state (once with every seat playing the Medium strategy, then with the league's strategies spread
over the seats, `opponents.model_policies`), so whatever this round still holds — a murder already
decided, a Thief's haul, a Warlord's strike, a city about to be completed, who picks which character —
is played out instead of guessed. Each played-out position (the start of the next round, or the end
of the game) is scored by a conditional-logit model over the position evaluation's features
(`ai.evaluate.features`) plus two for a game that ended in the roll-out; the seats' chances are the
mean over the roll-outs.

The weights (`weights.py`, one set per player count) are fitted by `python -m citadels.coach.fit` on seeded
bot games of mixed levels and strategies (`samples.FIT_SEEDS`), never on the games the benchmark
measures (`bench/bench_calibration.py`, `samples.BENCH_SEEDS`). Once the game is over the chances are
the real result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import mul

from citadels.ai.evaluate import features, progress_of
from citadels.ai.hard import Searcher
from citadels.ai.league.personalities import PERSONALITIES
from citadels.ai.medium import MediumPolicy
from citadels.ai.opponents import LEAGUE, model_policies
from citadels.ai.tells import Decide
from citadels.engine import GameState, Rng

from .weights import WEIGHTS

Chances = tuple[float, ...]

ROLLOUTS = 3
#: the strategies of the roll-outs (the weights were fitted with these): Medium, then the league's spread,
#: the personalities marked `rollouts`
ROLLOUT_MODELS: tuple[str, ...] = ("medium", *(p.bot for p in PERSONALITIES if p.rollouts))
#: The features of a played-out position: the position evaluation's, then the end of the game.
EXTRA_FEATURES = ("won", "over_score")


def position_features(s: GameState, seat: int, progress: float) -> list[float]:
    """The features of one seat in a played-out position (a round's start or the end of the game)."""
    row = features(s, seat, progress)
    if s.scores is not None:
        row.append(1.0 if s.winner == seat else 0.0)
        row.append(float(s.scores[seat].total))
    else:
        row.append(0.0)
        row.append(0.0)
    return row


def seat_rows(s: GameState) -> list[list[float]]:
    prog = progress_of(s)
    return [position_features(s, seat, prog) for seat in range(s.rules.players)]


def softmax(logits: Sequence[float]) -> list[float]:
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = sum(exps)
    return [e / total for e in exps]


class ChanceModel:
    """The estimate, with its own roll-out policies (fresh per analysis: the results are reproducible)."""

    def __init__(self, rollouts: int = ROLLOUTS) -> None:
        self.rollouts = rollouts
        # the league's strategies only (`model_policies` lists them first, then the stranger's)
        by_name = dict(zip(LEAGUE, model_policies()[: len(LEAGUE)], strict=True))
        self.policies: list[Decide] = [by_name[name] for name in ROLLOUT_MODELS]
        self.searcher = Searcher(MediumPolicy(Rng(0), remember=False))

    def deciders(self, k: int, players: int) -> list[Decide] | None:
        """Roll-out `k`'s strategy per seat: Medium for all first, then the league's spread over the seats."""
        if k == 0:
            return None  # the searcher's Medium for every seat
        others = self.policies[1:]
        return [others[(seat + 2 * (k - 1)) % len(others)] for seat in range(players)]

    def play_out(self, state: GameState, k: int) -> GameState:
        """Roll-out `k`: the position at the start of the next round (or the end of the game)."""
        s = state.clone()
        self.searcher.rollout(s, state.round + 1, self.deciders(k, state.rules.players))
        return s

    def rows(self, state: GameState) -> list[list[list[float]]]:
        """Per roll-out, each seat's features (what the fit learns from)."""
        return [seat_rows(self.play_out(state, k)) for k in range(self.rollouts)]

    def chances(self, state: GameState) -> Chances:
        """Each seat's chance of winning (sums to 1; the real result once the game is over)."""
        n = state.rules.players
        if state.game_over:
            return tuple(1.0 if seat == state.winner else 0.0 for seat in range(n))
        return combine(self.rows(state), n)


def combine(rows: Sequence[Sequence[Sequence[float]]], players: int) -> Chances:
    """The chances from the roll-outs' features: the model's mean over the roll-outs."""
    w = WEIGHTS[players] if players in WEIGHTS else WEIGHTS[min(WEIGHTS, key=lambda k: (abs(k - players), k))]
    mean = [0.0] * players
    for seats in rows:
        for i, p in enumerate(softmax([sum(map(mul, w, f)) for f in seats])):
            mean[i] += p / len(rows)
    return tuple(mean)
