"""RULES.md §9: corners an outside suite of §9 scenarios checks (interactions between the 2016 box's
characters, districts and the classic rules), one test per ruling, built through the public engine
API (`Scenario`, `legal_actions()`, `apply()`)."""

from __future__ import annotations

from engine_testlib import assert_conserved, play

from citadels.engine.actions import DestroyWithArmory
from citadels.engine.scoring import score_player
from tests.engine.scenario import Scenario, in_city

#: a 2016-style deck (RULES.md §9.8) with the districts these tests need
DECK = (
    "factory",
    "thieves_den",
    "framework",
    "necropolis",
    "armory",
    "museum",
    "haunted_city",
    "keep",
    "laboratory",
    "stables",
    "library",
    "great_wall",
    "monument",
    "map_room",
)
SEVEN = ("temple", "church", "manor", "castle", "market", "tavern")


def test_9_13_7_a_city_below_completion_at_scoring_gets_no_completion_bonus() -> None:
    """The first completer uses his Armory from his completed city: the end stays triggered, but at
    scoring his city is not complete, so neither he nor anybody gets the +4; a city still complete
    gets +2."""
    s = (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "armory", *SEVEN)
        .city(1, "docks")
        .city(2, "harbor", "prison", "watchtower", "cathedral", "palace", "monastery", "trading_post")
        .first_complete(0)
        .turn("warlord", gathered=True)
        .build()
    )
    assert s.players[0].completed and s.first_complete == 0
    assert score_player(s, s.players[0]).completion == 4
    play(s, DestroyWithArmory(1, in_city(s, 1, "docks").id))
    assert len(s.players[0].city) == 6 and s.first_complete == 0  # the end stays triggered
    assert score_player(s, s.players[0]).completion == 0
    assert score_player(s, s.players[2]).completion == 2  # complete, not the first: +2 only
    assert_conserved(s)
