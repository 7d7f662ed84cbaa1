"""The kept analysis checked against its save before anything of it is shown.

A kept analysis (`store`) is a file beside the saves: anyone may have written it. It is trusted only as
far as its save confirms it, and a file that fails any check is `DamagedAnalysis`:

- it names its save (the sha256 its file is named by) and covers exactly that game: its number of
  players, of actions, whether the game ended and why its file stops early;
- its steps follow the game's own actions (the seat that acted, the round) and every chance is a
  number between 0 and 1, one per seat, summing to 1; a finished game's last chances are its result
  (the others come from the model's roll-outs, which only the whole analysis again reproduces);
- its turning points are exactly those the analysis finds from those chances (found again here, so
  that their keys and parameters are the coach's own, never the file's);
- each costly choice is a decision of an examined seat that was really played, with more than one
  legal action, whose better move was legal there and is another move; its cost is a probability, and
  its reason is a bot's message (`citadels.ai.messages`) with checked parameters (`reason_problem`).

What the file says of the players (their names, who was a person, the characters of the game) is
never read: those always come from the save.
"""

from __future__ import annotations

import math
import string
from collections.abc import Sequence

from citadels.ai import messages
from citadels.ai.base import Reason
from citadels.engine import KINDS, Action

from .analyse import Replayed, decisions_of, examined_seats, find_turning_points
from .model import Analysis, Chances, Mistake
from .record import GameRecord

#: How far the chances may sum from 1 (they are rounded to JSON's floats and back: exact).
SUM_SLACK = 1e-6
#: The largest number a reason's parameter holds (a count of gold, cards or districts; a percentage).
MAX_NUMBER = 10_000
#: The most worlds a decision is searched in (the analysis uses at most `mistakes.CONFIRM_WORLDS`).
MAX_WORLDS = 100_000
#: How deep a reason's details may nest (Hard's reasons have one).
MAX_DETAIL_DEPTH = 2


class DamagedAnalysis(ValueError):
    """A kept analysis that its save does not confirm."""


def reason_problem(reason: Reason, players: int, ranks: int, depth: int = 0) -> str | None:
    """Why `reason` is not one a bot could have given in a game of `players` seats and `ranks`
    characters (None when it is): its key must be a message of `citadels.ai.messages` and every field
    of it given; `character` is a rank, `seat` a seat, `district` a district's kind, and any other
    parameter a plain number; its public wording is a message too, what it reveals a known secret."""
    if reason.key not in messages.REVEALS:
        return "an unknown message"
    if reason.public_key is not None and reason.public_key not in messages.REVEALS:
        return "an unknown public wording"
    if reason.reveals is not None and not reason.reveals <= messages.SECRETS:
        return "an unknown secret"
    fields = {name for _text, name, _spec, _conv in string.Formatter().parse(reason.key) if name}
    if not fields <= set(reason.params):
        return "a field without its parameter"
    for name, value in reason.params.items():
        problem = _param_problem(name, value, players, ranks)
        if problem is not None:
            return f"{name}: {problem}"
    if reason.detail is not None:
        if depth >= MAX_DETAIL_DEPTH:
            return "details too deep"
        return reason_problem(reason.detail, players, ranks, depth + 1)
    return None


def _param_problem(name: str, value: object, players: int, ranks: int) -> str | None:
    if name == "district":
        return None if isinstance(value, str) and value in KINDS else "not a district"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return "not a number"
    if name == "character":
        return None if isinstance(value, int) and 1 <= value <= ranks else "not a rank of this game"
    if name == "seat":
        return None if isinstance(value, int) and 0 <= value < players else "not a seat of this game"
    return None if abs(value) <= MAX_NUMBER else "out of range"  # NaN is not <=: out of range too


