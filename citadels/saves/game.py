"""Saving and loading a `GameSession`: the header and records of `format.py`, replayed on load.

Loading replays every action through the engine from the seed (the save holds no engine objects:
`GameSession.replayed`, the engine's one replay) and checks the digest of the deal and of the
position the last record claims; any refusal or mismatch is a `SaveProblem` naming the file. A torn last record (the app was killed in the middle of a write) is dropped: at most
the action in flight is lost.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from citadels.ai import bot_names
from citadels.ai.base import Reason
from citadels.engine import (
    Action,
    GameConfig,
    IllegalActionError,
    ReplayError,
    ReplayStep,
    action_from_dict,
    action_to_dict,
    replay,
    replay_steps,
)
from citadels.engine.errors import ConfigError
from citadels.session import ActionRecord, GameSession, GameSetup, Move
from citadels.system.version import app_version
from citadels.text.safetext import file_label

from .format import (
    FORMAT_VERSION,
    MAGIC,
    MAX_FILE_BYTES,
    Header,
    LineError,
    ReasonModel,
    Record,
    decode_line,
    encode_line,
    split_lines,
)
from .problems import SaveProblem
from .writer import SaveWriter, new_save_path

log = logging.getLogger(__name__)

_SETUP = TypeAdapter(GameSetup)


# ---------------------------------------------------------------------- writing
def header_for(session: GameSession, created: float | None = None) -> dict[str, Any]:
    setup = _SETUP.dump_python(session.setup, mode="json")
    setup["seed"] = session.seed  # the seed actually played (the setup's may be None: "random")
    state = replay(session.setup.config(), session.seed, ())
    return {
        "kind": MAGIC,
        "format": FORMAT_VERSION,
        "app": app_version(),
        "created": time.time() if created is None else created,
        "setup": setup,
        "config": session.setup.config().model_dump(mode="json"),
        "seed": session.seed,
        "digest": state.digest(),
    }


def reason_to_dict(reason: object | None) -> dict[str, Any] | None:
    """A bot's reason as its key and parameters (the app translates it when it shows it)."""
    key = getattr(reason, "key", None)
    if not isinstance(key, str):
        return None
    params = getattr(reason, "params", None) or {}
    out: dict[str, Any] = {"key": key, "params": {str(k): _plain(v) for k, v in dict(params).items()}}
    reveals = getattr(reason, "reveals", None)
    if reveals is not None:  # kept so that a reloaded game shows exactly what the live one showed
        out["reveals"] = sorted(str(r) for r in reveals)
    public_key = getattr(reason, "public_key", None)
    if isinstance(public_key, str):
        out["public_key"] = public_key
    detail = reason_to_dict(getattr(reason, "detail", None))
    if detail is not None:
        out["detail"] = detail
    return out


def _plain(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float, str)):
        return int(value) if isinstance(value, int) and not isinstance(value, bool) else value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value)


def record_for(n: int, sub: ActionRecord, session: GameSession, digest: str) -> dict[str, Any]:
    return {
        "n": n,
        "seat": sub.seat,
        "action": action_to_dict(sub.action),
        "reason": reason_to_dict(sub.reason),
        "digest": digest,
        "round": session.round,
        "to_move": session.to_move,
        "over": session.game_over,
        "t": round(time.time(), 3),
    }


def is_replayable(session: GameSession) -> bool:
    """Whether seed + actions give back this session's state (false for hand-built scenarios)."""
    state = session.state
    if state is None or state.history is None:
        return False
    try:
        again = replay(session.setup.config(), session.seed, state.history)
    except (IllegalActionError, ConfigError, ValueError):
        return False
    return again.digest() == state.digest()


