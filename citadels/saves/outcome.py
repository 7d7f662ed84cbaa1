"""What a finished saved game tells the player's record: who sat where, who won, the scores and the
characters each seat held. Derived from the save file alone (read and replayed), never stored apart
from it: `OutcomeCache` only remembers the outcome of a file's exact bytes (keyed by their digest),
so it cannot disagree with the files and is safe to delete.

`RecordReader` reads a folder of saves a few files at a time (`step`), so that a screen built from
hundreds of them opens at once and fills in frame by frame.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from citadels.engine import (
    CHARACTERS,
    GameConfig,
    IllegalActionError,
    PickCharacter,
    action_from_dict,
    rank_scores,
    replay,
)
from citadels.engine.errors import ConfigError
from citadels.safetext import bot_name, player_name
from citadels.session import GameSetup
from citadels.settings import write_atomic

from .format import EXTENSION
from .game import parse, read_bytes
from .problems import SaveProblem

log = logging.getLogger(__name__)

_SETUP = TypeAdapter(GameSetup)

#: the version of what an outcome holds: a cache written with another one is read afresh
CACHE_VERSION = 1


@dataclass(frozen=True)
class GameOutcome:
    """One finished game, as the record counts it."""

    #: the same game in two files (an imported copy of a game still in the folder) counts once
    game: str
    ended: float  # when its last move was played (seconds since the epoch)
    names: tuple[str, ...]
    humans: tuple[int, ...]  # the seats people played
    bots: tuple[str, ...]  # per seat: the bot's name ("" for a person's seat)
    winner: int
    scores: tuple[int, ...]  # per seat
    ranking: tuple[int, ...]  # the seats from first to last (the Classic tie-break decides ties)
    characters: tuple[tuple[str, ...], ...]  # per seat: each character it picked, once, in order
    rounds: int

    @property
    def players(self) -> int:
        return len(self.names)

    def place(self, seat: int) -> int:
        """1 for the winner, 2 for the next…"""
        return self.ranking.index(seat) + 1


@dataclass(frozen=True)
class SavedOutcome:
    """A finished game and the file it was read from."""

    path: Path
    outcome: GameOutcome


def content_digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


def read_outcome(path: Path, raw: bytes) -> GameOutcome | None:
    """The outcome of a save's bytes: None for a game not finished; a `SaveProblem` for a file that
    is not a good save (it does not replay to the position it recorded)."""
    header, records, _lines, _torn = parse(path, raw)
    if not records or not records[-1].over:
        return None
    try:
        setup = _SETUP.validate_python(header.setup)
        config = GameConfig.model_validate(header.config)
        agree = setup.config() == config  # as when the game is opened (`game.start_of`)
        actions = [action_from_dict(r.action) for r in records]
        state = replay(config, header.seed, actions)
    except (ValidationError, ValueError, IllegalActionError, ConfigError) as exc:
        raise SaveProblem("refused", path.name, str(exc)) from None
    if not agree:
        raise SaveProblem("damaged", path.name, "the setup and the rules disagree")
    if state.digest() != records[-1].digest or not state.game_over or len(setup.seats) != config.players:
        raise SaveProblem("digest", path.name, f"after action {records[-1].n}")
    picked: list[list[str]] = [[] for _ in setup.seats]
    for record, action in zip(records, actions, strict=True):
        if isinstance(action, PickCharacter):
            name = state.rules.character(action.rank).name
            if name not in picked[record.seat]:
                picked[record.seat].append(name)
    scores = list(state.scores or [])
    return GameOutcome(
        game=f"{header.created:.3f}/{header.seed}",
        ended=records[-1].t or header.created,
        names=tuple(s.name for s in setup.seats),
        humans=tuple(i for i, s in enumerate(setup.seats) if s.is_human),
        bots=tuple("" if s.is_human else s.bot for s in setup.seats),
        winner=state.winner,
        scores=tuple(b.total for b in sorted(scores, key=lambda b: b.seat)),
        ranking=tuple(b.seat for b in rank_scores(scores)),
        characters=tuple(tuple(p) for p in picked),
        rounds=state.round,
    )


# ---------------------------------------------------------------------- the cache
def _as_read(outcome: GameOutcome) -> bool:
    """Whether a cached outcome's text is what reading its save gives (`read_outcome`): names made by
    `safetext.player_name`, bots by `safetext.bot_name`, characters this version's. The cache is a
    file too: text in it that no save could have given is not trusted."""
    return (
        all(player_name(name) == name for name in outcome.names)
        and all(bot == "" or bot_name(bot) == bot for bot in outcome.bots)
        and all(name in CHARACTERS for picked in outcome.characters for name in picked)
        and outcome.game.isascii()
        and outcome.game.isprintable()
    )


class _CacheFile(BaseModel):
    model_config = ConfigDict(extra="ignore")

    version: int
    outcomes: dict[str, dict[str, object]]


_OUTCOME = TypeAdapter(GameOutcome)


class OutcomeCache:
    """Outcomes by the digest of their file's bytes, kept in one JSON file between runs. A missing or
    unreadable cache file is an empty cache; it is written again whole when it changed."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.entries: dict[str, GameOutcome] = {}
        self.changed = False
        if path is not None:
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            data = _CacheFile.model_validate_json(path.read_bytes())
        except FileNotFoundError:
            return
        except (OSError, ValidationError, ValueError) as exc:
            log.warning("the record's cache %s is not usable (read afresh): %s", path, exc)
            self.changed = True
            return
        if data.version != CACHE_VERSION:
            self.changed = True
            return
        for digest, value in data.outcomes.items():
            try:
                outcome = _OUTCOME.validate_python(value)
            except ValidationError:
                self.changed = True
                continue
            if _as_read(outcome):
                self.entries[digest] = outcome
            else:  # edited by hand: read afresh from its save, which cleans what it brings in
                self.changed = True

    def get(self, digest: str) -> GameOutcome | None:
        return self.entries.get(digest)

    def put(self, digest: str, outcome: GameOutcome) -> None:
        self.entries[digest] = outcome
        self.changed = True

    def keep_only(self, digests: Iterable[str]) -> None:
        """Forget the files that are gone (so the cache never outgrows the saves)."""
        keep = set(digests)
        gone = [d for d in self.entries if d not in keep]
        for digest in gone:
            del self.entries[digest]
        self.changed = self.changed or bool(gone)

    def save(self) -> None:
        if self.path is None or not self.changed:
            return
        body = {"version": CACHE_VERSION, "outcomes": {d: asdict(o) for d, o in self.entries.items()}}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(
                self.path, json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            )
            self.changed = False
        except OSError as exc:
            log.warning("could not write the record's cache %s: %s", self.path, exc)


