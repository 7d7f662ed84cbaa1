"""A modal yes/no dialog drawn over the scene below (quitting, abandoning a game…).

Every dialog has one default button, drawn the same way everywhere: gold, with an "Enter" key cap.
Enter activates it (the focused button, once Tab moved the focus); Escape always takes the safe
choice. The default is what the player asked for — unless confirming loses something for good (a
game, a saved game, what is left of a turn; ``danger``): then the safe choice is the gold default
and the dangerous one is red."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from citadels.app import decor, text, theme
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, TextSource, resolve
from citadels.text.i18n import _


class ConfirmScene(UIScene):
    transparent = True
    name = "confirm"

    def __init__(
        self,
        app: AppServices,
        *,
        title: TextSource,
        message: TextSource = "",
        on_confirm: Callable[[], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
        confirm_label: TextSource | None = None,
        cancel_label: TextSource | None = None,
        danger: bool = False,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.result: bool | None = None
        self.danger = danger
        self.yes = Button(
            confirm_label or (lambda: _("Yes")), self._confirm, style="danger" if danger else "primary"
        )
        self.no = Button(
            cancel_label or (lambda: _("Cancel")), self._cancel, style="primary" if danger else "secondary"
        )
        #: the button Enter activates: the one drawn gold, with the Enter key cap
        self.default = self.no if danger else self.yes
        self.default.shortcut_label = _("Enter")
        if not danger:
            self.no.shortcut_label = _("Esc")
        self.ui.add(self.no, self.yes)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        super().enter()
        self.ui.set_focus(self.default)

    def language_changed(self) -> None:
        self.default.shortcut_label = _("Enter")
        if not self.danger:
            self.no.shortcut_label = _("Esc")
        super().language_changed()

    def _confirm(self) -> None:
        self.result = True
        self.app.pop()
        if self.on_confirm is not None:
            self.on_confirm()

    def _cancel(self) -> None:
        self.result = False
        self.app.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    def back(self) -> None:
        self._cancel()

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        width = min(size[0] - 2 * lay.margin, lay.px(620))
        inner = width - 2 * lay.px(36)
        message = text.render_wrapped(resolve(self.message), lay.body, theme.INK, inner, align="center")
        height = (
            lay.px(36)
            + lay.heading
            + lay.px(24)
            + message.get_height()
            + lay.px(36)
            + lay.button_height
            + lay.px(32)
        )
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        bw = min(lay.px(260), (inner - lay.gap) // 2)
        y = self.panel.bottom - lay.px(32) - lay.button_height
        self.no.rect = pygame.Rect(self.panel.centerx - lay.gap // 2 - bw, y, bw, lay.button_height)
        self.yes.rect = pygame.Rect(self.panel.centerx + lay.gap // 2, y, bw, lay.button_height)
        # both labels at one size (the smaller one's beside its key cap), so neither looks the lesser
        start = max(10, int(lay.button_height * 0.42))
        self.no.font_size = self.yes.font_size = None
        shared = min(self.no.label_size(start), self.yes.label_size(start))
        self.no.font_size = self.yes.font_size = shared

    def draw(self, surface: pygame.Surface) -> None:
        decor.veil(surface, 160)
        lay = self.lay
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(14), border=lay.px(3))
        y = self.panel.y + lay.px(36)
        title = text.draw_text(
            surface, resolve(self.title), (self.panel.centerx, y), lay.heading, theme.INK, anchor="midtop",
            bold=True, role="display", max_width=self.panel.w - lay.px(48),
        )  # fmt: skip
        decor.draw_divider(
            surface, (self.panel.centerx, title.bottom + lay.px(8)), self.panel.w // 2, theme.GOLD_DARK
        )
        message = text.render_wrapped(
            resolve(self.message), lay.body, theme.INK, self.panel.w - 2 * lay.px(36), align="center"
        )
        surface.blit(message, message.get_rect(midtop=(self.panel.centerx, title.bottom + lay.px(24))))
        self.ui.draw(surface)
