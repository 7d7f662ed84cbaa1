"""What ends the game from outside, per system, simulated: POSIX's SIGTERM/SIGHUP/SIGINT; Windows'
SIGINT/SIGBREAK (no SIGHUP there) and its console control events (the console window closed, a
logout, a shutdown), which must save and quit the game before their handler returns. The real
POSIX signals on a real process are tests/app/test_terminate.py."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest

from citadels.app import termination
from citadels.app.termination import CONSOLE_EVENTS, Termination, signal_names

ROOT = Path(__file__).resolve().parents[2]
CTRL_C_EVENT, CTRL_BREAK_EVENT, CTRL_CLOSE_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT = 0, 1, 2, 5, 6


class FakeSignals:
    """A `signal` module with the signals one system has (numbers as on that system)."""

    SIG_DFL = "default"

    def __init__(self, **numbers: int) -> None:
        for name, number in numbers.items():
            setattr(self, name, number)
        self.handlers: dict[int, Any] = {
            number: None for number in numbers.values()
        }  # None: set outside Python
        self.calls: list[int] = []

    def signal(self, signum: int, handler: Any) -> Any:
        self.calls.append(signum)
        previous, self.handlers[signum] = self.handlers[signum], handler
        return previous


def windows_signals() -> FakeSignals:
    return FakeSignals(SIGINT=2, SIGTERM=15, SIGBREAK=21)  # Windows' signal module: no SIGHUP


def posix_signals() -> FakeSignals:
    return FakeSignals(SIGHUP=1, SIGINT=2, SIGTERM=15)


class FakeKernel32:
    """kernel32 as far as the console control handlers go: who is registered."""

    def __init__(self) -> None:
        self.handlers: list[Any] = []
        self.registered = threading.Event()

    def SetConsoleCtrlHandler(self, handler: Any, add: bool) -> int:  # noqa: N802 - the Windows name
        if add:
            self.handlers.append(handler)
            self.registered.set()
        else:
            self.handlers.remove(handler)
        return 1


def never_windows() -> Any:
    raise AssertionError("kernel32 was reached on a system that is not Windows")


def simulated_windows(
    request: Any, kernel32: FakeKernel32, signals: FakeSignals | None = None
) -> Termination:
    return Termination(
        request,
        platform="win32",
        signals=signals or windows_signals(),
        kernel32=lambda: kernel32,
        # a C callback as Windows would call it (cdecl here: WINFUNCTYPE exists only on Windows)
        console_handler_type=lambda: ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint),
    )


def test_the_signals_of_each_system() -> None:
    assert signal_names("linux") == signal_names("darwin") == ("SIGTERM", "SIGHUP", "SIGINT")
    assert signal_names("win32") == ("SIGTERM", "SIGINT", "SIGBREAK")
    assert set(CONSOLE_EVENTS) == {CTRL_CLOSE_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT}


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_posix_installs_its_three_signals_and_no_console_handler(platform: str) -> None:
    signals = posix_signals()
    signals.SIGBREAK = 21  # type: ignore[attr-defined]  # even where the module had one, POSIX does not use it
    signals.handlers[21] = None
    requests: list[int] = []
    stop = Termination(lambda signum, _frame: requests.append(signum), platform=platform, signals=signals,
                       kernel32=never_windows, console_handler_type=never_windows)  # fmt: skip
    stop.install()
    assert sorted(signals.calls) == [1, 2, 15]
    signals.handlers[1](1, None)  # SIGHUP: the terminal closed
    assert requests == [1]
    stop.uninstall()
    assert signals.handlers == {1: "default", 2: "default", 15: "default", 21: None}


def test_windows_installs_sigint_sigbreak_and_a_console_handler() -> None:
    signals, kernel32 = windows_signals(), FakeKernel32()
    requests: list[int] = []
    stop = simulated_windows(lambda signum, _frame: requests.append(signum), kernel32, signals)
    signals.handlers[2] = "python's default Ctrl+C handler"
    stop.install()
    assert sorted(signals.calls) == [2, 15, 21] and len(kernel32.handlers) == 1
    signals.handlers[21](21, None)  # Ctrl+Break
    assert requests == [21]
    stop.uninstall()
    assert kernel32.handlers == [] and signals.handlers[2] == "python's default Ctrl+C handler"
    assert signals.handlers[21] == "default"


def test_ctrl_c_and_ctrl_break_go_on_to_the_signal_handlers() -> None:
    kernel32 = FakeKernel32()
    requests: list[int] = []
    stop = simulated_windows(lambda signum, _frame: requests.append(signum), kernel32)
    stop.install()
    for event in (CTRL_C_EVENT, CTRL_BREAK_EVENT):
        assert kernel32.handlers[0](event) == 0  # FALSE: not handled here; SIGINT / SIGBREAK follow
    assert requests == []
    stop.uninstall()


@pytest.mark.parametrize("event", sorted(CONSOLE_EVENTS))
def test_a_console_event_asks_to_terminate_and_returns_only_when_the_game_finished(
    event: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(termination, "CONSOLE_WAIT", 120.0)  # Windows would kill the process when it returns
    kernel32 = FakeKernel32()
    asked = threading.Event()
    stop = simulated_windows(lambda _signum, _frame: asked.set(), kernel32)
    stop.install()
    returned: list[int] = []
    windows_thread = threading.Thread(target=lambda: returned.append(kernel32.handlers[0](event)))
    windows_thread.start()
    assert asked.wait(30)
    assert windows_thread.is_alive() and returned == []  # still waiting: the game has not finished
    stop.finished()
    windows_thread.join(30)
    assert returned == [1]  # TRUE: handled
    stop.uninstall()


def test_a_console_event_waits_at_most_the_time_windows_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    assert termination.CONSOLE_WAIT < 5  # Windows ends the process 5 s after a close anyway
    monkeypatch.setattr(termination, "CONSOLE_WAIT", 0.01)
    asked: list[int] = []
    stop = simulated_windows(lambda signum, _frame: asked.append(signum), FakeKernel32())
    assert stop.on_console_event(CTRL_CLOSE_EVENT) == 1 and asked == [CTRL_CLOSE_EVENT]


def test_without_a_console_api_the_game_still_runs() -> None:
    def no_kernel32() -> Any:
        raise OSError("kernel32 not available")

    stop = Termination(lambda _s, _f: None, platform="win32", signals=windows_signals(), kernel32=no_kernel32,
                       console_handler_type=lambda: ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint))  # fmt: skip
    stop.install()
    stop.uninstall()


CHILD = textwrap.dedent(
    """
    import ctypes, os, sys, threading
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, sys.argv[1])
    from test_termination import FakeKernel32, simulated_windows, windows_signals
    from citadels.app import termination
    termination.CONSOLE_WAIT = 60.0  # longer than the test waits: the handler must return because the game finished
    from citadels.app.app import App
    from citadels.app.saving import autosave_of
    from citadels.app.table.scene import TableScene
    from citadels.session import GameSession, GameSetup, SeatSetup
    from citadels.system.settings import Settings

    app = App(headless=True, size=(1280, 720), persist=False,
              settings=Settings(language="en", animation_speed="off", sound=False))
    app.saves_enabled = True
    app.nav.menu()
    session = GameSession(GameSetup(tuple(SeatSetup(f"P{i}", "human", "easy") for i in range(3)), seed=5))
    app.push(TableScene(app, session, bot_processes="never"))  # hot seat: it waits for a person
    app.run_frames(2)
    for _ in range(6):
        session.submit(session.to_move, session.legal(session.to_move)[0])
    print("file", autosave_of(session).path, flush=True)
    kernel32, signals = FakeKernel32(), windows_signals()
    app._termination = simulated_windows(app._on_terminate_signal, kernel32, signals)
    original_push = app.push
    def push(scene):
        print("pushed", type(scene).__name__, flush=True)
        original_push(scene)
    app.push = push
    returned = []
    def windows_closes_the_console():  # Windows calls the handler on a thread of its own
        kernel32.registered.wait(60)
        returned.append(kernel32.handlers[0](2))  # CTRL_CLOSE_EVENT
    thread = threading.Thread(target=windows_closes_the_console)
    thread.start()
    code = app.run()
    thread.join(30)
    print("exited", code, "handler returned", returned, flush=True)
    print("left installed", len(kernel32.handlers), signals.handlers[21], flush=True)
    sys.exit(code)
    """
)


@pytest.mark.slow
def test_closing_the_console_on_windows_saves_and_quits_the_game_without_asking(tmp_path: Path) -> None:
    """The real game loop (App.run) on a simulated Windows, in a process of its own, in the middle of
    a hot-seat game with the autosave on: the console window is closed."""
    from citadels.saves import load_game

    env = {**os.environ, "CIUDADELAS_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(Path(__file__).parent)], cwd=ROOT, env=env, capture_output=True,
        text=True, timeout=120,
    )  # fmt: skip
    out = result.stdout.splitlines()
    assert result.returncode == 0, (out, result.stderr[-3000:])
    assert "exited 0 handler returned [1]" in out, out  # the handler returned once the game had finished
    assert not [line for line in out if line.startswith("pushed")], out  # no "Quit?" dialog
    assert "left installed 0 default" in out, out  # the console handler and SIGBREAK's put back
    saved = Path(next(line for line in out if line.startswith("file ")).split(maxsplit=1)[1])
    assert len(load_game(saved).session.actions) == 6  # complete and closed: it loads
