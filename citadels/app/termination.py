"""What ends the game from outside, on each system, and how the game loop hears of it.

Every accepted action is written to the saved game before ``submit`` returns, so the game only has
to stop cleanly: the loop notes the request, and between two frames closes every scene (a table
closes its save, synced) and quits with status 0. This module installs what delivers the requests,
for the time the loop runs:

* POSIX: SIGTERM (``kill``, a shutdown), SIGHUP (the terminal closed, a logout) and SIGINT (Ctrl+C
  in the terminal that started the game).
* Windows has no SIGHUP: Ctrl+C arrives as SIGINT and Ctrl+Break as SIGBREAK; closing the console
  window, logging out and shutting down arrive as console control events, which a handler registered
  with ``SetConsoleCtrlHandler`` receives on a thread of its own. Windows ends the process as soon
  as that handler returns (and at the latest 5 s after a close), so the handler asks the loop to
  terminate and waits for it to finish. (A process with a window only receives the close event
  this way; its logout and shutdown come to the window, and are covered by the saving above.)
"""

from __future__ import annotations

import ctypes
import logging
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import Any

log = logging.getLogger(__name__)

#: The signals that end the game, by system (the names each system's `signal` module has).
SIGNALS: dict[str, tuple[str, ...]] = {
    "posix": ("SIGTERM", "SIGHUP", "SIGINT"),
    "win32": ("SIGTERM", "SIGINT", "SIGBREAK"),  # SIGTERM: only what the process raises itself
}
#: Windows console control events that end the game (wincon.h), with what they mean for the log.
CONSOLE_EVENTS: dict[int, str] = {
    2: "the console window was closed",  # CTRL_CLOSE_EVENT
    5: "the user is logging out",  # CTRL_LOGOFF_EVENT
    6: "the system is shutting down",  # CTRL_SHUTDOWN_EVENT
}
#: How long a console event's handler waits for the loop to finish (Windows allows 5 s after a close).
CONSOLE_WAIT = 4.0

Handler = Callable[[int, FrameType | None], Any]


def signal_names(platform: str) -> tuple[str, ...]:
    """The signals that end the game on `platform` (a ``sys.platform`` value)."""
    return SIGNALS["win32" if platform == "win32" else "posix"]


def _kernel32() -> Any:
    """Windows' kernel32.dll; an OSError on the other systems, which have none."""
    if sys.platform == "win32":
        return ctypes.windll.kernel32
    raise OSError("kernel32 exists only on Windows")


def _console_handler_type() -> Any:
    """The ctypes type of a console control handler, ``BOOL WINAPI HandlerRoutine(DWORD dwCtrlType)``;
    an OSError on the other systems, which have no WINAPI calling convention."""
    if sys.platform == "win32":
        return ctypes.WINFUNCTYPE(ctypes.c_int, ctypes.c_uint)
    raise OSError("WINFUNCTYPE exists only on Windows")


class Termination:
    """While installed, each of the platform's signals and console events calls `request` with its
    number (a signal's, or a console event's) from where the loop will see it. Install and uninstall
    from the main thread; call `finished` once the loop has closed everything."""

    def __init__(
        self,
        request: Handler,
        *,
        platform: str | None = None,
        signals: Any = signal,
        kernel32: Callable[[], Any] = _kernel32,
        console_handler_type: Callable[[], Any] = _console_handler_type,
    ) -> None:
        self.request = request
        self.platform = platform or sys.platform
        self.signals = signals
        self.kernel32 = kernel32
        self.console_handler_type = console_handler_type
        #: the handlers the installed ones replaced, to put back
        self.previous: dict[int, Any] = {}
        self.console_handler: Any = None  # the ctypes callback: kept alive while registered
        self.done = threading.Event()

    # ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.done.clear()
        for name in signal_names(self.platform):
            signum = getattr(self.signals, name, None)
            if signum is None:
                continue
            try:
                self.previous[signum] = self.signals.signal(signum, self.request)
            except (ValueError, OSError):  # not the main thread
                pass
        if self.platform == "win32":
            self._install_console_handler()

    def uninstall(self) -> None:
        for signum, handler in self.previous.items():  # (None: a handler not set from Python, e.g. SDL's)
            self.signals.signal(signum, handler if handler is not None else self.signals.SIG_DFL)
        self.previous = {}
        if self.console_handler is not None:
            try:
                self.kernel32().SetConsoleCtrlHandler(self.console_handler, False)
            except (AttributeError, OSError) as exc:
                log.debug("could not remove the console handler: %s", exc)
            # kept, not dropped: a handler still waiting on its thread must not lose its callback

    def finished(self) -> None:
        """The loop has closed every scene and saved: a console event's handler may return now."""
        self.done.set()

    # ------------------------------------------------------------------------------------------
    def on_console_event(self, event: int) -> int:
        """The console control handler (on a thread Windows starts): TRUE for the events that end
        the game, after the loop has finished or `CONSOLE_WAIT` has passed; FALSE for the others
        (Ctrl+C and Ctrl+Break go on to the signal handlers)."""
        why = CONSOLE_EVENTS.get(event)
        if why is None:
            return 0
        log.info("%s: saving and quitting", why)
        self.request(event, None)
        if not self.done.wait(CONSOLE_WAIT):
            log.warning("the game did not finish within %.0f s of the console event", CONSOLE_WAIT)
        return 1

    def _install_console_handler(self) -> None:
        try:
            kernel32 = self.kernel32()
            if self.console_handler is None:
                self.console_handler = self.console_handler_type()(self.on_console_event)
            if not kernel32.SetConsoleCtrlHandler(self.console_handler, True):
                log.debug("SetConsoleCtrlHandler refused the handler")
        except (AttributeError, OSError) as exc:
            log.warning(
                "no console handler: closing the console window ends the game without closing it: %s", exc
            )
