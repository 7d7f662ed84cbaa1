"""The Theater (RULES.md §9.4, §9.11): at the end of every selection phase its owner may give an
opponent one of his characters (with 2-3 players, the one he chooses) and take one of that opponent's
at random; the others learn only who swapped with whom. `rounds.end_selection` asks for the decision
(`Decision.THEATER`); the ranks are called once it is answered."""

from __future__ import annotations

from .actions import THEATER_DECLINE, THEATER_SWAPS, Action, TheaterDecline, TheaterSwap
from .decision import Decision
from .errors import InvalidTargetError, WrongPhaseError
from .events import Event, TheaterDeclined, TheaterSwapped
from .refusal import Refusal, Why
from .rounds import begin_calling
from .state import State


def legal_theater(s: State) -> list[Action]:
    """A swap per opponent and per character of the owner's, and declining."""
    owner = s.players[s.to_move]
    out: list[Action] = [
        THEATER_SWAPS[p.seat][rank]
        for p in s.players
        if p.seat != owner.seat and p.chars
        for rank in owner.chars
    ]
    out.append(THEATER_DECLINE)
    return out


def apply_theater(s: State, a: TheaterSwap | TheaterDecline, ev: list[Event] | None) -> None:
    if s.decision != Decision.THEATER:
        raise WrongPhaseError(a, "the Theater swaps only at the end of the selection phase")
    owner = s.players[s.to_move]
    if isinstance(a, TheaterDecline):
        if ev is not None:
            ev.append(TheaterDeclined(owner.seat))
        begin_calling(s, ev)
        return
    if not 0 <= a.target < s.rules.players:
        raise InvalidTargetError(
            a, f"there is no seat {a.target}", Refusal(Why.NO_SUCH_TARGET, seat=a.target)
        )
    if a.target == owner.seat:
        raise InvalidTargetError(a, "swap with an opponent", Refusal(Why.TARGET_SELF, seat=a.target))
    if a.give not in owner.chars:
        raise InvalidTargetError(
            a, f"character {a.give} is not yours to give", Refusal(Why.NO_SUCH_TARGET, rank=a.give)
        )
    other = s.players[a.target]
    taken = other.chars[s.rng.below(len(other.chars))]  # at random, before he gets the given one
    other.chars.remove(taken)
    other.chars.append(a.give)
    other.chars.sort()
    owner.chars.remove(a.give)
    owner.chars.append(taken)
    owner.chars.sort()
    s.holder[a.give] = other.seat
    s.holder[taken] = owner.seat
    s.theater_seats = [owner.seat, other.seat]
    s.theater_ranks = [a.give, taken]
    if ev is not None:
        ev.append(TheaterSwapped(owner.seat, other.seat, a.give, taken))
    begin_calling(s, ev)
