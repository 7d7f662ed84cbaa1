"""The new-game screen, headless: defaults, seats, names (typed as TEXTINPUT), rules, seed, crown,
Start's reasons, keyboard navigation, both languages and sizes."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import LANGS, SIZES, open_setup

from citadels.ai import bot_names
from citadels.app.bot_levels import default_level, level_names
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.setup import MAX_SEATS, MIN_SEATS, SetupScene, parse_seed
from citadels.app.uidriver import UIDriver
from citadels.text import i18n


def test_menu_new_game_opens_the_setup_screen_with_sensible_defaults(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    assert len(scene.rows) == 4
    assert [r.controller for r in scene.rows] == ["human", "bot", "bot", "bot"]
    names = [r.name for r in scene.rows]
    assert all(names) and len({n.casefold() for n in names}) == 4
    assert all(r.level.value == default_level() for r in scene.rows[1:])
    assert scene.problem() == ""
    assert scene.start_button.enabled
    setup = scene.game_setup()
    assert setup.players == 4 and setup.seed is None and setup.crown is None and setup.ruleset == "classic"


def test_levels_are_the_registry_bots() -> None:
    names = bot_names()
    for level in level_names():
        assert level in names
    if "medium" in names:
        assert default_level() == "medium"
    if {"easy", "medium", "hard"} <= set(names):
        assert level_names() == ["easy", "medium", "hard"]


@pytest.mark.parametrize("lang", LANGS)
def test_typing_a_non_ascii_name_with_textinput_events(make_app, lang) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    field = scene.rows[0].name_input
    ui.click(field)
    assert app.manager.top is scene and scene.ui.focus is field
    ui.clear_field()
    assert field.value == ""
    assert not scene.start_button.enabled
    assert "1" in scene.problem()  # "Seat 1 needs a name."
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ñandú"))
    ui.frame()
    assert scene.rows[0].name == "Ñandú"
    assert scene.start_button.enabled
    assert scene.game_setup().seats[0].name == "Ñandú"
    ui.frames(3)  # the name draws (the fonts have Ñ and ú)


def test_duplicate_names_disable_start_with_a_reason(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    # a default name steps aside for a typed one…
    taken = scene.rows[1].name
    ui.click(scene.rows[0].name_input)
    ui.clear_field()
    ui.type_text(taken)
    assert scene.rows[0].name == taken and scene.rows[1].name != taken and scene.start_button.enabled
    # …but two typed names must differ (without regard to case)
    ui.click(scene.rows[1].name_input)
    ui.clear_field()
    other = "Ana"
    ui.type_text(other)
    ui.click(scene.rows[0].name_input)
    ui.clear_field()
    ui.type_text(other.upper())
    assert not scene.start_button.enabled
    assert other.casefold() in scene.problem().casefold()
    assert scene.start_button.tooltip_text() == scene.problem()
    ui.click(scene.start_button)
    assert app.manager.top is scene  # a disabled Start does nothing


def test_add_and_remove_seats_within_two_and_seven(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    while scene.add_button.enabled:
        ui.click(scene.add_button)
    assert len(scene.rows) == MAX_SEATS
    names = [r.name for r in scene.rows]
    assert len({n.casefold() for n in names}) == MAX_SEATS
    assert all(app.screen.get_rect().contains(r.rect) for r in scene.rows)
    assert scene.add_button.rect.bottom <= scene.panel_players.bottom
    while scene.rows[-1].remove.enabled:
        ui.click(scene.rows[-1].remove)
    assert len(scene.rows) == MIN_SEATS
    assert not scene.rows[0].remove.enabled and scene.rows[0].remove.tooltip_text()
    assert scene.problem() == ""


def test_switching_human_and_bot_renames_default_seats_only(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    row = scene.rows[2]
    bot_name = row.name
    ui.click((row.kind.rect.right - row.kind.rect.h // 2, row.kind.rect.centery))
    assert row.is_human and not row.level.visible
    assert row.name != bot_name  # a human default ("Player 2")
    ui.click(row.name_input)
    ui.type_text("!")
    typed = row.name
    ui.click((row.kind.rect.x + row.kind.rect.h // 2, row.kind.rect.centery))
    assert not row.is_human and row.level.visible
    assert row.name == typed  # what the user typed is kept


def test_ruleset_seed_and_crown(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    ui.click((scene.ruleset.rect.right - scene.ruleset.rect.h // 2, scene.ruleset.rect.centery))
    assert scene.ruleset.value == "classic_variant"
    assert "8" in scene._ruleset_tooltip() and "7" in scene._ruleset_tooltip()
    ui.click(scene.seed)
    ui.type_text("12a")
    assert not scene.start_button.enabled and scene.problem()
    ui.key(pygame.K_BACKSPACE)
    assert parse_seed(scene.seed.value) == (12, True)
    assert scene.game_setup().seed == 12
    ui.click((scene.crown.rect.right - scene.crown.rect.h // 2, scene.crown.rect.centery))
    ui.click((scene.crown.rect.right - scene.crown.rect.h // 2, scene.crown.rect.centery))
    assert scene.crown.value == 1
    setup = scene.game_setup()
    assert setup.crown == 1 and setup.ruleset == "classic_variant"
    setup.config()  # a valid engine config
    # removing the crowned seat falls back to a random crown; removing an earlier one shifts it
    ui.click(scene.rows[0].remove)
    assert scene.crown.value == 0
    ui.click(scene.rows[0].remove)
    assert scene.crown.value is None


def test_keyboard_navigation_and_escape(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    seen = []
    for _ in range(len(scene.ui.focusables()) + 1):
        ui.key(pygame.K_TAB)
        seen.append(scene.ui.focus)
    assert scene.rows[0].name_input in seen and scene.start_button in seen and scene.seed in seen
    # Tab out of a text field, arrows change a stepper
    scene.ui.set_focus(scene.rows[1].level)
    before = scene.rows[1].level.value
    ui.key(pygame.K_RIGHT)
    assert scene.rows[1].level.value != before or len(level_names()) == 1
    # (Enter starts the game from any field: tests/app/test_ux_setup.py)
    scene.ui.set_focus(None)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)
    # the screen remembers the last setup while the app runs
    ui.click(app.manager.top.new_game)
    assert isinstance(app.manager.top, SetupScene)


def test_language_switch_renames_default_seats(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang="en")
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    english = [r.name for r in scene.rows]
    app.update_settings(language="es")
    ui.frames(2)
    spanish = [r.name for r in scene.rows]
    assert spanish[0].startswith("Jugador")
    assert spanish != english
    assert len({n.casefold() for n in spanish}) == len(spanish)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_draws_in_every_language_and_size(make_app, lang, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    while scene.add_button.enabled:
        ui.click(scene.add_button)
    ui.click((scene.rows[1].kind.rect.right - 5, scene.rows[1].kind.rect.centery))  # two humans
    ui.frames(3)
    screen = app.screen.get_rect()
    widgets = [w for w in scene.ui.widgets if w.visible]
    for w in widgets:
        assert screen.contains(w.rect), (w, w.rect)
    for i, a in enumerate(widgets):
        for b in widgets[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a, b)
    assert i18n.current_language() == lang


@pytest.mark.parametrize(
    ("lang", "solo", "hot_seat"), [("en", "You", "Hot seat"), ("es", "Tú", "Por turnos")]
)
def test_the_lone_human_seat_says_you_and_hot_seat_needs_two_humans(
    make_app, monkeypatch, lang, solo, hot_seat
) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.scenes import setup as setup_module

    app = make_app(lang=lang)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    drawn: list[str] = []
    real = setup_module.text.draw_text

    def spy(surface, message, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(message)
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(setup_module.text, "draw_text", spy)
    ui.frames(1)
    assert solo in drawn and hot_seat not in drawn  # one human: that is you, not a "hot seat"
    assert scene.rows[1].kind.step(-1) and scene.rows[1].is_human  # Bot -> Human, as the arrow does
    drawn.clear()
    ui.frames(1)
    assert drawn.count(hot_seat) == 2 and solo not in drawn
