"""The careful expert: exact draft inference, murder and theft where they pay, efficient building.

It keeps, every round, the exact set of characters each seat may hold (`draftsense`: the draft order,
the face-up discards, the piles it was handed, who revealed and which ranks went unanswered), weighted
by what it has watched each seat choose in earlier rounds. Its targets are the seats that threaten it
most (the leader when behind, the closest rival when ahead); it builds the best district it can every
turn and, near the end, takes the characters that keep its city safe.
"""

from __future__ import annotations

from .tactics import Tactician


class ExpertBot(Tactician):
    """A careful expert with exact draft inference (a stranger: written without `citadels.ai`)."""

    name = "expert"
    watches = True
    spite = 1.0
    deny = 0.0
