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
    source: str  # "resource", "income", "merchant", "laboratory", "navigator", "alchemist", "queen"


@dataclass(frozen=True, slots=True)
class GoldPaid(Event):
    seat: int
    amount: int
    source: str  # "smithy", "graveyard", "artist"


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
    card: int | None  # private: a card discarded from a hand goes face down (RULES.md §8)
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
    reason: str  # "king", "heir", "emperor"


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


# ---------------------------------------------------------------------- Dark City (RULES.md §6)
@dataclass(frozen=True, slots=True)
class CharacterSetChosen(Event):
    """The game's characters, by rank (known to all before the first draft)."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bewitched(Event):
    seat: int  # the Witch
    rank: int


@dataclass(frozen=True, slots=True)
class BewitchedTurnTaken(Event):
    """The bewitched character's holder has gathered; the Witch plays the rest of the turn."""

    holder: int
    witch: int
    rank: int


@dataclass(frozen=True, slots=True)
class TaxPaid(Event):
    seat: int  # who built and pays
    collector: int  # the Tax Collector's seat
    amount: int


@dataclass(frozen=True, slots=True)
class WizardLooked(Event):
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class WizardTook(Event):
    seat: int
    target: int
    card: int | None  # private to the Wizard and the target (public when built: see Built)
    built: bool


@dataclass(frozen=True, slots=True)
class TributePaid(Event):
    seat: int  # the crown recipient, who pays
    to: int  # the Emperor's seat
    gold: int  # 1 or 0
    card: int | None  # private to the payer and the Emperor


@dataclass(frozen=True, slots=True)
class TitheTaken(Event):
    seat: int  # the Abbot
    from_seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class DistrictsSwapped(Event):
    seat: int  # the Diplomat
    target: int
    given: int  # the Diplomat's district, now in the target's city
    taken: int  # the target's district, now in the Diplomat's city
    paid: int


@dataclass(frozen=True, slots=True)
class Beautified(Event):
    seat: int  # the Artist
    cards: tuple[int, ...]  # districts that each got 1 gold (cost +1)


@dataclass(frozen=True, slots=True)
class ArtistGoldReturned(Event):
    seat: int  # the owner of the destroyed district
    card: int


PRIVATE_FIELDS: dict[type, tuple[str, str]] = {
    # event type: (owner field, private field)
    CardsDealt: ("seat", "cards"),
    CharacterChosen: ("seat", "rank"),
    CharacterDiscardedFaceDown: ("seat", "rank"),
    CardsDrawn: ("seat", "cards"),
    CardKept: ("seat", "card"),
    CardDiscarded: ("seat", "card"),
}

#: Secrets shared by two seats (e.g. the card the Wizard took, known to him and to its owner).
SHARED_PRIVATE_FIELDS: dict[type, tuple[tuple[str, str], str]] = {
    WizardTook: (("seat", "target"), "card"),
    TributePaid: (("seat", "to"), "card"),
}


def redact(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it (seat None: a spectator who sees only public things)."""
    private = PRIVATE_FIELDS.get(type(event))
    if private is None:
        shared = SHARED_PRIVATE_FIELDS.get(type(event))
        if shared is None:
            return event
        owners, secret = shared
        if seat is not None and any(getattr(event, f) == seat for f in owners):
            return event
        if isinstance(event, WizardTook) and event.built:
            return event  # a built card is in the city for all to see
        return dataclasses.replace(event, **{secret: None})
    owner_field, secret_field = private
    owner = getattr(event, owner_field)
    if owner is not None and owner == seat:
        return event
    return dataclasses.replace(event, **{secret_field: None})
