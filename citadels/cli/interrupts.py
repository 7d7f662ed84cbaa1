"""Ctrl+C, `kill` and the processes the game starts.

Ctrl+C in a terminal reaches every process of the terminal's job: the game's own process answers it
(the text commands stop with one line, the window saves and quits), and the worker processes it
started must stay quiet, or each prints a traceback of its own. A process started while SIGINT is
ignored keeps ignoring it from birth (an ignored signal survives `exec`, and Python then leaves it
alone), which covers a worker still importing the game, before any code of ours could run.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing import resource_tracker


@contextmanager
def sigint_ignored() -> Iterator[None]:
    """Processes started inside ignore Ctrl+C; this process's own handler is back on leaving.

    A Ctrl+C that arrives meanwhile is not lost: SIGINT is also blocked here, so it waits and reaches
    the restored handler on leaving (Linux keeps a blocked signal pending even while it is ignored;
    where the system drops it instead, as macOS may, the window is only a worker's start). The
    resource tracker that *spawn* workers need is started before: starting it unblocks SIGINT
    (multiprocessing's own guard for the tracker), which would drop a Ctrl+C already waiting."""
    if threading.current_thread() is not threading.main_thread():
        yield  # Ctrl+C never interrupts another thread, and only the main thread may set handlers
        return
    # Windows has no signal masks (no signal.pthread_sigmask): there the Ctrl+C is only ignored
    if sys.platform != "win32":
        resource_tracker.ensure_running()
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # before ignoring: no gap between
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if sys.platform != "win32":
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # a waiting Ctrl+C arrives now


@contextmanager
def terminated_by_kill() -> Iterator[None]:
    """Inside, a `kill` (SIGTERM) ends this process by raising SystemExit, so that leaving the `with`
    blocks on the way stops the worker processes it started (killed outright, they would play on)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def leave(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, leave)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
