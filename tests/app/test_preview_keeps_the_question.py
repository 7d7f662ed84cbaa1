"""The enlarged card never hides the prompt's question (issue 20, item 8: the hover zoom covered "Whom
do you rob?" and "Choose your character"), and the tutorial's callouts leave the hand and the cities
in view (they covered most of the hand at "Gather resources" and "Choose a character", and the
opponents' districts at the character-line callouts)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from table_renders import _scene, _session

from citadels.app.app import App
from citadels.app.table.demo import demo_session
from citadels.app.table.layout import place_clear
from citadels.app.table.renderer import PREVIEW_DELAY
from citadels.app.table.scene import TableScene
from citadels.system.settings import MIN_WINDOW, Settings
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario

SIZES = [MIN_WINDOW, (1280, 720), (1920, 1080)]


def _draft(players: int, characters: str = "classic") -> Callable[[App], TableScene]:
    return lambda app: _scene(app, demo_session(players, stage="draft", characters=characters))


def _mode(char: str, mode: str) -> Callable[[App], TableScene]:
    def build(app: App) -> TableScene:
        state = Scenario(players=4, seed=3).characters({0: char}).turn(char, gathered=True).build()
        scene = _scene(app, _session(state))
        scene.mode = mode
        return scene

    return build


def _bewitch(app: App) -> TableScene:
    line_up = DARK_CITY_WITH_ARTIST
    state = (
        Scenario(players=8, seed=5)
        .line_up(*line_up)
        .characters({0: "witch"})
        .turn("witch", gathered=True)
        .build()
    )
    return _scene(app, _session(state))


TABLES: dict[str, Callable[[App], TableScene]] = {
    "draft4": _draft(4),
    "draft7": _draft(7),
    "draft8_dark": _draft(8, "darkcity"),
    "murder": _mode("assassin", "murder"),
    "rob": _mode("thief", "rob"),
    "bewitch8": _bewitch,
}


def _hover(app: App, rect: pygame.Rect) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))], 0.0)
    for _ in range(int(PREVIEW_DELAY / 0.05) + 3):
        app.step([], 0.05)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(TABLES))
def test_the_enlarged_card_leaves_the_question_readable(name: str, size: tuple[int, int], lang: str) -> None:
    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        scene = TABLES[name](app)
        app.push(scene)
        for _ in range(3):
            app.step([], 0.05)
        assert scene.my_turn
        cards = [i for i in scene.items if i.key[0] != "hand" and i.kind == "character"]
        assert len(cards) >= 2, [i.key for i in scene.items]
        question = scene.renderer.prompt_text
        assert question is not None
        for card in cards:
            _hover(app, card.rect)
            preview = scene.renderer.last_preview
            assert preview is not None, f"no zoom of {card.key}"
            assert not preview.colliderect(question), (
                f"the zoom of {card.key} {preview} hides the question {question}"
            )
    finally:
        app.manager.clear()
        app.close()


def test_a_place_that_hides_the_question_moves_off_it() -> None:
    bounds = pygame.Rect(0, 0, 1000, 700)
    question = pygame.Rect(300, 200, 400, 60)
    card = pygame.Rect(450, 300, 80, 120)  # under the question: beside it, a tall block would cross it
    spot, hidden, _covered = place_clear((200, 400), card, bounds, [], 10, [question])
    assert hidden == 0 and bounds.contains(spot) and not spot.colliderect(question)
