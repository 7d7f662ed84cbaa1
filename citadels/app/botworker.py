"""Running bots and hints off the frame loop.

`BotHost` takes requests ("seat 3's bot, choose from these legal actions in this view"; "a hint for
this view") and answers them later: `poll()` in the frame loop collects finished jobs, never waits.

Two backends:

* a **worker thread** for cheap bots (random, greedy, easy, medium): a decision takes microseconds to
  milliseconds, so sharing the GIL with the frame loop costs nothing visible;
* a **worker process** (multiprocessing, *spawn*) for search bots (`hard`) and hints, which may
  think for a second or more of pure Python: in a thread they would take the GIL from the frame
  loop. The process holds its own bot objects (they keep their memory between decisions) and gets
  views and legal actions pickled through a pipe (cards, characters and actions unpickle to the
  engine's shared instances).

If a process cannot be started (a frozen build without `freeze_support`, a sandbox…), search jobs run
in the thread too, with a short GIL switch interval while they run so frames keep coming.

This module imports no pygame: the worker process only needs the engine and the bots.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import queue
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from citadels.ai import hint, make_bot
from citadels.cli.interrupts import sigint_ignored

log = logging.getLogger(__name__)

#: Bots that search (seconds of pure Python per decision): they run in the worker process.
SEARCH_BOTS = frozenset({"hard"})
#: GIL switch interval while a search runs in the thread backend (default 0.005 s).
THREAD_SWITCH_INTERVAL = 0.001


# ------------------------------------------------------------------------------------------------
# Work done by either backend (plain functions: the process calls them too)
# ------------------------------------------------------------------------------------------------

_bots: dict[Any, Any] = {}  # (key) -> bot object, in whichever process runs the jobs


def _choose(
    key: Any, name: str, seed: int, watched: Sequence[Any], view: Any, legal: Sequence[Any]
) -> tuple[Any, Any]:
    bot = _bots.get(key)
    if bot is None:
        bot = _bots[key] = make_bot(name, seed)
    if bot.watches:
        for seen in watched:
            bot.watch(seen)
    action = bot.choose(view, list(legal))
    return action, bot.last_reason


def _hint(view: Any, legal: Sequence[Any], seed: int, budget_s: float) -> tuple[Any, Any]:
    return hint(view, list(legal), seed=seed, budget_s=budget_s)


def _burn(seconds: float) -> tuple[Any, Any]:
    """Pure-Python busy work for `seconds` (benchmarks: what a searching bot does to the GIL)."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += sum(i * i for i in range(200))
    return n, None


def _run(kind: str, payload: tuple[Any, ...]) -> tuple[Any, Any]:
    if kind == "burn":
        return _burn(*payload)
    if kind == "choose":
        return _choose(*payload)
    if kind == "hint":
        return _hint(*payload)
    if kind == "ping":
        return None, None
    raise ValueError(f"unknown job kind {kind!r}")


def _serve(conn: Any) -> None:
    """The worker process: answer jobs until the pipe closes or a None arrives."""
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job_id, kind, payload = message
        try:
            result = _run(kind, payload)
            conn.send((job_id, True, result))
        except Exception as exc:  # noqa: BLE001 - reported back to the app, which falls back
            try:
                conn.send((job_id, False, f"{type(exc).__name__}: {exc}"))
            except Exception:  # noqa: BLE001
                return


# ------------------------------------------------------------------------------------------------
# Jobs and the host
# ------------------------------------------------------------------------------------------------


@dataclass
class Job:
    """One request. `done` turns True in `BotHost.poll()`; then `value` or `error` is set."""

    id: int
    kind: str
    payload: tuple[Any, ...]
    backend: str  # "thread" | "process"
    started: float = field(default_factory=time.perf_counter)
    done: bool = False
    value: Any = None
    error: str | None = None
    finished: float = 0.0
    cancelled: bool = False
    heavy: bool = False  # a search: lowers the GIL switch interval while it runs in the thread

    @property
    def ok(self) -> bool:
        return self.done and self.error is None

    @property
    def seconds(self) -> float:
        return (self.finished or time.perf_counter()) - self.started


