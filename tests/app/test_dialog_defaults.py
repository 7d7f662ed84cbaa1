"""Every dialog has one default button and Enter activates it (issue 20, item 4: in "Leave the
game?" the gold "Leave" looked like the default but Enter picked "Keep playing").

The default is drawn one way everywhere — gold ("primary"), with an Enter key cap — and it is the
only gold button of its dialog; Enter activates it, Esc takes the safe choice. The default is what
the player asked for (leave a saved game, quit when the game is saved, skip or leave the tutorial,
the first-launch offer), except where confirming loses something for good (abandon an unsaved
game, delete a saved game, quit an unsaved game, end a turn with a build or income left): there
the safe button is the gold default and the dangerous one is red."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.table_menu import TableMenuScene
from citadels.app.table.prompts.main import end_turn
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import Button
from citadels.engine import EndTurn, TakeExtraGold
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import _
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario


def _table_menu(app: App, saved: bool) -> TableMenuScene:
    app.nav.menu()
    scene = TableMenuScene(app, SimpleNamespace(game_is_saved=lambda: saved))  # type: ignore[arg-type]
    app.push(scene)
    app.step([], 0.0)
    return scene


def _leave(app: App) -> None:
    _table_menu(app, saved=True).leave()


def _abandon(app: App) -> None:
    _table_menu(app, saved=False).leave()


def _quit_saved(app: App) -> None:
    app.nav.menu()
    app.push(_Saved(app))  # a scene whose game is saved, as a table's is
    app.request_quit()


def _quit_unsaved(app: App) -> None:
    app.nav.menu()
    app.request_quit()


class _Saved(MenuScene):
    def game_is_saved(self) -> bool:
        return True


def _end_turn_with_a_build_left(app: App) -> None:
    state = (
        Scenario(players=4, seed=3)
        .characters({0: "king"})
        .gold(0, 6)
        .hand(0, "temple")
        .turn("king", gathered=True)
        .build()
    )
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "easy") for i in range(4))
    app.nav.menu()
    table = TableScene(
        app, GameSession.from_state(GameSetup(seats), state), animate_history=False, bot_processes="never"
    )
    app.push(table)
    app.step([], 0.0)
    assert table.my_turn
    end_turn(table)


def _bewitched_navigator(app: App) -> TableScene:
    """The Witch (seat 0, the human) plays the bewitched Navigator's turn, its +4 not taken."""
    state = (
        Scenario(players=4, seed=5)
        .line_up(*DARK_CITY_WITH_ARTIST)
        .gold_all(3)
        .hand(0, "manor", "tavern")
        .characters({0: "witch", 1: "navigator"})
        .bewitched("navigator")
        .turn("navigator", gathered=True)
        .build()
    )
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "easy") for i in range(4))
    app.nav.menu()
    table = TableScene(
        app, GameSession.from_state(GameSetup(seats), state), animate_history=False, bot_processes="never"
    )
    app.push(table)
    app.step([], 0.0)
    assert table.my_turn and table.session.state.cur_rank == 7  # type: ignore[union-attr]
    return table


def _end_the_navigators_turn_with_its_bonus_left(app: App) -> None:
    end_turn(_bewitched_navigator(app))


def _first_launch_offer(app: App) -> None:
    app.nav.menu()
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    menu._offer_tutorial()


#: dialog -> (how to open it, whether its default is the dangerous action's safe alternative)
DIALOGS: dict[str, tuple[Callable[[App], None], bool]] = {
    "leave a saved game": (_leave, False),
    "abandon an unsaved game": (_abandon, True),
    "quit, the game saved": (_quit_saved, False),
    "quit, nothing saved": (_quit_unsaved, True),
    "end the turn with a build left": (_end_turn_with_a_build_left, True),
    "end the Navigator's turn with its +4 left": (_end_the_navigators_turn_with_its_bonus_left, True),
    "the first-launch offer": (_first_launch_offer, False),
}


def _open(app: App, name: str) -> ConfirmScene:
    DIALOGS[name][0](app)
    app.step([], 0.0)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmScene), type(dialog)
    return dialog


def _gold(buttons: list[Button]) -> list[Button]:
    return [b for b in buttons if b.visible and b.style == "primary"]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", list(DIALOGS))
def test_the_gold_button_is_the_one_enter_activates(make_app: MakeApp, name: str, lang: str) -> None:
    app = make_app(lang=lang)
    dialog = _open(app, name)
    danger = DIALOGS[name][1]
    assert dialog.default is (dialog.no if danger else dialog.yes)
    assert _gold([dialog.yes, dialog.no]) == [dialog.default], "one gold button: the default"
    assert dialog.default.shortcut_label == _("Enter")
    assert dialog.yes.style == ("danger" if danger else "primary")
    chosen: list[bool] = []
    dialog.on_confirm, dialog.on_cancel = (lambda: chosen.append(True)), (lambda: chosen.append(False))
    UIDriver(app).key(pygame.K_RETURN)
    assert chosen == [not danger], f"Enter in {name!r} did not do what its gold button says"


