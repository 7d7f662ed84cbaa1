"""What is known of each seat's strength, for the chances (`chances.ChanceModel`): a log-odds per seat.

A seat's strength is its log-odds of winning a game at the deal against a table of average players
(0: average). It is read from what the save says of the seat and from the game itself:

- **a bot's level or personality** (`bot_strength`): its win rate in the bots' ladder
  (`assets/ladder.json`, four players, every bot against every other), as the log-odds
  `ln((n - 1) w / (1 - w))` that wins a share `w` of the games at a table of `n = 4` average players;
  Hard's instead from the figure the project measures it by (`HARD_VS_LEAGUE`: its win rate against
  three of a league bot, `docs/ai.md`): that bot's strength plus the log-odds of the win rate against
  three of it. The ladder's Hard (a few games against every bot, the weak ones included) rated it
  lower than its games against the project's bots show (`bench/fit_coach_strength.py`);
- **a person's play in this game** (`read_play`), or an unknown bot's: each of their decisions asked of
  the opponent model's strategies (`ai.opponents`: the league's, each choosing as it would with a
  `SLIP` now and then, and the stranger, a noisy-rational player who makes Medium's choice except a
  share `stray(temperature)` of the time, at each of its temperatures); the posterior from the
  opponent model's `PRIOR`, each decision weighing `READ_TEMPER`, gives a weight per model, and the
  strength is the weighed mean of the models' strengths (the stranger's by its temperature,
  `stranger_strength`);
- **their record** (`Record`): the games they played before, their wins against the chances they were
  given at the deal; the log-odds of their win rate (shrunk towards the expected one by `RECORD_PRIOR`
  games that went as expected) over the expected rate's is added, so a few games move it a little and
  many games a lot.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from citadels.ai.opponents import LEAGUE, MODELS, POLICY_MODEL, PRIOR, STRANGER_NOISE, model_policies
from citadels.engine import Action, GameState
from citadels.system import paths

#: The ladder's file among the bundled assets, and the player count its games were played at.
LADDER_FILE = "ladder.json"
LADDER_PLAYERS = 4
#: Hard's measured win rate against three of a league bot at four players (docs/ai.md, "Hard vs 3
#: careful", 300 games at 16 worlds a decision on CPU time, 2026-11-29: 61.7%).
HARD_VS_LEAGUE = ("careful", 0.617)
#: Win rates are kept inside these bounds (a bot that never won is not infinitely weak).
RATE_BOUNDS = (0.01, 0.99)
#: The temperatures the ladder's noisy players play at: Noisy Medium and Easy (`ai.league.noisy`,
#: `ai.easy`); Medium itself is temperature 0. The stranger's strength at a temperature is read
#: between them (and beyond Easy, on the line through Noisy Medium and Easy).
TEMPERATURE_OF = {"medium": 0.0, "noisy": 0.5, "easy": 1.6}
#: The weight of each decision read as evidence (below 1: a person's choices are not independent).
READ_TEMPER = 0.5
#: The chance that a strategy's choice is not its own (a slip, a tie broken otherwise).
SLIP = 0.15
#: Pseudo-games of the record: this many games that went as expected are added to it.
RECORD_PRIOR = 4.0


class LadderError(ValueError):
    """The ladder's file is not a ladder's result."""


def strengths_from_ladder(data: object, players: int = LADDER_PLAYERS) -> dict[str, float]:
    """Each rated bot's strength from a ladder's result (the JSON object `citadels ladder` writes)."""
    ratings = data.get("ratings") if isinstance(data, dict) else None
    if not isinstance(ratings, list):
        raise LadderError("it has no list of ratings")
    out: dict[str, float] = {}
    low, high = RATE_BOUNDS
    for entry in ratings:
        bot = entry.get("bot") if isinstance(entry, dict) else None
        rate = entry.get("win_rate") if isinstance(entry, dict) else None
        if not isinstance(bot, str) or type(rate) not in (int, float):
            raise LadderError(f"a rating is not a bot's name and win rate: {entry!r}")
        w = min(high, max(low, float(rate)))  # type: ignore[arg-type]
        out[bot] = math.log((players - 1) * w / (1 - w))
    return out


@lru_cache(maxsize=1)
def bot_strengths() -> dict[str, float]:
    """Every bot's strength, from the bundled ladder (empty when it cannot be read: no bot is then
    known to be stronger than another, and the chances treat every seat as average)."""
    try:
        text = paths.bundled("assets", LADDER_FILE).read_text(encoding="utf-8")
        return with_hard(strengths_from_ladder(json.loads(text)))
    except (OSError, paths.BundleError, UnicodeDecodeError, json.JSONDecodeError, LadderError):
        return {}


def with_hard(strengths: dict[str, float], against: tuple[str, float] = HARD_VS_LEAGUE) -> dict[str, float]:
    """`strengths` with Hard's from its win rate against three of a league bot (`HARD_VS_LEAGUE`):
    that bot's strength plus the log-odds of the rate at four players; unchanged without that bot."""
    bot, rate = against
    if bot not in strengths:
        return strengths
    low, high = RATE_BOUNDS
    w = min(high, max(low, rate))
    return {**strengths, "hard": strengths[bot] + math.log((LADDER_PLAYERS - 1) * w / (1 - w))}


