"""RULES.md §9: corners an outside suite of §9 scenarios checks (interactions between the 2016 box's
characters, districts and the classic rules), one test per ruling, built through the public engine
API (`Scenario`, `legal_actions()`, `apply()`)."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import Build, Decision, GameState
from citadels.engine.actions import (
    BuildByDestroying,
    BuildWithCards,
    BuildWithLoan,
    DestroyWithArmory,
    RevealWarrant,
)
from citadels.engine.errors import InvalidTargetError
from citadels.engine.events import CityCompleted, Event, TaxOnToken
from citadels.engine.refusal import Why
from citadels.engine.scoring import score_player
from tests.engine.scenario import UNIQUES_2016_MEETINGS as DECK
from tests.engine.scenario import Scenario, in_city, in_hand

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


def confiscated_docks(magistrate_gold: int) -> tuple[GameState, list[Event]]:
    """The Magistrate (seat 0, `magistrate_gold`) reveals his signed warrant on the Merchant (seat 2),
    who built the Docks; the 2016 Tax Collector is in play. The state, and the reveal's events."""
    s = (
        Scenario(players=4)
        .line_up(*MAGISTRATE_TAX_CAST)
        .characters({0: "magistrate", 1: "tax_collector_2016", 2: "merchant", 3: "architect"})
        .gold(0, magistrate_gold)
        .gold(2, 5)
        .hand(2, "docks", "tavern")
        .turn("merchant", gathered=True)
        .build()
    )
    s.warrants, s.warrant_seat, s.warrant_signed = [3, 4, 6], 0, 6
    play(s, Build(in_hand(s, 2, "docks").id))
    return s, play(s, RevealWarrant())


MAGISTRATE_TAX_CAST = (
    "magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord", "tax_collector_2016",
)  # fmt: skip


def test_9_7_a_confiscation_taxes_the_magistrate_onto_the_2016_token() -> None:
    """RULES.md §9.7: the rank-9 Tax Collector's tax is owed on every build; a confiscated district is
    the Magistrate's build, so his gold (not the builder's) goes onto the token right after it."""
    s, events = confiscated_docks(magistrate_gold=2)
    assert TaxOnToken(0, 1) in events
    assert (s.players[0].gold, s.players[2].gold, s.tax_token) == (1, 5, 1)
    assert_conserved(s)


def test_9_7_a_confiscation_by_a_magistrate_without_gold_pays_no_tax() -> None:
    s, events = confiscated_docks(magistrate_gold=0)
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


MAGISTRATE_CAST = ("magistrate", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")


def warranted_turn(turn: str, seat: int, *hand: str, city: tuple[str, ...] = (), gold: int = 5) -> GameState:
    """`turn`'s holder (at `seat`) in his turn after gathering, the Magistrate (seat 0) having signed
    the warrant on `turn` and put the plain ones on the King and the Thief."""
    s = (
        Scenario(players=4)
        .line_up(*MAGISTRATE_CAST)
        .uniques(*DECK)
        .characters({0: "magistrate", 1: "cardinal", 2: "merchant", 3: "architect"})
        .hand(seat, *hand)
        .city(seat, *city)
        .gold(seat, gold)
        .gold(2, 9 if seat != 2 else gold)
        .turn(turn, gathered=True)
        .build()
    )
    rank = s.rules.characters.index(next(c for c in s.rules.characters if c.name == turn)) + 1
    s.warrants, s.warrant_seat, s.warrant_signed = sorted((rank, 2, 4)), 0, rank
    return s


def test_9_3_magistrate_unpaid_builds_neither_pause_nor_spend_the_warrant() -> None:
    """The Framework's build and the Necropolis built by destruction are unpaid: no pause, and the
    next paid build of the turn is still the first paid build, which may be confiscated."""
    s = warranted_turn("architect", 3, "docks", "necropolis", "tavern", city=("framework", "manor"))
    play(s, BuildByDestroying(in_hand(s, 3, "docks").id, in_city(s, 3, "framework").id))
    assert (s.decision, s.to_move) == (Decision.MAIN, 3)
    play(s, BuildByDestroying(in_hand(s, 3, "necropolis").id, in_city(s, 3, "manor").id))
    assert (s.decision, s.to_move) == (Decision.MAIN, 3) and s.warrants
    tavern = in_hand(s, 3, "tavern")
    play(s, Build(tavern.id))
    assert (s.decision, s.to_move) == (Decision.WARRANT, 0)
    play(s, RevealWarrant())
    assert tavern in s.players[0].city and s.players[3].gold == 5 and s.builds_left == 0
    assert [c.name for c in s.players[3].city] == ["docks", "necropolis"]


def test_9_3_magistrate_thieves_den_paid_with_cards_confiscated_the_cards_are_lost() -> None:
    s = warranted_turn("architect", 3, "thieves_den", "docks", "tavern", "market", gold=3)
    den = in_hand(s, 3, "thieves_den")
    paying = tuple(sorted(in_hand(s, 3, n).id for n in ("docks", "tavern", "market")))
    play(s, BuildWithCards(den.id, paying))
    assert (s.decision, s.to_move) == (Decision.WARRANT, 0)
    play(s, RevealWarrant())
    assert den in s.players[0].city and s.players[3].hand == [] and s.players[3].gold == 3
    assert {c.id for c in s.deck[:3]} == set(paying)  # face down at the bottom of the deck
    assert_conserved(s)


def test_9_3_magistrate_confiscated_cardinal_build_returns_all_the_gold_the_loan_stays() -> None:
    s = warranted_turn("cardinal", 1, "palace", "tavern", "docks", gold=3)
    palace = in_hand(s, 1, "palace")
    given = tuple(sorted(in_hand(s, 1, n).id for n in ("tavern", "docks")))
    play(s, BuildWithLoan(palace.id, 2, given))
    play(s, RevealWarrant())
    assert palace in s.players[0].city
    assert (s.players[1].gold, s.players[2].gold) == (5, 7)  # his 3 and the lender's 2 come back to him
    assert {c.id for c in s.players[2].hand} == set(given)
    assert_conserved(s)


def test_9_3_magistrate_confiscated_stables_leaves_the_builder_his_build() -> None:
    s = warranted_turn("merchant", 2, "stables", "docks", gold=5)
    play(s, Build(in_hand(s, 2, "stables").id))
    play(s, RevealWarrant())
    assert s.builds_left == 1 and s.players[2].gold == 5
    docks = in_hand(s, 2, "docks")
    play(s, Build(docks.id))
    assert docks in s.players[2].city and s.decision is Decision.MAIN  # no second pause


def test_9_4_armory_destroys_a_keep() -> None:
    """The Keep restricts only rank-8 characters and the Warlord (RULES.md §9.4, §9.5)."""
    s = (
        Scenario(players=4)
        .uniques(*DECK)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "armory")
        .city(3, "keep", "manor")
        .turn("warlord", gathered=True)
        .build()
    )
    keep = in_city(s, 3, "keep")
    assert DestroyWithArmory(3, keep.id) in s.legal_actions()
    play(s, DestroyWithArmory(3, keep.id))
    assert keep not in s.players[3].city and not s.players[0].city
    assert_conserved(s)
