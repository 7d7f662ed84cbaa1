"""RULES.md §9.4 (with §9.1, §9.5, §9.13.6-7): the passive and scoring unique districts of the 2016 box —
Basilica, Capitol, Ivory Tower, Monument, Secret Vault, Statue, Wishing Well, Gold Mine, Park, Poor
House, Stables, Quarry — in a 2016-style deck (§9.8)."""

from __future__ import annotations

import random

import pytest
from engine_testlib import check_final, check_step_invariants, play, redeal_hidden
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_properties import MAX_ACTIONS

from citadels.engine import Build, BuildWithLoan, Destroy, EndTurn, GameConfig, Rng, TakeGold, new_game
from citadels.engine.actions import BUILD_FROM_HAND, KEEP_FROM_HAND
from citadels.engine.errors import AlreadyUsedError, DuplicateDistrictError, InvalidTargetError
from citadels.engine.events import CardsDrawn, CityCompleted, GoldTaken
from citadels.engine.refusal import Why
from citadels.engine.scoring import score_player
from citadels.engine.uniques import city_size
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario, in_city, in_hand

MINE = (
    "basilica",
    "capitol",
    "ivory_tower",
    "monument",
    "secret_vault",
    "statue",
    "wishing_well",
    "gold_mine",
    "park",
    "poor_house",
    "stables",
    "quarry",
)
DECK = (*MINE, "smithy", "haunted_city")  # 14 different uniques: a 2016-style deck
CLASSIC_CAST = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]


def scenario(cast: list[str] | tuple[str, ...] = CLASSIC_CAST, players: int = 4) -> Scenario:
    return Scenario(players=players, characters=list(cast)).uniques(*DECK)


def bonuses(s: object, seat: int) -> dict[str, int]:
    return dict(score_player(s, s.players[seat]).unique_bonuses)  # type: ignore[attr-defined]


def turn(*hand: str, city: tuple[str, ...] = (), gold: int = 20, holder: str = "merchant") -> Scenario:
    return (
        scenario()
        .characters({0: holder, 1: "bishop", 2: "warlord", 3: "king"})
        .hand(0, *hand)
        .city(0, *city)
        .gold(0, gold)
    )


# ---------------------------------------------------------------------- scoring
def test_9_4_basilica_scores_one_per_odd_cost_with_artist_gold() -> None:
    # temple 1, watchtower 1, haunted city 2 (even, §9.5), manor 3, basilica 4
    s = scenario().city(0, "basilica", "temple", "watchtower", "haunted_city", "manor").build()
    assert bonuses(s, 0)["basilica"] == 3
    s = (
        Scenario(players=4, characters=list(DARK_CITY_WITH_ARTIST))
        .uniques(*DECK)
        .city(0, "basilica", "temple", "manor")
        .artist_gold(0, "temple", "basilica")  # 1 -> 2 (even), 4 -> 5 (odd)
        .build()
    )
    assert bonuses(s, 0)["basilica"] == 2  # basilica 5, manor 3
    assert "basilica" not in bonuses(scenario().city(0, "temple").build(), 0)


def test_9_4_capitol_scores_three_once_with_three_of_one_type() -> None:
    s = scenario().city(0, "capitol", "temple", "church", "manor").build()
    assert bonuses(s, 0)["capitol"] == 0  # two religious, two... unique: capitol alone
    s = scenario().city(0, "capitol", "temple", "church", "monastery", "manor", "castle", "palace").build()
    assert bonuses(s, 0)["capitol"] == 3  # six of them in two types: still +3 once
    # unique is a type, the Haunted City counts as unique (§9.5)
    s = scenario().city(0, "capitol", "haunted_city", "smithy").build()
    assert bonuses(s, 0)["capitol"] == 3


def test_9_4_ivory_tower_scores_five_when_the_only_unique() -> None:
    assert bonuses(scenario().city(0, "ivory_tower", "temple", "manor").build(), 0)["ivory_tower"] == 5
    assert bonuses(scenario().city(0, "ivory_tower", "haunted_city").build(), 0)["ivory_tower"] == 0


def test_9_4_wishing_well_scores_one_per_unique_itself_included() -> None:
    s = scenario().city(0, "wishing_well", "haunted_city", "smithy", "temple").build()
    assert bonuses(s, 0)["wishing_well"] == 3


def test_9_4_statue_scores_five_with_the_crown() -> None:
    s = scenario().city(0, "statue").city(1, "temple").crown(0).build()
    assert bonuses(s, 0)["statue"] == 5
    s = scenario().city(0, "statue").crown(1).build()
    assert bonuses(s, 0)["statue"] == 0


