"""The analysis kept with its save: a sidecar file named by the save's content, never inside the save.

    <saves folder>/.analysis/<sha256 of the save file's bytes>.json

The save file is never opened for writing, so every reader of saves — older versions included — sees
it exactly as before; the saved-games list skips the dot-folder (it lists ``*.ciudadelas`` files only).
Named by the save's bytes, a result belongs to exactly that game: an exported or imported copy finds
it, a save that grew (an unfinished game played on) or was damaged gets a new one, and a result can
never be shown for another game. The file is written whole through a temporary file and a rename
(`settings.write_atomic`); one that does not parse, or was made by another `ANALYSIS_VERSION`, is
ignored (and replaced by the next analysis). Only complete analyses are kept. Nothing here raises
into the game: a folder that cannot be written means the next opening analyses again.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from citadels.ai.base import Reason
from citadels.engine import IllegalActionError, action_from_dict, action_to_dict
from citadels.paths import saves_dir
from citadels.saves.game import read_bytes, reason_to_dict
from citadels.saves.problems import SaveProblem
from citadels.settings import write_atomic

from .model import ANALYSIS_VERSION, Analysis, Mistake, Step, TurningPoint

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


def load_cached(save: Path, saves: Path | None = None) -> Analysis | None:
    """The stored analysis of exactly this save's content, or None."""
    key = key_of(save)
    return None if key is None else load_key(key, saves)


def load_key(key: str, saves: Path | None = None) -> Analysis | None:
    path = sidecar(key, saves)
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict) or data.get("version") != ANALYSIS_VERSION:
            return None  # made by another version of the analysis: analysed again
        return from_stored(Stored.model_validate(data))
    except (OSError, ValueError, RecursionError, ValidationError, IllegalActionError) as exc:
        log.warning("ignoring the stored analysis %s: %s", path.name, exc)
        return None


def save_cached(key: str, analysis: Analysis, saves: Path | None = None) -> Path | None:
    """Keep a complete analysis for the save whose bytes have digest `key`; the file, or None."""
    if not analysis.complete:
        return None
    path = sidecar(key, saves)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        body = json.dumps(to_stored(analysis), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        write_atomic(path, body.encode("utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("could not keep the analysis of %s: %s", key, exc)
        return None
    return path


# ---------------------------------------------------------------------- the stored form
class _Reason(BaseModel):
    model_config = ConfigDict(extra="ignore")

    key: str = Field(max_length=500)
    params: dict[str, Any] = Field(default_factory=dict)
    reveals: list[str] | None = None
    public_key: str | None = None
    detail: _Reason | None = None


class _Step(BaseModel):
    index: int = Field(ge=1)
    seat: int = Field(ge=0, le=15)
    round: int = Field(ge=0)
    chances: list[float]


class _Turn(BaseModel):
    index: int = Field(ge=1)
    seat: int = Field(ge=0, le=15)
    round: int = Field(ge=0)
    key: str = Field(max_length=40)
    params: dict[str, int | str]
    action: dict[str, Any]
    before: list[float]
    after: list[float]
    swing: float
    gainer: int = Field(ge=0, le=15)
    loser: int = Field(ge=0, le=15)


class _Mistake(BaseModel):
    index: int = Field(ge=1)
    seat: int = Field(ge=0, le=15)
    round: int = Field(ge=0)
    played: dict[str, Any]
    better: dict[str, Any]
    cost: float
    stderr: float
    worlds: int = Field(ge=0)
    reason: _Reason


class Stored(BaseModel):
    model_config = ConfigDict(extra="ignore")

    kind: Literal["ciudadelas-analysis"]
    version: int
    players: int = Field(ge=2, le=15)
    names: list[str]
    humans: list[int]
    characters: list[str]
    total_actions: int = Field(ge=0)
    start: list[float]
    steps: list[_Step]
    turning_points: list[_Turn]
    mistakes: dict[int, list[_Mistake]]
    mistake_seats: list[int]
    game_over: bool
    problem: str | None = None
    problem_detail: str = ""
    examined: int = 0


def _reason_from(model: _Reason) -> Reason:
    return Reason(
        model.key,
        model.params,
        reveals=None if model.reveals is None else frozenset(model.reveals),
        public_key=model.public_key,
        detail=None if model.detail is None else _reason_from(model.detail),
    )


def to_stored(a: Analysis) -> dict[str, Any]:
    return {
        "kind": KIND,
        "version": a.version,
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
                 "reason": reason_to_dict(m.reason)}
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
