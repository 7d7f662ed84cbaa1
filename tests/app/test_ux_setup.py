"""The new-game screen's keyboard: Enter always starts the game (or shows why it cannot and puts the
focus on the field to fix), the focus ring stays visible, and the name fields edit like any text field
(selection, words, clipboard, non-ASCII typing through TEXTINPUT events)."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import LANGS, open_setup

from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import TextInput, WidgetGroup

CTRL = pygame.KMOD_LCTRL
SHIFT = pygame.KMOD_LSHIFT


@pytest.mark.parametrize("field", ["name", "seed", "level", "none"])
def test_enter_starts_the_game_from_any_field(app, ui, field) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    focus = {
        "name": scene.rows[0].name_input,
        "seed": scene.seed,
        "level": scene.rows[1].level,
        "none": None,
    }[field]
    scene.ui.set_focus(focus)
    before = scene.rows[1].level.value
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(app.manager.top, TableScene)
    if field == "level":
        assert app.manager.top.session.setup.seats[1].bot == before  # Enter did not step the level


def test_enter_explains_why_it_cannot_start_and_focuses_the_field(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    ui.click(scene.seed)
    ui.type_text("12x")
    scene.ui.set_focus(scene.rows[2].level)
    ui.key(pygame.K_RETURN)
    assert app.manager.top is scene
    assert scene.refused > 0 and "seed" in scene.problem().lower()
    assert scene.ui.focus is scene.seed and scene.seed.selected_text == "12x"  # typing replaces it
    ui.type_text("34")
    assert scene.seed.value == "34" and scene.problem() == ""
    ui.key(pygame.K_KP_ENTER, frames=2)
    assert isinstance(app.manager.top, TableScene)
    assert app.manager.top.session.setup.seed == 34


def test_enter_on_a_focused_button_presses_that_button(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    scene.ui.set_focus(scene.add_button)
    ui.key(pygame.K_RETURN)
    assert app.manager.top is scene and len(scene.rows) == 5


def test_the_focus_ring_stays_visible_after_a_click(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = open_setup(app, ui)
    ui.click(scene.rows[1].level)  # a click puts the focus on the level stepper…
    assert scene.ui.focus is scene.rows[1].level and not scene.ui.keyboard_mode
    ring = scene.rows[1].level.rect.inflate(8, 8)
    app.draw()
    with_ring = pygame.image.tobytes(app.screen.subsurface(ring), "RGB")
    scene.ui.always_show_focus = False
    app.draw()
    without = pygame.image.tobytes(app.screen.subsurface(ring), "RGB")
    assert with_ring != without  # …and the ring shows it although the mouse was used


def _field(value: str) -> tuple[TextInput, WidgetGroup, list[str]]:
    pygame.init()
    changes: list[str] = []
    field = TextInput(value, changes.append, rect=pygame.Rect(0, 0, 300, 40), max_length=18)
    group = WidgetGroup([field])
    group.set_focus(field)
    return field, group, changes


def key(group: WidgetGroup, k: int, mod: int = 0) -> None:
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def typed(group: WidgetGroup, value: str) -> None:
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=value))


def test_select_all_home_end_and_word_keys() -> None:
    field, group, _changes = _field("Ana María López")
    key(group, pygame.K_a, CTRL)
    assert field.selected_text == "Ana María López"
    typed(group, "Íñigo")
    assert field.value == "Íñigo" and field.cursor == 5
    field.set_value("Ana María López")
    key(group, pygame.K_LEFT, CTRL)
    assert field.cursor == len("Ana María ")
    key(group, pygame.K_LEFT, CTRL)
    assert field.cursor == len("Ana ")
    key(group, pygame.K_RIGHT, CTRL)
    assert field.cursor == len("Ana María")
    key(group, pygame.K_HOME)
    assert field.cursor == 0
    key(group, pygame.K_END, SHIFT)
    assert field.selected_text == "Ana María López"
    key(group, pygame.K_RIGHT)  # collapses the selection to its end
    assert field.selection == (len(field.value), len(field.value))


def test_ctrl_backspace_and_ctrl_delete_remove_words() -> None:
    field, group, changes = _field("Ana María López")
    key(group, pygame.K_BACKSPACE, CTRL)
    assert field.value == "Ana María "
    key(group, pygame.K_BACKSPACE, CTRL)
    assert field.value == "Ana "
    key(group, pygame.K_HOME)
    key(group, pygame.K_DELETE, CTRL)
    assert field.value == " "
    key(group, pygame.K_DELETE)
    assert field.value == ""
    assert changes[-1] == ""


def test_shift_selection_then_delete_and_typing_replaces() -> None:
    field, group, _changes = _field("Beatriz")
    key(group, pygame.K_LEFT, SHIFT)
    key(group, pygame.K_LEFT, SHIFT)
    assert field.selected_text == "iz"
    key(group, pygame.K_DELETE)
    assert field.value == "Beatr"
    key(group, pygame.K_HOME, SHIFT)  # nothing before the cursor… the selection runs to the start
    assert field.selected_text == "Beatr"
    typed(group, "ñ")
    assert field.value == "ñ"


def test_copy_cut_and_paste_through_the_clipboard() -> None:
    field, group, _changes = _field("Gonzalo")
    try:
        pygame.scrap.put_text("probe")
        usable = pygame.scrap.get_text() == "probe"
    except pygame.error:
        usable = False
    if not usable:
        pytest.skip("no clipboard with this video driver")
    key(group, pygame.K_a, CTRL)
    key(group, pygame.K_c, CTRL)
    assert pygame.scrap.get_text() == "Gonzalo" and field.value == "Gonzalo"
    key(group, pygame.K_x, CTRL)
    assert field.value == ""
    key(group, pygame.K_v, CTRL)
    key(group, pygame.K_v, CTRL)
    assert field.value == "GonzaloGonzalo"
    key(group, pygame.K_v, CTRL)  # the field keeps its length limit
    assert field.value == "GonzaloGonzaloGonz" and len(field.value) == 18
    pygame.scrap.put_text("line\nbreak")
    key(group, pygame.K_a, CTRL)
    key(group, pygame.K_v, CTRL)
    assert field.value == "linebreak"  # control characters are dropped


@pytest.mark.parametrize("lang", LANGS)
def test_non_ascii_names_typed_in_process(make_app, lang) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    field = scene.rows[0].name_input
    ui.click(field)
    ui.key(pygame.K_a, mod=CTRL)
    for piece in ("Ñ", "a", "n", "d", "ú", " ", "Álvarez"):  # one TEXTINPUT event per key, as SDL sends them
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=piece))
    ui.frame()
    assert field.value == "Ñandú Álvarez"
    ui.key(pygame.K_BACKSPACE, mod=CTRL)
    assert field.value == "Ñandú "
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Peña"))
    ui.frame()
    ui.key(pygame.K_RETURN, frames=2)
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.setup.seats[0].name == "Ñandú Peña"


def test_the_name_field_shows_its_limit_and_says_when_a_name_is_cut(app, ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 30: names were cut at 18 characters without a word. The new-game screen's name field
    shows its count against the limit while it is being edited, and says when what was typed or
    pasted did not fit (in red, and in its tooltip)."""
    scene = open_setup(app, ui)
    field = scene.rows[0].name_input
    assert field.show_limit and "18" in field.tooltip_text()
    scene.ui.set_focus(field)
    field.set_value("")
    typed(scene.ui, "Ana")
    assert field.limit_label() == "3/18" and not field.cut
    app.draw()  # drawn with its count
    field.set_value("")
    typed(scene.ui, "Maximiliano de las Casas")  # 24 characters
    assert field.value == "Maximiliano de las" and field.cut
    assert field.limit_label() == "18/18"
    assert "left out" in field.tooltip_text()
    app.draw()
    key(scene.ui, pygame.K_BACKSPACE)
    assert not field.cut and "left out" not in field.tooltip_text()
    scene.ui.set_focus(scene.rows[1].name_input)
    assert field.limit_label() == ""  # 17 characters, not focused: no count


def test_the_count_takes_room_from_the_text_not_over_it() -> None:
    field, _group, _changes = _field("")
    field.show_limit = True
    field.set_value("W" * 18)
    screen = pygame.Surface((320, 60))
    field.draw(screen)  # the count at the right end, the text clipped before it
    assert field.limit_label() == "18/18"
    plain = TextInput("W" * 18, rect=pygame.Rect(0, 0, 300, 40), max_length=18)
    assert plain.limit_label() == ""  # a field without show_limit shows none
