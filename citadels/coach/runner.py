"""The analysis in the background, for the app: a worker process per game analysed, polled every frame.

The analysis is seconds of pure Python (the Hard search judging every decision): in the app's own
process it would take the GIL from the frame loop, so it runs in a process of its own (*spawn*, like
the bots' worker, `app/botworker.py`), which sends the analysis so far every quarter of a second.
`Coach.poll()` collects what arrived and never waits. One job runs at a time; the others wait their
turn. Cancelling a running job ends its process at once (a fresh one serves the next job).

The process ends with the app: `close()` ends it and reaps it; it is a daemon, so an app that exits
without `close()` ends it too; and an app killed outright closes the pipe, so the worker's next report
(a quarter of a second at most) fails and it exits (it also stops once its parent process is gone). When it finishes it keeps the result
beside the save itself (`store.save_cached`), so quitting right after loses nothing. A crash in it
(an exception, or the process dying) fails the job with a message; the game goes on.

If no process can be started (a sandbox, a frozen build without `freeze_support`), the job runs in a
thread with a short GIL switch interval instead, and stops at the next step when cancelled.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import queue
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from citadels.cli.interrupts import sigint_ignored
from citadels.saves import SaveProblem, summarize
from citadels.session import GameSession

from .analyse import analyse_steps
from .model import Analysis
from .people import people_records
from .record import GameRecord, read_record
from .store import Kept, key_of, read_kept, save_cached

log = logging.getLogger(__name__)

JobState = Literal["queued", "running", "done", "failed", "cancelled"]
#: GIL switch interval while an analysis runs in a thread (the default is 0.005 s)
THREAD_SWITCH_INTERVAL = 0.001


@dataclass(frozen=True)
class Request:
    """What the worker is asked: a game (or a file to read it from), and where to keep the result."""

    record: GameRecord | None
    path: Path | None  # read the game from this save (when `record` is None)
    key: str | None  # the save's content digest: keep the finished result under it (None: do not keep)
    saves: Path | None  # the saves folder whose store keeps it (None: the user's)
    all_seats: bool = False


@dataclass
class CoachJob:
    """One game's analysis. `state` and the rest change only in `Coach.poll()`."""

    id: int
    request: Request
    state: JobState = "queued"
    progress: float = 0.0
    analysis: Analysis | None = None
    #: when failed: the saved game's problem (word it with `problem.message()`), or a crash's text
    problem: SaveProblem | None = None
    crash: str | None = None
    cached: bool = False  # the result was kept from an earlier analysis
    #: why the analysis kept with the save could not be trusted (it was set aside; analysed again)
    kept_damaged: str | None = None

    @property
    def finished(self) -> bool:
        return self.state in ("done", "failed", "cancelled")


Send = Callable[[tuple[Any, ...]], None]


def work(request: Request, send: Send, stop: Callable[[], bool]) -> None:
    """The analysis of one request, told through `send`: ("partial", progress, analysis) as it goes,
    then ("done", analysis), ("problem", kind, file, detail) or ("crash", text). Ends early (sending
    nothing more) once `stop()` is true."""
    try:
        if request.record is not None:
            record = request.record
        else:
            assert request.path is not None
            record = read_record(request.path)
    except SaveProblem as problem:
        send(("problem", problem.kind, problem.file, problem.detail))
        return
    try:
        result: Analysis | None = None
        records = people_records(record, request.saves)
        for progress, result in analyse_steps(record, all_seats=request.all_seats, records=records):
            if stop():
                return
            send(("partial", progress, result))
        assert result is not None
        if request.key is not None:
            save_cached(request.key, result, request.saves)
        send(("done", result))
    except Exception:  # noqa: BLE001 - any failure becomes the job's message, never a frozen screen
        send(("crash", traceback.format_exc(limit=8)))


#: how much lower the analysis runs than the game (POSIX niceness)
BACKGROUND_NICENESS = 10


