"""The characters a bot took in the last rounds, so that it tires of taking the same one again.

A player who takes the same character round after round is easy to read (the Assassin and the Thief
aim at it) and does not feel like a person. Every bot that chooses characters by a score keeps a
`PickMemory` and lowers a character's score by a penalty per earlier round in a row it took it.
Hard's simulations make bots with `remember=False`: they jump between worlds and seats, where a
memory would mean nothing.
"""

from __future__ import annotations

from citadels.engine import PlayerView

ROUNDS_KEPT = 4  # rounds remembered per seat (a longer streak is no worse than one this long)


class PickMemory:
    """seat -> round -> the first character the seat took that round, for the current game."""

    def __init__(self) -> None:
        self._picks: dict[int, dict[int, int]] = {}

    def streak(self, view: PlayerView, rank: int) -> int:
        """How many rounds in a row, up to the last one, the viewer took `rank`."""
        mine = self._picks.get(view.seat)
        if not mine:
            return 0
        streak = 0
        rnd = view.round - 1
        while mine.get(rnd) == rank:
            streak += 1
            rnd -= 1
        return streak

    def remember(self, view: PlayerView, rank: int) -> None:
        """The viewer takes `rank` this round (a round earlier than one remembered: a new game)."""
        mine = self._picks.setdefault(view.seat, {})
        if any(r > view.round for r in mine):
            mine.clear()
        mine.setdefault(view.round, rank)
        for old in [r for r in mine if r < view.round - (ROUNDS_KEPT - 1)]:
            del mine[old]
