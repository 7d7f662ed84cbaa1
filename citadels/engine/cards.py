"""The district cards: the 68 of the Classic Edition, then the unique districts of the 2016 box.

Every card is a `DistrictCard` with a stable integer id: 0..67 are the classic deck, the 2016 box's
uniques follow (one card each, RULES.md §9.4). Cards with the same `kind` are copies of one district; a
city may never hold two of the same kind. What each unique district does is its entry in
`uniques.UNIQUES`, keyed by kind name. Which cards a game uses is `config.deck_for`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class DistrictType(IntEnum):
    NOBLE = 0
    RELIGIOUS = 1
    TRADE = 2
    MILITARY = 3
    UNIQUE = 4


ALL_TYPES: tuple[DistrictType, ...] = tuple(DistrictType)
INCOME_TYPES: tuple[DistrictType, ...] = (
    DistrictType.NOBLE,
    DistrictType.RELIGIOUS,
    DistrictType.TRADE,
    DistrictType.MILITARY,
)


@dataclass(frozen=True, slots=True, eq=False)
class DistrictKind:
    """One district design (e.g. "manor"); `copies` cards of it are in the deck."""

    name: str
    dtype: DistrictType
    cost: int
    copies: int
    points: int  # what it scores (Dragon Gate and University: 8)

    def __repr__(self) -> str:
        return f"DistrictKind({self.name})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickle to the one shared instance: the engine compares kinds by identity.
        return (_kind_named, (self.name,))


@dataclass(frozen=True, slots=True, eq=False)
class DistrictCard:
    """One physical card. Identity (`id`) distinguishes copies of the same kind."""

    id: int
    kind: DistrictKind
    #: the kind's cost, kept on the card: the build and attack checks read it for every card in hand
    cost: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cost", self.kind.cost)

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def dtype(self) -> DistrictType:
        return self.kind.dtype

    def __repr__(self) -> str:
        return f"<{self.kind.name}#{self.id}>"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        # Unpickle to the one shared instance (views sent to a bot process stay comparable by identity).
        return (card, (self.id,))


N, R, T, M, U = (
    DistrictType.NOBLE,
    DistrictType.RELIGIOUS,
    DistrictType.TRADE,
    DistrictType.MILITARY,
    DistrictType.UNIQUE,
)

# (name, type, cost, copies[, points]) — RULES.md §5.
_CLASSIC_KINDS: tuple[tuple[str, DistrictType, int, int, int | None], ...] = (
    ("manor", N, 3, 5, None),
    ("castle", N, 4, 4, None),
    ("palace", N, 5, 3, None),
    ("temple", R, 1, 3, None),
    ("church", R, 2, 3, None),
    ("monastery", R, 3, 3, None),
    ("cathedral", R, 5, 2, None),
    ("tavern", T, 1, 5, None),
    ("market", T, 2, 4, None),
    ("trading_post", T, 2, 3, None),
    ("docks", T, 3, 3, None),
    ("harbor", T, 4, 3, None),
    ("town_hall", T, 5, 2, None),
    ("watchtower", M, 1, 3, None),
    ("prison", M, 2, 3, None),
    ("battlefield", M, 3, 3, None),
    ("fortress", M, 5, 2, None),
    ("haunted_city", U, 2, 1, None),
    ("keep", U, 3, 2, None),
    ("laboratory", U, 5, 1, None),
    ("smithy", U, 5, 1, None),
    ("observatory", U, 5, 1, None),
    ("graveyard", U, 5, 1, None),
    ("dragon_gate", U, 6, 1, 8),
    ("university", U, 6, 1, 8),
    ("library", U, 6, 1, None),
    ("great_wall", U, 6, 1, None),
    ("school_of_magic", U, 6, 1, None),
    ("imperial_treasury", U, 4, 1, None),
    ("map_room", U, 5, 1, None),
)

# The unique districts of the 2016 box the classic deck lacks (RULES.md §9.4), one card each, in no
# classic deck. Their cards follow the classic 68 in this order, so append only: a card's id is kept in
# saves. Each block is one branch's cards.
_EDITION_2016_KINDS: tuple[tuple[str, DistrictType, int, int, int | None], ...] = (
    # d16a: the passive and scoring uniques (§9.4); the Secret Vault has no cost (read 0) and scores
    # nothing in a city, where it never stands
    ("basilica", U, 4, 1, None),
    ("capitol", U, 5, 1, None),
    ("ivory_tower", U, 5, 1, None),
    ("monument", U, 4, 1, None),
    ("secret_vault", U, 0, 1, None),
    ("statue", U, 3, 1, None),
    ("wishing_well", U, 5, 1, None),
    ("gold_mine", U, 6, 1, None),
    ("park", U, 6, 1, None),
    ("poor_house", U, 4, 1, None),
    ("stables", U, 2, 1, None),
    ("quarry", U, 5, 1, None),
    # d16b: the districts with actions or payments (RULES.md §9.4)
    ("factory", U, 5, 1, None),
    ("thieves_den", U, 6, 1, None),
    ("framework", U, 3, 1, None),
    ("necropolis", U, 5, 1, None),
    ("armory", U, 3, 1, None),
    ("museum", U, 4, 1, None),
    # t16: the Theater (RULES.md §9.4), last so no card id moves
    ("theater", U, 6, 1, None),
)

KINDS: dict[str, DistrictKind] = {
    name: DistrictKind(name, dtype, cost, copies, cost if points is None else points)
    for name, dtype, cost, copies, points in _CLASSIC_KINDS + _EDITION_2016_KINDS
}

#: The unique (purple) district kinds of the classic deck by name, in deck order (RULES.md §5): 13
#: kinds, 14 cards (two Keeps).
UNIQUE_KINDS: tuple[str, ...] = tuple(
    name for name, dtype, *_ in _CLASSIC_KINDS if dtype is DistrictType.UNIQUE
)
#: The unique district kinds only the 2016 box has (RULES.md §9.4), in deck order.
EDITION_2016_UNIQUES: tuple[str, ...] = tuple(name for name, *_ in _EDITION_2016_KINDS)
#: The classic uniques that are not in the 2016 box (RULES.md §9.1); a 2016-style deck may still
#: choose them (§9.12.8), shown as "not in the 2016 box".
NOT_IN_2016_BOX: tuple[str, ...] = ("graveyard", "university")


def in_2016_box(name: str) -> bool:
    """Whether the 2016 box has this unique district (Graveyard and University: not, RULES.md §9.1)."""
    return name not in NOT_IN_2016_BOX


#: Every unique district kind a 2016-style deck may choose from (RULES.md §9.8), in deck order.
UNIQUES_FOR_2016_DECK: tuple[str, ...] = UNIQUE_KINDS + EDITION_2016_UNIQUES


def _build_deck() -> tuple[DistrictCard, ...]:
    cards: list[DistrictCard] = []
    for kind in KINDS.values():
        for _ in range(kind.copies):
            cards.append(DistrictCard(len(cards), kind))
    return tuple(cards)


#: Every district card, indexed by id: the classic deck's 68, then the 2016 box's uniques.
CARDS: tuple[DistrictCard, ...] = _build_deck()
DECK_SIZE = len(CARDS)  # the size of the per-card action tables: every card any deck may hold
CLASSIC_DECK_SIZE = 68
#: The Classic Edition's 68 cards (RULES.md §5): ids 0..67.
CLASSIC_CARDS: tuple[DistrictCard, ...] = CARDS[:CLASSIC_DECK_SIZE]
assert all(c.kind.name not in EDITION_2016_UNIQUES for c in CLASSIC_CARDS), "2016 cards follow the classic 68"


def card(card_id: int) -> DistrictCard:
    return CARDS[card_id]


def cards_of(kind_name: str) -> list[DistrictCard]:
    """All copies of one district kind, in id order (handy for tests and scenarios)."""
    return [c for c in CARDS if c.kind.name == kind_name]


def _kind_named(name: str) -> DistrictKind:
    return KINDS[name]
