"""The scene stack: push, pop and replace scenes with their lifecycle calls; draw from the highest
opaque scene up (see `scene.Scene`)."""

from __future__ import annotations

import pygame

from citadels.app.scene import Scene


class SceneManager:
    def __init__(self) -> None:
        self._stack: list[Scene] = []

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._stack)

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def __bool__(self) -> bool:  # an empty manager is still a manager
        return True

    def push(self, scene: Scene) -> None:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; returns it (``None`` if the stack was empty)."""
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.exit()
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is neither paused nor resumed)."""
        if self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def clear(self) -> None:
        """Exit every scene, top first."""
        while self._stack:
            self._stack.pop().exit()

    def reset(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene``."""
        self.clear()
        self.push(scene)

    def detach(self) -> list[Scene]:
        """Take the whole stack away without exiting its scenes (kept by the error screen so that
        an error in one scene never loses the game below it)."""
        scenes, self._stack = self._stack, []
        return scenes

    def attach(self, scenes: list[Scene]) -> None:
        """Put back a detached stack on top of the current one; its top scene resumes."""
        if self._stack:
            self._stack[-1].pause()
        self._stack.extend(scenes)
        if self._stack:
            self._stack[-1].resume()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._stack:
            self._stack[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self._stack:
            self._stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        # draw from the highest opaque scene upwards
        start = len(self._stack) - 1
        while start > 0 and self._stack[start].transparent:
            start -= 1
        for scene in self._stack[max(0, start) :]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in list(self._stack):
            scene.resize(size)

    def language_changed(self) -> None:
        for scene in list(self._stack):
            scene.language_changed()