class BotHost:
    """Runs bot decisions and hints in the background. Call `poll()` every frame; `close()` at the end.

    `use_process`: "auto" (search jobs in a process), "never" (everything in the thread, e.g. tests),
    "always" (every job in the process).
    """

    _tokens = itertools.count(1)

    def __init__(self, use_process: str = "auto") -> None:
        self.use_process = use_process
        self.token = next(BotHost._tokens)  # bot objects are keyed per host: one game's bots are its own
        self._ids = itertools.count(1)
        self._jobs: dict[int, Job] = {}
        # thread backend
        self._thread: threading.Thread | None = None
        self._inbox: queue.Queue[Job | None] = queue.Queue()
        self._outbox: queue.Queue[tuple[int, bool, Any]] = queue.Queue()
        self._thread_heavy = 0  # search jobs running in the thread (switch interval lowered)
        self._switch_interval = sys.getswitchinterval()
        # process backend
        self._process: Any = None
        self._conn: Any = None
        self.process_failed = False
        self.closed = False

    # ------------------------------------------------------------------ backends
    def _wants_process(self, kind: str, payload: tuple[Any, ...]) -> bool:
        if self.use_process == "never" or self.process_failed:
            return False
        if self.use_process == "always":
            return True
        if kind in ("hint", "burn"):
            return True
        return kind == "choose" and payload[1] in SEARCH_BOTS

    def start_process(self) -> bool:
        """Start the worker process now (it takes a moment to import); True when it runs."""
        if self._process is not None and self._process.is_alive():
            return True
        if self.process_failed or self.use_process == "never" or self.closed:
            return False
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            process = ctx.Process(target=_serve, args=(child,), name="citadels-bots", daemon=True)
            with sigint_ignored():  # Ctrl+C in the terminal is the game's to answer, not the worker's
                process.start()
            child.close()
        except Exception as exc:  # noqa: BLE001 - any failure means: think in the thread instead
            log.warning("cannot start the bot process (%s); bots will think in a thread", exc)
            self.process_failed = True
            return False
        self._process, self._conn = process, parent
        return True

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._thread_main, name="citadels-bots", daemon=True)
            self._thread.start()

    def _thread_main(self) -> None:
        while True:
            job = self._inbox.get()
            if job is None:
                return
            try:
                result = _run(job.kind, job.payload)
                self._outbox.put((job.id, True, result))
            except Exception as exc:  # noqa: BLE001
                log.exception("bot job %s failed", job.kind)
                self._outbox.put((job.id, False, f"{type(exc).__name__}: {exc}"))

    # ------------------------------------------------------------------ requests
    def submit(self, kind: str, payload: tuple[Any, ...]) -> Job:
        job = Job(next(self._ids), kind, payload, "thread")
        job.heavy = kind in ("hint", "burn") or (kind == "choose" and payload[1] in SEARCH_BOTS)
        self._jobs[job.id] = job
        if self._wants_process(kind, payload) and self.start_process():
            try:
                self._conn.send((job.id, kind, payload))
                job.backend = "process"
                return job
            except Exception as exc:  # noqa: BLE001
                log.warning("the bot process is gone (%s); thinking in a thread", exc)
                self._kill_process()
                self.process_failed = True
        self._start_thread_job(job)
        return job

    def _start_thread_job(self, job: Job) -> None:
        job.backend = "thread"
        if job.heavy:
            self._thread_heavy += 1
            sys.setswitchinterval(THREAD_SWITCH_INTERVAL)
        self._ensure_thread()
        self._inbox.put(job)

    def choose(
        self, key: Any, bot: str, seed: int, view: Any, legal: Sequence[Any], watched: Sequence[Any] = ()
    ) -> Job:
        """Ask bot `bot` (one instance per `key`, kept between decisions) for one of `legal`, once it
        has watched `watched` (its seat's views after the moves since its last decision)."""
        return self.submit("choose", ((self.token, key), bot, seed, tuple(watched), view, tuple(legal)))

    def hint(self, view: Any, legal: Sequence[Any], seed: int = 0, budget_s: float = 0.5) -> Job:
        return self.submit("hint", (view, tuple(legal), seed, budget_s))

    def cancel(self, job: Job | None) -> None:
        """Forget a job: its answer, when it comes, is dropped."""
        if job is not None:
            job.cancelled = True

    # ------------------------------------------------------------------ the frame loop side
    def poll(self) -> None:
        """Collect finished jobs. Never blocks."""
        while True:
            try:
                job_id, ok, value = self._outbox.get_nowait()
            except queue.Empty:
                break
            self._finish(job_id, ok, value, thread=True)
        conn = self._conn
        if conn is not None:
            try:
                while conn.poll():
                    job_id, ok, value = conn.recv()
                    self._finish(job_id, ok, value, thread=False)
            except (EOFError, OSError) as exc:
                log.warning("the bot process stopped (%s); thinking in a thread from now on", exc)
                self._process_died()

    def _finish(self, job_id: int, ok: bool, value: Any, *, thread: bool) -> None:
        job = self._jobs.pop(job_id, None)
        if job is None:
            return
        if thread and job.heavy:
            self._thread_heavy = max(0, self._thread_heavy - 1)
            if self._thread_heavy == 0:
                sys.setswitchinterval(self._switch_interval)
        job.done = True
        job.finished = time.perf_counter()
        if ok:
            job.value = value
        else:
            job.error = str(value)

    def _process_died(self) -> None:
        self._kill_process()
        self.process_failed = True
        for job in list(self._jobs.values()):
            if job.backend == "process":  # ask the thread instead
                self._start_thread_job(job)

    def busy(self) -> bool:
        return any(not j.cancelled for j in self._jobs.values())

    # ------------------------------------------------------------------ the end
    def _kill_process(self) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            try:
                conn.send(None)
            except Exception:  # noqa: BLE001
                pass
            try:
                conn.close()
            except Exception:  # noqa: BLE001
                pass
        if process is not None:
            process.join(timeout=0.05)
            if process.is_alive():
                process.terminate()  # it may be deep in a search: do not wait for it
                process.join(timeout=0.5)

    def close(self) -> None:
        """Stop the worker process and thread (a running search is abandoned)."""
        if self.closed:
            return
        self.closed = True
        self._kill_process()
        if self._thread is not None:
            self._inbox.put(None)
            self._thread = None
        for key in [k for k in _bots if isinstance(k, tuple) and k and k[0] == self.token]:
            _bots.pop(key, None)
        if self._thread_heavy:
            self._thread_heavy = 0
            sys.setswitchinterval(self._switch_interval)
        self._jobs.clear()

    def __del__(self) -> None:  # pragma: no cover - best effort
        try:
            self.close()
        except Exception:  # noqa: BLE001
            pass
