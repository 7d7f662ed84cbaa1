"""The interned Diplomat swaps stay bounded over any number of games (two generations of
`SWAPS_GENERATION`), and an interned swap equals the one a game would build."""

from __future__ import annotations

from citadels.engine import actions
from citadels.engine.actions import DiplomatSwap, diplomat_swap
from citadels.engine.cards import DECK_SIZE


def test_the_diplomat_swaps_stay_bounded_and_equal_their_actions() -> None:
    recent = diplomat_swap(0, 1, 2)
    for mine in range(DECK_SIZE):
        for seat in range(8):
            for theirs in range(DECK_SIZE):
                assert diplomat_swap(mine, seat, theirs) == DiplomatSwap(mine, seat, theirs)
                assert actions.swaps_cached() <= 2 * actions.SWAPS_GENERATION
        assert diplomat_swap(0, 1, 2) is recent  # met again and again: never dropped
    assert actions.swaps_cached() >= actions.SWAPS_GENERATION
