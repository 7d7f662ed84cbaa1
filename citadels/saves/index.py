"""The saves index: what each save file's replay says of its game (`examine.Examined`), kept in one
SQLite database beside the saves (`paths.saves_index`), so that the menu's Continue, the saved-games
list and Your games replay a file once for as long as it does not change, not at every visit.

A row is found by the file's folder and name, its size, its modification time (ns) and a digest of
its first line (the header): if any of them differs, the file is replayed again and its row replaced.
The index only spares replays for what is shown; it is never trusted over the file for play: opening a
game always reads and replays its file (`game.load_game`).

It can always be rebuilt from the files and is treated so: a missing index is created; a damaged one
(not a database, another schema version, any SQLite error) is deleted and built again, the saves
never touched; where no file can be written the index lives in memory for the session. Another
instance of the game writing at the same moment (``database is locked``) only means that what this
one found is not written this time. Writes go in one transaction each. A name goes in as its UTF-8
bytes (a name that is not valid Unicode keeps its lone surrogates: ``surrogatepass``), what the
replay said as ASCII JSON, so nothing that the system or a save file holds can fail to be stored.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import stat
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypeVar

from pydantic import TypeAdapter, ValidationError

from citadels.system.paths import saves_index
from citadels.text.safetext import bot_name, file_label, player_name, printable

from .examine import Examined, examine
from .format import MAX_FILE_BYTES
from .game import read_bytes
from .problems import SaveProblem

log = logging.getLogger(__name__)
T = TypeVar("T")

#: the layout of the database and the meaning of what a row says (the kinds of problem among them):
#: an index written with another one is built again
SCHEMA_VERSION = 2
#: the most of a file read to find its header line
HEAD_LIMIT = 64 * 1024
#: seconds to wait for another instance of the game holding the database before giving up a write
LOCK_WAIT = 0.2

_EXAMINED = TypeAdapter(Examined)
_CREATE = (
    "CREATE TABLE games (folder BLOB NOT NULL, name BLOB NOT NULL, size INTEGER NOT NULL, "
    "mtime_ns INTEGER NOT NULL, head TEXT NOT NULL, examined TEXT NOT NULL, PRIMARY KEY (folder, name))"
)
_COLUMNS = "folder, name, size, mtime_ns, head, examined"


@dataclass(frozen=True)
class FileKey:
    """What says that a file is the one a row was made from."""

    folder: bytes  # relative to the index's folder ("" for the folder itself, "archive"…)
    name: bytes
    size: int
    mtime_ns: int
    head: str  # digest of the first line

    @property
    def modified(self) -> float:
        return self.mtime_ns / 1e9


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def read_head(path: Path) -> bytes:
    """The first line of a file (at most `HEAD_LIMIT` bytes); `OSError` if it cannot be read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        chunk = os.read(fd, 4096)  # a header is about 1 KB: most files are read no further
        end = chunk.find(b"\n")
        while end < 0 and len(chunk) < HEAD_LIMIT:
            more = os.read(fd, HEAD_LIMIT - len(chunk))
            if not more:
                break
            end = more.find(b"\n")
            end = end if end < 0 else len(chunk) + end
            chunk += more
    finally:
        os.close(fd)
    return chunk if end < 0 else chunk[: end + 1]