def test_9_4_secret_vault_scores_three_in_hand_and_counts_for_the_map_room() -> None:
    s = scenario().hand(0, "secret_vault", "temple").city(1, "temple").build()
    b = score_player(s, s.players[0])
    assert dict(b.unique_bonuses) == {"secret_vault": 3}
    assert b.total == 3
    assert "secret_vault" not in bonuses(s, 1)
    deck = ("secret_vault", "map_room", *MINE[:4], *MINE[5:], "smithy")
    s = Scenario(players=4).uniques(*deck).hand(0, "secret_vault", "temple").city(0, "map_room").build()
    assert dict(score_player(s, s.players[0]).unique_bonuses) == {"map_room": 2, "secret_vault": 3}


# ---------------------------------------------------------------------- building
def test_9_4_secret_vault_is_never_built() -> None:
    s = turn("secret_vault").turn("merchant", gathered=True).build()
    vault = in_hand(s, 0, "secret_vault")
    assert Build(vault.id) not in s.legal_actions()
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(Build(vault.id))
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.NEVER_BUILT
    assert vault in s.players[0].hand


def test_9_4_secret_vault_the_wizard_takes_it_but_never_builds_it() -> None:
    s = (
        Scenario(players=4, characters=list(DARK_CITY_WITH_ARTIST))
        .uniques(*DECK)
        .characters({0: "wizard", 1: "abbot", 2: "diplomat", 3: "emperor"})
        .hand(1, "secret_vault")
        .gold(0, 10)
        .turn("wizard", gathered=True)
        .build()
    )
    vault = in_hand(s, 1, "secret_vault")
    look = next(a for a in s.legal_actions() if type(a).__name__ == "LookAtHand")
    play(s, look)
    assert KEEP_FROM_HAND[vault.id] in s.legal_actions()
    assert BUILD_FROM_HAND[vault.id] not in s.legal_actions()
    with pytest.raises(InvalidTargetError):
        s.apply(BUILD_FROM_HAND[vault.id])


def test_9_4_monument_not_built_into_a_city_of_five() -> None:
    five = ("temple", "church", "manor", "castle", "market")
    s = turn("monument", city=five).turn("merchant", gathered=True).build()
    monument = in_hand(s, 0, "monument")
    assert Build(monument.id) not in s.legal_actions()
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(Build(monument.id))
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.CITY_TOO_BIG
    s = turn("monument", city=five[:4]).turn("merchant", gathered=True).build()
    play(s, Build(in_hand(s, 0, "monument").id))
    assert city_size(s.players[0].city) == 6


def test_9_1_monument_counts_two_for_completion() -> None:
    four = ("temple", "church", "manor", "castle")
    s = turn("monument", "market", city=four, holder="architect").turn("architect", gathered=True).build()
    play(s, Build(in_hand(s, 0, "monument").id))
    assert not s.players[0].completed  # 4 + 2 = 6 of 7
    events = play(s, Build(in_hand(s, 0, "market").id))
    assert s.players[0].completed and s.first_complete == 0  # 5 cards, 7 districts
    assert any(isinstance(e, CityCompleted) for e in events)
    assert score_player(s, s.players[0]).completion == 4
    assert score_player(s, s.players[0]).districts == 1 + 2 + 3 + 4 + 2 + 4


def test_9_13_7_monument_makes_a_city_complete_against_the_warlord() -> None:
    def warlord_turn(*city: str) -> object:
        return (
            scenario()
            .characters({0: "warlord", 1: "merchant", 2: "bishop", 3: "king"})
            .city(1, *city)
            .gold(0, 10)
            .turn("warlord", gathered=True)
            .build()
        )

    six = ("temple", "church", "manor", "castle", "market", "tavern")
    open_city = warlord_turn(*six)
    assert any(isinstance(a, Destroy) and a.seat == 1 for a in open_city.legal_actions())  # type: ignore[attr-defined]
    s = warlord_turn("monument", *six[:5])  # 6 cards, 7 districts
    assert s.players[1].completed  # type: ignore[attr-defined]
    assert not any(isinstance(a, Destroy) and a.seat == 1 for a in s.legal_actions())  # type: ignore[attr-defined]


def test_9_4_stables_never_uses_the_building_limit() -> None:
    s = turn("temple", "stables", "manor").turn("merchant", gathered=True).build()
    play(s, Build(in_hand(s, 0, "temple").id))
    play(s, Build(in_hand(s, 0, "stables").id))  # after the limit is reached
    assert Build(in_hand(s, 0, "manor").id) not in s.legal_actions()
    s = turn("temple", "stables", "manor").turn("merchant", gathered=True).build()
    play(s, Build(in_hand(s, 0, "stables").id))
    play(s, Build(in_hand(s, 0, "temple").id))  # the Stables left the one build
    with pytest.raises(AlreadyUsedError):
        s.apply(Build(in_hand(s, 0, "manor").id))


