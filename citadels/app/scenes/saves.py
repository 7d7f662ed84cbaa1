"""Saved games: every game in the saves folder, most recent first — when, who, which round, whose turn
(or finished). Open (Enter or double-click), delete after a confirmation (Delete: a finished game
leaves the list for the archive, where Your games still counts it), export a game as one file to
share (E), import one by dropping its file onto the window. A file that cannot be read is
listed with what is wrong with it, in the player's language, and is never deleted by the game; a
damaged one still opens the review of its moves up to the damage, with the coach.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from citadels.app import decor, text, theme
from citadels.app.dates import local_date
from citadels.app.saving import saves_folder
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button
from citadels.saves import (
    BadSave,
    SaveProblem,
    SaveSummary,
    check,
    delete_save,
    export_save,
    import_save,
    list_saves,
    missing_bots,
)
from citadels.system.paths import export_dir
from citadels.text.i18n import _, ngettext
from citadels.text.safetext import file_label

Entry = SaveSummary | BadSave
DOUBLE_CLICK = 0.4
#: the problems of a file whose moves up to the problem can still be reviewed (not a file whose start
#: is damaged, so that it holds no game, nor one that is empty, unreadable, too large, from a newer
#: version or not a save)
REVIEWABLE = frozenset({"damaged", "refused", "digest"})


SHORT_NAME = 20  # characters of a file's name in a sentence of the list


def short_name(name: str) -> str:
    """A file's name cut in the middle to `SHORT_NAME` characters ("game-2026…04.ciudadelas")."""
    label = file_label(name)
    if len(label) <= SHORT_NAME:
        return label
    head = (SHORT_NAME - 1) // 2
    return label[:head] + "…" + label[-(SHORT_NAME - 1 - head) :]


def describe(entry: Entry) -> tuple[str, str]:
    """Two lines for the list: who played, then when, the round and whose turn (or the problem)."""
    when = local_date(entry.modified)
    if isinstance(entry, BadSave):
        # the line above names the file in full; the sentence names it short, so that it fits whole
        said = entry.problem.message(file=short_name(entry.path.name))
        if entry.problem.kind in REVIEWABLE:
            said += " " + _("Its moves up to the damage can still be reviewed.")
        return file_label(entry.path.name), said
    names = ", ".join(entry.names)
    state = (
        _("Finished")
        if entry.finished
        else _("Round {round}: {name} to play").format(round=entry.round, name=entry.to_move_name)
    )
    players = ngettext("{n} player", "{n} players", entry.players).format(n=entry.players)
    if entry.torn:
        state += " · " + _("its last move was cut short and is left out")
    return names, f"{when} · {players} · {state}"


