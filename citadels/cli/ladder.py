"""The bot ladder: a seat-rotated round robin of bots, rated with OpenSkill (Plackett-Luce).

Every table is a set of `players` different bots (all combinations of the names given); game `g`
is played at table `g mod T` with the seats rotated by `g div T`, so that with `T x players` games
every bot sits in every seat at every table. Each game's finishing order (the winner first, then by
score) updates the ratings, in game order, so the result depends only on the seed and the game
count, never on the number of worker processes. Hard plays a fixed number of search iterations
(`hard_iterations`), which keeps it reproducible.

Why OpenSkill: it rates many players per game from a finishing order and keeps an uncertainty
(sigma) per player, which hand-written pairwise Elo cannot do for four-player games. It is an optional
extra (``pip install 'ciudadelas[ladder]'``, part of ``dev``): the game itself never needs it.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import TextIO

from citadels.ai import make_bot
from citadels.cli.simulate import play_game, wilson_interval, worker_pool
from citadels.engine import GameConfig, new_game, rank_scores

DEFAULT_HARD_ITERATIONS = 16
#: What installs the rating library.
RATING_INSTALL = "pip install 'ciudadelas[ladder]'"


def rating_library_installed() -> bool:
    """Whether OpenSkill (the ``ladder`` extra) is installed."""
    return importlib.util.find_spec("openskill") is not None


@dataclass(frozen=True)
class GameResult:
    index: int
    seats: tuple[str, ...]  # the bot in each seat
    order: tuple[int, ...]  # seats from first to last place
    totals: tuple[int, ...]  # score of each seat


@dataclass
class Rating:
    name: str
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self) -> float:
        """A conservative rating: mu - 3 sigma (what the ladder sorts by)."""
        return self.mu - 3 * self.sigma


@dataclass
class LadderResult:
    bots: list[str]
    players: int
    games: int
    seed: int
    hard_iterations: int
    seconds: float
    ratings: list[Rating]
    # (a, b) -> (games where a finished ahead of b, games where both played)
    pairs: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, object]:
        ratings = []
        for r in self.ratings:
            lo, hi = wilson_interval(r.wins, r.games)
            ratings.append(
                {
                    "bot": r.name,
                    "mu": round(r.mu, 3),
                    "sigma": round(r.sigma, 3),
                    "ordinal": round(r.ordinal, 3),
                    "games": r.games,
                    "wins": r.wins,
                    "win_rate": round(r.wins / r.games, 4) if r.games else 0.0,
                    "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                }
            )
        pairwise: dict[str, dict[str, object]] = {}
        for (a, b), (ahead, both) in sorted(self.pairs.items()):
            lo, hi = wilson_interval(ahead, both)
            pairwise.setdefault(a, {})[b] = {
                "ahead": ahead,
                "games": both,
                "rate": round(ahead / both, 4) if both else None,
                "ci95": [round(lo, 4), round(hi, 4)],
            }
        return {
            "bots": self.bots,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "hard_iterations": self.hard_iterations,
            "seconds": round(self.seconds, 2),
            "chance": round(1 / self.players, 4),
            "ratings": ratings,
            "pairwise": pairwise,
        }


def tables(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """Every set of `players` different bots, in a fixed order."""
    return list(combinations(bots, players))


def seating(bots: Sequence[str], players: int, g: int) -> tuple[str, ...]:
    """The bot in each seat for game `g`."""
    all_tables = tables(bots, players)
    table = all_tables[g % len(all_tables)]
    shift = (g // len(all_tables)) % players
    return tuple(table[(s + shift) % players] for s in range(players))


def play_one(args: tuple[int, tuple[str, ...], int, dict[str, object]]) -> GameResult:
    """One ladder game (a plain function, so that worker processes can run it)."""
    g, seats, seed, options = args
    players = len(seats)
    game_seed = seed * 1_000_003 + g
    bots = [make_bot(name, game_seed * 16 + s, **options) for s, name in enumerate(seats)]
    state = new_game(GameConfig(players=players), game_seed)
    state.history = None
    play_game(state, bots)
    assert state.scores is not None
    order = tuple(b.seat for b in rank_scores(list(state.scores)))
    if order[0] != state.winner:  # the engine's winner is authoritative
        order = (state.winner, *[s for s in order if s != state.winner])
    return GameResult(g, seats, order, tuple(b.total for b in state.scores))


def rate(
    results: Sequence[GameResult], bots: Sequence[str]
) -> tuple[list[Rating], dict[tuple[str, str], tuple[int, int]]]:
    """OpenSkill ratings (in game order) and pairwise finishing records."""
    from openskill.models import PlackettLuce  # the optional `ladder` extra: imported only when rating

    model = PlackettLuce()
    current = {name: model.rating(name=name) for name in bots}
    games = dict.fromkeys(bots, 0)
    wins = dict.fromkeys(bots, 0)
    ahead: dict[tuple[str, str], int] = {}
    both: dict[tuple[str, str], int] = {}
    for r in sorted(results, key=lambda r: r.index):
        ranked = [r.seats[s] for s in r.order]
        teams = [[current[name]] for name in ranked]
        new = model.rate(teams, ranks=list(range(1, len(ranked) + 1)))
        for name, team in zip(ranked, new, strict=True):
            current[name] = team[0]
            games[name] += 1
        wins[ranked[0]] += 1
        for i, a in enumerate(ranked):
            for b in ranked[i + 1 :]:
                ahead[(a, b)] = ahead.get((a, b), 0) + 1
                for key in ((a, b), (b, a)):
                    both[key] = both.get(key, 0) + 1
    ratings = [Rating(name, current[name].mu, current[name].sigma, games[name], wins[name]) for name in bots]
    ratings.sort(key=lambda x: (-x.ordinal, x.name))
    pairs = {key: (ahead.get(key, 0), n) for key, n in both.items()}
    return ratings, pairs


class ProgressBar:
    """A one-line text progress bar on a stream (stderr): count, bar, rate and time left."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()
        self.done = 0
        self._last = -1.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if self.done < self.total and now - self._last < 0.2:
            return
        self._last = now
        frac = self.done / self.total if self.total else 1.0
        filled = int(round(self.width * frac))
        elapsed = now - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else math.inf
        eta = f"{left:5.0f}s left" if math.isfinite(left) else "      "
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\rladder [{bar}] {self.done}/{self.total} games {rate:6.1f}/s {eta}")
        if self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()

    def end_line(self) -> None:
        """Stopped before the end (Ctrl+C): whatever is printed next starts on a line of its own."""
        if self._last >= 0 and self.done < self.total:
            self.stream.write("\n")
            self.stream.flush()


