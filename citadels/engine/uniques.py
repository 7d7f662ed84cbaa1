"""Unique (purple) districts (RULES.md §5): what each one does, in one table keyed by its kind.

`UNIQUES` has one `Unique` per kind of `cards.UNIQUE_KINDS`; each of its fields is a hook, read by
the rule named beside it. The rule modules take the districts they test from the hooks below the
table (`STAND_IN`, `DRAWS_MORE`, `TURN_ACTIONS`…), never by a district's name, so a new unique
district is an entry here (and a hook, if it does something no district did before). This module
also holds the rules of the districts that act: the Laboratory and the Smithy during their owner's
turn, the Graveyard when a district is destroyed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from .actions import (
    ARMORY,
    GRAVEYARD_DECLINE,
    GRAVEYARD_TAKE,
    LAB,
    MUSEUM,
    SMITHY,
    Action,
    DestroyWithArmory,
    GraveyardDecline,
    GraveyardTake,
    LaboratoryDiscard,
    SmithyDraw,
    StoreInMuseum,
)
from .cardmoves import card_arg, draw, to_bottom
from .cards import CARDS, KINDS, DistrictCard, DistrictKind, DistrictType
from .decision import Decision
from .errors import AlreadyUsedError, CannotAffordError, InvalidTargetError, NotInHandError, WrongPhaseError
from .events import (
    AdornmentGoldReturned,
    CardDiscarded,
    CardsDrawn,
    Destroyed,
    Event,
    GoldPaid,
    GoldTaken,
    GraveyardUsed,
)
from .refusal import Refusal, Why
from .state import Player, State

_MAIN = Decision.MAIN  # enum members are slow to look up on the class (Python 3.11)

HAUNTED_CITY = KINDS["haunted_city"]
KEEP = KINDS["keep"]
LABORATORY = KINDS["laboratory"]
SMITHY_KIND = KINDS["smithy"]
OBSERVATORY = KINDS["observatory"]
GRAVEYARD = KINDS["graveyard"]
DRAGON_GATE = KINDS["dragon_gate"]
UNIVERSITY = KINDS["university"]
LIBRARY = KINDS["library"]
GREAT_WALL = KINDS["great_wall"]
SCHOOL_OF_MAGIC = KINDS["school_of_magic"]
IMPERIAL_TREASURY = KINDS["imperial_treasury"]
MAP_ROOM = KINDS["map_room"]
# d16a: the passive and scoring uniques of the 2016 box (RULES.md §9.4)
BASILICA = KINDS["basilica"]
CAPITOL = KINDS["capitol"]
IVORY_TOWER = KINDS["ivory_tower"]
MONUMENT = KINDS["monument"]
SECRET_VAULT = KINDS["secret_vault"]
STATUE = KINDS["statue"]
WISHING_WELL = KINDS["wishing_well"]
GOLD_MINE = KINDS["gold_mine"]
PARK = KINDS["park"]
POOR_HOUSE = KINDS["poor_house"]
STABLES = KINDS["stables"]
QUARRY = KINDS["quarry"]
# d16b: the 2016 box's builds paid otherwise (RULES.md §9.4)
FACTORY_KIND = KINDS["factory"]
THIEVES_DEN_KIND = KINDS["thieves_den"]
FRAMEWORK_KIND = KINDS["framework"]
NECROPOLIS_KIND = KINDS["necropolis"]
ARMORY_KIND = KINDS["armory"]
MUSEUM_KIND = KINDS["museum"]
# t16: the Theater (RULES.md §9.4)
THEATER = KINDS["theater"]

SMITHY_PRICE = 2
SMITHY_CARDS = 3
GRAVEYARD_PRICE = 1
OBSERVATORY_DRAW = 3
GREAT_WALL_SURCHARGE = 1
CAPITOL_BONUS = 3  # RULES.md §9.4: once, with 3 districts of one type
CAPITOL_SAME_TYPE = 3
IVORY_TOWER_BONUS = 5
STATUE_BONUS = 5
SECRET_VAULT_BONUS = 3
MONUMENT_BUILT_BELOW = 5  # not buildable in a city of 5 or more district cards
PARK_CARDS = 2
POOR_HOUSE_GOLD = 1
GOLD_MINE_GOLD = 1


@dataclass(frozen=True, slots=True)
class TurnAction:
    """A district's own action during its owner's turn (the Laboratory, the Smithy): its action
    types, the function adding its legal actions to the main part of the turn (`turn.legal_main`)
    and the rule applying one (`dispatch.APPLY`)."""

    action_types: tuple[type, ...]
    legal: Callable[[State, Player, list[Action]], None]
    apply: Callable[[State, Any, list[Event] | None], None]


@dataclass(frozen=True, slots=True)
class Unique:
    """What one unique district does, in the engine's terms. Each field but `kind` is a hook, read
    by the rule its comment names; a hook left at its default does nothing."""

    kind: DistrictKind
    #: scoring.score_player: the points it scores when not its cost (the card prints them,
    #: `DistrictKind.points`; checked against this at import)
    scores: int | None = None
    #: scoring.score_player: a bonus its owner scores at the end, from the game and the owner's seat
    score_bonus: Callable[[State, Player], int] | None = None
    #: scoring.score_player: counts as any one type for the five-types bonus, unless built in the
    #: last round (`building.place_district` and `abilities` keep the round it was built in)
    any_type_at_scoring: bool = False
    #: turn.apply_draw: the cards drawn when gathering cards, instead of 2
    draws: int | None = None
    #: turn.apply_draw: every card drawn is kept
    keeps_drawn: bool = False
    #: turn.legal_main, turn.apply_income, turn.city_income: counts as the income's type, chosen
    income_any_type: bool = False
    #: abilities (the Warlord, the Diplomat): it cannot be destroyed nor swapped
    indestructible: bool = False
    #: destroy_price, abilities.swap_value: what the *other* districts of its city cost more to
    #: destroy or take
    surcharge: int = 0
    #: graveyard_taker, apply_graveyard: its owner may take a district destroyed by another for this
    #: price (a decision, `Decision.GRAVEYARD`)
    takes_destroyed: int | None = None
    #: turn.legal_main, dispatch.APPLY: what it lets its owner do once per turn
    turn_action: TurnAction | None = None
    # d16a: the hooks of the 2016 box's passive and scoring uniques (RULES.md §9.4)
    #: scoring.score_player: the points it scores in its owner's *hand* at the end (Secret Vault)
    scores_in_hand: int = 0
    #: district_builds: it can never be built, by any means (Secret Vault)
    unbuildable: bool = False
    #: district_builds: it cannot be built into a city of this many district cards or more (Monument)
    built_below: int | None = None
    #: city_size (completion everywhere): it counts as this many districts (Monument: 2)
    city_size: int = 1
    #: turn.apply_take_gold: the gold its owner gathers more when taking gold (Gold Mine)
    gather_gold: int = 0
    #: turn.apply_end_turn: the gold its owner gains at the end of his turn with none (Poor House)
    end_turn_gold: int = 0
    #: turn.apply_end_turn: the cards its owner gains at the end of his turn with none (Park)
    end_turn_cards: int = 0
    #: district_builds: building it never uses the building limit (Stables)
    no_build_limit: bool = False
    #: district_builds: its owner may build districts whose name is in his city (Quarry)
    allows_duplicates: bool = False
    # d16b: the 2016 box's builds paid otherwise (RULES.md §9.4), read by `payments`
    #: payments.build_price: every paid build of its owner's *other* unique districts costs this less
    discounts_uniques: int = 0
    #: payments.legal_builds: in hand, its cost may be paid partly or wholly with hand cards, 1 card = 1 gold
    paid_with_cards: bool = False
    #: payments.legal_builds: in the city, its owner may destroy it instead of paying for a district
    destroyed_to_build: bool = False
    #: payments.legal_builds: in hand, it may be built by destroying a district of its builder's city
    built_by_destroying: bool = False
    #: scoring.score_player: points per card under it (`State.museum_cards`); its cards leave with it
    #: when it is destroyed (`destroy_in_city`, the Warlord's)
    scores_cards_under: int = 0
    # t16: the Theater (RULES.md §9.4)
    #: rounds.end_selection, theater: at the end of every selection phase its owner may swap one of his
    #: characters with a random one of an opponent's (`Decision.THEATER`)
    swaps_characters: bool = False

    @property
    def hooks(self) -> tuple[str, ...]:
        """The hooks this district sets (the names of its fields not at their default)."""
        return tuple(f.name for f in fields(self) if f.name != "kind" and getattr(self, f.name) != f.default)


# ---------------------------------------------------------------------- the districts that act
def legal_laboratory(s: State, p: Player, out: list[Action]) -> None:
    if not s.lab_used:
        out.extend(LAB[c.id] for c in p.hand)


def legal_smithy(s: State, p: Player, out: list[Action]) -> None:
    if not s.smithy_used and p.gold >= SMITHY_PRICE and s.deck:
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


# d16b: the Armory (RULES.md §9.4, §9.12 (6))
def legal_armory(s: State, p: Player, out: list[Action]) -> None:
    """Every district but the Armory itself of every city that is not completed, the owner's too."""
    completion = s.rules.completion
    for target in s.players:
        if city_size(target.city) >= completion:  # the Monument counts two (RULES.md §9.1)
            continue
        row = ARMORY[target.seat]
        out.extend(row[c.id] for c in target.city if c.kind is not ARMORY_KIND)


