"""Cards composed from the bundled SVGs: districts, characters, backs, coins and the crown.

The pictures are the SVGs in ``assets/svg`` (district pictures, character emblems, type icons, backs,
coin, crown); this module frames them and adds the words, costs and ranks. Every card is cached per
(what, size, language), so drawing a hand of cards each frame costs a blit. District types are told
apart by colour *and* by their icon's shape (circle, gothic arch, rounded square, shield, diamond).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from citadels.app import images, screen_surface, text, theme
from citadels.app.hyphenation import hyphenated_halves
from citadels.app.theme import Colour
from citadels.engine.cards import KINDS, DistrictType
from citadels.engine.characters import CHARACTERS
from citadels.system import bundle
from citadels.text.i18n import (
    character_ability_text,
    character_card_title,
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
    out = surface.convert_alpha() if screen_surface.can_convert() else surface.copy()
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


# ------------------------------------------------------------------------------------------------
# Coin, crown, type badge
# ------------------------------------------------------------------------------------------------


def coin(value: int | None, diameter: int) -> pygame.Surface:
    """A gold coin, optionally stamped with a number (gold counts, costs)."""
    diameter = max(6, diameter)
    return _cached(("coin", value, diameter), lambda: _draw_coin(value, diameter))


def _draw_coin(value: int | None, d: int) -> pygame.Surface:
    art = images.load_image(bundle.svg("coin"), (d, d))
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    surf.blit(art, art.get_rect(center=(d // 2, d // 2)))
    if value is not None:
        label = str(value)
        size = text.fit_size(label, int(d * 0.7), int(d * 0.62), min_size=6, bold=True)
        centre = (d // 2, d // 2 + max(0, d // 40))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):  # outlined, so the digits read on the coin's emblem
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
    art = images.load_image(bundle.svg("crown"), (size, size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.blit(art, art.get_rect(center=(size // 2, size // 2)))
    return surf


def type_badge(dtype: DistrictType, diameter: int) -> pygame.Surface:
    """The district-type token: type colour, type shape and type icon."""
    diameter = max(8, diameter)
    return _cached(("badge", int(dtype), diameter), lambda: _draw_type_badge(DistrictType(dtype), diameter))


def _draw_type_badge(dtype: DistrictType, d: int) -> pygame.Surface:
    # the icons carry their type's shape: each is the whole badge
    art = images.load_image(bundle.type_icon(theme.TYPE_ICON_NAMES[dtype]), (d, d))
    badge = pygame.Surface((d, d), pygame.SRCALPHA)
    badge.blit(art, art.get_rect(center=(d // 2, d // 2)))
    return badge


# ------------------------------------------------------------------------------------------------
# District card
# ------------------------------------------------------------------------------------------------


def district_card(kind_name: str, size: Size) -> pygame.Surface:
    """The face of a district card (``kind_name`` as in ``cards.KINDS``). Its title is readable (at
    least `text.least_size()`) on its ribbon, or across its picture (`_inset_title`), or left off."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    return _cached(
        ("district", kind_name, size, language_version(), least),
        lambda: _draw_district(kind_name, size, least),
    )


def _banner(
    surface: pygame.Surface, rect: pygame.Rect, label: str, frame: Colour, *, size: int, least: int = 0
) -> bool:
    """A parchment ribbon with a name on it. False: the name did not fit on it readably (left off)."""
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
        return _banner_text(surface, rect, label, size=size, least=least)
    return True


def _title_lines(label: str, size: int) -> tuple[str, str] | None:
    """A name split in two lines, the longer line as short as it can be: between its words, or (one
    long word) at a syllable with a hyphen."""
    if " " in label:
        words = label.split(" ")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    else:
        splits = hyphenated_halves(label)
    if not splits:
        return None
    return min(
        splits, key=lambda pair: max(text.text_size(p, size, bold=True, role="display")[0] for p in pair)
    )


def _readable_title(
    rect: pygame.Rect, label: str, size: int, least: int
) -> tuple[int, tuple[str, ...]] | None:
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
    two = min(
        *(text.fit_size(p, width, size, min_size=least, bold=True, role="display") for p in lines),
        int(rect.h * 0.42),
    )
    if two >= least and all(text.text_size(p, two, bold=True, role="display")[0] <= width for p in lines):
        return two, lines
    return None


