"""The coach's costliest choices (`citadels.coach.charges`) on winners and on losers (issue 32).

A strong player reviewing a game signs a charge only where the alternative was clearly better; the
player who won made, on the whole, fewer such choices than the ones who lost, so the winners must be
charged less. This plays seeded tables of three to six that mix Hard (16 sampled worlds a decision, on
CPU time), Medium, Easy, the league's personalities and the stranger league (`bench/strangers`: bots
the project never saw, saved as people, so the coach reads them from their play as it reads a
person), analyses each with every seat examined, as the review does (`coach.analyse`, the project's
bots known by their level), and prints the charges a game of the
winner and of the losers, the points they were charged, and the difference winner − losers (per game:
the winner's count minus the losers' mean count) with its 95% interval over the games. Then the charges
by kind of player and in the first round, and the figures as one JSON object.

    nice python bench/bench_charges.py [--games 300] [--first 0] [--hard-iterations 16] [--workers 2]

300 tables, as the calibration plays: the charges of one game are few (about one a seat), so 40 tables
left the difference's interval wider than the difference (−0.10 [−0.52, 0.33] on 2026-11-29; the same
code over 197 tables: −0.34 [−0.50, −0.18]). `--jsonl FILE` appends each game's figures as a line
(several runs over other `--first` tables can be told together with `--summarize FILE...`). A table
takes about 6 s of one core; `--workers` processes play and analyse tables side by side (the figures
do not depend on it: every table is seeded by its number).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import repeat
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the repository root on the path for `bench`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_calibration import KINDS, PLAYERS  # noqa: E402  (the calibration's mix of players)
from bench.strangers import STRANGERS  # noqa: E402
from citadels.ai import Bot, make_bot  # noqa: E402
from citadels.cli.simulate import show_move, watching  # noqa: E402
from citadels.coach.analyse import Replayed, analyse, decisions_of  # noqa: E402
from citadels.coach.record import GameRecord  # noqa: E402
from citadels.engine import Action, GameConfig, Rng, new_game  # noqa: E402
from citadels.session import GameSetup, SeatSetup  # noqa: E402

#: a stranger's seat is named by this prefix and its name (the league has a `hoarder` too)
STRANGER = "stranger:"
SEED_BASE = 9_000_000  # apart from the fit's, the calibration's and the other benchmarks' seeds
#: the actions that choose a character (round 1's are near-ties, never charged)
CHOICES = ("PickCharacter", "DiscardCharacter")


@dataclass(frozen=True)
class Table:
    seed: int
    players: int
    characters: str
    bots: tuple[str, ...]

    def kind(self, seat: int) -> str:
        if self.bots[seat].startswith(STRANGER):
            return "stranger"
        return next(k for k, names in KINDS.items() if self.bots[seat] in names)


def table_for(game: int) -> Table:
    """The benchmark's `game`-th table (the same on every machine)."""
    seed = SEED_BASE + game
    rng = Rng(seed * 2_654_435_761 + 11)
    players = PLAYERS[rng.below(len(PLAYERS))]
    characters = "darkcity" if rng.below(4) == 0 else "classic"
    kinds = list(KINDS)
    bots = []
    for _ in range(players):
        kind = kinds[rng.below(len(kinds))]
        names = KINDS[kind]
        name = names[rng.below(len(names))]
        bots.append(STRANGER + name if kind == "stranger" else name)
    return Table(seed, players, characters, tuple(bots))


def play(table: Table, hard_iterations: int) -> tuple[GameRecord, int]:
    """The table's game played by its bots (who watch it): the record the app would save, and the winner."""
    options: dict[str, object] = {"hard_iterations": hard_iterations, "hard_clock": "cpu"}

    def bot(name: str, seed: int) -> Bot:
        if name.startswith(STRANGER):
            return STRANGERS[name.removeprefix(STRANGER)](seed)
        return make_bot(name, seed, **(options if name == "hard" else {}))

    bots = [bot(b, table.seed * 16 + i) for i, b in enumerate(table.bots)]
    state = new_game(GameConfig(players=table.players, characters=table.characters), table.seed)  # type: ignore[arg-type]
    state.history = None
    watchers = watching(bots)
    moves: list[tuple[int, Action]] = []
    while not state.game_over:
        seat = state.to_move
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat) if bots[seat].needs_view else None, legal)
        moves.append((seat, action))
        state.apply(action, events=False)
        show_move(state, bots, watchers)
    seats = tuple(
        SeatSetup(f"P{i + 1}", "human") if b.startswith(STRANGER) else SeatSetup(f"P{i + 1}", "bot", b)
        for i, b in enumerate(table.bots)
    )
    setup = GameSetup(seats, seed=table.seed, characters=table.characters)
    return GameRecord(setup, table.seed, tuple(moves)), state.winner


def game_figures(table: Table, hard_iterations: int) -> dict[str, object]:
    """One table: who won, and each seat's charges (round, cost and interval of each)."""
    record, winner = play(table, hard_iterations)
    began = time.process_time()
    analysis = analyse(record, all_seats=True)
    game = Replayed(record)
    seats = []
    for seat in range(table.players):
        charges = [
            {"index": m.index, "round": m.round, "played": type(m.played).__name__,
             "better": type(m.better).__name__, "cost": round(m.cost, 4), "low": round(m.low, 4),
             "high": round(m.high, 4)}
            for m in analysis.mistakes_of(seat)
        ]  # fmt: skip
        decisions = sum(1 for k in decisions_of(record, game, (seat,)))
        seats.append({"kind": table.kind(seat), "bot": table.bots[seat], "won": seat == winner,
                      "decisions": decisions, "charges": charges})  # fmt: skip
    return {
        "game": table.seed - SEED_BASE,
        "players": table.players,
        "characters": table.characters,
        "actions": len(record.moves),
        "analysis_cpu": round(time.process_time() - began, 2),
        "seats": seats,
    }


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal, over independent values)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    se = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return mean, mean - 1.96 * se, mean + 1.96 * se


