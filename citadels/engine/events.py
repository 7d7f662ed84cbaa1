"""Events: typed records of what an action changed, for the log, animations and replays.

`Event` is the closed union of the event classes (like `actions.Action`): whoever dispatches on an event
`match`es it and ends in `assert_never`, so mypy names the consumer a new event lacks.

Some events carry private details (which character a seat chose, which cards it drew);
`redact(event, seat)` blanks them for every seat but the owner, so a UI or a log shown to one seat never
leaks another seat's secrets.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import assert_never

from .cards import DistrictType


@dataclass(frozen=True, slots=True)
class GameStarted:
    players: int
    crown: int
    completion_size: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    seat: int
    count: int
    cards: tuple[int, ...] | None  # private


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    crown: int


@dataclass(frozen=True, slots=True)
class CharactersDiscardedFaceUp:
    ranks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CharacterDiscardedFaceDown:
    seat: int | None  # None: discarded at random by the game
    rank: int | None  # private to `seat` (hidden from everyone when seat is None)


@dataclass(frozen=True, slots=True)
class CharacterChosen:
    seat: int
    rank: int | None  # private


@dataclass(frozen=True, slots=True)
class RankCalled:
    rank: int
    seat: int | None  # None: nobody answers (not chosen, or murdered)


@dataclass(frozen=True, slots=True)
class CharacterRevealed:
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class Murdered:
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class Robbed:
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class GoldStolen:
    robber: int
    victim: int
    amount: int


@dataclass(frozen=True, slots=True)
class GoldTaken:
    seat: int
    amount: int
    source: str  # "resource", "income", "merchant", "laboratory", "navigator", "alchemist", "queen"


@dataclass(frozen=True, slots=True)
class GoldPaid:
    seat: int
    amount: int
    source: str  # "smithy", "graveyard", "artist"


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    count: int
    source: str  # "resource", "architect", "magician", "smithy"
    cards: tuple[int, ...] | None  # private


@dataclass(frozen=True, slots=True)
class CardKept:
    seat: int
    card: int | None  # private
    returned: int  # how many went to the bottom of the deck (back into it, when `shuffled`)
    shuffled: bool = False  # the others were shuffled into the deck (RULES.md §9.3 Scholar)


@dataclass(frozen=True, slots=True)
class CardsExchanged:
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class HandsSwapped:
    seat: int
    target: int
    gave: int
    got: int


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int
    card: int | None  # private: a card discarded from a hand goes face down (RULES.md §8)
    source: str


@dataclass(frozen=True, slots=True)
class IncomeTaken:
    seat: int
    amount: int  # gold, or cards when `in_cards`
    dtype: DistrictType
    school_type: DistrictType | None
    in_cards: bool = False  # a card income (RULES.md §9.3 Patrician): `CardsDrawn` "income" follows


@dataclass(frozen=True, slots=True)
class Built:
    seat: int
    card: int
    cost: int  # the gold paid
    cards: int = 0  # hand cards paid besides, face down (RULES.md §9.4 Thieves' Den)
    paid: bool = True  # False: built by destroying a district instead (§9.1: Framework, Necropolis)


@dataclass(frozen=True, slots=True)
class CityCompleted:
    seat: int
    first: bool


@dataclass(frozen=True, slots=True)
class Destroyed:
    seat: int  # the Warlord's seat (or the builder's, `by`)
    target: int
    card: int
    paid: int
    #: "": the character's ability; d16b: "destroyed_to_build" (the Framework, destroyed to build a
    #: district), "built_by_destroying" (a district destroyed to build the Necropolis), "spent" (the
    #: Armory, destroyed as its price), "blast" (the district the Armory destroys)
    by: str = ""


@dataclass(frozen=True, slots=True)
class GraveyardOffered:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class GraveyardUsed:
    seat: int
    card: int
    taken: bool


@dataclass(frozen=True, slots=True)
class CrownPassed:
    from_seat: int
    to_seat: int
    reason: str  # "king", "heir", "emperor"


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class MurderedRevealed:
    rank: int
    seat: int | None  # who held the murdered character (None: nobody)


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int
    scores: tuple[int, ...]


# ---------------------------------------------------------------------- Dark City (RULES.md §6)
@dataclass(frozen=True, slots=True)
class CharacterSetChosen:
    """The game's characters, by rank (known to all before the first draft)."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bewitched:
    seat: int  # the Witch
    rank: int


@dataclass(frozen=True, slots=True)
class BewitchedTurnTaken:
    """The bewitched character's holder has gathered; the Witch plays the rest of the turn."""

    holder: int
    bewitcher: int
    rank: int


@dataclass(frozen=True, slots=True)
class TaxPaid:
    seat: int  # who built and pays
    collector: int  # the Tax Collector's seat
    amount: int


