"""RULES.md §9.4 (and §9.1 paid/unpaid builds, §9.5, §9.13.6): the Factory, the Thieves' Den, the
Framework and the Necropolis, through `legal_actions()` and `apply()` — one test per ruling."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import Build, GameConfig, GraveyardTake, new_game
from citadels.engine.actions import (
    BuildByDestroying,
    BuildWithCards,
    Destroy,
    DestroyWithArmory,
    StoreInMuseum,
    SwapDistricts,
    TakeFromHand,
)
from citadels.engine.errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
)
from citadels.engine.events import AdornmentGoldReturned, Built, CardDiscarded, Destroyed, GoldTaken
from citadels.engine.refusal import Why
from citadels.engine.scoring import score_player
from tests.engine.scenario import UNIQUES_2016, Scenario, in_city, in_hand


def game(character: str = "king") -> Scenario:
    return (
        Scenario(players=4)
        .uniques(*UNIQUES_2016)
        .characters({0: character, 1: "bishop", 2: "merchant", 3: "warlord"})
        .turn(character, gathered=True)
    )


def builds(s: object, cls: type) -> list[object]:
    return [a for a in s.legal_actions() if isinstance(a, cls)]  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- Factory
def test_9_4_factory_other_uniques_cost_one_gold_less() -> None:
    s = game().city(0, "factory").hand(0, "dragon_gate", "palace").gold(0, 5).build()
    gate = in_hand(s, 0, "dragon_gate")
    assert Build(gate.id) in s.legal_actions()
    events = play(s, Build(gate.id))
    assert Built(0, gate.id, 5) in events
    assert s.players[0].gold == 0
    assert_conserved(s)


def test_9_4_factory_does_not_discount_basic_districts_or_itself() -> None:
    s = game().city(0, "factory").hand(0, "palace").gold(0, 4).build()
    palace = in_hand(s, 0, "palace")
    assert Build(palace.id) not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(Build(palace.id))
    s = game().hand(0, "factory").gold(0, 4).build()
    assert Build(in_hand(s, 0, "factory").id) not in s.legal_actions()


def test_9_4_without_the_factory_a_unique_costs_its_price() -> None:
    s = game().hand(0, "dragon_gate").gold(0, 5).build()
    gate = in_hand(s, 0, "dragon_gate")
    assert Build(gate.id) not in s.legal_actions()
    with pytest.raises(CannotAffordError) as err:
        s.apply(Build(gate.id))
    assert err.value.refusal is not None and err.value.refusal.cost == 6


def test_9_4_factory_discounts_the_wizards_build() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .uniques(*UNIQUES_2016)
        .characters({0: "wizard", 1: "emperor", 2: "abbot", 3: "alchemist"})
        .city(0, "factory")
        .hand(1, "keep")
        .gold(0, 2)
        .turn("wizard", gathered=True)
        .build()
    )
    from citadels.engine.actions import LookAtHand

    play(s, LookAtHand(1))
    keep = in_hand(s, 1, "keep")
    play(s, TakeFromHand(keep.id, True))
    assert keep in s.players[0].city and s.players[0].gold == 0


def test_9_4_factory_scores_and_counts_its_printed_cost() -> None:
    s = game().city(0, "factory", "dragon_gate").build()
    assert in_city(s, 0, "factory").cost == 5 and in_city(s, 0, "dragon_gate").cost == 6


# ---------------------------------------------------------------------- Thieves' Den
def test_9_4_thieves_den_paid_partly_with_cards() -> None:
    s = game().hand(0, "thieves_den", "manor", "temple", "tavern").gold(0, 3).build()
    den, manor, temple, tavern = (in_hand(s, 0, n) for n in ("thieves_den", "manor", "temple", "tavern"))
    cards = tuple(sorted((manor.id, temple.id, tavern.id)))
    action = BuildWithCards(den.id, cards)
    assert action in s.legal_actions()
    deck = len(s.deck)
    events = play(s, action)
    assert Built(0, den.id, 3, 3) in events
    assert [e for e in events if isinstance(e, CardDiscarded)] == [
        CardDiscarded(0, i, "payment") for i in cards
    ]
    assert s.players[0].gold == 0 and s.players[0].hand == [] and den in s.players[0].city
    assert len(s.deck) == deck + 3 and set(s.deck[:3]) == {manor, temple, tavern}  # the bottom
    assert s.builds_left == 0
    assert_conserved(s)


def test_9_4_thieves_den_paid_wholly_with_cards_is_a_paid_build() -> None:
    names = ("manor", "temple", "tavern", "castle", "church", "market")
    s = game().hand(0, "thieves_den", *names).gold(0, 0).build()
    den = in_hand(s, 0, "thieves_den")
    cards = tuple(sorted(in_hand(s, 0, n).id for n in names))
    events = play(s, BuildWithCards(den.id, cards))
    built = next(e for e in events if isinstance(e, Built))
    assert built.paid and built.cards == 6 and built.cost == 0


def test_9_4_thieves_den_offers_every_split_it_can_pay() -> None:
    s = game().hand(0, "thieves_den", "manor", "temple").gold(0, 5).build()
    den = in_hand(s, 0, "thieves_den")
    offered = {a.cards for a in builds(s, BuildWithCards)}  # type: ignore[attr-defined]
    manor, temple = in_hand(s, 0, "manor").id, in_hand(s, 0, "temple").id
    assert offered == {(manor,), (temple,), tuple(sorted((manor, temple)))}
    assert Build(den.id) not in s.legal_actions()  # 6 gold in gold only: he has 5


def test_9_4_thieves_den_refusals() -> None:
    s = game().hand(0, "thieves_den", "manor", "temple").gold(0, 3).build()
    den, manor, temple = (in_hand(s, 0, n) for n in ("thieves_den", "manor", "temple"))
    with pytest.raises(CannotAffordError):  # 6 - 1 card = 5 gold, he has 3
        s.apply(BuildWithCards(den.id, (manor.id,)))
    with pytest.raises(NotInHandError):  # the Den does not pay for itself
        s.apply(BuildWithCards(den.id, (den.id, manor.id, temple.id)))
    with pytest.raises(InvalidTargetError):  # only the Den is paid with cards
        s.apply(BuildWithCards(manor.id, (temple.id,)))
    with pytest.raises(InvalidTargetError):
        s.apply(BuildWithCards(den.id, ()))
    assert den in s.players[0].hand and s.players[0].gold == 3


def test_9_4_thieves_den_too_many_cards_refused() -> None:
    names = ("manor", "temple", "tavern", "castle", "church", "market", "docks")
    s = game().hand(0, "thieves_den", *names).build()
    den = in_hand(s, 0, "thieves_den")
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithCards(den.id, tuple(sorted(in_hand(s, 0, n).id for n in names))))
    assert err.value.refusal is not None and err.value.refusal.why is Why.OVERPAID


def test_9_4_thieves_den_with_the_factory_costs_five() -> None:
    s = game().city(0, "factory").hand(0, "thieves_den", "manor").gold(0, 4).build()
    den, manor = in_hand(s, 0, "thieves_den"), in_hand(s, 0, "manor")
    events = play(s, BuildWithCards(den.id, (manor.id,)))
    assert Built(0, den.id, 4, 1) in events and s.players[0].gold == 0


def test_9_4_thieves_den_the_alchemist_gets_back_only_the_gold() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .uniques(*UNIQUES_2016)
        .characters({0: "alchemist", 1: "emperor", 2: "abbot", 3: "wizard"})
        .hand(0, "thieves_den", "manor", "temple")
        .gold(0, 4)
        .turn("alchemist", gathered=True)
        .build()
    )
    den, manor, temple = (in_hand(s, 0, n) for n in ("thieves_den", "manor", "temple"))
    events = play(s, BuildWithCards(den.id, tuple(sorted((manor.id, temple.id)))))
    assert GoldTaken(0, 4, "alchemist") in events and s.players[0].gold == 4


# ---------------------------------------------------------------------- Framework
def test_9_4_framework_destroyed_to_build_any_district_unpaid() -> None:
    s = game().city(0, "framework", "manor").hand(0, "palace").gold(0, 1).artist_gold(0, "framework").build()
    framework, palace = in_city(s, 0, "framework"), in_hand(s, 0, "palace")
    action = BuildByDestroying(palace.id, framework.id)
    assert action in s.legal_actions()
    events = play(s, action)
    assert Destroyed(0, 0, framework.id, 0, "destroyed_to_build") in events
    assert AdornmentGoldReturned(0, framework.id) in events and framework.id not in s.adorned
    assert Built(0, palace.id, 0, 0, False) in events
    assert [c.name for c in s.players[0].city] == ["manor", "palace"]
    assert s.players[0].gold == 1 and s.deck[0] is framework and s.builds_left == 0
    assert_conserved(s)


def test_9_4_framework_uses_the_building_limit_and_names() -> None:
    s = game().city(0, "framework", "manor").hand(0, "manor", "castle").build()
    framework = in_city(s, 0, "framework")
    manor = in_hand(s, 0, "manor")
    with pytest.raises(DuplicateDistrictError):
        s.apply(BuildByDestroying(manor.id, framework.id))
    assert BuildByDestroying(manor.id, framework.id) not in s.legal_actions()
    s = game().city(0, "framework").hand(0, "castle").build()
    s.builds_left = 0
    castle = in_hand(s, 0, "castle")
    with pytest.raises(AlreadyUsedError):
        s.apply(BuildByDestroying(castle.id, in_city(s, 0, "framework").id))


def test_9_4_framework_the_trader_builds_trade_districts_past_his_limit() -> None:
    s = (
        Scenario(players=4)
        .line_up("assassin", "thief", "magician", "king", "bishop", "trader", "architect", "warlord")
        .uniques(*UNIQUES_2016)
        .characters({0: "trader", 1: "king", 2: "bishop", 3: "warlord"})
        .city(0, "framework")
        .hand(0, "harbor", "palace")
        .turn("trader", gathered=True)
        .build()
    )
    s.builds_left = 0
    framework = in_city(s, 0, "framework")
    assert BuildByDestroying(in_hand(s, 0, "harbor").id, framework.id) in s.legal_actions()
    assert BuildByDestroying(in_hand(s, 0, "palace").id, framework.id) not in s.legal_actions()


def test_9_4_framework_the_alchemist_gets_nothing_back() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .uniques(*UNIQUES_2016)
        .characters({0: "alchemist", 1: "emperor", 2: "abbot", 3: "wizard"})
        .city(0, "framework")
        .hand(0, "palace")
        .turn("alchemist", gathered=True)
        .build()
    )
    events = play(s, BuildByDestroying(in_hand(s, 0, "palace").id, in_city(s, 0, "framework").id))
    assert not [e for e in events if isinstance(e, GoldTaken)] and s.players[0].gold == 0


def test_9_4_framework_only_the_framework_is_destroyed_to_build() -> None:
    s = game().city(0, "manor").hand(0, "palace").build()
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildByDestroying(in_hand(s, 0, "palace").id, in_city(s, 0, "manor").id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.NOT_BUILT_BY_DESTROYING


def test_9_4_framework_allowed_in_a_completed_city() -> None:
    city = ("framework", "manor", "castle", "temple", "church", "tavern", "market")
    s = game().city(0, *city).first_complete(0).hand(0, "palace").build()
    play(s, BuildByDestroying(in_hand(s, 0, "palace").id, in_city(s, 0, "framework").id))
    assert len(s.players[0].city) == 7 and s.players[0].completed


# ---------------------------------------------------------------------- Necropolis
def test_9_4_necropolis_built_by_destroying_one_of_your_districts() -> None:
    s = game().city(0, "keep", "manor").hand(0, "necropolis").build()
    necropolis, keep = in_hand(s, 0, "necropolis"), in_city(s, 0, "keep")
    offered = {a.destroyed for a in builds(s, BuildByDestroying)}  # type: ignore[attr-defined]
    assert offered == {keep.id, in_city(s, 0, "manor").id}  # the Keep too (§9.5)
    events = play(s, BuildByDestroying(necropolis.id, keep.id))
    assert Destroyed(0, 0, keep.id, 0, "built_by_destroying") in events
    assert Built(0, necropolis.id, 0, 0, False) in events
    assert [c.name for c in s.players[0].city] == ["manor", "necropolis"] and s.builds_left == 0
    assert_conserved(s)


def test_9_4_necropolis_or_paid_in_gold() -> None:
    s = game().city(0, "factory").hand(0, "necropolis").gold(0, 4).build()
    necropolis = in_hand(s, 0, "necropolis")
    events = play(s, Build(necropolis.id))
    assert Built(0, necropolis.id, 4) in events  # a paid build, with the Factory's discount


def test_9_4_necropolis_needs_a_district_to_destroy() -> None:
    s = game().hand(0, "necropolis").build()
    assert not builds(s, BuildByDestroying)


def test_9_5_necropolis_destroying_does_not_wake_the_graveyard() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .uniques(*UNIQUES_2016[:13], "graveyard")
        .city(0, "manor")
        .city(1, "graveyard")
        .gold(1, 5)
        .hand(0, "necropolis")
        .turn("king", gathered=True)
        .build()
    )
    manor = in_city(s, 0, "manor")
    play(s, BuildByDestroying(in_hand(s, 0, "necropolis").id, manor.id))
    assert s.deck[0] is manor and s.grave_card is None


def test_9_4_paid_builds_are_paid_unpaid_ones_are_not() -> None:
    """RULES.md §9.1: the one record every rule about paid builds reads (`Built.paid`)."""
    s = game().city(0, "framework").hand(0, "manor", "thieves_den", "temple").gold(0, 5).build()
    s.builds_left = 3
    den, temple, manor = (in_hand(s, 0, n) for n in ("thieves_den", "temple", "manor"))
    paid = [e.paid for e in play(s, BuildWithCards(den.id, (temple.id,))) if isinstance(e, Built)]
    unpaid = [
        e.paid
        for e in play(s, BuildByDestroying(manor.id, in_city(s, 0, "framework").id))
        if isinstance(e, Built)
    ]
    assert paid == [True] and unpaid == [False]


def test_9_4_every_payment_in_a_2016_game_keeps_the_cards() -> None:
    """Whole games with the four districts: every legal build applies, cards are conserved."""
    import random

    for seed in range(6):
        s = new_game(GameConfig(players=4, uniques=UNIQUES_2016), seed)
        rng = random.Random(seed)
        while not s.game_over:
            legal = s.legal_actions()
            special = [
                a for a in legal if isinstance(a, BuildWithCards | BuildByDestroying | DestroyWithArmory)
            ]
            s.apply(rng.choice(special) if special and rng.random() < 0.7 else rng.choice(legal))
        assert_conserved(s)


def test_9_4_thieves_den_one_action_per_choice_of_cards() -> None:
    """Copies of a district are interchangeable: the lowest ids are paid, in ascending order, so
    `legal_actions()` lists every payment `apply()` accepts once."""
    s = game().hand(0, "thieves_den", "manor", "manor", "temple").gold(0, 5).build()
    den = in_hand(s, 0, "thieves_den")
    manors = sorted(c.id for c in s.players[0].hand if c.name == "manor")
    temple = in_hand(s, 0, "temple").id
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithCards(den.id, (manors[1],)))
    assert err.value.refusal is not None and err.value.refusal.why is Why.CARD_ORDER
    with pytest.raises(InvalidTargetError):
        s.apply(BuildWithCards(den.id, tuple(sorted((manors[0], temple), reverse=True))))
    offered = [a for a in builds(s, BuildWithCards)]
    for a in offered:
        assert s.why_not(a) is None
    assert len({a.cards for a in offered}) == len(offered) == 5  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- Armory
def test_9_4_armory_destroys_itself_and_a_district_of_an_uncompleted_city() -> None:
    s = game().city(0, "armory", "manor").city(1, "keep", "palace").artist_gold(1, "palace").build()
    armory, palace = in_city(s, 0, "armory"), in_city(s, 1, "palace")
    offered = {(a.seat, a.card) for a in builds(s, DestroyWithArmory)}  # type: ignore[attr-defined]
    assert (1, palace.id) in offered and (1, in_city(s, 1, "keep").id) in offered  # the Keep too (§9.5)
    assert (0, in_city(s, 0, "manor").id) in offered and (0, armory.id) not in offered
    events = play(s, DestroyWithArmory(1, palace.id))
    assert (
        Destroyed(0, 0, armory.id, 0, "spent") in events and Destroyed(0, 1, palace.id, 0, "blast") in events
    )
    assert AdornmentGoldReturned(1, palace.id) in events
    assert [c.name for c in s.players[0].city] == ["manor"] and [c.name for c in s.players[1].city] == [
        "keep"
    ]
    assert set(s.deck[:2]) == {armory, palace} and s.players[0].gold == 0
    assert not builds(s, DestroyWithArmory)  # spent
    assert_conserved(s)


def test_9_4_armory_not_a_completed_city_but_usable_from_one() -> None:
    """RULES.md §9.12 (6): its owner's completed city may use it; a completed city is never a target."""
    seven = ("manor", "castle", "temple", "church", "tavern", "market", "watchtower")
    s = game().city(0, "armory", *seven[:6]).city(1, *seven).city(2, "palace").first_complete(0).build()
    targets = {a.seat for a in builds(s, DestroyWithArmory)}  # type: ignore[attr-defined]
    assert targets == {2}
    with pytest.raises(InvalidTargetError) as err:
        s.apply(DestroyWithArmory(1, in_city(s, 1, "manor").id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.CITY_COMPLETE


def test_9_4_armory_ignores_the_bishop_and_wakes_no_graveyard() -> None:
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016[:13], "graveyard")
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(0, "armory")
        .city(1, "church")
        .city(2, "graveyard")
        .gold(2, 5)
        .turn("warlord", gathered=True)
        .build()
    )
    church = in_city(s, 1, "church")
    play(s, DestroyWithArmory(1, church.id))
    assert s.grave_card is None and s.deck[0] is church


