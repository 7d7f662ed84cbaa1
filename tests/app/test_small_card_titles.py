"""Small cards keep their titles (issue 30: at 8 players the drawn cards, the Wizard's look and Your
games' character cards lost them, three of six blank in English; captions ran together,
"EmperadorDiplomático"). A title too long for a small card's ribbon is written across its picture,
on up to four lines (hyphenated at a syllable), never under the readable size; a caption under a card
is never wider than its room."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from citadels.app import cardart, text
from citadels.app.table.items import title_caption
from citadels.engine.cards import KINDS
from citadels.engine.characters import CHARACTERS
from citadels.text import i18n
from citadels.text.i18n import character_card_title, character_name, district_name

#: per window, the card heights of the table's rows at 8 players (up to ten cards in a row: a
#: Wizard's look at a big hand, the character row; drawn cards and the draft are bigger) and of Your
#: games' character cards
HEIGHTS = {(1024, 576): range(62, 120, 3), (1280, 720): range(70, 150, 4), (1920, 1080): range(70, 222, 8)}


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


#: below this height a few long district names ("Imperial Treasury", "Watchtower") cannot be written
#: on the card at the readable size, which no text goes under (issue 20): a caption under the card
#: names them, shortened with "…" where its room is too narrow (the card's zoom names it whole)
CAPTIONED_BELOW = 80


@pytest.mark.parametrize("window", list(HEIGHTS))
def test_every_small_card_shows_its_title(window: tuple[int, int], lang: str) -> None:
    """Every character card shows its title at every height; every district card too, but for a
    few long names on the smallest cards, which a caption under the card names instead, whole."""
    pygame.display.init()
    pygame.display.set_mode(window)
    blank = [
        (kind, name, h)
        for h in HEIGHTS[window]
        for kind, name in [*(("character", n) for n in CHARACTERS), *(("district", n) for n in KINDS)]
        if not (cardart.character_title_shown if kind == "character" else cardart.district_title_shown)(
            name, cardart.card_size(h)
        )
    ]
    assert all(kind == "district" and h < CAPTIONED_BELOW for kind, _name, h in blank), blank
    # 8 classic names, and 3 of the 2016 box's (es: Torre de Marfil, Cámara Secreta, Fuente de los Deseos)
    assert len({name for _kind, name, _h in blank}) <= 11, blank
    font = text.least_size()
    for kind, name, h in blank:
        size = cardart.card_size(h)
        caption = title_caption(kind, name, size, size[0] + 6, font)  # its own width and the gap
        said = _said(tuple(caption))  # whole, or its beginning and "…" (the card's zoom names it whole)
        assert said == district_name(name) or (
            said.endswith("…") and district_name(name).startswith(said[:-1].rstrip())
        ), (name, caption)


def _said(lines: tuple[str, ...]) -> str:
    """Lines of a title read as one name: a hyphen at a line's end joins the next line."""
    return "".join(line[:-1] if line.endswith("-") else line + " " for line in lines).strip()


def test_a_title_too_long_for_the_ribbon_is_drawn_whole_across_the_picture(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.display.init()
    pygame.display.set_mode((1024, 576))
    least = text.least_size()
    drawn: list[tuple[int, tuple[str, ...]]] = []
    real = cardart._draw_title

    def record(surface: pygame.Surface, rect: pygame.Rect, size: int, lines: tuple[str, ...]) -> None:
        drawn.append((size, lines))
        real(surface, rect, size, lines)

    monkeypatch.setattr(cardart, "_draw_title", record)
    cards = [("character", name, 63) for name in CHARACTERS]  # Your games' cards at 1024x576
    cards += [
        ("district", kind, 82) for kind in ("imperial_treasury", "haunted_city", "monastery", "town_hall")
    ]
    for kind, name, height in cards:
        drawn.clear()
        draw = cardart._draw_character if kind == "character" else cardart._draw_district
        draw(name, cardart.card_size(height), least)
        assert drawn, f"{name}: no title"
        size, lines = drawn[-1]
        assert _said(lines) == (character_card_title(name) if kind == "character" else district_name(name)), (
            lines
        )
        assert size >= cardart.title_floor(least) >= 8


def test_a_caption_is_never_wider_than_its_room(lang: str) -> None:
    pygame.display.init()
    pygame.display.set_mode((1024, 576))
    font = 10
    for name in CHARACTERS:
        for width in (30, 40, 50, 70):
            lines = title_caption("character", name, cardart.card_size(40), width, font, always=True)
            assert lines and all(text.text_size(line, font)[0] <= width for line in lines), (
                name,
                width,
                lines,
            )
    assert title_caption("character", "diplomat", (30, 45), 200, font, always=True) == [
        character_name("diplomat")
    ]