def apply_armory(s: State, a: DestroyWithArmory, ev: list[Event] | None) -> None:
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "the Armory is used during your turn")
    p = s.players[s.cur_seat]
    armory = next((c for c in p.city if c.kind is ARMORY_KIND), None)
    if armory is None:
        raise InvalidTargetError(a, "you have no Armory", Refusal(Why.NOT_OWNED))
    if not 0 <= a.seat < s.rules.players:
        raise InvalidTargetError(a, f"there is no seat {a.seat}", Refusal(Why.NO_SUCH_TARGET, seat=a.seat))
    c = card_arg(a, a.card)
    target = s.players[a.seat]
    if c not in target.city or c is armory:
        raise InvalidTargetError(
            a, "choose another district of a city", Refusal(Why.NOT_IN_CITY, card=c.id, seat=a.seat)
        )
    if city_size(target.city) >= s.rules.completion:
        raise InvalidTargetError(
            a, "a completed city cannot be attacked", Refusal(Why.CITY_COMPLETE, seat=a.seat)
        )
    destroy_in_city(s, p, armory, p.seat, "spent", ev)  # its price: the Armory itself
    destroy_in_city(s, target, c, p.seat, "blast", ev)
    recheck_completed(s, p)  # used from a completed city, it may fall below (§9.12 (6), §9.13 (7))


