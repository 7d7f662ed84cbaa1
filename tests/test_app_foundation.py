"""The app foundation, headless: scene stack, scenes drawing in both languages and sizes, widgets
driven by posted events, the error screen, and a monkey test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from citadels.app import cardart, text
from citadels.app.app import App
from citadels.app.scene import Scene
from citadels.app.scene_stack import SceneManager
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.error import ErrorScene
from citadels.app.scenes.rules import TABS, RulesScene
from citadels.app.scenes.settings import SettingsScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.screens import Screens
from citadels.system.settings import Settings, load_settings
from citadels.text import i18n

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(headless=True, size=(1280, 720), settings=Settings(language="en"))
    yield application
    application.close()
    i18n.set_language("en")


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


# ------------------------------------------------------------------------------------------------
# Scene stack
# ------------------------------------------------------------------------------------------------


class Recorder(Scene):
    def __init__(self, app: object, name: str, log: list[str], transparent: bool = False) -> None:
        self.app = app  # type: ignore[assignment]
        self.name = name
        self.log = log
        self.transparent = transparent

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> None:
        self.log.append(f"{self.name}.event")

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def test_scene_stack_lifecycle_order() -> None:
    log: list[str] = []
    manager = SceneManager()
    a, b, c = (Recorder(None, n, log) for n in "abc")
    manager.push(a)
    manager.push(b)
    manager.replace(c)
    assert manager.top is c and manager.scenes == (a, c)
    assert manager.pop() is c
    assert manager.pop() is a
    assert manager.pop() is None
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume", "a.exit"]


def test_only_the_top_scene_gets_events_and_updates_and_transparent_scenes_show_the_one_below() -> None:
    log: list[str] = []
    manager = SceneManager()
    base, mid, dialog = (
        Recorder(None, "base", log),
        Recorder(None, "mid", log),
        Recorder(None, "dialog", log, True),
    )
    for scene in (base, mid, dialog):
        manager.push(scene)
    log.clear()
    manager.handle_event(pygame.event.Event(pygame.USEREVENT))
    manager.update(0.016)
    manager.draw(pygame.Surface((10, 10)))
    assert log == ["dialog.event", "dialog.update", "mid.draw", "dialog.draw"]


def test_drawing_does_not_change_scene_state(app: App) -> None:
    scene = RulesScene(app, "characters")
    app.push(scene)
    app.run_frames(3)
    before = (
        scene.tab,
        scene.scroll.offset,
        scene.scroll.target,
        [b.style for b in scene.tab_buttons.values()],
    )
    for _ in range(3):
        app.draw()
    assert (
        scene.tab,
        scene.scroll.offset,
        scene.scroll.target,
        [b.style for b in scene.tab_buttons.values()],
    ) == before


# ------------------------------------------------------------------------------------------------
# Scenes draw in both languages and sizes
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", ["menu", "settings", "rules", "confirm"])
def test_scenes_draw_without_error(name: str, lang: str, size: tuple[int, int]) -> None:
    with App(headless=True, size=size, settings=Settings(language=lang)) as app:
        app.nav.menu()
        if name == "confirm":
            app.request_quit(confirm=True)
        elif name == "settings":
            app.nav.settings()
        elif name == "rules":
            app.nav.rules()
        app.run_frames(5)
        assert app.crash is None, app.crash and app.crash.traceback
        assert app.size == size
        # the screen is really painted: many distinct colours, not a blank fill
        sample = {
            tuple(app.screen.get_at((x, y))) for x in range(0, size[0], 37) for y in range(0, size[1], 41)
        }
        assert len(sample) > 50
    i18n.set_language("en")


def test_every_rules_tab_renders_in_both_languages(app: App) -> None:
    scene = RulesScene(app)
    app.push(scene)
    for lang in ("en", "es"):
        app.update_settings(language=lang)
        for i, tab in enumerate(TABS):
            app.step([key(pygame.K_1 + i)])
            assert scene.tab == tab.key
            assert scene.scroll.content is not None and scene.scroll.content.get_height() > 100
            app.step([key(pygame.K_END)])
            app.run_frames(45)  # the Dark City tab (with the 2016 cards) is the longest page
            assert scene.scroll.offset == pytest.approx(scene.scroll.max_offset, abs=1)
    assert app.crash is None


def test_window_resize_relayouts(app: App) -> None:
    app.nav.menu()
    menu = app.manager.top
    app.resize((1920, 1080))
    app.run_frames(2)
    assert app.size == (1920, 1080)
    assert menu.new_game.rect.w > 400  # type: ignore[attr-defined]  # scaled up from 340 px at 1280×720
    assert app.crash is None


# ------------------------------------------------------------------------------------------------
# Language switching and settings persistence through the settings screen
# ------------------------------------------------------------------------------------------------


def test_language_switch_rerenders_and_persists(user_home: Path) -> None:
    with App(headless=True, size=(1280, 720), settings=Settings(language="en"), persist=True) as app:
        app.nav.menu()
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(2)
        english = pygame.image.tobytes(app.screen, "RGB")
        right_arrow = (scene.language.rect.right - scene.language.rect.h // 2, scene.language.rect.centery)
        app.step(click(right_arrow))
        app.run_frames(2)
        assert i18n.current_language() == "es"
        assert i18n._("Settings") == "Opciones"
        assert pygame.image.tobytes(app.screen, "RGB") != english
        assert load_settings().settings.language == "es"
        # the menu below re-rendered too: going back shows Spanish buttons
        app.step([key(pygame.K_ESCAPE)])
        menu = app.manager.top
        assert menu is not None and menu.name == "menu"
        assert menu.new_game.label() == "Nueva partida"  # type: ignore[attr-defined]
    i18n.set_language("en")


def test_settings_controls_change_and_save_everything(user_home: Path) -> None:
    with App(headless=True, size=(1280, 720), settings=Settings(language="en"), persist=True) as app:
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(1)
        app.step(click(scene.sound.rect.center))
        app.step(click(scene.auto_income.rect.center))
        app.step(click(scene.speed.rect.center))  # the middle of a stepper goes to the next value
        app.step(click((scene.window_size.rect.right - 5, scene.window_size.rect.centery)))
        app.run_frames(2)
        saved = load_settings().settings
        assert saved.sound is False and app.sound.enabled is False
        assert saved.auto_income is True
        assert saved.animation_speed == "fast"
        assert saved.window_size == (1366, 768) and app.size == (1366, 768)
        # keyboard: focus the display stepper with Tab and switch to full screen with Right
        app.ui_focus = None
        scene.ui.set_focus(scene.language)
        app.step([key(pygame.K_TAB), key(pygame.K_RIGHT)])
        assert load_settings().settings.fullscreen is True
        assert not scene.window_size.enabled  # no window size in full screen, and the tooltip says why
        assert "full screen" in scene.window_size.tooltip_text()
        assert app.crash is None


# ------------------------------------------------------------------------------------------------
# Widgets
# ------------------------------------------------------------------------------------------------


def test_button_click_shortcut_disabled_reason_and_tooltip(app: App) -> None:
    from citadels.app.widgets import Button, WidgetGroup

    clicks: list[str] = []
    group = WidgetGroup()
    ok = Button("OK", lambda: clicks.append("ok"), rect=pygame.Rect(10, 10, 100, 40), shortcut=pygame.K_o)
    no = Button("No", lambda: clicks.append("no"), rect=pygame.Rect(10, 60, 100, 40), tooltip="Nope")
    no.disable("You cannot afford it")
    group.add(ok, no)
    for event in click((50, 30)):
        group.handle_event(event)
    assert clicks == ["ok"]
    # press inside, release outside: no click
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1))
    assert clicks == ["ok"]
    group.handle_event(key(pygame.K_o))
    assert clicks == ["ok", "ok"]
    for event in click((50, 80)):
        group.handle_event(event)
    assert clicks == ["ok", "ok"]  # disabled
    assert no.tooltip_text() == "You cannot afford it"
    group.update(0.1)
    assert not group.tooltip.visible  # not yet: tooltips wait for a short hover
    group.update(0.5)
    assert group.tooltip.visible and group.tooltip.target is no
    surface = pygame.Surface((400, 300))
    group.draw(surface)
    no.enable()
    assert no.tooltip_text() == "Nope"


def test_keyboard_focus_moves_and_enter_activates() -> None:
    from citadels.app.widgets import Button, WidgetGroup

    pressed: list[int] = []
    buttons = [
        Button(str(i), lambda i=i: pressed.append(i), rect=pygame.Rect(0, i * 50, 80, 40)) for i in range(3)
    ]
    group = WidgetGroup(buttons)
    group.handle_event(key(pygame.K_TAB))
    assert group.focus is buttons[0]
    group.handle_event(key(pygame.K_DOWN))
    group.handle_event(key(pygame.K_RETURN))
    assert pressed == [1]
    group.handle_event(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    group.handle_event(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert group.focus is buttons[2]  # wraps around
    group.handle_event(key(pygame.K_SPACE))
    assert pressed == [1, 2]


def test_stepper_and_toggle() -> None:
    from citadels.app.widgets import Stepper, Toggle, WidgetGroup

    values: list[object] = []
    stepper = Stepper(
        [("a", "A"), ("b", "B"), ("c", "C")], "b", values.append, rect=pygame.Rect(0, 0, 300, 40)
    )
    toggle = Toggle(False, values.append, rect=pygame.Rect(0, 60, 200, 40))
    group = WidgetGroup([stepper, toggle])
    for event in click((10, 20)):  # left arrow
        group.handle_event(event)
    assert stepper.value == "a"
    group.handle_event(key(pygame.K_LEFT))  # focused by the click; wraps
    assert stepper.value == "c"
    for event in click((150, 20)):  # middle: next
        group.handle_event(event)
    assert stepper.value == "a"
    for event in click((20, 80)):
        group.handle_event(event)
    assert toggle.value is True
    group.handle_event(key(pygame.K_LEFT))
    assert toggle.value is False
    assert values == ["a", "c", "a", True, False]
    surface = pygame.Surface((400, 200))
    toggle.update(0.1)
    group.draw(surface)


def test_text_input_accepts_unicode_backspace_and_max_length() -> None:
    from citadels.app.widgets import TextInput, WidgetGroup

    submitted: list[str] = []
    box = TextInput("", rect=pygame.Rect(0, 0, 300, 44), max_length=8, on_submit=submitted.append)
    group = WidgetGroup([box])
    for event in click((20, 20)):
        group.handle_event(event)
    assert group.focus is box
    # typing: SDL sends KEYDOWN then TEXTINPUT; the KEYDOWN must not trigger shortcuts
    assert group.handle_event(key(pygame.K_a, unicode="A"))
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Añoño"))
    assert box.value == "Añoño"
    group.handle_event(key(pygame.K_BACKSPACE))
    assert box.value == "Añoñ"
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=" Pérez"))
    assert box.value == "Añoñ Pér" and len(box.value) == 8  # max length
    group.handle_event(key(pygame.K_HOME))
    group.handle_event(key(pygame.K_DELETE))
    assert box.value == "ñoñ Pér"
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="\tÑ"))
    assert box.value == "Ññoñ Pér"  # control characters are dropped
    group.handle_event(key(pygame.K_RETURN))
    assert submitted == ["Ññoñ Pér"]
    surface = pygame.Surface((400, 100))
    box.update(0.1)
    group.draw(surface)


def test_scroll_panel_wheel_drag_and_keys() -> None:
    from citadels.app.widgets import ScrollPanel, WidgetGroup

    content = pygame.Surface((200, 1000))
    panel = ScrollPanel(pygame.Rect(0, 0, 200, 300), content, step=50)
    group = WidgetGroup([panel])
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 100), rel=(0, 0), buttons=(0, 0, 0)))
    group.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert panel.target == 100
    panel.update(1.0)
    assert panel.offset == 100
    # drag the content up by 80 px: it scrolls down by 80
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 200), button=1))
    group.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 120), rel=(0, -80), buttons=(1, 0, 0))
    )
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 120), button=1))
    assert panel.offset == 180
    assert group.focus is panel
    group.handle_event(key(pygame.K_END))
    assert panel.target == panel.max_offset == 700
    group.handle_event(key(pygame.K_PAGEUP))
    assert panel.target == pytest.approx(700 - 270)
    group.handle_event(key(pygame.K_HOME))
    assert panel.target == 0
    panel.update(1.0)
    surface = pygame.Surface((300, 400))
    group.draw(surface)


def test_confirm_dialog_yes_and_no(app: App) -> None:
    answers: list[str] = []
    app.nav.menu()
    app.push(ConfirmScene(app, title="Leave?", message="Sure?", on_confirm=lambda: answers.append("yes"),
                          on_cancel=lambda: answers.append("no")))  # fmt: skip
    app.run_frames(1)
    app.step([key(pygame.K_ESCAPE)])
    assert answers == ["no"] and app.manager.top is not None and app.manager.top.name == "menu"
    dialog = ConfirmScene(app, title="Leave?", on_confirm=lambda: answers.append("yes"))
    app.push(dialog)
    app.run_frames(1)
    app.step(click(dialog.yes.rect.center))
    assert answers == ["no", "yes"]


def test_quit_from_the_menu_asks_first(app: App) -> None:
    app.nav.menu()
    app.run_frames(1)
    app.step([key(pygame.K_q)])
    assert isinstance(app.manager.top, ConfirmScene) and app.running
    app.step([key(pygame.K_RETURN)])  # Enter on the default (Cancel) keeps playing
    assert app.running and app.manager.top is not None and app.manager.top.name == "menu"
    app.step([key(pygame.K_ESCAPE)])
    confirm = app.manager.top
    assert isinstance(confirm, ConfirmScene)
    app.step(click(confirm.yes.rect.center))
    assert not app.running and app.exit_code == 0


def test_new_game_opens_the_new_game_screen(app: App) -> None:
    app.nav.menu()
    app.run_frames(1)
    app.step([key(pygame.K_n)])
    assert isinstance(app.manager.top, SetupScene)


# ------------------------------------------------------------------------------------------------
# Errors
# ------------------------------------------------------------------------------------------------


class Exploding(Scene):
    def update(self, dt: float) -> None:
        raise ValueError("the bridge is out")


def test_an_exception_shows_the_error_scene_and_writes_a_log(user_home: Path) -> None:
    with App(headless=True, size=(1280, 720), settings=Settings(language="es")) as app:
        app.nav.menu()
        app.push(Exploding(app))
        app.run_frames(3)
        assert app.running
        assert isinstance(app.manager.top, ErrorScene) and len(app.manager) == 1
        assert app.crash is not None and "ValueError: the bridge is out" == app.crash.summary
        assert app.crash.log_path is not None and app.crash.log_path.parent == user_home / "logs"
        log = app.crash.log_path.read_text(encoding="utf-8")
        assert "Traceback" in log and "the bridge is out" in log
        assert i18n._("Something went wrong") == "Algo ha salido mal"  # shown in the player's language
        app.step([key(pygame.K_m)])  # back to the menu
        assert app.manager.top is not None and app.manager.top.name == "menu"
    i18n.set_language("en")


def test_a_failing_error_screen_quits_with_an_error_code(monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    def broken_draw(self: ErrorScene, surface: pygame.Surface) -> None:
        raise RuntimeError("even this fails")

    monkeypatch.setattr(ErrorScene, "draw", broken_draw)
    app.push(Exploding(app))
    app.run_frames(3)
    assert not app.running and app.exit_code == 1


# ------------------------------------------------------------------------------------------------
# Cards and text
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("height", [105, 420])
def test_every_card_draws_at_small_and_large_sizes(app: App, height: int) -> None:
    from citadels.engine.cards import KINDS
    from citadels.engine.characters import CHARACTERS

    size = cardart.card_size(height)
    for lang in ("en", "es"):
        i18n.set_language(lang)
        for name in KINDS:
            assert cardart.district_card(name, size).get_size() == size
        for name in CHARACTERS:
            assert cardart.character_card(name, size).get_size() == size
    assert cardart.card_back(size).get_size() == size
    assert cardart.character_back(size).get_size() == size
    assert cardart.coin(7, 40).get_size() == (40, 40)
    assert cardart.crown(48).get_size() == (48, 48)
    # cached: the same surface comes back
    assert cardart.district_card("manor", size) is cardart.district_card("manor", size)


def test_card_text_follows_the_language(app: App) -> None:
    size = cardart.card_size(420)
    i18n.set_language("en")
    english = pygame.image.tobytes(cardart.district_card("keep", size), "RGBA")
    i18n.set_language("es")
    spanish = pygame.image.tobytes(cardart.district_card("keep", size), "RGBA")
    assert english != spanish


def test_text_wrapping_and_cache(app: App) -> None:
    lines = text.wrap("one two three four five six seven", 20, 80)
    assert len(lines) > 1 and all(text.text_size(line, 20)[0] <= 80 for line in lines)
    assert text.wrap("Supercalifragilisticexpialidocious", 20, 60)[0]  # a long word is split, not lost
    assert text.render("Añoño", 20, (0, 0, 0)) is text.render("Añoño", 20, (0, 0, 0))
    assert text.ellipsize("a very long sentence indeed", 20, 80).endswith("…")


def test_a_missing_picture_is_an_error_naming_it(app: App) -> None:
    from citadels.app import images
    from citadels.system.paths import BundleError

    with pytest.raises(BundleError, match=r"svg/no_such_picture\.svg.*reinstall"):
        images.load_image("svg/no_such_picture.svg", (32, 32))


# ------------------------------------------------------------------------------------------------
# Monkey test
# ------------------------------------------------------------------------------------------------


def _random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.random() < 0.2, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3, 4, 5]))
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 3]))
    if kind < 0.8:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)
    if kind < 0.85:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "ñ", "Añoño", " ", "ü"]))
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
            pygame.K_1, pygame.K_3, pygame.K_5, pygame.K_s, pygame.K_r, pygame.K_n, pygame.K_BACKSPACE]  # fmt: skip
    return key(rng.choice(keys), mod=pygame.KMOD_SHIFT if rng.random() < 0.1 else 0)


class _Placeholder(Scene):
    """Stands in for the new-game screen (tested with the table's own tests): any key goes back."""

    name = "setup-standin"

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONUP:
            self.app.pop()


@pytest.mark.slow
def test_monkey(user_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Screens, "new_game", lambda self: self.app.push(_Placeholder(self.app)))
    rng = random.Random(2024)
    with App(headless=True, size=(1280, 720), settings=Settings(language="en"), persist=True) as app:
        app.nav.menu()
        for _ in range(3000):
            if not app.running:  # the monkey found the Quit button: start again
                app.running = True
                app.nav.menu()
            if not len(app.manager):
                app.nav.menu()
            app.step(
                [_random_event(rng, app.size) for _ in range(rng.randint(0, 3))],
                dt=rng.choice([0.0, 0.016, 0.05]),
            )
            assert app.crash is None, app.crash.traceback if app.crash else ""
    i18n.set_language("en")
