"""Noisy Medium: the Medium strategy with a little randomness, a stand-in for a careful human.

It weighs every choice like Medium but samples characters and cards with a small softmax temperature
and sometimes guesses a murder or theft target, so that it is not as predictable as Medium while
keeping most of its strength. (Easy is the same idea turned up far enough to be beatable.)
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView, Rng

from ..base import Reason
from ..medium import MediumPolicy, Noise

NOISY_NOISE = Noise(temperature=0.5, random_target=0.15)


class NoisyMediumBot:
    name = "noisy"
    needs_view = True

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        self.policy = MediumPolicy(self.rng, NOISY_NOISE)
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.policy.decide(view, legal)
        self.last_reason = reason
        return action
