"""The whole log of a finished game, with every bot's full reasoning ("why did the bot do that?").

During the game the log shows only what everyone may know; once the game is over nothing is secret
any more, so this screen (opened from the game-over screen) shows every event unredacted — the
characters chosen and discarded face down, the cards drawn and kept — and, under each bot action,
the bot's full reason, in the current language (a language switch re-renders it).
"""

from __future__ import annotations

import pygame

from citadels.app import decor, text, theme
from citadels.app.lines_panel import LinesPanel
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.table.log import build_log
from citadels.app.widgets import Button
from citadels.session import GameSession
from citadels.text.i18n import _, language_version


class GameLogScene(UIScene):
    """A scrollable full log over the game-over screen; Esc or Back closes it."""

    name = "gamelog"

    def __init__(self, app: AppServices, session: GameSession) -> None:
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
        self.panel_widget.rect = pygame.Rect(
            self.panel.x + lay.px(28), top, pw - lay.px(56), max(lay.px(80), bottom - top)
        )
        self.back_button.shortcut_label = _("Esc")
        bw = lay.px(220)
        self.back_button.rect = pygame.Rect(
            self.panel.centerx - bw // 2,
            self.panel.bottom - lay.px(28) - lay.button_height,
            bw,
            lay.button_height,
        )
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
