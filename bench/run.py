"""`make bench`: run the benchmark scripts of this folder one after another, sum up the figures that
have targets, and write everything the run measured to bench/README.md.

    python bench/run.py                   # every script in SCRIPTS; writes bench/README.md
    python bench/run.py engine search     # only these scripts (the report lists those left out)
    python bench/run.py --out report.md   # write the report elsewhere

The report is the only place the project keeps benchmark figures: it is generated, never edited by
hand, and records the machine and the date of the run, because the wall-clock figures depend on both.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPORT = HERE / "README.md"

#: Every benchmark script (bench/bench_<name>.py), in the order `make bench` runs them, with what it
#: measures: the cheap ones first, the bots' strength (the longest) last.
SCRIPTS: tuple[tuple[str, str], ...] = (
    ("engine", "Engine speed: random-bot games per second, the cost of a clone and of a sampled world"),
    ("search", "Hard's search width: worlds per decision, and how its pruning settles decisions"),
    ("saves", "Saves: the autosave's cost per action, the time to resume a long game, 2,000 saves' screens"),
    ("app", "App speed: frame time of a busy table, start-up time, frame rate while Hard thinks"),
    ("coach_ui", "The review's frame rate while the coach analyses; reading Your games"),
    ("analysis", "The coach's analysis time for a long and a typical game"),
    ("kill", "Killing the app at random moments: actions lost, finished games as replayed"),
    ("memory", "Memory over 2,000 bot games in one process"),
    ("calibration", "The coach's chances per kind of player (Hard, strangers) and their steadiness"),
    ("charges", "The coach's costliest choices: charges a game of the winners and of the losers"),
    ("dist", "Standalone builds: size and time to the first frame (needs a build in dist/)"),
    ("ai", "Bot strength and speed: seat-rotated matches between the levels"),
)

# (script, JSON key, what it is, target: the figure must be at least this)
TARGETS: tuple[tuple[str, str, str, float], ...] = (
    ("engine", "random_games_per_second_4p", "random 4-player games per second (wall clock, one core)", 1800),
    ("engine", "random_games_per_cpu_second_4p", "random 4-player games per CPU second", 1800),
    (
        "engine",
        "random_games_per_second_8p_darkcity",
        "random 8-player Dark City games per second (wall clock)",
        500,
    ),
    (
        "engine",
        "random_games_per_cpu_second_8p_darkcity",
        "random 8-player Dark City games per CPU second",
        500,
    ),
    # the 2016 presets at 8 players (the rank-9 card, the Cardinal's and the Thieves' Den's many ways to
    # pay): held to Dark City's bar, the largest game Hard searches
    (
        "engine",
        "random_games_per_cpu_second_8p_2016",
        "random 8-player games with the 2016 presets per CPU second",
        500,
    ),
)
# Hard's search width (worlds per decision) is reported by bench_search.py without a target: what
# counts for Hard is its strength and its decision time (bench_ai.py, docs/ai.md).

# (script, JSON key, what it is, limit: the figure must be at most this)
LIMITS: tuple[tuple[str, str, str, float], ...] = (
    ("memory", "rss_growth_mb", "RSS growth (MB) from game 200 to 2,000 of bot games in one process", 10),
    (
        "memory",
        "rss_growth_mb_from_first",
        "RSS growth (MB) from the first game to 2,000 (bot games, their logs drawn) in one process",
        40,
    ),
    ("saves", "menu_first_frame_cpu_s", "main menu's first frame with 2,000 saves (CPU seconds)", 0.3),
    ("saves", "list_first_frame_cpu_s", "saved-games list's first frame with 2,000 saves (CPU seconds)", 0.5),
)

# (script, JSON key, what it is, bound, whether the figure must be at most (True) or at least the bound)
COACH: tuple[tuple[str, str, str, float, bool], ...] = (
    (
        "analysis",
        "analysis_seconds_400",
        "coach: analysis of a ~400-action 4-player game (CPU seconds, one core)",
        30,
        True,
    ),
    ("calibration", "brier", "coach: Brier score per seat, mixed tables with Hard and strangers", 0.13, True),
    (
        "analysis",
        "analysis_seconds_8p_all",
        "coach: analysis of an 8-player Dark City game, every seat examined (CPU seconds, one core)",
        20,
        True,
    ),
    (
        "calibration",
        "calibration_gap_mid_game",
        "coach: largest |mean chance - win rate| of a kind of player at mid-game",
        0.05,
        True,
    ),
    ("calibration", "change_correlation_abs", "coach: |correlation of consecutive changes|", 0.05, True),
    ("calibration", "turning_undone_share", "coach: turning points undone within three moves", 0.10, True),
    (
        "charges",
        "difference_high",
        "coach: charges a game, winner minus losers (top of its 95% interval)",
        0.0,
        True,
    ),
)


@dataclass(frozen=True)
class Outcome:
    """One script's run: its exit status, wall-clock seconds and everything it printed."""

    status: int
    seconds: float
    output: str


