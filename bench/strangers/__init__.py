"""The stranger league: bots written without reading `citadels/ai`, to measure the project's bots
against styles unlike its own. Nothing under `citadels/` imports them."""

from __future__ import annotations

from collections.abc import Callable

from citadels.ai.base import Bot

from .hoarder import HoarderBot
from .human import HumanBot

STRANGERS: dict[str, Callable[[int], Bot]] = {
    "human": HumanBot,  # strangers-b: a club player with favourite characters, habits and ~10% slips
    "hoarder": HoarderBot,  # strangers-b: collects cards and gold, builds big late, adapts to rushers
}