@pytest.mark.parametrize("name", list(DIALOGS))
def test_escape_takes_the_safe_choice(make_app: MakeApp, name: str) -> None:
    app = make_app()
    dialog = _open(app, name)
    chosen: list[bool] = []
    dialog.on_confirm, dialog.on_cancel = (lambda: chosen.append(True)), (lambda: chosen.append(False))
    UIDriver(app).key(pygame.K_ESCAPE)
    assert chosen == [False]


def test_enter_in_leave_the_game_leaves(make_app: MakeApp) -> None:
    """The play-tester's case: Esc, Main menu, then Enter on "Leave the game?" goes to the menu."""
    app = make_app()
    ui = UIDriver(app)
    _leave(app)
    ui.frames(1)
    assert isinstance(ui.top, ConfirmScene)
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, MenuScene)


def test_tab_moves_the_default_and_enter_follows_the_ring(make_app: MakeApp) -> None:
    """The keyboard may choose the other button: the focus ring shows it, and Enter then presses it."""
    app = make_app()
    ui = UIDriver(app)
    dialog = _open(app, "leave a saved game")
    chosen: list[bool] = []
    dialog.on_confirm, dialog.on_cancel = (lambda: chosen.append(True)), (lambda: chosen.append(False))
    ui.key(pygame.K_TAB)
    assert dialog.ui.focus is dialog.no and dialog.ui.keyboard_mode
    ui.key(pygame.K_RETURN)
    assert chosen == [False]


@pytest.mark.parametrize("opener", ["rules_button", "settings_button"])
def test_back_from_the_rules_enter_still_resumes_the_game(make_app: MakeApp, opener: str) -> None:
    """The play-tester's case: Esc, Rules, Esc, then Enter opened the rules again (the clicked button
    kept the focus, unmarked) instead of the gold Resume with the Enter key cap."""
    app = make_app()
    ui = UIDriver(app)
    menu = _table_menu(app, saved=True)
    ui.click(getattr(menu, opener), frames=2)
    assert ui.top is not menu
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is menu and menu.ui.focus is menu.resume_button
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, MenuScene)


def test_the_pause_menu_and_the_error_screen_mark_their_default_the_same_way(make_app: MakeApp) -> None:
    from citadels.app.crash import CrashReport
    from citadels.app.scenes.error import ErrorScene

    app = make_app()
    menu = _table_menu(app, saved=True)
    buttons = [menu.resume_button, menu.rules_button, menu.settings_button, menu.leave_button]
    assert _gold(buttons) == [menu.resume_button] and menu.resume_button.shortcut_label == _("Enter")
    assert menu.ui.focus is menu.resume_button
    report = CrashReport(summary="boom", traceback="", log_path=None)
    error = ErrorScene(app, report)
    app.push(error)
    app.step([], 0.0)
    gold = _gold([error.back_button, error.reload_button, error.menu_button, error.quit_button])
    assert (
        gold == [error.default]
        and error.default.shortcut_label == _("Enter")
        and error.ui.focus is error.default
    )


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_bewitched_navigators_gold_button_is_the_safe_one(make_app: MakeApp, lang: str) -> None:
    """Play-test #30.6: the bewitched Navigator's gold button was End turn, which gives up the +4.
    The gold button is the +4 gold; End turn (E) asks first, and Enter there keeps playing."""
    app = make_app(lang=lang)
    ui = UIDriver(app)
    table = _bewitched_navigator(app)
    ui.frames(2)
    gold = _gold(table.buttons)
    assert [b.actions for b in gold] == [(TakeExtraGold(),)], [b.label() for b in gold]  # type: ignore[operator]
    witch = table.session.state.players[0]  # type: ignore[union-attr]
    before = (witch.gold, len(witch.hand), len(table.session.actions))
    ui.key(pygame.K_e, frames=2)
    dialog = ui.top
    assert isinstance(dialog, ConfirmScene) and dialog.default is dialog.no
    assert _("You have not taken the Navigator's 4 gold or 4 cards.") in dialog.message()  # type: ignore[operator]
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is table and len(table.session.actions) == before[2]  # nothing given up
    ui.click(gold[0], frames=3)
    assert witch.gold == before[0] + 4
    ui.wait_for(lambda: table.my_turn, 600, "the coins to land")
    assert [b for b in _gold(table.buttons) if EndTurn() in b.actions]  # now ending the turn loses nothing