@dataclass
class Autosave:
    """Keeps a session's save file in step with its accepted actions (a `GameSession` listener)."""

    session: GameSession
    writer: SaveWriter
    written: int  # how many of the session's actions are in the file
    last_error: OSError | None = None
    #: told once when a write fails (disk full, the drive unplugged): the game goes on unsaved
    on_failure: Callable[[OSError], None] | None = None

    @property
    def path(self) -> Path:
        return self.writer.path

    @classmethod
    def start(cls, session: GameSession, folder: Path, *, sync: bool = True) -> Autosave:
        """A new save file for this session (with any actions it already has), listening from now on."""
        created = time.time()
        lines = [encode_line(header_for(session, created))]
        if session.actions:
            lines += _records_by_replay(session)
        path = new_save_path(folder, created, session.seed)
        writer = SaveWriter.create(path, lines, len(session.actions), sync=sync)
        autosave = cls(session, writer, len(session.actions))
        session.listeners.append(autosave)
        return autosave

    @classmethod
    def resume(cls, loaded: LoadedGame, *, sync: bool = True) -> Autosave:
        """Go on appending to the file a game was loaded from (rewritten whole if its tail was torn)."""
        if loaded.torn:
            writer = SaveWriter.create(loaded.path, loaded.lines, len(loaded.lines) - 1, sync=sync)
        else:
            writer = SaveWriter(loaded.path, len(loaded.lines) - 1, sync=sync)
        autosave = cls(loaded.session, writer, len(loaded.session.actions))
        loaded.session.listeners.append(autosave)
        return autosave

    def __call__(self, session: GameSession) -> None:
        actions = session.actions
        if len(actions) - self.written > 1:  # more than one since the last call: digests by replay
            for line in _records_by_replay(session)[self.written :]:
                self.writer.append_line(line)
            self.written = len(actions)
            return
        while self.written < len(actions):
            sub = actions[self.written]
            self.written += 1
            self.writer.append(record_for(self.written, sub, session, session.state.digest()))  # type: ignore[union-attr]
        if self.writer.failed is not None and self.last_error is None and self.on_failure is not None:
            self.on_failure(self.writer.failed)
        self.last_error = self.writer.failed

    def rewrite(self) -> None:
        """Write the whole file again from the session's actions (after an undo took some back)."""
        header = self.writer.path.read_bytes().split(b"\n", 1)[0] + b"\n"
        sync = self.writer.syncer is not None
        self.writer.close()
        lines = [header, *_records_by_replay(self.session)]
        self.writer = SaveWriter.create(self.writer.path, lines, len(self.session.actions), sync=sync)
        self.written = len(self.session.actions)

    def close(self) -> None:
        if self in self.session.listeners:
            self.session.listeners.remove(self)
        self.writer.close()


def save_played(
    folder: Path, setup: GameSetup, moves: Sequence[tuple[int, Action, object | None]], *, sync: bool = False
) -> Path:
    """Write a game played elsewhere (a simulation) as a saved game: `setup` with its seed, and each
    move as (seat, action, the bot's reason). The moves are replayed through a session, so the file
    is exactly what the app writes; `IllegalActionError` if they are not a game of that setup."""
    session = GameSession(setup)
    for seat, action, reason in moves:
        session.submit(seat, action, reason=reason)
    autosave = Autosave.start(session, folder, sync=sync)
    autosave.close()
    return autosave.path


def _records_by_replay(session: GameSession) -> list[bytes]:
    """Record lines for every action so far, with the digest after each (one replay)."""
    actions = session.actions
    lines = []
    moves = [(sub.seat, sub.action) for sub in actions]
    for step in replay_steps(session.setup.config(), session.seed, moves, events=False):
        if step.n:
            state = step.state
            rec = record_for(step.n, actions[step.n - 1], session, state.digest())
            rec.update(round=state.round, to_move=state.to_move, over=state.game_over)
            lines.append(encode_line(rec))
    return lines


