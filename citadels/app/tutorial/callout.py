"""A callout: a parchment bubble with a title, a few lines of text and its buttons, a pointer towards
what it talks about, and a pulsing ring around it. The bubble is placed beside its targets, never
over them (nor over the rects it is asked to avoid), and inside the window; when no side of its
targets is free, it narrows into a *dock* (the log column), a strip of the table it may cover."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from citadels.app import decor, text, theme
from citadels.app.widgets import Button

Rect = pygame.Rect
#: The longest pointer (at 1280x720): enough to bridge the gap from a bubble to the target it sits
#: beside (`Callout.layout`'s gap and the bubble's rounded edge), too short to reach across the table.
POINTER_REACH = 64


def place_bubble(
    size: tuple[int, int],
    bubble: tuple[int, int],
    targets: Sequence[Rect],
    avoid: Sequence[Rect],
    margin: int,
    gap: int,
) -> Rect:
    """Where a bubble of `bubble` size goes: beside the union of `targets` (below, above, right or
    left, whichever fits without covering a target or an avoided rect), else where it covers least."""
    w, h = size
    bw, bh = bubble
    screen = Rect(0, 0, w, h).inflate(-2 * margin, -2 * margin)
    if not targets:
        rect = Rect(0, 0, bw, bh)
        rect.center = (w // 2, h // 2)
        return rect.clamp(screen)
    union = Rect(targets[0])
    for r in targets[1:]:
        union.union_ip(r)
    cx, cy = union.center
    below = Rect(cx - bw // 2, union.bottom + gap, bw, bh)
    above = Rect(cx - bw // 2, union.top - gap - bh, bw, bh)
    right = Rect(union.right + gap, cy - bh // 2, bw, bh)
    left = Rect(union.left - gap - bw, cy - bh // 2, bw, bh)
    order = [below, above, right, left] if cy < h / 2 else [above, below, right, left]
    # also try the four sides of each target alone (a union of far-apart rects may fill the screen)
    for r in targets:
        rc = r.center
        order += [
            Rect(rc[0] - bw // 2, r.bottom + gap, bw, bh),
            Rect(rc[0] - bw // 2, r.top - gap - bh, bw, bh),
            Rect(r.right + gap, rc[1] - bh // 2, bw, bh),
            Rect(r.left - gap - bw, rc[1] - bh // 2, bw, bh),
        ]
    best: tuple[int, int, Rect] | None = None
    for i, candidate in enumerate(order):
        fitted = candidate.clamp(screen)
        covered = covered_area(fitted, targets, avoid, gap)
        # prefer no overlap, then the earliest (nearest) side; a clamped bubble that moved far is worse
        score = (covered, i)
        if covered == 0 and fitted.colliderect(union) is False:
            return fitted
        if best is None or score < best[:2]:
            best = (covered, i, fitted)
    assert best is not None
    return best[2]


def covered_area(bubble: Rect, targets: Sequence[Rect], avoid: Sequence[Rect], gap: int) -> int:
    """How much of the targets and the avoided rects (with half a gap around them) `bubble` covers."""
    return sum(
        _overlap(bubble, r.inflate(gap // 2, gap // 2)) for r in (*targets, *avoid) if r.w > 0 and r.h > 0
    )


def place_in_dock(bubble: tuple[int, int], dock: Rect, targets: Sequence[Rect]) -> Rect:
    """A bubble inside `dock`, as near as it goes to the targets' middle height."""
    rect = Rect(0, 0, *bubble)
    rect.centerx = dock.centerx
    rect.centery = _union(targets).centery if targets else dock.centery
    return rect.clamp(dock)


def _union(rects: Sequence[Rect]) -> Rect:
    out = Rect(rects[0])
    for r in rects[1:]:
        out.union_ip(r)
    return out


