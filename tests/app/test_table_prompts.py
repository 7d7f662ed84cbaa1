"""The table finds the controls of every decision through the prompt registry: one module per
`Decision` kind, abilities by character name, steps of a turn by mode name."""

from __future__ import annotations

import importlib

import pytest
from table_testlib import open_table, wait_my_turn

from citadels.app.table import prompts
from citadels.app.table.prompts import Prompt, prompt_for, register, registered
from citadels.app.table.prompts.base import Controls
from citadels.app.table.prompts.main import ABILITIES, MODES
from citadels.app.uidriver import UIDriver
from citadels.engine import Action, Decision, EndTurn, PlayerView
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from tests.engine.scenario import Scenario

#: Dark City decisions and abilities that no prompt module gives a human yet (main's table had no
#: controls for them either when it was merged). Shrink these sets as modules are added; the tests
#: below fail if one gets a module without being taken off the list.
DARK_CITY_DECISIONS_WITHOUT_CONTROLS: set[Decision] = set()
DARK_CITY_ABILITIES_WITHOUT_BUTTONS: set[str] = set()


def test_every_decision_a_human_can_owe_has_a_prompt_module() -> None:
    table = registered()
    assert set(table) == set(Decision) - {Decision.GAME_OVER} - DARK_CITY_DECISIONS_WITHOUT_CONTROLS
    assert prompt_for(Decision.GAME_OVER) is None
    for kind, prompt in table.items():
        module = type(prompt).__module__
        assert module.startswith("citadels.app.table.prompts."), (kind, module)
        assert kind in type(prompt).kinds
    # one module per kind of decision
    assert len({type(p).__module__ for p in table.values()}) == len(table)


def test_every_active_ability_of_the_engine_has_its_buttons() -> None:
    registered()
    assert set(ENGINE_ABILITIES) - DARK_CITY_ABILITIES_WITHOUT_BUTTONS <= set(ABILITIES)
    assert not DARK_CITY_ABILITIES_WITHOUT_BUTTONS & set(ABILITIES)
    assert {"murder", "rob", "swap", "exchange", "destroy", "lab", "school", "diplomat", "artist"} <= set(MODES)


def test_two_prompts_for_one_kind_are_refused() -> None:
    registered()

    class Another(Prompt):
        kinds = (Decision.KEEP,)

    with pytest.raises(ValueError, match="KEEP"):
        register(Another)
    assert type(prompt_for(Decision.KEEP)).__name__ == "Keep"


def test_the_table_builds_a_decision_from_whatever_module_is_registered(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Replacing the GATHER module changes what the table offers: nothing else decides it."""
    registered()

    class OnlyEnd(Prompt):
        kinds = (Decision.GATHER,)

        def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
            c.prompt = ("A test prompt", "")

    monkeypatch.setitem(prompts.PROMPTS, Decision.GATHER, OnlyEnd())
    app = make_app(animation_speed="off")
    ui = UIDriver(app, wall_limit=120)
    state = Scenario(players=4, seed=3).characters({0: "king"}).turn("king").build()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    assert scene.prompt == ("A test prompt", "") and not scene.buttons
    assert not scene.widgets_for(EndTurn())


def test_prompt_modules_import_on_their_own() -> None:
    for name in ("draft", "draft_discard", "gather", "keep", "main", "characters", "exchange", "graveyard", "tribute", "bewitch", "wizard", "dark_characters", "fallback"):
        importlib.import_module(f"citadels.app.table.prompts.{name}")
