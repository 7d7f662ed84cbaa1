"""Models of the other players for the Hard bot's simulations: a mixture of the league strategies
and a generic stranger, weighted by how each opponent has actually played this game.

Hard does not know who it plays against. For every other seat it keeps a weight per model (`MODELS`:
the league's Medium and the personalities marked `modelled` — the rusher, fortress, raider, hoarder
and careful — and the `STRANGER`) and, in each
simulated world, plays that seat with a model drawn from those weights. The stranger stands for a
player none of the league describes — a person, or a bot written elsewhere: a noisy-rational player
who chooses by a softmax over Medium's valuations, at a temperature fitted per seat from its choices
(a posterior over `TEMPERATURES`; each temperature is a policy of its own in `model_policies`). A seat
whose choices fit no league strategy well leans on it, since it gives every choice some chance.

The weights start from `PRIOR` (Medium, the reference strategy, likeliest) and follow Bayes' rule on
what the seat shows publicly, in the views of Hard's seat (at its decisions and, watching, after
every move):

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
from collections.abc import Mapping, Sequence

from citadels.engine import PickCharacter, PlayerView, Rng

from . import tells
from .league.common import StrategyBot
from .league.personalities import PERSONALITIES, Personality
from .medium import MediumPolicy, Noise
from .tells import Decide, RoundViews

#: The personalities Hard models a seat as (`Personality.modelled`), in the personalities' order.
MODELLED: tuple[Personality, ...] = tuple(p for p in PERSONALITIES if p.modelled)
#: The league strategies a seat may be playing, in a fixed order (`model_policies` follows it):
#: Medium, the reference strategy, then the modelled personalities.
LEAGUE: tuple[str, ...] = ("medium", *(p.bot for p in MODELLED))
#: The generic model: a noisy-rational player of no league strategy.
STRANGER = "stranger"
#: Every model a seat may be playing: the league, then the stranger.
MODELS: tuple[str, ...] = (*LEAGUE, STRANGER)
#: The stranger's softmax temperatures over Medium's valuations of characters and cards (Noisy
#: Medium plays at 0.5, Easy at 1.6); each seat's is fitted from its choices. Its targets and its
#: gold-or-cards choices stray with it, as a player who weighs the table less carefully would.
STRANGER_NOISE: tuple[Noise, ...] = (
    Noise(temperature=0.4, random_target=0.15, random_gather=0.05),
    Noise(temperature=1.2, random_target=0.4, random_gather=0.15, skip_ability=0.1),
    Noise(temperature=3.0, random_target=0.7, random_gather=0.35, skip_ability=0.25),
)
TEMPERATURES: tuple[float, ...] = tuple(n.temperature for n in STRANGER_NOISE)

#: How often each strategy reveals each classic character (ranks 1-8) per seat and round, as
#: `tools/measure_pick_rates.py --rotations 200` measures it (every four of the six strategies at a table):
#: one row per strategy of `LEAGUE` (`check_measured` refuses, at import, a modelled one without).
PICK_RATES: dict[str, tuple[float, ...]] = {
    "medium": (0.193, 0.123, 0.104, 0.077, 0.046, 0.056, 0.12, 0.151),
    "rusher": (0.083, 0.103, 0.048, 0.212, 0.114, 0.317, 0.007, 0.024),
    "fortress": (0.028, 0.013, 0.041, 0.209, 0.223, 0.118, 0.124, 0.101),
    "raider": (0.347, 0.17, 0.01, 0.094, 0.033, 0.047, 0.009, 0.242),
    "hoarder": (0.072, 0.033, 0.077, 0.193, 0.054, 0.115, 0.262, 0.034),
    "careful": (0.115, 0.262, 0.054, 0.223, 0.071, 0.106, 0.059, 0.033),
}


def check_measured(league: Sequence[str], rates: Mapping[str, Sequence[float]]) -> None:
    """Refuse, naming them, strategies Hard would model without their measured reveal rates."""
    unmeasured = [name for name in league if name not in rates]
    if unmeasured:
        raise RuntimeError(
            f"opponents.PICK_RATES has no row for {', '.join(unmeasured)}, which Hard models: measure "
            "it with tools/measure_pick_rates.py, or leave the personality's `modelled` off"
        )


check_measured(LEAGUE, PICK_RATES)

#: Before its own reveals are known, a stranger takes characters as Medium values them, less sharply:
#: Medium's rates halfway to even. (Its guess then follows the seat's own reveals: `HABIT`.)
PICK_RATES[STRANGER] = tuple(
    round(0.5 * x + 0.5 * sum(PICK_RATES["medium"]) / 8, 3) for x in PICK_RATES["medium"]
)

#: Before any evidence: Medium (the reference strategy) is the likeliest, the stranger has its share,
#: and the modelled personalities share the rest evenly (rounded: the weights are normalised anyway).
MEDIUM_PRIOR = 0.32
STRANGER_PRIOR = 0.10
PRIOR: dict[str, float] = {
    "medium": MEDIUM_PRIOR,
    **dict.fromkeys(LEAGUE[1:], round((1 - MEDIUM_PRIOR - STRANGER_PRIOR) / len(MODELLED), 3)),
    STRANGER: STRANGER_PRIOR,
}
TEMPER = 1.0  # weight of each revealed character as evidence
FLOOR = 0.03  # every strategy keeps at least this weight
SMOOTH = 0.02  # added to every rate, so no character rules a strategy out
#: Weight of each choice read from a rebuilt position (below 1: the position is rebuilt from what
#: Hard saw, with a hand dealt at random, so it is weaker evidence than the choice itself).
TELL_TEMPER = 0.7
TELL_SAMPLES = 12  # hands dealt per rebuilt position
#: How strongly a seat's strategy weights bend the guess of which characters it took (0: not at all).
LEANING = 1.0
#: Whether the stranger also plays a seat in Hard's simulated worlds, at its fitted temperatures. Off:
#: it reads the seat (its weight, its temperature, the guess of its characters), and its share of the
#: seat's worlds is played by Medium, the stranger without its noise — at a table of strangers, worlds
#: played by noisy strangers cost Hard 11 points; spread over the league's other strategies instead
#: (each at its floor when the stranger leads), they played a searching player as a rusher or a
#: hoarder (docs/ai.md, "The stranger").
STRANGER_PLAYS = False
#: The stranger's guess of a seat's characters follows the seat's own reveals this game: its rates
#: are the seat's revealed counts plus `HABIT` rounds' worth of `PICK_RATES[STRANGER]`.
HABIT = 4.0


#: The model (an index in `MODELS`) each entry of `model_policies` plays: the league strategies
#: one each, then the stranger once per temperature.
POLICY_MODEL: tuple[int, ...] = (*range(len(LEAGUE)), *(len(LEAGUE),) * len(STRANGER_NOISE))
_STRANGER = len(LEAGUE)
_MEDIUM = LEAGUE.index("medium")


def _log_likelihoods() -> dict[int, list[float]]:
    """Per rank, the log-chance that each policy (`POLICY_MODEL` order) reveals it."""
    out: dict[int, list[float]] = {}
    for rank in range(1, 9):
        by_model = []
        for name in MODELS:
            rates = PICK_RATES[name]
            total = sum(rates) + SMOOTH * len(rates)
            by_model.append(math.log((rates[rank - 1] + SMOOTH) / total))
        out[rank] = [by_model[m] for m in POLICY_MODEL]
    return out


_LOGLIK = _log_likelihoods()
#: The prior of each policy: a model's `PRIOR`, the stranger's shared evenly by its temperatures.
_LOG_PRIOR = [
    math.log(PRIOR[MODELS[m]] / (len(STRANGER_NOISE) if m == _STRANGER else 1)) for m in POLICY_MODEL
]


def _smoothed(name: str) -> tuple[float, ...]:
    """A model's `PICK_RATES`, smoothed and made to sum to 1 (each rank's share of its picks)."""
    rates = PICK_RATES[name]
    total = sum(rates) + SMOOTH * len(rates)
    return tuple((x + SMOOTH) / total for x in rates)


_SMOOTHED = {name: _smoothed(name) for name in MODELS}


def _relative_rates() -> list[tuple[float, ...]]:
    """Per model (in `MODELS` order), each character's smoothed rate over Medium's."""
    medium = _SMOOTHED["medium"]
    return [tuple(x / m for x, m in zip(_SMOOTHED[name], medium, strict=True)) for name in MODELS]


_RATES = _relative_rates()


class OpponentModel:
    """Per-seat weights over `MODELS`, updated from what each seat reveals and chooses.

    The evidence is kept per policy (`POLICY_MODEL`: the stranger once per temperature), so the
    stranger's temperature is fitted per seat as its weight is. `policies` (as `model_policies` makes
    them) are asked what they would have chosen in the positions `tells` rebuilds; without them only
    revealed characters count.
    """

    def __init__(
        self,
        players: int,
        me: int,
        policies: Sequence[Decide] | None = None,
        seed: int = 0,
        stranger: bool = True,
    ) -> None:
        """`stranger=False` leaves the stranger out (the league alone, to measure what it adds)."""
        if policies is not None and len(policies) != len(POLICY_MODEL):
            raise ValueError(
                f"one policy per entry of POLICY_MODEL ({len(POLICY_MODEL)}), not {len(policies)}"
            )
        self.players = players
        self.me = me
        self.policies = list(policies) if policies is not None else None
        self.seed = seed
        self.stranger = stranger
        prior = (
            _LOG_PRIOR
            if stranger
            else [x if m != _STRANGER else -math.inf for x, m in zip(_LOG_PRIOR, POLICY_MODEL, strict=True)]
        )
        self.logw = [list(prior) for _ in range(players)]
        self.seen: set[tuple[int, int, int]] = set()
        self.observations = [0] * players
        self.revealed = [[0] * 8 for _ in range(players)]  # per seat, each classic rank's reveals
        self.tells = [0] * players  # choices read from rebuilt positions
        #: per seat, until its next observation: the weights of the models and of the policies
        self._weights: dict[int, tuple[list[float], list[float]]] = {}
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
            if rank > min(len(names), len(tells.CLASSIC)) or names[rank - 1] is not tells.CLASSIC[rank - 1]:
                continue  # a character from another edition: no rates for it
            self._add(seat, _LOGLIK[rank], TEMPER)
            self.observations[seat] += 1
            self.revealed[seat][rank - 1] += 1

    def _add(self, seat: int, loglik: Sequence[float], weight: float) -> None:
        """Add `weight` times each policy's log-likelihood (`POLICY_MODEL` order) to the seat's."""
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
        """The seat's weight of each model (`MODELS` order): each at least `FLOOR`, summing to 1."""
        return self._cached(seat)[0][:]

    def temperature(self, seat: int) -> float:
        """The stranger's likeliest temperature for the seat (of `TEMPERATURES`), by its choices."""
        w = self.logw[seat][_STRANGER:]
        return TEMPERATURES[max(range(len(w)), key=lambda i: w[i])]

    def _cached(self, seat: int) -> tuple[list[float], list[float]]:
        cached = self._weights.get(seat)
        if cached is None:
            cached = self._weights[seat] = self._compute(seat)
        return cached

    def _compute(self, seat: int) -> tuple[list[float], list[float]]:
        w = self.logw[seat]
        top = max(w)
        exps = [math.exp(x - top) for x in w]
        total = sum(exps)
        posterior = [e / total for e in exps]
        by_model = [0.0] * len(MODELS)
        for p, m in zip(posterior, POLICY_MODEL, strict=True):
            by_model[m] += p
        k = len(MODELS) if self.stranger else len(LEAGUE)
        models = [FLOOR + (1 - FLOOR * k) * p if m < k else 0.0 for m, p in enumerate(by_model)]
        # each policy's share of its model's weight: the stranger's split by its temperatures' posterior
        policies = [models[m] * (p / by_model[m] if by_model[m] > 0 else 1 / len(STRANGER_NOISE))
                    for p, m in zip(posterior, POLICY_MODEL, strict=True)]  # fmt: skip
        return models, policies

    def leaning(self, view: PlayerView) -> dict[int, tuple[float, ...]] | None:
        """seat -> a factor per rank on how much likelier than Medium the seat is to take it, from its
        weights and each model's `PICK_RATES` (the stranger's: the seat's own habit, `habit`), raised
        to `LEANING`; None without the classic characters (no rates for the others)."""
        if LEANING == 0 or view.characters != tells.CLASSIC:
            return None
        out: dict[int, tuple[float, ...]] = {}
        for seat in range(self.players):
            if seat == self.me:
                continue
            w = self._cached(seat)[0]
            rows = [*_RATES[: len(LEAGUE)], self.habit(seat)]
            out[seat] = tuple(
                sum(wi * row[r] for wi, row in zip(w, rows, strict=True)) ** LEANING for r in range(8)
            )
        return out

    def habit(self, seat: int) -> tuple[float, ...]:
        """How much likelier than Medium the seat takes each classic character, by its own reveals
        this game (`HABIT` rounds' worth of the stranger's rates added): the stranger's leaning."""
        counts = self.revealed[seat]
        prior = _SMOOTHED[STRANGER]
        total = sum(counts) + HABIT
        return tuple(
            (c + HABIT * p) / total / m for c, p, m in zip(counts, prior, _SMOOTHED["medium"], strict=True)
        )

    def sample(self, seat: int, rng: Rng) -> int:
        """The index (in `model_policies`, `POLICY_MODEL` order) of a policy to play `seat` in a
        simulated world, drawn from its weights: a league strategy, or the stranger — at one of its
        temperatures with `STRANGER_PLAYS`, else as Medium (`_MEDIUM`), its noiseless self."""
        w = self._cached(seat)[1]  # drawn once per seat per world: no copy
        x = rng.below(1 << 30) / (1 << 30)
        for i, p in enumerate(w):
            x -= p
            if x <= 0:
                return i if STRANGER_PLAYS or i < _STRANGER else _MEDIUM
        return len(w) - 1 if STRANGER_PLAYS else _MEDIUM


def _strategy(p: Personality, seed: int) -> StrategyBot:
    """A modelled personality's strategy, seeded, remembering nothing between decisions."""
    bot = p.strategy(seed, remember=False)
    if not isinstance(bot, StrategyBot):
        raise TypeError(f"the modelled personality {p.bot!r} is not a StrategyBot: Hard cannot ask it")
    return bot


def model_policies() -> list[Decide]:
    """One decision function per entry of `POLICY_MODEL`: the league strategies (`LEAGUE` order:
    Medium, seed 0, then each modelled personality, seeds 1, 2...), then the stranger at each of
    `TEMPERATURES` (fresh, seeded objects: rollouts are reproducible)."""
    return [
        MediumPolicy(Rng(0), remember=False).decide,
        *(_strategy(p, seed).decide for seed, p in enumerate(MODELLED, start=1)),
        *(
            MediumPolicy(Rng(len(LEAGUE) + i), noise, remember=False).decide
            for i, noise in enumerate(STRANGER_NOISE)
        ),
    ]
