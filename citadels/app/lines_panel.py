"""`LinesPanel`: a scrolling list of pre-rendered lines (a whole game's log) that draws only the lines
in view."""

from __future__ import annotations

import bisect

import pygame

from citadels.app.widgets import ScrollPanel


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
