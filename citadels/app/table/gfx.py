"""Small pictures the table needs besides the cards of `cardart`: compact district tiles for the
cities, markers (skull, moneybag), glows, dimming veils and rotated card faces. All cached."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from citadels.app import cardart, images, text, theme
from citadels.app.theme import Colour
from citadels.engine.cards import KINDS, DistrictType
from citadels.system import bundle
from citadels.text.i18n import district_name, language_version

_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def _cached(key: tuple[Any, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        if len(_cache) > 2500:
            _cache.clear()
        surface = _cache[key] = build()
    return surface


def clear_cache() -> None:
    _cache.clear()


def _alpha_surface(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


# ------------------------------------------------------------------------------------------------
# District tile: one district of a city in a line — type colour and badge, name, cost coin
# ------------------------------------------------------------------------------------------------


def district_tile(
    kind_name: str, size: tuple[int, int], *, points: bool = True, adorned: bool = False, stored: int = 0
) -> pygame.Surface:
    """One district of a city. `adorned`: it carries the Artist's gold (RULES.md §6) — a gold coin
    sits on the tile and its cost (and points) read one more. `stored`: the cards under it (the
    Museum, §9.4: 1 point each), counted on a small card badge beside its cost."""
    least = text.least_size()
    return _cached(
        ("tile", kind_name, size, points, adorned, stored, language_version(), least),
        lambda: _draw_tile(kind_name, size, points, adorned, least, stored),
    )


def _draw_tile(
    kind_name: str,
    size: tuple[int, int],
    points: bool,
    adorned: bool = False,
    least: int = 0,
    stored: int = 0,
) -> pygame.Surface:
    """A district in a city: a band of its type's colour with the type's badge, its name, its cost
    (and points; with the Artist's coin when `adorned`; with the count of the cards under it when
    `stored`). A name that does not fit even shrunk makes
    the tile compact: a thin band without the badge, then no points star, so the whole name shows;
    only then is it shortened. The name is never smaller than `least` (the window's readable size)
    while the tile is tall enough and some look shows it whole at that size."""
    w, h = size
    kind = KINDS.get(kind_name)
    dtype = kind.dtype if kind is not None else DistrictType.UNIQUE
    colour = theme.TYPE_COLOURS[dtype]
    label = district_name(kind_name)
    coin_d = max(8, h - 3)
    art_w = coin_d - coin_d // 4 + 2 if adorned else 0  # the Artist's coin overlaps the cost's
    # the Museum's cards: as tall as the tile, its count at the window's readable size
    under = stored_badge(stored, h - 1, max(8, min(least, h - 2))) if stored else None
    under_w = under.get_width() + 2 if under is not None else 0
    star = points and kind is not None and kind.points != kind.cost
    min_px = max(8, round(h * 0.5))

    def room(band: int, with_star: bool) -> int:
        left = band + max(3, h // 5)
        return w - 2 - (coin_d + 2) * (2 if with_star else 1) - art_w - under_w - left - 2

    readable = min(least, h - 2)  # a line of text fills a low tile (the window at its smallest size)
    full = max(8, round(h * 0.62), readable)
    # (band, badge, star) from the richest look to the most compact: the first that shows the name
    # at 90% of its size, else the one that shows it whole and largest
    looks = [
        (max(h, round(h * 1.15)), True, star),
        (max(4, h // 4), False, star),
        (max(4, h // 4), False, False),
    ]
    if any(text.text_size(label, readable, bold=True)[0] <= room(b, st) for b, _, st in looks):
        min_px = max(min_px, readable)  # some look shows it whole at the readable size: never smaller
    sizes = [text.fit_size(label, room(b, st), full, min_size=min_px, bold=True) for b, _, st in looks]
    whole = [
        text.text_size(label, sz, bold=True)[0] <= room(b, st)
        for sz, (b, _, st) in zip(sizes, looks, strict=True)
    ]
    fits = [i for i in range(len(looks)) if whole[i] and sizes[i] * 10 >= full * 9]
    pick = fits[0] if fits else max(range(len(looks)), key=lambda i: (whole[i], sizes[i], -i))
    band, badge, star = looks[pick]
    surf = _alpha_surface(size)
    radius = max(2, h // 5)
    # body: parchment with a band of the type colour on the left
    pygame.draw.rect(surf, theme.darken(colour, 0.45), (0, 1, w, h - 1), border_radius=radius)
    pygame.draw.rect(surf, theme.PARCHMENT, (0, 0, w, h - 1), border_radius=radius)
    pygame.draw.rect(
        surf, colour, (0, 0, band, h - 1), border_top_left_radius=radius, border_bottom_left_radius=radius
    )
    shade = pygame.Surface((w, max(1, (h - 1) // 2)), pygame.SRCALPHA)
    shade.fill((255, 255, 255, 28))
    surf.blit(shade, (0, 0))
    pygame.draw.rect(surf, theme.darken(colour, 0.2), (0, 0, w, h - 1), 1, border_radius=radius)
    if badge:
        icon = cardart.type_badge(dtype, max(8, h - 3))
        surf.blit(icon, icon.get_rect(center=(band // 2, (h - 1) // 2)))
    # cost coin on the right (8-point districts show their points too)
    cost = (kind.cost if kind is not None else 0) + adorned
    coin = cardart.coin(cost, coin_d)
    right = w - 2
    surf.blit(coin, coin.get_rect(midright=(right, (h - 1) // 2)))
    right -= coin_d + 2
    if adorned:  # the Artist's coin beside the cost it raised, and a gold edge around the tile
        art = adornment_coin(coin_d)
        surf.blit(art, art.get_rect(midright=(right + coin_d // 4, (h - 1) // 2)))
        right -= art_w
        pygame.draw.rect(surf, theme.GOLD_LIGHT, (0, 0, w, h - 1), max(1, h // 12), border_radius=radius)
    if under is not None:  # the count of the cards under it, left of its cost
        surf.blit(under, under.get_rect(midright=(right, (h - 1) // 2)))
        right -= under_w
    if star and kind is not None:
        badge_star = _points_badge(kind.points + adorned, coin_d)
        surf.blit(badge_star, badge_star.get_rect(midright=(right, (h - 1) // 2)))
        right -= coin_d + 2
    # name
    left = band + max(3, h // 5)
    space = right - left - 2
    size_px = text.fit_size(label, space, full, min_size=min_px, bold=True)
    label = text.ellipsize(label, size_px, space, bold=True)
    rendered = text.render(label, size_px, theme.INK, bold=True)
    surf.blit(rendered, rendered.get_rect(midleft=(left, (h - 1) // 2 + 1)))
    return surf


def stored_badge(count: int, h: int, size: int) -> pygame.Surface:
    """The cards under a district (the Museum): a dark badge `h` pixels high, edged in gold, with their
    count in bold light digits of `size` pixels (cached)."""
    return _cached(("stored_badge", count, h, size), lambda: _draw_stored_badge(count, h, size))


def _draw_stored_badge(count: int, h: int, size: int) -> pygame.Surface:
    label = str(count)
    w = max(round(h * 0.8), text.text_size(label, size, bold=True)[0] + max(4, h // 3))
    surf = _alpha_surface((w, h))
    radius = max(2, h // 5)
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surf, theme.GOLD_LIGHT, (0, 0, w, h), max(1, h // 12), border_radius=radius)
    text.draw_text(surf, label, (w // 2, h // 2 + 1), size, theme.CREAM, anchor="center", bold=True)
    return surf


def adornment_coin(d: int) -> pygame.Surface:
    """The Artist's gold on a district: a plain coin with a bright ring (cached)."""
    return _cached(("adornment_coin", d), lambda: _draw_adornment_coin(d))


def _draw_adornment_coin(d: int) -> pygame.Surface:
    surf = _alpha_surface((d, d))
    surf.blit(cardart.coin(None, d), (0, 0))
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (d // 2, d // 2), d // 2, max(1, d // 10))
    return surf


def adorn_card(face: pygame.Surface) -> pygame.Surface:
    """A district card's face with the Artist's gold on it: a ringed coin and "+1" in its corner
    (the card zoom of a beautified district)."""
    w, h = face.get_size()
    out = face.copy()
    d = max(12, w // 4)
    coin = adornment_coin(d)
    at = coin.get_rect(topright=(w - max(2, w // 24), h // 2 - d // 2))
    pygame.draw.circle(out, (*theme.WOOD_DARK, 255), at.center, d // 2 + max(1, d // 12))
    out.blit(coin, at)
    size = max(8, d // 2)
    text.draw_text(out, "+1", at.center, size, theme.INK, anchor="center", bold=True)
    return out


def points_badge(points: int, d: int) -> pygame.Surface:
    """A red star with a district's points (cached)."""
    return _cached(("points", points, d), lambda: _points_badge(points, d))


def _points_badge(points: int, d: int) -> pygame.Surface:
    surf = _alpha_surface((d, d))
    pygame.draw.polygon(surf, theme.CRIMSON, _star(d / 2, d / 2, d / 2, 5, 0.55))
    pygame.draw.polygon(surf, theme.darken(theme.CRIMSON, 0.4), _star(d / 2, d / 2, d / 2, 5, 0.55), 1)
    size = text.fit_size(str(points), int(d * 0.5), int(d * 0.5), min_size=6, bold=True)
    text.draw_text(surf, str(points), (d // 2, d // 2 + 1), size, theme.CREAM, anchor="center", bold=True)
    return surf


def _star(cx: float, cy: float, r: float, n: int, inner: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(n * 2):
        a = -math.pi / 2 + i * math.pi / n
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


# ------------------------------------------------------------------------------------------------
# Markers, glows, veils
# ------------------------------------------------------------------------------------------------


def marker(name: str, d: int) -> pygame.Surface:
    """``"skull"`` (murdered), ``"moneybag"`` (robbed), ``"spell"`` (bewitched), ``"warrant"`` or
    ``"warrant_signed"`` (the Magistrate's), ``"threat"`` or ``"threat_flowered"`` (the Blackmailer's)."""
    d = max(8, d)
    return _cached(("marker", name, d), lambda: _draw_marker(name, d))


def _draw_marker(name: str, d: int) -> pygame.Surface:
    art = images.load_image(bundle.svg(name), (d, d))
    surf = _alpha_surface((d, d))
    surf.blit(art, art.get_rect(center=(d // 2, d // 2)))
    return surf


def glow(size: tuple[int, int], colour: Colour, radius: int, spread: int, alpha: int = 255) -> pygame.Surface:
    """A soft halo around a ``size`` rectangle; blit at ``rect.move(-spread, -spread)``."""
    return _cached(
        ("glow", size, colour, radius, spread, alpha), lambda: _draw_glow(size, colour, radius, spread, alpha)
    )


def _draw_glow(
    size: tuple[int, int], colour: Colour, radius: int, spread: int, alpha: int = 255
) -> pygame.Surface:
    if alpha < 255:
        out = glow(size, colour, radius, spread).copy()
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return out
    w, h = size
    full = (w + 2 * spread, h + 2 * spread)
    # drawn small and scaled up smoothly: a soft blur at a fraction of box_blur's cost
    k = max(1, spread // 3)
    small = _alpha_surface((max(2, full[0] // k), max(2, full[1] // k)))
    inset = max(1, spread // (2 * k))
    pygame.draw.rect(
        small, (*colour, 210), (inset, inset, small.get_width() - 2 * inset, small.get_height() - 2 * inset),
        border_radius=max(1, (radius + spread // 2) // k),
    )  # fmt: skip
    return pygame.transform.smoothscale(small, full)


def halo_ring(size: tuple[int, int], colour: Colour, radius: int, spread: int, alpha: int) -> pygame.Surface:
    """`glow` with the inside of the rectangle left clear, plus a bright edge."""

    def build() -> pygame.Surface:
        surf = glow(size, colour, radius, spread, alpha).copy()
        inner = pygame.Rect(spread, spread, size[0], size[1])
        hole = _alpha_surface(inner.size)
        pygame.draw.rect(hole, (255, 255, 255, 255), hole.get_rect(), border_radius=radius)
        cut = _alpha_surface(surf.get_size())
        cut.fill((255, 255, 255, 255))
        cut.blit(hole, inner.topleft, special_flags=pygame.BLEND_RGBA_SUB)
        surf.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(
            surf, (*theme.lighten(colour, 0.3), alpha), inner.inflate(2, 2), 2, border_radius=radius
        )
        return surf

    return _cached(("halo", size, colour, radius, spread, alpha), build)


#: the character line's veils: a character not called yet (parchment), one out of the round (dark)
TRACK_WAITING_VEIL = 70
TRACK_OUT_VEIL = 120


def veiled(face: pygame.Surface, overlay: pygame.Surface) -> pygame.Surface:
    """A copy of `face` under `overlay` (a veil of its size)."""
    out = face.copy()
    out.blit(overlay, (0, 0))
    return out


def veil(size: tuple[int, int], alpha: int, radius: int, colour: Colour = (20, 14, 10)) -> pygame.Surface:
    """A darkening overlay with rounded corners (dimmed cards)."""
    return _cached(("veil", size, alpha, radius, colour), lambda: _draw_veil(size, alpha, radius, colour))


def _draw_veil(size: tuple[int, int], alpha: int, radius: int, colour: Colour) -> pygame.Surface:
    surf = _alpha_surface(size)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    return surf


def frame(size: tuple[int, int], colour: Colour, width: int, radius: int) -> pygame.Surface:
    return _cached(("frame", size, colour, width, radius), lambda: _draw_frame(size, colour, width, radius))


def _draw_frame(size: tuple[int, int], colour: Colour, width: int, radius: int) -> pygame.Surface:
    surf = _alpha_surface(size)
    pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
    return surf


def rotated(key: tuple[Any, ...], surface: pygame.Surface, angle: float) -> pygame.Surface:
    """``surface`` rotated by ``angle`` degrees (smooth), cached under ``key``."""
    angle = round(angle, 1)
    if abs(angle) < 0.05:
        return surface
    return _cached(("rot", key, angle), lambda: pygame.transform.rotozoom(surface, angle, 1.0))


def _draw_backs(size: tuple[int, int], shown: int) -> pygame.Surface:
    w, h = size
    step = max(2, w // 5)
    surf = _alpha_surface((w + step * (shown - 1), h))
    back = cardart.card_back((w, h))
    for i in range(shown):
        surf.blit(back, (i * step, 0))
    return surf


def deck_pile(size: tuple[int, int], count: int) -> pygame.Surface:
    """The deck: backs stacked with a visible thickness that follows the count."""
    layers = 1 + min(6, count // 10) if count else 0
    return _cached(("deck", size, layers), lambda: _draw_deck(size, layers))


def _draw_deck(size: tuple[int, int], layers: int) -> pygame.Surface:
    w, h = size
    off = max(1, w // 40)
    surf = _alpha_surface((w + off * 7, h + off * 7))
    if layers == 0:
        pygame.draw.rect(surf, (*theme.GOLD_DARK, 160), (0, off * 6, w, h), 2, border_radius=max(3, w // 14))
        return surf
    back = cardart.card_back((w, h))
    for i in range(layers):
        edge = pygame.Rect(i * off, (6 - i) * off, w, h)
        pygame.draw.rect(surf, (40, 20, 14), edge.move(1, 1), border_radius=max(3, w // 14))
        surf.blit(back, edge.topleft)
    return surf


def coin_pile(d: int, count: int) -> pygame.Surface:
    """A heap of coins (the bank)."""
    return _cached(("pile", d, count), lambda: _draw_pile(d, count))


def _draw_pile(d: int, count: int) -> pygame.Surface:
    coin = cardart.coin(None, d)
    w, h = int(d * 2.4), int(d * 1.6)
    surf = _alpha_surface((w, h))
    spots = [(0.5, 0.62), (0.22, 0.66), (0.78, 0.66), (0.36, 0.42), (0.64, 0.42), (0.5, 0.24)]
    for fx, fy in spots[:count]:
        surf.blit(coin, coin.get_rect(center=(int(w * fx), int(h * fy))))
    return surf


def pill(
    size: tuple[int, int], colour: Colour, alpha: int = 230, border: Colour | None = None
) -> pygame.Surface:
    """A rounded label background."""
    return _cached(("pill", size, colour, alpha, border), lambda: _draw_pill(size, colour, alpha, border))


def _draw_pill(size: tuple[int, int], colour: Colour, alpha: int, border: Colour | None) -> pygame.Surface:
    surf = _alpha_surface(size)
    r = size[1] // 2
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=r)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), 1, border_radius=r)
    return surf


def banner_ribbon(size: tuple[int, int]) -> pygame.Surface:
    """The wide ribbon behind round and call announcements."""
    return _cached(("ribbon", size), lambda: _draw_ribbon(size))


def _draw_ribbon(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _alpha_surface(size)
    tail = h // 2
    body = pygame.Rect(tail, 0, w - 2 * tail, h)
    dark = theme.darken(theme.CRIMSON, 0.35)
    pygame.draw.polygon(
        surf, dark, [(0, h * 0.2), (tail + 2, h * 0.2), (tail + 2, h), (0, h), (tail * 0.55, h * 0.6)]
    )
    pygame.draw.polygon(
        surf,
        dark,
        [(w, h * 0.2), (w - tail - 2, h * 0.2), (w - tail - 2, h), (w, h), (w - tail * 0.55, h * 0.6)],
    )
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), theme.CRIMSON_LIGHT)
    strip.set_at((0, 1), theme.CRIMSON)
    grad = pygame.transform.smoothscale(strip, (body.w, int(h * 0.86)))
    surf.blit(grad, (body.x, 0))
    pygame.draw.rect(surf, theme.GOLD, (body.x, 0, body.w, int(h * 0.86)), max(2, h // 18))
    pygame.draw.line(surf, theme.GOLD_LIGHT, (body.x + 6, h * 0.12), (body.right - 6, h * 0.12), 1)
    return surf


def hourglass(d: int, phase: float) -> pygame.Surface:
    """Three dots that pulse in turn: "thinking…" (``phase`` in seconds, quantised)."""
    step = int(phase * 6) % 6
    return _cached(("dots", d, step), lambda: _draw_dots(d, step))


def _draw_dots(d: int, step: int) -> pygame.Surface:
    w = d * 3
    surf = _alpha_surface((w, d))
    pygame.draw.rect(surf, (20, 14, 10, 190), surf.get_rect(), border_radius=d // 2)
    for i in range(3):
        lit = (step // 2) == i
        r = d * (0.2 if lit else 0.14)
        colour = theme.GOLD_LIGHT if lit else theme.CREAM_DIM
        pygame.draw.circle(surf, colour, (d * 0.75 + i * d * 0.75, d / 2), r)
    return surf
