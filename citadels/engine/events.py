"""Events: typed records of what an action changed, for the log, animations and replays.

Some events carry private details (which character a seat chose, which cards it drew). Such fields are
listed in `PRIVATE_FIELDS`; `redact(event, seat)` blanks them for every seat but the owner, so a UI or a
log shown to one seat never leaks another seat's secrets.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .cards import DistrictType


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    players: int
    crown: int
    completion_size: int


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    seat: int
    count: int
    cards: tuple[int, ...] | None  # private


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    crown: int


@dataclass(frozen=True, slots=True)
class CharactersDiscardedFaceUp(Event):
    ranks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CharacterDiscardedFaceDown(Event):
    seat: int | None  # None: discarded at random by the game
    rank: int | None  # private to `seat` (hidden from everyone when seat is None)


@dataclass(frozen=True, slots=True)
class CharacterChosen(Event):
    seat: int
    rank: int | None  # private


@dataclass(frozen=True, slots=True)
class RankCalled(Event):
    rank: int
    seat: int | None  # None: nobody answers (not chosen, or murdered)


@dataclass(frozen=True, slots=True)
class CharacterRevealed(Event):
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class Murdered(Event):
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class Robbed(Event):
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class GoldStolen(Event):
    thief: int
    victim: int
    amount: int


@dataclass(frozen=True, slots=True)
class GoldTaken(Event):
    seat: int
    amount: int
    source: str  # "resource", "income", "merchant", "laboratory"


@dataclass(frozen=True, slots=True)
class GoldPaid(Event):
    seat: int
    amount: int
    source: str  # "smithy", "graveyard"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    seat: int
    count: int
    source: str  # "resource", "architect", "magician", "smithy"
    cards: tuple[int, ...] | None  # private


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    seat: int
    card: int | None  # private
    returned: int  # how many went to the bottom of the deck


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class HandsSwapped(Event):
    seat: int
    target: int
    gave: int
    got: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    card: int  # Laboratory discards are shown face up
    source: str


@dataclass(frozen=True, slots=True)
class IncomeTaken(Event):
    seat: int
    amount: int
    dtype: DistrictType
    school_type: DistrictType | None


@dataclass(frozen=True, slots=True)
class Built(Event):
    seat: int
    card: int
    cost: int


@dataclass(frozen=True, slots=True)
class CityCompleted(Event):
    seat: int
    first: bool


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    seat: int  # the Warlord's seat
    target: int
    card: int
    paid: int


@dataclass(frozen=True, slots=True)
class GraveyardOffered(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class GraveyardUsed(Event):
    seat: int
    card: int
    taken: bool


@dataclass(frozen=True, slots=True)
class CrownPassed(Event):
    from_seat: int
    to_seat: int
    reason: str  # "king", "heir"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class MurderedRevealed(Event):
    rank: int
    seat: int | None  # who held the murdered character (None: nobody)


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winner: int
    scores: tuple[int, ...]


PRIVATE_FIELDS: dict[type, tuple[str, str]] = {
    # event type: (owner field, private field)
    CardsDealt: ("seat", "cards"),
    CharacterChosen: ("seat", "rank"),
    CharacterDiscardedFaceDown: ("seat", "rank"),
    CardsDrawn: ("seat", "cards"),
    CardKept: ("seat", "card"),
}


def redact(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it (seat None: a spectator who sees only public things)."""
    private = PRIVATE_FIELDS.get(type(event))
    if private is None:
        return event
    owner_field, secret_field = private
    owner = getattr(event, owner_field)
    if owner is not None and owner == seat:
        return event
    return dataclasses.replace(event, **{secret_field: None})
