"""Text layout stays fast for any input: a word far wider than its line is split in a few measures a
line (not one character at a time, measuring again each time), and shortening a long text with "…"
finds its cut by halving. The time bound is thread CPU time (what other processes do on a busy
machine does not count) and generous: 1 s for what takes milliseconds (and took minutes)."""

from __future__ import annotations

import time

import pygame
import pytest

from citadels.app import text


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _cpu_seconds(fn: object, *args: object) -> tuple[float, object]:
    start = time.thread_time()
    result = fn(*args)  # type: ignore[operator]
    return time.thread_time() - start, result


@pytest.mark.parametrize(
    "word", ["x" * 5000, "W" * 5000, "é\u0301" * 2500, "🐉" * 5000], ids=["x", "W", "marks", "emoji"]
)
def test_wrapping_a_5000_character_word_takes_milliseconds(word: str) -> None:
    seconds, lines = _cpu_seconds(text.wrap, word, 18, 300)
    assert seconds < 1.0
    assert isinstance(lines, list) and "".join(lines) == word  # every letter kept, in order
    # measured as drawn (an emoji with the fallback font)
    assert all(text.text_size(line, 18)[0] <= 300 for line in lines)
    assert all(
        text.text_size(line + line[:1], 18)[0] > 300 for line in lines[:-1]
    )  # each piece fills its line
    assert text.wrap(f"before {word[:200]} after", 18, 300)[0] == "before"  # words around it keep their lines


def test_a_line_narrower_than_one_letter_still_gets_every_letter() -> None:
    assert text.wrap("WWWW", 18, 1) == ["W", "W", "W", "W"]


def test_shortening_a_40000_character_text_with_an_ellipsis_takes_milliseconds() -> None:
    font = text.get_font(18)
    seconds, short = _cpu_seconds(text.ellipsize, "y" * 40_000, 18, 400)
    assert seconds < 1.0
    assert isinstance(short, str) and short.endswith("…") and short[:-1] == "y" * (len(short) - 1)
    assert font.size(short)[0] <= 400 < font.size("y" + short)[0]  # the longest that fits
    assert text.ellipsize("short", 18, 400) == "short"
    assert text.ellipsize("abc", 18, 1) == "…"
