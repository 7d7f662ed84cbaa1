"""Bots: each sees only one seat's `PlayerView` and returns one of the legal actions.

Levels: `random`, `greedy` (baselines), `easy`, `medium`, `hard` (see `registry.BOTS`). Every decision of
easy/medium/hard sets `last_reason` to a `Reason` (a key and parameters: the app words it, with
`citadels.text.narrate.explain_reason`, and decides who may see it), and `hint(view, legal)` asks the Hard bot
what it would do.
"""

from .base import Bot, Reason
from .hint import hint
from .registry import BOTS, bot_names, make_bot

__all__ = ["BOTS", "Bot", "Reason", "bot_names", "hint", "make_bot"]
