"""Errors raised by `GameState.apply`. Each names the action and why it was refused, in English and
as a `refusal.Refusal` (what `GameState.why_not` returns); the state is left exactly as it was."""

from __future__ import annotations

from typing import Any, ClassVar

from .refusal import Refusal, Why


class IllegalActionError(ValueError):
    """An action that the rules do not allow now: `reason` says why in English (for logs and
    developers), `refusal` in data (`refusal.Refusal`, for whoever words it to a player)."""

    WHY: ClassVar[Why] = Why.WRONG_PHASE  # each kind's refusal when the rule names no closer one

    def __init__(self, action: Any, reason: str, refusal: Refusal | None = None) -> None:
        super().__init__(f"{action!r} is not allowed: {reason}")
        self.action = action
        self.reason = reason
        self.refusal = refusal if refusal is not None else Refusal(self.WHY)


class MalformedActionError(IllegalActionError):
    """Not a well-formed action: a field of the wrong type, a missing field, not an action at all."""

    WHY = Why.MALFORMED


class NoSuchSeatError(IllegalActionError):
    """There is no such seat at this table."""

    WHY = Why.NO_SUCH_TARGET


class NotYourDecisionError(IllegalActionError):
    """The action came from a seat that does not owe the current decision."""

    WHY = Why.NOT_YOUR_TURN


class WrongPhaseError(IllegalActionError):
    """The action does not answer the decision being asked for."""

    WHY = Why.WRONG_PHASE


class CannotAffordError(IllegalActionError):
    """Not enough gold."""

    WHY = Why.CANNOT_AFFORD


class DuplicateDistrictError(IllegalActionError):
    """The city already holds a district with that name."""

    WHY = Why.DUPLICATE


class NotInHandError(IllegalActionError):
    """The card is not in the acting player's hand (or not among the offered cards)."""

    WHY = Why.NOT_IN_HAND


class InvalidTargetError(IllegalActionError):
    """The named character, seat or district cannot be chosen."""

    WHY = Why.NO_SUCH_TARGET


class AlreadyUsedError(IllegalActionError):
    """A once-per-turn thing was already done, or the build limit is reached."""

    WHY = Why.ABILITY_USED


class GameOverError(IllegalActionError):
    """The game has ended."""

    WHY = Why.GAME_OVER

    WHY = Why.GAME_OVER


class ConfigError(ValueError):
    """A game configuration the rules do not allow."""
