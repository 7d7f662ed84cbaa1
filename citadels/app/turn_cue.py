"""The cue that a human's decision is owed: a sound, a short pulsing highlight around the player's own
seat, and — when the window is not focused — a flash of its task-bar entry (where SDL allows)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from citadels.app import theme
from citadels.app.scene import AppServices

#: Seconds the highlight pulses after the cue.
CUE_SECONDS = 2.4
PULSES = 3


class TurnCue:
    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.left = 0.0  # seconds of highlight left
        self.rung = 0  # how many times the cue sounded (tests, debugging)

    @property
    def active(self) -> bool:
        return self.left > 0.0

    def ring(self, *, sound: bool = True) -> None:
        """It is the player's turn: sound, highlight, and ask for attention if the window is away."""
        self.rung += 1
        self.left = CUE_SECONDS
        if sound:
            self.app.sound.play("turn")
        self.app.request_attention()

    def cancel(self) -> None:
        self.left = 0.0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, px: int) -> None:
        """A gold halo around ``rect`` (the player's seat) that pulses and fades out, leaving what is
        inside untouched; ``px`` is the layout's pixel unit (``geo.px(1)``)."""
        if not self.active:
            return
        done = 1.0 - self.left / CUE_SECONDS
        pulse = 0.5 - 0.5 * math.cos(done * PULSES * 2 * math.pi)
        alpha = int(255 * pulse * min(1.0, self.left / 0.4))
        if alpha <= 8:
            return
        spread = max(6, 12 * px)
        halo = _halo(rect.size, spread, max(6, 10 * px), alpha // 16 * 16 or 16)
        surface.blit(halo, rect.move(-spread, -spread))


@lru_cache(maxsize=64)
def _halo(size: tuple[int, int], spread: int, radius: int, alpha: int) -> pygame.Surface:
    """Rings that fade outwards from the edge of a ``size`` box (its inside stays clear)."""
    w, h = size
    out = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    for i in range(spread):
        a = int(alpha * (1 - i / spread) ** 1.6)
        ring = pygame.Rect(spread - i, spread - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(out, (*theme.GOLD_LIGHT, a), ring, 2, border_radius=radius + i)
    return out
