"""Reading a folder of saves for the player's record: the finished games of some save files, a few
files at a time (`RecordReader.step`), so that a screen built from hundreds of them opens at once and
fills in frame by frame. What each file's replay says comes from the saves index (`index.py`), so a
file is replayed only the first time it is read and whenever it changes.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from pathlib import Path

from citadels.text.safetext import file_label

from .format import EXTENSION
from .index import SavesIndex
from .outcome import SavedOutcome

log = logging.getLogger(__name__)


def record_files(folders: Iterable[Path]) -> list[Path]:
    """The save files in `folders` (a missing or unreadable folder has none)."""
    files: list[Path] = []
    for folder in folders:
        try:
            files += sorted(
                p for p in folder.iterdir() if p.name.endswith(EXTENSION) and not p.name.startswith(".")
            )
        except OSError:
            continue
    return files


class RecordReader:
    """Reads the finished games of some save files a few at a time: `step(budget)` reads until
    `budget` seconds have gone by (at least one file), and says whether every file has been read.
    Whether a game is finished, and how it ended, is its replay's word (never its last record's)."""

    def __init__(self, files: list[Path], index: SavesIndex, folders: Iterable[Path] = ()) -> None:
        self.files = files
        self.index = index
        self.folders = list(folders)  # where `files` were listed: the index forgets the files gone
        self.next = 0
        self.found: dict[str, SavedOutcome] = {}  # by game: a game in two files counts once
        self.unfinished = 0
        self.bad: list[Path] = []

    @property
    def done(self) -> bool:
        return self.next >= len(self.files)

    @property
    def outcomes(self) -> list[SavedOutcome]:
        """The finished games read so far, the most recent first."""
        return sorted(self.found.values(), key=lambda s: s.outcome.ended, reverse=True)

    def step(self, budget: float) -> bool:
        start = time.perf_counter()
        while not self.done:
            self._read(self.files[self.next])
            self.next += 1
            if time.perf_counter() - start >= budget:
                break
        if self.done and self.folders:
            self.index.forget_missing(self.files, self.folders)
            self.folders = []
        return self.done

    def read_all(self) -> list[SavedOutcome]:
        while not self.step(1.0):
            pass
        return self.outcomes

    def _read(self, path: Path) -> None:
        examined = self.index.examined(path)
        if examined.problem is not None:
            log.info("not in the record: %s: %s", file_label(path.name), examined.problem[0])
            self.bad.append(path)
            return
        outcome = examined.outcome
        if outcome is None:
            self.unfinished += 1
            return
        if outcome.game not in self.found:
            self.found[outcome.game] = SavedOutcome(path, outcome)
