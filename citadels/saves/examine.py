"""What a save file's replay says of its game: the summary the saved-games list, Continue and Your
games show (who played, the ruleset, the round, whose turn, whether it is over) and, for a finished
game, its outcome for the player's record, or what is wrong with the file.

Every figure here comes from replaying the file's actions through the engine (`game.load_game`),
never from what the file's records claim: a last record forged to say "over" (or "goes on") does not
change what the game is. `index.py` keeps the result by file so that a file is replayed once for as
long as it does not change.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .game import load_game
from .outcome import GameOutcome, outcome_of
from .problems import ProblemKind, SaveProblem


@dataclass(frozen=True)
class Examined:
    """One save file as its replay has it. With a `problem` (kind and detail) the file is no game
    that can be trusted and the other fields are empty."""

    created: float = 0.0
    names: tuple[str, ...] = ()
    humans: tuple[int, ...] = ()
    ruleset: str = ""
    round: int = 0
    to_move: int = -1  # -1 once the game is over
    actions: int = 0
    finished: bool = False
    torn: bool = False  # a torn last record was left out
    outcome: GameOutcome | None = None  # a finished game's, for the record
    problem: tuple[ProblemKind, str] | None = None


def examine(path: Path, raw: bytes) -> Examined:
    """Replay `raw` (the bytes of the save file at `path`) and say what its game is."""
    try:
        loaded = load_game(path, raw)
    except SaveProblem as problem:
        return Examined(problem=(problem.kind, problem.detail))
    session = loaded.session
    setup = session.setup
    over = session.game_over
    return Examined(
        created=loaded.header.created,
        names=tuple(seat.name for seat in setup.seats),
        humans=tuple(i for i, seat in enumerate(setup.seats) if seat.is_human),
        ruleset=setup.ruleset,
        round=session.round,
        to_move=-1 if over else session.to_move,
        actions=len(session.actions),
        finished=over,
        torn=loaded.torn,
        outcome=outcome_of(loaded) if over else None,
    )