# ---------------------------------------------------------------------- reading a folder
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
    `budget` seconds have gone by (at least one file), and says whether every file has been read."""

    def __init__(self, files: list[Path], cache: OutcomeCache) -> None:
        self.files = files
        self.cache = cache
        self.next = 0
        self.found: dict[str, SavedOutcome] = {}  # by game: a game in two files counts once
        self.unfinished = 0
        self.bad: list[Path] = []
        self._digests: list[str] = []

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
        if self.done:
            self.cache.keep_only(self._digests)
            self.cache.save()
        return self.done

    def read_all(self) -> list[SavedOutcome]:
        while not self.step(1.0):
            pass
        return self.outcomes

    def _read(self, path: Path) -> None:
        try:
            raw = read_bytes(path)
        except SaveProblem:
            self.bad.append(path)
            return
        digest = content_digest(raw)
        outcome = self.cache.get(digest)
        if outcome is None:
            try:
                outcome = read_outcome(path, raw)
            except SaveProblem as problem:
                log.info("not in the record: %s", problem)
                self.bad.append(path)
                return
            if outcome is None:
                self.unfinished += 1
                return
            self.cache.put(digest, outcome)
        self._digests.append(digest)
        if outcome.game not in self.found:
            self.found[outcome.game] = SavedOutcome(path, outcome)
