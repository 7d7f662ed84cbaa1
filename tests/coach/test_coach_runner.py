"""The analysis in the background: progress and partial results, kept when done (a second opening is
instant), cancelled at once, a crash or a bad file a clear failure, and no process left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from coach_testlib import ROOT_PATH, play, save, setup_for

from citadels.coach.record import GameRecord
from citadels.coach.runner import Coach, CoachJob, Request, work
from citadels.engine import Build

TIMEOUT = 120.0


def _bot_game(tmp_path: Path, seed: int = 3, until: int | None = None) -> Path:
    return save(play(setup_for(3, seed, humans=0), until=until), tmp_path)


def wait(coach: Coach, job: CoachJob, timeout: float = TIMEOUT) -> list[float]:
    """Poll like the frame loop until the job ends; the progress seen on the way."""
    seen = []
    end = time.monotonic() + timeout
    while not job.finished:
        coach.poll()
        seen.append(job.progress)
        assert time.monotonic() < end, "the analysis did not end"
        time.sleep(0.01)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["never", "auto"])
def test_a_saved_game_is_analysed_in_the_background_and_kept(tmp_path: Path, backend: str) -> None:
    path = _bot_game(tmp_path)
    coach = Coach(use_process=backend, saves=tmp_path)
    try:
        job = coach.analyse_file(path)
        assert job.state == "running" and not job.cached
        seen = wait(coach, job)
        assert job.state == "done" and job.analysis is not None and job.analysis.complete
        assert seen == sorted(seen) and job.progress == 1.0
        assert coach._process is None  # the worker was ended and reaped
        again = coach.analyse_file(path)  # a second opening: at once, from the store
        assert again.state == "done" and again.cached and again.analysis is not None
        assert again.analysis.steps == job.analysis.steps
    finally:
        coach.close()


def test_a_finished_session_is_kept_under_its_save(tmp_path: Path) -> None:
    session = play(setup_for(3, 4, humans=0))
    path = save(session, tmp_path)
    coach = Coach(use_process="never", saves=tmp_path)
    job = coach.analyse(session, save=path)
    wait(coach, job)
    assert job.state == "done"
    assert coach.analyse_file(path).cached


def test_a_bad_file_fails_with_the_saved_games_message(tmp_path: Path) -> None:
    path = tmp_path / "broken.ciudadelas"
    path.write_bytes(b"not a save at all\n")
    coach = Coach(use_process="never", saves=tmp_path)
    job = coach.analyse_file(path)
    wait(coach, job)
    assert job.state == "failed" and job.problem is not None and job.problem.kind == "not_a_save"
    assert job.problem.message() == "broken.ciudadelas is not a Ciudadelas saved game."


@pytest.mark.parametrize("backend", ["never", "auto"])
def test_a_crash_in_the_analysis_is_a_failed_job_not_a_frozen_one(tmp_path: Path, backend: str) -> None:
    setup = setup_for(3, 1)
    record = GameRecord(setup, 1, ((0, Build(card=0)),))  # not a legal first move: the replay raises
    coach = Coach(use_process=backend, saves=tmp_path)
    try:
        job = coach._ask(Request(record, None, None, tmp_path))
        wait(coach, job)
        assert job.state == "failed" and job.crash is not None and "is not allowed" in job.crash
    finally:
        coach.close()


@pytest.mark.slow
def test_a_running_analysis_is_cancelled_at_once(tmp_path: Path) -> None:
    path = save(play(setup_for(4, 7, humans=4)), tmp_path)  # four seats to judge: a long analysis
    coach = Coach(use_process="auto", saves=tmp_path)
    try:
        job = coach.analyse_file(path)
        end = time.monotonic() + TIMEOUT
        while job.analysis is None:  # the first part arrived: it is running
            coach.poll()
            assert time.monotonic() < end
            time.sleep(0.01)
        process = coach._process
        assert process is not None and process.is_alive()
        coach.cancel(job)
        assert job.state == "cancelled" and not process.is_alive() and process.exitcode is not None
        follow = coach.analyse_file(_bot_game(tmp_path / "b", 5, until=20))
        wait(coach, follow)  # a fresh worker serves the next job
        assert follow.state == "done"
    finally:
        coach.close()


def test_a_stopped_worker_sends_nothing_more(tmp_path: Path) -> None:
    sent: list[tuple[object, ...]] = []
    record = GameRecord.from_session(play(setup_for(3, 2, humans=0), until=30))
    work(Request(record, None, None, tmp_path), sent.append, lambda: True)
    assert sent == []


@pytest.mark.slow
def test_the_worker_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    """An app that dies without closing its coach leaves no analysis running (nor a zombie)."""
    path = save(play(setup_for(4, 7, humans=4)), tmp_path)
    script = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {str(ROOT_PATH)!r})
        from pathlib import Path
        from citadels.coach.runner import Coach
        coach = Coach(saves=Path({str(tmp_path)!r}))
        job = coach.analyse_file(Path({str(path)!r}))
        while job.analysis is None:
            coach.poll(); time.sleep(0.01)
        print(coach._process.pid, flush=True)
        os._exit(0)  # killed: no close(), no exit handlers
    """)
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=TIMEOUT, check=True
    )
    pid = int(out.stdout.split()[-1])
    end = time.monotonic() + 60
    while _running(pid):
        assert time.monotonic() < end, "the analysis process outlived the app"
        time.sleep(0.1)


def _running(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie counts as gone: it runs nothing)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except OSError:
            return False
        return True
