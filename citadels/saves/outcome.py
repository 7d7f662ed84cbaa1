"""What a finished saved game tells the player's record: who sat where, who won, the scores and the
characters each seat held. Derived from the save file alone, by replaying it (`read_outcome`); the
saves index (`index.py`) keeps it by file so that a file is replayed once for as long as it does not
change, and `record.py` reads a folder of them for the record.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from citadels.engine import PickCharacter, rank_scores

from .format import LATEST_TIME, LineError, decode_line
from .game import LoadedGame, load_game


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


def read_outcome(path: Path, raw: bytes) -> GameOutcome | None:
    """The outcome of a save's bytes, as their replay has it: None for a game not finished; a
    `SaveProblem` for a file that is not a good save (it does not replay to the position it recorded)."""
    loaded = load_game(path, raw)
    return outcome_of(loaded) if loaded.session.game_over else None


def outcome_of(loaded: LoadedGame) -> GameOutcome:
    """What a replayed finished game tells the player's record."""
    session = loaded.session
    state = session.state
    assert state is not None and state.game_over
    setup = session.setup
    picked: list[list[str]] = [[] for _ in setup.seats]
    for record in session.actions:
        if isinstance(record.action, PickCharacter):
            name = state.rules.character(record.action.rank).name
            if name not in picked[record.seat]:
                picked[record.seat].append(name)
    scores = list(state.scores or [])
    header = loaded.header
    return GameOutcome(
        game=f"{header.created:.3f}/{header.seed}",
        ended=_last_move_time(loaded) or header.created,
        names=tuple(s.name for s in setup.seats),
        humans=tuple(i for i, s in enumerate(setup.seats) if s.is_human),
        bots=tuple("" if s.is_human else s.bot for s in setup.seats),
        winner=state.winner,
        scores=tuple(b.total for b in sorted(scores, key=lambda b: b.seat)),
        ranking=tuple(b.seat for b in rank_scores(scores)),
        characters=tuple(tuple(p) for p in picked),
        rounds=state.round,
    )


def _last_move_time(loaded: LoadedGame) -> float:
    """When the last move was played, as its record says (0.0 when it says nothing usable: no number,
    or one that is no moment a game was played)."""
    if len(loaded.lines) < 2:
        return 0.0
    try:
        t = decode_line(loaded.lines[-1].rstrip(b"\n")).get("t", 0.0)
    except LineError:
        return 0.0
    if not isinstance(t, int | float) or isinstance(t, bool) or not 0 <= t <= LATEST_TIME:  # NaN too
        return 0.0
    return float(t)
