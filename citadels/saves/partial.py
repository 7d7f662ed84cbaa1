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

from citadels.engine import IllegalActionError, action_from_dict
from citadels.session import ActionRecord, GameSession

from .format import Header, LineError, Record, decode_line, split_lines
from .game import _reason, parse_header, read_bytes, start_of


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


def load_partial(path: Path) -> PartialGame:
    """Replay a saved game as far as it can be trusted; a `SaveProblem` if not even its deal can be."""
    raw = read_bytes(path)
    name = path.name
    lines, torn = split_lines(raw)
    header = parse_header(name, raw, lines)
    session = start_of(name, header)
    state = session.state
    assert state is not None
    problem: str | None = "torn" if torn else None
    detail = "the last record was incomplete" if torn else ""
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
            new_events = state.apply(action, seat=record.seat)  # a refused action changes nothing
        except IllegalActionError as exc:
            problem, detail = "refused", f"action {record.n}: {exc}"
            break
        if state.digest() != record.digest:
            problem, detail = "digest", f"after action {record.n}"
            session = _replayed(name, header, session)  # back to the last position that matched
            break
        first = len(session.history)
        session.history.extend(new_events)
        session.actions.append(ActionRecord(record.seat, action, first, len(new_events), _reason(record)))
    return PartialGame(path, session, header, problem, detail, len(lines) - 1)


def _replayed(name: str, header: Header, session: GameSession) -> GameSession:
    """The session's accepted actions played again from the deal (its state had gone one action further)."""
    again = start_of(name, header)
    state = again.state
    assert state is not None
    for sub in session.actions:
        new_events = state.apply(sub.action, seat=sub.seat)
        first = len(again.history)
        again.history.extend(new_events)
        again.actions.append(ActionRecord(sub.seat, sub.action, first, len(new_events), sub.reason))
    return again
