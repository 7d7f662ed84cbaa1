"""A human builds otherwise by clicking (RULES.md §9.4): the Framework's step builds a hand card
without paying, the Necropolis's step destroys a chosen district of his city, the Thieves' Den's step
takes the selected cards and says the gold still owed; a hand card states the Factory's discount.
Each control says what the build costs before the player commits."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app import text
from citadels.app.table import gfx
from citadels.app.table import renderer as renderer_module
from citadels.app.table.items import card_face
from citadels.app.table.model import Shown
from citadels.app.uidriver import UIDriver
from citadels.engine import Destroy, GameState
from tests.engine.scenario import UNIQUES_2016, Scenario


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def state(city: tuple[str, ...], hand: tuple[str, ...], gold: int) -> GameState:
    return (
        Scenario(players=4, seed=5)
        .uniques(*UNIQUES_2016)
        .gold(0, gold)
        .hand(0, *hand)
        .city(0, *city)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .turn("king", gathered=True)
        .build()
    )


def _look(scene: object, name: str) -> None:
    """With CIUDADELAS_SHOTS set, keep a picture of the table for a person to look at."""
    folder = os.environ.get("CIUDADELAS_SHOTS")
    if folder:
        pygame.image.save(pygame.display.get_surface(), str(Path(folder) / f"{name}.png"))


def hand_item(scene: object, name: str) -> object:
    return next(i for i in items(scene, "hand") if i.name == name)  # type: ignore[attr-defined]


def test_9_4_a_human_destroys_the_framework_to_build_a_hand_card(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state(("framework", "manor"), ("palace",), 1))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Framework…"), frames=3)
    palace = hand_item(scene, "palace")
    assert "without paying its 5 gold" in palace.reason()  # type: ignore[attr-defined]
    _look(scene, "framework")
    click_item(ui, palace, frames=3)
    city = [c.kind.name for c in scene.session.view(0).me().city]
    assert city == ["manor", "palace"] and scene.session.view(0).me().gold == 1


def test_9_4_a_human_builds_the_necropolis_over_a_chosen_district(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state(("temple", "castle"), ("necropolis",), 0))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Necropolis…"), frames=3)
    temple = next(i for i in items(scene, "necropolis") if i.name == "temple")
    click_item(ui, temple, frames=3)
    assert "Destroy your Temple to build the Necropolis?" in scene.controls.prompt[0]
    _look(scene, "necropolis")
    ui.click(button(scene, "Build the Necropolis"), frames=3)
    assert [c.kind.name for c in scene.session.view(0).me().city] == ["castle", "necropolis"]


def test_9_4_a_human_pays_the_thieves_den_with_selected_cards(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state(("manor",), ("thieves_den", "temple", "tavern", "castle"), 4))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Thieves' Den…"), frames=3)
    click_item(ui, hand_item(scene, "temple"), frames=3)
    assert "1 card selected: you pay 5 gold besides." in scene.controls.prompt[1]
    assert button(scene, "Pay 1 card and 5 gold").enabled is False  # he has 4 gold
    click_item(ui, hand_item(scene, "tavern"), frames=3)
    _look(scene, "den")
    pay = button(scene, "Pay 2 cards and 4 gold")
    ui.click(pay, frames=3)
    me = scene.session.view(0).me()
    assert [c.kind.name for c in me.city] == ["manor", "thieves_den"] and me.gold == 0
    assert [c.kind.name for c in scene.session.view(0).hand] == ["castle"]


def test_9_4_a_hand_card_states_the_factorys_discount(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state(("factory",), ("dragon_gate",), 5))
    wait_my_turn(ui, scene)
    gate = hand_item(scene, "dragon_gate")
    assert "for 5 gold" in gate.reason() and "Factory" in gate.reason()  # type: ignore[attr-defined]
    click_item(ui, gate, frames=3)
    assert [c.kind.name for c in scene.session.view(0).me().city] == ["factory", "dragon_gate"]


def test_9_4_a_human_destroys_a_district_with_the_armory(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    s = state(("armory", "manor"), ("temple",), 0)
    castle = next(c for c in s.deck if c.kind.name == "castle")
    s.deck.remove(castle)
    s.players[1].city.append(castle)
    s.players[1].kinds.add(castle.kind)
    scene = open_table(app, ui, s)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Armory…"), frames=3)
    tiles = items(scene, "armory")
    own = next(i for i in tiles if i.name == "armory")
    assert own.dimmed  # type: ignore[attr-defined]
    target = next(i for i in tiles if i.name == "castle")
    click_item(ui, target, frames=3)
    assert "Destroy your Armory and Bruno's Castle?" in scene.controls.prompt[0], scene.controls.prompt
    _look(scene, "armory")
    ui.click(button(scene, "Destroy"), frames=3)
    assert [c.kind.name for c in scene.session.view(0).me().city] == ["manor"]
    assert scene.session.view(0).table[1].city == ()


def test_9_4_a_human_puts_a_card_under_the_museum(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, state(("museum",), ("temple", "manor"), 0))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Museum (0)…"), frames=3)
    temple = hand_item(scene, "temple")
    assert "1 point at the end" in temple.reason()  # type: ignore[attr-defined]
    click_item(ui, temple, frames=3)
    view = scene.session.view(0)
    assert view.museum_count == 1 and [c.kind.name for c in view.museum_cards] == ["temple"]
    assert button(scene, "Museum (1)…").enabled is False  # once per turn
    ui.click(button(scene, "Museum (1)…"), frames=3)
    _look(scene, "museum")


def with_museum(s: GameState, seat: int, under: int) -> None:
    """Move the Museum from the deck into `seat`'s city, with `under` cards of the deck beneath it."""
    museum = next(c for c in s.deck if c.kind.name == "museum")
    s.deck.remove(museum)
    s.players[seat].city.append(museum)
    s.players[seat].kinds.add(museum.kind)
    s.museum_cards = [s.deck.pop() for _k in range(under)]