# d16b: the Museum (RULES.md §9.4)
def legal_museum(s: State, p: Player, out: list[Action]) -> None:
    if not s.museum_used:
        out.extend(MUSEUM[c.id] for c in p.hand)


def apply_museum(s: State, a: StoreInMuseum, ev: list[Event] | None) -> None:
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "the Museum is used during your turn")
    p = s.players[s.cur_seat]
    if MUSEUM_KIND not in p.kinds:
        raise InvalidTargetError(a, "you have no Museum", Refusal(Why.NOT_OWNED))
    if s.museum_used:
        raise AlreadyUsedError(a, "the Museum takes one card per turn", Refusal(Why.MUSEUM_USED))
    c = card_arg(a, a.card)
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    p.hand.remove(c)
    s.museum_cards.append(c)
    s.museum_used = True
    if ev is not None:
        ev.append(CardDiscarded(p.seat, c.id, "stored"))  # face down: private (RULES.md §9.11)


def empty_museum(s: State, destroyed: DistrictCard) -> None:
    """A destroyed Museum's cards go to the bottom of the deck (RULES.md §9.4; also when the Graveyard
    takes it). Any other district: nothing."""
    if destroyed.kind is MUSEUM_KIND and s.museum_cards:
        to_bottom(s, s.museum_cards)
        s.museum_cards = []


