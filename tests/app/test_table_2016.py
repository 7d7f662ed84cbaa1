"""A human plays the 2016 box's Scholar and Patrician by clicking (RULES.md §9.3): the Scholar's
"Draw 7, keep 1" shows the seven to him alone and a click keeps one; the Patrician's income button
says it brings cards."""

from __future__ import annotations

import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app.uidriver import UIDriver
from citadels.engine import Decision, GameState
from tests.engine.scenario import Scenario

CAST = ("assassin", "thief", "magician", "patrician", "bishop", "merchant", "scholar", "warlord")


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def state(name: str) -> GameState:
    return (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .gold(0, 3)
        .hand(0, "tavern")
        .city(0, "manor", "castle")
        .characters({0: name})
        .turn(name, gathered=True)
        .build()
    )


def test_9_3_a_human_draws_the_scholars_seven_and_keeps_one_by_clicking(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state("scholar"))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Draw 7, keep 1"), frames=3)
    assert scene.session.decision == Decision.KEEP_ONE_DRAWN
    drawn = scene.session.view(0).drawn
    offered = items(scene, "keep")
    assert {i.key[1] for i in offered} == {c.id for c in drawn} and len(offered) == 7
    assert all(scene.session.view(seat).drawn == () for seat in (1, 2, 3))
    click_item(ui, offered[2], frames=3)
    assert scene.session.decision == Decision.MAIN
    assert drawn[2] in scene.session.view(0).hand


def test_9_3_the_patricians_income_button_brings_cards(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state("patrician"))
    wait_my_turn(ui, scene)
    hand = len(scene.session.view(0).hand)
    ui.click(button(scene, "Collect income (+2 cards)"), frames=3)
    assert len(scene.session.view(0).hand) == hand + 2 and scene.session.view(0).me().gold == 3
