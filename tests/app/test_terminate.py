"""SIGTERM (a logout, a shutdown, ``kill``) ends the game at once, cleanly: no "Quit?" dialog, the
saved game complete and closed, exit status 0. A real process running the real game loop (App.run),
in the middle of a game with the autosave on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from citadels.app.app import App
from citadels.app.scenes.confirm import ConfirmScene

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import os, random, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from citadels.app.app import App
    from citadels.app.saving import autosave_of
    from citadels.app.table.scene import TableScene
    from citadels.session import GameSession, GameSetup, SeatSetup
    from citadels.system.settings import Settings

    app = App(headless=True, size=(1280, 720), persist=False,
              settings=Settings(language="en", animation_speed="off", sound=False))
    app.saves_enabled = True
    app.nav.menu()
    seats = tuple(SeatSetup(f"P{i}", "human", "easy") for i in range(3))  # hot seat: it waits for a person
    session = GameSession(GameSetup(seats, seed=11))
    app.push(TableScene(app, session, bot_processes="never"))
    app.run_frames(2)
    rng = random.Random(3)
    for _ in range(12):
        session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
    print("file", autosave_of(session).path, flush=True)
    print("actions", len(session.actions), flush=True)
    original_push = app.push
    def push(scene):
        print("pushed", type(scene).__name__, flush=True)
        original_push(scene)
    app.push = push
    original_step = app.step
    def step(*args, **kwargs):
        # "ready" from inside the running loop: its signal handlers are installed by then
        if not getattr(app, "_said_ready", False):
            app._said_ready = True
            print("ready", flush=True)
        return original_step(*args, **kwargs)
    app.step = step
    code = app.run()
    print("exited", code, flush=True)
    sys.exit(code)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize(
    "signame", ["SIGTERM", "SIGHUP", "SIGINT"]
)  # a shutdown; a logout or the terminal closed; Ctrl+C
def test_sigterm_saves_and_exits_cleanly_without_a_dialog(tmp_path: Path, signame: str) -> None:
    from citadels.saves import load_game

    env = {**os.environ, "CIUDADELAS_HOME": str(tmp_path), "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    lines: list[str] = []
    try:
        for line in proc.stdout:
            lines.append(line.strip())
            if line.strip() == "ready":
                break
        assert lines and lines[-1] == "ready", (lines, proc.stderr.read() if proc.stderr else "")
        proc.send_signal(getattr(signal, signame))
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    assert proc.returncode == 0, (lines, out, err[-2000:])
    assert "pushed ConfirmScene" not in out.splitlines(), out  # no "Quit?" dialog
    assert "exited 0" in out and "Traceback" not in err, err[-2000:]
    saved = Path(next(line for line in lines if line.startswith("file ")).split(maxsplit=1)[1])
    count = int(next(line for line in lines if line.startswith("actions ")).split()[1])
    assert count == 12 and len(load_game(saved).session.actions) == count  # complete, and it loads


def test_a_terminate_signal_closes_the_game_without_asking_the_close_button_still_asks(make_app) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.saving import autosave_of
    from citadels.app.table.scene import TableScene
    from citadels.session import GameSession, GameSetup, SeatSetup

    app: App = make_app(animation_speed="off")
    app.saves_enabled = True
    app.nav.menu()
    session = GameSession(GameSetup(tuple(SeatSetup(f"P{i}", "human", "easy") for i in range(3)), seed=5))
    app.push(TableScene(app, session, bot_processes="never"))
    app.run_frames(2)
    autosave = autosave_of(session)
    assert autosave is not None
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)  # the window's close button: "Quit?"
    assert isinstance(app.manager.top, ConfirmScene) and app.running
    app._on_terminate_signal(signal.SIGTERM, None)
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)  # whatever else is queued: no new dialog
    assert not app.running and app.exit_code == 0 and len(app.manager) == 0
    assert autosave.writer.fd < 0  # closed (synced) by the table's exit
