"""Monkey test: thousands of random mouse and keyboard events on every screen (menu, new game,
table, rules, settings, hand-off, game over). Whatever the screen does with them, nothing may raise.
"""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from citadels.app.app import App
from citadels.app.scene import Scene
from citadels.app.uidriver import UIDriver

pytestmark = pytest.mark.slow

KEYS = [
    pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE,
    pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_MINUS,
    *range(pygame.K_a, pygame.K_z + 1), *range(pygame.K_0, pygame.K_9 + 1), pygame.K_F1, pygame.K_F2,
]  # fmt: skip
TEXTS = ["a", "Ñ", "ú", "ü", "ß", "€", "日本", "😀", "  ", "x" * 30, "\t", "7"]
EVENTS_PER_SCENE = 700


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(-20, size[0] + 20), rng.randrange(-20, size[1] + 20))
    roll = rng.random()
    if roll < 0.30:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)), buttons=(0, 0, 0)
        )
    if roll < 0.50:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 2, 3, 4, 5)))
    if roll < 0.70:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
    if roll < 0.75:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False, precise_x=0.0, precise_y=0.0
        )
    if roll < 0.93:
        key = rng.choice(KEYS)
        mod = rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
        return pygame.event.Event(
            pygame.KEYDOWN, key=key, mod=mod, unicode=chr(key) if key < 128 else "", scancode=0
        )
    if roll < 0.97:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    return pygame.event.Event(pygame.KEYUP, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def monkey(app: App, ui: UIDriver, make_scene, seed: int, events: int = EVENTS_PER_SCENE) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)

    def restart() -> Scene:
        app.running = True
        app.nav.menu()
        scene = make_scene(app)
        app.push(scene)
        return scene

    target = restart()
    ui.frames(2)
    sent = 0
    away = 0
    while sent < events:
        batch = rng.randint(1, 4)
        for _ in range(batch):
            pygame.event.post(random_event(rng, app.size))
        sent += batch
        ui.frames(rng.choice((1, 1, 2)))
        assert app.crash is None, app.crash.traceback if app.crash else ""
        # the monkey found "Quit", or wandered off to other screens for a while: back to the target
        away = away + batch if ui.top is not target else 0
        if not app.running or not len(app.manager) or away > 60:
            target = restart()
            away = 0


def _menu(app: App) -> Scene:
    from citadels.app.scenes.menu import MenuScene

    return MenuScene(app)


def _setup(app: App) -> Scene:
    from citadels.app.scenes.setup import SetupScene

    return SetupScene(app)


def _rules(app: App) -> Scene:
    from citadels.app.scenes.rules import RulesScene

    return RulesScene(app)


def _settings(app: App) -> Scene:
    from citadels.app.scenes.settings import SettingsScene

    return SettingsScene(app)


def _handoff(app: App) -> Scene:
    from citadels.app.scenes.handoff import HandoffScene

    return HandoffScene(app, "Ñandú", lambda: None)


def _gameover(app: App) -> Scene:
    from citadels.app.demo import finished_session
    from citadels.app.scenes.gameover import GameOverScene

    return GameOverScene(app, finished_session(4, 11))


def _table(app: App) -> Scene:
    from citadels.app.table.demo import demo_session
    from citadels.app.table.scene import TableScene

    return TableScene(
        app, demo_session(5, seed=8, stage="main"), animate_history=False, bot_processes="never"
    )


def _table_hot_seat(app: App) -> Scene:
    """Two humans and bots from the start of a game: hand-offs, drafting, bots animating."""
    from citadels.app.table.scene import TableScene
    from citadels.session import GameSession, GameSetup, SeatSetup

    seats = (
        SeatSetup("Ana", "human"),
        SeatSetup("Ñandú", "human"),
        SeatSetup("Bruno", "bot"),
        SeatSetup("Carmen", "bot"),
    )
    return TableScene(app, GameSession(GameSetup(seats, seed=3)), bot_processes="never")


SCENES = {
    "menu": _menu, "setup": _setup, "rules": _rules, "settings": _settings, "handoff": _handoff,
    "gameover": _gameover, "table": _table, "table_hot_seat": _table_hot_seat,
}  # fmt: skip


@pytest.mark.parametrize("name", list(SCENES))
def test_random_events_never_crash(make_app, name) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="fast")
    ui = UIDriver(app, wall_limit=90)
    monkey(app, ui, SCENES[name], seed=zlib.crc32(name.encode()))
