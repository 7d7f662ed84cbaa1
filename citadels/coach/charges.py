"""Which costly choices are charged, and how much: what a strong player reviewing the game would sign.

The search judges each decision alone (`mistakes`); a turn is several decisions, and its better move
often stays open across them. So, within one turn of a seat (its consecutive actions, `turns`):

- a decision is not charged for a better move that is still possible at a later decision of the same
  turn (`still_possible`): "build the Town Hall; better: murder the Warlord" while the murder could
  still follow the building, or "take the income; better: take the tithe" where the tithe needs the
  income first. The better move is charged at the decision that gave it up, if any;
- each better move is charged once (`charged`): the first decision it was charged at;
- the turn's charges together never exceed the chance of winning the seat lost in that turn, as the
  review's graph shows it: the charges are cut to it in the order of the decisions. A turn the graph
  shows the seat gaining in is charged nothing. The search's cost (the better move against the
  played one) is usually above what the turn lost (what was expected before the turn against the
  played move): a sure cost is cut to the loss, not dropped;
- a charge cut below `least_charge` of the seat's chance before the turn is dropped: `MIN_COST`, or
  less for a seat with little to lose — `SHARE_OF_CHANCE` of its chance, at least `LEAST_CHARGE`.
  Points of chance are few near zero: a seat at 6% that throws away 1 point lost a sixth of what it
  had, as clear a mistake as 8 points at 50%; counted only in points, a player far behind would never
  be charged whatever they did (and losers would be charged no more than winners).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from citadels.engine import Action, GameState

from .mistakes import MIN_COST, Judgement, mistake, same_move
from .model import Chances, Mistake, Step

#: A seat with little chance left may be charged this share of it, when that is below `MIN_COST`.
SHARE_OF_CHANCE = 0.1
#: The least charge of all: half a point of chance of winning.
LEAST_CHARGE = 0.005


@dataclass(frozen=True)
class Suspect:
    """A decision whose better move the search measured twice and found clearly better."""

    index: int  # 1-based action number
    seat: int
    round: int
    played: Action
    judgement: Judgement


def turns(seats: Sequence[int]) -> list[range]:
    """The turns of a game whose actions were played by `seats` (in order): the runs of consecutive
    actions of one seat, as ranges of 1-based action numbers."""
    out: list[range] = []
    first = 1
    for k in range(2, len(seats) + 2):
        if k > len(seats) or seats[k - 1] != seats[k - 2]:
            out.append(range(first, k))
            first = k
    return out


def turn_ends(seats: Sequence[int]) -> list[int]:
    """For each action (1-based; index 0 unused), the last action of its turn."""
    ends = [0] * (len(seats) + 1)
    for run in turns(seats):
        for k in run:
            ends[k] = run[-1]
    return ends


def still_possible(before: Sequence[GameState], k: int, last: int, better: Action) -> bool:
    """Whether `better` (or the same move) is legal at a later decision of the turn whose action `k`
    was played (`before[j - 1]`: the state before action j; `last`: the turn's last action)."""
    for j in range(k + 1, last + 1):
        if any(same_move(better, a) for a in before[j - 1].legal_actions()):
            return True
    return False


def chance_before(seat: int, run: range, start: Chances, steps: Sequence[Step]) -> float:
    """The chance of winning `seat` had before the turn `run`."""
    return (steps[run[0] - 2].chances if run[0] > 1 else start)[seat]


def turn_loss(seat: int, run: range, start: Chances, steps: Sequence[Step]) -> float | None:
    """The chance of winning `seat` lost over the turn `run` (None while its chances are not all known)."""
    if run[-1] > len(steps):
        return None
    return chance_before(seat, run, start, steps) - steps[run[-1] - 1].chances[seat]


def least_charge(chance: float) -> float:
    """The least charge of a seat whose chance of winning before the turn was `chance`."""
    return min(MIN_COST, max(LEAST_CHARGE, SHARE_OF_CHANCE * chance))


def charged(
    suspects: Sequence[Suspect], seats: Sequence[int], start: Chances, steps: Sequence[Step]
) -> list[Mistake]:
    """The charges of one seat's suspects (`seats`: who played each action of the game)."""
    by_turn: dict[int, list[Suspect]] = {}
    ends = turn_ends(seats)
    for s in suspects:
        by_turn.setdefault(ends[s.index], []).append(s)
    out: list[Mistake] = []
    for last, group in by_turn.items():
        group.sort(key=lambda s: s.index)
        first = group[0].index
        while first > 1 and seats[first - 2] == seats[last - 1]:
            first -= 1
        run = range(first, last + 1)
        loss = turn_loss(group[0].seat, run, start, steps)
        if loss is None:
            continue
        least = least_charge(chance_before(group[0].seat, run, start, steps))
        left = loss
        charged_moves: list[Action] = []
        for s in group:
            better = s.judgement.better
            if any(same_move(better, b) for b in charged_moves) or left < least:
                continue
            m = mistake(s.index, s.seat, s.round, s.played, s.judgement, most=left)
            if m.cost < least:
                continue
            charged_moves.append(better)
            left -= m.cost
            out.append(m)
    return out
