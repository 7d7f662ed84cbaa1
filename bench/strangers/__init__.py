"""The stranger league's table: bots written outside the project, without reading `citadels.ai`.

They only measure the project's bots; nothing under `citadels/` imports them (bench/strangers/README.md).
"""

from __future__ import annotations

from collections.abc import Callable

from citadels.ai.base import Bot

from .disruptor import DisruptorBot
from .expert import ExpertBot
from .hoarder import HoarderBot
from .human import HumanBot

# The stranger league's table: name -> constructor taking a seed (one line per bot).
STRANGERS: dict[str, Callable[[int], Bot]] = {
    "expert": ExpertBot,  # a careful expert with exact draft inference, watching the table
    "disruptor": DisruptorBot,  # reads the leader and spends its turns holding them back
    "human": HumanBot,  # a club player with favourite characters, habits and ~10% slips
    "hoarder": HoarderBot,  # collects cards and gold, builds big late, adapts to rushers
}
