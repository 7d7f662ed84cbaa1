"""Actions: small immutable values, one class per kind of decision (like python-chess `Move`).

Every action answers the decision the state is asking for (`GameState.decision`). Cards are named by
their id (see `cards.CARDS`), characters by rank, players by seat. Instances are interned in tables so
that `legal_actions()` allocates nothing in the hot loop; constructing new equal instances is fine too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from .action_check import from_plain, to_plain
from .cards import DECK_SIZE, DistrictType
from .errors import MalformedActionError


@dataclass(frozen=True, slots=True)
class PickCharacter:
    """Selection: keep this character (rank) from the cards offered."""

    rank: int


@dataclass(frozen=True, slots=True)
class DiscardCharacter:
    """Two-player selection: discard this character face down."""

    rank: int


@dataclass(frozen=True, slots=True)
class TakeGold:
    """Resource step: take 2 gold."""


@dataclass(frozen=True, slots=True)
class DrawCards:
    """Resource step: draw 2 district cards (Observatory: 3) and keep 1 (Library: all)."""


@dataclass(frozen=True, slots=True)
class KeepCard:
    """Resource step, after drawing: keep this card; the others go to the bottom of the deck."""

    card: int


@dataclass(frozen=True, slots=True)
class Build:
    """Build this district from hand, paying its cost."""

    card: int


@dataclass(frozen=True, slots=True)
class TakeIncome:
    """Take the character's income, once per turn. `school_type` is the type the School of Magic
    counts as (only when the player owns it)."""

    school_type: DistrictType | None = None


@dataclass(frozen=True, slots=True)
class Murder:
    """Assassin: murder the character of this rank."""

    rank: int


@dataclass(frozen=True, slots=True)
class Rob:
    """Thief: rob the character of this rank."""

    rank: int


@dataclass(frozen=True, slots=True)
class SwapHands:
    """Magician: swap the whole hand with this seat's hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class ExchangeCard:
    """Magician: put this card aside to exchange it (repeatable, then `FinishExchange`)."""

    card: int


@dataclass(frozen=True, slots=True)
class FinishExchange:
    """Magician: the chosen cards go to the bottom of the deck; draw as many from the top."""


@dataclass(frozen=True, slots=True)
class Destroy:
    """Warlord: destroy this district of this seat's city, paying its cost − 1 (Great Wall: +1)."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class GraveyardTake:
    """Graveyard owner: pay 1 gold and take the destroyed district into hand."""


@dataclass(frozen=True, slots=True)
class GraveyardDecline:
    """Graveyard owner: let the destroyed district go to the bottom of the deck."""


@dataclass(frozen=True, slots=True)
class LaboratoryDiscard:
    """Laboratory, once per turn: discard this card from hand and take 1 gold."""

    card: int


@dataclass(frozen=True, slots=True)
class SmithyDraw:
    """Smithy, once per turn: pay 2 gold and draw 3 cards."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn."""


# ---------------------------------------------------------------------- Dark City (RULES.md §6)
@dataclass(frozen=True, slots=True)
class Bewitch:
    """Witch, after gathering: bewitch the character of this rank; her turn ends at once."""

    rank: int


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """Wizard: look at this seat's hand (then `TakeFromHand` one card of it)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakeFromHand:
    """Wizard, looking at a hand: take this card; keep it, or build it at once (`build`) paying its
    cost — an extra build that may duplicate a district of the city."""

    card: int
    build: bool = False


@dataclass(frozen=True, slots=True)
class GiveCrown:
    """Emperor: give the crown to this seat (not yourself, not its previous holder)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TributeGold:
    """The Emperor's crown recipient: pay the Emperor 1 gold."""


@dataclass(frozen=True, slots=True)
class TributeCard:
    """The Emperor's crown recipient: give the Emperor this card from hand."""

    card: int


@dataclass(frozen=True, slots=True)
class CollectTithe:
    """Abbot: the single richest player gives you 1 gold."""


@dataclass(frozen=True, slots=True)
class TakeExtraGold:
    """Navigator: take 4 more gold."""


@dataclass(frozen=True, slots=True)
class DrawExtraCards:
    """Navigator: draw 4 cards."""


@dataclass(frozen=True, slots=True)
class DrawToKeepOne:
    """Scholar (RULES.md §9.3): draw 7 cards to keep one (`KeepCard`); the others go back into the deck,
    which is shuffled."""


@dataclass(frozen=True, slots=True)
class SwapDistricts:
    """Diplomat: swap `mine` (a district of your city) for `theirs` in `seat`'s city, paying the owner
    the difference when `theirs` costs more."""

    mine: int
    seat: int
    theirs: int