def test_9_4_armory_refusals_leave_the_game_unchanged() -> None:
    s = game().city(0, "manor").city(1, "palace").build()
    with pytest.raises(InvalidTargetError) as err:
        s.apply(DestroyWithArmory(1, in_city(s, 1, "palace").id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.NOT_OWNED
    s = game().city(0, "armory").city(1, "palace").build()
    with pytest.raises(InvalidTargetError):
        s.apply(DestroyWithArmory(1, in_city(s, 0, "armory").id))
    assert len(s.players[0].city) == 1 and len(s.players[1].city) == 1


# ---------------------------------------------------------------------- Museum
def test_9_4_museum_once_per_turn_a_card_goes_under_it_and_scores_1() -> None:
    s = game().city(0, "museum").hand(0, "manor", "temple").build()
    manor, temple = in_hand(s, 0, "manor"), in_hand(s, 0, "temple")
    assert {a.card for a in builds(s, StoreInMuseum)} == {manor.id, temple.id}  # type: ignore[attr-defined]
    events = play(s, StoreInMuseum(manor.id))
    assert CardDiscarded(0, manor.id, "stored") in events
    assert s.museum_cards == [manor] and s.players[0].hand == [temple] and not builds(s, StoreInMuseum)
    with pytest.raises(AlreadyUsedError) as err:
        s.apply(StoreInMuseum(temple.id))
    assert err.value.refusal is not None and err.value.refusal.why is Why.MUSEUM_USED
    assert_conserved(s)
    score = score_player(s, s.players[0])
    assert ("museum", 1) in score.unique_bonuses and score.total == 4 + 1


def test_9_4_museum_refusals() -> None:
    s = game().hand(0, "manor").build()
    with pytest.raises(InvalidTargetError):
        s.apply(StoreInMuseum(in_hand(s, 0, "manor").id))
    s = game().city(0, "museum").hand(1, "manor").build()
    with pytest.raises(NotInHandError):
        s.apply(StoreInMuseum(in_hand(s, 1, "manor").id))
    assert s.museum_cards == []


def _museum_with_cards(character: str = "king") -> object:
    s = game(character).city(0, "museum", "manor").hand(0, "temple").build()
    play(s, StoreInMuseum(in_hand(s, 0, "temple").id))
    return s


def test_9_4_museum_destroyed_its_cards_go_to_the_bottom_of_the_deck() -> None:
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016)
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(2, "museum", "manor")
        .gold(0, 5)
        .turn("warlord", gathered=True)
        .build()
    )
    s.museum_cards = [s.deck.pop()]
    stored = s.museum_cards[0]
    museum = in_city(s, 2, "museum")
    play(s, Destroy(2, museum.id))
    assert s.museum_cards == [] and set(s.deck[:2]) == {stored, museum}
    assert_conserved(s)


