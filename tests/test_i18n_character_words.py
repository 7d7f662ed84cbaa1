"""The words of a character's own rules live in one table per kind in `text/i18n.py`, keyed by the
character (its engine name, which is also the `source` or `reason` of the events its ability
causes); narration reads them there and names no character (issue 34)."""

from __future__ import annotations

import pytest

from citadels.engine import CHARACTERS
from citadels.engine import events as ev
from citadels.text import i18n
from citadels.text.narrate import narrate

NAMES = ("Ana", "Bruno", "Carmen", "Diego")


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def test_the_tables_are_keyed_by_characters() -> None:
    for table in (
        i18n._ABILITY_GOLD,
        i18n._ABILITY_CARDS,
        i18n._CROWN_GIVEN,
        i18n._character_player_limits(),
    ):
        assert set(table) <= set(CHARACTERS), table.keys()


def test_a_source_that_is_no_character_has_no_words_of_its_own() -> None:
    for source in ("resource", "income", "merchant_bonus", "smithy", "heir", "king"):
        assert i18n.ability_gold_text(source, 2) is None
        assert i18n.ability_cards_text(source, 2, seen=True) is None
        assert i18n.crown_given_text(source) is None
    assert i18n.character_player_limit("artist") == ""


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (ev.GoldTaken(1, 3, "queen"), "Bruno takes 3 gold, seated next to the crown (Queen)."),
        (ev.GoldTaken(1, 4, "navigator"), "Bruno takes 4 more gold (Navigator)."),
        (ev.GoldTaken(1, 5, "alchemist"), "Bruno gets back the 5 gold paid (Alchemist)."),
        (ev.GoldTaken(1, 2, "merchant"), "Bruno takes 2 gold."),
        (ev.CardsDrawn(2, 4, "navigator", None), "Carmen draws 4 more cards (Navigator)."),
        (ev.CrownPassed(0, 3, "emperor"), "The Emperor gives the crown to Diego."),
        (ev.CrownPassed(0, 3, "king"), "Diego takes the crown."),
        (ev.TributePaid(3, 0, 1, None), "Diego pays 1 gold to the Emperor, Ana."),
        (ev.TributePaid(3, 0, 0, None), "Diego gives a card to the Emperor, Ana."),
    ],
)
def test_narration_reads_the_words_by_character(event: ev.Event, said: str) -> None:
    assert narrate(event, NAMES) == said


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (ev.GoldTaken(0, 3, "queen"), "You take 3 gold, seated next to the crown (Queen)."),
        (ev.CardsDrawn(0, 1, "navigator", None), "You draw 1 more card (Navigator)."),
        (ev.CrownPassed(1, 0, "emperor"), "The Emperor gives you the crown."),
        (ev.CrownPassed(0, 2, "emperor"), "You give the crown to Carmen."),
        (ev.TributePaid(0, 2, 1, None), "You pay 1 gold to the Emperor, Carmen."),
    ],
)
def test_narration_to_you_reads_the_words_by_character(event: ev.Event, said: str) -> None:
    assert narrate(event, NAMES, 0, you=0) == said
