"""The analysis kept with its save: a sidecar file named by the save's content, never inside the save.

    <saves folder>/.analysis/<sha256 of the save file's bytes>.json

The save file is never opened for writing, so every reader of saves — older versions included — sees
it exactly as before; the saved-games list skips the dot-folder (it lists ``*.ciudadelas`` files only).
Named by the save's bytes (and naming them inside: ``"save"``), a result belongs to exactly that game:
an exported or imported copy finds it, a save that grew (an unfinished game played on) or was damaged
gets a new one. The file is written whole through a temporary file and a rename
(`settings.write_atomic`); one made by another `ANALYSIS_VERSION` is ignored (and replaced by the next
analysis). Only complete analyses are kept.

Anyone may write a file there, so a kept analysis is read as untrusted input: bounded in size, parsed
into `Stored` (no NaN, no infinity, bounded lists), then checked against the game of its save
(`verify.checked`); the players' names always come from the save. A file that fails is *damaged*: it
is logged, set aside (``<name>.damaged-<time>``: kept, never deleted, no longer in the way) and the
game is analysed again. Nothing here raises into the game: a folder that cannot be written means the
next opening analyses again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from citadels.ai.base import Reason
from citadels.engine import IllegalActionError, action_from_dict, action_to_dict
from citadels.engine.config import MAX_PLAYERS
from citadels.saves.game import read_bytes, reason_to_dict
from citadels.saves.names import damaged_name
from citadels.saves.problems import SaveProblem
from citadels.system.paths import saves_dir
from citadels.system.settings import write_atomic

from .model import ANALYSIS_VERSION, Analysis, Mistake, Step, TurningPoint
from .record import GameRecord, read_record
from .turning import MOST
from .verify import checked

log = logging.getLogger(__name__)

KIND = "ciudadelas-analysis"
FOLDER = ".analysis"
MAX_BYTES = 4 * 1024 * 1024


def store_dir(saves: Path | None = None) -> Path:
    return (saves if saves is not None else saves_dir()) / FOLDER


def key_of(save: Path) -> str | None:
    """The sha256 of the save's bytes (None when it cannot be read)."""
    try:
        return hashlib.sha256(read_bytes(save)).hexdigest()
    except (SaveProblem, OSError):
        return None


def sidecar(key: str, saves: Path | None = None) -> Path:
    return store_dir(saves) / f"{key}.json"


@dataclass(frozen=True)
class Kept:
    """What the store holds for a save: its analysis (None: none to use), and why a kept file was
    damaged (`damaged`: it was set aside as `set_aside`, and the game is to be analysed again)."""

    analysis: Analysis | None = None
    damaged: str | None = None
    set_aside: Path | None = None


def load_cached(save: Path, saves: Path | None = None) -> Analysis | None:
    """The stored analysis of exactly this save's content, checked against it, or None."""
    key = key_of(save)
    if key is None:
        return None
    try:
        record = read_record(save)
    except SaveProblem:
        return None
    return load_key(key, record, saves)


def load_key(key: str, record: GameRecord, saves: Path | None = None) -> Analysis | None:
    """The kept analysis of the save whose bytes have digest `key` and whose game is `record`, or None."""
    return read_kept(key, record, saves).analysis


def read_kept(key: str, record: GameRecord, saves: Path | None = None) -> Kept:
    """The kept analysis of the save whose bytes have digest `key` (its game is `record`), checked; a
    damaged file is set aside and said (`Kept.damaged`)."""
    path = sidecar(key, saves)
    try:
        if not path.is_file():
            return Kept()
        if path.stat().st_size > MAX_BYTES:
            return _damaged(path, "too large")
        data = json.loads(path.read_bytes().decode("utf-8"), parse_constant=_no_constant)
        if isinstance(data, dict) and data.get("kind") == KIND and data.get("version") != ANALYSIS_VERSION:
            return Kept()  # made by another version of the analysis: analysed again
        stored = Stored.model_validate(data)
        return Kept(checked(from_stored(stored), record, key, stored.save))
    except OSError as exc:
        log.warning("cannot read the stored analysis %s: %s", path.name, exc)
        return Kept()
    except (ValueError, ArithmeticError, LookupError, TypeError, RecursionError, IllegalActionError) as exc:
        # ValidationError and DamagedAnalysis are ValueErrors; the others are a check that met a shape
        # it did not expect: the file is damaged all the same, never a crash of the screen that asked
        return _damaged(path, _short(exc))


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number of an analysis")