def remove_from_city(s: State, p: Player, c: DistrictCard) -> None:
    """Take `c` out of `p`'s city (its kind stays if the Wizard built a second copy)."""
    p.city.remove(c)
    if not any(d.kind is c.kind for d in p.city):
        p.kinds.discard(c.kind)
    if c.kind is STAND_IN:
        p.haunted_round = -1


def destroy_in_city(
    s: State, owner: Player, d: DistrictCard, by_seat: int, by: str, ev: list[Event] | None
) -> None:
    """Destroy `d` of `owner`'s city by a unique district's effect (the Framework, the Necropolis, the
    Armory; not the Warlord: the Graveyard does not react, RULES.md §9.5): face down to the bottom of
    the deck, the Artist's gold back to the bank. `by` says how (`events.Destroyed.by`)."""
    remove_from_city(s, owner, d)
    empty_museum(s, d)
    to_bottom(s, [d])
    if ev is not None:
        ev.append(Destroyed(by_seat, owner.seat, d.id, 0, by))
    if d.id in s.adorned:
        s.adorned.discard(d.id)
        if ev is not None:
            ev.append(AdornmentGoldReturned(owner.seat, d.id))


def _treasury(s: State, p: Player) -> int:
    return p.gold  # the Imperial Treasury: 1 point per gold


def _map_room(s: State, p: Player) -> int:
    return len(p.hand)  # the Map Room: 1 point per card in hand (a Secret Vault too, RULES.md §9.4)


# d16a: the scoring uniques of the 2016 box (RULES.md §9.4, §9.5)
def district_cost(c: DistrictCard, adorned: Collection[int]) -> int:
    """A district's cost as the end of the game reads it: printed, plus the Artist's gold on it."""
    return c.kind.cost + (1 if c.id in adorned else 0)


def _basilica(s: State, p: Player) -> int:
    """+1 per district of the city with an odd cost (the Artist's gold counts; the Haunted City's 2
    is even)."""
    adorned = s.adorned
    return sum(1 for c in p.city if district_cost(c, adorned) % 2)


def _capitol(s: State, p: Player) -> int:
    """+3 once with 3 districts of one type (unique is a type; the Haunted City is unique)."""
    counts = [0] * len(DistrictType)
    for c in p.city:
        counts[c.kind.dtype] += 1
    return CAPITOL_BONUS if max(counts) >= CAPITOL_SAME_TYPE else 0


def _ivory_tower(s: State, p: Player) -> int:
    """+5 when it is the only unique district of the city (the Haunted City is unique)."""
    uniques = sum(1 for c in p.city if c.kind.dtype is DistrictType.UNIQUE)
    return IVORY_TOWER_BONUS if uniques == 1 else 0


def _statue(s: State, p: Player) -> int:
    """+5 when its owner holds the crown once the last round is over (the heir has taken it)."""
    return STATUE_BONUS if s.crown == p.seat else 0


def _wishing_well(s: State, p: Player) -> int:
    """+1 per unique district of the city, itself included (the 2016 card)."""
    return sum(1 for c in p.city if c.kind.dtype is DistrictType.UNIQUE)


