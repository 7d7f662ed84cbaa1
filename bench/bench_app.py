"""App speed: frame time of a busy table, start-up time to the first frame, and the frame rate while
a search bot thinks. Prints one JSON object (and a line saying which targets are met).

* ``table_frame_ms``: a mid-game table at 1920×1080, headless, the pointer moving over it (p50/p95/max
  over 400 frames): the 8-player Dark City table (nine characters; target p95 ≤ 4 ms) and, for
  comparison, the 7-player Classic one.
* ``startup_s``: from starting the ``citadels`` process to its first ``display.flip`` (the app prints
  a timestamp and exits when ``CIUDADELAS_FIRST_FRAME_EXIT`` is set); under Xvfb when it is
  installed, else with SDL's dummy video driver (target ≤ 1 s).
* ``thinking_fps``: frames per second of the real loop (paced at 60 fps) while bots think — the
  ``hard`` bot when this build has it (it searches in a worker process), else ``medium`` (target ≥ 50).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
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
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def _app(size: tuple[int, int], **settings: object):  # type: ignore[no-untyped-def]
    from citadels.app.app import App
    from citadels.system.settings import Settings

    return App(
        headless=True,
        size=size,
        settings=Settings(language="en", window_size=size, sound=False, **settings),
        persist=False,
    )  # type: ignore[arg-type]


def table_frame_ms(frames: int = 400, players: int = 8, characters: str = "darkcity") -> dict[str, object]:
    import pygame

    from citadels.app.table.demo import demo_session
    from citadels.app.table.scene import TableScene

    size = (1920, 1080)
    app = _app(size)
    app.nav.menu()
    table = TableScene(
        app,
        demo_session(players, stage="main", characters=characters),
        animate_history=False,
        bot_processes="never",
    )
    app.push(table)
    app.run_frames(60)  # intro done

    def pointer(i: int) -> pygame.event.Event:  # a loop of 200 places over seats, cards and buttons
        k = i % 200
        x = 100 + (k * 97) % (size[0] - 200)
        y = 80 + (k * 61) % (size[1] - 160)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))

    for i in range(200):  # one lap first: the hover previews are rendered once and cached
        app.step([pointer(i)], 1 / 60)
    wall: list[float] = []
    cpu: list[float] = []  # this process's CPU time: what the frame costs when other programs compete
    for i in range(frames):
        motion = pointer(i)
        start, start_cpu = time.perf_counter(), time.process_time()
        app.step([motion], 1 / 60)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    app.manager.clear()
    app.close()

    def summary(values: list[float]) -> dict[str, float]:
        return {
            "p50": round(statistics.median(values), 3),
            "p95": round(_percentile(values, 0.95), 3),
            "max": round(max(values), 3),
        }

    return {
        "wall": summary(wall),
        "cpu": summary(cpu),
        "frames": frames,
        "players": players,
        "characters": characters,
    }  # type: ignore[dict-item]


def _citadels() -> list[str]:
    exe = Path(sys.executable).with_name("citadels")
    return [str(exe)] if exe.is_file() else [sys.executable, "-m", "citadels"]


def startup_seconds(runs: int = 5) -> dict[str, object]:
    env = dict(os.environ)
    env["CIUDADELAS_FIRST_FRAME_EXIT"] = "1"
    xvfb = None
    driver = "dummy"
    if shutil.which("Xvfb"):
        number = next(n for n in range(240, 340) if not Path(f"/tmp/.X{n}-lock").exists())
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        env["DISPLAY"] = f":{number}"
        env.pop("SDL_VIDEODRIVER", None)
        driver = "x11 (Xvfb)"
    samples: list[float] = []
    try:
        for _ in range(runs):
            start = time.time()
            out = subprocess.run(
                [*_citadels(), "--size", "1280x720"], env=env, capture_output=True, text=True, timeout=60
            )
            first = None
            for line in out.stdout.splitlines():
                if line.startswith("{") and "first_frame" in line:
                    first = json.loads(line)["first_frame"]
            if first is None:
                raise RuntimeError(f"no first-frame stamp: {out.stdout[-400:]} {out.stderr[-800:]}")
            samples.append(first - start)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    return {
        "median": round(statistics.median(samples), 3),
        "min": round(min(samples), 3),
        "runs": runs,
        "video": driver,
    }


def thinking_fps(seconds: float = 6.0) -> dict[str, object]:
    import pygame

    from citadels.ai import bot_names
    from citadels.app.controllers import BotController
    from citadels.app.demo import Autoplayer
    from citadels.app.table.scene import TableScene
    from citadels.engine import Decision
    from citadels.session import GameSession, GameSetup, SeatSetup

    level = "hard" if "hard" in bot_names() else "medium"
    seats = (SeatSetup("Ana", "human"),) + tuple(
        SeatSetup(n, "bot", level) for n in ("Bruno", "Carmen", "Diego")
    )
    session = GameSession(GameSetup(seats, seed=5))
    # play forward (quick stand-ins) to a bot's turn in round 2, where a search has most to think about
    Autoplayer(session).play_until(
        lambda s: s.round >= 2 and s.to_move != 0 and s.decision in (Decision.GATHER, Decision.MAIN)
    )
    app = _app((1280, 720), animation_speed="normal")
    app.nav.menu()
    table = TableScene(app, session, animate_history=False, bot_processes="auto")
    app.push(table)
    clock = pygame.time.Clock()
    clock.tick()
    intervals: list[float] = []  # seconds between frame starts while a bot thinks (fps = 1 / interval)
    work: list[float] = []  # seconds of work in those frames (wall)
    work_cpu: list[float] = []  # this process's CPU seconds in those frames
    actions_before = len(session.actions)
    end = time.monotonic() + seconds
    last = time.perf_counter()
    frame_no = 0
    while time.monotonic() < end and not session.game_over:
        start = time.perf_counter()
        searching = any(
            isinstance(c, BotController) and (c.searching or c.thinking) for c in table.controllers.values()
        )
        if searching:
            intervals.append(start - last)
        last = start
        dt = clock.tick(60) / 1000.0
        begin, begin_cpu = time.perf_counter(), time.process_time()
        app.step([], dt)
        if searching and frame_no >= 10:  # after the first frames (layers rendered once)
            work.append(time.perf_counter() - begin)
            work_cpu.append(time.process_time() - begin_cpu)
        frame_no += 1
        if table.my_turn:  # the human's turn would stop the bots: take gold, then end the turn
            from citadels.engine import EndTurn, TakeGold

            legal = session.legal(0)
            for action in (TakeGold(), EndTurn()):
                if action in legal:
                    table.act([action])
                    break
            else:
                table.act([legal[0]])
    intervals = intervals[1:] or [1.0]
    result: dict[str, object] = {
        "bot": level,
        "fps_while_thinking": round(len(intervals) / sum(intervals), 1),
        "thinking_frames": len(intervals),
        "frame_work_ms_p95": round(_percentile(work, 0.95) * 1000, 2) if work else None,
        "frame_work_ms_max": round(max(work) * 1000, 2) if work else None,
        "frame_cpu_ms_p95": round(_percentile(work_cpu, 0.95) * 1000, 2) if work_cpu else None,
        "bot_actions": len(session.actions) - actions_before,
        "backend": "process" if level == "hard" and not table.host.process_failed else "thread",
    }
    if level != "hard":
        result["note"] = "no 'hard' bot in this build yet: measured with 'medium'"
    app.manager.clear()
    app.close()
    return result


def main() -> int:
    figures: dict[str, object] = {"load_average_1min": round(os.getloadavg()[0], 2), "cpus": os.cpu_count()}
    figures["table_frame_ms_8p_darkcity_1920x1080"] = table_frame_ms(players=8, characters="darkcity")
    figures["table_frame_ms_7p_1920x1080"] = table_frame_ms(players=7, characters="classic")
    figures["startup_to_first_frame_s"] = startup_seconds()
    figures["thinking_fps"] = thinking_fps()
    print(json.dumps(figures, indent=2))
    frame = figures["table_frame_ms_8p_darkcity_1920x1080"]
    start = figures["startup_to_first_frame_s"]
    think = figures["thinking_fps"]
    assert isinstance(frame, dict) and isinstance(start, dict) and isinstance(think, dict)
    checks = {
        "frame p95 <= 4 ms (8 players, Dark City)": frame["wall"]["p95"] <= 4.0,  # type: ignore[index]
        "start-up <= 1 s": float(start["median"]) <= 1.0,  # type: ignore[arg-type]
        "fps while bots think >= 50": float(think["fps_while_thinking"]) >= 50,  # type: ignore[arg-type]
    }
    print("app targets:", ", ".join(f"{k}: {'met' if ok else 'NOT met'}" for k, ok in checks.items()))
    if not checks["frame p95 <= 4 ms (8 players, Dark City)"] and frame["cpu"]["p95"] <= 4.0:  # type: ignore[index]
        print(
            "  (the frame's own CPU time is within 4 ms at p95: the wall time suffers from other load on the machine)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
