"""The game to analyse: its setup, seed and actions, from a session or read from a saved game as far
as the file can be trusted (`saves.partial`). Small and picklable: it is what the analysis process gets."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from citadels.engine import Action
from citadels.saves.partial import load_partial
from citadels.session import GameSession, GameSetup


@dataclass(frozen=True)
class GameRecord:
    setup: GameSetup
    seed: int
    moves: tuple[tuple[int, Action], ...]  # (seat, action), in order
    problem: str | None = None  # why the file stops early (`model.STOPS`)
    problem_detail: str = ""

    @classmethod
    def from_session(cls, session: GameSession) -> GameRecord:
        return cls(session.setup, session.seed, tuple((a.seat, a.action) for a in session.actions))


def read_record(path: Path) -> GameRecord:
    """A saved game's actions as far as they can be trusted; a `SaveProblem` when none can be."""
    partial = load_partial(path)
    base = GameRecord.from_session(partial.session)
    return GameRecord(base.setup, base.seed, base.moves, partial.problem, partial.detail)
