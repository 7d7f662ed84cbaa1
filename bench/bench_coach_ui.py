"""The review's frame rate while the coach analyses the game (target: at least 50 fps), and how
quickly the Your games screen reads a folder of saves.

* ``fps_while_analysing``: the real loop, paced at 60 fps as the app paces it, on the review of a
  finished 4-player game (every seat a person, so the costliest choices of all four are searched: a
  long analysis) from the moment the review opens until the analysis is done; the pointer moves over
  the graph and the review steps a move every few frames. The analysis runs in its worker process
  (``backend: process``); the same run with the analysis in a thread of the app's process (the
  fallback when no process can start), and the same loop with no analysis at all (what the machine
  gives any screen), are given for comparison.
  ``frame_cpu_ms``: the app process's own CPU time per frame (with the analysis in its process, the
  frame's cost alone): the frame rate a free core sustains, whatever else the machine runs.
* ``your_games``: the time until Your games has read 300 saves, the first time (each game replayed)
  and the next (from the saves index), and the worst frame meanwhile.

Prints one JSON object.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CIUDADELAS_HOME", tempfile.mkdtemp(prefix="ciudadelas-bench-"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _app(size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from citadels.app.app import App
    from citadels.system.settings import Settings

    return App(
        headless=True,
        size=size,
        settings=Settings(language="en", window_size=size, sound=False),
        persist=False,
    )


def fps_while_analysing(backend: str, seed: int = 4, seconds: float = 600) -> dict[str, object]:
    """`backend`: "process", "thread", or "none" (no analysis: the same loop for `seconds`, to compare)."""
    import pygame

    from citadels.app.demo import finished_session
    from citadels.app.scenes.review import ReviewScene

    session = finished_session(4, seed, humans=4)
    app = _app((1280, 720))
    app.coaching.enabled = backend != "none"
    app.coaching.use_process = "auto" if backend == "process" else "never"
    app.coaching.saves = Path(tempfile.mkdtemp(prefix="ciudadelas-bench-store-"))  # nothing kept from before
    app.nav.menu()
    app.nav.review(session)
    review = app.manager.top
    assert isinstance(review, ReviewScene) and (review.job is not None or backend == "none")
    job = review.job
    clock = pygame.time.Clock()
    clock.tick()
    intervals: list[float] = []
    work: list[float] = []
    work_cpu: list[float] = []  # this process's CPU seconds per frame (all its threads)
    began = last = time.perf_counter()
    frame = 0
    while (job is None or not job.finished) and time.perf_counter() - began < seconds:
        start = time.perf_counter()
        if frame:
            intervals.append(start - last)
        last = start
        dt = clock.tick(60) / 1000.0
        events = []
        if review.graph.visible and frame % 3 == 0:
            plot = review.graph.plot
            x = plot.x + (frame * 7) % max(1, plot.w)
            events.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x, plot.centery), rel=(1, 0), buttons=(0, 0, 0))
            )
        if frame % 8 == 0:
            events.append(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
            )
        begin, begin_cpu = time.perf_counter(), time.process_time()
        app.step(events, dt)
        work.append(time.perf_counter() - begin)
        work_cpu.append(time.process_time() - begin_cpu)
        frame += 1
    elapsed = time.perf_counter() - began
    process_failed = backend == "process" and app.coaching.coach.use_process == "never"
    result: dict[str, object] = {
        "backend": "thread" if process_failed else backend,
        "actions": len(session.actions),
        "analysis_state": job.state if job is not None else None,
        "seconds_wall": round(elapsed, 1),
        "decisions_examined": job.analysis.examined if job is not None and job.analysis else 0,
        "fps": round(len(intervals) / sum(intervals), 1) if intervals else None,
        "frames": len(intervals),
        "interval_ms_p95": round(_percentile(intervals, 0.95) * 1000, 1) if intervals else None,
        "interval_ms_max": round(max(intervals) * 1000, 1) if intervals else None,
        "frame_work_ms_p50": round(_percentile(work, 0.5) * 1000, 2),
        "frame_work_ms_p95": round(_percentile(work, 0.95) * 1000, 2),
        "frame_work_ms_max": round(max(work) * 1000, 2),
        "slowest_frame": work.index(max(work)),
        "frame_cpu_ms_p50": round(_percentile(work_cpu, 0.5) * 1000, 2),
        "frame_cpu_ms_p95": round(_percentile(work_cpu, 0.95) * 1000, 2),
    }
    app.manager.clear()
    app.close()
    shutil.rmtree(app.coaching.saves or "", ignore_errors=True)
    return result


def your_games_reading(saves: int = 300) -> dict[str, object]:
    from citadels.app.demo import finished_session
    from citadels.app.scenes.your_games import YourGamesScene
    from citadels.saves import Autosave
    from citadels.saves.format import decode_line, encode_line
    from citadels.system.paths import saves_index

    folder = Path(tempfile.mkdtemp(prefix="ciudadelas-bench-saves-"))
    made = [finished_session(2 + k % 4, 100 + k) for k in range(12)]
    for i in range(saves):  # a dozen games over and over, each file a game of its own
        autosave = Autosave.start(made[i % len(made)], folder, sync=False)
        autosave.close()
        head, rest = autosave.path.read_bytes().split(b"\n", 1)
        header = decode_line(head)
        header["created"] += i  # the record counts a game (its creation and seed) once
        autosave.path.write_bytes(encode_line(header) + rest)
    out: dict[str, object] = {"saves": saves}
    for run in ("first", "cached"):
        app = _app((1280, 720))
        app.nav.menu()
        start = time.perf_counter()
        scene = YourGamesScene(app, folder)  # "cached": the saves index made by the first run
        app.push(scene)
        worst, frames = 0.0, 0
        while scene.reading:
            begin = time.perf_counter()
            app.step([], 1 / 60)
            worst = max(worst, time.perf_counter() - begin)
            frames += 1
        out[f"{run}_seconds"] = round(time.perf_counter() - start, 2)
        out[f"{run}_frames"] = frames
        out[f"{run}_worst_frame_ms"] = round(worst * 1000, 1)
        out[f"{run}_games"] = scene.record.overall.played
        app.manager.clear()
        app.close()
    shutil.rmtree(folder, ignore_errors=True)
    for made in saves_index(folder).parent.glob(saves_index(folder).name + "*"):  # with its -wal, -shm
        made.unlink(missing_ok=True)
    return out


def main(argv: list[str]) -> int:
    """``python bench/bench_coach_ui.py [process] [thread] [none] [your_games]``: those parts only (all by default)."""
    parts = argv or ["process", "thread", "none", "your_games"]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    result: dict[str, object] = {"cpus": os.cpu_count(), "load_average_1min_at_start": load}
    process: dict[str, object] = fps_while_analysing("process") if "process" in parts else {}
    result["fps_while_analysing"] = process.get("fps")
    if process:
        result["analysing"] = process
    if "thread" in parts:
        result["analysing_in_a_thread"] = fps_while_analysing("thread")
    if "none" in parts:  # the same loop without any analysis, for 20 s: what the machine gives any screen
        result["no_analysis"] = fps_while_analysing("none", seconds=20)
    if "your_games" in parts:
        result["your_games"] = your_games_reading()
    print(json.dumps(result, indent=2))
    fps = process.get("fps")
    print(
        f"review while the coach analyses: {fps} fps (target >= 50: {'met' if isinstance(fps, float) and fps >= 50 else 'NOT met'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
