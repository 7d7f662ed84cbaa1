"""Colours and proportions: one warm, medieval palette and a layout scale that follows the window.

Designed at 1280×720; every length goes through ``Layout.px`` so the same screens work from
1280×720 up to 1920×1080 (and degrade gracefully below).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from citadels.engine.cards import DistrictType

Colour = tuple[int, int, int]
ColourA = tuple[int, int, int, int]

DESIGN_SIZE = (1280, 720)
#: the layout grows with the window up to this scale (3840x2160), then stops growing
MAX_SCALE = 3.0

# Table and panels
WOOD_DARK: Colour = (30, 20, 14)
WOOD: Colour = (72, 46, 28)
WOOD_LIGHT: Colour = (112, 74, 44)
FELT: Colour = (38, 62, 48)
PARCHMENT: Colour = (240, 226, 192)
PARCHMENT_DARK: Colour = (216, 193, 146)
PARCHMENT_EDGE: Colour = (168, 132, 84)
INK: Colour = (52, 34, 20)
INK_SOFT: Colour = (104, 78, 52)
INK_FAINT: Colour = (150, 124, 92)

# Accents
GOLD: Colour = (214, 170, 66)
GOLD_LIGHT: Colour = (248, 218, 128)
GOLD_DARK: Colour = (134, 96, 30)
CRIMSON: Colour = (142, 32, 38)
CRIMSON_LIGHT: Colour = (186, 58, 58)
CREAM: Colour = (246, 234, 206)
CREAM_DIM: Colour = (198, 182, 150)
FOCUS: Colour = (255, 226, 140)
DISABLED: Colour = (132, 120, 104)
SUCCESS: Colour = (86, 150, 84)

#: Frame colour of each district type (noble gold, religious blue, trade green, military red,
#: unique purple). Never the only cue: cards also show a type icon inside a distinct shape.
TYPE_COLOURS: dict[DistrictType, Colour] = {
    DistrictType.NOBLE: (206, 162, 36),
    DistrictType.RELIGIOUS: (48, 96, 176),
    DistrictType.TRADE: (44, 130, 70),
    DistrictType.MILITARY: (176, 42, 42),
    DistrictType.UNIQUE: (118, 58, 148),
}

#: Each seat's colour where players are told apart at a glance (the review's chance graph, its legend
#: and the seats' names), chosen for the dark panels: every two of them at least 25 apart in CIEDE2000
#: (ΔE00) and at least 12 apart as protanopes, deuteranopes and tritanopes see them (Machado et al.
#: 2009), each at least 4.5:1 in contrast against the graph's background. In this order each table's
#: first seats are the farthest apart (tests/app/test_seat_colours.py checks 2 to 8 players).
#: Never the only cue: each seat also has its own mark (`SEAT_MARKS`), drawn along its line too.
SEAT_COLOURS: tuple[Colour, ...] = (
    (238, 85, 170),  # pink
    (204, 221, 0),  # lime
    (168, 248, 208),  # mint
    (255, 238, 255),  # white
    (255, 51, 34),  # red
    (34, 187, 221),  # cyan
    (119, 119, 255),  # periwinkle
    (238, 187, 136),  # peach
)
#: Each seat's mark drawn with its colour (the graph's line ends, the legend, the seats' names).
SEAT_MARKS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down", "ring", "star", "cross")

#: Icon name of each type (``assets/svg/type_<name>.svg``); each icon has its own outline (circle,
#: gothic arch, rounded square, shield, diamond), so types stay distinguishable without colour.
TYPE_ICON_NAMES: dict[DistrictType, str] = {
    DistrictType.NOBLE: "noble",
    DistrictType.RELIGIOUS: "religious",
    DistrictType.TRADE: "trade",
    DistrictType.MILITARY: "military",
    DistrictType.UNIQUE: "unique",
}


def lighten(colour: Colour, amount: float) -> Colour:
    r, g, b = colour[:3]
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )


def darken(colour: Colour, amount: float) -> Colour:
    r, g, b = colour[:3]
    return (int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount)))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """Lengths for one window size. Use ``layout_for(size)``: it is cached."""

    width: int
    height: int
    scale: float

    def px(self, value: float) -> int:
        """A design-space length (at 1280×720) in real pixels."""
        return max(1, round(value * self.scale))

    # Type sizes (pixels) for the roles used across screens.
    @property
    def title(self) -> int:
        return self.px(96)

    @property
    def heading(self) -> int:
        return self.px(40)

    @property
    def subheading(self) -> int:
        return self.px(28)

    @property
    def body(self) -> int:
        return self.px(21)

    @property
    def small(self) -> int:
        return self.px(17)

    @property
    def button_height(self) -> int:
        return self.px(54)

    @property
    def margin(self) -> int:
        return self.px(32)

    @property
    def gap(self) -> int:
        return self.px(14)


@lru_cache(maxsize=16)
def layout_for(size: tuple[int, int]) -> Layout:
    w, h = max(1, size[0]), max(1, size[1])
    scale = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    return Layout(w, h, max(0.5, min(scale, MAX_SCALE)))
