"""High-DPI drawing on macOS: Retina pixels, not a 1x picture the system upscales.

`pygame.display.set_mode` never asks SDL for a high-DPI window (pygame-ce has no flag for it), so on a
Retina screen macOS draws the game's 1x picture at 2x, soft. `pygame.Window(..., allow_high_dpi=True)`
does: its size and its mouse events are in points, while a renderer on it draws in pixels (twice as
many each way on Retina). `HighDpiDisplay` opens such a window, lets the game draw on an ordinary
surface at the renderer's pixel size (`drawing_size`), presents it through a streaming texture, and
turns mouse positions from points into drawing pixels (`to_drawing`).

It is used where `wanted()` says so: on macOS, never with SDL's dummy driver (tests, screenshots,
headless runs), and wherever `CIUDADELAS_HIGH_DPI_WINDOW` is 1 (0 turns it off on macOS). Every other
system keeps `display.set_mode`. The window, renderer and texture come from factories, so tests
drive the whole layer with fakes at scale 2.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Mapping
from typing import Any, Protocol

import pygame
from pygame._sdl2 import video

from citadels.app import screen_surface
from citadels.app.theme import MAX_SCALE, layout_for

log = logging.getLogger(__name__)

#: 1 forces the high-DPI window (any system, for tests), 0 turns it off (on macOS)
ENV = "CIUDADELAS_HIGH_DPI_WINDOW"
#: SDL_BLENDMODE_NONE: the drawing surface's unused alpha byte never shows
BLEND_NONE = 0

Size = tuple[int, int]


def wanted(platform: str | None = None, environ: Mapping[str, str] | None = None) -> bool:
    """Whether the game opens the high-DPI window: `ENV` when it is 0 or 1, else only on macOS and
    never on SDL's dummy video driver."""
    env = os.environ if environ is None else environ
    forced = env.get(ENV, "").strip()
    if forced in ("0", "1"):
        return forced == "1"
    return (platform or sys.platform) == "darwin" and env.get("SDL_VIDEODRIVER") != "dummy"


def drawing_size(points: Size, pixels: Size) -> Size:
    """The size of the surface the game draws on, for a window of `points` whose renderer has
    `pixels`: the pixels themselves while the layout still grows in proportion at that size
    (`theme.MAX_SCALE`, reached at 3840x2160); beyond, the largest size at which it does, which the
    renderer stretches to the pixels. So the screens keep the proportions they have at 1x — never
    smaller text on a Retina screen — and are as sharp as that allows: every Retina window up to
    1920x1080 points gets its full pixels. Never smaller than `points`."""
    pw, ph = max(1, points[0]), max(1, points[1])
    ratio = min(pixels[0] / pw, pixels[1] / ph)
    if ratio <= 1.0:
        return pw, ph
    room = max(1.0, MAX_SCALE / layout_for((pw, ph)).scale)
    if ratio <= room:
        return max(pw, pixels[0]), max(ph, pixels[1])
    return round(pw * room), round(ph * room)


class WindowLike(Protocol):
    """What the display uses of `pygame.Window`."""

    size: Size
    minimum_size: Size
    title: str

    def set_fullscreen(self, desktop: bool = False) -> None: ...
    def set_windowed(self) -> None: ...
    def set_icon(self, icon: pygame.Surface, /) -> None: ...
    def flash(self, operation: int, /) -> None: ...
    def destroy(self) -> None: ...


class TextureLike(Protocol):
    """What the display uses of `pygame._sdl2.video.Texture`."""

    blend_mode: int

    def update(self, surface: pygame.Surface, area: Any = None) -> None: ...
    def draw(self) -> None: ...


class RendererLike(Protocol):
    """What the display uses of `pygame._sdl2.video.Renderer`."""

    def set_viewport(self, area: None) -> None: ...
    def get_viewport(self) -> pygame.Rect: ...
    def clear(self) -> None: ...
    def present(self) -> None: ...


WindowFactory = Callable[[str, Size], WindowLike]
RendererFactory = Callable[[WindowLike], RendererLike]
TextureFactory = Callable[[RendererLike, Size], TextureLike]


def _sdl_window(title: str, size: Size) -> WindowLike:
    return pygame.Window(title, size, resizable=True, allow_high_dpi=True)


def _sdl_renderer(window: WindowLike) -> RendererLike:
    assert isinstance(window, pygame.Window)
    return video.Renderer(window, vsync=False)


def _sdl_texture(renderer: RendererLike, size: Size) -> TextureLike:
    assert isinstance(renderer, video.Renderer)
    texture = video.Texture(renderer, size, streaming=True)
    return texture


class HighDpiDisplay:
    """One high-DPI window, its renderer, the surface the game draws on and the texture that shows it."""

    def __init__(
        self,
        title: str,
        size: Size,
        *,
        window: WindowFactory = _sdl_window,
        renderer: RendererFactory = _sdl_renderer,
        texture: TextureFactory = _sdl_texture,
    ) -> None:
        self.window = window(title, size)
        self.renderer = renderer(self.window)
        self._texture_factory = texture
        self._texture: TextureLike | None = None
        #: the window's size in points (what mouse events and the settings' window size use)
        self.points: Size = self.window.size
        self.surface = pygame.Surface((1, 1))
        self.sync(force=True)

    def pixels(self) -> Size:
        """The renderer's output size in pixels, as it is now (the viewport reset to the whole window)."""
        self.renderer.set_viewport(None)
        rect = self.renderer.get_viewport()
        return rect.width, rect.height

    @property
    def size(self) -> Size:
        """The drawing surface's size (pixels)."""
        return self.surface.get_size()

    def sync(self, *, force: bool = False) -> bool:
        """Follow the window's size: a new drawing surface (and texture) when the window or its pixels
        changed. Returns whether the drawing size changed."""
        points: Size = self.window.size
        size = drawing_size(points, self.pixels())
        self.points = points
        if not force and size == self.surface.get_size():
            return False
        self.surface = pygame.Surface(size)
        self._texture = self._texture_factory(self.renderer, size)
        self._texture.blend_mode = BLEND_NONE
        screen_surface.register(self.surface)
        log.debug("high-DPI window: %sx%s points, drawing at %sx%s", *points, *size)
        return True

    def set_size(self, points: Size) -> None:
        self.window.size = points
        self.sync()

    def set_fullscreen(self, fullscreen: bool, points: Size) -> None:
        """Fullscreen on the window's desktop (macOS's own), or back to a window of `points`."""
        if fullscreen:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            self.window.size = points
        self.sync()

    def to_drawing(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A point in the window (a mouse position) as a pixel of the drawing surface."""
        (pw, ph), (dw, dh) = self.points, self.surface.get_size()
        return int(pos[0] * dw / max(1, pw)), int(pos[1] * dh / max(1, ph))

    def mouse_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """`event` with its position (and motion) in drawing pixels; other events as they are."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return event
        fields = dict(event.dict)
        fields["pos"] = self.to_drawing(event.pos)
        if "rel" in fields:
            (pw, ph), (dw, dh) = self.points, self.surface.get_size()
            rx, ry = fields["rel"]
            fields["rel"] = (round(rx * dw / max(1, pw)), round(ry * dh / max(1, ph)))
        return pygame.event.Event(event.type, fields)

    def present(self) -> None:
        """Show the drawing surface, stretched over the whole window."""
        assert self._texture is not None
        self._texture.update(self.surface)
        self.renderer.clear()
        self._texture.draw()
        self.renderer.present()

    def close(self) -> None:
        screen_surface.register(None)
        self._texture = None
        self.window.destroy()
