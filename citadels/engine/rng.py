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
                j, k = divmod(k, weight)
                items[i], items[j] = items[j], items[i]
        self.state = s

    def shuffled_range(self, n: int) -> list[int]:
        """[1, 2, ..., n] put through `shuffle`: the same list, the same numbers drawn.

        Up to 9 items (a round's characters) one 64-bit number decides the whole shuffle, so its
        outcome is looked up in a table of every outcome (`_fisher_yates_8`) instead of swapped out."""
        if not 8 <= n <= 9:
            items = list(range(1, n + 1))
            self.shuffle(items)
            return items
        s = self.state = (self.state + _GOLDEN) & _MASK  # next64, inlined
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        k = ((z ^ (z >> 31)) * _FACTORIAL[n]) >> 64  # the swap targets, as digits (see _shuffle_plan)
        table = _EIGHT[0] or _fisher_yates_8()
        if n == 8:
            return list(table[8 * k : 8 * k + 8])
        # nine: the first swap puts the last item in place, the other eight are shuffled as eight
        first, k = divmod(k, _FACTORIAL[8])
        head = table[8 * k : 8 * k + 8].translate(_AFTER_FIRST_SWAP[first])
        return [*head, _LAST_AFTER_FIRST_SWAP[first]]

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


_FACTORIAL = (1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880)
_EIGHT: list[bytes] = [b""]  # every outcome of `shuffle` on [1, ..., 8], 8 bytes each, made on first use


def _fisher_yates_8() -> bytes:
    """The outcomes of `shuffle` on [1, ..., 8], the one for the swap-target number k at [8k, 8k + 8).

    Built up from n = 1 in C-speed byte operations (a few ms): for n items, k = first * (n - 1)! + rest,
    where `first` is the target of the first swap (position n - 1), after which the first n - 1 items
    are shuffled as n - 1 items by `rest`. So the outcome is that (n - 1)-outcome with each value v
    replaced by the item at v - 1 after the first swap, followed by the item the first swap left last."""
    table = b"\x01"
    for n in range(2, 9):
        count = _FACTORIAL[n - 1]  # outcomes of n - 1 items
        blocks = []
        for first in range(n):
            items = list(range(1, n + 1))
            items[n - 1], items[first] = items[first], items[n - 1]
            moved = table.translate(bytes.maketrans(bytes(range(1, n)), bytes(items[: n - 1])))
            block = bytearray(count * n)
            for position in range(n - 1):
                block[position::n] = moved[position :: n - 1]
            block[n - 1 :: n] = bytes([items[n - 1]]) * count
            blocks.append(bytes(block))
        table = b"".join(blocks)
    _EIGHT[0] = table
    return table


def _after_first_swap() -> tuple[list[bytes], list[int]]:
    """For nine items and each target of the first swap: the translation of an eight-outcome's values
    into the items then at those places, and the item then last."""
    tables, lasts = [], []
    for first in range(9):
        items = list(range(1, 10))
        items[8], items[first] = items[first], items[8]
        tables.append(bytes.maketrans(bytes(range(1, 9)), bytes(items[:8])))
        lasts.append(items[8])
    return tables, lasts


_AFTER_FIRST_SWAP, _LAST_AFTER_FIRST_SWAP = _after_first_swap()
