"""RULES.md §9.3 Marshal (and §9.1 "rank-8 character", §9.5 Keep, Great Wall and Haunted City): the
2016 rank-8 card, through `legal_actions()` and `apply()` — one test per ruling."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import CHARACTERS, Build, TakeIncome, validate_config
from citadels.engine.actions import SeizeDistrict
from citadels.engine.config import line_up_by_names
from citadels.engine.errors import CannotAffordError, InvalidTargetError
from citadels.engine.events import CityCompleted, DistrictSeized, GoldTaken
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario, in_city, in_hand

MARSHAL_CAST = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "marshal")


def marshal_game(players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*MARSHAL_CAST)
        .characters({0: "marshal", 1: "king", 2: "bishop", 3: "merchant"})
        .city(0, "watchtower", "prison")
        .city(1, "manor", "keep", "tavern")
        .city(2, "church")
        .city(3, "docks", "palace", "temple")
        .gold(0, 5)
    )


def seizures(s: object) -> list[SeizeDistrict]:
    return [a for a in s.legal_actions() if isinstance(a, SeizeDistrict)]  # type: ignore[attr-defined]


def test_9_2_marshal_is_a_rank_8_alternate_in_no_preset() -> None:
    marshal = CHARACTERS["marshal"]
    assert marshal.rank == 8
    assert line_up_by_names(MARSHAL_CAST)[7] is marshal
    for preset in ("classic", "darkcity"):
        config = validate_config(players=5, characters=preset)
        from citadels.engine.config import resolve_line_up

        assert marshal not in resolve_line_up(config, 1)


def test_9_3_marshal_income_is_one_gold_per_military_district() -> None:
    s = (
        marshal_game()
        .city(0, "watchtower", "prison", "fortress", "temple")
        .turn("marshal", gathered=True)
        .build()
    )
    events = play(s, TakeIncome())
    assert GoldTaken(0, 3, "income") in events
    assert s.players[0].gold == 8


def test_9_3_marshal_seizes_paying_its_cost_to_the_owner() -> None:
    s = marshal_game().turn("marshal", gathered=True).build()
    docks = in_city(s, 3, "docks")
    seize = SeizeDistrict(3, docks.id)
    assert seize in s.legal_actions()
    events = play(s, seize)
    assert DistrictSeized(0, 3, docks.id, 3) in events
    assert docks in s.players[0].city and docks not in s.players[3].city
    assert (s.players[0].gold, s.players[3].gold) == (2, 3)
    assert s.ability_used and not seizures(s)
    assert s.builds_left == 1  # not a build: the building limit is untouched
    assert_conserved(s)


def test_9_3_marshal_only_cost_three_or_less() -> None:
    s = marshal_game().gold(0, 9).turn("marshal", gathered=True).build()
    palace = in_city(s, 3, "palace")
    assert SeizeDistrict(3, palace.id) not in s.legal_actions()
    with pytest.raises(InvalidTargetError, match="cost 3 or less") as err:
        s.apply(SeizeDistrict(3, palace.id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.SEIZE_COST
    assert palace in s.players[3].city and s.players[0].gold == 9


def test_9_3_marshal_artist_gold_raises_the_cost_and_travels() -> None:
    s = (
        Scenario(players=5)
        .line_up(*MARSHAL_CAST, "artist")
        .characters({0: "marshal", 1: "king", 2: "bishop", 3: "merchant", 4: "artist"})
        .city(3, "docks", "market")
        .artist_gold(3, "docks", "market")
        .gold(0, 9)
        .turn("marshal", gathered=True)
        .build()
    )
    docks, market = in_city(s, 3, "docks"), in_city(s, 3, "market")
    assert SeizeDistrict(3, docks.id) not in s.legal_actions()  # 3 + 1 = 4
    with pytest.raises(InvalidTargetError) as err:
        s.apply(SeizeDistrict(3, docks.id))
    assert err.value.refusal is not None and err.value.refusal.cost == 4
    events = play(s, SeizeDistrict(3, market.id))  # 2 + 1 = 3
    assert DistrictSeized(0, 3, market.id, 3) in events
    assert market.id in s.adorned  # the Artist's gold goes with it


def test_9_3_marshal_great_wall_adds_one_paid_to_the_owner() -> None:
    s = marshal_game().city(3, "docks", "great_wall").gold(0, 4).turn("marshal", gathered=True).build()
    docks = in_city(s, 3, "docks")
    events = play(s, SeizeDistrict(3, docks.id))
    assert DistrictSeized(0, 3, docks.id, 4) in events  # 3 passes the test; the Wall adds 1
    assert (s.players[0].gold, s.players[3].gold) == (0, 4)


def test_9_3_marshal_must_afford_the_price() -> None:
    s = marshal_game().gold(0, 2).turn("marshal", gathered=True).build()
    docks = in_city(s, 3, "docks")
    assert SeizeDistrict(3, docks.id) not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(SeizeDistrict(3, docks.id))
    assert SeizeDistrict(3, in_city(s, 3, "temple").id) in s.legal_actions()


def test_9_1_marshal_not_the_keep_nor_the_living_bishop() -> None:
    s = marshal_game().turn("marshal", gathered=True).build()
    keep, church = in_city(s, 1, "keep"), in_city(s, 2, "church")
    legal = seizures(s)
    assert SeizeDistrict(1, keep.id) not in legal and SeizeDistrict(2, church.id) not in legal
    with pytest.raises(InvalidTargetError, match="Keep"):
        s.apply(SeizeDistrict(1, keep.id))
    with pytest.raises(InvalidTargetError, match="Bishop") as err:
        s.apply(SeizeDistrict(2, church.id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.CITY_PROTECTED


def test_9_3_marshal_a_murdered_bishop_protects_nobody() -> None:
    s = (
        marshal_game()
        .characters({0: "marshal", 1: "assassin", 2: "bishop", 3: "merchant"})
        .murdered("bishop")
        .turn("marshal", gathered=True)
        .build()
    )
    assert SeizeDistrict(2, in_city(s, 2, "church").id) in s.legal_actions()


def test_9_3_marshal_not_his_own_city_nor_a_name_he_has() -> None:
    s = marshal_game().city(3, "prison", "docks").turn("marshal", gathered=True).build()
    prison = in_city(s, 3, "prison")
    mine = in_city(s, 0, "watchtower")
    assert SeizeDistrict(3, prison.id) not in s.legal_actions()
    with pytest.raises(InvalidTargetError) as err:
        s.apply(SeizeDistrict(3, prison.id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.DUPLICATE
    with pytest.raises(InvalidTargetError) as err:
        s.apply(SeizeDistrict(0, mine.id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.TARGET_SELF
    assert all(a.seat != 0 for a in seizures(s))


def test_9_3_marshal_not_from_a_completed_city() -> None:
    s = (
        marshal_game()
        .city(3, "manor", "tavern", "temple", "castle", "palace", "market", "docks")
        .turn("marshal", gathered=True)
        .build()
    )
    assert not any(a.seat == 3 for a in seizures(s))
    with pytest.raises(InvalidTargetError, match="completed"):
        s.apply(SeizeDistrict(3, in_city(s, 3, "docks").id))


def test_9_3_marshal_seizure_may_complete_his_city_first() -> None:
    s = (
        marshal_game()
        .city(0, "watchtower", "prison", "manor", "castle", "palace", "market")
        .turn("marshal", gathered=True)
        .build()
    )
    docks = in_city(s, 3, "docks")
    events = play(s, SeizeDistrict(3, docks.id))
    assert CityCompleted(0, True) in events
    assert s.players[0].completed and s.first_complete == 0


def test_9_5_seized_haunted_city_keeps_the_round_it_was_built_in() -> None:
    s = (
        marshal_game()
        .city(3, "haunted_city")
        .haunted_built(3, 1)
        .round(3)
        .turn("marshal", gathered=True)
        .build()
    )
    haunted = in_city(s, 3, "haunted_city")
    play(s, SeizeDistrict(3, haunted.id))
    assert s.players[0].haunted_round == 1 and s.players[3].haunted_round == -1


def test_9_3_marshal_seizure_is_not_a_build_so_he_may_still_build() -> None:
    s = marshal_game().hand(0, "temple").turn("marshal", gathered=True).build()
    play(s, SeizeDistrict(3, in_city(s, 3, "docks").id))
    assert Build(in_hand(s, 0, "temple").id) in s.legal_actions()


def test_9_3_bewitched_marshal_seizes_into_the_witchs_city() -> None:
    s = (
        Scenario(players=4)
        .line_up("witch", "thief", "magician", "king", "bishop", "merchant", "architect", "marshal")
        .characters({0: "witch", 1: "marshal", 2: "bishop", 3: "merchant"})
        .city(3, "docks")
        .gold(0, 3)
        .bewitched("marshal")
        .turn("marshal", gathered=True)
        .build()
    )
    docks = in_city(s, 3, "docks")
    assert s.cur_seat == 0
    play(s, SeizeDistrict(3, docks.id))
    assert docks in s.players[0].city and s.players[0].gold == 0


def test_9_3_marshal_two_players_not_his_other_characters_city() -> None:
    s = (
        Scenario(players=2)
        .line_up(*MARSHAL_CAST)
        .characters({0: ("marshal", "merchant"), 1: ("king", "thief")})
        .city(0, "watchtower")
        .city(1, "docks")
        .gold(0, 5)
        .turn("marshal", gathered=True)
        .build()
    )
    assert {a.seat for a in seizures(s)} == {1}
