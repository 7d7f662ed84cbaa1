"""How an opponent looks wherever it is shown: a personality's badge (its SVG banner), a level's
emblem (a medallion with one to three pips: Easy, Medium, Hard) and its strength in stars."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from citadels.app import images, theme
from citadels.app.bot_levels import LEVEL_PIPS
from citadels.app.personalities import personality
from citadels.app.strength import MAX_STARS
from citadels.system import bundle

#: The seat medallion's colour for a bot (the New game screen's seat numbers).
BOT_STEEL = (92, 110, 140)


def emblem(bot: str, size: int) -> pygame.Surface | None:
    """A ``size`` square picture of an opponent: its badge, or its level's medallion (None: neither)."""
    if personality(bot) is not None:
        return images.load_image(bundle.badge_picture(bot), (size, size))
    if bot in LEVEL_PIPS:
        return _level_medallion(LEVEL_PIPS[bot], size)
    return None


@lru_cache(maxsize=32)
def _level_medallion(pips: int, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2 - max(1, size // 24)
    centre = (size // 2, size // 2)
    pygame.draw.circle(surf, theme.darken(BOT_STEEL, 0.45), (centre[0], centre[1] + max(1, size // 32)), r)
    pygame.draw.circle(surf, BOT_STEEL, centre, r)
    pygame.draw.circle(surf, theme.INK, centre, r, max(1, size // 16))
    d = max(3, size // 5)
    gap = max(1, size // 20)
    x = centre[0] - (3 * d + 2 * gap) // 2
    for i in range(3):
        c = (x + d // 2 + i * (d + gap), centre[1])
        if i < pips:
            pygame.draw.circle(surf, theme.GOLD_LIGHT, c, d // 2)
        pygame.draw.circle(surf, theme.CREAM, c, d // 2, max(1, size // 40))
    return surf


def stars_width(size: int) -> int:
    """The width of a row of `MAX_STARS` stars ``size`` pixels tall."""
    return MAX_STARS * size + (MAX_STARS - 1) * max(1, size // 6)


def draw_stars(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    size: int,
    filled: int,
    hollow: theme.Colour = theme.INK_SOFT,
) -> pygame.Rect:
    """A row of `MAX_STARS` stars, the first ``filled`` gold and the rest outlines in ``hollow`` (a
    colour that shows on the background); returns its box."""
    gap = max(1, size // 6)
    x, y = topleft
    for i in range(MAX_STARS):
        points = _star_points((x + size / 2, y + size / 2), size / 2, size / 4.6)
        if i < filled:
            pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.INK if i < filled else hollow, points, max(1, size // 12))
        x += size + gap
    return pygame.Rect(topleft, (stars_width(size), size))


def _star_points(centre: tuple[float, float], outer: float, inner: float) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 36)
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points
