"""Bundled pictures (SVG or PNG in ``assets/``) loaded at a requested size, cached.

SVGs are rasterised at the exact size (``pygame.image.load_sized_svg``, pygame-ce ≥ 2.4) so they
stay crisp; PNGs are smooth-scaled. A missing or unreadable file gives ``None`` and the caller draws
a fallback, so the game runs without its art.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from citadels.paths import asset_path

log = logging.getLogger(__name__)

Size = tuple[int, int]
_SEARCH_FOLDERS: tuple[tuple[str, ...], ...] = ((), ("svg",), ("images",), ("png",))

_cache: dict[tuple[str, Size | None, bool], pygame.Surface | None] = {}


def find_asset(name: str) -> Path | None:
    """``"coin.svg"`` → the first of assets/coin.svg, assets/svg/coin.svg, … that exists."""
    for folder in _SEARCH_FOLDERS:
        path = asset_path(*folder, name)
        if path.is_file():
            return path
    return None


def _finish(surface: pygame.Surface) -> pygame.Surface:
    # convert_alpha speeds up blits but needs a display mode; without one keep the surface as is
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surface.convert_alpha()
        except pygame.error:
            pass
    return surface


def _scaled(surface: pygame.Surface, size: Size, keep_aspect: bool) -> pygame.Surface:
    if keep_aspect:
        w, h = surface.get_size()
        factor = min(size[0] / w, size[1] / h)
        size = (max(1, round(w * factor)), max(1, round(h * factor)))
    if surface.get_size() == size:
        return surface
    if surface.get_bitsize() < 24:
        surface = (
            surface.convert_alpha() if pygame.display.get_surface() else surface.convert(32, pygame.SRCALPHA)
        )
    return pygame.transform.smoothscale(surface, size)


def load_image(name: str, size: Size | None = None, *, keep_aspect: bool = True) -> pygame.Surface | None:
    """The picture ``name`` (e.g. ``"svg/coin.svg"`` or ``"coin.svg"``) fitted into ``size``.

    With ``keep_aspect`` the result fits inside ``size`` without distortion (it may be smaller on one
    axis); otherwise it is stretched to exactly ``size``. Returns ``None`` when the file is missing.
    """
    key = (name, size, keep_aspect)
    if key in _cache:
        return _cache[key]
    path = find_asset(name)
    surface: pygame.Surface | None = None
    if path is not None:
        try:
            if path.suffix.lower() == ".svg" and size is not None and hasattr(pygame.image, "load_sized_svg"):
                surface = pygame.image.load_sized_svg(str(path), size)
                if not keep_aspect and surface.get_size() != size:
                    surface = _scaled(surface, size, keep_aspect=False)
            else:
                surface = pygame.image.load(str(path))
                if size is not None:
                    surface = _scaled(surface, size, keep_aspect)
            surface = _finish(surface)
        except (pygame.error, OSError, ValueError) as exc:
            log.warning("cannot load image %s: %s", path, exc)
            surface = None
    _cache[key] = surface
    if len(_cache) > 600:  # sizes change with the window; forget the oldest
        for old in list(_cache)[:200]:
            del _cache[old]
    return surface


def clear_cache() -> None:
    _cache.clear()