@dataclass(frozen=True, slots=True)
class Beautify:
    """Artist: put 1 gold on `first` (and 1 on `second`, if given) of your districts: each costs 1 more."""

    first: int
    second: int | None = None


# ---------------------------------------------------------------------- the 2016 box (RULES.md §9)
@dataclass(frozen=True, slots=True)
class SeizeDistrict:
    """Marshal: take `card` (cost 3 or less) from `seat`'s city into yours, paying its owner its cost
    (+1 with the Artist's gold, +1 in a Great Wall's city)."""

    seat: int
    card: int


# the Cardinal (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class BuildWithLoan:
    """Cardinal: build `card`, which he cannot afford, with all his gold and the missing gold taken
    from `lender`, who gets `given` in exchange: one card of his hand per gold taken (card ids in
    increasing order, never `card` itself). For a Thieves' Den only, `den` are the hand cards he pays
    into it first (1 card = 1 gold, to the bottom of the deck, as `BuildWithCards`): the gold missing
    is counted after them (RULES.md §9.13, 6); a card is never both paid into the Den and given."""

    card: int
    lender: int
    given: tuple[int, ...]
    den: tuple[int, ...] = ()


# the Spy (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class LookForType:
    """Spy: name `dtype` and look at `seat`'s hand; per card of that printed type there, take 1 of that
    player's gold (while he has any) and gain 1 card."""

    seat: int
    dtype: DistrictType


# the Seer (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class TakeRandomCards:
    """Seer: take 1 random card from every other player holding cards, then give each of them 1 card
    (`GiveCard`, `Decision.GIVE_CARDS`)."""


@dataclass(frozen=True, slots=True)
class GiveCard:
    """Seer: give `card` of your hand to `seat`, one of the players you took a card from this turn."""

    seat: int
    card: int


# ---------------------------------------------------------------------- the Magistrate (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class PlaceWarrants:
    """Magistrate: put the 3 warrants face down on the character tokens `signed`, `second` and `third`
    (three other ranks of the cast, `second` < `third`); the one on `signed` is the signed warrant."""

    signed: int
    second: int
    third: int


@dataclass(frozen=True, slots=True)
class RevealWarrant:
    """The Magistrate's seat, at the first paid build of a warranted character: reveal the signed
    warrant and confiscate the district (the builder gets his gold back)."""


@dataclass(frozen=True, slots=True)
class KeepWarrantHidden:
    """The Magistrate's seat, at the first paid build of a warranted character: do not reveal (the only
    answer on an unsigned warrant); the build goes on."""


# ---------------------------------------------------------------------- the Blackmailer (RULES.md §9.3)
@dataclass(frozen=True, slots=True)
class PlaceThreats:
    """Blackmailer: put the 2 threats face down on the character tokens `flowered` and `other` (two
    other ranks of the cast, not the rank-1 one, the murdered nor the bewitched one); the one on
    `flowered` carries the flower."""

    flowered: int
    other: int


@dataclass(frozen=True, slots=True)
class PayBribe:
    """A threatened holder, after gathering: give the Blackmailer's seat half your gold (rounded down)
    and have the threat removed unseen."""


@dataclass(frozen=True, slots=True)
class RefuseBribe:
    """A threatened holder, after gathering: refuse to pay; the Blackmailer's seat may reveal."""


@dataclass(frozen=True, slots=True)
class RevealThreat:
    """The Blackmailer's seat, on a refusal: reveal the threat (a flower takes all the holder's gold)."""


@dataclass(frozen=True, slots=True)
class KeepThreatHidden:
    """The Blackmailer's seat, on a refusal: leave the threat face down (nothing happens)."""


# d16b: the 2016 box's unique districts with payments (RULES.md §9.4)
@dataclass(frozen=True, slots=True)
class BuildWithCards:
    """Thieves' Den: build `card` (the Den) paying part or all of its cost with `cards` from hand, one
    card for one gold, the rest in gold; the cards go face down to the bottom of the deck. A paid build."""

    card: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BuildByDestroying:
    """Build `card` without paying by destroying `destroyed`, a district of your city: the Framework
    (any district), or any district for the Necropolis (`card`). An unpaid build (RULES.md §9.1)."""

    card: int
    destroyed: int


