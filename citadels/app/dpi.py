"""Windows display scaling: the game draws every pixel of its window itself, so it tells Windows so
before the window opens (per-monitor DPI awareness). Otherwise, at 125-200 % scaling, Windows
enlarges the window by the scale factor and blurs it: a 1280x720 window on a 1920x1080 laptop at
150 % would cover the whole screen, soft. Nothing to do on other systems (macOS scales by the
application bundle's Info.plist, Linux by the compositor)."""

from __future__ import annotations

import ctypes
import logging
import sys
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

#: shcore's PROCESS_PER_MONITOR_DPI_AWARE: sharp on every monitor, also after moving to another
PER_MONITOR_AWARE = 2


def _windll() -> Any:
    """Windows' DLLs (ctypes.windll); an OSError on the other systems, which have none."""
    if sys.platform == "win32":
        return ctypes.windll
    raise OSError("ctypes.windll exists only on Windows")


def make_dpi_aware(platform: str | None = None, windll: Callable[[], Any] = _windll) -> str | None:
    """On Windows, make this process DPI aware (per monitor on Windows 8.1 and later, system-wide on
    older ones); call before the window opens. Returns how ("per-monitor", "system"), or None where
    nothing was done (another system, or Windows refused: the game then runs scaled, as before)."""
    if (platform or sys.platform) != "win32":
        return None
    dlls = windll()
    try:
        shcore = dlls.shcore
    except (AttributeError, OSError):  # Windows 7 and 8.0 have no shcore.dll
        shcore = None
    if shcore is not None:
        try:
            # S_OK, or E_ACCESSDENIED when the awareness was already set (by a manifest): fine either way
            shcore.SetProcessDpiAwareness(PER_MONITOR_AWARE)
            return "per-monitor"
        except (AttributeError, OSError) as exc:
            log.debug("SetProcessDpiAwareness failed: %s", exc)
    try:
        dlls.user32.SetProcessDPIAware()
    except (AttributeError, OSError) as exc:
        log.warning("could not make the window DPI aware; Windows may scale it: %s", exc)
        return None
    return "system"


def process_dpi_awareness(windll: Callable[[], Any] = _windll) -> int | None:
    """What Windows says this process's DPI awareness is (shcore's GetProcessDpiAwareness: 0
    unaware, 1 system, `PER_MONITOR_AWARE`), read back from the system rather than trusted from
    the call that set it; None where shcore cannot say."""
    value = ctypes.c_int(-1)
    try:
        result = windll().shcore.GetProcessDpiAwareness(None, ctypes.byref(value))
    except (AttributeError, OSError) as exc:
        log.debug("GetProcessDpiAwareness failed: %s", exc)
        return None
    return value.value if result == 0 else None
