"""End to end, headless, with real input events only: from the main menu through the new-game
screen to a whole game and the game-over screen (one human against three bots), and a two-human hot
seat where the hand-off screen hides everything between the players.

The "player" here follows a simple policy — take the first character, take gold (key G), keep the
first card, collect income, build the first card it can afford, end the turn (key E, confirming if
asked) — and does everything by posting mouse clicks and key presses at the controls the scenes
show (their rects come from the scenes' widgets).
"""

from __future__ import annotations

import pygame
import pytest
from app_testlib import open_setup, stepper_next

from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Build, Decision, GraveyardDecline, TakeIncome

pytestmark = pytest.mark.slow

MAX_FRAMES = 30000


def set_name(ui: UIDriver, field, name: str) -> None:  # type: ignore[no-untyped-def]
    ui.click(field)
    ui.clear_field()
    ui.type_text(name)


def point(widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return getattr(widget, "visible_point", None) or widget.rect.center


def human_move(ui: UIDriver, table: TableScene) -> str:
    """Make the viewer's decision with one click or key press; returns what it did."""
    session = table.session
    seat = table.viewer
    assert seat is not None
    legal = session.legal(seat)
    decision = session.decision
    if decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        picks = [i for i in table.items if i.key[0] == "pick" and i.enabled]
        assert picks, "no character to click"
        ui.click(point(picks[0]))
        return "pick"
    if decision == Decision.GATHER:
        ui.key(pygame.K_g, unicode="g")
        return "gold"
    if decision == Decision.KEEP:
        keeps = [i for i in table.items if i.key[0] == "keep" and i.enabled]
        ui.click(point(keeps[0]))
        return "keep"
    if decision == Decision.GRAVEYARD:
        ui.click(point(table.widgets_for(GraveyardDecline())[0]))
        return "graveyard"
    if decision == Decision.MAIN:
        for action in legal:
            if isinstance(action, TakeIncome):
                widgets = table.widgets_for(action)
                if widgets:
                    ui.click(point(widgets[0]))
                    return "income"
        for action in legal:
            if isinstance(action, Build):
                widgets = table.widgets_for(action)
                if widgets:
                    ui.click(point(widgets[0]))
                    return "build"
        ui.key(pygame.K_e, unicode="e")
        if isinstance(ui.top, ConfirmScene):
            ui.click(ui.top.yes)
        return "end"
    if decision == Decision.EXCHANGE:  # not reached by this policy; finish it if it ever is
        button = next(b for b in table.buttons if b.enabled)
        ui.click(button)
        return "exchange"
    raise AssertionError(f"unexpected decision {decision!r}")


def test_one_human_plays_a_whole_game_from_the_menu(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    ui = UIDriver(app, dt=0.05, wall_limit=150)
    setup = open_setup(app, ui)
    # the default table is one human and three bots: name the human and fix the deal
    set_name(ui, setup.rows[0].name_input, "Ñandú")
    ui.click(setup.seed)
    ui.type_text("4242")
    assert [r.controller for r in setup.rows] == ["human", "bot", "bot", "bot"]
    assert setup.start_button.enabled, setup.problem()
    ui.key(pygame.K_TAB)  # leave the text field; Enter then means Start
    setup.ui.set_focus(None)
    ui.key(pygame.K_RETURN, frames=2)
    table = ui.top
    assert isinstance(table, TableScene)
    assert table.session.setup.seed == 4242 and table.session.name(0) == "Ñandú"
    assert app.settings.player_name == "Ñandú"

    done: dict[str, int] = {}
    for _ in range(MAX_FRAMES):
        top = ui.top
        if isinstance(top, GameOverScene):
            break
        assert not isinstance(top, HandoffScene), "one human never needs a hand-off"
        if top is table and table.my_turn:
            what = human_move(ui, table)
            done[what] = done.get(what, 0) + 1
        else:
            ui.frame()
    over = ui.top
    assert isinstance(over, GameOverScene), f"no game-over screen; the human did {done}"
    session = table.session
    assert session.game_over and over.session is session
    assert done.get("pick", 0) >= 4 and done.get("gold", 0) >= 1 and done.get("end", 0) >= 1
    assert any(isinstance(s.action, Build) for s in session.actions if s.seat == 0)
    assert "gameover" in app.sound.played
    ui.frames(5)
    ui.click(over.menu_button)
    assert isinstance(ui.top, MenuScene)


def test_two_humans_hot_seat_hand_off_hides_the_hands(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    ui = UIDriver(app, dt=0.05, wall_limit=120)
    setup = open_setup(app, ui)
    assert isinstance(setup, SetupScene)
    set_name(ui, setup.rows[0].name_input, "Ana")
    ui.click(stepper_next(setup.rows[1].kind))  # seat 2 becomes a human
    set_name(ui, setup.rows[1].name_input, "Ñandú")
    ui.click(stepper_next(setup.crown))  # the crown starts with Ana: she picks first, Ñandú next
    assert setup.crown.value == 0
    ui.click(setup.start_button, frames=2)
    table = ui.top if isinstance(ui.top, TableScene) else app.manager.scenes[-2]
    assert isinstance(table, TableScene)

    handoffs: list[str] = []
    for _ in range(600):
        top = ui.top
        if isinstance(top, HandoffScene):
            handoffs.append(top.player_name)
            # under the hand-off nothing private is shown or even drawn
            assert top.transparent is False
            assert table.viewer is None and not table.private_visible()
            assert not [i for i in table.items if i.key[0] in ("hand", "pick", "keep")]
            ui.frames(2)
            reference = pygame.Surface(app.size)
            top.draw(reference)
            assert pygame.image.tobytes(reference, "RGB") == pygame.image.tobytes(app.screen, "RGB"), (
                "the screen shows something besides the hand-off screen"
            )
            if len(handoffs) == 2:
                break
            ui.frames(int(0.4 / 0.05) + 1)  # the screen arms itself
            ui.click((20, 20))  # a click beside the button passes nothing on
            assert ui.top is top
            ui.click(top.ready_button)
            assert table.viewer is not None and table.private_visible()
            continue
        if top is table and table.my_turn:
            assert table.viewer == table.session.to_move
            assert [i for i in table.items if i.key[0] == "pick"], "the chooser sees the offered characters"
            human_move(ui, table)
        else:
            ui.frame()
    assert handoffs == ["Ana", "Ñandú"]
    # Ñandú confirms and sees only his own things
    handoff = ui.top
    assert isinstance(handoff, HandoffScene)
    ui.frames(10)
    ui.key(pygame.K_RETURN)  # too soon: Enter counts once the screen has been up for a moment
    for _ in range(30):
        ui.key(pygame.K_SPACE)  # the table's "skip animations" key never passes the screen on
    assert ui.top is handoff and table.viewer is None
    ui.key(pygame.K_RETURN)
    assert ui.top is table and table.viewer == 1
    hand = [i for i in table.items if i.key[0] == "hand"]
    assert sorted(i.key[1] for i in hand) == sorted(c.id for c in table.session.view(1).hand)
