"""The in-game menu (Esc at the table): Resume, Rules, Settings, Main menu, and whatever entries the
game below adds (the tutorial's Skip tutorial). Leaving the game asks for confirmation first. The table
below is drawn veiled; nothing private is drawn on top."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from citadels.app import decor, text, theme
from citadels.app.scene import AppServices, LeaveWording, MenuEntry, Scene
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, resolve
from citadels.text.i18n import _


def saved_game_leave() -> LeaveWording:
    """Leaving a game that is saved as it is played: it can be continued."""
    return LeaveWording(
        tooltip=lambda: _("Back to the main menu; the game is saved and can be continued"),
        title=lambda: _("Leave the game?"),
        message=lambda: _("The game is saved: continue it any time from the main menu."),
        confirm_label=lambda: _("Leave"),
        cancel_label=lambda: _("Keep playing"),
    )


def unsaved_game_leave() -> LeaveWording:
    """Leaving a game that is not saved: it is lost."""
    return LeaveWording(
        tooltip=lambda: _("Abandon this game and go back to the main menu"),
        title=lambda: _("Abandon the game?"),
        message=lambda: _("The game in progress will be lost."),
        confirm_label=lambda: _("Abandon"),
        cancel_label=lambda: _("Keep playing"),
        danger=True,
    )


class TableMenuScene(UIScene):
    transparent = True
    name = "table_menu"

    def __init__(
        self,
        app: AppServices,
        game: Scene,
        *,
        extra: Sequence[MenuEntry] = (),
        leave: LeaveWording | None = None,
    ) -> None:
        super().__init__(app)
        self.game = game
        #: how leaving is worded: given by the game, else by whether it is saved (asked when used)
        self.leave_wording = leave
        self.resume_button = Button(
            lambda: _("Resume"), self.back, style="primary", tooltip=lambda: _("Back to the game (Esc)")
        )
        self.rules_button = Button(
            lambda: _("Rules"), lambda: app.nav.rules(), tooltip=lambda: _("How to play Citadels")
        )
        self.settings_button = Button(
            lambda: _("Settings"),
            lambda: app.nav.settings(),
            tooltip=lambda: _("Language, sound, animation speed…"),
        )
        self.extra_buttons = [
            Button(e.label, self._entry(e), style="secondary", tooltip=e.tooltip) for e in extra
        ]
        self.leave_button = Button(
            lambda: _("Main menu"), self.leave, style="danger", tooltip=lambda: resolve(self._leave().tooltip)
        )
        self.ui.add(
            self.resume_button,
            self.rules_button,
            self.settings_button,
            *self.extra_buttons,
            self.leave_button,
        )
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _entry(self, entry: MenuEntry) -> Callable[[], None]:
        def run() -> None:
            self.app.pop()  # the menu closes first: the entry acts on the game below
            entry.action()

        return run

    def _leave(self) -> LeaveWording:
        if self.leave_wording is not None:
            return self.leave_wording
        return saved_game_leave() if self.game.game_is_saved() else unsaved_game_leave()

    @property
    def buttons(self) -> list[Button]:
        return [
            self.resume_button,
            self.rules_button,
            self.settings_button,
            *self.extra_buttons,
            self.leave_button,
        ]

    def enter(self) -> None:
        super().enter()
        self.resume_button.shortcut_label = _("Enter")  # the dialogs' default: gold, with its key
        self.ui.set_focus(self.resume_button)
        self.ui.keyboard_mode = False

    def resume(self) -> None:
        """Back from the rules or the settings: Enter resumes the game again, as its key badge says
        (the button clicked to leave kept the focus, unmarked)."""
        super().resume()
        self.ui.set_focus(self.resume_button)
        self.ui.keyboard_mode = False

    def language_changed(self) -> None:
        self.resume_button.shortcut_label = _("Enter")
        super().language_changed()

    def leave(self) -> None:
        wording = self._leave()
        self.app.nav.confirm(
            title=wording.title,
            message=wording.message,
            confirm_label=wording.confirm_label,
            cancel_label=wording.cancel_label,
            on_confirm=self.app.nav.menu,
            danger=wording.danger,
        )

    def confirm_quit(self) -> bool:
        return True

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        width = min(size[0] - 2 * lay.margin, lay.px(420))
        bh, gap = lay.button_height, lay.px(14)
        buttons = self.buttons
        height = (
            lay.px(40) + lay.heading + lay.px(34) + len(buttons) * bh + (len(buttons) - 1) * gap + lay.px(36)
        )
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.y + lay.px(40) + lay.heading + lay.px(34)
        for button in buttons:
            button.rect = pygame.Rect(self.panel.x + lay.px(40), y, width - lay.px(80), bh)
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        decor.veil(surface, 170)
        lay = self.lay
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(14), border=lay.px(3))
        title = text.draw_text(surface, _("Game paused"), (self.panel.centerx, self.panel.y + lay.px(30)), lay.heading,
                               theme.INK, anchor="midtop", bold=True, role="display")  # fmt: skip
        decor.draw_divider(
            surface, (self.panel.centerx, title.bottom + lay.px(10)), self.panel.w // 2, theme.GOLD_DARK
        )
        self.ui.draw(surface)
