"""The Easy bot: the Medium strategy played carelessly, the way a beginner might.

It weighs characters and cards like Medium but picks with a softmax temperature (so a so-so choice
is common), sometimes forgets its income, guesses murder and theft targets without reading the draft,
and sometimes leaves the Warlord, the Magician or a unique district unused.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView, Rng

from .base import Reason
from .medium import MediumPolicy, Noise

EASY_NOISE = Noise(
    temperature=1.6,
    forget_income=0.3,
    random_target=0.6,
    random_gather=0.25,
    skip_ability=0.35,
)


class EasyBot:
    name = "easy"
    needs_view = True

    def __init__(self, seed: int = 0, **options: object) -> None:
        self.rng = Rng(seed)
        self.policy = MediumPolicy(self.rng, EASY_NOISE)
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action, reason = self.policy.decide(view, legal)
        self.last_reason = reason
        return action
