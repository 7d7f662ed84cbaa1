"""Whom a bot may aim its abilities at: never itself.

The engine lets a character name any other character, and the Warlord destroy a district of his own
city. In 2-3 player games a seat holds two characters, so the Assassin, the Thief and the Witch may
name their holder's other one: murdering, robbing or bewitching yourself only costs you a turn or
gains nothing, and no player would do it. Every bot builds its lists of targets with these helpers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from citadels.engine import Action, Bewitch, Destroy, Murder, PlayerView, Rob

A = TypeVar("A", bound=Action)
Named = TypeVar("Named", Murder, Rob, Bewitch)  # the actions that name a character


def strikes_itself(view: PlayerView, action: Action) -> bool:
    """Whether `action` aims at the acting seat: murdering, robbing or bewitching a character it holds
    itself, or destroying a district of its own city."""
    if isinstance(action, Murder | Rob | Bewitch):
        return action.rank in view.my_characters
    if isinstance(action, Destroy):
        return action.seat == view.seat
    return False


def at_rivals(view: PlayerView, options: Sequence[A]) -> list[A]:
    """`options` without those that strike the bot itself (`strikes_itself`). Of a character's
    options to name a rank, some always remain (a seat holds at most two of eight characters); of the
    Warlord's, none may (every other city empty or protected): then he destroys nothing."""
    return [a for a in options if not strikes_itself(view, a)]


def named_rivals(view: PlayerView, legal: Sequence[Action], kind: type[Named]) -> list[Named]:
    """The `kind` actions (`Murder`, `Rob`, `Bewitch`) of `legal` that name a character someone else
    may hold: not one of the bot's own, not one face up (nobody holds those)."""
    mine = view.my_characters
    up = view.faceup
    return [a for a in legal if isinstance(a, kind) and a.rank not in mine and a.rank not in up]
