"""Choosing characters (RULES.md §3.1–3.2): the legal picks and discards, and applying them.

The selection steps themselves (who chooses when, the 2-, 3- and 7-player drafts) are in `rounds.py`.
"""

from __future__ import annotations

from .actions import DISCARD, PICK, DiscardCharacter, PickCharacter
from .decision import Decision
from .errors import InvalidTargetError, WrongPhaseError
from .events import CharacterChosen, CharacterDiscardedFaceDown, Event
from .refusal import Refusal, Why
from .rounds import next_step
from .state import State

PICK_STEP = Decision.DRAFT_PICK  # enum members are slow to look up on the class (Python 3.11)
DISCARD_STEP = Decision.DRAFT_DISCARD

#: the pile (ranks) -> its PickCharacter actions: made once per pile rather than at every pick
_PICKS: dict[tuple[int, ...], tuple[PickCharacter, ...]] = {}


def legal_pick(s: State) -> list[PickCharacter]:
    pile = tuple(s.pile)
    picks = _PICKS.get(pile)
    if picks is None:
        picks = _PICKS[pile] = tuple([PICK[r] for r in pile])
    return list(picks)


def legal_discard(s: State) -> list[DiscardCharacter]:
    return [DISCARD[r] for r in s.pile]


def apply_pick(s: State, a: PickCharacter, ev: list[Event] | None) -> None:
    if s.decision != PICK_STEP:
        raise WrongPhaseError(a, "no character is being chosen now")
    rank = a.rank
    pile = s.pile
    try:
        pile.remove(rank)
    except ValueError:
        raise InvalidTargetError(
            a,
            f"character {rank} is not among the offered characters {pile}",
            Refusal(Why.NOT_OFFERED, rank=rank),
        ) from None
    seat = s.to_move
    s.holder[rank] = seat
    chars = s.players[seat].chars
    chars.append(rank)
    if len(chars) > 1:  # (two or three players hold two characters)
        chars.sort()
    if ev is not None:
        ev.append(CharacterChosen(seat, rank))
    next_step(s, ev)


def apply_discard(s: State, a: DiscardCharacter, ev: list[Event] | None) -> None:
    if s.decision != DISCARD_STEP:
        raise WrongPhaseError(a, "no character is being discarded now")
    if a.rank not in s.pile:
        raise InvalidTargetError(
            a,
            f"character {a.rank} is not among the offered characters {s.pile}",
            Refusal(Why.NOT_OFFERED, rank=a.rank),
        )
    seat = s.to_move
    s.pile.remove(a.rank)
    s.facedown.append(a.rank)
    s.facedown_known[seat].append(a.rank)
    if ev is not None:
        ev.append(CharacterDiscardedFaceDown(seat, a.rank))
    next_step(s, ev)