def test_9_4_stables_the_navigator_still_cannot_build_it() -> None:
    s = (
        Scenario(players=4, characters=list(DARK_CITY_WITH_ARTIST))
        .uniques(*DECK)
        .characters({0: "navigator", 1: "abbot", 2: "diplomat", 3: "emperor"})
        .hand(0, "stables")
        .gold(0, 10)
        .turn("navigator", gathered=True)
        .build()
    )
    assert Build(in_hand(s, 0, "stables").id) not in s.legal_actions()


def test_9_4_quarry_allows_districts_already_in_the_city() -> None:
    s = turn("temple", city=("temple",)).turn("merchant", gathered=True).build()
    assert Build(in_hand(s, 0, "temple").id) not in s.legal_actions()
    with pytest.raises(DuplicateDistrictError):
        s.apply(Build(in_hand(s, 0, "temple").id))
    s = (
        turn("temple", "temple", city=("temple", "quarry"), holder="architect")
        .turn("architect", gathered=True)
        .build()
    )
    first, second = [c for c in s.players[0].hand if c.name == "temple"]
    play(s, Build(first.id))
    play(s, Build(second.id))  # any number of times
    assert [c.name for c in s.players[0].city].count("temple") == 3


def test_9_4_quarry_a_destroyed_copy_leaves_the_others() -> None:
    s = (
        scenario()
        .characters({0: "warlord", 1: "merchant", 2: "bishop", 3: "king"})
        .city(1, "quarry", "temple", "temple")
        .gold(0, 10)
        .turn("warlord", gathered=True)
        .build()
    )
    temple = in_city(s, 1, "temple")
    play(s, Destroy(1, temple.id))
    assert in_city(s, 1, "temple").kind in s.players[1].kinds


# ---------------------------------------------------------------------- income and the end of a turn
def test_9_4_gold_mine_one_more_gold_when_taking_gold() -> None:
    s = turn(city=("gold_mine",)).turn("merchant").build()
    gold = s.players[0].gold
    events = play(s, TakeGold())
    assert s.players[0].gold == gold + 3 + 1  # 2, the Gold Mine's 1, the Merchant's 1
    assert GoldTaken(0, 1, "gold_mine") in events


def test_9_4_poor_house_one_gold_at_the_end_of_a_turn_with_none() -> None:
    s = turn("manor", city=("poor_house",), gold=3).turn("merchant", gathered=True).build()
    s.players[0].gold = 3
    play(s, Build(in_hand(s, 0, "manor").id))
    assert s.players[0].gold == 0
    events = play(s, EndTurn())
    assert s.players[0].gold == 1 and GoldTaken(0, 1, "poor_house") in events
    s = turn(city=("poor_house",), gold=5).turn("merchant", gathered=True).build()
    play(s, EndTurn())
    assert s.players[0].gold == 5


def test_9_13_6_poor_house_after_the_tax() -> None:
    s = (
        Scenario(players=4, characters=list(DARK_CITY_WITH_ARTIST))
        .uniques(*DECK)
        .characters({0: "abbot", 1: "tax_collector", 2: "diplomat", 3: "emperor"})
        .city(0, "poor_house")
        .hand(0, "manor")
        .gold(0, 4)
        .turn("abbot", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 0, "manor").id))
    assert s.players[0].gold == 1
    play(s, EndTurn())  # the tax takes the last gold first, then the Poor House gives one
    assert s.players[0].gold == 1
    assert s.players[1].gold >= 1


def test_9_4_park_two_cards_at_the_end_of_a_turn_with_an_empty_hand() -> None:
    s = turn("manor", city=("park",)).turn("merchant", gathered=True).build()
    play(s, Build(in_hand(s, 0, "manor").id))
    events = play(s, EndTurn())
    assert len(s.players[0].hand) == 2
    assert any(isinstance(e, CardsDrawn) and e.source == "park" for e in events)
    s = turn("manor", "temple", city=("park",)).turn("merchant", gathered=True).build()
    play(s, Build(in_hand(s, 0, "manor").id))
    play(s, EndTurn())
    assert len(s.players[0].hand) == 1


def test_9_4_passive_uniques_do_nothing_outside_their_city() -> None:
    s = turn().city(1, "gold_mine", "park", "poor_house").turn("merchant").build()
    play(s, TakeGold())
    assert s.players[0].gold == 20 + 3


