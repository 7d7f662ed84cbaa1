"""Fit what the coach's chances assume of a seat's strength (`citadels.coach.strength`) on games between
the project's own bots — never on the stranger league, which judges the result (`bench_calibration.py`).

Two steps, so that the slow one runs once:

    nice python bench/fit_coach_strength.py collect --games 150 --cache /tmp/fit.jsonl
    python bench/fit_coach_strength.py fit --cache /tmp/fit.jsonl

`collect` plays seeded tables of three to six of Hard (16 sampled worlds a decision, on CPU time),
Medium, Easy and the league's personalities (`table_for` of the benchmark with its own seeds, apart
from the benchmark's, and no stranger), analyses each as the review does with every seat an average
player (`ChanceModel` without strengths: the strengths enter only as a log-odds added to the scored
positions, so they can be fitted afterwards), and appends per game one JSON line: the seats, the
winner, each seat's reading of its play (`read_play`), and per position (the deal, then after every
action but the last) the scored positions of the roll-outs: weight, progress and each seat's score.

`fit` reads those lines and, by maximum likelihood of the real winner at every position (each game
weighing one, whatever its length), fits the exponent of the game still to play that weighs a seat's
strength (`(1 - progress) ** fade`; the coach's is `chances.STRENGTH_FADE`) with the coach's strengths
(`strength.bot_strengths`), then every bot's strength with it (a Gaussian prior around the coach's), and
prints them with the mid-game calibration per kind of player and the negative log-likelihood each
gains over the coach's own (a change is worth taking when it gains about 2 or more: a likelihood-ratio
test at 95% for one parameter).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the repository root on the path for `bench`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_calibration import KINDS, play, table_for  # noqa: E402
from citadels.coach.chances import STRENGTH_FADE, ChanceModel, weights_for  # noqa: E402
from citadels.coach.strength import bot_strengths, read_play  # noqa: E402
from citadels.engine import GameState  # noqa: E402

#: The fit's tables: the project's bots only, seeded apart from the benchmark's (7,000,000 on).
FIT_SEED_BASE = 8_000_000
PROJECT_KINDS = {kind: bots for kind, bots in KINDS.items() if kind != "stranger"}
#: The prior's spread around the ladder's strength (log-odds).
PRIOR_SD = 0.75

#: A game's JSON line, as `collect` writes it
Game = dict[str, Any]
#: A position: per scored position of the roll-outs, (weight, progress, each seat's score)
Position = list[tuple[float, float, list[float]]]


def scored(model: ChanceModel, w: Sequence[float], state: GameState, done: int) -> Position:
    """The roll-outs' scored positions from `state`, each seat's score the model's `w` over its features."""
    return [
        (r.weight, r.progress, [round(sum(a * b for a, b in zip(w, f, strict=True)), 5) for f in r.seats])
        for r in model.horizon_rows(state, done)
    ]


def collect(games: int, first: int, cache: Path, hard_iterations: int) -> None:
    hard_options: Game = {"hard_iterations": hard_iterations, "hard_clock": "cpu"}
    clock = time.process_time()
    for g in range(first, first + games):
        table = table_for(g, FIT_SEED_BASE, PROJECT_KINDS)
        game = play(table, hard_options)
        n = table.players
        w = weights_for(n)
        model = ChanceModel()
        count = len(game.moves)
        positions: list[Position] = []

        positions.append(scored(model, w, game.before[0], 0))
        done = 0
        for k in range(1, count):
            after = game.before[k]
            done = done + 1 if after.round == game.rounds[k - 1] else 0
            positions.append(scored(model, w, after, done))
        readings = []
        for seat in range(n):
            reading = read_play(
                [(game.before[k], a) for k, (s, a) in enumerate(game.moves) if s == seat], seat
            )
            readings.append(
                {"strength": reading.strength, "weights": reading.weights, "decisions": reading.decisions}
            )
        line = {
            "game": g,
            "players": n,
            "bots": [seat.bot for seat in table.seats],
            "kinds": [seat.kind for seat in table.seats],
            "winner": game.final.winner,
            "moves": [
                [s, int(game.before[k].decision), len(game.before[k].legal_actions())]
                for k, (s, _) in enumerate(game.moves)
            ],
            "readings": readings,
            "positions": positions,
        }
        with cache.open("a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")
        print(
            f"  game {g}: {count} actions ({time.process_time() - clock:.0f} s CPU)",
            file=sys.stderr,
            flush=True,
        )


