"""The bots in Dark City games (RULES.md §6): sampled worlds and draft inference with the alternates,
rank 9 and 8 players; the Medium strategy's choices for the new characters."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.darkcity import tithe_follows_income
from citadels.ai.hard import HardBot, Searcher
from citadels.ai.knowledge import CHARACTER_VALUES, FACEDOWN, Inference, make_ctx
from citadels.ai.medium import MediumPolicy
from citadels.cli.simulate import play_game
from citadels.engine import (
    CHARACTERS,
    Bewitch,
    CollectTithe,
    Decision,
    GameConfig,
    GiveCrown,
    LookAtHand,
    Rng,
    TakeIncome,
    TributeCard,
    TributeGold,
    new_game,
)
from tests.engine.scenario import Scenario


@pytest.mark.parametrize(
    "players,characters", [(8, "darkcity"), (8, "mixed"), (7, "darkcity"), (4, "darkcity"), (3, "mixed")]
)
def test_sampled_worlds_and_inference_with_dark_city_line_ups(players: int, characters: str) -> None:
    policy = MediumPolicy(Rng(0))
    rng = Rng(players)
    s = new_game(GameConfig(players=players, characters=characters), 400 + players)
    s.history = None
    checked = 0
    while not s.game_over and s.round <= 4:
        seat = s.to_move
        view = s.view(seat)
        legal = s.legal_actions()
        if checked % 4 == 0:
            inf = Inference(view)
            assert inf.from_draft, (view.decision, players)
            world = Searcher.sample_world(view, inf, rng)
            assert world.view(seat) == view
            assert sorted(map(repr, world.legal_actions())) == sorted(map(repr, legal))
            n_cards = len(world.deck) + sum(len(p.hand) + len(p.city) for p in world.players)
            n_cards += len(world.drawn) + len(world.aside) + (world.grave_card is not None)
            assert n_cards == len(s.rules.cards)
            for rank in inf.ranks:  # the truth is always possible
                holder = s.holder[rank]
                if view.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) and rank in s.pile:
                    continue
                assert inf.holder_probs(rank).get(holder if holder >= 0 else FACEDOWN, 0.0) > 0
        checked += 1
        action, _ = policy.decide(view, legal)
        s.apply(action, events=False)


@pytest.mark.parametrize("bot", ["easy", "medium", "greedy"])
@pytest.mark.parametrize("players", [2, 5, 8])
def test_bots_finish_dark_city_games(bot: str, players: int) -> None:
    s = new_game(GameConfig(players=players, characters="darkcity"), 11)
    play_game(s, [make_bot(bot, i) for i in range(players)])
    assert s.game_over and s.scores is not None


@pytest.mark.slow
def test_hard_finishes_an_eight_player_dark_city_game_and_searches_the_bewitchment() -> None:
    s = new_game(GameConfig(players=8, characters="darkcity"), 3)
    bots = [HardBot(i, hard_iterations=2) for i in range(8)]
    searched = False
    while not s.game_over:
        seat = s.to_move
        view = s.view(seat)
        legal = s.legal_actions()
        if view.decision == Decision.BEWITCH:
            cands = bots[seat].candidates(view, legal, legal[0])
            assert len(cands) > 1 and all(isinstance(a, Bewitch) and a.rank not in view.faceup for a in cands)
            searched = True
        action = bots[seat].choose(view, legal)
        assert action in legal
        s.apply(action, events=False)
    assert searched


def test_medium_emperor_gives_the_crown_first_to_the_weakest_player() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .characters({0: "emperor"})
        .crown(1)
        .city(2, "manor", "castle", "palace", "temple")
        .city(3, "tavern")
        .turn("emperor", gathered=True)
        .build()
    )
    view = s.view(0)
    action, reason = MediumPolicy(Rng(1)).decide(view, s.legal_actions())
    assert action == GiveCrown(3) and reason.params["seat"] == 3


def test_medium_pays_the_emperor_with_its_worst_card_or_gold() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .characters({0: "emperor", 1: "witch"})
        .crown(2)
        .city(1, "manor")
        .hand(1, "manor", "palace")
        .gold(1, 4)
        .turn("emperor", gathered=True)
        .build()
    )
    s.apply(GiveCrown(1))
    action, reason = MediumPolicy(Rng(1)).decide(s.view(1), s.legal_actions())
    # a second Manor cannot be built: it is the card to give away
    assert isinstance(action, TributeCard) and s.players[1].hand[0].id == action.card
    assert "district" not in reason.params
    s2 = s.clone()
    s2.players[1].hand = [c for c in s2.players[1].hand if c.name == "palace"]
    action, _ = MediumPolicy(Rng(1)).decide(s2.view(1), s2.legal_actions())
    assert isinstance(action, TributeGold)


def test_medium_uses_the_abbot_and_the_wizard_at_once() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .characters({0: "abbot"})
        .gold(2, 9)
        .turn("abbot", gathered=True)
        .build()
    )
    # the richest is counted after the Abbot's income: he takes it first, even when it is 0
    action, reason = MediumPolicy(Rng(1)).decide(s.view(0), s.legal_actions())
    assert action == TakeIncome() and reason.key == M.INCOME_BEFORE_TITHE
    s.apply(action)
    action, reason = MediumPolicy(Rng(1)).decide(s.view(0), s.legal_actions())
    assert action == CollectTithe() and reason.params["seat"] == 2
    s = (
        Scenario(players=4, characters="darkcity")
        .characters({0: "wizard"})
        .hand(1, "temple")
        .hand(3, "manor", "castle", "palace")
        .turn("wizard", gathered=True)
        .build()
    )
    action, _ = MediumPolicy(Rng(1)).decide(s.view(0), s.legal_actions())
    assert action == LookAtHand(3)  # the biggest hand


def test_medium_abbot_expects_no_tithe_when_his_income_makes_him_the_richest() -> None:
    # 5 gold + 2 of income (Temple, Church) = 7 > 6: no tithe will follow
    sc = Scenario(players=4, characters="darkcity").gold_all(1).gold(0, 5).gold(2, 6)
    sc = sc.city(0, "temple", "church")
    s = sc.characters({0: "abbot"}).turn("abbot", gathered=True).build()
    view = s.view(0)
    assert not tithe_follows_income(view)
    action, reason = MediumPolicy(Rng(1)).decide(view, s.legal_actions())
    assert reason.key != M.INCOME_BEFORE_TITHE
    richer = sc.gold(2, 8).characters({0: "abbot"}).turn("abbot", gathered=True).build()  # 7 < 8: it will
    assert tithe_follows_income(richer.view(0))
    # the draft value of the Abbot counts his income the same way
    abbot = CHARACTER_VALUES[CHARACTERS["abbot"]]
    assert abbot(view, 0, 5, make_ctx(view), True) < abbot(
        richer.view(0), 0, 5, make_ctx(richer.view(0)), True
    )


def test_medium_witch_bewitches_a_character_in_play_not_a_face_up_one() -> None:
    for seed in range(10):
        s = (
            Scenario(players=4, characters="darkcity", seed=seed)
            .characters({0: "witch"})
            .turn("witch", gathered=True)
            .build()
        )
        action, reason = MediumPolicy(Rng(seed)).decide(s.view(0), s.legal_actions())
        assert isinstance(action, Bewitch) and action.rank not in s.faceup
        assert reason.params["character"] == action.rank
