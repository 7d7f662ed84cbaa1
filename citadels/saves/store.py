"""The saves folder: the list of saved games (with their problems), Continue, delete, export and import.

Deleting a finished game moves its file to the folder's archive (`archive_folder`): the list no
longer shows it, but the player's record (`outcome.py`), which is read from the save files alone,
still counts it. An unfinished game counts nowhere and is deleted for good.

Listing reads each file's header and last record only (no replay), so a long list opens at once; what
the last record says of the game (its round, whose turn, finished) is only the file's word, so a game
is replayed (`check`, cached by the file's digest) before Continue offers it, and the saved-games
screen replays the games it lists one per frame. A bad file is listed with its problem and left where
it is; a file that cannot be opened when the player asks for it is renamed aside (``.damaged-<time>``)
so that it no longer stands in the way of Continue, and is never deleted.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import os
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from citadels.engine import GameConfig, new_game
from citadels.safetext import file_label
from citadels.session import GameSetup
from citadels.settings import write_atomic

from .format import EXTENSION, Record
from .game import LoadedGame, load_game, parse, read_bytes, unknown_bots
from .names import unused_path
from .problems import ProblemKind, SaveProblem

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
    digest: str = ""  # of the file's bytes: the key of the replayed summaries (`check`)
    checked: bool = False  # round, to_move and finished are the replay's, not the file's word

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
        digest=_digest(raw),
    )


def _digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


@dataclass(frozen=True)
class _Replayed:
    """What the replay of a file says of its game (or what is wrong with it)."""

    round: int = 0
    to_move: int = -1
    finished: bool = False
    problem: tuple[ProblemKind, str] | None = None  # kind and detail


#: Replays by the file's digest: a file is replayed once for as long as it does not change.
_REPLAYED: OrderedDict[str, _Replayed] = OrderedDict()
_REPLAYED_LIMIT = 512


def check(summary: SaveSummary) -> SaveSummary | BadSave:
    """`summary` with the round, the seat to move and whether the game is over as its replay has them
    (a `BadSave` if the replay fails), instead of the last record's word. Cached by the file's digest."""
    if summary.checked:
        return summary
    replayed = _REPLAYED.get(summary.digest)
    if replayed is None:
        replayed = _replay(summary.path)
    else:
        _REPLAYED.move_to_end(summary.digest)
    if replayed.problem is not None:
        kind, detail = replayed.problem
        return BadSave(summary.path, summary.modified, SaveProblem(kind, summary.path.name, detail))
    return dataclasses.replace(
        summary, round=replayed.round, to_move=replayed.to_move, finished=replayed.finished, checked=True
    )


def _replay(path: Path) -> _Replayed:
    try:
        raw = read_bytes(path)
    except SaveProblem as problem:  # no bytes, no digest: not remembered
        return _Replayed(problem=(problem.kind, problem.detail))
    try:
        session = load_game(path, raw).session
        replayed = _Replayed(session.round, -1 if session.game_over else session.to_move, session.game_over)
    except SaveProblem as problem:
        replayed = _Replayed(problem=(problem.kind, problem.detail))
    _REPLAYED[_digest(raw)] = replayed
    if len(_REPLAYED) > _REPLAYED_LIMIT:
        _REPLAYED.popitem(last=False)
    return replayed


def checked_for_continue(entries: list[SaveSummary | BadSave]) -> list[SaveSummary | BadSave]:
    """`entries` (most recent first) with each game that says it is unfinished replayed (`check`), up
    to the first one that is: the first unfinished `SaveSummary` of the result is what Continue offers."""
    out = list(entries)
    for i, entry in enumerate(out):
        if isinstance(entry, SaveSummary) and not entry.finished:
            out[i] = found = check(entry)
            if isinstance(found, SaveSummary) and not found.finished:
                break
    return out


def _first_to_move(config: dict[str, object], seed: int) -> int:
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
        log.warning("cannot list the saves folder %s: %s", file_label(folder), exc)
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
    """The most recent game that its replay finds unfinished (what Continue offers)."""
    for entry in checked_for_continue(list_saves(folder)):
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
        log.warning("could not set aside %s: %s", file_label(path), exc)
        return None
    log.warning("set aside the bad save %s as %s", file_label(path), file_label(target.name))
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
    target = unused_path(archive, path.name)
    os.replace(path, target)
    return target


def export_save(path: Path, folder: Path) -> Path:
    """Copy a saved game to `folder` as one file to share, under a name every system accepts
    (`names.unused_path`), never overwriting another file."""
    raw = read_bytes(path)
    target = unused_path(folder, path.name)
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(target, raw)
    return target


def import_save(source: Path, folder: Path) -> Path:
    """Check that `source` is a good saved game (by replaying it) that this version can open (every
    bot it names is one of ours), then copy it into the saves folder under a name the list shows and
    every system accepts (`names.unused_path`), unique there; the file already there when the same
    game was imported before."""
    raw = read_bytes(source)
    loaded = load_game(source)  # raises a SaveProblem naming the file if it is not a good save
    missing = unknown_bots(loaded.session.setup)
    if missing:  # it could never be opened here: not brought into the list
        raise SaveProblem("unknown_bots", source.name, ", ".join(missing))
    target = unused_path(folder, source.name, same=raw)
    folder.mkdir(parents=True, exist_ok=True)
    if not target.exists():
        write_atomic(target, raw)
    return target
