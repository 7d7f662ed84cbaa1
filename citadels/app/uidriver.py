"""Drive a headless ``App`` the way a player would: real pygame events (mouse motion, button
press and release, keys, typed text) posted to the event queue and consumed by ``App.step``.

Used by the self-test and the end-to-end tests; nothing here knows a scene's internals beyond the
``rect`` of the widget to click.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from citadels.app.app import App
from citadels.app.scene import Scene

Point = tuple[int, int]


class DriverError(RuntimeError):
    pass


class UIDriver:
    def __init__(self, app: App, *, dt: float = 1.0 / 60, wall_limit: float | None = None) -> None:
        self.app = app
        self.dt = dt
        self.started = time.monotonic()
        self.wall_limit = wall_limit

    # ------------------------------------------------------------------ frames
    def frame(self) -> None:
        """One frame that consumes whatever is in the real event queue."""
        if self.wall_limit is not None and time.monotonic() - self.started > self.wall_limit:
            raise DriverError(f"gave up after {self.wall_limit:.0f} s")
        self.app.step(None, self.dt)
        if self.app.crash is not None:
            raise DriverError(f"the app crashed: {self.app.crash.summary}\n{self.app.crash.traceback}")

    def frames(self, n: int) -> None:
        for _ in range(n):
            self.frame()

    @property
    def top(self) -> Scene | None:
        return self.app.top

    def wait_for(
        self, condition: Callable[[], bool], max_frames: int = 600, what: str = "a condition"
    ) -> int:
        """Run frames until ``condition()``; returns the frames it took."""
        for n in range(max_frames):
            if condition():
                return n
            self.frame()
        if condition():
            return max_frames
        raise DriverError(f"waited {max_frames} frames for {what}; top scene: {type(self.top).__name__}")

    def wait_for_scene(self, cls: type, max_frames: int = 600) -> Any:
        self.wait_for(lambda: isinstance(self.top, cls), max_frames, cls.__name__)
        return self.top

    # ------------------------------------------------------------------ input
    @staticmethod
    def _point(target: Any) -> Point:
        if isinstance(target, tuple):
            return (int(target[0]), int(target[1]))
        rect = target if isinstance(target, pygame.Rect) else target.rect
        return rect.center

    def click(self, target: Any, *, frames: int = 1, button: int = 1) -> None:
        """Move to ``target`` (a widget, a rect or a point), press and release there."""
        pos = self._point(target)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(frames)

    def key(self, key: int, *, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.frames(frames)

    def type_text(self, value: str, *, frames: int = 1) -> None:
        """Typed text arrives as TEXTINPUT (what SDL sends for any keyboard layout or IME)."""
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=value))
        self.frames(frames)

    def clear_field(self, length: int = 40) -> None:
        self.key(pygame.K_END)
        for _ in range(length):
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)
            )
        self.frames(1)
