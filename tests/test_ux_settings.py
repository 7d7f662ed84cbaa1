"""Settings as a newcomer meets them: one-off command-line options are not saved, the language follows
the system until the player picks one, the settings screen shows the real window size, the effects
have their own volume, and the audio libraries' noise stays out of the terminal."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pygame
import pytest

from citadels.app.app import App
from citadels.app.controllers import pacing_delay
from citadels.app.scenes.settings import SettingsScene
from citadels.app.sound import native_stderr_to_log
from citadels.app.widgets import Slider, WidgetGroup
from citadels.system.settings import Settings, load_settings, save_settings, settings_path
from citadels.text import i18n


@pytest.fixture(autouse=True)
def english_afterwards() -> None:
    yield
    i18n.set_language("en")


def _system_language(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", lang)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_command_line_language_and_size_are_for_this_run_only(user_home: Path) -> None:
    save_settings(Settings(language="en", language_from_system=False, window_size=(1366, 768)))
    with App(headless=True, lang="es", size=(1600, 900), persist=True) as app:
        assert i18n.current_language() == "es"
        assert app.size == (1600, 900)
        app.update_settings(auto_income=True)  # an in-game change is saved...
        app.save_settings()
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["auto_income"] is True
    assert saved["language"] == "en"  # ...but not the one-off options
    assert tuple(saved["window_size"]) == (1366, 768)


def test_a_language_picked_in_the_game_is_saved_even_after_lang(user_home: Path) -> None:
    save_settings(Settings(language="en", language_from_system=False))
    with App(headless=True, lang="es", persist=True) as app:
        app.update_settings(language="en")
        app.update_settings(language="es")
    loaded = load_settings().settings
    assert loaded.language == "es" and loaded.language_from_system is False


def test_the_language_follows_the_system_until_one_is_picked(
    user_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _system_language(monkeypatch, "es_AR.UTF-8")
    with App(headless=True, persist=True) as app:  # first launch: no settings file
        assert app.settings.language == "es"
    save_settings(Settings(language="es"))  # what the first run wrote
    _system_language(monkeypatch, "en_GB.UTF-8")
    with App(headless=True, persist=True) as app:
        assert app.settings.language == "en"  # still following the system
        app.update_settings(language="es")  # the player picks Spanish
    with App(headless=True, persist=True) as app:
        assert app.settings.language == "es"  # and keeps it whatever the system says


def test_the_settings_screen_shows_the_real_window_size(user_home: Path) -> None:
    with App(
        headless=True, size=(1500, 850), settings=Settings(language="en", window_size=(1280, 720))
    ) as app:
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(2)
        assert scene.window_size.value == (1500, 850)
        app.resize((1400, 800))  # a window drag
        app.run_frames(1)
        assert scene.window_size.value == (1400, 800)
        assert app.crash is None


def test_the_smallest_window_size_offered_is_the_smallest_the_game_allows(user_home: Path) -> None:
    from citadels.app.scenes.settings import WINDOW_SIZES
    from citadels.system.settings import MIN_WINDOW

    assert WINDOW_SIZES[0] == MIN_WINDOW
    with App(headless=True, size=(1280, 720), settings=Settings(language="en")) as app:
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(2)
        assert scene.window_size.options[0][0] == MIN_WINDOW  # the left arrow is not stuck at 1280 x 720


def test_hovering_a_settings_label_shows_its_controls_tooltip(user_home: Path) -> None:
    with App(headless=True, size=(1280, 720), settings=Settings(language="es")) as app:
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(2)
        index = next(i for i, (_label, widget) in enumerate(scene.rows) if widget is scene.auto_income)
        row = scene.row_rects[index]
        point = (row.x + 20, row.centery)  # on the words "Ingresos automáticos", left of the switch
        assert not scene.auto_income.rect.collidepoint(point)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        app.run_frames(40)
        assert scene.ui.tooltip.visible and scene.ui.tooltip.target is scene.auto_income
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        app.run_frames(40)
        assert not scene.ui.tooltip.visible  # nothing explains the empty margin


def test_effects_volume_slider_changes_the_sound_and_is_saved(user_home: Path) -> None:
    with App(
        headless=True, size=(1280, 720), settings=Settings(language="en", effects_volume=0.5), persist=True
    ) as app:
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(1)
        assert app.sound.volume == pytest.approx(0.5)
        scene.ui.set_focus(scene.effects_volume)
        app.step([key(pygame.K_RIGHT)])
        assert app.settings.effects_volume == pytest.approx(0.6)
        assert app.sound.volume == pytest.approx(0.6)
        # a click at the left end of the track: silent, but the switch still says "on"
        track = scene.effects_volume._track()
        pos = (track.x, track.centery)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])  # fmt: skip
        assert app.settings.effects_volume == 0.0 and app.settings.sound
        # muting keeps the volume, and greys the slider
        app.update_settings(sound=False)
        app.run_frames(1)
        assert not scene.effects_volume.enabled and app.settings.effects_volume == 0.0
    assert load_settings().settings.effects_volume == 0.0


def test_slider_keys_drag_and_limits() -> None:
    pygame.init()
    seen: list[float] = []
    slider = Slider(0.95, seen.append, rect=pygame.Rect(0, 0, 300, 40))
    group = WidgetGroup([slider])
    group.set_focus(slider)
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_RIGHT))
    assert slider.value == 1.0 and seen == [1.0]  # clamped, reported once
    group.handle_event(key(pygame.K_HOME))
    assert slider.value == 0.0
    track = slider._track()
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery), button=1))
    group.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(track.centerx, track.centery), rel=(0, 0), buttons=(1, 0, 0)
        )
    )
    assert slider.value == pytest.approx(0.5, abs=0.01)
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.centery), button=1))
    group.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(track.right, track.centery), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert slider.value == pytest.approx(0.5, abs=0.01)  # released: moving no longer drags


def test_bot_speeds_pace_the_bots() -> None:
    delays = [pacing_delay(name) for name in ("slow", "normal", "fast", "instant")]
    assert delays == sorted(delays, reverse=True) and delays[-1] == 0.0
    assert Settings().bot_speed == "normal"
    with pytest.raises(ValueError):
        Settings(bot_speed="warp")  # type: ignore[arg-type]


def test_audio_library_noise_goes_to_the_log(
    caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    with caplog.at_level(logging.INFO, logger="citadels.app.sound"):
        with native_stderr_to_log("opening the audio device"):
            os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        os.write(2, b"after\n")
    err = capfd.readouterr().err
    assert "ALSA" not in err and "after" in err  # fd 2 is restored afterwards
    assert any("cannot find card" in r.getMessage() for r in caplog.records)
