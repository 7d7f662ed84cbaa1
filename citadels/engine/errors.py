"""Errors raised by `GameState.apply`. Each names the action and why it was refused; the state is
left exactly as it was."""

from __future__ import annotations

from typing import Any


class IllegalActionError(ValueError):
    """An action that the rules do not allow now."""

    def __init__(self, action: Any, reason: str) -> None:
        super().__init__(f"{action!r} is not allowed: {reason}")
        self.action = action
        self.reason = reason


class MalformedActionError(IllegalActionError):
    """Not a well-formed action: a field of the wrong type, a missing field, not an action at all."""


class NoSuchSeatError(IllegalActionError):
    """There is no such seat at this table."""


class NotYourDecisionError(IllegalActionError):
    """The action came from a seat that does not owe the current decision."""


class WrongPhaseError(IllegalActionError):
    """The action does not answer the decision being asked for."""


class CannotAffordError(IllegalActionError):
    """Not enough gold."""


class DuplicateDistrictError(IllegalActionError):
    """The city already holds a district with that name."""


class NotInHandError(IllegalActionError):
    """The card is not in the acting player's hand (or not among the offered cards)."""


class InvalidTargetError(IllegalActionError):
    """The named character, seat or district cannot be chosen."""


class AlreadyUsedError(IllegalActionError):
    """A once-per-turn thing was already done, or the build limit is reached."""


class GameOverError(IllegalActionError):
    """The game has ended."""


class ConfigError(ValueError):
    """A game configuration the rules do not allow."""
