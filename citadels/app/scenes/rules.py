"""The rules screen: the project's rules document (docs/RULES.md, or its Spanish translation
docs/REGLAS.md — see `citadels.text.rules_doc`) in tabs, one or more sections each, with galleries of the
character and district cards drawn from the same translated strings as the cards at the table.

It can open at one entry (`RulesLink`: a character's or a district's card, or the scoring section):
the tab that holds it, scrolled to it and framed in gold (the coach's explanations link here; Back
returns to where the screen was opened from)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, ScrollPanel
from citadels.engine.cards import EDITION_2016_UNIQUES, KINDS, UNIQUE_KINDS, DistrictType
from citadels.engine.characters import (
    CLASSIC_CHARACTERS,
    DARK_CITY_CHARACTERS,
    EDITION_2016_CHARACTERS,
    EDITION_2016_RANK_NINE,
    RANK_NINE,
)
from citadels.engine.uniques import UNBUILDABLE
from citadels.text.coach_words import RulesLink
from citadels.text.i18n import (
    _,
    character_ability_text,
    character_name,
    current_language,
    district_effect_text,
    district_name,
    district_type_name,
    language_version,
    ngettext,
)
from citadels.text.rules_doc import Block, Heading, ListBlock, Paragraph, Run, Runs, Table, load_rules

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Tab:
    key: str
    label: Callable[[], str]
    #: the sections of docs/RULES.md (docs/REGLAS.md in Spanish) shown in this tab, in order
    sections: tuple[int, ...]
    #: card galleries drawn after the text: "characters", "dark_city", "edition_2016", "basic", "uniques",
    #: "uniques_2016"
    galleries: tuple[str, ...] = ()


TABS: tuple[Tab, ...] = (
    Tab("overview", lambda: _("Overview"), (1, 2)),
    Tab("round", lambda: _("A round"), (3,)),
    Tab("characters", lambda: _("Characters"), (4,), ("characters",)),
    Tab("districts", lambda: _("Districts"), (5,), ("basic", "uniques")),
    Tab("dark_city", lambda: _("Dark City"), (6,), ("dark_city",)),
    Tab("scoring", lambda: _("End and scoring"), (7, 8)),
    Tab("edition_2016", lambda: _("2016 edition"), (9,), ("edition_2016", "uniques_2016")),
)
_TAB_BY_KEY = {tab.key: tab for tab in TABS}
#: the tab of each section a `RulesLink` may name
_SECTION_TABS = {"scoring": "scoring"}
_CLASSIC_NAMES = frozenset(spec.name for spec in CLASSIC_CHARACTERS)
_DARK_CITY_NAMES = frozenset(spec.name for spec in DARK_CITY_CHARACTERS + RANK_NINE)
#: the 2016 box's characters (RULES.md §9), by rank
_EDITION_2016 = tuple(sorted(EDITION_2016_CHARACTERS + EDITION_2016_RANK_NINE, key=lambda spec: spec.rank))

#: where an entry is on its tab's page: ("character" or "district", engine name)
Anchor = tuple[str, str]


def tab_of(link: RulesLink) -> str:
    """The tab that holds a rules entry."""
    if link.kind == "character":
        if link.name in _CLASSIC_NAMES:
            return "characters"
        return "dark_city" if link.name in _DARK_CITY_NAMES else "edition_2016"
    if link.kind == "district":
        return "edition_2016" if link.name in EDITION_2016_UNIQUES else "districts"
    return _SECTION_TABS.get(link.name, TABS[0].key)


_TYPE_NOTES: dict[DistrictType, Callable[[], str]] = {
    DistrictType.NOBLE: lambda: _("Income for the King."),
    DistrictType.RELIGIOUS: lambda: _("Income for the Bishop."),
    DistrictType.TRADE: lambda: _("Income for the Merchant."),
    DistrictType.MILITARY: lambda: _("Income for the Warlord."),
    DistrictType.UNIQUE: lambda: _("Special powers."),
}


class _Writer:
    """Stacks rendered blocks into one tall transparent surface."""

    def __init__(self, width: int, lay: theme.Layout) -> None:
        self.width = width
        self.lay = lay
        self.parts: list[tuple[int, int, pygame.Surface]] = []  # (x, y, surface)
        self.y = 0
        self.anchors: dict[Anchor, pygame.Rect] = {}  # where each card's entry is on the page

    def add(self, surface: pygame.Surface, x: int = 0, gap: int | None = None) -> None:
        self.parts.append((x, self.y, surface))
        self.y += surface.get_height() + (self.lay.px(12) if gap is None else gap)

    def result(self) -> pygame.Surface:
        out = pygame.Surface((self.width, max(1, self.y + self.lay.px(16))), pygame.SRCALPHA)
        for x, y, surface in self.parts:
            out.blit(surface, (x, y))
        return out


def _heading(title: str, width: int, lay: theme.Layout) -> pygame.Surface:
    rendered = text.render(title, lay.subheading, theme.INK, bold=True, role="display")
    surf = pygame.Surface((width, rendered.get_height() + lay.px(10)), pygame.SRCALPHA)
    surf.blit(rendered, (0, 0))
    y = rendered.get_height() + lay.px(4)
    pygame.draw.line(
        surf, theme.GOLD_DARK, (0, y), (min(width, rendered.get_width() + lay.px(60)), y), max(1, lay.px(2))
    )
    return surf


def _entry(
    card: pygame.Surface, title: str, subtitle: str, body: str, width: int, lay: theme.Layout
) -> pygame.Surface:
    """A card with its name, a detail line and its text beside it."""
    gap = lay.px(18)
    text_w = width - card.get_width() - gap
    title_s = text.render(text.ellipsize(title, lay.subheading, text_w, bold=True, role="display"), lay.subheading,
                          theme.INK, bold=True, role="display")  # fmt: skip
    sub_s = text.render_wrapped(subtitle, lay.small, theme.INK_SOFT, text_w, italic=True)
    body_s = text.render_wrapped(body, lay.body, theme.INK, text_w) if body else None
    height = (
        title_s.get_height()
        + lay.px(4)
        + sub_s.get_height()
        + (lay.px(8) + body_s.get_height() if body_s else 0)
    )
    surf = pygame.Surface((width, max(card.get_height() + lay.px(8), height)), pygame.SRCALPHA)
    decor.draw_shadow(
        surf, card.get_rect(topleft=(0, 0)), radius=lay.px(8), blur=lay.px(4), offset=lay.px(4), alpha=90
    )
    surf.blit(card, (0, 0))
    x, y = card.get_width() + gap, 0
    surf.blit(title_s, (x, y))
    y += title_s.get_height() + lay.px(4)
    surf.blit(sub_s, (x, y))
    y += sub_s.get_height() + lay.px(8)
    if body_s is not None:
        surf.blit(body_s, (x, y))
    return surf


def _two_columns(writer: _Writer, entries: list[tuple[Anchor, pygame.Surface]], lay: theme.Layout) -> None:
    col_gap = lay.px(28)
    col_w = (writer.width - col_gap) // 2
    for i in range(0, len(entries), 2):
        pair = entries[i : i + 2]
        row_h = max(e.get_height() for _a, e in pair)
        row = pygame.Surface((writer.width, row_h), pygame.SRCALPHA)
        for j, (anchor, entry) in enumerate(pair):
            row.blit(entry, (j * (col_w + col_gap), 0))
            writer.anchors[anchor] = pygame.Rect(j * (col_w + col_gap), writer.y, col_w, entry.get_height())
        writer.add(row, gap=lay.px(22))


def _cost_line(kind_name: str) -> str:
    kind = KINDS[kind_name]
    parts = [
        district_type_name(kind.dtype),
        _("never built")  # the Secret Vault (RULES.md §9.4)
        if kind is UNBUILDABLE
        else ngettext("cost {n} gold", "cost {n} gold", kind.cost).format(n=kind.cost),
        ngettext("{n} copy", "{n} copies", kind.copies).format(n=kind.copies),
    ]
    if kind.points != kind.cost:
        parts.append(ngettext("{n} point", "{n} points", kind.points).format(n=kind.points))
    return " · ".join(parts)


def _rich(runs: Runs, size: int, colour: theme.Colour, width: int, *, bold: bool = False,
          line_spacing: float = 1.08) -> pygame.Surface:  # fmt: skip
    """Styled runs (bold, italic, code) wrapped to ``width``."""
    tokens: list[tuple[str, Run]] = []
    for run in runs:
        tokens += [(piece, run) for piece in re.findall(r"\s+|\S+", run.text)]
    lines: list[list[tuple[int, pygame.Surface]]] = [[]]
    x = 0
    for piece, run in tokens:
        if piece.isspace():
            if lines[-1]:
                x += text.text_size(" ", size, bold=bold or run.bold, italic=run.italic)[0]
            continue
        rendered = text.render(piece, size, theme.INK_SOFT if run.code else colour, bold=bold or run.bold,
                               italic=run.italic)  # fmt: skip
        if lines[-1] and x + rendered.get_width() > width:
            lines.append([])
            x = 0
        lines[-1].append((x, rendered))
        x += rendered.get_width()
    step = round(text.line_height(size, bold=bold) * line_spacing)
    out = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for row, line in enumerate(lines):
        for x0, rendered in line:
            out.blit(rendered, (x0, row * step))
    return out


def _natural_width(runs: Runs, size: int, bold: bool = False) -> tuple[int, int]:
    """(the width of the runs on one line, the width of their longest word)."""
    whole = sum(text.text_size(r.text, size, bold=bold or r.bold, italic=r.italic)[0] for r in runs)
    longest = max((text.text_size(word, size, bold=bold or r.bold, italic=r.italic)[0]
                   for r in runs for word in r.text.split()), default=0)  # fmt: skip
    return whole, longest


def _column_widths(table: Table, width: int, size: int, pad: int) -> list[int]:
    """Short columns get what they need; the long ones share the rest."""
    cols = max(len(table.header), *(len(r) for r in table.rows)) if table.rows else len(table.header)
    natural = [0] * cols
    minimum = [0] * cols
    for r, row in enumerate((table.header, *table.rows)):
        for c, cell in enumerate(row):
            whole, longest = _natural_width(cell, size, bold=r == 0)
            natural[c] = max(natural[c], whole + 2 * pad + 4)  # a little slack for kerning
            minimum[c] = max(minimum[c], longest + 2 * pad)
    if sum(natural) <= width:
        return natural
    widths: list[int | None] = [None] * cols
    left = width
    while True:
        flexible = [c for c in range(cols) if widths[c] is None]
        if not flexible:
            break
        share = left // len(flexible)
        fixed = [c for c in flexible if natural[c] <= share]
        if not fixed:
            for c in flexible:
                widths[c] = max(minimum[c], share)
            break
        for c in fixed:
            widths[c] = natural[c]
            left -= natural[c]
    return [w or 0 for w in widths]


def _table(table: Table, width: int, lay: theme.Layout) -> pygame.Surface:
    size = lay.small
    pad = lay.px(8)
    widths = _column_widths(table, width, size, pad)
    rendered_rows: list[list[pygame.Surface]] = []
    for r, row in enumerate((table.header, *table.rows)):
        rendered_rows.append([
            _rich(cell, size, theme.INK, max(1, widths[c] - 2 * pad), bold=r == 0, line_spacing=1.0)
            for c, cell in enumerate(row) if c < len(widths)
        ])  # fmt: skip
    heights = [max((cell.get_height() for cell in row), default=0) + 2 * pad // 1 for row in rendered_rows]
    total_w = min(width, sum(widths))
    out = pygame.Surface((max(1, total_w), max(1, sum(heights))), pygame.SRCALPHA)
    y = 0
    for r, (cells, h) in enumerate(zip(rendered_rows, heights, strict=True)):
        if r == 0:
            out.fill((*theme.PARCHMENT_EDGE, 110), pygame.Rect(0, y, total_w, h))
        elif r % 2 == 0:
            out.fill((*theme.PARCHMENT_EDGE, 45), pygame.Rect(0, y, total_w, h))
        x = 0
        for c, cell in enumerate(cells):
            out.blit(cell, (x + pad, y + pad))
            x += widths[c]
        y += h
        line = max(1, lay.px(2)) if r == 0 else 1
        pygame.draw.line(out, theme.GOLD_DARK, (0, y - line), (total_w, y - line), line)
    return out


def _ordered(items: tuple[Runs, ...], width: int, lay: theme.Layout) -> pygame.Surface:
    indent = lay.px(30)
    rows = [_rich(item, lay.body, theme.INK, width - indent) for item in items]
    gap = lay.px(8)
    surf = pygame.Surface((width, sum(r.get_height() for r in rows) + gap * len(rows)), pygame.SRCALPHA)
    y = 0
    for n, row in enumerate(rows, start=1):
        text.draw_text(surf, f"{n}.", (lay.px(4), y), lay.body, theme.GOLD_DARK, anchor="topleft", bold=True)
        surf.blit(row, (indent, y))
        y += row.get_height() + gap
    return surf


def _rich_bullets(items: tuple[Runs, ...], width: int, lay: theme.Layout) -> pygame.Surface:
    indent = lay.px(30)
    rows = [_rich(item, lay.body, theme.INK, width - indent, line_spacing=1.05) for item in items]
    gap = lay.px(8)
    surf = pygame.Surface((width, sum(r.get_height() for r in rows) + gap * len(rows)), pygame.SRCALPHA)
    y = 0
    d = lay.px(6)
    for row in rows:
        cy = y + text.line_height(lay.body) // 2
        cx = lay.px(12)
        pygame.draw.polygon(surf, theme.GOLD_DARK, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
        surf.blit(row, (indent, y))
        y += row.get_height() + gap
    return surf


def _add_block(writer: _Writer, block: Block, lay: theme.Layout) -> None:
    width = writer.width
    if isinstance(block, Heading):
        writer.y += lay.px(4)
        writer.add(_rich(block.runs, lay.body + lay.px(2), theme.INK, width, bold=True), gap=lay.px(8))
    elif isinstance(block, Paragraph):
        writer.add(_rich(block.runs, lay.body, theme.INK, width), gap=lay.px(14))
    elif isinstance(block, ListBlock):
        maker = _ordered if block.ordered else _rich_bullets
        writer.add(maker(block.items, width, lay), gap=lay.px(12))
    elif isinstance(block, Table):
        writer.add(_table(block, width, lay), gap=lay.px(16))


def _gallery(writer: _Writer, name: str, lay: theme.Layout) -> None:
    width = writer.width
    col_w = (width - lay.px(28)) // 2
    if name in ("characters", "dark_city", "edition_2016"):
        line_up = {
            "characters": CLASSIC_CHARACTERS,
            "dark_city": DARK_CITY_CHARACTERS + RANK_NINE,
            "edition_2016": _EDITION_2016,
        }[name]
        writer.y += lay.px(6)
        writer.add(_heading(_("The cards"), width, lay), gap=lay.px(10))
        card = cardart.card_size(lay.px(210))
        entries = [
            (
                ("character", spec.name),
                _entry(
                    cardart.character_card(spec.name, card),
                    character_name(spec.name),
                    _("Rank {rank}").format(rank=spec.rank)
                    + (
                        " · " + _("income: {type}").format(type=district_type_name(spec.income_type))
                        if spec.income_type is not None
                        else ""
                    ),
                    character_ability_text(spec.name),
                    col_w,
                    lay,
                ),
            )  # fmt: skip
            for spec in line_up
        ]
        _two_columns(writer, entries, lay)
    elif name == "basic":
        writer.y += lay.px(6)
        writer.add(_heading(_("The cards"), width, lay), gap=lay.px(10))
        # one row per type: its badge, name and who earns from it, then its cards
        card = cardart.card_size(lay.px(150))
        label_w = lay.px(210)
        cell_w = card[0] + lay.px(18)
        per_row = max(1, (width - label_w) // cell_w)
        caption_h = lay.px(40)
        badge = lay.px(56)
        for dtype in theme.TYPE_COLOURS:
            if dtype == DistrictType.UNIQUE:
                continue
            of_type = [k for k in KINDS.values() if k.dtype == dtype]
            chunks = [of_type[i : i + per_row] for i in range(0, len(of_type), per_row)]
            for n, chunk in enumerate(chunks):
                row = pygame.Surface((width, card[1] + caption_h), pygame.SRCALPHA)
                if n == 0:
                    row.blit(cardart.type_badge(dtype, badge), (lay.px(8), lay.px(10)))
                    text.draw_text(row, district_type_name(dtype), (lay.px(8), badge + lay.px(18)), lay.subheading,
                                   theme.darken(theme.TYPE_COLOURS[dtype], 0.3), bold=True, role="display")  # fmt: skip
                    note = text.render_wrapped(
                        _TYPE_NOTES[dtype](), lay.small, theme.INK_SOFT, label_w - lay.px(16)
                    )
                    row.blit(
                        note,
                        (
                            lay.px(8),
                            badge + lay.px(22) + text.line_height(lay.subheading, bold=True, role="display"),
                        ),
                    )
                for j, k in enumerate(chunk):
                    x = label_w + j * cell_w
                    row.blit(cardart.district_card(k.name, card), (x, 0))
                    writer.anchors[("district", k.name)] = pygame.Rect(
                        x, writer.y, card[0], card[1] + caption_h
                    )
                    caption = ngettext("{n} copy", "{n} copies", k.copies).format(n=k.copies)
                    text.draw_text(row, caption, (x + card[0] // 2, card[1] + lay.px(6)), lay.small,
                                   theme.INK_SOFT, anchor="midtop", max_width=cell_w)  # fmt: skip
                writer.add(row, gap=lay.px(10))
    elif name in ("uniques", "uniques_2016"):
        # the classic deck's uniques on the Districts tab; the 2016 box's own on the 2016 tab
        kinds = UNIQUE_KINDS if name == "uniques" else EDITION_2016_UNIQUES
        writer.y += lay.px(6)
        title = _("Unique districts") if name == "uniques" else _("Unique districts of the 2016 box")
        writer.add(_heading(title, width, lay), gap=lay.px(10))
        badge = lay.px(44)
        dtype = DistrictType.UNIQUE
        row = pygame.Surface((width, badge), pygame.SRCALPHA)
        row.blit(cardart.type_badge(dtype, badge), (lay.px(8), 0))
        label = text.draw_text(row, district_type_name(dtype), (badge + lay.px(20), badge // 2), lay.subheading,
                               theme.darken(theme.TYPE_COLOURS[dtype], 0.3), anchor="midleft", bold=True,
                               role="display")  # fmt: skip
        text.draw_text(row, _TYPE_NOTES[dtype](), (label.right + lay.px(16), badge // 2), lay.small, theme.INK_SOFT,
                       anchor="midleft")  # fmt: skip
        writer.add(row, gap=lay.px(10))
        card = cardart.card_size(lay.px(190))
        entries = [
            (
                ("district", k.name),
                _entry(
                    cardart.district_card(k.name, card),
                    district_name(k.name),
                    _cost_line(k.name),
                    district_effect_text(k.name),
                    col_w,
                    lay,
                ),
            )  # fmt: skip
            for k in (KINDS[n] for n in kinds)
        ]
        _two_columns(writer, entries, lay)


@dataclass(frozen=True)
class Page:
    """A tab's page and where each card's entry is on it."""

    surface: pygame.Surface
    anchors: dict[Anchor, pygame.Rect]


def render_tab(key: str, width: int, lay: theme.Layout) -> pygame.Surface:
    """One tab's page as a tall transparent surface ``width`` pixels wide: its sections of the rules
    document in the current language, then its card galleries."""
    return render_page(key, width, lay).surface


def render_page(key: str, width: int, lay: theme.Layout) -> Page:
    """One tab's page (`render_tab`) with where each card's entry is on it."""
    writer = _Writer(width, lay)
    tab = _TAB_BY_KEY.get(key, TABS[0])
    try:
        document = load_rules(current_language())
    except OSError as exc:
        log.error("cannot read the rules: %s", exc)
        message = _("The rules file could not be read ({error}).").format(error=exc.strerror or exc)
        writer.add(text.render_wrapped(message, lay.body, theme.CRIMSON, width), gap=lay.px(16))
    else:
        for number in tab.sections:
            section = document.section(number)
            writer.y += lay.px(6)
            writer.add(_heading(f"{section.number}. {section.title}", width, lay), gap=lay.px(10))
            for block in section.blocks:
                _add_block(writer, block, lay)
    for gallery in tab.galleries:
        _gallery(writer, gallery, lay)
    return Page(writer.result(), writer.anchors)


class RulesScene(UIScene):
    name = "rules"

    def __init__(self, app: AppServices, tab: str = "overview", at: RulesLink | None = None) -> None:
        super().__init__(app)
        if at is not None:
            tab = tab_of(at)
        self.tab = tab if tab in {t.key for t in TABS} else TABS[0].key
        #: the entry opened at (framed while its tab is shown); scrolled to at the first layout
        self.at = at
        self._scroll_to_entry = at is not None
        self.tab_buttons: dict[str, Button] = {}
        for i, tab_ in enumerate(TABS):
            self.tab_buttons[tab_.key] = Button(
                tab_.label,
                self._selector(tab_.key),
                style="ghost",
                shortcut=pygame.K_1 + i,
                shortcut_label=str(i + 1),
            )
        self.scroll = ScrollPanel(fade=theme.PARCHMENT)
        self.back_button = Button(lambda: _("Back"), self.back, style="primary", shortcut_label=_("Esc"))
        self.ui.add(*self.tab_buttons.values(), self.scroll, self.back_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._rendered: tuple[str, int, int, tuple[int, int]] | None = None
        self._pages: dict[tuple[str, int, int, tuple[int, int]], Page] = {}
        self.anchors: dict[Anchor, pygame.Rect] = {}  # on the page shown

    def _selector(self, key: str) -> Callable[[], None]:
        return lambda: self.select(key)

    def select(self, key: str) -> None:
        if key != self.tab:
            self.tab = key
            self._refresh(reset_scroll=True)

    def _style_tabs(self) -> None:
        for key, button in self.tab_buttons.items():
            button.style = "primary" if key == self.tab else "ghost"

    def _refresh(self, *, reset_scroll: bool = False) -> None:
        """Render the current tab's page (cached per tab, width, language and window size)."""
        self._style_tabs()
        width = self.scroll.rect.w - self.lay.px(24)
        key = (self.tab, width, language_version(), self.app.size)
        page = self._pages.get(key)
        if page is None:
            if len(self._pages) > 12:
                self._pages.clear()
            page = self._pages[key] = render_page(self.tab, max(100, width), self.lay)
        self.scroll.set_content(page.surface, keep_position=not reset_scroll)
        self.anchors = page.anchors
        self._rendered = key
        if self._scroll_to_entry:
            self._scroll_to_entry = False
            entry = self.entry_rect_on_page()
            self.scroll.scroll_to(entry.y - self.lay.px(40) if entry is not None else 0, instant=True)

    def entry_rect_on_page(self) -> pygame.Rect | None:
        """Where the entry the screen was opened at is on the page shown (None: not on it, or a
        section, whose tab opens at its top)."""
        if self.at is None or self.at.kind == "section" or tab_of(self.at) != self.tab:
            return None
        return self.anchors.get((self.at.kind, self.at.name))

    def entry_rect(self) -> pygame.Rect | None:
        """Where that entry is on the screen now (None when not shown)."""
        on_page = self.entry_rect_on_page()
        if on_page is None:
            return None
        return on_page.move(self.scroll.rect.x, self.scroll.rect.y - int(self.scroll.offset))

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        self.back_button.shortcut_label = _("Esc")
        margin = lay.px(40)
        top = lay.px(104)
        tab_h = lay.px(44)
        # the tab row reaches nearer the edges than the page, its tabs closer together: seven labels fit
        tab_margin, tab_gap = lay.px(10), lay.px(6)
        tab_w = min(lay.px(220), (w - 2 * tab_margin - tab_gap * (len(TABS) - 1)) // len(TABS))
        total = tab_w * len(TABS) + tab_gap * (len(TABS) - 1)
        x = (w - total) // 2
        for i, button in enumerate(self.tab_buttons.values()):
            button.rect = pygame.Rect(x + i * (tab_w + tab_gap), top, tab_w, tab_h)
        # one size for every tab: the largest at which each label fits its tab
        label_size = min(b.label_size(lay.px(19)) for b in self.tab_buttons.values())
        for button in self.tab_buttons.values():
            button.font_size = label_size
        panel_w = min(w - 2 * margin, lay.px(1180))
        self.panel = pygame.Rect((w - panel_w) // 2, top + tab_h + lay.px(14), panel_w, 0)
        self.panel.h = h - self.panel.y - lay.px(88)
        pad = lay.px(30)
        self.scroll.rect = self.panel.inflate(-2 * pad + lay.px(16), -2 * lay.px(20))
        self.scroll.rect.x = self.panel.x + pad
        self.scroll.step = lay.px(70)
        self.back_button.rect = pygame.Rect(0, 0, lay.px(220), lay.px(50))
        self.back_button.rect.midbottom = (w // 2, h - lay.px(20))
        self._refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        # page keys scroll and Left/Right change tab, whatever has the focus
        if event.type == pygame.KEYDOWN:
            keys = [t.key for t in TABS]
            index = keys.index(self.tab)
            if event.key == pygame.K_RIGHT:
                self.select(keys[(index + 1) % len(keys)])
                return
            if event.key == pygame.K_LEFT:
                self.select(keys[(index - 1) % len(keys)])
                return
            moves = {
                pygame.K_DOWN: self.scroll.step, pygame.K_UP: -self.scroll.step,
                pygame.K_PAGEDOWN: self.scroll.rect.h * 0.9, pygame.K_PAGEUP: -self.scroll.rect.h * 0.9,
            }  # fmt: skip
            if event.key in moves:
                self.scroll.scroll_by(moves[event.key])
                return
            if event.key == pygame.K_HOME:
                self.scroll.scroll_to(0)
                return
            if event.key == pygame.K_END:
                self.scroll.scroll_to(self.scroll.max_offset)
                return
        if event.type == pygame.MOUSEWHEEL and not self.scroll.hovered:
            self.scroll.scroll_by(
                -getattr(event, "y", 0) * self.scroll.step
            )  # wheel anywhere scrolls the page
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.draw_background(surface, dim=0.15)
        self.draw_title(surface, _("Rules of the game"), (surface.get_width() // 2, lay.px(48)), lay.heading)
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(16), border=lay.px(3))
        hint = _("Mouse wheel, drag or arrow keys to scroll · 1–{last} or ←/→ to change section").format(
            last=len(TABS)
        )
        text.draw_text(surface, hint, (lay.px(20), surface.get_height() - lay.px(12)), lay.small, theme.CREAM_DIM,
                       anchor="bottomleft", shadow=(0, 0, 0), max_width=self.back_button.rect.x - lay.px(40))  # fmt: skip
        self.ui.draw(surface)
        entry = self.entry_rect()
        if entry is not None:  # the entry opened at, framed in gold (clipped to the page's panel)
            clip = surface.get_clip()
            surface.set_clip(self.scroll.rect.inflate(lay.px(12), 0).clip(clip))
            pygame.draw.rect(surface, theme.GOLD, entry.inflate(lay.px(12), lay.px(12)), max(2, lay.px(3)),
                             border_radius=lay.px(10))  # fmt: skip
            surface.set_clip(clip)
