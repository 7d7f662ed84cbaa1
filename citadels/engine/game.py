"""`GameState`: the game's data (`state.State`) behind its one door.

`legal_actions()` lists what the seat to move may do, `why_not(action)` says why an action is not
among them (a `refusal.Refusal`, or None when it is), `apply()` checks an action and hands it to its
rule (through the tables of `dispatch`), `view(seat)` is what that seat may know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .action_check import check_action
from .actions import Action
from .decision import Decision
from .digest import digest as state_digest
from .dispatch import APPLY, INTERNED_HANDLERS, LEGAL_BY_VALUE, ApplyFn, LegalFn
from .errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NoSuchSeatError,
    NotYourDecisionError,
)
from .events import Event
from .refusal import Refusal, Why
from .state import State
from .view import PlayerView, make_view

_GAME_OVER = Decision.GAME_OVER  # enum members are slow to look up on the class (Python 3.11)


class GameState(State):
    """Everything about one game. Use `new_game()` to make one; change it only with `apply()`."""

    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat `to_move` (empty when the game is over)."""
        return LEGAL_BY_VALUE[self.decision](self)

    def why_not(self, action: object, seat: int | None = None) -> Refusal | None:
        """None when `apply(action, seat)` would accept the action (it is one of `legal_actions()`),
        otherwise why not: the `Refusal` of the error `apply` would raise. The game is not changed:
        the action is tried on a copy, so the rule that refuses it is the one that says why."""
        trial = self.clone()
        try:
            trial.apply(action, seat, events=False)  # type: ignore[arg-type]  # any object is refused
        except IllegalActionError as err:
            return err.refusal
        return None

    def apply(self, action: Action, seat: int | None = None, events: bool = True) -> list[Event]:
        """Apply one action for `to_move` (or check that `seat` is `to_move`).

        Raises a specific `IllegalActionError` and leaves the state unchanged when the action is not
        allowed. Returns the events it caused (an empty list when `events` is False, for fast search).
        """
        if self.decision == _GAME_OVER:
            raise GameOverError(action, "the game is over")
        if seat is not None and seat != self.to_move:
            raise NotYourDecisionError(
                action,
                f"seat {self.to_move} owes the decision, not seat {seat}",
                Refusal(Why.NOT_YOUR_TURN, seat=self.to_move),
            )
        handler = INTERNED_HANDLERS.get(id(action))  # the legal lists' own actions: checked once, at import
        if handler is None:
            handler = APPLY.get(type(action))
            if handler is None:
                raise MalformedActionError(action, "this is not a Citadels action")
            check_action(action)
        ev: list[Event] | None = [] if events else None
        handler(self, action, ev)
        if self.history is not None:
            self.history.append(action)
        return ev if ev is not None else []

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own hand and characters, everything public, what it saw."""
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise NoSuchSeatError(seat, f"there is no seat {seat!r} at a table of {self.rules.players}")
        return make_view(self, seat)

    def digest(self) -> str:
        """A stable fingerprint of the whole state, public and private (saves check it on load)."""
        return state_digest(self)


def fast_door() -> tuple[Sequence[LegalFn], Mapping[int, ApplyFn]]:
    """The two tables behind the door, for a driver loop that plays whole games (simulations).

    `legal[s.decision](s)` is `s.legal_actions()`. `handlers.get(id(action))` is the handler of an
    action that a legal list handed out (checked once, at import); call it as `handler(s, action, None)`
    for `s.apply(action, events=False)` on a game that is not over and records no history. Any other
    action (None from `get`) must go through `apply`, which checks it. Skipping the two method frames
    is worth ~5% of a random game's time.
    """
    return LEGAL_BY_VALUE, INTERNED_HANDLERS
