"""Animations of the table: sprites flying along an arc, card flips, stamps, crumbling districts and
announcement banners, played one engine event at a time by a `Timeline`.

The timeline holds *steps* (one per event). A step's animations are created when it starts — with
the positions of that moment — and its `on_start` / `on_end` callbacks move the displayed state
forward (things leave at the start, arrive at the end). Speed 0 ("off") or `skip()` runs every
remaining step at once, callbacks included, so the display always catches up with the game.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from citadels.app import text, theme
from citadels.app.table import gfx
from citadels.engine.events import Event

Point = tuple[float, float]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


class Anim:
    """Something drawn for `duration` seconds, starting `delay` seconds into its step."""

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration = max(0.001, duration)
        self.delay = delay

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def progress(self, t: float) -> float | None:
        """0..1 at step time `t`, or None before it starts / after it ends."""
        if t < self.delay or t > self.end:
            return None
        return (t - self.delay) / self.duration

    def draw(self, surface: pygame.Surface, p: float) -> None:
        pass


class Fly(Anim):
    """A sprite travelling from `start` to `end` (centres) along a gentle arc."""

    def __init__(
        self,
        sprite: pygame.Surface,
        start: Point,
        end: Point,
        duration: float,
        delay: float = 0.0,
        *,
        arc: float = 0.18,
        end_sprite: pygame.Surface | None = None,
        fade_out: bool = False,
    ) -> None:
        super().__init__(duration, delay)
        self.sprite = sprite
        self.end_sprite = end_sprite
        self.start = start
        self.end_pos = end
        self.arc = arc
        self.fade_out = fade_out

    def draw(self, surface: pygame.Surface, p: float) -> None:
        t = ease_in_out(p)
        (x0, y0), (x1, y1) = self.start, self.end_pos
        dist = math.hypot(x1 - x0, y1 - y0)
        lift = math.sin(math.pi * t) * dist * self.arc
        x = x0 + (x1 - x0) * t
        y = y0 + (y1 - y0) * t - lift
        sprite = self.end_sprite if (self.end_sprite is not None and p > 0.5) else self.sprite
        if self.fade_out and p > 0.7:
            sprite = sprite.copy()
            sprite.set_alpha(int(255 * (1 - (p - 0.7) / 0.3)))
        surface.blit(sprite, sprite.get_rect(center=(int(x), int(y))))


class Flip(Anim):
    """A card turning over in place: the back narrows, the face widens."""

    def __init__(
        self, back: pygame.Surface, face: pygame.Surface, centre: Point, duration: float, delay: float = 0.0
    ):
        super().__init__(duration, delay)
        self.back, self.face, self.centre = back, face, centre

    def draw(self, surface: pygame.Surface, p: float) -> None:
        src = self.back if p < 0.5 else self.face
        k = abs(math.cos(p * math.pi))
        w = max(1, int(src.get_width() * k))
        lift = 1 + 0.12 * math.sin(p * math.pi)
        h = int(src.get_height() * lift)
        img = pygame.transform.scale(src, (w, h))
        surface.blit(img, img.get_rect(center=(int(self.centre[0]), int(self.centre[1]))))


class Stamp(Anim):
    """A marker slammed onto something: big and faint, then its size."""

    def __init__(self, sprite: pygame.Surface, centre: Point, duration: float, delay: float = 0.0):
        super().__init__(duration, delay)
        self.sprite, self.centre = sprite, centre

    def draw(self, surface: pygame.Surface, p: float) -> None:
        k = 2.4 - 1.4 * ease_out(min(1.0, p * 1.6))
        w, h = self.sprite.get_size()
        img = pygame.transform.smoothscale(self.sprite, (max(1, int(w * k)), max(1, int(h * k))))
        img.set_alpha(int(255 * min(1.0, p * 2.5)))
        surface.blit(img, img.get_rect(center=(int(self.centre[0]), int(self.centre[1]))))


class Crumble(Anim):
    """A destroyed district: it shakes, splits into falling pieces and fades."""

    def __init__(self, sprite: pygame.Surface, rect: pygame.Rect, duration: float, delay: float = 0.0):
        super().__init__(duration, delay)
        self.sprite, self.rect = sprite, pygame.Rect(rect)
        cols = 6
        w, h = self.rect.size
        pw = max(1, w // cols)
        self.pieces: list[tuple[pygame.Rect, float, float]] = []
        for i in range(cols):
            area = pygame.Rect(i * pw, 0, pw if i < cols - 1 else w - pw * (cols - 1), h)
            self.pieces.append((area, (i - cols / 2) * 0.6, 0.7 + 0.5 * ((i * 37) % 5) / 5))

    def draw(self, surface: pygame.Surface, p: float) -> None:
        if p < 0.3:
            shake = int(math.sin(p * 90) * max(2, self.rect.h // 6))
            surface.blit(self.sprite, self.rect.move(shake, 0))
            return
        q = (p - 0.3) / 0.7
        alpha = int(255 * (1 - q))
        for area, drift, speed in self.pieces:
            piece = self.sprite.subsurface(area).copy()
            piece.set_alpha(alpha)
            dx = drift * q * self.rect.h
            dy = speed * q * q * self.rect.h * 3
            surface.blit(piece, (self.rect.x + area.x + dx, self.rect.y + dy))
        dust = max(2, self.rect.h // 3)
        for i in range(5):
            cx = self.rect.x + self.rect.w * (i + 0.5) / 5
            r = int(dust * (0.5 + q))
            layer = gfx.veil((r * 2, r * 2), int(90 * (1 - q)), r, (120, 110, 96))
            surface.blit(layer, (cx - r, self.rect.bottom - r - q * dust))


class Banner(Anim):
    """An announcement across the middle of the table (round start, a rank called…). Composed
    once; each frame only moves it and changes its opacity."""

    def __init__(self, title: str, subtitle: str, centre: Point, width: int, duration: float, delay: float = 0.0,
                 *, scale: float = 1.0) -> None:  # fmt: skip
        super().__init__(duration, delay)
        self.title, self.subtitle = title, subtitle
        self.centre, self.width, self.scale = centre, width, scale
        self._layer: pygame.Surface | None = None

    def _compose(self) -> pygame.Surface:
        s = self.scale
        w = self.width
        h = int((78 if self.subtitle else 60) * s)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        layer.blit(gfx.banner_ribbon((w, h)), (0, 0))
        body_h = int(h * 0.86)
        ts = int(30 * s) if self.subtitle else int(34 * s)
        title = text.render(self.title, text.fit_size(self.title, w - int(h * 1.4), ts, role="display", bold=True),
                            theme.CREAM, bold=True, role="display")  # fmt: skip
        if self.subtitle:
            sub_size = text.fit_size(self.subtitle, w - int(h * 1.4), int(17 * s))
            sub = text.render(self.subtitle, sub_size, theme.GOLD_LIGHT)
            total = title.get_height() + sub.get_height() - int(4 * s)
            y = (body_h - total) // 2
            layer.blit(title, title.get_rect(midtop=(w // 2, y)))
            layer.blit(sub, sub.get_rect(midtop=(w // 2, y + title.get_height() - int(4 * s))))
        else:
            layer.blit(title, title.get_rect(center=(w // 2, body_h // 2)))
        return layer

    def draw(self, surface: pygame.Surface, p: float) -> None:
        if self._layer is None:
            self._layer = self._compose()
        # rise in, hold, fade out
        if p < 0.15:
            k = ease_out(p / 0.15)
            alpha, dy = int(255 * k), int((1 - k) * 18 * self.scale)
        elif p > 0.82:
            alpha, dy = int(255 * (1 - (p - 0.82) / 0.18)), 0
        else:
            alpha, dy = 255, 0
        self._layer.set_alpha(alpha)
        surface.blit(
            self._layer, self._layer.get_rect(center=(int(self.centre[0]), int(self.centre[1]) + dy))
        )


class Glow(Anim):
    """A pulse of light around a rectangle (a called seat, a built district landing): a halo
    outside the rectangle, never over what it frames."""

    def __init__(
        self, rect: pygame.Rect, colour: theme.Colour, duration: float, delay: float = 0.0, radius: int = 8
    ):
        super().__init__(duration, delay)
        self.rect, self.colour, self.radius = pygame.Rect(rect), colour, radius

    def draw(self, surface: pygame.Surface, p: float) -> None:
        spread = max(6, min(18, self.rect.h // 8))
        level = int(6 * math.sin(math.pi * p))  # a few cached brightness steps
        if level <= 0:
            return
        halo = gfx.halo_ring(self.rect.size, self.colour, self.radius, spread, 60 + 32 * level)
        surface.blit(halo, self.rect.move(-spread, -spread))


# ------------------------------------------------------------------------------------------------
# The timeline
# ------------------------------------------------------------------------------------------------


@dataclass
class Step:
    """One event's worth of animation. `build` makes the animations when the step starts."""

    payload: list[tuple[int, Event]]  # (index in the session's history, event)
    build: Callable[[Step], list[Anim]] | None = None
    on_start: Callable[[Step], None] | None = None
    on_end: Callable[[Step], None] | None = None
    anims: list[Anim] = field(default_factory=list)
    t: float = 0.0
    duration: float = 0.0
    min_duration: float = 0.0


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.active: Step | None = None
        self.speed = 1.0  # multiplier; 0 plays nothing (every step completes at once)
        self.skipping = False

    @property
    def idle(self) -> bool:
        return self.active is None and not self.steps

    def __len__(self) -> int:
        return len(self.steps) + (1 if self.active is not None else 0)

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def _start(self, step: Step) -> None:
        if step.on_start is not None:
            step.on_start(step)
        if self.speed > 0 and not self.skipping and step.build is not None:
            step.anims = step.build(step)
            step.duration = max([a.end for a in step.anims] + [step.min_duration])
        else:
            step.anims = []
            step.duration = 0.0
        step.t = 0.0

    def _finish(self, step: Step) -> None:
        if step.on_end is not None:
            step.on_end(step)

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of real time; zero-length steps run through in the same call."""
        budget = dt * self.speed if self.speed > 0 else 0.0
        guard = 0
        while guard < 100000:
            guard += 1
            if self.active is None:
                if not self.steps:
                    return
                self.active = self.steps.popleft()
                self._start(self.active)
            step = self.active
            remaining = step.duration - step.t
            if remaining <= 0:
                self.active = None
                self._finish(step)
                continue
            if budget <= 0:
                if self.speed > 0:
                    return
                # animations were switched off mid-step: finish it now
                self.active = None
                self._finish(step)
                continue
            used = min(budget, remaining)
            step.t += used
            budget -= used
            if step.t >= step.duration:
                self.active = None
                self._finish(step)
                # leftover time carries over only within this frame's budget

    def skip(self) -> None:
        """Finish everything now (callbacks run; nothing is drawn)."""
        self.skipping = True
        try:
            if self.active is not None:
                step, self.active = self.active, None
                self._finish(step)
            while self.steps:
                step = self.steps.popleft()
                self._start(step)
                self._finish(step)
        finally:
            self.skipping = False

    def draw(self, surface: pygame.Surface) -> None:
        step = self.active
        if step is None:
            return
        for anim in step.anims:
            p = anim.progress(step.t)
            if p is not None:
                anim.draw(surface, p)
