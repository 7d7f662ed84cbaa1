"""Moving district cards: drawing from the deck, putting cards under it, building into a city.

The primitives every rule module shares (the turn, the abilities, the unique districts, the set-up).
"""

from __future__ import annotations

from .actions import Action
from .cards import CARDS, KINDS, DistrictCard
from .errors import InvalidTargetError
from .events import Built, CityCompleted, Event, GoldTaken
from .state import Player, State

_HAUNTED_CITY = KINDS["haunted_city"]


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


def place_district(s: State, p: Player, c: DistrictCard, ev: list[Event] | None) -> None:
    """Pay for `c` (already out of the hand) and put it in `p`'s city: the one path of every build."""
    kind = c.kind
    cost = kind.cost
    p.gold -= cost
    p.city.append(c)
    p.kinds.add(kind)
    s.built_count += 1
    if kind is _HAUNTED_CITY:
        p.haunted_round = s.round
    if ev is not None:
        ev.append(Built(p.seat, c.id, cost))
    if s.rules.characters[s.cur_rank - 1].refunds_builds and cost:
        # RULES.md §6 Alchemist: the gold paid for the build comes back at once.
        p.gold += cost
        if ev is not None:
            ev.append(GoldTaken(p.seat, cost, "alchemist"))
    if not p.completed and len(p.city) >= s.rules.completion:
        p.completed = True
        first = s.first_complete < 0
        if first:
            s.first_complete = p.seat
        if ev is not None:
            ev.append(CityCompleted(p.seat, first))