def _serve(conn: Any, request: Request) -> None:
    """The worker process: one analysis, then exit. It stops when the app (its parent) is gone. It runs
    at a lower priority: the player's screen and the next game's Hard bot (whose search is timed)
    come first on a busy machine."""
    parent = os.getppid()
    if hasattr(os, "nice"):  # POSIX; Windows has no niceness and keeps the default priority
        os.nice(BACKGROUND_NICENESS)

    def send(message: tuple[Any, ...]) -> None:
        conn.send(message)

    try:
        work(request, send, lambda: os.getppid() != parent)
    except (BrokenPipeError, EOFError, OSError):
        pass  # the app closed the pipe: nobody is waiting for the result
    finally:
        conn.close()


class Coach:
    """Runs analyses in the background. `poll()` every frame; `close()` when the app ends.

    `use_process`: "auto" (a worker process, a thread if none can start) or "never" (a thread; tests).
    `saves`: the saves folder whose store keeps results (None: the user's, `paths.saves_dir()`).
    """

    _ids = itertools.count(1)

    def __init__(self, use_process: str = "auto", saves: Path | None = None) -> None:
        self.use_process = use_process
        self.saves = saves
        self.jobs: list[CoachJob] = []  # queued and running, in order
        self.current: CoachJob | None = None
        self._process: Any = None
        self._conn: Any = None
        self._thread: threading.Thread | None = None
        self._inbox: queue.Queue[tuple[int, tuple[Any, ...]]] = queue.Queue()
        self._stop_thread = threading.Event()
        self._switch_interval = sys.getswitchinterval()
        self.closed = False

    # ------------------------------------------------------------------ asking
    def analyse(self, session: GameSession, save: Path | None = None, *, all_seats: bool = False) -> CoachJob:
        """The analysis of a session (a game just finished). `save`: its file, to keep the result with
        (when the file holds the same actions) and to find one kept earlier."""
        key = None
        if save is not None:
            try:  # the file must hold this very game (an autosave that failed on the way does not)
                same = summarize(save).actions == len(session.actions)
            except (SaveProblem, OSError):
                same = False
            key = key_of(save) if same else None
        return self._ask(Request(GameRecord.from_session(session), None, key, self.saves, all_seats))

    def analyse_file(self, path: Path, *, all_seats: bool = False) -> CoachJob:
        """The analysis of a saved game (read as far as it goes); kept beside it when done."""
        return self._ask(Request(None, path, key_of(path), self.saves, all_seats))

    def _ask(self, request: Request) -> CoachJob:
        job = CoachJob(next(Coach._ids), request)
        found = self._kept(request)
        kept, job.kept_damaged = found.analysis, found.damaged
        if kept is not None and (not request.all_seats or len(kept.mistake_seats) == kept.players):
            job.state, job.progress, job.analysis, job.cached = "done", 1.0, kept, True
            return job
        self.jobs.append(job)
        self._start_next()
        return job

    def _kept(self, request: Request) -> Kept:
        """The analysis kept with the request's save, checked against its game."""
        if request.key is None:
            return Kept()
        record = request.record
        if record is None:
            assert request.path is not None
            try:
                record = read_record(request.path)
            except SaveProblem:
                return Kept()
        return read_kept(request.key, record, self.saves)

    def cancel(self, job: CoachJob | None) -> None:
        """Stop a job (its process is ended at once; a queued job never starts)."""
        if job is None or job.finished:
            return
        if job is self.current:
            self._stop_current()
        if job in self.jobs:
            self.jobs.remove(job)
        job.state = "cancelled"
        self._start_next()

    # ------------------------------------------------------------------ the frame loop side
    def poll(self) -> None:
        """Take in what the worker sent; start the next job when one ends. Never blocks."""
        job = self.current
        if job is not None:
            if self._conn is not None:
                self._drain_process(job)
            else:
                self._drain_thread(job)
        if self.current is None:
            self._start_next()

    def busy(self) -> bool:
        return self.current is not None or bool(self.jobs)

    def _drain_process(self, job: CoachJob) -> None:
        conn = self._conn
        try:
            while conn.poll():
                self._take(job, conn.recv())
                if job.finished:
                    break
        except (EOFError, OSError):
            pass
        if not job.finished and not self._process.is_alive():
            try:  # anything it sent before it ended
                while conn.poll():
                    self._take(job, conn.recv())
            except (EOFError, OSError):
                pass
            if not job.finished:
                code = self._process.exitcode
                self._fail(job, f"the analysis process stopped (exit code {code})")
        if job.finished:
            self._end_process()

    def _drain_thread(self, job: CoachJob) -> None:
        while True:
            try:
                job_id, message = self._inbox.get_nowait()
            except queue.Empty:
                break
            if job_id == job.id:
                self._take(job, message)
        if job.finished:
            self._end_thread()

    def _take(self, job: CoachJob, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if kind == "partial":
            job.progress, job.analysis = message[1], message[2]
        elif kind == "done":
            job.progress, job.analysis, job.state = 1.0, message[1], "done"
        elif kind == "problem":
            job.problem = SaveProblem(message[1], message[2], message[3])
            job.state = "failed"
        else:
            self._fail(job, str(message[1]))
        if job.finished and self.current is job:
            self.current = None

    def _fail(self, job: CoachJob, text: str) -> None:
        log.error("the analysis failed: %s", text)
        job.crash = text
        job.state = "failed"
        if self.current is job:
            self.current = None

    # ------------------------------------------------------------------ workers
    def _start_next(self) -> None:
        if self.current is not None or not self.jobs or self.closed:
            return
        job = self.jobs.pop(0)
        self.current = job
        job.state = "running"
        if self.use_process != "never" and self._start_process(job):
            return
        self._start_thread(job)

    def _start_process(self, job: CoachJob) -> bool:
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=False)
            process = ctx.Process(
                target=_serve, args=(child, job.request), name="citadels-coach", daemon=True
            )
            with sigint_ignored():  # Ctrl+C in the terminal is the game's to answer
                process.start()
            child.close()
        except Exception as exc:  # noqa: BLE001 - any failure means: analyse in a thread instead
            log.warning("cannot start the analysis process (%s); analysing in a thread", exc)
            self.use_process = "never"
            return False
        self._process, self._conn = process, parent
        return True

    def _start_thread(self, job: CoachJob) -> None:
        self._stop_thread = stop = threading.Event()
        inbox = self._inbox

        def send(message: tuple[Any, ...]) -> None:
            inbox.put((job.id, message))

        sys.setswitchinterval(THREAD_SWITCH_INTERVAL)
        self._thread = threading.Thread(target=work, args=(job.request, send, stop.is_set), name="citadels-coach",
                                        daemon=True)  # fmt: skip
        self._thread.start()

    def _stop_current(self) -> None:
        if self._conn is not None:
            self._end_process()
        else:
            self._end_thread()
        self.current = None

    def _end_process(self) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            conn.close()
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join(timeout=2)  # reaped: no zombie
            if process.is_alive():
                process.kill()
                process.join(timeout=2)

    def _end_thread(self) -> None:
        self._stop_thread.set()
        self._thread = None
        sys.setswitchinterval(self._switch_interval)

    def close(self) -> None:
        """Stop everything (a running analysis is abandoned; what was kept stays kept)."""
        if self.closed:
            return
        self.closed = True
        for job in [*self.jobs, *([self.current] if self.current else [])]:
            if not job.finished:
                job.state = "cancelled"
        self.jobs.clear()
        if self.current is not None:
            self._stop_current()

    def __del__(self) -> None:  # pragma: no cover - best effort
        try:
            self.close()
        except Exception:  # noqa: BLE001
            pass


__all__ = ["Coach", "CoachJob", "Request", "work"]