# ---------------------------------------------------------------------- whole games
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.sampled_from((2, 4, 5, 6, 7)), st.sampled_from(("classic", "darkcity")))
def test_9_8_fuzzed_games_with_the_2016_deck_end_and_keep_the_invariants(
    seed: int, players: int, characters: str
) -> None:
    s = new_game(GameConfig(players=players, characters=characters, uniques=DECK), seed)
    assert s.rules.deck_2016 and len(s.rules.cards) == 54 + 14
    rnd = random.Random(seed)
    count = 0
    while not s.game_over:
        check_step_invariants(s)
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        for action in legal[:20]:
            s.clone().apply(action, seat=s.to_move)  # every listed action applies
        s.apply(rnd.choice(legal), events=False)
        count += 1
        assert count < MAX_ACTIONS
    check_final(s)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.sampled_from((2, 4, 6)), st.integers(0, 400))
def test_9_11_fuzzed_views_with_the_2016_deck_leak_nothing(seed: int, players: int, steps: int) -> None:
    """A Secret Vault in hand and the Park's cards are private (RULES.md §9.11): redealing what a seat
    cannot see leaves its view unchanged."""
    s = new_game(GameConfig(players=players, uniques=DECK), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if s.game_over:
            break
        s.apply(rnd.choice(s.legal_actions()), events=False)
    for seat in range(players):
        t = s.clone()
        redeal_hidden(t, seat, Rng(seed + seat))
        assert t.view(seat) == s.view(seat)


def test_9_13_6_the_cardinals_loan_builds_follow_the_2016_uniques() -> None:
    """The Cardinal's build with another player's gold (RULES.md §9.3) is a build like any other: no
    Monument into a city of 5, the Stables outside the limit, duplicates with a Quarry."""
    cast = ["assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord"]

    def cardinal(*hand: str, city: tuple[str, ...] = (), builds_left: int | None = None) -> object:
        return (
            Scenario(players=4, characters=cast)
            .uniques(*DECK)
            .characters({0: "cardinal", 1: "merchant", 2: "warlord", 3: "king"})
            .hand(0, *hand)
            .city(0, *city)
            .gold(0, 0)
            .gold(1, 9)
            .turn("cardinal", gathered=True, builds_left=builds_left)
            .build()
        )

    def loans(s: object, name: str) -> list[BuildWithLoan]:
        card = in_hand(s, 0, name).id  # type: ignore[arg-type]
        return [a for a in s.legal_actions() if isinstance(a, BuildWithLoan) and a.card == card]  # type: ignore[attr-defined]

    five = ("temple", "church", "manor", "castle", "market")
    assert not loans(cardinal("monument", "tavern", "docks", "harbor", "prison", city=five), "monument")
    assert loans(cardinal("monument", "tavern", "docks", "harbor", "prison", city=five[:4]), "monument")
    s = cardinal("stables", "tavern", "docks", builds_left=0)
    loan = loans(s, "stables")
    assert loan
    s.apply(loan[0])  # type: ignore[attr-defined]
    assert s.builds_left == 0 and in_city(s, 0, "stables")  # type: ignore[attr-defined]
    assert loans(cardinal("temple", "tavern", city=("temple", "quarry")), "temple")
    assert not loans(cardinal("temple", "tavern", city=("temple",)), "temple")


def test_9_3_no_confiscation_of_a_monument_into_a_city_of_five() -> None:
    """The Magistrate's confiscation is a build for him: not a Monument while his city holds 5 or
    more districts (RULES.md §9.3, §9.4); with 4 he may take it."""
    from citadels.engine.actions import KeepWarrantHidden, RevealWarrant
    from citadels.engine.errors import InvalidTargetError as Refused

    cast = ["magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]

    def merchant_builds_monument(*magistrate_city: str) -> object:
        s = (
            Scenario(players=4, characters=cast)
            .uniques(*DECK)
            .characters({0: "magistrate", 1: "king", 2: "merchant", 3: "architect"})
            .gold(2, 9)
            .hand(2, "monument")
            .city(0, *magistrate_city)
            .turn("merchant", gathered=True, builds_left=1)
            .build()
        )
        s.warrants, s.warrant_seat, s.warrant_signed = [4, 6, 7], 0, 6  # type: ignore[attr-defined]
        play(s, Build(in_hand(s, 2, "monument").id))  # type: ignore[arg-type]
        return s

    five = ("temple", "church", "manor", "castle", "market")
    s = merchant_builds_monument(*five)
    assert s.legal_actions() == [KeepWarrantHidden()]  # type: ignore[attr-defined]
    with pytest.raises(Refused) as err:
        s.apply(RevealWarrant())  # type: ignore[attr-defined]
    assert err.value.refusal is not None and err.value.refusal.why is Why.CITY_TOO_BIG
    s = merchant_builds_monument(*five[:4])
    play(s, RevealWarrant())  # type: ignore[arg-type]
    assert in_city(s, 0, "monument")  # type: ignore[arg-type]
