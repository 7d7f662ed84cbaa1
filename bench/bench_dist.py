"""Standalone builds: size of the one-file executable and time from start to the first frame.

    python bench/bench_dist.py            # measure the builds in dist/ (skips, exit 0, if there are none)
    python bench/bench_dist.py --build    # build them first (python build/build.py --if-stale)
    python bench/bench_dist.py --runs 9 --json

Start time is measured from just before the process is started to the moment the game prints
``first-frame <time>`` right after its first ``display.flip`` (the ``CIUDADELAS_EXIT_AFTER_FIRST_FRAME``
hook in ``App.run``), in a clean environment (no virtualenv, a fresh HOME, an empty working folder).
Under SDL's dummy video driver always, and under a real X server (Xvfb) when one is installed.
Limits: one-file ≤ 40 MB; first frame ≤ 2 s one-file, ≤ 1 s one-folder (median of the runs after
a first one that warms the OS file cache), and ≤ 1.5 s for that first start of the one-folder build
(what the installer installs: a player's first start after installing, a fresh HOME with no
settings). Exit 1 if a limit is broken.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMITS = {"onefile_mb": 40.0, "onefile_start_s": 2.0, "onedir_start_s": 1.0, "onedir_first_start_s": 1.5}


def _load_build() -> object:
    spec = importlib.util.spec_from_file_location("citadels_build", ROOT / "build" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


def tree_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


class Xvfb:
    """A private X server for the duration of a ``with`` block (display number chosen by Xvfb)."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""

    def __enter__(self) -> Xvfb:
        read_fd, write_fd = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write_fd,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.__exit__()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def first_frame(exe: Path, display: str | None) -> tuple[float, float]:
    """(seconds to the first frame, seconds until the process had exited) for one cold-ish start."""
    with tempfile.TemporaryDirectory(prefix="citadels-bench-") as tmp:
        env = build.clean_env(Path(tmp))  # type: ignore[attr-defined]
        env["CIUDADELAS_EXIT_AFTER_FIRST_FRAME"] = "1"
        if display:
            env.pop("SDL_VIDEODRIVER")
            env["DISPLAY"] = display
        started = time.time()
        result = subprocess.run([str(exe)], cwd=tmp, env=env, capture_output=True, text=True, timeout=120)
        ended = time.time()
    stamp = [line for line in result.stdout.splitlines() if line.startswith("first-frame ")]
    if result.returncode != 0 or not stamp:
        raise RuntimeError(
            f"{exe} did not reach a first frame (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
        )
    return float(stamp[0].split()[1]) - started, ended - started


def measure(exe: Path, runs: int, display: str | None) -> dict[str, float]:
    first, _gone = first_frame(exe, display)  # also warms the OS file cache for the runs that follow
    frames, totals = zip(*(first_frame(exe, display) for _ in range(runs)), strict=True)
    return {
        "first_s": round(first, 3),
        "median_s": round(statistics.median(frames), 3),
        "min_s": round(min(frames), 3),
        "max_s": round(max(frames), 3),
        "exit_median_s": round(statistics.median(totals), 3),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--build", action="store_true", help="build (if stale) before measuring")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    if args.build:
        subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--if-stale"], check=True)
    onefile, onedir = build.onefile_exe(), build.onedir_exe()  # type: ignore[attr-defined]
    present = {name: exe for name, exe in (("onefile", onefile), ("onedir", onedir)) if exe.is_file()}
    if not present:
        print(
            "bench_dist: no build in dist/ (run `make dist` or `python bench/bench_dist.py --build`); skipped"
        )
        return 0
    stale = [k for k in present if not build.is_up_to_date(k)]  # type: ignore[attr-defined]

    figures: dict[str, object] = {
        "version": build.project_version(),
        "platform": f"{build.os_name()}-{build.arch_name()}",
    }  # type: ignore[attr-defined]
    if stale:
        figures["stale"] = stale
    if "onefile" in present:
        figures["onefile_mb"] = round(onefile.stat().st_size / 1e6, 1)
    if "onedir" in present:
        figures["onedir_mb"] = round(tree_size(build.onedir_root()) / 1e6, 1)  # type: ignore[attr-defined]
    archive = build.archive_path()  # type: ignore[attr-defined]
    if archive.is_file():
        figures["archive_mb"] = round(archive.stat().st_size / 1e6, 1)

    drivers: list[tuple[str, str | None]] = [("dummy", None)]
    xvfb = Xvfb() if shutil.which("Xvfb") and sys.platform.startswith("linux") else None
    try:
        if xvfb is not None:
            drivers.append(("xvfb", xvfb.__enter__().display))
        for driver, display in drivers:
            for kind, exe in present.items():
                figures[f"{kind}_start_{driver}"] = measure(exe, args.runs, display)
    finally:
        if xvfb is not None:
            xvfb.__exit__()

    failures = []
    if "onefile_mb" in figures and figures["onefile_mb"] > LIMITS["onefile_mb"]:  # type: ignore[operator]
        failures.append(f"one-file is {figures['onefile_mb']} MB > {LIMITS['onefile_mb']} MB")
    for driver, _display in drivers:
        for kind in present:
            median = figures[f"{kind}_start_{driver}"]["median_s"]  # type: ignore[index]
            limit = LIMITS[f"{kind}_start_s"]
            if median > limit:
                failures.append(f"{kind} first frame ({driver}) {median} s > {limit} s")
            first = figures[f"{kind}_start_{driver}"]["first_s"]  # type: ignore[index]
            first_limit = LIMITS.get(f"{kind}_first_start_s")
            if first_limit is not None and first > first_limit:
                failures.append(f"{kind} first start ({driver}) {first} s > {first_limit} s")
    figures["failures"] = failures

    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"Ciudadelas {figures['version']} standalone builds on {figures['platform']}"
            + (f" (STALE: {', '.join(stale)}; run make dist)" if stale else "")
        )
        for key in ("onefile_mb", "onedir_mb", "archive_mb"):
            if key in figures:
                limit = f"   (limit {LIMITS[key]} MB)" if key in LIMITS else ""
                print(f"  {key.replace('_mb', ''):<10} {figures[key]:>6} MB{limit}")
        print(f"  start → first frame, median of {args.runs} (min–max), clean env:")
        for driver, _display in drivers:
            for kind in present:
                m = figures[f"{kind}_start_{driver}"]
                print(
                    f"  {kind:<8} {driver:<6} {m['median_s']:.3f} s ({m['min_s']:.3f}–{m['max_s']:.3f}); "  # type: ignore[index]
                    f"process gone after {m['exit_median_s']:.3f} s   (limit {LIMITS[f'{kind}_start_s']} s)"
                )  # type: ignore[index]
                first_limit = LIMITS.get(f"{kind}_first_start_s")
                print(
                    f"  {'':<8} {'':<6} first start {m['first_s']:.3f} s"  # type: ignore[index]
                    + (f"   (limit {first_limit} s)" if first_limit is not None else "")
                )
        for failure in failures:
            print(f"  FAIL: {failure}")
        if not failures:
            print("  all within limits")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
