"""The game-over screen: the winner under the crown, every player's score broken down (districts,
the five district types, the completion bonus, unique-district bonuses, total), the Classic tie-break
when it decided, and a stacked bar chart of the totals. Play again (same seats, a new deal) or go
back to the main menu.

The table replaces itself with ``GameOverScene(app, session)`` when the game ends.
"""

from __future__ import annotations

import dataclasses
import math
from functools import lru_cache
from pathlib import Path

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.bot_levels import level_label
from citadels.app.saving import autosave_of
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.scores import cell_text, cell_values, segment_labels, segments, tie_break_text, unique_lines
from citadels.app.widgets import Button, draw_tooltip
from citadels.engine import ScoreBreakdown, rank_scores
from citadels.engine.cards import ALL_TYPES, DistrictType
from citadels.session import GameSession
from citadels.text.i18n import (
    _,
    district_type_name,
    ngettext,
    pgettext,
)

#: Seconds the bars take to grow (at normal animation speed).
GROW_TIME = 1.1
#: Colours of the bar segments: districts, five types, completion, unique bonuses.
SEGMENT_COLOURS: tuple[theme.Colour, ...] = ((176, 128, 62), (58, 104, 178), (64, 140, 84), (128, 70, 158))


@lru_cache(maxsize=8)
def trophy(size: int) -> pygame.Surface:
    """A gold cup with the crown resting on it (drawn: supersampled polygons)."""
    f = 3
    w, h = size, int(size * 1.25)
    big = pygame.Surface((w * f, h * f), pygame.SRCALPHA)
    W, H = w * f, h * f
    gold, light, dark = theme.GOLD, theme.GOLD_LIGHT, theme.GOLD_DARK
    line = max(2, f * size // 40)
    # handles
    for sign in (-1, 1):
        cx = W / 2 + sign * W * 0.34
        rect = pygame.Rect(0, 0, W * 0.3, H * 0.26)
        rect.center = (int(cx), int(H * 0.44))
        pygame.draw.ellipse(big, dark, rect, max(3, int(W * 0.055)))
    # cup
    cup = [
        (W * 0.2, H * 0.3), (W * 0.8, H * 0.3), (W * 0.74, H * 0.5), (W * 0.62, H * 0.62),
        (W * 0.56, H * 0.66), (W * 0.44, H * 0.66), (W * 0.38, H * 0.62), (W * 0.26, H * 0.5),
    ]  # fmt: skip
    pygame.draw.polygon(big, gold, cup)
    shine = [(W * 0.3, H * 0.33), (W * 0.38, H * 0.33), (W * 0.36, H * 0.55), (W * 0.31, H * 0.48)]
    pygame.draw.polygon(big, light, shine)
    pygame.draw.polygon(big, dark, cup, line)
    pygame.draw.ellipse(big, light, (W * 0.2, H * 0.27, W * 0.6, H * 0.07))
    pygame.draw.ellipse(big, dark, (W * 0.2, H * 0.27, W * 0.6, H * 0.07), line)
    # stem and base
    pygame.draw.rect(big, gold, (W * 0.45, H * 0.66, W * 0.1, H * 0.14))
    pygame.draw.rect(big, dark, (W * 0.45, H * 0.66, W * 0.1, H * 0.14), line)
    base = [(W * 0.28, H * 0.94), (W * 0.34, H * 0.8), (W * 0.66, H * 0.8), (W * 0.72, H * 0.94)]
    pygame.draw.polygon(big, gold, base)
    pygame.draw.polygon(big, dark, base, line)
    pygame.draw.rect(big, theme.WOOD, (W * 0.24, H * 0.92, W * 0.52, H * 0.07), border_radius=f * 2)
    pygame.draw.rect(big, dark, (W * 0.24, H * 0.92, W * 0.52, H * 0.07), line, border_radius=f * 2)
    # a star on the cup
    cx, cy, r = W * 0.5, H * 0.45, W * 0.09
    star = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        star.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(big, theme.CRIMSON, star)
    surf = pygame.transform.smoothscale(big, (w, h))
    crown = cardart.crown(int(size * 0.5))
    surf.blit(crown, crown.get_rect(midbottom=(w // 2, int(h * 0.3) + size // 40)))
    return surf


class GameOverScene(UIScene):
    name = "gameover"

    def __init__(self, app: AppServices, session: GameSession, *, save: Path | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.save = save  # the game's file (None: not saved, or still attached to the session)
        self.scores: list[ScoreBreakdown] = rank_scores(list(session.scores))

        # no Enter here: a keyboard player must not skip the results by accident (and nothing has the
        # focus until Tab); Play again has its own letter, said in its tooltip
        def again_letter() -> str:
            return pgettext("game over shortcut for Play again", "P")

        self.play_again_button = Button(
            lambda: _("Play again"), self.play_again, style="primary", letter=again_letter,
            tooltip=lambda: _("The same players and rules, with a new deal (key {key}).").format(
                key=again_letter().upper()
            ),
        )  # fmt: skip
        self.menu_button = Button(lambda: _("Main menu"), self.main_menu, style="secondary", shortcut=pygame.K_m,
                                  shortcut_label=_("Esc"))  # fmt: skip
        self.log_button = Button(
            lambda: _("Log and bots' reasons"), self.show_log, style="secondary",
            letter=lambda: pgettext("game over shortcut for Log and bots' reasons", "L"), tooltip=lambda: _("Every move of the game, the hidden cards and characters, and why each bot did what it did."),
        )  # fmt: skip
        self.review_button = Button(
            lambda: _("Review"), self.review, style="secondary",
            letter=lambda: pgettext("game over shortcut for Review", "R"),
            tooltip=lambda: _("Step through the whole game again, every hand and character face up."),
        )  # fmt: skip
        self.ui.add(self.play_again_button, self.review_button, self.log_button, self.menu_button)
        self.age = 0.0
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []
        self.columns: list[tuple[str, int, int]] = []  # (key, x, width)
        self.hotspots: list[tuple[pygame.Rect, str]] = []  # tooltips on cells, rebuilt every draw
        self.pointer: tuple[int, int] | None = None
        self.hover_time = 0.0
        self.hover_key: tuple[tuple[int, int], str] | None = None
        self._sound_played = False

    # ------------------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        super().enter()
        self.app.coaching.analyse(self.session, self.save_file())  # the review's coach, in the background
        if not self._sound_played:
            self._sound_played = True
            # the table may have just played it for the engine's GameEnded event: never twice in a row
            if self.app.sound.played[-1:] != ["gameover"]:
                self.app.sound.play("gameover")
        self.ui.set_focus(None)  # Enter starts nothing from the results; Tab picks a button
        self.ui.keyboard_mode = False

    def language_changed(self) -> None:
        self.menu_button.shortcut_label = _("Esc")
        super().language_changed()

    # ------------------------------------------------------------------------------ actions
    def play_again(self) -> None:
        setup = dataclasses.replace(self.session.setup, seed=None)
        self.app.nav.play(GameSession(setup))

    def main_menu(self) -> None:
        self.app.nav.menu()

    def show_log(self) -> None:
        self.app.nav.game_log(self.session)

    def review(self) -> None:
        self.app.nav.review(self.session, self.save_file())

    def back(self) -> None:
        self.main_menu()

    def scores_rect(self) -> pygame.Rect:
        return self.table_rect

    def button_rects(self) -> list[pygame.Rect]:
        return [w.rect for w in self.ui.widgets if w.visible]

    def save_file(self) -> Path | None:
        autosave = autosave_of(self.session)
        return autosave.path if autosave is not None else self.save

    # ------------------------------------------------------------------------------ layout
    @property
    def progress(self) -> float:
        """0 → 1 as the bars grow (1 at once with animations off)."""
        factor = self.app.settings.speed_factor
        if factor <= 0:
            return 1.0
        t = min(1.0, max(0.0, (self.age - 0.25) * factor / GROW_TIME))
        return 1 - (1 - t) ** 3

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        margin = lay.margin
        pad = lay.px(18)
        header_h = lay.px(50)
        footer_h = lay.px(50)
        n = max(1, len(self.scores))
        top = lay.px(196) + (lay.px(26) if tie_break_text(self.session) else 0)
        bottom = h - lay.px(26) - lay.button_height - lay.px(20)
        row_h = max(lay.px(30), min(lay.px(58), (bottom - top - header_h - footer_h - pad) // n))
        panel_h = pad + header_h + n * row_h + footer_h
        top += max(0, (bottom - top - panel_h) // 2)  # a short table sits in the middle of the free space
        gap = lay.px(20)
        usable = w - 2 * margin
        table_w = min(int(usable * 0.64), lay.px(900))
        chart_w = min(usable - table_w - gap, lay.px(560))
        left = (w - table_w - gap - chart_w) // 2
        self.table_rect = pygame.Rect(left, top, table_w, panel_h)
        self.chart_rect = pygame.Rect(left + table_w + gap, top, chart_w, panel_h)

        y = self.table_rect.y + pad + header_h
        self.row_rects = [
            pygame.Rect(self.table_rect.x + pad, y + i * row_h, table_w - 2 * pad, row_h) for i in range(n)
        ]
        # columns: name gets what the numbers leave
        inner = table_w - 2 * pad
        widths = {
            "rank": lay.px(40), "type": lay.px(34), "districts": lay.px(74), "five": lay.px(66),
            "completion": lay.px(74), "unique": lay.px(66), "total": lay.px(68),
        }  # fmt: skip
        fixed = (
            widths["rank"]
            + 5 * widths["type"]
            + sum(widths[k] for k in ("districts", "five", "completion", "unique", "total"))
        )
        name_w = max(lay.px(120), inner - fixed)
        x = self.table_rect.x + pad
        self.columns = []
        for key in (
            "rank",
            "name",
            *(f"type{int(t)}" for t in ALL_TYPES),
            "districts",
            "five",
            "completion",
            "unique",
            "total",
        ):
            width = name_w if key == "name" else widths["type"] if key.startswith("type") else widths[key]
            self.columns.append((key, x, width))
            x += width

        bw = lay.px(250)
        by = h - lay.px(26) - lay.button_height
        self.menu_button.rect = pygame.Rect(self.table_rect.x, by, bw, lay.button_height)
        self.play_again_button.rect = pygame.Rect(self.chart_rect.right - bw, by, bw, lay.button_height)
        gap = lay.px(12)
        room = self.play_again_button.rect.x - self.menu_button.rect.right - 2 * gap
        rw = min(lay.px(220), (room - gap) * 2 // 5)
        lw = min(lay.px(330), room - gap - rw)
        left = (self.menu_button.rect.right + self.play_again_button.rect.x) // 2 - (lw + gap + rw) // 2
        self.review_button.rect = pygame.Rect(left, by, rw, lay.button_height)
        self.log_button.rect = pygame.Rect(left + rw + gap, by, lw, lay.button_height)

    # ------------------------------------------------------------------------------ frame
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
        super().handle_event(event)

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)
        key: tuple[tuple[int, int], str] | None = None
        if self.pointer is not None:
            for rect, tip in self.hotspots:
                if rect.collidepoint(self.pointer):
                    key = (rect.topleft, tip)
                    break
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        else:
            self.hover_time += dt

    def draw(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface, dim=0.2)
        self.hotspots = []
        self._draw_hero(surface)
        self._draw_table(surface)
        self._draw_chart(surface)
        self.ui.draw(surface)
        if self.hover_key is not None and self.hover_time >= 0.35 and self.pointer is not None:
            _pos, tip = self.hover_key
            draw_tooltip(surface, tip, self.pointer)

    # ------------------------------------------------------------------------------ pieces
    def _draw_hero(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w = surface.get_width()
        s = self.session
        if not self.scores:
            self.draw_title(surface, _("Game over"), (w // 2, lay.px(70)), lay.heading)
            return
        best = self.scores[0]
        winner = s.name(best.seat)
        cx = w // 2
        # rays behind the trophy, turning slowly
        art = trophy(lay.px(104))
        art_rect = art.get_rect(midtop=(cx, lay.px(10)))
        title_y = lay.px(38)
        kicker = _("Game over · round {round}").format(round=s.round)
        title = _("{name} wins!").format(name=winner)
        # the display face has old-style figures ("1" reads as "I"): names with digits use the body face
        role: text.Role = "body" if any(ch.isdigit() for ch in winner) else "display"
        title_size = text.fit_size(title, w - 2 * lay.margin - art.get_width() * 2 - lay.px(60), lay.px(58),
                                   min_size=lay.px(30), bold=True, role=role)  # fmt: skip
        tw = text.text_size(title, title_size, bold=True, role=role)[0]
        # trophy left of the title, mirrored laurel on the right: the title stays centred
        art_rect.midright = (cx - tw // 2 - lay.px(28), lay.px(92))
        self._draw_rays(surface, art_rect.center, lay.px(92))
        surface.blit(art, art_rect)
        crown = cardart.crown(lay.px(70))
        crown_rect = crown.get_rect(midleft=(cx + tw // 2 + lay.px(36), lay.px(98)))
        self._draw_rays(surface, crown_rect.center, lay.px(70))
        surface.blit(crown, crown_rect)
        text.draw_text(surface, kicker.upper(), (cx, title_y), lay.small, theme.CREAM_DIM, anchor="center", bold=True,
                       shadow=(0, 0, 0))  # fmt: skip
        title_rect = text.draw_text(
            surface, title, (cx, lay.px(94)), title_size, theme.GOLD_LIGHT, anchor="center", bold=True,
            role=role, shadow=(20, 10, 4), shadow_offset=lay.px(3),
        )  # fmt: skip
        decor.draw_divider(
            surface,
            (cx, title_rect.bottom + lay.px(6)),
            max(title_rect.w + lay.px(80), lay.px(300)),
            theme.GOLD,
        )
        districts = sum(best.type_counts)
        sub = ngettext("{points} point", "{points} points", best.total).format(points=best.total)
        sub += " · " + ngettext("{count} district", "{count} districts", districts).format(count=districts)
        if len(self.scores) > 1:
            margin = best.total - self.scores[1].total
            if margin > 0:
                sub += " · " + ngettext("{margin} point ahead", "{margin} points ahead", margin).format(
                    margin=margin
                )
        text.draw_text(surface, sub, (cx, title_rect.bottom + lay.px(26)), lay.body, theme.CREAM, anchor="center",
                       shadow=(0, 0, 0))  # fmt: skip
        tie = tie_break_text(s)
        if tie:
            para = text.render_wrapped(tie, lay.small, theme.GOLD_LIGHT, min(w - 2 * lay.margin, lay.px(980)), align="center",
                                       max_lines=2, italic=True)  # fmt: skip
            surface.blit(para, para.get_rect(midtop=(cx, title_rect.bottom + lay.px(42))))

    def _draw_rays(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        # twelve rays: the picture repeats every 30 degrees, so 15 cached angles cover the turn
        layer = _rays(radius, (int(self.age * 8) // 2 * 2) % 30)
        surface.blit(layer, layer.get_rect(center=centre))

    def _draw_table(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = self.table_rect
        decor.draw_panel(surface, rect, style="parchment", radius=lay.px(14), border=lay.px(3))
        if not self.row_rects:
            return
        header_y = self.row_rects[0].y - lay.px(26)
        heads = {
            "rank": ("#", ""),
            "name": (_("Player"), ""),
            "districts": (_("Districts"), _("Points of the districts in the city, unique districts aside.")),
            "five": (_("5 types"), _("+3 points for a district of each of the five types.")),
            "completion": (_("Complete"), _("+4 for the first city completed, +2 for the others completed.")),
            "unique": (
                _("Unique"),
                _(
                    "Unique districts: their points (Dragon Gate and University: 8) and bonuses (Imperial Treasury, Map Room)."
                ),
            ),
            "total": (_("Total"), ""),
        }
        for key, x, width in self.columns:
            cell = pygame.Rect(x, header_y - lay.px(16), width, lay.px(32))
            if key.startswith("type"):
                dtype = DistrictType(int(key[4:]))
                badge = cardart.type_badge(dtype, lay.px(26))
                surface.blit(badge, badge.get_rect(center=cell.center))
                self.hotspots.append(
                    (cell, _("{type} districts in the city").format(type=district_type_name(dtype)))
                )
                continue
            label, tip = heads[key]
            anchor: text.Anchor = "midleft" if key == "name" else "center"
            pos = cell.midleft if key == "name" else cell.center
            text.draw_text(
                surface,
                label,
                pos,
                lay.small,
                theme.INK_SOFT,
                anchor=anchor,
                bold=True,
                max_width=width - lay.px(4),
            )
            if tip:
                self.hotspots.append((cell, tip))
        line_y = self.row_rects[0].y - lay.px(4)
        pygame.draw.line(
            surface,
            theme.PARCHMENT_EDGE,
            (rect.x + lay.px(16), line_y),
            (rect.right - lay.px(16), line_y),
            lay.px(2),
        )
        for i, (b, row) in enumerate(zip(self.scores, self.row_rects, strict=False)):
            self._draw_row(surface, i, b, row)
        # how to read the numbers, under the rows
        last = self.row_rects[-1]
        note = _("Hover over a heading or a number for details.")
        text.draw_text(surface, note, (rect.centerx, min(rect.bottom - lay.px(18), last.bottom + lay.px(22))), lay.small,
                       theme.INK_FAINT, anchor="center", italic=True, max_width=rect.w - lay.px(40))  # fmt: skip

    def _draw_row(self, surface: pygame.Surface, index: int, b: ScoreBreakdown, row: pygame.Rect) -> None:
        lay = self.lay
        s = self.session
        winner = index == 0
        if winner:
            band = pygame.Surface(row.size, pygame.SRCALPHA)
            band.fill((*theme.GOLD, 90))
            surface.blit(band, row.topleft)
            pygame.draw.rect(surface, theme.GOLD_DARK, row, 1, border_radius=lay.px(6))
        elif index % 2 == 1:
            band = pygame.Surface(row.size, pygame.SRCALPHA)
            band.fill((*theme.PARCHMENT_EDGE, 40))
            surface.blit(band, row.topleft)
        size = lay.body
        seat = s.setup.seats[b.seat] if b.seat < len(s.setup.seats) else None
        for key, x, width in self.columns:
            cell = pygame.Rect(x, row.y, width, row.h)
            if key == "rank":
                if winner:
                    crown = cardart.crown(int(row.h * 0.7))
                    surface.blit(crown, crown.get_rect(center=cell.center))
                else:
                    text.draw_text(
                        surface, str(index + 1), cell.center, size, theme.INK_SOFT, anchor="center", bold=True
                    )
                continue
            if key == "name":
                name = s.name(b.seat)
                if seat is None or seat.is_human:
                    who = _("Human")
                else:
                    who = _("Bot · {level}").format(level=level_label(seat.bot))
                text.draw_text(surface, name, (cell.x + lay.px(4), cell.centery - lay.px(7)), size, theme.INK, anchor="midleft",
                               bold=True, max_width=width - lay.px(8))  # fmt: skip
                text.draw_text(surface, who, (cell.x + lay.px(4), cell.centery + lay.px(12)), lay.px(13), theme.INK_SOFT,
                               anchor="midleft", max_width=width - lay.px(8))  # fmt: skip
                continue
            if key.startswith("type"):
                count = b.type_counts[int(key[4:])]
                colour = theme.INK if count else theme.INK_FAINT
                text.draw_text(
                    surface, str(count) if count else "–", cell.center, size, colour, anchor="center"
                )
                continue
            value = cell_values(b)[key]
            if key == "total":
                text.draw_text(surface, str(value), cell.center, lay.px(24), theme.CRIMSON if winner else theme.INK,
                               anchor="center", bold=True)  # fmt: skip
                continue
            shown = cell_text(key, b)
            colour = theme.INK if value else theme.INK_FAINT
            text.draw_text(
                surface, shown, cell.center, size, colour, anchor="center", bold=key == "districts"
            )
            tip = self._cell_tip(key, b)
            if tip:
                self.hotspots.append((cell, tip))

    def _cell_tip(self, key: str, b: ScoreBreakdown) -> str:
        if key == "unique" and b.unique_score:
            return "\n".join(unique_lines(b))
        if key == "completion" and b.completion:
            if b.completion >= 4:
                return _("First to complete a city: +4")
            return _("Completed a city: +2")
        if key == "five" and b.five_types:
            if b.haunted_stand_in:
                return _("A district of each of the five types (the Haunted City standing in for one): +3")
            return _("A district of each of the five types: +3")
        if key == "districts":
            count = sum(b.type_counts) - b.type_counts[DistrictType.UNIQUE]
            tip = ngettext("{count} district in the city", "{count} districts in the city", count).format(
                count=count
            )
            if b.adorned_points:
                tip += "\n" + ngettext("The Artist's gold on {count} district: +{count}",
                                       "The Artist's gold on {count} districts: +{count}", b.adorned_points).format(count=b.adorned_points)  # fmt: skip
            return tip
        return ""

    def _draw_chart(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = self.chart_rect
        decor.draw_panel(surface, rect, style="dark", radius=lay.px(14), border=lay.px(2))
        if not self.row_rects:
            return
        # legend
        labels = segment_labels()
        lx, ly = rect.x + lay.px(18), rect.y + lay.px(16)
        sw = lay.px(14)
        col_w = (rect.w - lay.px(36)) // 2
        for i, (label, colour) in enumerate(zip(labels, SEGMENT_COLOURS, strict=True)):
            x = lx + (i % 2) * col_w
            y = ly + (i // 2) * lay.px(20)
            pygame.draw.rect(surface, colour, (x, y + lay.px(2), sw, sw), border_radius=lay.px(3))
            pygame.draw.rect(surface, theme.CREAM_DIM, (x, y + lay.px(2), sw, sw), 1, border_radius=lay.px(3))
            text.draw_text(surface, label, (x + sw + lay.px(6), y + lay.px(2) + sw // 2), lay.px(14), theme.CREAM,
                           anchor="midleft", max_width=col_w - sw - lay.px(10))  # fmt: skip
        top_score = max((b.total for b in self.scores), default=1) or 1
        bar_left = rect.x + lay.px(18)
        bar_room = rect.w - lay.px(18) - lay.px(62)
        p = self.progress
        for i, (b, row) in enumerate(zip(self.scores, self.row_rects, strict=False)):
            bar_h = max(lay.px(10), int(row.h * 0.52))
            y = row.centery - bar_h // 2
            track = pygame.Rect(bar_left, y, bar_room, bar_h)
            pygame.draw.rect(surface, (40, 28, 20), track, border_radius=lay.px(4))
            x = bar_left
            for value, colour, label in zip(segments(b), SEGMENT_COLOURS, labels, strict=True):
                if value <= 0:
                    continue
                width = int(bar_room * value / top_score * p)
                if width <= 0:
                    continue
                seg = pygame.Rect(x, y, width, bar_h)
                pygame.draw.rect(surface, colour, seg)
                pygame.draw.line(
                    surface, theme.lighten(colour, 0.3), seg.topleft, (seg.right - 1, seg.top), 1
                )
                self.hotspots.append((seg, f"{self.session.name(b.seat)} — {label}: {value}"))
                x += width
            pygame.draw.rect(
                surface, theme.GOLD if i == 0 else theme.GOLD_DARK, track, 1, border_radius=lay.px(4)
            )
            shown = round(b.total * p)
            text.draw_text(surface, str(shown), (rect.right - lay.px(14), row.centery), lay.body, theme.GOLD_LIGHT if i == 0 else theme.CREAM,
                           anchor="midright", bold=True, shadow=(0, 0, 0))  # fmt: skip


@lru_cache(maxsize=16)
def _rays_base(radius: int) -> pygame.Surface:
    size = radius * 2
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(12):
        a0 = i * math.tau / 12
        a1 = a0 + math.tau / 36
        pts = [(radius, radius), (radius + radius * math.cos(a0), radius + radius * math.sin(a0)),
               (radius + radius * math.cos(a1), radius + radius * math.sin(a1))]  # fmt: skip
        pygame.draw.polygon(layer, (*theme.GOLD_LIGHT, 16), pts)
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    for r in range(radius, 0, -max(1, radius // 12)):
        pygame.draw.circle(glow, (*theme.GOLD, int(22 * (1 - r / radius))), (radius, radius), r)
    layer.blit(glow, (0, 0))
    return layer


@lru_cache(maxsize=48)
def _rays(radius: int, angle: int) -> pygame.Surface:
    return pygame.transform.rotate(_rays_base(radius), -angle)
