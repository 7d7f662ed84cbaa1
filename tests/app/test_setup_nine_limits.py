"""The new-game screen's limits on the 9th character come from the engine's configuration check
(`check_line_up`), not from a copy of its rules; each card that needs more players than the others has
its own words (`i18n.character_player_limit`)."""

from __future__ import annotations

import pytest

from citadels.app.scenes.setup_choices import fewest_players, nine_problem
from citadels.engine import CLASSIC_CHARACTERS
from citadels.engine.characters import RANK_NINE
from citadels.engine.config import MAX_PLAYERS, check_line_up
from citadels.text import i18n


def _engine_accepts(nine: str, players: int) -> bool:
    spec = next(s for s in RANK_NINE if s.name == nine)
    try:
        check_line_up((*CLASSIC_CHARACTERS, spec), players)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("nine", [spec.name for spec in RANK_NINE])
@pytest.mark.parametrize("players", range(2, MAX_PLAYERS + 1))
def test_the_screen_refuses_a_9th_card_exactly_when_the_engine_does(nine: str, players: int) -> None:
    assert (nine_problem(nine, players) == "") == _engine_accepts(nine, players)


def test_fewest_players_is_the_engines() -> None:
    for spec in RANK_NINE:
        need = fewest_players(spec.name)
        assert _engine_accepts(spec.name, need) and not _engine_accepts(spec.name, need - 1)


def test_a_9th_card_needing_more_players_than_the_others_has_its_own_words() -> None:
    """Below what every 9th card needs, the screen says so; between that and a card's own limit it
    gives the card's words, which the words layer keeps by character."""
    i18n.set_language("en")
    least = min(fewest_players(spec.name) for spec in RANK_NINE)
    for spec in RANK_NINE:
        need = fewest_players(spec.name)
        if need > least:
            words = i18n.character_player_limit(spec.name)
            assert words, f"{spec.name} needs {need} players and has no words for it"
            assert nine_problem(spec.name, need - 1) == words
            assert str(need) in words
        else:
            assert i18n.character_player_limit(spec.name) == ""
        if least > 2:
            assert nine_problem(spec.name, least - 1) == i18n._("A 9th character needs 4 or more players.")
