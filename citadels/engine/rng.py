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
        """Fisher-Yates in place, each 64-bit number drawn serving ~8 positions (see `_shuffle_plan`)."""
        plan = _PLANS.get(len(items))
        if plan is None:
            plan = _PLANS[len(items)] = _shuffle_plan(len(items))
        # next64, inlined per batch; then the batch's swap targets are the digits of one product
        s = self.state
        for product, steps in plan:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            k = ((z ^ (z >> 31)) * product) >> 64
            for i, weight in steps:
                j = k // weight
                k -= j * weight
                items[i], items[j] = items[j], items[i]
        self.state = s

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]


Plan = tuple[tuple[int, tuple[tuple[int, int], ...]], ...]
_PLANS: dict[int, Plan] = {}


def _shuffle_plan(size: int) -> Plan:
    """How `shuffle` spends its random numbers on a list of `size` items: batches of positions
    (from the last down), each served by one 64-bit number `u`, as (product of the batch's choices,
    ((position, weight), ...)).

    The swap target of position i is j = (u * (i + 1)) >> 64, and u goes on as (u * (i + 1)) mod 2**64,
    until fewer than 8 of its bits are left unspent (each position spends (i + 1).bit_length() bits).
    Those targets are exactly the mixed-radix digits of (u * product) >> 64, so one big multiplication
    and small divisions give the very same shuffle (saved seeds replay the same games)."""
    plan: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    batch: list[int] = []
    bits = 0
    for i in range(size - 1, 0, -1):
        if bits < 8:
            if batch:
                plan.append(_batch(batch))
            batch = []
            bits = 64
        batch.append(i)
        bits -= (i + 1).bit_length()
    if batch:
        plan.append(_batch(batch))
    return tuple(plan)


def _batch(positions: list[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
    product = 1
    for i in positions:
        product *= i + 1
    steps = []
    weight = product
    for i in positions:
        weight //= i + 1  # the product of the choices still to come in this batch
        steps.append((i, weight))
    return product, tuple(steps)