def run_ladder(
    bots: Sequence[str],
    players: int = 4,
    games: int | None = None,
    seed: int = 1,
    workers: int = 1,
    hard_iterations: int = DEFAULT_HARD_ITERATIONS,
    progress: Callable[[int], None] | None = None,
) -> LadderResult:
    """Play the round robin and rate it. `games` defaults to one full seat rotation of every table."""
    names = list(dict.fromkeys(bots))
    if len(names) != len(bots):
        raise ValueError("each bot may appear only once in a ladder")
    if not 2 <= players <= 7:
        raise ValueError("players must be between 2 and 7")
    if len(names) < players:
        raise ValueError(
            f"a ladder of {players}-player games needs at least {players} different bots, not {len(names)}"
        )
    if hard_iterations < 1:
        raise ValueError("hard iterations must be at least 1")
    if workers < 1:
        raise ValueError("workers must be at least 1")
    options: dict[str, object] = {"hard_iterations": hard_iterations}
    for name in names:
        make_bot(name, 0, **options)  # fail early on an unknown name
    total = games if games is not None else len(tables(names, players)) * players
    if total < 1:
        raise ValueError("play at least one game")
    jobs = [(g, seating(names, players, g), seed, options) for g in range(total)]
    start = time.perf_counter()
    results: list[GameResult] = []
    if workers <= 1 or total < 2 * workers:
        for job in jobs:
            results.append(play_one(job))
            if progress is not None:
                progress(1)
    else:
        with worker_pool(workers) as pool:
            for result in pool.imap_unordered(play_one, jobs, chunksize=1):
                results.append(result)
                if progress is not None:
                    progress(1)
    ratings, pairs = rate(results, names)
    return LadderResult(
        names, players, total, seed, hard_iterations, time.perf_counter() - start, ratings, pairs
    )


def write_ladder(path: Path, result: LadderResult, command: str) -> None:
    """Write the ladder's JSON (`LadderResult.to_dict`, plus the `command` that made it) to `path`,
    whole or not at all (a temporary file beside it, then renamed)."""
    data = {**result.to_dict(), "command": command}
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def format_ladder(result: LadderResult) -> str:
    """The ratings table and the pairwise matrix as plain text."""
    lines = [
        f"{result.games} games, {result.players} players, seed {result.seed}, hard at {result.hard_iterations} "
        f"iterations, {result.seconds:.0f} s",
        f"{'#':>2} {'bot':<10}{'rating':>8}{'mu':>8}{'sigma':>7}{'games':>7}{'wins':>6}{'win rate':>10}{'95% interval':>17}",
    ]
    for i, r in enumerate(result.ratings, 1):
        lo, hi = wilson_interval(r.wins, r.games)
        rate_ = r.wins / r.games if r.games else 0.0
        lines.append(
            f"{i:>2} {r.name:<10}{r.ordinal:>8.2f}{r.mu:>8.2f}{r.sigma:>7.2f}{r.games:>7}{r.wins:>6}{rate_:>10.3f}"
            f"{f'[{lo:.3f}, {hi:.3f}]':>17}"
        )
    lines.append(
        f"(rating = mu - 3 sigma, OpenSkill Plackett-Luce; chance of winning a game: {1 / result.players:.3f})"
    )
    order = [r.name for r in result.ratings]
    lines.append("")
    lines.append("pairwise: how often the row bot finished ahead of the column bot (games together)")
    width = max(8, *(len(n) + 1 for n in order))
    lines.append(" " * 10 + "".join(f"{n[: width - 1]:>{width}}" for n in order))
    for a in order:
        cells = []
        for b in order:
            ahead, both = result.pairs.get((a, b), (0, 0))
            cells.append(f"{'-':>{width}}" if a == b or both == 0 else f"{ahead / both:>{width}.2f}")
        lines.append(f"{a:<10}" + "".join(cells))
    return "\n".join(lines)
