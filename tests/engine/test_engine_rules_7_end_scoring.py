"""RULES.md §7: end of game, scoring and the tie-break."""

from __future__ import annotations

import pytest
from engine_testlib import finish_round, play

from citadels.engine import (
    RULESETS,
    Build,
    Decision,
    EndTurn,
    GameConfig,
    TakeGold,
    completion_size,
    new_game,
    rank_scores,
)
from citadels.engine.events import CityCompleted, GameEnded
from citadels.engine.scoring import score_player
from tests.engine.scenario import Scenario, in_hand

# distinct district names, cheapest first
CHEAP = ["temple", "tavern", "watchtower", "church", "market", "prison", "trading_post", "manor", "docks"]

EXPECTED_SIZE = {
    (p, rs): {"classic": 8 if p <= 3 else 7, "classic_variant": 8, "short": 6}[rs]
    for p in range(2, 8)
    for rs in RULESETS
}


@pytest.mark.parametrize(("players", "ruleset"), sorted(EXPECTED_SIZE))
def test_completion_size_per_players_and_ruleset(players: int, ruleset: str) -> None:
    size = EXPECTED_SIZE[(players, ruleset)]
    assert completion_size(players, ruleset) == size  # type: ignore[arg-type]
    assert new_game(GameConfig(players=players, ruleset=ruleset), 0).rules.completion == size  # type: ignore[arg-type]
    chars = {0: ("king", "thief")} if players <= 3 else {0: "king"}
    s = (
        Scenario(players=players, ruleset=ruleset)  # type: ignore[arg-type]
        .gold(0, 20)
        .city(0, *CHEAP[: size - 2])
        .hand(0, CHEAP[size - 2], CHEAP[size - 1])
        .characters(chars)
        .turn("king", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 0, CHEAP[size - 2]).id))
    assert not s.players[0].completed and s.first_complete == -1
    s.builds_left = 1
    events = play(s, Build(in_hand(s, 0, CHEAP[size - 1]).id))
    assert s.players[0].completed and s.first_complete == 0
    assert CityCompleted(0, True) in events


def test_game_ends_at_the_end_of_the_round_in_which_a_city_completes() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 10)
        .city(0, *CHEAP[:6])
        .hand(0, "palace")
        .characters({0: "king", 1: "assassin", 2: "bishop", 3: "warlord"})
        .turn("king", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 0, "palace").id))
    assert s.first_complete == 0 and not s.game_over
    play(s, EndTurn())
    assert s.to_move == 2 and s.decision == Decision.GATHER  # the round goes on
    events = finish_round(s)
    assert s.game_over and s.decision == Decision.GAME_OVER
    assert s.round == 1
    assert any(isinstance(e, GameEnded) for e in events)
    assert s.legal_actions() == []


def test_game_goes_on_while_no_city_is_complete() -> None:
    s = Scenario(players=4).city(0, *CHEAP[:6]).characters({0: "warlord"}).turn("warlord", True).build()
    finish_round(s)
    assert not s.game_over and s.round == 2


def test_a_city_may_exceed_the_completion_size() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 10)
        .city(0, *CHEAP[:7])
        .hand(0, "palace")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    play(s, Build(in_hand(s, 0, "palace").id))
    assert len(s.players[0].city) == 8


