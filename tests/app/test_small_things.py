"""Issue 20, item 9: the small things a family noticed at the table and on the New game screen.

* "Collect income (+0)" was offered (and logged "collects 0 gold"): it is dimmed with the reason.
* A face-down card back flashed on a slot discarded face up at the start of a round.
* A disabled Undo button sat in hot seat: it is not shown there.
* Switching a seat between Human and Bot reshuffled the bots' names across seats.
* The bots' levels were shown only at the end: each opponent's panel shows its bot's level.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from app_testlib import open_setup, stepper_next, stepper_prev
from table_testlib import NAMES, button, open_table, wait_my_turn

from citadels.app import cardart
from citadels.app.app import App
from citadels.app.bot_levels import LEVEL_PIPS, level_label, level_tooltip
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.table import renderer as renderer_module
from citadels.app.table.anim import Flip
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Decision, TakeIncome
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.system.settings import MIN_WINDOW, Settings
from citadels.text.i18n import _
from tests.engine.scenario import Scenario


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, dt=0.05, wall_limit=120)


# ------------------------------------------------------------------------------------------------
# Income of nothing
# ------------------------------------------------------------------------------------------------


def test_an_income_of_nothing_is_dimmed_with_the_reason(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=3)
        .characters({0: "king"})
        .city(0, "temple")
        .turn("king", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert TakeIncome() in scene.session.legal(0)  # the engine allows it: the table does not offer it
    income = button(scene, "Collect income")
    assert not income.enabled and "no noble district" in income.tooltip_text()
    ui.click(income, frames=2)
    assert not any(isinstance(r.action, TakeIncome) for r in scene.session.actions)
    assert not scene.widgets_for(TakeIncome())


def test_an_income_of_something_is_offered(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=3)
        .characters({0: "king"})
        .city(0, "manor")
        .turn("king", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    income = button(scene, "Collect income (+1)")
    assert income.enabled and income.style == "primary"
    ui.click(income, frames=2)
    assert any(isinstance(r.action, TakeIncome) for r in scene.session.actions)


# ------------------------------------------------------------------------------------------------
# The face-up discard turns without a card back
# ------------------------------------------------------------------------------------------------


def test_a_character_discarded_face_up_never_shows_a_back(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    state = Scenario(players=4, seed=3).characters({0: "king"}).turn("king").build()
    scene = open_table(app, UIDriver(app), state)
    event = ev.CharactersDiscardedFaceUp(ranks=(2, 6))
    anims = scene.animator._anims_for(event)
    flips = [a for a in anims if isinstance(a, Flip)]
    assert len(flips) == 2
    for rank, flip in zip((2, 6), flips, strict=True):
        back = cardart.character_back(scene.geo.slot_card(rank).size)
        assert flip.back is not back and not _same_pixels(flip.back, back), (
            "a card back on the character line"
        )
        assert flip.delay == 0.0, "a slot left empty while it waits for its turn"
        assert flip.centre == scene.geo.slot_card(rank).center


def _same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


# ------------------------------------------------------------------------------------------------
# Undo in hot seat
# ------------------------------------------------------------------------------------------------


def test_no_undo_button_in_hot_seat(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=4, seed=3).characters({0: "king"}).turn("king").build()
    scene = open_table(app, ui, state, humans=(0, 1))
    handoff = ui.wait_for_scene(HandoffScene)
    ui.wait_for(lambda: handoff.armed and handoff.age >= ENTER_DELAY, 200, "the hand-off screen")
    ui.key(pygame.K_RETURN, frames=2)  # seat 0 confirms at the screen
    wait_my_turn(ui, scene)
    assert scene.viewer == 0 and scene.session.decision == Decision.GATHER
    ui.key(pygame.K_g, unicode="g", frames=2)  # an action played: solo would now offer Undo
    assert scene.session.actions and scene.my_turn
    scene.controls.refresh()
    assert not scene.undo_button.visible


def test_undo_is_still_offered_solo(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=4, seed=3).characters({0: "king"}).turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.key(pygame.K_g, unicode="g", frames=2)
    scene.controls.refresh()
    assert scene.undo_button.visible


# ------------------------------------------------------------------------------------------------
# Each seat keeps its name on the New game screen
# ------------------------------------------------------------------------------------------------


def _names(scene: Any) -> list[str]:
    return [r.name for r in scene.rows]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_switching_a_seat_renames_no_other_seat(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang)
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    ui.click(scene.add_button)
    before = _names(scene)
    row = scene.rows[1]
    ui.click(stepper_prev(row.kind))  # Bot -> Human
    assert row.is_human
    after = _names(scene)
    assert after[2:] == before[2:], f"the other bots were renamed: {before} -> {after}"
    assert after[0] == before[0]
    ui.click(stepper_next(row.kind))  # and back: its own name again
    assert not row.is_human and _names(scene) == before


def test_removing_a_seat_renames_no_other_seat(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    ui.click(scene.add_button)
    before = _names(scene)
    ui.click(scene.rows[1].remove)
    assert _names(scene) == [before[0], *before[2:]]
    ui.click(scene.add_button)  # a new seat takes a name nobody has
    assert _names(scene)[:-1] == [before[0], *before[2:]] and _names(scene)[-1] not in _names(scene)[:-1]


def test_a_second_human_is_player_2_and_keeps_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    ui.click(stepper_prev(scene.rows[2].kind))
    assert _names(scene)[2] == _("Player {number}").format(number=2)
    ui.click(stepper_prev(scene.rows[1].kind))  # another human before it: it stays "Player 2"
    assert _names(scene)[2] == _("Player {number}").format(number=2)
    assert _names(scene)[1] == _("Player {number}").format(number=3)


# ------------------------------------------------------------------------------------------------
# The bots' levels on their panels
# ------------------------------------------------------------------------------------------------


def _bots_table(app: App, players: int, levels: tuple[str, ...]) -> TableScene:
    state = Scenario(players=players, seed=3)
    if players == 8:
        state = state.line_up("darkcity")
    seats = tuple(
        SeatSetup(NAMES[i], "human" if i == 0 else "bot", levels[i % len(levels)]) for i in range(players)
    )
    session = GameSession.from_state(GameSetup(seats), state.build())
    return TableScene(app, session, animate_history=False, bot_processes="never")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4, 8])
def test_each_opponents_panel_shows_its_bots_level(
    players: int, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from citadels.app import text

    levels = ("hard", "easy", "medium")
    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        scene = _bots_table(app, players, levels)
        app.push(scene)
        app.step([], 0.0)
        drawn: list[tuple[str, int]] = []
        real = text.draw_text

        def spy(
            surface: pygame.Surface, value: str, pos: tuple[int, int], size_: int, *args: Any, **kw: Any
        ) -> pygame.Rect:
            drawn.append((value, size_))
            return real(surface, value, pos, size_, *args, **kw)

        pips: list[int] = []
        real_pips = renderer_module._paint_pips
        monkeypatch.setattr(text, "draw_text", spy)
        monkeypatch.setattr(
            renderer_module,
            "_paint_pips",
            lambda surface, at, filled, px: pips.append(filled) or real_pips(surface, at, filled, px),
        )
        for seat in scene.geo.order:
            drawn.clear()
            pips.clear()
            scene.renderer._render_seat(seat, True)
            bot = scene.session.setup.seats[seat].bot
            label = level_label(bot)
            if players < 8:  # the level in words beside the name
                assert (label, scene.geo.fonts["small"]) in drawn, (
                    f"seat {seat}: no {label!r} on its panel ({drawn})"
                )
            else:  # a narrow panel: three pips, as many gold as the level (its name in the tooltip)
                assert pips == [LEVEL_PIPS[bot]], f"seat {seat}: no pips for {bot}"
                box = scene.geo.seats[seat]
                tip = scene.controls.zone_at(box.name.center)
                assert tip is not None and level_tooltip(bot) in tip[2] and scene.session.name(seat) in tip[2]
            name = scene.session.name(seat)
            assert any(v == name for v, _s in drawn), f"seat {seat}: its name {name!r} was cut for the level"
        drawn.clear()
        pips.clear()
        scene.renderer._render_seat(scene.geo.home, True)
        assert not pips and not any(
            v in {level_label(x) for x in levels} for v, _s in drawn
        )  # the human's own panel: none
    finally:
        app.manager.clear()
        app.close()


def test_a_covered_scene_draws_no_tooltip_under_the_dialog_on_top(make_app) -> None:  # type: ignore[no-untyped-def]
    """Only the top scene follows the pointer: a tooltip shown when a dialog opens over its scene
    (Main menu → "Leave the game?") goes, rather than staying drawn over the dialog."""
    app = make_app()
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    pointer = menu.saved_games.rect.center
    menu.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
    ui.frames(60)
    assert menu.ui.tooltip.visible
    app.push(ConfirmScene(app, title="Leave the game?"))
    ui.frames(2)
    assert ui.top is not menu and not menu.ui.tooltip.visible
