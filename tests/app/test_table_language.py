"""Switching the language while the game is paused redraws the table below the menu at once: its
panels, the question and its buttons, not only after Resume."""

from __future__ import annotations

from typing import Any

import pygame

from citadels.app.scenes.table_menu import TableMenuScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import GameConfig, new_game
from citadels.text import i18n
from tests.app.table_testlib import open_table


def words(scene: TableScene) -> list[bytes]:
    """What the table draws now where it writes words: the header, the character track, the stage
    (the question, its cards and buttons) and the rivals' panels."""
    surface = pygame.Surface(scene.geo.size)
    scene.draw(surface)
    g = scene.geo
    rects = [g.header, g.track, g.stage, *(box.panel for seat, box in g.seats.items() if seat != g.home)]
    return [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in rects]


def test_the_paused_table_redraws_in_the_new_language_before_resume(make_app: Any) -> None:
    app = make_app()
    ui = UIDriver(app)
    state = new_game(GameConfig(players=4), 3)
    scene = open_table(app, ui, state)
    english = words(scene)
    ui.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(ui.top, TableMenuScene)

    i18n.set_language("es")  # as the Settings screen does, the menu still open
    ui.frames(2)
    assert isinstance(ui.top, TableMenuScene)
    paused = words(scene)

    spanish = make_app(lang="es")  # the same table opened in Spanish
    assert paused == words(open_table(spanish, UIDriver(spanish), state))
    assert all(p != e for p, e in zip(paused, english, strict=True))
