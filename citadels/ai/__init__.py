"""Bots: each sees only one seat's `PlayerView` and returns one of the legal actions.

Levels: `random`, `greedy` (baselines), `easy`, `medium`, `hard` (see `registry.BOTS`). Every decision of
easy/medium/hard sets `last_reason` to a `Reason`; `explain(reason, names)` turns it into text in the
current language, and `hint(view, legal)` asks the Hard bot what it would do.
"""

from .base import Bot, Reason
from .explain import explain, hint
from .registry import BOTS, bot_names, make_bot

__all__ = ["BOTS", "Bot", "Reason", "bot_names", "explain", "hint", "make_bot"]
