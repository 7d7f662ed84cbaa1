"""RULES.md §1 (components) and §2 (setup)."""

from __future__ import annotations

from collections import Counter

import pytest

from citadels.engine import (
    CARDS,
    CLASSIC_CARDS,
    CLASSIC_CHARACTERS,
    DECK_SIZE,
    EDITION_2016_UNIQUES,
    KINDS,
    Decision,
    DistrictType,
    GameConfig,
    Rules,
    new_game,
    new_game_with_events,
)
from citadels.engine.events import CardsDealt, GameStarted

N, R, T, M, U = (
    DistrictType.NOBLE,
    DistrictType.RELIGIOUS,
    DistrictType.TRADE,
    DistrictType.MILITARY,
    DistrictType.UNIQUE,
)

# RULES.md §5, copied by hand: (name, type, cost, copies, points)
DISTRICT_TABLE = [
    ("manor", N, 3, 5, 3),
    ("castle", N, 4, 4, 4),
    ("palace", N, 5, 3, 5),
    ("temple", R, 1, 3, 1),
    ("church", R, 2, 3, 2),
    ("monastery", R, 3, 3, 3),
    ("cathedral", R, 5, 2, 5),
    ("tavern", T, 1, 5, 1),
    ("market", T, 2, 4, 2),
    ("trading_post", T, 2, 3, 2),
    ("docks", T, 3, 3, 3),
    ("harbor", T, 4, 3, 4),
    ("town_hall", T, 5, 2, 5),
    ("watchtower", M, 1, 3, 1),
    ("prison", M, 2, 3, 2),
    ("battlefield", M, 3, 3, 3),
    ("fortress", M, 5, 2, 5),
    ("haunted_city", U, 2, 1, 2),
    ("keep", U, 3, 2, 3),
    ("laboratory", U, 5, 1, 5),
    ("smithy", U, 5, 1, 5),
    ("observatory", U, 5, 1, 5),
    ("graveyard", U, 5, 1, 5),
    ("dragon_gate", U, 6, 1, 8),
    ("university", U, 6, 1, 8),
    ("library", U, 6, 1, 6),
    ("great_wall", U, 6, 1, 6),
    ("school_of_magic", U, 6, 1, 6),
    ("imperial_treasury", U, 4, 1, 4),
    ("map_room", U, 5, 1, 5),
]


def test_components_deck_has_68_cards_54_basic_and_14_unique() -> None:
    deck = Rules.from_config(GameConfig()).cards
    assert deck == CLASSIC_CARDS == CARDS[:68]
    assert [c.id for c in deck] == list(range(68))
    assert sum(1 for c in deck if c.dtype != U) == 54
    assert sum(1 for c in deck if c.dtype == U) == 14


def test_components_the_2016_uniques_follow_the_classic_68_one_card_each() -> None:
    # RULES.md §9.4: the 2016 box's uniques are cards of their own, after the classic deck's ids
    assert DECK_SIZE == len(CARDS) == 68 + len(EDITION_2016_UNIQUES)
    assert [c.name for c in CARDS[68:]] == list(EDITION_2016_UNIQUES)


@pytest.mark.parametrize(("name", "dtype", "cost", "copies", "points"), DISTRICT_TABLE)
def test_components_district_table(
    name: str, dtype: DistrictType, cost: int, copies: int, points: int
) -> None:
    kind = KINDS[name]
    assert (kind.dtype, kind.cost, kind.copies, kind.points) == (dtype, cost, copies, points)
    assert Counter(c.name for c in CLASSIC_CARDS)[name] == copies


def test_components_no_other_districts() -> None:
    assert set(KINDS) == {row[0] for row in DISTRICT_TABLE} | set(EDITION_2016_UNIQUES)
    assert {c.name for c in CLASSIC_CARDS} == {row[0] for row in DISTRICT_TABLE}


def test_components_eight_classic_characters_by_rank() -> None:
    names = [c.name for c in CLASSIC_CHARACTERS]
    assert names == ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]
    assert [c.rank for c in CLASSIC_CHARACTERS] == list(range(1, 9))


@pytest.mark.parametrize("players", range(2, 8))
def test_setup_deals_four_cards_and_two_gold_to_each_player(players: int) -> None:
    for seed in range(20):
        s, ev = new_game_with_events(GameConfig(players=players), seed)
        for p in s.players:
            assert len(p.hand) == 4
            assert p.gold == 2
            assert p.city == []
        assert len(s.deck) == 68 - 4 * players
        ids = [c.id for c in s.deck] + [c.id for p in s.players for c in p.hand]
        assert sorted(ids) == list(range(68))
        dealt = [e for e in ev if isinstance(e, CardsDealt)]
        assert [(e.seat, e.count) for e in dealt] == [(i, 4) for i in range(players)]


def test_setup_deck_is_shuffled_by_the_seed() -> None:
    orders = {tuple(c.id for c in new_game(GameConfig(players=4), seed).deck) for seed in range(10)}
    assert len(orders) == 10
    assert tuple(c.id for c in new_game(GameConfig(players=4), 3).deck) == tuple(
        c.id for c in new_game(GameConfig(players=4), 3).deck
    )


def test_setup_crown_goes_to_a_random_player() -> None:
    crowns = Counter(new_game(GameConfig(players=5), seed).crown for seed in range(300))
    assert set(crowns) == set(range(5))
    assert min(crowns.values()) > 20  # roughly uniform


@pytest.mark.parametrize("crown", range(4))
def test_setup_crown_may_be_chosen(crown: int) -> None:
    s, ev = new_game_with_events(GameConfig(players=4, crown=crown), 1)
    assert s.crown == crown
    assert isinstance(ev[0], GameStarted) and ev[0].crown == crown


def test_setup_first_round_starts_with_the_crowned_player_choosing() -> None:
    for seed in range(10):
        s = new_game(GameConfig(players=4), seed)
        assert s.round == 1
        assert s.decision == Decision.DRAFT_PICK
        assert s.to_move == s.crown
