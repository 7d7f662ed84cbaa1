"""Text: bundled fonts, a cache of rendered text, word wrapping.

The fonts are ``bundle.FONTS``: a decorative *display* face for titles and a readable *body* face,
each in regular and bold (italic is synthesised). A character the face lacks (a name in Arabic, a
symbol, an emoji) is drawn with the first of ``bundle.FALLBACK_FONTS`` that has it: the text is cut
into runs, one font each, set side by side on one baseline. A run of right-to-left letters (Arabic)
is shaped right to left when pygame-ce's font can (SDL_ttf with HarfBuzz: ``Font.set_direction``),
else its letters are at least laid out right to left; the runs of a line follow a simple form of
the Unicode bidirectional order (a line that starts in Arabic reads from the right). A font file
that is missing or unreadable is a `BundleError` naming it, never a silent fallback. Rendered
surfaces are cached by (text, size, colour, bold, role, italic): the UI re-renders the same strings
every frame.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from typing import Literal

import pygame
import pygame.freetype

from citadels.app import screen_surface
from citadels.system import bundle
from citadels.system.paths import BundleError, bundled

Role = Literal["display", "body"]
Anchor = Literal[
    "topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft", "midbottom", "bottomright"
]
ColourLike = tuple[int, int, int] | tuple[int, int, int, int]

_fonts: dict[tuple[Role, int, bool, bool], pygame.font.Font] = {}
#: the fallback fonts opened, by (file, size, bold, italic, right to left)
_fallbacks: dict[tuple[str, int, bool, bool, bool], pygame.font.Font] = {}
#: the right-to-left fonts that shape (SDL_ttf with HarfBuzz took the direction and the script)
_shaping: set[tuple[str, int, bool, bool, bool]] = set()
#: the script a fallback font's right-to-left runs are shaped as
RTL_SCRIPTS: dict[str, str] = {"NotoSansArabic-Regular.ttf": "Arab"}
#: per font file, a FreeType face asked which characters it has (pygame.font cannot tell)
_probes: dict[str, pygame.freetype.Font] = {}
_has: dict[str, dict[str, bool]] = {}
#: per face file, the characters it draws itself, left to right (a line made only of them is one run)
_plain: dict[str, set[str]] = {}
#: per face, the characters of `_plain` with their direction ("L", or "N" for spaces and signs)
_plain_directions: dict[str, dict[str, str]] = {}


def _open(name: str, size: int) -> pygame.font.Font:
    path = bundled("assets", "fonts", name)
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, pygame.error) as exc:
        raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc


def get_font(size: int, *, bold: bool = False, role: Role = "body", italic: bool = False) -> pygame.font.Font:
    """The bundled ``role`` face at ``size`` pixels."""
    size = max(6, int(size))
    key = (role, size, bold, italic)
    font = _fonts.get(key)
    if font is not None:
        return font
    if not pygame.font.get_init():
        pygame.font.init()
    font = _open(bundle.FONTS[(role, bold)], size)
    font.italic = italic  # no italic face is shipped
    _fonts[key] = font
    return font


def _fallback_font(name: str, size: int, bold: bool, italic: bool, rtl: bool) -> pygame.font.Font:
    """A fallback font at ``size`` (bold and italic synthesised), set to shape right to left."""
    size = max(6, int(size))
    key = (name, size, bold, italic, rtl)
    font = _fallbacks.get(key)
    if font is not None:
        return font
    if not pygame.font.get_init():
        pygame.font.init()
    font = _open(name, size)
    font.bold = bold
    font.italic = italic
    if rtl and name in RTL_SCRIPTS:
        try:
            font.set_script(RTL_SCRIPTS[name])
            font.set_direction(pygame.DIRECTION_RTL)
            _shaping.add(key)
        except (AttributeError, pygame.error):  # SDL_ttf without HarfBuzz: laid out by hand
            pass
    _fallbacks[key] = font
    return font


def has_glyph(name: str, ch: str) -> bool:
    """Whether the bundled font file ``name`` has a glyph for the character ``ch``."""
    known = _has.setdefault(name, {})
    has = known.get(ch)
    if has is None:
        probe = _probes.get(name)
        if probe is None:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            path = bundled("assets", "fonts", name)
            try:
                probe = pygame.freetype.Font(str(path), 16)
            except (OSError, pygame.error) as exc:
                raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc
            _probes[name] = probe
        has = probe.get_metrics(ch)[0] is not None
        known[ch] = has
    return has


def _direction(ch: str) -> str:
    """Which way `ch` reads: "R" a right-to-left letter; "L" a left-to-right one or a digit (a
    number reads from the left in Arabic too); "N" the rest (spaces, punctuation: they take the
    direction around them)."""
    kind = unicodedata.bidirectional(ch)
    return "R" if kind in ("R", "AL") else "L" if kind in ("L", "EN", "AN") else "N"


def _attaches(ch: str) -> bool:
    """A mark, a joiner, a variation selector or a skin tone: drawn with the character before it."""
    return unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0x1F3FB <= ord(ch) <= 0x1F3FF


#: one run of a line: its font file, whether it reads right to left, its characters
Run = tuple[str, bool, str]


def text_runs(text: str, *, bold: bool = False, role: Role = "body") -> list[Run] | None:
    """``text`` cut into runs of one font and one direction, in the order they are drawn from the
    left; None when the ``role`` face draws the whole text itself, left to right (nearly always)."""
    primary = bundle.FONTS[(role, bold)]
    plain = _plain.setdefault(primary, set())
    if text.isascii() or plain.issuperset(text):
        return None
    key = (text, primary)
    runs = _runs.get(key)
    if runs is None:  # a name in fallback fonts comes back word by word and line by line
        runs = _cut_into_runs(text, primary, plain)
        if len(_runs) >= RUNS_KEPT:
            _runs.clear()
        _runs[key] = runs
    return runs if runs else None


#: `text_runs`' answers for texts that need a fallback font or right to left, by (text, face)
_runs: dict[tuple[str, str], list[Run]] = {}
RUNS_KEPT = 4096


def _cut_into_runs(text: str, primary: str, plain: set[str]) -> list[Run]:
    """`text_runs` once its fast path is passed: the runs, or [] when the face draws it all."""
    files = (primary, *bundle.FALLBACK_FONTS)
    plain_direction = _plain_directions.setdefault(primary, {})
    pieces: list[list[str]] = []  # [file, direction, characters]
    for ch in text:
        known = plain_direction.get(ch)  # the face draws it, left to right or either way
        if known is not None and pieces and pieces[-1][0] == primary and pieces[-1][1] != "R":
            last = pieces[-1]  # it goes on with the face's run (what the general case below decides)
            last[2] += ch
            if known == "L":
                last[1] = "L"
            continue
        if pieces and _attaches(ch):
            if unicodedata.category(ch) in ("Mn", "Me") or has_glyph(pieces[-1][0], ch):
                pieces[-1][2] += ch  # a skin tone or a joiner the run's font lacks is left out
            continue
        direction = _direction(ch)
        if (
            pieces
            and direction == "N"
            and (pieces[-1][0] == primary or (pieces[-1][1] == "R" and ch.isspace()))
            and has_glyph(pieces[-1][0], ch)
        ):
            pieces[-1][2] += ch  # a space or a sign goes on with the run it is in
            continue
        name = next((f for f in files if has_glyph(f, ch)), primary)
        if name == primary and direction != "R":
            plain.add(ch)
            plain_direction[ch] = direction
        if pieces and pieces[-1][0] == name and pieces[-1][1] in (direction, "N"):
            pieces[-1][1] = direction if direction != "N" else pieces[-1][1]
            pieces[-1][2] += ch
        else:
            pieces.append([name, direction, ch])
    if len(pieces) == 1 and pieces[0][0] == primary and pieces[0][1] != "R":
        return []
    # the spaces that end a right-to-left run belong between it and what follows
    split: list[list[str]] = []
    for name, direction, chars in pieces:
        body = chars.rstrip(" ") if direction == "R" else chars
        split.append([name, direction, body or chars])
        if body and body != chars:
            split.append([primary, "N", chars[len(body) :]])
    # the line's direction is the interface's (Spanish and English read from the left), not its
    # first letter's: "علي chooses a character." keeps the sentence in order, the name read from the right
    base = "L"
    # a neutral run takes the direction of the runs around it when they agree, else the line's
    for i, piece in enumerate(split):
        if piece[1] == "N":
            before = next((p[1] for p in reversed(split[:i]) if p[1] != "N"), base)
            after = next((p[1] for p in split[i + 1 :] if p[1] != "N"), base)
            piece[1] = before if before == after else base
    # the Unicode order with two levels: reverse each stretch at the higher level, then (a
    # right-to-left line) the whole line
    levels = [(1 if d == "R" else 0) if base == "L" else (1 if d == "R" else 2) for _n, d, _c in split]
    order = list(range(len(split)))
    for level in range(max(levels), 0, -1):
        i = 0
        while i < len(order):
            if levels[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and levels[order[j]] >= level:
                j += 1
            order[i:j] = order[i:j][::-1]
            i = j
    return [(split[k][0], split[k][1] == "R", split[k][2]) for k in order]


def _run_font(run: Run, size: int, bold: bool, role: Role, italic: bool) -> pygame.font.Font:
    name, rtl, _chars = run
    if name == bundle.FONTS[(role, bold)]:
        return get_font(size, bold=bold, role=role, italic=italic)
    return _fallback_font(name, size, bold, italic, rtl)


def _run_text(run: Run, size: int, bold: bool, italic: bool) -> str:
    """The characters of a run as handed to its font: a right-to-left run that the font cannot
    shape is reversed, so its letters at least read from the right."""
    name, rtl, chars = run
    if rtl and (name, max(6, int(size)), bold, italic, True) not in _shaping:
        return chars[::-1]
    return chars


#: widths of texts drawn with fallback fonts, by (text, size, bold, role, italic)
_widths: dict[tuple[str, int, bool, str, bool], int] = {}
WIDTHS_KEPT = 4096


def _width(text: str, size: int, *, bold: bool = False, role: Role = "body", italic: bool = False) -> int:
    key = (text, size, bold, role, italic)
    total = _widths.get(key)
    if total is not None:  # a name in fallback fonts comes back in every line of a log: measured once
        return total
    runs = text_runs(text, bold=bold, role=role)
    if runs is None:
        return get_font(size, bold=bold, role=role, italic=italic).size(text)[0]
    total = sum(
        _run_font(run, size, bold, role, italic).size(_run_text(run, size, bold, italic))[0] for run in runs
    )
    if len(_widths) >= WIDTHS_KEPT:
        _widths.clear()
    _widths[key] = total
    return total


def _measure(size: int, bold: bool, role: Role, italic: bool = False) -> Callable[[str], int]:
    """How wide a text is at these settings (fallback fonts and all)."""
    return lambda t: _width(t, size, bold=bold, role=role, italic=italic)


def _render_runs(
    runs: list[Run], size: int, colour: ColourLike, bold: bool, role: Role, italic: bool
) -> pygame.Surface:
    """The runs side by side on the face's baseline, as tall as the face's line unless a fallback
    glyph reaches past it (a fallback font's own ascent and descent are much taller than its ink:
    they would make a line with one Arabic letter twice as tall as its neighbours)."""
    face = get_font(size, bold=bold, role=role, italic=italic)
    fonts = [_run_font(run, size, bold, role, italic) for run in runs]
    parts = [
        font.render(_run_text(run, size, bold, italic), True, colour)
        for run, font in zip(runs, fonts, strict=True)
    ]
    tops = [face.get_ascent() - font.get_ascent() for font in fonts]  # each run's top, on the baseline
    top, bottom = 0, face.get_height()
    for y, part in zip(tops, parts, strict=True):
        ink = part.get_bounding_rect()
        if ink.h:
            top, bottom = min(top, y + ink.top), max(bottom, y + ink.bottom)
    surface = pygame.Surface((max(1, sum(part.get_width() for part in parts)), bottom - top), pygame.SRCALPHA)
    x = 0
    for y, part in zip(tops, parts, strict=True):
        surface.blit(part, (x, y - top))
        x += part.get_width()
    return surface


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
        surface = screen_surface.current()
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
        runs = text_runs(text, bold=bold, role=role)
        if runs is None:
            surface = get_font(size, bold=bold, role=role, italic=italic).render(text, True, colour)
        else:
            surface = _render_runs(runs, size, colour, bold, role, italic)
        if len(colour) == 4 and colour[3] < 255:
            surface.set_alpha(colour[3])
        _text_cache.put(key, surface)
    return surface


def text_size(
    text: str, size: int, *, bold: bool = False, role: Role = "body", italic: bool = False
) -> tuple[int, int]:
    if text_runs(text, bold=bold, role=role) is None:
        return get_font(size, bold=bold, role=role, italic=italic).size(text)
    return render(text, size, (255, 255, 255), bold=bold, role=role, italic=italic).get_size()


def line_height(size: int, *, bold: bool = False, role: Role = "body") -> int:
    return get_font(size, bold=bold, role=role).get_linesize()


def fit_size(
    text: str, max_width: int, size: int, *, min_size: int = 8, bold: bool = False, role: Role = "body"
) -> int:
    """The largest size ≤ ``size`` at which ``text`` fits in ``max_width`` (at least ``min_size``),
    measured without drawing each size tried (`_width`: the widths `render` lays side by side)."""
    while size > min_size and _width(text, size, bold=bold, role=role) > max_width:
        size -= 1
    return size


def fitting_prefix(measure: Callable[[str], int], text: str, max_width: int, suffix: str = "") -> int:
    """The length of the longest prefix of ``text`` that, followed by ``suffix``, is no wider than
    ``max_width`` as ``measure`` measures it (0 when none is). The prefix is found by doubling, then
    halving: each measure is of at most about twice the text that fits, so a word of any length costs
    a few measures per line."""
    n = len(text)
    fits, probe = 0, 1  # text[:fits] fits
    while probe <= n and measure(text[:probe] + suffix) <= max_width:
        fits, probe = probe, probe * 2
    too_long = min(probe, n + 1)  # text[:too_long] does not fit (n + 1: not measured, past the end)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if measure(text[:middle] + suffix) <= max_width:
            fits = middle
        else:
            too_long = middle
    return fits


#: pixels within which `wrap` measures a line whole rather than adding up its words' widths
KERN_SLACK = 3


def wrap(
    text: str, size: int, max_width: int, *, bold: bool = False, role: Role = "body", italic: bool = False
) -> list[str]:
    """Lines of ``text`` no wider than ``max_width``; ``\\n`` starts a new line; words too long for a
    line are split (at least one character a line, however narrow the line)."""
    measure = _measure(size, bold, role, italic)
    space = measure(" ")
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        current = ""
        width = 0  # of `current`
        for word in words:
            candidate = f"{current} {word}" if current else word
            # each word measured once: a line's width is its words' and spaces' widths added up, but
            # for the few pixels a pair of letters may kern across a space, measured whole when close
            guess = width + space + measure(word) if current else measure(word)
            if guess <= max_width - KERN_SLACK or (
                guess <= max_width + KERN_SLACK and measure(candidate) <= max_width
            ):
                current, width = candidate, guess
                continue
            if current:
                lines.append(current)
            # split a word wider than the line
            while len(word) > 1:
                cut = max(1, fitting_prefix(measure, word, max_width))
                if cut >= len(word):
                    break
                lines.append(word[:cut])
                word = word[cut:]
            current = word
            width = measure(word)
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
    measure = _measure(size, bold, role)
    if measure(text) <= max_width:
        return text
    base = text.rstrip("…")
    return base[: fitting_prefix(measure, base, max_width, "…")].rstrip() + "…"


def ellipsize_middle(text: str, size: int, max_width: int, *, bold: bool = False, role: Role = "body") -> str:
    """``text`` shortened in its middle with "…" to fit ``max_width``: it keeps its start and twice as
    much of its end (a file name's extension; a message's words after a long name)."""
    measure = _measure(size, bold, role)
    if measure(text) <= max_width:
        return text

    def cut(keep: int) -> str:
        head = keep // 3
        return text[:head] + "…" + text[len(text) - (keep - head) :]

    fits, too_long = 0, len(text)  # cut(fits) fits; cut(too_long) would be the whole text
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if measure(cut(middle)) <= max_width:
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
