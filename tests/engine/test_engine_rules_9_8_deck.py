"""RULES.md §9.8: a 2016-style deck — 14 different uniques, one card each, chosen or drawn per game
(`random-2016`, from the game's seed, stored drawn by whoever starts the game)."""

from __future__ import annotations

import pytest

from citadels.engine import NOT_IN_2016_BOX, ConfigError, GameConfig, new_game, validate_config
from citadels.engine.cards import EDITION_2016_UNIQUES, DistrictType
from citadels.engine.config import RANDOM_2016, draw_2016_uniques
from citadels.session import GameSession, GameSetup, SeatSetup


def test_9_8_random_2016_draws_14_of_the_2016_box_from_the_seed() -> None:
    decks = set()
    for seed in range(20):
        s = new_game(GameConfig(players=4, uniques=RANDOM_2016), seed)
        drawn = s.rules.uniques
        assert (
            drawn
            == draw_2016_uniques(seed)
            == new_game(GameConfig(players=4, uniques=RANDOM_2016), seed).rules.uniques
        )
        assert len(set(drawn)) == 14 and not set(drawn) & set(NOT_IN_2016_BOX)
        assert s.rules.deck_2016 and set(drawn) & set(EDITION_2016_UNIQUES)
        uniques = [c for c in s.rules.cards if c.kind.dtype is DistrictType.UNIQUE]
        assert len(uniques) == 14 and len(s.rules.cards) == 68
        decks.add(drawn)
    assert len(decks) > 10  # drawn per game


def test_9_8_a_session_stores_the_drawn_deck() -> None:
    seats = tuple(SeatSetup(f"P{i}", "bot", "easy") for i in range(4))
    session = GameSession(GameSetup(seats, seed=11, uniques=RANDOM_2016))
    assert session.setup.uniques == ",".join(draw_2016_uniques(11))
    again = GameSession.replayed(session.setup, session.seed, [])
    assert again.state is not None and again.state.rules.uniques == draw_2016_uniques(11)


@pytest.mark.parametrize("uniques", ["basilica,keep", "random-2017", "basilica," * 14])
def test_9_8_a_2016_deck_names_14_different_uniques(uniques: str) -> None:
    with pytest.raises(ConfigError):
        validate_config(players=4, uniques=uniques)
