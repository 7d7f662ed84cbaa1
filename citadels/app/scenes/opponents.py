"""Who plays a bot seat: every opponent the New game screen offers, side by side, so a family can pick.

A dialog over the New game screen (`Navigator.choose_opponent`): one card per opponent, the levels
(Easy, Medium, Hard) then the league's personalities, each with its emblem (a level's pips or a
personality's badge), its name, how it plays and its strength in stars from the bots' ladder
(`citadels.app.strength`). A click on a card, or Enter on the focused one, chooses it; the arrows
move through the grid; Esc or Cancel leaves the seat as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from citadels.app import decor, text, theme
from citadels.app.bot_levels import level_label, level_tooltip, opponent_names
from citadels.app.opponent_art import draw_stars, emblem, stars_width
from citadels.app.personalities import personality
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.strength import MAX_STARS, stars
from citadels.app.widgets import Button, Widget
from citadels.text.i18n import _

COLUMNS = 3
#: the smallest size a card's description shrinks to before it would be cut
READABLE = 12


def strength_text(bot: str) -> str:
    """An opponent's stars in words (the cards' tooltips)."""
    count = stars(bot)
    if count is None:
        return _("Not rated by the bots' ladder yet.")
    return _("Strength: {stars} of {most} stars in the bots' ladder.").format(stars=count, most=MAX_STARS)


def opponent_description(bot: str) -> str:
    """How an opponent plays, in a sentence (a level's tooltip without its name)."""
    character = personality(bot)
    if character is not None:
        return character.summary()
    tip = level_tooltip(bot)
    label = level_label(bot)
    said = tip[len(label) + 1 :].strip() if tip.startswith(label + ":") else tip
    return said[:1].upper() + said[1:]


class OpponentCard(Widget):
    """One opponent of the grid (drawn by the dialog): click or Enter chooses it."""

    focusable = True

    def __init__(self, bot: str, on_choose: Callable[[str], None]) -> None:
        super().__init__(tooltip=lambda: strength_text(bot))
        self.bot = bot
        self.on_choose = on_choose
        self._pressed = False

    def activate(self) -> None:
        self._feedback("click")
        self.on_choose(self.bot)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self._pressed = self.rect.collidepoint(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            pressed, self._pressed = self._pressed, False
            if pressed and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False


class OpponentScene(UIScene):
    transparent = True
    name = "opponents"

    def __init__(
        self, app: AppServices, *, seat: int, current: str, on_choose: Callable[[str], None]
    ) -> None:
        super().__init__(app)
        self.seat = seat
        self.current = current
        self.on_choose = on_choose
        self.cards = [OpponentCard(bot, self._choose) for bot in opponent_names()]
        self.cancel_button = Button(
            lambda: _("Cancel"), self.back, style="secondary", shortcut_label=_("Esc")
        )
        self.ui.add(*self.cards, self.cancel_button)
        self.ui.always_show_focus = True
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.chosen: str | None = None

    def enter(self) -> None:
        super().enter()
        card = next((c for c in self.cards if c.bot == self.current), self.cards[0])
        self.ui.set_focus(card)

    def language_changed(self) -> None:
        self.cancel_button.shortcut_label = _("Esc")
        super().language_changed()

    def _choose(self, bot: str) -> None:
        self.chosen = bot
        self.app.pop()
        self.on_choose(bot)

    # ------------------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_LEFT,
            pygame.K_RIGHT,
        ):
            self._move(event.key)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focus = self.ui.focus
            if focus is not None and focus in self.ui.widgets:
                focus.activate()
            return
        super().handle_event(event)

    def _move(self, key: int) -> None:
        """The arrows move through the grid (Up and Down by a row), and reach Cancel below it."""
        focus = self.ui.focus
        self.ui.keyboard_mode = True
        if focus is self.cancel_button:
            if key == pygame.K_UP:
                self.ui.set_focus(self.cards[-1])
            return
        index = self.cards.index(focus) if isinstance(focus, OpponentCard) and focus in self.cards else 0
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}[key]
        target = index + step
        if key == pygame.K_DOWN and target >= len(self.cards):
            self.ui.set_focus(
                self.cancel_button if index // COLUMNS == (len(self.cards) - 1) // COLUMNS else self.cards[-1]
            )
            return
        if 0 <= target < len(self.cards):
            self.ui.set_focus(self.cards[target])

    # ------------------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        pw = min(w - 2 * lay.margin, lay.px(1140))
        ph = min(h - 2 * lay.px(16), lay.px(680))
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        pad = lay.px(22)
        header = lay.px(70)
        footer = lay.button_height + lay.px(16)
        gap = lay.px(12)
        rows = -(-len(self.cards) // COLUMNS)
        cw = (pw - 2 * pad - (COLUMNS - 1) * gap) // COLUMNS
        ch = (ph - header - footer - pad - (rows - 1) * gap) // rows
        for i, card in enumerate(self.cards):
            row, col = divmod(i, COLUMNS)
            card.rect = pygame.Rect(
                self.panel.x + pad + col * (cw + gap), self.panel.y + header + row * (ch + gap), cw, ch
            )
        bw = lay.px(200)
        self.cancel_button.rect = pygame.Rect(
            self.panel.right - pad - bw, self.panel.bottom - pad - lay.button_height, bw, lay.button_height
        )

    # ------------------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.veil(surface, 170)
        p = self.panel
        decor.draw_panel(surface, p, style="parchment", radius=lay.px(16), border=lay.px(3))
        pad = lay.px(22)
        title = _("Who plays seat {number}?").format(number=self.seat + 1)
        text.draw_text(surface, title, (p.x + pad, p.y + lay.px(16)), lay.subheading, theme.INK, bold=True, role="display",
                       max_width=p.w // 2)  # fmt: skip
        note = _("Stars: strength in the bots' ladder, from the weakest (1) to the strongest (5).")
        para = text.render_wrapped(
            note, lay.small, theme.INK_SOFT, p.w // 2 - 2 * pad, italic=True, align="right", max_lines=2
        )
        surface.blit(para, para.get_rect(topright=(p.right - pad, p.y + lay.px(18))))
        for card in self.cards:
            self._draw_card(surface, card)
        keys = _("Arrows: move · Enter: choose")
        text.draw_text(surface, keys, (p.x + pad, self.cancel_button.rect.centery), lay.small, theme.INK_SOFT, anchor="midleft",
                       italic=True, max_width=self.cancel_button.rect.x - p.x - 2 * pad)  # fmt: skip
        self.cancel_button.draw(surface)
        focus = self.ui.focus
        if focus is not None and focus.visible:
            ring = focus.rect.inflate(8, 8)
            pygame.draw.rect(surface, theme.FOCUS, ring, 3, border_radius=max(6, ring.h // 8))
        self.ui.tooltip.draw(surface)

    def card_text_box(self, card: OpponentCard) -> pygame.Rect:
        """Where a card's words go: right of its emblem, inside its padding."""
        lay = self.lay
        r = card.rect
        pad = lay.px(10)
        x = r.x + pad + self._emblem_size(card) + lay.px(12)
        return pygame.Rect(x, r.y + pad, r.right - pad - x, r.h - 2 * pad)

    def _emblem_size(self, card: OpponentCard) -> int:
        return min(card.rect.h - 2 * self.lay.px(10), self.lay.px(84))

    def description_room(self, card: OpponentCard) -> tuple[pygame.Rect, int]:
        """The box of a card's description (under its title and stars) and the size of its text: the
        small size, or smaller (never under the readable size) when the words need more lines than
        the box holds."""
        lay = self.lay
        box = self.card_text_box(card)
        top = (
            box.y
            + text.line_height(lay.body, bold=True, role="display")
            + lay.px(4)
            + self._star_size()
            + lay.px(6)
        )
        room = pygame.Rect(box.x, top, box.w, box.bottom - top)
        words = opponent_description(card.bot)
        size = lay.small
        while size > READABLE and len(text.wrap(words, size, room.w)) * text.line_height(size) > room.h:
            size -= 1
        return room, size

    def _star_size(self) -> int:
        return max(10, self.lay.px(16))

    def _draw_card(self, surface: pygame.Surface, card: OpponentCard) -> None:
        lay = self.lay
        r = card.rect
        chosen = card.bot == self.current
        decor.draw_panel(
            surface,
            r,
            style="dark" if chosen else "parchment",
            radius=lay.px(10),
            border=lay.px(3 if chosen else 1),
            shadow=False,
        )
        if card.hovered and not chosen:
            pygame.draw.rect(surface, theme.GOLD_DARK, r, max(1, lay.px(2)), border_radius=lay.px(10))
        ink, soft = (theme.CREAM, theme.CREAM_DIM) if chosen else (theme.INK, theme.INK_SOFT)
        size = self._emblem_size(card)
        picture = emblem(card.bot, size)
        box = self.card_text_box(card)
        if picture is not None:
            surface.blit(picture, (r.x + lay.px(10), box.y))
        tick = lay.px(18) if chosen else 0
        text.draw_text(
            surface,
            level_label(card.bot),
            box.topleft,
            lay.body,
            ink,
            bold=True,
            role="display",
            max_width=box.w - tick,
        )
        y = box.y + text.line_height(lay.body, bold=True, role="display") + lay.px(4)
        star = self._star_size()
        count = stars(card.bot)
        if count is not None:
            draw_stars(surface, (box.x, y), star, count, hollow=soft)
        character = personality(card.bot)
        if character is not None:
            name_x = box.x + stars_width(star) + lay.px(10)
            text.draw_text(surface, character.seat_name(), (name_x, y + star // 2), lay.small, soft, anchor="midleft",
                           italic=True, max_width=box.right - name_x)  # fmt: skip
        room, words = self.description_room(card)
        lines = max(1, room.h // max(1, text.line_height(words)))
        para = text.render_wrapped(opponent_description(card.bot), words, ink, room.w, max_lines=lines)
        surface.blit(para, room.topleft)
        if chosen:  # the seat's choice now: a gold tick in the corner
            t = pygame.Rect(box.right - tick, box.y, tick, tick)
            points = [(t.x, t.centery), (t.x + t.w * 0.4, t.bottom - t.h * 0.1), (t.right, t.y + t.h * 0.1)]
            pygame.draw.lines(surface, theme.GOLD_LIGHT, False, points, max(2, lay.px(4)))
