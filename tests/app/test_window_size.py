"""The window opens at a size fitting the screen until the player chooses one: 80 % of the desktop,
snapped to the game's 16:9 sizes, never larger than the screen. Desktops are fakes; no window opens."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from citadels.app.app import App
from citadels.app.window_size import SIXTEEN_NINE, fit_to_screen, initial_size
from citadels.system.settings import MIN_WINDOW, Settings, load_settings, settings_path


@pytest.mark.parametrize(
    ("desktop", "window"),
    [
        ((1920, 1080), (1280, 720)),
        ((1920, 1200), (1280, 720)),
        ((2560, 1440), (1920, 1080)),
        ((3840, 2160), (2560, 1440)),
        ((5120, 2880), (3840, 2160)),
        ((1440, 900), (1024, 576)),  # a MacBook Air, in points
        ((1366, 768), (1024, 576)),
        ((1280, 720), (1024, 576)),
        ((1024, 600), (1024, 576)),  # 80 % fits none: the largest within the whole screen
        ((3440, 1440), (1920, 1080)),  # ultra-wide: the height decides
        ((800, 600), MIN_WINDOW),  # smaller than any layout: the smallest there is
    ],
)
def test_the_largest_sixteen_nine_size_within_80_percent_of_the_desktop(
    desktop: tuple[int, int], window: tuple[int, int]
) -> None:
    assert fit_to_screen(desktop) == window
    assert window in SIXTEEN_NINE
    if desktop[0] >= MIN_WINDOW[0] and desktop[1] >= MIN_WINDOW[1]:
        assert window[0] <= desktop[0] and window[1] <= desktop[1]


def test_every_size_is_sixteen_nine_and_the_smallest_is_the_games_minimum() -> None:
    assert SIXTEEN_NINE[0] == MIN_WINDOW and list(SIXTEEN_NINE) == sorted(SIXTEEN_NINE)
    assert all(w * 9 == h * 16 for w, h in SIXTEEN_NINE)


def test_a_chosen_size_wins_and_no_desktop_keeps_the_settings_size() -> None:
    assert initial_size((1600, 900), from_screen=False, desktops=[(3840, 2160)]) == (1600, 900)
    assert initial_size((1280, 720), from_screen=True, desktops=[(3840, 2160), (1920, 1080)]) == (2560, 1440)
    assert initial_size((1280, 720), from_screen=True, desktops=[]) == (1280, 720)
    assert initial_size((1280, 720), from_screen=True, desktops=[(0, 0)]) == (1280, 720)


def test_the_app_asks_the_desktop_until_the_player_picks_a_size(
    user_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    with App(headless=True, size=(1280, 720), settings=Settings(language="en"), persist=True) as app:
        app.headless = False  # only what a real window would do; nothing is opened here
        assert app._initial_size() == (1920, 1080)
        app.headless = True
        app.update_settings(window_size=(1600, 900))
        assert app.settings.window_size_from_screen is False
        app.headless = False
        assert app._initial_size() == (1600, 900)
        app.headless = True
    saved = load_settings().settings
    assert saved.window_size == (1600, 900) and saved.window_size_from_screen is False


def test_headless_windows_keep_the_settings_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    with App(headless=True, settings=Settings(language="en", window_size=(1280, 720))) as app:
        assert app.size == (1280, 720)


def test_a_settings_file_from_before_keeps_its_size(user_home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "es", "window_size": [1366, 768]}), encoding="utf-8")
    loaded = load_settings().settings
    assert loaded.window_size == (1366, 768) and loaded.window_size_from_screen is False
    path.write_text(json.dumps({"language": "es"}), encoding="utf-8")
    assert load_settings().settings.window_size_from_screen is True


def test_a_resize_to_the_size_it_opened_at_is_no_choice_a_drag_is(
    user_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some window managers report the new window's own size as a resize: the window keeps following
    the screen; a real drag to another size is the player's choice."""
    with App(headless=True, size=None, settings=Settings(language="en"), persist=True) as app:
        app.headless = False  # the resize handling of a real window; the surface stays the dummy one
        app._dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=app.size, w=app.size[0], h=app.size[1]))
        assert app.settings.window_size_from_screen is True
        app._dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 850), w=1500, h=850))
        app.headless = True
        assert app.settings.window_size_from_screen is False
        assert app.saved_settings.window_size_from_screen is False
