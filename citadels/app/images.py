"""Bundled pictures (SVG or PNG in ``assets/``) loaded at a requested size, cached.

SVGs are rasterised at the exact size (``pygame.image.load_sized_svg``) so they stay crisp; PNGs are
smooth-scaled. A picture that is missing or unreadable is a `BundleError` naming it: the game has no
second copy of its art.
"""

from __future__ import annotations

import math

import pygame

from citadels.app import screen_surface
from citadels.system.paths import BundleError, bundled

Size = tuple[int, int]

_cache: dict[tuple[str, Size | None, bool], pygame.Surface] = {}


def _finish(surface: pygame.Surface) -> pygame.Surface:
    # convert_alpha speeds up blits but needs a display mode; without one keep the surface as is
    if screen_surface.can_convert():
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
            surface.convert_alpha() if screen_surface.can_convert() else surface.convert(32, pygame.SRCALPHA)
        )
    return pygame.transform.smoothscale(surface, size)


def _load(name: str, size: Size | None, keep_aspect: bool) -> pygame.Surface:
    path = bundled("assets", *name.split("/"))
    try:
        if path.suffix.lower() == ".svg" and size is not None:
            if keep_aspect:
                return pygame.image.load_sized_svg(str(path), size)
            return _scaled(pygame.image.load_sized_svg(str(path), size), size, keep_aspect=False)
        surface = pygame.image.load(str(path))
        return surface if size is None else _scaled(surface, size, keep_aspect)
    except (pygame.error, OSError, ValueError) as exc:
        raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc


def load_image(name: str, size: Size | None = None, *, keep_aspect: bool = True) -> pygame.Surface:
    """The picture ``name`` (its path inside ``assets/``, e.g. ``"svg/coin.svg"``) fitted into ``size``.

    With ``keep_aspect`` the result fits inside ``size`` without distortion (it may be smaller on one
    axis); otherwise it is stretched to exactly ``size``.
    """
    key = (name, size, keep_aspect)
    surface = _cache.get(key)
    if surface is None:
        surface = _cache[key] = _finish(_load(name, size, keep_aspect))
        if len(_cache) > 600:  # sizes change with the window; forget the oldest
            for old in list(_cache)[:200]:
                del _cache[old]
    return surface


def stretched_svg(name: str, size: Size) -> pygame.Surface:
    """The SVG ``name`` stretched to exactly ``size`` and sharp: rasterised large enough to cover
    ``size``, then scaled down on the axis that is too long (scaling up would blur it)."""
    key = (f"stretched:{name}", size, False)
    surface = _cache.get(key)
    if surface is None:
        natural = load_image(name).get_size()
        factor = max(size[0] / natural[0], size[1] / natural[1])
        cover = (max(size[0], math.ceil(natural[0] * factor)), max(size[1], math.ceil(natural[1] * factor)))
        surface = _cache[key] = _finish(_scaled(load_image(name, cover), size, keep_aspect=False))
    return surface


def clear_cache() -> None:
    _cache.clear()
