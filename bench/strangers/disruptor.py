"""The disruptor: reads the leader and spends its turns holding it back.

It ranks the seats by points, city size, gold and hand; the leader (the strongest seat other than
itself) is its target for every blow — the murder and the theft of the characters the leader likely
holds, the Warlord's destruction, the Diplomat's swap, the Magician's hand swap, the Wizard's look —
and in the draft it takes the characters the leader would want when the leader chooses after it. It
still builds the best district it can each turn.
"""

from __future__ import annotations

from citadels.engine import PlayerView

from .tactics import Tactician, standing


class DisruptorBot(Tactician):
    """A disruptor who reads the leader (a stranger: written without `citadels.ai`)."""

    name = "disruptor"
    watches = False
    spite = 1.8
    deny = 0.9
    target_weight = 0.4  # drafts the Assassin or the Thief when the leader's character is in reach

    def threat(self, view: PlayerView) -> list[float]:
        """All the weight on the leading seat (the strongest other than itself), a little on the rest."""
        me = view.seat
        marks = [standing(p, view) for p in view.table]
        leader = max((s for s in range(view.players) if s != me), key=lambda s: (marks[s], -s))
        return [0.0 if s == me else (1.0 if s == leader else 0.15) for s in range(view.players)]
