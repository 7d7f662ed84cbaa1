"""Dates as the lists show them ("2026-11-29 06:05"), from any number a file or the system gives."""

from __future__ import annotations

import time

#: what a list shows for a moment no calendar can show
NO_DATE = "–"


def local_date(seconds: float) -> str:
    """`seconds` since the epoch as a local date and time; `NO_DATE` for a number the system cannot
    turn into one (a NaN, an infinity, a year past what it counts: a file's date set far out)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))
    except (OverflowError, OSError, ValueError):
        return NO_DATE
