"""Ctrl+C while worker processes start is neither seen by them nor lost by the game."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from citadels.cli.interrupts import sigint_ignored

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux keeps a blocked, ignored signal")


@pytest.fixture
def python_handles_ctrl_c() -> Iterator[None]:
    """Python's own Ctrl+C handler, as in a command started from a terminal (a test runner's worker
    may have another)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


@pytest.mark.usefixtures("python_handles_ctrl_c")
def test_a_ctrl_c_while_workers_start_reaches_the_game_on_leaving() -> None:
    reached = False
    with pytest.raises(KeyboardInterrupt):
        with sigint_ignored():
            # Ctrl+C while the pool starts, sent to this thread: a test runner's other threads would
            # take (and drop) a signal sent to the process; `simulate` has no other thread then
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)
            reached = True  # not raised inside: the workers started meanwhile ignore it
    assert reached
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_workers_started_inside_ignore_ctrl_c() -> None:
    import multiprocessing

    with sigint_ignored():
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(1) as pool:
            assert pool.apply(signal.getsignal, (signal.SIGINT,)) == signal.SIG_IGN


FIRST_WORKER = """
import os, signal, multiprocessing
from citadels.cli.interrupts import sigint_ignored
if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with sigint_ignored():
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl+C, then the first worker starts
            worker = multiprocessing.get_context("spawn").Process(target=os.getpid)
            worker.start()
            worker.join()
        print("lost")
    except KeyboardInterrupt:
        print("interrupted")
"""


def test_a_ctrl_c_before_the_first_worker_of_a_process_is_not_lost() -> None:
    """The first *spawn* worker of a process starts multiprocessing's resource tracker, which unblocks
    SIGINT: a Ctrl+C waiting then would be dropped (a fresh process: this one's tracker may run)."""
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", FIRST_WORKER], cwd=root, capture_output=True, text=True,
                          timeout=120, env={"PYTHONPATH": str(root), "PATH": ""})  # fmt: skip
    assert done.stdout == "interrupted\n", done.stderr[-2000:]
