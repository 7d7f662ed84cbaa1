"""Ctrl+C in the terminal reaches the bots' worker process too: it must ignore it (the game saves and
quits; a worker printing a KeyboardInterrupt traceback is noise, and one that dies mid-search costs a
move), and the game's own handler must be unchanged after starting it."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest

from citadels.app.botworker import BotHost


def _ignored_signals(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return int(line.split()[1], 16)
    raise AssertionError("no SigIgn line")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_bot_process_ignores_ctrl_c_and_the_game_keeps_its_handler() -> None:
    before = signal.getsignal(signal.SIGINT)
    host = BotHost(use_process="always")
    try:
        assert host.start_process()
        process = host._process
        assert process is not None and process.pid is not None
        assert _ignored_signals(process.pid) & (1 << (signal.SIGINT - 1)), "the worker would die on Ctrl+C"
        assert signal.getsignal(signal.SIGINT) is before
    finally:
        host.close()