@dataclass(frozen=True, slots=True)
class DestroyWithArmory:
    """Armory (RULES.md §9.4): destroy your Armory to destroy `card` of `seat`'s city (not completed)."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class StoreInMuseum:
    """Museum (RULES.md §9.4), once per turn: put this card of your hand face down under your Museum
    (1 point each at the end)."""

    card: int


# ---------------------------------------------------------------------- the Theater (RULES.md §9.4)
@dataclass(frozen=True, slots=True)
class TheaterSwap:
    """The Theater's owner, at the end of the selection phase: give `target` (an opponent) the
    character `give` (one of his own) and take one of `target`'s characters at random."""

    target: int
    give: int


@dataclass(frozen=True, slots=True)
class TheaterDecline:
    """The Theater's owner, at the end of the selection phase: swap no character this round."""


Action = (
    PickCharacter
    | DiscardCharacter
    | TakeGold
    | DrawCards
    | KeepCard
    | Build
    | TakeIncome
    | Murder
    | Rob
    | SwapHands
    | ExchangeCard
    | FinishExchange
    | Destroy
    | GraveyardTake
    | GraveyardDecline
    | LaboratoryDiscard
    | SmithyDraw
    | EndTurn
    | Bewitch
    | LookAtHand
    | TakeFromHand
    | GiveCrown
    | TributeGold
    | TributeCard
    | CollectTithe
    | TakeExtraGold
    | DrawExtraCards
    | SwapDistricts
    | Beautify
    # the 2016 box (RULES.md §9)
    | DrawToKeepOne
    | SeizeDistrict
    # the Cardinal
    | BuildWithLoan
    # the Spy
    | LookForType
    # the Seer
    | TakeRandomCards
    | GiveCard
    # the Magistrate (RULES.md §9.3)
    | PlaceWarrants
    | RevealWarrant
    | KeepWarrantHidden
    # the Blackmailer (RULES.md §9.3)
    | PlaceThreats
    | PayBribe
    | RefuseBribe
    | RevealThreat
    | KeepThreatHidden
    # d16b: the 2016 box's unique districts with payments
    | BuildWithCards
    | BuildByDestroying
    | DestroyWithArmory
    | StoreInMuseum
    # the Theater (RULES.md §9.4)
    | TheaterSwap
    | TheaterDecline
)

ACTION_TYPES: tuple[type, ...] = (
    PickCharacter,
    DiscardCharacter,
    TakeGold,
    DrawCards,
    KeepCard,
    Build,
    TakeIncome,
    Murder,
    Rob,
    SwapHands,
    ExchangeCard,
    FinishExchange,
    Destroy,
    GraveyardTake,
    GraveyardDecline,
    LaboratoryDiscard,
    SmithyDraw,
    EndTurn,
    Bewitch,
    LookAtHand,
    TakeFromHand,
    GiveCrown,
    TributeGold,
    TributeCard,
    CollectTithe,
    TakeExtraGold,
    DrawExtraCards,
    SwapDistricts,
    Beautify,
    # the 2016 box (RULES.md §9)
    DrawToKeepOne,
    SeizeDistrict,
    # the Cardinal
    BuildWithLoan,
    # the Spy
    LookForType,
    # the Seer
    TakeRandomCards,
    GiveCard,
    # the Magistrate (RULES.md §9.3)
    PlaceWarrants,
    RevealWarrant,
    KeepWarrantHidden,
    # the Blackmailer (RULES.md §9.3)
    PlaceThreats,
    PayBribe,
    RefuseBribe,
    RevealThreat,
    KeepThreatHidden,
    # d16b: the 2016 box's unique districts with payments
    BuildWithCards,
    BuildByDestroying,
    DestroyWithArmory,
    StoreInMuseum,
    # the Theater (RULES.md §9.4)
    TheaterSwap,
    TheaterDecline,
)

MAX_RANK = 9
MAX_SEATS = 8

