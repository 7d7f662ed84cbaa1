"""The uniform random bot: a baseline that picks any legal action with equal probability."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView, Rng

from .base import Reason


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        return legal[(self.rng.next64() * len(legal)) >> 64]  # Rng.below, inlined: this is the benchmark's hot loop
