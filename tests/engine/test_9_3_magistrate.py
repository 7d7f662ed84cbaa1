"""RULES.md §9.3 Magistrate (and §9.11, §9.13 (1)-(2)): the 2016 rank-1 card's warrants, the pause at a
warranted character's first paid build and the confiscation, through `legal_actions()` and `apply()` —
one test per ruling."""

from __future__ import annotations

import random

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import CHARACTERS, Build, Decision, EndTurn, GameConfig, TakeGold, new_game
from citadels.engine.actions import (
    KeepWarrantHidden,
    LookAtHand,
    PlaceWarrants,
    RevealWarrant,
    TakeFromHand,
)
from citadels.engine.config import line_up_by_names
from citadels.engine.determinize import sample_state
from citadels.engine.errors import InvalidTargetError
from citadels.engine.events import (
    BuildHeld,
    Built,
    CityCompleted,
    GoldTaken,
    TaxPaid,
    WarrantKept,
    WarrantRevealed,
    WarrantsPlaced,
    redact,
)
from citadels.engine.game import GameState
from citadels.engine.refusal import Why
from citadels.engine.rng import Rng
from tests.engine.scenario import Scenario, in_hand

CAST = ("magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


def game(*cast: str, players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*(cast or CAST))
        .characters({0: "magistrate", 1: "king", 2: "merchant", 3: "architect"})
    )


def warranted(s: GameState, seat: int, signed: int, *others: int) -> None:
    """Warrants as the Magistrate at `seat` placed them earlier this round."""
    s.warrants = sorted((signed, *others))
    s.warrant_seat = seat
    s.warrant_signed = signed


def merchant_builds(
    signed: int = 6, others: tuple[int, int] = (4, 7), gold: int = 5, city: tuple[str, ...] = ()
) -> GameState:
    s = (
        game()
        .gold(2, gold)
        .hand(2, "docks", "tavern", "market")
        .city(0, *city)
        .turn("merchant", gathered=True, builds_left=1)
        .build()
    )
    warranted(s, 0, signed, *others)
    return s


def test_9_2_magistrate_is_a_rank_1_alternate_in_no_classic_preset() -> None:
    magistrate = CHARACTERS["magistrate"]
    assert magistrate.rank == 1
    assert line_up_by_names(CAST)[0] is magistrate


def test_9_3_placing_warrants_three_other_tokens_one_signed() -> None:
    s = game().turn("magistrate", gathered=True).build()
    places = [a for a in s.legal_actions() if isinstance(a, PlaceWarrants)]
    assert len(places) == 7 * 15  # the signed one of 7 other tokens, then two of the 6 left
    assert all(1 not in (a.signed, a.second, a.third) for a in places)  # never his own token
    events = play(s, PlaceWarrants(6, 2, 4))
    assert WarrantsPlaced(0, (2, 4, 6), 6) in events
    assert (s.warrants, s.warrant_seat, s.warrant_signed) == ([2, 4, 6], 0, 6)
    assert s.ability_used and not any(isinstance(a, PlaceWarrants) for a in s.legal_actions())


def test_9_3_placing_refuses_his_own_token_and_repeats() -> None:
    s = game().turn("magistrate", gathered=True).build()
    with pytest.raises(InvalidTargetError) as err:
        s.apply(PlaceWarrants(1, 2, 3))
    assert err.value.refusal.why is Why.TARGET_SELF
    with pytest.raises(InvalidTargetError):
        s.apply(PlaceWarrants(2, 2, 3))
    with pytest.raises(InvalidTargetError):
        s.apply(PlaceWarrants(2, 4, 3))
    assert s.warrants == [] and not s.ability_used


def test_9_12_5_warrants_may_go_on_a_face_up_discard_or_unchosen_token() -> None:
    s = game().faceup("warlord", "thief").turn("magistrate", gathered=True).build()
    play(s, PlaceWarrants(8, 2, 3))  # the Warlord is face up: allowed and wasted
    assert s.warrant_signed == 8


def test_9_11_which_warrant_is_signed_is_the_magistrates_secret() -> None:
    s = game().turn("magistrate", gathered=True).build()
    events = play(s, PlaceWarrants(6, 2, 4))
    placed = next(e for e in events if isinstance(e, WarrantsPlaced))
    assert redact(placed, 0) == placed
    for seat in (1, 2, 3, None):
        assert redact(placed, seat) == WarrantsPlaced(0, (2, 4, 6), None)
    assert s.view(0).signed_warrant == 6
    for seat in (1, 2, 3):
        view = s.view(seat)
        assert view.warrants == (2, 4, 6) and view.warrant_seat == 0 and view.signed_warrant == 0
        world = sample_state(view, Rng(seat))
        assert world.warrant_signed in (2, 4, 6) and world.view(seat) == view