#: the keys that move the selection through the list
LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class SavedGamesScene(UIScene):
    name = "saves"

    def __init__(self, app: AppServices, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder  # None: the user's saves folder
        self.entries: list[Entry] = []
        self.selected = 0
        self.first = 0  # the first row shown
        self.rows: list[pygame.Rect] = []
        #: where a bad file's row was last drawn: the row, its name, its sentence and the sentence's lines
        self.bad_rows: dict[Path, tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message: tuple[str, float] | None = None  # a short note (exported, imported, a problem)
        self._missing: dict[tuple[Path, float], list[str]] = {}  # the unknown bots a game names, by file
        self._last_click = (-1, 0.0)
        self.time = 0.0
        self.open_button = Button(self._open_label, self.open_selected, style="primary",
                                  shortcut=pygame.K_RETURN, shortcut_label=_("Enter"), tooltip=self._open_tooltip)  # fmt: skip
        self.delete_button = Button(lambda: _("Delete"), self.ask_delete, style="danger", shortcut=pygame.K_DELETE,
                                    shortcut_label=_("Del"), tooltip=lambda: _("Delete this saved game (asks first)"))  # fmt: skip
        self.export_button = Button(lambda: _("Export"), self.export_selected, shortcut=pygame.K_e, shortcut_label="E",
                                    tooltip=lambda: _("Copy this game as one file to your Documents folder, to share it"))  # fmt: skip
        self.back_button = Button(lambda: _("Back"), self.back, style="secondary", shortcut_label="Esc")
        self.ui.add(self.open_button, self.delete_button, self.export_button, self.back_button)

    # ------------------------------------------------------------------ data
    def language_changed(self) -> None:
        # the keys' names on the buttons ("Intro" and "Supr" on a Spanish keyboard)
        self.open_button.shortcut_label = _("Enter")
        self.delete_button.shortcut_label = _("Del")
        super().language_changed()

    def enter(self) -> None:
        self.refresh()
        # start on the most recent game that opens (a damaged file is listed, not chosen)
        self.selected = next((i for i, e in enumerate(self.entries) if isinstance(e, SaveSummary)), 0)
        self._update_buttons()
        super().enter()

    def resume(self) -> None:
        self.refresh()
        super().resume()

    def refresh(self) -> None:
        folder = self.folder or saves_folder()
        self.entries = list_saves(folder) if folder is not None else []
        self.selected = max(0, min(self.selected, len(self.entries) - 1))
        self._update_buttons()

    @property
    def current(self) -> Entry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def _update_buttons(self) -> None:
        entry = self.current
        if entry is None:
            for b in (self.open_button, self.delete_button, self.export_button):
                b.disable(lambda: _("No saved game is selected."))
            return
        self.delete_button.enable()
        if isinstance(entry, BadSave):
            reason = entry.problem.message
            if entry.problem.kind in REVIEWABLE:  # its moves up to the damage can still be reviewed
                self.open_button.enable()
            else:
                self.open_button.disable(reason)
            self.export_button.disable(reason)
        else:
            self.export_button.enable()
            problem = self._cannot_continue(entry)
            if problem is not None:  # a game on with bots this version does not have: nothing to open
                self.open_button.disable(problem.message)
            else:
                self.open_button.enable()

    def _cannot_continue(self, entry: SaveSummary) -> SaveProblem | None:
        """Why an unfinished game cannot be continued here (it names bots this version does not have),
        or None; a finished one opens in its review, which needs no bot."""
        if entry.finished:
            return None
        key = (entry.path, entry.modified)
        if key not in self._missing:
            self._missing[key] = missing_bots(entry.path)
        missing = self._missing[key]
        return SaveProblem("unknown_bots", entry.path.name, ", ".join(missing)) if missing else None

    def _check_one(self) -> None:
        """Replay the next listed game not yet replayed (one a frame: the list opens at once), so that
        its round, whose turn and whether it is over are the game's, not the file's word."""
        for i, entry in enumerate(self.entries):
            if isinstance(entry, SaveSummary) and not entry.checked:
                self.entries[i] = check(entry)
                if i == self.selected:
                    self._update_buttons()
                return

    def _note(self, message: str) -> None:
        self.message = (message, self.time + 6.0)

    # ------------------------------------------------------------------ actions
    def _open_label(self) -> str:
        return _("Review") if isinstance(self.current, BadSave) else _("Open")

    def _open_tooltip(self) -> str:
        if isinstance(self.current, BadSave):
            return _("Review the moves that can still be read, with the coach (the file is left as it is)")
        return _("Continue this game (finished games open in their review)")

    def open_selected(self) -> None:
        entry = self.current
        if isinstance(entry, BadSave) and entry.problem.kind in REVIEWABLE:
            if not self.app.nav.review_saved_game(entry.path, as_far_as_it_goes=True) and self.app.notices:
                self._note(self.app.notices.pop()())
            return
        if not isinstance(entry, SaveSummary):
            return
        if not self.app.nav.open_saved_game(entry.path):
            # the file was found bad (and set aside): say so here, the list goes on working
            if self.app.notices:
                self._note(self.app.notices.pop()())
            self.refresh()

    def ask_delete(self) -> None:
        entry = self.current
        if entry is None:
            return
        title, detail = describe(entry)
        if isinstance(entry, SaveSummary) and entry.finished:  # kept in the archive for the record

            def message() -> str:
                return _("{game} — {detail}. It leaves this list, but still counts in Your games.").format(
                    game=title, detail=detail
                )
        elif isinstance(entry, BadSave):  # its sentence ends with its own full stop

            def message() -> str:
                return _("{game} — {problem} This cannot be undone.").format(game=title, problem=detail)
        else:

            def message() -> str:
                return _("{game} — {detail}. This cannot be undone.").format(game=title, detail=detail)

        self.app.nav.confirm(
            title=lambda: _("Delete this saved game?"),
            message=message,
            confirm_label=lambda: _("Delete"),
            cancel_label=lambda: _("Keep it"),
            on_confirm=lambda: self._delete(entry.path),
            danger=True,
        )

    def _delete(self, path: Path) -> None:
        try:
            if path.is_dir():
                raise IsADirectoryError(str(path))
            delete_save(path)
        except OSError as exc:
            self._note(
                _("Could not delete {file}: {error}").format(
                    file=file_label(path.name), error=exc.strerror or exc
                )
            )
        self.refresh()

    def export_selected(self) -> None:
        entry = self.current
        if not isinstance(entry, SaveSummary):
            return
        try:
            target = export_save(entry.path, export_dir())
        except (OSError, SaveProblem) as exc:
            self._note(
                _("Could not export the game: {error}").format(error=getattr(exc, "strerror", None) or exc)
            )
            return
        self._note(_("Exported to {path}").format(path=file_label(target)))

    def import_file(self, source: Path) -> Path | None:
        """Import a shared game into the saves folder and select it; where it was copied, or None
        (the problem said on this screen)."""
        folder = self.folder or saves_folder()
        if folder is None:
            return None
        try:
            target = import_save(source, folder)
        except SaveProblem as problem:
            self._note(problem.message())
            return None
        except OSError as exc:
            self._note(
                _("Could not import {file}: {error}").format(
                    file=file_label(source.name), error=exc.strerror or exc
                )
            )
            return None
        self.refresh()
        for i, entry in enumerate(self.entries):
            if entry.path == target:
                self.selected = i
        self._update_buttons()
        if target.name == source.name:
            self._note(_("Imported {file}").format(file=file_label(source.name)))
        else:  # renamed to be listed (a hidden or over-long name, a name taken): say under which name
            self._note(
                _("Imported {file} as {name}").format(
                    file=file_label(source.name), name=file_label(target.name)
                )
            )
        return target

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        # the arrows move through the list, before the buttons' focus takes them (Tab moves that)
        if event.type == pygame.KEYDOWN and event.key in LIST_KEYS:
            page = max(1, len(self.rows))
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}[
                event.key
            ]
            self._select(self.selected + step)
            return
        super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            self.import_file(Path(event.file))
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    index = self.first + i
                    double = self._last_click[0] == index and self.time - self._last_click[1] < DOUBLE_CLICK
                    self._select(index)
                    self._last_click = (index, self.time)
                    if double:
                        self.open_selected()
                    return
        super().on_event(event)

    def _select(self, index: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(index, len(self.entries) - 1))
        shown = max(1, len(self.rows))
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + shown:
            self.first = self.selected - shown + 1
        self._update_buttons()

    def _scroll(self, rows: int) -> None:
        shown = max(1, len(self.rows))
        self.first = max(0, min(self.first + rows, max(0, len(self.entries) - shown)))

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        pw = min(w - 2 * lay.margin, lay.px(980))
        top = lay.px(110)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - lay.px(136))
        row_h = lay.px(64)
        n = max(1, (self.panel.h - lay.px(24)) // (row_h + lay.px(6)))
        self.rows = [
            pygame.Rect(
                self.panel.x + lay.px(14),
                self.panel.y + lay.px(12) + i * (row_h + lay.px(6)),
                pw - lay.px(28),
                row_h,
            )
            for i in range(n)
        ]
        buttons = (self.open_button, self.export_button, self.delete_button, self.back_button)
        bw = min(lay.px(200), (pw - 3 * lay.gap) // 4)
        x = w // 2 - (4 * bw + 3 * lay.gap) // 2
        y = self.panel.bottom + lay.px(24)
        for button in buttons:
            button.rect = pygame.Rect(x, y, bw, lay.button_height)
            x += bw + lay.gap
        self._select(self.selected)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        self._check_one()
        if self.message is not None and self.time > self.message[1]:
            self.message = None

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.draw_background(surface)
        self.draw_title(surface, _("Saved games"), (surface.get_width() // 2, lay.px(52)), lay.heading)
        decor.draw_panel(surface, self.panel, style="dark", radius=lay.px(12), border=lay.px(2))
        if not self.entries:
            text.draw_text(surface, _("No saved games yet: every game is saved as it is played."), self.panel.center,
                           lay.body, theme.CREAM_DIM, anchor="center", max_width=self.panel.w - lay.px(40))  # fmt: skip
        for i, rect in enumerate(self.rows):
            index = self.first + i
            if index >= len(self.entries):
                break
            self._draw_row(surface, rect, self.entries[index], index == self.selected)
        if len(self.entries) > len(self.rows):
            more = _("{first}–{last} of {total}").format(
                first=self.first + 1,
                last=min(len(self.entries), self.first + len(self.rows)),
                total=len(self.entries),
            )
            text.draw_text(surface, more, (self.panel.right, self.panel.y - lay.px(6)), lay.small, theme.CREAM_DIM,
                           anchor="bottomright")  # fmt: skip
        note = self.message[0] if self.message else self.footer_note()
        text.draw_text(surface, note, (surface.get_width() // 2, surface.get_height() - lay.px(24)), lay.small,
                       theme.GOLD_LIGHT if self.message else theme.CREAM_DIM, anchor="midbottom",
                       max_width=surface.get_width() - 2 * lay.margin)  # fmt: skip
        self.ui.draw(surface)

    def footer_note(self) -> str:
        """The line under the buttons when no message is up: a bad file is kept; how to import."""
        entry = self.current
        if isinstance(entry, BadSave):
            return _("This file is kept as it is: the game deletes it only if you choose Delete.")
        problem = self._cannot_continue(entry) if isinstance(entry, SaveSummary) else None
        if problem is not None:
            return problem.message()
        return _("To import a game, drop its file onto this window.")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, selected: bool) -> None:
        lay = self.lay
        colour = (78, 56, 36) if selected else (52, 38, 26)
        pygame.draw.rect(surface, colour, rect, border_radius=lay.px(8))
        if selected:
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(1, lay.px(2)), border_radius=lay.px(8))
        first, second = describe(entry)
        bad = isinstance(entry, BadSave)
        finished = isinstance(entry, SaveSummary) and entry.finished
        inner = rect.w - lay.px(32)
        x = rect.x + lay.px(16)
        if bad:  # the file's name, then what is wrong with it on up to two lines: a sentence is said whole
            name = text.ellipsize_middle(first, lay.small, inner)
            said = text.draw_text(surface, name, (x, rect.y + lay.px(3)), lay.small, theme.CREAM_DIM)
            size = max(text.least_size(), lay.px(15))
            para = text.render_wrapped(second, size, theme.CRIMSON_LIGHT, inner, max_lines=2)
            where = surface.blit(para, para.get_rect(bottomleft=(x, rect.bottom - lay.px(3))))
            self.bad_rows[entry.path] = (rect, said, where, len(text.wrap(second, size, inner)))
            return
        # a long line (a file's name of hundreds of characters) loses its middle rather than shrinking
        # to a smudge or losing the end
        first = text.ellipsize_middle(first, lay.body, inner, bold=True)
        second = text.ellipsize_middle(second, lay.small, inner)
        text.draw_text(surface, first, (x, rect.y + lay.px(8)), lay.body, theme.CREAM, bold=True)
        text.draw_text(surface, second, (x, rect.bottom - lay.px(8)), lay.small, theme.GOLD if finished else theme.CREAM_DIM,
                       anchor="bottomleft")  # fmt: skip
