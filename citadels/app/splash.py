"""The one-file build's splash screen: PyInstaller shows a picture at once while the one-file
executable unpacks itself (Windows and Linux; PyInstaller has no splash on macOS), and the game closes
it when its own first frame is on screen.

The splash exists only in that build: PyInstaller's bootloader then sets ``_PYI_SPLASH_IPC`` and
provides the ``pyi_splash`` module. Anywhere else (a checkout, a wheel, the one-folder build) there is
nothing to close, and a splash that cannot be reached is logged, never an error: the game runs on.
"""

from __future__ import annotations

import logging
import os
import sys

log = logging.getLogger(__name__)

#: set by PyInstaller's bootloader when a splash screen is showing
SPLASH_VARIABLE = "_PYI_SPLASH_IPC"


def splash_showing() -> bool:
    """Whether PyInstaller's bootloader says a splash screen is showing (or ``pyi_splash`` is
    already loaded: it removes the variable when it connects)."""
    if "pyi_splash" in sys.modules:
        return True
    return bool(getattr(sys, "frozen", False)) and os.environ.get(SPLASH_VARIABLE, "0") not in ("", "0")


def close_splash() -> bool:
    """Close the splash screen if this is the one-file build showing one; whether one was closed."""
    if not splash_showing():
        return False
    try:
        import pyi_splash  # type: ignore[import-untyped,import-not-found,unused-ignore]  # one-file build only
    except ImportError:
        return False
    try:
        if not pyi_splash.is_alive():
            return False
        pyi_splash.close()
    except (OSError, RuntimeError, AttributeError) as exc:  # the splash went away on its own
        log.debug("could not close the splash screen: %s", exc)
        return False
    return True