def test_9_3_first_paid_build_pauses_for_the_magistrate_signed_or_not() -> None:
    signed, plain = merchant_builds(signed=6), merchant_builds(signed=4, others=(6, 7))
    for s in (signed, plain):
        docks = in_hand(s, 2, "docks")
        events = play(s, Build(docks.id))
        assert events == [BuildHeld(2, 0, 6, docks.id, 3)]
        assert (s.decision, s.to_move) == (Decision.WARRANT, 0)
        # out of the hand, not in the city, not paid yet: its gold goes only if the build goes on
        assert s.players[2].gold == 5 and docks not in s.players[2].hand and docks not in s.players[2].city
    # the pause looks the same to everyone but the Magistrate
    for seat in (1, 2, 3):
        assert signed.view(seat) == plain.view(seat)
    assert signed.legal_actions() == [RevealWarrant(), KeepWarrantHidden()]
    assert plain.legal_actions() == [KeepWarrantHidden()]  # the only answer on an unsigned warrant
    with pytest.raises(InvalidTargetError) as err:
        plain.apply(RevealWarrant())
    assert err.value.refusal.why is Why.WARRANT_UNSIGNED


def test_9_3_confiscation_moves_the_district_and_refunds_the_gold() -> None:
    s = merchant_builds(signed=6)
    docks = in_hand(s, 2, "docks")
    play(s, Build(docks.id))
    events = play(s, RevealWarrant())
    assert WarrantRevealed(0, 2, 6, docks.id, 3) in events
    assert docks in s.players[0].city and docks not in s.players[2].city
    assert s.players[2].gold == 5  # all his gold back
    assert s.players[0].gold == 0  # free of charge for the Magistrate
    assert (s.decision, s.to_move) == (Decision.MAIN, 2)
    assert s.builds_left == 0  # the build still used his limit
    assert not any(isinstance(a, Build) for a in s.legal_actions())
    assert s.warrants == [] and s.warrant_revealed == 6  # the other warrants are removed
    for seat in range(4):
        assert s.view(seat).signed_warrant == 6  # revealed: public
    assert_conserved(s)


def test_9_3_declined_warrant_is_spent_and_the_build_goes_on() -> None:
    s = merchant_builds(signed=6, gold=9)
    s.builds_left = 2
    docks, tavern = in_hand(s, 2, "docks"), in_hand(s, 2, "tavern")
    play(s, Build(docks.id))
    events = play(s, KeepWarrantHidden())
    assert events[:2] == [WarrantKept(0, 6), Built(2, docks.id, 3)]
    assert docks in s.players[2].city and s.players[2].gold == 6
    assert s.warrants == [4, 6, 7]  # still face down until the end of the round (§9.13 (2))
    events = play(s, Build(tavern.id))  # no second chance: the next build is not held
    assert Built(2, tavern.id, 1) in events and s.decision == Decision.MAIN


def test_9_3_no_confiscation_of_a_name_his_city_has() -> None:
    s = merchant_builds(signed=6, city=("docks",))
    play(s, Build(in_hand(s, 2, "docks").id))
    assert s.legal_actions() == [KeepWarrantHidden()]
    with pytest.raises(InvalidTargetError) as err:
        s.apply(RevealWarrant())
    assert err.value.refusal.why is Why.DUPLICATE


def test_9_3_confiscation_may_complete_the_magistrates_city_first() -> None:
    s = merchant_builds(signed=6, city=("temple", "church", "manor", "castle", "prison", "watchtower"))
    play(s, Build(in_hand(s, 2, "docks").id))
    events = play(s, RevealWarrant())
    assert CityCompleted(0, True) in events and s.first_complete == 0


def test_9_3_warrant_without_builds_never_pauses() -> None:
    s = merchant_builds(signed=6)
    play(s, EndTurn())
    assert s.decision == Decision.GATHER  # the Architect's turn


def test_9_3_a_later_warranted_turn_pauses_too_until_one_is_revealed() -> None:
    s = merchant_builds(signed=7, others=(4, 6))
    play(s, Build(in_hand(s, 2, "docks").id))
    play(s, KeepWarrantHidden())
    play(s, EndTurn())
    play(s, TakeGold())  # the Architect
    s.players[3].hand.append(in_hand(s, 2, "tavern"))
    s.players[2].hand.remove(s.players[3].hand[-1])
    tavern = s.players[3].hand[-1]
    events = play(s, Build(tavern.id))
    assert isinstance(events[-1], BuildHeld) and s.to_move == 0
    play(s, RevealWarrant())
    assert tavern in s.players[0].city


def test_9_3_wizard_build_from_another_hand_is_a_paid_build() -> None:
    s = (
        game("magistrate", "thief", "wizard", "king", "bishop", "merchant", "architect", "warlord")
        .characters({0: "magistrate", 1: "wizard", 2: "merchant", 3: "architect"})
        .gold(1, 4)
        .hand(2, "docks")
        .turn("wizard", gathered=True)
        .build()
    )
    warranted(s, 0, 3, 5, 7)
    play(s, LookAtHand(2))
    docks = in_hand(s, 2, "docks")
    events = play(s, TakeFromHand(docks.id, True))
    assert isinstance(events[-1], BuildHeld)
    play(s, RevealWarrant())
    assert docks in s.players[0].city and s.players[1].gold == 4
    assert s.decision == Decision.MAIN and s.to_move == 1


