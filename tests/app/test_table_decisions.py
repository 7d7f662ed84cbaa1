"""The table offers every decision the engine can ask for, through clicks and keys, and nothing
that is not allowed is clickable. Situations come from the engine's scenario builder."""

from __future__ import annotations

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.ai import registry
from citadels.ai.base import Unwatching
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.table.model import Choice
from citadels.app.uidriver import UIDriver
from citadels.engine import Decision, Destroy, DistrictType, EndTurn
from tests.engine.scenario import Scenario, in_city, in_hand, seat_of


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def kinds(cards) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.kind.name for c in cards]


# ---------------------------------------------------------------------------------------- the draft
def test_draft_pick_by_click_and_face_up_discards_are_not_offered(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=4).crown(0).selection(faceup=["thief", "bishop"]).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    picks = items(scene, "pick")
    offered = sorted(i.key[1] for i in picks)
    assert offered == sorted(state.pile) and 2 not in offered and 5 not in offered
    assert "Choose your character" in scene.prompt[0]
    target = picks[-1]
    click_item(ui, target)  # the first click selects: a pick cannot be undone
    assert scene.session.state.players[0].chars == [] and scene.selected == [target.key[1]]
    assert "confirm" in scene.prompt[1]
    click_item(ui, items(scene, "pick")[-1])  # the second one confirms
    assert scene.session.state.players[0].chars == [target.key[1]]


def test_draft_pick_confirmed_with_the_button_or_enter_and_changed_by_another_click(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=4).crown(0).selection(faceup=["thief", "bishop"]).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    first, second = items(scene, "pick")[0], items(scene, "pick")[1]
    click_item(ui, first)
    click_item(ui, items(scene, "pick")[1])  # changed her mind
    assert scene.selected == [second.key[1]] and scene.session.state.players[0].chars == []
    ui.key(pygame.K_RETURN, frames=2)
    assert scene.session.state.players[0].chars == [second.key[1]]


def test_draft_pick_with_a_digit_key(fast) -> None:  # type: ignore[no-untyped-def]
    """Play-test #30.5: the digit is the character's rank (4 is the King), not its place in the row
    (pressing 4 took the Architect, the fourth card shown)."""
    app, ui = fast
    state = Scenario(players=4).crown(0).selection(faceup=["thief", "bishop"]).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    pile = list(scene.session.view(0).pile)
    assert pile == sorted(pile) and 4 in pile and pile.index(4) != 3  # the King is not the fourth card shown
    ui.key(pygame.K_4, frames=2)
    assert scene.selected == [4] and scene.session.state.players[0].chars == []
    ui.key(pygame.K_2, frames=2)  # the Thief is face up, out of this round: its digit does nothing
    ui.key(pygame.K_5, frames=2)
    assert scene.selected == [4]
    ui.key(pygame.K_4, frames=2)  # the same digit again confirms
    assert scene.session.state.players[0].chars == [4]


def test_two_player_pick_then_discard_face_down(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=2).crown(1).build()  # seat 1 (a bot) picks first, then seat 0 picks and discards
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.session.decision == Decision.DRAFT_PICK
    assert "two characters" in scene.prompt[1]
    first = items(scene, "pick")[0]
    click_item(ui, first)
    click_item(ui, items(scene, "pick")[0])
    wait_my_turn(ui, scene)
    assert scene.session.decision == Decision.DRAFT_DISCARD
    assert "Discard" in scene.prompt[0]
    victim = items(scene, "pick")[-1]
    rank = victim.key[1]
    click_item(ui, victim)
    click_item(ui, items(scene, "pick")[-1])
    s = scene.session.state
    assert rank in s.facedown and rank in s.facedown_known[0] and rank not in s.players[0].chars


def test_seventh_player_is_told_about_the_face_down_card(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = Scenario(players=7).crown(1).build()  # seat 0 picks last
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert len(items(scene, "pick")) == 2
    assert "face-down" in scene.prompt[1]
    click_item(ui, items(scene, "pick")[0])
    click_item(ui, items(scene, "pick")[0])
    assert len(scene.session.state.players[0].chars) == 1


# ---------------------------------------------------------------------------------------- resources
def _turn(char: str, **kw):  # type: ignore[no-untyped-def]
    return Scenario(players=4, seed=3).characters({0: char})


def test_gather_take_gold(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 1).turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Take 2 gold"), frames=2)
    s = scene.session.state
    assert s.players[0].gold == 3 and s.decision == Decision.MAIN


def test_gather_draw_then_keep_one(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").deck_top("palace", "temple").turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Draw 2 cards, keep 1"), frames=2)
    assert scene.session.decision == Decision.KEEP
    keep = items(scene, "keep")
    assert sorted(i.name for i in keep) == ["palace", "temple"]
    click_item(ui, next(i for i in keep if i.name == "palace"))
    s = scene.session.state
    assert kinds(s.players[0].hand) == ["palace"] and s.deck[0].kind.name == "temple"


