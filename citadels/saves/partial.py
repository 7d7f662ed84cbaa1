"""A saved game read as far as it goes: for the coach, which analyses a damaged file up to its damage.

`load_game` refuses a file with any bad line; `load_partial` keeps every action up to the first one
that cannot be trusted (a damaged line, a record out of order, a move the rules refuse, a digest that
does not match) and says why it stopped. A file whose header or deal cannot be used is still a
`SaveProblem`: there is no game to analyse. Nothing is written: the file stays as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from citadels.engine import IllegalActionError, ReplayError, ReplayStep, action_from_dict
from citadels.session import GameSession, Move

from .format import Header, LineError, Record, decode_line, split_lines
from .game import _reason, parse_header, read_bytes, replay_save, setup_of


@dataclass
class PartialGame:
    """The actions of a save that could be trusted, replayed into a session."""

    path: Path
    session: GameSession
    header: Header
    #: why the file stops early: None, "torn" (its last write was cut short: at most that action is
    #: missing), "damaged" (a bad line), "refused" (a move the rules refuse) or "digest" (a position
    #: that is not the one recorded)
    problem: str | None
    detail: str  # for the log
    records: int  # the complete record lines in the file


class _NotRecorded(Exception):
    """The replay reached a position other than the one its record claims (after action `index`)."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


def load_partial(path: Path) -> PartialGame:
    """Replay a saved game as far as it can be trusted; a `SaveProblem` if not even its deal can be."""
    raw = read_bytes(path)
    name = path.name
    lines, torn = split_lines(raw)
    header = parse_header(name, raw, lines)
    setup = setup_of(name, header)
    problem: str | None = "torn" if torn else None
    detail = "the last record was incomplete" if torn else ""
    moves: list[Move] = []
    digests: list[str] = []
    for i, line in enumerate(lines[1:], 1):
        try:
            record = Record.model_validate(decode_line(line))
        except (LineError, ValidationError) as exc:
            problem, detail = "damaged", f"line {i + 1}: {exc}"
            break
        if record.n != i:
            problem, detail = "damaged", f"line {i + 1}: record {record.n} out of order"
            break
        try:
            action = action_from_dict(record.action)
        except IllegalActionError as exc:
            problem, detail = "refused", f"action {record.n}: {exc}"
            break
        moves.append((record.seat, action, _reason(record)))
        digests.append(record.digest)

    def as_recorded(step: ReplayStep) -> None:
        if step.n and step.state.digest() != digests[step.n - 1]:
            raise _NotRecorded(step.n)

    try:
        session = replay_save(name, header, setup, moves, as_recorded)
    except ReplayError as exc:  # the moves before the refused one are the game
        problem, detail = "refused", f"action {exc.index}: {exc.cause}"
        session = replay_save(name, header, setup, moves[: exc.index - 1])
    except _NotRecorded as exc:  # the moves before the one that went elsewhere are the game
        problem, detail = "digest", f"after action {exc.index}"
        session = replay_save(name, header, setup, moves[: exc.index - 1])
    return PartialGame(path, session, header, problem, detail, len(lines) - 1)
