"""The rules reference: how a round works, every character and district card with its text, and
scoring — in tabs, each a scrollable page drawn from the same translated strings as the cards."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.scenes.base import UIScene
from citadels.app.scenes.registry import register_scene
from citadels.app.widgets import Button, ScrollPanel
from citadels.engine.cards import KINDS, DistrictType
from citadels.engine.characters import CLASSIC_CHARACTERS
from citadels.i18n import (
    _,
    character_ability_text,
    character_name,
    district_effect_text,
    district_name,
    district_type_name,
    language_version,
    ngettext,
)

if TYPE_CHECKING:
    from citadels.app.app import App


@dataclass(frozen=True)
class Tab:
    key: str
    label: Callable[[], str]


TABS: tuple[Tab, ...] = (
    Tab("overview", lambda: _("Overview")),
    Tab("round", lambda: _("A round")),
    Tab("characters", lambda: _("Characters")),
    Tab("districts", lambda: _("Districts")),
    Tab("scoring", lambda: _("End and scoring")),
)

# Content blocks: ("h", title) ("p", paragraph) ("ul", [items]) ("characters",) ("basic",)
# ("types-unique",) ("uniques",)
Block = tuple[object, ...]


def tab_content(key: str) -> list[Block]:
    """The blocks of one tab, in the current language."""
    if key == "overview":
        return [
            ("h", _("The goal")),
            ("p", _("Build the most prestigious city. Every round you secretly choose a character whose power "
                    "helps you gather gold, build districts or hinder your rivals. When a city reaches seven "
                    "districts (eight with two or three players), the game ends after that round and the "
                    "city worth the most points wins.")),
            ("h", _("Setting up")),
            ("ul", [
                _("Shuffle the 68 district cards and deal 4 to each player."),
                _("Each player takes 2 gold from the bank."),
                _("A random player takes the crown: they choose a character first."),
            ]),
            ("h", _("What everyone can see")),
            ("p", _("Gold, the number of cards in each hand and every city are public. The cards in a hand and "
                    "the characters chosen stay secret until they are revealed.")),
            ("h", _("Two and three players")),
            ("p", _("Each player chooses two characters every round and plays a turn with each, with one purse, "
                    "one hand and one city. A character's ability only works during its own turn.")),
        ]  # fmt: skip
    if key == "round":
        return [
            ("h", _("1. Choosing characters")),
            ("p", _("The crowned player shuffles the eight characters and puts some aside at random: some face "
                    "up for everyone to see, one face down. The King is never put aside face up. Then, starting "
                    "with the crowned player, each player secretly keeps one character and passes the rest to "
                    "the left.")),
            ("h", _("2. Calling the characters")),
            ("p", _("The crowned player calls the characters by rank, from 1 (the Assassin) to 8 (the Warlord). "
                    "Whoever holds the character called reveals it and plays a turn. A character nobody chose "
                    "is skipped.")),
            ("h", _("3. A turn")),
            ("ul", [
                _("Gather resources: take 2 gold, or draw 2 district cards, keep one and put the other at "
                  "the bottom of the deck."),
                _("Build: put one district from your hand into your city by paying its cost. A city may never "
                  "hold two districts with the same name."),
                _("Use your character's ability once, when it says or at any moment of your turn. Income "
                  "(1 gold per district of a type) is taken once, before or after building."),
                _("End your turn."),
            ]),
            ("h", _("4. End of the round")),
            ("p", _("When every rank has been called, all the characters go back to the crowned player and a "
                    "new round begins. The King's player takes the crown, so they choose first next round.")),
        ]  # fmt: skip
    if key == "characters":
        return [
            ("p", _("Eight characters, called in the order of their rank. The ability text is also on each "
                    "card: hover over a card in the game to read it.")),
            ("characters",),
        ]  # fmt: skip
    if key == "districts":
        return [
            ("p", _("The deck holds 68 district cards of five types. A district scores as many points as it "
                    "costs. The colour, the icon and the shape of the badge show each type:")),
            ("basic",),
            ("h", _("Unique districts")),
            ("types-unique",),
            ("p", _("Fourteen purple districts with special powers, one of each (the Keep has two copies).")),
            ("uniques",),
        ]  # fmt: skip
    return [
        ("h", _("The end of the game")),
        ("p", _("When a city is complete (seven districts; eight with two or three players) the game ends at "
                "the end of that round. A complete city can no longer be attacked by the Warlord.")),
        ("h", _("Scoring")),
        ("ul", [
            _("Every district in your city scores its cost (the Dragon Gate and the University score 8)."),
            _("+3 points for a city with at least one district of each of the five types."),
            _("+4 points for the first player to complete a city."),
            _("+2 points for every other player who completes a city by the end of the game."),
            _("Unique districts may add more: the Imperial Treasury, the Map Room…"),
        ]),
        ("p", _("On a tie, the player who held the highest-ranked character in the last round wins.")),
        ("h", _("Variants")),
        ("ul", [
            _("Classic variant: cities are complete with eight districts, whatever the number of players."),
            _("Short game: cities are complete with six districts."),
        ]),
    ]  # fmt: skip


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


def _bullets(items: list[str], width: int, lay: theme.Layout) -> pygame.Surface:
    indent = lay.px(30)
    rows = [
        text.render_wrapped(item, lay.body, theme.INK, width - indent, line_spacing=1.05) for item in items
    ]
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


def _two_columns(writer: _Writer, entries: list[pygame.Surface], lay: theme.Layout) -> None:
    col_gap = lay.px(28)
    col_w = (writer.width - col_gap) // 2
    for i in range(0, len(entries), 2):
        pair = entries[i : i + 2]
        row_h = max(e.get_height() for e in pair)
        row = pygame.Surface((writer.width, row_h), pygame.SRCALPHA)
        for j, entry in enumerate(pair):
            row.blit(entry, (j * (col_w + col_gap), 0))
        writer.add(row, gap=lay.px(22))


def _cost_line(kind_name: str) -> str:
    kind = KINDS[kind_name]
    parts = [
        district_type_name(kind.dtype),
        ngettext("cost {n} gold", "cost {n} gold", kind.cost).format(n=kind.cost),
        ngettext("{n} copy", "{n} copies", kind.copies).format(n=kind.copies),
    ]
    if kind.points != kind.cost:
        parts.append(ngettext("{n} point", "{n} points", kind.points).format(n=kind.points))
    return " · ".join(parts)


def render_tab(key: str, width: int, lay: theme.Layout) -> pygame.Surface:
    """One tab's page as a tall transparent surface ``width`` pixels wide."""
    writer = _Writer(width, lay)
    col_w = (width - lay.px(28)) // 2
    for block in tab_content(key):
        kind = block[0]
        if kind == "h":
            writer.y += lay.px(6)
            writer.add(_heading(str(block[1]), width, lay), gap=lay.px(10))
        elif kind == "p":
            writer.add(
                text.render_wrapped(str(block[1]), lay.body, theme.INK, width, line_spacing=1.08),
                gap=lay.px(16),
            )
        elif kind == "ul":
            items = block[1]
            assert isinstance(items, list)
            writer.add(_bullets([str(i) for i in items], width, lay), gap=lay.px(12))
        elif kind == "characters":
            card = cardart.card_size(lay.px(210))
            entries = [
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
                )  # fmt: skip
                for spec in CLASSIC_CHARACTERS
            ]
            _two_columns(writer, entries, lay)
        elif kind == "types-unique":
            badge = lay.px(44)
            dtype = DistrictType.UNIQUE
            row = pygame.Surface((width, badge), pygame.SRCALPHA)
            row.blit(cardart.type_badge(dtype, badge), (lay.px(8), 0))
            name = text.draw_text(
                row,
                district_type_name(dtype),
                (badge + lay.px(20), badge // 2),
                lay.subheading,
                theme.darken(theme.TYPE_COLOURS[dtype], 0.3),
                anchor="midleft",
                bold=True,
                role="display",
            )
            text.draw_text(row, _TYPE_NOTES[dtype](), (name.right + lay.px(16), badge // 2), lay.small, theme.INK_SOFT,
                           anchor="midleft")  # fmt: skip
            writer.add(row, gap=lay.px(10))
        elif kind == "basic":
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
                                badge
                                + lay.px(22)
                                + text.line_height(lay.subheading, bold=True, role="display"),
                            ),
                        )
                    for j, k in enumerate(chunk):
                        x = label_w + j * cell_w
                        row.blit(cardart.district_card(k.name, card), (x, 0))
                        caption = ngettext("{n} copy", "{n} copies", k.copies).format(n=k.copies)
                        text.draw_text(row, caption, (x + card[0] // 2, card[1] + lay.px(6)), lay.small,
                                       theme.INK_SOFT, anchor="midtop", max_width=cell_w)  # fmt: skip
                    writer.add(row, gap=lay.px(10))
        elif kind == "uniques":
            card = cardart.card_size(lay.px(190))
            entries = [
                _entry(
                    cardart.district_card(k.name, card),
                    district_name(k.name),
                    _cost_line(k.name),
                    district_effect_text(k.name),
                    col_w,
                    lay,
                )  # fmt: skip
                for k in KINDS.values()
                if k.dtype == DistrictType.UNIQUE
            ]
            _two_columns(writer, entries, lay)
    return writer.result()


class RulesScene(UIScene):
    name = "rules"

    def __init__(self, app: App, tab: str = "overview") -> None:
        super().__init__(app)
        self.tab = tab if tab in {t.key for t in TABS} else TABS[0].key
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
        self._pages: dict[tuple[str, int, int, tuple[int, int]], pygame.Surface] = {}

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
            page = self._pages[key] = render_tab(self.tab, max(100, width), self.lay)
        self.scroll.set_content(page, keep_position=not reset_scroll)
        self._rendered = key

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        self.back_button.shortcut_label = _("Esc")
        margin = lay.px(40)
        top = lay.px(104)
        tab_h = lay.px(44)
        gap = lay.px(10)
        tab_w = min(lay.px(220), (w - 2 * margin - gap * (len(TABS) - 1)) // len(TABS))
        total = tab_w * len(TABS) + gap * (len(TABS) - 1)
        x = (w - total) // 2
        for i, button in enumerate(self.tab_buttons.values()):
            button.rect = pygame.Rect(x + i * (tab_w + gap), top, tab_w, tab_h)
            button.font_size = lay.px(19)
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
        hint = _("Mouse wheel, drag or arrow keys to scroll · 1–5 or ←/→ to change section")
        text.draw_text(surface, hint, (lay.px(20), surface.get_height() - lay.px(12)), lay.small, theme.CREAM_DIM,
                       anchor="bottomleft", shadow=(0, 0, 0), max_width=self.back_button.rect.x - lay.px(40))  # fmt: skip
        self.ui.draw(surface)


register_scene("rules", RulesScene)
