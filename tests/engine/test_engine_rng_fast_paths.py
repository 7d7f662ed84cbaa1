"""The random source's fast paths give exactly what the plain algorithms give (saved seeds replay).

`Rng.shuffle` draws its swap targets as the digits of one product, `Rng.shuffled_range` looks a round's
character shuffle up in a table, and the random bot works out only as much of its number as it needs:
each is checked here against the straightforward algorithm it replaces.
"""

from __future__ import annotations

from citadels.ai.random_bot import RandomBot
from citadels.engine.rng import _MASK, Rng, _fisher_yates_8, _shuffle_plan


def reference_shuffle(rng: Rng, items: list[int]) -> None:
    """Fisher-Yates as first written: one 64-bit number per ~8 positions, spent bit by bit."""
    i = len(items) - 1
    u = 0
    bits = 0
    while i > 0:
        if bits < 8:
            u = rng.next64()
            bits = 64
        n = i + 1
        prod = u * n
        j = prod >> 64
        u = prod & _MASK
        bits -= n.bit_length()
        items[i], items[j] = items[j], items[i]
        i -= 1


def test_shuffle_matches_the_bit_by_bit_fisher_yates() -> None:
    for size in [*range(0, 30), 67, 68, 100]:
        for seed in range(60):
            fast, plain = Rng(seed * 7919 + size), Rng(seed * 7919 + size)
            a, b = list(range(size)), list(range(size))
            for _ in range(3):
                fast.shuffle(a)
                reference_shuffle(plain, b)
            assert a == b and fast.state == plain.state, (size, seed)


def test_shuffled_range_matches_shuffle() -> None:
    for n in range(0, 13):
        for seed in range(400):
            table, plain = Rng(seed * 31337 + n), Rng(seed * 31337 + n)
            items = list(range(1, n + 1))
            plain.shuffle(items)
            assert table.shuffled_range(n) == items and table.state == plain.state, (n, seed)


def test_the_eight_card_table_holds_every_shuffle_outcome() -> None:
    table = _fisher_yates_8()
    ((product, steps),) = _shuffle_plan(8)
    assert len(table) == 8 * product
    for k0 in range(product):
        items, k = list(range(1, 9)), k0
        for i, weight in steps:
            j, k = divmod(k, weight)
            items[i], items[j] = items[j], items[i]
        assert list(table[8 * k0 : 8 * k0 + 8]) == items, k0


def test_random_bot_draws_like_rng_below() -> None:
    for seed in range(500):
        bot, rng = RandomBot(seed * 977), Rng(seed * 977)
        for n in (1, 2, 3, 2, 1, 5, 2, 17, 2, 64, 4, 1, 2):
            legal = list(range(n))
            assert bot.choose(None, legal) == legal[rng.below(n)]  # type: ignore[arg-type]
            assert bot.state == rng.state
