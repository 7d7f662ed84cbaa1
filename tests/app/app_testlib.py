"""Shared constants and helpers of the app tests (imported by name: the tests folder is no package)."""

from __future__ import annotations

from collections.abc import Callable

from citadels.app.app import App
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.uidriver import UIDriver

#: ``make_app(lang="en", size=(1280, 720), **settings)``: the `make_app` fixture of conftest.py
MakeApp = Callable[..., App]

SIZES = [(1280, 720), (1920, 1080)]
LANGS = ["en", "es"]


def open_setup(app: App, ui: UIDriver) -> SetupScene:
    """Main menu → click "New game" → the new-game screen."""
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    assert menu.new_game.enabled, menu.new_game.tooltip_text()
    ui.click(menu.new_game, frames=2)
    scene = ui.top
    assert isinstance(scene, SetupScene)
    return scene


def stepper_next(scene_widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The point of a stepper's ▶ arrow."""
    r = scene_widget.rect
    return (r.right - r.h // 2, r.centery)


def stepper_prev(scene_widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    r = scene_widget.rect
    return (r.x + r.h // 2, r.centery)
