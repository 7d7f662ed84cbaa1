"""Bots by name, for `citadels simulate --bots` and the new-game screen."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot
from .easy import EasyBot
from .greedy import GreedyBot
from .hard import HardBot
from .league import STRATEGIES
from .medium import MediumBot
from .random_bot import RandomBot

BotFactory = Callable[..., Bot]

BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    **STRATEGIES,
}


def make_bot(name: str, seed: int = 0, **options: object) -> Bot:
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}") from None
    return factory(seed, **options) if options else factory(seed)


def bot_names() -> list[str]:
    return list(BOTS)
