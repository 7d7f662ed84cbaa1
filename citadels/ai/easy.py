"""The Easy bot: the Medium strategy played carelessly, the way a beginner might.

It weighs characters and cards like Medium but picks with a softmax temperature (so a so-so choice
is common), sometimes forgets its income, guesses murder and theft targets without reading the draft,
and sometimes leaves the Warlord, the Magician or a unique district unused.
"""

from __future__ import annotations

from .medium import Noise, NoisyMediumBase

EASY_NOISE = Noise(
    temperature=1.6,
    forget_income=0.3,
    random_target=0.6,
    random_gather=0.25,
    skip_ability=0.35,
)


class EasyBot(NoisyMediumBase):
    name = "easy"
    noise = EASY_NOISE