def load(cache: Path) -> list[Game]:
    return [json.loads(line) for line in cache.read_text(encoding="utf-8").splitlines() if line.strip()]


def chances_at(position: Position, strengths: Sequence[float], fade: float) -> list[float]:
    """The chances of a cached position with `strengths` weighed by `(1 - progress) ** fade`."""
    n = len(strengths)
    mean = [0.0] * n
    for weight, progress, scores in position:
        rest = 1.0 - min(1.0, max(0.0, progress))
        left = rest**fade if rest > 0.0 else 0.0  # the coach's fade: `chances.strength_left`
        logits = [x + left * s for x, s in zip(scores, strengths, strict=True)]
        top = max(logits)
        exps = [math.exp(x - top) for x in logits]
        total = sum(exps)
        for i, e in enumerate(exps):
            mean[i] += weight * e / total
    return mean


def every_position(games: list[Game], step: int) -> list[tuple[int, int, list[str], Position]]:
    """(game index, winner, bots, position) for every `step`th position of each game."""
    out = []
    for i, game in enumerate(games):
        positions = game["positions"]
        assert isinstance(positions, list)
        for position in positions[::step]:
            out.append((i, int(game["winner"]), list(game["bots"]), position))
    return out


def objective(
    games: list[Game], names: list[str], prior: dict[str, float], step: int
) -> Callable[[Sequence[float]], float]:
    """The negative log-likelihood per game (each game weighs one) plus the prior, of parameters
    `(strength of each of names..., fade)`."""
    rows = every_position(games, step)
    per_game: dict[int, int] = defaultdict(int)
    for i, *_ in rows:
        per_game[i] += 1

    def f(params: Sequence[float]) -> float:
        strength = dict(zip(names, params[:-1], strict=True))
        fade = params[-1]
        total = 0.0
        for i, winner, bots, position in rows:
            p = chances_at(position, [strength[b] for b in bots], fade)[winner]
            total -= math.log(max(1e-9, p)) / per_game[i]
        for name in names:
            total += (strength[name] - prior[name]) ** 2 / (2 * PRIOR_SD**2)
        return total

    return f


def minimise(
    f: Callable[[Sequence[float]], float], x: list[float], bounds: tuple[float, float], rounds: int = 6
) -> list[float]:
    """Coordinate-wise Newton steps with numeric derivatives (a few parameters, a smooth objective);
    the last parameter (the fade) kept within `bounds`."""
    h = 1e-3
    for _ in range(rounds):
        for j in range(len(x)):
            base = f(x)
            up = x.copy()
            up[j] += h
            down = x.copy()
            down[j] -= h
            fu, fd = f(up), f(down)
            g = (fu - fd) / (2 * h)
            curv = (fu - 2 * base + fd) / h**2
            step = -g / curv if curv > 0 else -0.1 * g
            step = max(-0.5, min(0.5, step))
            if j == len(x) - 1:
                step = max(bounds[0] - x[j], min(bounds[1] - x[j], step))
            trial = x.copy()
            trial[j] += step
            while f(trial) > base and abs(step) > 1e-4:
                step /= 2
                trial[j] = x[j] + step
            if f(trial) <= base:
                x = trial
        print(f"  {' '.join(f'{v:.3f}' for v in x)}  objective {f(x):.4f}", file=sys.stderr, flush=True)
    return x


