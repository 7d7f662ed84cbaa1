"""The in-game menu (Esc at the table): Resume, Rules, Settings, Main menu. Leaving the game asks
for confirmation first. The table below is drawn veiled; nothing private is drawn on top."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from citadels.app import decor, text, theme
from citadels.app.scenes.base import UIScene
from citadels.app.scenes.registry import create_scene, has_scene
from citadels.app.widgets import Button
from citadels.i18n import _

if TYPE_CHECKING:
    from citadels.app.app import App
    from citadels.app.scene import Scene


class TableMenuScene(UIScene):
    transparent = True
    name = "table_menu"

    def __init__(self, app: App, table: Scene | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.resume_button = Button(lambda: _("Resume"), self.back, style="primary", tooltip=lambda: _("Back to the game (Esc)"))
        self.rules_button = Button(lambda: _("Rules"), lambda: self._open("rules"), tooltip=lambda: _("How to play Citadels"))
        self.settings_button = Button(lambda: _("Settings"), lambda: self._open("settings"), tooltip=lambda: _("Language, sound, animation speed…"))
        self.leave_button = Button(lambda: _("Main menu"), self.leave, style="danger", tooltip=self._leave_tooltip)
        self.ui.add(self.resume_button, self.rules_button, self.settings_button, self.leave_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _leave_tooltip(self) -> str:
        if getattr(self.table, "game_is_saved", lambda: False)():
            return _("Back to the main menu; the game is saved and can be continued")
        return _("Abandon this game and go back to the main menu")

    def enter(self) -> None:
        super().enter()
        for name, button in (("rules", self.rules_button), ("settings", self.settings_button)):
            if not has_scene(name):
                button.disable(lambda: _("Not available in this build."))
        self.resume_button.shortcut_label = _("Enter")  # the dialogs' default: gold, with its key
        self.ui.set_focus(self.resume_button)
        self.ui.keyboard_mode = False

    def language_changed(self) -> None:
        self.resume_button.shortcut_label = _("Enter")
        super().language_changed()

    def _open(self, name: str) -> None:
        if has_scene(name):
            self.app.push(create_scene(name, self.app))

    def leave(self) -> None:
        from citadels.app.scenes.confirm import ConfirmScene

        if getattr(self.table, "game_is_saved", lambda: False)():
            self.app.push(
                ConfirmScene(
                    self.app,
                    title=lambda: _("Leave the game?"),
                    message=lambda: _("The game is saved: continue it any time from the main menu."),
                    confirm_label=lambda: _("Leave"),
                    cancel_label=lambda: _("Keep playing"),
                    on_confirm=self.app.go_to_menu,
                )
            )
            return
        self.app.push(
            ConfirmScene(
                self.app,
                title=lambda: _("Abandon the game?"),
                message=lambda: _("The game in progress will be lost."),
                confirm_label=lambda: _("Abandon"),
                cancel_label=lambda: _("Keep playing"),
                on_confirm=self.app.go_to_menu,
                danger=True,
            )
        )

    def confirm_quit(self) -> bool:
        return True

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        width = min(size[0] - 2 * lay.margin, lay.px(420))
        bh, gap = lay.button_height, lay.px(14)
        height = lay.px(40) + lay.heading + lay.px(34) + 4 * bh + 3 * gap + lay.px(36)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.y + lay.px(40) + lay.heading + lay.px(34)
        for button in (self.resume_button, self.rules_button, self.settings_button, self.leave_button):
            button.rect = pygame.Rect(self.panel.x + lay.px(40), y, width - lay.px(80), bh)
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        decor.veil(surface, 170)
        lay = self.lay
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(14), border=lay.px(3))
        title = text.draw_text(surface, _("Game paused"), (self.panel.centerx, self.panel.y + lay.px(30)), lay.heading,
                               theme.INK, anchor="midtop", bold=True, role="display")  # fmt: skip
        decor.draw_divider(surface, (self.panel.centerx, title.bottom + lay.px(10)), self.panel.w // 2, theme.GOLD_DARK)
        self.ui.draw(surface)
