"""The league strategies: each one's characteristic decisions in scenarios, legal actions with valid
reasons in many random states, determinism, and a legal answer to decisions they do not know."""

from __future__ import annotations

import dataclasses

import pytest
from ailib import random_states
from test_ai_legal_and_reasons import check_reason

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.ai.league import STRATEGIES
from citadels.engine import (
    CARDS,
    RULESETS,
    Build,
    Destroy,
    DrawCards,
    EndTurn,
    GameConfig,
    GameState,
    Murder,
    PickCharacter,
    SwapHands,
    TakeGold,
    new_game,
)
from tests.engine.scenario import Scenario, in_hand

LEAGUE = list(STRATEGIES)


def choice(name: str, s: GameState, seed: int = 0) -> tuple[object, Reason]:
    bot = make_bot(name, seed)
    legal = s.legal_actions()
    action = bot.choose(s.view(s.to_move), legal)
    assert action in legal
    assert bot.last_reason is not None
    return action, bot.last_reason


# ------------------------------------------------------------------ legality, reasons, determinism
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_league_bots_return_legal_actions_with_reasons(players: int) -> None:
    ruleset = RULESETS[players % len(RULESETS)]
    for i, s in enumerate(random_states(players, 30, seed=100 + players, ruleset=ruleset)):
        legal = s.legal_actions()
        view = s.view(s.to_move)
        for name in LEAGUE:
            bot = make_bot(name, i)
            action = bot.choose(view, legal)
            assert action in legal, (name, view.decision, action)
            assert bot.last_reason is not None
            check_reason(bot.last_reason, players)


@pytest.mark.parametrize("characters", ["darkcity", "mixed"])
def test_league_bots_play_the_dark_city_characters_legally(characters: str) -> None:
    for players in (4, 8):
        for i, s in enumerate(random_states(players, 25, seed=300 + players, characters=characters)):
            legal = s.legal_actions()
            view = s.view(s.to_move)
            for name in LEAGUE:
                bot = make_bot(name, i)
                assert bot.choose(view, legal) in legal, (name, view.decision)
                assert bot.last_reason is not None
                check_reason(bot.last_reason, players)


def play(names: list[str], seed: int) -> list[object]:
    s = new_game(GameConfig(players=len(names)), seed)
    s.history = None
    bots = [make_bot(n, seed * 10 + i) for i, n in enumerate(names)]
    actions: list[object] = []
    while not s.game_over:
        a = bots[s.to_move].choose(s.view(s.to_move), s.legal_actions())
        actions.append(a)
        s.apply(a, events=False)
    return actions


def test_league_games_are_deterministic_by_seed() -> None:
    names = ["rusher", "fortress", "raider", "hoarder", "noisy"]
    assert play(names, 7) == play(names, 7)
    assert play(names, 7) != play(names, 8)


def test_unknown_decisions_get_a_legal_fallback() -> None:
    s = Scenario(players=4, seed=1).gold(0, 3).characters({0: "king"}).turn("king", gathered=True).build()
    view = s.view(s.to_move)
    odd = dataclasses.replace(view, decision=99)  # a decision kind from a future edition
    legal = s.legal_actions()
    for name in LEAGUE:
        bot = make_bot(name, 0)
        assert bot.choose(odd, legal) in legal
        # only actions it has no plan for: still a legal answer
        assert bot.choose(view, [EndTurn()]) == EndTurn()


# ------------------------------------------------------------------ characteristic decisions
def draft_start(sc: Scenario) -> GameState:
    s = sc.selection(faceup=["thief", "merchant"], facedown="king").build()
    assert s.to_move == 0
    return s


def test_fortress_takes_the_bishop_to_protect_a_big_city() -> None:
    sc = (
        Scenario(players=4, seed=3)
        .crown(0)
        .gold_all(3)
        .deal(3)
        .city(0, "manor", "castle", "temple", "church", "tavern", "watchtower")
    )
    action, reason = choice("fortress", draft_start(sc))
    assert action == PickCharacter(5)
    assert reason.key == M.PICK_PROTECT


def test_raider_takes_the_assassin_where_the_rusher_takes_the_merchant() -> None:
    sc = (
        Scenario(players=4, seed=3)
        .crown(0)
        .gold_all(2)
        .deal(3)
        .city(0, "tavern", "market", "docks")
        .city(1, "temple", "manor", "castle", "watchtower")
    )
    s = draft_start(sc)
    action, reason = choice("raider", s)
    assert action == PickCharacter(1) and reason.key == M.PICK_MURDER
    s = sc.selection(faceup=["thief", "bishop"], facedown="king").build()
    rusher, reason = choice("rusher", s)
    assert rusher == PickCharacter(6) and reason.key == M.PICK_INCOME  # the Merchant: three trade districts


