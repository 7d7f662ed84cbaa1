"""The table at home (play-test #30): two people and bots at one screen, played through the app.

* Space, the "skip animations" key, tapped through the bots' turns never passes the "Pass to …" screen
  on, nor does a stray click: only its button or a fresh Enter after a moment (item 1);
* the next person's recap lists every public event since their last decision — the other person's
  whole Emperor turn included — and every line is in the scrollable list (item 2);
* a bot answering a question inside a person's own turn (the Emperor's crown) does not bring up a
  "Pass to …" screen for the person who simply continues (item 3).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_testlib import button, open_table, wait_my_turn

from citadels.app import text
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import ENTER_DELAY, HandoffScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Build, Decision, EndTurn, GameState, GiveCrown, TakeGold
from citadels.engine import events as ev
from citadels.text.i18n import set_language
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario

ANA, BRUNO = 0, 1


def emperor_state() -> GameState:
    """Bruno (the Tax Collector, rank 2) has played; Ana (the Emperor, rank 4) is about to play. The
    crown is with Diego (a bot), so Ana may give it to Carmen (a bot) or to Bruno."""
    return (
        Scenario(players=4, seed=5)
        .line_up(*DARK_CITY_WITH_ARTIST)
        .gold_all(3)
        .gold(ANA, 6)
        .hand(ANA, "temple", "manor")
        .city(ANA, "market")
        .hand(2, "tavern", "docks")  # gold and cards: Carmen owes a choice, the tribute
        .crown(3)
        .characters({ANA: "emperor", BRUNO: "tax_collector", 2: "alchemist", 3: "navigator"})
        .turn("emperor", gathered=True)
        .build()
    )


def confirm(ui: UIDriver, handoff: HandoffScene) -> None:
    ui.wait_for(lambda: handoff.age >= ENTER_DELAY, 200, "the hand-off to settle")
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is not handoff


@pytest.fixture
def table_app(make_app: Any) -> tuple[Any, UIDriver]:
    app = make_app(animation_speed="fast", bot_speed="fast")
    return app, UIDriver(app, dt=0.05, wall_limit=150)


def test_no_hand_off_when_ana_continues_after_a_bot_pays_her_emperors_tribute(table_app: Any) -> None:
    app, ui = table_app
    table = open_table(app, ui, emperor_state(), humans=(ANA, BRUNO))
    confirm(ui, ui.wait_for_scene(HandoffScene))
    wait_my_turn(ui, table)
    assert table.viewer == ANA
    pushed: list[str] = []
    real = app.nav.hand_off
    app.nav.hand_off = lambda name, *a, **k: (pushed.append(name), real(name, *a, **k))[1]  # type: ignore[method-assign]
    ui.click(button(table, "Give the crown"), frames=3)
    ui.click(button(table, "Carmen"), frames=3)  # a bot: it owes the tribute now
    assert table.session.decision == Decision.TRIBUTE and table.session.to_move == 2
    ui.wait_for(lambda: any(isinstance(e, ev.TributePaid) for e in table.session.history), 600, "the tribute")
    ui.wait_for(lambda: table.my_turn, 600, "Ana's turn to go on")
    assert pushed == [], f"a hand-off in the middle of Ana's own turn: {pushed}"
    assert not isinstance(ui.top, HandoffScene) and table.viewer == ANA
    assert [i for i in table.items if i.key[0] == "hand"], "Ana still sees her hand"
    assert table.session.state.crown == 2  # type: ignore[union-attr]


def _drawn(ui: UIDriver, frames: int) -> list[str]:
    seen: list[str] = []
    real = text.render_wrapped
    try:
        text.render_wrapped = lambda s, *a, **k: (seen.append(s), real(s, *a, **k))[1]  # type: ignore[assignment]
        ui.frames(frames)
    finally:
        text.render_wrapped = real  # type: ignore[assignment]
    return seen


@pytest.mark.parametrize("lang", ["en", "es"])
def test_brunos_recap_lists_anas_whole_emperor_turn_and_every_line_since_his_last_decision(
    make_app: Any, lang: str
) -> None:
    app = make_app(lang=lang, animation_speed="fast", bot_speed="fast", size=(1024, 576))
    set_language(lang)
    ui = UIDriver(app, dt=0.05, wall_limit=150)
    state = (
        Scenario(players=4, seed=5)
        .line_up(*DARK_CITY_WITH_ARTIST)
        .gold_all(3)
        .gold(ANA, 6)
        .hand(ANA, "temple", "manor")
        .hand(2, "tavern", "docks")
        .crown(3)
        .characters({ANA: "emperor", BRUNO: "tax_collector", 2: "alchemist", 3: "navigator"})
        .turn("tax_collector", gathered=True)
        .build()
    )
    table = open_table(app, ui, state, humans=(ANA, BRUNO))
    try:
        confirm(ui, ui.wait_for_scene(HandoffScene))
        wait_my_turn(ui, table)
        assert table.viewer == BRUNO
        table.act([EndTurn()])  # Bruno's last decision: his recap starts after it
        mark = len(table.session.history)
        handoff = ui.wait_for_scene(HandoffScene, 600)
        assert handoff.player_name == "Ana"
        confirm(ui, handoff)
        wait_my_turn(ui, table)
        assert table.act([TakeGold()])
        ui.wait_for(lambda: table.my_turn, 600, "the gold")
        temple = next(c for c in table.session.view(ANA).hand if c.kind.name == "temple")
        assert table.act([GiveCrown(2)])
        ui.wait_for(lambda: table.my_turn and table.session.state.crown == 2, 600, "the tribute")  # type: ignore[union-attr]
        assert table.act([Build(temple.id)])
        ui.wait_for(lambda: table.my_turn, 600, "the build")
        assert table.act([EndTurn()])
        # the bots play the rest of the round; in the next draft Ana picks before Bruno
        for _ in range(3000):
            top = ui.top
            if isinstance(top, HandoffScene) and top.player_name == "Bruno":
                break
            if isinstance(top, HandoffScene) and top.player_name == "Ana":
                confirm(ui, top)
                wait_my_turn(ui, table)
                assert table.act([table.session.legal(ANA)[0]])
                continue
            assert not isinstance(top, GameOverScene)
            ui.frame()
        handoff = ui.top
        assert isinstance(handoff, HandoffScene) and not handoff.first_turn
        history = table.session.history[mark:]
        kinds = {type(e) for e in history}
        assert {ev.CrownPassed, ev.TributePaid, ev.Built, ev.TaxPaid} <= kinds, kinds
        from citadels.app.recap import public_recap

        lines = handoff.recap_lines()
        assert lines == public_recap(table.session, mark)
        emperor_turn = [
            public_recap(table.session, i)[0]
            for i, e in enumerate(table.session.history)
            if i >= mark and isinstance(e, (ev.CrownPassed, ev.TributePaid, ev.Built, ev.TaxPaid))
        ]
        assert all(line in lines for line in emperor_turn), (emperor_turn, lines)
        # every line is in the scrollable list (none left out for "… and N more")
        handoff._recap_key = None  # draw the list anew while the texts are watched
        drawn = _drawn(ui, 2)
        assert all("• " + line in drawn for line in lines), [
            line for line in lines if "• " + line not in drawn
        ]
        assert handoff.recap_view.max_offset > 0  # more than the panel holds at 1024x576: it scrolls
    finally:
        set_language("en")


def test_space_tapped_through_the_bots_turns_never_passes_the_screen_on(table_app: Any) -> None:
    """Ana ends her turn; the bots play while she taps Space (and clicks) to skip their animations.
    Bruno's "Pass to" screen comes up and stays up, hiding everything, until a fresh Enter."""
    app, ui = table_app
    state = (
        Scenario(players=4, seed=5)
        .line_up(*DARK_CITY_WITH_ARTIST)
        .gold_all(3)
        .crown(3)
        .characters({ANA: "emperor", BRUNO: "navigator", 2: "alchemist", 3: "tax_collector"})
        .turn("emperor", gathered=True)
        .build()
    )
    table = open_table(app, ui, state, humans=(ANA, BRUNO))
    confirm(ui, ui.wait_for_scene(HandoffScene))
    wait_my_turn(ui, table)
    ui.click(button(table, "Give the crown"), frames=3)
    crown = [b for b in table.buttons if any(isinstance(a, GiveCrown) and a.seat == 2 for a in b.actions)]
    ui.click(crown[0], frames=3)
    ui.wait_for(lambda: table.my_turn and table.session.state.crown == 2, 600, "the tribute")  # type: ignore[union-attr]
    table.act([EndTurn()])
    frames_up = 0
    for _ in range(600):  # Space at every frame, and a click now and then
        ui.key(pygame.K_SPACE)
        if frames_up % 7 == 3:
            ui.click((15, 15))
        top = ui.top
        if isinstance(top, HandoffScene):
            frames_up += 1
            assert table.viewer is None and not table.private_visible()
            if frames_up > 3 * ENTER_DELAY / 0.05:
                break
        else:
            assert frames_up == 0, "the hand-off was passed on by Space or a stray click"
            assert isinstance(top, TableScene) and table.viewer is None
    handoff = ui.top
    assert isinstance(handoff, HandoffScene) and handoff.player_name == "Bruno"
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is table and table.viewer == BRUNO
