"""Ctrl+C in the terminal stops a text command with one line and status 130: no traceback, from the
command or from its worker processes (the whole terminal job gets the signal)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals"),
]


def _interrupt(args: list[str], ready: str, lang: str = "en") -> tuple[int, str]:
    """Start `citadels ARGS` as a terminal job would be (SIGINT not ignored), wait until it prints
    `ready` on stderr or stdout, send Ctrl+C's signal to its whole process group; its status and stderr."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}  # the test's own home folder (conftest)
    proc = subprocess.Popen(
        [sys.executable, "-m", "citadels", "--lang", lang, *args],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        start_new_session=True,  # its own process group, as a job of its own terminal
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509
    )  # fmt: skip
    stream = proc.stderr if ready.startswith("ladder") else proc.stdout
    assert stream is not None and proc.stderr is not None
    try:
        seen = ""
        while ready not in seen:
            char = stream.read(1)
            assert char, f"ended before {ready!r}: {seen[-500:]}"
            seen += char
        os.killpg(proc.pid, signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(5)
    return proc.returncode, err


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_stops_a_ladder_with_one_line(workers: str) -> None:
    code, err = _interrupt(["ladder", "--games", "400", "--workers", workers, "--bots", "random,greedy,easy,medium"],
                           ready="ladder [")  # fmt: skip
    assert code == 130, err[-2000:]
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err[-2000:]
    assert err.endswith("\ncitadels ladder: interrupted\n"), err[-500:]  # after the bar, on a line of its own


def test_ctrl_c_stops_a_simulation_with_one_line_in_the_players_language() -> None:
    code, err = _interrupt(
        ["simulate", "--games", "100000", "--log", "--workers", "2"], ready="ronda 1", lang="es"
    )
    assert code == 130, err[-2000:]
    assert err == "citadels simulate: interrumpido\n", err[-2000:]


def _children(pid: int) -> set[int]:
    """The processes whose parent is `pid` (Linux: /proc)."""
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.add(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has stopped: only its exit status waits to be collected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_kill_stops_a_simulation_and_its_workers() -> None:
    """`kill` (SIGTERM) to the command alone: its worker processes stop with it, not play on."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    workers: set[int] = set()
    proc = subprocess.Popen([sys.executable, "-m", "citadels", "simulate", "--games", "100000", "--workers", "2"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline:  # the pool's two workers (and the tracker)
            workers = {
                c for c in _children(proc.pid) if "spawn_main" in Path(f"/proc/{c}/cmdline").read_text()
            }
            time.sleep(0.05)
        assert len(workers) == 2
        time.sleep(1.0)  # the games have begun
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=60)
        assert proc.returncode == 128 + signal.SIGTERM, err[-2000:]
        assert "Traceback" not in err, err[-2000:]
        deadline = time.monotonic() + 10
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(w) for w in workers)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
        for worker in workers:  # a failed run leaves no game playing on
            if _alive(worker):
                os.kill(worker, signal.SIGKILL)