def _overlap(a: Rect, b: Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def nearest_point(rect: Rect, point: tuple[int, int]) -> tuple[int, int]:
    return (min(max(point[0], rect.left), rect.right), min(max(point[1], rect.top), rect.bottom))


class Callout:
    """What one callout looks like on screen: laid out by `layout`, drawn by `draw`."""

    def __init__(self, title: str, body: str, buttons: Sequence[Button], *, modal: bool) -> None:
        self.title = title
        self.body = body
        self.buttons = list(buttons)
        self.modal = modal
        self.rect = Rect(0, 0, 0, 0)
        self.targets: list[Rect] = []
        self.scale = 1.0
        self.age = 0.0

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def layout(self, size: tuple[int, int], targets: Sequence[Rect], avoid: Sequence[Rect] = (),
               docks: Sequence[Rect] = ()) -> None:  # fmt: skip
        """Place the bubble beside `targets`, off `avoid`; when every place beside them covers
        something, in the first of `docks` (narrowed to its width) where it covers nothing."""
        w, h = size
        self.scale = max(0.5, min(w / 1280, h / 720))
        px = self.px
        screen = Rect(0, 0, w, h)
        self.targets = [t.clip(screen) for t in targets if t.w > 0 and t.h > 0 and t.colliderect(screen)]
        gap = px(26)
        width = min(px(430), w - 2 * px(12))
        self.rect = place_bubble(size, (width, self._height(width)), self.targets, avoid, px(10), gap)
        if covered_area(self.rect, self.targets, avoid, gap) > 0:
            for dock in docks:
                narrow = dock.inflate(-2 * px(6), -2 * px(6))
                height = self._height(narrow.w)
                spot = place_in_dock((narrow.w, height), narrow, self.targets)
                if height <= narrow.h and covered_area(spot, self.targets, avoid, gap) == 0:
                    self.rect = spot
                    break
        # the buttons, right-aligned along the bottom (stacked when a narrow bubble has no room)
        bh = px(34)
        self._place_buttons(bh)

    def _height(self, width: int) -> int:
        """The bubble's height at `width`: the title, the text and a row of buttons (two rows when
        they do not fit side by side)."""
        px = self.px
        inner = width - 2 * px(18)
        title = text.render_wrapped(self.title, self.title_size, theme.INK, inner, bold=True, role="display")
        body = text.render_wrapped(self.body, self.body_size, theme.INK, inner)
        bh = px(34)
        rows = (
            1
            if sum(self._button_width(b, bh) for b in self.buttons) + px(10) * (len(self.buttons) - 1)
            <= inner
            else len(self.buttons)
        )
        return (
            px(14)
            + title.get_height()
            + px(8)
            + body.get_height()
            + px(14)
            + rows * bh
            + (rows - 1) * px(8)
            + px(14)
        )

    def _button_width(self, button: Button, bh: int) -> int:
        label = button.label() if callable(button.label) else button.label
        return max(self.px(96), text.text_size(label, max(10, int(bh * 0.42)), bold=True)[0] + self.px(36))

    def _place_buttons(self, bh: int) -> None:
        px = self.px
        inner = self.rect.w - 2 * px(18)
        widths = [self._button_width(b, bh) for b in self.buttons]
        if (
            sum(widths) + px(10) * (len(widths) - 1) > inner
        ):  # a narrow bubble: one per row, the last at the bottom
            y = self.rect.bottom - px(14) - bh
            for button in reversed(self.buttons):
                button.rect = Rect(self.rect.right - px(18) - min(inner, self._button_width(button, bh)), y,
                                   min(inner, self._button_width(button, bh)), bh)  # fmt: skip
                y -= bh + px(8)
            return
        x = self.rect.right - px(18)
        y = self.rect.bottom - px(14) - bh
        for button, bw in zip(reversed(self.buttons), reversed(widths), strict=True):
            button.rect = Rect(x - bw, y, bw, bh)
            x -= bw + px(10)

    @property
    def title_size(self) -> int:
        return self.px(20)

    @property
    def body_size(self) -> int:
        return self.px(16)

    def update(self, dt: float) -> None:
        self.age += dt

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        if self.modal:
            self._draw_veil(surface)
        self._draw_rings(surface)
        self._draw_pointer(surface)
        decor.draw_panel(surface, self.rect, style="parchment", radius=px(12), border=px(2))
        inner = self.rect.w - 2 * px(18)
        title = text.render_wrapped(self.title, self.title_size, theme.INK, inner, bold=True, role="display")
        surface.blit(title, (self.rect.x + px(18), self.rect.y + px(14)))
        body = text.render_wrapped(self.body, self.body_size, theme.INK, inner)
        surface.blit(body, (self.rect.x + px(18), self.rect.y + px(14) + title.get_height() + px(8)))
        for button in self.buttons:
            button.draw(surface)

    def _draw_veil(self, surface: pygame.Surface) -> None:
        """Dim everything but the targets (the table waits for Next)."""
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 130))
        for t in self.targets:
            pygame.draw.rect(
                veil, (0, 0, 0, 0), t.inflate(self.px(12), self.px(12)), border_radius=self.px(10)
            )
        surface.blit(veil, (0, 0))

    def _draw_rings(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.age * 4.0)
        colour = theme.mix(theme.GOLD, theme.GOLD_LIGHT, pulse)
        grow = self.px(6) + round(self.px(3) * pulse)
        for t in self.targets:
            pygame.draw.rect(
                surface, colour, t.inflate(2 * grow, 2 * grow), max(2, self.px(3)), border_radius=self.px(10)
            )

    def pointer(self) -> list[tuple[float, float]] | None:
        """The pointer's wedge: from the bubble's edge to the first target's nearest edge, only when
        the bubble sits beside it (at most `POINTER_REACH` away, scaled): a longer wedge would cross
        the table's labels, and the pulsing ring already marks a far target. None: no pointer."""
        if not self.targets:
            return None
        target = self.targets[0].inflate(2 * self.px(10), 2 * self.px(10))
        bubble = self.rect
        tip = nearest_point(target, bubble.center)
        if bubble.collidepoint(tip):
            return None
        base = nearest_point(bubble.inflate(-2 * self.px(14), -2 * self.px(14)), tip)
        dx, dy = tip[0] - base[0], tip[1] - base[1]
        length = math.hypot(dx, dy)
        if length < self.px(8) or length > self.px(POINTER_REACH):
            return None
        nx, ny = -dy / length, dx / length
        half = self.px(11)
        return [
            (base[0] + nx * half, base[1] + ny * half),
            (base[0] - nx * half, base[1] - ny * half),
            (float(tip[0]), float(tip[1])),
        ]

    def _draw_pointer(self, surface: pygame.Surface) -> None:
        points = self.pointer()
        if points is None:
            return
        pygame.draw.polygon(surface, theme.PARCHMENT, points)
        pygame.draw.polygon(surface, theme.PARCHMENT_EDGE, points, max(1, self.px(2)))
