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


# the Tax Collector of 2016 (RULES.md §9.7)
@dataclass(frozen=True, slots=True)
class TaxOnToken:
    seat: int  # the builder, who put 1 gold of the build on the Tax Collector's token
    total: int  # the gold on the token now


@dataclass(frozen=True, slots=True)
class TokenTaxTaken:
    seat: int  # who takes the token's gold (the Tax Collector's holder, or the Witch)
    amount: int


# the Cardinal (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class CardsGivenForGold:
    seat: int  # the Cardinal
    lender: int  # who gave the missing gold and got the cards
    gold: int  # the gold taken from the lender (public), as many as the cards given
    cards: tuple[int, ...] | None  # the cards given: private to the Cardinal and the lender (§9.11)


# the Spy (RULES.md §9.3, §9.11)
@dataclass(frozen=True, slots=True)
class HandLookedAtForType:
    seat: int  # the Spy (or the Witch playing his turn)
    target: int  # whose hand
    dtype: DistrictType  # the type named: public
    matches: int  # cards of that printed type in the hand: public
    gold: int  # taken from the target: min(matches, his gold)
    hand: tuple[int, ...] | None  # the hand seen: private to the Spy


# the Seer (RULES.md §9.3, §9.11)
@dataclass(frozen=True, slots=True)
class CardTakenAtRandom:
    seat: int  # the Seer (or the Witch playing his turn)
    target: int  # who lost the card
    card: int | None  # private to the Seer and the target


@dataclass(frozen=True, slots=True)
class CardGiven:
    seat: int  # the Seer (or the Witch playing his turn)
    target: int  # who received the card
    card: int | None  # private to the Seer and the target


@dataclass(frozen=True, slots=True)
class Beautified:
    seat: int  # the Artist
    cards: tuple[int, ...]  # districts that each got 1 gold (cost +1)


@dataclass(frozen=True, slots=True)
class AdornmentGoldReturned:
    seat: int  # the owner of the destroyed district
    card: int


# ---------------------------------------------------------------------- the Magistrate (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class WarrantsPlaced:
    seat: int  # the Magistrate
    ranks: tuple[int, ...]  # the three character tokens now carrying a warrant (public), sorted
    signed: int | None  # private to the Magistrate's seat until revealed


@dataclass(frozen=True, slots=True)
class BuildHeld:
    """A warranted character's first paid build: out of the hand, it waits for the Magistrate's seat
    (the same pause for a signed warrant as for an unsigned one); its gold is paid with its `Built`,
    if the build goes on."""

    seat: int  # the builder
    decider: int  # the seat that placed the warrants (the Magistrate's), deciding
    rank: int  # the warranted character
    card: int
    paid: int  # the gold it costs


@dataclass(frozen=True, slots=True)
class WarrantKept:
    """The Magistrate did not reveal (or could not): the held build goes on (`Built` follows: its gold is
    paid then; the district left the hand with its `BuildHeld`)."""

    seat: int  # the seat that placed the warrants (the Magistrate's)
    rank: int


@dataclass(frozen=True, slots=True)
class WarrantRevealed:
    """The signed warrant revealed: the held district goes into the Magistrate's city, the builder gets
    his gold back, the other warrants are removed."""

    seat: int  # the seat that placed the warrants (the Magistrate's), taking the district
    builder: int
    rank: int
    card: int
    refund: int  # the gold the builder gets back (never taken from him: the build was held unpaid)


# ---------------------------------------------------------------------- the Blackmailer (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class ThreatsPlaced:
    seat: int  # the Blackmailer's (or the Witch's who played him)
    ranks: tuple[int, ...]  # the two character tokens now carrying a threat (public), sorted
    flowered: int | None  # private to that seat until revealed


@dataclass(frozen=True, slots=True)
class BribePaid:
    seat: int  # the threatened holder
    to: int  # the seat that placed the threats
    rank: int
    amount: int  # half the holder's gold, rounded down


@dataclass(frozen=True, slots=True)
class BribeRefused:
    seat: int  # the threatened holder
    decider: int  # the seat that placed the threats, deciding whether to reveal
    rank: int


@dataclass(frozen=True, slots=True)
class ThreatRevealed:
    seat: int  # the seat that placed the threats
    holder: int
    rank: int
    flowered: bool
    taken: int  # the holder's gold taken (a flower: all of it; else 0)


@dataclass(frozen=True, slots=True)
class ThreatKept:
    """On a refusal, the threat stays face down (the same for a flowered and a plain one)."""

    seat: int  # the seat that placed the threats
    rank: int


# ---------------------------------------------------------------------- the Theater (RULES.md §9.4)
@dataclass(frozen=True, slots=True)
class TheaterSwapped:
    """The Theater's owner gave `target` one of his characters and took one of `target`'s at random;
    who swapped with whom is public, the two characters are known to those two seats only (§9.11)."""

    seat: int  # the Theater's owner
    target: int
    given: int | None  # private to the two seats
    taken: int | None  # private to the two seats


@dataclass(frozen=True, slots=True)
class TheaterDeclined:
    seat: int  # the Theater's owner swapped nothing this round


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
    # the Cardinal
    | CardsGivenForGold
    # the Tax Collector of 2016
    | TaxOnToken
    | TokenTaxTaken
    # the Spy
    | HandLookedAtForType
    # the Seer
    | CardTakenAtRandom
    | CardGiven
    # the Magistrate (RULES.md §9.3)
    | WarrantsPlaced
    | BuildHeld
    | WarrantKept
    | WarrantRevealed
    # the Blackmailer (RULES.md §9.3)
    | ThreatsPlaced
    | BribePaid
    | BribeRefused
    | ThreatRevealed
    | ThreatKept
    # the Theater (RULES.md §9.4)
    | TheaterSwapped
    | TheaterDeclined
)


def redact(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it (seat None: a spectator who sees only public things).

    Private fields are blanked for every seat but their owner: the cards a seat was dealt, drew,
    kept or discarded face down, and the character it chose or discarded face down. The card the
    Wizard took is known to him and to its owner (to all once built); a card paid as tribute, to
    the payer and the Emperor; the cards the Cardinal gave for gold, to him and the lender."""
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
        case CardsGivenForGold():  # the Cardinal's cards: his and the lender's (RULES.md §9.11)
            return event if seat in (event.seat, event.lender) else dataclasses.replace(event, cards=None)
        case HandLookedAtForType():  # the type and the count are public, the hand is the Spy's (§9.11)
            return event if seat == event.seat else dataclasses.replace(event, hand=None)
        case CardTakenAtRandom() | CardGiven():  # each card known to its giver and receiver (§9.11)
            return event if seat in (event.seat, event.target) else dataclasses.replace(event, card=None)
        case WarrantsPlaced():  # which warrant is signed: the Magistrate's seat only (RULES.md §9.11)
            return event if event.seat == seat else dataclasses.replace(event, signed=None)
        case TheaterSwapped():  # the characters swapped: the two seats' only (RULES.md §9.11)
            if seat in (event.seat, event.target):
                return event
            return dataclasses.replace(event, given=None, taken=None)
        case ThreatsPlaced():  # which threat is flowered: the Blackmailer's seat only (RULES.md §9.11)
            return event if event.seat == seat else dataclasses.replace(event, flowered=None)
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
            | TaxOnToken()
            | TokenTaxTaken()
            | BuildHeld()
            | WarrantKept()
            | WarrantRevealed()
            | BribePaid()
            | BribeRefused()
            | ThreatRevealed()
            | ThreatKept()
            | TheaterDeclined()
        ):
            return event  # public: nothing to hide
        case _:
            assert_never(event)
