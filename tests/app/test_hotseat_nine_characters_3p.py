"""RULES.md §9.9 and §9.13 (9) at one screen: three people choose from nine characters, the computer
passed at each change of chooser. The "Pass to …" screen hides everything; each chooser sees only the
pile passed to them; the crowned player's second pick is told that one card left at random, unseen;
nobody's screen ever names the two random discards."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_testlib import items

from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Decision, GameConfig, new_game
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import character_name

CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord", "artist")
NAMES = ("Ana", "Bruno", "Carmen")


@pytest.fixture
def table_app(make_app: Any) -> tuple[Any, UIDriver]:
    app = make_app(animation_speed="fast", bot_speed="fast")
    return app, UIDriver(app, dt=0.05, wall_limit=150)


def test_9_9_three_people_choose_from_nine_at_one_screen(table_app: Any) -> None:
    app, ui = table_app
    state = new_game(GameConfig(players=3, characters=",".join(CAST)), 11)
    seats = tuple(SeatSetup(name, "human") for name in NAMES)
    session = GameSession.from_state(GameSetup(seats), state)
    table = TableScene(app, session, bot_processes="never")
    app.push(table)
    ui.frames(3)
    crown = state.crown
    sizes: list[int] = []
    for pick in range(6):
        handoff = ui.wait_for_scene(HandoffScene, 600)
        chooser = session.to_move
        assert handoff.player_name == NAMES[chooser]
        assert table.viewer is None and not table.private_visible()  # the screen behind hides all
        ui.wait_for(lambda h=handoff: h.age >= ENTER_DELAY, 200, "the hand-off to settle")
        ui.key(pygame.K_RETURN, frames=3)
        ui.wait_for(lambda: table.my_turn, 300, "the chooser's pick")
        assert table.viewer == chooser and session.decision == Decision.DRAFT_PICK
        offered = items(table, "pick")
        assert sorted(i.key[1] for i in offered) == sorted(session.view(chooser).pile)
        sizes.append(len(offered))
        if pick == 3:
            assert chooser == crown
            assert "random" in table.controls.prompt[1], table.controls.prompt
        ui.click(offered[0].visible_point, frames=2)  # select, then confirm
        ui.key(pygame.K_RETURN, frames=3)
    assert sizes == [8, 7, 6, 4, 3, 2]
    assert all(len(p.chars) == 2 for p in session.state.players)  # type: ignore[union-attr]
    # the two random discards: in nobody's knowledge, on nobody's screen
    s = session.state
    assert s is not None
    known = {r for seat in range(3) for r in session.view(seat).known_facedown}
    unseen = [r for r in s.facedown if r not in known]
    assert len(unseen) == 2
    handoff = ui.wait_for_scene(HandoffScene, 600)
    said = " ".join(handoff.recap_lines())
    for r in unseen:
        assert character_name(CAST[r - 1]) not in said, said
