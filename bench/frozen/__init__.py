"""Frozen copies of earlier bots, by the name a match gives them (`bench/strangers/match.py`): they
only measure progress. Each takes a seed and the options of the bot it froze."""

from collections.abc import Callable

from citadels.ai.base import Bot

from .hard_0_1 import HardBot as Hard01

FROZEN: dict[str, Callable[..., Bot]] = {
    "hard-0.1": Hard01,
}