def _is_lock(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(exc)


def _examined(key: FileKey, row: tuple[object, ...]) -> Examined | None:
    """What a row says, when it was made from the file `key` names as it is now."""
    size, mtime_ns, head, value = row
    if (size, mtime_ns, head) != (key.size, key.mtime_ns, key.head) or not isinstance(value, str):
        return None
    try:
        examined = _EXAMINED.validate_python(json.loads(value))
    except (ValueError, TypeError, ValidationError):  # a row not of ours: replayed, replaced
        return None
    return examined if _as_a_save_gives(examined) else None


def _as_a_save_gives(examined: Examined) -> bool:
    """Whether every text of a row is as a save's own cleaning gives it (`game.load_game`): a row
    holding anything else was not made by a replay, and is replayed again rather than shown."""
    names = list(examined.names)
    bots: list[str] = []
    texts = [examined.ruleset]
    if examined.outcome is not None:
        names += examined.outcome.names
        bots += [b for b in examined.outcome.bots if b]
        texts += [examined.outcome.game, *(c for seat in examined.outcome.characters for c in seat)]
    if examined.problem is not None:
        texts.append(examined.problem[1])
    return (
        all(player_name(n) == n for n in names)
        and all(bot_name(b) == b for b in bots)
        and all(printable(t) == t for t in texts)
    )


class SavesIndex:
    """The index of the save files in `root` and its subfolders (the archive)."""

    def __init__(self, root: Path, database: Path | None = None) -> None:
        self.root = root
        self.database = saves_index(root) if database is None else database
        self._db: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self.in_memory = False  # no file could be written: the index lasts this session
        self._folders: dict[Path, bytes] = {}  # how `_folder` names the few folders it is asked about

    # ------------------------------------------------------------------ files
    def key(self, path: Path) -> FileKey | None:
        """The key of the file at `path` now; None for what is no regular file of a save's size or
        cannot be read (the list reports it without the index)."""
        try:
            info = path.stat()
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
                return None
            head = hashlib.blake2b(read_head(path), digest_size=16).hexdigest()
        except OSError:
            return None
        return FileKey(self._folder(path.parent), _utf8(path.name), info.st_size, info.st_mtime_ns, head)

    def _folder(self, folder: Path) -> bytes:
        """A folder as the index names it: relative to its own folder when inside it."""
        named = self._folders.get(folder)
        if named is None:
            where = folder.absolute()
            try:
                rel = where.relative_to(self.root).as_posix()
            except ValueError:
                rel = str(where)
            named = _utf8("" if rel == "." else rel)
            if len(self._folders) >= 16:
                self._folders.clear()
            self._folders[folder] = named
        return named

    def known(self, path: Path) -> tuple[FileKey | None, Examined | None]:
        """The file's key, and what its replay said when the index has it for this very file."""
        key = self.key(path)
        return key, (None if key is None else self._get(key))

    def known_many(self, paths: list[Path]) -> list[tuple[FileKey | None, Examined | None]]:
        """`known` for many files, the rows of their folders read in one query each."""
        keys = [self.key(path) for path in paths]
        folders = {key.folder for key in keys if key is not None}

        Rows = dict[tuple[bytes, bytes], tuple[object, ...]]

        def rows(db: sqlite3.Connection) -> Rows:
            out: Rows = {}
            for folder in folders:
                for name, size, mtime_ns, head, value in db.execute(
                    "SELECT name, size, mtime_ns, head, examined FROM games WHERE folder = ?", (folder,)
                ):
                    out[(folder, name)] = (size, mtime_ns, head, value)
            return out

        empty: Rows = {}
        found = self._run(rows, empty)
        answers: list[tuple[FileKey | None, Examined | None]] = []
        for key in keys:
            row = None if key is None else found.get((key.folder, key.name))
            answers.append((key, None if key is None or row is None else _examined(key, row)))
        return answers

    def examined(self, path: Path) -> Examined:
        """What the replay of the file at `path` says: from the index when it has this file as it is
        now, else by replaying it (and remembering that)."""
        key, found = self.known(path)
        if found is not None:
            return found
        try:
            raw = read_bytes(path)
        except SaveProblem as problem:  # not read: nothing to remember
            return Examined(problem=(problem.kind, problem.detail))
        result = examine(path, raw)
        if key is not None:  # the key was taken before the bytes were read: a later change misses it
            self._put(key, result)
        return result

    def forget_missing(self, present: Iterable[Path], folders: Iterable[Path]) -> None:
        """Forget the rows of the files in `folders` that are not among `present` (deleted files)."""
        keep = {(self._folder(path.parent), _utf8(path.name)) for path in present}
        wanted = {self._folder(folder) for folder in folders}

        def forget(db: sqlite3.Connection) -> None:
            rows = db.execute("SELECT folder, name FROM games").fetchall()
            gone = [(f, n) for f, n in rows if f in wanted and (f, n) not in keep]
            if gone:
                db.execute("BEGIN IMMEDIATE")
                try:
                    db.executemany("DELETE FROM games WHERE folder = ? AND name = ?", gone)
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise

        self._run(forget, None)

    # ------------------------------------------------------------------ rows
    def _get(self, key: FileKey) -> Examined | None:
        def get(db: sqlite3.Connection) -> Examined | None:
            row = db.execute(
                "SELECT size, mtime_ns, head, examined FROM games WHERE folder = ? AND name = ?",
                (key.folder, key.name),
            ).fetchone()
            return None if row is None else _examined(key, row)

        return self._run(get, None)

    def _put(self, key: FileKey, examined: Examined) -> None:
        value = json.dumps(asdict(examined), ensure_ascii=True, separators=(",", ":"), allow_nan=False)

        def put(db: sqlite3.Connection) -> None:
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute(
                    f"INSERT OR REPLACE INTO games ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
                    (key.folder, key.name, key.size, key.mtime_ns, key.head, value),
                )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

        self._run(put, None)

    def count(self) -> int:
        """How many files the index holds."""
        return self._run(lambda db: int(db.execute("SELECT count(*) FROM games").fetchone()[0]), 0)

    # ------------------------------------------------------------------ the database
    def _run(self, work: Callable[[sqlite3.Connection], T], otherwise: T) -> T:
        """`work` on the database; `otherwise` when the database is held by another instance (tried
        again at the next call). A damaged database is replaced by a new one, and `work` tried there."""
        with self._lock:
            for _attempt in range(2):
                try:
                    if self._db is None:
                        self._db = self._opened(str(self.database))
                    return work(self._db)
                except sqlite3.Error as exc:
                    if _is_lock(exc):
                        log.info("the saves index is busy (another instance of the game?): %s", exc)
                        return otherwise
                    log.warning(
                        "the saves index %s is damaged (built again): %s", file_label(self.database), exc
                    )
                    self._replace()
            return otherwise

    def _replace(self) -> None:
        """Delete the database's files and start an empty one (in memory if that fails)."""
        self.close()
        try:
            for suffix in ("", "-journal", "-wal", "-shm"):
                Path(f"{self.database}{suffix}").unlink(missing_ok=True)
            self._db = self._opened(str(self.database))
        except (OSError, sqlite3.Error) as exc:
            log.warning("the saves index cannot be written (kept in memory): %s", exc)
            self._db = self._in_memory()

    def _in_memory(self) -> sqlite3.Connection:
        self.in_memory = True
        return self._opened(":memory:")

    @staticmethod
    def _opened(where: str) -> sqlite3.Connection:
        """A connection to the index at `where`, with its table (created, or made again when of
        another schema version); an `sqlite3.Error` if it is not an index of ours."""
        db = sqlite3.connect(where, timeout=LOCK_WAIT, isolation_level=None, check_same_thread=False)
        try:
            # a cache of the files: commits need not wait for the disk (a write lost is a replay again)
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                db.execute("BEGIN IMMEDIATE")
                try:  # asked again inside the transaction: another instance may have just made it
                    if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                        db.execute("DROP TABLE IF EXISTS games")
                        db.execute(_CREATE)
                        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
            db.execute(f"SELECT {_COLUMNS} FROM games LIMIT 1").fetchall()  # the table is ours
        except BaseException:
            db.close()
            raise
        return db

    def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            try:
                db.close()
            except sqlite3.Error:
                pass


#: the open indexes by folder (a few: the saves folder, a test's or a bench's)
_OPEN: OrderedDict[Path, SavesIndex] = OrderedDict()
_OPEN_LIMIT = 4
_OPEN_LOCK = threading.Lock()


def index_for(folder: Path) -> SavesIndex:
    """The index of the saves folder `folder`, shared by everything that reads it in this process."""
    where = folder.absolute()
    with _OPEN_LOCK:
        index = _OPEN.get(where)
        if index is None:
            index = _OPEN[where] = SavesIndex(where)
            while len(_OPEN) > _OPEN_LIMIT:
                _OPEN.popitem(last=False)[1].close()
        else:
            _OPEN.move_to_end(where)
        return index
