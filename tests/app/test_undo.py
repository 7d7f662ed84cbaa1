"""Undo (solo against bots): it takes back only the human's own actions that showed them nothing
new, by replaying the game; after an undo the human's view is exactly the one they had before the
action; off in hot seat, with the reason on the button."""

from __future__ import annotations

import random

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.saving import autosave_of
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.undo import undo_check
from citadels.engine import DrawCards, EndTurn, replay
from citadels.saves import load_game
from citadels.session import GameSession, GameSetup, SeatSetup


def _setup(humans: int, players: int, seed: int) -> GameSetup:
    return GameSetup(
        tuple(SeatSetup(f"P{i}", "human" if i < humans else "bot", "easy") for i in range(players)), seed=seed
    )


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_undo_only_takes_back_quiet_actions_and_restores_the_view(players: int) -> None:
    rng = random.Random(players)
    session = GameSession(_setup(1, players, 40 + players))
    undone = 0
    while not session.game_over and len(session.actions) < 600:
        seat = session.to_move
        action = rng.choice(session.legal(seat))
        view_before = session.view(0)
        session.submit(seat, action)
        check = undo_check(session)
        if seat != 0:
            assert check.target is None and check.why_not == "bot"
            continue
        if isinstance(action, (DrawCards, EndTurn)):
            assert check.target is None and check.why_not == "revealed"
            continue
        if check.target is not None and rng.random() < 0.5:
            session.rewind(check.target)
            undone += 1
            assert session.view(0) == view_before  # nothing new is revealed by an undo
            again = replay(session.setup.config(), session.seed, [s.action for s in session.actions])
            assert again.digest() == session.state.digest()  # type: ignore[union-attr]
    assert undone > 0


def test_undo_is_off_in_hot_seat() -> None:
    session = GameSession(_setup(2, 3, 5))
    session.submit(session.to_move, session.legal(session.to_move)[0])
    assert undo_check(session).why_not == "hot_seat"


def test_ctrl_z_at_the_table_takes_back_and_rewrites_the_save(make_app: MakeApp) -> None:
    app = make_app(animation_speed="off")
    app.saves_enabled = True
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(1, 3, 8))
    app.push(TableScene(app, session, bot_processes="never"))
    # play on (bots by the table, the human by random legal actions) until the human took gold
    rng = random.Random(1)
    for _ in range(4000):
        ui.frame()
        table = ui.top
        assert isinstance(table, TableScene)
        if table.my_turn:
            legal = session.legal(0)
            gold = [a for a in legal if type(a).__name__ == "TakeGold"]
            if gold:
                session.submit(0, gold[0])
                break
            session.submit(0, rng.choice([a for a in legal if not isinstance(a, DrawCards)]))
    else:
        raise AssertionError("the human never gathered")
    count = len(session.actions)
    view = session.view(0)
    ui.frames(3)
    table = ui.top
    assert isinstance(table, TableScene) and table.undo_button.visible and table.undo_button.enabled
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")], 1 / 60)
    new_table = ui.top
    assert isinstance(new_table, TableScene) and new_table is not table
    assert len(session.actions) == count - 1
    assert session.view(0).me().gold == view.me().gold - 2 and session.decision.name == "GATHER"
    autosave = autosave_of(session)
    assert autosave is not None
    assert len(load_game(autosave.path).session.actions) == count - 1
    session.submit(0, session.legal(0)[0])  # the game goes on, still saved
    assert len(load_game(autosave.path).session.actions) == count
    app.update_settings(undo=False)
    ui.frames(2)
    assert not new_table.undo_button.visible
