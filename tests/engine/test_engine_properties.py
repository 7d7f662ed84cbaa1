"""Property tests over random seeds, every player count and every ruleset, with random legal play."""

from __future__ import annotations

import random

from engine_testlib import check_final, check_step_invariants
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import RULESETS, GameConfig, new_game

MAX_ACTIONS = 3000  # random games take at most ~650 actions

games = st.tuples(st.integers(0, 2**63 - 1), st.integers(2, 7), st.sampled_from(RULESETS))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games)
def test_property_random_games_end_and_keep_every_invariant(game: tuple[int, int, str]) -> None:
    seed, players, ruleset = game
    s = new_game(GameConfig(players=players, ruleset=ruleset), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed)
    count = 0
    rounds = s.round
    while not s.game_over:
        check_step_invariants(s)
        legal = s.legal_actions()
        assert legal, "no legal action before the end of the game"
        assert len(set(legal)) == len(legal)
        action = rnd.choice(legal)
        s.apply(action)
        count += 1
        assert count < MAX_ACTIONS
        assert s.round >= rounds
        rounds = s.round
    check_final(s)


@SETTINGS
@given(games)
def test_property_every_listed_action_applies(game: tuple[int, int, str]) -> None:
    seed, players, ruleset = game
    s = new_game(GameConfig(players=players, ruleset=ruleset), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed ^ 0xABCD)
    count = 0
    while not s.game_over:
        legal = s.legal_actions()
        for action in legal:
            c = s.clone()
            c.apply(action, seat=s.to_move)  # must not raise
            if c.game_over:
                check_final(c)
            else:
                check_step_invariants(c)
        s.apply(rnd.choice(legal), events=False)
        count += 1
        assert count < MAX_ACTIONS
