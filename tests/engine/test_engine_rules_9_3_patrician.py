"""RULES.md §9.3 Patrician (rank 4, the 2016 box): the crown like the King, 1 card per noble district as
a card income taken once at any time of the turn, never discarded face up; §9.8 and §9.13 (4) for the
casts that hold him."""

from __future__ import annotations

import pytest
from engine_testlib import finish_round, play

from citadels.engine import (
    Build,
    DistrictType,
    EndTurn,
    GameConfig,
    Murder,
    TakeGold,
    TakeIncome,
    new_game,
)
from citadels.engine.characters import CLASSIC_CHARACTERS, DARK_CITY_CHARACTERS, PATRICIAN, RANK_NINE
from citadels.engine.config import resolve_line_up
from citadels.engine.errors import AlreadyUsedError
from citadels.engine.events import CardsDrawn, CrownPassed, GoldTaken, IncomeTaken, redact
from tests.engine.scenario import Scenario

CAST = ["assassin", "thief", "magician", "patrician", "bishop", "merchant", "architect", "warlord"]


def patrician_turn(*city: str, deck_left: int | None = None) -> Scenario:
    s = (
        Scenario(players=4, characters=CAST)
        .characters({0: "patrician", 1: "bishop", 2: "warlord", 3: "merchant"})
        .gold(0, 1)
    )
    if city:
        s = s.city(0, *city)
    return s


def test_9_3_patrician_income_is_one_card_per_noble_district_not_gold() -> None:
    s = patrician_turn("manor", "castle", "temple").turn("patrician", gathered=True).build()
    top = [c.id for c in reversed(s.deck[-2:])]
    hand, gold = len(s.players[0].hand), s.players[0].gold
    events = play(s, TakeIncome())
    assert len(s.players[0].hand) == hand + 2 and s.players[0].gold == gold
    assert IncomeTaken(0, 2, DistrictType.NOBLE, None, in_cards=True) in events
    assert CardsDrawn(0, 2, "income", tuple(top)) in events  # from the top of the deck
    assert not any(isinstance(e, GoldTaken) for e in events)
    drawn = next(e for e in events if isinstance(e, CardsDrawn))
    assert redact(drawn, 1).cards is None and redact(drawn, 0).cards == tuple(top)  # the cards are his


def test_9_3_patrician_card_income_is_taken_once_at_any_time_of_the_turn() -> None:
    s = patrician_turn("manor").gold(0, 4).hand(0, "castle").turn("patrician", gathered=True).build()
    castle = s.players[0].hand[-1]
    play(s, Build(castle.id))  # after building: the new noble district counts
    play(s, TakeIncome())
    assert len(s.players[0].hand) == 2
    assert TakeIncome() not in s.legal_actions()
    with pytest.raises(AlreadyUsedError):
        s.apply(TakeIncome())


def test_9_3_patrician_school_of_magic_counts_for_his_card_income() -> None:
    s = patrician_turn("manor", "school_of_magic").turn("patrician", gathered=True).build()
    assert TakeIncome() not in s.legal_actions()
    events = play(s, TakeIncome(DistrictType.NOBLE))
    assert len(s.players[0].hand) == 2
    assert IncomeTaken(0, 2, DistrictType.NOBLE, DistrictType.NOBLE, in_cards=True) in events


def test_9_3_patrician_short_deck_gives_what_it_holds_and_nothing_more_is_owed() -> None:
    s = patrician_turn("manor", "castle", "palace").turn("patrician", gathered=True).build()
    s.players[1].hand += s.deck[1:]
    del s.deck[1:]
    events = play(s, TakeIncome())
    assert len(s.players[0].hand) == 1 and not s.deck
    assert IncomeTaken(0, 1, DistrictType.NOBLE, None, in_cards=True) in events
    assert TakeIncome() not in s.legal_actions() and EndTurn() in s.legal_actions()


def test_9_3_patrician_with_no_noble_district_draws_nothing() -> None:
    s = patrician_turn("temple").turn("patrician", gathered=True).build()
    deck = len(s.deck)
    events = play(s, TakeIncome())
    assert len(s.deck) == deck and not s.players[0].hand
    assert not any(isinstance(e, CardsDrawn) for e in events)


def test_9_3_patrician_takes_the_crown_at_the_start_of_his_turn() -> None:
    s = patrician_turn().crown(3).turn("patrician").build()
    assert s.crown == 0


def test_9_3_patrician_murdered_his_holder_takes_the_crown_as_heir_at_the_end_of_the_round() -> None:
    s = (
        Scenario(players=4, characters=CAST)
        .characters({0: "assassin", 1: "patrician", 2: "warlord", 3: "merchant"})
        .crown(3)
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Murder(4))
    events = finish_round(s)
    assert CrownPassed(3, 1, "heir") in events and s.crown == 1


def test_9_3_patrician_queen_next_to_his_holder_takes_her_gold() -> None:
    s = (
        Scenario(players=5, characters=[*CAST, "queen"])
        .characters({0: "patrician", 1: "queen", 2: "warlord", 3: "merchant", 4: "bishop"})
        .gold(1, 0)
        .turn("queen")
        .build()
    )
    play(s, TakeGold())
    assert s.players[1].gold == 2 + 3  # gathered 2, and the Queen's 3 beside the Patrician's holder


def test_9_3_patrician_is_never_discarded_face_up() -> None:
    cast = ",".join(CAST)
    for seed in range(60):
        s = new_game(GameConfig(players=4, characters=cast), seed)
        assert 4 not in s.faceup
        assert len(s.faceup) == 2


def test_9_2_patrician_is_an_alternate_of_rank_4_in_no_classic_or_dark_city_line_up() -> None:
    assert PATRICIAN.rank == 4
    assert PATRICIAN not in CLASSIC_CHARACTERS and PATRICIAN not in DARK_CITY_CHARACTERS + RANK_NINE
    for preset in ("classic", "darkcity", "mixed"):
        for seed in range(30):
            assert PATRICIAN not in resolve_line_up(GameConfig(players=5, characters=preset), seed)
    with pytest.raises(ValueError, match="rank 4 must be"):
        GameConfig(players=4, characters=",".join(CAST).replace("patrician", "trader"))


@pytest.mark.parametrize("players", [2, 4, 5, 6, 7])
def test_9_8_a_cast_with_the_patrician_plays_with_2_and_4_to_7_players(players: int) -> None:
    assert GameConfig(players=players, characters=",".join(CAST)).players == players


def test_9_13_a_cast_with_a_2016_character_needs_a_rank_9_card_with_3_players() -> None:
    """§9.13 (4): three players need a rank-9 card, chosen with the nine-character selection of §9.9."""
    with pytest.raises(ValueError, match="rank-9 character with 3 players"):
        GameConfig(players=3, characters=",".join(CAST))
    assert GameConfig(players=3, characters=",".join((*CAST, "artist"))).players == 3
