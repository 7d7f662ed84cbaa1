"""Unique (purple) district effects (RULES.md §5), found by district kind.

Scoring effects (Haunted City, Imperial Treasury, Map Room, 8-point districts) live in `scoring.py`;
the Warlord's restrictions (Keep, Great Wall) are queried from here by `abilities.py`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .actions import (
    GRAVEYARD_DECLINE,
    GRAVEYARD_TAKE,
    LAB,
    SMITHY,
    Action,
    GraveyardDecline,
    GraveyardTake,
    LaboratoryDiscard,
    SmithyDraw,
)
from .cardmoves import card_arg, draw, to_bottom
from .cards import KINDS, DistrictCard
from .decision import Decision
from .errors import AlreadyUsedError, CannotAffordError, InvalidTargetError, NotInHandError, WrongPhaseError
from .events import CardDiscarded, CardsDrawn, Event, GoldPaid, GoldTaken, GraveyardUsed
from .refusal import Refusal, Why
from .state import Player, State

_MAIN = Decision.MAIN  # enum members are slow to look up on the class (Python 3.11)

HAUNTED_CITY = KINDS["haunted_city"]
KEEP = KINDS["keep"]
LABORATORY = KINDS["laboratory"]
SMITHY_KIND = KINDS["smithy"]
OBSERVATORY = KINDS["observatory"]
GRAVEYARD = KINDS["graveyard"]
LIBRARY = KINDS["library"]
GREAT_WALL = KINDS["great_wall"]
SCHOOL_OF_MAGIC = KINDS["school_of_magic"]
IMPERIAL_TREASURY = KINDS["imperial_treasury"]
MAP_ROOM = KINDS["map_room"]

SMITHY_PRICE = 2
SMITHY_CARDS = 3


# ---------------------------------------------------------------------- Warlord
def destructible(c: DistrictCard) -> bool:
    return c.kind is not KEEP


def destroy_price(c: DistrictCard, city_has_great_wall: bool) -> int:
    """The Warlord pays the cost − 1, and 1 more for any *other* district of a Great Wall's city.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    return c.kind.cost - 1 + (1 if city_has_great_wall and c.kind is not GREAT_WALL else 0)


def city_destroy_price(city: Sequence[DistrictCard], c: DistrictCard, adorned: Collection[int] = ()) -> int:
    """The Warlord's price for `c` in `city`; `adorned` holds the ids carrying the Artist's gold
    (`PlayerView.adorned`), which each add 1 (RULES.md §6)."""
    return destroy_price(c, any(d.kind is GREAT_WALL for d in city)) + (1 if c.id in adorned else 0)


def graveyard_taker(s: State, destroyed: DistrictCard) -> int | None:
    """The seat offered the destroyed district: the Graveyard's owner, if not the Warlord, with gold."""
    if destroyed.kind is GRAVEYARD:
        return None
    for p in s.players:
        if GRAVEYARD in p.kinds:
            if p.seat != s.cur_seat and p.gold >= 1:
                return p.seat
            return None
    return None


def legal_graveyard(s: State) -> list[Action]:
    return [GRAVEYARD_TAKE, GRAVEYARD_DECLINE]


def apply_graveyard(s: State, a: GraveyardTake | GraveyardDecline, ev: list[Event] | None) -> None:
    if s.decision != Decision.GRAVEYARD or s.grave_card is None:
        raise WrongPhaseError(a, "no destroyed district is on offer")
    c = s.grave_card
    p = s.players[s.to_move]
    taken = isinstance(a, GraveyardTake)
    if taken:
        p.gold -= 1
        p.hand.append(c)
    else:
        to_bottom(s, [c])
    if ev is not None:
        if taken:
            ev.append(GoldPaid(p.seat, 1, "graveyard"))
        ev.append(GraveyardUsed(p.seat, c.id, taken))
    s.grave_card = None
    s.decision = Decision.MAIN
    s.to_move = s.cur_seat


# ---------------------------------------------------------------------- once-per-turn districts
def legal_unique_actions(s: State, p: Player, out: list[Action]) -> None:
    kinds = p.kinds
    if LABORATORY in kinds and not s.lab_used:
        out.extend(LAB[c.id] for c in p.hand)
    if SMITHY_KIND in kinds and not s.smithy_used and p.gold >= SMITHY_PRICE and s.deck:
        out.append(SMITHY)


def apply_laboratory(s: State, a: LaboratoryDiscard, ev: list[Event] | None) -> None:
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "the Laboratory is used during your turn")
    p = s.players[s.cur_seat]
    if LABORATORY not in p.kinds:
        raise InvalidTargetError(a, "you have no Laboratory", Refusal(Why.NOT_OWNED))
    if s.lab_used:
        raise AlreadyUsedError(a, "the Laboratory is used once per turn", Refusal(Why.LAB_USED))
    c = card_arg(a, a.card)
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    p.hand.remove(c)
    to_bottom(s, [c])
    p.gold += 1
    s.lab_used = True
    if ev is not None:
        ev.append(CardDiscarded(p.seat, c.id, "laboratory"))
        ev.append(GoldTaken(p.seat, 1, "laboratory"))


def apply_smithy(s: State, a: SmithyDraw, ev: list[Event] | None) -> None:
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "the Smithy is used during your turn")
    p = s.players[s.cur_seat]
    if SMITHY_KIND not in p.kinds:
        raise InvalidTargetError(a, "you have no Smithy", Refusal(Why.NOT_OWNED))
    if s.smithy_used:
        raise AlreadyUsedError(a, "the Smithy is used once per turn", Refusal(Why.SMITHY_USED))
    if p.gold < SMITHY_PRICE:
        raise CannotAffordError(
            a,
            f"the Smithy costs {SMITHY_PRICE} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, cost=SMITHY_PRICE, gold=p.gold),
        )
    if not s.deck:
        raise InvalidTargetError(a, "the deck is empty", Refusal(Why.DECK_EMPTY))
    p.gold -= SMITHY_PRICE
    cards = draw(s, SMITHY_CARDS)
    p.hand += cards
    s.smithy_used = True
    if ev is not None:
        ev.append(GoldPaid(p.seat, SMITHY_PRICE, "smithy"))
        ev.append(CardsDrawn(p.seat, len(cards), "smithy", tuple(c.id for c in cards)))
