"""Text: bundled fonts, a cache of rendered text, word wrapping.

The fonts are ``bundle.FONTS``: a decorative *display* face for titles and a readable *body* face,
each in regular and bold (italic is synthesised). A font file that is missing or unreadable is a
`BundleError` naming it. Rendered surfaces are cached by (text, size, colour, bold, role, italic): the
UI re-renders the same strings every frame.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Literal

import pygame

from citadels import bundle
from citadels.paths import BundleError, bundled

Role = Literal["display", "body"]
Anchor = Literal[
    "topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft", "midbottom", "bottomright"
]
ColourLike = tuple[int, int, int] | tuple[int, int, int, int]

_fonts: dict[tuple[Role, int, bool, bool], pygame.font.Font] = {}


def get_font(size: int, *, bold: bool = False, role: Role = "body", italic: bool = False) -> pygame.font.Font:
    """The bundled ``role`` face at ``size`` pixels."""
    size = max(6, int(size))
    key = (role, size, bold, italic)
    font = _fonts.get(key)
    if font is not None:
        return font
    if not pygame.font.get_init():
        pygame.font.init()
    path = bundled("assets", "fonts", bundle.FONTS[(role, bold)])
    try:
        font = pygame.font.Font(str(path), size)
    except (OSError, pygame.error) as exc:
        raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc
    font.italic = italic  # no italic face is shipped
    _fonts[key] = font
    return font


def _surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class _TextCache:
    """The drawn texts, the least recently used forgotten first once there are `capacity` of them or
    their pixels pass `max_bytes`: a screen's texts stay drawn, while an evening's log lines (every
    game's own) do not pile up."""

    def __init__(self, capacity: int = 4000, max_bytes: int = 12 * 2**20) -> None:
        self.capacity = capacity
        self.max_bytes = max_bytes
        self.bytes = 0
        self.items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surface = self.items.get(key)
        if surface is not None:
            self.items.move_to_end(key)
        return surface

    def put(self, key: tuple[object, ...], surface: pygame.Surface) -> None:
        old = self.items.pop(key, None)
        if old is not None:
            self.bytes -= _surface_bytes(old)
        self.items[key] = surface
        self.bytes += _surface_bytes(surface)
        while len(self.items) > 1 and (len(self.items) > self.capacity or self.bytes > self.max_bytes):
            _key, dropped = self.items.popitem(last=False)
            self.bytes -= _surface_bytes(dropped)

    def clear(self) -> None:
        self.items.clear()
        self.bytes = 0


_text_cache = _TextCache()


def cached_surfaces() -> int:
    """How many drawn texts the cache holds now."""
    return len(_text_cache.items)


def cached_bytes() -> int:
    """The pixels' bytes of the drawn texts the cache holds now."""
    return _text_cache.bytes


#: the smallest text (pixels) a player must read from the 1280x720 design size up; a smaller
#: window scales it down as it scales everything else
READABLE = 12


def least_size(window: tuple[int, int] | None = None) -> int:
    """The smallest text a player must read in `window` (default: the open window; 0 without one).
    Text that cannot be drawn this large — a card's title on a small card — is left off rather than
    shrunk into a smudge (its words are shown beside it or in its preview)."""
    if window is None:
        surface = pygame.display.get_surface()
        if surface is None:
            return 0
        window = surface.get_size()
    scale = max(0.5, min(window[0] / 1280, window[1] / 720, 1.0))
    return max(1, round(READABLE * scale))


def render(
    text: str,
    size: int,
    colour: ColourLike,
    *,
    bold: bool = False,
    role: Role = "body",
    italic: bool = False,
) -> pygame.Surface:
    """One line of antialiased text (cached). Do not draw on the returned surface."""
    key = (text, int(size), tuple(colour), bold, role, italic)
    surface = _text_cache.get(key)
    if surface is None:
        font = get_font(size, bold=bold, role=role, italic=italic)
        surface = font.render(text, True, colour)
        if len(colour) == 4 and colour[3] < 255:
            surface.set_alpha(colour[3])
        _text_cache.put(key, surface)
    return surface


def text_size(
    text: str, size: int, *, bold: bool = False, role: Role = "body", italic: bool = False
) -> tuple[int, int]:
    return get_font(size, bold=bold, role=role, italic=italic).size(text)


def line_height(size: int, *, bold: bool = False, role: Role = "body") -> int:
    return get_font(size, bold=bold, role=role).get_linesize()


def fit_size(
    text: str, max_width: int, size: int, *, min_size: int = 8, bold: bool = False, role: Role = "body"
) -> int:
    """The largest size ≤ ``size`` at which ``text`` fits in ``max_width`` (at least ``min_size``)."""
    while size > min_size and text_size(text, size, bold=bold, role=role)[0] > max_width:
        size -= 1
    return size


def fitting_prefix(font: pygame.font.Font, text: str, max_width: int, suffix: str = "") -> int:
    """The length of the longest prefix of ``text`` that, followed by ``suffix``, is no wider than
    ``max_width`` (0 when none is). The prefix is found by doubling, then halving: each measure is of
    at most about twice the text that fits, so a word of any length costs a few measures per line."""
    n = len(text)
    fits, probe = 0, 1  # text[:fits] fits
    while probe <= n and font.size(text[:probe] + suffix)[0] <= max_width:
        fits, probe = probe, probe * 2
    too_long = min(probe, n + 1)  # text[:too_long] does not fit (n + 1: not measured, past the end)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if font.size(text[:middle] + suffix)[0] <= max_width:
            fits = middle
        else:
            too_long = middle
    return fits


def wrap(
    text: str, size: int, max_width: int, *, bold: bool = False, role: Role = "body", italic: bool = False
) -> list[str]:
    """Lines of ``text`` no wider than ``max_width``; ``\\n`` starts a new line; words too long for a
    line are split (at least one character a line, however narrow the line)."""
    font = get_font(size, bold=bold, role=role, italic=italic)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        current = ""
        for word in words:
            candidate = f"{current} {word}" if current else word
            if font.size(candidate)[0] <= max_width:
                current = candidate
                continue
            if current:
                lines.append(current)
            # split a word wider than the line
            while len(word) > 1:
                cut = max(1, fitting_prefix(font, word, max_width))
                if cut >= len(word):
                    break
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def render_wrapped(
    text: str,
    size: int,
    colour: ColourLike,
    max_width: int,
    *,
    bold: bool = False,
    role: Role = "body",
    italic: bool = False,
    align: Literal["left", "center", "right"] = "left",
    line_spacing: float = 1.0,
    max_lines: int | None = None,
) -> pygame.Surface:
    """A paragraph as one transparent surface (cached). With ``max_lines`` the last line ends in "…"."""
    key = (
        "wrapped",
        text,
        int(size),
        tuple(colour),
        max_width,
        bold,
        role,
        italic,
        align,
        line_spacing,
        max_lines,
    )
    cached = _text_cache.get(key)
    if cached is not None:
        return cached
    lines = wrap(text, size, max_width, bold=bold, role=role, italic=italic)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + "…", size, max_width, bold=bold, role=role)
    step = round(line_height(size, bold=bold, role=role) * line_spacing)
    rendered = [render(line, size, colour, bold=bold, role=role, italic=italic) for line in lines]
    height = step * (len(rendered) - 1) + (rendered[-1].get_height() if rendered else 0)
    width = max((s.get_width() for s in rendered), default=0) if align == "left" else max_width
    surface = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    for i, line in enumerate(rendered):
        if align == "center":
            x = (width - line.get_width()) // 2
        elif align == "right":
            x = width - line.get_width()
        else:
            x = 0
        surface.blit(line, (x, i * step))
    _text_cache.put(key, surface)
    return surface


