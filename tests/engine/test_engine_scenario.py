"""The scenario builder (`tests.engine.scenario`): consistent, conserved, playable states."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from engine_testlib import assert_conserved, check_final, check_step_invariants, names, passive_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import CLASSIC_CARDS, RULESETS, ConfigError, Decision, Destroy
from tests.engine.scenario import Scenario, ScenarioError, in_city, in_hand, rank_of, seat_of


def test_scenario_example_from_the_brief() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 5)
        .hand(0, "castle", "temple")
        .city(1, "manor", "keep")
        .characters({0: "warlord", 1: "bishop", 2: "king"})
        .murdered("king")
        .turn("warlord", gathered=True)
        .build()
    )
    assert s.decision == Decision.MAIN and s.to_move == 0 and s.cur_rank == 8
    assert names(s.players[0].hand) == ["castle", "temple"] and s.players[0].gold == 5
    assert names(s.players[1].city) == ["manor", "keep"]
    assert s.murdered == 4 and seat_of(s, "king") == 2 and seat_of(s, "assassin") == 3
    assert s.called == 8 and 4 not in s.revealed and s.revealed[-1] == 8
    assert s.revealed == sorted(s.revealed) and 1 in s.revealed and 5 in s.revealed
    assert len(s.deck) == 68 - 4
    assert_conserved(s)
    assert not any(isinstance(a, Destroy) for a in s.legal_actions())  # the living Bishop's city
    g = Scenario(players=4).characters({0: "warlord"}).turn("warlord").build()
    assert g.decision == Decision.GATHER


@pytest.mark.parametrize("players", range(2, 8))
def test_scenario_characters_filled_in_and_discards_per_table(players: int) -> None:
    per = 2 if players <= 3 else 1
    faceup = {2: 0, 3: 0, 4: 2, 5: 1, 6: 0, 7: 0}[players]
    for seed in range(30):
        s = Scenario(players=players, seed=seed).characters({0: "king"}).turn("king").build()
        assert all(len(p.chars) == per for p in s.players)
        assert len(s.faceup) == faceup and 4 not in s.faceup
        held = [r for p in s.players for r in p.chars]
        assert sorted(held + s.faceup + s.facedown) == list(range(1, 9))
        for rank in range(1, 9):
            assert s.holder[rank] == next((p.seat for p in s.players if rank in p.chars), -1)
        assert s.crown == 0  # the King is playing now: he has taken the crown from seat 0
        assert s.to_move == s.holder[4]


def test_scenario_calling_order_is_consistent() -> None:
    s = (
        Scenario(players=5)
        .crown(3)
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "merchant", 4: "warlord"})
        .murdered("thief")
        .turn("merchant", gathered=True)
        .build()
    )
    assert s.revealed == [1, 4, 6]  # the murdered Thief was silent
    assert s.called == 6 and s.crown == 2  # the King already took the crown
    assert s.cur_seat == 3 and s.builds_left == 1
    s.apply(passive_action(s))
    assert s.to_move == 4 and s.cur_rank == 8


def test_scenario_robbed_character_is_robbed_when_called() -> None:
    s = (
        Scenario(players=4)
        .gold(2, 6)
        .characters({0: "thief", 2: "merchant"})
        .robbed("merchant")
        .turn("merchant")
        .build()
    )
    assert s.robber == 0 and s.players[2].gold == 0 and s.players[0].gold == 6


def test_scenario_thief_turn_after_robbing() -> None:
    s = Scenario(players=4).characters({0: "thief"}).robbed("king").turn("thief", gathered=True).build()
    assert s.ability_used and s.robbed == 4 and s.robber == 0


def test_scenario_assassin_and_thief_filled_in_when_needed() -> None:
    for seed in range(20):
        s = (
            Scenario(players=4, seed=seed)
            .characters({0: "warlord"})
            .murdered("king")
            .robbed("bishop")
            .turn("warlord")
            .build()
        )
        assert s.holder[1] >= 0 and s.holder[2] >= 0


def test_scenario_deck_order_and_size() -> None:
    s = Scenario(players=3).deck_top("palace", "tavern").deck_bottom("keep", "library").build()
    assert names(s.deck[-2:]) == ["tavern", "palace"]
    assert names(s.deck[:2]) == ["keep", "library"]
    s = Scenario(players=3).deck_top("palace").deck_size(3, overflow_seat=2).build()
    assert len(s.deck) == 3 and s.deck[-1].name == "palace"
    assert len(s.players[2].hand) == 68 - 3
    assert_conserved(s)


def test_scenario_deal_and_gold_all() -> None:
    s = Scenario(players=4).gold_all(2).gold(1, 9).hand(0, "castle").deal(4, 1, 2, 3).build()
    assert [p.gold for p in s.players] == [2, 9, 2, 2]
    assert [len(p.hand) for p in s.players] == [1, 4, 4, 4]
    assert_conserved(s)


def test_scenario_seed_changes_only_the_hidden_things() -> None:
    a = Scenario(players=4, seed=1).hand(0, "castle").characters({0: "king"}).turn("king").build()
    b = Scenario(players=4, seed=2).hand(0, "castle").characters({0: "king"}).turn("king").build()
    assert names(a.players[0].hand) == names(b.players[0].hand)
    assert [c.id for c in a.deck] != [c.id for c in b.deck]
    c = Scenario(players=4, seed=1).hand(0, "castle").characters({0: "king"}).turn("king").build()
    assert [x.id for x in a.deck] == [x.id for x in c.deck] and a.holder == c.holder


def test_scenario_completion_and_haunted_city() -> None:
    city = ("temple", "tavern", "watchtower", "church", "market", "prison", "haunted_city")
    s = (
        Scenario(players=4)
        .round(3)
        .city(1, *city)
        .city(2, *city[:6], "manor")
        .first_complete(2)
        .characters({0: "king"})
        .turn("king")
        .build()
    )
    assert s.players[1].completed and s.players[2].completed and s.first_complete == 2
    assert s.players[1].haunted_round == 2
    s = Scenario(players=4).city(1, *city).characters({0: "king"}).turn("king").build()
    assert s.first_complete == 1


def test_scenario_selection_phase() -> None:
    s = (
        Scenario(players=4)
        .crown(2)
        .round(3)
        .selection(faceup=("thief", "bishop"), facedown="magician")
        .build()
    )
    assert s.decision == Decision.DRAFT_PICK and s.to_move == 2 and s.round == 3
    assert s.faceup == [2, 5] and s.facedown == [3] and s.pile == [1, 4, 6, 7, 8]
    assert s.view(2).pile == (1, 4, 6, 7, 8)
    r = Scenario(players=6, seed=4).build()
    assert r.decision == Decision.DRAFT_PICK and len(r.pile) == 7 and r.round == 1


def test_scenario_helpers() -> None:
    s = Scenario(players=4).hand(1, "castle").city(2, "keep").characters({3: "bishop"}).turn("bishop").build()
    assert in_hand(s, 1, "castle").name == "castle"
    assert in_city(s, 2, "keep").name == "keep"
    assert rank_of(s.rules, "bishop") == 5 and rank_of(s.rules, 5) == 5
    with pytest.raises(ScenarioError):
        in_hand(s, 1, "palace")


@pytest.mark.parametrize(
    ("make", "why"),
    [
        (lambda: Scenario(players=4).city(0, "manor", "manor"), "cannot hold two manor"),
        (lambda: Scenario(players=4).hand(0, *["palace"] * 4), "already used"),
        (lambda: Scenario(players=4).hand(0, "skyscraper"), "unknown district"),
        (lambda: Scenario(players=4).hand(4, "manor"), "no seat 4"),
        (lambda: Scenario(players=4).characters({0: "jester"}).turn("jester"), "unknown character"),
        (lambda: Scenario(players=4).characters({0: "king"}).turn("warlord"), "nobody holds the warlord"),
        (lambda: Scenario(players=4).characters({0: "king", 1: "king"}).turn("king"), "given to two seats"),
        (lambda: Scenario(players=4).characters({0: ("king", "thief")}).turn("king"), "each seat holds 1"),
        (
            lambda: Scenario(players=4).characters({0: "king"}).murdered("king").turn("king"),
            "murdered character has no turn",
        ),
        (
            lambda: Scenario(players=4).characters({0: "king"}).murdered("assassin").turn("king"),
            "cannot murder himself",
        ),
        (
            lambda: Scenario(players=4).characters({0: "assassin"}).murdered("king").turn("assassin"),
            "murders after gathering",
        ),
        (lambda: Scenario(players=4).characters({0: "king"}).robbed("assassin").turn("king"), "may not rob"),
        (
            lambda: Scenario(players=4).characters({0: "assassin"}).robbed("king").turn("assassin", True),
            "has not robbed",
        ),
        (lambda: Scenario(players=4).characters({0: "king"}).faceup("thief").turn("king"), "discard 2"),
        (
            lambda: Scenario(players=4).characters({0: "thief"}).faceup("king", "bishop").turn("thief"),
            "never discarded face up",
        ),
        (
            lambda: Scenario(players=4).characters({0: "king"}).faceup("king", "bishop").turn("king"),
            "held, not discarded",
        ),
        (
            lambda: Scenario(players=4).selection(faceup=("king", "thief"), facedown="bishop"),
            "never discarded face up",
        ),
        (lambda: Scenario(players=4).selection(faceup=("thief",), facedown="bishop"), "discard 2"),
        (
            lambda: (
                Scenario(players=4).city(0, "manor").first_complete(0).characters({0: "king"}).turn("king")
            ),
            "not complete",
        ),
        (lambda: Scenario(players=4).haunted_built(0, 1), "no Haunted City"),
        (lambda: Scenario(players=4).characters({0: "king"}), "need turn"),
        (lambda: Scenario(players=4).deck_top("palace").deck_size(0, 1), "cannot make a deck"),
        (lambda: Scenario(players=4).gold(0, -1), "never negative"),
        (lambda: Scenario(players=4).round(0), "numbered from 1"),
        (
            lambda: (
                Scenario(players=4).characters({0: "king"}).murdered("thief").robbed("bishop").turn("king")
            ),
            "murdered Thief",
        ),
        (
            lambda: (
                Scenario(players=4)
                .characters({0: "assassin", 1: "king", 2: "bishop", 3: "warlord"})
                .murdered("king")
                .faceup("thief", "merchant")
                .robbed("bishop")
                .turn("warlord")
            ),
            "nobody holds the Thief",
        ),
    ],
)
def test_scenario_impossible_set_ups_are_refused(make: Callable[[], Scenario], why: str) -> None:
    with pytest.raises(ScenarioError, match=why):
        make().build()


def test_scenario_bad_config() -> None:
    with pytest.raises(ConfigError):
        Scenario(players=8).build()


# ---------------------------------------------------------------------- random scenarios stay playable
ALL_NAMES = [c.name for c in CLASSIC_CARDS]  # one entry per physical card of the classic deck


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    players = draw(st.integers(2, 7))
    ruleset = draw(st.sampled_from(RULESETS))
    seed = draw(st.integers(0, 10**6))
    sc = Scenario(players=players, ruleset=ruleset, seed=seed).round(draw(st.integers(1, 9)))
    sc.crown(draw(st.integers(0, players - 1)))
    limit = 8 if ruleset != "short" else 6
    pool = draw(st.permutations(ALL_NAMES))
    at = 0
    placed = 0
    for seat in range(players):
        size = draw(st.integers(0, limit))
        city: list[str] = []
        while len(city) < size and at < len(pool):
            if pool[at] not in city:
                city.append(pool[at])
            at += 1
        sc.city(seat, *city)
        placed += len(city)
        sc.gold(seat, draw(st.integers(0, 12)))
    # deal no more than the 68-card deck still holds once the cities are built
    sc.deal(draw(st.integers(0, min(4, (len(ALL_NAMES) - placed) // players))))
    per = 2 if players <= 3 else 1
    ranks = draw(st.permutations(list(range(1, 9))))
    chars = {seat: tuple(ranks[seat * per : seat * per + per]) for seat in range(players)}
    sc.characters(chars)
    held = [r for seat in chars for r in chars[seat]]
    current = draw(st.sampled_from(held))
    gathered = draw(st.booleans())
    murdered = 0
    if 1 in held and draw(st.booleans()):
        victims = [r for r in range(2, 9) if r != current and (current > 1 or gathered)]
        if victims:
            murdered = draw(st.sampled_from(victims))
            sc.murdered(murdered)
    if 2 in held and murdered != 2 and (current > 2 or (current == 2 and gathered)) and draw(st.booleans()):
        victims = [r for r in range(3, 9) if r != murdered]
        sc.robbed(draw(st.sampled_from(victims)))
    sc.turn(current, gathered=gathered)
    return sc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_scenario_random_scenarios_play_to_the_end(sc: Scenario) -> None:
    s = sc.build()
    assert_conserved(s)
    rnd = random.Random(len(s.deck))
    count = 0
    while not s.game_over:
        check_step_invariants(s)
        s.apply(rnd.choice(s.legal_actions()))
        count += 1
        assert count < 3000
    check_final(s)
