"""A window cannot shrink below the smallest size the table is laid out for, and an error in a scene
never loses the game: the error screen goes back to it (issue 9)."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import MakeApp
from table_testlib import open_table

from citadels.app.app import clamp_size
from citadels.app.scenes.error import ErrorScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import GameConfig, new_game
from citadels.system.settings import MIN_WINDOW


@pytest.mark.parametrize("size", [(320, 240), (1280, 200), (200, 1000), (1, 1), (799, 599)])
def test_a_tiny_window_is_clamped_and_the_table_still_draws(make_app: MakeApp, size: tuple[int, int]) -> None:
    app = make_app()
    ui = UIDriver(app)
    scene = open_table(app, ui, new_game(GameConfig(players=7), 5))
    app.resize(size)
    ui.frames(5)
    assert app.size == clamp_size(size)
    assert app.size[0] >= MIN_WINDOW[0] and app.size[1] >= MIN_WINDOW[1]
    assert app.manager.top is scene and app.crash is None


def test_an_error_in_the_table_keeps_the_game_and_goes_back_to_it(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    ui = UIDriver(app)
    app.nav.menu()
    scene = open_table(app, ui, new_game(GameConfig(players=4), 8))
    state_before = scene.session.state.clone(keep_history=True).history
    calls = {"n": 0}
    original = TableScene.update

    def flaky(self: TableScene, dt: float) -> None:
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("one bad frame")
        original(self, dt)

    monkeypatch.setattr(TableScene, "update", flaky)
    app.step([], 1 / 60)
    error = app.manager.top
    assert isinstance(error, ErrorScene) and error.back_button.visible
    app.step([], 1 / 60)
    app.crash = None
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b")], 1 / 60)
    assert app.manager.top is scene and app.crash is None
    assert [type(s).__name__ for s in app.manager.scenes] == ["MenuScene", "TableScene"]
    assert scene.session.state.history == state_before  # nothing lost
    ui.frames(3)


def test_the_error_screen_reloads_a_saved_game(make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    from citadels.app.saving import autosave_of
    from citadels.session import GameSession, GameSetup, SeatSetup

    app = make_app(animation_speed="off")
    app.saves_enabled = True
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(
        GameSetup(tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "easy") for i in range(3)), seed=4)
    )
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(2)
    path = autosave_of(session).path  # type: ignore[union-attr]
    digest = session.state.digest()  # type: ignore[union-attr]
    original = TableScene.draw

    def broken(self: TableScene, surface: pygame.Surface) -> None:
        if self.session is session:
            raise RuntimeError("this table cannot draw any more")
        original(self, surface)

    monkeypatch.setattr(TableScene, "draw", broken)
    app.step([], 1 / 60)
    error = app.manager.top
    assert isinstance(error, ErrorScene) and error.reload_button.visible and error.save_path == path
    app.crash = None
    error.reload()
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session is not session
    assert table.session.state.digest() == digest  # type: ignore[union-attr]
    ui.frames(3)


def test_the_minimum_window_is_what_the_layout_is_checked_at() -> None:
    """1024x576 (16:9 at 0.8 of 1280x720): test_text_fits.py renders every scene there."""
    assert MIN_WINDOW == (1024, 576)


def test_a_size_below_the_minimum_on_the_command_line_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    from citadels.__main__ import main

    with pytest.raises(SystemExit) as exit_info:
        main(["screenshot", "--scene", "menu", "--out", "x.png", "--size", "800x600"])
    assert exit_info.value.code == 2
    assert "800x600 is too small: the game needs at least 1024x576" in capsys.readouterr().err


def test_a_smaller_size_saved_by_an_older_version_grows_to_the_minimum() -> None:
    from citadels.system.settings import Settings

    assert Settings(window_size=(800, 600)).window_size == (1024, 600)
    assert Settings(window_size=(1000, 500)).window_size == MIN_WINDOW
    with pytest.raises(ValueError):
        Settings(window_size=(10, 10))
