"""RULES.md §4: the eight classic characters, each exactly as written."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, finish_round, names, play

from citadels.engine import (
    Build,
    Decision,
    Destroy,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GameState,
    KeepCard,
    Murder,
    Rob,
    SwapHands,
    TakeGold,
    TakeIncome,
)
from citadels.engine.errors import (
    AlreadyUsedError,
    CannotAffordError,
    InvalidTargetError,
    WrongPhaseError,
)
from citadels.engine.events import CrownPassed, Event, GoldStolen, MurderedRevealed
from tests.engine.scenario import Scenario, in_city, in_hand

FOUR = {0: "assassin", 1: "thief", 2: "king", 3: "warlord"}


def until_seat_plays(s: GameState, seat: int) -> list[Event]:
    """Play passively until `seat` owes a decision in the turn phase."""
    events: list[Event] = []
    while s.to_move != seat or s.decision not in (Decision.GATHER, Decision.MAIN):
        events += s.apply(TakeGold() if s.decision == Decision.GATHER else EndTurn())
    return events


# ---------------------------------------------------------------------- 1 Assassin
def test_assassin_names_another_character() -> None:
    s = Scenario(players=4).characters(FOUR).turn("assassin", gathered=True).build()
    murders = {a.rank for a in s.legal_actions() if isinstance(a, Murder)}
    assert murders == set(range(2, 9))
    with pytest.raises(InvalidTargetError):
        s.apply(Murder(1))
    play(s, Murder(4))
    assert s.murdered == 4
    assert not any(isinstance(a, Murder) for a in s.legal_actions())  # once per turn


def test_assassin_murdered_holder_silent_loses_turn_revealed_at_end_of_round() -> None:
    s = Scenario(players=4).gold(2, 3).characters(FOUR).turn("assassin", gathered=True).build()
    play(s, Murder(4))
    played = set()
    events = []
    while s.decision != Decision.DRAFT_PICK:
        played.add(s.to_move)
        if s.decision == Decision.MAIN and s.to_move == 3:
            assert s.view(0).murdered_seat == -1  # not yet revealed
        events += s.apply(TakeGold() if s.decision == Decision.GATHER else EndTurn())
    assert 2 not in played
    assert s.players[2].gold == 3
    assert MurderedRevealed(4, 2) in events


def test_assassin_two_players_murdered_holder_still_plays_other_character() -> None:
    s = (
        Scenario(players=2)
        .characters({0: ("assassin", "king"), 1: ("merchant", "warlord")})
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Murder(6))
    play(s, EndTurn())
    assert (s.to_move, s.cur_rank) == (0, 4)
    play(s, TakeGold())
    play(s, EndTurn())
    assert (s.to_move, s.cur_rank) == (1, 8)  # the Merchant's turn is lost, the Warlord's is not


# ---------------------------------------------------------------------- 2 Thief
def test_thief_cannot_rob_assassin_murdered_or_himself() -> None:
    s = Scenario(players=4).characters(FOUR).murdered("king").turn("thief", gathered=True).build()
    robs = {a.rank for a in s.legal_actions() if isinstance(a, Rob)}
    assert robs == {3, 5, 6, 7, 8}
    for rank in (1, 2, 4):
        with pytest.raises(InvalidTargetError):
            s.apply(Rob(rank))
    play(s, Rob(8))
    assert not any(isinstance(a, Rob) for a in s.legal_actions())


def test_thief_takes_all_gold_when_victim_is_revealed() -> None:
    s = (
        Scenario(players=4)
        .gold(1, 0)
        .gold(2, 4)
        .gold(3, 6)
        .characters(FOUR)
        .turn("thief", gathered=True)
        .build()
    )
    play(s, Rob(8))
    assert s.players[3].gold == 6 and s.players[1].gold == 0  # nothing happens yet
    play(s, EndTurn())  # the King's turn (seat 2)
    assert s.to_move == 2 and s.players[3].gold == 6
    play(s, TakeGold())
    play(s, EndTurn())  # the Warlord is called and revealed
    assert s.to_move == 3 and s.decision == Decision.GATHER
    assert s.players[3].gold == 0
    assert s.players[1].gold == 6


def test_thief_robbing_a_character_nobody_holds_takes_nothing() -> None:
    s = Scenario(players=4).gold(2, 4).gold(3, 6).characters(FOUR).turn("thief", gathered=True).build()
    play(s, Rob(6))
    events = finish_round(s)
    assert not any(isinstance(e, GoldStolen) for e in events)


# ---------------------------------------------------------------------- 3 Magician
def test_magician_swaps_whole_hand() -> None:
    s = (
        Scenario(players=4)
        .hand(0, "castle", "temple")
        .hand(2, "palace", "tavern", "market")
        .characters({0: "magician"})
        .turn("magician", gathered=True)
        .build()
    )
    mine, theirs = list(s.players[0].hand), list(s.players[2].hand)
    play(s, SwapHands(2))
    assert s.players[0].hand == theirs and s.players[2].hand == mine
    assert not any(isinstance(a, SwapHands | ExchangeCard) for a in s.legal_actions())  # once


def test_magician_swap_allowed_with_an_empty_hand() -> None:
    s = (
        Scenario(players=4)
        .hand(1, "palace", "tavern")
        .characters({0: "magician"})
        .turn("magician", True)
        .build()
    )
    assert s.players[0].hand == []
    play(s, SwapHands(1))
    assert names(s.players[0].hand) == ["palace", "tavern"] and s.players[1].hand == []


def test_magician_cannot_swap_with_himself() -> None:
    s = Scenario(players=4).hand(0, "palace").characters({0: "magician"}).turn("magician", True).build()
    assert SwapHands(0) not in s.legal_actions()
    with pytest.raises(InvalidTargetError):
        s.apply(SwapHands(0))


def test_magician_exchange_to_bottom_then_draw_as_many_from_top() -> None:
    s = (
        Scenario(players=4)
        .hand(0, "castle", "temple", "tavern")
        .characters({0: "magician"})
        .deck_top("palace", "docks", "harbor")
        .turn("magician", gathered=True)
        .build()
    )
    size = len(s.deck)
    castle, temple = in_hand(s, 0, "castle"), in_hand(s, 0, "temple")
    play(s, ExchangeCard(castle.id))
    assert s.decision == Decision.EXCHANGE
    play(s, ExchangeCard(temple.id))
    play(s, FinishExchange())
    assert sorted(names(s.players[0].hand)) == ["docks", "palace", "tavern"]
    assert {s.deck[0], s.deck[1]} == {castle, temple}  # at the bottom
    assert len(s.deck) == size and s.deck[-1].name == "harbor"
    assert s.decision == Decision.MAIN
    assert not any(isinstance(a, SwapHands | ExchangeCard) for a in s.legal_actions())
    assert_conserved(s)


def test_magician_exchange_needs_at_least_one_card() -> None:
    s = Scenario(players=4).hand(0, "castle").characters({0: "magician"}).turn("magician", True).build()
    assert FinishExchange() not in s.legal_actions()
    with pytest.raises(WrongPhaseError):
        s.apply(FinishExchange())


# ---------------------------------------------------------------------- 4 King
def test_king_takes_the_crown_at_the_start_of_his_turn() -> None:
    s = Scenario(players=4).crown(0).characters({2: "king"}).turn("king").build()
    assert s.decision == Decision.GATHER and s.crown == 2
    s = Scenario(players=4).crown(0).characters({0: "thief", 2: "king"}).turn("thief", True).build()
    events = s.apply(EndTurn())
    assert s.crown == 2 and CrownPassed(0, 2, "king") in events


def test_king_murdered_heir_takes_the_crown_at_end_of_round() -> None:
    s = (
        Scenario(players=4)
        .crown(0)
        .characters({1: "assassin", 2: "king", 3: "warlord"})
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Murder(4))
    play(s, EndTurn())
    until_seat_plays(s, 3)
    assert s.crown == 0  # not at the King's call
    events = finish_round(s)
    assert s.crown == 2
    assert CrownPassed(0, 2, "heir") in events


def test_king_nobody_picked_the_crown_stays() -> None:
    s = (
        Scenario(players=4)
        .crown(1)
        .characters({0: "assassin", 1: "thief", 2: "bishop", 3: "warlord"})
        .faceup("magician", "merchant")
        .turn("assassin", gathered=True)
        .build()
    )
    assert 4 in s.facedown
    play(s, Murder(4))  # murdering a King nobody holds makes no heir either
    finish_round(s)
    assert s.crown == 1


def test_king_income_noble() -> None:
    s = (
        Scenario(players=4)
        .city(0, "manor", "palace", "temple")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    play(s, TakeIncome())
    assert s.players[0].gold == 2


# ---------------------------------------------------------------------- 5 Bishop
def test_bishop_income_religious() -> None:
    s = (
        Scenario(players=4)
        .city(0, "temple", "cathedral", "manor")
        .characters({0: "bishop"})
        .turn("bishop", True)
        .build()
    )
    play(s, TakeIncome())
    assert s.players[0].gold == 2


def test_bishop_city_protected_from_the_warlord() -> None:
    s = (
        Scenario(players=4)
        .gold(3, 10)
        .city(1, "manor", "temple")
        .city(2, "castle")
        .characters({1: "bishop", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    targets = {a.seat for a in s.legal_actions() if isinstance(a, Destroy)}
    assert targets == {2}
    with pytest.raises(InvalidTargetError):
        s.apply(Destroy(1, in_city(s, 1, "temple").id))


def test_bishop_murdered_loses_protection() -> None:
    s = (
        Scenario(players=4)
        .gold(3, 10)
        .city(1, "manor", "temple")
        .characters({1: "bishop", 3: "warlord"})
        .murdered("bishop")
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, Destroy(1, in_city(s, 1, "temple").id))
    assert names(s.players[1].city) == ["manor"]


# ---------------------------------------------------------------------- 6 Merchant
@pytest.mark.parametrize("resource", ["gold", "cards"])
def test_merchant_one_extra_gold_whatever_resource(resource: str) -> None:
    s = Scenario(players=4).gold(0, 1).characters({0: "merchant"}).turn("merchant").build()
    if resource == "gold":
        play(s, TakeGold())
        assert s.players[0].gold == 4
    else:
        play(s, DrawCards())
        assert s.players[0].gold == 1  # granted right after the resource step, not before
        play(s, KeepCard(s.drawn[0].id))
        assert s.players[0].gold == 2


def test_merchant_income_trade() -> None:
    s = (
        Scenario(players=4)
        .city(0, "tavern", "market", "harbor", "manor")
        .characters({0: "merchant"})
        .turn("merchant", True)
        .build()
    )
    play(s, TakeIncome())
    assert s.players[0].gold == 3


# ---------------------------------------------------------------------- 7 Architect
@pytest.mark.parametrize("resource", ["gold", "cards"])
def test_architect_two_extra_cards_whatever_resource(resource: str) -> None:
    s = Scenario(players=4).characters({0: "architect"}).turn("architect").build()
    if resource == "gold":
        play(s, TakeGold())
        assert len(s.players[0].hand) == 2 and s.players[0].gold == 2
    else:
        play(s, DrawCards())
        assert s.players[0].hand == []
        play(s, KeepCard(s.drawn[0].id))
        assert len(s.players[0].hand) == 3
    assert s.decision == Decision.MAIN


def test_architect_triple_build_only_in_the_architect_turn() -> None:
    def two_player() -> Scenario:
        return (
            Scenario(players=2)
            .gold(0, 30)
            .hand(0, "temple", "tavern", "market", "prison", "manor", "castle")
            .characters({0: ("architect", "warlord"), 1: ("king", "bishop")})
        )

    s = two_player().turn("architect", gathered=True).build()
    for name in ("temple", "tavern", "market"):
        play(s, Build(in_hand(s, 0, name).id))
    assert not any(isinstance(a, Build) for a in s.legal_actions())
    # builds left over in the Architect's turn do not carry into the Warlord's turn
    s = two_player().turn("architect", gathered=True).build()
    play(s, Build(in_hand(s, 0, "temple").id))
    play(s, EndTurn())
    assert (s.to_move, s.cur_rank) == (0, 8)
    play(s, TakeGold())
    play(s, Build(in_hand(s, 0, "prison").id))
    assert not any(isinstance(a, Build) for a in s.legal_actions())
    with pytest.raises(AlreadyUsedError):
        s.apply(Build(in_hand(s, 0, "manor").id))


# ---------------------------------------------------------------------- 8 Warlord
def warlord(gold: int = 10) -> Scenario:
    return Scenario(players=4).gold(3, gold).characters({0: "assassin", 1: "king", 2: "thief", 3: "warlord"})


def test_warlord_destroys_paying_cost_minus_one_card_to_bottom() -> None:
    s = warlord(5).city(1, "palace", "manor").turn("warlord", gathered=True).build()
    palace = in_city(s, 1, "palace")
    play(s, Destroy(1, palace.id))
    assert s.players[3].gold == 1
    assert names(s.players[1].city) == ["manor"]
    assert s.deck[0] is palace
    assert not any(isinstance(a, Destroy) for a in s.legal_actions())  # once per turn
    assert_conserved(s)


def test_warlord_cost_one_district_is_free() -> None:
    s = warlord(0).city(1, "temple", "palace").turn("warlord", gathered=True).build()
    destroys = [a for a in s.legal_actions() if isinstance(a, Destroy)]
    assert destroys == [Destroy(1, in_city(s, 1, "temple").id)]
    play(s, destroys[0])
    assert s.players[3].gold == 0


def test_warlord_needs_the_gold() -> None:
    s = warlord(3).city(1, "palace").turn("warlord", gathered=True).build()
    with pytest.raises(CannotAffordError):
        s.apply(Destroy(1, in_city(s, 1, "palace").id))


def test_warlord_may_destroy_in_his_own_city() -> None:
    s = warlord(5).city(3, "castle").turn("warlord", gathered=True).build()
    play(s, Destroy(3, in_city(s, 3, "castle").id))
    assert s.players[3].city == [] and s.players[3].gold == 2


def test_warlord_never_in_a_completed_city() -> None:
    city = ("temple", "tavern", "watchtower", "church", "market", "prison", "manor")
    s = warlord().city(1, *city).city(2, *city[:6]).turn("warlord", gathered=True).build()
    assert s.players[1].completed
    assert {a.seat for a in s.legal_actions() if isinstance(a, Destroy)} == {2}
    with pytest.raises(InvalidTargetError):
        s.apply(Destroy(1, in_city(s, 1, "manor").id))


def test_warlord_never_a_keep() -> None:
    s = warlord().city(1, "keep", "manor").turn("warlord", gathered=True).build()
    keep = in_city(s, 1, "keep")
    assert Destroy(1, keep.id) not in s.legal_actions()
    with pytest.raises(InvalidTargetError):
        s.apply(Destroy(1, keep.id))


def test_warlord_eight_point_district_costs_five() -> None:
    s = warlord(5).city(1, "dragon_gate").turn("warlord", gathered=True).build()
    play(s, Destroy(1, in_city(s, 1, "dragon_gate").id))
    assert s.players[3].gold == 0
    s = warlord(4).city(1, "university").turn("warlord", gathered=True).build()
    assert not any(isinstance(a, Destroy) for a in s.legal_actions())


def test_warlord_income_military() -> None:
    s = warlord(0).city(3, "prison", "fortress", "manor").turn("warlord", gathered=True).build()
    play(s, TakeIncome())
    assert s.players[3].gold == 2


def test_warlord_ability_only_during_his_turn() -> None:
    s = warlord().city(1, "manor").characters({0: "bishop"}).turn("bishop", gathered=True).build()
    with pytest.raises(WrongPhaseError):
        s.apply(Destroy(1, in_city(s, 1, "manor").id))


def test_warlord_destroy_after_income_and_build_any_time() -> None:
    s = (
        warlord(5)
        .hand(3, "prison")
        .city(3, "fortress")
        .city(1, "castle")
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 3, "prison").id))
    play(s, TakeIncome())
    play(s, Destroy(1, in_city(s, 1, "castle").id))
    assert s.players[3].gold == 5 - 2 + 2 - 3


def test_warlord_refused_destroy_does_not_use_the_ability() -> None:
    s = warlord(3).city(1, "castle", "palace").turn("warlord", gathered=True).build()
    with pytest.raises(CannotAffordError):
        s.apply(Destroy(1, in_city(s, 1, "palace").id))
    play(s, Destroy(1, in_city(s, 1, "castle").id))
    with pytest.raises(AlreadyUsedError):
        s.apply(Destroy(1, in_city(s, 1, "palace").id))
