"""Actions in words: a short imperative for the hint line ("build the Castle")."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView
from citadels.text.narrate import action_words


def describe_action(action: Action, view: PlayerView, names: Sequence[str]) -> str:
    """A short imperative for an action ("Build the Castle"), for hints (in the view's line-up)."""
    return action_words(action, names, view.characters)
