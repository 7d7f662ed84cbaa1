"""Calibration and steadiness of the review's chances (`citadels.coach.chances`), per kind of player.

Plays seeded tables that mix every kind of player the coach meets — Hard, Medium, Easy, the league's
personalities and the stranger league (`bench/strangers`, bots the project never saw) — then analyses
each game as the review does: the chances after every action, each seat conditioned on what is known of
its strength (`citadels.coach.strength`: a project bot by its level or personality, as a save names
it; a stranger, which the coach does not know, by its play in the game and its record in the
benchmark's earlier games, as a person would be).

Prints, per kind of player (`hard`, `medium`, `easy`, `league`, `stranger`, and each stranger by name):
the rated seats, the mean chance, the win rate, |mean chance - win rate| and the Brier score at
mid-game (positions in the middle third of a game's actions) and over the whole game. Then the
steadiness of the graph: the correlation of consecutive changes of a seat's chance, the turning points
that fall on a forced move, on a round's last action, or are undone within three actions (the chances
back nearer where they were than half the way), and the mean swing of a round's last action against
the others. Then the figures as one JSON object.

    nice python bench/bench_calibration.py [--games 300] [--hard-iterations 16] [--plain] [--progress]

`--progress` prints the figures so far every 25 tables on stderr (for a run that may be cut short).
`--plain` measures the estimate as it was before it knew who plays: every seat an average player, the
horizon the start of the next round, no filter of the picks' changes (`chances.shown`), turning points
the biggest raw swings of any action. The default
(300 games, Hard at 16 sampled worlds a decision, counted on CPU time) takes about 25 minutes of one core.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the repository root on the path for `bench`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.strangers import STRANGERS  # noqa: E402
from citadels.ai import Bot, make_bot  # noqa: E402
from citadels.cli.simulate import show_move, watching  # noqa: E402
from citadels.coach.chances import ROLLOUTS, ChanceModel, shown  # noqa: E402
from citadels.coach.model import Step  # noqa: E402
from citadels.coach.strength import Record, read_play, seat_strength  # noqa: E402
from citadels.coach.turning import LASTING, pick_turning_points, swing  # noqa: E402
from citadels.engine import Action, GameConfig, GameState, PickCharacter, Rng, new_game  # noqa: E402

#: The kinds of player a table mixes, and the bots of each kind.
KINDS: dict[str, tuple[str, ...]] = {
    "hard": ("hard",),
    "medium": ("medium",),
    "easy": ("easy",),
    "league": ("rusher", "fortress", "raider", "hoarder", "careful", "noisy"),
    "stranger": tuple(STRANGERS),
}
PLAYERS = (3, 4, 4, 5, 5, 6)
SEED_BASE = 7_000_000  # apart from the fit's and the old benchmark's seeds (`coach.samples`)


@dataclass(frozen=True)
class Seat:
    kind: str
    bot: str  # the project's bot name, or the stranger's

    @property
    def label(self) -> str:
        return f"stranger:{self.bot}" if self.kind == "stranger" else self.bot

    def make(self, seed: int, hard_options: dict[str, object]) -> Bot:
        if self.kind == "stranger":
            return STRANGERS[self.bot](seed)
        return make_bot(self.bot, seed, **(hard_options if self.bot == "hard" else {}))


@dataclass(frozen=True)
class Table:
    seed: int
    players: int
    characters: str
    seats: tuple[Seat, ...]


def table_for(game: int, seed_base: int = SEED_BASE, kinds: dict[str, tuple[str, ...]] = KINDS) -> Table:
    """The table of the benchmark's `game`-th game (the same on every machine); `seed_base` and `kinds`
    make other series of tables (`bench/fit_coach_strength.py`'s, of the project's bots alone)."""
    seed = seed_base + game
    rng = Rng(seed * 2_654_435_761 + 5)
    players = PLAYERS[rng.below(len(PLAYERS))]
    characters = "darkcity" if rng.below(4) == 0 else "classic"
    kind_names = list(kinds)
    seats = []
    for _ in range(players):
        kind = kind_names[rng.below(len(kind_names))]
        names = kinds[kind]
        seats.append(Seat(kind, names[rng.below(len(names))]))
    return Table(seed, players, characters, tuple(seats))


@dataclass
class Played:
    """A game: the state before every action, who played it and what, and the end."""

    before: list[GameState]
    moves: list[tuple[int, Action]]
    rounds: list[int]
    final: GameState


def play(table: Table, hard_options: dict[str, object]) -> Played:
    bots = [seat.make(table.seed * 16 + i, hard_options) for i, seat in enumerate(table.seats)]
    state = new_game(GameConfig(players=table.players, characters=table.characters), table.seed)  # type: ignore[arg-type]
    state.history = None
    watchers = watching(bots)
    played = Played([], [], [], state)
    while not state.game_over:
        seat = state.to_move
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat) if bots[seat].needs_view else None, legal)
        played.before.append(state.clone())
        played.moves.append((seat, action))
        played.rounds.append(state.round)
        state.apply(action, events=False)
        show_move(state, bots, watchers)
    return played


@dataclass
class Tally:
    """Per kind of player: rated seats, the sum of chances, wins and squared errors."""

    count: int = 0
    chance: float = 0.0
    wins: float = 0.0
    squared: float = 0.0

    def add(self, p: float, won: float) -> None:
        self.count += 1
        self.chance += p
        self.wins += won
        self.squared += (p - won) ** 2

    def row(self) -> dict[str, float | int]:
        n = max(1, self.count)
        return {
            "seats": self.count,
            "mean_chance": round(self.chance / n, 4),
            "win_rate": round(self.wins / n, 4),
            "gap": round(abs(self.chance - self.wins) / n, 4),
            "brier": round(self.squared / n, 4),
        }


@dataclass
class Steadiness:
    pairs: list[tuple[float, float]] = field(default_factory=list)  # consecutive changes of a seat
    points: int = 0
    forced: int = 0
    round_end: int = 0
    undone: int = 0
    swing_end: list[float] = field(default_factory=list)
    swing_other: list[float] = field(default_factory=list)

    def correlation(self) -> float:
        if len(self.pairs) < 2:
            return 0.0
        xs, ys = zip(*self.pairs, strict=True)
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        cov = sum((x - mx) * (y - my) for x, y in self.pairs)
        vx = sum((x - mx) ** 2 for x in xs)
        vy = sum((y - my) ** 2 for y in ys)
        return cov / math.sqrt(vx * vy) if vx > 0 and vy > 0 else 0.0


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def raw_turning_points(start: Sequence[float], steps: Sequence[Step]) -> list[int]:
    """`--plain`: the turning points as they were chosen before, the five biggest raw swings of any action."""
    before = tuple(start)
    swings = []
    for i, step in enumerate(steps):
        swings.append((swing(before, step.chances), -i))
        before = step.chances
    ranked = sorted(swings, reverse=True)
    return sorted(-i for k, (s, i) in enumerate(ranked[:5]) if k < 3 or s >= 0.08)


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first table (seeded by its number)")
    parser.add_argument("--hard-iterations", type=int, default=16, help="Hard's sampled worlds per decision")
    parser.add_argument("--plain", action="store_true", help="the estimate before it knew who plays")
    parser.add_argument("--rollouts", type=int, default=ROLLOUTS, help="roll-outs per estimate")
    parser.add_argument(
        "--progress", action="store_true", help="the figures so far every 25 tables, on stderr"
    )
    args = parser.parse_args(argv)
    hard_options: dict[str, object] = {"hard_iterations": args.hard_iterations, "hard_clock": "cpu"}
    start_clock = time.process_time()
    mid: dict[str, Tally] = defaultdict(Tally)
    whole: dict[str, Tally] = defaultdict(Tally)
    steady = Steadiness()
    records: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])  # stranger -> games, wins, expected
    actions = 0
    for g in range(args.first, args.first + args.games):
        table = table_for(g)
        game = play(table, hard_options)
        n = table.players
        winner = game.final.winner
        strengths: list[float] = []
        readings = []
        for seat, who in enumerate(table.seats):
            if who.kind == "stranger":
                reading = read_play(
                    [(game.before[k], a) for k, (s, a) in enumerate(game.moves) if s == seat], seat
                )
                games, wins, expected = records[who.bot]
                record = Record(int(games), int(wins), expected) if games else None
                readings.append(seat_strength(None, reading))
                strengths.append(seat_strength(None, reading, record))
            else:
                readings.append(seat_strength(who.bot))
                strengths.append(readings[-1])
        model = ChanceModel(args.rollouts) if args.plain else ChanceModel(args.rollouts, strengths)
        count = len(game.moves)
        actions += count
        start = model.chances(game.before[0])
        if not args.plain:  # the strangers' records: their wins against their chances at the deal
            dealt = ChanceModel(args.rollouts, readings).chances(game.before[0])
            for seat, who in enumerate(table.seats):
                if who.kind == "stranger":
                    rec = records[who.bot]
                    rec[0] += 1
                    rec[1] += 1 if seat == winner else 0
                    rec[2] += dealt[seat]
        steps: list[Step] = []
        done = 0
        chances = start
        for k in range(1, count + 1):
            after = game.before[k] if k < count else game.final
            done = done + 1 if after.round == game.rounds[k - 1] else 0
            if args.plain:
                chances = model.chances(after)
            else:  # the graph as the review shows it (a pick's change filtered, `chances.shown`)
                pick = isinstance(game.moves[k - 1][1], PickCharacter)
                chances = shown(chances, model.chances(after, done), pick)
            steps.append(Step(k, game.moves[k - 1][0], game.rounds[k - 1], chances))
        # calibration: every rated position (the end's certain result left out)
        for k, step in enumerate(steps[:-1], 1):
            middle = count / 3 <= k < 2 * count / 3
            for seat, p in enumerate(step.chances):
                won = 1.0 if seat == winner else 0.0
                who = table.seats[seat]
                for label in (who.kind, who.label) if who.kind == "stranger" else (who.kind,):
                    whole[label].add(p, won)
                    if middle:
                        mid[label].add(p, won)
        # steadiness
        path = [start, *(s.chances for s in steps[:-1])]  # the end's jump to the result left out
        deltas = [[b[i] - a[i] for a, b in zip(path, path[1:], strict=False)] for i in range(n)]
        for seat_deltas in deltas:
            steady.pairs.extend(zip(seat_deltas, seat_deltas[1:], strict=False))
        forced = [len(s.legal_actions()) == 1 for s in game.before]
        last_of_round = [k + 1 == count or game.rounds[k + 1] != game.rounds[k] for k in range(count)]
        for i in range(count - 1):
            before = steps[i - 1].chances if i else start
            (steady.swing_end if last_of_round[i] else steady.swing_other).append(
                swing(before, steps[i].chances)
            )
        chosen = (
            raw_turning_points(start, steps[:-1])
            if args.plain
            else pick_turning_points(start, steps[:-1], forced)
        )
        for i in chosen:
            before = steps[i - 1].chances if i else start
            moved = swing(before, steps[i].chances)
            later = steps[min(count - 2, i + LASTING)].chances
            steady.points += 1
            steady.forced += forced[i]
            steady.round_end += last_of_round[i]
            steady.undone += swing(before, later) < moved / 2
        if (g + 1 - args.first) % 25 == 0:
            print(
                f"  {g + 1 - args.first} games ({time.process_time() - start_clock:.0f} s CPU)",
                file=sys.stderr,
                flush=True,
            )
            if args.progress:  # the figures so far, in case the run is cut short
                report(
                    args,
                    g + 1 - args.first,
                    mid,
                    whole,
                    steady,
                    actions,
                    time.process_time() - start_clock,
                    _to_stderr,
                )
    report(args, args.games, mid, whole, steady, actions, time.process_time() - start_clock, out)
    return 0


def report(
    args: argparse.Namespace,
    tables: int,
    mid: dict[str, Tally],
    whole: dict[str, Tally],
    steady: Steadiness,
    actions: int,
    cpu: float,
    out: Callable[[str], None],
) -> None:
    """The figures of the tables played so far."""
    mean_end = sum(steady.swing_end) / max(1, len(steady.swing_end))
    mean_other = sum(steady.swing_other) / max(1, len(steady.swing_other))
    points = max(1, steady.points)
    kinds = [k for k in (*KINDS, *(f"stranger:{s}" for s in STRANGERS)) if whole[k].count]
    out(f"Chances by kind of player: {tables} tables of 3-6 ({actions} actions), "
        f"{'plain estimate' if args.plain else 'conditioned on who plays'}, Hard at {args.hard_iterations} worlds")  # fmt: skip
    out(
        f"{'kind':>18}{'mid seats':>10}{'chance':>8}{'won':>8}{'gap':>7}{'Brier':>8}   {'all: chance':>11}{'won':>7}{'Brier':>7}"
    )
    for k in kinds:
        m, w = mid[k].row(), whole[k].row()
        out(f"{k:>18}{m['seats']:>10}{m['mean_chance']:>8.3f}{m['win_rate']:>8.3f}{m['gap']:>7.3f}{m['brier']:>8.4f}"
            f"   {w['mean_chance']:>11.3f}{w['win_rate']:>7.3f}{w['brier']:>7.4f}")  # fmt: skip
    main_kinds = [k for k in KINDS if mid[k].count]
    brier = sum(whole[k].squared for k in main_kinds) / max(1, sum(whole[k].count for k in main_kinds))
    brier_mid = sum(mid[k].squared for k in main_kinds) / max(1, sum(mid[k].count for k in main_kinds))
    worst_gap = max((mid[k].row()["gap"] for k in main_kinds), default=0.0)
    out(
        f"Brier per seat: {brier:.4f} (mid-game {brier_mid:.4f}); the largest mid-game gap of a kind: {worst_gap:.3f}"
    )
    out(f"Steadiness: correlation of consecutive changes {steady.correlation():+.3f}; "
        f"{steady.points} turning points: {steady.forced / points:.1%} on a forced move, "
        f"{steady.round_end / points:.1%} on a round's last action, {steady.undone / points:.1%} undone within {LASTING}; "
        f"mean swing of a round's last action {mean_end:.4f}, of the others {mean_other:.4f}")  # fmt: skip
    figures = {
        "games": tables,
        "plain": args.plain,
        "actions": actions,
        "by_kind_mid_game": {k: mid[k].row() for k in kinds},
        "by_kind_whole_game": {k: whole[k].row() for k in kinds},
        "brier": round(brier, 5),
        "brier_mid_game": round(brier_mid, 5),
        "calibration_gap_mid_game": worst_gap,
        "change_correlation": round(steady.correlation(), 4),
        "change_correlation_abs": round(abs(steady.correlation()), 4),
        "turning_points": steady.points,
        "turning_forced_share": round(steady.forced / points, 4),
        "turning_round_end_share": round(steady.round_end / points, 4),
        "turning_undone_share": round(steady.undone / points, 4),
        "round_end_swing_ratio": round(mean_end / mean_other, 3) if mean_other else None,
        "cpu_seconds": round(cpu, 1),
    }
    out(json.dumps(figures))


if __name__ == "__main__":
    sys.exit(main())