def _short(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc)[:200]


def _damaged(path: Path, why: str) -> Kept:
    """A kept file its save does not confirm: logged and set aside (kept, never deleted)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = damaged_name(path, stamp)
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("the stored analysis %s is damaged (%s) and cannot be set aside: %s", path.name, why, exc)
        return Kept(damaged=why)
    log.warning("the stored analysis %s is damaged (%s): set aside as %s", path.name, why, target.name)
    return Kept(damaged=why, set_aside=target)


def save_cached(key: str, analysis: Analysis, saves: Path | None = None) -> Path | None:
    """Keep a complete analysis for the save whose bytes have digest `key`; the file, or None."""
    if not analysis.complete:
        return None
    path = sidecar(key, saves)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        body = json.dumps(
            to_stored(analysis, key), ensure_ascii=False, separators=(",", ":"), allow_nan=False
        )
        write_atomic(path, body.encode("utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("could not keep the analysis of %s: %s", key, exc)
        return None
    return path


# ---------------------------------------------------------------------- the stored form
#: The most characters a line-up has.
RANKS = 9
#: A number the analysis wrote: finite (JSON's NaN and infinities are refused before this).
Number = Annotated[float, Field(allow_inf_nan=False)]
Probability = Annotated[float, Field(ge=0.0, le=1.0, allow_inf_nan=False)]
Seat = Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
ChanceList = Annotated[list[Probability], Field(min_length=2, max_length=MAX_PLAYERS)]


class _Reason(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(max_length=500)
    params: dict[Annotated[str, Field(max_length=40)], int | float | str] = Field(
        default_factory=dict, max_length=12
    )
    reveals: list[Annotated[str, Field(max_length=20)]] | None = Field(default=None, max_length=3)
    public_key: str | None = Field(default=None, max_length=500)
    detail: _Reason | None = None


class _Step(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=1)
    seat: Seat
    round: int = Field(ge=0)
    chances: ChanceList


class _Turn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=1)
    seat: Seat
    round: int = Field(ge=0)
    key: str = Field(max_length=40)
    params: dict[Annotated[str, Field(max_length=20)], int | str] = Field(max_length=4)
    action: dict[str, Any]
    before: ChanceList
    after: ChanceList
    swing: Probability
    gainer: Seat
    loser: Seat


class _Mistake(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=1)
    seat: Seat
    round: int = Field(ge=0)
    played: dict[str, Any]
    better: dict[str, Any]
    cost: Probability
    stderr: Probability
    worlds: int = Field(ge=0)
    reason: _Reason
    low: Probability
    high: Probability


class Stored(BaseModel):
    """A kept analysis as its file holds it; `verify.checked` then holds it against its save."""

    model_config = ConfigDict(extra="ignore")

    kind: Literal["ciudadelas-analysis"]
    version: int
    save: str = Field(pattern=r"^[0-9a-f]{64}$")  # the sha256 of the save's bytes: the file's own name
    players: int = Field(ge=2, le=MAX_PLAYERS)
    names: list[str] = Field(max_length=MAX_PLAYERS)  # never shown: the names are the save's
    humans: list[Seat] = Field(max_length=MAX_PLAYERS)
    characters: list[str] = Field(max_length=RANKS)
    total_actions: int = Field(ge=0)
    start: ChanceList
    steps: list[_Step]
    turning_points: list[_Turn] = Field(max_length=MOST)
    mistakes: dict[Seat, list[_Mistake]] = Field(max_length=MAX_PLAYERS)
    mistake_seats: list[Seat] = Field(max_length=MAX_PLAYERS)
    game_over: bool
    problem: str | None = Field(default=None, max_length=20)
    problem_detail: str = Field(default="", max_length=500)
    examined: int = Field(default=0, ge=0)


def _reason_from(model: _Reason) -> Reason:
    return Reason(
        model.key,
        model.params,
        reveals=None if model.reveals is None else frozenset(model.reveals),
        public_key=model.public_key,
        detail=None if model.detail is None else _reason_from(model.detail),
    )


def to_stored(a: Analysis, save: str) -> dict[str, Any]:
    """The analysis as its file holds it; `save`: the sha256 of its save's bytes."""
    return {
        "kind": KIND,
        "version": a.version,
        "save": save,
        "players": a.players,
        "names": list(a.names),
        "humans": list(a.humans),
        "characters": list(a.characters),
        "total_actions": a.total_actions,
        "start": list(a.start),
        "steps": [{"index": s.index, "seat": s.seat, "round": s.round, "chances": list(s.chances)} for s in a.steps],
        "turning_points": [
            {"index": t.index, "seat": t.seat, "round": t.round, "key": t.key, "params": dict(t.params),
             "action": action_to_dict(t.action), "before": list(t.before), "after": list(t.after),
             "swing": t.swing, "gainer": t.gainer, "loser": t.loser}
            for t in a.turning_points
        ],
        "mistakes": {
            str(seat): [
                {"index": m.index, "seat": m.seat, "round": m.round, "played": action_to_dict(m.played),
                 "better": action_to_dict(m.better), "cost": m.cost, "stderr": m.stderr, "worlds": m.worlds,
                 "reason": reason_to_dict(m.reason), "low": m.low, "high": m.high}
                for m in ms
            ]
            for seat, ms in a.mistakes.items()
        },
        "mistake_seats": list(a.mistake_seats),
        "game_over": a.game_over,
        "problem": a.problem,
        "problem_detail": a.problem_detail,
        "examined": a.examined,
    }  # fmt: skip


