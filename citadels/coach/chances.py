"""Each seat's chance of winning from a full game state: the estimate behind the review's graph.

After the game everything may be used: every hand, every character, the order of the deck and the
random source of the deal. The estimate plays the game on from the real state `ROLLOUTS` times (once
with every seat playing the Medium strategy, then with the league's strategies spread over the seats),
so whatever this round still holds — a murder already decided, a Thief's haul, a Warlord's strike, a
city about to be completed, who picks which character — is played out instead of guessed. Each
played-out position (the start of a round, or the end of the game) is scored by a conditional-logit
model over the position evaluation's features (`ai.evaluate.features`) plus two for a game that ended
in the roll-out.

**Who plays.** The model scores positions as an average player would play them on. What is known of
each seat's strength (`strength.py`: a bot's level or personality from the save, a person's play in
this game and their record) is a log-odds added to the seat's score, weighed by how much of the game is
still to play, `(1 - progress) ** STRENGTH_FADE` of the scored position: it decides much at the deal
and nothing at the end, where the position says it all, and still most of its part at mid-game (a
strong player's edge shows in their position less than it will in the rest of the game).

**A steady horizon.** A roll-out from the `done`-th action of a round (counted from the round's first
action) plays to the start of the next round (`B1`, `a` actions on) and on to the start of the one after
(`B2`), and the position's score is theirs blended by how far the round is gone: `(1 - f) B1 + f B2`
with `f = done / (done + a)`. At a round's first action `f` is 0, just before its last action it is
nearly 1, so the horizon moves on by one action per action instead of jumping by a whole round at every
round's end (where the first action of the next round would otherwise look a round further ahead).
The roll-outs' strategies draw their random choices from a source reseeded at every decision from
where in the game it is (`decision_seed`): two estimates a move apart play the same futures wherever
their futures meet, so the graph moves with the game and not with the dice of the roll-outs.

**A steady selection.** A character pick sends most roll-outs down new futures (about six in ten,
against two in ten for a turn's decision), and each new future is a fresh draw of that roll-out's
guess: a roll-out's change at one pick and its change at the next are anti-correlated, the roll-outs'
changes between them not at all (the selection's part of the graph zig-zagged, correlation -0.17 of
consecutive picks' changes). So after a pick the graph moves `DRAFT_GAIN` of the way from where it was
to the new estimate (`shown`), the steady gain of a Kalman filter for a chance that walks at random
seen through that noise; after any other action it is the estimate itself, so a murder, a theft or a
completed city moves it at once, and the first turn of a round catches up with the whole selection.

The weights (`weights.py`, one set per player count) are fitted by `python -m citadels.coach.fit` on seeded
bot games of mixed levels and strategies (`samples.FIT_SEEDS`), never on the games the benchmark
measures (`bench/bench_calibration.py`, `samples.BENCH_SEEDS`). Once the game is over the chances are
the real result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import mul
from typing import NamedTuple, Protocol

from citadels.ai.base import Reason
from citadels.ai.evaluate import features, progress_of
from citadels.ai.league import STRATEGIES
from citadels.ai.league.common import StrategyBot
from citadels.ai.league.personalities import PERSONALITIES
from citadels.ai.medium import MediumPolicy
from citadels.engine import Action, Decision, GameState, PlayerView, Rng
from citadels.engine.dispatch import ApplyFn
from citadels.engine.game import fast_door
from citadels.engine.view import make_view

from .weights import WEIGHTS

Chances = tuple[float, ...]

#: Roll-outs per estimate: Medium for every seat, then the league's strategies seated each of the four
#: ways (`LEAGUE_SHIFTS`). Fewer make the graph noisier (consecutive changes more anti-correlated).
ROLLOUTS = 5
#: the strategies of the roll-outs (the weights were fitted with these): Medium, then the league's spread,
#: the personalities marked `rollouts`
ROLLOUT_MODELS: tuple[str, ...] = ("medium", *(p.bot for p in PERSONALITIES if p.rollouts))
#: Roll-out k >= 1 seats the league's strategies from seat 0 on, starting this far into their list
#: (each of the four ways once before any repeats).
LEAGUE_SHIFTS = (0, 2, 1, 3)
#: How a seat's strength fades with the game's progress: weighed by `(1 - progress) ** STRENGTH_FADE`.
#: Fitted by `bench/fit_coach_strength.py fit` on 150 seeded tables of the project's bots (0.203,
#: gaining 5.3 nats of likelihood over the linear fade, 1.0; docs/ai.md); never on the stranger league.
STRENGTH_FADE = 0.2
#: After a character pick the graph moves this share of the way to the new estimate (`shown`): the
#: steady-state gain of a Kalman filter for a random walk seen through independent noise, for the noise
#: measured on the benchmark's tables (consecutive picks' changes correlated -0.17, so the noise's variance
#: is 0.26 of the walk's step's; docs/ai.md).
DRAFT_GAIN = 0.82
#: The features of a played-out position: the position evaluation's, then the end of the game.
EXTRA_FEATURES = ("won", "over_score")

_LEGAL, _HANDLERS = fast_door()
_NO_HANDLERS: dict[int, ApplyFn] = {}
_OVER = Decision.GAME_OVER
_PICK = Decision.DRAFT_PICK
_MASK = (1 << 64) - 1


class Scored(NamedTuple):
    """A position a roll-out reached and scored: its weight in the estimate, its round (the start of
    it, or the round the game ended in), how far the game had gone, and each seat's features."""

    weight: float
    round: int
    progress: float
    seats: list[list[float]]