def summarize(games: Sequence[dict[str, object]]) -> dict[str, object]:
    """Charges a game of the winners and of the losers, and the difference with its interval."""
    won_count: list[float] = []
    lost_count: list[float] = []
    won_points: list[float] = []
    lost_points: list[float] = []
    diff_count: list[float] = []
    diff_points: list[float] = []
    by_kind: dict[str, list[float]] = defaultdict(list)
    decisions = {"won": 0, "lost": 0}
    first_round = 0
    first_choices = 0
    total = 0
    for g in games:
        seats: list[dict[str, object]] = g["seats"]  # type: ignore[assignment]
        losers_c, losers_p = [], []
        winner_c = winner_p = None
        for s in seats:
            charges: list[dict[str, Any]] = s["charges"]  # type: ignore[assignment]
            c, p = float(len(charges)), 100 * sum(float(m["cost"]) for m in charges)
            total += len(charges)
            first_round += sum(1 for m in charges if m["round"] == 1)
            first_choices += sum(1 for m in charges if m["round"] == 1 and m["played"] in CHOICES)
            by_kind[str(s["kind"])].append(c)
            decisions["won" if s["won"] else "lost"] += int(s["decisions"])  # type: ignore[call-overload]
            if s["won"]:
                winner_c, winner_p = c, p
            else:
                losers_c.append(c)
                losers_p.append(p)
        if winner_c is None or winner_p is None or not losers_c:
            continue
        won_count.append(winner_c)
        won_points.append(winner_p)
        lost_count.extend(losers_c)
        lost_points.extend(losers_p)
        diff_count.append(winner_c - sum(losers_c) / len(losers_c))
        diff_points.append(winner_p - sum(losers_p) / len(losers_p))
    difference = mean_interval(diff_count)
    return {
        "games": len(won_count),
        "winner_charges": mean_interval(won_count),
        "loser_charges": mean_interval(lost_count),
        "difference_charges": difference,
        "difference_high": difference[2],  # the winners charged measurably less: below 0
        "winner_points": mean_interval(won_points),
        "loser_points": mean_interval(lost_points),
        "difference_points": mean_interval(diff_points),
        "charges_per_100_decisions": {
            "won": 100 * sum(won_count) / max(1, decisions["won"]),
            "lost": 100 * sum(lost_count) / max(1, decisions["lost"]),
        },
        "by_kind": {k: mean_interval(v) for k, v in sorted(by_kind.items())},
        "charges": total,
        "first_round_charges": first_round,
        "first_round_character_choices": first_choices,
    }


def report(summary: dict[str, object], out: Callable[[str], None]) -> None:
    def iv(key: str) -> str:
        value = summary[key]
        assert isinstance(value, tuple | list)
        m, lo, hi = (float(x) for x in value)
        return f"{m:6.2f} [{lo:6.2f}, {hi:6.2f}]"

    out(f"Charges over {summary['games']} tables (every seat examined), mean a game [95% interval]:")
    out(f"  winners      {iv('winner_charges')}   points {iv('winner_points')}")
    out(f"  losers       {iv('loser_charges')}   points {iv('loser_points')}")
    out(f"  difference   {iv('difference_charges')}   points {iv('difference_points')}")
    per: dict[str, float] = summary["charges_per_100_decisions"]  # type: ignore[assignment]
    out(f"  per 100 decisions: winners {per['won']:.2f}, losers {per['lost']:.2f}")
    kinds: dict[str, tuple[float, float, float]] = summary["by_kind"]  # type: ignore[assignment]
    out("  by kind: " + ", ".join(f"{k} {m:.2f} [{lo:.2f}, {hi:.2f}]" for k, (m, lo, hi) in kinds.items()))
    out(
        f"  charges {summary['charges']}, of them in round 1: {summary['first_round_charges']} "
        f"({summary['first_round_character_choices']} character choices)"
    )
    out(json.dumps(summary))


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first table (seeded by its number)")
    parser.add_argument("--hard-iterations", type=int, default=16, help="Hard's sampled worlds per decision")
    parser.add_argument("--workers", type=int, default=2, help="processes playing tables side by side")
    parser.add_argument("--jsonl", type=Path, help="append each game's figures to this file")
    parser.add_argument(
        "--summarize", type=Path, nargs="+", help="only tell the games of these files together"
    )
    args = parser.parse_args(argv)
    if args.summarize:
        games = [json.loads(line) for f in args.summarize for line in f.read_text().splitlines() if line]
        report(summarize(games), out)
        return 0
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    games = []
    tables = [table_for(g) for g in range(args.first, args.first + args.games)]
    for g, figures in zip(range(args.first, args.first + args.games), played(tables, args), strict=True):
        games.append(figures)
        if args.jsonl is not None:
            with args.jsonl.open("a", encoding="utf-8") as f:
                f.write(json.dumps(figures) + "\n")
        print(f"  table {g}: {figures['players']} players, analysis {figures['analysis_cpu']} s CPU",
              file=sys.stderr, flush=True)  # fmt: skip
    report(summarize(games), out)
    return 0


def played(tables: Sequence[Table], args: argparse.Namespace) -> Iterator[dict[str, object]]:
    """Each table's figures, in order: in this process, or in `args.workers` processes."""
    if args.workers == 1:
        yield from map(game_figures, tables, repeat(args.hard_iterations))
        return
    with ProcessPoolExecutor(args.workers) as pool:
        yield from pool.map(game_figures, tables, repeat(args.hard_iterations))


if __name__ == "__main__":
    raise SystemExit(main())
