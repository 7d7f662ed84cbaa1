"""The cache of drawn texts is sized to what an evening needs: every game's log lines are its own, so
the cache keeps the most recently drawn texts within a budget of pixels' bytes (not only a count),
the least recently used forgotten first, and never grows with the number of games played."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from citadels.app import text, theme


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    pygame.font.init()
    text._text_cache.clear()
    yield
    text._text_cache.clear()


def test_an_evening_of_log_lines_stays_within_the_byte_budget() -> None:
    budget = text._text_cache.max_bytes
    first = text.render_wrapped("Game 0: Ana builds the Cathedral for 5 gold", 15, theme.CREAM, 330)
    drawn = 0
    game = 0
    while drawn < 3 * budget:  # three budgets' worth of lines no game shares with another
        game += 1
        line = f"Game {game}: Bruno, the Merchant, takes 2 gold and builds the Market ({game} points)"
        drawn += text._surface_bytes(text.render_wrapped(line, 15, theme.CREAM, 330))
        assert text.cached_bytes() <= budget
    assert text.cached_bytes() == sum(text._surface_bytes(s) for s in text._text_cache.items.values())
    assert text.cached_surfaces() > 100  # a screen's texts still fit many times over
    last = f"Game {game}: Bruno, the Merchant, takes 2 gold and builds the Market ({game} points)"
    assert text.render_wrapped(last, 15, theme.CREAM, 330) is text.render_wrapped(last, 15, theme.CREAM, 330)
    again = text.render_wrapped("Game 0: Ana builds the Cathedral for 5 gold", 15, theme.CREAM, 330)
    assert again is not first  # the oldest line was forgotten (and is drawn again when asked for)


def test_a_text_in_use_stays_while_others_come_and_go() -> None:
    title = text.render("Ciudadelas", 60, theme.GOLD_LIGHT, bold=True)
    for i in range(3000):
        text.render(f"line {i} " + "x" * 60, 15, theme.CREAM)
        if i % 50 == 0:  # drawn every frame: the most recently used, kept
            assert text.render("Ciudadelas", 60, theme.GOLD_LIGHT, bold=True) is title
    assert text.cached_bytes() <= text._text_cache.max_bytes
