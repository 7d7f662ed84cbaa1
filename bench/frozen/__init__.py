"""Frozen copies of earlier bots, by the name a match gives them: they only measure progress."""

from collections.abc import Callable

from citadels.ai.base import Bot

from .hard_0_1 import HardBot as Hard01

FROZEN: dict[str, Callable[[int], Bot]] = {
    "hard-0.1": Hard01,
}
