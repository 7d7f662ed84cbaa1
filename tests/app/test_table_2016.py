"""A human plays the 2016 box's Scholar and Patrician by clicking (RULES.md §9.3): the Scholar's
"Draw 7, keep 1" shows the seven to him alone and a click keeps one; the Patrician's income button
says it brings cards."""

from __future__ import annotations

import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app.uidriver import UIDriver
from citadels.engine import Build, Decision, GameState
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


# ---------------------------------------------------------------------- the Cardinal (RULES.md §9.3)
CARDINAL_CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")


def cardinal_state() -> GameState:
    return (
        Scenario(players=4, seed=5)
        .line_up(*CARDINAL_CAST)
        .gold(0, 2)
        .gold(1, 1)
        .gold(2, 5)
        .gold(3, 4)
        .hand(0, "palace", "tavern", "market", "docks")
        .city(0, "temple")
        .characters({0: "cardinal"})
        .turn("cardinal", gathered=True)
        .build()
    )


def test_9_3_a_human_cardinal_builds_with_another_players_gold_seeing_the_price_first(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, cardinal_state())
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Build with another's gold"), frames=3)
    assert scene.mode == "loan"
    hand = {i.key[1]: i for i in items(scene, "hand")}
    view = scene.session.view(0)
    palace = next(c for c in view.hand if c.name == "palace")
    tavern = next(c for c in view.hand if c.name == "tavern")
    assert hand[palace.id].choice.enabled and not hand[tavern.id].choice.enabled  # the tavern: 1 gold
    click_item(ui, hand[palace.id], frames=3)
    # 3 gold missing: Carmen (5) and Diego (4) can give it, Bruno (1) cannot
    button(scene, "Carmen (5 gold)")
    button(scene, "Diego (4 gold)")
    with pytest.raises(AssertionError):
        button(scene, "Bruno")
    ui.click(button(scene, "Diego"), frames=3)
    given = [c for c in view.hand if c.name in ("tavern", "market", "docks")]
    for c in given:
        click_item(ui, {i.key[1]: i for i in items(scene, "hand")}[c.id], frames=3)
    title = scene.controls.prompt[0]
    assert "Palace" in title and "Diego" in title and "2" in title and "Tavern" in title, title
    assert scene.session.view(0).me().gold == 2  # nothing is paid before the confirmation
    ui.click(button(scene, "Build"), frames=3)
    after = scene.session.view(0)
    assert palace in after.me().city and after.me().gold == 0 and after.hand == ()
    assert after.table[3].gold == 1 and after.table[3].hand_size == 3


# ---------------------------------------------------------------------- the Tax Collector of 2016 (§9.7)
TC_CAST = (
    "assassin",
    "thief",
    "magician",
    "king",
    "bishop",
    "merchant",
    "architect",
    "warlord",
    "tax_collector_2016",
)


def test_9_7_the_table_shows_the_gold_on_the_2016_tax_collectors_token(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5)
        .line_up(*TC_CAST)
        .gold(0, 5)
        .hand(0, "tavern")
        .characters({0: "king"})
        .turn("king", gathered=True)
        .build()
    )
    state.tax_token = 2
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.shown.tax_token == 2
    tavern = next(c for c in scene.session.view(0).hand if c.name == "tavern")
    scene.act([Build(tavern.id)])
    ui.wait_for(lambda: scene.animator.idle, 600, "the build's animation")
    assert scene.shown.tax_token == 3 and scene.shown.gold[0] == 3  # 5 - 1 (the tavern) - 1 (the tax)