def checked(kept: Analysis, record: GameRecord, key: str, save: str) -> Analysis:
    """`kept` (read from the file named by `key`, which says it is the analysis of the save whose sha256
    is `save`) as the analysis of `record`'s game; `DamagedAnalysis` when the save does not confirm it."""
    if save != key:
        raise DamagedAnalysis("it names another save")
    game = Replayed(record)
    n = record.setup.players
    moves = record.moves
    if kept.players != n or kept.total_actions != len(moves) or len(kept.steps) != len(moves):
        raise DamagedAnalysis("it is not of this game (players or moves)")
    if kept.game_over != game.final.game_over or kept.problem != record.problem:
        raise DamagedAnalysis("it is not of this game (its end)")
    _check_chances(kept.start, n, "the deal")
    for k, step in enumerate(kept.steps, 1):
        if (step.index, step.seat, step.round) != (k, moves[k - 1][0], game.rounds[k - 1]):
            raise DamagedAnalysis(f"step {k} is not this game's")
        _check_chances(step.chances, n, f"step {k}")
    turning = tuple(find_turning_points(record, game, kept.start, list(kept.steps)))
    if turning != kept.turning_points:
        raise DamagedAnalysis("its turning points are not those of its chances")
    _check_end(kept, game)
    seats = kept.mistake_seats
    if seats not in (examined_seats(record, False), examined_seats(record, True)):
        raise DamagedAnalysis("it examines other seats")
    decisions = decisions_of(record, game, seats)
    if kept.examined != len(decisions) or set(kept.mistakes) != set(seats):
        raise DamagedAnalysis("it examined other decisions")
    ranks = len(game.final.rules.characters)
    for seat in seats:
        _check_mistakes(kept.mistakes[seat], seat, record, game, set(decisions), ranks)
    return Analysis(
        version=kept.version,
        players=n,
        names=tuple(s.name for s in record.setup.seats),  # the players are the save's, always
        humans=tuple(i for i, s in enumerate(record.setup.seats) if s.is_human),
        characters=tuple(c.name for c in game.final.rules.characters),
        total_actions=len(moves),
        start=kept.start,
        steps=kept.steps,
        turning_points=turning,
        mistakes={seat: kept.mistakes[seat] for seat in seats},
        mistake_seats=seats,
        chances_done=True,
        mistakes_done=True,
        game_over=game.final.game_over,
        problem=record.problem,
        problem_detail=record.problem_detail,
        examined=len(decisions),
        to_examine=len(decisions),
    )


def _check_chances(chances: Chances, n: int, where: str) -> None:
    if len(chances) != n:
        raise DamagedAnalysis(f"{where}: not one chance per seat")
    if not all(isinstance(p, float) and math.isfinite(p) and 0.0 <= p <= 1.0 for p in chances):
        raise DamagedAnalysis(f"{where}: a chance that is not a probability")
    if abs(math.fsum(chances) - 1.0) > SUM_SLACK:
        raise DamagedAnalysis(f"{where}: the chances do not sum to 1")


def _check_end(kept: Analysis, game: Replayed) -> None:
    """A finished game's last chances are its result (1 for the winner), as the model gives them. (The
    others come from the model's roll-outs, reproducible only by the whole analysis again: a second of
    work, too much for a screen that opens at once; they are held to being probabilities.)"""
    final = game.final
    if final.game_over and kept.steps:
        result = tuple(1.0 if seat == final.winner else 0.0 for seat in range(final.rules.players))
        if kept.steps[-1].chances != result:
            raise DamagedAnalysis("the last chances are not the game's result")


def _check_mistakes(
    found: Sequence[Mistake], seat: int, record: GameRecord, game: Replayed, decisions: set[int], ranks: int
) -> None:
    n = record.setup.players
    seen: set[int] = set()
    for m in found:
        k = m.index
        if k not in decisions or k in seen or m.seat != seat or record.moves[k - 1][0] != seat:
            raise DamagedAnalysis(f"a costly choice at move {k} that is no decision of seat {seat}")
        seen.add(k)
        played: Action = record.moves[k - 1][1]
        if m.played != played or m.round != game.rounds[k - 1]:
            raise DamagedAnalysis(f"the choice at move {k} is not the one played")
        if m.better == played or m.better not in game.before[k - 1].legal_actions():
            raise DamagedAnalysis(f"the better move at move {k} was not another legal move")
        if not (
            _probability(m.cost)
            and m.cost > 0
            and _probability(m.stderr)
            and 1 <= m.worlds <= MAX_WORLDS
            and _probability(m.low)
            and _probability(m.high)
            and 0 < m.low <= m.cost <= m.high
        ):
            raise DamagedAnalysis(f"the figures of move {k} are not a cost")
        problem = reason_problem(m.reason, n, ranks)
        if problem is not None:
            raise DamagedAnalysis(f"the reason at move {k}: {problem}")
    costs = [(-m.cost, m.index) for m in found]
    if costs != sorted(costs):
        raise DamagedAnalysis(f"the costly choices of seat {seat} are out of order")


def _probability(x: object) -> bool:
    return isinstance(x, float) and math.isfinite(x) and 0.0 <= x <= 1.0