def test_library_draw_label(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").city(0, "library").turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Draw 2 cards, keep both"), frames=2)
    assert len(scene.session.state.players[0].hand) == 2 and scene.session.decision == Decision.MAIN


def test_empty_deck_disables_drawing_with_a_reason(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").deck_size(0, 2).turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    draw = button(scene, "Draw")
    assert not draw.enabled and "empty" in draw.tooltip_text()
    ui.click(draw, frames=2)
    assert scene.session.decision == Decision.GATHER


# ---------------------------------------------------------------------------------------- building
def test_build_by_clicking_a_hand_card_and_dimmed_cards_do_nothing(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("king")
        .gold(0, 2)
        .hand(0, "palace", "temple", "manor")
        .city(0, "manor")
        .turn("king", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    hand = {i.name: i for i in items(scene, "hand")}
    assert hand["temple"].actionable
    assert not hand["palace"].actionable and "costs 5" in hand["palace"].reason()
    assert not hand["manor"].actionable and "already has" in hand["manor"].reason()
    click_item(ui, hand["palace"])
    click_item(ui, hand["manor"])
    assert kinds(scene.session.state.players[0].city) == ["manor"]
    click_item(ui, items(scene, "hand")[1])  # the temple (hand order kept)
    s = scene.session.state
    assert kinds(s.players[0].city) == ["manor", "temple"] and s.players[0].gold == 1


def test_architect_shows_builds_left(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("architect")
        .gold(0, 9)
        .hand(0, "temple", "tavern", "watchtower")
        .turn("architect", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert "3 more districts" in scene.prompt[1]
    click_item(ui, items(scene, "hand")[0])
    assert "2 more districts" in scene.prompt[1]


# ---------------------------------------------------------------------------------------- income
def test_income_button_shows_the_amount(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 0).city(0, "manor", "castle", "temple").turn("king", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    income = button(scene, "Collect income (+2)")
    ui.click(income, frames=2)
    assert scene.session.state.players[0].gold == 2
    assert not button(scene, "Income collected").enabled


def test_school_of_magic_asks_for_a_type(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 0).city(0, "manor", "school_of_magic").turn("king", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Collect income (+2)"), frames=2)
    assert scene.mode == "school"
    ui.click(button(scene, "Noble (+2)"), frames=2)
    s = scene.session.state
    assert s.players[0].gold == 2 and s.income_taken


def test_auto_income_collects_at_the_best_moment(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off", auto_income=True)
    ui = UIDriver(app, wall_limit=120)
    # a noble card in hand that she can afford: income waits for the build
    state = _turn("king").gold(0, 3).city(0, "manor").hand(0, "castle").turn("king", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert not scene.session.state.income_taken
    castle = items(scene, "hand")[0]
    assert castle.actionable and len(castle.actions) == 2  # income (+1) first, then the castle (4)
    click_item(ui, castle)
    ui.frames(3)
    s = scene.session.state
    assert kinds(s.players[0].city) == ["manor", "castle"] and s.income_taken and s.players[0].gold == 0


# ---------------------------------------------------------------------------------------- abilities
def test_assassin_murders_with_the_character_picker(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("assassin").turn("assassin", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Murder"), frames=2)
    targets = {i.key[1]: i for i in items(scene, "murder")}
    assert not targets[1].actionable and "yourself" in targets[1].reason()
    click_item(ui, targets[1])
    assert scene.session.state.murdered == 0
    click_item(ui, targets[4])  # selected: nothing happens yet (issue 20: select, then confirm)
    assert scene.session.state.murdered == 0 and scene.selected == [4]
    click_item(ui, targets[4])
    assert scene.session.state.murdered == 4 and scene.mode == "normal"


def test_thief_cannot_rob_the_assassin_or_the_murdered(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("thief")
        .characters({0: "thief", 1: "assassin", 2: "king"})
        .murdered("king")
        .turn("thief", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Rob"), frames=2)
    targets = {i.key[1]: i for i in items(scene, "rob")}
    assert "Assassin" in targets[1].reason() and not targets[1].actionable
    assert "murdered" in targets[4].reason() and not targets[4].actionable
    assert not targets[2].actionable
    ui.key(pygame.K_1, frames=2)  # a disabled rank by key: nothing
    assert scene.session.state.robbed == 0
    ui.key(pygame.K_6, frames=2)
    assert scene.session.state.robbed == 0 and scene.selected == [6]
    ui.key(pygame.K_RETURN, frames=2)
    assert scene.session.state.robbed == 6


def test_escape_leaves_a_target_mode(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("assassin").turn("assassin", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Murder"), frames=2)
    assert scene.mode == "murder"
    ui.key(pygame.K_ESCAPE, frames=2)
    assert scene.mode == "normal" and scene.session.state.murdered == 0


def test_magician_swaps_hands_with_a_seat(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("magician")
        .hand(0, "temple")
        .hand(2, "palace", "castle")
        .turn("magician", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Swap hands"), frames=2)
    ui.click(button(scene, "Carmen (2 cards)"), frames=2)
    s = scene.session.state
    assert kinds(s.players[0].hand) == ["palace", "castle"] and kinds(s.players[2].hand) == ["temple"]


def test_magician_exchanges_selected_cards(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (_turn("magician").hand(0, "temple", "tavern", "palace").deck_top("castle", "harbor")
             .turn("magician", gathered=True).build())  # fmt: skip
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Exchange cards"), frames=2)
    assert scene.mode == "exchange"
    confirm = button(scene, "Exchange 1 card")
    assert not confirm.enabled  # nothing selected yet
    hand = items(scene, "hand")
    click_item(ui, hand[0])
    click_item(ui, items(scene, "hand")[1])
    assert scene.selected and len(scene.selected) == 2
    ui.click(button(scene, "Exchange 2 cards"), frames=2)
    s = scene.session.state
    assert sorted(kinds(s.players[0].hand)) == ["castle", "harbor", "palace"] and s.decision == Decision.MAIN


def test_warlord_targets_show_prices_and_reasons(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=3)
        .gold(0, 3)
        .city(1, "manor", "keep")
        .city(2, "temple")
        .city(3, "palace")
        .characters({0: "warlord", 1: "king", 2: "bishop", 3: "merchant"})
        .turn("warlord", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Destroy"), frames=2)
    targets = {(i.key[1], i.name): i for i in items(scene, "destroy")}
    manor = targets[(1, "manor")]
    assert manor.actionable and manor.choice.note == "2"
    assert "Keep" in targets[(1, "keep")].reason() and not targets[(1, "keep")].actionable
    assert "Bishop" in targets[(2, "temple")].reason() and not targets[(2, "temple")].actionable
    palace = targets[(3, "palace")]
    assert not palace.actionable and "4 gold" in palace.reason()
    click_item(ui, palace)
    assert kinds(scene.session.state.players[3].city) == ["palace"]
    click_item(ui, manor)
    assert kinds(scene.session.state.players[1].city) == ["manor", "keep"] and scene.selected == [
        manor.key[2]
    ]
    click_item(ui, manor)
    s = scene.session.state
    assert kinds(s.players[1].city) == ["keep"] and s.players[0].gold == 1


def test_laboratory_and_smithy(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("king")
        .gold(0, 3)
        .city(0, "laboratory", "smithy")
        .hand(0, "temple")
        .turn("king", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Laboratory"), frames=2)
    assert scene.mode == "lab"
    click_item(ui, items(scene, "hand")[0])
    s = scene.session.state
    assert s.players[0].gold == 4 and not s.players[0].hand and s.lab_used
    ui.click(button(scene, "Smithy"), frames=2)
    assert s.players[0].gold == 2 and len(s.players[0].hand) == 3
    assert not button(scene, "Smithy").enabled and "used" in button(scene, "Smithy").tooltip_text()
    assert not button(scene, "Laboratory").enabled


class ScriptedWarlord(Unwatching):
    """A test bot: destroys seat 2's Manor when it can, otherwise the first legal action."""

    name = "scripted"
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.last_reason = None

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        for a in legal:
            if isinstance(a, Destroy) and a.seat == 2:
                return a
        return EndTurn() if EndTurn() in legal else legal[0]


def test_graveyard_offer_to_a_human_who_is_not_the_active_player(fast, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    monkeypatch.setitem(registry.BOTS, "scripted", ScriptedWarlord)
    state = (
        Scenario(players=4, seed=3)
        .gold(0, 2).gold(1, 5)
        .city(0, "graveyard")
        .city(2, "manor")
        .characters({1: "warlord", 0: "king", 2: "merchant", 3: "thief"})
        .turn("warlord", gathered=True)
        .build()
    )  # fmt: skip
    scene = open_table(app, ui, state, bot="scripted")
    wait_my_turn(ui, scene)
    assert scene.session.decision == Decision.GRAVEYARD
    assert "Graveyard" in scene.prompt[0]
    ui.click(button(scene, "Take it"), frames=2)
    s = scene.session.state
    assert kinds(s.players[0].hand) == ["manor"] and s.players[0].gold == 1


# ---------------------------------------------------------------------------------------- ending the turn
def test_end_turn_asks_when_a_build_is_still_possible(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 3).hand(0, "temple").turn("king", gathered=True, income_taken=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "End turn"), frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene) and scene.session.decision == Decision.MAIN
    confirm._cancel()
    ui.frames(2)
    assert scene.session.decision == Decision.MAIN and scene.session.to_move == 0
    ui.key(pygame.K_e, frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene)
    confirm._confirm()
    ui.frames(2)
    assert scene.session.state.cur_rank != 4 or scene.session.to_move != 0


def test_end_turn_without_confirmation_when_nothing_is_left(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 0).hand(0, "palace").turn("king", gathered=True, income_taken=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "End turn"), frames=2)
    assert not isinstance(ui.top, ConfirmScene)
    assert scene.session.history[-1].__class__.__name__ != "IncomeTaken"
    assert any(type(e).__name__ == "TurnEnded" for e in scene.session.history)


def test_uncollected_income_asks_before_ending(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("king").gold(0, 0).city(0, "manor").turn("king", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "End turn"), frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene) and "+1" in confirm.message()  # type: ignore[operator]


def test_every_clickable_thing_is_legal(fast) -> None:  # type: ignore[no-untyped-def]
    """Whatever the table offers in a busy turn is exactly a legal action sequence."""
    app, ui = fast
    state = (_turn("warlord").gold(0, 4).city(0, "laboratory", "smithy", "manor").hand(0, "temple", "fortress", "manor")
             .city(1, "castle").turn("warlord", gathered=True).build())  # fmt: skip
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    legal = set(scene.session.legal(0))
    for item in scene.items:
        if item.actionable:
            assert item.actions[-1] in legal
    for b in scene.buttons:
        for a in getattr(b, "actions", ()):
            if b.enabled and not isinstance(a, Choice):
                assert a in legal or scene.mode != "normal"


def test_seat_helpers_used_by_the_scenarios() -> None:
    s = (
        Scenario(players=4)
        .city(1, "manor")
        .hand(0, "temple")
        .characters({0: "king"})
        .turn("king", gathered=True)
        .build()
    )
    assert seat_of(s, "king") == 0 and in_city(s, 1, "manor") and in_hand(s, 0, "temple")
    assert DistrictType.NOBLE == 0


def test_keyboard_tab_moves_focus_and_enter_confirms(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        _turn("king")
        .gold(0, 5)
        .hand(0, "temple", "palace")
        .turn("king", gathered=True, income_taken=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.key(pygame.K_TAB, frames=1)
    first = scene.ui.focus
    assert first is not None and scene.ui.keyboard_mode
    ui.key(pygame.K_RIGHT, frames=1)
    assert scene.ui.focus is not first
    ui.key(pygame.K_LEFT, frames=1)
    assert scene.ui.focus is first and getattr(first, "key", None) == (
        "hand",
        scene.session.state.players[0].hand[0].id,
    )
    ui.key(pygame.K_RETURN, frames=2)
    assert kinds(scene.session.state.players[0].city) == ["temple"]


def test_cards_drawn_outside_the_resource_step_are_marked_new(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = _turn("architect").gold(0, 0).deck_top("castle", "manor").turn("architect").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Take 2 gold"), frames=3)
    fresh = [i.name for i in items(scene, "hand") if i.fresh]
    assert sorted(fresh) == ["castle", "manor"]
