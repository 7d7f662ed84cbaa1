"""The one accessor for "the screen surface": the surface the game draws its frames on.

With `pygame.display.set_mode` (Linux, Windows, tests, screenshots) it is the display's surface. With
the high-DPI window (`citadels.app.hidpi`, macOS) there is no display surface: the game draws on an
ordinary surface at the window's pixel size, registered here, and a renderer presents it. Code that
sizes text by the window, or converts surfaces for fast blits, asks here instead of
`pygame.display.get_surface()`, so both paths work.
"""

from __future__ import annotations

import pygame

_drawing: pygame.Surface | None = None


def register(surface: pygame.Surface | None) -> None:
    """The high-DPI window's drawing surface (None when it closes)."""
    global _drawing
    _drawing = surface


def current() -> pygame.Surface | None:
    """The surface frames are drawn on: the display's, else the high-DPI window's; None without a window."""
    if pygame.display.get_init():
        surface = pygame.display.get_surface()
        if surface is not None:
            return surface
    return _drawing


def can_convert() -> bool:
    """Whether `Surface.convert()` / `convert_alpha()` work: only after `display.set_mode` (SDL needs a
    display format). The high-DPI window's drawing surface is plain 32-bit, the format surfaces
    already have, so there nothing is converted."""
    return pygame.display.get_init() and pygame.display.get_surface() is not None