# ---------------------------------------------------------------------- the table
#: Every unique district by kind name, in deck order (the order its actions are listed in).
UNIQUES: dict[str, Unique] = {
    u.kind.name: u
    for u in (
        Unique(HAUNTED_CITY, any_type_at_scoring=True),
        Unique(KEEP, indestructible=True),
        Unique(LABORATORY, turn_action=TurnAction((LaboratoryDiscard,), legal_laboratory, apply_laboratory)),
        Unique(SMITHY_KIND, turn_action=TurnAction((SmithyDraw,), legal_smithy, apply_smithy)),
        Unique(OBSERVATORY, draws=OBSERVATORY_DRAW),
        Unique(GRAVEYARD, takes_destroyed=GRAVEYARD_PRICE),
        Unique(DRAGON_GATE, scores=8),
        Unique(UNIVERSITY, scores=8),
        Unique(LIBRARY, keeps_drawn=True),
        Unique(GREAT_WALL, surcharge=GREAT_WALL_SURCHARGE),
        Unique(SCHOOL_OF_MAGIC, income_any_type=True),
        Unique(IMPERIAL_TREASURY, score_bonus=_treasury),
        Unique(MAP_ROOM, score_bonus=_map_room),
        # d16a: the passive and scoring uniques of the 2016 box (RULES.md §9.4)
        Unique(BASILICA, score_bonus=_basilica),
        Unique(CAPITOL, score_bonus=_capitol),
        Unique(IVORY_TOWER, score_bonus=_ivory_tower),
        Unique(MONUMENT, built_below=MONUMENT_BUILT_BELOW, city_size=2),
        Unique(SECRET_VAULT, scores_in_hand=SECRET_VAULT_BONUS, unbuildable=True),
        Unique(STATUE, score_bonus=_statue),
        Unique(WISHING_WELL, score_bonus=_wishing_well),
        Unique(GOLD_MINE, gather_gold=GOLD_MINE_GOLD),
        Unique(PARK, end_turn_cards=PARK_CARDS),
        Unique(POOR_HOUSE, end_turn_gold=POOR_HOUSE_GOLD),
        Unique(STABLES, no_build_limit=True),
        Unique(QUARRY, allows_duplicates=True),
        # d16b: the 2016 box's builds paid otherwise (RULES.md §9.4)
        Unique(FACTORY_KIND, discounts_uniques=1),
        Unique(THIEVES_DEN_KIND, paid_with_cards=True),
        Unique(FRAMEWORK_KIND, destroyed_to_build=True),
        Unique(NECROPOLIS_KIND, built_by_destroying=True),
        Unique(ARMORY_KIND, turn_action=TurnAction((DestroyWithArmory,), legal_armory, apply_armory)),
        Unique(
            MUSEUM_KIND,
            turn_action=TurnAction((StoreInMuseum,), legal_museum, apply_museum),
            scores_cards_under=1,
        ),
        # t16: the Theater (RULES.md §9.4)
        Unique(THEATER, swaps_characters=True),
    )
}


def _check_table() -> None:
    """The table holds unique districts only, each doing something, and the points it says."""
    for name, u in UNIQUES.items():
        if u.kind.dtype is not DistrictType.UNIQUE or KINDS.get(name) is not u.kind:
            raise ValueError(f"UNIQUES[{name!r}] is not the unique district {name}")
        if not u.hooks:
            raise ValueError(f"UNIQUES[{name!r}] sets no hook: it would be a plain district")
        if u.kind.points != (u.kind.cost if u.scores is None else u.scores):
            raise ValueError(f"UNIQUES[{name!r}] scores {u.scores}, its card {u.kind.points}")


def _the_one(hook: str, entries: Iterable[Unique]) -> Unique:
    """The one district setting `hook`: the rule reading it tests a single kind (a second district
    with that hook needs the rule to loop, and fails here until it does)."""
    found = [u for u in entries if hook in u.hooks]
    if len(found) != 1:
        raise ValueError(f"the engine reads the hook {hook!r} of one district, not {len(found)}")
    return found[0]


_check_table()

