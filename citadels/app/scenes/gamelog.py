"""The whole log of a finished game, with every bot's full reasoning ("why did the bot do that?").

During the game the log shows only what everyone may know; once the game is over nothing is secret
any more, so this screen (opened from the game-over screen) shows every event unredacted — the
characters chosen and discarded face down, the cards drawn and kept — and, under each bot action,
the bot's full reason, in the current language (a language switch re-renders it).
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

import pygame

from citadels.app import decor, text, theme
from citadels.app.scenes.base import UIScene
from citadels.app.scenes.registry import register_screenshot
from citadels.app.table.log import build_log
from citadels.app.widgets import Button, ScrollPanel
from citadels.i18n import _, language_version

if TYPE_CHECKING:
    from citadels.app.app import App
    from citadels.session import GameSession


class LinesPanel(ScrollPanel):
    """A `ScrollPanel` over a list of line surfaces: only the lines in view are drawn, so a whole
    game's log never becomes one huge surface."""

    def __init__(self, step: int = 48) -> None:
        super().__init__(step=step, content=pygame.Surface((1, 1), pygame.SRCALPHA))
        self.lines: list[pygame.Surface] = []
        self.tops: list[int] = []
        self.height = 0

    def set_lines(self, lines: list[pygame.Surface], pad: int) -> None:
        self.lines, self.tops, y = lines, [], pad
        for line in lines:
            self.tops.append(y)
            y += line.get_height()
        self.height = y + pad
        self.scroll_to(self.target, instant=True)

    @property
    def content_height(self) -> int:
        return self.height

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip.w else self.rect)
        top = int(self.offset)
        first = max(0, bisect.bisect_right(self.tops, top) - 1)
        for line, y in zip(self.lines[first:], self.tops[first:], strict=True):
            if y - top > self.rect.h:
                break
            surface.blit(line, (self.rect.x, self.rect.y + y - top))
        surface.set_clip(clip)
        super().draw(surface)  # the scroll bar (its content surface is an empty pixel)


class GameLogScene(UIScene):
    """A scrollable full log over the game-over screen; Esc or Back closes it."""

    name = "gamelog"

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.book = build_log(session, full=True)
        self.back_button = Button(lambda: _("Back"), self.back, style="primary", shortcut=pygame.K_ESCAPE,
                                  shortcut_label=_("Esc"))  # fmt: skip
        self.panel_widget = LinesPanel(step=48)
        self.ui.add(self.panel_widget, self.back_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._size = 0
        self._drawn_for: tuple[object, ...] | None = None

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        pw = min(w - 2 * lay.margin, lay.px(980))
        self.panel = pygame.Rect(0, 0, pw, h - 2 * lay.margin)
        self.panel.center = (w // 2, h // 2)
        top = self.panel.y + lay.px(40) + lay.heading + lay.px(44)
        bottom = self.panel.bottom - lay.px(28) - lay.button_height - lay.px(16)
        self.panel_widget.rect = pygame.Rect(self.panel.x + lay.px(28), top, pw - lay.px(56), max(lay.px(80), bottom - top))
        self.back_button.shortcut_label = _("Esc")
        bw = lay.px(220)
        self.back_button.rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - lay.px(28) - lay.button_height, bw, lay.button_height)
        self._size = max(12, lay.body - 1)
        self._refresh_lines()

    def _refresh_lines(self) -> None:
        """(Re)draw the lines when the width or the language changed."""
        width = self.panel_widget.rect.w - self.lay.px(14)
        key = (width, self._size, language_version())
        if key != self._drawn_for:
            self._drawn_for = key
            self.panel_widget.set_lines(self.book.render_lines(None, width, self._size), self._size // 2)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._refresh_lines()  # a language switch draws the whole log again

    def draw(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface, dim=0.35)
        lay = self.lay
        decor.draw_panel(surface, self.panel, style="dark", radius=lay.px(16), border=lay.px(3))
        cx = self.panel.centerx
        title = self.draw_title(surface, _("How the game went"), (cx, self.panel.y + lay.px(40)), lay.heading)
        sub = _("Every move, every hidden card and character, and why each bot did what it did.")
        text.draw_text(surface, sub, (cx, title.bottom + lay.px(14)), lay.small, theme.CREAM_DIM, anchor="midtop",
                       italic=True, max_width=self.panel.w - lay.px(60))  # fmt: skip
        self.ui.draw(surface)


def _screenshot(app: App) -> GameLogScene:
    from citadels.ai import make_bot
    from citadels.session import GameSession, GameSetup, SeatSetup

    seats = tuple(SeatSetup(n, "human" if i == 0 else "bot", "medium") for i, n in enumerate(("Ana", "Bruno", "Carmen", "Diego")))
    session = GameSession(GameSetup(seats, seed=5))
    bots = [make_bot("medium", 5 + i) for i in range(4)]
    while not session.game_over:
        seat = session.to_move
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal(seat)), reason=bots[seat].last_reason if seat else None)
    return GameLogScene(app, session)


register_screenshot("gamelog", _screenshot)