def ellipsize(text: str, size: int, max_width: int, *, bold: bool = False, role: Role = "body") -> str:
    """``text`` shortened with "…" to fit ``max_width``."""
    font = get_font(size, bold=bold, role=role)
    if font.size(text)[0] <= max_width:
        return text
    base = text.rstrip("…")
    return base[: fitting_prefix(font, base, max_width, "…")].rstrip() + "…"


def ellipsize_middle(text: str, size: int, max_width: int, *, bold: bool = False, role: Role = "body") -> str:
    """``text`` shortened in its middle with "…" to fit ``max_width``: it keeps its start and twice as
    much of its end (a file name's extension; a message's words after a long name)."""
    font = get_font(size, bold=bold, role=role)
    if font.size(text)[0] <= max_width:
        return text

    def cut(keep: int) -> str:
        head = keep // 3
        return text[:head] + "…" + text[len(text) - (keep - head) :]

    fits, too_long = 0, len(text)  # cut(fits) fits; cut(too_long) would be the whole text
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if font.size(cut(middle))[0] <= max_width:
            fits = middle
        else:
            too_long = middle
    return cut(fits)


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: ColourLike,
    *,
    anchor: Anchor = "topleft",
    bold: bool = False,
    role: Role = "body",
    italic: bool = False,
    shadow: ColourLike | None = None,
    shadow_offset: int | None = None,
    max_width: int | None = None,
) -> pygame.Rect:
    """Blit one line anchored at ``pos``; shrinks to ``max_width`` if given. Returns the text rect."""
    if max_width is not None:
        size = fit_size(text, max_width, size, min_size=max(8, size * 2 // 3), bold=bold, role=role)
        text = ellipsize(text, size, max_width, bold=bold, role=role)
    rendered = render(text, size, colour, bold=bold, role=role, italic=italic)
    rect = rendered.get_rect(**{anchor: pos})
    if shadow is not None:
        offset = shadow_offset if shadow_offset is not None else max(1, size // 18)
        surface.blit(
            render(text, size, shadow, bold=bold, role=role, italic=italic), rect.move(offset, offset)
        )
    surface.blit(rendered, rect)
    return rect
