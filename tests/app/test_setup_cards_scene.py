"""The new-game screen's character sets (Classic, Dark City, Mixed, Custom per rank) and unique
districts: impossible combinations dimmed with their reason, never fixed behind the player's back;
Start reaches the table with the chosen line-up and deck; 8 players; the setup is remembered."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import LANGS, SIZES, open_setup, stepper_next

from citadels.app.scenes.setup import SetupScene
from citadels.app.scenes.setup_choices import NINE_CHOICES, PRESETS, preset_label, rank_choices
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import draw_tooltip
from citadels.engine import CLASSIC_CHARACTERS, UNIQUE_KINDS, DistrictType
from citadels.engine.characters import DARK_CITY_CHARACTERS
from citadels.engine.presets_2016 import PRESETS_2016

DARK = [c.name for c in DARK_CITY_CHARACTERS]
CLASSIC = [c.name for c in CLASSIC_CHARACTERS]


def choose_preset(ui: UIDriver, scene: SetupScene, preset: str) -> None:
    for _ in range(len(PRESETS)):
        if scene.characters.value == preset:
            return
        ui.click(stepper_next(scene.characters))
    assert scene.characters.value == preset


def set_players(ui: UIDriver, scene: SetupScene, players: int) -> None:
    while len(scene.rows) < players:
        ui.click(scene.add_button)
    while len(scene.rows) > players:
        ui.click(scene.rows[-1].remove)


def start(ui: UIDriver, scene: SetupScene) -> TableScene:
    assert scene.start_button.enabled, scene.problem()
    ui.click(scene.start_button, frames=2)
    table = ui.top
    assert isinstance(table, TableScene)
    return table


def line_up(table: TableScene) -> list[str]:
    assert table.session.state is not None
    return [c.name for c in table.session.state.rules.characters]


def test_presets_cycle_and_say_what_they_are(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    assert scene.characters.value == "classic" and scene.game_setup().characters == "classic"
    seen = []
    for _ in range(len(PRESETS)):
        seen.append(scene.characters.value)
        assert scene.characters.tooltip_text()
        # Custom alone offers the per-rank dialog
        assert (scene.custom_button in scene.ui.widgets) == (scene.characters.value == "custom")
        ui.click(stepper_next(scene.characters))
    assert seen == ["classic", "darkcity", "mixed", "custom", *PRESETS_2016]  # RULES.md §9.10
    assert scene.characters.value == "classic"


@pytest.mark.parametrize("size", [(1024, 576), *SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_every_tooltip_of_the_screen_fits_the_window(make_app, size, lang) -> None:  # type: ignore[no-untyped-def]
    """The play-tester's case: the Characters tooltip described all eleven sets at once, taller than
    the window at every size (its start and the last sets cut off). It describes the set shown; and
    any tooltip too tall for the window is laid out wider, then cut with "…"."""
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    choose_preset(ui, scene, "vicious-nobles")
    tip = scene.characters.tooltip_text()
    assert preset_label("vicious-nobles") in tip and preset_label("cunning-agents") not in tip
    surface = pygame.Surface(size)
    for widget in scene.ui.widgets:
        message = widget.tooltip_text()
        if message:
            for anchor in ((0, 0), (size[0] // 2, size[1] // 2), (size[0] - 1, size[1] - 1)):
                assert surface.get_rect().contains(draw_tooltip(surface, message, anchor)), message
    words = " ".join(f"word{k}" for k in range(3000))  # taller than any window, even laid out wide
    box = draw_tooltip(surface, words, (size[0] // 2, 10))
    assert surface.get_rect().contains(box)


def test_eight_players_with_classic_are_dimmed_with_the_reason_not_fixed(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    set_players(ui, scene, 8)
    assert len(scene.rows) == 8 and not scene.add_button.enabled
    assert scene.characters.value == "classic"  # kept as chosen
    reason = scene.characters.problem
    assert "8 players" in reason and reason in scene.characters.tooltip_text()
    assert not scene.start_button.enabled and scene.problem() == reason
    ui.key(pygame.K_RETURN)
    assert ui.top is scene and scene.ui.focus is scene.characters  # Enter shows what to fix
    choose_preset(ui, scene, "darkcity")
    assert scene.characters.problem == "" and scene.start_button.enabled


def test_custom_rank_nine_is_dimmed_with_the_reason(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    choose_preset(ui, scene, "custom")
    ui.click(scene.custom_button, frames=2)
    assert scene.dialog == "characters" and scene.ui.focus is scene.rank_steppers[0]
    nine = scene.rank_steppers[8]
    ui.click(stepper_next(nine))
    assert nine.value == "artist" and nine.problem == ""
    ui.click(stepper_next(nine))
    assert nine.value == "queen"
    assert "Queen needs 5" in nine.problem and nine.tooltip_text().count("Queen needs 5") == 1  # said once
    assert "Queen:" in nine.tooltip_text() and "Artist:" in nine.tooltip_text()  # what each card does
    ui.key(pygame.K_ESCAPE, frames=2)  # closes the dialog, not the screen
    assert ui.top is scene and scene.dialog is None
    assert "Queen needs 5" in scene.problem() and not scene.start_button.enabled
    set_players(ui, scene, 3)
    assert scene.choice.nine == "queen"  # never silently changed
    assert "4 or more" in scene.problem()
    set_players(ui, scene, 5)
    assert scene.problem() == ""
    assert scene.game_setup().characters.endswith(",queen")


def test_starting_a_dark_city_game_reaches_the_table_with_its_line_up(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    choose_preset(ui, scene, "darkcity")
    table = start(ui, scene)
    assert line_up(table) == [*DARK, "artist"]  # 4 players: the Artist
    assert table.session.setup.characters == "darkcity"


def test_a_mixed_game_shows_its_line_up_before_the_first_draft(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    set_players(ui, scene, 5)
    choose_preset(ui, scene, "mixed")
    table = start(ui, scene)
    names = line_up(table)
    for rank, name in enumerate(names[:8]):
        assert name in (CLASSIC_CHARACTERS[rank].name, DARK[rank])
    from citadels.app.table.anim import Banner
    from citadels.engine import events as ev
    from citadels.text.i18n import character_name

    # a banner with the line-up at the start of the game, and a line in the log
    chosen = next(e for e in table.session.history if isinstance(e, ev.CharacterSetChosen))
    banners = [a for a in table.animator._anims_for(chosen) if isinstance(a, Banner)]
    if names != [c.name for c in CLASSIC_CHARACTERS]:
        assert banners and all(character_name(n) in banners[0].subtitle for n in names)
    said: list[str] = []
    for _ in range(600):
        ui.frame()
        said = [text for _style, text, _entry in table.log.lines(0)]
        if any(t.startswith("Characters in this game") for t in said):
            break
    line = next(t for t in said if t.startswith("Characters in this game"))
    assert all(character_name(n) in line for n in names)


def test_custom_by_keyboard_with_random_ranks(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    set_players(ui, scene, 6)
    choose_preset(ui, scene, "custom")
    scene.ui.set_focus(scene.custom_button)
    ui.key(pygame.K_RETURN, frames=2)
    assert scene.dialog == "characters"
    wanted = [DARK[0], "random", CLASSIC[2], DARK[3], CLASSIC[4], CLASSIC[5], DARK[6], "random", "queen"]
    for rank, value in enumerate(wanted, start=1):  # a card per rank, or random; rank 9 the Queen
        choices = NINE_CHOICES if rank == 9 else rank_choices(rank)
        for _ in range(choices.index(value)):
            ui.key(pygame.K_RIGHT)
        ui.key(pygame.K_TAB)
    assert [s.value for s in scene.rank_steppers] == wanted
    ui.key(pygame.K_RETURN, frames=2)  # Enter closes the dialog (Done)
    assert scene.dialog is None and scene.ui.focus is scene.custom_button
    table = start(ui, scene)
    names = line_up(table)
    assert names[0] == "witch" and names[2] == "magician" and names[3] == "emperor" and names[8] == "queen"
    assert names[1] in ("thief", "tax_collector") and names[7] in ("warlord", "diplomat")


def test_eight_players_start_with_nine_characters(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    set_players(ui, scene, 8)
    choose_preset(ui, scene, "darkcity")
    assert all(app.screen.get_rect().contains(r.rect) for r in scene.rows)
    table = start(ui, scene)
    assert table.session.players == 8 and line_up(table) == [*DARK, "queen"]
    ui.frames(3)


def test_unique_districts_dialog_builds_the_deck(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    assert scene._uniques_summary() == "All 14"
    ui.click(scene.uniques_button, frames=2)
    assert scene.dialog == "uniques"
    ui.click(scene.none_button)
    assert scene.uniques == set()
    ui.click(scene.unique_toggles["keep"])
    ui.click(scene.unique_toggles["library"])
    assert scene.unique_toggles["library"].tooltip_text()  # the card's text
    ui.click(scene.done_button, frames=2)
    assert scene.dialog is None and scene._uniques_summary() == "3 of 14"
    assert scene.game_setup().uniques == "keep,library"
    table = start(ui, scene)
    state = table.session.state
    assert state is not None
    assert sorted(c.kind.name for c in state.rules.cards if c.kind.dtype == DistrictType.UNIQUE) == [
        "keep",
        "keep",
        "library",
    ]


def test_the_setup_is_remembered(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    set_players(ui, scene, 8)
    choose_preset(ui, scene, "custom")
    scene.open_dialog("characters")
    ui.click(stepper_next(scene.rank_steppers[0]))
    ui.click(stepper_next(scene.rank_steppers[8]))
    scene.close_dialog()
    scene.open_dialog("uniques")
    ui.click(scene.unique_toggles["graveyard"])
    scene.close_dialog()
    start(ui, scene)
    remembered = app.settings.last_setup
    assert remembered["characters"].startswith("witch,") and remembered["characters"].endswith(",artist")
    assert "graveyard" not in remembered["uniques"] and remembered["uniques"] != "all"
    from citadels.app.scenes import setup as setup_module

    setup_module._last_setups.clear()  # as after a restart: only the settings remember
    again = SetupScene(app)
    assert len(again.rows) == 8 and again.choice.preset == "custom"
    assert [s.value for s in again.rank_steppers][0] == "witch" and again.rank_steppers[8].value == "artist"
    assert again.uniques == set(UNIQUE_KINDS) - {"graveyard"}
    assert again.unique_toggles["graveyard"].value is False


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_dialogs_draw_in_every_language_and_size(make_app, lang, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    set_players(ui, scene, 8)
    choose_preset(ui, scene, "custom")
    for which in ("characters", "uniques"):
        scene.open_dialog(which)
        ui.frames(2)
        widgets = scene.rank_steppers if which == "characters" else list(scene.unique_toggles.values())
        assert all(scene.dialog_rect.contains(w.rect) for w in [*widgets, scene.done_button])
        ui.key(pygame.K_ESCAPE)
        assert scene.dialog is None
    for _label, widget, _rect in scene.option_rows:
        assert scene.panel_options.contains(widget.rect)


# d16a: the 2016 deck (RULES.md §9.8, §9.12.8)
def test_9_8_the_dialog_builds_a_2016_deck_of_14_chosen_uniques(app, ui) -> None:  # type: ignore[no-untyped-def]
    from citadels.engine import EDITION_2016_UNIQUES

    scene = open_setup(app, ui)
    ui.click(scene.uniques_button, frames=2)
    assert scene.deck == "classic"
    ui.click(stepper_next(scene.deck_stepper), frames=2)
    assert scene.deck == "2016" and scene.unique_toggles_2016["basilica"] in scene.ui.widgets
    assert set(EDITION_2016_UNIQUES) <= set(scene.unique_toggles_2016)  # every 2016 unique the game has
    assert "2016" in scene.unique_toggles_2016["graveyard"].on_text()  # flagged: not in the 2016 box
    assert scene.problem() == ""  # RB16's Tenacious Delegates list to start from
    ui.click(scene.unique_toggles_2016["statue"])  # 13: refused, with the reason
    assert "13" in scene.problem() and "14" in scene.problem()
    ui.click(scene.unique_toggles_2016["monument"])
    ui.click(scene.done_button, frames=2)
    assert scene._uniques_summary() == "2016 deck: 14 of 14"
    chosen = scene.game_setup().uniques.split(",")
    assert len(chosen) == 14 and "monument" in chosen and "statue" not in chosen
    table = start(ui, scene)
    state = table.session.state
    assert state is not None and state.rules.deck_2016
    uniques = [c.kind.name for c in state.rules.cards if c.kind.dtype == DistrictType.UNIQUE]
    assert sorted(uniques) == sorted(chosen) and len(state.rules.cards) == 54 + 14  # one card each


def test_9_8_the_dialog_draws_a_2016_deck_per_game(app, ui) -> None:  # type: ignore[no-untyped-def]
    from citadels.engine import NOT_IN_2016_BOX

    scene = open_setup(app, ui)
    scene.open_dialog("uniques")
    ui.click(stepper_next(scene.deck_stepper), frames=2)
    ui.click(stepper_next(scene.deck_stepper), frames=2)
    assert scene.deck == "random-2016" and scene.game_setup().uniques == "random-2016"
    scene.close_dialog()
    table = start(ui, scene)
    drawn = table.session.setup.uniques.split(",")  # stored drawn: a save names its deck
    assert len(drawn) == 14 and not set(drawn) & set(NOT_IN_2016_BOX)
    assert table.session.state is not None and tuple(drawn) == table.session.state.rules.uniques


def test_a_2016_preset_starts_with_its_cast_and_its_districts(app, ui) -> None:  # type: ignore[no-untyped-def]
    # RULES.md §9.10: the preset by name, its 14 uniques proposed as the deck (still a choice)
    scene = open_setup(app, ui)
    set_players(ui, scene, 5)
    choose_preset(ui, scene, "tenacious-delegates")
    preset = PRESETS_2016["tenacious-delegates"]
    assert scene.deck == "2016" and scene.uniques_2016 == set(preset.uniques)
    assert scene.characters.problem == "" and scene.characters.tooltip_text()
    table = start(ui, scene)
    assert line_up(table) == [*preset.ranks, "artist"]
    uniques = {c.name for c in table.session.state.rules.cards if c.dtype is DistrictType.UNIQUE}
    assert uniques == set(preset.uniques)
    # back on a classic cast, the screen proposes the classic deck again
    scene = open_setup(app, ui)
    choose_preset(ui, scene, "vicious-nobles")
    choose_preset(ui, scene, "classic")
    assert scene.deck == "classic" and scene.uniques_value() == "all"
