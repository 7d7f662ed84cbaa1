"""A human plays the Theater by clicking (RULES.md §9.4, §9.11): at the end of the selection his table
asks whether to swap, each opponent's button saying what the swap gives before he commits (with 2-3
players he first chooses the character he would give); in a hot-seat game the opponent, once he sits
at the table, is told alone which character he lost and which he got."""

from __future__ import annotations

import pygame
import pytest
from table_testlib import button, open_table, wait_my_turn

from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import Decision, GameConfig, GameState, TheaterDecline, TheaterSwap, new_game
from citadels.engine.cards import CARDS

DECK = (
    "basilica", "capitol", "ivory_tower", "monument", "statue", "wishing_well", "gold_mine", "park",
    "poor_house", "stables", "quarry", "theater", "smithy", "haunted_city",
)  # fmt: skip
THEATER = next(c for c in CARDS if c.kind.name == "theater")


def theater_decision(players: int, seed: int = 3) -> GameState:
    """Seat 0 has the Theater; every character is chosen (each seat its first offered one)."""
    s = new_game(GameConfig(players=players, uniques=DECK), seed)
    for p in s.players:
        if THEATER in p.hand:
            p.hand.remove(THEATER)
            p.hand.append(s.deck.pop())
    if THEATER in s.deck:
        s.deck.remove(THEATER)
    s.players[0].city.append(THEATER)
    s.players[0].kinds.add(THEATER.kind)
    while s.decision != Decision.THEATER:
        s.apply(s.legal_actions()[0])
    return s


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def test_9_4_a_human_swaps_through_the_theater_seeing_what_it_gives(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = theater_decision(4)
    mine = state.players[0].chars[0]
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    name = scene.session.name(2)
    swap = button(scene, f"Swap with {name}")
    assert swap.actions == (TheaterSwap(2, mine),)
    character = scene.session.view(0).character(mine).name.capitalize()
    assert character in resolve(swap.tooltip) and "random" in resolve(swap.tooltip)
    assert button(scene, "Keep your characters").actions == (TheaterDecline(),)
    ui.click(swap, frames=3)
    s = scene.session.state
    assert s.theater_seats == [0, 2] and mine in s.players[2].chars


def test_9_4_with_two_players_the_human_first_chooses_the_character_to_give(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = theater_decision(2)
    first, second = state.players[0].chars
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert not any(resolve(b.label).startswith("Swap with") for b in scene.buttons)
    gives = [b for b in scene.buttons if resolve(b.label).startswith("Give the")]
    assert len(gives) == 2
    ui.click(gives[1], frames=3)
    swap = button(scene, "Swap with")
    assert swap.actions == (TheaterSwap(1, second),)
    ui.click(button(scene, "Another character"), frames=3)
    ui.click([b for b in scene.buttons if resolve(b.label).startswith("Give the")][0], frames=3)
    assert button(scene, "Swap with").actions == (TheaterSwap(1, first),)
    ui.click(button(scene, "Keep your characters"), frames=3)
    assert scene.session.state.theater_seats == [] and scene.session.state.called > 0


def test_9_11_the_opponent_is_told_alone_what_he_lost_and_got_in_hot_seat(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="fast", bot_speed="fast")
    ui = UIDriver(app, dt=0.05, wall_limit=150)
    state = theater_decision(4)
    scene = open_table(app, ui, state, humans=(0, 1))
    first = ui.wait_for_scene(HandoffScene, 600)
    assert "Theater" in resolve(first.detail)
    ui.wait_for(lambda: first.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    wait_my_turn(ui, scene)
    assert scene.viewer == 0 and scene.toast is None
    ui.click(button(scene, f"Swap with {scene.session.name(1)}"), frames=3)
    given, taken = scene.session.state.theater_ranks
    assert scene.toast is None  # the owner sees his new card in his own area
    handoff = ui.wait_for_scene(HandoffScene, 3000)
    assert handoff.player_name == scene.session.name(1)
    recap = " ".join(handoff.recap())
    characters = scene.session.view(1).characters
    assert characters[taken - 1].name.capitalize() not in recap  # the public recap names no character
    ui.wait_for(lambda: handoff.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    ui.wait_for(lambda: scene.viewer == 1 and scene.toast is not None, 600, "the private notice")
    assert scene.toast is not None
    told = scene.toast[0]
    assert characters[taken - 1].name.capitalize() in told and characters[given - 1].name.capitalize() in told
    assert scene.session.name(0) in told
