"""The saves folder: the list of saved games (with their problems), Continue, delete, export and import.

Deleting a finished game moves its file to the folder's archive (`archive_folder`): the list no
longer shows it, but the player's record (`outcome.py`), which is read from the save files alone,
still counts it. An unfinished game counts nowhere and is deleted for good.

What a file's records say of its game (its round, whose turn, finished) is only the file's word: a
game is replayed (`check`) before Continue offers it, finished or not, and the saved-games screen
replays the games it lists one per frame. The saves index (`index.py`) keeps what each file's replay
said, so a list of thousands of games opens at once and a file is replayed again only when it
changes; a file the index does not know is listed from its header and last record (no replay). A bad file is listed with its problem and left where
it is; a file that cannot be opened when the player asks for it is renamed aside (``.damaged-<time>``)
so that it no longer stands in the way of Continue, and is never deleted.
"""

from __future__ import annotations

import logging
import math
import os
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from citadels.engine import GameConfig, new_game
from citadels.session import GameSetup
from citadels.system.settings import write_atomic
from citadels.text.safetext import file_label

from .examine import Examined
from .format import EXTENSION, LineError, Record, decode_line, split_lines
from .game import LoadedGame, load_game, parse_header, read_bytes, unknown_bots
from .index import index_for, read_head
from .names import damaged_name, unused_path
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
    """Header and last record only (the records between are read by the replay, `check`); a
    `SaveProblem` if the file cannot be read as a save."""
    raw = read_bytes(path)
    lines, torn = split_lines(raw)
    header = parse_header(path.name, raw, lines)
    last = _last_record(path.name, lines)
    try:
        setup = _SETUP.validate_python(header.setup)
    except ValidationError as exc:
        raise SaveProblem("bad_start", path.name, f"setup: {exc.errors()[0]['msg']}") from None
    return SaveSummary(
        path=path,
        modified=_mtime(path),
        created=header.created,
        names=tuple(s.name for s in setup.seats),
        humans=tuple(i for i, s in enumerate(setup.seats) if s.is_human),
        ruleset=setup.ruleset,
        round=last.round if last else 1,
        to_move=last.to_move if last else _first_to_move(header.config, header.seed),
        actions=len(lines) - 1,
        finished=bool(last and last.over),
        torn=torn,
    )


def _last_record(name: str, lines: list[bytes]) -> Record | None:
    """The last complete record of a save's lines (None before any action), validated; the lines
    before it only by their checksums (a flipped bit is damage the list shows at once)."""
    if len(lines) < 2:
        return None
    n = len(lines) - 1
    for i, line in enumerate(lines[1:-1], 2):
        try:
            crc = int(line[:8], 16)
        except ValueError:
            crc = -1
        if len(line) < 10 or line[8:9] != b" " or crc != zlib.crc32(line[9:]):
            raise SaveProblem("damaged", name, f"line {i}: checksum mismatch")
    try:
        record = Record.model_validate(decode_line(lines[-1]))
    except (LineError, ValidationError) as exc:
        raise SaveProblem("damaged", name, f"line {n + 1}: {exc}") from None
    if record.n != n:
        raise SaveProblem("damaged", name, f"line {n + 1}: record {record.n} out of order")
    return record


def _entry(path: Path, modified: float, examined: Examined) -> SaveSummary | BadSave:
    """One line of the list as the replay has it."""
    if examined.problem is not None:
        kind, detail = examined.problem
        return BadSave(path, modified, SaveProblem(kind, path.name, detail))
    return SaveSummary(
        path=path,
        modified=modified,
        created=examined.created,
        names=examined.names,
        humans=examined.humans,
        ruleset=examined.ruleset,
        round=examined.round,
        to_move=examined.to_move,
        actions=examined.actions,
        finished=examined.finished,
        torn=examined.torn,
        checked=True,
    )


def check(summary: SaveSummary) -> SaveSummary | BadSave:
    """`summary` with the round, the seat to move and whether the game is over as its replay has them
    (a `BadSave` if the replay fails), instead of the last record's word. The saves index keeps what
    each file's replay said, so a file is replayed once for as long as it does not change."""
    if summary.checked:
        return summary
    examined = index_for(summary.path.parent).examined(summary.path)
    return _entry(summary.path, summary.modified, examined)


def check_for_continue(entries: list[SaveSummary | BadSave], budget: float = math.inf) -> bool:
    """Replay (`check`) the games of `entries` (most recent first, changed in place) in order, the
    finished ones too (a file's word that its game is over is no more trusted than that it goes on),
    up to the first that its replay finds unfinished: what Continue offers. Stops after `budget`
    seconds (at least one game checked); says whether the answer is known."""
    start = time.perf_counter()
    replayed = 0
    for i, entry in enumerate(entries):
        if not isinstance(entry, SaveSummary):
            continue
        if not entry.checked:
            if replayed and time.perf_counter() - start >= budget:
                return False
            replayed += 1
            found = entries[i] = check(entry)
            if not isinstance(found, SaveSummary):
                continue
            entry = found
        if not entry.finished:
            return True
    return True


def checked_for_continue(entries: list[SaveSummary | BadSave]) -> list[SaveSummary | BadSave]:
    """`entries` (most recent first) with each game replayed (`check`) up to the first that its replay
    finds unfinished: the first unfinished `SaveSummary` of the result is what Continue offers."""
    out = list(entries)
    check_for_continue(out)
    return out


def _first_to_move(config: dict[str, object], seed: int) -> int:
    try:
        return new_game(GameConfig.model_validate(config), seed).to_move
    except (ValidationError, ValueError):
        return -1


def list_saves(folder: Path) -> list[SaveSummary | BadSave]:
    """Every saved game in `folder`, most recent first; bad files are listed with their problem. A
    file the saves index knows as it is now is listed as its replay has it (`checked`); any other
    by its header and last record only (`summarize`), for `check` to replay."""
    entries: list[SaveSummary | BadSave] = []
    try:
        paths = [p for p in folder.iterdir() if p.name.endswith(EXTENSION) and not p.name.startswith(".")]
    except OSError as exc:
        log.warning("cannot list the saves folder %s: %s", file_label(folder), exc)
        return []
    index = index_for(folder)
    for path, (key, examined) in zip(paths, index.known_many(paths), strict=True):
        if key is not None and examined is not None:
            entries.append(_entry(path, key.modified, examined))
            continue
        try:
            entries.append(summarize(path))
        except SaveProblem as problem:
            entries.append(BadSave(path, _mtime(path), problem))
        except OSError as exc:
            entries.append(BadSave(path, _mtime(path), SaveProblem("unreadable", path.name, str(exc))))
    index.forget_missing(paths, [folder])
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries


def missing_bots(path: Path) -> list[str]:
    """The bots the game in `path` names that this version does not have (`game.unknown_bots`), read
    from its header alone: such a game can be reviewed but not continued. Empty when the header
    cannot be read (the list reports that file's problem on its own)."""
    try:
        raw = read_head(path)
        lines, _torn = split_lines(raw)
        setup = _SETUP.validate_python(parse_header(path.name, raw, lines).setup)
    except (OSError, SaveProblem, ValidationError):
        return []
    return unknown_bots(setup)


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
    target = damaged_name(path, stamp)
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
    examined = index_for(path.parent).examined(path)
    if not examined.finished:  # as its replay has it, not as its last record says
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
