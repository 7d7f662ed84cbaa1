"""Writes the game's SVG art into assets/svg/.

Every picture is drawn here from plain shapes so that the art is the project's own and can be
re-made or tweaked in one place. The SVG subset is the one SDL_image's nanosvg understands
(pygame.image.load): paths and basic shapes, linear/radial gradients, group transforms, opacity;
no <text>, filters, <use>, clip paths, masks, patterns or CSS classes.

Run:  python tools/make_assets/make_svgs.py        (standard library only)
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "assets" / "svg"

# --- palette -------------------------------------------------------------------------------
INK = "#2b1d14"  # outlines
CREAM = "#fbf0d4"
PARCH = "#f0dcae"
GOLD_L, GOLD, GOLD_D = "#ffe48a", "#e7b43a", "#a8740e"
STEEL_L, STEEL, STEEL_D = "#f2f5f7", "#c3ccd4", "#7d8a96"
RED_L, RED, RED_D = "#e0574a", "#b8322a", "#7a1c16"
BLUE_L, BLUE, BLUE_D = "#6a9be0", "#3a6db8", "#22457e"
GREEN_L, GREEN, GREEN_D = "#7cc160", "#46913a", "#285c22"
PURP_L, PURP, PURP_D = "#b07ad6", "#8249b0", "#512a75"
YEL_L, YEL, YEL_D = "#ffd95a", "#e6a91c", "#a8700c"
WOOD_L, WOOD, WOOD_D = "#b98250", "#8b5a2b", "#5c3818"


# --- helpers -------------------------------------------------------------------------------
def doc(w: int, h: int, body: str, defs: str = "", vb: tuple[int, int] | None = None) -> str:
    vw, vh = vb or (w, h)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {vw} {vh}">\n' + (f"<defs>\n{defs}</defs>\n" if defs else "") + body + "</svg>\n"
    )


def _c(v: float, user: bool) -> str:
    """Gradient coordinate. nanosvg reads bare numbers as pixels even for objectBoundingBox
    gradients, so fractions of the box must be written as percentages."""
    return f"{v:g}" if user else f"{v * 100:g}%"


def lin(gid: str, stops: list[tuple[float, str]], x1=0.0, y1=0.0, x2=0.0, y2=1.0, user=False) -> str:
    units = ' gradientUnits="userSpaceOnUse"' if user else ""
    x1, y1, x2, y2 = (_c(v, user) for v in (x1, y1, x2, y2))
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{units}>{s}</linearGradient>\n'


def rad(gid: str, stops: list[tuple[float, str]], cx=0.5, cy=0.5, r=0.5, fx=None, fy=None, user=False) -> str:
    units = ' gradientUnits="userSpaceOnUse"' if user else ""
    cx, cy, r = (_c(v, user) for v in (cx, cy, r))
    f = f' fx="{_c(fx, user)}" fy="{_c(fy, user)}"' if fx is not None else ""
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}"{f}{units}>{s}</radialGradient>\n'


def path(d: str, fill: str = "none", stroke: str | None = INK, sw: float = 4, extra: str = "") -> str:
    st = (
        f' stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round" stroke-linecap="round"'
        if stroke
        else ""
    )
    return f'<path d="{d}" fill="{fill}"{st}{extra}/>\n'


def circle(cx, cy, r, fill="none", stroke: str | None = INK, sw: float = 4, extra: str = "") -> str:
    st = f' stroke="{stroke}" stroke-width="{sw}"' if stroke else ""
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}"{st}{extra}/>\n'


def ellipse(cx, cy, rx, ry, fill="none", stroke: str | None = INK, sw: float = 4, extra: str = "") -> str:
    st = f' stroke="{stroke}" stroke-width="{sw}"' if stroke else ""
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}"{st}{extra}/>\n'


def rect(x, y, w, h, rx=0, fill="none", stroke: str | None = INK, sw: float = 4, extra: str = "") -> str:
    st = f' stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"' if stroke else ""
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}"{st}{extra}/>\n'


def outlined_line(d: str, color: str, w: float, ow: float = 3.5) -> str:
    """A stroked path with an ink outline: drawn wide in ink, then narrower in colour."""
    return path(d, stroke=INK, sw=w + 2 * ow) + path(d, stroke=color, sw=w)


def g(body: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>\n{body}</g>\n"


def star_pts(cx, cy, ro, ri, n=5, rot=-90.0) -> str:
    pts = []
    for i in range(2 * n):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180.0 / n)
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"


def sparkle(cx, cy, r, fill=CREAM, sw=2.5) -> str:
    """A four-pointed twinkle."""
    k = r * 0.28
    d = (
        f"M{cx} {cy - r} Q{cx + k} {cy - k} {cx + r} {cy} Q{cx + k} {cy + k} {cx} {cy + r} "
        f"Q{cx - k} {cy + k} {cx - r} {cy} Q{cx - k} {cy - k} {cx} {cy - r} Z"
    )
    return path(d, fill=fill, sw=sw)


def scale_about(s: float, cx: float = 64, cy: float = 64) -> str:
    return f"translate({cx} {cy}) scale({s}) translate({-cx} {-cy})"


# --- district type icons (128 x 128) -------------------------------------------------------
def type_icon(shape_d: str, light: str, mid: str, dark: str, emblem: str, gid: str) -> str:
    defs = rad(gid, [(0, light), (0.55, mid), (1, dark)], cx=0.4, cy=0.3, r=0.85)
    body = path(shape_d, fill=f"url(#{gid})", sw=6)
    body += g(path(shape_d, stroke=CREAM, sw=3, extra=' stroke-opacity="0.55"'), scale_about(0.84))
    body += emblem
    return doc(128, 128, body, defs)


SHAPE_CIRCLE = "M64 5 A59 59 0 0 1 64 123 A59 59 0 0 1 64 5 Z"
SHAPE_ARCH = "M14 123 L14 62 C14 38 36 18 64 5 C92 18 114 38 114 62 L114 123 Z"
SHAPE_SQUARE = "M24 9 H104 Q119 9 119 24 V104 Q119 119 104 119 H24 Q9 119 9 104 V24 Q9 9 24 9 Z"
SHAPE_SHIELD = "M12 12 H116 V56 C116 90 94 110 64 124 C34 110 12 90 12 56 Z"
SHAPE_DIAMOND = "M64 3 L125 64 L64 125 L3 64 Z"


def crown_path(x0: float, y0: float, w: float, h: float) -> str:
    """Five-point crown outline inside the box (x0, y0, w, h); band is the bottom 28%."""

    def P(u, v):
        return f"{x0 + u * w:.1f} {y0 + v * h:.1f}"

    return (
        f"M{P(0.06, 1)} L{P(0.06, 0.72)} L{P(0, 0.12)} L{P(0.28, 0.46)} L{P(0.5, 0)} "
        f"L{P(0.72, 0.46)} L{P(1, 0.12)} L{P(0.94, 0.72)} L{P(0.94, 1)} Z"
    )


def type_noble() -> str:
    x0, y0, w, h = 26, 30, 76, 64
    em = path(crown_path(x0, y0, w, h), fill=CREAM, sw=4.5)
    em += path(f"M{x0 + 0.06 * w} {y0 + 0.72 * h} H{x0 + 0.94 * w}", sw=4)
    for u, v, r in ((0, 0.12, 5.5), (0.5, 0, 6.5), (1, 0.12, 5.5)):
        em += circle(x0 + u * w, y0 + v * h, r, fill=CREAM, sw=4)
    em += circle(64, y0 + 0.86 * h, 5, fill=RED, sw=3)
    em += circle(46, y0 + 0.86 * h, 3.5, fill=BLUE, sw=3)
    em += circle(82, y0 + 0.86 * h, 3.5, fill=BLUE, sw=3)
    return type_icon(SHAPE_CIRCLE, YEL_L, YEL, YEL_D, em, "gNoble")


def type_religious() -> str:
    cross = "M56 30 H72 V50 H90 V66 H72 V104 H56 V66 H38 V50 H56 Z"
    em = path(cross, fill=CREAM, sw=4.5)
    # stepped base under the cross
    em += path("M44 104 H84 V112 H44 Z", fill=CREAM, sw=4)
    em += circle(64, 58, 4, fill=BLUE_L, sw=3)
    return type_icon(SHAPE_ARCH, BLUE_L, BLUE, BLUE_D, em, "gReligious")


def type_trade() -> str:
    em = ""
    # strings of the pans
    for cx in (32, 96):
        em += outlined_line(f"M{cx} 40 L{cx - 15} 74 M{cx} 40 L{cx + 15} 74", CREAM, 2.5, 2)
    # post and base
    em += path("M60 34 H68 V98 H60 Z", fill=CREAM, sw=4)
    em += path("M44 110 Q44 98 64 98 Q84 98 84 110 Z", fill=CREAM, sw=4)
    # beam
    em += path("M26 36 H102 V44 H26 Z", fill=CREAM, sw=4)
    em += circle(64, 30, 7, fill=CREAM, sw=4)
    # pans
    for cx in (32, 96):
        em += path(
            f"M{cx - 19} 74 H{cx + 19} Q{cx + 17} 88 {cx} 88 Q{cx - 17} 88 {cx - 19} 74 Z", fill=CREAM, sw=4
        )
    # a coin on the left pan
    em += ellipse(32, 70, 8, 4, fill=GOLD, sw=3)
    return type_icon(SHAPE_SQUARE, GREEN_L, GREEN, GREEN_D, em, "gTrade")


def type_military() -> str:
    em = ""
    em += path("M64 18 L73 32 V84 H55 V32 Z", fill=STEEL_L, sw=4.5)  # blade
    em += path("M64 28 V80", stroke=STEEL_D, sw=2.5)  # fuller
    em += rect(38, 82, 52, 9, rx=4, fill=CREAM, sw=4)  # guard
    em += rect(59, 91, 10, 17, rx=2, fill=WOOD, sw=4)  # grip
    em += circle(64, 111, 6, fill=CREAM, sw=4)  # pommel
    return type_icon(SHAPE_SHIELD, RED_L, RED, RED_D, em, "gMilitary")


def type_unique() -> str:
    em = path(star_pts(64, 66, 34, 14), fill=CREAM, sw=4.5)
    em += circle(64, 66, 5, fill=PURP_L, sw=3)
    return type_icon(SHAPE_DIAMOND, PURP_L, PURP, PURP_D, em, "gUnique")


# --- character emblems (128 x 128, transparent) --------------------------------------------
def char_assassin() -> str:
    defs = lin("blade", [(0, STEEL_L), (0.5, STEEL), (1, STEEL_D)], 0, 0, 1, 0)
    defs += lin("grip", [(0, "#4a3a5c"), (1, "#1f1629")], 0, 0, 1, 0)
    dag = ""
    dag += path("M64 4 C71 18 74 40 74 80 L54 80 C54 40 57 18 64 4 Z", fill="url(#blade)", sw=4.5)
    dag += path("M64 16 V76", stroke=STEEL_D, sw=2.5)
    dag += path("M34 82 Q34 76 42 78 H86 Q94 76 94 82 Q94 88 86 87 H42 Q34 88 34 82 Z", fill=GOLD, sw=4)
    dag += rect(57, 87, 14, 24, rx=3, fill="url(#grip)", sw=4)
    dag += path("M57 94 L71 92 M57 101 L71 99 M57 108 L71 106", stroke="#8a78a0", sw=2)
    dag += circle(64, 116, 7.5, fill=RED, sw=4)
    body = g(dag, "rotate(38 64 64) translate(0 2)")
    # a drop of blood under the point
    body += path("M104 22 C110 30 112 34 112 37 A6 6 0 0 1 100 37 C100 34 102 30 104 22 Z", fill=RED, sw=3.5)
    return doc(128, 128, body, defs)


def char_thief() -> str:
    defs = lin("mask", [(0, "#7a6f92"), (0.5, "#4d4362"), (1, "#2e2640")])
    defs += lin("key", [(0, GOLD_L), (1, GOLD_D)], 0, 0, 1, 1)
    body = ""
    # a skeleton key behind the mask, bow at the lower left, bit at the upper right
    key = ""
    key += rect(59, -4, 10, 104, rx=3, fill="url(#key)", sw=4)
    key += path("M69 0 H84 V8 H77 V14 H84 V22 H69 Z", fill="url(#key)", sw=4)
    key += path(
        "M64 96 C80 96 84 108 78 116 C72 124 56 124 50 116 C44 108 48 96 64 96 Z "
        "M64 103 C72 103 74 109 71 112 C68 116 60 116 57 112 C54 109 56 103 64 103 Z",
        fill="url(#key)",
        sw=4,
        extra=' fill-rule="evenodd"',
    )
    key += rect(55, 88, 18, 7, rx=2, fill=GOLD_D, sw=3)
    body += g(key, "rotate(45 64 64) translate(0 4)")
    # domino mask with cut-out eyes (even-odd)
    mask = (
        "M8 56 C18 36 44 34 64 44 C84 34 110 36 120 56 C120 80 98 92 80 86 "
        "C72 83 68 74 64 74 C60 74 56 83 48 86 C30 92 8 80 8 56 Z "
        "M26 60 C30 52 42 50 52 58 C48 68 32 70 26 60 Z "
        "M102 60 C98 52 86 50 76 58 C80 68 96 70 102 60 Z"
    )
    # ribbons
    body += path("M12 60 C4 66 2 76 6 88 C8 80 12 74 18 70 Z", fill="#3a3246", sw=3.5)
    body += path("M116 60 C124 66 126 76 122 88 C120 80 116 74 110 70 Z", fill="#3a3246", sw=3.5)
    body += path(mask, fill="url(#mask)", sw=4.5, extra=' fill-rule="evenodd"')
    body += path("M20 50 C34 40 50 42 60 48", stroke="#8e84a0", sw=2.5, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_magician() -> str:
    defs = lin("hat", [(0, PURP_L), (1, PURP_D)], 0, 0, 1, 1)
    defs += lin("brim", [(0, PURP), (1, PURP_D)])
    body = ""
    body += ellipse(64, 104, 58, 15, fill="url(#brim)", sw=4.5)
    body += path(
        "M30 104 C40 76 48 48 56 28 C60 16 72 8 92 10 C82 15 76 22 74 32 C78 58 88 82 98 104 "
        "C82 110 46 110 30 104 Z",
        fill="url(#hat)",
        sw=4.5,
    )
    body += path("M34 92 C52 98 76 98 94 92 L98 104 C80 110 48 110 30 104 Z", fill=GOLD, sw=4)
    body += path(star_pts(62, 62, 11, 4.5), fill=GOLD_L, sw=3)
    body += path("M76 40 A9 9 0 1 0 82 54 A7 7 0 1 1 76 40 Z", fill=GOLD_L, sw=3)
    body += circle(50, 80, 2.5, fill=GOLD_L, stroke=None)
    body += circle(80, 74, 2.5, fill=GOLD_L, stroke=None)
    body += sparkle(106, 22, 12, fill=GOLD_L)
    body += sparkle(20, 40, 8, fill=GOLD_L)
    return doc(128, 128, body, defs)


def char_king() -> str:
    defs = lin("kg", [(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)])
    defs += lin("vel", [(0, RED), (1, RED_D)])
    body = ""
    body += path("M26 84 C26 44 44 28 64 28 C84 28 102 44 102 84 Z", fill="url(#vel)", sw=4)
    body += path(
        "M18 108 L18 82 L8 34 L38 60 L64 16 L90 60 L120 34 L110 82 L110 108 Z", fill="url(#kg)", sw=4.5
    )
    body += path("M18 84 H110", sw=4)
    for x, y, r in ((8, 32, 7), (64, 13, 8), (120, 32, 7)):
        body += circle(x, y, r, fill=GOLD_L, sw=4)
    body += circle(38, 58, 4.5, fill=GOLD_L, sw=3)
    body += circle(90, 58, 4.5, fill=GOLD_L, sw=3)
    body += ellipse(64, 96, 9, 7, fill=RED, sw=3.5)
    body += path("M36 90 L42 96 L36 102 L30 96 Z", fill=BLUE, sw=3)
    body += path("M92 90 L98 96 L92 102 L86 96 Z", fill=BLUE, sw=3)
    body += path("M60 93 Q62 91 64 92", stroke=CREAM, sw=2)
    body += path("M24 66 L20 46", stroke=CREAM, sw=2.5, extra=' stroke-opacity="0.7"')
    return doc(128, 128, body, defs)


def char_bishop() -> str:
    defs = lin("mit", [(0, "#ffffff"), (1, "#d8d0c0")], 0, 0, 1, 0)
    defs += lin("stf", [(0, GOLD_L), (1, GOLD_D)], 0, 0, 1, 0)
    body = ""
    # crozier behind, to the right
    body += path("M98 40 V124", stroke=INK, sw=10)
    body += path("M98 40 V124", stroke="url(#stf)", sw=4)
    crook = "M98 42 C96 22 108 8 118 16 C126 24 120 38 110 34"
    body += path(crook, stroke=INK, sw=11)
    body += path(crook, stroke=GOLD, sw=5)
    # ribbons (lappets)
    body += path("M34 108 L30 126 L40 122 L42 108 Z", fill=BLUE, sw=3.5)
    body += path("M74 108 L78 126 L68 122 L66 108 Z", fill=BLUE, sw=3.5)
    # the mitre
    body += path("M22 112 L22 58 C22 36 38 18 54 6 C70 18 86 36 86 58 L86 112 Z", fill="url(#mit)", sw=4.5)
    body += path("M22 58 C36 70 72 70 86 58 L86 112 L22 112 Z", fill=BLUE, sw=4)
    body += path("M48 30 V112 M60 30 V112", sw=0.1, stroke=None)
    body += rect(48, 64, 12, 48, fill=GOLD, sw=3.5)
    body += path("M22 96 H86 V106 H22 Z", fill=GOLD, sw=3.5)
    body += path("M50 22 H58 V32 H66 V40 H58 V54 H50 V40 H42 V32 H50 Z", fill=GOLD, sw=3.5)
    return doc(128, 128, body, defs)


def coin_stack(cx: float, base: float, n: int, rx=26, ry=8, h=9) -> str:
    out = ""
    for i in range(n):
        yt = base - (i + 1) * h
        out += path(
            f"M{cx - rx} {yt} V{yt + h} A{rx} {ry} 0 0 0 {cx + rx} {yt + h} V{yt} Z",
            fill=GOLD_D,
            sw=3.5,
        )
        out += ellipse(cx, yt, rx, ry, fill=GOLD, sw=3.5)
    yt = base - n * h
    out += ellipse(cx, yt, rx - 7, ry - 2.5, stroke=GOLD_D, sw=2.5)
    return out


def char_merchant() -> str:
    defs = rad("cf", [(0, GOLD_L), (0.7, GOLD), (1, GOLD_D)], cx=0.4, cy=0.35, r=0.7)
    body = coin_stack(40, 114, 8) + coin_stack(86, 96, 4)
    body += circle(90, 94, 24, fill="url(#cf)", sw=4.5)
    body += circle(90, 94, 17, stroke=GOLD_D, sw=3)
    body += path(star_pts(90, 95, 10, 4.2), fill=GOLD_D, stroke=None)
    body += sparkle(110, 28, 10, fill=GOLD_L)
    return doc(128, 128, body, defs)


def char_architect() -> str:
    defs = lin("sq", [(0, WOOD_L), (1, WOOD)], 0, 0, 1, 1)
    defs += lin("leg", [(0, STEEL_L), (1, STEEL_D)], 0, 0, 1, 0)
    body = ""
    # set square behind
    body += path(
        "M6 120 L6 30 L96 120 Z M20 106 L20 64 L62 106 Z",
        fill="url(#sq)",
        sw=4.5,
        extra=' fill-rule="evenodd"',
    )
    for i in range(1, 8):
        y = 120 - i * 11
        body += path(f"M6 {y} H{12 if i % 2 else 15}", sw=2.5)
    # dividers
    body += outlined_line("M58 54 Q76 60 94 54", GOLD, 3, 2.5)
    body += path("M72 22 L80 22 L108 118 L104 120 L100 118 Z", fill="url(#leg)", sw=4)
    body += path("M72 22 L80 22 L52 118 L48 120 L44 118 Z", fill="url(#leg)", sw=4)
    body += circle(76, 22, 10, fill=GOLD, sw=4)
    body += circle(76, 22, 3.5, fill=GOLD_D, sw=2.5)
    body += rect(72, 2, 8, 12, rx=3, fill=GOLD, sw=3.5)
    return doc(128, 128, body, defs)


def char_warlord() -> str:
    defs = lin("helm", [(0, STEEL_L), (0.45, STEEL), (1, STEEL_D)], 0, 0, 1, 0)
    defs += lin("plume", [(0, RED_L), (1, RED_D)], 0, 0, 1, 1)
    body = ""
    # plume
    body += path(
        "M62 24 C56 6 80 -2 112 8 C118 10 122 16 118 22 C104 14 90 16 86 26 C100 22 112 26 116 36 "
        "C100 30 86 32 80 38 Z",
        fill="url(#plume)",
        sw=4,
    )
    # helmet
    body += path(
        "M24 120 L24 58 C24 32 42 18 64 18 C86 18 104 32 104 58 L104 120 Z", fill="url(#helm)", sw=4.5
    )
    body += path("M64 20 V120", stroke=STEEL_D, sw=3)
    body += path("M30 54 H98 V64 H30 Z", fill="#1d1612", sw=3.5)  # eye slit
    body += path("M30 54 H98", stroke=STEEL_D, sw=2)
    for x in (74, 82, 90):
        for y in (80, 90, 100):
            body += circle(x, y, 2.4, fill="#1d1612", stroke=None)
    body += path("M24 110 H104", stroke=STEEL_D, sw=3)
    body += circle(30, 116, 2.5, fill=STEEL_D, stroke=None) + circle(98, 116, 2.5, fill=STEEL_D, stroke=None)
    body += path("M36 30 C44 24 50 22 58 22", stroke="#ffffff", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


# --- Dark City character emblems (128 x 128, transparent) ----------------------------------
def char_witch() -> str:
    defs = lin("pot", [(0, "#6a6272"), (0.45, "#3c3644"), (1, "#1c1822")], 0, 0, 1, 0)
    defs += lin("brew", [(0, "#c8f27a"), (1, "#5fae2e")])
    defs += lin("handle", [(0, WOOD_L), (1, WOOD_D)], 0, 0, 1, 0)
    body = ""
    # broom leaning behind the cauldron, bristles at the lower right
    body += outlined_line("M46 6 L104 94", WOOD, 6, 3.5)
    body += path(
        "M96 88 L110 78 C118 90 124 106 127 126 C114 126 100 122 88 116 C94 108 96 98 96 88 Z",
        fill="#d9b45a",
        sw=4,
    )
    body += path("M104 94 L120 122 M99 98 L106 122 M108 90 L124 116", stroke="#a8801e", sw=2.5)
    body += outlined_line("M95 86 L110 77", RED, 5, 2.5)  # binding
    # green fumes rising from the brew
    body += path(
        "M50 48 C40 38 54 30 46 18 C58 26 52 36 62 44 Z", fill="#9bd860", sw=3, extra=' fill-opacity="0.9"'
    )
    body += circle(66, 30, 6, fill="#b8ec78", sw=3)
    body += circle(80, 14, 4, fill="#b8ec78", sw=2.5)
    body += circle(34, 28, 3.5, fill="#b8ec78", sw=2.5)
    # cauldron: feet, belly, rim and bubbling brew
    body += path("M26 112 L20 124 H34 L36 114 Z M78 112 L84 124 H70 L68 114 Z", fill="#2a2430", sw=3.5)
    body += path("M10 62 C2 92 22 118 52 118 C82 118 102 92 94 62 Z", fill="url(#pot)", sw=4.5)
    body += ellipse(52, 62, 44, 11, fill="#2e2834", sw=4.5)
    body += ellipse(52, 62, 36, 7, fill="url(#brew)", sw=3)
    body += path("M70 64 C74 70 72 80 76 84 C80 80 78 72 80 64 Z", fill="#8ed24e", sw=3)  # drip
    for x, y, r in ((40, 58, 5), (56, 56, 7), (28, 62, 3)):
        body += circle(x, y, r, fill="#d4f79a", sw=2.5)
    body += path("M20 80 C22 94 30 104 40 108", stroke="#8a8294", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_tax_collector() -> str:
    defs = lin("box", [(0, WOOD_L), (1, WOOD_D)])
    defs += lin("lid", [(0, "#c8905c"), (1, WOOD)])
    defs += lin("band", [(0, STEEL_L), (1, STEEL_D)], 0, 0, 1, 0)
    defs += rad("tc", [(0, GOLD_L), (0.7, GOLD), (1, GOLD_D)], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # strongbox: body, domed lid, iron bands, lock
    body += rect(14, 62, 100, 54, rx=6, fill="url(#box)", sw=4.5)
    body += path("M14 64 V50 C14 37 25 31 38 31 H90 C103 31 114 37 114 50 V64 Z", fill="url(#lid)", sw=4.5)
    for x in (26, 93):
        body += path(f"M{x} 32 V116 H{x + 9} V32 Z", fill="url(#band)", sw=3.5)
        for y in (42, 74, 104):
            body += circle(x + 4.5, y, 2, fill=STEEL_D, stroke=None)
    body += path("M14 64 H114", sw=4)
    body += rect(50, 58, 28, 30, rx=4, fill=GOLD, sw=4)
    body += path("M64 66 A5 5 0 0 1 67 75 L69 82 H59 L61 75 A5 5 0 0 1 64 66 Z", fill=INK, stroke=None)
    # coin slot in the lid, a coin going in
    body += rect(46, 36, 36, 7, rx=3.5, fill="#1d1410", sw=3)
    body += circle(64, 18, 15, fill="url(#tc)", sw=4)
    body += circle(64, 18, 10, stroke=GOLD_D, sw=2.5)
    body += path(star_pts(64, 18.5, 6, 2.5), fill=GOLD_D, stroke=None)
    body += path("M34 12 L42 16 M94 12 L86 16 M38 26 L44 26 M90 26 L84 26", sw=3)  # motion
    # two coins waiting at the foot
    body += ellipse(108, 114, 12, 5.5, fill=GOLD, sw=3.5)
    body += ellipse(108, 107, 12, 5.5, fill=GOLD_L, sw=3.5)
    body += path("M24 46 C28 40 34 38 42 38", stroke="#f0c898", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_wizard() -> str:
    defs = rad(
        "orb", [(0, "#e8fbff"), (0.35, "#7fd6f2"), (0.8, "#2f86c8"), (1, "#1b4f86")], cx=0.38, cy=0.32, r=0.75
    )
    defs += lin("cover", [(0, BLUE), (1, BLUE_D)], 0, 0, 1, 1)
    body = ""
    # staff: straight shaft, gnarled claw holding a crystal orb
    body += outlined_line("M40 124 L84 40", WOOD, 7, 3.5)
    body += circle(90, 30, 30, fill="#bff0ff", stroke=None, extra=' fill-opacity="0.35"')
    body += path(
        "M76 50 C66 40 68 22 78 14 M86 52 C92 46 106 44 110 30 M80 50 C82 40 96 40 100 14", stroke=INK, sw=10
    )
    body += path(
        "M76 50 C66 40 68 22 78 14 M86 52 C92 46 106 44 110 30 M80 50 C82 40 96 40 100 14", stroke=WOOD, sw=4
    )
    body += circle(90, 30, 17, fill="url(#orb)", sw=4)
    body += path("M82 22 C84 19 87 17 91 17", stroke="#ffffff", sw=3)
    # a spellbook with a star on its cover, open at the lower left
    body += path("M6 92 L50 82 L56 118 L12 124 Z", fill="url(#cover)", sw=4)
    body += path("M10 90 C22 84 34 82 48 86 L52 114 C40 110 26 112 14 118 Z", fill=CREAM, sw=3.5)
    body += path("M48 86 C58 80 68 80 78 84 L80 112 C70 108 60 110 52 114 Z", fill=PARCH, sw=3.5)
    body += path(star_pts(31, 101, 9, 4), fill=GOLD, sw=2.5)
    body += path("M58 92 C64 90 70 90 74 92 M58 100 C64 98 70 98 74 100", stroke=WOOD, sw=2)
    body += sparkle(114, 62, 9, fill="#bff0ff")
    body += sparkle(56, 14, 8, fill="#bff0ff")
    body += sparkle(22, 62, 6, fill=GOLD_L)
    return doc(128, 128, body, defs)


def _leaf(bx: float, by: float, ang: float, length: float, width: float) -> str:
    """A pointed leaf from (bx, by) in direction ``ang`` (radians)."""
    dx, dy = math.cos(ang), math.sin(ang)
    tx, ty = bx + dx * length, by + dy * length
    mx, my = bx + dx * length * 0.5, by + dy * length * 0.5
    nx, ny = -dy * width, dx * width
    return (
        f"M{bx:.1f} {by:.1f} Q{mx + nx:.1f} {my + ny:.1f} {tx:.1f} {ty:.1f} "
        f"Q{mx - nx:.1f} {my - ny:.1f} {bx:.1f} {by:.1f} Z"
    )


def laurel(cx: float, cy: float, r: float, fill: str, sw: float = 3) -> str:
    """Two laurel branches rising from the bottom around (cx, cy)."""
    out = ""
    for side in (1, -1):  # 1: left branch (angles grow), -1: right branch
        a0, a1 = (105, 245) if side == 1 else (75, -65)
        steps = 7
        stem = []
        for i in range(steps + 1):
            a = math.radians(a0 + (a1 - a0) * i / steps)
            stem.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        out += path(poly_d(stem, close=False), stroke=INK, sw=5)
        out += path(poly_d(stem, close=False), stroke=GREEN_D, sw=2)
        for i in range(steps):
            a = math.radians(a0 + (a1 - a0) * (i + 0.5) / steps)
            px, py = cx + r * math.cos(a), cy + r * math.sin(a)
            tang = a + side * math.pi / 2
            for k in (1, -1):  # outer and inner leaf
                out += path(_leaf(px, py, tang + side * k * 0.55, 19 - i * 0.8, 6), fill=fill, sw=sw)
        ta = math.radians(a1)
        out += path(
            _leaf(cx + r * math.cos(ta), cy + r * math.sin(ta), ta + side * math.pi / 2, 16, 5.5),
            fill=fill,
            sw=sw,
        )
    return out


def char_emperor() -> str:
    defs = rad("orbg", [(0, GOLD_L), (0.6, GOLD), (1, GOLD_D)], cx=0.38, cy=0.32, r=0.75)
    defs += lin("leafg", [(0, GREEN_L), (1, GREEN)])
    body = laurel(64, 66, 50, "url(#leafg)")
    # ribbon tying the branches
    body += path(
        "M56 112 L46 126 L54 124 L58 128 L64 114 Z M72 112 L82 126 L74 124 L70 128 L64 114 Z", fill=RED, sw=3
    )
    body += circle(64, 114, 5, fill=RED_D, sw=3)
    # globus cruciger
    body += path("M58 22 H70 V30 H78 V40 H70 V46 H58 V40 H50 V30 H58 Z", fill=GOLD_L, sw=3.5)
    body += circle(64, 74, 28, fill="url(#orbg)", sw=4.5)
    body += path("M36 72 C46 80 82 80 92 72", stroke=INK, sw=10)
    body += path("M36 72 C46 80 82 80 92 72", stroke=RED, sw=4)
    body += path("M64 47 V78", stroke=INK, sw=10)
    body += path("M64 47 V78", stroke=RED, sw=4)
    body += circle(64, 77, 5.5, fill=BLUE_L, sw=3)
    body += circle(48, 75, 3, fill=GOLD_L, sw=2)
    body += circle(80, 75, 3, fill=GOLD_L, sw=2)
    body += path("M46 60 C50 54 54 52 58 51", stroke="#ffffff", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_abbot() -> str:
    defs = lin("robe", [(0, "#a8784c"), (0.55, "#7f5532"), (1, "#4f321c")], 0, 0, 1, 0)
    defs += lin("cstf", [(0, WOOD_L), (1, WOOD_D)], 0, 0, 1, 0)
    body = ""
    # a plain wooden crozier at the left
    body += outlined_line("M22 44 V126", WOOD, 5, 3.5)
    crook = "M22 46 C18 24 30 8 44 10 C56 12 58 28 46 32 C40 34 36 28 40 24"
    body += outlined_line(crook, WOOD_L, 5, 3.5)
    # the cowled monk: shoulders and a peaked hood with a shadowed face
    body += path(
        "M32 126 C32 104 40 92 50 86 C40 70 42 42 56 26 C64 16 72 10 80 6 C82 14 88 18 96 26 "
        "C110 42 112 70 102 86 C112 92 122 104 122 126 Z",
        fill="url(#robe)",
        sw=4.5,
    )
    body += path("M56 36 C62 28 90 28 96 40 C100 58 96 78 76 88 C58 80 52 58 56 36 Z", fill="#3a2414", sw=4)
    body += path(
        "M60 42 C66 36 86 36 92 44 C94 60 90 74 76 82 C62 74 58 60 60 42 Z", fill="#1f130b", stroke=None
    )
    body += path("M50 86 C62 96 92 96 102 86", sw=3.5)
    # rope cord and a wooden cross on the chest
    body += path("M60 92 C66 100 86 100 92 92", stroke=PARCH, sw=3)
    body += path("M76 98 V120", stroke=PARCH, sw=3)
    body += path("M71 100 H81 V106 H88 V114 H81 V126 H71 V114 H64 V106 H71 Z", fill=GOLD, sw=3)
    body += path("M46 60 C46 46 52 36 60 28", stroke="#c89a6a", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_alchemist() -> str:
    defs = lin("glass", [(0, "#f4fbff"), (1, "#b9dbe8")], 0, 0, 1, 0)
    defs += lin("elix", [(0, "#ffcf5a"), (1, "#e07a1c")])
    defs += lin("cop", [(0, "#e7a26a"), (1, "#9c5a2a")], 0, 0, 1, 0)
    body = ""
    # alembic: copper head on a round flask, a long beak down to a small receiving flask
    body += path("M56 26 C68 24 98 44 112 78 L106 82 C92 52 70 38 58 38 Z", fill="url(#cop)", sw=4)
    body += path("M40 42 C40 28 48 20 56 20 C64 20 72 28 72 42 Z", fill="url(#cop)", sw=4.5)
    body += rect(50, 12, 12, 10, rx=3, fill="url(#cop)", sw=3.5)
    body += path(
        "M46 42 V58 C26 64 18 80 18 94 C18 112 32 124 56 124 C80 124 94 112 94 94 C94 80 86 64 66 58 V42 Z",
        fill="url(#glass)",
        sw=4.5,
        extra=' fill-opacity="0.92"',
    )
    body += path(
        "M22 94 C22 110 36 120 56 120 C76 120 90 110 90 94 C78 100 34 100 22 94 Z", fill="url(#elix)", sw=3
    )
    body += rect(42, 40, 28, 8, rx=3, fill="url(#cop)", sw=3.5)
    for x, y, r in ((46, 88, 4), (60, 80, 3), (54, 70, 2.5), (68, 90, 5)):
        body += circle(x, y, r, fill="#fff3c0", sw=2)
    body += path("M28 84 C30 76 36 70 42 68", stroke="#ffffff", sw=3, extra=' stroke-opacity="0.9"')
    # receiving flask and a drop of gold
    body += path(
        "M100 96 V104 C92 108 90 114 90 118 C90 124 96 126 106 126 C116 126 122 124 122 118 "
        "C122 114 120 108 112 104 V96 Z",
        fill="url(#glass)",
        sw=4,
    )
    body += path("M92 118 C92 123 98 124 106 124 C114 124 120 123 120 118 Z", fill="url(#elix)", sw=2.5)
    body += path("M110 84 C113 88 114 90 114 92 A4 4 0 0 1 106 92 C106 90 107 88 110 84 Z", fill=GOLD, sw=2.5)
    body += sparkle(104, 20, 10, fill=GOLD_L)
    body += sparkle(20, 42, 7, fill=GOLD_L)
    return doc(128, 128, body, defs)


def char_navigator() -> str:
    defs = lin("wood", [(0, WOOD_L), (1, WOOD_D)], 0, 0, 1, 1)
    defs += rad("face", [(0, "#ffffff"), (1, PARCH)], cx=0.4, cy=0.35, r=0.8)
    defs += lin("rim", [(0, "#c99462"), (1, WOOD)], 0, 0, 1, 1)
    body = ""
    knob = "M64 3 C71 3 72 11 69 17 L68 26 H60 L59 17 C56 11 57 3 64 3 Z"
    spoke = "M60.5 24 H67.5 V64 H60.5 Z"
    for i in range(8):
        body += g(
            path(spoke, fill="url(#wood)", sw=3.5) + path(knob, fill="url(#wood)", sw=4),
            f"rotate({i * 45} 64 64)",
        )
    # the rim: an ink ring under a narrower wooden one (a ring-shaped path confuses nanosvg)
    body += circle(64, 64, 37, stroke=INK, sw=14)
    body += circle(64, 64, 37, stroke="url(#rim)", sw=7)
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        body += circle(64 + 37 * math.cos(a), 64 + 37 * math.sin(a), 2.2, fill=GOLD_L, stroke=None)
    # compass in the hub
    body += circle(64, 64, 19, fill=GOLD, sw=4)
    body += circle(64, 64, 14, fill="url(#face)", sw=2.5)
    body += path("M64 51 L68 64 L64 77 L60 64 Z", fill=BLUE, sw=2)
    body += path("M64 51 L68 64 H60 Z", fill=RED, sw=2)
    body += path("M51 64 L64 61 L77 64 L64 67 Z", fill=STEEL_D, sw=1.5)
    body += circle(64, 64, 2.5, fill=GOLD_L, sw=1.5)
    body += path("M36 44 C40 36 46 30 54 27", stroke="#e0b88a", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_diplomat() -> str:
    defs = lin("paper", [(0, CREAM), (1, PARCH)], 0, 0, 1, 0)
    defs += lin("roll", [(0, PARCH), (0.5, "#d9bd86"), (1, "#a9884e")])
    defs += rad("wax", [(0, RED_L), (0.7, RED), (1, RED_D)], cx=0.4, cy=0.35, r=0.7)
    defs += lin("quill", [(0, "#ffffff"), (1, "#cfd6dc")], 0, 0, 1, 0)
    body = ""
    # a quill behind the scroll
    body += path("M118 6 C100 12 84 30 76 52 L82 56 C96 38 112 24 118 6 Z", fill="url(#quill)", sw=3.5)
    body += path("M118 6 L76 56", stroke=STEEL_D, sw=2)
    # the treaty: sheet between two rolls
    body += path("M22 22 H98 V104 H22 Z", fill="url(#paper)", sw=4)
    for y, x1 in ((40, 88), (50, 84), (60, 88), (70, 70)):
        body += path(f"M32 {y} H{x1}", stroke=WOOD, sw=3)
    body += path("M70 84 C74 78 78 90 82 84 C86 78 88 88 92 84", stroke=INK, sw=2.5)  # signature
    for y in (22, 104):
        body += rect(14, y - 8, 92, 16, rx=8, fill="url(#roll)", sw=4)
        body += ellipse(14, y, 4, 8, fill="#a9884e", sw=3)
        body += ellipse(106, y, 4, 8, fill=PARCH, sw=3)
    # wax seal with ribbons at the lower left
    body += path("M30 104 L20 126 L28 122 L32 128 L38 108 Z", fill=BLUE, sw=3)
    body += path("M46 104 L56 126 L48 122 L44 128 L38 108 Z", fill=BLUE, sw=3)
    body += path(star_pts(38, 98, 17, 13.5, n=12, rot=0), fill="url(#wax)", sw=3.5)
    body += circle(38, 98, 9, stroke=RED_D, sw=2.5)
    body += path(crown_path(32, 92, 12, 10), fill=RED_D, stroke=None)
    return doc(128, 128, body, defs)


def char_artist() -> str:
    defs = lin("pal", [(0, "#e8c48e"), (1, "#b07a42")], 0, 0, 1, 1)
    defs += lin("brh", [(0, RED_L), (1, RED_D)], 0, 0, 1, 0)
    body = ""
    palette = (
        "M60 16 C92 14 122 34 120 64 C118 84 100 88 88 84 C78 80 72 88 76 98 C80 110 70 120 52 118 "
        "C24 114 6 92 8 64 C10 36 30 18 60 16 Z "
        "M34 70 C40 66 48 70 46 78 C44 84 34 84 32 78 C31 75 32 72 34 70 Z"
    )
    body += path(palette, fill="url(#pal)", sw=4.5, extra=' fill-rule="evenodd"')
    for x, y, r, c in (
        (40, 38, 9, RED),
        (64, 30, 9, YEL_L),
        (88, 36, 9, GREEN_L),
        (106, 56, 8, BLUE_L),
        (28, 56, 7, "#ffffff"),
        (58, 100, 8, PURP_L),
    ):
        body += path(
            f"M{x - r} {y} C{x - r} {y - r * 1.1} {x + r} {y - r * 1.2} {x + r} {y} "
            f"C{x + r} {y + r} {x - r * 0.6} {y + r * 1.1} {x - r} {y} Z",
            fill=c,
            sw=3,
        )
    # the brush across the palette, tip dipped in blue
    body += path("M122 118 L120 122 L82 80 L88 74 Z", fill="url(#brh)", sw=3.5)
    body += path("M76 60 L90 74 L84 80 L70 66 Z", fill=STEEL, sw=3.5)
    body += path("M70 66 L76 60 C66 50 56 46 46 46 C48 56 56 64 70 66 Z", fill=BLUE, sw=3.5)
    body += path("M34 44 C40 30 52 22 66 20", stroke="#fbe6c0", sw=3, extra=' stroke-opacity="0.8"')
    return doc(128, 128, body, defs)


def char_queen() -> str:
    defs = lin("tiara", [(0, STEEL_L), (0.5, STEEL), (1, STEEL_D)])
    defs += lin("scep", [(0, GOLD_L), (1, GOLD_D)], 0, 0, 1, 0)
    defs += rad("gem", [(0, "#ffd0ec"), (0.6, "#e0509e"), (1, "#8a1f5c")], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # sceptre behind, from the lower left to the upper right
    body += outlined_line("M14 124 L100 24", GOLD, 6, 3.5)
    body += circle(104, 20, 11, fill="url(#scep)", sw=4)
    body += path("M104 -2 L110 8 L104 12 L98 8 Z", fill="url(#gem)", sw=3)
    body += ellipse(90, 36, 9, 4, fill=GOLD, sw=3, extra=' transform="rotate(-49 90 36)"')
    # tiara: a curved band under a fan of pearl-tipped spikes, tallest in the middle
    peaks = ((14, 90), (24, 76), (37, 64), (50, 54), (64, 30), (78, 54), (91, 64), (104, 76), (114, 90))
    d = "M10 104 L12 92"
    for (x0, y0), (x1, y1) in itertools.pairwise(peaks):
        d += f" L{x0} {y0} Q{(x0 + x1) / 2} {max(y0, y1) + 14} {x1} {y1}"
    d += " L116 92 L118 104 C92 114 36 114 10 104 Z"
    body += path(d, fill="url(#tiara)", sw=4.5)
    body += path("M12 98 C38 108 90 108 116 98", stroke=STEEL_D, sw=2.5)
    for x, y in peaks:
        body += circle(x, y, 6 if x == 64 else 4.5, fill="#fffaf0", sw=3)
    body += path(
        "M64 100 C52 90 50 78 58 74 C62 72 64 76 64 78 C64 76 66 72 70 74 C78 78 76 90 64 100 Z",
        fill="url(#gem)",
        sw=3.5,
    )
    body += path("M38 84 L43 90 L38 96 L33 90 Z", fill=BLUE_L, sw=2.5)
    body += path("M90 84 L95 90 L90 96 L85 90 Z", fill=BLUE_L, sw=2.5)
    body += path("M20 94 C22 88 26 84 30 82", stroke="#ffffff", sw=3, extra=' stroke-opacity="0.85"')
    return doc(128, 128, body, defs)


# --- 2016 character emblems (128 x 128, transparent) ---------------------------------------
def char_marshal() -> str:
    """The Marshal: a red banner on its pole, crossed by a marshal's baton (blue, starred, gold-capped)."""
    defs = lin("flag", [(0, RED_L), (0.6, RED), (1, RED_D)], 0, 0, 1, 1)
    defs += lin("baton", [(0, BLUE_L), (0.5, BLUE), (1, BLUE_D)], 0, 0, 0, 1)
    defs += lin("cap", [(0, GOLD_L), (1, GOLD_D)], 0, 0, 1, 0)
    body = ""
    # the banner's pole, from the lower right to the upper left, and its swallow-tailed flag
    body += outlined_line("M112 124 L26 10", WOOD, 6, 3.5)
    body += circle(24, 8, 6, fill="url(#cap)", sw=3)
    body += path("M30 16 C52 8 70 24 96 14 L84 34 L100 48 C74 58 58 42 44 50 Z", fill="url(#flag)", sw=4.5)
    body += path("M38 26 C54 20 66 32 84 26", stroke=RED_L, sw=2.5, extra=' stroke-opacity="0.9"')
    # the baton across, from the lower left to the upper right
    body += '<g transform="rotate(-40 64 76)">'
    body += rect(16, 64, 96, 24, rx=12, fill="url(#baton)", sw=4.5)
    for x in (38, 56, 74, 92):
        body += path(star_pts(x, 76, 6.5, 2.8, n=5, rot=-90), fill=GOLD_L, sw=1.8)
    body += rect(10, 62, 16, 28, rx=6, fill="url(#cap)", sw=4)
    body += rect(102, 62, 16, 28, rx=6, fill="url(#cap)", sw=4)
    body += path("M26 68 H102", stroke="#ffffff", sw=2.5, extra=' stroke-opacity="0.6"')
    body += "</g>"
    return doc(128, 128, body, defs)


