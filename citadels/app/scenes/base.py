"""``UIScene``: a scene made of widgets. It owns a ``WidgetGroup`` (focus, tooltips, click sounds)
and lays its widgets out again whenever the window size or the language changes."""

from __future__ import annotations

import pygame

from citadels.app import decor, text, theme
from citadels.app.scene import AppServices, Scene
from citadels.app.widgets import WidgetGroup


class UIScene(Scene):
    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.ui = WidgetGroup(feedback=self._feedback)
        self.layout_size: tuple[int, int] | None = None

    def _feedback(self, kind: str) -> None:
        self.app.sound.play(kind)

    @property
    def lay(self) -> theme.Layout:
        return theme.layout_for(self.app.size)

    # Layout ----------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for ``size`` (create them in ``__init__``, position them here)."""

    def _relayout(self) -> None:
        self.layout_size = self.app.size
        self.layout(self.app.size)

    def enter(self) -> None:
        self._relayout()

    def pause(self) -> None:
        """Covered by another scene: no tooltip of this one stays drawn under it (only the top scene
        follows the pointer)."""
        self.ui.tooltip.track(None, None, 0.0)

    def resume(self) -> None:
        if self.layout_size != self.app.size:
            self._relayout()

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout()

    def language_changed(self) -> None:
        self._relayout()  # translated labels have other widths

    # Frame -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ui.handle_event(event):
            return
        self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        """Events no widget used. Escape goes back by default."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.ui.draw(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface)

    def draw_title(
        self, surface: pygame.Surface, title: str, centre: tuple[int, int], size: int
    ) -> pygame.Rect:
        """A gold title with a soft shadow and an ornamental rule beneath."""
        rect = text.draw_text(
            surface, title, centre, size, theme.GOLD_LIGHT, anchor="center", bold=True, role="display",
            shadow=(20, 10, 4), shadow_offset=max(2, size // 16),
        )  # fmt: skip
        decor.draw_divider(
            surface,
            (centre[0], rect.bottom + self.lay.px(6)),
            max(rect.w + self.lay.px(80), self.lay.px(260)),
            theme.GOLD,
        )
        return rect
