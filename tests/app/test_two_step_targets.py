"""Naming a victim takes two steps, as picking a character does (issue 20, item 5: the Assassin's,
Thief's, Witch's and Warlord's targets took effect on one click, with no undo in hot seat).

The first click, or the digit of the rank, selects the target — nothing is played — and the prompt
asks the question; a second click on it, the same digit, Enter or the gold Confirm button plays it;
another card changes the choice, Esc backs out. A character discarded face up may be named (it is
legal, and wasted): once selected, the prompt's title says that nobody has it, before the confirmation."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import Destroy, GameState, Murder, Rob
from citadels.text.i18n import character_name
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, dt=0.05, wall_limit=120)


def _assassin() -> GameState:
    return (
        Scenario(players=4, seed=3)
        .characters({0: "assassin"})
        .hand(0, "temple")
        .turn("assassin", gathered=True)
        .build()
    )


def _thief() -> GameState:
    return Scenario(players=4, seed=3).characters({0: "thief"}).turn("thief", gathered=True).build()


def _witch() -> GameState:
    line_up = DARK_CITY_WITH_ARTIST
    return (
        Scenario(players=4, seed=5)
        .line_up(*line_up)
        .characters({0: "witch"})
        .turn("witch", gathered=True)
        .build()
    )


def _warlord() -> GameState:
    return (Scenario(players=4, seed=3).gold(0, 3).city(1, "manor", "keep").city(3, "palace")
            .characters({0: "warlord", 1: "king", 2: "bishop", 3: "merchant"}).turn("warlord", gathered=True).build())  # fmt: skip


def _open_mode(ui: UIDriver, scene: TableScene, label: str | None) -> None:
    """Wait for the human's turn and open the step whose row button starts with `label` (in English;
    in Spanish the button of the same actions)."""
    wait_my_turn(ui, scene)
    if label is not None:
        english = {"Murder": Murder, "Rob": Rob, "Destroy": Destroy}[label]
        opener = next(b for b in scene.buttons if b.actions and isinstance(b.actions[0], english))
        ui.click(opener, frames=2)


#: target kind -> (the state, the row button that opens the step (None: the decision itself), how the
#: state records the target)
CHARACTER_TARGETS: dict[str, tuple[Callable[[], GameState], str | None, Callable[[GameState], int]]] = {
    "murder": (_assassin, "Murder", lambda s: s.murdered),
    "rob": (_thief, "Rob", lambda s: s.robbed),
    "bewitch": (_witch, None, lambda s: s.bewitched),
}


def _target(scene: TableScene, key: str) -> int:
    """A rank that may be named and nobody at the table discarded face up."""
    view = scene.session.view(0)
    return next(i.key[1] for i in items(scene, key) if i.enabled and i.key[1] not in view.faceup)


@pytest.mark.parametrize("how", ["click", "digit", "enter", "confirm"])
@pytest.mark.parametrize("key", list(CHARACTER_TARGETS))
def test_a_character_target_is_selected_then_confirmed(fast, key: str, how: str) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state, label, named = CHARACTER_TARGETS[key]
    scene = open_table(app, ui, state())
    _open_mode(ui, scene, label)
    rank = _target(scene, key)
    card = next(i for i in items(scene, key) if i.key[1] == rank)
    ui.key(pygame.K_0 + rank, frames=2) if how == "digit" else click_item(ui, card)
    assert named(scene.session.state) == 0, "one click played the target"
    assert scene.selected == [rank]
    chosen = next(i for i in items(scene, key) if i.key[1] == rank)
    assert chosen.selected and sum(i.selected for i in items(scene, key)) == 1
    assert character_name(scene.char_id(rank)) in scene.prompt[0] and scene.prompt[0].endswith("?")
    confirm = button(scene, "Confirm")
    assert confirm.style == "primary" and confirm.shortcut == pygame.K_RETURN
    if how == "click":
        click_item(ui, chosen)
    elif how == "digit":
        ui.key(pygame.K_0 + rank, frames=2)
    elif how == "enter":
        ui.key(pygame.K_RETURN, frames=2)
    else:
        ui.click(confirm, frames=2)
    assert named(scene.session.state) == rank


@pytest.mark.parametrize("key", list(CHARACTER_TARGETS))
def test_another_card_changes_the_choice_and_nothing_is_played(fast, key: str) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state, label, named = CHARACTER_TARGETS[key]
    scene = open_table(app, ui, state())
    _open_mode(ui, scene, label)
    enabled = [i.key[1] for i in items(scene, key) if i.enabled]
    first, second = enabled[0], enabled[1]
    click_item(ui, next(i for i in items(scene, key) if i.key[1] == first))
    click_item(ui, next(i for i in items(scene, key) if i.key[1] == second))
    assert scene.selected == [second] and named(scene.session.state) == 0
    if label is not None:  # a step of the turn: Esc backs out of it, nothing played
        ui.key(pygame.K_ESCAPE, frames=2)
        assert scene.mode == "normal" and named(scene.session.state) == 0 and not scene.selected


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("key", list(CHARACTER_TARGETS))
def test_a_face_up_character_says_nobody_has_it_once_selected(make_app, key: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, animation_speed="off")
    ui = UIDriver(app, dt=0.05, wall_limit=120)
    state, label, named = CHARACTER_TARGETS[key]
    scene = open_table(app, ui, state())
    _open_mode(ui, scene, label)
    view = scene.session.view(0)
    faceup = [i for i in items(scene, key) if i.enabled and i.key[1] in view.faceup]
    assert faceup, "the scenario discards a character face up that may be named"
    card = faceup[0]
    assert card.caption, "a face-up card says so under it"
    before = scene.prompt[0]
    click_item(ui, card)
    title, line = scene.prompt
    assert title != before and character_name(scene.char_id(card.key[1])) in title
    assert ("Nobody has" in title) if lang == "en" else ("Nadie tiene" in title), title
    assert named(scene.session.state) == 0
    ui.key(pygame.K_RETURN, frames=2)  # legal all the same
    assert named(scene.session.state) == card.key[1]


def test_the_warlord_selects_a_district_then_destroys_it(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, _warlord())
    _open_mode(ui, scene, "Destroy")
    manor = next(i for i in items(scene, "destroy") if i.name == "manor")
    destroy = button(scene, "Destroy")
    assert not destroy.enabled and "first" in destroy.tooltip_text()
    click_item(ui, manor)
    s = scene.session.state
    assert [c.kind.name for c in s.players[1].city] == ["manor", "keep"], "one click destroyed the Manor"
    assert scene.selected == [manor.key[2]]
    assert "Manor" in scene.prompt[0] and "Bruno" in scene.prompt[0] and "2" in scene.prompt[0]
    destroy = button(scene, "Destroy")
    assert destroy.enabled and destroy.style == "primary" and destroy.shortcut == pygame.K_RETURN
    ui.key(pygame.K_RETURN, frames=2)
    s = scene.session.state
    assert [c.kind.name for c in s.players[1].city] == ["keep"] and s.players[0].gold == 1


def test_the_warlord_confirms_with_a_second_click_or_the_button(fast) -> None:  # type: ignore[no-untyped-def]
    for second in ("click", "button"):
        app, ui = fast
        app.manager.clear()
        scene = open_table(app, ui, _warlord())
        _open_mode(ui, scene, "Destroy")
        manor = next(i for i in items(scene, "destroy") if i.name == "manor")
        click_item(ui, manor)
        if second == "click":
            click_item(ui, manor)
        else:
            ui.click(button(scene, "Destroy"), frames=2)
        assert [c.kind.name for c in scene.session.state.players[1].city] == ["keep"], second


def test_a_selected_rank_never_marks_a_hand_card(fast) -> None:  # type: ignore[no-untyped-def]
    """`selected` holds a rank while naming a character: a hand card whose id is that number is not
    drawn selected (raised and framed) as if it were chosen."""
    app, ui = fast
    scene = open_table(app, ui, _assassin())
    _open_mode(ui, scene, "Murder")
    hand = items(scene, "hand")
    assert hand
    rank = _target(scene, "murder")
    scene.selected[:] = [hand[0].key[1]]  # the rank and the card's id coincide
    scene.controls.invalidate()
    ui.frames(1)
    assert not any(i.selected for i in items(scene, "hand"))
    assert rank


def test_the_confirm_button_says_what_it_does(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, _assassin())
    _open_mode(ui, scene, "Murder")
    rank = _target(scene, "murder")
    ui.key(pygame.K_0 + rank, frames=2)
    confirm = button(scene, "Confirm")
    assert character_name(scene.char_id(rank)) in resolve(confirm.tooltip) and "Enter" in resolve(
        confirm.tooltip
    )