def bot_strength(name: str) -> float | None:
    """A bot's strength by its name, None for a bot the ladder does not know."""
    return bot_strengths().get(name)


def stranger_strength(temperature: float) -> float:
    """The strength of a noisy-rational player at `temperature`, between the ladder's Medium, Noisy
    Medium and Easy (straight on past Easy); 0 when the ladder cannot be read."""
    known = bot_strengths()
    points = sorted((t, known[name]) for name, t in TEMPERATURE_OF.items() if name in known)
    if len(points) < 2:
        return 0.0
    for (t0, s0), (t1, s1) in zip(points, points[1:], strict=False):
        if temperature <= t1:
            return s0 + (s1 - s0) * (temperature - t0) / (t1 - t0)
    (t0, s0), (t1, s1) = points[-2], points[-1]
    return s1 + (s1 - s0) * (temperature - t1) / (t1 - t0)


def model_strengths() -> list[float]:
    """The strength of each entry of `POLICY_MODEL`: the league's strategies by the ladder, the
    stranger at each of its temperatures by `stranger_strength`."""
    stranger = len(LEAGUE)
    noise = iter(STRANGER_NOISE)
    out = []
    for m in POLICY_MODEL:
        if m == stranger:
            out.append(stranger_strength(next(noise).temperature))
        else:
            out.append(bot_strength(MODELS[m]) or 0.0)
    return out


def stray(temperature: float) -> float:
    """How often a stranger at `temperature` chooses otherwise than Medium's valuations would (read as
    a choice at random): none at 0, a third at Noisy Medium's 0.4, nearly always when far hotter."""
    return 1 - math.exp(-temperature)


@dataclass(frozen=True)
class Reading:
    """A seat's play read from its decisions: each model's weight (`MODELS` order) and its strength."""

    decisions: int
    weights: tuple[float, ...]
    strength: float


def read_play(moves: Sequence[tuple[GameState, Action]], seat: int) -> Reading:
    """How strong a seat played, from its decisions `moves` (each the state before it and the action
    it chose; moves with a single legal action tell nothing and are skipped)."""
    league = model_policies()[: len(LEAGUE)]
    strays = [stray(noise.temperature) for noise in STRANGER_NOISE]
    logw = [
        math.log(PRIOR[MODELS[m]] / (len(STRANGER_NOISE) if m == len(LEAGUE) else 1)) for m in POLICY_MODEL
    ]
    decisions = 0
    for state, action in moves:
        legal = state.legal_actions()
        if len(legal) < 2 or state.to_move != seat:
            continue
        decisions += 1
        view = state.view(seat)
        likelihoods = []
        for decide in league:
            chosen, _ = decide(view, legal)
            likelihoods.append((1 - SLIP) * (chosen == action) + SLIP / len(legal))
        medium = likelihoods[0] > SLIP / len(legal)  # the choice Medium's valuations make
        likelihoods += [(1 - x) * medium + x / len(legal) for x in strays]
        for i, p in enumerate(likelihoods):
            logw[i] += READ_TEMPER * math.log(p)
    top = max(logw)
    posterior = [math.exp(x - top) for x in logw]
    total = sum(posterior)
    posterior = [p / total for p in posterior]
    weights = [0.0] * len(MODELS)
    for p, m in zip(posterior, POLICY_MODEL, strict=True):
        weights[m] += p
    strength = sum(p * s for p, s in zip(posterior, model_strengths(), strict=True))
    return Reading(decisions, tuple(weights), strength)


@dataclass(frozen=True)
class Record:
    """A player's earlier games: how many, how many won, and the wins their chances at the deal gave."""

    games: int
    wins: int
    expected: float

    def strength(self) -> float:
        """The log-odds the record adds: how far its win rate, shrunk towards the expected one by
        `RECORD_PRIOR` games that went as expected, is above the expected one (in log-odds)."""
        if self.games <= 0:
            return 0.0
        low, high = RATE_BOUNDS
        expected = min(high, max(low, self.expected / self.games))
        won = (self.wins + RECORD_PRIOR * expected) / (self.games + RECORD_PRIOR)
        return _logit(min(high, max(low, won))) - _logit(expected)


def _logit(p: float) -> float:
    return math.log(p / (1 - p))


def seat_strength(bot: str | None, reading: Reading | None = None, record: Record | None = None) -> float:
    """One seat's strength: a known bot's from the ladder; anyone else's from their play and record."""
    if bot is not None:
        known = bot_strength(bot)
        if known is not None:
            return known
    base = reading.strength if reading is not None else 0.0
    return base + (record.strength() if record is not None else 0.0)
