"""A human plays the 2016 Blackmailer by clicking (RULES.md §9.3): the threats go on the cast's
character cards (the flowered one first; the first character and the murdered one dimmed), the public
row shows two alike threats to everyone and the flower to him alone (§9.11); a threatened human sees
the bribe's price before paying, and the Blackmailer's person decides the reveal after a hot-seat
hand-off."""

from __future__ import annotations

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import Decision, GameState, PlaceThreats, TakeGold
from tests.engine.scenario import Scenario

CAST = ("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def blackmailer_turn() -> GameState:
    return (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .faceup("bishop", "warlord")
        .characters({0: "blackmailer", 1: "king", 2: "merchant", 3: "architect"})
        .turn("blackmailer", gathered=True)
        .build()
    )


def merchant_threatened() -> GameState:
    s = (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .characters({0: "blackmailer", 1: "king", 2: "merchant", 3: "architect"})
        .gold(2, 5)
        .turn("merchant")
        .build()
    )
    s.threats, s.threat_seat, s.threat_flowered = [4, 6], 0, 6
    return s


def test_9_3_a_human_places_the_threats_flower_first(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, blackmailer_turn())
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Threats"), frames=3)
    cards = {i.key[1]: i for i in items(scene, "threats")}
    assert not cards[1].choice.enabled and not cards[2].choice.enabled  # the first one, himself
    assert cards[1].choice.reason == "Never on the first character."  # the engine's reason
    assert "wasted" in cards[5].choice.reason  # a face-up discard: said before confirming
    for rank in (6, 4):
        click_item(ui, items(scene, "threats")[rank - 1], frames=3)
    assert scene.controls.prompt[0] == "Flowered threat on the Merchant, the plain one on the King?"
    ui.click(button(scene, "Confirm"), frames=3)
    s = scene.session.state
    assert (s.threats, s.threat_flowered) == ([4, 6], 6) and PlaceThreats(6, 4) in (s.history or [])
    assert scene.renderer._flowered_threat(True) == 6 and scene.renderer._flowered_threat(False) == 0
    assert scene.session.view(1).flowered_threat == 0


def test_9_3_a_threatened_human_sees_the_bribe_before_paying(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, merchant_threatened(), humans=(2,))
    wait_my_turn(ui, scene)
    assert scene.act([TakeGold()])
    ui.wait_for(lambda: scene.session.decision == Decision.BRIBE and scene.my_turn, 600, "the bribe")
    pay = button(scene, "Pay 3 gold")  # 7 gold after gathering: half, rounded down
    assert "half" in scene.controls.prompt[1]
    ui.click(pay, frames=3)
    assert scene.session.state.players[2].gold == 5  # 7 - 3, then the Merchant's +1 after the threat


def test_9_3_the_reveal_is_handed_to_the_blackmailers_person_in_hot_seat(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="fast", bot_speed="fast")
    ui = UIDriver(app, dt=0.05, wall_limit=150)
    scene = open_table(app, ui, merchant_threatened(), humans=(0, 2))
    first = ui.wait_for_scene(HandoffScene, 600)
    ui.wait_for(lambda: first.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    wait_my_turn(ui, scene)
    assert scene.viewer == 2 and scene.renderer._flowered_threat(True) == 0  # not his secret
    assert scene.act([TakeGold()])
    ui.wait_for(lambda: scene.session.decision == Decision.BRIBE and scene.my_turn, 600, "the bribe")
    ui.click(button(scene, "Refuse"), frames=3)
    handoff = ui.wait_for_scene(HandoffScene, 600)
    assert handoff.player_name == scene.session.name(0)
    said = resolve(handoff.detail)
    assert "threat" in said and "flower" not in said
    ui.wait_for(lambda: handoff.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    wait_my_turn(ui, scene)
    assert scene.viewer == 0 and scene.session.decision == Decision.THREAT
    ui.click(button(scene, "Reveal the threat"), frames=3)
    assert scene.session.state.players[0].gold >= 7 and scene.session.state.threat_revealed == 6
