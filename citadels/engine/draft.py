"""The selection phase (RULES.md §3.1–3.2): discards, the 2-, 3- and 7-player drafts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import turn
from .actions import DISCARD, PICK, DiscardCharacter, PickCharacter
from .dispatch import applies, legal_for
from .errors import InvalidTargetError, WrongPhaseError
from .events import (
    CharacterChosen,
    CharacterDiscardedFaceDown,
    CharactersDiscardedFaceUp,
    Event,
    RoundStarted,
)
from .state import Decision

if TYPE_CHECKING:
    from .state import GameState

# Face-up discards with 8 characters (RULES.md §3.1); `Rules.faceup` covers 9 characters too (§6).
FACEUP_DISCARDS = {2: 0, 3: 0, 4: 2, 5: 1, 6: 0, 7: 0}

PICK_STEP = Decision.DRAFT_PICK
DISCARD_STEP = Decision.DRAFT_DISCARD


def selection_steps(players: int, crown: int) -> list[tuple[int, Decision]]:
    """Who decides what, in order, from the crowned seat passing to the left (seat + 1)."""
    if players == 2:
        a, b = crown, (crown + 1) % 2
        return [
            (a, PICK_STEP),
            (b, PICK_STEP),
            (b, DISCARD_STEP),
            (a, PICK_STEP),
            (a, DISCARD_STEP),
            (b, PICK_STEP),
            (b, DISCARD_STEP),
        ]
    if players == 3:
        return [((crown + i) % 3, PICK_STEP) for i in range(6)]
    return [((crown + i) % players, PICK_STEP) for i in range(players)]


#: (players, crown) -> the round's selection steps, shared by every state (never mutated)
_STEPS: dict[tuple[int, int], list[tuple[int, Decision]]] = {}


def shared_steps(players: int, crown: int) -> list[tuple[int, Decision]]:
    """`selection_steps`, one shared list per table size and first seat: read it, never change it."""
    steps = _STEPS.get((players, crown))
    if steps is None:
        steps = _STEPS[(players, crown)] = selection_steps(players, crown)
    return steps


def start_round(s: GameState, ev: list[Event] | None) -> None:
    rules = s.rules
    s.round += 1
    n = rules.players
    s.holder = [-1] * (rules.max_rank + 1)
    s.murdered = s.robbed = s.called = s.cur_rank = s.bewitched = 0
    s.robber = s.cur_seat = s.witch = s.emperor_crowned = s.queen_due = -1
    s.revealed = []
    s.tax_pending = []
    known: list[list[int]] = []
    offered: list[list[tuple[int, ...]]] = []
    for p in s.players:  # (one loop rather than two list comprehensions, each a call in Python 3.11)
        p.chars = []
        known.append([])
        offered.append([])
    s.facedown_known = known
    s.offered = offered

    rng = s.rng
    ranks = rng.shuffled_range(rules.max_rank)  # the characters, shuffled
    faceup: list[int] = []
    allowed = rules.faceup_allowed
    for _ in range(rules.faceup):
        # The King (Emperor) may never be discarded face up: the next card is taken in its place and
        # the King stays in the pile.
        i = len(ranks) - 1
        while i >= 0 and not allowed[ranks[i]]:
            i -= 1
        if i >= 0:
            faceup.append(ranks.pop(i))
    # Then the face-down discard, drawn from what is left (§3.1: the King is face down 1/(8 - face-up)).
    s.facedown = [ranks.pop(rng.below(len(ranks)))]
    faceup.sort()
    ranks.sort()
    s.faceup = faceup
    s.pile = ranks
    steps = s.steps = shared_steps(n, s.crown)
    s.step = 0
    if ev is not None:
        ev.append(RoundStarted(s.round, s.crown))
        ev.append(CharacterDiscardedFaceDown(None, None))
        if faceup:
            ev.append(CharactersDiscardedFaceUp(tuple(s.faceup)))
    if not rules.plain_steps:
        _begin_step(s)
        return
    seat, kind = steps[0]  # _begin_step's usual case, inlined as in _next_step
    offered[seat].append(tuple(ranks))
    s.decision = kind
    s.to_move = seat


def _begin_step(s: GameState) -> None:
    step = s.step
    steps = s.steps
    seat, kind = steps[step]
    if s.rules.last_takes_facedown and step == s.rules.players - 1 and kind == PICK_STEP:
        # The 7-player rule (8 players with 9 characters): the last player also gets the face-down
        # discard to choose from.
        s.pile.extend(s.facedown)
        s.pile.sort()
        s.facedown = []
    if step == 0 or steps[step - 1][0] != seat:
        s.offered[seat].append(tuple(s.pile))
    s.decision = kind
    s.to_move = seat


def _next_step(s: GameState, ev: list[Event] | None) -> None:
    step = s.step = s.step + 1
    steps = s.steps
    if step < len(steps):
        if not s.rules.plain_steps:
            _begin_step(s)  # the same seat again (two or three players), or the 7-player rule
            return
        # _begin_step's usual case, inlined: every pick of every round comes here
        seat, kind = steps[step]
        s.offered[seat].append(tuple(s.pile))
        s.decision = kind
        s.to_move = seat
        return
    if s.pile:
        # The leftover card is discarded face down; the seat that passed it over has seen it.
        last_seat = s.steps[-1][0]
        s.facedown.extend(s.pile)
        s.facedown_known[last_seat].extend(s.pile)
        if ev is not None:
            for rank in s.pile:
                ev.append(CharacterDiscardedFaceDown(last_seat, rank))
        s.pile = []
    turn.begin_calling(s, ev)


#: the pile (ranks) -> its PickCharacter actions: made once per pile rather than at every pick
_PICKS: dict[tuple[int, ...], tuple[PickCharacter, ...]] = {}


@legal_for(Decision.DRAFT_PICK)
def _legal_pick(s: GameState) -> list[PickCharacter]:
    pile = tuple(s.pile)
    picks = _PICKS.get(pile)
    if picks is None:
        picks = _PICKS[pile] = tuple([PICK[r] for r in pile])
    return list(picks)


@legal_for(Decision.DRAFT_DISCARD)
def _legal_discard(s: GameState) -> list[DiscardCharacter]:
    return [DISCARD[r] for r in s.pile]


@applies(PickCharacter)
def _apply_pick(s: GameState, a: PickCharacter, ev: list[Event] | None) -> None:
    if s.decision != PICK_STEP:
        raise WrongPhaseError(a, "no character is being chosen now")
    rank = a.rank
    pile = s.pile
    try:
        pile.remove(rank)
    except ValueError:
        raise InvalidTargetError(a, f"character {rank} is not among the offered characters {pile}") from None
    seat = s.to_move
    s.holder[rank] = seat
    chars = s.players[seat].chars
    chars.append(rank)
    if len(chars) > 1:  # (two or three players hold two characters)
        chars.sort()
    if ev is not None:
        ev.append(CharacterChosen(seat, rank))
    _next_step(s, ev)


@applies(DiscardCharacter)
def _apply_discard(s: GameState, a: DiscardCharacter, ev: list[Event] | None) -> None:
    if s.decision != DISCARD_STEP:
        raise WrongPhaseError(a, "no character is being discarded now")
    if a.rank not in s.pile:
        raise InvalidTargetError(a, f"character {a.rank} is not among the offered characters {s.pile}")
    seat = s.to_move
    s.pile.remove(a.rank)
    s.facedown.append(a.rank)
    s.facedown_known[seat].append(a.rank)
    if ev is not None:
        ev.append(CharacterDiscardedFaceDown(seat, a.rank))
    _next_step(s, ev)
