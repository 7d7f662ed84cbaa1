"""The cache of drawn texts is sized to what an evening needs: every game's log lines are its own, so
the cache keeps the most recently drawn texts within a budget of pixels' bytes (not only a count),
the least recently used forgotten first, and never grows with the number of games played."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from citadels.app import text, theme

#: what the drawn texts may hold after an evening (bench_memory.py: <= 40 MB growth in all)
EVENING_MB = 16


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


def _held() -> int:
    return sum(_bytes(s) for s in text._text_cache.items.values())


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    pygame.font.init()
    text._text_cache.clear()
    yield
    text._text_cache.clear()


def _line(game: int) -> str:
    return f"Game {game}: Bruno, the Merchant, takes 2 gold and builds the Market ({game} points)"


def test_an_evening_of_log_lines_stays_within_its_budget() -> None:
    first = text.render_wrapped(_line(0), 15, theme.CREAM, 330)
    drawn = game = 0
    while drawn < 4 * EVENING_MB * 2**20:  # an evening's lines, each game's its own
        game += 1
        drawn += _bytes(text.render_wrapped(_line(game), 15, theme.CREAM, 330))
    assert _held() <= EVENING_MB * 2**20
    assert text.cached_bytes() == _held() and text.cached_surfaces() == len(text._text_cache.items)
    assert text.cached_surfaces() > 100  # a screen's texts still fit many times over
    assert text.render_wrapped(_line(game), 15, theme.CREAM, 330) is text.render_wrapped(
        _line(game), 15, theme.CREAM, 330
    )
    assert text.render_wrapped(_line(0), 15, theme.CREAM, 330) is not first  # the oldest, forgotten


def test_a_text_in_use_stays_while_others_come_and_go() -> None:
    title = text.render("Ciudadelas", 60, theme.GOLD_LIGHT, bold=True)
    for i in range(3000):
        text.render(f"line {i} " + "x" * 60, 15, theme.CREAM)
        if i % 50 == 0:  # drawn every frame: the most recently used, kept
            assert text.render("Ciudadelas", 60, theme.GOLD_LIGHT, bold=True) is title
    assert _held() <= EVENING_MB * 2**20
