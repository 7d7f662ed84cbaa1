"""A human plays the 2016 Magistrate by clicking (RULES.md §9.3): the warrants go on the cast's
character cards (the signed one first, the question saying where each goes before confirming), the
public row of tokens shows three alike warrants to everyone and the signed one to him alone (§9.11),
and his seat's decision at a warranted build offers the reveal only on the signed warrant."""

from __future__ import annotations

import os

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, until, wait_my_turn

from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.table.anim import Banner, Stamp
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import Build, Decision, GameState, PlaceWarrants
from citadels.engine import events as ev
from tests.engine.scenario import Scenario, in_hand

CAST = ("magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
SHOTS = os.environ.get("CITADELS_TEST_SHOTS")  # a folder: save what the table drew, to look at


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def _shot(app: object, name: str) -> None:
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), os.path.join(SHOTS, f"{name}.png"))


def magistrate_turn() -> GameState:
    return (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .faceup("thief", "bishop")
        .characters({0: "magistrate", 1: "king", 2: "merchant", 3: "architect"})
        .gold(2, 6)
        .hand(2, "castle")
        .turn("magistrate", gathered=True)
        .build()
    )


def test_9_3_a_human_places_the_warrants_signed_first(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, magistrate_turn())
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Warrants"), frames=3)
    cards = {i.key[1]: i for i in items(scene, "warrants")}
    assert set(cards) == set(range(1, 9)) and not cards[1].choice.enabled  # never his own token
    assert "wasted" in cards[2].choice.reason  # a face-up discard: said before confirming
    for rank in (6, 4, 7):
        click_item(ui, items(scene, "warrants")[rank - 1], frames=3)
    assert (
        scene.controls.prompt[0]
        == "Signed warrant on the Merchant, plain ones on the King and the Architect?"
    )
    assert [i.caption for i in items(scene, "warrants")][3:7] == ["Warrant", "Face up", "Signed", "Warrant"]
    _shot(app, "warrants_choice")
    ui.click(button(scene, "Confirm"), frames=3)
    s = scene.session.state
    assert (s.warrants, s.warrant_signed) == ([4, 6, 7], 6)
    assert PlaceWarrants(6, 4, 7) in s.history  # type: ignore[operator]
    assert scene.session.view(1).signed_warrant == 0 and scene.session.view(0).signed_warrant == 6
    assert scene.renderer._signed_warrant(True) == 6 and scene.renderer._signed_warrant(False) == 0
    _shot(app, "warrants_placed")


def test_9_3_the_magistrates_seat_decides_at_the_warranted_build(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = magistrate_turn()
    state.warrants, state.warrant_seat, state.warrant_signed = [4, 6, 7], 0, 6
    state.ability_used = True
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "End turn"), frames=3)
    castle = in_hand(state, 2, "castle")
    until(ui, lambda: scene.session.state.decision == Decision.WARRANT or castle in scene.session.state.players[2].city,
          "the Merchant's build")  # fmt: skip
    assert scene.session.state.decision == Decision.WARRANT  # held: not in the Merchant's city
    wait_my_turn(ui, scene)
    assert items(scene, "held")[0].key[1] == castle.id
    _shot(app, "warrant_decision")
    ui.click(button(scene, "Reveal the signed warrant"), frames=3)
    assert castle in scene.session.state.players[0].city
    assert scene.session.state.players[2].gold >= 6


def test_9_3_reveal_is_dimmed_on_a_plain_warrant(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .characters({0: "magistrate", 1: "king", 2: "merchant", 3: "architect"})
        .gold(2, 6)
        .hand(2, "castle")
        .turn("merchant", gathered=True)
        .build()
    )
    state.warrants, state.warrant_seat, state.warrant_signed = [4, 6, 7], 0, 4
    state.apply(Build(in_hand(state, 2, "castle").id))
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    reveal = button(scene, "Reveal the signed warrant")
    assert not reveal.enabled and "not the signed one" in resolve(reveal.disabled_reason)
    castle = state.held_build
    ui.click(button(scene, "Leave it face down"), frames=3)
    assert scene.session.state.decision == Decision.MAIN
    assert castle in scene.session.state.players[2].city


def test_9_11_the_warrant_decision_is_handed_to_the_magistrates_person_in_hot_seat(make_app) -> None:  # type: ignore[no-untyped-def]
    """Two people at one screen: the Merchant's person builds under a warrant, and the screen passes to
    the Magistrate's person, saying only that a warranted character is building."""
    app = make_app(animation_speed="fast", bot_speed="fast")
    ui = UIDriver(app, dt=0.05, wall_limit=150)
    state = (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .characters({0: "magistrate", 1: "king", 2: "merchant", 3: "architect"})
        .gold(2, 6)
        .hand(2, "castle")
        .turn("merchant", gathered=True)
        .build()
    )
    state.warrants, state.warrant_seat, state.warrant_signed = [4, 6, 7], 0, 6
    scene = open_table(app, ui, state, humans=(0, 2))
    confirm = ui.wait_for_scene(HandoffScene, 600)
    assert confirm.player_name == scene.session.name(2)
    ui.wait_for(lambda: confirm.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    wait_my_turn(ui, scene)
    assert scene.viewer == 2 and scene.renderer._signed_warrant(True) == 0  # not his secret
    assert scene.act([Build(in_hand(state, 2, "castle").id)])
    handoff = ui.wait_for_scene(HandoffScene, 600)
    assert handoff.player_name == scene.session.name(0)
    said = resolve(handoff.detail)
    assert "warrant" in said and "signed" not in said  # the same words for a plain warrant
    ui.wait_for(lambda: handoff.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    wait_my_turn(ui, scene)
    assert scene.viewer == 0 and scene.session.decision == Decision.WARRANT
    ui.click(button(scene, "Reveal the signed warrant"), frames=3)
    assert scene.session.state.players[0].city[-1].kind.name == "castle"


def test_9_3_placed_warrants_and_threats_are_stamped_alike_with_a_banner(fast) -> None:  # type: ignore[no-untyped-def]
    """The animations of the markers (`Animator._markers_placed`): one stamp per token, the same
    sprite on each (which one is signed or flowered is not shown), and a banner saying who placed
    them; a held build or a refused bribe says who decides."""
    app, ui = fast
    scene = open_table(app, ui, magistrate_turn())
    wait_my_turn(ui, scene)
    g = scene.geo
    for anims, title, sub in (
        (scene.animator._warrant_anims(ev.WarrantsPlaced(0, (4, 6, 7), 6), 0.0), "You place your warrants", "One of the three is signed."),
        (scene.animator._threat_anims(ev.ThreatsPlaced(1, (4, 6), None), 0.0), "Bruno places the threats", "One of the two carries a flower."),
    ):  # fmt: skip
        stamps = [a for a in anims if isinstance(a, Stamp)]
        banners = [a for a in anims if isinstance(a, Banner)]
        ranks = (4, 6, 7) if "warrants" in title else (4, 6)
        assert [s.centre for s in stamps] == [g.slot_card(r).center for r in ranks]
        assert len({pygame.image.tobytes(s.sprite, "RGBA") for s in stamps}) == 1
        assert [(b.title, b.subtitle) for b in banners] == [(title, sub)]
    held = scene.animator._warrant_anims(ev.BuildHeld(2, 1, 6, 0, 3), 0.0)
    refused = scene.animator._threat_anims(ev.BribeRefused(2, 0, 6), 0.0)
    assert [b.subtitle for b in held + refused if isinstance(b, Banner)] == [
        "Bruno decides whether to reveal it.",
        "You decide whether to reveal it.",
    ]