# ---------------------------------------------------------------------- reading
@dataclass
class LoadedGame:
    path: Path
    session: GameSession
    header: Header
    lines: list[bytes]  # the valid lines, newline included (header first)
    torn: bool  # a torn last record was dropped
    reasons: list[dict[str, Any] | None] = field(default_factory=list)


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or a `SaveProblem` (never blocks on a pipe, never reads gigabytes)."""
    name = path.name
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise SaveProblem("missing", name, str(exc)) from None
    except OSError as exc:
        raise SaveProblem("unreadable", name, str(exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveProblem("not_a_file", name)
    if info.st_size > MAX_FILE_BYTES:
        raise SaveProblem("too_large", name, f"{info.st_size} bytes")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            with os.fdopen(fd, "rb", closefd=False) as f:
                raw = f.read(MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
    except OSError as exc:
        raise SaveProblem("unreadable", name, str(exc)) from None
    if not raw.strip(b"\0 \n\r\t"):
        raise SaveProblem("empty", name)
    return raw


def parse(path: Path, raw: bytes) -> tuple[Header, list[Record], list[bytes], bool]:
    """Header and records, validated; the valid lines; whether a torn last line was dropped."""
    name = path.name
    lines, torn = split_lines(raw)
    header = parse_header(name, raw, lines)
    records: list[Record] = []
    for i, line in enumerate(lines[1:], 1):
        try:
            record = Record.model_validate(decode_line(line))
        except (LineError, ValidationError) as exc:
            raise SaveProblem("damaged", name, f"line {i + 1}: {exc}") from None
        if record.n != i:
            raise SaveProblem("damaged", name, f"line {i + 1}: record {record.n} out of order")
        records.append(record)
    valid = [line + b"\n" for line in lines]
    return header, records, valid, torn


def parse_header(name: str, raw: bytes, lines: list[bytes]) -> Header:
    """The first line, validated; a `SaveProblem` naming the file if it is not a usable save header."""
    looks_like_a_save = raw[9:].startswith(b'{"kind":"' + MAGIC.encode() + b'"')
    if not lines:  # not even a complete header
        raise SaveProblem("bad_start" if looks_like_a_save else "not_a_save", name, "no complete header line")
    try:
        head = decode_line(lines[0])
    except LineError as exc:
        raise SaveProblem(
            "bad_start" if looks_like_a_save else "not_a_save", name, f"header: {exc}"
        ) from None
    if head.get("kind") != MAGIC:
        raise SaveProblem("not_a_save", name, "no save header")
    version = head.get("format")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveProblem("newer", name, f"format {version}; this version reads {FORMAT_VERSION}")
    try:
        return Header.model_validate(head)
    except ValidationError as exc:
        raise SaveProblem("bad_start", name, f"header: {exc.errors()[0]['msg']}") from None


def unknown_bots(setup: GameSetup) -> list[str]:
    """The bots a game's seats name that this version does not have (a file from another version, or
    a forged one), as `safetext.bot_name` made them when the file was read."""
    known = set(bot_names())
    return sorted({seat.bot for seat in setup.seats if not seat.is_human and seat.bot not in known})


def setup_of(name: str, header: Header) -> GameSetup:
    """The setup the header describes; a `SaveProblem` if it is not a game or disagrees with the
    header's rules."""
    try:
        setup = _SETUP.validate_python(header.setup)
        config = GameConfig.model_validate(header.config)
        wanted = setup.config()  # the setup's own choices (characters, unique districts) must make a game
    except ValidationError as exc:
        raise SaveProblem("bad_start", name, f"setup: {exc.errors()[0]['msg']}") from None
    if wanted != config or len(setup.seats) != config.players:
        raise SaveProblem("bad_start", name, "the setup and the rules disagree")
    return setup


def move_of(name: str, record: Record) -> Move:
    """The record's move (seat, action, the bot's reason); a `SaveProblem` if its action is none."""
    try:
        action = action_from_dict(record.action)
    except IllegalActionError as exc:
        raise SaveProblem("refused", name, f"action {record.n}: {exc}") from None
    return record.seat, action, _reason(record)


def replay_save(
    name: str,
    header: Header,
    setup: GameSetup,
    moves: Sequence[Move],
    on_step: Callable[[ReplayStep], None] | None = None,
) -> GameSession:
    """The header's game replayed through `moves` (`GameSession.replayed`); a `SaveProblem` if its
    deal is not the one the header recorded, the engine's `ReplayError` (naming the move) if the rules
    refuse a move. `on_step` sees every step after the deal's check and may raise to stop."""

    def check(step: ReplayStep) -> None:
        if step.n == 0 and step.state.digest() != header.digest:
            raise SaveProblem("bad_start", name, "the deal is not the one recorded")
        if on_step is not None:
            on_step(step)

    return GameSession.replayed(setup, header.seed, moves, check)


def load_game(path: Path, raw: bytes | None = None) -> LoadedGame:
    """Replay a saved game (from `raw`, the file's bytes, when already read); a `SaveProblem` (naming
    the file) if it cannot be trusted."""
    if raw is None:
        raw = read_bytes(path)
    header, records, lines, torn = parse(path, raw)
    name = path.name
    setup = setup_of(name, header)
    try:
        session = replay_save(name, header, setup, [move_of(name, record) for record in records])
    except ReplayError as exc:
        raise SaveProblem("refused", name, f"action {exc.index}: {exc.cause}") from None
    state = session.state
    assert state is not None
    if records and state.digest() != records[-1].digest:
        raise SaveProblem("digest", name, f"after action {records[-1].n}")
    if torn:
        log.warning("%s: the last record was incomplete and was dropped", file_label(path))
    return LoadedGame(path, session, header, lines, torn)


def _reason(record: Record) -> object | None:
    return _reason_of(record.reason)


def _reason_of(model: ReasonModel | None) -> Reason | None:
    if model is None:
        return None
    reveals = model.reveals
    return Reason(
        model.key,
        model.params,
        reveals=None if reveals is None else frozenset(reveals),
        public_key=model.public_key,
        detail=_reason_of(model.detail),
    )