# Interned instances: legal_actions() hands these out instead of allocating.
PICK = tuple(PickCharacter(r) for r in range(MAX_RANK + 1))
DISCARD = tuple(DiscardCharacter(r) for r in range(MAX_RANK + 1))
KEEP = tuple(KeepCard(c) for c in range(DECK_SIZE))
BUILD = tuple(Build(c) for c in range(DECK_SIZE))
EXCHANGE = tuple(ExchangeCard(c) for c in range(DECK_SIZE))
LAB = tuple(LaboratoryDiscard(c) for c in range(DECK_SIZE))
MURDER = tuple(Murder(r) for r in range(MAX_RANK + 1))
ROB = tuple(Rob(r) for r in range(MAX_RANK + 1))
SWAP = tuple(SwapHands(s) for s in range(MAX_SEATS))
DESTROY = tuple(tuple(Destroy(s, c) for c in range(DECK_SIZE)) for s in range(MAX_SEATS))
INCOME_PLAIN = TakeIncome()
INCOME_AS = tuple(TakeIncome(t) for t in DistrictType)
TAKE_GOLD = TakeGold()
DRAW_CARDS = DrawCards()
FINISH_EXCHANGE = FinishExchange()
GRAVEYARD_TAKE = GraveyardTake()
GRAVEYARD_DECLINE = GraveyardDecline()
SMITHY = SmithyDraw()
END_TURN = EndTurn()
BEWITCH = tuple(Bewitch(r) for r in range(MAX_RANK + 1))
LOOK_AT_HAND = tuple(LookAtHand(s) for s in range(MAX_SEATS))
KEEP_FROM_HAND = tuple(TakeFromHand(c, False) for c in range(DECK_SIZE))
BUILD_FROM_HAND = tuple(TakeFromHand(c, True) for c in range(DECK_SIZE))
GIVE_CROWN = tuple(GiveCrown(s) for s in range(MAX_SEATS))
TRIBUTE_GOLD = TributeGold()
TRIBUTE_CARD = tuple(TributeCard(c) for c in range(DECK_SIZE))
COLLECT_TITHE = CollectTithe()
TAKE_EXTRA_GOLD = TakeExtraGold()
DRAW_EXTRA_CARDS = DrawExtraCards()
DRAW_TO_KEEP_ONE = DrawToKeepOne()
SEIZE = tuple(tuple(SeizeDistrict(s, c) for c in range(DECK_SIZE)) for s in range(MAX_SEATS))
# the Spy: per seat, one per district type (`DistrictType` order)
LOOK_FOR_TYPE = tuple(tuple(LookForType(s, t) for t in DistrictType) for s in range(MAX_SEATS))
# the Seer
TAKE_RANDOM_CARDS = TakeRandomCards()
GIVE_CARD = tuple(tuple(GiveCard(s, c) for c in range(DECK_SIZE)) for s in range(MAX_SEATS))
# the Magistrate (RULES.md §9.3): WARRANTS[signed][second][third], second < third, all different
WARRANTS = tuple(
    tuple(tuple(PlaceWarrants(a, b, c) for c in range(MAX_RANK + 1)) for b in range(MAX_RANK + 1))
    for a in range(MAX_RANK + 1)
)
REVEAL_WARRANT = RevealWarrant()
KEEP_WARRANT_HIDDEN = KeepWarrantHidden()
# the Blackmailer (RULES.md §9.3): THREATS[flowered][other]
THREATS = tuple(tuple(PlaceThreats(a, b) for b in range(MAX_RANK + 1)) for a in range(MAX_RANK + 1))
PAY_BRIBE = PayBribe()
REFUSE_BRIBE = RefuseBribe()
REVEAL_THREAT = RevealThreat()
KEEP_THREAT_HIDDEN = KeepThreatHidden()
ARMORY = tuple(tuple(DestroyWithArmory(s, c) for c in range(DECK_SIZE)) for s in range(MAX_SEATS))  # d16b
MUSEUM = tuple(StoreInMuseum(c) for c in range(DECK_SIZE))  # d16b
# the Theater (RULES.md §9.4): THEATER_SWAPS[target][give]
THEATER_SWAPS = tuple(tuple(TheaterSwap(s, r) for r in range(MAX_RANK + 1)) for s in range(MAX_SEATS))
THEATER_DECLINE = TheaterDecline()
# The Diplomat's swaps, interned in one slot per possible swap (68 x 8 x 68 = 36,992), made when first
# met: the table never grows past its slots (about 2 MB once every swap has been met), so a long run of
# games stays flat, and `abilities`' hot loop finds each swap by index. (A few thousand most recent
# swaps would not do: 8-player Dark City games keep meeting more than that.)
_SWAPS: list[SwapDistricts | None] = [None] * (DECK_SIZE * MAX_SEATS * DECK_SIZE)
_BEAUTIFY: dict[tuple[int, int | None], Beautify] = {}


# d16b: made when first met, like the Artist's (few: a Den or a Framework/Necropolis in play)
_BUILD_WITH_CARDS: dict[tuple[int, tuple[int, ...]], BuildWithCards] = {}
_BUILD_BY_DESTROYING: dict[tuple[int, int], BuildByDestroying] = {}


