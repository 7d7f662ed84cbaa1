"""The Hard bot: deterministic under a fixed seed and iteration budget; instant when nothing to choose."""

from __future__ import annotations

import copy
import dataclasses

from ailib import random_states

from citadels.ai import hint
from citadels.ai import messages as M
from citadels.ai.hard import HardBot
from citadels.engine import Decision, GameConfig, PlayerView, TakeGold, new_game
from tests.engine.scenario import Scenario


def a_draft_view() -> tuple[PlayerView, list]:
    s = new_game(GameConfig(players=4), 12)
    return s.view(s.to_move), s.legal_actions()


def test_same_action_twice_and_across_a_cloned_view() -> None:
    view, legal = a_draft_view()
    bot = HardBot(7, hard_iterations=3)
    first = bot.choose(view, legal)
    assert bot.last_stats.get("worlds") == 3
    second = bot.choose(view, legal)
    clone = dataclasses.replace(view)
    assert clone is not view
    third = HardBot(7, hard_iterations=3).choose(copy.deepcopy(clone), list(legal))
    assert first == second == third


def test_deterministic_in_mid_game_decisions() -> None:
    checked = 0
    for s in random_states(4, 40, seed=5):
        if s.decision not in (Decision.MAIN, Decision.GATHER, Decision.KEEP):
            continue
        view, legal = s.view(s.to_move), s.legal_actions()
        a = HardBot(3, hard_iterations=2).choose(view, legal)
        b = HardBot(3, hard_iterations=2).choose(dataclasses.replace(view), legal)
        assert a == b and a in legal
        checked += 1
        if checked >= 8:
            break
    assert checked >= 4


def test_instant_when_only_one_action_is_legal() -> None:
    # an empty deck: gathering can only take gold
    s = Scenario(players=4, seed=4).deck_size(0, 1).characters({0: "king"}).turn("king").build()
    legal = s.legal_actions()
    assert legal == [TakeGold()]
    bot = HardBot(1, hard_iterations=50)
    action = bot.choose(s.view(0), legal)
    assert action == TakeGold()
    assert bot.last_stats == {}  # no search ran
    assert bot.last_reason is not None


def test_hint_returns_a_legal_action_and_a_reason() -> None:
    view, legal = a_draft_view()
    action, reason = hint(view, legal, seed=2, budget_s=0.05)
    assert action in legal
    assert reason.key in M.ALL_KEYS


def test_hard_murders_the_king_of_the_player_about_to_complete() -> None:
    from ailib import advance_to, drafted

    from citadels.engine import Murder

    sc = (
        Scenario(players=4, seed=5)
        .crown(0)
        .gold_all(2)
        .city(1, "temple", "market")
        .city(2, "manor", "castle", "palace", "tavern", "watchtower", "church")
        .city(3, "docks")
        .deal(3)
    )
    s = drafted(sc, {0: 1, 1: 7, 2: 4, 3: 8}, faceup=[3, 5], facedown=6)
    advance_to(s, lambda t: t.cur_rank == 1 and t.decision == Decision.GATHER)
    s.apply(TakeGold())
    bot = HardBot(0, hard_iterations=32)  # its own chances are tiny: a few worlds are noise
    action = bot.choose(s.view(0), s.legal_actions())
    assert action == Murder(4)
