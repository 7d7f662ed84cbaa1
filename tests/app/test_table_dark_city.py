"""A human holding any Dark City character can play the whole turn by clicking, and can answer the
Dark City decisions (the Witch's spell, the Wizard's take, the Emperor's tribute) — through a
dedicated prompt or the generic one (a button per legal action, in words)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from table_testlib import button, click_item, open_table, wait_my_turn

from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.table.buttons import RowButton
from citadels.app.table.describe import describe_action
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import (
    ACTION_TYPES,
    Beautify,
    Bewitch,
    BuildWithLoan,
    CollectTithe,
    Decision,
    DistrictType,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    GameState,
    GiveCard,
    GiveCrown,
    KeepThreatHidden,
    KeepWarrantHidden,
    LookAtHand,
    LookForType,
    PayBribe,
    PlaceThreats,
    PlaceWarrants,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    SeizeDistrict,
    SwapDistricts,
    TakeExtraGold,
    TakeFromHand,
    TakeIncome,
    TakeRandomCards,
    TheaterDecline,
    TheaterSwap,
    TributeCard,
    TributeGold,
)
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from citadels.engine.actions import BuildByDestroying, BuildWithCards, DestroyWithArmory, StoreInMuseum
from citadels.engine.view import make_view
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import set_language
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario

NAMES = ("Ana", "Bruno", "Carmen", "Diego")
CLASSIC = {"PickCharacter", "DiscardCharacter", "TakeGold", "DrawCards", "KeepCard", "Build", "TakeIncome", "Murder", "Rob",
           "SwapHands", "ExchangeCard", "FinishExchange", "Destroy", "GraveyardTake", "GraveyardDecline", "LaboratoryDiscard",
           "SmithyDraw", "EndTurn"}  # fmt: skip
DARK = DARK_CITY_WITH_ARTIST


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def dark_state(name: str, humans_crown: int = 3) -> GameState:
    s = (
        Scenario(players=4, seed=5)
        .line_up(*DARK)
        .gold_all(3)
        .gold(0, 9)
        .gold(2, 12)
        .crown(humans_crown)
        .hand(0, "manor", "tavern")
        .city(0, "temple", "market")
        .city(1, "castle", "watchtower")
        .city(2, "harbor", "trading_post")
        .deal(3, 1, 2, 3)
        .characters({0: name})
        .turn(name, gathered=True)
    )
    return s.build()


def ability_buttons(scene: TableScene, name: str) -> list:  # type: ignore[type-arg]
    types = ENGINE_ABILITIES[name].action_types if name in ENGINE_ABILITIES else ()
    return [b for b in scene.buttons if b.enabled and b.actions and all(type(a) in types for a in b.actions)]


def choice_buttons(scene: TableScene) -> list:  # type: ignore[type-arg]
    return [
        b
        for b in scene.buttons
        if b.enabled and b.actions and not any(isinstance(a, (EndTurn, TakeIncome)) for a in b.actions)
    ]


def play_turn(ui: UIDriver, scene: TableScene, name: str) -> bool:
    """Click through the turn: the ability (or the decision it leads to) first, then End turn.
    Returns whether the ability was used."""
    used = False
    start = len(scene.session.actions)
    rank = scene.session.state.cur_rank
    for _ in range(400):
        if isinstance(ui.top, ConfirmScene):
            ui.top._confirm()
            ui.frames(3)
            continue
        if not scene.my_turn:
            if scene.session.state.cur_rank != rank or scene.session.game_over:
                break
            ui.frame()  # another seat answers (the Emperor's tribute)
            continue
        decision = scene.session.decision
        if decision in (Decision.BEWITCH, Decision.TAKE_FROM_HAND):
            options = choice_buttons(scene) or [i for i in scene.items if i.enabled and i.key[0] != "hand"]
            assert options, f"nothing to click for {decision.name}: {scene.prompt}"
            ui.click(options[0], frames=3)
            used = True
            continue
        assert decision == Decision.MAIN, decision
        buttons = ability_buttons(scene, name) if not scene.session.view(0).ability_used else []
        income = [b for b in scene.buttons if b.enabled and any(isinstance(a, TakeIncome) for a in b.actions)]
        if not buttons and income and not scene.session.view(0).ability_used:
            ui.click(income[0], frames=3)  # the Abbot's tithe waits for his income (RULES.md §6)
            continue
        if buttons:
            before = len(scene.session.actions)
            ui.click(buttons[0], frames=3)
            for _step in range(4):  # a list of uses, or a dedicated step: pick until an action goes
                if scene.mode == "normal" or len(scene.session.actions) > before:
                    break
                options = choice_buttons(scene) or [
                    i for i in scene.items if i.enabled and i.key[0] != "hand" and not i.selected
                ]
                assert options, f"nothing to choose in mode {scene.mode}"
                ui.click(options[0], frames=3)
            assert len(scene.session.actions) > before, f"the {name}'s step submitted nothing"
            used = True
            continue
        end = [b for b in scene.buttons if EndTurn() in b.actions]
        assert end and end[0].enabled, [resolve(b.label) for b in scene.buttons]
        ui.click(end[0], frames=3)
    assert len(scene.session.actions) > start
    return used


@pytest.mark.parametrize("name", DARK)
def test_a_human_plays_each_dark_city_character_by_clicking(fast, name: str) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state(name)
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.session.state.cur_rank == DARK.index(name) + 1
    used = play_turn(ui, scene, name)
    ui.wait_for(
        lambda: scene.session.state.cur_rank != DARK.index(name) + 1 or scene.session.game_over,
        600,
        "the next character",
    )
    active = name in ENGINE_ABILITIES or name == "witch"
    assert used == active, (name, used)
    if name == "witch":
        assert scene.session.state.bewitched > 0
    if name == "emperor":
        assert scene.session.state.crown_given_to not in (-1, 0)


def test_every_dark_city_action_is_described_in_words_in_both_languages() -> None:
    state = dark_state("diplomat")
    view = make_view(state, 0)
    temple, castle = state.players[0].city[0].id, state.players[1].city[0].id
    manor = state.players[0].hand[0].id
    actions = [
        Bewitch(4),
        LookAtHand(1),
        TakeFromHand(manor),
        TakeFromHand(manor, True),
        GiveCrown(2),
        TributeGold(),
        TributeCard(manor),
        CollectTithe(),
        TakeExtraGold(),
        DrawExtraCards(),
        SwapDistricts(temple, 1, castle),
        Beautify(temple),
        Beautify(temple, castle),
        DrawToKeepOne(),
        SeizeDistrict(1, castle),
        BuildWithLoan(manor, 1, (temple,)),
        LookForType(1, DistrictType.RELIGIOUS),
        TakeRandomCards(),
        GiveCard(1, manor),
        PlaceWarrants(6, 4, 7),
        RevealWarrant(),
        KeepWarrantHidden(),
        PlaceThreats(6, 4),
        PayBribe(),
        RefuseBribe(),
        RevealThreat(),
        KeepThreatHidden(),
        BuildWithCards(manor, (temple,)),
        BuildByDestroying(manor, temple),
        DestroyWithArmory(1, castle),
        StoreInMuseum(manor),
        TheaterSwap(1, 4),
        TheaterDecline(),
    ]  # fmt: skip  (and the 2016 characters', the builds paid otherwise and the Theater's)
    assert {type(a) for a in actions} | {t for t in ACTION_TYPES if t.__name__ in CLASSIC} == set(
        ACTION_TYPES
    )
    try:
        for lang in ("en", "es"):
            set_language(lang)
            seen = set()
            for a in actions:
                words = describe_action(a, view, NAMES)
                assert words and type(a).__name__ not in words and "{" not in words, (lang, a, words)
                seen.add(words)
            assert len(seen) == len(actions), lang
        set_language("es")
        assert describe_action(Bewitch(4), view, NAMES) == "hechiza al Emperador"
        assert describe_action(GiveCrown(2), view, NAMES) == "da la corona a Carmen"
    finally:
        set_language("en")


def use(ui: UIDriver, scene: TableScene, action: object) -> None:
    """Click the button offering `action`; when it opens a step (a row of seats), click there again."""
    before = len(scene.session.actions)
    ui.click([b for b in scene.buttons if action in b.actions and b.enabled][0], frames=3)
    if len(scene.session.actions) == before:
        assert scene.mode != "normal"
        ui.click([b for b in scene.buttons if action in b.actions and b.enabled][0], frames=3)
    assert len(scene.session.actions) == before + 1


def pass_handoff(ui: UIDriver, scene: TableScene, seat: int) -> None:
    ui.wait_for(lambda: isinstance(ui.top, HandoffScene), 300, "the hand-off")
    assert scene.viewer is None and not [i for i in scene.items if i.key[0] == "hand"]
    for _ in range(20):  # the screen arms itself after a moment
        ui.frames(5)
        handoff = ui.top
        if isinstance(handoff, HandoffScene):
            ui.click(handoff.ready_button, frames=3)
        if ui.top is scene:
            break
    assert ui.top is scene and scene.viewer == seat


def test_the_emperors_crown_recipient_answers_the_tribute_after_the_hand_off(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("emperor")
    scene = open_table(app, ui, state, humans=(0, 1))
    pass_handoff(ui, scene, 0)
    wait_my_turn(ui, scene)
    use(ui, scene, GiveCrown(1))
    assert scene.session.decision == Decision.TRIBUTE and scene.session.to_move == 1
    pass_handoff(ui, scene, 1)
    hand = list(scene.session.view(1).hand)
    legal = scene.session.legal(1)
    assert TributeGold() in legal and all(TributeCard(c.id) in legal for c in hand)
    cards = {i.key[1]: i for i in scene.items if i.key[0] == "hand" and i.enabled}
    assert set(cards) == {c.id for c in hand}, "every card of the hand can be given"
    assert all(cards[c.id].actions == (TributeCard(c.id),) for c in hand)
    assert scene.widgets_for(TributeGold()) and "Emperor" in scene.prompt[0]
    gift = hand[-1]
    click_item(ui, cards[gift.id], frames=3)
    assert gift in scene.session.state.players[0].hand and gift not in scene.session.state.players[1].hand
    pass_handoff(ui, scene, 0)
    assert scene.session.decision == Decision.MAIN and scene.my_turn


def test_the_tribute_in_gold_by_its_button(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("emperor")
    scene = open_table(app, ui, state, humans=(0, 1))
    pass_handoff(ui, scene, 0)
    use(ui, scene, GiveCrown(1))
    pass_handoff(ui, scene, 1)
    gold = (scene.session.state.players[0].gold, scene.session.state.players[1].gold)
    ui.click(button(scene, "Pay 1 gold"), frames=3)
    assert (scene.session.state.players[0].gold, scene.session.state.players[1].gold) == (
        gold[0] + 1,
        gold[1] - 1,
    )


def test_the_witch_bewitches_by_clicking_a_character_card(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("witch")
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.session.decision == Decision.BEWITCH
    cards = {i.key[1]: i for i in scene.items if i.key[0] == "bewitch"}
    assert sorted(cards) == list(range(1, 10))
    assert not cards[1].enabled and all(cards[r].enabled for r in range(2, 10))
    assert "bewitch" in scene.prompt[0]
    ui.key(pygame.K_5, frames=3)  # the digit of the rank, like the murder: selects it
    assert scene.session.state.bewitched == 0 and scene.selected == [5]
    ui.key(pygame.K_5, frames=3)  # the same digit again confirms, as a second click does
    assert scene.session.state.bewitched == 5


def test_the_wizard_sees_the_peeked_hand_as_cards_then_keeps_or_builds(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("wizard")
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Look at a hand"), frames=3)
    assert scene.mode == "peek" and len(scene.buttons) == 4  # three seats and Cancel
    ui.click(button(scene, "Carmen"), frames=3)
    assert scene.session.decision == Decision.TAKE_FROM_HAND and "Carmen" in scene.prompt[0]
    peek = {i.key[1]: i for i in scene.items if i.key[0] == "peek"}
    assert set(peek) == {c.id for c in scene.session.state.players[2].hand}
    assert not button(scene, "Keep it").enabled  # nothing chosen yet
    target = max(scene.session.state.players[2].hand, key=lambda d: d.kind.cost)
    click_item(ui, peek[target.id], frames=3)
    assert scene.selected == [target.id] and target.kind.name.replace("_", " ")
    affordable = target.kind.cost <= scene.session.state.players[0].gold
    assert button(scene, "Build it").enabled == affordable
    ui.click(button(scene, "Keep it"), frames=3)
    assert target in scene.session.state.players[0].hand and scene.session.decision == Decision.MAIN


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", [4, 12])
def test_the_wizards_peeked_cards_are_big_enough_to_read(
    make_app, lang: str, size: tuple[int, int], count: int
) -> None:  # type: ignore[no-untyped-def]
    """At 8 players the stage is low: the peeked hand used to be a row of thumbnails (19×28 px at
    1280×720) in an empty panel, their names unreadable without hovering. Now the cards span the
    stage: a short hand at two thirds of the hand's card height or more, a long one still in one row
    of readable cards; Keep and Build beside them, clear of the cards, the prompt and Hint / Undo."""
    app = make_app(lang=lang, size=size, animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    state = (
        Scenario(players=8, seed=5).line_up(*DARK).gold_all(3).crown(3).deal(3).deal(count - 3, 4)
        .characters({0: "wizard"}).turn("wizard", gathered=True).build()
    )  # fmt: skip
    seats = tuple(SeatSetup(f"Player {i}", "human" if i == 0 else "bot", "greedy") for i in range(8))
    scene = TableScene(
        app, GameSession.from_state(GameSetup(seats, characters=",".join(DARK)), state), bot_processes="never"
    )
    app.push(scene)
    ui.frames(3)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Look at a hand" if lang == "en" else "Mirar una mano"), frames=3)
    ui.click(next(b for b in scene.buttons if b.actions == (LookAtHand(4),)), frames=3)
    assert scene.session.decision == Decision.TAKE_FROM_HAND
    peek = [i.rect for i in scene.items if i.key[0] == "peek"]
    hand = [i.rect for i in scene.items if i.key[0] == "hand"]
    assert len(peek) == count and hand
    s = scene.geo.s
    if count <= 4:
        assert all(r.h >= hand[0].h * 2 / 3 and r.w >= 66 * s for r in peek), (peek, hand[0])
    else:
        assert all(r.w >= 42 * s for r in peek), peek
    assert all(a.right <= b.x for a, b in itertools.pairwise(peek)), "one row, no overlap"
    assert all(scene.geo.stage.contains(r) for r in peek)
    ui.frames(2)
    prompt = scene.renderer._prompt_text
    assert prompt is not None and not any(r.colliderect(prompt) for r in peek)
    side = [scene.hint_button.rect, scene.undo_button.rect]
    keep, build = (
        button(scene, "Keep it" if lang == "en" else "Conservarla"),
        button(scene, "Build it" if lang == "en" else "Construirla"),
    )
    for b in (keep, build):
        assert scene.geo.stage.contains(b.rect)
        assert not any(b.rect.colliderect(r) for r in [*peek, *side, prompt]), b.rect


@pytest.mark.parametrize(
    ("label", "gold", "cards"), [("Navigator: +4 gold", 4, 0), ("Navigator: +4 cards", 0, 4)]
)
def test_the_navigator_takes_4_gold_or_4_cards_with_a_button(fast, label: str, gold: int, cards: int) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("navigator")
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    me = scene.session.state.players[0]
    before = (me.gold, len(me.hand))
    ui.click(button(scene, label), frames=3)
    me = scene.session.state.players[0]
    assert (me.gold, len(me.hand)) == (before[0] + gold, before[1] + cards)
    assert (
        not button(scene, "Navigator: +4 gold").enabled and not button(scene, "Navigator: +4 cards").enabled
    )


@pytest.mark.parametrize(
    ("lang", "says"), [("en", "The Navigator cannot build."), ("es", "El Navegante no puede construir.")]
)
def test_the_navigator_is_told_he_cannot_build_not_that_he_has_built(fast, lang: str, says: str) -> None:  # type: ignore[no-untyped-def]
    """RULES.md §6: the Navigator never builds; nothing was built, so "You have built this turn" and
    "already built 0 districts" were wrong (the same when the Witch plays a bewitched Navigator)."""
    app, ui = fast
    set_language(lang)
    try:
        scene = open_table(app, ui, dark_state("navigator"))
        wait_my_turn(ui, scene)
        assert says in scene.prompt[1]
        cards = [i for i in scene.items if i.key[0] == "hand"]
        assert cards and all(i.reason() == says for i in cards), [i.reason() for i in cards]
    finally:
        set_language("en")


def test_the_emperor_chooses_the_crown_recipient_among_the_seats_that_may_take_it(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = dark_state("emperor")  # the crown is with Diego (seat 3)
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert not button(scene, "End turn").enabled  # the crown must be given first
    ui.click(button(scene, "Give the crown"), frames=3)
    assert scene.mode == "crown"
    offered = {a.seat for b in scene.buttons for a in b.actions if isinstance(a, GiveCrown)}
    assert offered == {1, 2}
    # the recipient pays 1 gold or a card: each button shows both (Carmen has 12 gold, Bruno 3)
    labels = sorted(
        resolve(b.label) for b in scene.buttons if any(isinstance(a, GiveCrown) for a in b.actions)
    )
    hands = [len(scene.session.state.players[s].hand) for s in (1, 2)]
    assert labels == [f"Bruno (3 gold, {hands[0]} cards)", f"Carmen (12 gold, {hands[1]} cards)"]
    ui.click(button(scene, "Carmen"), frames=3)
    ui.wait_for(lambda: scene.session.state.crown == 2 and scene.my_turn, 600, "the tribute")
    assert button(scene, "End turn").enabled


def test_the_witch_playing_the_emperor_may_crown_its_holder_not_herself_nor_the_previous_holder(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5).line_up(*DARK).gold_all(3).crown(3).deal(3, 0, 1, 2, 3)
        .characters({0: "witch", 1: "emperor"}).bewitched("emperor").turn("emperor", gathered=True).build()
    )  # fmt: skip
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.session.state.cur_rank == 4 and scene.session.state.holder[4] == 1
    assert not button(scene, "End turn").enabled  # she gives the crown before the turn ends
    ui.click(button(scene, "Give the crown"), frames=3)
    offered = {a.seat for b in scene.buttons for a in b.actions if isinstance(a, GiveCrown)}
    assert offered == {1, 2}  # Bruno, who holds the Emperor, may take it; not Ana (the Witch) nor Diego
    ui.click(button(scene, "Bruno"), frames=3)
    ui.wait_for(lambda: scene.session.state.crown == 1 and scene.my_turn, 600, "the tribute")
    assert button(scene, "End turn").enabled


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_row_of_choices_keeps_clear_of_hint_and_undo(
    make_app, size: tuple[int, int], lang: str
) -> None:  # type: ignore[no-untyped-def]
    """At 8 players the Wizard's "whose hand?" row has eight buttons; wrapped onto several rows a row
    used to reach up under the Hint and Undo buttons (found playing at 1280×720). Here the real row,
    then a longer one (three rows of long labels) drawn the same way."""
    app = make_app(lang=lang, size=size, animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    state = (
        Scenario(players=8, seed=5)
        .line_up(*DARK)
        .gold_all(3)
        .crown(3)
        .hand(0, "manor", "tavern")
        .deal(3, 1, 2, 3, 4, 5, 6, 7)
        .characters({0: "wizard"})
        .turn("wizard", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Look at a hand" if lang == "en" else "Mirar una mano"), frames=3)
    assert scene.mode == "peek" and len(scene.buttons) == 8  # seven seats and Cancel
    side = [scene.hint_button.rect, scene.undo_button.rect]

    def clear_of_the_side(buttons: list) -> None:  # type: ignore[type-arg]
        for b in buttons:
            assert not any(b.rect.colliderect(s) for s in side), (b.rect, side)
            assert scene.geo.stage.contains(b.rect)

    clear_of_the_side(scene.buttons)
    scene.controls.buttons = []
    long_row = [
        RowButton(f"Maximiliana {i} (13 cartas)", lambda: None, "secondary", None, "", ()) for i in range(8)
    ]
    scene.controls.action_row(long_row)
    assert len(scene.controls.buttons) == 8
    clear_of_the_side(scene.controls.buttons)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [7, 8])
def test_the_emperors_crown_buttons_leave_the_prompt_readable(
    make_app, lang: str, size: tuple[int, int], players: int
) -> None:  # type: ignore[no-untyped-def]
    """Play-test #11: with six or seven seats to choose from, the rows of crown buttons (and a Cancel
    row) rose over the prompt's subtitle; letters of it showed between the buttons."""
    from citadels.session import GameSession, GameSetup, SeatSetup

    app = make_app(lang=lang, size=size, animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    names = ("Player 1", "Roderick", "Beatrice", "Alvar", "Eleanor", "Gonzalo", "Matilda", "Ferdinand")
    state = (Scenario(players=players, seed=5).line_up(*DARK).gold_all(3).crown(3).hand(0, "manor", "tavern")
             .characters({0: "emperor"}).turn("emperor", gathered=True).build())  # fmt: skip
    seats = tuple(SeatSetup(names[i], "human" if i == 0 else "bot", "greedy") for i in range(players))
    scene = TableScene(
        app, GameSession.from_state(GameSetup(seats, characters="darkcity"), state), bot_processes="never"
    )
    app.push(scene)
    ui.frames(3)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Dar la corona" if lang == "es" else "Give the crown"), frames=3)
    assert scene.mode == "crown"
    text_rect = scene.renderer.prompt_text
    assert text_rect is not None and scene.controls.prompt[1]
    seats_shown = [b for b in scene.buttons if b.actions]
    assert len(seats_shown) == players - 2  # not the Emperor, not the crown's holder
    for b in scene.buttons:
        assert not b.rect.colliderect(text_rect), (
            f"{resolve(b.label)} at {b.rect} covers the prompt {text_rect}"
        )
        assert scene.geo.stage.contains(b.rect)
    others = [b.rect for b in scene.buttons] + [scene.hint_button.rect]
    assert not any(a.colliderect(b) for i, a in enumerate(others) for b in others[i + 1 :])
