"""Sampled worlds agree with the view they come from; draft inference never rules out the truth."""

from __future__ import annotations

import pytest

from citadels.ai.hard import Searcher
from citadels.ai.knowledge import FACEDOWN, Inference
from citadels.ai.medium import MediumPolicy
from citadels.engine import Decision, GameConfig, Rng, new_game
from citadels.engine.determinize import sample_state, unseen_cards


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_sampled_worlds_give_back_the_same_view(players: int) -> None:
    policy = MediumPolicy(Rng(0))
    rng = Rng(players)
    for game in range(2):
        s = new_game(GameConfig(players=players), 300 + game)
        s.history = None
        checked = 0
        while not s.game_over:
            seat = s.to_move
            view = s.view(seat)
            legal = s.legal_actions()
            if checked % 3 == 0:
                inf = Inference(view)
                assert inf.from_draft
                world = Searcher.sample_world(view, inf, rng)
                assert world.view(seat) == view
                assert sorted(map(repr, world.legal_actions())) == sorted(map(repr, legal))
                # cards are conserved
                n_cards = len(world.deck) + sum(len(p.hand) + len(p.city) for p in world.players)
                n_cards += len(world.drawn) + len(world.aside) + (world.grave_card is not None)
                assert n_cards == 68
                # the truth is always possible
                for rank in inf.ranks:
                    holder = s.holder[rank]
                    if view.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) and rank in s.pile:
                        continue
                    assert inf.holder_probs(rank).get(holder if holder >= 0 else FACEDOWN, 0.0) > 0
            checked += 1
            action, _ = policy.decide(view, legal)
            s.apply(action, events=False)


def test_random_characters_without_a_draft_record() -> None:
    s = new_game(GameConfig(players=4), 1)
    while s.decision != Decision.MAIN:
        s.apply(s.legal_actions()[0], events=False)
    view = s.view(s.to_move)
    world = sample_state(view, Rng(3))
    assert world.view(view.seat) == view
    assert len(unseen_cards(view)) == len(s.deck) + sum(len(p.hand) for p in s.players if p.seat != view.seat)
