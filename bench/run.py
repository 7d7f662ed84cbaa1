"""`make bench`: run every benchmark script in this folder (bench_*.py), one after another, then sum up
the speed figures issue 11 sets targets for (random games per second, Hard's worlds per decision) and
the memory figure of issue 24 (the growth over 2,000 games in one process), the coach's (issue 21: the
analysis time of a long game, the Brier score of its chances) and the bots' strength rows (`bench_ai.py`:
win rates with their intervals, decision p95, the command that made each row).

    python bench/run.py [engine search ...]   # only these scripts (bench_engine.py, bench_search.py)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (script, JSON key, what it is, target: the figure must be at least this)
TARGETS: tuple[tuple[str, str, str, float], ...] = (
    ("engine", "random_games_per_second_4p", "random 4-player games per second (wall clock, one core)", 1800),
    ("engine", "random_games_per_cpu_second_4p", "random 4-player games per CPU second", 1800),
    ("engine", "random_games_per_second_8p_darkcity", "random 8-player Dark City games per second (wall clock)", 500),
    ("engine", "random_games_per_cpu_second_8p_darkcity", "random 8-player Dark City games per CPU second", 500),
    ("search", "worlds_median", "Hard: median worlds per 0.25 s decision (wall clock, needs an idle core)", 600),
    ("search", "worlds_median_per_cpu_budget", "Hard: median worlds per 0.25 s of CPU time", 600),
)

# (script, JSON key, what it is, limit: the figure must be at most this)
LIMITS: tuple[tuple[str, str, str, float], ...] = (
    ("memory", "rss_growth_mb", "RSS growth (MB) from game 200 to 2,000 of bot games in one process", 10),
)


# (script, JSON key, what it is, bound, whether the figure must be at most (True) or at least the bound)
COACH: tuple[tuple[str, str, str, float, bool], ...] = (
    ("analysis", "analysis_seconds_400", "coach: analysis of a ~400-action 4-player game (CPU seconds, one core)", 30, True),
    ("calibration", "brier_skill", "coach: Brier skill of the chances against the uniform guess (1 - Brier/uniform's)", 0, False),
)


def figures_in(output: str) -> dict[str, object]:
    """The first JSON object a benchmark script printed (empty when there is none)."""
    start = output.find("{")
    while start >= 0:
        try:
            found, _ = json.JSONDecoder().raw_decode(output[start:])
        except json.JSONDecodeError:
            start = output.find("{", start + 1)
            continue
        return found if isinstance(found, dict) else {}
    return {}


def run(script: Path) -> tuple[int, str]:
    """Run one script, showing its output as it comes, and return its exit status and output."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, str(script)], cwd=HERE.parent, stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout is not None
    lines: list[str] = []
    for line in proc.stdout:
        print(line, end="", flush=True)
        lines.append(line)
    return proc.wait(), "".join(lines)


def summary(results: dict[str, dict[str, object]]) -> list[str]:
    out: list[str] = []
    for name, key, label, target in TARGETS:
        value = results.get(name, {}).get(key)
        if not isinstance(value, int | float):
            continue
        verdict = "met" if value >= target else "NOT met"
        out.append(f"  {label}: {value:,.1f} (target >= {target:,.0f}: {verdict})")
    for name, key, label, limit in LIMITS:
        value = results.get(name, {}).get(key)
        if not isinstance(value, int | float):
            continue
        verdict = "met" if value <= limit else "NOT met"
        out.append(f"  {label}: {value:,.1f} (target <= {limit:,.0f}: {verdict})")
    for name, key, label, bound, at_most in COACH:
        value = results.get(name, {}).get(key)
        if not isinstance(value, int | float):
            continue
        verdict = "met" if (value <= bound if at_most else value > bound) else "NOT met"
        out.append(f"  {label}: {value:.4g} (target {'<=' if at_most else '>'} {bound:g}: {verdict})")
    return out


def strength_summary(results: dict[str, dict[str, object]]) -> list[str]:
    """The strength rows `bench_ai.py` reported, each with its target and its command."""
    rows = results.get("ai", {}).get("strength")
    out: list[str] = []
    if not isinstance(rows, list):
        return out
    for r in rows:
        lo, hi = r["ci95"]
        target = r["target"]
        goal = f"target >= {100 * target:.0f}%" if isinstance(target, float) else f"chance {100 * r['chance']:.0f}%"
        verdict = "met" if r["ok"] else "NOT met"
        out.append(
            f"  {r['match']}: {100 * r['win_rate']:.1f}% of {r['games']} [{100 * lo:.1f}, {100 * hi:.1f}] "
            f"({goal}: {verdict}); p95 {r['p95_ms']:.0f} ms"
        )
        out.append(f"      {r['command']}")
    return out


def main() -> int:
    failed = 0
    only = sys.argv[1:]
    results: dict[str, dict[str, object]] = {}
    for script in sorted(HERE.glob("bench_*.py")):
        name = script.stem.removeprefix("bench_")
        if only and name not in only:
            continue
        print(f"== {script.name}", flush=True)
        status, output = run(script)
        failed |= status != 0
        results[name] = figures_in(output)
    lines = summary(results)
    if lines:
        print("== targets (issues 11, 21 and 24; wall-clock figures are low on a busy machine, see the CPU ones)")
        print("\n".join(lines))
    strength = strength_summary(results)
    if strength:
        print("== strength (bench_ai.py; Hard at its default budget is a wall-clock figure: note the load)")
        print("\n".join(strength))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