def from_stored(s: Stored) -> Analysis:
    n = s.players
    if len(s.names) != n or len(s.start) != n or len(s.steps) != s.total_actions:
        raise ValueError("the stored analysis does not hold together")
    if any(len(step.chances) != n for step in s.steps):
        raise ValueError("a step's chances are not one per seat")
    return Analysis(
        version=s.version,
        players=n,
        names=tuple(s.names),
        humans=tuple(s.humans),
        characters=tuple(s.characters),
        total_actions=s.total_actions,
        start=tuple(s.start),
        steps=tuple(Step(x.index, x.seat, x.round, tuple(x.chances)) for x in s.steps),
        turning_points=tuple(
            TurningPoint(
                t.index,
                t.seat,
                t.round,
                t.key,
                dict(t.params),
                action_from_dict(t.action),
                tuple(t.before),
                tuple(t.after),
                t.swing,
                t.gainer,
                t.loser,
            )
            for t in s.turning_points
        ),  # fmt: skip
        mistakes={
            seat: tuple(
                Mistake(
                    m.index,
                    m.seat,
                    m.round,
                    action_from_dict(m.played),
                    action_from_dict(m.better),
                    m.cost,
                    m.stderr,
                    m.worlds,
                    _reason_from(m.reason),
                    m.low,
                    m.high,
                )
                for m in ms
            )  # fmt: skip
            for seat, ms in s.mistakes.items()
        },
        mistake_seats=tuple(s.mistake_seats),
        chances_done=True,
        mistakes_done=True,
        game_over=s.game_over,
        problem=s.problem,
        problem_detail=s.problem_detail,
        examined=s.examined,
        to_examine=s.examined,
    )
