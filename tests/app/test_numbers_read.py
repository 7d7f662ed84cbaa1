"""Numbers read as numbers in both languages: a decimal uses the language's mark, and a Spanish
percentage ("74 %") never breaks between its number and its sign when a line wraps."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from citadels.app import coach_view, text
from citadels.text import i18n
from citadels.text.coach_words import chance_change


@pytest.fixture
def spanish() -> object:
    i18n.set_language("es")
    yield None
    i18n.set_language("en")


@pytest.mark.parametrize(("lang", "said"), [("en", "11.0"), ("es", "11,0")])
def test_a_decimal_uses_the_language_s_mark(lang: str, said: str) -> None:
    i18n.set_language(lang)
    try:
        assert i18n.decimal(11.0) == said
        assert i18n.decimal(2.345, 2) == said.replace("11", "2")[:-1] + "35"
    finally:
        i18n.set_language("en")


@pytest.mark.usefixtures("spanish")
def test_a_spanish_percentage_keeps_its_sign_on_its_line() -> None:
    pygame.font.init()
    turn = SimpleNamespace(loser=0, gainer=1, before=(0.74, 0.17), after=(0.51, 0.38))
    said = f"Ronda 6: Ana toma 2 de oro ({chance_change(turn, ('Hermes', 'Morgana'))}) · {coach_view.percent(0.5)}"  # type: ignore[arg-type]
    assert "74" in said and "50" in said
    for width in range(40, 600, 3):
        for line in text.wrap(said, 16, width):
            assert not line.lstrip().startswith("%"), (width, line)