def test_later_completers_are_not_first() -> None:
    s = (
        Scenario(players=4)
        .gold(1, 10)
        .city(0, *CHEAP[:7])
        .city(1, *CHEAP[:6])
        .hand(1, "palace")
        .first_complete(0)
        .characters({0: "king", 1: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    events = play(s, Build(in_hand(s, 1, "palace").id))
    assert CityCompleted(1, False) in events and s.first_complete == 0


def test_score_breakdown_districts_five_types_completion_and_uniques() -> None:
    s = (
        Scenario(players=4)
        .round(4)
        .gold(0, 3)
        .gold(1, 2)
        .hand(1, "castle", "temple")
        # seat 0: five types, first to complete; 1+1+1+3+8+4 + 2 = 20 points of districts
        .city(0, "temple", "tavern", "watchtower", "manor", "dragon_gate", "imperial_treasury", "church")
        # seat 1: complete, not first, map room; 1+1+2+2+3+5+3 = 17
        .city(1, "temple", "tavern", "church", "market", "manor", "map_room", "docks")
        .city(2, "palace")
        .first_complete(0)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, EndTurn())
    assert s.game_over and s.scores is not None
    b0, b1, b2, b3 = s.scores
    assert (b0.districts, b0.five_types, b0.completion, b0.unique_bonuses) == (
        20,
        3,
        4,
        (("imperial_treasury", 3),),
    )
    assert b0.total == 30
    assert (b1.districts, b1.five_types, b1.completion, b1.unique_bonuses) == (17, 0, 2, (("map_room", 2),))
    assert b1.total == 21
    assert (b2.districts, b2.five_types, b2.completion, b2.total) == (5, 0, 0, 5)
    assert b3.total == 0
    assert b0.type_counts == (1, 2, 1, 1, 2)
    assert s.winner == 0


def _tied_end(chars: dict[int, str | tuple[str, ...]], players: int = 4) -> Scenario:
    """Seats 0 and 1 tie; seat 2 (4 players) completes a cheap city so that the game ends."""
    sc = Scenario(players=players).characters(chars)
    if players == 4:
        return (
            sc.city(0, "palace", "castle", "cathedral", "fortress")
            .city(1, "palace", "castle", "cathedral", "town_hall")
            .city(2, *CHEAP[:7])
        )
    # 2 players, completion 8: seat 0 first (+4), seat 1 two points of districts more (+2)
    return sc.city(0, *CHEAP[:7], "manor").city(1, *CHEAP[:7], "palace").first_complete(0)


@pytest.mark.parametrize(("king_seat", "warlord_seat"), [(0, 1), (1, 0)])
def test_tie_break_highest_character_in_the_last_round_wins(king_seat: int, warlord_seat: int) -> None:
    s = (
        _tied_end({king_seat: "king", warlord_seat: "warlord", 2: "assassin", 3: "thief"})
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, EndTurn())
    assert s.scores is not None and s.scores[0].total == s.scores[1].total == 19
    assert s.scores[2].total == 15 and s.scores[3].total == 0
    assert s.winner == warlord_seat


def test_tie_break_with_two_characters_the_higher_counts() -> None:
    # seat 0 holds 1 and 8 (sum 9), seat 1 holds 6 and 7 (sum 13): the Warlord decides
    s = (
        _tied_end({0: ("assassin", "warlord"), 1: ("merchant", "architect")}, players=2)
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, EndTurn())
    assert s.scores is not None
    assert s.scores[0].total == s.scores[1].total
    assert s.winner == 0
    s = (
        _tied_end({0: ("merchant", "architect"), 1: ("assassin", "warlord")}, players=2)
        .turn("warlord", gathered=True)
        .build()
    )
    play(s, EndTurn())
    assert s.winner == 1


def test_tie_break_counts_a_murdered_character_held() -> None:
    s = (
        _tied_end({0: "king", 1: "warlord", 2: "assassin", 3: "thief"})
        .murdered("warlord")
        .turn("king", gathered=True)
        .build()
    )
    finish_round(s)
    assert s.game_over and s.winner == 1


def test_highest_total_wins_without_tie() -> None:
    s = (
        Scenario(players=4)
        .city(0, "temple")
        .city(1, "watchtower", "tavern")
        .city(2, *CHEAP[:7])
        .characters({0: "warlord", 1: "assassin", 2: "thief", 3: "king"})
        .turn("warlord", True)
        .build()
    )
    play(s, EndTurn())
    assert s.winner == 2
    assert s.scores is not None and rank_scores(s.scores)[0].seat == 2


def test_scores_only_at_the_end() -> None:
    s = Scenario(players=4).city(0, *CHEAP[:7]).characters({0: "king", 1: "warlord"}).turn("king").build()
    play(s, TakeGold())
    assert s.scores is None and s.winner == -1
    assert score_player(s, s.players[0]).completion == 4
