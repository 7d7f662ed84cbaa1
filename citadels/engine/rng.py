"""The game's one injected random source: SplitMix64 in pure Python.

Why not `random.Random`: its state is 2.5 KB to copy (clones must be cheap) and its shuffle algorithm is
not promised to stay the same across Python versions (a saved seed must replay the same game forever).
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def copy(self) -> Rng:
        return Rng(self.state)

    def next64(self) -> int:
        s = (self.state + _GOLDEN) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in [0, n) (multiply-shift; the bias is below 2**-56 for our sizes)."""
        # next64, inlined: every bot decision and every round draws here
        s = (self.state + _GOLDEN) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place. Draws one 64-bit number per ~8 positions to stay cheap."""
        i = len(items) - 1
        u = 0
        bits = 0
        while i > 0:
            if bits < 8:
                u = self.next64()
                bits = 64
            n = i + 1
            prod = u * n
            j = prod >> 64
            u = prod & _MASK
            bits -= n.bit_length()
            items[i], items[j] = items[j], items[i]
            i -= 1

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]
