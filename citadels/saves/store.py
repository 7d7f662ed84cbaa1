"""The saves folder: the list of saved games (with their problems), Continue, delete, export and import.

Deleting a finished game moves its file to the folder's archive (`archive_folder`): the list no
longer shows it, but the player's record (`outcome.py`), which is read from the save files alone,
still counts it. An unfinished game counts nowhere and is deleted for good.

Listing reads each file's header and last record only (no replay), so a long list opens at once. A
bad file is listed with its problem and left where it is; a file that cannot be opened when the
player asks for it is renamed aside (``.damaged-<time>``) so that it no longer stands in the way of
Continue, and is never deleted.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from citadels.session import GameSetup
from citadels.settings import write_atomic

from .format import EXTENSION, Record
from .game import LoadedGame, load_game, parse, read_bytes
from .problems import SaveProblem

log = logging.getLogger(__name__)

_SETUP = TypeAdapter(GameSetup)


@dataclass(frozen=True)
class SaveSummary:
    """One line of the saved-games list."""

    path: Path
    modified: float  # seconds since the epoch
    created: float
    names: tuple[str, ...]
    humans: tuple[int, ...]
    ruleset: str
    round: int
    to_move: int
    actions: int
    finished: bool
    torn: bool = False  # its last move was written only in part (the game was killed then): left out

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def to_move_name(self) -> str:
        return self.names[self.to_move] if 0 <= self.to_move < len(self.names) else "?"


@dataclass(frozen=True)
class BadSave:
    """A file in the saves folder that cannot be listed as a game."""

    path: Path
    modified: float
    problem: SaveProblem


def summarize(path: Path) -> SaveSummary:
    """Header and last record only; a `SaveProblem` if the file cannot be read as a save."""
    raw = read_bytes(path)
    header, records, _lines, torn = parse(path, raw)
    try:
        setup = _SETUP.validate_python(header.setup)
    except ValidationError as exc:
        raise SaveProblem("damaged", path.name, f"setup: {exc.errors()[0]['msg']}") from None
    last: Record | None = records[-1] if records else None
    return SaveSummary(
        path=path,
        modified=_mtime(path),
        created=header.created,
        names=tuple(s.name for s in setup.seats),
        humans=tuple(i for i, s in enumerate(setup.seats) if s.is_human),
        ruleset=setup.ruleset,
        round=last.round if last else 1,
        to_move=last.to_move if last else _first_to_move(header.config, header.seed),
        actions=len(records),
        finished=bool(last and last.over),
        torn=torn,
    )


def _first_to_move(config: dict[str, object], seed: int) -> int:
    from citadels.engine import GameConfig, new_game

    try:
        return new_game(GameConfig.model_validate(config), seed).to_move
    except (ValidationError, ValueError):
        return -1


def list_saves(folder: Path) -> list[SaveSummary | BadSave]:
    """Every saved game in `folder`, most recent first; bad files are listed with their problem."""
    entries: list[SaveSummary | BadSave] = []
    try:
        paths = [p for p in folder.iterdir() if p.name.endswith(EXTENSION) and not p.name.startswith(".")]
    except OSError as exc:
        log.warning("cannot list the saves folder %s: %s", folder, exc)
        return []
    for path in paths:
        try:
            entries.append(summarize(path))
        except SaveProblem as problem:
            entries.append(BadSave(path, _mtime(path), problem))
        except OSError as exc:
            entries.append(BadSave(path, _mtime(path), SaveProblem("unreadable", path.name, str(exc))))
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def latest_unfinished(folder: Path) -> SaveSummary | None:
    for entry in list_saves(folder):
        if isinstance(entry, SaveSummary) and not entry.finished:
            return entry
    return None


def open_save(path: Path) -> LoadedGame:
    """Load a game; a file that turns out bad is renamed aside (kept, never deleted) and reported."""
    try:
        return load_game(path)
    except SaveProblem as problem:
        if problem.kind not in ("unreadable",):
            set_aside(path)
        raise


def set_aside(path: Path) -> Path | None:
    """Rename a bad save so it no longer blocks Continue or the list: ``<name>.damaged-<time>``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("could not set aside %s: %s", path, exc)
        return None
    log.warning("set aside the bad save %s as %s", path, target.name)
    return target


#: the subfolder of the saves folder that keeps the finished games deleted from the list
ARCHIVE = "archive"


def archive_folder(folder: Path) -> Path:
    """Where the finished games deleted from `folder`'s list are kept for the record (not created)."""
    return folder / ARCHIVE


def delete_save(path: Path) -> Path | None:
    """Delete a saved game the player chose to delete (after a confirmation). A finished game's file
    goes to the archive (returned), where only the record reads it; any other file is deleted."""
    try:
        finished = summarize(path).finished
    except SaveProblem:
        finished = False
    if not finished:
        path.unlink()
        return None
    archive = archive_folder(path.parent)
    archive.mkdir(exist_ok=True)
    target = archive / path.name
    n = 1
    while target.exists():
        target = archive / f"{path.name[: -len(EXTENSION)]}-{n}{EXTENSION}"
        n += 1
    os.replace(path, target)
    return target


def export_save(path: Path, folder: Path) -> Path:
    """Copy a saved game to `folder` as one file to share (never overwriting another file)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    n = 1
    while target.exists():
        target = folder / f"{path.stem}-{n}{EXTENSION}"
        n += 1
    write_atomic(target, read_bytes(path))
    return target


def import_save(source: Path, folder: Path) -> Path:
    """Check that `source` is a good saved game (by replaying it), then copy it into the saves folder."""
    raw = read_bytes(source)
    load_game(source)  # raises a SaveProblem naming the file if it is not a good save
    folder.mkdir(parents=True, exist_ok=True)
    stem = source.name[: -len(EXTENSION)] if source.name.endswith(EXTENSION) else source.stem
    target = folder / f"{stem}{EXTENSION}"
    n = 1
    while target.exists():
        if target.read_bytes() == raw:
            return target  # already imported
        target = folder / f"{stem}-{n}{EXTENSION}"
        n += 1
    write_atomic(target, raw)
    return target