def build_with_cards(card: int, cards: tuple[int, ...]) -> BuildWithCards:
    """The interned `BuildWithCards` (legal_actions hands these out instead of allocating)."""
    key = (card, cards)
    a = _BUILD_WITH_CARDS.get(key)
    if a is None:
        a = _BUILD_WITH_CARDS[key] = BuildWithCards(card, cards)
    return a


def build_by_destroying(card: int, destroyed: int) -> BuildByDestroying:
    """The interned `BuildByDestroying`."""
    key = (card, destroyed)
    a = _BUILD_BY_DESTROYING.get(key)
    if a is None:
        a = _BUILD_BY_DESTROYING[key] = BuildByDestroying(card, destroyed)
    return a


def swap_districts(mine: int, seat: int, theirs: int) -> SwapDistricts:
    """The interned `SwapDistricts` (legal_actions hands these out instead of allocating)."""
    key = (mine * MAX_SEATS + seat) * DECK_SIZE + theirs
    a = _SWAPS[key]
    if a is None:
        a = _SWAPS[key] = SwapDistricts(mine, seat, theirs)
    return a


def swaps_cached() -> int:
    """How many swaps `swap_districts` has made (at most one per slot)."""
    return len(_SWAPS) - _SWAPS.count(None)


def beautify(first: int, second: int | None = None) -> Beautify:
    key = (first, second)
    a = _BEAUTIFY.get(key)
    if a is None:
        a = _BEAUTIFY[key] = Beautify(first, second)
    return a


def action_to_dict(action: Action) -> dict[str, object]:
    """A JSON-friendly form for saves and replays."""
    data: dict[str, object] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        data[f.name] = to_plain(getattr(action, f.name))
    return data


def action_from_dict(data: object) -> Action:
    """The action a JSON form names (by its type's name, or the name it had before, `FORMER_NAMES`);
    `MalformedActionError` (an `IllegalActionError`) when it names none, or when a field is missing,
    unknown or of the wrong type."""
    if not isinstance(data, Mapping):
        raise MalformedActionError(data, "an action must be an object with a type")
    kind = data.get("type")
    cls = _BY_NAME.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise MalformedActionError(data, f"unknown action type {kind!r}")
    action: Action = from_plain(cls, data)  # type: ignore[assignment]
    return action


#: The names the actions had before they were named for what they do (issue 34): saves, action logs
#: and kept analyses written then still load. Read only, never written.
FORMER_NAMES: dict[str, type] = {
    "WizardLook": LookAtHand,
    "WizardTake": TakeFromHand,
    "AbbotTithe": CollectTithe,
    "NavigatorGold": TakeExtraGold,
    "NavigatorCards": DrawExtraCards,
    "DiplomatSwap": SwapDistricts,
}

#: type name -> class, for reading: today's names and the former ones (`FORMER_NAMES`)
_BY_NAME = {**FORMER_NAMES, **{cls.__name__: cls for cls in ACTION_TYPES}}

#: Every interned table above (the actions `legal_actions()` hands out): `dispatch` checks each action
#: in them once, at import, and maps it to its handler.
INTERNED: tuple[object, ...] = (
    PICK,
    DISCARD,
    KEEP,
    BUILD,
    EXCHANGE,
    LAB,
    MURDER,
    ROB,
    SWAP,
    DESTROY,
    INCOME_PLAIN,
    INCOME_AS,
    TAKE_GOLD,
    DRAW_CARDS,
    FINISH_EXCHANGE,
    GRAVEYARD_TAKE,
    GRAVEYARD_DECLINE,
    SMITHY,
    END_TURN,
    BEWITCH,
    LOOK_AT_HAND,
    KEEP_FROM_HAND,
    BUILD_FROM_HAND,
    GIVE_CROWN,
    TRIBUTE_GOLD,
    TRIBUTE_CARD,
    COLLECT_TITHE,
    TAKE_EXTRA_GOLD,
    DRAW_EXTRA_CARDS,
    DRAW_TO_KEEP_ONE,
    SEIZE,
    # the Spy
    LOOK_FOR_TYPE,
    # the Seer
    TAKE_RANDOM_CARDS,
    GIVE_CARD,
    # the Magistrate (RULES.md §9.3)
    WARRANTS,
    REVEAL_WARRANT,
    KEEP_WARRANT_HIDDEN,
    # the Blackmailer (RULES.md §9.3)
    THREATS,
    PAY_BRIBE,
    REFUSE_BRIBE,
    REVEAL_THREAT,
    KEEP_THREAT_HIDDEN,
    ARMORY,  # d16b
    MUSEUM,  # d16b
    # the Theater (RULES.md §9.4)
    THEATER_SWAPS,
    THEATER_DECLINE,
)
