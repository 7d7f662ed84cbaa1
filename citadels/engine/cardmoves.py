"""Moving district cards: drawing from the deck, putting cards under it, naming a card by id.

The primitives every rule module shares (the turn, the abilities, the unique districts, the set-up);
building into a city is `building.place_district`.
"""

from __future__ import annotations

from .actions import Action
from .cards import CARDS, DistrictCard
from .errors import InvalidTargetError
from .state import State


def draw(s: State, count: int) -> list[DistrictCard]:
    """Take up to `count` cards from the top of the deck (fewer when it runs out)."""
    deck = s.deck
    if count >= len(deck):
        taken = deck[::-1]
        deck.clear()
        return taken
    taken = deck[-count:]
    del deck[-count:]
    taken.reverse()
    return taken


def to_bottom(s: State, cards: list[DistrictCard]) -> None:
    s.deck[0:0] = cards


def card_arg(action: Action, card_id: int) -> DistrictCard:
    """The card an action names by id, or `InvalidTargetError`."""
    if not 0 <= card_id < len(CARDS):
        raise InvalidTargetError(action, f"there is no card {card_id}")
    return CARDS[card_id]
