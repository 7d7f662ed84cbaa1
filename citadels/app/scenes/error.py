"""The error screen: shown instead of closing when a scene raises. It says what happened, in the
player's language, where the full report was written, and offers the menu or quitting."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from citadels.app import decor, text, theme
from citadels.app.crash import CrashReport
from citadels.app.scene import AppServices, Scene
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button
from citadels.text.i18n import _


class ErrorScene(UIScene):
    name = "error"

    def __init__(self, app: AppServices, report: CrashReport, kept: Sequence[Scene] = ()) -> None:
        super().__init__(app)
        self.report = report
        #: the scenes that were open (the game among them): going back to them loses nothing
        self.kept = list(kept)
        self.back_button = Button(
            lambda: _("Go back and continue"), self.go_back, style="primary", shortcut=pygame.K_b
        )
        self.back_button.visible = bool(self.kept)
        #: the saved game under the kept scenes: reloading it gives a fresh table if going back fails
        self.save_path = _saved_game(self.kept)
        self.reload_button = Button(
            lambda: _("Reload"), self.reload, style="secondary", shortcut=pygame.K_r,
            tooltip=lambda: _("Open the game again from its save file, as Continue does"),
        )  # fmt: skip
        self.reload_button.visible = self.save_path is not None
        self.menu_button = Button(
            lambda: _("Back to the menu"), self.to_menu, style="secondary" if self.kept else "primary",
            shortcut=pygame.K_m,
        )  # fmt: skip
        self.quit_button = Button(lambda: _("Quit"), self.quit, style="secondary", shortcut=pygame.K_q)
        self.ui.add(self.back_button, self.reload_button, self.menu_button, self.quit_button)
        #: the gold button, which Enter activates: going back when the screens were kept, else the menu
        self.default = self.back_button if self.kept else self.menu_button
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        super().enter()
        self.default.shortcut_label = _("Enter")
        self.ui.set_focus(self.default)

    def language_changed(self) -> None:
        self.default.shortcut_label = _("Enter")
        super().language_changed()

    def go_back(self) -> None:
        kept, self.kept = self.kept, []
        self.app.restore_scenes(kept)

    def reload(self) -> None:
        path = self.save_path
        kept, self.kept = self.kept, []
        self.app.close_scenes(kept)  # closes the save file too
        self.app.nav.menu()
        if path is not None:
            self.app.nav.open_saved_game(path)

    def to_menu(self) -> None:
        kept, self.kept = self.kept, []
        self.app.close_scenes(kept)
        self.app.nav.menu()

    def quit(self) -> None:
        kept, self.kept = self.kept, []
        self.app.close_scenes(kept)
        self.app.quit(1)

    def exit(self) -> None:
        kept, self.kept = self.kept, []
        self.app.close_scenes(kept)  # left some other way (the window closed, the menu opened)
        super().exit()

    def back(self) -> None:
        if self.kept:
            self.go_back()
        else:
            self.to_menu()

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        self.panel = pygame.Rect(
            0, 0, min(size[0] - 2 * lay.margin, lay.px(820)), min(size[1] - 2 * lay.margin, lay.px(440))
        )
        self.panel.center = (size[0] // 2, size[1] // 2)
        buttons = [
            b for b in (self.back_button, self.reload_button, self.menu_button, self.quit_button) if b.visible
        ]
        bw = min(lay.px(250), (self.panel.w - lay.px(48) - lay.gap * (len(buttons) - 1)) // len(buttons))
        y = self.panel.bottom - lay.px(36) - lay.button_height
        x = self.panel.centerx - (len(buttons) * bw + (len(buttons) - 1) * lay.gap) // 2
        for button in buttons:
            button.rect = pygame.Rect(x, y, bw, lay.button_height)
            x += bw + lay.gap

    def draw(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface, dim=0.35)
        lay = self.lay
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(14), border=lay.px(3))
        inner = self.panel.w - 2 * lay.px(48)
        y = self.panel.y + lay.px(36)
        title = text.draw_text(surface, _("Something went wrong"), (self.panel.centerx, y), lay.heading, theme.CRIMSON,
                               anchor="midtop", bold=True, role="display", max_width=inner)  # fmt: skip
        decor.draw_divider(
            surface, (self.panel.centerx, title.bottom + lay.px(8)), self.panel.w // 2, theme.GOLD_DARK
        )
        y = title.bottom + lay.px(26)
        paragraphs = [
            (
                _(
                    "An unexpected error interrupted this screen. Nothing is lost: you can go back and "
                    "continue, go to the menu or quit."
                )
                if self.kept
                else _(
                    "An unexpected error interrupted this screen. The game is still running: you can go "
                    "back to the menu or quit."
                ),
                theme.INK,
                lay.body,
            ),  # fmt: skip
            (self.report.summary, theme.CRIMSON, lay.small),
        ]
        if self.report.log_path is not None:
            paragraphs.append(
                (
                    _("The full report was saved to:") + "\n" + str(self.report.log_path),
                    theme.INK_SOFT,
                    lay.small,
                )
            )
        for message, colour, size in paragraphs:
            para = text.render_wrapped(message, size, colour, inner, align="center", max_lines=4)
            surface.blit(para, para.get_rect(midtop=(self.panel.centerx, y)))
            y += para.get_height() + lay.px(16)
        self.ui.draw(surface)


def _saved_game(scenes: Sequence[Scene]) -> Path | None:
    for scene in reversed(scenes):
        path = scene.save_file()
        if path is not None:
            return path
    return None
