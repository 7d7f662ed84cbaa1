"""Your games: a person's record, counted from the finished saved games (`citadels.app.player_record`)
— games played and won, the best and the average score, the longest winning streak; wins by the
number of players and by the bots at the table; each character's games and wins; and the games
themselves, the most recent first, each opening its review.

The record is read from the save files (the saves folder and its archive of games deleted from the
list) a few files per frame, so the screen opens at once with hundreds of saves; the saves index
(`citadels.saves.index`), shared with the menu and the saved-games list, makes the next opening quick. Keys: ↑/↓ a game, Enter its review, ←/→ whose
record (in hot seat every person has one), Esc back.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.bot_levels import level_label
from citadels.app.dates import local_date
from citadels.app.player_record import (
    NO_BOTS,
    OTHER_BOTS,
    YOU,
    GameLine,
    Person,
    PersonRecord,
    Tally,
    opponents_within,
    people,
    record_of,
)
from citadels.app.players import remembered_player_name
from citadels.app.saving import saves_folder
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, Stepper, TextSource, draw_tooltip
from citadels.engine.characters import CHARACTERS
from citadels.saves import RecordReader, SavedOutcome, archive_folder, index_for, record_files
from citadels.text.i18n import _, character_name, decimal, ngettext

#: seconds of reading per frame while the record fills in (the frame rate stays up)
READ_BUDGET = 0.006
#: seconds of reading before the first frame (every indexed file, or a few dozen new ones)
FIRST_BUDGET = 0.05
#: seconds the pointer rests on a bar, a card or a game before its tooltip shows
TIP_DELAY = 0.4
_RANKS = {name: spec.rank for name, spec in CHARACTERS.items()}


def percent(tally: Tally) -> str:
    return _("{percent}%").format(percent=round(100 * tally.rate))


class YourGamesScene(UIScene):
    name = "your_games"

    def __init__(self, app: AppServices, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder  # None: the user's saves folder
        self.reader: RecordReader | None = None
        self.fill_in = True
        self.saved: list[SavedOutcome] = []
        self.people: list[Person] = []
        self.person = YOU
        self.record = PersonRecord()
        self.selected = 0
        self.chose = False  # the player has chosen a game in the list
        self.first = 0
        self.time = 0.0
        self.message: tuple[str, float] | None = None
        self.person_stepper: Stepper[str] = Stepper([(YOU, self._you_label)], YOU, self._person_changed,
                                                    tooltip=lambda: _("Whose record: in hot seat every person has one (Left/Right)"))  # fmt: skip
        self.review_button = Button(lambda: _("Review"), self.open_selected, style="primary", shortcut=pygame.K_RETURN,
                                    shortcut_label="Enter", tooltip=lambda: _("Step through this game again, with the coach's analysis"))  # fmt: skip
        self.back_button = Button(lambda: _("Back"), self.back, style="secondary", shortcut_label="Esc")
        self.ui.add(self.person_stepper, self.review_button, self.back_button)
        # where things were laid out
        self.tiles: list[pygame.Rect] = []
        self.tables_rect = pygame.Rect(0, 0, 0, 0)
        self.chars_rect = pygame.Rect(0, 0, 0, 0)
        self.games_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.hover_row: int | None = None
        self.hotspots: list[tuple[pygame.Rect, str]] = []
        self.pointer: tuple[int, int] | None = None
        self.hover_key: tuple[tuple[int, int], str] | None = None
        self.hover_since = 0.0

    # ------------------------------------------------------------------ data
    @property
    def remembered(self) -> str:
        return remembered_player_name(self.app.settings)

    def enter(self) -> None:
        self.start_reading(fill_in=True)
        super().enter()

    def resume(self) -> None:
        self.start_reading(fill_in=False)  # a game deleted or imported meanwhile
        super().resume()

    def start_reading(self, *, fill_in: bool) -> None:
        """Read the saves again. `fill_in`: show the games as they are read (the first time); else
        the record shown stays as it is until the new reading is complete."""
        folder = self.folder or saves_folder()
        if folder is None:
            self.reader = None
            self.saved = []
            self._refresh()
            return
        folders = [folder, archive_folder(folder)]
        self.reader = RecordReader(record_files(folders), index_for(folder), folders)
        self.fill_in = fill_in
        self._read(FIRST_BUDGET)

    def _read(self, budget: float) -> None:
        reader = self.reader
        if reader is None:
            return
        before = len(reader.found)
        done = reader.step(budget)
        if done or (self.fill_in and len(reader.found) != before):
            self.saved = reader.outcomes
            self._refresh()

    @property
    def reading(self) -> bool:
        return self.reader is not None and not self.reader.done

    def _refresh(self) -> None:
        self.people = people(self.saved, self.remembered)
        keys = [p.key for p in self.people]
        if self.person not in keys:
            self.person = keys[0] if keys else YOU
        options: list[tuple[str, TextSource]] = [(p.key, self._person_label(p)) for p in self.people]
        options = options or [(YOU, self._you_label)]
        self.person_stepper.options = options
        self.person_stepper.set_value(self.person)
        self.person_stepper.visible = len(options) > 1
        self._recount()

    def _recount(self) -> None:
        # the game the player chose stays chosen as more games are read; until then, the most recent
        chosen = self.current.saved.path if self.current is not None and self.chose else None
        self.record = record_of(self.saved, self.person, self.remembered)
        paths = [g.saved.path for g in self.record.games]
        self.selected = paths.index(chosen) if chosen in paths else 0
        self._select(self.selected)

    def _you_label(self) -> str:
        name = self.remembered
        return _("You ({name})").format(name=name) if name else _("You")

    def _person_label(self, person: Person) -> TextSource:
        if person.key == YOU:
            return self._you_label
        return person.name

    def _person_changed(self, key: str) -> None:
        self.person = key
        self.selected = self.first = 0
        self.chose = False
        self._recount()

    # ------------------------------------------------------------------ actions
    @property
    def current(self) -> GameLine | None:
        games = self.record.games
        return games[self.selected] if 0 <= self.selected < len(games) else None

    def open_selected(self) -> None:
        line = self.current
        if line is None:
            return
        if not self.app.nav.review_saved_game(line.saved.path):
            if self.app.notices:
                self.message = (self.app.notices.pop()(), self.time + 6.0)
            self.start_reading(fill_in=False)

    def _select(self, index: int) -> None:
        games = self.record.games
        self.selected = max(0, min(index, len(games) - 1)) if games else 0
        shown = max(1, len(self.rows))
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + shown:
            self.first = self.selected - shown + 1
        self.first = max(0, min(self.first, max(0, len(games) - shown)))
        if games:
            self.review_button.enable()
        else:
            self.review_button.disable(lambda: _("No finished game to review yet."))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
            self.hover_row = next((i for i, r in enumerate(self.rows) if r.collidepoint(event.pos)
                                   and self.first + i < len(self.record.games)), None)  # fmt: skip
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            page = max(1, len(self.rows))
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -len(self.record.games), pygame.K_END: len(self.record.games)}  # fmt: skip
            if event.key in steps:
                self.chose = True
                self._select(self.selected + steps[event.key])
                self.ui.keyboard_mode = False
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.person_stepper.visible:
                self.person_stepper.step(-1 if event.key == pygame.K_LEFT else 1)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hover_row is not None:
            self.chose = True
            self._select(self.first + self.hover_row)
            self.open_selected()
            return
        if event.type == pygame.MOUSEWHEEL:
            shown = max(1, len(self.rows))
            self.first = max(0, min(self.first - event.y, max(0, len(self.record.games) - shown)))
            return
        super().handle_event(event)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        m = lay.margin
        top = lay.px(96)
        self.person_stepper.rect = pygame.Rect(0, 0, lay.px(380), lay.px(38))
        self.person_stepper.rect.midtop = (w // 2, top)
        top += lay.px(50)
        tile_h = lay.px(84)
        gap = lay.gap
        n = 5
        tw = (w - 2 * m - (n - 1) * gap) // n
        self.tiles = [pygame.Rect(m + i * (tw + gap), top, tw, tile_h) for i in range(n)]
        top += tile_h + gap
        bottom = h - lay.px(20) - lay.button_height - lay.px(34)
        inner = w - 2 * m - 2 * gap
        left_w = int(inner * 0.3)
        mid_w = int(inner * 0.33)
        right_w = inner - left_w - mid_w
        self.tables_rect = pygame.Rect(m, top, left_w, bottom - top)
        self.chars_rect = pygame.Rect(self.tables_rect.right + gap, top, mid_w, bottom - top)
        self.games_rect = pygame.Rect(self.chars_rect.right + gap, top, right_w, bottom - top)
        head = lay.px(40)
        row_h = lay.px(52)
        room = self.games_rect.h - head - lay.px(10)
        count = max(1, room // (row_h + lay.px(4)))
        self.rows = [
            pygame.Rect(self.games_rect.x + lay.px(10), self.games_rect.y + head + i * (row_h + lay.px(4)),
                        self.games_rect.w - lay.px(20), row_h)
            for i in range(count)
        ]  # fmt: skip
        bw = lay.px(220)
        y = h - lay.px(20) - lay.button_height
        self.review_button.rect = pygame.Rect(w // 2 - bw - gap // 2, y, bw, lay.button_height)
        self.back_button.rect = pygame.Rect(w // 2 + gap // 2, y, bw, lay.button_height)
        self._select(self.selected)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.reading:
            self._read(READ_BUDGET)
        if self.message is not None and self.time > self.message[1]:
            self.message = None
        key = None
        if self.pointer is not None:  # the hotspots of the last frame drawn
            key = next(((r.topleft, tip) for r, tip in self.hotspots if r.collidepoint(self.pointer)), None)
        if key != self.hover_key:
            self.hover_key, self.hover_since = key, self.time

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w, h = surface.get_size()
        decor.draw_background(surface)
        self.hotspots = []
        self.draw_title(surface, _("Your games"), (w // 2, lay.px(48)), lay.heading)
        rec = self.record
        if not rec.games and not self.reading:
            self._draw_empty(surface)
        else:
            self._draw_tiles(surface, rec)
            self._draw_tables(surface, rec)
            self._draw_characters(surface, rec)
            self._draw_games(surface, rec)
        self._draw_footer(surface)
        self.ui.draw(surface)
        self._draw_hotspot_tip(surface)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        lay = self.lay
        box = pygame.Rect(self.tables_rect.x, self.tiles[0].y if self.tiles else lay.px(150), self.games_rect.right - self.tables_rect.x,
                          self.games_rect.bottom - (self.tiles[0].y if self.tiles else lay.px(150)))  # fmt: skip
        decor.draw_panel(surface, box, style="dark", radius=lay.px(12), border=lay.px(2))
        said = _("No finished games yet. Every game you finish counts here, even after you delete it "
                 "from Saved games.")  # fmt: skip
        para = text.render_wrapped(
            said, lay.body, theme.CREAM, min(box.w - lay.px(60), lay.px(700)), align="center"
        )
        surface.blit(para, para.get_rect(center=box.center))

    def _draw_tiles(self, surface: pygame.Surface, rec: PersonRecord) -> None:
        lay = self.lay
        average = "–" if rec.average is None else decimal(rec.average)
        best = "–" if rec.best is None else str(rec.best.score)
        won = [percent(rec.overall)] if rec.overall.played else []
        n = rec.current_streak
        # the current streak beside the longest: in words where they fit, else its number alone
        now = (
            [
                ngettext("now {n} win in a row", "now {n} wins in a row", n).format(n=n),
                _("now {n}").format(n=n),
            ]
            if n
            else []
        )
        tiles: tuple[tuple[str, str, list[str]], ...] = (
            (str(rec.overall.played), _("Games played"), []),
            (str(rec.overall.won), _("Games won"), won),
            (best, _("Best score"), []),
            (average, _("Average score"), []),
            (str(rec.longest_streak), _("Longest winning streak"), now),
        )  # fmt: skip
        note_size = lay.px(14)
        for rect, (value, label, notes) in zip(self.tiles, tiles, strict=True):
            decor.draw_panel(surface, rect, style="dark", radius=lay.px(10), border=lay.px(2))
            big = lay.px(34)
            # the body face: the display face's old-style figures read as letters (11 as "II", 0 as "O")
            vr = text.draw_text(surface, value, (rect.centerx, rect.y + lay.px(6)), big, theme.GOLD_LIGHT, anchor="midtop",
                                bold=True)  # fmt: skip
            room = rect.right - vr.right - lay.px(16)
            note = next((said for said in notes if text.text_size(said, note_size)[0] <= room), None)
            if note:
                text.draw_text(surface, note, (vr.right + lay.px(8), vr.bottom - lay.px(6)), note_size, theme.CREAM_DIM,
                               anchor="bottomleft")  # fmt: skip
            if notes:
                self.hotspots.append((rect, notes[0]))
            text.draw_text(surface, label, (rect.centerx, rect.bottom - lay.px(8)), lay.small, theme.CREAM, anchor="midbottom",
                           max_width=rect.w - lay.px(16))  # fmt: skip

    def _draw_tables(self, surface: pygame.Surface, rec: PersonRecord) -> None:
        """Wins by the number of players, then by the bots at the table: played, won, a bar of the rate."""
        lay = self.lay
        r = self.tables_rect
        decor.draw_panel(surface, r, style="dark", radius=lay.px(12), border=lay.px(2))
        pad = lay.px(12)
        room = r.h - 2 * pad - lay.px(10)
        least = text.line_height(lay.px(14))
        # the bots met least often share a row when every kind would not fit (league personalities…)
        opponent_rows = max(1, room // least - 3 - len(rec.by_players))
        sections: list[tuple[str, list[tuple[str, Tally]]]] = [
            (_("By number of players"),
             [(ngettext("{n} player", "{n} players", n).format(n=n), t) for n, t in rec.by_players.items()]),
            (_("By bots at the table"),
             [(self._opponent_label(k), t) for k, t in opponents_within(rec, opponent_rows).items()]),
        ]  # fmt: skip
        lines = 2 + sum(len(rows) for _title, rows in sections) + 1  # headings, rows, the column titles
        row_h = max(least, min(lay.px(28), room // max(1, lines)))
        size = min(lay.small, max(lay.px(13), row_h - lay.px(8)))
        x0, x1 = r.x + pad, r.right - pad
        head = lay.px(13)
        played_w = max(text.text_size(_("Played"), head)[0], text.text_size("000", size, bold=True)[0])
        won_w = max(text.text_size(_("Won"), head)[0], text.text_size("000", size, bold=True)[0])
        bar_x = x1 - max(lay.px(40), int((x1 - x0) * 0.24))
        col_won = bar_x - lay.px(10)  # the right edges of the two columns of numbers
        col_played = col_won - won_w - lay.px(10)
        label_w = col_played - played_w - lay.px(10) - x0
        y = r.y + pad
        text.draw_text(
            surface, _("Played"), (col_played, y + row_h // 2), head, theme.CREAM_DIM, anchor="midright"
        )
        text.draw_text(surface, _("Won"), (col_won, y + row_h // 2), head, theme.CREAM_DIM, anchor="midright")
        y += row_h
        for title, rows in sections:
            text.draw_text(surface, title, (x0, y + row_h // 2), size, theme.GOLD_LIGHT, anchor="midleft", bold=True,
                           max_width=x1 - x0)  # fmt: skip
            y += row_h
            for label, tally in rows:
                text.draw_text(surface, label, (x0 + lay.px(8), y + row_h // 2), size, theme.CREAM, anchor="midleft",
                               max_width=label_w - lay.px(8))  # fmt: skip
                text.draw_text(
                    surface,
                    str(tally.played),
                    (col_played, y + row_h // 2),
                    size,
                    theme.CREAM,
                    anchor="midright",
                )
                text.draw_text(
                    surface,
                    str(tally.won),
                    (col_won, y + row_h // 2),
                    size,
                    theme.GOLD_LIGHT,
                    anchor="midright",
                    bold=True,
                )
                bar = pygame.Rect(bar_x, y + row_h // 2 - lay.px(5), x1 - bar_x, lay.px(10))
                self._rate_bar(surface, bar, tally)
                y += row_h
            y += lay.px(6)

    def _opponent_label(self, key: str) -> str:
        if key == NO_BOTS:
            return _("People only")
        if key == OTHER_BOTS:
            return _("Other bots")
        return level_label(key)

    def _rate_bar(self, surface: pygame.Surface, bar: pygame.Rect, tally: Tally) -> None:
        lay = self.lay
        pygame.draw.rect(surface, (40, 28, 20), bar, border_radius=bar.h // 2)
        if tally.won:
            filled = bar.copy()
            filled.w = max(bar.h, round(bar.w * tally.rate))
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=bar.h // 2)
        self.hotspots.append(
            (
                bar.inflate(0, lay.px(8)),
                _("{won} won of {played}: {percent}").format(
                    won=tally.won, played=tally.played, percent=percent(tally)
                ),
            )
        )

    def _draw_characters(self, surface: pygame.Surface, rec: PersonRecord) -> None:
        """Each character held: its card, and the games won of the games it was held in."""
        lay = self.lay
        r = self.chars_rect
        decor.draw_panel(surface, r, style="dark", radius=lay.px(12), border=lay.px(2))
        pad = lay.px(12)
        title = _("Characters you played") if self.person == YOU else _("Characters played")
        legend = _("won/played")
        legend_w = text.text_size(legend, lay.px(14))[0]
        text.draw_text(
            surface,
            legend,
            (r.right - pad, r.y + pad + lay.px(2)),
            lay.px(14),
            theme.CREAM_DIM,
            anchor="topright",
        )
        text.draw_text(surface, title, (r.x + pad, r.y + pad), lay.small, theme.GOLD_LIGHT, bold=True,
                       max_width=r.w - 3 * pad - legend_w)  # fmt: skip
        names = sorted(rec.characters, key=lambda n: (_RANKS.get(n, 99), n))
        if not names:
            return
        area = pygame.Rect(r.x + pad, r.y + pad + lay.px(30), r.w - 2 * pad, r.h - 2 * pad - lay.px(30))
        label_h = text.line_height(lay.px(14)) + lay.px(2)
        best: tuple[int, int, int] | None = None  # (card height, columns, rows)
        for cols in range(1, len(names) + 1):
            rows = -(-len(names) // cols)
            cw = (area.w - (cols - 1) * lay.px(8)) // cols
            ch = min(int(cw * 1.5), (area.h - rows * label_h - (rows - 1) * lay.px(6)) // rows)
            if ch > 0 and (best is None or ch > best[0]):
                best = (ch, cols, rows)
        assert best is not None
        ch, cols, rows = best
        ch = min(ch, lay.px(150))
        cw = cardart.card_size(ch)[0]
        gap_x = lay.px(8)
        total_w = cols * cw + (cols - 1) * gap_x
        x0 = area.x + (area.w - total_w) // 2
        for i, name in enumerate(names):
            col, row = i % cols, i // cols
            x = x0 + col * (cw + gap_x)
            y = area.y + row * (ch + label_h + lay.px(6))
            card = cardart.character_card(name, (cw, ch))
            surface.blit(card, (x, y))
            tally = rec.characters[name]
            said = _("{won}/{played}").format(won=tally.won, played=tally.played)
            text.draw_text(surface, said, (x + cw // 2, y + card.get_height() + lay.px(1)), lay.px(14),
                           theme.GOLD_LIGHT if tally.won else theme.CREAM_DIM, anchor="midtop", bold=True)  # fmt: skip
            spot = pygame.Rect(x, y, cw, card.get_height() + label_h)
            self.hotspots.append((spot, ngettext("{character}: won {won} of the {played} game you held it in",
                                                 "{character}: won {won} of the {played} games you held it in",
                                                 tally.played).format(character=character_name(name), won=tally.won, played=tally.played)))  # fmt: skip

    def _draw_games(self, surface: pygame.Surface, rec: PersonRecord) -> None:
        lay = self.lay
        r = self.games_rect
        decor.draw_panel(surface, r, style="dark", radius=lay.px(12), border=lay.px(2))
        pad = lay.px(12)
        text.draw_text(surface, _("Last games"), (r.x + pad, r.y + pad), lay.small, theme.GOLD_LIGHT, bold=True,
                       max_width=r.w // 2)  # fmt: skip
        games = rec.games
        if len(games) > len(self.rows):
            more = _("{first}–{last} of {total}").format(first=self.first + 1, last=min(len(games), self.first + len(self.rows)),
                                                         total=len(games))  # fmt: skip
            text.draw_text(
                surface, more, (r.right - pad, r.y + pad), lay.px(14), theme.CREAM_DIM, anchor="topright"
            )
        for i, rect in enumerate(self.rows):
            index = self.first + i
            if index >= len(games):
                break
            self._draw_game_row(surface, rect, games[index], index == self.selected, i == self.hover_row)

    def _draw_game_row(
        self, surface: pygame.Surface, rect: pygame.Rect, line: GameLine, selected: bool, hovered: bool
    ) -> None:
        lay = self.lay
        colour = (84, 60, 38) if selected else (66, 48, 32) if hovered else (52, 38, 26)
        pygame.draw.rect(surface, colour, rect, border_radius=lay.px(8))
        if selected:
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(1, lay.px(2)), border_radius=lay.px(8))
        outcome = line.outcome
        points = ngettext("{points} point", "{points} points", line.score).format(points=line.score)
        if line.won:
            first = _("Won · {points}").format(points=points)
        else:
            first = _("Place {place} of {players} · {points}").format(
                place=line.place, players=outcome.players, points=points
            )
        inner = rect.w - lay.px(24)
        text.draw_text(surface, first, (rect.x + lay.px(12), rect.y + lay.px(5)), lay.px(17),
                       theme.GOLD_LIGHT if line.won else theme.CREAM, bold=True, max_width=inner)  # fmt: skip
        when = local_date(outcome.ended)
        bots = line.bots
        who = ", ".join(level_label(b) for b in bots) if bots else _("people only")
        second = _("{when} · {players} · {opponents}").format(
            when=when,
            players=ngettext("{n} player", "{n} players", outcome.players).format(n=outcome.players),
            opponents=who,
        )
        para = text.render_wrapped(second, lay.px(14), theme.CREAM_DIM, inner, max_lines=1)
        surface.blit(para, para.get_rect(bottomleft=(rect.x + lay.px(12), rect.bottom - lay.px(5))))
        names = ", ".join(outcome.names)
        self.hotspots.append((rect, _("{names} — click to review this game").format(names=names)))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w, h = surface.get_size()
        reader = self.reader
        if self.message is not None:
            note, colour = self.message[0], theme.GOLD_LIGHT
        elif reader is not None and not reader.done:
            note = _("Reading your saved games… {done} of {total}").format(
                done=reader.next, total=len(reader.files)
            )
            colour = theme.CREAM
        else:
            note, colour = self._not_counted(), theme.CREAM_DIM
        if note:
            text.draw_text(surface, note, (w // 2, self.review_button.rect.y - lay.px(8)), lay.px(14), colour, anchor="midbottom",
                           max_width=w - 2 * lay.margin)  # fmt: skip
        if reader is not None and not reader.done and reader.files:
            bar = pygame.Rect(
                lay.margin, self.review_button.rect.y - lay.px(6), w - 2 * lay.margin, lay.px(4)
            )
            pygame.draw.rect(surface, (40, 28, 20), bar)
            pygame.draw.rect(
                surface, theme.GOLD, (bar.x, bar.y, bar.w * reader.next // len(reader.files), bar.h)
            )

    def _not_counted(self) -> str:
        reader = self.reader
        if reader is None:
            return ""
        parts = []
        if reader.unfinished:
            parts.append(
                ngettext("{n} unfinished game", "{n} unfinished games", reader.unfinished).format(
                    n=reader.unfinished
                )
            )
        if reader.bad:
            parts.append(
                ngettext("{n} damaged file", "{n} damaged files", len(reader.bad)).format(n=len(reader.bad))
            )
        if not parts:
            return _("Counted from your saved games, including those deleted from the list.")
        return _("Not counted: {what}.").format(what=", ".join(parts))

    def _draw_hotspot_tip(self, surface: pygame.Surface) -> None:
        """The tooltip of the bar, card or game under the pointer, once it has rested there a moment."""
        if self.pointer is None or self.ui.tooltip.visible:
            return
        if self.hover_key is not None and self.time - self.hover_since >= TIP_DELAY:
            draw_tooltip(surface, self.hover_key[1], (self.pointer[0], self.pointer[1] + self.lay.px(18)))
