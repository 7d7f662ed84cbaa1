"""The bots play the 2016 box's passive and scoring uniques (RULES.md §9.4): Medium builds the
Stables after its limit, never plans a Secret Vault, and says why it builds a 2016 unique; the bots
value a Monument that can no longer be built as Laboratory fodder."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.knowledge import card_value
from citadels.engine import KINDS, Build, GameState
from tests.engine.scenario import Scenario, in_hand

DECK = ("basilica", "capitol", "ivory_tower", "monument", "secret_vault", "statue", "wishing_well",
        "gold_mine", "park", "poor_house", "stables", "quarry", "smithy", "library")  # fmt: skip


def turn(*hand: str, city: tuple[str, ...] = (), gold: int = 10, builds_left: int | None = None) -> GameState:
    return (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "merchant", 1: "bishop", 2: "warlord"})
        .hand(0, *hand)
        .city(0, *city)
        .gold(0, gold)
        .turn("merchant", gathered=True, builds_left=builds_left)
        .build()
    )


def test_9_4_medium_builds_the_stables_after_its_limit() -> None:
    s = turn("stables", "castle", builds_left=0)
    stables = Build(in_hand(s, 0, "stables").id)
    assert stables in s.legal_actions()
    bot = make_bot("medium", 3)
    assert bot.choose(s.view(0), s.legal_actions()) == stables
    assert bot.last_reason is not None and bot.last_reason.key == M.BUILD_NO_LIMIT


@pytest.mark.parametrize(
    "bot", ["medium", "easy", "careful", "rusher", "fortress", "hoarder", "raider", "greedy"]
)
def test_9_4_no_bot_tries_to_build_the_secret_vault(bot: str) -> None:
    s = turn("secret_vault", "temple", gold=1)
    choice = make_bot(bot, 3).choose(s.view(0), s.legal_actions())
    assert choice in s.legal_actions()
    assert choice != Build(in_hand(s, 0, "secret_vault").id)


def test_9_4_a_monument_too_late_is_worth_little_and_a_secret_vault_its_points() -> None:
    five = ("temple", "church", "manor", "castle", "market")
    s = turn("monument", "secret_vault", city=five)
    view = s.view(0)
    me = view.table[0]
    assert card_value(KINDS["monument"], me.city, view.hand, 10, view) < 1.0
    assert card_value(KINDS["secret_vault"], me.city, view.hand, 10, view) == 3.0
    early = turn("monument").view(0)
    assert card_value(KINDS["monument"], early.table[0].city, early.hand, 10, early) > 4.0
