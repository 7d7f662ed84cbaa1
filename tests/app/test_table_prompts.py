"""The table finds the controls of every decision in explicit tables: one prompt per `Decision` kind
(`decisions.PROMPTS`), the buttons of each character's ability and the steps of a turn
(`steps.ABILITIES`, `steps.MODES`)."""

from __future__ import annotations

from table_testlib import open_table, wait_my_turn

from citadels.app.table.prompts import decisions
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.app.table.prompts.decisions import PROMPTS, prompt_for
from citadels.app.table.prompts.steps import ABILITIES, MODES
from citadels.app.uidriver import UIDriver
from citadels.engine import Action, Decision, EndTurn, PlayerView
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from tests.engine.scenario import Scenario


def test_every_decision_a_human_can_owe_has_its_prompt() -> None:
    assert set(PROMPTS) == set(Decision) - {Decision.GAME_OVER}
    assert prompt_for(Decision.GAME_OVER) is None
    for prompt in PROMPTS.values():
        assert type(prompt).__module__.startswith("citadels.app.table.prompts."), prompt
    # one class per kind of decision
    assert len({type(p) for p in PROMPTS.values()}) == len(PROMPTS)


def test_every_active_ability_of_the_engine_has_its_buttons() -> None:
    assert set(ENGINE_ABILITIES) == set(ABILITIES)
    assert {
        "murder",
        "rob",
        "swap",
        "exchange",
        "destroy",
        "lab",
        "school",
        "diplomat",
        "artist",
        "crown",
        "peek",
    } <= set(MODES)
    assert all(name == mode.name for name, mode in MODES.items())


def test_the_table_builds_a_decision_from_whatever_prompt_the_table_holds(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Replacing the GATHER prompt changes what the table offers: nothing else decides it."""

    class OnlyEnd(Prompt):
        def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
            c.prompt = ("A test prompt", "")

    monkeypatch.setitem(decisions.PROMPTS, Decision.GATHER, OnlyEnd())
    app = make_app(animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    state = Scenario(players=4, seed=3).characters({0: "king"}).turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.prompt == ("A test prompt", "") and not scene.buttons
    assert not scene.widgets_for(EndTurn())
