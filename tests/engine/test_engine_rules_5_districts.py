"""RULES.md §5: the 14 unique districts."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, finish_round, names, play

from citadels.engine import (
    Build,
    Decision,
    Destroy,
    DistrictType,
    DrawCards,
    EndTurn,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    SmithyDraw,
    TakeGold,
    TakeIncome,
)
from citadels.engine.errors import (
    AlreadyUsedError,
    CannotAffordError,
    InvalidTargetError,
    NotInHandError,
    NotYourDecisionError,
)
from citadels.engine.scoring import score_player
from tests.engine.scenario import Scenario, in_city, in_hand

FIVE_MINUS_MILITARY = ("manor", "temple", "tavern", "keep")  # noble, religious, trade, unique


# ---------------------------------------------------------------------- Haunted City
def test_haunted_city_counts_as_any_type_for_the_five_type_bonus() -> None:
    s = (
        Scenario(players=4)
        .round(3)
        .city(0, "manor", "temple", "tavern", "watchtower", "haunted_city")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    assert score_player(s, s.players[0]).five_types == 3  # counts as unique
    s = (
        Scenario(players=4)
        .round(3)
        .city(0, "manor", "temple", "tavern", "keep", "haunted_city")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    assert score_player(s, s.players[0]).five_types == 3  # counts as military
    s = (
        Scenario(players=4)
        .round(3)
        .city(0, "manor", "temple", "tavern", "haunted_city")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    assert score_player(s, s.players[0]).five_types == 0  # only one type


def test_haunted_city_not_if_built_in_the_last_round() -> None:
    def scenario() -> Scenario:
        return (
            Scenario(players=4)
            .round(5)
            .gold(0, 2)
            .city(0, "manor", "temple", "tavern", "keep", "castle", "palace")
            .city(1, "manor", "temple", "tavern", "watchtower", "church", "market", "prison")  # complete
            .characters({0: "king", 1: "bishop"})
        )

    s = (
        scenario()
        .city(0, "manor", "temple", "tavern", "keep", "castle", "palace", "haunted_city")
        .haunted_built(0, 5)
        .turn("king", True)
        .build()
    )
    assert score_player(s, s.players[0]).five_types == 0
    s = (
        scenario()
        .city(0, "manor", "temple", "tavern", "keep", "castle", "palace", "haunted_city")
        .haunted_built(0, 4)
        .turn("king", True)
        .build()
    )
    assert score_player(s, s.players[0]).five_types == 3
    # and built through play in the last round
    s = scenario().hand(0, "haunted_city").turn("king", True).build()
    play(s, Build(in_hand(s, 0, "haunted_city").id))
    finish_round(s)
    assert s.game_over and s.scores is not None
    assert s.scores[0].five_types == 0


# ---------------------------------------------------------------------- Keep
def test_keep_cannot_be_destroyed() -> None:
    s = (
        Scenario(players=4)
        .gold(3, 9)
        .city(0, "keep")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
        .turn("warlord", True)
        .build()
    )
    assert not any(isinstance(a, Destroy) for a in s.legal_actions())
    with pytest.raises(InvalidTargetError):
        s.apply(Destroy(0, in_city(s, 0, "keep").id))


# ---------------------------------------------------------------------- Laboratory
def test_laboratory_discard_a_card_for_one_gold_once_per_turn() -> None:
    s = (
        Scenario(players=4)
        .city(0, "laboratory")
        .hand(0, "palace", "temple")
        .characters({0: "thief"})
        .turn("thief", gathered=True)
        .build()
    )
    assert {a for a in s.legal_actions() if isinstance(a, LaboratoryDiscard)} == {
        LaboratoryDiscard(c.id) for c in s.players[0].hand
    }
    palace = in_hand(s, 0, "palace")
    play(s, LaboratoryDiscard(palace.id))
    assert s.players[0].gold == 1 and names(s.players[0].hand) == ["temple"]
    assert s.deck[0] is palace
    assert not any(isinstance(a, LaboratoryDiscard) for a in s.legal_actions())
    with pytest.raises(AlreadyUsedError):
        s.apply(LaboratoryDiscard(in_hand(s, 0, "temple").id))
    assert_conserved(s)


def test_laboratory_needs_the_district_and_a_card_in_hand() -> None:
    s = Scenario(players=4).hand(0, "palace").characters({0: "thief"}).turn("thief", True).build()
    with pytest.raises(InvalidTargetError):
        s.apply(LaboratoryDiscard(in_hand(s, 0, "palace").id))
    s = Scenario(players=4).city(0, "laboratory").characters({0: "thief"}).turn("thief", True).build()
    with pytest.raises(NotInHandError):
        s.apply(LaboratoryDiscard(s.deck[-1].id))


# ---------------------------------------------------------------------- Smithy
def test_smithy_pay_two_gold_draw_three_once_per_turn() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 5)
        .city(0, "smithy")
        .deck_top("palace", "tavern", "docks", "harbor")
        .characters({0: "thief"})
        .turn("thief", gathered=True)
        .build()
    )
    play(s, SmithyDraw())
    assert s.players[0].gold == 3
    assert sorted(names(s.players[0].hand)) == ["docks", "palace", "tavern"]
    assert SmithyDraw() not in s.legal_actions()
    with pytest.raises(AlreadyUsedError):
        s.apply(SmithyDraw())


def test_smithy_needs_two_gold() -> None:
    s = Scenario(players=4).gold(0, 1).city(0, "smithy").characters({0: "thief"}).turn("thief", True).build()
    assert SmithyDraw() not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(SmithyDraw())


# ---------------------------------------------------------------------- Observatory & Library
def _drawer(*city: str) -> Scenario:
    return (
        Scenario(players=4)
        .city(0, *city)
        .deck_top("palace", "tavern", "docks", "harbor")
        .characters({0: "thief"})
        .turn("thief")
    )


def test_observatory_draw_three_keep_one_others_to_bottom() -> None:
    s = _drawer("observatory").build()
    play(s, DrawCards())
    assert names(s.drawn) == ["palace", "tavern", "docks"]
    play(s, KeepCard(s.drawn[1].id))
    assert names(s.players[0].hand) == ["tavern"]
    assert sorted(names(s.deck[:2])) == ["docks", "palace"]
    assert s.deck[-1].name == "harbor"


def test_library_keep_every_card_drawn() -> None:
    s = _drawer("library").build()
    play(s, DrawCards())
    assert s.decision == Decision.MAIN
    assert sorted(names(s.players[0].hand)) == ["palace", "tavern"]
    assert s.deck[-1].name == "docks"


def test_observatory_and_library_draw_three_keep_all() -> None:
    s = _drawer("observatory", "library").build()
    play(s, DrawCards())
    assert s.decision == Decision.MAIN
    assert sorted(names(s.players[0].hand)) == ["docks", "palace", "tavern"]


def test_library_and_observatory_only_for_the_resource_draw() -> None:
    s = (
        Scenario(players=4)
        .city(0, "observatory", "library")
        .deck_top("palace", "tavern", "docks")
        .characters({0: "architect"})
        .turn("architect")
        .build()
    )
    play(s, TakeGold())
    assert sorted(names(s.players[0].hand)) == ["palace", "tavern"]  # the Architect's 2, not 3


# ---------------------------------------------------------------------- Graveyard
def graveyard(gy_gold: int = 1, gy_seat: int = 1) -> Scenario:
    return (
        Scenario(players=4)
        .gold(3, 10)
        .gold(gy_seat, gy_gold)
        .city(gy_seat, "graveyard")
        .city(2, "castle", "temple")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
    )


def test_graveyard_owner_decides_pays_one_gold_and_takes_the_card() -> None:
    s = graveyard().turn("warlord", gathered=True).build()
    castle = in_city(s, 2, "castle")
    play(s, Destroy(2, castle.id))
    assert s.decision == Decision.GRAVEYARD
    assert s.to_move == 1  # the owner, not the active seat
    assert s.grave_card is castle
    assert_conserved(s)
    assert set(s.legal_actions()) == {GraveyardTake(), GraveyardDecline()}
    with pytest.raises(NotYourDecisionError) as err:
        s.apply(GraveyardTake(), seat=3)
    assert "seat 1" in str(err.value)
    play(s, GraveyardTake())
    assert s.players[1].gold == 0 and s.players[1].hand == [castle]
    assert s.decision == Decision.MAIN and s.to_move == 3
    assert_conserved(s)


def test_graveyard_declined_card_goes_to_the_bottom() -> None:
    s = graveyard().turn("warlord", gathered=True).build()
    castle = in_city(s, 2, "castle")
    play(s, Destroy(2, castle.id))
    play(s, GraveyardDecline())
    assert s.players[1].gold == 1 and s.players[1].hand == []
    assert s.deck[0] is castle
    assert s.to_move == 3 and s.decision == Decision.MAIN


def test_graveyard_needs_one_gold() -> None:
    s = graveyard(gy_gold=0).turn("warlord", gathered=True).build()
    castle = in_city(s, 2, "castle")
    play(s, Destroy(2, castle.id))
    assert s.decision == Decision.MAIN and s.to_move == 3
    assert s.deck[0] is castle


def test_graveyard_not_for_the_warlord_himself() -> None:
    s = graveyard(gy_gold=5, gy_seat=3).turn("warlord", gathered=True).build()
    play(s, Destroy(2, in_city(s, 2, "castle").id))
    assert s.decision == Decision.MAIN and s.grave_card is None


def test_graveyard_not_when_the_graveyard_itself_is_destroyed() -> None:
    s = graveyard(gy_gold=5).turn("warlord", gathered=True).build()
    gy = in_city(s, 1, "graveyard")
    play(s, Destroy(1, gy.id))
    assert s.decision == Decision.MAIN and s.players[1].hand == []
    assert s.deck[0] is gy


# ---------------------------------------------------------------------- 8-point districts
@pytest.mark.parametrize("name", ["dragon_gate", "university"])
def test_dragon_gate_and_university_score_eight(name: str) -> None:
    s = Scenario(players=4).city(0, name).characters({0: "king"}).turn("king", True).build()
    assert score_player(s, s.players[0]).districts == 8
    assert in_city(s, 0, name).cost == 6


# ---------------------------------------------------------------------- Great Wall
def test_great_wall_warlord_pays_one_more_for_other_districts_only() -> None:
    s = (
        Scenario(players=4)
        .gold(3, 4)
        .city(1, "great_wall", "castle", "temple")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    legal = {a for a in s.legal_actions() if isinstance(a, Destroy)}
    castle, temple, wall = (in_city(s, 1, n) for n in ("castle", "temple", "great_wall"))
    assert Destroy(1, castle.id) in legal  # 4 - 1 + 1 = 4
    assert Destroy(1, wall.id) not in legal  # 6 - 1 = 5, not 6: still too dear with 4 gold
    play(s, Destroy(1, temple.id))
    assert s.players[3].gold == 3  # 1 - 1 + 1
    s = (
        Scenario(players=4)
        .gold(3, 5)
        .city(1, "great_wall")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, Destroy(1, in_city(s, 1, "great_wall").id))
    assert s.players[3].gold == 0  # the wall itself: no surcharge


def test_great_wall_only_protects_its_own_city() -> None:
    s = (
        Scenario(players=4)
        .gold(3, 3)
        .city(1, "great_wall")
        .city(2, "castle")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, Destroy(2, in_city(s, 2, "castle").id))
    assert s.players[3].gold == 0


# ---------------------------------------------------------------------- School of Magic
def test_school_of_magic_chosen_each_time_for_income() -> None:
    s = (
        Scenario(players=4)
        .city(0, "school_of_magic", "tavern")
        .characters({0: "merchant"})
        .turn("merchant", gathered=True)
        .build()
    )
    play(s, TakeIncome(DistrictType.TRADE))
    assert s.players[0].gold == 2


def test_school_of_magic_is_unique_at_scoring() -> None:
    s = (
        Scenario(players=4)
        .city(0, "school_of_magic", "manor", "temple", "tavern")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    assert b.five_types == 0 and b.type_counts[DistrictType.UNIQUE] == 1


# ---------------------------------------------------------------------- Imperial Treasury, Map Room
def test_imperial_treasury_one_point_per_gold() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 7)
        .city(0, "imperial_treasury")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    assert b.unique_bonuses == (("imperial_treasury", 7),)
    assert b.total == 4 + 7


def test_map_room_one_point_per_card_in_hand() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 7)
        .hand(0, "manor", "tavern", "keep")
        .city(0, "map_room")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    assert b.unique_bonuses == (("map_room", 3),)
    assert b.total == 5 + 3


def test_no_unique_bonus_without_the_district() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 7)
        .hand(0, "manor")
        .city(0, "manor")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    assert b.unique_bonuses == () and b.total == 3


def test_unique_districts_are_built_like_others() -> None:
    s = Scenario(players=4).gold(0, 6).hand(0, "library").characters({0: "thief"}).turn("thief", True).build()
    play(s, Build(in_hand(s, 0, "library").id))
    assert s.players[0].gold == 0
    play(s, EndTurn())
