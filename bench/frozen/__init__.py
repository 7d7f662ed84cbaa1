"""Frozen copies of earlier bots, by the name a match gives them (`bench/strangers/match.py`): they
only measure progress. Each takes a seed and the options of the bot it froze."""

from collections.abc import Callable
from typing import cast

from citadels.ai.base import Bot

from .hard_0_1 import HardBot as Hard01

FROZEN: dict[str, Callable[..., Bot]] = {
    # its reasons are its own frozen copy of `Reason` (the same fields), so it is a Bot for the table only
    "hard-0.1": cast(Callable[..., Bot], Hard01),
}