def test_hoarder_picks_the_magician_against_a_big_hand() -> None:
    sc = (
        Scenario(players=4, seed=3)
        .crown(0)
        .gold_all(2)
        .hand(0, "temple")
        .hand(2, "palace", "castle", "cathedral", "fortress", "harbor", "library")
    )
    action, reason = choice("hoarder", draft_start(sc))
    assert action == PickCharacter(3)
    assert reason.key == M.PICK_SWAP and reason.params["seat"] == 2


def at_gather(name_of_char: str, gold: int, *hand: str) -> GameState:
    return (
        Scenario(players=4, seed=2)
        .gold(0, gold)
        .hand(0, *hand)
        .city(0, "manor")
        .characters({0: name_of_char})
        .turn(name_of_char, gathered=False)
        .build()
    )


def test_rusher_takes_gold_and_hoarder_draws_with_the_same_hand() -> None:
    s = at_gather("bishop", 1, "tavern", "market", "palace")
    rusher, reason = choice("rusher", s)
    assert rusher == TakeGold() and reason.key == M.GOLD_RUSH
    s = at_gather("bishop", 1, "palace", "cathedral", "tavern")
    hoarder, reason = choice("hoarder", s)
    assert isinstance(hoarder, DrawCards) and reason.key == M.DRAW_HOARD


def at_main(char: str, gold: int, *hand: str, city: tuple[str, ...] = ("manor",)) -> GameState:
    return (
        Scenario(players=4, seed=2)
        .gold(0, gold)
        .hand(0, *hand)
        .city(0, *city)
        .characters({0: char, 1: "king", 2: "bishop", 3: "merchant"})
        .turn(char, gathered=True, income_taken=True)
        .build()
    )


def test_rusher_spends_its_purse_now_hoarder_and_fortress_wait() -> None:
    # 2 gold: the rusher builds the dearest district it can afford (leaving the tavern for a lean
    # turn); the hoarder waits for a big district, the fortress keeps a reserve
    s = at_main("magician", 2, "tavern", "market", "fortress", "keep")
    s.ability_used = True
    rusher, reason = choice("rusher", s)
    assert rusher == Build(in_hand(s, 0, "market").id) and reason.key == M.BUILD_SPEND
    assert choice("hoarder", s)[0] == EndTurn()
    assert choice("fortress", s)[0] == EndTurn()
    s = at_main("magician", 1, "tavern", "market", "fortress")
    s.ability_used = True
    rusher, reason = choice("rusher", s)
    assert rusher == Build(in_hand(s, 0, "tavern").id) and reason.key == M.BUILD_CHEAP


def test_hoarder_builds_big_fortress_builds_the_keep() -> None:
    s = at_main("magician", 6, "tavern", "fortress", "keep")
    s.ability_used = True
    hoarder, reason = choice("hoarder", s)
    assert hoarder == Build(in_hand(s, 0, "fortress").id) and reason.key == M.BUILD_BIG
    fortress, reason = choice("fortress", s)
    assert fortress == Build(in_hand(s, 0, "keep").id) and reason.key == M.BUILD_DEFEND


def test_raider_destroys_the_leaders_best_district_fortress_leaves_it() -> None:
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, 8)
        .city(0, "manor")
        .city(1, "palace", "cathedral", "castle", "tavern", "market")
        .city(2, "temple")
        .characters({0: "warlord", 1: "king", 2: "merchant", 3: "architect"})
        .turn("warlord", gathered=True, income_taken=True, builds_left=0)
    )
    s = sc.build()
    action, reason = choice("raider", s)
    assert isinstance(action, Destroy) and action.seat == 1
    assert CARDS[action.card].kind.points >= 4
    assert reason.key == M.DESTROY_THREAT and reason.params["seat"] == 1
    fortress, _ = choice("fortress", s)
    assert not isinstance(fortress, Destroy)


def test_fortress_assassin_murders_the_warlord_when_its_city_is_exposed() -> None:
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, 2)
        .city(0, "palace", "cathedral", "castle", "manor", "fortress")
        .characters({0: "assassin", 1: "king", 2: "warlord", 3: "merchant"})
        .turn("assassin", gathered=True, income_taken=True)
    )
    s = sc.build()
    action, reason = choice("fortress", s)
    assert action == Murder(8) and reason.key == M.MURDER_SHIELD


def test_hoarder_magician_swaps_with_the_biggest_hand() -> None:
    sc = (
        Scenario(players=4, seed=2)
        .hand(0, "temple")
        .hand(1, "palace", "castle")
        .hand(3, "cathedral", "fortress", "harbor", "library", "manor")
        .characters({0: "magician", 1: "king", 2: "bishop", 3: "merchant"})
        .turn("magician", gathered=True)
    )
    s = sc.build()
    action, reason = choice("hoarder", s)
    assert action == SwapHands(3)
    assert reason.key == M.SWAP_MORE and dict(reason.params) == {"seat": 3, "count": 5, "mine": 1}
