"""A human plays the 2016 box's Scholar and Patrician by clicking (RULES.md §9.3): the Scholar's
"Draw 7, keep 1" shows the seven to him alone and a click keeps one; the Patrician's income button
says it brings cards. The Spy's step says what it does before he commits and the hand he saw is
shown to him alone (not after the hot-seat hand-off); the Seer chooses who receives which card, shown
before he gives them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_testlib import button, click_item, items, open_table, wait_my_turn

from citadels.app import text
from citadels.app.app import App
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.table import renderer as table_renderer
from citadels.app.table.layout import TILE_COL_MIN_W
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Build, Decision, GameState, LookForType, TakeRandomCards
from tests.engine.scenario import UNIQUES_2016 as DECK_2016
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


# ---------------------------------------------------------------------- the Spy and the Seer
SPY_SEER = ("assassin", "spy", "seer", "king", "bishop", "merchant", "architect", "warlord")


def spy_seer_state(name: str) -> GameState:
    return (
        Scenario(players=4, seed=5)
        .line_up(*SPY_SEER)
        .gold(0, 3)
        .hand(0, "tavern", "palace")
        .hand(1, "temple", "church", "manor")
        .gold(1, 5)
        .hand(2, "castle")
        .characters({0: name, 1: "king", 2: "bishop", 3: "warlord"})
        .turn(name, gathered=True)
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


def test_9_3_a_human_spies_saying_what_it_does_before_committing_and_sees_the_hand_alone(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, spy_seer_state("spy"), humans=(0, 1))
    ui.wait_for(lambda: isinstance(ui.top, HandoffScene), 600, "the Spy's hand-off")
    ui.frames(60)  # the screen arms itself
    ui.key(pygame.K_RETURN, frames=3)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Spy on a hand"), frames=3)
    assert scene.mode == "look_for_type"
    ui.click(button(scene, "Bruno (3 cards, 5 gold)"), frames=2)
    ui.click(button(scene, "Religious"), frames=2)
    # nothing is done yet: the prompt says whom, which type, and what each match brings
    assert len(scene.session.actions) == 0
    title, line = scene.controls.prompt
    assert "Bruno" in title and "Religious" in title and "5 gold" in line, (title, line)
    ui.key(pygame.K_RETURN, frames=3)
    assert scene.session.view(0).me().gold == 5 and scene.session.view(1).me().gold == 3
    seen = items(scene, "spied")
    assert sorted(i.key[1] for i in seen) == sorted(c.id for c in scene.session.state.players[1].hand)
    assert "Bruno" in scene.controls.prompt[1]
    # the turn ends; the next human (Bruno, the King) comes to the screen: the hand is not shown
    ui.key(pygame.K_e, unicode="e", frames=3)
    if not isinstance(ui.top, HandoffScene) and ui.top is not scene:  # "end your turn?" asked
        ui.click(ui.top.yes, frames=3)
    ui.wait_for(lambda: isinstance(ui.top, HandoffScene), 600, "Bruno's hand-off")
    assert not items(scene, "spied")
    ui.frames(60)
    ui.key(pygame.K_RETURN, frames=3)
    assert scene.viewer == 1 and not items(scene, "spied")
    assert scene.session.view(0).peek == () and scene.session.view(1).peek == ()


def test_9_3_a_human_seer_takes_then_chooses_who_gets_which_card_before_giving(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, spy_seer_state("seer"))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Take a card from each of 2 players"), frames=3)
    assert scene.session.decision == Decision.GIVE_CARDS
    view = scene.session.view(0)
    assert view.owed_a_card == (1, 2) and len(view.hand) == 4
    hand = {i.key[1]: i for i in items(scene, "hand")}
    palace = next(c.id for c in view.hand if c.kind.name == "palace")
    tavern = next(c.id for c in view.hand if c.kind.name == "tavern")
    click_item(ui, hand[palace], frames=2)
    hand = {i.key[1]: i for i in items(scene, "hand")}
    click_item(ui, hand[tavern], frames=2)
    # nothing given yet: the prompt and the stage say who receives what
    assert scene.session.decision == Decision.GIVE_CARDS
    line = scene.controls.prompt[1]
    assert "Bruno receives the Palace" in line and "Carmen receives the Tavern" in line, line
    assert {i.key[1] for i in items(scene, "gift")} == {palace, tavern}
    ui.click(button(scene, "Give the cards"), frames=3)
    assert scene.session.decision == Decision.MAIN
    state = scene.session.state
    assert any(c.id == palace for c in state.players[1].hand)
    assert any(c.id == tavern for c in state.players[2].hand)


def test_9_3_a_human_cardinal_with_a_factory_borrows_only_what_its_price_lacks(fast) -> None:  # type: ignore[no-untyped-def]
    """RULES.md §9.3: the shortfall is counted after the Factory's discount. The Library costs him 5:
    with 4 gold he borrows 1 and gives 1 card (the screen asked for 2 when it counted the printed 6)."""
    app, ui = fast
    state = (
        Scenario(players=4, seed=5)
        .uniques(*DECK_2016)
        .line_up(*CARDINAL_CAST)
        .gold(0, 4)
        .gold(2, 5)
        .hand(0, "library", "tavern", "docks")
        .city(0, "temple", "factory")
        .characters({0: "cardinal"})
        .turn("cardinal", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Build with another's gold"), frames=3)
    view = scene.session.view(0)
    library, tavern = (next(c for c in view.hand if c.name == n) for n in ("library", "tavern"))
    offer = {i.key[1]: i for i in items(scene, "hand")}[library.id]
    assert offer.choice.enabled and "1 gold missing" in offer.choice.reason, offer.choice.reason
    click_item(ui, offer, frames=3)
    ui.click(button(scene, "Carmen"), frames=3)
    click_item(ui, {i.key[1]: i for i in items(scene, "hand")}[tavern.id], frames=3)
    ui.click(button(scene, "Build"), frames=3)
    after = scene.session.view(0)
    assert library in after.me().city and after.me().gold == 0 and after.table[2].gold == 4
    assert [c.name for c in after.hand] == ["docks"]


# ---------------------------------------------------------------------- the Marshal (RULES.md §9.3)
MARSHAL_CAST = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "marshal")


def test_9_3_a_human_marshal_sees_the_price_of_a_seizure_before_confirming(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5)
        .line_up(*MARSHAL_CAST)
        .gold(0, 5)
        .city(1, "manor", "castle")
        .characters({0: "marshal", 1: "king", 2: "merchant", 3: "architect"})
        .turn("marshal", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Seize"), frames=3)
    assert scene.mode == "seize" and scene.controls.prompt[0] == "Choose a district to seize"
    by_id = {i.key[2]: i for i in items(scene, "seize")}
    tiles = {c.kind.name: by_id[c.id] for c in scene.session.state.players[1].city}
    assert tiles["manor"].choice.enabled and tiles["manor"].choice.note == "3"
    assert not tiles["castle"].choice.enabled and "cost 3 or less" in tiles["castle"].choice.reason
    click_item(ui, tiles["manor"], frames=3)
    assert scene.controls.prompt[0] == "Seize Bruno's Manor for 3 gold, paid to Bruno?"
    assert len(scene.session.actions) == 0  # nothing done before confirming
    ui.click(button(scene, "Seize"), frames=3)
    s = scene.session.state
    assert [c.kind.name for c in s.players[0].city] == ["manor"] and s.players[0].gold == 2


def _readable_tiles(scene: TableScene, prefix: str) -> list[Any]:
    """The stage's items `prefix` are district tiles whose names are written at the window's readable
    size (a tile writes its name at most 2 pixels lower than itself), wide enough for a name, under the
    prompt's two lines and apart from one another."""
    g = scene.geo
    shown = items(scene, prefix)
    assert shown and all(i.kind == "tile" for i in shown), [i.kind for i in shown]
    for i in shown:
        assert i.rect.h - 2 >= text.least_size() and i.rect.w >= g.px(TILE_COL_MIN_W), i.rect
        assert i.rect.top >= g.content.y + g.px(64) and g.stage.contains(i.rect), i.rect
    assert not any(a.rect.colliderect(b.rect) for k, a in enumerate(shown) for b in shown[k + 1 :])
    return shown


