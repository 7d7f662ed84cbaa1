"""Decorative drawing shared by the screens: the table background, parchment and leather panels,
soft shadows and ornamental rules. Everything expensive is rendered once per size and cached."""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Literal

import pygame

from citadels.app import images, theme
from citadels.app.theme import Colour
from citadels.system import bundle

PanelStyle = Literal["parchment", "dark", "plain"]


@lru_cache(maxsize=8)
def _vignette(size: tuple[int, int], strength: float) -> pygame.Surface:
    """A multiply layer darkening the edges (computed small, scaled up smoothly)."""
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.sqrt(dx * dx + dy * dy) / 1.25)
            v = int(255 * (1 - strength * d * d))
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=4)
def _table(size: tuple[int, int]) -> pygame.Surface:
    """The seamless table tile repeated over the window, with a vignette."""
    tile_px = max(128, round(512 * theme.layout_for(size).scale * 0.75))
    tile = images.load_image(bundle.svg("table"), (tile_px, tile_px))
    surface = pygame.Surface(size)
    surface.fill(theme.WOOD_DARK)
    for y in range(0, size[1], tile.get_height()):
        for x in range(0, size[0], tile.get_width()):
            surface.blit(tile, (x, y))
    surface.blit(_vignette(size, 0.7), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surface


def draw_background(surface: pygame.Surface, *, dim: float = 0.0) -> None:
    """Fill ``surface`` with the table (``table.svg``)."""
    size = surface.get_size()
    surface.blit(_table(size), (0, 0))
    if dim > 0:
        surface.blit(_veil(size, (0, 0, 0, int(255 * dim))), (0, 0))


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    w, h = size
    pad = blur * 2
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    if blur > 0:
        surf = pygame.transform.box_blur(surf, blur)
    return surf


def draw_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    radius: int = 8,
    blur: int = 8,
    offset: int = 6,
    alpha: int = 140,
) -> None:
    shadow = _shadow((rect.w, rect.h), radius, blur, alpha)
    pad = blur * 2
    surface.blit(shadow, (rect.x - pad + offset // 2, rect.y - pad + offset))


@lru_cache(maxsize=64)
def _panel(size: tuple[int, int], style: PanelStyle, radius: int, border: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if style == "parchment":
        inner, outer, line, accent = (
            theme.PARCHMENT,
            theme.PARCHMENT_DARK,
            theme.PARCHMENT_EDGE,
            theme.GOLD_DARK,
        )
    elif style == "dark":
        inner, outer, line, accent = (58, 40, 28), (30, 20, 14), theme.GOLD_DARK, theme.GOLD
    else:
        inner, outer, line, accent = theme.CREAM, theme.CREAM_DIM, theme.INK_FAINT, theme.INK_SOFT
    # radial-ish gradient: outer colour at the edges, inner in the middle
    body = pygame.Surface((32, 32))
    for y in range(32):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 15.5) / 16
            t = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.2)
            body.set_at((x, y), theme.mix(inner, outer, t * t))
    body = pygame.transform.smoothscale(body, size)
    if style == "parchment":
        rng = random.Random(w * 31 + h)  # speckles that read as paper fibre
        fibre = pygame.Surface((max(4, w // 3), max(4, h // 3)), pygame.SRCALPHA)
        for _ in range(fibre.get_width() * fibre.get_height() // 10):
            x, y = rng.randrange(fibre.get_width()), rng.randrange(fibre.get_height())
            fibre.set_at((x, y), (*theme.PARCHMENT_EDGE, rng.randint(10, 40)))
        body.blit(pygame.transform.smoothscale(fibre, size), (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(
        mask, (255, 255, 255, 238 if style == "dark" else 255), (0, 0, w, h), border_radius=radius
    )
    surf.blit(body, (0, 0))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if border:
        pygame.draw.rect(surf, line, (0, 0, w, h), width=border, border_radius=radius)
        inset = border * 3
        if w > inset * 4 and h > inset * 4:
            pygame.draw.rect(
                surf,
                accent,
                (inset, inset, w - 2 * inset, h - 2 * inset),
                width=1,
                border_radius=max(0, radius - inset),
            )
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    style: PanelStyle = "parchment",
    radius: int = 12,
    border: int = 2,
    shadow: bool = True,
) -> None:
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        draw_shadow(surface, rect, radius=radius, blur=max(2, radius // 2), offset=max(2, radius // 2))
    surface.blit(_panel((rect.w, rect.h), style, radius, border), rect.topleft)


def draw_divider(
    surface: pygame.Surface, centre: tuple[int, int], width: int, colour: Colour, *, thickness: int = 2
) -> None:
    """An ornamental rule: a line fading at both ends with a small diamond in the middle."""
    cx, cy = centre
    half = max(1, width // 2)
    layer = pygame.Surface((half * 2 + 2, thickness + 2), pygame.SRCALPHA)
    steps = 24
    for i in range(steps):
        t0, t1 = i / steps, (i + 1) / steps
        alpha = int(255 * (1 - t0) ** 1.5)  # fade outwards
        for sign in (-1, 1):
            x0, x1 = half + sign * int(half * t0), half + sign * int(half * t1)
            pygame.draw.line(
                layer, (*colour[:3], alpha), (x0, thickness // 2 + 1), (x1, thickness // 2 + 1), thickness
            )
    surface.blit(layer, (cx - half - 1, cy - thickness // 2 - 1))
    d = max(4, thickness * 3)
    pygame.draw.polygon(surface, colour, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    pygame.draw.polygon(
        surface, theme.darken(colour, 0.4), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)], 1
    )


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(colour)
    return layer


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    surface.blit(_veil(surface.get_size(), (10, 6, 4, alpha)), (0, 0))
