"""Names for the files the game makes from a name it was given (an imported game, an exported one,
a game moved to the archive): valid on every system the game runs on, so that a file made here can
be opened there too, and short enough for Windows to open.

Windows is the strictest: it refuses ``<>:"/\\|?*`` and control characters, names ending in a dot
or a space, and the names of its devices (``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM0``-``COM9``,
``LPT0``-``LPT9``), with any extension (``aux.ciudadelas`` is the device AUX); and a path longer
than `MAX_PATH` characters does not open. A name that breaks a rule is mended, never refused.
"""

from __future__ import annotations

import errno
from pathlib import Path, PurePath

from citadels.text import i18n
from citadels.text.safetext import decoded_name, file_label

from .format import EXTENSION

#: Characters no file name may hold on one system or another (Windows refuses these).
NOT_IN_NAMES = frozenset('<>:"/\\|?*')
#: Names Windows keeps for devices, whatever follows their first dot (compared in capitals).
WINDOWS_DEVICES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3"}
)
#: The longest path Windows opens without long-path support (MAX_PATH less the closing NUL), in
#: UTF-16 code units.
MAX_PATH = 259
#: The longest stem (in UTF-8 bytes) a file gets from a name: far below the 255 bytes file systems allow.
IMPORT_STEM_BYTES = 120
#: The stem of a file whose own name has nothing to keep ("..ciudadelas").
IMPORTED = "imported-game"
#: Room kept for the "-<n>" that makes a taken name unique.
COUNTER_ROOM = len("-9999")
#: The temporary name `settings.write_atomic` writes first: "." + at most 40 characters of the name
#: + "." + 8 random characters + ".tmp".
TEMPORARY_NAME = 1 + 40 + 1 + 8 + 4


def windows_length(text: str | PurePath) -> int:
    """How long Windows counts a path or a name (UTF-16 code units: "😀" counts 2)."""
    return len(str(text).encode("utf-16-le", "surrogatepass")) // 2


def import_stem(name: str, room: int | None = None) -> str:
    """The stem an imported (or exported, or archived) file gets from its own name: in printable
    UTF-8 (undecodable bytes become "�"), without the characters some system refuses (each becomes
    "_"), without leading dots (which would hide it from the list) or trailing dots and spaces, cut to
    `IMPORT_STEM_BYTES` and to `room` characters as Windows counts them, and never a device's name
    (``aux`` becomes ``aux_``)."""
    stem = name[: -len(EXTENSION)] if name.endswith(EXTENSION) else PurePath(name).stem
    text = "".join("_" if ch in NOT_IN_NAMES else ch for ch in decoded_name(stem))
    text = text.lstrip(". ").rstrip(". ")
    limit = IMPORT_STEM_BYTES if room is None else max(1, room - 1)  # -1: room for a device's "_"
    while len(text.encode("utf-8")) > IMPORT_STEM_BYTES or windows_length(text) > limit:
        text = text[:-1].rstrip(". ")
    return not_a_device(text or IMPORTED)


def not_a_device(stem: str) -> str:
    """`stem`, with "_" after its part before the first dot when Windows would take it for a device."""
    base, dot, rest = stem.partition(".")
    if base.rstrip(" ").upper() in WINDOWS_DEVICES:
        return f"{base.rstrip(' ')}_{dot}{rest}"
    return stem


def unused_path(folder: Path, name: str, same: bytes | None = None) -> Path:
    """A path in `folder` for a file named after `name` (`import_stem`), that no file has: its stem
    as it is, else with "-1", "-2"…, cut so that the path (and the temporary file of an atomic
    write) stays within `MAX_PATH`. With `same`, a file already holding exactly those bytes is
    returned instead. An `OSError` (ENAMETOOLONG) when the folder's own path leaves no room."""
    room = MAX_PATH - windows_length(folder) - 1  # 1: the separator
    if room < TEMPORARY_NAME:
        # the folder's own name: the whole path would not fit on the line that says it
        message = i18n._("the path of the folder {folder} is too long").format(folder=file_label(folder.name))
        raise OSError(errno.ENAMETOOLONG, message, str(folder))
    stem = import_stem(name, room - len(EXTENSION) - COUNTER_ROOM)
    target = folder / f"{stem}{EXTENSION}"
    n = 1
    while target.exists() or target.is_symlink():
        if same is not None and target.is_file() and target.read_bytes() == same:
            return target
        target = folder / f"{stem}-{n}{EXTENSION}"
        n += 1
    return target


def damaged_name(path: Path, stamp: str) -> Path:
    """Where a damaged file is set aside, beside itself: ``<name>.damaged-<stamp>`` (``-2``… when taken)."""
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return target
