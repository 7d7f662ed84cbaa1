"""RULES.md §9.3 Cardinal and §9.13, 6: a human Cardinal's mix of cards paid into a Thieves' Den and
cards given for the rest of the gold, by clicking, where the mixes are many (review 8, finding 2): the
choice so far is worked out once per rebuild of the controls, not once per hand card, and the cards
clicked are matched to the legal build as the engine names it (the lowest copies of each district),
whichever copies he clicked."""

from __future__ import annotations

import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app.table.prompts import cardinal
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import GameState, PlayerView
from tests.engine.scenario import UNIQUES_2016_MEETINGS, Scenario

CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")
NINE = ("manor", "temple", "tavern", "market", "docks", "castle", "church", "palace", "harbor")


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def cardinal_turn(*hand: str, lenders: int = 9) -> GameState:
    """The Cardinal (Ana) with no gold and `hand`; the three others hold `lenders` gold each."""
    return (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .uniques(*UNIQUES_2016_MEETINGS)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .hand(0, *hand)
        .gold(0, 0)
        .gold(1, lenders)
        .gold(2, lenders)
        .gold(3, lenders)
        .turn("cardinal", gathered=True)
        .build()
    )


def _click_hand(ui: UIDriver, scene: TableScene, card_id: int) -> None:
    click_item(ui, {i.key[1]: i for i in items(scene, "hand")}[card_id], frames=3)


def _choose_in_hand(ui: UIDriver, scene: TableScene, card_id: int) -> None:
    """A hand card's click by the card itself: in a fan of 10 the raised cards cover the middle of
    their neighbours, where `click_item` points."""
    {i.key[1]: i for i in items(scene, "hand")}[card_id].click()
    ui.frames(3)


class _Counted(cardinal.LoanChoice):
    made = 0

    def __init__(self, *args: object, **kwargs: object) -> None:
        type(self).made += 1
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


def _made_per_rebuild(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(cardinal, "LoanChoice", _Counted)
    _Counted.made = 0
    scene.controls.invalidate()
    scene.controls.refresh()
    monkeypatch.undo()
    return _Counted.made


def test_9_13_6_each_rebuild_of_the_cardinals_steps_works_out_his_choice_once(fast, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Review 8's position (17,870 legal actions): the Den, 2 cards into it, Carmen's gold, 4 cards
    given, built; every step's rebuild (its prompt and each of the 10 hand cards) makes one
    `LoanChoice`."""
    app, ui = fast
    scene = open_table(app, ui, cardinal_turn("thieves_den", *NINE))
    wait_my_turn(ui, scene)
    assert len(scene.session.legal(0)) == 17870
    ui.click(button(scene, "Build with another's gold"), frames=3)
    ids = {c.name: c.id for c in scene.session.view(0).hand}
    assert _made_per_rebuild(scene, monkeypatch) == 1
    _choose_in_hand(ui, scene, ids["thieves_den"])
    for name in ("manor", "temple"):
        _choose_in_hand(ui, scene, ids[name])
    assert "2 cards paid into it: 4 gold still missing" in scene.controls.prompt[1]
    assert _made_per_rebuild(scene, monkeypatch) == 1
    ui.click(button(scene, "Continue"), frames=3)
    assert _made_per_rebuild(scene, monkeypatch) == 1
    ui.click(button(scene, "Carmen (9 gold)"), frames=3)
    for name in ("tavern", "market", "docks"):
        _choose_in_hand(ui, scene, ids[name])
    assert _made_per_rebuild(scene, monkeypatch) == 1
    _choose_in_hand(ui, scene, ids["church"])
    assert "2 cards paid into it" in scene.controls.prompt[0] and "Carmen" in scene.controls.prompt[0]
    assert _made_per_rebuild(scene, monkeypatch) == 1
    ui.click(button(scene, "Build"), frames=3)
    after: PlayerView = scene.session.view(0)
    assert ids["thieves_den"] in {c.id for c in after.me().city}
    assert {c.name for c in after.hand} == {"castle", "palace", "harbor"}
    assert after.table[2].gold == 5 and after.table[2].hand_size == 4
    deck = scene.session.state.deck  # type: ignore[union-attr]
    assert sorted(c.id for c in deck[:2]) == sorted((ids["manor"], ids["temple"]))  # into the Den


def test_9_13_6_the_cardinal_may_click_any_copies_for_the_den_and_the_gift(fast) -> None:  # type: ignore[no-untyped-def]
    """Two Temples and two Manors: he pays the higher Temple and Manor into the Den and gives the lower
    ones with the Tavern and the Market; the build is the legal one, named with the lowest copies into
    the Den (the engine's naming), and a Temple and a Manor go to the lender either way."""
    app, ui = fast
    scene = open_table(
        app, ui, cardinal_turn("thieves_den", "temple", "temple", "manor", "manor", "tavern", "market")
    )
    wait_my_turn(ui, scene)
    hand = scene.session.view(0).hand
    low = {c.name: c.id for c in reversed(hand)}  # the lowest id of each name wins
    high = {c.name: c.id for c in sorted(hand, key=lambda c: c.id)}
    assert low["temple"] < high["temple"] and low["manor"] < high["manor"]
    ui.click(button(scene, "Build with another's gold"), frames=3)
    _click_hand(ui, scene, low["thieves_den"])
    for name in ("temple", "manor"):
        _click_hand(ui, scene, high[name])
    ui.click(button(scene, "Continue"), frames=3)
    ui.click(button(scene, "Bruno (9 gold)"), frames=3)
    for name in ("temple", "manor", "tavern", "market"):
        _click_hand(ui, scene, low[name])
    build = button(scene, "Build")
    assert build.enabled
    (action,) = build.actions
    assert action.den == tuple(sorted((low["temple"], low["manor"])))
    assert action.given == tuple(sorted((high["temple"], high["manor"], low["tavern"], low["market"])))
    ui.click(build, frames=3)
    after = scene.session.view(0)
    assert after.hand == () and after.table[1].hand_size == 4 and after.table[1].gold == 5
