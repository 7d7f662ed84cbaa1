"""High-DPI drawing (macOS Retina): the game draws at the window's pixel size and mouse points reach
the widgets at their pixels. A fake window and renderer at scale 2 drive the app's display layer; the
real `pygame.Window` + renderer path runs on SDL's dummy driver (scale 1), where no window opens."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from citadels.app import hidpi, screen_surface, text
from citadels.app.app import App
from citadels.app.hidpi import HighDpiDisplay, drawing_size
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.rules import RulesScene
from citadels.app.scenes.settings import SettingsScene
from citadels.system.settings import MIN_WINDOW, Settings

Size = tuple[int, int]
DESKTOP: Size = (1728, 1117)  # a 16" MacBook Pro, in points


class FakeWindow:
    """`pygame.Window` as the display uses it: a size in points, fullscreen on a desktop."""

    def __init__(self, title: str, size: Size) -> None:
        self.title = title
        self._size = size
        self.minimum_size: Size = (0, 0)
        self.fullscreen = False
        self.icon: pygame.Surface | None = None
        self.flashes: list[int] = []
        self.destroyed = False

    @property
    def size(self) -> Size:
        return DESKTOP if self.fullscreen else self._size

    @size.setter
    def size(self, value: Size) -> None:
        self._size = (int(value[0]), int(value[1]))

    def set_fullscreen(self, desktop: bool = False) -> None:
        assert desktop, "macOS's own fullscreen: the desktop's size, no mode change"
        self.fullscreen = True

    def set_windowed(self) -> None:
        self.fullscreen = False

    def set_icon(self, icon: pygame.Surface, /) -> None:
        self.icon = icon

    def flash(self, operation: int, /) -> None:
        self.flashes.append(operation)

    def destroy(self) -> None:
        self.destroyed = True


class FakeRenderer:
    """A renderer on a Retina screen: its output has `scale` pixels per point."""

    def __init__(self, window: FakeWindow, scale: int) -> None:
        self.window = window
        self.scale = scale
        self.presents = 0
        self.cleared = 0

    def set_viewport(self, area: None) -> None:
        assert area is None

    def get_viewport(self) -> pygame.Rect:
        w, h = self.window.size
        return pygame.Rect(0, 0, w * self.scale, h * self.scale)

    def clear(self) -> None:
        self.cleared += 1

    def present(self) -> None:
        self.presents += 1


class FakeTexture:
    def __init__(self, size: Size) -> None:
        self.size = size
        self.blend_mode = 1
        self.shown: list[Size] = []
        self.draws = 0

    def update(self, surface: pygame.Surface, area: object = None) -> None:
        assert surface.get_size() == self.size
        self.shown.append(surface.get_size())

    def draw(self) -> None:
        self.draws += 1


class Fakes:
    def __init__(self, scale: int = 2) -> None:
        self.scale = scale
        self.display: HighDpiDisplay | None = None
        self.textures: list[FakeTexture] = []

    def window(self, title: str, size: Size) -> FakeWindow:
        return FakeWindow(title, size)

    def renderer(self, window: FakeWindow) -> FakeRenderer:
        return FakeRenderer(window, self.scale)

    def texture(self, renderer: FakeRenderer, size: Size) -> FakeTexture:
        self.textures.append(FakeTexture(size))
        return self.textures[-1]

    def open(self, title: str, size: Size) -> HighDpiDisplay:
        self.display = HighDpiDisplay(
            title,
            size,
            window=self.window,  # type: ignore[arg-type]
            renderer=self.renderer,  # type: ignore[arg-type]
            texture=self.texture,  # type: ignore[arg-type]
        )
        return self.display


@pytest.fixture
def no_display_surface() -> Iterator[None]:
    """No `display.set_mode` surface left by an earlier test in this process: the high-DPI path has none."""
    pygame.display.quit()
    pygame.display.init()
    yield
    screen_surface.register(None)


@pytest.fixture
def retina(user_home: object, no_display_surface: None) -> Iterator[tuple[App, Fakes]]:
    fakes = Fakes(scale=2)
    settings = Settings(language="en", window_size=(1280, 720), window_size_from_screen=False, sound=False)
    app = App(headless=False, settings=settings, high_dpi=fakes.open)
    try:
        yield app, fakes
    finally:
        app.close()


def _click_points(app: App, point: tuple[int, int]) -> None:
    for kind, fields in (
        (pygame.MOUSEMOTION, {"pos": point, "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"pos": point, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": point, "button": 1}),
    ):
        app.step([pygame.event.Event(kind, fields)], dt=1 / 60)


# -- the drawing size ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("points", "pixels", "drawn"),
    [
        ((1280, 720), (2560, 1440), (2560, 1440)),  # Retina: every pixel
        ((1024, 576), (2048, 1152), (2048, 1152)),
        ((1728, 1117), (3456, 2234), (3456, 2234)),  # a MacBook Pro's whole screen
        ((1920, 1080), (3840, 2160), (3840, 2160)),  # the layout's largest scale, exactly
        ((2560, 1440), (5120, 2880), (3840, 2160)),  # a 5K screen: the layout stops growing at 3x
        ((1280, 720), (1280, 720), (1280, 720)),  # not Retina: as set_mode draws
        ((4000, 2250), (8000, 4500), (4000, 2250)),  # the points are already past the layout's growth
    ],
)
def test_the_drawing_surface_has_the_pixels_while_the_layout_grows_in_proportion(
    points: Size, pixels: Size, drawn: Size
) -> None:
    assert drawing_size(points, pixels) == drawn


def test_only_macos_opens_the_high_dpi_window_unless_forced() -> None:
    assert hidpi.wanted("darwin", {})
    assert not hidpi.wanted("darwin", {"SDL_VIDEODRIVER": "dummy"})  # tests and screenshots
    assert not hidpi.wanted("darwin", {hidpi.ENV: "0"})
    assert not hidpi.wanted("linux", {})
    assert not hidpi.wanted("win32", {})
    assert hidpi.wanted("linux", {hidpi.ENV: "1"})


# -- the app on a fake Retina window ---------------------------------------------------------------
def test_the_game_draws_at_twice_the_points_and_presents_every_frame(retina: tuple[App, Fakes]) -> None:
    app, fakes = retina
    assert fakes.display is not None and app.hidpi is fakes.display
    window = fakes.display.window
    assert isinstance(window, FakeWindow)
    assert window.size == (1280, 720) and window.minimum_size == MIN_WINDOW and window.icon is not None
    assert app.size == (2560, 1440) and app.screen.get_size() == (2560, 1440)
    assert pygame.display.get_surface() is None  # set_mode was never called
    assert screen_surface.current() is app.screen
    assert text.least_size() == text.least_size((2560, 1440))
    app.nav.menu()
    app.run_frames(2)
    texture = fakes.textures[-1]
    assert texture.shown[-2:] == [(2560, 1440), (2560, 1440)] and texture.blend_mode == hidpi.BLEND_NONE
    renderer = fakes.display.renderer
    assert isinstance(renderer, FakeRenderer) and renderer.presents == 2 and texture.draws == 2
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.rules.rect.bottom > 720  # laid out for the pixels


def test_a_click_at_a_point_reaches_the_widget_at_twice_that_pixel(retina: tuple[App, Fakes]) -> None:
    app, _fakes = retina
    app.nav.menu()
    app.run_frames(2)
    menu = app.top
    assert isinstance(menu, MenuScene)
    x, y = menu.rules.rect.center
    _click_points(app, (x // 2, y // 2))
    app.run_frames(1)
    assert isinstance(app.top, RulesScene)


def test_mouse_positions_and_motion_become_pixels(retina: tuple[App, Fakes]) -> None:
    app, _fakes = retina
    assert app.hidpi is not None
    moved = app.hidpi.mouse_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(3, -2), buttons=(1, 0, 0))
    )
    assert moved.pos == (200, 100) and moved.rel == (6, -4) and moved.buttons == (1, 0, 0)
    pressed = app.hidpi.mouse_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(639, 359), button=3))
    assert pressed.pos == (1278, 718) and pressed.button == 3
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert app.hidpi.mouse_event(wheel) is wheel  # scroll amounts are not positions


def test_a_resize_keeps_twice_the_points_and_remembers_the_points(retina: tuple[App, Fakes]) -> None:
    app, fakes = retina
    app.nav.menu()
    app.run_frames(1)
    app.resize((1600, 900))
    assert app.size == (3200, 1800) and app.hidpi is not None and app.hidpi.window.size == (1600, 900)
    window = app.hidpi.window
    window.size = (1500, 850)  # the player drags the window
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 850), w=1500, h=850)], dt=1 / 60)
    assert app.size == (3000, 1700) and fakes.textures[-1].size == (3000, 1700)
    assert app.settings.window_size == (1500, 850) and not app.settings.window_size_from_screen
    menu = app.top
    assert isinstance(menu, MenuScene)
    x, y = menu.rules.rect.center
    assert y > 850  # laid out again for the new pixels
    _click_points(app, (x // 2, y // 2))
    app.run_frames(1)
    assert isinstance(app.top, RulesScene)


def test_a_size_change_without_an_event_is_followed_on_the_next_frame(retina: tuple[App, Fakes]) -> None:
    app, _fakes = retina
    assert app.hidpi is not None
    app.nav.menu()
    app.hidpi.window.size = (1366, 768)  # moved to another screen, or changed by the system
    app.step([], dt=1 / 60)
    assert app.size == (2732, 1536)


def test_fullscreen_and_back_keep_twice_the_points(retina: tuple[App, Fakes]) -> None:
    app, _fakes = retina
    app.nav.menu()
    app.update_settings(fullscreen=True)
    assert app.hidpi is not None and app.size == (DESKTOP[0] * 2, DESKTOP[1] * 2)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)], dt=1 / 60)
    assert not app.settings.fullscreen and app.size == (2560, 1440)
    app.update_settings(window_size=(1920, 1080))
    assert app.hidpi.window.size == (1920, 1080) and app.size == (3840, 2160)


def test_closing_the_app_closes_the_window_and_forgets_its_surface(retina: tuple[App, Fakes]) -> None:
    app, fakes = retina
    assert fakes.display is not None
    app.close()
    window = fakes.display.window
    assert isinstance(window, FakeWindow) and window.destroyed
    assert app.hidpi is None and screen_surface.current() is None


# -- every other system: display.set_mode as before ------------------------------------------------
@pytest.mark.filterwarnings("ignore:Please use Window.get_surface:DeprecationWarning")  # the minimum size
def test_without_macos_the_window_is_set_mode_as_before(
    user_home: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hidpi.sys, "platform", "linux")
    monkeypatch.delenv(hidpi.ENV, raising=False)
    calls: list[tuple[object, ...]] = []
    real = pygame.display.set_mode

    def set_mode(*args: object) -> pygame.Surface:
        calls.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    settings = Settings(language="en", window_size=(1280, 720), window_size_from_screen=False, sound=False)
    with App(headless=False, settings=settings) as app:
        assert app.hidpi is None and calls == [((1280, 720), pygame.RESIZABLE)]
        assert screen_surface.current() is app.screen is pygame.display.get_surface()
        app.step([], dt=1 / 60)  # flips the display, nothing else to present
    monkeypatch.setenv(hidpi.ENV, "1")
    with App(headless=True, size=(1024, 576), settings=settings) as app:  # headless never is high-DPI
        assert app.hidpi is None and calls[-1] == ((1024, 576),)


# -- the real SDL window and renderer, on the dummy driver -----------------------------------------
def test_the_real_high_dpi_window_and_renderer_show_what_the_game_draws(
    user_home: object, no_display_surface: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`pygame.Window(allow_high_dpi=True)`, a `Renderer` and a streaming texture on SDL's dummy driver
    (no window opens; its scale is 1): the renderer's output is the frame the game drew."""
    monkeypatch.setenv(hidpi.ENV, "1")
    settings = Settings(language="en", window_size=(1024, 576), window_size_from_screen=False, sound=False)
    with App(headless=False, settings=settings) as app:
        assert app.hidpi is not None and isinstance(app.hidpi.window, pygame.Window)
        assert app.size == (1024, 576) and pygame.display.get_surface() is None
        app.nav.menu()
        app.run_frames(2)
        renderer = app.hidpi.renderer
        assert isinstance(renderer, pygame._sdl2.video.Renderer)
        shown = renderer.to_surface()
        assert shown.get_size() == app.size
        for point in ((5, 5), (512, 100), (1000, 560), (300, 400)):
            assert shown.get_at(point)[:3] == app.screen.get_at(point)[:3], point
        app.resize((1280, 720))
        app.run_frames(1)
        assert app.size == (1280, 720) and renderer.to_surface().get_size() == (1280, 720)


def test_the_settings_screen_offers_window_sizes_in_points(retina: tuple[App, Fakes]) -> None:
    app, _fakes = retina
    app.nav.settings()
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    assert app.window_size == (1280, 720) and scene.window_size.value == (1280, 720)
    assert scene.window_size.step(1)  # the player steps to the next size
    app.run_frames(1)
    chosen = scene.window_size.value
    assert chosen > (1280, 720) and app.settings.window_size == chosen and app.window_size == chosen
    assert app.size == (chosen[0] * 2, chosen[1] * 2)