@dataclass(frozen=True)
class Verdict:
    label: str
    value: float
    target: str  # e.g. ">= 1,800"
    met: bool


def script_path(name: str) -> Path:
    return HERE / f"bench_{name}.py"


def split_output(output: str) -> tuple[dict[str, object], str]:
    """The first JSON object a benchmark script printed (empty when there is none), and the rest of
    what it printed."""
    start = output.find("{")
    while start >= 0:
        try:
            found, length = json.JSONDecoder().raw_decode(output[start:])
        except json.JSONDecodeError:
            start = output.find("{", start + 1)
            continue
        if not isinstance(found, dict):
            return {}, output
        return found, (output[:start] + output[start + length :]).strip("\n")
    return {}, output


def figures_in(output: str) -> dict[str, object]:
    """The first JSON object a benchmark script printed (empty when there is none)."""
    return split_output(output)[0]


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:g}" if abs(value) < 1000 else f"{value:,.1f}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    if isinstance(value, str):
        return value.replace("|", "\\|")
    if isinstance(value, int | bool) or value is None:
        return json.dumps(value)
    return json.dumps(value, separators=(", ", ": "))


def figure_tables(figures: dict[str, object]) -> list[str]:
    """A script's JSON figures as Markdown: one table of every value by its dotted key, and a table of
    its own for each list of records (a reliability table, say)."""
    rows: list[tuple[str, object]] = []
    records: list[tuple[str, list[dict[str, object]]]] = []

    def walk(prefix: str, value: object) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(f"{prefix}.{key}" if prefix else str(key), inner)
        elif isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
            records.append((prefix, value))
        else:
            rows.append((prefix, value))

    walk("", figures)
    out: list[str] = []
    if rows:
        out += ["| figure | value |", "|---|---|"]
        out += [f"| `{key}` | {_cell(value)} |" for key, value in rows]
    for key, items in records:
        columns = list(dict.fromkeys(column for item in items for column in item))
        out += ["", f"`{key}`:", "", "| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
        out += ["| " + " | ".join(_cell(item.get(column, "")) for column in columns) + " |" for item in items]
    return out


def run(script: Path) -> Outcome:
    """Run one script, showing its output as it comes, and return how it went."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, str(script)], cwd=HERE.parent, stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout is not None
    lines: list[str] = []
    for line in proc.stdout:
        print(line, end="", flush=True)
        lines.append(line)
    status = proc.wait()
    return Outcome(status, time.perf_counter() - start, "".join(lines))


def verdicts(results: dict[str, dict[str, object]]) -> list[Verdict]:
    """The figures that have targets, each with its verdict (those a script did not print are left out)."""
    out: list[Verdict] = []
    for name, key, label, target in TARGETS:
        value = results.get(name, {}).get(key)
        if isinstance(value, int | float):
            out.append(Verdict(label, float(value), f">= {target:,.0f}", value >= target))
    for name, key, label, limit in LIMITS:
        value = results.get(name, {}).get(key)
        if isinstance(value, int | float):
            out.append(Verdict(label, float(value), f"<= {limit:,g}", value <= limit))
    for name, key, label, bound, at_most in COACH:
        value = results.get(name, {}).get(key)
        if isinstance(value, int | float):
            met = value <= bound if at_most else value > bound
            out.append(Verdict(label, float(value), f"{'<=' if at_most else '>'} {bound:g}", met))
    return out


def summary(results: dict[str, dict[str, object]]) -> list[str]:
    """The verdicts as lines for the terminal."""
    return [
        f"  {v.label}: {_number(v.value)} (target {v.target}: {'met' if v.met else 'NOT met'})"
        for v in verdicts(results)
    ]


def _number(value: float) -> str:
    return f"{value:,.1f}" if abs(value) >= 100 else f"{value:.4g}"


def cpu_model() -> str:
    """The processor's name as the system reports it."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine() or "unknown processor"


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def cores() -> str:
    """How many cores the machine has, and which of them this run may use when it is pinned
    (`taskset`), since one-core figures depend on it."""
    total = os.cpu_count() or 0
    if not hasattr(os, "sched_getaffinity"):
        return f"{total} cores"
    usable = sorted(os.sched_getaffinity(0))
    if len(usable) >= total:
        return f"{total} cores"
    return f"{total} cores, the run pinned to core {', '.join(map(str, usable))}"


def machine() -> str:
    """One line: the processor, its cores, the system, Python and pygame-ce."""
    return (
        f"{cpu_model()}, {cores()}; {platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}; pygame-ce {_version('pygame-ce')}"
    )


def duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"


def load_average() -> str:
    if not hasattr(os, "getloadavg"):
        return "not available"
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def report(
    outcomes: dict[str, Outcome],
    *,
    started: datetime,
    machine_line: str,
    load: str,
    command: str,
) -> str:
    """bench/README.md for one run: what was run where and when, the verdicts, each script's output."""
    results = {name: figures_in(o.output) for name, o in outcomes.items()}
    left_out = [name for name, _ in SCRIPTS if name not in outcomes]
    total = sum(o.seconds for o in outcomes.values())
    lines = [
        "# Benchmark figures",
        "",
        "Generated by `make bench` from its own run. Do not edit it by hand: run `make bench` again and",
        "commit this file. Wall-clock figures depend on the machine and on what else it was running (the",
        "load average below); the CPU-time figures are steadier.",
        "",
        f"- **Command**: `{command}`, {duration(total)} in all",
        f"- **Date**: {started:%Y-%m-%d %H:%M} UTC",
        f"- **Machine**: {machine_line}",
        f"- **Load average at the start**: {load}",
        f"- **Scripts run**: {', '.join(f'`bench_{n}.py`' for n in outcomes) or 'none'}",
        f"- **Left out**: {', '.join(f'`bench_{n}.py`' for n in left_out) if left_out else 'none'}",
        "",
        "## Targets",
        "",
    ]
    found = verdicts(results)
    if found:
        lines += ["| figure | value | target | verdict |", "|---|---|---|---|"]
        lines += [
            f"| {v.label} | {_number(v.value)} | {v.target} | {'met' if v.met else 'NOT met'} |"
            for v in found
        ]
    else:
        lines.append("No script with a summed-up target was run.")
    lines.append("")
    lines.append("Below, each script's figures and what it printed, its own targets and verdicts included.")
    for name, what in SCRIPTS:
        outcome = outcomes.get(name)
        if outcome is None:
            continue
        status = "finished" if outcome.status == 0 else f"exit status {outcome.status}"
        figures, text = split_output(outcome.output)
        lines += [
            "",
            f"## bench_{name}.py",
            "",
            f"{what}. `python bench/bench_{name}.py`: {status} in {duration(outcome.seconds)}.",
        ]
        if figures:
            lines += ["", *figure_tables(figures)]
        if text.strip():
            lines += ["", "```text", text.rstrip(), "```"]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    names = [name for name, _ in SCRIPTS]
    parser.add_argument(
        "only", nargs="*", metavar="SCRIPT", help=f"only these scripts: any of {', '.join(names)}"
    )
    parser.add_argument(
        "--out", type=Path, default=REPORT, help="where to write the report (default: bench/README.md)"
    )
    args = parser.parse_args(argv)
    unknown = [name for name in args.only if name not in names]
    if unknown:
        parser.error(f"no such benchmark: {', '.join(unknown)} (choose from {', '.join(names)})")
    started = datetime.now(UTC)
    load = load_average()
    outcomes: dict[str, Outcome] = {}
    for name, _ in SCRIPTS:
        if args.only and name not in args.only:
            continue
        print(f"== bench_{name}.py", flush=True)
        outcomes[name] = run(script_path(name))
    results = {name: figures_in(o.output) for name, o in outcomes.items()}
    lines = summary(results)
    if lines:
        print("== targets (wall-clock figures are low on a busy machine: see the CPU ones)")
        print("\n".join(lines))
    command = " ".join(["python bench/run.py", *args.only])
    text = report(outcomes, started=started, machine_line=machine(), load=load, command=command)
    args.out.write_text(text, encoding="utf-8")
    print(f"== written: {args.out}")
    return 1 if any(o.status != 0 for o in outcomes.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
