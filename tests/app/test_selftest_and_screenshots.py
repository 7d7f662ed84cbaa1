"""`citadels selftest` and `citadels screenshot` for the screens of this part of the app."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from citadels.app.main import render_scene_to_file
from citadels.app.selftest import selftest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_selftest_plays_a_whole_bot_game_through_the_app(capsys) -> None:  # type: ignore[no-untyped-def]
    assert selftest() == 0
    out = capsys.readouterr().out
    assert "selftest passed" in out and "won" in out
    assert "sound effects decoded" in out  # SDL's dummy audio driver: every effect goes through the mixer


@pytest.mark.parametrize(
    ("scene", "lang", "size", "players"),
    [
        ("setup", "es", (1280, 720), 4),
        ("handoff", "en", (1920, 1080), 4),
        ("gameover", "es", (1920, 1080), 6),
        ("draft", "en", (1280, 720), 5),
    ],
)
@pytest.mark.slow
def test_screenshots_render(
    tmp_path: Path, scene: str, lang: str, size: tuple[int, int], players: int
) -> None:
    out = render_scene_to_file(scene, tmp_path / f"{scene}.png", size, lang, players, 3)
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)}
    assert len(colours) > 20  # a real picture, not a blank screen


def test_screenshot_command_line_takes_players_seed_language_and_size(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-m", "citadels", "screenshot", "--scene", "table", "--players", "6", "--seed", "4",
         "--lang", "es", "--size", "1366x768", "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(out)).get_size() == (1366, 768)
