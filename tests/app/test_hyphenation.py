"""A long one-word name breaks across a card's title at a syllable, so the card is never left nameless."""

from __future__ import annotations

import pygame
import pytest

from citadels.app import cardart
from citadels.app.hyphenation import TOGETHER, break_points, hyphenated_halves
from citadels.engine import CARDS
from citadels.text import i18n


@pytest.mark.parametrize(
    ("word", "first"),
    [
        ("Ayuntamiento", ("Ayunta-", "miento")),
        ("Observatorio", ("Obser-", "vatorio")),
        ("Watchtower", ("Watch-", "tower")),
        ("Battlefield", ("Battle-", "field")),
        ("Catedral", ("Cate-", "dral")),
    ],
)
def test_the_most_even_break_comes_first(word: str, first: tuple[str, str]) -> None:
    assert hyphenated_halves(word)[0] == first


def test_no_break_inside_a_letter_pair_that_stays_together_nor_before_a_lone_letter() -> None:
    for word in ("Castillo", "Torreón", "Watchtower", "Biblioteca", "Fortress", "Tienda"):
        for i in break_points(word):
            assert word[i - 1 : i + 1].lower() not in TOGETHER, (word, i)
            assert 2 <= i <= len(word) - 2, (word, i)
    assert break_points("Ab") == [] and hyphenated_halves("Tienda")[0] == ("Tien-", "da")
    assert ("Wat-", "chtower") not in hyphenated_halves("Watchtower")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_district_on_a_hand_card_at_1280x720_shows_its_name(lang: str) -> None:
    """The hand's cards at 1280x720 are 150 px tall: "Ayuntamiento" was left off its ribbon."""
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    i18n.set_language(lang)
    try:
        kinds = sorted({card.kind.name for card in CARDS})
        hidden = [k for k in kinds if not cardart.district_title_shown(k, cardart.card_size(150))]
        assert hidden == []
    finally:
        i18n.set_language("en")
        pygame.display.quit()