# the Magistrate (RULES.md §9.3)
def char_magistrate() -> str:
    """The Magistrate: a rolled warrant with a red wax seal, and a judge's gavel across it."""
    defs = lin("scroll", [(0, CREAM), (0.6, PARCH), (1, "#c9a86a")], 0, 0, 0, 1)
    defs += lin("gavel", [(0, WOOD_L), (0.5, WOOD), (1, WOOD_D)], 0, 0, 0, 1)
    defs += rad("wax", [(0, RED_L), (0.6, RED), (1, RED_D)], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # the warrant: a sheet with rolled ends, written lines, and its seal on a ribbon
    body += path("M22 22 H100 V96 H22 Z", fill="url(#scroll)", sw=4.5)
    body += rect(14, 14, 94, 14, rx=7, fill="url(#scroll)", sw=4)
    body += rect(14, 90, 94, 14, rx=7, fill="url(#scroll)", sw=4)
    for y in (40, 50, 60, 70):
        body += path(f"M34 {y} H{88 if y < 70 else 62}", stroke=WOOD_D, sw=3)
    body += path("M70 86 L64 116 L74 108 L82 118 L80 86 Z", fill=RED, sw=3)
    body += circle(76, 82, 12, fill="url(#wax)", sw=3.5)
    body += path(star_pts(76, 82.5, 7, 3), fill=RED_D, stroke=None)
    # the gavel, head at the upper right, handle towards the lower left
    body += '<g transform="rotate(-35 88 44)">'
    body += rect(84, 44, 10, 60, rx=5, fill="url(#gavel)", sw=4)
    body += rect(66, 26, 46, 22, rx=6, fill="url(#gavel)", sw=4.5)
    body += rect(62, 28, 8, 18, rx=3, fill=GOLD, sw=3) + rect(108, 28, 8, 18, rx=3, fill=GOLD, sw=3)
    body += "</g>"
    return doc(128, 128, body, defs)


# the Blackmailer (RULES.md §9.3)
def char_blackmailer() -> str:
    """The Blackmailer: a sealed letter held out by a gloved hand, a bag of coins beside it."""
    defs = lin("letter", [(0, CREAM), (1, PARCH)], 0, 0, 0, 1)
    defs += lin("glove", [(0, "#6c7a66"), (0.6, "#4a5746"), (1, "#2f382c")], 0, 0, 1, 1)
    defs += rad("bmsack", [(0, "#e2c08a"), (0.6, "#b98a4e"), (1, "#7a5428")], cx=0.4, cy=0.45, r=0.7)
    body = ""
    # the bag of coins, lower right
    body += path(
        "M84 70 C74 80 68 92 70 104 C72 116 84 120 98 120 C112 120 122 116 122 104 C122 92 114 80 104 70 Z",
        fill="url(#bmsack)",
        sw=4,
    )
    body += path("M82 62 C88 68 100 68 106 62 L108 70 C102 76 86 76 80 70 Z", fill="#b98a4e", sw=3.5)
    body += circle(96, 98, 9, fill=GOLD, sw=3)
    # the letter, tilted, with its red seal
    body += '<g transform="rotate(-14 52 50)">'
    body += rect(14, 26, 76, 50, rx=3, fill="url(#letter)", sw=4.5)
    body += path("M14 28 L52 56 L90 28", stroke=WOOD_D, sw=3.5)
    body += circle(52, 58, 9, fill=RED, sw=3) + path(star_pts(52, 58.5, 5.5, 2.4), fill=RED_D, stroke=None)
    body += "</g>"
    # the gloved hand holding it out, from the lower left
    body += path(
        "M6 120 L26 86 C30 80 38 78 44 82 L58 92 C62 96 58 102 52 100 L42 96 L36 108 L30 124 Z",
        fill="url(#glove)",
        sw=4,
    )
    return doc(128, 128, body, defs)


# --- tokens and markers ---------------------------------------------------------------------
def tower_emblem(cx: float, cy: float, s: float, fill: str, stroke: str | None = None, sw: float = 0) -> str:
    """A small crenellated tower centred on (cx, cy), s = half-width of the top."""
    x0, x1 = cx - s, cx + s
    top, bot = cy - s * 1.25, cy + s * 1.25
    m = s / 2.5
    d = (
        f"M{x0 + m * 0.6} {bot} L{x0 + m * 1.0} {top + m * 1.8} L{x0} {top + m * 1.8} L{x0} {top} "
        f"L{x0 + m} {top} L{x0 + m} {top + m} L{cx - m / 2} {top + m} L{cx - m / 2} {top} "
        f"L{cx + m / 2} {top} L{cx + m / 2} {top + m} L{x1 - m} {top + m} L{x1 - m} {top} "
        f"L{x1} {top} L{x1} {top + m * 1.8} L{x1 - m * 1.0} {top + m * 1.8} L{x1 - m * 0.6} {bot} Z "
        f"M{cx - m * 0.8} {bot} L{cx - m * 0.8} {bot - m * 1.6} A{m * 0.8} {m * 0.8} 0 0 1 {cx + m * 0.8} "
        f"{bot - m * 1.6} L{cx + m * 0.8} {bot} Z"
    )
    return (
        path(d, fill=fill, stroke=stroke or "", sw=sw, extra=' fill-rule="evenodd"')
        if stroke
        else f'<path d="{d}" fill="{fill}" fill-rule="evenodd"/>\n'
    )


def coin() -> str:
    defs = rad("cg", [(0, "#fff3b8"), (0.45, GOLD_L), (0.8, GOLD), (1, GOLD_D)], cx=0.38, cy=0.32, r=0.75)
    body = circle(32, 32, 29, fill="url(#cg)", sw=3)
    body += circle(32, 32, 23, stroke=GOLD_D, sw=2)
    for i in range(24):
        a = math.radians(i * 15)
        body += path(
            f"M{32 + 24.5 * math.cos(a):.2f} {32 + 24.5 * math.sin(a):.2f} "
            f"L{32 + 27 * math.cos(a):.2f} {32 + 27 * math.sin(a):.2f}",
            stroke=GOLD_D,
            sw=1.2,
        )
    body += tower_emblem(32, 33, 11, GOLD_D)
    body += path("M14 24 A20 20 0 0 1 26 12", stroke="#ffffff", sw=2.5, extra=' stroke-opacity="0.75"')
    return doc(64, 64, body, defs)


def crown() -> str:
    defs = lin("cr", [(0, GOLD_L), (0.55, GOLD), (1, GOLD_D)])
    body = ""
    body += path("M10 50 L10 40 L5 16 L20 28 L32 10 L44 28 L59 16 L54 40 L54 50 Z", fill="url(#cr)", sw=3)
    body += path("M10 40 H54", sw=2.5)
    for x, y, r in ((5, 15, 4), (32, 9, 4.5), (59, 15, 4)):
        body += circle(x, y, r, fill=GOLD_L, sw=2.5)
    body += ellipse(32, 45, 4.5, 3.5, fill=RED, sw=2)
    body += circle(20, 45, 2.8, fill=BLUE, sw=2) + circle(44, 45, 2.8, fill=BLUE, sw=2)
    body += path("M13 36 L10 22", stroke="#ffffff", sw=1.8, extra=' stroke-opacity="0.7"')
    return doc(64, 64, body, defs, vb=(64, 64))


def skull() -> str:
    defs = rad("bone", [(0, "#ffffff"), (0.6, "#efe6d2"), (1, "#c9b994")], cx=0.4, cy=0.3, r=0.8)
    body = ""
    body += path(
        "M32 4 C16 4 6 15 6 29 C6 37 10 42 15 45 L15 52 C15 55 17 57 20 57 L44 57 C47 57 49 55 49 52 "
        "L49 45 C54 42 58 37 58 29 C58 15 48 4 32 4 Z",
        fill="url(#bone)",
        sw=3,
    )
    body += path("M14 30 C14 24 24 22 27 28 C29 33 24 38 19 37 C15 36 14 33 14 30 Z", fill="#2a1a1a", sw=2)
    body += path("M50 30 C50 24 40 22 37 28 C35 33 40 38 45 37 C49 36 50 33 50 30 Z", fill="#2a1a1a", sw=2)
    body += path("M32 38 L28 45 H36 Z", fill="#2a1a1a", sw=2)
    for x in (24, 29, 35, 40):
        body += path(f"M{x} 49 V57", sw=2)
    body += path("M16 16 C20 10 26 8 30 8", stroke="#ffffff", sw=2, extra=' stroke-opacity="0.8"')
    body += path("M46 12 L42 18 L45 22", stroke="#8a7a5c", sw=1.5)
    return doc(64, 64, body, defs)


def moneybag() -> str:
    defs = rad("sack", [(0, "#e2c08a"), (0.6, "#b98a4e"), (1, "#7a5428")], cx=0.4, cy=0.45, r=0.7)
    body = ""
    body += path(
        "M24 18 C16 26 6 36 6 46 C6 56 16 60 32 60 C48 60 58 56 58 46 C58 36 48 26 40 18 Z",
        fill="url(#sack)",
        sw=3,
    )
    body += path("M22 8 C26 12 38 12 42 8 L44 14 C40 20 24 20 20 14 Z", fill="#b98a4e", sw=3)
    body += path("M21 19 C28 23 36 23 43 19", stroke=RED_D, sw=3.5)
    body += path("M42 20 C48 22 50 28 46 30", stroke=RED_D, sw=2.5)
    body += circle(32, 42, 9, fill=GOLD, sw=2.5)
    body += path(star_pts(32, 42.5, 5, 2.1), fill=GOLD_D, stroke=None)
    body += path("M12 44 C12 38 16 32 20 28", stroke="#f3dcae", sw=2, extra=' stroke-opacity="0.7"')
    return doc(64, 64, body, defs)


def _warrant(signed: bool) -> str:
    sid = "wsig" if signed else "wpl"
    defs = lin(f"{sid}p", [(0, CREAM), (1, PARCH)], 0, 0, 0, 1)
    defs += rad(f"{sid}w", [(0, RED_L), (0.6, RED), (1, RED_D)], cx=0.4, cy=0.35, r=0.7)
    body = path("M10 8 H50 L54 14 V56 H14 L10 50 Z", fill=f"url(#{sid}p)", sw=3)
    for y in (20, 28, 36):
        body += path(f"M18 {y} H46", stroke=WOOD, sw=2.5)
    if signed:  # a signature and a bigger, starred seal
        body += path("M18 46 C22 40 24 50 28 44 C30 41 32 48 36 44", stroke=BLUE_D, sw=2.5)
        body += circle(44, 46, 11, fill=f"url(#{sid}w)", sw=3)
        body += path(star_pts(44, 46.5, 7, 3), fill=GOLD_L, stroke=None)
    else:
        body += circle(44, 46, 8, fill=f"url(#{sid}w)", sw=3)
    return doc(64, 64, body, defs)


def warrant() -> str:
    """A Magistrate's warrant on a character token, face down as everyone sees it: a sealed sheet."""
    return _warrant(False)


def warrant_signed() -> str:
    """The signed warrant: signed in blue ink, with a starred seal (its owner's view, or revealed)."""
    return _warrant(True)


def _threat(flowered: bool) -> str:
    tid = "tfl" if flowered else "tpl"
    defs = lin(f"{tid}p", [(0, CREAM), (1, PARCH)], 0, 0, 0, 1)
    body = rect(8, 14, 48, 36, rx=3, fill=f"url(#{tid}p)", sw=3)
    body += path("M8 16 L32 34 L56 16", stroke=WOOD_D, sw=2.5)
    if flowered:  # a red flower on the letter
        for k in range(5):
            body += g(ellipse(32, 31, 5, 9, fill=RED_L, sw=2), f"rotate({k * 72} 32 40)")
        body += circle(32, 40, 4.5, fill=GOLD_L, sw=2)
    else:
        body += circle(32, 40, 6, fill=GREEN, sw=2.5)
    return doc(64, 64, body, defs)


def threat() -> str:
    """A Blackmailer's threat on a character token, face down as everyone sees it: a sealed letter."""
    return _threat(False)


def threat_flowered() -> str:
    """The flowered threat (its owner's view, or revealed): the letter carries a red flower."""
    return _threat(True)


def spell() -> str:
    """The Witch's mark on a bewitched character: a violet seal with a pale star."""
    defs = rad("spellg", [(0, PURP_L), (0.6, PURP), (1, PURP_D)], cx=0.4, cy=0.35, r=0.75)
    body = circle(32, 32, 28, fill="url(#spellg)", sw=3)
    body += circle(32, 32, 22.5, stroke="#c4a0ec", sw=2.5)
    body += path(star_pts(32, 33, 17, 7.5), fill="#eedeff", sw=2)
    body += sparkle(50, 13, 5, fill="#eedeff", sw=1.5)
    return doc(64, 64, body, defs)


# --- personality badges (128 x 128) --------------------------------------------------------
# The league's characters offered as opponents on the New game screen: a banner hung from a rod, in
# the personality's colour, with a cream emblem (a shape of their own, unlike the district types).
BANNER = "M22 20 H106 V112 L64 94 L22 112 Z"


def badge(bot: str) -> str:
    """A personality's badge: its banner in its colours, with its emblem (`BADGE_ART`)."""
    (light, mid, dark), emblem = BADGE_ART[bot]
    gid = f"b_{bot}"
    defs = rad(gid, [(0, light), (0.6, mid), (1, dark)], cx=0.4, cy=0.3, r=0.85)
    defs += lin("rod", [(0, WOOD_L), (1, WOOD_D)])
    body = path(BANNER, fill=f"url(#{gid})", sw=5)
    body += g(path(BANNER, stroke=CREAM, sw=2.5, extra=' stroke-opacity="0.55"'), scale_about(0.84, 64, 62))
    body += rect(10, 12, 108, 10, rx=5, fill="url(#rod)", sw=4)
    body += circle(10, 17, 6, fill=GOLD, sw=3.5) + circle(118, 17, 6, fill=GOLD, sw=3.5)
    body += emblem()
    return doc(128, 128, body, defs)


def emblem_rusher() -> str:
    """Builds cheap and fast: a lightning bolt."""
    bolt = "M72 30 L44 66 H62 L52 98 L86 56 H66 L78 30 Z"
    return path(bolt, fill=CREAM, sw=4.5)


def emblem_fortress() -> str:
    """A defended city: a crenellated tower with its gate."""
    return tower_emblem(64, 62, 24, CREAM, INK, 4.5)


def emblem_raider() -> str:
    """Strikes at the leader: two crossed axes."""
    em = ""
    for flip in (1, -1):
        axe = outlined_line("M40 96 L84 36", WOOD_L, 5, 3)
        axe += path("M74 28 C92 22 104 36 99 56 L84 48 L77 40 Z", fill=STEEL_L, sw=4)
        em += g(axe, "" if flip == 1 else "translate(128 0) scale(-1 1)")
    return em


def emblem_hoarder() -> str:
    """A big hand of valuable cards: three cards fanned out, a star on the front one."""
    em = ""
    for angle in (-18, 0, 18):
        em += g(rect(50, 34, 28, 40, rx=4, fill=CREAM, sw=4), f"rotate({angle} 64 90)")
    em += path(star_pts(64, 54, 9, 4), fill=GOLD, sw=2.5)
    return em


def emblem_noisy() -> str:
    """Plays on hunches: a die."""
    em = rect(42, 38, 44, 44, rx=9, fill=CREAM, sw=4.5)
    for x, y in ((53, 49), (64, 60), (75, 71), (75, 49), (53, 71)):
        em += circle(x, y, 4, fill=INK, stroke=None)
    return em


def emblem_careful() -> str:
    """Reads the table carefully: an owl's face."""
    em = path("M40 40 L48 52 M88 40 L80 52", stroke=CREAM, sw=5)
    em += path(
        "M38 62 C38 44 52 38 64 46 C76 38 90 44 90 62 C90 80 78 90 64 90 C50 90 38 80 38 62 Z",
        fill=CREAM,
        sw=4.5,
    )
    for x in (52, 76):
        em += circle(x, 60, 9, fill=GOLD_L, sw=3.5) + circle(x, 60, 4, fill=INK, stroke=None)
    em += path("M60 70 L68 70 L64 78 Z", fill=GOLD, sw=2.5)
    return em


#: The badge art of each personality (one per record of `citadels.ai.league.personalities`, by its
#: `bot`; `tests/test_personality_table.py` checks it): the (light, mid, dark) of its banner and its
#: emblem, drawn in cream (a shape of its own, unlike the district types).
BADGE_ART: dict[str, tuple[tuple[str, str, str], Callable[[], str]]] = {
    "rusher": ((GREEN_L, GREEN, GREEN_D), emblem_rusher),
    "fortress": (("#a7b3c2", "#6f7f94", "#3e4a5c"), emblem_fortress),
    "raider": ((RED_L, RED, RED_D), emblem_raider),
    "hoarder": ((PURP_L, PURP, PURP_D), emblem_hoarder),
    "noisy": (("#f0a860", "#d2752a", "#8a4412"), emblem_noisy),
    "careful": ((BLUE_L, BLUE, BLUE_D), emblem_careful),
}


# --- card backs, frame and table -----------------------------------------------------------
CW, CH = 240, 360


def corner_flourishes(color: str, inset: float) -> str:
    out = ""
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        cx = inset if sx > 0 else CW - inset
        cy = inset if sy > 0 else CH - inset
        d = (
            f"M{cx} {cy + sy * 26} Q{cx} {cy} {cx + sx * 26} {cy} "
            f"M{cx + sx * 8} {cy + sy * 30} Q{cx + sx * 8} {cy + sy * 8} {cx + sx * 30} {cy + sy * 8}"
        )
        out += path(d, stroke=color, sw=2.5)
        out += circle(cx + sx * 16, cy + sy * 16, 4, fill=color, stroke=None)
    return out


def clip_poly(
    pts: list[tuple[float, float]], x0: float, y0: float, x1: float, y1: float
) -> list[tuple[float, float]]:
    """Sutherland-Hodgman clipping of a polygon to an axis-aligned box (nanosvg has no clipPath)."""
    edges = (
        (lambda p: p[0] >= x0, lambda a, b: (x0, a[1] + (b[1] - a[1]) * (x0 - a[0]) / (b[0] - a[0]))),
        (lambda p: p[0] <= x1, lambda a, b: (x1, a[1] + (b[1] - a[1]) * (x1 - a[0]) / (b[0] - a[0]))),
        (lambda p: p[1] >= y0, lambda a, b: (a[0] + (b[0] - a[0]) * (y0 - a[1]) / (b[1] - a[1]), y0)),
        (lambda p: p[1] <= y1, lambda a, b: (a[0] + (b[0] - a[0]) * (y1 - a[1]) / (b[1] - a[1]), y1)),
    )
    for inside, cut in edges:
        src, pts = pts, []
        for i, cur in enumerate(src):
            prev = src[i - 1]
            if inside(cur):
                if not inside(prev):
                    pts.append(cut(prev, cur))
                pts.append(cur)
            elif inside(prev):
                pts.append(cut(prev, cur))
        if not pts:
            break
    return pts


def poly_d(pts: list[tuple[float, float]], close: bool = True) -> str:
    if not pts:
        return ""
    return "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + (" Z " if close else " ")


def lattice(color: str, opacity: float, step: int = 24, inset: float = 14) -> str:
    """Diagonal lattice lines clipped to the card's inner box."""
    d = ""
    for k in range(-CH, CW + CH, step):
        for a, b in (((k, 0), (k + CH, CH)), ((k + CH, 0), (k, CH))):
            # a degenerate (thin) polygon clips a segment
            seg = clip_poly(
                [a, b, (b[0] + 0.001, b[1]), (a[0] + 0.001, a[1])], inset, inset, CW - inset, CH - inset
            )
            if len(seg) >= 2:
                d += poly_d(seg[:2], close=False)
    return path(d, stroke=color, sw=1.2, extra=f' stroke-opacity="{opacity}"')


def card_back() -> str:
    defs = rad("cb", [(0, "#8c2a20"), (0.7, "#5e1712"), (1, "#3a0d0a")], cx=0.5, cy=0.45, r=0.7)
    defs += lin("gb", [(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)])
    defs += rad("med", [(0, "#7a221b"), (1, "#3e0f0b")], cx=0.5, cy=0.4, r=0.6)
    body = rect(2, 2, CW - 4, CH - 4, rx=16, fill="url(#cb)", sw=4)
    # diamond lattice inside the frame
    body += lattice(GOLD, 0.12)
    body += rect(12, 12, CW - 24, CH - 24, rx=10, stroke="url(#gb)", sw=3)
    body += rect(20, 20, CW - 40, CH - 40, rx=6, stroke=GOLD, sw=1.5, extra=' stroke-opacity="0.8"')
    body += corner_flourishes(GOLD, 26)
    # medallion with a citadel skyline
    cx, cy = CW / 2, CH / 2
    body += circle(cx, cy, 70, fill="url(#med)", stroke="url(#gb)", sw=5)
    body += circle(cx, cy, 61, stroke=GOLD, sw=1.5, extra=' stroke-opacity="0.8"')
    for i in range(16):
        a = math.radians(i * 22.5)
        body += circle(cx + 66 * math.cos(a), cy + 66 * math.sin(a), 1.8, fill=GOLD_L, stroke=None)
    city = (
        # left tower
        f"M{cx - 46} {cy + 34} V{cy - 6} H{cx - 48} V{cy - 16} H{cx - 42} V{cy - 10} H{cx - 38} V{cy - 16} "
        f"H{cx - 32} V{cy - 10} H{cx - 28} V{cy - 16} H{cx - 22} V{cy - 6} H{cx - 24} V{cy + 4} "
        # central keep
        f"H{cx - 16} V{cy - 28} H{cx - 18} V{cy - 38} H{cx - 12} V{cy - 32} H{cx - 6} V{cy - 38} "
        f"H{cx + 6} V{cy - 32} H{cx + 12} V{cy - 38} H{cx + 18} V{cy - 28} H{cx + 16} V{cy + 4} "
        # right tower
        f"H{cx + 24} V{cy - 6} H{cx + 22} V{cy - 16} H{cx + 28} V{cy - 10} H{cx + 32} V{cy - 16} "
        f"H{cx + 38} V{cy - 10} H{cx + 42} V{cy - 16} H{cx + 48} V{cy - 6} H{cx + 46} V{cy + 34} Z "
        # gate
        f"M{cx - 8} {cy + 34} V{cy + 18} A8 8 0 0 1 {cx + 8} {cy + 18} V{cy + 34} Z"
    )
    body += path(city, fill="url(#gb)", sw=2.5, stroke=INK, extra=' fill-rule="evenodd"')
    for x in (cx - 35, cx + 35):
        body += path(
            f"M{x - 2.5} {cy + 8} V{cy + 2} A2.5 2.5 0 0 1 {x + 2.5} {cy + 2} V{cy + 8} Z",
            fill=INK,
            stroke=None,
        )
    body += path(
        f"M{cx - 3} {cy - 10} V{cy - 18} A3 3 0 0 1 {cx + 3} {cy - 18} V{cy - 10} Z", fill=INK, stroke=None
    )
    # pennant
    body += path(f"M{cx} {cy - 38} V{cy - 56}", sw=2.5)
    body += path(f"M{cx} {cy - 56} L{cx + 18} {cy - 51} L{cx} {cy - 46} Z", fill=RED_L, sw=2)
    body += path(f"M{cx - 52} {cy + 34} H{cx + 52}", stroke=GOLD, sw=3)
    body += rect(2, 2, CW - 4, CH - 4, rx=16, sw=4)
    return doc(CW, CH, body, defs)


def character_back() -> str:
    defs = rad("chb", [(0, "#2f4a78"), (0.7, "#1c2d4d"), (1, "#0f1a30")], cx=0.5, cy=0.45, r=0.7)
    defs += lin("gb", [(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)])
    body = rect(2, 2, CW - 4, CH - 4, rx=16, fill="url(#chb)", sw=4)
    cx, cy = CW / 2, CH / 2
    # faint rays
    d = ""
    for i in range(32):
        a0, a1 = math.radians(i * 11.25 - 2), math.radians(i * 11.25 + 2)
        if i % 2 == 0:
            ray = [
                (cx, cy),
                (cx + 260 * math.cos(a0), cy + 260 * math.sin(a0)),
                (cx + 260 * math.cos(a1), cy + 260 * math.sin(a1)),
            ]
            d += poly_d(clip_poly(ray, 14, 14, CW - 14, CH - 14))
    body += path(d, fill=GOLD, stroke=None, extra=' fill-opacity="0.07"')
    body += rect(12, 12, CW - 24, CH - 24, rx=10, stroke="url(#gb)", sw=3)
    body += rect(20, 20, CW - 40, CH - 40, rx=6, stroke=GOLD, sw=1.5, extra=' stroke-opacity="0.8"')
    body += corner_flourishes(GOLD, 26)
    # eight-pointed star for the eight characters
    body += circle(cx, cy, 74, fill="#16233d", stroke="url(#gb)", sw=4)
    body += path(star_pts(cx, cy, 68, 28, n=8, rot=-90), fill="url(#gb)", sw=2.5)
    body += path(star_pts(cx, cy, 50, 22, n=8, rot=-67.5), fill=GOLD_D, sw=2)
    body += circle(cx, cy, 22, fill="#1c2d4d", stroke=INK, sw=2.5)
    body += circle(cx, cy, 18, stroke=GOLD, sw=1.5)
    for i in range(8):
        a = math.radians(-90 + i * 45)
        body += circle(cx + 88 * math.cos(a), cy + 88 * math.sin(a), 3.5, fill=GOLD_L, stroke=INK, sw=1.5)
    # a crown and mask at the centre: the hidden role
    body += path(crown_path(cx - 12, cy - 12, 24, 18), fill=GOLD_L, sw=2)
    body += path(
        f"M{cx - 13} {cy + 10} C{cx - 8} {cy + 4} {cx - 3} {cy + 5} {cx} {cy + 8} "
        f"C{cx + 3} {cy + 5} {cx + 8} {cy + 4} {cx + 13} {cy + 10} C{cx + 10} {cy + 16} {cx + 4} {cy + 15} {cx} {cy + 13} "
        f"C{cx - 4} {cy + 15} {cx - 10} {cy + 16} {cx - 13} {cy + 10} Z",
        fill=CREAM,
        sw=1.5,
    )
    body += rect(2, 2, CW - 4, CH - 4, rx=16, sw=4)
    return doc(CW, CH, body, defs)


def card_frame() -> str:
    defs = lin("fr", [(0, GOLD_L), (0.3, GOLD), (0.6, GOLD_D), (1, GOLD)], 0, 0, 1, 1)
    outer = f"M18 2 H{CW - 18} Q{CW - 2} 2 {CW - 2} 18 V{CH - 18} Q{CW - 2} {CH - 2} {CW - 18} {CH - 2} H18 Q2 {CH - 2} 2 {CH - 18} V18 Q2 2 18 2 Z"
    inner = f"M22 14 H{CW - 22} Q{CW - 14} 14 {CW - 14} 22 V{CH - 22} Q{CW - 14} {CH - 14} {CW - 22} {CH - 14} H22 Q14 {CH - 14} 14 {CH - 22} V22 Q14 14 22 14 Z"
    body = path(outer + " " + inner, fill="url(#fr)", sw=3, extra=' fill-rule="evenodd"')
    body += rect(8, 8, CW - 16, CH - 16, rx=12, stroke=GOLD_D, sw=1.2, extra=' stroke-opacity="0.9"')
    # corner medallions
    for x, y in ((14, 14), (CW - 14, 14), (14, CH - 14), (CW - 14, CH - 14)):
        body += path(f"M{x} {y - 12} L{x + 12} {y} L{x} {y + 12} L{x - 12} {y} Z", fill="url(#fr)", sw=2.5)
        body += circle(x, y, 4, fill=RED, sw=2)
    # side studs
    for x, y in ((CW / 2, 8), (CW / 2, CH - 8), (8, CH / 2), (CW - 8, CH / 2)):
        body += circle(x, y, 5, fill=GOLD_L, sw=2)
    return doc(CW, CH, body, defs)


def table() -> str:
    """Wooden planks, 512 x 512, that tile in both directions."""
    rnd = random.Random(1234)
    W = H = 512
    plank_h = 128
    tones = ["#5c3b22", "#553620", "#603e24", "#583921"]
    defs = ""
    body = ""
    for i in range(4):
        y0 = i * plank_h
        gid = f"pl{i}"
        base = tones[i]
        defs += lin(
            gid, [(0, base), (0.5, base), (1, "#4a2f1a")], user=True, x1=0, y1=y0, x2=0, y2=y0 + plank_h
        )
        body += f'<rect x="0" y="{y0}" width="{W}" height="{plank_h}" fill="url(#{gid})"/>\n'
        # grain: waves whose period divides the width so the tile wraps horizontally
        for k in range(11):
            yy = y0 + 8 + k * 11 + rnd.uniform(-3, 3)
            amp = rnd.uniform(1.5, 4.5)
            per = rnd.choice([1, 2, 4])
            ph = rnd.uniform(0, 2 * math.pi)
            pts = []
            for s in range(0, 65):
                x = s * W / 64
                y = (
                    yy
                    + amp * math.sin(2 * math.pi * per * x / W + ph)
                    + 1.2 * math.sin(2 * math.pi * 3 * x / W + ph * 2)
                )
                pts.append(f"{x:.1f} {y:.1f}")
            col = "#2e1b0e" if k % 3 else "#7a5232"
            op = rnd.uniform(0.12, 0.25)
            body += f'<path d="M{" L".join(pts)}" fill="none" stroke="{col}" stroke-width="{rnd.uniform(0.8, 2.0):.1f}" stroke-opacity="{op:.2f}"/>\n'
        # a knot, away from the edges
        jx = 128 + (i % 2) * 256
        kx, ky = rnd.uniform(60, 450), y0 + rnd.uniform(45, 83)
        while abs(kx - jx) < 60:
            kx = rnd.uniform(60, 450)
        for j, r in enumerate((14, 10, 6, 3)):
            body += (
                f'<ellipse cx="{kx:.1f}" cy="{ky:.1f}" rx="{r * 2.2:.1f}" ry="{r * 0.7:.1f}" fill="none" '
                f'stroke="#2e1b0e" stroke-width="1.3" stroke-opacity="{0.12 + j * 0.06:.2f}"/>\n'
            )
        # butt joint and nails, offset on alternating planks
        body += f'<path d="M{jx} {y0} V{y0 + plank_h}" stroke="#24150a" stroke-width="2" stroke-opacity="0.55"/>\n'
        for nx in (jx - 10, jx + 10):
            for ny in (y0 + 22, y0 + plank_h - 22):
                body += f'<circle cx="{nx}" cy="{ny}" r="2.6" fill="#2a1b10" fill-opacity="0.7"/>\n'
        # seam: dark line plus a light lip below
        body += f'<rect x="0" y="{y0}" width="{W}" height="2" fill="#1e1208" fill-opacity="0.8"/>\n'
        body += f'<rect x="0" y="{y0 + 2}" width="{W}" height="1.5" fill="#8a6240" fill-opacity="0.35"/>\n'
    return doc(W, H, body, defs)


# --- application icon -----------------------------------------------------------------------
def icon() -> str:
    defs = rad("sky", [(0, "#3d5a96"), (0.7, "#22335c"), (1, "#141e38")], cx=0.5, cy=0.35, r=0.8)
    defs += lin("stone", [(0, "#f1e3c2"), (0.55, "#d9c49a"), (1, "#a88d62")], 0, 0, 1, 0)
    defs += lin("ic", [(0, GOLD_L), (0.55, GOLD), (1, GOLD_D)])
    body = rect(6, 6, 244, 244, rx=48, fill="url(#sky)", sw=8)
    # hill
    body += path(
        "M6 200 C60 180 196 180 250 200 V202 A48 48 0 0 1 202 250 H54 A48 48 0 0 1 6 202 Z",
        fill="#3c5a2a",
        stroke=None,
    )
    # tower
    tower = "M78 232 L86 118 H72 V84 H92 V100 H112 V84 H144 V100 H164 V84 H184 V118 H170 L178 232 Z"
    body += path(tower, fill="url(#stone)", sw=8)
    body += path("M84 118 H172", sw=6)
    # stones
    for y, xs in ((142, (100, 140)), (166, (112, 146)), (190, (96, 148))):
        for x in xs:
            body += path(f"M{x} {y} H{x + 20}", stroke="#a88d62", sw=4)
    # gate and window
    body += path("M110 232 V200 A18 18 0 0 1 146 200 V232 Z", fill="#2b1d14", stroke=INK, sw=6)
    body += path("M120 158 V146 A8 8 0 0 1 136 146 V158 Z", fill="#ffd35a", stroke=INK, sw=5)
    # crown floating above
    body += path(crown_path(82, 16, 92, 60), fill="url(#ic)", sw=7)
    body += path(f"M{82 + 0.06 * 92} {16 + 0.72 * 60} H{82 + 0.94 * 92}", sw=5)
    for u, v, r in ((0, 0.12, 7), (0.5, 0, 8), (1, 0.12, 7)):
        body += circle(82 + u * 92, 16 + v * 60, r, fill=GOLD_L, sw=5)
    body += circle(128, 67, 5, fill=RED, sw=3.5)
    body += rect(6, 6, 244, 244, rx=48, sw=8)
    return doc(256, 256, body, defs)


# --- district pictures (240 x 200) ---------------------------------------------------------
# A small skyline per district, built from a handful of parts (houses, towers, walls, stalls...) placed
# in fractions of the picture. The game stretches the picture to the window of each card.
DW, DH = 240, 200
PX = 1.6  # about one pixel of a card in the hand
RGB = tuple[int, int, int]

#: The frame colour of each district type (as citadels/app/theme.py TYPE_COLOURS; a test checks it).
TYPE_COLOURS: dict[str, RGB] = {
    "noble": (206, 162, 36),
    "religious": (48, 96, 176),
    "trade": (44, 130, 70),
    "military": (176, 42, 42),
    "unique": (118, 58, 148),
}
T_CREAM: RGB = (246, 234, 206)
T_CREAM_DIM: RGB = (198, 182, 150)
T_GOLD: RGB = (214, 170, 66)

#: Each district's type (as citadels/engine/cards.py KINDS; a test checks it).
DISTRICT_TYPES: dict[str, str] = {
    "manor": "noble", "castle": "noble", "palace": "noble",
    "temple": "religious", "church": "religious", "monastery": "religious", "cathedral": "religious",
    "tavern": "trade", "market": "trade", "trading_post": "trade", "docks": "trade", "harbor": "trade",
    "town_hall": "trade",
    "watchtower": "military", "prison": "military", "battlefield": "military", "fortress": "military",
    "haunted_city": "unique", "keep": "unique", "laboratory": "unique", "smithy": "unique",
    "observatory": "unique", "graveyard": "unique", "dragon_gate": "unique", "university": "unique",
    "library": "unique", "great_wall": "unique", "school_of_magic": "unique", "imperial_treasury": "unique",
    "map_room": "unique",
    # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4)
    "basilica": "unique", "capitol": "unique", "ivory_tower": "unique", "monument": "unique",
    "secret_vault": "unique", "statue": "unique", "wishing_well": "unique", "gold_mine": "unique",
    "park": "unique", "poor_house": "unique", "stables": "unique", "quarry": "unique",
    # d16b: the 2016 box's districts with payments (RULES.md §9.4)
    "factory": "unique", "thieves_den": "unique", "framework": "unique", "necropolis": "unique", "armory": "unique",
    "museum": "unique",
    # t16: the Theater (RULES.md §9.4)
    "theater": "unique",
}  # fmt: skip

# (part, x, width, height, *options) in fractions of the picture; x is the left edge.
Part = tuple
DISTRICT_PARTS: dict[str, tuple[Part, ...]] = {
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
    # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4): one large sign each, readable small
    "basilica": (("house", 0.12, 0.76, 0.46, "gable"), ("rose", 0.5, 0.32), ("tower", 0.78, 0.14, 0.7, "spire")),
    "capitol": (("house", 0.06, 0.88, 0.36, "flat"), ("dome", 0.34, 0.32, 0.66), ("columns", 0.14, 0.72, 0.3),
                ("flag", 0.5, 0.9)),
    "ivory_tower": (("ivory", 0.34, 0.32, 0.9), ("tree", 0.08, 0.14, 0.3), ("tree", 0.8, 0.14, 0.34)),
    "monument": (("obelisk", 0.38, 0.24, 0.9), ("wall", 0.2, 0.6, 0.1)),
    "secret_vault": (("night",), ("vault", 0.2, 0.6, 0.6), ("coins", 0.5)),
    "statue": (("statue", 0.34, 0.32, 0.86), ("tree", 0.06, 0.16, 0.36), ("tree", 0.78, 0.16, 0.4)),
    "wishing_well": (("well", 0.26, 0.48, 0.56), ("coins", 0.86)),
    "gold_mine": (("mine", 0.1, 0.8, 0.62), ("coins", 0.78)),
    "park": (("tree", 0.04, 0.26, 0.62), ("tree", 0.38, 0.24, 0.72), ("tree", 0.7, 0.26, 0.58), ("fence", 0.0, 1.0)),
    "poor_house": (("house", 0.14, 0.56, 0.4, "crooked"), ("chimney", 0.56, 0.06, 0.56), ("bowl", 0.82)),
    "stables": (("house", 0.08, 0.58, 0.38, "gable"), ("horseshoe", 0.82, 0.5), ("fence", 0.0, 1.0)),
    "quarry": (("rocks", 0.04, 0.92, 0.62), ("pick", 0.7, 0.4)),
    # d16b: the 2016 box's districts with payments (RULES.md §9.4): big shapes, readable as small tiles
    "factory": (("house", 0.08, 0.84, 0.4, "flat"), ("chimney", 0.18, 0.1, 0.8), ("chimney", 0.42, 0.1, 0.7),
                ("chimney", 0.66, 0.1, 0.6), ("anvil", 0.74, 0.12)),
    "thieves_den": (("night",), ("house", 0.14, 0.56, 0.42, "crooked"), ("barrel", 0.72, 0.12), ("coins", 0.8)),
    "framework": (("scaffold", 0.34, 0.58, 0.66), ("crane", 0.08, 0.8)),
    "necropolis": (("night",), ("tombs",), ("temple", 0.58, 0.38, 0.5)),
    "armory": (("house", 0.1, 0.56, 0.36, "flat"), ("tower", 0.62, 0.2, 0.62, "battlement"), ("barrel", 0.7, 0.14),
               ("spears", 0.2, 0.5), ("flag", 0.72, 0.62)),
    "museum": (("temple", 0.1, 0.8, 0.5), ("dome", 0.38, 0.24, 0.7), ("rose", 0.5, 0.34)),
    # t16: the Theater (RULES.md §9.4): a columned house of plays between two trees
    "theater": (("house", 0.1, 0.8, 0.44, "gable"), ("columns", 0.16, 0.68, 0.34), ("masks", 0.5, 0.6)),
}  # fmt: skip

#: Sky colours (top, bottom) by type, and of the night districts.
SKIES: dict[str, tuple[RGB, RGB]] = {
    "noble": ((244, 204, 130), (255, 236, 196)),
    "religious": ((150, 186, 228), (232, 236, 240)),
    "trade": ((170, 214, 186), (246, 238, 206)),
    "military": ((222, 144, 112), (250, 214, 170)),
    "unique": ((178, 150, 212), (238, 212, 226)),
}
NIGHT: tuple[RGB, RGB] = ((34, 30, 70), (96, 78, 130))
WINDOW: RGB = (255, 214, 120)


def _lighten(c: RGB, amount: float) -> RGB:
    return (
        int(c[0] + (255 - c[0]) * amount),
        int(c[1] + (255 - c[1]) * amount),
        int(c[2] + (255 - c[2]) * amount),
    )


def _darken(c: RGB, amount: float) -> RGB:
    return (int(c[0] * (1 - amount)), int(c[1] * (1 - amount)), int(c[2] * (1 - amount)))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _n(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _hex(c: RGB) -> str:
    return f"#{c[0]:02x}{c[1]:02x}{c[2]:02x}"


class Canvas:
    """Flat shapes in one colour each, written as SVG: a filled shape, or its outline ``width`` wide."""

    def __init__(self) -> None:
        self.body = ""

    def _paint(self, colour: RGB, width: float) -> str:
        if width:
            return f'fill="none" stroke="{_hex(colour)}" stroke-width="{_n(width)}"'
        return f'fill="{_hex(colour)}"'

    def rect(self, colour: RGB, box: tuple[float, float, float, float], width: float = 0) -> None:
        x, y, w, h = box
        self.body += (
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" {self._paint(colour, width)}/>\n'
        )

    def circle(self, colour: RGB, centre: tuple[float, float], r: float, width: float = 0) -> None:
        self.body += (
            f'<circle cx="{_n(centre[0])}" cy="{_n(centre[1])}" r="{_n(r)}" {self._paint(colour, width)}/>\n'
        )

    def ellipse(self, colour: RGB, box: tuple[float, float, float, float]) -> None:
        x, y, w, h = box
        self.body += (
            f'<ellipse cx="{_n(x + w / 2)}" cy="{_n(y + h / 2)}" rx="{_n(w / 2)}" ry="{_n(h / 2)}" '
            f"{self._paint(colour, 0)}/>\n"
        )

    def polygon(self, colour: RGB, points: list[tuple[float, float]]) -> None:
        d = "M" + " L".join(f"{_n(x)} {_n(y)}" for x, y in points) + " Z"
        self.body += f'<path d="{d}" {self._paint(colour, 0)}/>\n'

    def line(self, colour: RGB, a: tuple[float, float], b: tuple[float, float], width: float) -> None:
        self.body += (
            f'<path d="M{_n(a[0])} {_n(a[1])} L{_n(b[0])} {_n(b[1])}" fill="none" stroke="{_hex(colour)}" '
            f'stroke-width="{_n(width)}"/>\n'
        )


class Scene:
    """What the parts of one district's picture are drawn with: the canvas, its size, where the ground
    is, a line width, and the district's colours (``body`` for buildings, ``base`` its type colour)."""

    def __init__(self, s: Canvas, ground: float, body: RGB, light: RGB, base: RGB) -> None:
        self.s, self.ground, self.body, self.light, self.base = s, ground, body, light, base
        self.W, self.H, self.f, self.lw = DW, DH, PX, PX

    def windows(self, x: float, y: float, bw: float, bh: float, rows: int = 1) -> None:
        ww = max(bw * 0.14, self.f * 1.5)
        for r in range(rows):
            for cx in (x + bw * 0.28, x + bw * 0.72 - ww):
                self.s.rect(WINDOW, (cx, y + bh * (0.3 + 0.3 * r), ww, max(bh * 0.14, self.f * 2)))


def _water(c: Scene, part: Part) -> None:
    s, W, H, ground = c.s, c.W, c.H, c.ground
    s.rect((70, 110, 150), (0, ground - H * 0.04, W, H))
    for i in range(5):
        y = ground + H * 0.02 * i
        s.line((150, 190, 215), (W * (0.1 + 0.17 * i), y), (W * (0.2 + 0.17 * i), y), c.lw)


def _house(c: Scene, part: Part) -> None:
    s, W, H, ground, body, lw = c.s, c.W, c.H, c.ground, c.body, c.lw
    _, x, bw, bh, roof = part
    X, BW, BH = W * x, W * bw, H * bh
    top = ground - BH
    if roof == "crooked":
        s.polygon(body, [(X, ground), (X + BW * 0.06, top), (X + BW, top + BH * 0.08), (X + BW, ground)])
        s.polygon(
            _darken(body, 0.3),
            [(X - BW * 0.08, top + 2), (X + BW * 0.4, top - BH * 0.45), (X + BW * 1.08, top + BH * 0.1)],
        )
        s.rect((180, 230, 180), (X + BW * 0.35, top + BH * 0.3, BW * 0.2, BH * 0.16))
        return
    s.rect(body, (X, top, BW, BH))
    s.line(c.light, (X, top), (X, ground), lw)
    if roof == "gable":
        s.polygon(
            _darken(body, 0.3), [(X - BW * 0.06, top), (X + BW / 2, top - BH * 0.5), (X + BW * 1.06, top)]
        )
    elif roof in ("flat", "flat-bars"):
        for i in range(6):  # a cornice of merlons
            s.rect(body, (X + BW * i / 6, top - BH * 0.08, BW / 12, BH * 0.08))
    if roof == "flat-bars":
        for i in range(3):
            wx = X + BW * (0.15 + 0.28 * i)
            s.rect((40, 30, 26), (wx, top + BH * 0.3, BW * 0.16, BH * 0.24))
            for b in range(3):
                bx = wx + BW * 0.04 * (b + 0.5)
                s.line(T_CREAM_DIM, (bx, top + BH * 0.3), (bx, top + BH * 0.54), lw)
    else:
        c.windows(X, top, BW, BH, rows=2 if BH > H * 0.35 else 1)
        s.rect((44, 30, 22), (X + BW * 0.44, ground - BH * 0.3, BW * 0.12, BH * 0.3))


def _tower(c: Scene, part: Part) -> None:
    s, W, H, ground, body, f = c.s, c.W, c.H, c.ground, c.body, c.f
    _, x, bw, bh, top_kind = part
    X, BW, BH = W * x, W * bw, H * bh
    top = ground - BH
    s.rect(body, (X, top, BW, BH))
    s.line(c.light, (X, top), (X, ground), c.lw)
    win_w = max(BW * 0.24, f * 1.5)
    s.rect(WINDOW, (X + BW / 2 - win_w / 2, top + BH * 0.2, win_w, max(BH * 0.1, f * 2)))
    if top_kind == "battlement":
        for i in range(3):
            s.rect(body, (X + BW * (i * 0.4) - BW * 0.05, top - BH * 0.07, BW * 0.26, BH * 0.08))
    elif top_kind in ("cone", "spire"):
        tall = 0.45 if top_kind == "cone" else 0.8
        s.polygon(
            _darken(body, 0.3),
            [(X - BW * 0.12, top), (X + BW / 2, top - BW * (1 + tall)), (X + BW * 1.12, top)],
        )
    elif top_kind == "dome":
        s.ellipse(_darken(body, 0.25), (X - BW * 0.05, top - BW * 0.55, BW * 1.1, BW * 1.1))
    elif top_kind == "light":
        s.circle((255, 230, 140), (X + BW / 2, top - BW * 0.3), BW * 0.55)
        s.rect(body, (X - BW * 0.1, top - BW * 0.05, BW * 1.2, BW * 0.2))


def _wall(c: Scene, part: Part) -> None:
    s, W, H, ground, body = c.s, c.W, c.H, c.ground, c.body
    _, x, bw, bh = part
    X, BW, BH = W * x, W * bw, H * bh
    s.rect(body, (X, ground - BH, BW, BH))
    n = max(3, int(bw * 12))
    for i in range(n):
        s.rect(body, (X + BW * i / n, ground - BH - H * 0.04, BW / n * 0.55, H * 0.05))
    for i in range(1, 3):  # masonry lines
        y = ground - BH * i / 3
        s.line(_darken(body, 0.25), (X, y), (X + BW, y), c.lw)


def _dome(c: Scene, part: Part) -> None:
    s, W, H, ground, body, f = c.s, c.W, c.H, c.ground, c.body, c.f
    _, x, bw, bh = part
    X, BW = W * x, W * bw
    top = ground - H * bh
    s.rect(body, (X, top + BW * 0.3, BW, ground - top - BW * 0.3))
    s.ellipse(_darken(body, 0.2), (X, top - BW * 0.2, BW, BW))
    s.line(c.light, (X + BW / 2, top - BW * 0.2), (X + BW / 2, top - BW * 0.42), f * 1.5)
    c.windows(X, top + BW * 0.3, BW, ground - top - BW * 0.3)


def _temple(c: Scene, part: Part) -> None:
    s, W, H, ground, body = c.s, c.W, c.H, c.ground, c.body
    _, x, bw, bh = part
    X, BW, BH = W * x, W * bw, H * bh
    top = ground - BH
    s.polygon(
        _darken(body, 0.25), [(X - BW * 0.05, top), (X + BW / 2, top - BH * 0.35), (X + BW * 1.05, top)]
    )
    s.rect(body, (X - BW * 0.05, top, BW * 1.1, BH * 0.12))
    for i in range(5):
        cx = X + BW * (0.05 + 0.215 * i)
        s.rect(body, (cx, top + BH * 0.12, BW * 0.08, BH * 0.8))
    s.rect(body, (X - BW * 0.08, ground - BH * 0.08, BW * 1.16, BH * 0.08))


def _columns(c: Scene, part: Part) -> None:
    _, x, bw, bh = part
    for i in range(6):
        cx = c.W * (x + bw * i / 5.4)
        c.s.rect(c.light, (cx, c.ground - c.H * bh, c.W * 0.025, c.H * bh))


def _chimney(c: Scene, part: Part) -> None:
    s, W, H, ground = c.s, c.W, c.H, c.ground
    _, x, bw, bh = part
    s.rect(_darken(c.body, 0.2), (W * x, ground - H * bh, W * bw, H * bh * 0.3))
    for i in range(3):  # smoke
        s.circle(
            (210, 206, 200),
            (W * (x + bw / 2 + 0.03 * i), ground - H * (bh + 0.06 + 0.07 * i)),
            W * (0.025 + 0.012 * i),
        )


def _tree(c: Scene, part: Part) -> None:
    _, x, bw, bh = part
    X, BW, BH = c.W * x, c.W * bw, c.H * bh
    c.s.rect((70, 50, 34), (X + BW * 0.42, c.ground - BH * 0.4, BW * 0.16, BH * 0.4))
    c.s.ellipse(_mix((50, 90, 50), c.body, 0.3), (X, c.ground - BH, BW, BH * 0.7))


def _flag(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, top = W * x, c.ground - H * bh - H * 0.16
    c.s.line(c.body, (X, top), (X, top + H * 0.16), c.f * 1.2)
    c.s.polygon(_lighten(c.base, 0.15), [(X, top), (X + W * 0.1, top + H * 0.035), (X, top + H * 0.07)])


def _cross(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, top = W * x, c.ground - H * bh - H * 0.12
    c.s.line(c.body, (X, top), (X, top + H * 0.1), c.f * 1.2)
    c.s.line(c.body, (X - W * 0.025, top + H * 0.03), (X + W * 0.025, top + H * 0.03), c.f * 1.2)


def _rose(c: Scene, part: Part) -> None:
    _, x, bh = part
    centre = (c.W * x, c.ground - c.H * bh)
    c.s.circle(WINDOW, centre, c.W * 0.06)
    c.s.circle(c.body, centre, c.W * 0.06, c.f)


def _sign(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, Y = W * x, c.ground - H * bh
    c.s.line(c.body, (X - W * 0.02, Y), (X + W * 0.1, Y), c.f * 1.2)
    c.s.rect((190, 140, 60), (X + W * 0.02, Y + H * 0.02, W * 0.08, H * 0.08))


def _barrel(c: Scene, part: Part) -> None:
    _, x, bw = part
    X, BW = c.W * x, c.W * bw
    c.s.ellipse((120, 80, 44), (X, c.ground - BW * 1.2, BW, BW * 1.2))
    c.s.line((70, 46, 26), (X, c.ground - BW * 0.6), (X + BW, c.ground - BW * 0.6), c.lw)


def _stall(c: Scene, part: Part) -> None:
    s, W, H, ground, body = c.s, c.W, c.H, c.ground, c.body
    _, x, bw, colour = part
    X, BW = W * x, W * bw
    top = ground - H * 0.42
    s.rect(body, (X + BW * 0.05, top + H * 0.1, BW * 0.06, H * 0.32))
    s.rect(body, (X + BW * 0.89, top + H * 0.1, BW * 0.06, H * 0.32))
    s.rect(_darken(body, 0.1), (X, ground - H * 0.16, BW, H * 0.16))
    stripes = 4
    for i in range(stripes):  # the awning
        col = colour if i % 2 == 0 else (240, 230, 210)
        s.polygon(col, [(X + BW * i / stripes, top + H * 0.12), (X + BW * (i + 1) / stripes, top + H * 0.12),
                        (X + BW * (i + 1) / stripes - BW * 0.04, top), (X + BW * i / stripes + BW * 0.04, top)])  # fmt: skip
    for i in range(3):  # fruit on the counter
        s.circle(
            (220, 120, 60) if i % 2 else (120, 170, 60),
            (X + BW * (0.25 + 0.25 * i), ground - H * 0.18),
            W * 0.025,
        )


def _crane(c: Scene, part: Part) -> None:
    s, W, H, ground, body, f = c.s, c.W, c.H, c.ground, c.body, c.f
    _, x, bh = part
    X, top = W * x, ground - H * bh
    s.line(body, (X, ground), (X, top), f * 2)
    s.line(body, (X - W * 0.05, top + H * 0.04), (X + W * 0.22, top), f * 1.5)
    s.line(body, (X + W * 0.2, top), (X + W * 0.2, top + H * 0.25), c.lw)
    s.rect((130, 90, 50), (X + W * 0.16, top + H * 0.25, W * 0.08, H * 0.07))


def _ship(c: Scene, part: Part) -> None:
    s, H, ground = c.s, c.H, c.ground
    _, x, bw = part
    X, BW = c.W * x, c.W * bw
    s.polygon((90, 56, 32), [(X, ground - H * 0.1), (X + BW, ground - H * 0.1), (X + BW * 0.85, ground + H * 0.02),
                             (X + BW * 0.12, ground + H * 0.02)])  # fmt: skip
    s.line((70, 44, 26), (X + BW * 0.5, ground - H * 0.1), (X + BW * 0.5, ground - H * 0.7), c.f * 1.5)
    s.polygon(
        (245, 236, 214),
        [
            (X + BW * 0.52, ground - H * 0.66),
            (X + BW * 0.9, ground - H * 0.2),
            (X + BW * 0.52, ground - H * 0.2),
        ],
    )
    s.polygon(
        (232, 220, 196),
        [
            (X + BW * 0.48, ground - H * 0.6),
            (X + BW * 0.16, ground - H * 0.22),
            (X + BW * 0.48, ground - H * 0.22),
        ],
    )
    s.polygon(
        _lighten(c.base, 0.1),
        [
            (X + BW * 0.5, ground - H * 0.7),
            (X + BW * 0.64, ground - H * 0.67),
            (X + BW * 0.5, ground - H * 0.64),
        ],
    )


def _clock(c: Scene, part: Part) -> None:
    _, x, bh = part
    W = c.W
    centre = (W * x, c.ground - c.H * bh)
    c.s.circle(T_CREAM, centre, W * 0.05)
    c.s.line(c.body, centre, (centre[0], centre[1] - W * 0.035), c.lw)
    c.s.line(c.body, centre, (centre[0] + W * 0.025, centre[1]), c.lw)


def _tent(c: Scene, part: Part) -> None:
    s, ground = c.s, c.ground
    _, x, bw, bh = part
    X, BW, BH = c.W * x, c.W * bw, c.H * bh
    s.polygon((232, 220, 196), [(X, ground), (X + BW / 2, ground - BH), (X + BW, ground)])
    s.polygon(
        _lighten(c.base, 0.1),
        [(X + BW * 0.36, ground), (X + BW / 2, ground - BH * 0.55), (X + BW * 0.64, ground)],
    )
    s.line(c.body, (X + BW / 2, ground - BH), (X + BW / 2, ground - BH * 1.2), c.lw)


def _spears(c: Scene, part: Part) -> None:
    s, W, H, ground = c.s, c.W, c.H, c.ground
    _, x, bh = part
    for i in range(3):
        X = W * (x + 0.04 * i)
        s.line(c.body, (X, ground), (X + W * 0.02, ground - H * bh), c.lw)
        s.polygon((190, 190, 200), [(X + W * 0.02, ground - H * bh - H * 0.06), (X + W * 0.035, ground - H * bh),
                                    (X + W * 0.005, ground - H * bh)])  # fmt: skip


def _ghost(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, Y = W * x, c.ground - H * bh
    c.s.ellipse((226, 236, 246), (X, Y, W * 0.12, H * 0.16))
    c.s.circle((40, 40, 60), (X + W * 0.04, Y + H * 0.05), max(1.0, W * 0.01))
    c.s.circle((40, 40, 60), (X + W * 0.08, Y + H * 0.05), max(1.0, W * 0.01))


def _flask(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, Y = W * x, c.ground - H * bh
    c.s.rect((200, 220, 210), (X + W * 0.05, Y, W * 0.04, H * 0.1))
    c.s.circle((120, 200, 140), (X + W * 0.07, Y + H * 0.18), W * 0.08)


def _anvil(c: Scene, part: Part) -> None:
    ground = c.ground
    _, x, bw = part
    X, BW = c.W * x, c.W * bw
    c.s.polygon((60, 60, 66), [(X, ground - BW * 0.7), (X + BW * 1.3, ground - BW * 0.7), (X + BW, ground - BW * 0.4),
                               (X + BW * 0.8, ground), (X + BW * 0.3, ground), (X + BW * 0.4, ground - BW * 0.4)])  # fmt: skip
    for i in range(4):  # sparks
        c.s.circle(
            (255, 180, 80), (X + BW * (0.5 + 0.3 * i), ground - BW * (1 + 0.25 * i)), max(1.0, c.f * 0.8)
        )


def _telescope(c: Scene, part: Part) -> None:
    _, x, bh = part
    W, H = c.W, c.H
    X, Y = W * x, c.ground - H * bh
    c.s.line((180, 160, 120), (X - W * 0.1, Y + H * 0.12), (X + W * 0.12, Y - H * 0.04), c.f * 3)


def _tombs(c: Scene, part: Part) -> None:
    s, W, H, ground = c.s, c.W, c.H, c.ground
    stone = (150, 150, 160)
    for i, tx in enumerate((0.08, 0.3, 0.52)):
        X, th = W * tx, H * (0.22 + 0.06 * (i % 2))
        s.rect(stone, (X, ground - th, W * 0.14, th))
        s.ellipse(stone, (X, ground - th - W * 0.07, W * 0.14, W * 0.14))
    s.line(stone, (W * 0.45, ground - H * 0.56), (W * 0.45, ground - H * 0.3), c.f * 2)
    s.line(stone, (W * 0.41, ground - H * 0.5), (W * 0.49, ground - H * 0.5), c.f * 2)


def _gate(c: Scene, part: Part) -> None:
    s, ground = c.s, c.ground
    _, x, bw, bh = part
    X, BW, BH = c.W * x, c.W * bw, c.H * bh
    s.rect(c.body, (X, ground - BH, BW, BH))
    s.ellipse((40, 20, 20), (X + BW * 0.25, ground - BH * 0.78, BW * 0.5, BH * 0.6))
    s.rect((40, 20, 20), (X + BW * 0.25, ground - BH * 0.48, BW * 0.5, BH * 0.48))
    s.circle((230, 80, 50), (X + BW / 2, ground - BH * 0.86), BW * 0.06)


def _coins(c: Scene, part: Part) -> None:
    _, x = part
    W, H = c.W, c.H
    for i in range(4):
        c.s.ellipse(
            T_GOLD, (W * (x - 0.14 + 0.07 * i), c.ground - H * (0.08 + 0.03 * (i % 2)), W * 0.1, H * 0.06)
        )


def _compass(c: Scene, part: Part) -> None:
    _, x, bh = part
    W = c.W
    cx, cy = W * x, c.ground - c.H * bh
    c.s.circle(T_CREAM, (cx, cy), W * 0.07)
    c.s.polygon((176, 42, 42), [(cx, cy - W * 0.065), (cx + W * 0.02, cy), (cx - W * 0.02, cy)])


def _scaffold(c: Scene, part: Part) -> None:
    """The Framework: the wooden poles and planks of a building not yet built."""
    s, W, H, ground = c.s, c.W, c.H, c.ground
    _, x, bw, bh = part
    X, BW, BH = W * x, W * bw, H * bh
    wood, plank = (150, 104, 58), (196, 150, 92)
    s.rect(_mix(c.body, (200, 190, 170), 0.3), (X + BW * 0.08, ground - BH * 0.34, BW * 0.84, BH * 0.34))
    for i in range(4):  # the poles
        px_ = X + BW * i / 3
        s.line(wood, (px_, ground), (px_, ground - BH), c.f * 2.4)
    for j in range(1, 4):  # the planks, and a brace on each floor
        y = ground - BH * j / 3
        s.line(plank, (X - W * 0.02, y), (X + BW + W * 0.02, y), c.f * 3)
        s.line(wood, (X, y + BH / 3), (X + BW / 3, y), c.f * 1.4)


def _nothing(c: Scene, part: Part) -> None:
    """``night`` is drawn with the sky."""


# d16a: the parts of the 2016 box's passive and scoring uniques (RULES.md §9.4)
_STONE: RGB = (228, 220, 200)
_STONE_D: RGB = (150, 140, 124)
_IVORY: RGB = (246, 240, 222)
_WOOD: RGB = (122, 82, 48)


def _ivory(c: Scene, part: Part) -> None:
    """A slender white tower with a pointed roof and a gold tip."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.polygon(_IVORY, [(X + BW * 0.2, g), (X + BW * 0.28, top + H * 0.2), (X + BW * 0.72, top + H * 0.2),
                         (X + BW * 0.8, g)])  # fmt: skip
    c.s.polygon(_STONE_D, [(X + BW * 0.2, top + H * 0.2), (X + BW * 0.5, top), (X + BW * 0.8, top + H * 0.2)])
    c.s.circle(T_GOLD, (X + BW * 0.5, top), W * 0.02)
    for i in range(3):
        c.s.rect((80, 60, 90), (X + BW * 0.44, top + H * (0.3 + 0.16 * i), BW * 0.12, H * 0.07))


def _obelisk(c: Scene, part: Part) -> None:
    """A tall stone obelisk on a stepped base: the Monument."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.rect(_STONE_D, (X - BW * 0.2, g - H * 0.08, BW * 1.4, H * 0.08))
    c.s.polygon(_STONE, [(X + BW * 0.14, g - H * 0.08), (X + BW * 0.3, top + H * 0.1), (X + BW * 0.7, top + H * 0.1),
                         (X + BW * 0.86, g - H * 0.08)])  # fmt: skip
    c.s.polygon(T_GOLD, [(X + BW * 0.3, top + H * 0.1), (X + BW * 0.5, top), (X + BW * 0.7, top + H * 0.1)])
    c.s.line(_STONE_D, (X + BW * 0.5, top + H * 0.2), (X + BW * 0.5, g - H * 0.14), c.lw)


def _vault(c: Scene, part: Part) -> None:
    """A round vault door set in a wall, with its wheel: the Secret Vault."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.rect((96, 84, 96), (X, top, BW, g - top))
    cx, cy, r = X + BW / 2, (top + g) / 2, min(BW, g - top) * 0.4
    c.s.circle((70, 72, 80), (cx, cy), r)
    c.s.circle(T_GOLD, (cx, cy), r, width=c.lw * 1.5)
    c.s.circle(T_GOLD, (cx, cy), r * 0.25)
    for k in range(3):
        a = math.radians(90 + 120 * k)
        c.s.line(T_GOLD, (cx, cy), (cx + r * 0.7 * math.cos(a), cy + r * 0.7 * math.sin(a)), c.lw * 1.2)


def _statue(c: Scene, part: Part) -> None:
    """A crowned figure on a plinth: the Statue (it scores with the crown)."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.rect(_STONE_D, (X + BW * 0.1, g - H * 0.22, BW * 0.8, H * 0.22))
    body_top = top + H * 0.2
    c.s.polygon(_STONE, [(X + BW * 0.28, g - H * 0.22), (X + BW * 0.36, body_top), (X + BW * 0.64, body_top),
                         (X + BW * 0.72, g - H * 0.22)])  # fmt: skip
    c.s.circle(_STONE, (X + BW * 0.5, body_top - H * 0.06), BW * 0.13)
    cy = body_top - H * 0.15
    c.s.polygon(T_GOLD, [(X + BW * 0.36, cy), (X + BW * 0.36, cy - H * 0.07), (X + BW * 0.43, cy - H * 0.03),
                         (X + BW * 0.5, cy - H * 0.09), (X + BW * 0.57, cy - H * 0.03), (X + BW * 0.64, cy - H * 0.07),
                         (X + BW * 0.64, cy)])  # fmt: skip


def _well(c: Scene, part: Part) -> None:
    """A stone well with a little roof and a bucket: the Wishing Well."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.rect(_STONE, (X + BW * 0.1, g - H * 0.22, BW * 0.8, H * 0.22))
    c.s.ellipse((40, 70, 110), (X + BW * 0.1, g - H * 0.26, BW * 0.8, H * 0.08))
    c.s.rect(_WOOD, (X + BW * 0.16, top + H * 0.1, BW * 0.06, g - H * 0.22 - top - H * 0.1))
    c.s.rect(_WOOD, (X + BW * 0.78, top + H * 0.1, BW * 0.06, g - H * 0.22 - top - H * 0.1))
    c.s.polygon((170, 60, 50), [(X, top + H * 0.14), (X + BW * 0.5, top), (X + BW, top + H * 0.14)])
    c.s.rect(_WOOD, (X + BW * 0.44, top + H * 0.22, BW * 0.12, H * 0.1))


def _mine(c: Scene, part: Part) -> None:
    """A dark mine entrance in a hill, propped with timber, gold glinting inside."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW, top = W * x, W * bw, g - H * bh
    c.s.ellipse((120, 100, 80), (X, top, BW, (g - top) * 2))
    ex, ew = X + BW * 0.32, BW * 0.36
    c.s.rect((30, 24, 22), (ex, g - H * 0.34, ew, H * 0.34))
    c.s.rect(_WOOD, (ex - W * 0.02, g - H * 0.38, ew + W * 0.04, H * 0.05))
    c.s.rect(_WOOD, (ex - W * 0.02, g - H * 0.38, W * 0.03, H * 0.38))
    c.s.rect(_WOOD, (ex + ew - W * 0.01, g - H * 0.38, W * 0.03, H * 0.38))
    for i in range(3):
        c.s.circle(T_GOLD, (ex + ew * (0.25 + 0.25 * i), g - H * (0.08 + 0.06 * (i % 2))), W * 0.018)


def _fence(c: Scene, part: Part) -> None:
    """A low wooden fence along the ground."""
    _, x, bw = part
    W, H, g = c.W, c.H, c.ground
    c.s.rect(_WOOD, (W * x, g - H * 0.1, W * bw, H * 0.025))
    for i in range(9):
        c.s.rect(_WOOD, (W * (x + bw * (0.03 + 0.115 * i)), g - H * 0.14, W * 0.018, H * 0.14))


def _bowl(c: Scene, part: Part) -> None:
    """An alms bowl with a coin."""
    _, x = part
    W, H, g = c.W, c.H, c.ground
    c.s.polygon(_WOOD, [(W * (x - 0.08), g - H * 0.1), (W * (x + 0.08), g - H * 0.1), (W * (x + 0.05), g),
                        (W * (x - 0.05), g)])  # fmt: skip
    c.s.circle(T_GOLD, (W * x, g - H * 0.13), W * 0.025)


def _horseshoe(c: Scene, part: Part) -> None:
    """A large gold horseshoe hung high: the Stables."""
    _, x, bh = part
    W, H = c.W, c.H
    cx, cy, r = W * x, c.ground - H * bh, W * 0.08
    for k in range(9):
        a = math.radians(-20 + k * 27.5)
        c.s.circle(T_GOLD, (cx + r * math.cos(a), cy + r * math.sin(a)), W * 0.022)


# t16: the Theater
_MASK = (236, 226, 200)


def _masks(c: Scene, part: Part) -> None:
    """The two masks of the stage, laughing and weeping, hung high over the door: the Theater."""
    _, x, bh = part
    W, H = c.W, c.H
    for k, (dx, smile) in enumerate(((-0.06, 1), (0.06, -1))):
        cx, cy, r = W * (x + dx), c.ground - H * bh + H * 0.02 * k, W * 0.055
        c.s.ellipse(_MASK, (cx - r, cy - r * 1.15, 2 * r, 2.3 * r))
        for ex in (-0.4, 0.4):
            c.s.circle(c.body, (cx + r * ex, cy - r * 0.3), r * 0.16)
        mouth = [
            (cx + r * (i / 3 - 0.5), cy + r * (0.45 + smile * 0.18 * (1 - (2 * i / 3 - 1) ** 2)))
            for i in range(4)
        ]
        for a, b in zip(mouth, mouth[1:], strict=False):
            c.s.line(c.body, a, b, c.f * 1.4)


def _rocks(c: Scene, part: Part) -> None:
    """Cut stone blocks in steps: the Quarry."""
    _, x, bw, bh = part
    W, H, g = c.W, c.H, c.ground
    X, BW = W * x, W * bw
    for row in range(3):
        n = 3 - row
        for i in range(n):
            bx = X + BW * (0.06 + row * 0.16 + i * 0.3)
            by = g - H * bh * (row + 1) / 3
            c.s.rect(_STONE if (row + i) % 2 else _STONE_D, (bx, by, BW * 0.27, H * bh / 3 - H * 0.01))


def _pick(c: Scene, part: Part) -> None:
    """A pickaxe leaning on the stone."""
    _, x, bh = part
    W, H, g = c.W, c.H, c.ground
    top = g - H * bh
    c.s.line(_WOOD, (W * x, g), (W * (x + 0.1), top), c.lw * 1.6)
    c.s.polygon((90, 92, 100), [(W * (x + 0.02), top - H * 0.02), (W * (x + 0.1), top - H * 0.06),
                                (W * (x + 0.2), top + H * 0.04), (W * (x + 0.1), top + H * 0.0)])  # fmt: skip


#: How each kind of part is drawn.
PART_PAINTERS: dict[str, Callable[[Scene, Part], None]] = {
    "water": _water, "house": _house, "tower": _tower, "wall": _wall, "dome": _dome, "temple": _temple,
    "columns": _columns, "chimney": _chimney, "tree": _tree, "flag": _flag, "cross": _cross, "rose": _rose,
    "sign": _sign, "barrel": _barrel, "stall": _stall, "crane": _crane, "ship": _ship, "clock": _clock,
    "tent": _tent, "spears": _spears, "ghost": _ghost, "flask": _flask, "anvil": _anvil,
    "telescope": _telescope, "tombs": _tombs, "gate": _gate, "coins": _coins, "compass": _compass,
    "night": _nothing,
    # d16a
    "ivory": _ivory, "obelisk": _obelisk, "vault": _vault, "statue": _statue, "well": _well, "mine": _mine,
    "fence": _fence, "bowl": _bowl, "horseshoe": _horseshoe, "rocks": _rocks, "pick": _pick,
    "scaffold": _scaffold,  # d16b: the Framework
    # t16
    "masks": _masks,
}  # fmt: skip


def district(kind: str) -> str:
    """The picture of district ``kind``: its sky (night for the eerie ones), hills, its parts, the ground."""
    parts = DISTRICT_PARTS[kind]
    dtype = DISTRICT_TYPES[kind]
    night = any(p[0] == "night" for p in parts)
    sky_top, sky_bottom = NIGHT if night else SKIES[dtype]
    base = TYPE_COLOURS[dtype]
    body = _mix(_darken(base, 0.5), (60, 44, 34), 0.45)
    c = Scene(Canvas(), DH * 0.86, body, _mix(body, (255, 240, 210), 0.18), base)
    s, W, H, f = c.s, c.W, c.H, c.f
    if night:
        for i in range(14):  # stars at fixed places
            sx, sy = (i * 0.37 + 0.11) % 1.0, ((i * 0.61 + 0.07) % 1.0) * 0.45
            s.circle((255, 248, 220), (W * sx, H * sy), max(1.0, f * 0.6))
        s.circle((250, 240, 200), (W * 0.82, H * 0.18), W * 0.08)
        s.circle(sky_top, (W * 0.85, H * 0.16), W * 0.07)  # a crescent moon
    else:
        s.circle(_lighten(sky_bottom, 0.4), (W * 0.8, H * 0.22), W * 0.09)
        for cx, cy, cw in ((0.2, 0.2, 0.22), (0.62, 0.12, 0.16)):
            s.ellipse(_lighten(sky_bottom, 0.5), (W * cx, H * cy, W * cw, H * 0.06))
    hill = _mix(sky_bottom, body, 0.35)  # distant hills
    s.ellipse(hill, (-W * 0.2, H * 0.7, W * 0.8, H * 0.4))
    s.ellipse(hill, (W * 0.45, H * 0.72, W * 0.8, H * 0.36))
    for part in parts:
        PART_PAINTERS[part[0]](c, part)
    s.rect(_mix(body, (60, 80, 40), 0.35), (0, c.ground, W, H - c.ground))  # the ground in front
    s.line(_darken(body, 0.3), (0, c.ground), (W, c.ground), c.lw)
    defs = lin("sky", [(0, _hex(sky_top)), (1, _hex(sky_bottom))])
    return doc(DW, DH, rect(0, 0, DW, DH, fill="url(#sky)", stroke=None) + s.body, defs)


# --- the 2016 box (RULES.md §9) ---------------------------------------------------------------
def char_patrician() -> str:
    """A laurel wreath around a sealed letter of nobility: the crown's man, paid in cards."""
    defs = lin("leaf", [(0, GREEN_L), (1, GREEN_D)], 0, 0, 1, 1)
    defs += lin("paper", [(0, CREAM), (1, PARCH)])
    defs += rad("seal", [(0, RED_L), (0.7, RED), (1, RED_D)], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # the wreath: two branches of leaves along a circle, open at the top
    for side in (-1, 1):
        for i in range(7):
            a = math.radians(90 + side * (28 + i * 21))
            x, y = 64 + 48 * math.cos(a), 66 + 48 * math.sin(a)
            turn = math.degrees(a) + (90 if side > 0 else -90) + side * 25
            body += g(
                ellipse(0, 0, 12, 5.5, fill="url(#leaf)", sw=3),
                f"translate({x:.1f} {y:.1f}) rotate({turn:.1f})",
            )
    body += path("M52 118 Q64 108 76 118", stroke=GOLD_D, sw=5)
    # the letter, folded, with its seal
    body += path("M34 42 H94 V96 H34 Z", fill="url(#paper)", sw=4.5)
    body += path("M34 42 L64 70 L94 42", stroke=INK, sw=3.5)
    for y in (80, 88):
        body += path(f"M44 {y} H84", stroke=WOOD, sw=2.5)
    body += circle(64, 70, 13, fill="url(#seal)", sw=4)
    body += path(star_pts(64, 71, 8, 3.4), fill=GOLD_L, stroke=None)
    body += sparkle(108, 22, 9, fill=GOLD_L)
    return doc(128, 128, body, defs)


def char_trader() -> str:
    """A balance with a sack and a crate: trade, and as many trade districts as he can pay for."""
    defs = lin("brass", [(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)], 0, 0, 1, 0)
    defs += lin("sack", [(0, "#e8c48a"), (1, "#a87a3e")])
    defs += lin("crate", [(0, WOOD_L), (1, WOOD_D)], 0, 0, 1, 1)
    body = ""
    body += path("M61 30 H67 V112 H61 Z", fill="url(#brass)", sw=3.5)
    body += path("M40 114 Q64 100 88 114 Z", fill="url(#brass)", sw=4)
    body += path("M14 34 L114 26", stroke=INK, sw=9)
    body += path("M14 34 L114 26", stroke=GOLD, sw=4)
    body += circle(64, 30, 7, fill=GOLD_L, sw=3.5)
    for x, y in ((16, 34), (112, 26)):
        body += path(f"M{x} {y} L{x - 14} {y + 44} M{x} {y} L{x + 14} {y + 44}", stroke=INK, sw=2.5)
    body += path("M0 78 H32 Q30 90 16 90 Q2 90 0 78 Z", fill="url(#brass)", sw=3.5)
    body += path("M96 70 H128 Q126 82 112 82 Q98 82 96 70 Z", fill="url(#brass)", sw=3.5)
    # a sack of goods on the low pan, a crate on the high one
    body += path("M6 76 C4 62 10 54 16 52 L12 46 H22 L18 52 C24 54 30 62 28 76 Z", fill="url(#sack)", sw=3.5)
    body += rect(100, 50, 24, 20, rx=2, fill="url(#crate)", sw=3.5)
    body += path("M100 50 L124 70 M124 50 L100 70", stroke=WOOD_D, sw=2.5)
    body += sparkle(40, 16, 8, fill=GOLD_L)
    return doc(128, 128, body, defs)


def char_scholar() -> str:
    """An open book under a fan of cards and a quill: seven drawn, one kept."""
    defs = lin("page", [(0, "#ffffff"), (1, PARCH)], 0, 0, 1, 0)
    defs += lin("cover", [(0, BLUE_L), (1, BLUE_D)])
    defs += lin("card", [(0, CREAM), (1, PARCH)])
    body = ""
    # the fan of seven cards behind the book, the kept one raised and gilded
    for i in range(7):
        turn = -54 + i * 18
        fill = "url(#card)" if i != 3 else GOLD_L
        lift = -10 if i == 3 else 0
        body += g(rect(-10, -46 + lift, 20, 30, rx=3, fill=fill, sw=3), f"translate(64 74) rotate({turn})")
    body += path(
        "M10 84 Q36 74 64 86 Q92 74 118 84 V118 Q92 108 64 120 Q36 108 10 118 Z", fill="url(#cover)", sw=4.5
    )
    body += path("M16 82 Q38 72 62 82 V112 Q38 102 16 110 Z", fill="url(#page)", sw=3.5)
    body += path("M66 82 Q90 72 112 82 V110 Q90 102 66 112 Z", fill="url(#page)", sw=3.5)
    for y in (88, 95, 102):
        body += path(f"M24 {y - 2} Q38 {y - 7} 54 {y - 1}", stroke=STEEL_D, sw=2)
        body += path(f"M74 {y - 1} Q90 {y - 7} 104 {y - 2}", stroke=STEEL_D, sw=2)
    # the quill
    body += path("M100 20 C118 30 116 54 96 70 L92 68 C104 52 106 34 100 20 Z", fill=CREAM, sw=3.5)
    body += path("M94 69 L86 84", stroke=INK, sw=3.5)
    return doc(128, 128, body, defs)


# the Cardinal
def char_cardinal() -> str:
    """A cardinal's red galero, its tassels hanging, over a fan of cards and a coin: he pays the gold he
    lacks with cards."""
    defs = lin("hat", [(0, RED_L), (0.6, RED), (1, RED_D)], 0, 0, 0, 1)
    defs += lin("card", [(0, CREAM), (1, PARCH)])
    defs += rad("coin", [(0, GOLD_L), (0.7, GOLD), (1, GOLD_D)], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # the cards given, fanned below the hat, and the coin taken
    for i in range(3):
        turn = -26 + i * 26
        body += g(rect(-17, -30, 34, 50, rx=4, fill="url(#card)", sw=4), f"translate(60 104) rotate({turn})")
    body += circle(94, 106, 17, fill="url(#coin)", sw=4.5)
    body += path("M86 106 H102 M94 98 V114", stroke=GOLD_D, sw=3.5)
    # the tassels: cords from the brim down each side, knotted in rows of 1, 2, 3
    for side in (-1, 1):
        x0 = 64 + side * 50
        body += path(f"M{x0 - side * 6} 56 Q{x0 + side * 4} 72 {x0} 82", stroke=RED_D, sw=3.5)
        for row, y in enumerate((84, 96, 108)):
            for k in range(row + 1):
                x = x0 + (k - row / 2) * 10
                body += circle(x, y, 5, fill=RED, sw=3)
    # the hat: a wide brim and a round crown, with its band
    body += ellipse(64, 54, 60, 17, fill="url(#hat)", sw=5)
    body += path("M28 54 C26 14 102 14 100 54 C88 62 40 62 28 54 Z", fill="url(#hat)", sw=5)
    body += path("M30 46 C48 54 80 54 98 46", stroke=RED_D, sw=6)
    body += path("M42 30 C50 22 60 19 70 19", stroke="#ffffff", sw=3, extra=' stroke-opacity="0.55"')
    return doc(128, 128, body, defs)


# the Tax Collector of 2016
def char_tax_collector_2016() -> str:
    """The 2016 Tax Collector: a tax roll unrolled behind his round token, a stack of coins on it and one
    more falling in — every build pays onto the token."""
    defs = lin("roll", [(0, CREAM), (1, PARCH)], 0, 0, 1, 0)
    defs += lin("token", [(0, "#c8905c"), (0.5, WOOD), (1, WOOD_D)], 0, 0, 0, 1)
    defs += rad("tc9", [(0, GOLD_L), (0.7, GOLD), (1, GOLD_D)], cx=0.4, cy=0.35, r=0.7)
    body = ""
    # the tax roll, hanging behind, with its lines of names and sums
    body += path(
        "M22 10 H106 V86 C96 80 88 92 78 86 C68 80 58 92 48 86 C38 80 30 92 22 86 Z", fill="url(#roll)", sw=4
    )
    body += rect(16, 4, 96, 12, rx=6, fill=WOOD_L, sw=4)
    for y in (28, 40, 52, 64):
        body += path(f"M32 {y} H74", stroke=STEEL_D, sw=2.5)
        body += path(f"M84 {y} H96", stroke=RED, sw=2.5)
    # the round token, seen from the side, with the coins stacked on it
    body += path("M14 100 V110 A50 16 0 0 0 114 110 V100 Z", fill=WOOD_D, sw=4)
    body += ellipse(64, 100, 50, 16, fill="url(#token)", sw=4.5)
    body += ellipse(64, 100, 38, 11, stroke=GOLD_D, sw=2.5)
    body += coin_stack(64, 104, 3, rx=20, ry=6.5, h=8)
    body += ellipse(64, 80, 20, 6.5, fill="url(#tc9)", sw=3.5)
    # one more coin falling onto the stack
    body += circle(96, 56, 11, fill="url(#tc9)", sw=3.5)
    body += path(star_pts(96, 56.5, 5, 2.1), fill=GOLD_D, stroke=None)
    body += path("M104 40 L100 46 M112 48 L106 50", sw=3)
    return doc(128, 128, body, defs)


# the Spy
def char_spy() -> str:
    """The Spy: a big magnifying glass, an eye in its lens, held over a fan of three cards."""
    defs = lin("brass", [(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)], 0, 0, 1, 1)
    defs += lin("card", [(0, CREAM), (1, PARCH)])
    defs += rad("lens", [(0, "#f4fdff"), (0.55, "#a9dcf0"), (1, "#4f93bd")], cx=0.38, cy=0.32, r=0.75)
    body = ""
    # the fan of three cards, lower left: the hand looked at, one gem per card
    for turn, gem in ((-30, RED), (0, BLUE), (30, GREEN)):
        card = rect(-17, -50, 34, 48, rx=4, fill="url(#card)", sw=4) + circle(0, -38, 5, fill=gem, sw=2.5)
        body += g(card, f"translate(44 118) rotate({turn})")
    # the glass's handle, then its ring and lens with an open eye
    body += outlined_line("M100 104 L122 126", WOOD, 8, 3)
    body += circle(74, 50, 40, fill="url(#brass)", sw=5)
    body += circle(74, 50, 31, fill="url(#lens)", sw=4)
    body += path("M50 52 Q74 30 98 52 Q74 72 50 52 Z", fill=CREAM, sw=3.5)
    body += circle(74, 51, 10, fill=BLUE_D, sw=2.5)
    body += circle(74, 51, 4.5, fill=INK, stroke=None)
    body += circle(78, 47, 2.5, fill="#ffffff", stroke=None)
    body += path("M52 32 Q60 24 70 22", stroke="#ffffff", sw=4, extra=' stroke-opacity="0.75"')
    return doc(128, 128, body, defs)


# the Seer
def char_seer() -> str:
    """The Seer: a crystal ball on its stand, cards swirling round it, given and taken."""
    defs = rad(
        "orb", [(0, "#fbefff"), (0.35, "#d2a8f0"), (0.8, "#8249b0"), (1, "#4a2470")], cx=0.38, cy=0.32, r=0.75
    )
    defs += lin("stand", [(0, WOOD_L), (1, WOOD_D)])
    defs += lin("card", [(0, CREAM), (1, PARCH)])
    body = ""
    # the cards around the orb: two going in, two coming out
    for x, y, turn in ((18, 40, -30), (110, 36, 28), (14, 92, 20), (114, 88, -24)):
        body += g(rect(-11, -16, 22, 32, rx=3, fill="url(#card)", sw=3), f"translate({x} {y}) rotate({turn})")
    body += path("M30 26 C44 12 84 12 98 24", stroke=PURP_L, sw=3, extra=' stroke-dasharray="6 5"')
    body += path("M96 22 L100 26 L94 28", stroke=PURP_L, sw=3)
    body += path("M26 106 C44 118 84 118 102 104", stroke=PURP_L, sw=3, extra=' stroke-dasharray="6 5"')
    body += path("M32 108 L26 106 L30 100", stroke=PURP_L, sw=3)
    # the stand and the crystal ball
    body += path("M38 116 L46 98 H82 L90 116 Z", fill="url(#stand)", sw=4)
    body += circle(64, 64, 34, fill="url(#orb)", sw=4.5)
    body += path("M46 52 C50 42 58 38 66 38", stroke="#ffffff", sw=4, extra=' stroke-opacity="0.8"')
    body += sparkle(74, 72, 7, fill=CREAM)
    return doc(128, 128, body, defs)


ASSETS = {
    "type_noble": type_noble,
    "type_religious": type_religious,
    "type_trade": type_trade,
    "type_military": type_military,
    "type_unique": type_unique,
    "char_assassin": char_assassin,
    "char_thief": char_thief,
    "char_magician": char_magician,
    "char_king": char_king,
    "char_bishop": char_bishop,
    "char_merchant": char_merchant,
    "char_architect": char_architect,
    "char_warlord": char_warlord,
    "char_witch": char_witch,
    "char_tax_collector": char_tax_collector,
    "char_wizard": char_wizard,
    "char_emperor": char_emperor,
    "char_abbot": char_abbot,
    "char_alchemist": char_alchemist,
    "char_navigator": char_navigator,
    "char_diplomat": char_diplomat,
    "char_artist": char_artist,
    "char_queen": char_queen,
    # the 2016 box
    "char_patrician": char_patrician,
    "char_trader": char_trader,
    "char_scholar": char_scholar,
    "char_marshal": char_marshal,
    "char_cardinal": char_cardinal,  # the Cardinal
    "char_tax_collector_2016": char_tax_collector_2016,  # the Tax Collector of 2016
    "char_spy": char_spy,  # the Spy
    "char_seer": char_seer,  # the Seer
    "char_magistrate": char_magistrate,
    "char_blackmailer": char_blackmailer,
    "coin": coin,
    "crown": crown,
    "skull": skull,
    "moneybag": moneybag,
    "spell": spell,
    "warrant": warrant,
    "warrant_signed": warrant_signed,
    "threat": threat,
    "threat_flowered": threat_flowered,
    "card_back": card_back,
    "character_back": character_back,
    "card_frame": card_frame,
    "table": table,
    "icon": icon,
    **{f"badge_{bot}": (lambda bot=bot: badge(bot)) for bot in BADGE_ART},
    **{f"district_{kind}": (lambda kind=kind: district(kind)) for kind in DISTRICT_TYPES},
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, fn in ASSETS.items():
        (OUT / f"{name}.svg").write_text(fn(), encoding="utf-8")
    print(f"wrote {len(ASSETS)} SVG files to {OUT}")


if __name__ == "__main__":
    main()
