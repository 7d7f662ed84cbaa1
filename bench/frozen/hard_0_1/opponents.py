"""Models of the other players for the Hard bot's simulations: a mixture of the league strategies,
weighted by how each opponent has actually played this game.

Hard does not know who it plays against. For every other seat it keeps a weight per strategy of the
league (Medium, rusher, fortress, raider, hoarder, careful) and, in each simulated world, plays that
seat with a strategy drawn from those weights. The weights start from `PRIOR` (Medium, the reference
strategy, likeliest) and follow Bayes' rule on what the seat shows publicly, in the views of Hard's
seat (at its decisions and, watching, after every move):

- at once, each character the seat reveals when called, against how often each strategy reveals
  each character (`PICK_RATES`, measured in league games by `tools/measure_pick_rates.py`): a seat
  that keeps revealing the Assassin and the Warlord looks like the raider, the Merchant and the King
  like the rusher, the Bishop like the fortress, the Magician and the Architect like the hoarder;
- once the round is over, what the seat chose in the positions Hard can rebuild (`tells`): the
  character it took against what it was offered (this replaces the character's first reading), the
  character its Assassin murdered or its Thief robbed, gold or cards. Each strategy is asked what it
  would have done there, and the share of its answers that match is the likelihood.

The weights keep a floor, so no model is ever ruled out. They also bend Hard's guess of which
character each seat holds (`leaning`): a seat that looks like the rusher is likelier to have taken
the Merchant than Medium's valuation of the characters says.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from citadels.engine import PickCharacter, PlayerView, Rng

from . import tells
from .league import CarefulBot, FortressBot, HoarderBot, RaiderBot, RusherBot
from .medium import MediumPolicy
from .tells import Decide, RoundViews

#: The strategies a seat may be playing, in a fixed order.
MODELS: tuple[str, ...] = ("medium", "rusher", "fortress", "raider", "hoarder", "careful")

#: How often each strategy reveals each classic character (ranks 1-8) per seat and round, as
#: `tools/measure_pick_rates.py --rotations 200` measures it (every four of the six strategies at a table).
PICK_RATES: dict[str, tuple[float, ...]] = {
    "medium": (0.193, 0.123, 0.104, 0.077, 0.046, 0.056, 0.12, 0.151),
    "rusher": (0.083, 0.103, 0.048, 0.212, 0.114, 0.317, 0.007, 0.024),
    "fortress": (0.028, 0.013, 0.041, 0.209, 0.223, 0.118, 0.124, 0.101),
    "raider": (0.347, 0.17, 0.01, 0.094, 0.033, 0.047, 0.009, 0.242),
    "hoarder": (0.072, 0.033, 0.077, 0.193, 0.054, 0.115, 0.262, 0.034),
    "careful": (0.115, 0.262, 0.054, 0.223, 0.071, 0.106, 0.059, 0.033),
}

#: Before any evidence: Medium (the reference strategy) is the likeliest; the others share the rest.
PRIOR: dict[str, float] = {
    "medium": 0.35, "rusher": 0.13, "fortress": 0.13, "raider": 0.13, "hoarder": 0.13, "careful": 0.13,
}  # fmt: skip
TEMPER = 1.0  # weight of each revealed character as evidence
FLOOR = 0.03  # every strategy keeps at least this weight
SMOOTH = 0.02  # added to every rate, so no character rules a strategy out
#: Weight of each choice read from a rebuilt position (below 1: the position is rebuilt from what
#: Hard saw, with a hand dealt at random, so it is weaker evidence than the choice itself).
TELL_TEMPER = 0.7
TELL_SAMPLES = 12  # hands dealt per rebuilt position
#: How strongly a seat's strategy weights bend the guess of which characters it took (0: not at all).
LEANING = 1.0


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


def _relative_rates() -> list[tuple[float, ...]]:
    """Per strategy (in `MODELS` order), each character's smoothed rate over Medium's."""

    def smoothed(name: str) -> list[float]:
        rates = PICK_RATES[name]
        total = sum(rates) + SMOOTH * len(rates)
        return [(x + SMOOTH) / total for x in rates]

    medium = smoothed("medium")
    return [tuple(x / m for x, m in zip(smoothed(name), medium, strict=True)) for name in MODELS]


_RATES = _relative_rates()


class OpponentModel:
    """Per-seat weights over `MODELS`, updated from what each seat reveals and chooses.

    `policies` (one per entry of `MODELS`, as `model_policies` makes them) are asked what they would
    have chosen in the positions `tells` rebuilds; without them only revealed characters count.
    """

    def __init__(
        self, players: int, me: int, policies: Sequence[Decide] | None = None, seed: int = 0
    ) -> None:
        self.players = players
        self.me = me
        self.policies = list(policies) if policies is not None else None
        self.seed = seed
        self.logw = [[math.log(PRIOR[m]) for m in MODELS] for _ in range(players)]
        self.seen: set[tuple[int, int, int]] = set()
        self.observations = [0] * players
        self.tells = [0] * players  # choices read from rebuilt positions
        self._weights: dict[int, list[float]] = {}  # per seat, until the next observation
        self._round: RoundViews | None = None

    def observe(self, view: PlayerView) -> None:
        """Take in the characters revealed so far this round (each one once) and, once a round is
        over, the choices its views let Hard read."""
        self._log(view)
        names = view.characters
        for rank, seat in view.revealed:
            key = (view.round, rank, seat)
            if seat == self.me or seat < 0 or key in self.seen:
                continue
            self.seen.add(key)
            if rank > min(len(names), len(tells.CLASSIC)) or names[rank - 1].name != tells.CLASSIC[rank - 1]:
                continue  # a character from another edition: no rates for it
            self._add(seat, _LOGLIK[rank], TEMPER)
            self.observations[seat] += 1

    def _add(self, seat: int, loglik: Sequence[float], weight: float) -> None:
        w = self.logw[seat]
        for i, x in enumerate(loglik):
            w[i] += weight * x
        self._weights.pop(seat, None)

    def _log(self, view: PlayerView) -> None:
        log = self._round
        if log is not None and log.round == view.round:
            log.views.append(view)
            return
        if log is not None and self.policies is not None and view.round > log.round:
            self._read(log, view)
        self._round = RoundViews(view.round, [view])

    def _read(self, log: RoundViews, end: PlayerView) -> None:
        """Weigh every choice of the round `log` that Hard can read (`end`: its first later view)."""
        assert self.policies is not None
        rng = Rng((self.seed * 0x9E3779B1 + log.round * 7919 + self.me) & ((1 << 63) - 1))
        for seen in tells.observed(log, end):
            if seen.seat == self.me:
                continue
            probs = tells.likelihoods(seen, self.policies, rng, TELL_SAMPLES)
            self._add(seen.seat, [math.log(p) for p in probs], TELL_TEMPER)
            self.tells[seen.seat] += 1
            taken = seen.taken
            if isinstance(taken, PickCharacter) and (log.round, taken.rank, seen.seat) in self.seen:
                # the choice against its offer replaces the character's first reading (its rate)
                self._add(seen.seat, _LOGLIK[taken.rank], -TEMPER)

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

    def leaning(self, view: PlayerView) -> dict[int, tuple[float, ...]] | None:
        """seat -> a factor per rank on how much likelier than Medium the seat is to take it, from its
        weights and each strategy's `PICK_RATES` (raised to `LEANING`); None without the classic
        characters (no rates for the others)."""
        if LEANING == 0 or tuple(c.name for c in view.characters) != tells.CLASSIC:
            return None
        out: dict[int, tuple[float, ...]] = {}
        for seat in range(self.players):
            if seat == self.me:
                continue
            w = self._weights.get(seat) or self.weights(seat)
            out[seat] = tuple(
                sum(wi * row[r] for wi, row in zip(w, _RATES, strict=True)) ** LEANING for r in range(8)
            )
        return out

    def sample(self, seat: int, rng: Rng) -> int:
        """The index (in `MODELS`) of a strategy for `seat`, drawn from its weights."""
        w = self._weights.get(seat) or self.weights(seat)  # drawn once per seat per world: no copy
        x = rng.below(1 << 30) / (1 << 30)
        for i, p in enumerate(w):
            x -= p
            if x <= 0:
                return i
        return len(w) - 1


def model_policies() -> list[Decide]:
    """One decision function per entry of `MODELS` (fresh, seeded objects: rollouts are reproducible)."""
    return [
        MediumPolicy(Rng(0), remember=False).decide,
        RusherBot(1, remember=False).decide,
        FortressBot(2, remember=False).decide,
        RaiderBot(3, remember=False).decide,
        HoarderBot(4, remember=False).decide,
        CarefulBot(5, remember=False).decide,
    ]
