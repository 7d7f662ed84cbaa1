"""RULES.md §9.3 Cardinal: the bots take his card income and build a district they cannot afford with a
rival's gold, giving their least useful cards (never from their own seat: the engine offers only
opponents), say why in both languages without naming the cards (§9.11), and play whole games with him."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.darkcity import build_with_loan
from citadels.ai.describe import describe
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS
from citadels.ai.medium import MediumPolicy
from citadels.cli.simulate import play_game
from citadels.engine import CHARACTERS, GameConfig, GameState, Rng, TakeIncome, new_game
from citadels.engine.actions import BuildWithLoan
from citadels.engine.events import CardsGivenForGold
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.engine.scenario import UNIQUES_2016_MEETINGS, Scenario, in_hand

CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")
BOTS = ("medium", "careful", "rusher", "fortress", "hoarder", "raider", "greedy")


def _cardinal_turn() -> GameState:
    return (
        Scenario(players=4)
        .line_up(*CAST)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .city(0, "temple", "manor", "tavern", "market", "docks")
        .hand(0, "palace", "temple", "tavern")
        .gold(0, 3)
        .gold(1, 1)
        .gold(2, 6)
        .round(6)
        .turn("cardinal", gathered=True)
        .build()
    )


def test_9_3_cardinal_has_the_bots_entries() -> None:
    cardinal = CHARACTERS["cardinal"]
    assert cardinal in PLAYS and cardinal in CHARACTER_VALUES


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_builds_with_a_rivals_gold_giving_its_useless_cards(bot: str) -> None:
    s = _cardinal_turn()
    b = make_bot(bot, 3)
    for _ in range(4):  # the card income may come first
        action = b.choose(s.view(0), s.legal_actions())
        if isinstance(action, BuildWithLoan):
            break
        assert isinstance(action, TakeIncome), action
        s.apply(action)
    assert isinstance(action, BuildWithLoan)
    assert action.card == in_hand(s, 0, "palace").id and action.lender == 2  # seat 1 holds 1 gold
    if bot != "greedy":  # the temple and the tavern are already in his city: useless to him
        assert {s.players[0].hand[i].name for i in range(len(s.players[0].hand))} >= {"temple", "tavern"}
        given = {c.name for c in s.players[0].hand if c.id in action.given}
        assert given == {"temple", "tavern"}
        reason = b.last_reason
        assert reason is not None and reason.key == M.BUILD_WITH_LOAN
        assert reason.params == {"district": "palace", "seat": 2, "count": 2}
        for lang in ("en", "es"):
            i18n.set_language(lang)
            words = explain_reason(reason, ["Ana", "Bea", "Carla", "Dani"])
            assert "Carla" in words and "2" in words, words
            assert ("Temple" not in words) and ("Templo" not in words), words  # the cards stay unnamed
        i18n.set_language("en")


def test_9_3_easy_builds_with_a_rivals_gold_unless_it_forgets() -> None:
    """Easy skips an ability now and then (its noise): over a few seeds it takes the loan too."""
    took = 0
    for seed in range(8):
        s = _cardinal_turn()
        b = make_bot("easy", seed)
        for _ in range(4):
            action = b.choose(s.view(0), s.legal_actions())
            if not isinstance(action, TakeIncome):
                break
            s.apply(action)
        took += isinstance(action, BuildWithLoan) and action.lender == 2
    assert took >= 4


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy"])
def test_9_3_bots_play_whole_games_with_the_cardinal(bot: str) -> None:
    loans: list[CardsGivenForGold] = []
    for seed in range(3):
        for players in (2, 4):
            state = new_game(GameConfig(players=players, characters=",".join(CAST)), seed)
            bots = [
                make_bot(bot, seed + k, hard_iterations=20) if bot == "hard" else make_bot(bot, seed + k)
                for k in range(players)
            ]

            def watch(events: list[object]) -> None:
                loans.extend(e for e in events if isinstance(e, CardsGivenForGold))

            play_game(state, bots, on_events=watch)
            assert state.game_over
    assert all(e.seat != e.lender for e in loans)


def test_9_13_6_the_reasons_for_a_mix_into_the_den_say_the_counts_never_the_cards() -> None:
    """The Cardinal's build of a Thieves' Den paying cards into it and borrowing the rest: the bots'
    choice among such builds (`darkcity.build_with_loan`) and Hard's and the Hint's reason
    (`describe`) say how many cards went into the Den and how many were given, never which."""
    s = (
        Scenario(players=4)
        .line_up(*CAST)
        .uniques(*UNIQUES_2016_MEETINGS)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .city(0, "temple", "manor", "tavern", "market", "docks")
        .hand(0, "thieves_den", "temple", "manor", "tavern", "market", "docks")
        .gold(0, 1)
        .gold(1, 1)
        .gold(2, 2)
        .gold(3, 0)
        .round(6)
        .turn("cardinal", gathered=True)
        .build()
    )
    view = s.view(0)
    mixes = [a for a in s.legal_actions() if isinstance(a, BuildWithLoan) and a.den]
    assert mixes and {a.lender for a in mixes} == {1, 2}
    chosen = build_with_loan(view, mixes)
    assert chosen is not None
    action, reason = chosen
    assert isinstance(action, BuildWithLoan) and action.den
    for why in (reason, describe(view, action, MediumPolicy(Rng(0)))):
        assert why.key == M.BUILD_WITH_LOAN_DEN
        params = {
            "district": "thieves_den",
            "seat": action.lender,
            "count": len(action.given),
            "den": len(action.den),
        }
        assert why.params == params
        for lang in ("en", "es"):
            i18n.set_language(lang)
            words = explain_reason(why, ["Ana", "Bea", "Carla", "Dani"])
            assert str(len(action.den)) in words and ("into it" in words or "en ella" in words), words
            named = {"Temple", "Templo", "Manor", "Señorío", "Tavern", "Taberna", "Market", "Mercado",
                     "Docks", "Almacenes"}  # fmt: skip
            assert not named & set(words.replace(",", " ").split()), words
    i18n.set_language("en")
