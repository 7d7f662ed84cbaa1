"""The New game screen's way into the opponents' gallery: a bot seat's emblem as a button.

Beside a bot seat's level stepper (which steps through the levels and the personalities with its
arrows) sits the emblem of the seat's opponent, a personality's badge or a level's pips; clicking it,
or Space or Enter on it, opens the gallery of every opponent with how each plays and its strength
(`citadels.app.scenes.opponents`, through `Navigator.choose_opponent`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from citadels.app import decor, theme
from citadels.app.opponent_art import emblem
from citadels.app.widgets import Button
from citadels.text.i18n import _


class OpponentButton(Button):
    """A square button showing the emblem of the bot ``current()`` names."""

    def __init__(self, current: Callable[[], str], on_click: Callable[[], None]) -> None:
        super().__init__("", on_click, style="ghost", tooltip=self._tip)
        self.current = current

    def _tip(self) -> str:
        return _("Every opponent: how each one plays and how strong it is. Click to choose.")

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        if self.hovered or self.focused:
            decor.draw_panel(surface, rect, style="dark", radius=max(4, rect.h // 5), border=1, shadow=False)
        inset = max(2, rect.h // 12)
        picture = emblem(self.current(), rect.h - 2 * inset)
        if picture is not None:
            surface.blit(picture, picture.get_rect(center=rect.center))
        elif self.hovered:
            pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=max(4, rect.h // 5))
