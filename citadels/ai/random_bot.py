"""The uniform random bot: a baseline that picks any legal action with equal probability."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView, Rng

from .base import Reason, Unwatching


class RandomBot(Unwatching):
    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.state = Rng(seed).state  # an `Rng`'s state, drawn from as `Rng.below` does
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        # Rng.below (SplitMix64), inlined: this is the engine benchmark's hot loop. Every decision
        # draws one number, but only as much of it is worked out as the choice needs.
        s = self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        n = len(legal)
        if n == 1:
            return legal[0]  # (about one decision in nine at four players)
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        if n == 2:
            return legal[z >> 63]  # the top bit, which the last step (z ^ z >> 31) leaves alone
        return legal[((z ^ (z >> 31)) * n) >> 64]