# ---------------------------------------------------------------------- the hooks, as the rules read them
#: Haunted City: a type at scoring; its owner's `haunted_round` records when it was built
STAND_IN = _the_one("any_type_at_scoring", UNIQUES.values()).kind
#: Observatory: draws `DRAWN_WITH` cards when gathering cards
_drawing = _the_one("draws", UNIQUES.values())
DRAWS_MORE = _drawing.kind
DRAWN_WITH: int = _drawing.draws or 2
#: Library: keeps every card drawn
KEEPS_DRAWN = _the_one("keeps_drawn", UNIQUES.values()).kind
#: School of Magic: counts as the income's type
ANY_INCOME_TYPE = _the_one("income_any_type", UNIQUES.values()).kind
#: Keep: neither destroyed nor swapped
INDESTRUCTIBLE = _the_one("indestructible", UNIQUES.values()).kind
#: Great Wall: the other districts of its city cost `SURCHARGE` more to destroy or take
_walling = _the_one("surcharge", UNIQUES.values())
WALL = _walling.kind
SURCHARGE = _walling.surcharge
#: Graveyard: its owner may take a destroyed district for `TAKE_PRICE`
_taking = _the_one("takes_destroyed", UNIQUES.values())
TAKES_DESTROYED = _taking.kind
TAKE_PRICE: int = _taking.takes_destroyed or 0
#: the end-of-game bonuses, in deck order
SCORE_BONUSES: tuple[tuple[DistrictKind, Callable[[State, Player], int]], ...] = tuple(
    (u.kind, u.score_bonus) for u in UNIQUES.values() if u.score_bonus is not None
)
#: the districts acting during their owner's turn, in deck order
TURN_ACTIONS: tuple[tuple[DistrictKind, TurnAction], ...] = tuple(
    (u.kind, u.turn_action) for u in UNIQUES.values() if u.turn_action is not None
)
ACTING = frozenset(kind for kind, _ in TURN_ACTIONS)
# d16b: the 2016 box's builds paid otherwise (RULES.md §9.4), read by `payments`
#: Factory: its owner's other unique districts cost `DISCOUNT` less for paid builds
_discounting = _the_one("discounts_uniques", UNIQUES.values())
DISCOUNTER = _discounting.kind
DISCOUNT = _discounting.discounts_uniques
#: Thieves' Den: paid partly or wholly with hand cards
PAID_WITH_CARDS = _the_one("paid_with_cards", UNIQUES.values()).kind
#: Framework: destroyed instead of paying for a district
DESTROYED_TO_BUILD = _the_one("destroyed_to_build", UNIQUES.values()).kind
#: Necropolis: built by destroying a district of its builder's city
BUILT_BY_DESTROYING = _the_one("built_by_destroying", UNIQUES.values()).kind
#: Museum: scores `CARD_UNDER_POINTS` per card under it (`State.museum_cards`)
_holding = _the_one("scores_cards_under", UNIQUES.values())
HOLDS_CARDS = _holding.kind
CARD_UNDER_POINTS = _holding.scores_cards_under

# d16a: the hooks of the 2016 box's passive and scoring uniques, as the rules read them
#: Secret Vault: scores `IN_HAND_POINTS` in its owner's hand, and is never built
_in_hand = _the_one("scores_in_hand", UNIQUES.values())
SCORES_IN_HAND = _in_hand.kind
IN_HAND_POINTS = _in_hand.scores_in_hand
UNBUILDABLE = _the_one("unbuildable", UNIQUES.values()).kind
#: Monument: not built into a city of `BUILT_BELOW` district cards or more; counts `DOUBLE_SIZE`
_late = _the_one("built_below", UNIQUES.values())
BUILT_LATE = _late.kind
BUILT_BELOW: int = _late.built_below or 0
_double = _the_one("city_size", UNIQUES.values())
DOUBLE_SIZE = _double.city_size
if _double.kind.copies != 1:
    raise ValueError("city_size reads the one card of the district counting more than one")
