"""RULES.md §3.3 (calling order) and §3.4 (a player's turn: resources, building, income)."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, finish_round, names, play

from citadels.engine import (
    Build,
    Decision,
    DistrictType,
    DrawCards,
    EndTurn,
    KeepCard,
    Murder,
    Rob,
    TakeGold,
    TakeIncome,
)
from citadels.engine.errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from citadels.engine.events import CharacterRevealed, GoldStolen, MurderedRevealed, RankCalled, RoundEnded
from tests.engine.scenario import Scenario, in_hand


# ---------------------------------------------------------------------- §3.3 calling order
def test_calling_order_ranks_in_order_unheld_skipped() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "thief", 1: "king", 2: "merchant", 3: "warlord"})
        .turn("thief", gathered=True)
        .build()
    )
    events = finish_round(s)
    calls = [(e.rank, e.seat) for e in events if isinstance(e, RankCalled)]
    assert calls == [(3, None), (4, 1), (5, None), (6, 2), (7, None), (8, 3)]
    reveals = [(e.rank, e.seat) for e in events if isinstance(e, CharacterRevealed)]
    assert reveals == [(4, 1), (6, 2), (8, 3)]
    assert RoundEnded(1) in events
    assert s.round == 2 and s.decision == Decision.DRAFT_PICK


def test_calling_order_murdered_character_is_silent_and_loses_its_turn() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "assassin", 1: "king", 2: "merchant", 3: "warlord"})
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Murder(6))
    seats_to_move = []
    events = []
    while s.decision != Decision.DRAFT_PICK:
        seats_to_move.append(s.to_move)
        events += s.apply(TakeGold() if s.decision == Decision.GATHER else EndTurn())
    assert 2 not in seats_to_move  # the Merchant's holder never plays
    assert RankCalled(6, None) in events  # silent when called
    assert all(not (isinstance(e, CharacterRevealed) and e.rank == 6) for e in events)
    # revealed at the end of the round, before the round ends
    revealed = [e for e in events if isinstance(e, MurderedRevealed)]
    assert revealed == [MurderedRevealed(6, 2)]
    assert events.index(revealed[0]) > events.index(RankCalled(8, 3))
    assert s.players[2].gold == 0  # no turn: no resources


def test_calling_order_robbed_character_plays_after_losing_gold() -> None:
    s = (
        Scenario(players=4)
        .gold(2, 7)
        .characters({0: "thief", 1: "king", 2: "merchant", 3: "warlord"})
        .turn("thief", gathered=True)
        .build()
    )
    play(s, Rob(6))
    events = []
    while s.to_move != 2:
        events += s.apply(TakeGold() if s.decision == Decision.GATHER else EndTurn())
    assert GoldStolen(0, 2, 7) in events
    assert s.decision == Decision.GATHER and s.players[2].gold == 0
    assert s.players[0].gold == 7


def test_calling_order_round_ends_after_last_rank_and_characters_go_back() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "assassin", 1: "king", 2: "merchant", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, EndTurn())
    assert s.round == 2
    assert s.decision == Decision.DRAFT_PICK
    assert all(p.chars == [] for p in s.players)
    assert len(s.pile) + len(s.faceup) + len(s.facedown) == 8


# ---------------------------------------------------------------------- §3.4.1 resources
def test_resources_gathered_first_only_gold_or_draw() -> None:
    s = Scenario(players=4).gold(0, 9).hand(0, "temple").characters({0: "king"}).turn("king").build()
    assert s.decision == Decision.GATHER
    assert set(s.legal_actions()) == {TakeGold(), DrawCards()}
    for action in (Build(in_hand(s, 0, "temple").id), TakeIncome(), EndTurn()):
        with pytest.raises(WrongPhaseError):
            s.apply(action)


def test_resources_take_two_gold() -> None:
    s = Scenario(players=4).gold(0, 1).characters({0: "king"}).turn("king").build()
    deck = list(s.deck)
    play(s, TakeGold())
    assert s.players[0].gold == 3
    assert s.deck == deck
    assert s.decision == Decision.MAIN


def test_resources_draw_two_keep_one_other_to_bottom() -> None:
    s = Scenario(players=4).characters({0: "king"}).deck_top("palace", "tavern").turn("king").build()
    size = len(s.deck)
    play(s, DrawCards())
    assert s.decision == Decision.KEEP
    assert names(s.drawn) == ["palace", "tavern"]
    assert set(s.legal_actions()) == {KeepCard(c.id) for c in s.drawn}
    tavern = s.drawn[1]
    play(s, KeepCard(s.drawn[0].id))
    assert names(s.players[0].hand) == ["palace"]
    assert s.deck[0] is tavern  # the other card goes to the BOTTOM of the deck
    assert len(s.deck) == size - 1
    assert s.decision == Decision.MAIN
    assert_conserved(s)


def test_resources_keep_must_be_a_drawn_card() -> None:
    s = Scenario(players=4).characters({0: "king"}).deck_top("palace", "tavern").turn("king").build()
    s.apply(DrawCards())
    with pytest.raises(NotInHandError):
        s.apply(KeepCard(s.deck[-1].id))


def test_resources_empty_deck_draw_not_offered() -> None:
    s = Scenario(players=4).characters({0: "king"}).deck_size(0, overflow_seat=3).turn("king").build()
    assert s.deck == []
    assert s.legal_actions() == [TakeGold()]
    with pytest.raises(InvalidTargetError):
        s.apply(DrawCards())
    assert_conserved(s)


def test_resources_draw_from_a_one_card_deck_takes_what_is_there() -> None:
    s = Scenario(players=4).characters({0: "king"}).deck_top("castle").deck_size(1, 3).turn("king").build()
    play(s, DrawCards())
    assert names(s.players[0].hand) == ["castle"]
    assert s.deck == [] and s.decision == Decision.MAIN


def test_resources_other_draws_take_from_the_top_without_choice() -> None:
    # The Architect's two extra cards come straight from the top of the deck.
    s = (
        Scenario(players=4)
        .characters({0: "architect"})
        .deck_top("palace", "tavern", "docks")
        .turn("architect")
        .build()
    )
    play(s, TakeGold())
    assert s.decision == Decision.MAIN
    assert sorted(names(s.players[0].hand)) == ["palace", "tavern"]
    assert s.deck[-1].name == "docks"


# ---------------------------------------------------------------------- §3.4.2 building
def test_building_pays_cost_and_places_district() -> None:
    s = Scenario(players=4).gold(0, 6).hand(0, "castle").characters({0: "king"}).turn("king", True).build()
    castle = in_hand(s, 0, "castle")
    play(s, Build(castle.id))
    assert s.players[0].city == [castle]
    assert s.players[0].hand == []
    assert s.players[0].gold == 2


def test_building_at_most_one_district_per_turn() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 20)
        .hand(0, "castle", "temple")
        .characters({0: "king"})
        .turn("king", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 0, "castle").id))
    temple = in_hand(s, 0, "temple")
    assert Build(temple.id) not in s.legal_actions()
    with pytest.raises(AlreadyUsedError):
        s.apply(Build(temple.id))


def test_building_architect_up_to_three() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 20)
        .hand(0, "castle", "temple", "tavern", "market")
        .characters({0: "architect"})
        .turn("architect", gathered=True)
        .build()
    )
    for name in ("castle", "temple", "tavern"):
        play(s, Build(in_hand(s, 0, name).id))
    assert len(s.players[0].city) == 3
    with pytest.raises(AlreadyUsedError):
        s.apply(Build(in_hand(s, 0, "market").id))


def test_building_never_two_districts_with_the_same_name() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 20)
        .hand(0, "manor")
        .city(0, "manor")
        .characters({0: "king"})
        .turn("king", gathered=True)
        .build()
    )
    manor = in_hand(s, 0, "manor")
    assert Build(manor.id) not in s.legal_actions()
    with pytest.raises(DuplicateDistrictError):
        s.apply(Build(manor.id))


def test_building_requires_paying_the_cost() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 4)
        .hand(0, "palace", "castle")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    palace = in_hand(s, 0, "palace")
    assert Build(palace.id) not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(Build(palace.id))
    play(s, Build(in_hand(s, 0, "castle").id))  # exactly enough
    assert s.players[0].gold == 0


def test_building_only_after_gathering_and_only_from_hand() -> None:
    s = Scenario(players=4).gold(0, 9).hand(0, "castle").characters({0: "king"}).turn("king").build()
    with pytest.raises(WrongPhaseError):
        s.apply(Build(in_hand(s, 0, "castle").id))
    s.apply(TakeGold())
    with pytest.raises(NotInHandError):
        s.apply(Build(s.deck[-1].id))


# ---------------------------------------------------------------------- §3.4.3 income
def _king_turn(
    gold: int, hand: tuple[str, ...] = (), city: tuple[str, ...] = ("manor", "castle")
) -> Scenario:
    return Scenario(players=4).gold(0, gold).hand(0, *hand).city(0, *city).characters({0: "king"})


def test_income_once_per_turn() -> None:
    s = _king_turn(0).turn("king", gathered=True).build()
    play(s, TakeIncome())
    assert s.players[0].gold == 2
    assert TakeIncome() not in s.legal_actions()
    with pytest.raises(AlreadyUsedError):
        s.apply(TakeIncome())
    assert s.players[0].gold == 2


def test_income_before_building_to_afford_it() -> None:
    s = _king_turn(3, hand=("palace",)).turn("king", gathered=True).build()  # 3 gold + 2 nobles
    palace = in_hand(s, 0, "palace")
    assert Build(palace.id) not in s.legal_actions()
    play(s, TakeIncome())
    play(s, Build(palace.id))
    assert s.players[0].gold == 0


def test_income_after_building_counts_the_new_district() -> None:
    s = _king_turn(3, hand=("palace",)).turn("king", gathered=True).build()
    s.players[0].gold = 5
    play(s, Build(in_hand(s, 0, "palace").id))
    play(s, TakeIncome())
    assert s.players[0].gold == 3  # manor, castle and the new palace


def test_income_is_an_explicit_choice_not_automatic() -> None:
    s = _king_turn(0).turn("king", gathered=True).build()
    play(s, EndTurn())
    assert s.players[0].gold == 0


def test_income_only_for_characters_with_an_income_ability() -> None:
    s = (
        Scenario(players=4)
        .city(0, "manor", "temple", "tavern", "prison")
        .characters({0: "thief"})
        .turn("thief", gathered=True)
        .build()
    )
    assert not any(isinstance(a, TakeIncome) for a in s.legal_actions())
    with pytest.raises(InvalidTargetError):
        s.apply(TakeIncome())


def test_income_counts_only_the_characters_type() -> None:
    s = (
        Scenario(players=4)
        .city(0, "manor", "temple", "church", "tavern", "prison")
        .characters({0: "bishop"})
        .turn("bishop", gathered=True)
        .build()
    )
    play(s, TakeIncome())
    assert s.players[0].gold == 2


def test_income_school_of_magic_counts_as_the_chosen_type() -> None:
    def bishop() -> Scenario:
        return Scenario(players=4).city(0, "temple", "school_of_magic", "manor").characters({0: "bishop"})

    s = bishop().turn("bishop", gathered=True).build()
    incomes = {a for a in s.legal_actions() if isinstance(a, TakeIncome)}
    assert incomes == {TakeIncome(t) for t in DistrictType if t != DistrictType.UNIQUE}
    play(s, TakeIncome(DistrictType.RELIGIOUS))
    assert s.players[0].gold == 2  # the temple and the School of Magic
    s = bishop().turn("bishop", gathered=True).build()
    play(s, TakeIncome(DistrictType.NOBLE))
    assert s.players[0].gold == 1  # another type: the School adds nothing for the Bishop
    s = bishop().turn("bishop", gathered=True).build()
    with pytest.raises(InvalidTargetError):
        s.apply(TakeIncome())  # the type must be chosen