class Seeded(Protocol):
    """A roll-out strategy: a decision function and the random source it draws from."""

    rng: Rng

    def decide(self, view: PlayerView, legal: Sequence[Action], /) -> tuple[Action, Reason]: ...


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


def decision_seed(s: GameState, k: int) -> int:
    """The random source of roll-out `k`'s decision in `s`: a function of where in the game it is (the
    round, the selection's step, the rank called, who decides what, and how far their turn is gone)."""
    key = (k, s.round, s.step, s.cur_rank, s.to_move, int(s.decision), s.builds_left, s.income_taken,
           s.ability_used, len(s.players[s.to_move].city), len(s.players[s.to_move].hand))  # fmt: skip
    return (hash(key) * 0x9E3779B97F4A7C15) & _MASK


def play_to(s: GameState, stop_round: int, k: int, policies: Sequence[Seeded]) -> int:
    """Play every seat (seat i with `policies[i]`) until round `stop_round` begins or the game ends;
    the number of actions played. Each decision's random source is reseeded by `decision_seed`."""
    legal_for = _LEGAL
    handler_of = _HANDLERS.get if s.history is None else _NO_HANDLERS.get  # a history: through `apply`
    count = 0
    while True:
        decision = s.decision
        if decision == _OVER or (s.round >= stop_round and decision == _PICK and s.step == 0):
            return count
        legal = legal_for[decision](s)
        if len(legal) == 1:
            action = legal[0]
        else:
            seat = s.to_move
            policy = policies[seat]
            policy.rng.state = decision_seed(s, k)
            action, _ = policy.decide(make_view(s, seat), legal)
        handler = handler_of(id(action))
        if handler is None:
            s.apply(action, events=False)
        else:
            handler(s, action, None)
        count += 1


def blend_share(done: int, ahead: int) -> float:
    """How much of the score comes from the start of the round after next (`B2`): the share of the
    current round gone, `done` actions played and `ahead` to play."""
    return done / (done + ahead) if done > 0 else 0.0


