"""The bots play the 2016 box's Patrician, Trader and Scholar (RULES.md §9.3): the Scholar draws his
seven and keeps one, the Patrician takes his card income (after a noble build, which then counts), the
Trader builds trade districts past his limit; every league strategy too."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot, turnplan
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.engine import Build, Decision, DrawToKeepOne, GameState, KeepCard, TakeIncome
from tests.engine.scenario import Scenario, in_hand

CAST = ["assassin", "thief", "magician", "patrician", "bishop", "trader", "scholar", "warlord"]
BOTS = ("medium", "easy", "careful", "rusher", "fortress", "hoarder", "raider", "greedy")


def turn(character: str, *hand: str, city: tuple[str, ...] = (), gold: int = 0) -> GameState:
    s = (
        Scenario(players=4, characters=CAST)
        .characters({0: character, 1: "bishop" if character != "bishop" else "king", 2: "warlord"})
        .hand(0, *hand)
        .gold(0, gold)
    )
    if city:
        s = s.city(0, *city)
    return s.turn(character, gathered=True).build()


def choose(bot: str, s: GameState) -> object:
    b = make_bot(bot, 3)
    return b.choose(s.view(s.to_move), s.legal_actions())


@pytest.mark.parametrize("bot", BOTS)
def test_every_bot_draws_the_scholars_seven_and_keeps_one(bot: str) -> None:
    s = turn("scholar", "temple")
    assert choose(bot, s) == DrawToKeepOne()
    s.apply(DrawToKeepOne())
    assert s.decision == Decision.KEEP_ONE_DRAWN
    kept = choose(bot, s)
    assert isinstance(kept, KeepCard) and kept in s.legal_actions()


@pytest.mark.parametrize("bot", BOTS)
def test_every_bot_takes_the_patricians_card_income(bot: str) -> None:
    s = turn("patrician", city=("manor", "castle"))
    assert choose(bot, s) == TakeIncome()


def test_medium_builds_a_noble_district_before_the_card_income_then_takes_it() -> None:
    s = turn("patrician", "palace", city=("manor",), gold=5)
    bot = make_bot("medium", 1)
    first = bot.choose(s.view(0), s.legal_actions())
    assert first == Build(in_hand(s, 0, "palace").id)
    s.apply(first)
    assert bot.choose(s.view(0), s.legal_actions()) == TakeIncome()
    assert bot.last_reason is not None and bot.last_reason.key == M.INCOME_CARDS


def test_medium_trader_builds_trade_districts_past_his_limit() -> None:
    s = turn("trader", "temple", "tavern", "market", gold=10)
    bot = make_bot("medium", 1)
    built = 0
    while s.decision == Decision.MAIN and s.to_move == 0 and built < 6:
        a = bot.choose(s.view(0), s.legal_actions())
        s.apply(a)
        built += isinstance(a, Build)
    assert {c.name for c in s.players[0].city} == {"temple", "tavern", "market"}


def gathering(character: str, city: tuple[str, ...]) -> GameState:
    s = (
        Scenario(players=4, characters=CAST if character == "patrician" else "classic")
        .characters({0: character, 1: "bishop", 2: "warlord"})
        .hand(0, "palace")
        .city(0, *city)
    )
    return s.turn(character).build()


def test_9_3_the_patricians_card_income_is_cards_the_turn_may_still_bring() -> None:
    """Gathering as the Patrician with noble districts: the income still to come is cards, so the turn
    may bring more (as a gold income is counted as gold): drawing is "more cards to choose from", and
    the 2 gold saved for the Palace promise no "next turn" in public."""
    s = gathering("patrician", ("manor", "castle"))
    view = s.view(0)
    palace = in_hand(s, 0, "palace")
    assert turnplan.may_bring_more(view)
    assert turnplan.draw_reason(view) == Reason(M.PUBLIC_DRAW, {})
    saving = turnplan.gold_reason(view, palace)
    assert saving.key == M.GOLD_SAVE and saving.public_key == M.PUBLIC_GOLD_SAVE
    # no noble district: no card income, nothing more to come (as for the classic King with the same)
    assert not turnplan.may_bring_more(gathering("patrician", ("temple",)).view(0))
    king = gathering("king", ("manor", "castle")).view(0)
    assert not turnplan.may_bring_more(king) and turnplan.draw_reason(king) == Reason(M.DRAW_NOTHING, {})