def test_9_11_every_seat_reads_how_many_cards_the_museum_holds(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    s = state(("manor",), ("temple",), 0)
    with_museum(s, 1, 2)
    scene = open_table(app, ui, s)
    wait_my_turn(ui, scene)
    box = scene.geo.seats[1]
    rect = box.tile_rects(1, scene.completion)[0]
    zone = scene.controls.zone_at(rect.center)
    assert zone is not None and zone[2] == "2 cards face down under the Museum."


def test_9_4_the_museums_tile_counts_the_cards_under_it_at_8_players(make_app) -> None:  # type: ignore[no-untyped-def]
    """The count is drawn on the Museum's tile in the city (not only in its tooltip), at the window's
    readable size even at 1024×576 with 8 players."""
    app = make_app(size=(1024, 576), animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    cast = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
    s = (
        Scenario(players=8, seed=5)
        .line_up(*cast, "tax_collector_2016")
        .uniques(*UNIQUES_2016)
        .city(1, "manor")
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .turn("king", gathered=True)
        .build()
    )
    with_museum(s, 1, 2)
    scene = open_table(app, ui, s)
    wait_my_turn(ui, scene)
    assert scene.shown.museum == 2
    key = scene.renderer._seat_key(1, False)  # the seat's cached picture is redrawn when the count changes
    drawn: list[tuple[str, int]] = []
    tile = gfx.district_tile

    def spy(name: str, size: tuple[int, int], **kw: Any) -> pygame.Surface:
        drawn.append((name, kw.get("stored", 0)))
        return tile(name, size, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(renderer_module.gfx, "district_tile", spy)
        with_count = scene.renderer._render_seat(1, False)
        scene.shown.museum = 0
        without = scene.renderer._render_seat(1, False)
    assert ("museum", 2) in drawn and ("manor", 0) in drawn
    assert scene.renderer._seat_key(1, False) != key
    assert pygame.image.tobytes(with_count, "RGBA") != pygame.image.tobytes(without, "RGBA")
    # the badge's digits are drawn at min(the readable size, h - 2) (`gfx._draw_tile`): readable here
    h = scene.geo.seats[1].tile_rects(2, scene.completion)[0].h
    assert h - 2 >= text.least_size()


def warlord_facing_a_museum(under: int) -> GameState:
    """The human's Warlord, gathered, and Bruno's city with a Manor and a Museum holding `under` cards."""
    s = (
        Scenario(players=4, seed=3)
        .uniques(*UNIQUES_2016)
        .gold(0, 6)
        .city(1, "manor")
        .characters({0: "warlord", 1: "king", 2: "bishop", 3: "merchant"})
        .turn("warlord", gathered=True)
        .build()
    )
    with_museum(s, 1, under)
    return s


def test_9_4_the_warlord_choosing_a_district_sees_how_many_cards_the_museum_holds(fast) -> None:  # type: ignore[no-untyped-def]
    """The tiles of the destroy step cover the city's: they carry the Museum's count too, since
    destroying it sends those cards under the deck."""
    app, ui = fast
    scene = open_table(app, ui, warlord_facing_a_museum(3))
    wait_my_turn(ui, scene)
    opener = next(b for b in scene.buttons if b.actions and isinstance(b.actions[0], Destroy))
    ui.click(opener, frames=2)
    tiles = {i.name: i for i in items(scene, "destroy")}
    assert tiles["museum"].stored == 3 and tiles["manor"].stored == 0
    _look(scene, "warlord_museum")
    size = tiles["museum"].rect.size
    counted = card_face("tile", "museum", size, stored=3)
    assert pygame.image.tobytes(counted, "RGBA") != pygame.image.tobytes(
        card_face("tile", "museum", size), "RGBA"
    )


def test_9_4_a_destroyed_museums_cards_leave_its_count_for_the_deck() -> None:
    """The table's running count follows the events: the Museum's cards go under the deck with it."""
    s = warlord_facing_a_museum(3)
    shown = Shown.of(s.view(0))
    museum = next(c for c in s.players[1].city if c.kind.name == "museum")
    for e in s.apply(Destroy(1, museum.id)):
        shown.apply_start(e)
        shown.apply_end(e)
    after = Shown.of(s.view(0))
    assert (shown.museum, shown.deck) == (after.museum, after.deck) == (0, after.deck)
    assert shown.city == after.city