class ChanceModel:
    """The estimate, with its own roll-out policies (fresh per analysis: the results are reproducible).

    `strengths`: what is known of each seat's strength, a log-odds per seat (`strength.py`); None or
    all zero: every seat an average player."""

    def __init__(self, rollouts: int = ROLLOUTS, strengths: Sequence[float] | None = None) -> None:
        self.rollouts = rollouts
        self.strengths = tuple(strengths) if strengths is not None else None
        self.medium: Seeded = MediumPolicy(Rng(0), remember=False)
        self.league: list[Seeded] = []
        for seed, name in enumerate(ROLLOUT_MODELS[1:], 1):
            bot = STRATEGIES[name](seed, remember=False)
            assert isinstance(bot, StrategyBot)  # the league's strategies decide with a seeded source
            self.league.append(bot)

    def deciders(self, k: int, players: int) -> list[Seeded]:
        """Roll-out `k`'s strategy per seat: Medium for all first, then the league's spread over the seats."""
        if k == 0:
            return [self.medium] * players
        others = self.league
        shift = LEAGUE_SHIFTS[(k - 1) % len(LEAGUE_SHIFTS)]
        return [others[(seat + shift) % len(others)] for seat in range(players)]

    def play_out(self, state: GameState, k: int) -> GameState:
        """Roll-out `k`: the position at the start of the next round (or the end of the game)."""
        s = state.clone()
        play_to(s, state.round + 1, k, self.deciders(k, state.rules.players))
        return s

    def rows(self, state: GameState) -> list[list[list[float]]]:
        """Per roll-out, each seat's features at the start of the next round (what the fit learns from)."""
        return [seat_rows(self.play_out(state, k)) for k in range(self.rollouts)]

    def horizon_rows(self, state: GameState, done: int) -> list[Scored]:
        """Per roll-out, the scored positions with their weights: the start of the next round and,
        `done` actions into the round, the start of the one after (see the module's docstring)."""
        out: list[Scored] = []
        players = state.rules.players
        for k in range(self.rollouts):
            s = state.clone()
            deciders = self.deciders(k, players)
            ahead = play_to(s, state.round + 1, k, deciders)
            share = blend_share(done, ahead)
            if share < 1.0:
                out.append(Scored((1.0 - share) / self.rollouts, s.round, progress_of(s), seat_rows(s)))
            if share > 0.0:
                play_to(s, s.round + 1, k, deciders)
                out.append(Scored(share / self.rollouts, s.round, progress_of(s), seat_rows(s)))
        return out

    def chances(self, state: GameState, done: int = 0) -> Chances:
        """Each seat's chance of winning (sums to 1; the real result once the game is over), `done`
        actions into the current round (0: at its start)."""
        n = state.rules.players
        if state.game_over:
            return tuple(1.0 if seat == state.winner else 0.0 for seat in range(n))
        return combine_weighted(self.horizon_rows(state, done), n, self.strengths)


def shown(before: Chances, estimate: Chances, pick: bool) -> Chances:
    """The graph's chances after an action: the `estimate` itself, except after a character `pick`,
    where the graph moves `DRAFT_GAIN` of the way from `before` (what it showed) to the estimate."""
    if not pick:
        return estimate
    return tuple(a + DRAFT_GAIN * (b - a) for a, b in zip(before, estimate, strict=True))


def weights_for(players: int) -> tuple[float, ...]:
    if players in WEIGHTS:
        return WEIGHTS[players]
    return WEIGHTS[min(WEIGHTS, key=lambda k: (abs(k - players), k))]


def strength_left(progress: float) -> float:
    """How much of a seat's strength still counts at `progress` (0: the deal, 1: the end): all of it at
    the deal, none at the end, `(1 - progress) ** STRENGTH_FADE` between."""
    rest = 1.0 - min(1.0, max(0.0, progress))
    return rest**STRENGTH_FADE if rest > 0.0 else 0.0


def seat_probabilities(
    seats: Sequence[Sequence[float]], w: Sequence[float], progress: float, strengths: Sequence[float] | None
) -> list[float]:
    """One scored position: each seat's chance, its strength weighed by the game still to play
    (`strength_left`)."""
    logits = [sum(map(mul, w, f)) for f in seats]
    if strengths is not None:
        left = strength_left(progress)
        logits = [x + left * s for x, s in zip(logits, strengths, strict=True)]
    return softmax(logits)


def combine(rows: Sequence[Sequence[Sequence[float]]], players: int) -> Chances:
    """The chances from the roll-outs' features, every seat an average player: the model's mean over
    the roll-outs (what the fit measures)."""
    w = weights_for(players)
    mean = [0.0] * players
    for seats in rows:
        for i, p in enumerate(seat_probabilities(seats, w, 0.0, None)):
            mean[i] += p / len(rows)
    return tuple(mean)


def combine_weighted(rows: Sequence[Scored], players: int, strengths: Sequence[float] | None) -> Chances:
    """The chances from scored positions and their weights (summing to 1)."""
    w = weights_for(players)
    mean = [0.0] * players
    for scored in rows:
        for i, p in enumerate(seat_probabilities(scored.seats, w, scored.progress, strengths)):
            mean[i] += scored.weight * p
    return tuple(mean)