@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_9_3_the_spys_seen_hand_reads_at_every_window_size(make_app, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size, animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    scene = open_table(app, ui, spy_seer_state("spy"))
    wait_my_turn(ui, scene)
    bruno = next(a for a in scene.session.legal(0) if isinstance(a, LookForType) and a.seat == 1)
    assert scene.act([bruno])
    ui.frames(3)
    seen = _readable_tiles(scene, "spied")
    assert sorted(i.name for i in seen) == ["church", "manor", "temple"]


def test_9_3_the_seers_gifts_read_at_1024x576(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=(1024, 576), animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    scene = open_table(app, ui, spy_seer_state("seer"))
    wait_my_turn(ui, scene)
    assert scene.act([TakeRandomCards()])
    ui.frames(3)
    for k in range(2):
        hand = {i.key[1]: i for i in items(scene, "hand")}
        click_item(ui, hand[scene.session.view(0).hand[k].id], frames=2)
    gifts = _readable_tiles(scene, "gift")
    assert [i.caption for i in gifts] == ["For Bruno", "For Carmen"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_9_3_the_seers_line_at_8_players_says_where_the_choice_stands(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Seven players owed a card at 1024×576: the line naming every gift needs more than the prompt's
    two lines (it ended in "…", the player next hidden); the stage shows instead who is next, then for
    whom the cards chosen so far are, in the tiles' order, whole."""
    app = make_app(lang=lang, size=(1024, 576), animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    scene = _seer_at_8(app, ui)
    view = scene.session.view(0)
    for k in (0, -1):  # the fan's two ends (a hovered card's preview covers its neighbours)
        click_item(ui, items(scene, "hand")[k], frames=3)
    assert len(scene.selected) == 2
    shown: list[str] = []
    real = text.render_wrapped

    def spy(message: str, *args: object, **kwargs: object) -> pygame.Surface:
        shown.append(message)
        return real(message, *args, **kwargs)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(table_renderer.text, "render_wrapped", spy)
        scene.renderer._render_stage()
    full, short = scene.controls.prompt[1], scene.controls.prompt_short
    first, second, third = (scene.session.name(seat) for seat in view.owed_a_card[:3])
    assert short is not None and short.startswith(third), short  # who is next, first
    assert f"{first}, {second}." in short, short  # then for whom the tiles are, in their order
    room = scene.geo.content.w - scene.geo.px(124) - scene.geo.px(20)  # the renderer's line (not wide)
    body = scene.geo.fonts["body"]
    assert len(text.wrap(full, body, room)) > 2, full  # every gift named: no room
    assert short in shown and full not in shown
    assert len(text.wrap(short, body, room)) <= 2, short


def test_9_3_many_gifts_on_a_low_stage_stay_readable(make_app) -> None:  # type: ignore[no-untyped-def]
    """Seven cards chosen for seven players on the 8-player stage at 1024×576: two rows of tiles
    that write their names at the readable size, none narrower than a city's column, rather than
    seven slivers in one row."""
    app = make_app(size=(1024, 576), animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    scene = _seer_at_8(app, ui)
    for _k in range(7):  # the fan's ends, in turn (a hovered card's preview covers its neighbours)
        left = [i for i in items(scene, "hand") if not i.selected]
        click_item(ui, left[0 if _k % 2 == 0 else -1], frames=3)
    assert len(scene.selected) == 7
    gifts = _readable_tiles(scene, "gift")
    assert len(gifts) == 7 and len({i.rect.y for i in gifts}) == 2


def _seer_at_8(app: App, ui: UIDriver) -> TableScene:
    """The human Seer at 8 players, after taking a card from each of the seven others' hands."""
    seer_hand = ("tavern", "palace", "market", "docks", "harbor", "town_hall", "prison")
    others = ("temple", "church", "monastery", "cathedral", "manor", "castle", "watchtower")
    s = Scenario(players=8, seed=5).line_up(*SPY_SEER, "tax_collector_2016").gold(0, 3).hand(0, *seer_hand)
    for seat, name in enumerate(others, start=1):
        s = s.hand(seat, name)
    state = s.characters({0: "seer", 1: "king"}).turn("seer", gathered=True).build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.act([TakeRandomCards()])
    ui.frames(3)
    assert len(scene.session.view(0).owed_a_card) == 7
    return scene


# ---------------------------------------------------------------------- the Cardinal and the Thieves' Den
def cardinal_den_state() -> GameState:
    """The Cardinal (Ana) with 1 gold and the Thieves' Den (6): Carmen holds 2 gold, nobody more."""
    return (
        Scenario(players=4, seed=5)
        .uniques(*DECK_2016)
        .line_up(*CARDINAL_CAST)
        .gold(0, 1)
        .gold(1, 1)
        .gold(2, 2)
        .gold(3, 0)
        .hand(0, "thieves_den", "manor", "temple", "tavern", "market", "docks")
        .characters({0: "cardinal"})
        .turn("cardinal", gathered=True)
        .build()
    )


def _click_hand(ui: UIDriver, scene: TableScene, card_id: int) -> None:
    click_item(ui, {i.key[1]: i for i in items(scene, "hand")}[card_id], frames=3)


def _den_built(scene: TableScene, den: int, paid: list[int]) -> None:
    after = scene.session.view(0)
    assert den in {c.id for c in after.me().city} and after.me().gold == 0 and after.hand == ()
    assert after.table[2].gold == 0 and after.table[2].hand_size == 2
    state = scene.session.state
    assert sorted(c.id for c in state.deck[:3]) == sorted(paid)  # face down at the bottom of the deck


def test_9_13_6_a_human_cardinal_pays_cards_into_the_den_then_borrows_the_rest(fast) -> None:  # type: ignore[no-untyped-def]
    """The Cardinal's step: the Den, the cards paid into it (Continue only when a lender can cover what
    is left), the lender, the cards given, the whole price said before he confirms."""
    app, ui = fast
    scene = open_table(app, ui, cardinal_den_state())
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Build with another's gold"), frames=3)
    view = scene.session.view(0)
    ids = {c.name: c.id for c in view.hand}
    _click_hand(ui, scene, ids["thieves_den"])
    assert "Thieves' Den" in scene.controls.prompt[0]
    _click_hand(ui, scene, ids["manor"])
    assert button(scene, "Continue").enabled is False  # 4 gold still missing: nobody holds it
    for name in ("temple", "tavern"):
        _click_hand(ui, scene, ids[name])
    ui.click(button(scene, "Continue"), frames=3)
    ui.click(button(scene, "Carmen (2 gold)"), frames=3)
    for name in ("market", "docks"):
        _click_hand(ui, scene, ids[name])
    title = scene.controls.prompt[0]
    assert "3 cards paid into it" in title and "Carmen" in title, title
    assert "Market" in scene.controls.prompt[1] and "Docks" in scene.controls.prompt[1]
    assert "Manor" not in title + scene.controls.prompt[1]  # the Den's cards: counted, never named
    assert scene.session.view(0).me().gold == 1  # nothing is paid before the confirmation
    ui.click(button(scene, "Build"), frames=3)
    _den_built(scene, ids["thieves_den"], [ids["manor"], ids["temple"], ids["tavern"]])


def test_9_13_6_a_human_cardinal_borrows_from_the_thieves_dens_step(fast) -> None:  # type: ignore[no-untyped-def]
    """The Den's own step: the cards chosen leave more gold than he has; the Cardinal takes the rest
    from a player (the Den's cards kept chosen), then gives the cards for it."""
    app, ui = fast
    scene = open_table(app, ui, cardinal_den_state())
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Thieves' Den…"), frames=3)
    ids = {c.name: c.id for c in scene.session.view(0).hand}
    for name in ("manor", "temple", "tavern"):
        _click_hand(ui, scene, ids[name])
    assert button(scene, "Pay 3 cards and 3 gold").enabled is False  # he has 1 gold
    ui.click(button(scene, "Take 2 gold from a player"), frames=3)
    assert scene.mode == "loan"
    ui.click(button(scene, "Carmen (2 gold)"), frames=3)
    for name in ("docks", "market"):
        _click_hand(ui, scene, ids[name])
    ui.click(button(scene, "Build"), frames=3)
    _den_built(scene, ids["thieves_den"], [ids["manor"], ids["temple"], ids["tavern"]])
