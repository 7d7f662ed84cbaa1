"""RULES.md §9.3 Trader (rank 6, the 2016 box): 1 gold per trade district; the trade districts built in
his turn do not use the building limit (any number of them, plus one district of another type)."""

from __future__ import annotations

import pytest
from engine_testlib import play

from citadels.engine import Bewitch, Build, DistrictType, EndTurn, TakeGold, TakeIncome
from citadels.engine.errors import AlreadyUsedError, DuplicateDistrictError
from citadels.engine.events import GoldTaken, IncomeTaken
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario, in_hand

CAST = ["assassin", "thief", "magician", "king", "bishop", "trader", "architect", "warlord"]


def trader_turn(*hand: str, gold: int = 20, cast: list[str] = CAST, holder: str = "trader") -> Scenario:
    return (
        Scenario(players=4, characters=cast)
        .characters({0: holder, 1: "bishop", 2: "warlord", 3: "king"})
        .hand(0, *hand)
        .gold(0, gold)
    )


def build(s: object, seat: int, name: str) -> None:
    play(s, Build(in_hand(s, seat, name).id))  # type: ignore[arg-type]


def test_9_3_trader_builds_any_number_of_trade_districts_plus_one_other() -> None:
    s = trader_turn("tavern", "market", "docks", "temple", "manor").turn("trader", gathered=True).build()
    build(s, 0, "tavern")
    build(s, 0, "market")
    build(s, 0, "temple")  # the one district of another type
    build(s, 0, "docks")  # trade districts still, after it
    assert [c.name for c in s.players[0].city] == ["tavern", "market", "temple", "docks"]
    manor = in_hand(s, 0, "manor")
    assert Build(manor.id) not in s.legal_actions()
    with pytest.raises(AlreadyUsedError) as refused:
        s.apply(Build(manor.id))
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.BUILD_LIMIT
    assert s.why_not(Build(manor.id)) is not None


def test_9_3_trader_each_trade_build_is_paid_and_no_duplicate_name() -> None:
    s = (
        trader_turn("tavern", "market", "harbor", gold=3)
        .city(0, "market")
        .turn("trader", gathered=True)
        .build()
    )
    market = in_hand(s, 0, "market")
    assert Build(market.id) not in s.legal_actions()
    with pytest.raises(DuplicateDistrictError):
        s.apply(Build(market.id))
    build(s, 0, "tavern")
    assert s.players[0].gold == 2
    assert Build(in_hand(s, 0, "harbor").id) not in s.legal_actions()  # 4 gold: he has 2


def test_9_3_trader_income_is_one_gold_per_trade_district() -> None:
    s = trader_turn(gold=0).city(0, "tavern", "docks", "manor").turn("trader", gathered=True).build()
    events = play(s, TakeIncome())
    assert IncomeTaken(0, 2, DistrictType.TRADE, None) in events and GoldTaken(0, 2, "income") in events
    assert s.players[0].gold == 2


def test_9_3_trader_school_of_magic_is_trade_for_his_income_but_unique_for_the_building_limit() -> None:
    s = (
        trader_turn("school_of_magic", "temple", "tavern", gold=20)
        .city(0, "market")
        .turn("trader", gathered=True)
        .build()
    )
    build(s, 0, "school_of_magic")  # a unique district: it uses his one other build
    assert Build(in_hand(s, 0, "temple").id) not in s.legal_actions()
    build(s, 0, "tavern")
    gold = s.players[0].gold
    play(s, TakeIncome(DistrictType.TRADE))
    assert s.players[0].gold == gold + 3  # market, tavern and the School of Magic


def test_9_3_trader_free_trade_builds_are_his_alone() -> None:
    """The flag is the Trader's: the Merchant's trade districts use the limit of 1."""
    cast = [*CAST]
    cast[5] = "merchant"
    s = trader_turn("tavern", "market", cast=cast, holder="merchant").turn("merchant", gathered=True).build()
    build(s, 0, "tavern")
    assert Build(in_hand(s, 0, "market").id) not in s.legal_actions()


def test_9_3_trader_bewitched_the_witch_gets_his_free_trade_builds() -> None:
    cast = [*CAST]
    cast[0] = "witch"
    s = (
        Scenario(players=4, characters=cast)
        .characters({0: "witch", 1: "trader", 2: "warlord", 3: "king"})
        .hand(0, "tavern", "market", "temple")
        .gold(0, 20)
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(6))
    while not (s.cur_rank == 6 and s.cur_seat == 0):
        play(s, TakeGold() if TakeGold() in s.legal_actions() else EndTurn())
    for name in ("tavern", "temple", "market"):
        build(s, 0, name)
    assert len(s.players[0].city) == 3
