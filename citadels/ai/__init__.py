"""Bots: each sees only one seat's `PlayerView` and returns one of the legal actions."""

from .base import Bot, Reason
from .registry import BOTS, bot_names, make_bot

__all__ = ["BOTS", "Bot", "Reason", "bot_names", "make_bot"]
