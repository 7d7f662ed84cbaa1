"""Log and banner lines read naturally in both languages (play-test #16): the Tax Collector's levy and
the bewitched turn's banner. The wording lives in the catalogs (the en msgstr), so these tests read
the messages through gettext, as the table does."""

from __future__ import annotations

import pytest

from citadels.engine import events as ev
from citadels.engine.characters import DARK_CITY_CHARACTERS
from citadels.text.i18n import _, set_language
from citadels.text.narrate import narrate

NAMES = ("Roderick", "Beatrice", "Matilda")


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    set_language(request.param)
    yield request.param
    set_language("en")


def test_the_tax_collectors_levy_reads_as_one_action(lang: str) -> None:
    said = narrate(ev.TaxPaid(0, 2, 1), NAMES, None, DARK_CITY_CHARACTERS)
    assert (
        said
        == {
            "en": "Roderick pays 1 gold to the Tax Collector, Matilda, for building.",
            "es": "Roderick paga 1 de oro al Recaudador, Matilda, por construir.",
        }[lang]
    )


def test_the_bewitched_turns_banner_names_whose_turn_it_is(lang: str) -> None:
    said = _("{bewitcher} plays the rest of the turn of {name}").format(bewitcher="Player 1", name="Beatrice")
    assert (
        said
        == {
            "en": "Player 1 plays the rest of Beatrice's turn",
            "es": "Player 1 juega el resto del turno de Beatrice",
        }[lang]
    )
