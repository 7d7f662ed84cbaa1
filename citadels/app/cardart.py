"""Cards drawn in code: districts, characters, backs, coins and the crown.

Every picture is cached per (what, size, language), so drawing a hand of cards each frame costs a
blit. The art pack's SVGs (type icons, character emblems, backs, coin, crown) are used when present;
without them everything is still drawn, from shapes. District types are told apart by colour *and*
by the badge shape (diamond, circle, square, shield, star) and icon.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from citadels.app import images, text, theme
from citadels.app.theme import Colour
from citadels.engine.cards import KINDS, DistrictType
from citadels.engine.characters import CHARACTERS
from citadels.i18n import (
    character_ability_text,
    character_name,
    district_effect_text,
    district_name,
    district_type_name,
    language_version,
)

Size = tuple[int, int]
#: width / height of every card
CARD_RATIO = 2 / 3
#: from this height on, cards show their rules text
LARGE_HEIGHT = 230

_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def card_size(height: int) -> Size:
    """A card size with the standard proportions for ``height`` pixels."""
    return (max(8, round(height * CARD_RATIO)), max(12, height))


def _cached(key: tuple[Any, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        if len(_cache) > 1500:
            _cache.clear()  # window resized many times: start again
        surface = _cache[key] = build()
    return surface


def clear_cache() -> None:
    _cache.clear()


# ------------------------------------------------------------------------------------------------
# Small shared pieces
# ------------------------------------------------------------------------------------------------


def _vertical_gradient(size: Size, top: Colour, bottom: Colour) -> pygame.Surface:
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(strip, size)


def _rounded_mask(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """``surface`` with its corners cut round (alpha)."""
    out = surface.convert_alpha() if pygame.display.get_surface() else surface.copy()
    if not out.get_flags() & pygame.SRCALPHA:
        tmp = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        tmp.blit(out, (0, 0))
        out = tmp
    mask = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _supersample(
    size: Size, draw: Callable[[pygame.Surface, float], None], factor: int = 3
) -> pygame.Surface:
    """Draw at ``factor``× and scale down: cheap antialiasing for polygons."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    draw(big, float(factor))
    return pygame.transform.smoothscale(big, size)


def _star_points(
    cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45
) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        radius = r if i % 2 == 0 else r * inner
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


def _shape_points(shape: str, rect: pygame.Rect) -> list[tuple[float, float]] | None:
    """Polygon of a badge shape inside ``rect`` (None for the circle)."""
    x, y, w, h = rect
    cx, cy = rect.center
    if shape == "diamond":
        return [(cx, y), (x + w, cy), (cx, y + h), (x, cy)]
    if shape == "square":
        inset = w * 0.08
        return [
            (x + inset, y + inset),
            (x + w - inset, y + inset),
            (x + w - inset, y + h - inset),
            (x + inset, y + h - inset),
        ]
    if shape == "shield":
        return [
            (x + w * 0.08, y + h * 0.06), (x + w * 0.92, y + h * 0.06), (x + w * 0.92, y + h * 0.5),
            (cx, y + h * 0.98), (x + w * 0.08, y + h * 0.5),
        ]  # fmt: skip
    if shape == "star":
        return _star_points(cx, cy + h * 0.04, w * 0.52, 5, 0.5)
    if shape == "arch":  # a pointed gothic arch
        pts = [(x + w * 0.1, y + h * 0.96), (x + w * 0.1, y + h * 0.45)]
        for i in range(1, 8):
            t = i / 8
            pts.append((x + w * 0.1 + w * 0.4 * t, y + h * 0.45 - h * 0.41 * math.sin(t * math.pi / 2)))
        pts.append((cx, y + h * 0.02))
        for i in range(7, 0, -1):
            t = i / 8
            pts.append((x + w * 0.9 - w * 0.4 * t, y + h * 0.45 - h * 0.41 * math.sin(t * math.pi / 2)))
        pts += [(x + w * 0.9, y + h * 0.45), (x + w * 0.9, y + h * 0.96)]
        return pts
    return None


# ------------------------------------------------------------------------------------------------
# Coin, crown, type badge
# ------------------------------------------------------------------------------------------------


def coin(value: int | None, diameter: int) -> pygame.Surface:
    """A gold coin, optionally stamped with a number (gold counts, costs)."""
    diameter = max(6, diameter)
    return _cached(("coin", value, diameter), lambda: _draw_coin(value, diameter))


