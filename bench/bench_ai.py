"""Bot strength and speed: seat-rotated matches between the levels, with 95% intervals.

    python bench/bench_ai.py            # smaller game counts (about 10 minutes on 2 cores)
    python bench/bench_ai.py --full     # the full game counts (Hard vs Medium alone takes hours)
    python bench/bench_ai.py --only hard --hard-iterations 40
    python bench/bench_ai.py --only issue22 --full --workers 1   # the figures of docs/ai.md

Each match puts one bot of the tested level against bots of the level below (or Hard against three
Medium bots, or a mixed table); the table gives the tested bot's win rate per seat, its Wilson 95%
interval, the chance rate, and the decision times (p50/p95, ms) of the tested bot and of its
opponents, and each row's `citadels simulate` command. Targets: Medium >= 85% against random (4
players); Easy and Medium clearly above chance against the level below; Hard >= 40% against Medium
with the interval's low end above 35% (and >= 50% against three rushers); each league bot >= 85%
against random and the rusher >= 35% against three Medium bots; the careful expert >= 45% against
three Medium bots; Hard at its default budget >= 55% against three careful experts, >= 60% at the
mixed table (careful, rusher, Medium) and >= 55% against three Medium bots with the Dark City
characters; Hard p95 <= 500 ms, Easy/Medium p95 <= 10 ms. The Hard rows at the default budget are
wall-clock figures: run them on a quiet core (`taskset -c 1`, `--workers 1`) and note the load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from citadels.cli.simulate import run_simulation, wilson_interval  # noqa: E402
from citadels.engine import Ruleset  # noqa: E402
from citadels.engine.presets_2016 import PRESETS_2016  # noqa: E402


@dataclass(frozen=True)
class Match:
    group: str
    tested: str
    opponent: str  # the bot in every other seat, or a comma-separated line-up of them
    players: int
    ruleset: Ruleset
    games: int  # default (quick) count
    full: int  # the full count (--full)
    target: float | None = None  # minimum win rate (None: clearly above chance)
    characters: str = "classic"

    def names(self) -> list[str]:
        others = self.opponent.split(",")
        return [self.tested] + (others if len(others) > 1 else others * (self.players - 1))

    def command(self, games: int, seed: int, workers: int, options: dict[str, object]) -> str:
        """The `citadels simulate` line that plays this match."""
        words = [
            "citadels simulate",
            f"--players {self.players}",
            f"--games {games}",
            f"--seed {seed}",
            f"--bots {','.join(self.names())}",
            f"--workers {workers}",
        ]
        if self.ruleset != "classic":
            words.append(f"--ruleset {self.ruleset}")
        if self.characters != "classic":
            words.append(f"--characters {self.characters}")
        for key, value in options.items():
            words.append(f"--{key.replace('_', '-')} {value}")
        return " ".join(words)


MATCHES: tuple[Match, ...] = (
    Match("main", "medium", "random", 4, "classic", 1000, 1000, 0.85),
    Match("main", "easy", "random", 4, "classic", 400, 1000),
    Match("main", "medium", "easy", 4, "classic", 400, 1000),
    Match("hard", "hard", "medium", 4, "classic", 40, 500, 0.40),
    Match("hard", "hard", "rusher", 4, "classic", 40, 300, 0.50),
    Match("league", "rusher", "medium", 4, "classic", 1000, 2000, 0.35),
    Match("league", "rusher", "random", 4, "classic", 400, 1000, 0.85),
    Match("league", "fortress", "random", 4, "classic", 400, 1000, 0.85),
    Match("league", "raider", "random", 4, "classic", 400, 1000, 0.85),
    Match("league", "hoarder", "random", 4, "classic", 400, 1000, 0.85),
    Match("league", "noisy", "random", 4, "classic", 400, 1000, 0.85),
    Match("table", "medium", "random", 2, "classic", 200, 200),
    Match("table", "medium", "random", 3, "classic", 200, 200),
    Match("table", "medium", "random", 5, "classic", 200, 200),
    Match("table", "medium", "random", 6, "classic", 200, 200),
    Match("table", "medium", "random", 7, "classic", 200, 200),
    Match("table", "medium", "random", 4, "classic_variant", 200, 200),
    Match("table", "medium", "random", 4, "short", 200, 200),
    Match("table", "medium", "easy", 2, "classic", 200, 400),
    Match("table", "medium", "easy", 6, "classic", 200, 400),
    Match("table", "easy", "random", 7, "short", 200, 400),
    Match("hard", "hard", "medium", 2, "classic", 12, 100),
    Match("hard", "hard", "medium", 3, "classic", 12, 100),
    Match("hard", "hard", "medium", 6, "classic", 8, 60),
    Match("hard", "hard", "medium", 4, "short", 8, 60),
    # issue 22: the careful expert, and Hard against careful strangers (the docs/ai.md figures)
    Match("issue22", "careful", "medium", 4, "classic", 1000, 2000, 0.45),
    Match("issue22", "hard", "careful", 4, "classic", 40, 300, 0.55),
    Match("issue22", "hard", "rusher", 4, "classic", 40, 300, 0.58),
    Match("issue22", "hard", "medium", 4, "classic", 40, 300, 0.75),
    Match("issue22", "hard", "careful,rusher,medium", 4, "classic", 40, 300, 0.60),
    Match("issue22", "hard", "medium", 4, "classic", 40, 300, 0.55, characters="darkcity"),
    # the 2016 box's presets (RULES.md §9.10, issue 35): Medium >= 90% against random with each; Hard
    # >= 60% against Medium over the seven (the pooled row; 43 games each, 301 in all)
    *(Match("2016", "medium", "random", 4, "classic", 100, 300, 0.90, characters=p) for p in PRESETS_2016),
    *(Match("2016", "hard", "medium", 4, "classic", 6, 43, characters=p) for p in PRESETS_2016),
)
#: the pooled rows: (group, tested, opponent) -> the target over every preset's games together
POOLED = {("2016", "hard", "medium"): 0.60}


def run_match(m: Match, games: int, workers: int, options: dict[str, object], seed: int) -> dict[str, object]:
    names = m.names()
    result = run_simulation(
        players=m.players,
        games=games,
        seed=seed,
        bot_names=names,
        ruleset=m.ruleset,
        workers=workers,
        bot_options=options,
        characters=m.characters,  # type: ignore[arg-type]
    )
    summary = result.to_dict()
    bots = summary["bots"]
    assert isinstance(bots, dict)
    tested, other = bots[m.tested], bots[names[1]]
    lo, hi = tested["win_rate_ci95"]
    chance = 1 / m.players
    if m.target is not None:
        ok = tested["win_rate"] >= m.target and (m.tested != "hard" or lo > 0.35)
    else:
        ok = lo > chance
    mixed = len(m.opponent.split(",")) > 1
    against = m.opponent.replace(",", ", ") if mixed else f"{m.players - 1} {m.opponent}"
    return {
        "match": f"{m.tested} vs {against}" + (f" ({m.characters})" if m.characters != "classic" else ""),
        "wins": tested["wins"],
        "command": m.command(games, seed, workers, options),
        "players": m.players,
        "ruleset": m.ruleset,
        "games": games,
        "win_rate": tested["win_rate"],
        "ci95": [lo, hi],
        "chance": round(chance, 3),
        "target": m.target,
        "ok": ok,
        "p50_ms": tested["decision_ms"]["p50"],
        "p95_ms": tested["decision_ms"]["p95"],
        "opp_p50_ms": other["decision_ms"]["p50"],
        "opp_p95_ms": other["decision_ms"]["p95"],
        "seconds": summary["seconds"],
    }


def format_row(r: dict[str, object]) -> str:
    lo, hi = r["ci95"]  # type: ignore[misc]
    target = r["target"]
    goal = f">= {target:.2f}" if isinstance(target, float) else f"> {r['chance']:.3f}"
    return (
        f"{r['match']:<36}{r['players']:>3} {r['ruleset']:<16}{r['games']:>6}{r['win_rate']:>8.3f}"
        f"{f'[{lo:.3f}, {hi:.3f}]':>17}  {goal:<9}{'ok' if r['ok'] else 'LOW':<5}"
        f"{r['p50_ms']:>9.2f}{r['p95_ms']:>9.2f}{r['opp_p50_ms']:>9.3f}{r['opp_p95_ms']:>9.3f}{r['seconds']:>8.1f}"
    )


HEADER = (
    f"{'match':<36}{'n':>3} {'ruleset':<16}{'games':>6}{'win':>8}{'95% interval':>17}  {'target':<9}{'':<5}"
    f"{'p50 ms':>9}{'p95 ms':>9}{'opp p50':>9}{'opp p95':>9}{'sec':>8}"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--full", action="store_true", help="the full game counts")
    parser.add_argument(
        "--only",
        choices=["main", "hard", "table", "league", "issue22", "2016"],
        help="run one group of matches",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-time", type=float, default=None, help="Hard's time budget per decision (s)")
    parser.add_argument("--hard-iterations", type=int, default=None, help="Hard's fixed budget (worlds)")
    parser.add_argument("--json", type=Path, help="also write the rows to this file")
    args = parser.parse_args(argv)
    options: dict[str, object] = {}
    if args.hard_time is not None:
        options["hard_time"] = args.hard_time
    if args.hard_iterations is not None:
        options["hard_iterations"] = args.hard_iterations
    budget = (
        f"{args.hard_iterations} worlds per decision"
        if args.hard_iterations is not None
        else f"{args.hard_time if args.hard_time is not None else 'default'} s per decision"
    )
    print(
        f"bot strength ({'full' if args.full else 'quick'} counts, {args.workers} workers; Hard budget: {budget})"
    )
    print(HEADER, flush=True)
    rows: list[dict[str, object]] = []
    played: list[Match] = []
    start = time.perf_counter()
    for m in MATCHES:
        if args.only and m.group != args.only:
            continue
        played.append(m)
        row = run_match(m, m.full if args.full else m.games, args.workers, options, args.seed)
        rows.append(row)
        print(format_row(row), flush=True)
        print(f"    {row['command']}", flush=True)
    for (group, tested, opponent), target in POOLED.items():
        pooled = [
            r
            for m, r in zip(played, rows, strict=True)
            if (m.group, m.tested, m.opponent) == (group, tested, opponent)
        ]
        if pooled:
            games = sum(int(str(r["games"])) for r in pooled)
            wins = sum(int(str(r["wins"])) for r in pooled)
            lo, hi = wilson_interval(wins, games)
            row = {"match": f"{tested} vs 3 {opponent}, the {group} presets pooled", "games": games,
                   "win_rate": wins / games, "ci95": [lo, hi], "target": target, "ok": wins / games >= target}  # fmt: skip
            rows.append(row)
            print(f"{row['match']}: {wins}/{games} = {wins / games:.1%} [{lo:.1%}, {hi:.1%}], target >= {target:.0%}: "
                  f"{'met' if row['ok'] else 'NOT met'}", flush=True)  # fmt: skip
    print(f"total {time.perf_counter() - start:.0f} s")
    speed_ok = all(
        float(str(r["p95_ms"])) <= (500 if str(r["match"]).startswith("hard") else 10)
        for r in rows
        if "p95_ms" in r
    )
    print("decision p95 targets (Hard <= 500 ms, Easy/Medium <= 10 ms):", "met" if speed_ok else "NOT met")
    if args.json is not None:
        args.json.write_text(json.dumps(rows, indent=2))
    print(json.dumps({"strength": rows}))  # for `bench/run.py`'s report
    return 0


if __name__ == "__main__":
    sys.exit(main())