def test_9_3_confiscation_replaces_the_alchemists_refund() -> None:
    s = (
        game("magistrate", "thief", "magician", "king", "bishop", "alchemist", "architect", "warlord")
        .characters({0: "magistrate", 1: "king", 2: "alchemist", 3: "architect"})
        .gold(2, 5)
        .hand(2, "docks", "tavern")
        .turn("alchemist", gathered=True)
        .build()
    )
    warranted(s, 0, 6, 2, 3)
    play(s, Build(in_hand(s, 2, "docks").id))
    events = play(s, RevealWarrant())
    assert s.players[2].gold == 5  # back once, not twice
    assert not any(isinstance(e, GoldTaken) and e.source == "alchemist" for e in events)


def test_9_3_declined_build_keeps_the_alchemists_refund() -> None:
    s = (
        game("magistrate", "thief", "magician", "king", "bishop", "alchemist", "architect", "warlord")
        .characters({0: "magistrate", 1: "king", 2: "alchemist", 3: "architect"})
        .gold(2, 5)
        .hand(2, "docks")
        .turn("alchemist", gathered=True)
        .build()
    )
    warranted(s, 0, 6, 2, 3)
    play(s, Build(in_hand(s, 2, "docks").id))
    events = play(s, KeepWarrantHidden())
    assert GoldTaken(2, 3, "alchemist") in events and s.players[2].gold == 5


def test_9_13_1_tax_collector_taxes_the_magistrate_not_the_builder() -> None:
    s = (
        game("magistrate", "tax_collector", "magician", "king", "bishop", "merchant", "architect", "warlord")
        .characters({0: "magistrate", 1: "tax_collector", 2: "merchant", 3: "architect"})
        .gold(0, 2)
        .gold(2, 5)
        .hand(2, "docks", "tavern")
        .turn("merchant", gathered=True)
        .build()
    )
    s.revealed = [1, 2]  # the Tax Collector has been revealed
    warranted(s, 0, 6, 3, 4)
    play(s, Build(in_hand(s, 2, "docks").id))
    play(s, RevealWarrant())
    events = play(s, EndTurn())
    taxes = [e for e in events if isinstance(e, TaxPaid)]
    assert taxes == [TaxPaid(0, 1, 1)]  # the Magistrate pays for the confiscation, the builder nothing
    assert (s.players[0].gold, s.players[2].gold) == (1, 5)


def test_9_13_1_builder_taxed_when_another_build_stayed() -> None:
    s = (
        game("magistrate", "tax_collector", "magician", "king", "bishop", "merchant", "architect", "warlord")
        .characters({0: "magistrate", 1: "tax_collector", 2: "merchant", 3: "architect"})
        .gold(0, 2)
        .gold(2, 9)
        .hand(2, "docks", "tavern")
        .turn("merchant", gathered=True, builds_left=2)
        .build()
    )
    s.revealed = [1, 2]
    warranted(s, 0, 6, 3, 4)
    play(s, Build(in_hand(s, 2, "docks").id))
    play(s, RevealWarrant())
    play(s, Build(in_hand(s, 2, "tavern").id))
    events = play(s, EndTurn())
    assert [e for e in events if isinstance(e, TaxPaid)] == [TaxPaid(2, 1, 1), TaxPaid(0, 1, 1)]


def test_9_13_2_his_own_second_character_never_pauses() -> None:
    s = (
        Scenario(players=2)
        .line_up(*CAST)
        .characters({0: ("magistrate", "merchant"), 1: ("king", "bishop")})
        .gold(0, 5)
        .hand(0, "docks")
        .turn("merchant", gathered=True)
        .build()
    )
    warranted(s, 0, 6, 4, 5)  # a bluff on his own Merchant
    events = play(s, Build(in_hand(s, 0, "docks").id))
    assert not any(isinstance(e, BuildHeld) for e in events) and s.decision == Decision.MAIN


def test_9_3_warrants_are_collected_unshown_at_the_end_of_the_round() -> None:
    s = merchant_builds(signed=6)
    while s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        s.apply(KeepWarrantHidden() if s.decision == Decision.WARRANT else s.legal_actions()[-1])
    assert (s.warrants, s.warrant_seat, s.warrant_signed, s.warrant_revealed) == ([], -1, 0, 0)


def test_9_3_seeded_games_place_hold_and_confiscate() -> None:
    seen: set[type] = set()
    for seed in range(6):
        s = new_game(GameConfig(players=5, characters=",".join(CAST)), seed)
        rnd = random.Random(seed)
        while not s.game_over:
            for e in s.apply(rnd.choice(s.legal_actions())):
                seen.add(type(e))
            assert_conserved(s)
    assert {WarrantsPlaced, BuildHeld, WarrantKept, WarrantRevealed} <= seen
