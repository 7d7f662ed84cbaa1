"""Windows' file-name rules, simulated on any system, for the saves and settings tests.

`SimulatedWindows` patches the file-system calls the game's code makes (``os.open``, ``open``,
``os.stat``, ``os.mkdir``, ``os.replace``, ``os.rename``, ``os.unlink``…) so that, under one folder
standing for the drive ``C:\\``, they refuse what Windows refuses, with the errors Windows gives:

* a name holding ``<>:"/\\|?*`` or a control character, or ending in a dot or a space
  (``OSError`` EINVAL, WinError 123: "The filename, directory name, or volume label syntax is
  incorrect");
* a device's name, with any extension (``CON``, ``aux.ciudadelas``, ``COM1``, ``lpt9.txt``): the same
  error (on a real Windows, opening one reaches the device, which is never what a file write meant);
* a path longer than 259 characters as Windows writes it (``C:\\Users\\Núñez\\…``, in UTF-16 code
  units): ``FileNotFoundError``, WinError 206 ("The filename or extension is too long");
* opening a folder with ``os.open`` (``PermissionError``, WinError 5), and renaming, replacing or
  deleting a file that is open (``PermissionError``, WinError 32: "The process cannot access the
  file because it is being used by another process").

Every refusal of a name, a length or a busy file is also recorded in `refusals`, so that a test
can say the code never tried one (a folder opened to sync it is only counted: the code expects it). Paths outside the drive's folder (the game's own files, pytest's) are left alone.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path, PurePath
from typing import Any

import pytest

NOT_IN_NAMES = frozenset('<>:"/\\|?*') | frozenset(chr(c) for c in range(32))
DEVICES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3"}
)
MAX_PATH = 259  # characters, without the closing NUL


def _winerror(cls: type[OSError], code: int, winerror: int, message: str, path: object) -> OSError:
    exc = cls(code, message, os.fspath(path) if isinstance(path, (str, PurePath)) else str(path))
    exc.winerror = winerror  # type: ignore[attr-defined]  # what pathlib's exists() looks at on Windows
    return exc


class SimulatedWindows:
    """The rules above, for paths under `drive` (which stands for ``C:\\``)."""

    def __init__(self, drive: Path) -> None:
        self.drive = drive
        self.refusals: list[str] = []
        self.folder_opens = 0
        self.open_files: dict[int, tuple[int, int]] = {}  # descriptor -> (st_dev, st_ino)
        self._real: dict[str, Any] = {}

    # -- what Windows would call the path ------------------------------------------------------
    def windows_path(self, path: object) -> str | None:
        """``C:\\…`` for a path under the drive's folder; None for any other path (or a descriptor)."""
        if not isinstance(path, (str, PurePath)):
            return None
        absolute = Path(os.path.abspath(os.fspath(path)))
        try:
            parts = absolute.relative_to(self.drive).parts
        except ValueError:
            return None
        return "C:\\" + "\\".join(parts)

    def check(self, path: object) -> None:
        """Raise what Windows raises for `path`, if it refuses it."""
        windows = self.windows_path(path)
        if windows is None:
            return
        for name in windows[3:].split("\\"):
            if not name:
                continue
            bad = (
                any(ch in NOT_IN_NAMES for ch in name)
                or name[-1] in ". "
                or name.split(".")[0].rstrip(" ").upper() in DEVICES
            )
            if bad:
                self.refusals.append(f"{windows}: the name {name!r}")
                raise _winerror(OSError, errno.EINVAL, 123,
                                "The filename, directory name, or volume label syntax is incorrect", path)  # fmt: skip
        if len(windows.encode("utf-16-le")) // 2 > MAX_PATH:
            self.refusals.append(f"{windows}: {len(windows)} characters")
            raise _winerror(
                FileNotFoundError, errno.ENOENT, 206, "The filename or extension is too long", path
            )

    def _in_use(self, path: object) -> bool:
        if self.windows_path(path) is None:
            return False
        try:
            info = self._real["stat"](path)
        except OSError:
            return False
        for fd, identity in list(self.open_files.items()):
            try:
                now = self._real["fstat"](fd)
            except OSError:  # closed through its file object
                del self.open_files[fd]
                continue
            if (now.st_dev, now.st_ino) != identity:  # the number now stands for another file
                del self.open_files[fd]
                continue
            if identity == (info.st_dev, info.st_ino):
                return True
        return False

    def _refuse_in_use(self, *paths: object) -> None:
        for path in paths:
            if self._in_use(path):
                self.refusals.append(f"{self.windows_path(path)}: open")
                raise _winerror(PermissionError, errno.EACCES, 32,
                                "The process cannot access the file because it is being used by another process",
                                path)  # fmt: skip

    # -- the patched calls ---------------------------------------------------------------------
    def install(self, monkeypatch: pytest.MonkeyPatch) -> SimulatedWindows:
        for name in (
            "open",
            "stat",
            "lstat",
            "mkdir",
            "replace",
            "rename",
            "unlink",
            "remove",
            "close",
            "dup",
            "fstat",
        ):
            self._real[name] = getattr(os, name)
        self._real["io.open"] = io.open
        real = self._real

        def os_open(path: Any, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
            self.check(path)
            if self.windows_path(path) is not None and os.path.isdir(path):
                self.folder_opens += 1  # fsync of a folder: refused, as the code expects on Windows
                raise _winerror(PermissionError, errno.EACCES, 5, "Access is denied", path)
            fd: int = real["open"](path, flags, mode, dir_fd=dir_fd)
            if self.windows_path(path) is not None:
                info = real["fstat"](fd)
                self.open_files[fd] = (info.st_dev, info.st_ino)
            return fd

        def os_close(fd: int) -> None:
            self.open_files.pop(fd, None)
            real["close"](fd)

        def os_dup(fd: int) -> int:
            new: int = real["dup"](fd)
            if fd in self.open_files:
                self.open_files[new] = self.open_files[fd]
            return new

        def checked(name: str) -> Any:
            def call(path: Any, *args: Any, **kwargs: Any) -> Any:
                self.check(path)
                if name in ("unlink", "remove"):
                    self._refuse_in_use(path)
                return real[name](path, *args, **kwargs)

            return call

        def moved(name: str) -> Any:
            def call(src: Any, dst: Any, *args: Any, **kwargs: Any) -> Any:
                self.check(src)
                self.check(dst)
                self._refuse_in_use(src, dst)
                return real[name](src, dst, *args, **kwargs)

            return call

        def io_open(file: Any, *args: Any, **kwargs: Any) -> Any:
            self.check(file)
            return real["io.open"](file, *args, **kwargs)

        monkeypatch.setattr(os, "open", os_open)
        monkeypatch.setattr(os, "close", os_close)
        monkeypatch.setattr(os, "dup", os_dup)
        for name in ("stat", "lstat", "mkdir", "unlink", "remove"):
            monkeypatch.setattr(os, name, checked(name))
        for name in ("replace", "rename"):
            monkeypatch.setattr(os, name, moved(name))
        monkeypatch.setattr(io, "open", io_open)
        monkeypatch.setattr(builtins, "open", io_open)
        return self
