"""How the table is drawn: cached layers (background, seats, track, stage, header), the live parts,
the card preview and toasts. The `Renderer` owns the layer caches; drawing changes nothing else."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from citadels.app import cardart, decor, screen_surface, text, theme
from citadels.app.bot_levels import LEVEL_PIPS, level_label
from citadels.app.controllers import BotController
from citadels.app.opponent_art import emblem
from citadels.app.personalities import personality
from citadels.app.table import gfx, layout
from citadels.app.table.animator import Animator
from citadels.app.table.context import Table
from citadels.app.table.controls import Controls
from citadels.app.table.items import CardItem
from citadels.app.table.layout import SeatBox
from citadels.app.table.log import LogView
from citadels.app.widgets import Button, draw_tooltip
from citadels.engine import city_size
from citadels.text.i18n import _, character_name, language_version, ngettext

#: Seconds the pointer rests on a card before its large preview shows.
PREVIEW_DELAY = 0.12


class Renderer:
    """Draws the table from cached layers plus the live parts: what is shown, the widgets of the
    moment, the animation in progress and the log."""

    def __init__(self, table: Table, controls: Controls, animator: Animator, log_view: LogView) -> None:
        self.table = table
        self.controls = controls
        self.animator = animator
        self.log_view = log_view
        self._layers: dict[str, tuple[tuple[Any, ...], pygame.Surface]] = {}
        self._base: pygame.Surface | None = None
        self._base_keys: dict[str, tuple[Any, ...]] = {}
        #: where the prompt's title and text are on the screen (the card preview keeps off them)
        self._prompt_text: pygame.Rect | None = None
        #: where the last card preview (with its caption) was drawn, None when none was
        self.last_preview: pygame.Rect | None = None

    def invalidate(self) -> None:
        """Forget every cached layer and the table drawn from them (a new layout or language): the
        regions' keys say what they show, not in which language."""
        self._layers.clear()
        self._base = None
        self._base_keys = {}

    def draw(self, surface: pygame.Surface) -> None:
        g = self.table.geo
        if g.size != surface.get_size():
            return  # a resize is on its way
        self._update_base()
        assert self._base is not None
        surface.blit(self._base, (0, 0))
        # the hand and the other cards of the moment (the hovered one on top), the buttons
        for item in self.controls.items:
            if item is not self.controls.hover:
                item.paint(surface, self.table.time)
        if self.controls.hover is not None and self.controls.hover in self.controls.items:
            self.controls.hover.paint(surface, self.table.time)
        for button in self.controls.buttons:
            if getattr(button, "hint", False) and button.visible:
                spread = g.px(9)
                surface.blit(
                    gfx.glow(button.rect.size, theme.GOLD_LIGHT, g.px(8), spread),
                    button.rect.move(-spread, -spread),
                )
        for widget in self.controls.ui.widgets:
            if isinstance(widget, Button):
                self._draw_button(surface, widget)
        focus = self.controls.ui.focus
        if focus is not None and focus.visible and self.controls.ui.keyboard_mode:
            ring = focus.rect.inflate(g.px(8), g.px(8))
            pygame.draw.rect(surface, theme.FOCUS, ring, max(2, g.px(3)), border_radius=max(6, ring.h // 8))
        # what moves every frame
        if g.home is not None and g.home in g.seats:
            self.table.turn_cue.draw(surface, g.seats[g.home].panel, g.px(1))
        self._draw_live(surface)
        self.animator.timeline.draw(surface)
        # what lies over the table (the tutorial's callout) goes under the preview, tooltips and
        # notices: the card the player points at, or a refused action, is never hidden
        self.table.draw_overlay(surface)
        self._draw_preview(surface)
        self.controls.ui.tooltip.draw(surface)
        self._draw_toast(surface)

    def _draw_button(self, surface: pygame.Surface, button: Button) -> None:
        """A button drawn once per look (size, style, state, label) and then blitted."""
        if not button.visible or button.rect.w <= 0:
            return
        state = (
            "disabled"
            if not button.enabled
            else "pressed"
            if button.pressed
            else "hover"
            if button.hovered
            else "normal"
        )
        label = button.label() if callable(button.label) else button.label
        icon = getattr(button, "icon", None)
        key = (
            "button",
            button.rect.size,
            button.style,
            state,
            label,
            button.shortcut_label,
            id(icon) if icon else None,
            language_version(),
        )
        pad = max(16, button.rect.h // 2)
        sprite = gfx._cache.get(key)
        if sprite is None:
            sprite = pygame.Surface((button.rect.w + 2 * pad, button.rect.h + 2 * pad), pygame.SRCALPHA)
            saved = button.rect
            button.rect = pygame.Rect(pad, pad, saved.w, saved.h)
            try:
                button.draw(sprite)
            finally:
                button.rect = saved
            gfx._cache[key] = sprite
        surface.blit(sprite, (button.rect.x - pad, button.rect.y - pad))

    def _update_base(self) -> None:
        """Keep `_base` (the table without its interactive parts) up to date, region by region:
        a region is redrawn only when what it shows changed."""
        g = self.table.geo
        bg = self._layer("bg", (g.size, g.home, tuple(g.order)), self._render_bg)
        if (
            self._base is None
            or self._base.get_size() != g.size
            or self._base_keys.get("bg") != (g.size, g.home, tuple(g.order))
        ):
            self._base = bg.copy()
            self._base_keys = {"bg": (g.size, g.home, tuple(g.order))}
        base = self._base
        private = self.table.private_visible()
        regions: list[tuple[str, pygame.Rect, tuple[Any, ...], Callable[[], pygame.Surface] | None]] = []
        for seat, box in g.seats.items():
            regions.append(
                (
                    f"seat{seat}",
                    box.panel,
                    self._seat_key(seat, private),
                    partial(self._render_seat, seat, private),
                )
            )
        regions.append(("track", g.track, self._track_key(private), lambda: self._render_track(private)))
        regions.append(("stage", g.stage, self._stage_key(), self._render_stage))
        regions.append(("header", g.header, self._header_key(), self._render_header))
        regions.append(
            (
                "log",
                g.log_body,
                (
                    id(self.log_view.panel.content),
                    round(self.log_view.panel.offset),
                    self.log_view.panel.hovered,
                ),
                None,
            )
        )
        for name, rect, key, render in regions:
            if self._base_keys.get(name) == key:
                continue
            self._base_keys[name] = key
            base.blit(bg, rect, rect)
            if render is None:
                self.log_view.panel.draw(base)
                fade = self._layer("logfade", (rect.size,), partial(_fade_strip, rect.w, g.px(26)))
                base.blit(fade, rect.topleft)
            else:
                base.blit(self._layer(name, key, render), rect.topleft)

    def _layer(self, name: str, key: tuple[Any, ...], render: Callable[[], pygame.Surface]) -> pygame.Surface:
        cached = self._layers.get(name)
        if cached is not None and cached[0] == key:
            return cached[1]
        surface = render()
        self._layers[name] = (key, surface)
        return surface

    # -- background: the table, the panels' frames
    def _render_bg(self) -> pygame.Surface:
        g = self.table.geo
        px = g.px
        surface = pygame.Surface(g.size).convert() if screen_surface.can_convert() else pygame.Surface(g.size)
        decor.draw_background(surface)
        for box in g.seats.values():
            decor.draw_panel(
                surface, box.panel, style="dark", radius=px(12 if box.home else 10), border=px(2)
            )
        # the character line: a parchment strip
        decor.draw_panel(surface, g.track.inflate(-px(2), 0), style="parchment", radius=px(10), border=px(2))
        # the log column
        decor.draw_panel(surface, g.log, style="dark", radius=px(12), border=px(2))
        # the stage: a felt inlay
        stage = g.stage
        felt = pygame.Surface(stage.size, pygame.SRCALPHA)
        pygame.draw.rect(felt, (*theme.FELT, 120), felt.get_rect(), border_radius=px(14))
        pygame.draw.rect(felt, (*theme.GOLD_DARK, 140), felt.get_rect(), px(2), border_radius=px(14))
        surface.blit(felt, stage.topleft)
        return surface

    # -- one seat's panel contents
    def _seat_key(self, seat: int, private: bool) -> tuple[Any, ...]:
        sh = self.table.shown
        box = self.table.geo.seats[seat]
        mine = box.home and private
        my_chars = tuple(self.table.session.view(seat).my_characters) if mine else ()
        return (
            box.panel.size, language_version(), sh.gold[seat], sh.hand[seat], tuple(c.id for c in sh.city[seat]),
            sh.crown == seat, tuple(sh.seat_revealed(seat)), sh.picks[seat], sh.cur_seat == seat, sh.murdered_seat == seat,
            sh.murdered, sh.robbed, sh.selection, my_chars, sh.completed[seat], sh.first_complete == seat, self.animator.crown_flying(),
            self.table.mode == "destroy", private, tuple(c.id in sh.adorned for c in sh.city[seat]), sh.museum,
        )  # fmt: skip

    def _render_seat(self, seat: int, private: bool) -> pygame.Surface:
        g = self.table.geo
        px = g.px
        f = g.fonts
        box = g.seats[seat]
        sh = self.table.shown
        surf = pygame.Surface(box.panel.size, pygame.SRCALPHA)
        ox, oy = box.panel.topleft

        def loc(r: pygame.Rect) -> pygame.Rect:
            return r.move(-ox, -oy)

        completion = self.table.completion
        playing = sh.cur_seat == seat
        if playing:
            pygame.draw.rect(
                surf, theme.GOLD_LIGHT, surf.get_rect(), px(3), border_radius=px(10 if not box.home else 12)
            )
        # crown and name
        if sh.crown == seat and not self.animator.crown_flying():
            crown = cardart.crown(loc(box.crown).h)
            surf.blit(crown, loc(box.crown))
        name = self.table.session.name(seat)
        if box.home and private:
            name = _("{name} (you)").format(name=name)
        colour = theme.GOLD_LIGHT if playing else theme.CREAM
        nr = loc(box.name)
        level, level_w = self.bot_level(seat)
        badge = self.badge_room(seat)
        if badge:  # a personality's badge at the right of its name row (who it is: the name's tooltip)
            picture = emblem(self.table.session.setup.seats[seat].bot, nr.h)
            if picture is not None:
                surf.blit(picture, picture.get_rect(midright=(nr.right, nr.centery)))
        if (
            level
        ):  # a bot's level or personality, at the right of its name row: its name, or pips in a narrow panel
            if level in LEVEL_PIPS:
                _paint_pips(surf, (nr.right - badge, nr.centery), LEVEL_PIPS[level], px)
            else:
                text.draw_text(
                    surf,
                    level,
                    (nr.right - badge, nr.centery),
                    f["small"],
                    theme.CREAM_DIM,
                    anchor="midright",
                    italic=True,
                )
        text.draw_text(
            surf,
            name,
            (nr.x, nr.centery),
            f["name"],
            colour,
            anchor="midleft",
            bold=True,
            max_width=nr.w - level_w,
        )
        # characters
        self._paint_seat_chars(surf, seat, box, loc, private)
        # gold and hand
        if box.home:
            self._paint_home_stats(surf, seat, box, loc)
        else:
            self._paint_seat_stats(surf, seat, box, loc)
        if sh.completed[seat] and box.home:
            cr = loc(box.count)
            mark = _("First!") if sh.first_complete == seat else _("Complete")
            text.draw_text(
                surf, mark, (cr.right, cr.centery), f["small"], theme.GOLD_LIGHT, anchor="midright", bold=True
            )
        # the city
        city = sh.city[seat]
        rects = box.tile_rects(len(city), completion)
        if not city:
            r = loc(box.tiles)
            text.draw_text(
                surf,
                _("No districts yet"),
                (r.centerx, r.y + px(14)),
                f["small"],
                theme.CREAM_DIM,
                anchor="center",
                italic=True,
            )
        adorned = sh.adorned
        for c, rect in zip(city, rects, strict=False):
            surf.blit(
                gfx.district_tile(c.kind.name, rect.size, adorned=c.id in adorned, stored=sh.stored(c)),
                loc(rect),
            )
        if box.home and not private:
            self._draw_hidden_hand(surf, (-ox, -oy))
        return surf

    def badge_room(self, seat: int) -> int:
        """The room a personality's badge takes at the right of an opponent's name row (0: the seat is
        human, the home seat, or a bot with no personality)."""
        box = self.table.geo.seats[seat]
        setup = self.table.session.setup.seats[seat]
        if box.home or setup.is_human or personality(setup.bot) is None:
            return 0
        return box.name.h + self.table.geo.px(4)

    def bot_level(self, seat: int) -> tuple[str, int]:
        """An opponent bot's level or personality as its panel shows it, and the room it takes from the
        name row (with the personality's badge, `badge_room`): its name ("Medium", "Raider") when the
        name row keeps room for a name, else the level's key ("medium", drawn as pips) or only the
        badge; ("", 0) for a human or the home seat."""
        g = self.table.geo
        box = g.seats[seat]
        setup = self.table.session.setup.seats[seat]
        if box.home or setup.is_human:
            return "", 0
        badge = self.badge_room(seat)
        label = level_label(setup.bot)
        room = text.text_size(label, g.fonts["small"], italic=True)[0] + g.px(8)
        if badge + room + g.px(NAME_ROOM) <= box.name.w:
            return label, badge + room
        if setup.bot in LEVEL_PIPS:
            return setup.bot, _pips_width(g.px) + g.px(6)
        return "", badge

    def _paint_home_stats(
        self, surf: pygame.Surface, seat: int, box: SeatBox, loc: Callable[[pygame.Rect], pygame.Rect]
    ) -> None:
        """The home seat: big gold and hand counts with their words, and "City 2/7" over the city."""
        g = self.table.geo
        px, f, sh = g.px, g.fonts, self.table.shown
        gr, hr = loc(box.gold), loc(box.hand)
        coin_d = gr.h
        surf.blit(cardart.coin(None, coin_d), (gr.x, gr.y))
        back = cardart.card_back(cardart.card_size(hr.h))
        surf.blit(back, (hr.x, hr.y))
        for rect, value, colour, lead in (
            (gr, sh.gold[seat], theme.GOLD_LIGHT, coin_d),
            (hr, sh.hand[seat], theme.CREAM, back.get_width()),
        ):
            shown = text.draw_text(surf, str(value), (rect.x + lead + px(4), rect.centery), px(22), colour, anchor="midleft", bold=True,
                                   max_width=rect.right - rect.x - lead - px(4))  # fmt: skip
            word = _("gold") if rect is gr else ngettext("card in hand", "cards in hand", sh.hand[seat])
            x = max(rect.x + lead + px(34), shown.right + px(6))
            if text.text_size(word, f["small"])[0] <= rect.right - x:
                text.draw_text(surf, word, (x, rect.centery), f["small"], theme.CREAM_DIM, anchor="midleft")
        cr = loc(box.count)
        count = len(sh.city[seat])
        label = _("City {count}/{total}").format(count=count, total=self.table.completion)
        ccol = theme.GOLD_LIGHT if sh.completed[seat] else theme.CREAM_DIM
        text.draw_text(
            surf, label, (cr.x, cr.centery), f["small"], ccol, anchor="midleft", bold=True, max_width=cr.w
        )

    def _paint_seat_stats(
        self, surf: pygame.Surface, seat: int, box: SeatBox, loc: Callable[[pygame.Rect], pygame.Rect]
    ) -> None:
        """An opponent's gold, hand and city count as one flowing row left of its characters; the
        numbers shrink together rather than run into each other in a narrow panel."""
        g = self.table.geo
        px, f, sh = g.px, g.fonts, self.table.shown
        gr = loc(box.gold)
        row_right = loc(box.count).right
        icon_h = gr.h
        coin = cardart.coin(None, icon_h)
        back = cardart.card_back(cardart.card_size(icon_h))
        gold, hand = str(sh.gold[seat]), str(sh.hand[seat])
        count = f"{city_size(sh.city[seat])}/{self.table.completion}"
        num, small = f["body"], f["small"]
        gap, pad = px(7), px(3)

        def width(num: int, small: int) -> int:
            return (coin.get_width() + pad + text.text_size(gold, num, bold=True)[0] + gap + back.get_width() + pad
                    + text.text_size(hand, num, bold=True)[0] + gap + text.text_size(count, small, bold=True)[0])  # fmt: skip

        while width(num, small) > row_right - gr.x and num > max(8, f["body"] * 2 // 3):
            num, small, gap = num - 1, max(8, small - 1), max(px(3), gap - 1)
        x, cy = gr.x, gr.centery
        surf.blit(coin, (x, gr.y))
        x += coin.get_width() + pad
        x = (
            text.draw_text(surf, gold, (x, cy), num, theme.GOLD_LIGHT, anchor="midleft", bold=True).right
            + gap
        )
        surf.blit(back, (x, gr.y))
        x += back.get_width() + pad
        x = text.draw_text(surf, hand, (x, cy), num, theme.CREAM, anchor="midleft", bold=True).right + gap
        ccol = theme.GOLD_LIGHT if sh.completed[seat] else theme.CREAM_DIM
        text.draw_text(
            surf,
            count,
            (x, cy),
            small,
            ccol,
            anchor="midleft",
            bold=True,
            max_width=max(px(10), row_right - x),
        )

    def _paint_seat_chars(
        self,
        surf: pygame.Surface,
        seat: int,
        box: SeatBox,
        loc: Callable[[pygame.Rect], pygame.Rect],
        private: bool,
    ) -> None:
        sh = self.table.shown
        g = self.table.geo
        revealed = sh.seat_revealed(seat)
        mine = box.home and private
        ranks: list[int | None] = []
        if mine:
            ranks = [*self.table.session.view(seat).my_characters]
        else:
            ranks = list(revealed) + [None] * max(0, sh.picks[seat] - len(revealed))
            if sh.murdered_seat == seat and sh.murdered and sh.murdered not in ranks:
                others = [r for r in ranks if r is not None][: len(box.chars) - 1]
                ranks = [sh.murdered]
                ranks.extend(others)
        for i, rect in enumerate(box.chars):
            r = loc(rect)
            if i < len(ranks):
                rank = ranks[i]
                if rank is None:
                    surf.blit(cardart.character_back(r.size), r)
                else:
                    face = cardart.character_card(self.table.char_id(rank), r.size)
                    surf.blit(face, r)
                    if mine and rank not in revealed and rank != sh.murdered:
                        # chosen but not revealed: only you see it
                        pill_h = max(12, r.h // 6)
                        lbl = text.render(_("hidden"), max(9, pill_h - 4), theme.CREAM)
                        pill = gfx.pill(
                            (lbl.get_width() + pill_h, pill_h), theme.WOOD_DARK, 220, theme.GOLD_DARK
                        )
                        pr = pill.get_rect(midbottom=(r.centerx, r.bottom - g.px(2)))
                        surf.blit(pill, pr)
                        surf.blit(lbl, lbl.get_rect(center=pr.center))
                    # the markers sit on the card's picture, under its name (over it, they hid it)
                    spot = (r.centerx, r.y + r.h * 5 // 8)
                    if rank == sh.murdered and (sh.murdered_seat == seat or mine):
                        m = gfx.marker("skull", r.w // 2)
                        surf.blit(m, m.get_rect(center=spot))
                    elif rank == sh.robbed and (rank in revealed or mine):
                        m = gfx.marker("moneybag", r.w // 2)
                        surf.blit(m, m.get_rect(center=spot))
            else:
                pygame.draw.rect(surf, (*theme.GOLD_DARK, 90), r, 1, border_radius=max(2, r.w // 10))

    # -- the character line 1–8
    def _track_key(self, private: bool) -> tuple[Any, ...]:
        sh = self.table.shown
        mine: tuple[int, ...] = ()
        known: tuple[int, ...] = ()
        if private and self.table.viewer is not None:
            v = self.table.session.view(self.table.viewer)
            mine, known = tuple(v.my_characters), tuple(v.known_facedown)
        return (self._signed_warrant(private), tuple(sh.warrants), sh.warrant_revealed, self._flowered_threat(private),
                tuple(sh.threats), sh.threat_revealed, self.table.geo.track.size, language_version(), tuple(sh.revealed), sh.murdered, sh.robbed, sh.murdered_seat,
                tuple(sh.faceup), sh.called, sh.cur_rank, sh.selection, mine, known, self.animator.pending_flips(), tuple(sorted(sh.silent)))  # fmt: skip

    def _track_name_size(self) -> tuple[int, bool]:
        """One size for every name of the character strip, never under the readable size: the largest
        at which each name, after its rank, fits its slot on one line; else on two (a name of several
        words); else without the rank (its card's gem shows it), on one line, then two. A window too
        small for that gets the readable size without the rank: (size, with the rank)."""
        g = self.table.geo
        px = g.px
        largest, smallest = g.fonts["small"], g.fonts["tiny"]
        for most_lines, with_rank in ((1, True), (2, True), (1, False), (2, False)):
            for size in range(largest, smallest - 1, -1):
                ok = True
                for rank, spec in enumerate(self.table.characters, start=1):
                    slot, r = g.slots[rank - 1], g.slot_card(rank)
                    room = slot.right - px(4) - (r.right + px(layout.TRACK_NAME_GAP))
                    if with_rank:
                        room -= text.text_size(f"{rank}", size, bold=True)[0] + px(3)
                    words = _name_lines(character_name(spec.name), size, room)
                    if len(words) > most_lines or any(
                        text.text_size(w, size, bold=True, role="display")[0] > room for w in words
                    ):
                        ok = False
                        break
                if ok:
                    return size, with_rank
        return smallest, False

    def _signed_warrant(self, private: bool) -> int:
        """The rank whose token shows the signed warrant: the revealed one, or — for the Magistrate's
        own eyes only — the one he signed (RULES.md §9.11); 0: none shown."""
        sh = self.table.shown
        if sh.warrant_revealed:
            return sh.warrant_revealed
        if private and self.table.viewer is not None:
            return self.table.session.view(self.table.viewer).signed_warrant
        return 0

    def _flowered_threat(self, private: bool) -> int:
        """The rank whose token shows the flowered threat: the revealed one, or — for the
        Blackmailer's own eyes only — the one he chose (RULES.md §9.11); 0: none shown."""
        sh = self.table.shown
        if sh.threat_revealed:
            return sh.threat_revealed
        if private and self.table.viewer is not None:
            return self.table.session.view(self.table.viewer).flowered_threat
        return 0

    def _render_track(self, private: bool) -> pygame.Surface:
        g = self.table.geo
        px = g.px
        f = g.fonts
        sh = self.table.shown
        surf = pygame.Surface(g.track.size, pygame.SRCALPHA)
        ox, oy = g.track.topleft
        mine: tuple[int, ...] = ()
        known: tuple[int, ...] = ()
        if private and self.table.viewer is not None:
            v = self.table.session.view(self.table.viewer)
            mine, known = tuple(v.my_characters), tuple(v.known_facedown)
        flips = self.animator.pending_flips()
        name_size, with_rank = self._track_name_size()
        name_step = round(text.line_height(name_size, bold=True, role="display") * 0.85)
        for rank in range(1, len(self.table.characters) + 1):
            slot = g.slots[rank - 1].move(-ox, -oy)
            r = self.table.geo.slot_card(rank).move(-ox, -oy)
            spec = self.table.characters[rank - 1]
            holder = sh.revealed_by(rank)
            status = ""
            status_colour = theme.INK_SOFT
            current = rank == sh.cur_rank and not sh.selection
            called = (not sh.selection) and rank <= sh.called
            if current:
                pygame.draw.rect(surf, (*theme.GOLD, 110), slot.inflate(-px(2), -px(6)), border_radius=px(8))
            if rank in flips:
                pass  # the flip animation draws this card
            elif (
                rank in sh.faceup
                or holder >= 0
                or rank in mine
                or rank in known
                or called
                or rank == sh.murdered
            ):
                surf.blit(cardart.character_card(spec.name, r.size, named_beside=True), r)
            else:
                surf.blit(cardart.character_card(spec.name, r.size, named_beside=True), r)
                surf.blit(
                    gfx.veil(r.size, gfx.TRACK_WAITING_VEIL, max(3, round(r.w * 0.07)), theme.PARCHMENT_DARK),
                    r,
                )
            if rank in sh.faceup:
                surf.blit(gfx.veil(r.size, gfx.TRACK_OUT_VEIL, max(3, round(r.w * 0.07))), r)
                status, status_colour = _("Face up: out"), theme.INK_SOFT
            elif holder >= 0:
                status, status_colour = (
                    (_("You") if holder == self.table.you else self.table.session.name(holder)),
                    theme.INK,
                )
            elif rank == sh.murdered:
                status, status_colour = self._murdered_status(sh.murdered_seat), theme.CRIMSON
            elif rank in sh.silent:
                status, status_colour = _("Nobody"), theme.INK_FAINT
            elif rank in mine:
                status, status_colour = _("You (hidden)"), theme.GOLD_DARK
            elif rank in known:
                status, status_colour = _("Face down"), theme.INK_SOFT
            if spec.taxes_each_build and sh.tax_token and not status:  # the 2016 Tax Collector's token
                status = _("Token: {count}").format(count=sh.tax_token)
                status_colour = theme.GOLD_DARK
            if -rank not in flips:
                if rank == sh.murdered:
                    m = gfx.marker("skull", int(r.w * 0.8))
                    surf.blit(m, m.get_rect(center=r.center))
                if rank == sh.robbed:
                    m = gfx.marker("moneybag", int(r.w * 0.7))
                    surf.blit(m, m.get_rect(center=(r.centerx, r.bottom - m.get_height() // 2)))
            if spec.taxes_each_build and sh.tax_token:  # the 2016 Tax Collector's token and its gold
                coin = cardart.coin(None, max(px(14), int(r.w * 0.62)))
                spot = coin.get_rect(center=(r.centerx, r.bottom - coin.get_height() // 2))
                surf.blit(coin, spot)
                label = str(sh.tax_token)
                tw_, th_ = text.text_size(label, f["tiny"], bold=True)
                text.draw_text(
                    surf,
                    label,
                    (spot.centerx - tw_ // 2, spot.centery - th_ // 2),
                    f["tiny"],
                    theme.INK,
                    bold=True,
                )
                if rank in sh.warrants or rank == sh.warrant_revealed:  # the Magistrate (RULES.md §9.3)
                    signed = rank == self._signed_warrant(private)
                    m = gfx.marker("warrant_signed" if signed else "warrant", max(px(22), int(r.w * 0.85)))
                    surf.blit(m, m.get_rect(midleft=(r.centerx, r.bottom - m.get_height() // 2)))
                if rank in sh.threats or rank == sh.threat_revealed:  # the Blackmailer (RULES.md §9.3)
                    flower = rank == self._flowered_threat(private)
                    m = gfx.marker("threat_flowered" if flower else "threat", max(px(22), int(r.w * 0.85)))
                    surf.blit(m, m.get_rect(midright=(r.centerx, r.top + m.get_height() // 2)))
            tx = r.right + px(layout.TRACK_NAME_GAP)
            tw = slot.right - tx - px(4)
            # the rank, then the name, at the strip's one size (a two-word name on two lines)
            rank_colour = theme.CRIMSON if current else theme.INK_SOFT
            nx = tx
            if with_rank:
                text.draw_text(surf, f"{rank}", (tx, r.y + px(1)), name_size, rank_colour, bold=True)
                nx += text.text_size(f"{rank}", name_size, bold=True)[0] + px(3)
            name_w = max(px(10), slot.right - nx - px(4))
            lines = _name_lines(character_name(spec.name), name_size, name_w)
            for i, part in enumerate(lines):
                text.draw_text(
                    surf,
                    part,
                    (nx, r.y + px(1) + i * name_step),
                    name_size,
                    theme.INK,
                    bold=True,
                    max_width=name_w,
                    role="display",
                )
            status_y = r.y + px(1) + len(lines) * name_step + px(2)
            status_lines = 2 if len(lines) == 1 else 1
            below = status_y  # "playing" / "called" go under the name and status, at the card's foot at the latest
            if status:
                para = text.render_wrapped(
                    status, f["tiny"], status_colour, tw, bold=holder >= 0, max_lines=status_lines
                )
                below = surf.blit(para, (tx, status_y)).bottom
            foot = min(slot.bottom - px(1), max(r.bottom - px(2), below + text.line_height(f["tiny"])))
            if current:
                text.draw_text(
                    surf,
                    _("playing"),
                    (tx, foot),
                    f["tiny"],
                    theme.CRIMSON,
                    anchor="bottomleft",
                    italic=True,
                    bold=True,
                )
            elif rank == sh.called and not sh.selection and holder < 0 and rank not in flips:
                text.draw_text(
                    surf, _("called"), (tx, foot), f["tiny"], theme.INK_SOFT, anchor="bottomleft", italic=True
                )
        return surf

    # -- the stage: deck, bank, the prompt of the moment
    def _stage_key(self) -> tuple[Any, ...]:
        return (self.table.geo.stage.size, language_version(), self.table.shown.deck, self.controls.prompt, self.controls.prompt_hint, self.table.shown.round,
                self.table.shown.selection, self._wide_prompt())  # fmt: skip

    def _render_stage(self) -> pygame.Surface:
        g = self.table.geo
        px = g.px
        f = g.fonts
        surf = pygame.Surface(g.stage.size, pygame.SRCALPHA)
        ox, oy = g.stage.topleft
        wide_mode = self._wide_prompt()
        if not wide_mode:
            deck = g.deck.move(-ox, -oy)
            pile = gfx.deck_pile(deck.size, self.table.shown.deck)
            surf.blit(pile, (deck.x, deck.y - (pile.get_height() - deck.h)))
            label = ngettext("{count} card", "{count} cards", self.table.shown.deck).format(
                count=self.table.shown.deck
            )
            text.draw_text(
                surf,
                label,
                (deck.centerx, deck.bottom + px(6)),
                f["small"],
                theme.CREAM,
                anchor="midtop",
                bold=True,
            )
            text.draw_text(
                surf,
                _("Deck"),
                (deck.centerx, deck.bottom + px(22)),
                f["tiny"],
                theme.CREAM_DIM,
                anchor="midtop",
            )
            bank = g.bank.move(-ox, -oy)
            heap = gfx.coin_pile(px(20), 6)
            surf.blit(heap, heap.get_rect(center=bank.center))
            text.draw_text(
                surf,
                _("Bank"),
                (bank.centerx, bank.centery + heap.get_height() // 2 + px(4)),
                f["tiny"],
                theme.CREAM_DIM,
                anchor="midtop",
            )
        title, sub = self.controls.prompt
        content = g.content.move(-ox, -oy)
        text_top = px(6)  # the prompt's text starts at the stage's top, above `content`
        if wide_mode:
            wide = self.table.geo.picker_area(with_caption=False).move(-ox, -oy)
            wide = pygame.Rect(wide.x, text_top, wide.w, content.bottom - text_top)
        else:
            wide = pygame.Rect(content.x, text_top, content.w - px(124), content.bottom - text_top)
        drawn: list[pygame.Rect] = []
        if title:
            drawn.append(text.draw_text(surf, title, (wide.centerx, wide.y + px(6)), f["title"], theme.GOLD_LIGHT, anchor="midtop", bold=True,
                                        role="display", shadow=(0, 0, 0), max_width=wide.w))  # fmt: skip
        if sub:
            lines = 1 if wide_mode else 2
            colour = theme.GOLD_LIGHT if self.controls.prompt_hint else theme.CREAM
            short = self.controls.prompt_short
            if short and len(text.wrap(sub, f["body"], wide.w - px(20))) > lines:
                sub = short  # the line has no room for its detail (a hint's figure, every gift named)
            para = text.render_wrapped(
                sub, f["body"], colour, wide.w - px(20), align="center", max_lines=lines
            )
            drawn.append(
                surf.blit(
                    para,
                    para.get_rect(
                        midtop=(
                            wide.centerx,
                            wide.y + px(8) + text.line_height(f["title"], bold=True, role="display"),
                        )
                    ),
                )
            )
        self._prompt_text = drawn[0].unionall(drawn[1:]).move(ox, oy) if drawn else None
        return surf

    def _wide_prompt(self) -> bool:
        return self.table.my_turn and self.controls.wide

    # -- the log column
    def _header_key(self) -> tuple[Any, ...]:
        sh = self.table.shown
        return (self.table.geo.header.size, language_version(), sh.round, sh.selection, sh.over, sh.called)

    def _render_header(self) -> pygame.Surface:
        g = self.table.geo
        px = g.px
        f = g.fonts
        surf = pygame.Surface(g.header.size, pygame.SRCALPHA)
        sh = self.table.shown
        if sh.over:
            phase = _("Game over")
        elif sh.round == 0:
            phase = _("Setting up")
        elif sh.selection:
            phase = _("Choosing characters")
        else:
            phase = _("Calling the characters")
        title = _("Round {round}").format(round=max(1, sh.round))
        text.draw_text(surf, title, (px(12), px(8)), f["title"], theme.GOLD_LIGHT, bold=True, role="display")
        text.draw_text(surf, phase, (g.header.w - px(12), px(14)), f["small"], theme.CREAM_DIM, anchor="topright", italic=True,
                       max_width=g.header.w - px(24) - text.text_size(title, f["title"], bold=True, role="display")[0] - px(8))  # fmt: skip
        decor.draw_divider(surf, (g.header.w // 2, px(40)), g.header.w - px(40), theme.GOLD_DARK, thickness=1)
        return surf

    # -- things that move every frame: thinking dots, the current seat
    def _draw_live(self, surface: pygame.Surface) -> None:
        g = self.table.geo
        px = g.px
        session = self.table.session
        if session.game_over or self.table.finished:
            return
        seat = session.to_move
        ctrl = self.table.controllers.get(seat)
        if isinstance(ctrl, BotController) and seat in g.seats:
            box = g.seats[seat]
            dots = gfx.hourglass(px(14), self.table.time)
            after = text.text_size(session.name(seat), g.fonts["name"], bold=True)[0] + px(8)
            if after + dots.get_width() <= box.name.w - self.bot_level(seat)[1]:
                surface.blit(dots, dots.get_rect(midleft=(box.name.x + after, box.name.centery)))
            else:  # a narrow panel: over the seat's character card rather than over its name
                surface.blit(dots, dots.get_rect(center=box.chars[0].center))
        if self.table.my_turn and self.table.hint_job is not None:
            dots = gfx.hourglass(px(14), self.table.time)
            surface.blit(
                dots,
                dots.get_rect(
                    midright=(self.table.hint_button.rect.x - px(6), self.table.hint_button.rect.centery)
                ),
            )

    def _murdered_status(self, seat: int) -> str:
        """Under the murdered character: who it was, once revealed ("you" in a solo game)."""
        if seat < 0:
            return _("Murdered")
        if seat == self.table.you:
            return _("Murdered: you")
        return _("Murdered: {name}").format(name=self.table.session.name(seat))

    def _draw_hidden_hand(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """No hand is shown face up: the home seat's hand as a row of backs."""
        g = self.table.geo
        count = self.table.shown.hand[g.home]
        if count <= 0:
            return
        area = g.hand_area
        h = min(g.card_h, area.h - g.px(8))
        w = round(h * 2 / 3)
        step = min(w * 0.5, (area.w - w) / max(1, count - 1)) if count > 1 else 0
        total = w + step * (count - 1)
        x0 = area.x + (area.w - total) / 2
        back = cardart.card_back((w, h))
        for i in range(count):
            surface.blit(back, (int(x0 + i * step) + offset[0], area.bottom - h - g.px(8) + offset[1]))

    # -- the hover preview: a large card with its full text
    @property
    def prompt_text(self) -> pygame.Rect | None:
        """Where the prompt's title and text are on the screen."""
        return self._prompt_text

    def _draw_preview(self, surface: pygame.Surface) -> None:
        self.last_preview = None
        if self.controls.hover_time < PREVIEW_DELAY:
            keyboard_item = (
                self.controls.ui.focus
                if (self.controls.ui.keyboard_mode and isinstance(self.controls.ui.focus, CardItem))
                else None
            )
            if keyboard_item is None:
                return
        g = self.table.geo
        item = (
            self.controls.hover
            if self.controls.hover is not None and self.controls.hover_time >= PREVIEW_DELAY
            else None
        )
        if item is None and self.controls.ui.keyboard_mode and isinstance(self.controls.ui.focus, CardItem):
            item = self.controls.ui.focus
        spec: tuple[str, str] | None = None
        caption = ""
        anchor: pygame.Rect
        if item is not None:
            spec, caption, anchor = item.preview, item.reason(), item.hit_rect()
        else:
            if self.controls.pointer is None:
                return
            zone = self.controls.zone_at(self.controls.pointer)
            if zone is None:
                return
            anchor, spec, caption = zone
            if spec is None:
                if caption:
                    draw_tooltip(surface, caption, self.controls.pointer)
                return
        if spec is None:
            if caption:
                draw_tooltip(surface, caption, anchor.bottomleft)
            return
        kind, name = spec
        bounds = surface.get_rect().inflate(-g.px(8), -g.px(8))
        full_h = min(g.px(340), int(g.size[1] * 0.56))
        cap = None
        if caption:
            cap_w = max(cardart.card_size(full_h)[0], g.px(240)) - g.px(16)
            cap = text.render_wrapped(caption, g.fonts["small"], theme.CREAM, cap_w, max_lines=4)
            # the card shrinks rather than push its caption off the screen
            full_h = min(full_h, bounds.h - cap.get_height() - g.px(18))
        # beside the thing, on the side that hides none of the other choices nor the prompt's text,
        # kept on screen; a smaller card when the full-size one would hide something
        avoid = [i.rect for i in self.controls.items if i is not item and i.visible]
        avoid += [b.rect for b in self.controls.buttons if b.visible]
        # the prompt's question ("Whom do you rob?") and a tutorial callout stay whole while a card is enlarged
        question = [self._prompt_text] if self._prompt_text is not None and self.table.my_turn else []
        question += self.table.overlay_rects()
        placed: tuple[pygame.Rect, tuple[int, int], int] | None = None
        for scale in (1.0, 0.85):  # no smaller: its text would be too small to read
            h = round(full_h * scale)
            cw = cardart.card_size(h)[0]
            block_w = max(cw, cap.get_width() + g.px(16) if cap is not None else 0)
            block_h = h + (cap.get_height() + g.px(18) if cap is not None else 0)
            spot, hidden, covered = layout.place_clear(
                (block_w, block_h), anchor, bounds, avoid, g.px(14), question
            )
            if placed is None or (hidden, covered) < placed[1]:
                placed = (spot, (hidden, covered), h)
            if hidden == covered == 0:
                break
        assert placed is not None
        block, _covered, h = placed
        size = cardart.card_size(h)
        if kind == "adorned":  # a district with the Artist's gold on it
            face = gfx.adorn_card(cardart.district_card(name, size))
        else:
            face = (
                cardart.district_card(name, size)
                if kind == "district"
                else cardart.character_card(name, size)
            )
        rect = face.get_rect()
        rect.topleft = (block.x + (block.w - rect.w) // 2, block.y)
        decor.draw_shadow(surface, rect, radius=g.px(12), blur=g.px(10), offset=g.px(8))
        surface.blit(face, rect)
        self.last_preview = rect.union(block) if cap is not None else rect.copy()
        if cap is not None:
            box = pygame.Rect(block.x, rect.bottom + g.px(6), block.w, cap.get_height() + g.px(12))
            decor.draw_panel(surface, box, style="dark", radius=g.px(6), border=1, shadow=False)
            surface.blit(cap, (box.x + g.px(8), box.y + g.px(6)))

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if self.table.toast is None:
            return
        g = self.table.geo
        msg = self.table.toast[0]
        label = text.render(msg, g.fonts["body"], theme.CREAM, bold=True)
        room = g.stage.w - g.px(64)
        if label.get_width() > room:  # a long message (a save that failed, a cut-short last move) wraps
            label = text.render_wrapped(
                msg, g.fonts["body"], theme.CREAM, room, bold=True, align="center", max_lines=3
            )
        # one line sits where it always did; more lines grow upwards from there
        bottom = g.stage.bottom - g.px(24) + text.line_height(g.fonts["body"], bold=True) // 2
        box = label.get_rect(midbottom=(g.stage.centerx, bottom)).inflate(g.px(24), g.px(12))
        decor.draw_panel(surface, box, style="dark", radius=g.px(8), border=1)
        surface.blit(label, label.get_rect(center=box.center))


#: the room (at scale 1) a panel's name row keeps for the name beside a bot's level in words
NAME_ROOM = 72


def _pips_width(px: Callable[[float], int]) -> int:
    return 3 * px(8) + 2 * px(3)


def _paint_pips(
    surface: pygame.Surface, midright: tuple[int, int], filled: int, px: Callable[[float], int]
) -> None:
    """A bot's level in a narrow panel: three pips, `filled` of them gold (easy 1, medium 2, hard 3)."""
    d, gap = px(8), px(3)
    x = midright[0] - _pips_width(px)
    for i in range(3):
        centre = (x + d // 2 + i * (d + gap), midright[1])
        if i < filled:
            pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, d // 2)
        pygame.draw.circle(surface, theme.CREAM_DIM, centre, d // 2, max(1, px(1)))


def _fade_strip(width: int, height: int) -> pygame.Surface:
    """The top edge of the log: lines scroll away under a soft shadow."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = int(250 * (1 - y / height) ** 1.3)
        pygame.draw.line(strip, (40, 27, 19, alpha), (0, y), (width, y))
    return strip


def _name_lines(name: str, size: int, width: int) -> list[str]:
    """`name` on one line if it fits `width` at `size`, else split in two at the space that makes
    the longer line shortest (a one-word name stays on one line)."""
    if text.text_size(name, size, bold=True, role="display")[0] <= width or " " not in name:
        return [name]
    words = name.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    best = min(
        splits,
        key=lambda pair: max(text.text_size(part, size, bold=True, role="display")[0] for part in pair),
    )
    return list(best)
