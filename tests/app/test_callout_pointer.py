"""A callout's pointer only bridges the gap to a target beside the bubble (issue 30: pointers drawn
across the table crossed its labels); a far target is shown by its ring alone."""

from __future__ import annotations

import math

import pygame

from citadels.app.tutorial.callout import POINTER_REACH, Callout


def _callout(size: tuple[int, int], target: pygame.Rect, avoid: list[pygame.Rect] | None = None,
             docks: list[pygame.Rect] | None = None) -> Callout:  # fmt: skip
    callout = Callout("Title", "Some words about the target.", [], modal=False)
    callout.layout(size, [target], avoid or [], docks or [])
    return callout


def test_a_bubble_beside_its_target_points_at_it() -> None:
    for size in ((1024, 576), (1280, 720), (1920, 1080)):
        target = pygame.Rect(size[0] // 3, size[1] // 3, size[0] // 10, size[1] // 10)
        callout = _callout(size, target)
        wedge = callout.pointer()
        assert wedge is not None, size
        tip = wedge[2]
        assert target.inflate(2 * callout.px(10) + 2, 2 * callout.px(10) + 2).collidepoint(tip)


def test_a_bubble_docked_far_from_its_target_draws_no_pointer() -> None:
    for size in ((1024, 576), (1280, 720), (1920, 1080)):
        w, h = size
        target = pygame.Rect(10, h - 60, 120, 40)  # a label at the bottom left
        everything_else = [
            pygame.Rect(0, 0, w * 3 // 4, h - 70),
            pygame.Rect(140, h - 70, w * 3 // 4 - 140, 70),
        ]
        dock = pygame.Rect(w * 3 // 4 + 10, 0, w // 4 - 10, h)
        callout = _callout(size, target, everything_else, [dock])
        assert callout.rect.colliderect(dock), "docked in the log column"
        centre = callout.rect.center
        assert math.dist(centre, target.center) > callout.px(POINTER_REACH) * 3
        assert callout.pointer() is None, "a pointer would cross the table"
