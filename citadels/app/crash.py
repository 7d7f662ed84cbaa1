"""Crash reports: an exception that escapes a scene is written to ``crash-<time>.log`` in the user
log folder, and the error screen says where."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path

from citadels.system.paths import user_log_dir
from citadels.system.version import app_version

log = logging.getLogger(__name__)


@dataclass
class CrashReport:
    summary: str  # "ValueError: bad thing"
    log_path: Path | None
    traceback: str


def write_crash_log(details: str, scene_name: str) -> Path | None:
    """Write a traceback to ``crash-<time>.log`` in the user log folder; returns its path."""
    try:
        folder = user_log_dir()
        path = folder / time.strftime("crash-%Y%m%d-%H%M%S.log")
        n = 1
        while path.exists():
            path = folder / time.strftime(f"crash-%Y%m%d-%H%M%S-{n}.log")
            n += 1
        header = f"Ciudadelas {app_version()} — scene: {scene_name}\n"
        path.write_text(header + details, encoding="utf-8")
        return path
    except OSError:
        log.exception("could not write the crash log")
        return None