def _draw_coin(value: int | None, d: int) -> pygame.Surface:
    art = images.load_image("coin.svg", (d, d))
    if art is not None:
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        surf.blit(art, art.get_rect(center=(d // 2, d // 2)))
    else:

        def paint(s: pygame.Surface, f: float) -> None:
            r = d * f / 2
            c = (r, r)
            pygame.draw.circle(s, theme.GOLD_DARK, c, r)
            pygame.draw.circle(s, theme.GOLD, c, r * 0.9)
            pygame.draw.circle(s, theme.GOLD_LIGHT, (r * 0.92, r * 0.88), r * 0.72)
            pygame.draw.circle(s, theme.GOLD, c, r * 0.66)
            pygame.draw.circle(s, theme.GOLD_DARK, c, r * 0.68, max(1, int(r * 0.06)))

        surf = _supersample((d, d), paint)
    if value is not None:
        label = str(value)
        size = text.fit_size(label, int(d * 0.7), int(d * 0.62), min_size=6, bold=True)
        centre = (d // 2, d // 2 + max(0, d // 40))
        if art is not None:  # unknown artwork: outline the digits so they read on any coin
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                text.draw_text(
                    surf,
                    label,
                    (centre[0] + dx, centre[1] + dy),
                    size,
                    theme.GOLD_LIGHT,
                    anchor="center",
                    bold=True,
                )
        text.draw_text(surf, label, centre, size, theme.INK, anchor="center", bold=True)
    return surf


def crown(size: int) -> pygame.Surface:
    """The crown token (square, ``size`` pixels)."""
    size = max(8, size)
    return _cached(("crown", size), lambda: _draw_crown(size))


def _draw_crown(size: int) -> pygame.Surface:
    art = images.load_image("crown.svg", (size, size))
    if art is not None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        surf.blit(art, art.get_rect(center=(size // 2, size // 2)))
        return surf

    def paint(s: pygame.Surface, f: float) -> None:
        w = h = size * f
        base_top, base_bottom = h * 0.62, h * 0.84
        points = [
            (w * 0.1, base_bottom), (w * 0.06, h * 0.3), (w * 0.3, h * 0.52), (w * 0.5, h * 0.16),
            (w * 0.7, h * 0.52), (w * 0.94, h * 0.3), (w * 0.9, base_bottom),
        ]  # fmt: skip
        pygame.draw.polygon(s, theme.GOLD_DARK, [(x, y + h * 0.03) for x, y in points])
        pygame.draw.polygon(s, theme.GOLD, points)
        pygame.draw.rect(s, theme.GOLD_LIGHT, (w * 0.1, base_top, w * 0.8, base_bottom - base_top))
        pygame.draw.rect(
            s, theme.GOLD_DARK, (w * 0.1, base_top, w * 0.8, base_bottom - base_top), max(1, int(f))
        )
        for px, py in ((0.06, 0.3), (0.5, 0.16), (0.94, 0.3)):
            pygame.draw.circle(s, theme.GOLD_LIGHT, (w * px, h * py), w * 0.06)
        for i, col in enumerate(((176, 42, 42), (48, 96, 176), (44, 130, 70))):
            pygame.draw.circle(s, col, (w * (0.3 + 0.2 * i), (base_top + base_bottom) / 2), w * 0.05)
        pygame.draw.polygon(s, theme.GOLD_DARK, points, max(1, int(f)))

    return _supersample((size, size), paint)


def _fallback_type_glyph(s: pygame.Surface, dtype: DistrictType, rect: pygame.FRect, colour: Colour) -> None:
    """A simple white glyph per type, drawn when the art pack's icon is missing."""
    x, y, w, h = rect.x, rect.y, rect.w, rect.h
    cx, cy = rect.center
    lw = max(1, int(w * 0.12))
    if dtype == DistrictType.NOBLE:  # a small crown
        pts = [(x + w * 0.1, y + h * 0.8), (x + w * 0.1, y + h * 0.3), (x + w * 0.32, y + h * 0.55),
               (cx, y + h * 0.2), (x + w * 0.68, y + h * 0.55), (x + w * 0.9, y + h * 0.3), (x + w * 0.9, y + h * 0.8)]  # fmt: skip
        pygame.draw.polygon(s, colour, pts)
    elif dtype == DistrictType.RELIGIOUS:  # a cross
        pygame.draw.rect(s, colour, (cx - lw / 2, y + h * 0.1, lw, h * 0.8))
        pygame.draw.rect(s, colour, (x + w * 0.22, y + h * 0.32, w * 0.56, lw))
    elif dtype == DistrictType.TRADE:  # a pair of scales
        pygame.draw.rect(s, colour, (cx - lw / 2, y + h * 0.12, lw, h * 0.72))
        pygame.draw.rect(s, colour, (x + w * 0.1, y + h * 0.22, w * 0.8, lw * 0.8))
        for px in (x + w * 0.2, x + w * 0.8):
            pygame.draw.polygon(
                s,
                colour,
                [(px - w * 0.16, y + h * 0.5), (px + w * 0.16, y + h * 0.5), (px, y + h * 0.28)],
                lw // 2 or 1,
            )
            pygame.draw.ellipse(s, colour, (px - w * 0.17, y + h * 0.46, w * 0.34, h * 0.12))
        pygame.draw.rect(s, colour, (x + w * 0.3, y + h * 0.82, w * 0.4, lw))
    elif dtype == DistrictType.MILITARY:  # a sword
        pygame.draw.polygon(s, colour, [(cx, y + h * 0.06), (cx + w * 0.09, y + h * 0.2), (cx + w * 0.09, y + h * 0.64),
                                        (cx - w * 0.09, y + h * 0.64), (cx - w * 0.09, y + h * 0.2)])  # fmt: skip
        pygame.draw.rect(s, colour, (x + w * 0.24, y + h * 0.64, w * 0.52, lw))
        pygame.draw.rect(s, colour, (cx - lw / 2, y + h * 0.64, lw, h * 0.26))
    else:  # a spark
        pygame.draw.polygon(s, colour, _star_points(cx, cy, w * 0.42, 4, 0.32))


def type_badge(dtype: DistrictType, diameter: int) -> pygame.Surface:
    """The district-type token: type colour, type shape and type icon."""
    diameter = max(8, diameter)
    return _cached(("badge", int(dtype), diameter), lambda: _draw_type_badge(DistrictType(dtype), diameter))


def _draw_type_badge(dtype: DistrictType, d: int) -> pygame.Surface:
    # the art pack's icons already carry their shape: use them as the whole badge
    art = images.load_image(f"type_{theme.TYPE_ICON_NAMES[dtype]}.svg", (d, d))
    if art is not None:
        badge = pygame.Surface((d, d), pygame.SRCALPHA)
        badge.blit(art, art.get_rect(center=(d // 2, d // 2)))
        return badge
    colour = theme.TYPE_COLOURS[dtype]
    shape = theme.TYPE_SHAPES[dtype]
    icon_size = int(d * (0.46 if shape in ("star", "diamond") else 0.56))

    def paint(s: pygame.Surface, f: float) -> None:
        rect = pygame.Rect(0, 0, int(d * f), int(d * f))
        inner = rect.inflate(-int(d * f * 0.14), -int(d * f * 0.14))
        edge = max(1, int(f * max(1, d / 26)))
        points = _shape_points(shape, rect)
        inner_points = _shape_points(shape, inner)
        if points is None or inner_points is None:
            pygame.draw.circle(s, theme.GOLD_LIGHT, rect.center, rect.w / 2)
            pygame.draw.circle(s, colour, rect.center, inner.w / 2)
            pygame.draw.circle(s, theme.darken(colour, 0.45), rect.center, rect.w / 2, edge)
        else:
            pygame.draw.polygon(s, theme.GOLD_LIGHT, points)
            pygame.draw.polygon(s, colour, inner_points)
            pygame.draw.polygon(s, theme.darken(colour, 0.45), points, edge)
        glyph = pygame.FRect(0, 0, icon_size * f, icon_size * f)
        glyph.center = (rect.centerx, rect.centery + (d * f * 0.08 if shape == "arch" else 0))
        _fallback_type_glyph(s, dtype, glyph, theme.CREAM)

    return _supersample((d, d), paint)


# ------------------------------------------------------------------------------------------------
# District illustrations: a small skyline per district, from a handful of building parts
# ------------------------------------------------------------------------------------------------

# (part, x, width, height, *options) in fractions of the illustration box; x is the left edge.
Part = tuple[Any, ...]
_SCENES: dict[str, tuple[Part, ...]] = {
    "manor": (("house", 0.2, 0.6, 0.42, "gable"), ("chimney", 0.62, 0.06, 0.62), ("tree", 0.06, 0.14, 0.36)),
    "castle": (("wall", 0.1, 0.8, 0.32), ("tower", 0.1, 0.17, 0.6, "battlement"), ("tower", 0.73, 0.17, 0.6, "battlement"),
               ("tower", 0.4, 0.2, 0.8, "cone"), ("flag", 0.5, 0.8)),
    "palace": (("house", 0.12, 0.76, 0.36, "flat"), ("dome", 0.34, 0.32, 0.66), ("tower", 0.1, 0.1, 0.6, "spire"),
               ("tower", 0.8, 0.1, 0.6, "spire")),
    "temple": (("temple", 0.2, 0.6, 0.46),),
    "church": (("house", 0.16, 0.46, 0.4, "gable"), ("tower", 0.6, 0.16, 0.74, "spire"), ("cross", 0.68, 0.88)),
    "monastery": (("house", 0.08, 0.7, 0.3, "gable"), ("tower", 0.66, 0.16, 0.58, "cone"), ("wall", 0.04, 0.92, 0.14),
                  ("tree", 0.82, 0.14, 0.3)),
    "cathedral": (("house", 0.28, 0.44, 0.5, "gable"), ("tower", 0.14, 0.16, 0.82, "spire"),
                  ("tower", 0.7, 0.16, 0.82, "spire"), ("rose", 0.5, 0.36)),
    "tavern": (("house", 0.22, 0.5, 0.42, "gable"), ("chimney", 0.58, 0.06, 0.6), ("sign", 0.7, 0.3), ("barrel", 0.1, 0.12)),
    "market": (("stall", 0.06, 0.28, (200, 60, 50)), ("stall", 0.36, 0.28, (230, 200, 90)), ("stall", 0.66, 0.28, (60, 120, 170))),
    "trading_post": (("house", 0.44, 0.44, 0.44, "gable"), ("stall", 0.08, 0.32, (200, 60, 50)), ("barrel", 0.88, 0.1)),
    "docks": (("water",), ("house", 0.06, 0.38, 0.4, "gable"), ("crane", 0.5, 0.7), ("barrel", 0.72, 0.1), ("barrel", 0.83, 0.1)),
    "harbor": (("water",), ("ship", 0.3, 0.5), ("tower", 0.82, 0.12, 0.7, "light")),
    "town_hall": (("house", 0.08, 0.84, 0.36, "flat"), ("tower", 0.41, 0.18, 0.78, "cone"), ("clock", 0.5, 0.5)),
    "watchtower": (("tower", 0.38, 0.24, 0.86, "battlement"), ("flag", 0.5, 0.86), ("tree", 0.08, 0.16, 0.32)),
    "prison": (("house", 0.12, 0.6, 0.44, "flat-bars"), ("tower", 0.7, 0.18, 0.66, "battlement")),
    "battlefield": (("tent", 0.06, 0.36, 0.42), ("tent", 0.52, 0.3, 0.36), ("flag", 0.46, 0.7), ("spears", 0.84, 0.5)),
    "fortress": (("wall", 0.06, 0.88, 0.4), ("tower", 0.04, 0.2, 0.68, "battlement"), ("tower", 0.4, 0.2, 0.78, "battlement"),
                 ("tower", 0.76, 0.2, 0.68, "battlement"), ("flag", 0.5, 0.78)),
    "haunted_city": (("night",), ("house", 0.06, 0.3, 0.44, "crooked"), ("house", 0.38, 0.26, 0.56, "crooked"),
                     ("house", 0.68, 0.28, 0.38, "crooked"), ("ghost", 0.52, 0.78)),
    "keep": (("tower", 0.3, 0.4, 0.76, "battlement"), ("wall", 0.08, 0.84, 0.22)),
    "laboratory": (("tower", 0.36, 0.26, 0.66, "dome"), ("chimney", 0.66, 0.06, 0.5), ("flask", 0.14, 0.3)),
    "smithy": (("house", 0.2, 0.52, 0.4, "gable"), ("chimney", 0.6, 0.08, 0.66), ("anvil", 0.06, 0.16)),
    "observatory": (("night",), ("tower", 0.3, 0.36, 0.56, "dome"), ("telescope", 0.6, 0.62)),
    "graveyard": (("night",), ("tombs",), ("tree", 0.74, 0.2, 0.56)),
    "dragon_gate": (("gate", 0.14, 0.72, 0.62), ("tower", 0.04, 0.16, 0.78, "cone"), ("tower", 0.8, 0.16, 0.78, "cone")),
    "university": (("house", 0.06, 0.88, 0.4, "flat"), ("tower", 0.4, 0.2, 0.76, "dome"), ("columns", 0.14, 0.72, 0.3)),
    "library": (("temple", 0.14, 0.72, 0.5), ("dome", 0.36, 0.28, 0.7)),
    "great_wall": (("wall", 0.0, 1.0, 0.44), ("tower", 0.02, 0.16, 0.64, "battlement"), ("tower", 0.42, 0.16, 0.64, "battlement"),
                   ("tower", 0.82, 0.16, 0.64, "battlement")),
    "school_of_magic": (("night",), ("tower", 0.38, 0.24, 0.84, "spire"), ("tower", 0.16, 0.14, 0.5, "cone"),
                        ("tower", 0.7, 0.14, 0.56, "cone")),
    "imperial_treasury": (("house", 0.14, 0.72, 0.44, "flat"), ("dome", 0.36, 0.28, 0.66), ("coins", 0.5)),
    "map_room": (("tower", 0.2, 0.3, 0.64, "cone"), ("house", 0.46, 0.42, 0.38, "gable"), ("compass", 0.82, 0.74)),
}  # fmt: skip

_SKIES: dict[DistrictType, tuple[Colour, Colour]] = {
    DistrictType.NOBLE: ((244, 204, 130), (255, 236, 196)),
    DistrictType.RELIGIOUS: ((150, 186, 228), (232, 236, 240)),
    DistrictType.TRADE: ((170, 214, 186), (246, 238, 206)),
    DistrictType.MILITARY: ((222, 144, 112), (250, 214, 170)),
    DistrictType.UNIQUE: ((178, 150, 212), (238, 212, 226)),
}
_NIGHT = ((34, 30, 70), (96, 78, 130))
_WINDOW: Colour = (255, 214, 120)


def _draw_illustration(kind_name: str, dtype: DistrictType, size: Size) -> pygame.Surface:
    parts = _SCENES.get(kind_name, (("house", 0.25, 0.5, 0.45, "gable"),))
    night = any(p[0] == "night" for p in parts)
    sky_top, sky_bottom = _NIGHT if night else _SKIES[dtype]
    base = theme.TYPE_COLOURS[dtype]
    body = theme.mix(theme.darken(base, 0.5), (60, 44, 34), 0.45)
    light = theme.mix(body, (255, 240, 210), 0.18)
    w, h = size

    def paint(s: pygame.Surface, f: float) -> None:
        W, H = w * f, h * f
        s.blit(_vertical_gradient((int(W), int(H)), sky_top, sky_bottom), (0, 0))
        ground = H * 0.86
        if night:
            for i in range(14):  # deterministic stars
                sx, sy = (i * 0.37 + 0.11) % 1.0, ((i * 0.61 + 0.07) % 1.0) * 0.45
                pygame.draw.circle(s, (255, 248, 220), (W * sx, H * sy), max(1.0, f * 0.6))
            pygame.draw.circle(s, (250, 240, 200), (W * 0.82, H * 0.18), W * 0.08)
            pygame.draw.circle(s, sky_top, (W * 0.85, H * 0.16), W * 0.07)
        else:
            pygame.draw.circle(s, theme.lighten(sky_bottom, 0.4), (W * 0.8, H * 0.22), W * 0.09)
            for cx, cy, cw in ((0.2, 0.2, 0.22), (0.62, 0.12, 0.16)):
                pygame.draw.ellipse(s, theme.lighten(sky_bottom, 0.5), (W * cx, H * cy, W * cw, H * 0.06))
        # distant hills
        hill = theme.mix(sky_bottom, body, 0.35)
        pygame.draw.ellipse(s, hill, (-W * 0.2, H * 0.7, W * 0.8, H * 0.4))
        pygame.draw.ellipse(s, hill, (W * 0.45, H * 0.72, W * 0.8, H * 0.36))
        lw = max(1, int(f))

        def windows(x: float, y: float, bw: float, bh: float, rows: int = 1) -> None:
            ww = max(bw * 0.14, f * 1.5)
            for r in range(rows):
                for cx in (x + bw * 0.28, x + bw * 0.72 - ww):
                    pygame.draw.rect(s, _WINDOW, (cx, y + bh * (0.3 + 0.3 * r), ww, max(bh * 0.14, f * 2)))

        for part in parts:
            kind = part[0]
            if kind == "water":
                pygame.draw.rect(s, (70, 110, 150), (0, ground - H * 0.04, W, H))
                for i in range(5):
                    y = ground + H * 0.02 * i
                    pygame.draw.line(
                        s, (150, 190, 215), (W * (0.1 + 0.17 * i), y), (W * (0.2 + 0.17 * i), y), lw
                    )
            elif kind == "house":
                _, x, bw, bh, roof = part
                X, BW, BH = W * x, W * bw, H * bh
                top = ground - BH
                if roof == "crooked":
                    pts = [(X, ground), (X + BW * 0.06, top), (X + BW, top + BH * 0.08), (X + BW, ground)]
                    pygame.draw.polygon(s, body, pts)
                    pygame.draw.polygon(s, theme.darken(body, 0.3), [(X - BW * 0.08, top + 2), (X + BW * 0.4, top - BH * 0.45),
                                                                     (X + BW * 1.08, top + BH * 0.1)])  # fmt: skip
                    pygame.draw.rect(s, (180, 230, 180), (X + BW * 0.35, top + BH * 0.3, BW * 0.2, BH * 0.16))
                    continue
                pygame.draw.rect(s, body, (X, top, BW, BH))
                pygame.draw.line(s, light, (X, top), (X, ground), lw)
                if roof == "gable":
                    pygame.draw.polygon(
                        s,
                        theme.darken(body, 0.3),
                        [(X - BW * 0.06, top), (X + BW / 2, top - BH * 0.5), (X + BW * 1.06, top)],
                    )
                elif roof in ("flat", "flat-bars"):
                    for i in range(6):  # a cornice of merlons
                        pygame.draw.rect(s, body, (X + BW * i / 6, top - BH * 0.08, BW / 12, BH * 0.08))
                if roof == "flat-bars":
                    for i in range(3):
                        wx = X + BW * (0.15 + 0.28 * i)
                        pygame.draw.rect(s, (40, 30, 26), (wx, top + BH * 0.3, BW * 0.16, BH * 0.24))
                        for b in range(3):
                            bx = wx + BW * 0.04 * (b + 0.5)
                            pygame.draw.line(
                                s, theme.CREAM_DIM, (bx, top + BH * 0.3), (bx, top + BH * 0.54), lw
                            )
                else:
                    windows(X, top, BW, BH, rows=2 if BH > H * 0.35 else 1)
                    pygame.draw.rect(s, (44, 30, 22), (X + BW * 0.44, ground - BH * 0.3, BW * 0.12, BH * 0.3))
            elif kind == "tower":
                _, x, bw, bh, top_kind = part
                X, BW, BH = W * x, W * bw, H * bh
                top = ground - BH
                pygame.draw.rect(s, body, (X, top, BW, BH))
                pygame.draw.line(s, light, (X, top), (X, ground), lw)
                win_w = max(BW * 0.24, f * 1.5)
                pygame.draw.rect(
                    s, _WINDOW, (X + BW / 2 - win_w / 2, top + BH * 0.2, win_w, max(BH * 0.1, f * 2))
                )
                if top_kind == "battlement":
                    for i in range(3):
                        pygame.draw.rect(
                            s, body, (X + BW * (i * 0.4) - BW * 0.05, top - BH * 0.07, BW * 0.26, BH * 0.08)
                        )
                elif top_kind in ("cone", "spire"):
                    tall = 0.45 if top_kind == "cone" else 0.8
                    pygame.draw.polygon(
                        s,
                        theme.darken(body, 0.3),
                        [(X - BW * 0.12, top), (X + BW / 2, top - BW * (1 + tall)), (X + BW * 1.12, top)],
                    )
                elif top_kind == "dome":
                    pygame.draw.ellipse(
                        s, theme.darken(body, 0.25), (X - BW * 0.05, top - BW * 0.55, BW * 1.1, BW * 1.1)
                    )
                elif top_kind == "light":
                    pygame.draw.circle(s, (255, 230, 140), (X + BW / 2, top - BW * 0.3), BW * 0.55)
                    pygame.draw.rect(s, body, (X - BW * 0.1, top - BW * 0.05, BW * 1.2, BW * 0.2))
            elif kind == "wall":
                _, x, bw, bh = part
                X, BW, BH = W * x, W * bw, H * bh
                pygame.draw.rect(s, body, (X, ground - BH, BW, BH))
                n = max(3, int(bw * 12))
                for i in range(n):
                    pygame.draw.rect(
                        s, body, (X + BW * i / n, ground - BH - H * 0.04, BW / n * 0.55, H * 0.05)
                    )
                for i in range(1, 3):  # masonry lines
                    y = ground - BH * i / 3
                    pygame.draw.line(s, theme.darken(body, 0.25), (X, y), (X + BW, y), lw)
            elif kind == "dome":
                _, x, bw, bh = part
                X, BW = W * x, W * bw
                top = ground - H * bh
                pygame.draw.rect(s, body, (X, top + BW * 0.3, BW, ground - top - BW * 0.3))
                pygame.draw.ellipse(s, theme.darken(body, 0.2), (X, top - BW * 0.2, BW, BW))
                pygame.draw.line(
                    s,
                    light,
                    (X + BW / 2, top - BW * 0.2),
                    (X + BW / 2, top - BW * 0.42),
                    max(1, int(f * 1.5)),
                )
                windows(X, top + BW * 0.3, BW, ground - top - BW * 0.3)
            elif kind == "temple":
                _, x, bw, bh = part
                X, BW, BH = W * x, W * bw, H * bh
                top = ground - BH
                pygame.draw.polygon(
                    s,
                    theme.darken(body, 0.25),
                    [(X - BW * 0.05, top), (X + BW / 2, top - BH * 0.35), (X + BW * 1.05, top)],
                )
                pygame.draw.rect(s, body, (X - BW * 0.05, top, BW * 1.1, BH * 0.12))
                for i in range(5):
                    cx = X + BW * (0.05 + 0.215 * i)
                    pygame.draw.rect(s, body, (cx, top + BH * 0.12, BW * 0.08, BH * 0.8))
                pygame.draw.rect(s, body, (X - BW * 0.08, ground - BH * 0.08, BW * 1.16, BH * 0.08))
            elif kind == "columns":
                _, x, bw, bh = part
                for i in range(6):
                    cx = W * (x + bw * i / 5.4)
                    pygame.draw.rect(s, light, (cx, ground - H * bh, W * 0.025, H * bh))
            elif kind == "chimney":
                _, x, bw, bh = part
                pygame.draw.rect(s, theme.darken(body, 0.2), (W * x, ground - H * bh, W * bw, H * bh * 0.3))
                for i in range(3):
                    pygame.draw.circle(
                        s,
                        (210, 206, 200),
                        (W * (x + bw / 2 + 0.03 * i), ground - H * (bh + 0.06 + 0.07 * i)),
                        W * (0.025 + 0.012 * i),
                    )
            elif kind == "tree":
                _, x, bw, bh = part
                X, BW, BH = W * x, W * bw, H * bh
                pygame.draw.rect(s, (70, 50, 34), (X + BW * 0.42, ground - BH * 0.4, BW * 0.16, BH * 0.4))
                pygame.draw.ellipse(s, theme.mix((50, 90, 50), body, 0.3), (X, ground - BH, BW, BH * 0.7))
            elif kind == "flag":
                _, x, bh = part
                X, top = W * x, ground - H * bh - H * 0.16
                pygame.draw.line(s, body, (X, top), (X, top + H * 0.16), max(1, int(f * 1.2)))
                pygame.draw.polygon(
                    s,
                    theme.lighten(base, 0.15),
                    [(X, top), (X + W * 0.1, top + H * 0.035), (X, top + H * 0.07)],
                )
            elif kind == "cross":
                _, x, bh = part
                X, top = W * x, ground - H * bh - H * 0.12
                pygame.draw.line(s, body, (X, top), (X, top + H * 0.1), max(1, int(f * 1.2)))
                pygame.draw.line(
                    s,
                    body,
                    (X - W * 0.025, top + H * 0.03),
                    (X + W * 0.025, top + H * 0.03),
                    max(1, int(f * 1.2)),
                )
            elif kind == "rose":
                _, x, bh = part
                pygame.draw.circle(s, _WINDOW, (W * x, ground - H * bh), W * 0.06)
                pygame.draw.circle(s, body, (W * x, ground - H * bh), W * 0.06, max(1, int(f)))
            elif kind == "sign":
                _, x, bh = part
                X, Y = W * x, ground - H * bh
                pygame.draw.line(s, body, (X - W * 0.02, Y), (X + W * 0.1, Y), max(1, int(f * 1.2)))
                pygame.draw.rect(s, (190, 140, 60), (X + W * 0.02, Y + H * 0.02, W * 0.08, H * 0.08))
            elif kind == "barrel":
                _, x, bw = part
                X, BW = W * x, W * bw
                pygame.draw.ellipse(s, (120, 80, 44), (X, ground - BW * 1.2, BW, BW * 1.2))
                pygame.draw.line(s, (70, 46, 26), (X, ground - BW * 0.6), (X + BW, ground - BW * 0.6), lw)
            elif kind == "stall":
                _, x, bw, colour = part
                X, BW = W * x, W * bw
                top = ground - H * 0.42
                pygame.draw.rect(s, body, (X + BW * 0.05, top + H * 0.1, BW * 0.06, H * 0.32))
                pygame.draw.rect(s, body, (X + BW * 0.89, top + H * 0.1, BW * 0.06, H * 0.32))
                pygame.draw.rect(s, theme.darken(body, 0.1), (X, ground - H * 0.16, BW, H * 0.16))
                stripes = 4
                for i in range(stripes):
                    col = colour if i % 2 == 0 else (240, 230, 210)
                    pygame.draw.polygon(s, col, [(X + BW * i / stripes, top + H * 0.12), (X + BW * (i + 1) / stripes, top + H * 0.12),
                                                 (X + BW * (i + 1) / stripes - BW * 0.04, top), (X + BW * i / stripes + BW * 0.04, top)])  # fmt: skip
                for i in range(3):
                    pygame.draw.circle(
                        s,
                        (220, 120, 60) if i % 2 else (120, 170, 60),
                        (X + BW * (0.25 + 0.25 * i), ground - H * 0.18),
                        W * 0.025,
                    )
            elif kind == "crane":
                _, x, bh = part
                X, top = W * x, ground - H * bh
                pygame.draw.line(s, body, (X, ground), (X, top), max(1, int(f * 2)))
                pygame.draw.line(
                    s, body, (X - W * 0.05, top + H * 0.04), (X + W * 0.22, top), max(1, int(f * 1.5))
                )
                pygame.draw.line(s, body, (X + W * 0.2, top), (X + W * 0.2, top + H * 0.25), lw)
                pygame.draw.rect(s, (130, 90, 50), (X + W * 0.16, top + H * 0.25, W * 0.08, H * 0.07))
            elif kind == "ship":
                _, x, bw = part
                X, BW = W * x, W * bw
                pygame.draw.polygon(
                    s,
                    (90, 56, 32),
                    [
                        (X, ground - H * 0.1),
                        (X + BW, ground - H * 0.1),
                        (X + BW * 0.85, ground + H * 0.02),
                        (X + BW * 0.12, ground + H * 0.02),
                    ],
                )
                pygame.draw.line(
                    s,
                    (70, 44, 26),
                    (X + BW * 0.5, ground - H * 0.1),
                    (X + BW * 0.5, ground - H * 0.7),
                    max(1, int(f * 1.5)),
                )
                pygame.draw.polygon(
                    s,
                    (245, 236, 214),
                    [
                        (X + BW * 0.52, ground - H * 0.66),
                        (X + BW * 0.9, ground - H * 0.2),
                        (X + BW * 0.52, ground - H * 0.2),
                    ],
                )
                pygame.draw.polygon(
                    s,
                    (232, 220, 196),
                    [
                        (X + BW * 0.48, ground - H * 0.6),
                        (X + BW * 0.16, ground - H * 0.22),
                        (X + BW * 0.48, ground - H * 0.22),
                    ],
                )
                pygame.draw.polygon(
                    s,
                    theme.lighten(base, 0.1),
                    [
                        (X + BW * 0.5, ground - H * 0.7),
                        (X + BW * 0.64, ground - H * 0.67),
                        (X + BW * 0.5, ground - H * 0.64),
                    ],
                )
            elif kind == "clock":
                _, x, bh = part
                c = (W * x, ground - H * bh)
                pygame.draw.circle(s, theme.CREAM, c, W * 0.05)
                pygame.draw.line(s, body, c, (c[0], c[1] - W * 0.035), lw)
                pygame.draw.line(s, body, c, (c[0] + W * 0.025, c[1]), lw)
            elif kind == "tent":
                _, x, bw, bh = part
                X, BW, BH = W * x, W * bw, H * bh
                pygame.draw.polygon(
                    s, (232, 220, 196), [(X, ground), (X + BW / 2, ground - BH), (X + BW, ground)]
                )
                pygame.draw.polygon(
                    s,
                    theme.lighten(base, 0.1),
                    [(X + BW * 0.36, ground), (X + BW / 2, ground - BH * 0.55), (X + BW * 0.64, ground)],
                )
                pygame.draw.line(s, body, (X + BW / 2, ground - BH), (X + BW / 2, ground - BH * 1.2), lw)
            elif kind == "spears":
                _, x, bh = part
                for i in range(3):
                    X = W * (x + 0.04 * i)
                    pygame.draw.line(s, body, (X, ground), (X + W * 0.02, ground - H * bh), lw)
                    pygame.draw.polygon(
                        s,
                        (190, 190, 200),
                        [
                            (X + W * 0.02, ground - H * bh - H * 0.06),
                            (X + W * 0.035, ground - H * bh),
                            (X + W * 0.005, ground - H * bh),
                        ],
                    )
            elif kind == "ghost":
                _, x, bh = part
                X, Y = W * x, ground - H * bh
                pygame.draw.ellipse(s, (226, 236, 246), (X, Y, W * 0.12, H * 0.16))
                pygame.draw.circle(s, (40, 40, 60), (X + W * 0.04, Y + H * 0.05), max(1.0, W * 0.01))
                pygame.draw.circle(s, (40, 40, 60), (X + W * 0.08, Y + H * 0.05), max(1.0, W * 0.01))
            elif kind == "flask":
                _, x, bh = part
                X, Y = W * x, ground - H * bh
                pygame.draw.rect(s, (200, 220, 210), (X + W * 0.05, Y, W * 0.04, H * 0.1))
                pygame.draw.circle(s, (120, 200, 140), (X + W * 0.07, Y + H * 0.18), W * 0.08)
            elif kind == "anvil":
                _, x, bw = part
                X, BW = W * x, W * bw
                pygame.draw.polygon(s, (60, 60, 66), [(X, ground - BW * 0.7), (X + BW * 1.3, ground - BW * 0.7), (X + BW, ground - BW * 0.4),
                                                     (X + BW * 0.8, ground), (X + BW * 0.3, ground), (X + BW * 0.4, ground - BW * 0.4)])  # fmt: skip
                for i in range(4):
                    pygame.draw.circle(
                        s,
                        (255, 180, 80),
                        (X + BW * (0.5 + 0.3 * i), ground - BW * (1 + 0.25 * i)),
                        max(1.0, f * 0.8),
                    )
            elif kind == "telescope":
                _, x, bh = part
                X, Y = W * x, ground - H * bh
                pygame.draw.line(
                    s,
                    (180, 160, 120),
                    (X - W * 0.1, Y + H * 0.12),
                    (X + W * 0.12, Y - H * 0.04),
                    max(1, int(f * 3)),
                )
            elif kind == "tombs":
                for i, tx in enumerate((0.08, 0.3, 0.52)):
                    X, th = W * tx, H * (0.22 + 0.06 * (i % 2))
                    pygame.draw.rect(s, (150, 150, 160), (X, ground - th, W * 0.14, th))
                    pygame.draw.ellipse(s, (150, 150, 160), (X, ground - th - W * 0.07, W * 0.14, W * 0.14))
                pygame.draw.line(
                    s,
                    (150, 150, 160),
                    (W * 0.45, ground - H * 0.56),
                    (W * 0.45, ground - H * 0.3),
                    max(1, int(f * 2)),
                )
                pygame.draw.line(
                    s,
                    (150, 150, 160),
                    (W * 0.41, ground - H * 0.5),
                    (W * 0.49, ground - H * 0.5),
                    max(1, int(f * 2)),
                )
            elif kind == "gate":
                _, x, bw, bh = part
                X, BW, BH = W * x, W * bw, H * bh
                pygame.draw.rect(s, body, (X, ground - BH, BW, BH))
                pygame.draw.ellipse(s, (40, 20, 20), (X + BW * 0.25, ground - BH * 0.78, BW * 0.5, BH * 0.6))
                pygame.draw.rect(s, (40, 20, 20), (X + BW * 0.25, ground - BH * 0.48, BW * 0.5, BH * 0.48))
                pygame.draw.circle(s, (230, 80, 50), (X + BW / 2, ground - BH * 0.86), BW * 0.06)
            elif kind == "coins":
                _, x = part
                for i in range(4):
                    pygame.draw.ellipse(
                        s,
                        theme.GOLD,
                        (W * (x - 0.14 + 0.07 * i), ground - H * (0.08 + 0.03 * (i % 2)), W * 0.1, H * 0.06),
                    )
            elif kind == "compass":
                _, x, bh = part
                c = (W * x, ground - H * bh)
                pygame.draw.circle(s, theme.CREAM, c, W * 0.07)
                pygame.draw.polygon(
                    s,
                    (176, 42, 42),
                    [(c[0], c[1] - W * 0.065), (c[0] + W * 0.02, c[1]), (c[0] - W * 0.02, c[1])],
                )
        # ground in front of everything
        pygame.draw.rect(s, theme.mix(body, (60, 80, 40), 0.35), (0, ground, W, H - ground))
        pygame.draw.line(s, theme.darken(body, 0.3), (0, ground), (W, ground), lw)

    return _supersample(size, paint, 3 if w < 150 else 2)


# ------------------------------------------------------------------------------------------------
# District card
# ------------------------------------------------------------------------------------------------


def district_card(kind_name: str, size: Size) -> pygame.Surface:
    """The face of a district card (``kind_name`` as in ``cards.KINDS``). Its title is readable (at
    least `text.least_size()`) or left off."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    return _cached(("district", kind_name, size, language_version(), least), lambda: _draw_district(kind_name, size, least))


def _banner(surface: pygame.Surface, rect: pygame.Rect, label: str, frame: Colour, *, size: int, least: int = 0) -> None:
    """A parchment ribbon with a name on it."""
    pygame.draw.rect(
        surface,
        theme.darken(frame, 0.5),
        rect.move(0, max(1, rect.h // 12)),
        border_radius=max(2, rect.h // 4),
    )
    body = _vertical_gradient(rect.size, theme.PARCHMENT, theme.PARCHMENT_DARK)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, rect.h // 4))
    ribbon = pygame.Surface(rect.size, pygame.SRCALPHA)
    ribbon.blit(body, (0, 0))
    ribbon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(ribbon, rect.topleft)
    pygame.draw.rect(
        surface, theme.darken(frame, 0.35), rect, max(1, rect.h // 14), border_radius=max(2, rect.h // 4)
    )
    if label:
        _banner_text(surface, rect, label, size=size, least=least)


def _title_lines(label: str, size: int) -> tuple[str, str] | None:
    """A name of several words split in two lines, the longer line as short as it can be."""
    if " " not in label:
        return None
    words = label.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(text.text_size(p, size, bold=True, role="display")[0] for p in pair))


def _readable_title(rect: pygame.Rect, label: str, size: int, least: int) -> tuple[int, tuple[str, ...]] | None:
    """The title at `size` or less but at least `least`: on one line, or on two (a name of several
    words) when the ribbon is tall enough; None when it fits neither way."""
    pad = max(2, rect.h // 5)
    width = rect.w - 2 * pad
    one = text.fit_size(label, width, size, min_size=least, bold=True, role="display")
    if one >= least and text.text_size(label, one, bold=True, role="display")[0] <= width:
        return one, (label,)
    lines = _title_lines(label, size)
    if lines is None:
        return None
    two = min(*(text.fit_size(p, width, size, min_size=least, bold=True, role="display") for p in lines), int(rect.h * 0.42))
    if two >= least and all(text.text_size(p, two, bold=True, role="display")[0] <= width for p in lines):
        return two, lines
    return None


def _banner_text(surface: pygame.Surface, rect: pygame.Rect, label: str, *, size: int, least: int = 0) -> None:
    """A card's title on its ribbon. With `least` it is whole at that size or more, or left off (a
    small card: its name is beside it, under it or in its preview); else squeezed to fit."""
    if least:
        title = _readable_title(rect, label, size, least)
        if title is not None:
            _draw_title(surface, rect, *title)
        return
    pad = max(2, rect.h // 5)
    width = rect.w - 2 * pad
    fitted = text.fit_size(label, width, size, min_size=max(6, size // 2), bold=True, role="display")
    if fitted < size * 0.75 and " " in label:
        # a long name on a small card reads better on two lines than squeezed on one
        words = label.split(" ")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        top, bottom = min(
            splits, key=lambda pair: max(text.text_size(p, size, bold=True, role="display")[0] for p in pair)
        )
        two = min(
            text.fit_size(top, width, size, min_size=6, bold=True, role="display"),
            text.fit_size(bottom, width, size, min_size=6, bold=True, role="display"),
            max(6, int(rect.h * 0.42)),
        )
        if two > fitted:
            step = min(text.line_height(two, bold=True, role="display") * 0.8, rect.h * 0.42)
            for line, dy in ((top, -step / 2), (bottom, step / 2)):
                text.draw_text(surface, line, (rect.centerx, round(rect.centery + dy)), two, theme.INK,
                               anchor="center", bold=True, role="display")  # fmt: skip
            return
    shown = text.ellipsize(label, fitted, width, bold=True, role="display")
    text.draw_text(surface, shown, rect.center, fitted, theme.INK, anchor="center", bold=True, role="display")


def _draw_title(surface: pygame.Surface, rect: pygame.Rect, size: int, lines: tuple[str, ...]) -> None:
    step = min(text.line_height(size, bold=True, role="display") * 0.8, rect.h * 0.42)
    for i, line in enumerate(lines):
        dy = (i - (len(lines) - 1) / 2) * step
        text.draw_text(surface, line, (rect.centerx, round(rect.centery + dy)), size, theme.INK, anchor="center",
                       bold=True, role="display")  # fmt: skip


def _frame(size: Size, frame: Colour) -> tuple[pygame.Surface, int]:
    """The outer card: a bevelled frame in ``frame`` colour. Returns (surface, border width)."""
    w, h = size
    border = max(3, round(w * 0.05))
    surf = (
        _vertical_gradient(size, theme.lighten(frame, 0.12), theme.darken(frame, 0.25)).convert_alpha()
        if pygame.display.get_surface()
        else _vertical_gradient(size, theme.lighten(frame, 0.12), theme.darken(frame, 0.25))
    )
    # fine engraved pattern on the frame: diagonal hatching
    hatch = pygame.Surface(size, pygame.SRCALPHA)
    step = max(4, w // 14)
    for i in range(-h, w, step):
        pygame.draw.line(hatch, (255, 255, 255, 18), (i, 0), (i + h, h), 1)
    surf.blit(hatch, (0, 0))
    return surf, border


def _effect_body_size(h: int) -> int:
    """The effect text's size on a large card (smaller only when a long text needs it)."""
    return max(8, round(h * 0.048))


def _coins_height(w: int, cost: int) -> int:
    """How tall the picture must be for a large card's cost coins to stay apart (see `_draw_district`)."""
    coin_d = max(9, round(w * 0.13))
    return round(coin_d + 0.6 * coin_d * max(0, cost - 1)) + 8


def _art_bottom_for_effect(kind_name: str, w: int, h: int, b: int, art_bottom: int, least: int) -> int:
    """A long effect (the Haunted Quarter's, say) takes room from the picture, down to two fifths of
    the card and never below its cost coins (`least`), before its text gets smaller: the words are
    what the player enlarged the card for."""
    effect = district_effect_text(kind_name)
    if not effect:
        return art_bottom
    pad = max(4, w // 20)
    badge_d = max(14, round(w * 0.2))
    head = pad + badge_d // 3 + text.line_height(max(9, round(h * 0.042)), bold=True, role="display")
    para_h = text.render_wrapped(effect, _effect_body_size(h), theme.INK, w - 2 * b - 2 * pad, align="center").get_height()
    needed = head + para_h + pad + max(1, b // 2) + b
    return max(round(h * 0.40), least, min(art_bottom, h - needed))


def _draw_district(kind_name: str, size: Size, least: int = 0) -> pygame.Surface:
    kind = KINDS.get(kind_name)
    dtype = kind.dtype if kind is not None else DistrictType.UNIQUE
    cost = kind.cost if kind is not None else 0
    w, h = size
    frame = theme.TYPE_COLOURS[dtype]
    surf, b = _frame(size, frame)
    large = h >= LARGE_HEIGHT
    radius = max(3, round(w * 0.07))

    banner, title_size = _district_banner(kind_name, size, least)
    art_top = banner.bottom + max(1, b // 2)
    art_bottom = round(h * (0.60 if large else 0.80))
    if large:
        art_bottom = _art_bottom_for_effect(kind_name, w, h, b, art_bottom, art_top + _coins_height(w, cost))
    art = pygame.Rect(b, art_top, w - 2 * b, max(8, art_bottom - art_top))
    surf.blit(_draw_illustration(kind_name, dtype, art.size), art.topleft)
    pygame.draw.rect(surf, theme.darken(frame, 0.45), art.inflate(2, 2), max(1, b // 3))

    # bottom: the type (and, on large cards, the effect text)
    bottom = pygame.Rect(b, art.bottom + max(1, b // 2), w - 2 * b, h - b - art.bottom - max(1, b // 2))
    badge_d = max(14, round(w * (0.2 if large else 0.3)))
    if large:
        paper = _vertical_gradient(bottom.size, theme.PARCHMENT, theme.PARCHMENT_DARK)
        surf.blit(paper, bottom.topleft)
        pygame.draw.rect(surf, theme.darken(frame, 0.45), bottom, 1)
        pad = max(4, w // 20)
        type_label = district_type_name(dtype)
        title_size = max(9, round(h * 0.042))
        y = bottom.y + pad + badge_d // 3
        text.draw_text(surf, type_label, (bottom.centerx, y), title_size, theme.darken(frame, 0.35),
                       anchor="midtop", bold=True, role="display")  # fmt: skip
        y += text.line_height(title_size, bold=True, role="display")
        effect = district_effect_text(kind_name)
        if kind is not None and not effect and kind.points != kind.cost:
            effect = ""
        body_size = _effect_body_size(h)
        if effect:
            room = bottom.bottom - y - pad
            para = text.render_wrapped(
                effect, body_size, theme.INK, bottom.w - 2 * pad, align="center", italic=False
            )
            while para.get_height() > room and body_size > 8:
                body_size -= 1
                para = text.render_wrapped(effect, body_size, theme.INK, bottom.w - 2 * pad, align="center")
            surf.blit(
                para, para.get_rect(midtop=(bottom.centerx, y + max(0, (room - para.get_height()) // 3)))
            )
        else:
            mid_y = (y + bottom.bottom) // 2
            pygame.draw.line(
                surf,
                theme.darken(frame, 0.2),
                (bottom.x + pad * 2, mid_y),
                (bottom.right - pad * 2, mid_y),
                1,
            )
        badge_pos = (bottom.centerx, bottom.y)
    else:
        pygame.draw.rect(surf, theme.darken(frame, 0.15), bottom)
        badge_pos = (bottom.centerx, bottom.centery - badge_d // 6)
    badge = type_badge(dtype, badge_d)
    surf.blit(badge, badge.get_rect(center=badge_pos))

    # cost: a column of coins down the left edge of the picture
    coin_d = max(9, round(w * (0.13 if large else 0.17)))
    step = coin_d * (0.82 if cost <= 4 else 0.7)
    if art.h < coin_d + step * (cost - 1) + 4:
        step = max(2.0, (art.h - coin_d - 4) / max(1, cost - 1))
    coin_face = coin(None, coin_d)
    x = art.x + max(2, b // 2)
    for i in range(cost):
        surf.blit(coin_face, (x, art.y + 3 + round(i * step)))
    # ... and the points when they differ from the cost (Dragon Gate, University)
    if kind is not None and kind.points != kind.cost:
        star = coin(kind.points, round(coin_d * 1.25))
        surf.blit(star, star.get_rect(topright=(art.right - max(2, b // 2), art.y + 3)))

    _banner(surf, banner, district_name(kind_name), frame, size=title_size, least=least)
    pygame.draw.rect(surf, theme.darken(frame, 0.6), surf.get_rect(), max(1, b // 3), border_radius=radius)
    return _rounded_mask(surf, radius)


# ------------------------------------------------------------------------------------------------
# Character card
# ------------------------------------------------------------------------------------------------

#: Frame colour per character: its income type when it has one, otherwise its own hue.
CHARACTER_COLOURS: dict[str, Colour] = {
    "assassin": (72, 76, 88),
    "thief": (112, 88, 60),
    "magician": (82, 66, 140),
    "architect": (156, 106, 62),
    "witch": (88, 70, 110),
    "tax_collector": (120, 100, 70),
    "wizard": (70, 60, 130),
    "alchemist": (120, 110, 60),
    "navigator": (50, 110, 130),
    "artist": (150, 80, 110),
    "queen": (170, 100, 140),
}

_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")

#: Rank and income type of the Dark City cards (RULES.md §6), keyed by name so that their cards draw
#: right even in a build whose engine does not register them; the engine's registry wins when it does.
_DARK_CITY_RANKS: dict[str, int] = {
    "witch": 1,
    "tax_collector": 2,
    "wizard": 3,
    "emperor": 4,
    "abbot": 5,
    "alchemist": 6,
    "navigator": 7,
    "diplomat": 8,
    "artist": 9,
    "queen": 9,
}
_DARK_CITY_INCOME: dict[str, DistrictType] = {
    "emperor": DistrictType.NOBLE,
    "abbot": DistrictType.RELIGIOUS,
    "diplomat": DistrictType.MILITARY,
}


def character_income(name: str) -> DistrictType | None:
    """The district type whose districts pay this character, if any."""
    spec = CHARACTERS.get(name)
    if spec is not None:
        return spec.income_type
    return _DARK_CITY_INCOME.get(name)


def character_colour(name: str) -> Colour:
    income = character_income(name)
    if income is not None:
        return theme.TYPE_COLOURS[income]
    return CHARACTER_COLOURS.get(name, (100, 84, 66))


def character_rank(name: str) -> int:
    """The character's rank (1-9), 0 for a name nobody knows."""
    spec = CHARACTERS.get(name)
    return spec.rank if spec is not None else _DARK_CITY_RANKS.get(name, 0)


def character_card(name: str, size: Size) -> pygame.Surface:
    """The face of a character card (``name`` as in ``characters.CHARACTERS``). Its title is
    readable (at least `text.least_size()`) or left off."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    return _cached(("character", name, size, language_version(), least), lambda: _draw_character(name, size, least))


def character_title_shown(name: str, size: Size) -> bool:
    """Whether a character card of `size` shows its name (readably) on its ribbon."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    if not least:
        return True
    banner, named = _character_banner(size)
    return _readable_title(named, character_name(name), max(8, round(banner.h * 0.56)), least) is not None


def district_title_shown(kind_name: str, size: Size) -> bool:
    """Whether a district card of `size` shows its name (readably) on its ribbon."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    if not least:
        return True
    banner, title_size = _district_banner(kind_name, size, least)
    return _readable_title(banner, district_name(kind_name), title_size, least) is not None


def _district_banner(kind_name: str, size: Size, least: int) -> tuple[pygame.Rect, int]:
    """A district card's ribbon and its title's size: taller for a long name on two readable lines,
    when that leaves the picture most of its room."""
    w, h = size
    b = max(3, round(w * 0.05))
    banner = pygame.Rect(b, b, w - 2 * b, max(12, round(h * (0.12 if h >= LARGE_HEIGHT else 0.17))))
    title_size = max(8, round(banner.h * 0.56))
    if least and _readable_title(banner, district_name(kind_name), title_size, least) is None:
        taller = banner.copy()
        taller.h = math.ceil(least / 0.42)
        if taller.h <= round(h * 0.26) and _readable_title(taller, district_name(kind_name), max(title_size, least), least) is not None:
            return taller, max(title_size, least)
    return banner, title_size


def _character_banner(size: Size) -> tuple[pygame.Rect, pygame.Rect]:
    """A character card's ribbon and the part of it the name is centred in (the rank's gem covers
    its left end)."""
    w, h = size
    b = max(3, round(w * 0.05))
    banner = pygame.Rect(b, b, w - 2 * b, max(12, round(h * (0.12 if h >= LARGE_HEIGHT else 0.17))))
    gem_d = max(12, round(banner.h * 1.15))
    named = pygame.Rect(max(1, b // 2) + gem_d, banner.y, 0, banner.h)
    named.w = w - b - named.x
    return banner, named


def _emblem(name: str, d: int, frame: Colour, rank: int) -> pygame.Surface:
    """The round portrait medallion: the art pack's emblem, or the rank in Roman numerals."""
    art = images.load_image(f"char_{name}.svg", (int(d * 0.72), int(d * 0.72)))

    def paint(s: pygame.Surface, f: float) -> None:
        r = d * f / 2
        c = (r, r)
        pygame.draw.circle(s, theme.darken(frame, 0.5), c, r)
        pygame.draw.circle(s, theme.GOLD, c, r * 0.95)
        pygame.draw.circle(s, theme.GOLD_DARK, c, r * 0.88)
        pygame.draw.circle(s, theme.lighten(frame, 0.55), c, r * 0.84)
        pygame.draw.circle(s, theme.lighten(frame, 0.72), (r * 0.9, r * 0.82), r * 0.6)
        for i in range(16):  # rays around the medallion
            a = i * math.pi / 8
            pygame.draw.circle(
                s,
                theme.GOLD_LIGHT,
                (r + r * 0.915 * math.cos(a), r + r * 0.915 * math.sin(a)),
                max(1.0, r * 0.035),
            )

    medal = _supersample((d, d), paint)
    if art is not None:
        medal.blit(art, art.get_rect(center=(d // 2, d // 2)))
    else:
        if name in ("king", "emperor", "queen"):
            crest = crown(int(d * 0.56))
            medal.blit(crest, crest.get_rect(center=(d // 2, d // 2)))
        else:
            numeral = _ROMAN[rank] if 0 < rank < len(_ROMAN) else "?"
            size = text.fit_size(numeral, int(d * 0.6), int(d * 0.5), bold=True, role="display")
            text.draw_text(
                medal,
                numeral,
                (d // 2, d // 2),
                size,
                theme.darken(frame, 0.45),
                anchor="center",
                bold=True,
                role="display",
            )
    return medal


def _draw_character(name: str, size: Size, least: int = 0) -> pygame.Surface:
    w, h = size
    rank = character_rank(name)
    frame = character_colour(name)
    surf, b = _frame(size, frame)
    large = h >= LARGE_HEIGHT
    radius = max(3, round(w * 0.07))
    inner = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
    paper = _vertical_gradient(inner.size, theme.lighten(frame, 0.78), theme.lighten(frame, 0.5))
    surf.blit(paper, inner.topleft)

    banner = pygame.Rect(b, b, w - 2 * b, max(12, round(h * (0.12 if large else 0.17))))
    # rank in a gem at the top-left, the banner leaves room for it
    gem_d = max(12, round(banner.h * 1.15))
    medal_d = round(min(w * (0.62 if large else 0.74), h * 0.42))
    para: pygame.Surface | None = None
    if large:  # the ability's words first: the medallion gives up room before they get smaller
        medal_d, para = _ability_layout(name, w, h, b, banner.bottom, medal_d)
    medal_y = banner.bottom + max(3, round(h * 0.03)) + medal_d // 2
    medal = _emblem(name, medal_d, frame, rank)
    surf.blit(medal, medal.get_rect(center=(w // 2, medal_y)))

    if para is not None:
        box = _ability_box(w, h, b, medal_y + medal_d // 2)
        pygame.draw.rect(surf, theme.lighten(frame, 0.85), box, border_radius=max(3, b))
        pygame.draw.rect(surf, theme.darken(frame, 0.3), box, 1, border_radius=max(3, b))
        surf.blit(para, para.get_rect(center=box.center))
    income = character_income(name)
    if income is not None:
        badge_d = max(12, round(w * (0.16 if large else 0.24)))
        badge = type_badge(income, badge_d)
        y = (medal_y + medal_d // 2 - badge_d // 3) if large else (h - b - badge_d // 2 - max(2, b // 2))
        x = (w // 2 + medal_d // 2 - badge_d // 3) if large else (w - b - badge_d // 2 - max(2, b // 2))
        surf.blit(badge, badge.get_rect(center=(x, y)))

    # the banner starts under the gem; the name is centred in what the gem leaves visible
    _banner_rect, named = _character_banner(size)
    _banner(surf, pygame.Rect(b + gem_d // 3, banner.y, w - 2 * b - gem_d // 3, banner.h), "", frame, size=8)
    _banner_text(surf, named, character_name(name), size=max(8, round(banner.h * 0.56)), least=least)
    gem = _rank_gem(rank, gem_d, frame)
    surf.blit(gem, (max(1, b // 2), max(1, b // 2)))
    pygame.draw.rect(surf, theme.darken(frame, 0.6), surf.get_rect(), max(1, b // 3), border_radius=radius)
    return _rounded_mask(surf, radius)


def _ability_box(w: int, h: int, b: int, medal_bottom: int) -> pygame.Rect:
    box = pygame.Rect(b + b // 2, medal_bottom + b, w - 3 * b, 0)
    box.h = h - b - b // 2 - box.y
    return box


def _ability_layout(name: str, w: int, h: int, b: int, banner_bottom: int, medal_d: int) -> tuple[int, pygame.Surface]:
    """The medallion's diameter and the ability's paragraph on a large character card: the text at
    its full size (a 22nd of the card's height) when the medallion, shrunk down to half its size,
    leaves it room; only then a smaller text."""
    ability = character_ability_text(name)
    pad = max(4, w // 22)
    medals = [round(medal_d * k) for k in (1.0, 0.85, 0.7, 0.6, 0.5)]
    for body_size in range(max(8, round(h * 0.046)), 7, -1):
        for d in medals:
            box = _ability_box(w, h, b, banner_bottom + max(3, round(h * 0.03)) + d)
            para = text.render_wrapped(ability, body_size, theme.INK, box.w - 2 * pad, align="center")
            if para.get_height() <= box.h - 2 * pad:
                return d, para
    return medals[-1], para


def _rank_gem(rank: int, d: int, frame: Colour) -> pygame.Surface:
    def paint(s: pygame.Surface, f: float) -> None:
        r = d * f / 2
        pygame.draw.circle(s, theme.GOLD_DARK, (r, r), r)
        pygame.draw.circle(s, theme.GOLD_LIGHT, (r, r), r * 0.88)
        pygame.draw.circle(s, theme.darken(frame, 0.2), (r, r), r * 0.74)

    gem = _supersample((d, d), paint)
    label = str(rank) if rank else "?"
    # numbers in the sans face: the display serif has old-style figures (its 1 reads as I)
    size = text.fit_size(label, int(d * 0.6), int(d * 0.62), bold=True)
    text.draw_text(
        gem, label, (d // 2, d // 2), size, theme.CREAM, anchor="center", bold=True, shadow=(0, 0, 0)
    )
    return gem


# ------------------------------------------------------------------------------------------------
# Card backs
# ------------------------------------------------------------------------------------------------


def card_back(size: Size) -> pygame.Surface:
    """The back of a district card."""
    size = (max(24, size[0]), max(36, size[1]))
    return _cached(
        ("back", "district", size), lambda: _draw_back(size, "card_back.svg", (120, 34, 38), "tower")
    )


def character_back(size: Size) -> pygame.Surface:
    """The back of a character card (hidden picks, face-down discards)."""
    size = (max(24, size[0]), max(36, size[1]))
    return _cached(
        ("back", "character", size), lambda: _draw_back(size, "character_back.svg", (36, 48, 92), "crown")
    )


def _draw_back(size: Size, art_name: str, colour: Colour, emblem: str) -> pygame.Surface:
    w, h = size
    radius = max(3, round(w * 0.07))
    art = images.load_image(art_name, size, keep_aspect=False)
    if art is not None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(art, (0, 0))
        return _rounded_mask(surf, radius)
    surf = _vertical_gradient(size, theme.lighten(colour, 0.1), theme.darken(colour, 0.35))
    b = max(3, round(w * 0.06))
    inner = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
    pattern = pygame.Surface(size, pygame.SRCALPHA)
    step = max(6, w // 7)
    for i in range(-h, w + h, step):  # a gold lattice
        pygame.draw.line(pattern, (*theme.GOLD, 55), (i, 0), (i + h, h), 1)
        pygame.draw.line(pattern, (*theme.GOLD, 55), (i + h, 0), (i, h), 1)
    surf.blit(pattern, (0, 0))
    pygame.draw.rect(surf, theme.GOLD, inner, max(1, b // 3), border_radius=max(2, radius - b // 2))
    pygame.draw.rect(surf, theme.GOLD_DARK, inner.inflate(-b, -b), 1, border_radius=max(2, radius - b))
    d = int(min(w, h) * 0.5)
    centre = (w // 2, h // 2)

    def medallion(s: pygame.Surface, f: float) -> None:
        r = d * f / 2
        pygame.draw.circle(s, theme.GOLD_DARK, (r, r), r)
        pygame.draw.circle(s, theme.darken(colour, 0.2), (r, r), r * 0.9)
        pygame.draw.circle(s, theme.GOLD, (r, r), r * 0.9, max(1, int(f)))
        if emblem == "tower":  # a little citadel
            body = theme.GOLD
            base = r * 1.45
            pygame.draw.rect(s, body, (r * 0.62, r * 0.7, r * 0.76, base - r * 0.7))
            for i in range(4):
                pygame.draw.rect(s, body, (r * 0.58 + i * r * 0.22, r * 0.56, r * 0.14, r * 0.16))
            pygame.draw.rect(s, body, (r * 0.34, r * 1.0, r * 0.3, base - r * 1.0))
            pygame.draw.rect(s, body, (r * 1.36, r * 1.0, r * 0.3, base - r * 1.0))
            pygame.draw.polygon(s, body, [(r * 0.3, r * 1.0), (r * 0.49, r * 0.7), (r * 0.68, r * 1.0)])
            pygame.draw.polygon(s, body, [(r * 1.32, r * 1.0), (r * 1.51, r * 0.7), (r * 1.7, r * 1.0)])
            pygame.draw.ellipse(s, theme.darken(colour, 0.2), (r * 0.88, r * 1.12, r * 0.24, r * 0.4))
            pygame.draw.rect(s, theme.darken(colour, 0.2), (r * 0.88, r * 1.3, r * 0.24, base - r * 1.3))

    medal = _supersample((d, d), medallion)
    if emblem == "crown":
        c = crown(int(d * 0.6))
        medal.blit(c, c.get_rect(center=(d // 2, d // 2)))
    surf.blit(medal, medal.get_rect(center=centre))
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    pygame.draw.rect(out, theme.darken(colour, 0.6), out.get_rect(), max(1, b // 3), border_radius=radius)
    return _rounded_mask(out, radius)


def fan_positions(
    count: int, centre: tuple[int, int], spread: float, radius: float
) -> Sequence[tuple[float, float, float]]:
    """(x, y, angle in degrees) for ``count`` cards fanned around ``centre`` (menu art, hands)."""
    if count <= 0:
        return []
    out = []
    for i in range(count):
        t = 0.0 if count == 1 else i / (count - 1) - 0.5
        angle = t * spread
        rad = math.radians(angle)
        out.append((centre[0] + radius * math.sin(rad), centre[1] - radius * math.cos(rad) + radius, -angle))
    return out
