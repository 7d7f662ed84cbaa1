"""What a Magician's hand swap gains, in words that are true of the position.

A swap's reason states only what the view shows: the number of cards each hand holds (public), or
that none of the viewer's own cards can be built now (each is already in its city or costs more
than its gold). A swap that would throw away a card completing the viewer's city gains nothing it
could state, and neither does one whose hands show no such gain: `swap_reason` is then None and the
caller says what its own choice rests on (the Hard search's simulations, Medium's hope).
"""

from __future__ import annotations

from citadels.engine import DistrictCard, PlayerView, city_size

from . import messages as M
from .base import Reason
from .knowledge import hand_buildable


def completing_card(view: PlayerView) -> DistrictCard | None:
    """A card of the viewer's hand that would complete its city (it is one district short), if any."""
    if city_size(view.table[view.seat].city) < view.completion - 1:
        return None
    cards = hand_buildable(view)
    return cards[0] if cards else None


def nothing_buildable(view: PlayerView) -> bool:
    """The viewer holds cards and can build none of them now (in its city already, or too dear)."""
    gold = view.table[view.seat].gold
    return bool(view.hand) and all(c.kind.cost > gold for c in hand_buildable(view))


def swap_reason(view: PlayerView, seat: int) -> Reason | None:
    """What swapping hands with `seat` gains, when the view shows a gain; None otherwise."""
    if completing_card(view) is not None:
        return None
    theirs = view.table[seat].hand_size
    mine = len(view.hand)
    if theirs >= 2 and theirs > mine:
        return Reason(M.SWAP_MORE, {"seat": seat, "count": theirs, "mine": mine})
    if nothing_buildable(view):
        return Reason(M.SWAP_USELESS, {"seat": seat})
    return None
