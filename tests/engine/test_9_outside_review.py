"""RULES.md §9: corners an outside suite of §9 scenarios checks (interactions between the 2016 box's
characters, districts and the classic rules), one test per ruling, built through the public engine
API (`Scenario`, `legal_actions()`, `apply()`)."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import Build, GameState
from citadels.engine.actions import BuildByDestroying, BuildWithLoan, DestroyWithArmory, RevealWarrant
from citadels.engine.errors import InvalidTargetError
from citadels.engine.events import CityCompleted, TaxOnToken
from citadels.engine.refusal import Why
from citadels.engine.scoring import score_player
from tests.engine.scenario import Scenario, in_city, in_hand

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


def test_9_7_a_confiscation_taxes_the_magistrate_onto_the_2016_token() -> None:
    """RULES.md §9.7: the rank-9 Tax Collector's tax is owed on every build; a confiscated district is
    the Magistrate's build, so his gold (not the builder's) goes onto the token right after it."""
    s = (
        Scenario(players=4)
        .line_up(
            "magistrate",
            "thief",
            "magician",
            "king",
            "bishop",
            "merchant",
            "architect",
            "warlord",
            "tax_collector_2016",
        )
        .characters({0: "magistrate", 1: "tax_collector_2016", 2: "merchant", 3: "architect"})
        .gold(0, 2)
        .gold(2, 5)
        .hand(2, "docks", "tavern")
        .turn("merchant", gathered=True)
        .build()
    )
    s.warrants, s.warrant_seat, s.warrant_signed = [3, 4, 6], 0, 6
    play(s, Build(in_hand(s, 2, "docks").id))
    events = play(s, RevealWarrant())
    assert TaxOnToken(0, 1) in events
    assert (s.players[0].gold, s.players[2].gold, s.tax_token) == (1, 5, 1)
    assert_conserved(s)


def test_9_7_a_confiscation_by_a_magistrate_without_gold_pays_no_tax() -> None:
    s = (
        Scenario(players=4)
        .line_up(
            "magistrate",
            "thief",
            "magician",
            "king",
            "bishop",
            "merchant",
            "architect",
            "warlord",
            "tax_collector_2016",
        )
        .characters({0: "magistrate", 1: "tax_collector_2016", 2: "merchant", 3: "architect"})
        .gold(0, 0)
        .gold(2, 5)
        .hand(2, "docks", "tavern")
        .turn("merchant", gathered=True)
        .build()
    )
    s.warrants, s.warrant_seat, s.warrant_signed = [3, 4, 6], 0, 6
    play(s, Build(in_hand(s, 2, "docks").id))
    events = play(s, RevealWarrant())
    assert not any(isinstance(e, TaxOnToken) for e in events)
    assert (s.players[0].gold, s.players[2].gold, s.tax_token) == (0, 5, 0)


CARDINAL_CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")


def cardinal_turn(*hand: str, city: tuple[str, ...] = (), gold: int = 0) -> GameState:
    return (
        Scenario(players=4)
        .line_up(*CARDINAL_CAST)
        .uniques(*DECK)
        .characters({0: "cardinal", 1: "merchant", 2: "warlord", 3: "king"})
        .hand(0, *hand)
        .city(0, *city)
        .gold(0, gold)
        .gold(1, 9)
        .turn("cardinal", gathered=True)
        .build()
    )


def loans(s: GameState) -> list[BuildWithLoan]:
    return [a for a in s.legal_actions() if isinstance(a, BuildWithLoan)]


def test_9_3_cardinal_shortfall_is_counted_after_the_factorys_discount() -> None:
    """RULES.md §9.3 Cardinal: "the missing amount is computed after every discount (Factory)". The
    Library costs him 5 with a Factory: with 4 gold he borrows 1 (giving 1 card) and keeps nothing."""
    s = cardinal_turn("library", "tavern", "docks", city=("factory",), gold=4)
    library = in_hand(s, 0, "library")
    assert {(a.card, len(a.given)) for a in loans(s)} == {(library.id, 1)}
    play(s, BuildWithLoan(library.id, 1, (in_hand(s, 0, "tavern").id,)))
    assert library in s.players[0].city
    assert (s.players[0].gold, s.players[1].gold, len(s.players[0].hand)) == (0, 8, 1)
    assert_conserved(s)


def test_9_3_cardinal_no_loan_when_the_factory_makes_the_build_affordable() -> None:
    s = cardinal_turn("library", "tavern", "docks", city=("factory",), gold=5)
    library = in_hand(s, 0, "library")
    assert not loans(s) and Build(library.id) in s.legal_actions()
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithLoan(library.id, 1, (in_hand(s, 0, "tavern").id,)))
    assert err.value.refusal is not None and err.value.refusal.why is Why.LOAN_NOT_NEEDED
    assert (s.players[0].gold, s.players[1].gold, library in s.players[0].hand) == (5, 9, True)


def test_9_13_7_a_city_below_completion_is_no_longer_shown_complete() -> None:
    """After its owner's Armory the city counts 6: every view says it is not complete (the end stays
    triggered); a later build that completes it again does not make it the first."""
    s = (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "armory", *SEVEN)
        .city(1, "docks")
        .hand(0, "harbor")
        .gold(0, 9)
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, DestroyWithArmory(1, in_city(s, 1, "docks").id))
    assert not s.players[0].completed and s.first_complete == 0
    assert all(not s.view(seat).table[0].completed for seat in range(4))
    events = play(s, Build(in_hand(s, 0, "harbor").id))
    assert CityCompleted(0, False) in events
    assert s.players[0].completed and s.first_complete == 0
    assert score_player(s, s.players[0]).completion == 4  # the first completer, complete at scoring


def test_9_13_7_a_necropolis_built_on_the_monument_leaves_the_city_below_completion() -> None:
    s = (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "monument", "temple", "church", "manor", "castle", "market")
        .hand(0, "necropolis")
        .turn("warlord", gathered=True)
        .build()
    )
    assert s.players[0].completed  # 6 cards, the Monument counts two
    play(s, BuildByDestroying(in_hand(s, 0, "necropolis").id, in_city(s, 0, "monument").id))
    assert len(s.players[0].city) == 6 and not s.players[0].completed and s.first_complete == 0
    assert score_player(s, s.players[0]).completion == 0
    assert_conserved(s)


def test_9_4_framework_in_a_completed_city_keeps_it_complete() -> None:
    s = (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "framework", *SEVEN)
        .hand(0, "harbor")
        .turn("warlord", gathered=True)
        .build()
    )
    events = play(s, BuildByDestroying(in_hand(s, 0, "harbor").id, in_city(s, 0, "framework").id))
    assert s.players[0].completed and not any(isinstance(e, CityCompleted) for e in events)
