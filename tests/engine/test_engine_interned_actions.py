"""The interned Diplomat swaps cannot grow a long run of games: one slot per possible swap, each made
when first met, all of them together under 2.5 MB (a dictionary of them took 4.6 MB); an interned
swap equals the one a game would build and is handed out again when met again. The bound is per slot
(64 bytes: under 2.5 MB for the classic 68 cards), since the 2016 box's uniques grow `DECK_SIZE`."""

from __future__ import annotations

import tracemalloc

from citadels.engine import actions
from citadels.engine.actions import SwapDistricts, swap_districts
from citadels.engine.cards import DECK_SIZE
from citadels.engine.config import MAX_PLAYERS


def test_every_diplomat_swap_interned_takes_under_2_5_mb() -> None:
    actions._SWAPS[:] = [None] * len(actions._SWAPS)  # as on a fresh start (made again when met)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for mine in range(DECK_SIZE):
            for seat in range(MAX_PLAYERS):
                for theirs in range(DECK_SIZE):
                    assert swap_districts(mine, seat, theirs) == SwapDistricts(mine, seat, theirs)
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert actions.swaps_cached() == DECK_SIZE * MAX_PLAYERS * DECK_SIZE
    assert grown < 64 * DECK_SIZE * MAX_PLAYERS * DECK_SIZE
    assert swap_districts(3, 1, 7) is swap_districts(3, 1, 7)
