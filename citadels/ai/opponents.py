"""Models of the other players for the Hard bot's simulations: a mixture of the league strategies,
weighted by how each opponent has actually played this game.

Hard does not know who it plays against. For every other seat it keeps a weight per strategy of the
league (Medium, rusher, fortress, raider, hoarder) and, in each simulated world, plays that seat with
a strategy drawn from those weights. The weights start from `PRIOR` (Medium, the reference strategy,
likeliest) and follow Bayes' rule on what the seat shows publicly: the characters it reveals when
called, against how often each strategy reveals each character (`PICK_RATES`, measured in league
games by `tools/measure_pick_rates.py`). A seat that keeps revealing the Assassin and the Warlord looks
like the raider, one that plays the Merchant and the King like the rusher, the Bishop like the
fortress, the Magician and the Architect like the hoarder. The weights keep a floor, so no model is
ever ruled out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from citadels.engine import Action, PlayerView, Rng

from .base import Reason
from .league import FortressBot, HoarderBot, RaiderBot, RusherBot
from .medium import MediumPolicy

Decide = Callable[[PlayerView, Sequence[Action]], tuple[Action, Reason]]

#: The strategies a seat may be playing, in a fixed order.
MODELS: tuple[str, ...] = ("medium", "rusher", "fortress", "raider", "hoarder")

#: How often each strategy reveals each classic character (ranks 1-8) per seat and round, as
#: `tools/measure_pick_rates.py --rotations 200` measures it (every four of the five strategies at a table).
PICK_RATES: dict[str, tuple[float, ...]] = {
    "medium": (0.161, 0.194, 0.137, 0.081, 0.041, 0.056, 0.079, 0.134),
    "rusher": (0.058, 0.11, 0.041, 0.219, 0.106, 0.342, 0.003, 0.022),
    "fortress": (0.023, 0.012, 0.032, 0.231, 0.224, 0.103, 0.151, 0.083),
    "raider": (0.408, 0.176, 0.008, 0.069, 0.024, 0.032, 0.003, 0.246),
    "hoarder": (0.06, 0.038, 0.072, 0.179, 0.047, 0.121, 0.29, 0.028),
}

#: Before any evidence: Medium (the reference strategy) is the likeliest; the others share the rest.
PRIOR: dict[str, float] = {"medium": 0.4, "rusher": 0.15, "fortress": 0.15, "raider": 0.15, "hoarder": 0.15}
TEMPER = 1.0  # weight of each revealed character as evidence
FLOOR = 0.03  # every strategy keeps at least this weight
SMOOTH = 0.02  # added to every rate, so no character rules a strategy out


def _log_likelihoods() -> dict[int, list[float]]:
    out: dict[int, list[float]] = {}
    for rank in range(1, 9):
        row = []
        for name in MODELS:
            rates = PICK_RATES[name]
            total = sum(rates) + SMOOTH * len(rates)
            row.append(math.log((rates[rank - 1] + SMOOTH) / total))
        out[rank] = row
    return out


_LOGLIK = _log_likelihoods()


class OpponentModel:
    """Per-seat weights over `MODELS`, updated from the characters each seat reveals."""

    def __init__(self, players: int, me: int) -> None:
        self.players = players
        self.me = me
        self.logw = [[math.log(PRIOR[m]) for m in MODELS] for _ in range(players)]
        self.seen: set[tuple[int, int, int]] = set()
        self.observations = [0] * players
        self._weights: dict[int, list[float]] = {}  # per seat, until the next observation

    def observe(self, view: PlayerView) -> None:
        """Take in the characters revealed so far this round (each one once)."""
        names = view.characters
        for rank, seat in view.revealed:
            key = (view.round, rank, seat)
            if seat == self.me or seat < 0 or key in self.seen:
                continue
            self.seen.add(key)
            if rank > len(names) or names[rank - 1].name != _CLASSIC_NAMES.get(rank):
                continue  # a character from another edition: no rates for it
            row = _LOGLIK[rank]
            w = self.logw[seat]
            for i, x in enumerate(row):
                w[i] += TEMPER * x
            self._weights.pop(seat, None)
            self.observations[seat] += 1

    def weights(self, seat: int) -> list[float]:
        cached = self._weights.get(seat)
        if cached is None:
            cached = self._weights[seat] = self._compute(seat)
        return cached[:]

    def _compute(self, seat: int) -> list[float]:
        w = self.logw[seat]
        top = max(w)
        exps = [math.exp(x - top) for x in w]
        total = sum(exps)
        k = len(MODELS)
        return [FLOOR + (1 - FLOOR * k) * e / total for e in exps]

    def sample(self, seat: int, rng: Rng) -> int:
        """The index (in `MODELS`) of a strategy for `seat`, drawn from its weights."""
        w = self._weights.get(seat) or self.weights(seat)  # drawn once per seat per world: no copy
        x = rng.below(1 << 30) / (1 << 30)
        for i, p in enumerate(w):
            x -= p
            if x <= 0:
                return i
        return len(w) - 1


_CLASSIC_NAMES = {
    1: "assassin",
    2: "thief",
    3: "magician",
    4: "king",
    5: "bishop",
    6: "merchant",
    7: "architect",
    8: "warlord",
}


def model_policies() -> list[Decide]:
    """One decision function per entry of `MODELS` (fresh, seeded objects: rollouts are reproducible)."""
    return [
        MediumPolicy(Rng(0), remember=False).decide,
        RusherBot(1).decide,
        FortressBot(2).decide,
        RaiderBot(3).decide,
        HoarderBot(4).decide,
    ]
