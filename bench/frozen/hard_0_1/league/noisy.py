"""Noisy Medium: the Medium strategy with a little randomness, a stand-in for a careful human.

It weighs every choice like Medium but samples characters and cards with a small softmax temperature
and sometimes guesses a murder or theft target, so that it is not as predictable as Medium while
keeping most of its strength. (Easy is the same idea turned up far enough to be beatable.)
"""

from __future__ import annotations

from ..medium import Noise, NoisyMediumBase

NOISY_NOISE = Noise(temperature=0.5, random_target=0.15)


class NoisyMediumBot(NoisyMediumBase):
    name = "noisy"
    noise = NOISY_NOISE
