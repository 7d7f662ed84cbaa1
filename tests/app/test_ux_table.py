"""The table's pace and cues: the bot-speed setting paces the bots, a character discarded face up is
called without a pause, and a human's turn rings (sound, highlight, task-bar flash when unfocused)."""

from __future__ import annotations

import pygame
from table_testlib import open_table

from citadels.app.controllers import BotController
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, SeatSetup
from tests.engine.scenario import Scenario


def test_a_character_discarded_face_up_is_called_without_a_pause(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    ui = UIDriver(app, wall_limit=120)
    scene = open_table(app, ui, Scenario(players=4).crown(0).build())
    scene.shown.faceup = [2]
    assert scene.animator._anims_for(ev.RankCalled(2, None)) == []  # everyone saw it discarded: no banner
    assert scene.animator._anims_for(ev.RankCalled(3, None))  # a character nobody chose still gets its banner


def test_the_bot_speed_setting_paces_the_bots(make_app) -> None:  # type: ignore[no-untyped-def]
    delays = {}
    for speed in ("slow", "normal", "instant"):
        app = make_app(animation_speed="off", bot_speed=speed)
        seats = tuple(SeatSetup(f"Bot {i}", "bot", "greedy") for i in range(3))
        scene = TableScene(app, GameSession(GameSetup(seats, seed=3)), bot_processes="never")
        app.push(scene)
        app.run_frames(3)
        due = [c for c in scene.controllers.values() if isinstance(c, BotController) and c.due]
        assert due and all(c.speed == speed for c in due)
        delays[speed] = due[0].delay()
    assert delays["slow"] > delays["normal"] > delays["instant"] == 0.0


def test_a_humans_turn_rings_highlights_and_flashes_when_unfocused(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    monkeypatch.setattr(app, "window_focused", lambda: False)
    ui = UIDriver(app, wall_limit=120)
    scene = open_table(app, ui, Scenario(players=4).crown(0).build())
    ui.wait_for(lambda: scene.my_turn, 600, "the human's first pick")
    ui.frames(2)
    assert scene.turn_cue.rung == 1 and scene.turn_cue.active
    assert "turn" in app.sound.played
    assert app.attention_requests == 1  # asked for the task-bar flash (the dummy driver refuses it quietly)
    # the highlight is drawn around the player's own seat while it is active
    panel = scene.geo.seats[scene.geo.home].panel.inflate(scene.geo.px(24), scene.geo.px(24))
    scene.turn_cue.left = 2.0  # the top of the first pulse
    app.draw()
    lit = pygame.image.tobytes(app.screen.subsurface(panel.clip(app.screen.get_rect())), "RGB")
    scene.turn_cue.cancel()
    app.draw()
    dark = pygame.image.tobytes(app.screen.subsurface(panel.clip(app.screen.get_rect())), "RGB")
    assert lit != dark
    assert app.crash is None


def test_a_focused_window_is_not_flashed(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    monkeypatch.setattr(app, "window_focused", lambda: True)
    assert app.request_attention() is False and app.attention_requests == 0
    monkeypatch.setattr(app, "window_focused", lambda: False)
    assert app.request_attention() is True and app.attention_requests == 1


def test_the_hand_off_screen_rings_for_the_next_person(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.scenes.handoff import HandoffScene

    app = make_app()
    monkeypatch.setattr(app, "window_focused", lambda: False)
    app.nav.menu()
    app.push(HandoffScene(app, "Bruno", lambda: None))
    app.run_frames(1)
    assert app.sound.played[-1] == "turn" and app.attention_requests == 1
