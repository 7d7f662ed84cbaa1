"""The frozen Hard of 047db2d (`bench/frozen`, "hard-0.1") stays playable with today's engine."""

from __future__ import annotations

import pytest

from bench.frozen import FROZEN
from bench.frozen.hard_0_1 import HardBot as Hard01
from bench.strangers.match import make_player
from citadels.ai import make_bot
from citadels.cli.simulate import play_game
from citadels.engine import GameConfig, new_game


@pytest.mark.parametrize("characters", ["classic", "darkcity"])
def test_the_frozen_hard_plays_whole_games_beside_today_s(characters: str) -> None:
    for game in range(2):
        bots = [
            Hard01(10 + game, hard_iterations=2),
            make_bot("hard", 20 + game, hard_iterations=2),
            Hard01(30 + game, hard_iterations=2),
            make_bot("medium", 40 + game),
        ]
        state = new_game(GameConfig(players=4, characters=characters), 900 + game)  # type: ignore[arg-type]
        play_game(state, bots)  # every action through `apply`, which refuses an illegal one
        assert state.game_over and state.scores is not None


def test_the_frozen_table_names_hard_0_1_and_a_match_seats_it_with_its_options() -> None:
    bot = FROZEN["hard-0.1"](7)
    assert isinstance(bot, Hard01) and bot.watches
    seated = make_player("hard-0.1", 7, {"hard_iterations": 3})
    assert isinstance(seated, Hard01) and seated.iterations == 3