def calibration(
    games: list[Game], strength_of: Callable[[Game, int], float], fade: float
) -> dict[str, tuple[int, float, float]]:
    """Per kind of player at mid-game (the middle third of a game's positions): seats, mean chance, win rate."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for game in games:
        positions = game["positions"]
        assert isinstance(positions, list)
        count = len(positions)
        bots = list(game["bots"])
        kinds = list(game["kinds"])
        strengths = [strength_of(game, seat) for seat in range(len(bots))]
        for k in range(1, count):
            if not count / 3 <= k < 2 * count / 3:
                continue
            chances = chances_at(positions[k], strengths, fade)
            for seat, p in enumerate(chances):
                for label in {kinds[seat], bots[seat]}:
                    row = sums[label]
                    row[0] += 1
                    row[1] += p
                    row[2] += 1.0 if seat == game["winner"] else 0.0
    return {k: (int(c), m / c, w / c) for k, (c, m, w) in sums.items()}


def show(title: str, table: dict[str, tuple[int, float, float]], out: Callable[[str], None]) -> None:
    out(title)
    for label in sorted(table, key=lambda k: (k not in PROJECT_KINDS, k)):
        c, m, w = table[label]
        out(f"{label:>12}{c:>8}{m:>8.3f}{w:>8.3f}{abs(m - w):>7.3f}")


def fit(cache: Path, step: int, out: Callable[[str], None] = print) -> None:
    """The fade alone with the coach's strengths (what the coach takes), then every bot's strength
    with it (a check of the ladder's and of Hard's league figure against these games)."""
    games = load(cache)
    known = bot_strengths()
    names = sorted({b for g in games for b in g["bots"]})
    prior = {name: known.get(name, 0.0) for name in names}
    out(f"{len(games)} games of the project's bots")
    show(
        f"the coach's strengths, fade {STRENGTH_FADE}: kind/bot, mid seats, chance, won, gap",
        calibration(games, lambda g, s: prior[g["bots"][s]], STRENGTH_FADE),
        out,
    )
    nll = objective(games, names, prior, step)
    fade = minimise(lambda x: nll([prior[n] for n in names] + [x[0]]), [STRENGTH_FADE], bounds=(0.0, 3.0))[0]
    base = nll([prior[n] for n in names] + [STRENGTH_FADE])
    out(
        f"fitted fade (the coach's strengths): {fade:.3f}, gaining {base - nll([prior[n] for n in names] + [fade]):.2f}"
    )
    show(
        f"the coach's strengths, fade {fade:.3f}",
        calibration(games, lambda g, s: prior[g["bots"][s]], fade),
        out,
    )
    x = minimise(nll, [prior[n] for n in names] + [fade], bounds=(0.0, 3.0))
    fitted = dict(zip(names, x[:-1], strict=True))
    out(f"every strength and the fade fitted: gaining {base - nll(x):.2f} over the coach's")
    out(
        "every strength fitted with the fade: "
        + ", ".join(f"{n} {fitted[n]:.2f} (coach {prior[n]:.2f})" for n in names)
        + f"; fade {x[-1]:.3f}"
    )
    out(
        json.dumps(
            {
                "fade": round(fade, 3),
                "strengths": {n: round(v, 3) for n, v in fitted.items()},
                "fade_with_strengths": round(x[-1], 3),
            }
        )
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("what", choices=("collect", "fit"))
    parser.add_argument("--cache", type=Path, required=True, help="the games' JSON lines (appended to)")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--hard-iterations", type=int, default=16)
    parser.add_argument("--step", type=int, default=3, help="fit on every step-th position of a game")
    args = parser.parse_args(argv)
    if args.what == "collect":
        collect(args.games, args.first, args.cache, args.hard_iterations)
    else:
        fit(args.cache, args.step)
    return 0


if __name__ == "__main__":
    sys.exit(main())
