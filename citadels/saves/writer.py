"""Writing a saved game: created atomically, then one appended line per accepted action.

The header is written to a uniquely named temporary file in the saves folder, flushed, synced and
renamed into place (and the folder synced where the OS allows): a save either exists whole or not at
all. Each action is then one `write()` of one line on an append-only descriptor, done before
`submit` returns, so a killed or crashed app loses nothing. Syncing to the disk (fdatasync, ~5 ms)
runs on a background thread right after each append, so a power cut can lose at most the action in
flight while the player never waits for the disk.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from citadels.system.settings import fsync_folder, write_atomic
from citadels.text.safetext import file_label

from .format import EXTENSION, encode_line

log = logging.getLogger(__name__)


class _Syncer(threading.Thread):
    """fdatasync the save after each append, off the UI thread (coalescing bursts)."""

    def __init__(self, fd: int) -> None:
        super().__init__(name="save-sync", daemon=True)
        self.fd = os.dup(fd)  # its own descriptor: appends never wait for a sync in progress
        self.wake = threading.Condition()
        self.dirty = False
        self.stopping = False

    def poke(self) -> None:
        with self.wake:
            self.dirty = True
            self.wake.notify()

    def stop(self) -> None:
        with self.wake:
            self.stopping = True
            self.wake.notify()
        self.join(5)

    def run(self) -> None:
        while True:
            with self.wake:
                while not self.dirty and not self.stopping:
                    self.wake.wait()
                if not self.dirty and self.stopping:
                    os.close(self.fd)
                    return
                self.dirty = False
            try:
                _datasync(self.fd)
            except OSError as exc:
                log.warning("could not sync the saved game: %s", exc)


def _datasync(fd: int) -> None:
    sync = getattr(os, "fdatasync", os.fsync)
    sync(fd)


def new_save_path(folder: Path, created: float, seed: int) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(created))
    path = folder / f"game-{stamp}-{seed % 100000:05d}{EXTENSION}"
    n = 1
    while path.exists() or path.is_symlink():
        path = folder / f"game-{stamp}-{seed % 100000:05d}-{n}{EXTENSION}"
        n += 1
    return path


class SaveWriter:
    """An open saved game: `append` one record per accepted action; `close` when done."""

    def __init__(self, path: Path, count: int, *, sync: bool = True) -> None:
        self.path = path
        self.count = count  # records in the file
        self.lock = threading.Lock()
        flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
        self.fd = os.open(path, flags)
        self.syncer: _Syncer | None = _Syncer(self.fd) if sync else None
        if self.syncer is not None:
            self.syncer.start()
        self.failed: OSError | None = None

    @classmethod
    def create(cls, path: Path, lines: Iterable[bytes], count: int, *, sync: bool = True) -> SaveWriter:
        """Write a whole file atomically (header and any records), then open it for appending."""
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, b"".join(lines))
        return cls(path, count, sync=sync)

    def append(self, record: dict[str, Any]) -> None:
        """One record, in one write. An error is logged and remembered, never raised into the game."""
        self.append_line(encode_line(record))

    def append_line(self, line: bytes) -> None:
        with self.lock:
            if self.fd < 0:
                return
            try:
                written = os.write(self.fd, line)
                if written != len(line):  # a short write (disk full): never leave half a record
                    raise OSError(f"short write ({written} of {len(line)} bytes)")
                self.count += 1
            except OSError as exc:
                self.failed = exc
                log.error("could not save the game to %s: %s", file_label(self.path), exc)
                return
        if self.syncer is not None:
            self.syncer.poke()

    def close(self) -> None:
        """Sync and close (idempotent)."""
        syncer, self.syncer = self.syncer, None
        if syncer is not None:
            syncer.stop()
        with self.lock:
            if self.fd < 0:
                return
            try:
                _datasync(self.fd)
            except OSError as exc:
                log.warning("could not sync the saved game: %s", exc)
            os.close(self.fd)
            self.fd = -1
        fsync_folder(self.path.parent)

    def __del__(self) -> None:
        try:
            if self.fd >= 0:
                os.close(self.fd)
        except (AttributeError, OSError):
            pass
