"""RULES.md §9.7: the bots play the rank-9 Tax Collector of 2016 — Medium values him by the gold on his
token and the builds to come, and every bot plays whole games with him."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS, make_ctx
from citadels.cli.simulate import play_game
from citadels.engine import CHARACTERS, GameConfig, new_game
from citadels.engine.events import TaxOnToken, TokenTaxTaken
from tests.engine.scenario import Scenario

CAST = (
    "assassin",
    "thief",
    "magician",
    "king",
    "bishop",
    "merchant",
    "architect",
    "warlord",
    "tax_collector_2016",
)


def test_9_7_the_2016_tax_collector_has_the_bots_entries() -> None:
    tc = CHARACTERS["tax_collector_2016"]
    assert tc in PLAYS and tc in CHARACTER_VALUES


def test_9_7_medium_values_the_gold_on_his_token() -> None:
    s = Scenario(players=4).line_up(*CAST).characters({0: "king"}).turn("king").build()
    value = CHARACTER_VALUES[CHARACTERS["tax_collector_2016"]]
    view = s.view(0)
    before = value(view, 0, 9, make_ctx(view), True)
    s.tax_token = 5
    view = s.view(0)
    assert value(view, 0, 9, make_ctx(view), True) == pytest.approx(before + 5)


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy", "rusher"])
def test_9_7_bots_play_whole_games_with_the_2016_tax_collector(bot: str) -> None:
    total = 0
    for seed in range(2):
        taxed = taken = 0
        state = new_game(GameConfig(players=5, characters=",".join(CAST)), seed)
        bots = [
            make_bot(bot, seed + k, hard_iterations=20) if bot == "hard" else make_bot(bot, seed + k)
            for k in range(5)
        ]

        def watch(events: list[object]) -> None:
            nonlocal taxed, taken
            taxed += sum(isinstance(e, TaxOnToken) for e in events)
            taken += sum(e.amount for e in events if isinstance(e, TokenTaxTaken))

        play_game(state, bots, on_events=watch)
        assert state.game_over
        assert taken + state.tax_token == taxed  # every gold put on the token is taken or still there
        total += taxed
    assert total > 0


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy", "hoarder"])
def test_9_9_bots_play_three_player_games_with_nine_characters(bot: str) -> None:
    """RULES.md §9.9: the 3-player selection with nine characters (a random discard mid-way) and the
    rank-9 card a 2016 cast requires with 3 players (§9.8)."""
    cast = (*CAST[:4], "cardinal", *CAST[5:])
    for seed in range(2):
        state = new_game(GameConfig(players=3, characters=",".join(cast)), seed)
        bots = [
            make_bot(bot, seed + k, hard_iterations=20) if bot == "hard" else make_bot(bot, seed + k)
            for k in range(3)
        ]
        play_game(state, bots)
        assert state.game_over and len(state.rules.characters) == 9