@dataclass(frozen=True, slots=True)
class HandLookedAt:
    seat: int  # the Wizard
    target: int  # whose hand


@dataclass(frozen=True, slots=True)
class CardTakenFromHand:
    seat: int  # the Wizard, after looking at the hand
    target: int
    card: int | None  # private to the Wizard and the target (public when built: see Built)
    built: bool


@dataclass(frozen=True, slots=True)
class TributePaid:
    seat: int  # the crown recipient, who pays
    to: int  # the Emperor's seat
    gold: int  # 1 or 0
    card: int | None  # private to the payer and the Emperor


@dataclass(frozen=True, slots=True)
class TitheTaken:
    seat: int  # the Abbot
    from_seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class DistrictsSwapped:
    seat: int  # the Diplomat
    target: int
    given: int  # the Diplomat's district, now in the target's city
    taken: int  # the target's district, now in the Diplomat's city
    paid: int


@dataclass(frozen=True, slots=True)
class DistrictSeized:
    seat: int  # the Marshal
    target: int  # the former owner
    card: int  # now in the Marshal's city
    paid: int  # to the former owner


@dataclass(frozen=True, slots=True)
class Beautified:
    seat: int  # the Artist
    cards: tuple[int, ...]  # districts that each got 1 gold (cost +1)


@dataclass(frozen=True, slots=True)
class AdornmentGoldReturned:
    seat: int  # the owner of the destroyed district
    card: int


#: Every event the engine emits: a closed union, so a `match` over it that ends in `assert_never(event)`
#: makes mypy name each consumer a new event lacks (the narration, the table's model and animator, the
#: recap, the coach, `redact`).
Event = (
    GameStarted
    | CardsDealt
    | RoundStarted
    | CharactersDiscardedFaceUp
    | CharacterDiscardedFaceDown
    | CharacterChosen
    | RankCalled
    | CharacterRevealed
    | Murdered
    | Robbed
    | GoldStolen
    | GoldTaken
    | GoldPaid
    | CardsDrawn
    | CardKept
    | CardsExchanged
    | HandsSwapped
    | CardDiscarded
    | IncomeTaken
    | Built
    | CityCompleted
    | Destroyed
    | GraveyardOffered
    | GraveyardUsed
    | CrownPassed
    | TurnEnded
    | MurderedRevealed
    | RoundEnded
    | GameEnded
    | CharacterSetChosen
    | Bewitched
    | BewitchedTurnTaken
    | TaxPaid
    | HandLookedAt
    | CardTakenFromHand
    | TributePaid
    | TitheTaken
    | DistrictsSwapped
    | Beautified
    | AdornmentGoldReturned
    | DistrictSeized
)


def redact(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it (seat None: a spectator who sees only public things).

    Private fields are blanked for every seat but their owner: the cards a seat was dealt, drew,
    kept or discarded face down, and the character it chose or discarded face down. The card the
    Wizard took is known to him and to its owner (to all once built); a card paid as tribute, to
    the payer and the Emperor."""
    match event:
        case CardsDealt() | CardsDrawn():
            return event if event.seat == seat else dataclasses.replace(event, cards=None)
        case CharacterChosen() | CharacterDiscardedFaceDown():
            return event if seat is not None and event.seat == seat else dataclasses.replace(event, rank=None)
        case CardKept() | CardDiscarded():
            return event if event.seat == seat else dataclasses.replace(event, card=None)
        case CardTakenFromHand():
            if event.built or seat in (event.seat, event.target):
                return event  # a built card is in the city for all to see
            return dataclasses.replace(event, card=None)
        case TributePaid():
            return event if seat in (event.seat, event.to) else dataclasses.replace(event, card=None)
        case (
            GameStarted()
            | RoundStarted()
            | CharactersDiscardedFaceUp()
            | RankCalled()
            | CharacterRevealed()
            | Murdered()
            | Robbed()
            | GoldStolen()
            | GoldTaken()
            | GoldPaid()
            | CardsExchanged()
            | HandsSwapped()
            | IncomeTaken()
            | Built()
            | CityCompleted()
            | Destroyed()
            | GraveyardOffered()
            | GraveyardUsed()
            | CrownPassed()
            | TurnEnded()
            | MurderedRevealed()
            | RoundEnded()
            | GameEnded()
            | CharacterSetChosen()
            | Bewitched()
            | BewitchedTurnTaken()
            | TaxPaid()
            | HandLookedAt()
            | TitheTaken()
            | DistrictsSwapped()
            | Beautified()
            | AdornmentGoldReturned()
            | DistrictSeized()
        ):
            return event  # public: nothing to hide
        case _:
            assert_never(event)