def test_9_4_museum_destroyed_by_the_armory_empties_too() -> None:
    s = game().city(0, "armory").city(1, "museum").build()
    s.museum_cards = [s.deck.pop()]
    play(s, DestroyWithArmory(1, in_city(s, 1, "museum").id))
    assert s.museum_cards == []
    assert_conserved(s)


def test_9_4_museum_cards_follow_it_on_a_diplomat_swap_and_its_new_owner_sees_them() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .uniques(*UNIQUES_2016)
        .characters({0: "diplomat", 1: "emperor", 2: "abbot", 3: "alchemist"})
        .city(0, "tavern")
        .city(1, "museum")
        .gold(0, 5)
        .turn("diplomat", gathered=True)
        .build()
    )
    s.museum_cards = [s.deck.pop()]
    stored = s.museum_cards[0]
    assert s.view(1).museum_cards == (stored,) and s.view(0).museum_cards == ()
    play(s, SwapDistricts(in_city(s, 0, "tavern").id, 1, in_city(s, 1, "museum").id))
    assert s.museum_cards == [stored]
    assert s.view(0).museum_cards == (stored,) and s.view(1).museum_cards == ()
    assert all(s.view(seat).museum_count == 1 for seat in range(4))


def test_9_11_museum_faces_are_seen_by_its_owner_only() -> None:
    s = _museum_with_cards()
    assert s.view(0).museum_cards == tuple(s.museum_cards)  # type: ignore[attr-defined]
    for seat in (1, 2, 3):
        view = s.view(seat)  # type: ignore[attr-defined]
        assert view.museum_cards == () and view.museum_count == 1


def test_9_4_museum_taken_by_the_graveyard_leaves_its_cards_under_the_deck() -> None:
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016[:13], "graveyard")
        .characters({0: "warlord", 1: "bishop", 2: "merchant", 3: "king"})
        .city(2, "museum")
        .city(3, "graveyard")
        .gold(0, 5)
        .gold(3, 1)
        .turn("warlord", gathered=True)
        .build()
    )
    s.museum_cards = [s.deck.pop()]
    stored = s.museum_cards[0]
    museum = in_city(s, 2, "museum")
    play(s, Destroy(2, museum.id))
    assert s.grave_card is museum and s.museum_cards == [] and s.deck[0] is stored
    play(s, GraveyardTake())
    assert museum in s.players[3].hand and s.museum_cards == []
    assert_conserved(s)