def _banner_text(
    surface: pygame.Surface, rect: pygame.Rect, label: str, *, size: int, least: int = 0
) -> bool:
    """A card's title on its ribbon. With `least` it is whole at that size or more, or left off
    (returns False: a small card then writes it across its picture, `_inset_title`); else squeezed
    to fit."""
    if least:
        title = _readable_title(rect, label, size, least)
        if title is not None:
            _draw_title(surface, rect, *title)
        return title is not None
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
            return True
    shown = text.ellipsize(label, fitted, width, bold=True, role="display")
    text.draw_text(surface, shown, rect.center, fitted, theme.INK, anchor="center", bold=True, role="display")
    return True


def title_floor(least: int) -> int:
    """The smallest size a small card's title is written at across its picture, when its ribbon
    cannot hold it: the readable size `least` itself (every text a player reads is at least that)."""
    return least


def _wrapped_title(label: str, font: int, width: int, max_lines: int = 4) -> tuple[str, ...] | None:
    """`label` on at most `max_lines` lines no wider than `width` at `font`: filled word by word, a
    word too long for a line broken at a syllable with a hyphen ("Tax", "Collec-", "tor"); None when
    it takes more lines, or a piece fits no line."""

    def fits(part: str) -> bool:
        return text.text_size(part, font, bold=True, role="display")[0] <= width

    lines: list[str] = []
    current = ""
    for word in label.split(" "):
        candidate = f"{current} {word}" if current else word
        if fits(candidate):
            current = candidate
            continue
        if current:
            lines.append(current)
        while not fits(word):  # the longest head that fits, again on what is left
            halves = [pair for pair in hyphenated_halves(word) if fits(pair[0])]
            if not halves or len(lines) >= max_lines:
                return None
            head, word = max(halves, key=lambda pair: len(pair[0]))
            lines.append(head)
        current = word
    if current:
        lines.append(current)
    return tuple(lines) if len(lines) <= max_lines else None


def _inset_title(
    size: Size, top: int, label: str, least: int
) -> tuple[pygame.Rect, int, tuple[str, ...]] | None:
    """Where a title too long for a small card's ribbon goes: a parchment band across the card just
    under the ribbon (from `top`), as wide as the card's inside, holding the name on one line, on
    two (between its words, or at a syllable with a hyphen) or on up to four, at `least` or as little less
    as needed (down to `title_floor`). None: not even that fits (a caption beside the card names it)."""
    w, h = size
    b = max(3, round(w * 0.05))
    width = w - 2 * b - 4
    for font in range(least, title_floor(least) - 1, -1):
        lines: tuple[str, ...] | None = None
        if text.text_size(label, font, bold=True, role="display")[0] <= width:
            lines = (label,)
        else:
            pair = _title_lines(label, font)
            if pair is not None and all(
                text.text_size(p, font, bold=True, role="display")[0] <= width for p in pair
            ):
                lines = pair
            else:
                lines = _wrapped_title(label, font, width)
        if lines is None:
            continue
        step = text.line_height(font, bold=True, role="display")
        band = pygame.Rect(b, top, w - 2 * b, round(step * (0.8 * len(lines) + 0.35)))
        if band.bottom <= h - b:
            return band, font, lines
    return None