#: Gold Mine: `GATHER_GOLD` more when gathering gold
_mine = _the_one("gather_gold", UNIQUES.values())
GATHERS_MORE = _mine.kind
GATHER_GOLD = _mine.gather_gold
#: Poor House: `END_TURN_GOLD` at the end of a turn with no gold
_poor = _the_one("end_turn_gold", UNIQUES.values())
GOLD_WHEN_POOR = _poor.kind
END_TURN_GOLD = _poor.end_turn_gold
#: Park: `END_TURN_CARDS` at the end of a turn with no cards in hand
_park = _the_one("end_turn_cards", UNIQUES.values())
CARDS_WHEN_EMPTY = _park.kind
END_TURN_CARDS = _park.end_turn_cards
#: Stables: its build never uses the building limit
NO_BUILD_LIMIT = _the_one("no_build_limit", UNIQUES.values()).kind
#: Quarry: its owner may build districts whose name is already in his city
DUPLICATES = _the_one("allows_duplicates", UNIQUES.values()).kind
# t16: the Theater (RULES.md §9.4)
#: Theater: its owner may swap characters at the end of the selection phase
SWAPS_CHARACTERS = _the_one("swaps_characters", UNIQUES.values()).kind
_DOUBLE_CARD = next(c for c in CARDS if c.kind is _double.kind)


def city_size(city: Sequence[DistrictCard]) -> int:
    """How many districts a city counts for completion (RULES.md §9.1): the Monument counts two.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    return len(city) + (DOUBLE_SIZE - 1 if _DOUBLE_CARD in city else 0)


def recheck_completed(s: State, p: Player) -> None:
    """After an action that destroyed a district of `p`'s own completed city (the Armory's price, the
    Framework, the Necropolis), the city is complete only if it still counts enough districts
    (RULES.md §9.13 (7)); the end of the game, once triggered, stays triggered (`first_complete`)."""
    if p.completed and city_size(p.city) < s.rules.completion:
        p.completed = False


def build_price(kind: DistrictKind, kinds: Collection[DistrictKind]) -> int:
    """The gold a paid build of `kind` costs a builder whose city holds `kinds`: its cost, 1 less for
    another unique district when the city holds the Factory (never below 0, RULES.md §9.4). The cost
    for scoring, destruction and every other rule stays `kind.cost`.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    if kind.dtype is DistrictType.UNIQUE and kind is not DISCOUNTER and DISCOUNTER in kinds:
        return max(0, kind.cost - DISCOUNT)
    return kind.cost


# ---------------------------------------------------------------------- Warlord
def destructible(c: DistrictCard) -> bool:
    return c.kind is not INDESTRUCTIBLE


def destroy_price(c: DistrictCard, city_has_great_wall: bool) -> int:
    """The Warlord pays the cost − 1, and 1 more for any *other* district of a Great Wall's city.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    return c.kind.cost - 1 + (SURCHARGE if city_has_great_wall and c.kind is not WALL else 0)


def city_destroy_price(city: Sequence[DistrictCard], c: DistrictCard, adorned: Collection[int] = ()) -> int:
    """The Warlord's price for `c` in `city`; `adorned` holds the ids carrying the Artist's gold
    (`PlayerView.adorned`), which each add 1 (RULES.md §6)."""
    return destroy_price(c, any(d.kind is WALL for d in city)) + (1 if c.id in adorned else 0)


def graveyard_taker(s: State, destroyed: DistrictCard) -> int | None:
    """The seat offered the destroyed district: the Graveyard's owner, if not the Warlord, with gold."""
    if destroyed.kind is TAKES_DESTROYED:
        return None
    for p in s.players:
        if TAKES_DESTROYED in p.kinds:
            if p.seat != s.cur_seat and p.gold >= TAKE_PRICE:
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
        p.gold -= TAKE_PRICE
        p.hand.append(c)
    else:
        to_bottom(s, [c])
    if ev is not None:
        if taken:
            ev.append(GoldPaid(p.seat, TAKE_PRICE, "graveyard"))
        ev.append(GraveyardUsed(p.seat, c.id, taken))
    s.grave_card = None
    s.decision = Decision.MAIN
    s.to_move = s.cur_seat


# ---------------------------------------------------------------------- once-per-turn districts
def legal_unique_actions(s: State, p: Player, out: list[Action]) -> None:
    """The actions the districts of `p`'s city add to the main part of the turn (`TURN_ACTIONS`)."""
    kinds = p.kinds
    for kind, action in TURN_ACTIONS:
        if kind in kinds:
            action.legal(s, p, out)
