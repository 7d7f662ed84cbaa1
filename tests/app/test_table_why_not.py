"""The table words the engine's reasons: a dimmed card or tile asks `GameState.why_not` (through the
session) and says what its `Refusal` means, in the player's language; it never works a rule out
again from the view."""

from __future__ import annotations

from typing import Any

import pytest
from table_testlib import items, open_table, wait_my_turn

from citadels.app.table.model import rob_choice
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Action, Build, GameState, Refusal, Why
from citadels.session import GameSession
from citadels.text.i18n import set_language
from tests.engine.scenario import Scenario, in_hand


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def merchant_state() -> GameState:
    return (
        Scenario(players=4, seed=3)
        .gold(0, 3)
        .hand(0, "castle", "temple", "tavern")
        .city(0, "temple")
        .characters({0: "merchant"})
        .turn("merchant", gathered=True)
        .build()
    )


def hand_reasons(scene: TableScene) -> dict[int, tuple[bool, str]]:
    return {i.key[1]: (i.choice.enabled, i.choice.reason) for i in items(scene, "hand")}


@pytest.mark.parametrize(
    ("lang", "duplicate", "dear"),
    [
        ("en", "Your city already has a Temple.", "The Castle costs 4 gold and you have 3."),
        ("es", "Tu ciudad ya tiene: Templo.", "Castillo cuesta 4 de oro y tienes 3."),
    ],
)
def test_a_dimmed_hand_card_says_the_engines_reason(fast: Any, lang: str, duplicate: str, dear: str) -> None:
    app, ui = fast
    set_language(lang)
    state = merchant_state()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    castle, temple, tavern = (in_hand(state, 0, n).id for n in ("castle", "temple", "tavern"))
    reasons = hand_reasons(scene)
    assert reasons[temple] == (False, duplicate)
    assert reasons[castle][0] is False and reasons[castle][1].startswith(dear)
    assert reasons[tavern][0] is True


def test_the_reason_comes_from_why_not_not_from_the_view(fast: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine says the Tavern cannot be built (here: the build limit): the card is dimmed and
    says so, although the view alone would allow it."""
    app, ui = fast
    set_language("en")
    state = merchant_state()
    tavern = in_hand(state, 0, "tavern").id
    asked: list[Action] = []
    real = GameSession.why_not

    def why_not(self: GameSession, seat: int, action: Action) -> Refusal | None:
        asked.append(action)
        if action == Build(tavern):
            return Refusal(Why.BUILD_LIMIT, count=2)
        return real(self, seat, action)

    monkeypatch.setattr(GameSession, "why_not", why_not)
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    scene.controls.invalidate()
    ui.frames(2)
    assert Build(tavern) in asked
    assert hand_reasons(scene)[tavern] == (False, "You have already built 2 districts this turn.")


def test_the_thief_is_told_which_first_character_he_may_not_rob() -> None:
    """The engine's TARGET_RANK_ONE names the rank: the Witch in a Dark City line-up, not "the Assassin"."""
    set_language("en")
    state = (
        Scenario(players=4)
        .line_up("witch", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
        .characters({0: "thief", 1: "witch", 2: "king"})
        .turn("thief", gathered=True)
        .build()
    )
    choice = rob_choice(state.view(0), 1, state.why_not)
    assert not choice.enabled and choice.reason == "The Thief may not rob the Witch."


def test_9_4_the_secret_vault_and_a_late_monument_say_why_they_are_not_built(fast: Any) -> None:
    """RULES.md §9.4: the Secret Vault is never built, the Monument not into a city of 5 or more; the
    dimmed hand cards say so (`Why.NEVER_BUILT`, `Why.CITY_TOO_BIG`)."""
    app, ui = fast
    set_language("en")
    deck = ("basilica", "capitol", "ivory_tower", "monument", "secret_vault", "statue", "wishing_well",
            "gold_mine", "park", "poor_house", "stables", "quarry", "smithy", "library")  # fmt: skip
    state = (
        Scenario(players=4, seed=3)
        .uniques(*deck)
        .gold(0, 9)
        .hand(0, "secret_vault", "monument", "tavern")
        .city(0, "temple", "church", "manor", "castle", "market")
        .characters({0: "merchant"})
        .turn("merchant", gathered=True)
        .build()
    )
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    vault, monument, tavern = (in_hand(state, 0, n).id for n in ("secret_vault", "monument", "tavern"))
    reasons = hand_reasons(scene)
    assert reasons[vault] == (False, "The Secret Vault can never be built: it scores in your hand.")
    assert reasons[monument] == (False, "The Monument cannot be built into a city of 5 or more districts.")
    assert reasons[tavern][0] is True