def _draw_inset_title(
    surface: pygame.Surface, band: pygame.Rect, font: int, lines: tuple[str, ...], frame: Colour
) -> None:
    pygame.draw.rect(surface, theme.PARCHMENT, band, border_radius=max(2, band.h // 5))
    pygame.draw.rect(surface, theme.darken(frame, 0.35), band, 1, border_radius=max(2, band.h // 5))
    _draw_title(surface, band, font, lines)


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
        if screen_surface.can_convert()
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
    para_h = text.render_wrapped(
        effect, _effect_body_size(h), theme.INK, w - 2 * b - 2 * pad, align="center"
    ).get_height()
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
    surf.blit(images.stretched_svg(bundle.district_picture(kind_name), art.size), art.topleft)
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

    if not _banner(surf, banner, district_name(kind_name), frame, size=title_size, least=least):
        inset = _inset_title(size, banner.bottom + 1, district_name(kind_name), least)
        if inset is not None:
            _draw_inset_title(surf, *inset, frame)
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
    # the 2016 box
    "scholar": (60, 90, 140),
    "tax_collector_2016": (120, 100, 70),  # the Tax Collector of 2016: as the rank-2 one's
    "spy": (64, 70, 86),  # the Spy
    "seer": (118, 74, 150),  # the Seer
    "magistrate": (96, 40, 48),  # the Magistrate (RULES.md §9.3): a judge's wine red
    "blackmailer": (60, 80, 60),  # the Blackmailer (RULES.md §9.3): a shadowy green
}


def character_income(name: str) -> DistrictType | None:
    """The district type whose districts pay this character, if any."""
    return CHARACTERS[name].income_type


def character_colour(name: str) -> Colour:
    income = character_income(name)
    if income is not None:
        return theme.TYPE_COLOURS[income]
    return CHARACTER_COLOURS.get(name, (100, 84, 66))


def character_rank(name: str) -> int:
    """The character's rank (1-9)."""
    return CHARACTERS[name].rank


def character_card(name: str, size: Size, *, named_beside: bool = False) -> pygame.Surface:
    """The face of a character card (``name`` as in ``characters.CHARACTERS``). Its title is
    readable (at least `text.least_size()`) on its ribbon, or across its picture (`_inset_title`;
    not when `named_beside`: the card's name is written next to it, as in the row of characters),
    or left off."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    return _cached(
        ("character", name, size, language_version(), least, named_beside),
        lambda: _draw_character(name, size, least, inset=not named_beside),
    )


def character_title_shown(name: str, size: Size) -> bool:
    """Whether a character card of `size` shows its name: on its ribbon or across its picture."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    if not least:
        return True
    banner, named = _character_banner(size)
    label = character_card_title(name)
    return (
        _readable_title(named, label, max(8, round(banner.h * 0.56)), least) is not None
        or _inset_title(size, banner.bottom + 1, label, least) is not None
    )


def district_title_shown(kind_name: str, size: Size) -> bool:
    """Whether a district card of `size` shows its name: on its ribbon or across its picture."""
    size = (max(24, size[0]), max(36, size[1]))
    least = text.least_size()
    if not least:
        return True
    banner, title_size = _district_banner(kind_name, size, least)
    label = district_name(kind_name)
    return (
        _readable_title(banner, label, title_size, least) is not None
        or _inset_title(size, banner.bottom + 1, label, least) is not None
    )


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
        if (
            taller.h <= round(h * 0.26)
            and _readable_title(taller, district_name(kind_name), max(title_size, least), least) is not None
        ):
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


def _emblem(name: str, d: int, frame: Colour) -> pygame.Surface:
    """The round portrait medallion with the character's emblem."""
    art = images.load_image(bundle.character_picture(name), (int(d * 0.72), int(d * 0.72)))

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
    medal.blit(art, art.get_rect(center=(d // 2, d // 2)))
    return medal


def _draw_character(name: str, size: Size, least: int = 0, *, inset: bool = True) -> pygame.Surface:
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
    medal = _emblem(name, medal_d, frame)
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
    ribbon = _banner_text(
        surf, named, character_card_title(name), size=max(8, round(banner.h * 0.56)), least=least
    )
    if not ribbon and inset:
        across = _inset_title(size, banner.bottom + 1, character_card_title(name), least)
        if across is not None:
            _draw_inset_title(surf, *across, frame)
    gem = _rank_gem(rank, gem_d, frame)
    surf.blit(gem, (max(1, b // 2), max(1, b // 2)))
    pygame.draw.rect(surf, theme.darken(frame, 0.6), surf.get_rect(), max(1, b // 3), border_radius=radius)
    return _rounded_mask(surf, radius)


def _ability_box(w: int, h: int, b: int, medal_bottom: int) -> pygame.Rect:
    box = pygame.Rect(b + b // 2, medal_bottom + b, w - 3 * b, 0)
    box.h = h - b - b // 2 - box.y
    return box


def _ability_layout(
    name: str, w: int, h: int, b: int, banner_bottom: int, medal_d: int
) -> tuple[int, pygame.Surface]:
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
    return _cached(("back", "district", size), lambda: _draw_back(size, bundle.svg("card_back")))


def character_back(size: Size) -> pygame.Surface:
    """The back of a character card (hidden picks, face-down discards)."""
    size = (max(24, size[0]), max(36, size[1]))
    return _cached(("back", "character", size), lambda: _draw_back(size, bundle.svg("character_back")))


def _draw_back(size: Size, art_name: str) -> pygame.Surface:
    radius = max(3, round(size[0] * 0.07))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(images.load_image(art_name, size, keep_aspect=False), (0, 0))
    return _rounded_mask(surf, radius)


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
