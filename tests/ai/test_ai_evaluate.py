"""The position evaluation's tempo features and the search's pruning of clearly worse candidates."""

from __future__ import annotations

import math
from operator import mul

from citadels.ai.evaluate import (
    BASE_FEATURES,
    DARK_CITY_WEIGHTS,
    FEATURES,
    WEIGHTS,
    features,
    progress_of,
    weights_for,
    win_probs,
)
from citadels.ai.hard import PRUNE_EVERY, HardBot, prune
from citadels.engine import CLASSIC_CHARACTERS, Decision, GameConfig, GameState, new_game
from citadels.engine.characters import DARK_CITY_CHARACTERS
from tests.engine.scenario import Scenario


def tempo(seat_gold: int, hand: tuple[str, ...], city: tuple[str, ...] = ()) -> dict[str, float]:
    s = Scenario(players=4, seed=3).gold(0, seat_gold).hand(0, *hand).city(0, *city).selection().build()
    return dict(zip(FEATURES, features(s, 0, 0.5), strict=True))


def test_every_player_count_has_a_weight_per_feature() -> None:
    assert len(FEATURES) > BASE_FEATURES
    for table in (WEIGHTS, DARK_CITY_WEIGHTS):
        for players, w in table.items():
            assert len(w) == len(FEATURES), players
    assert set(DARK_CITY_WEIGHTS) == set(range(2, 9))  # Dark City plays up to eight


def test_a_dark_city_character_selects_the_dark_city_weights() -> None:
    assert weights_for(4, CLASSIC_CHARACTERS) is WEIGHTS[4]
    assert weights_for(4) is WEIGHTS[4]
    assert weights_for(8, CLASSIC_CHARACTERS) is WEIGHTS[7]  # the nearest fitted count
    assert weights_for(4, DARK_CITY_CHARACTERS[:8]) is DARK_CITY_WEIGHTS[4]
    mixed = (*CLASSIC_CHARACTERS[:7], DARK_CITY_CHARACTERS[7])
    assert weights_for(5, mixed) is DARK_CITY_WEIGHTS[5]


def logit_probs(s: GameState, w: tuple[float, ...]) -> list[float]:
    prog = progress_of(s)
    logits = [sum(map(mul, w, features(s, i, prog))) for i in range(s.rules.players)]
    total = sum(math.exp(x) for x in logits)
    return [math.exp(x) / total for x in logits]


def test_win_probs_use_the_weights_of_the_games_characters() -> None:
    tables: dict[str, dict[int, tuple[float, ...]]] = {"classic": WEIGHTS, "darkcity": DARK_CITY_WEIGHTS}
    for characters, table in tables.items():
        s = new_game(GameConfig(players=4, characters=characters), 7)
        for seat in range(4):
            s.players[seat].gold = 2 + 3 * seat
        got = win_probs(s)
        want = logit_probs(s, table[4])
        assert all(math.isclose(a, b) for a, b in zip(got, want, strict=True)), characters


def test_a_palace_out_of_reach_is_a_gold_shortage() -> None:
    f = tempo(1, ("palace",))  # 1 gold + 2 next turn: 2 short of the Palace
    assert f["build_next"] == 0.0 and f["no_useful"] == 0.0
    assert f["gold_short"] == 2.0 and f["affordable"] == 0.0


def test_gold_without_a_useful_card_loses_a_turn() -> None:
    f = tempo(6, ("temple",), city=("temple",))  # the only card duplicates a district of the city
    assert f["no_useful"] == 1.0 and f["build_next"] == 0.0 and f["gold_short"] == 0.0


def test_a_hand_it_can_build_from_next_turn() -> None:
    f = tempo(3, ("palace", "tavern", "temple"))
    assert f["build_next"] == 1.0 and f["gold_short"] == 0.0
    assert f["affordable"] == 3.0  # Palace 5 = 3 + 2


def mid_game(gold: int, *hand: str) -> list[float]:
    cities = (
        ("manor", "market", "tavern", "watchtower"),
        ("castle", "church", "docks", "prison"),
        ("manor", "market", "tavern", "watchtower"),
        ("castle", "church", "docks", "prison"),
    )
    sc = Scenario(players=4, seed=3).gold_all(2).gold(0, gold).hand(0, *hand)
    for seat in range(4):
        sc = sc.city(seat, *cities[seat])
    return win_probs(sc.selection().build())


def test_the_evaluation_values_building_next_turn() -> None:
    # mid-game, the same seat: one gold short of its Palace is worth less than able to build it next
    # turn; with gold and nothing useful to build, less than with a card it can build
    assert mid_game(3, "palace")[0] > mid_game(2, "palace")[0]
    assert mid_game(4, "manor")[0] < mid_game(4, "temple")[0]


def test_prune_drops_only_what_is_clearly_worse() -> None:
    n = PRUNE_EVERY
    best = [0.5 + 0.01 * (i % 3) for i in range(n)]
    close = [v - (0.02 if i % 2 else -0.015) for i, v in enumerate(best)]  # a little worse, or better
    bad = [v - 0.2 for v in best]
    values = [best, close, bad]
    assert prune([0, 1, 2], values, [0.0, 0.0, 0.0]) == [0, 1]
    # a bonus can keep a candidate in the race (and makes the others look worse)
    assert prune([0, 1, 2], values, [0.0, 0.0, 0.5]) == [2]
    assert prune([0, 1, 2], [v[:1] for v in values], [0.0, 0.0, 0.0]) == [0, 1, 2]  # too few worlds


def test_pruned_candidates_are_never_chosen_and_are_reported() -> None:
    s = new_game(GameConfig(players=4), 12)
    assert s.decision == Decision.DRAFT_PICK
    bot = HardBot(5, hard_iterations=4 * PRUNE_EVERY)
    action = bot.choose(s.view(s.to_move), s.legal_actions())
    pruned = bot.last_stats["pruned"]
    assert isinstance(pruned, list)
    assert repr(action) not in pruned
    assert len(pruned) < len(s.legal_actions())


def test_gathering_is_searched_to_the_end_of_the_next_round_and_drafting_to_this_one() -> None:
    s = Scenario(players=4, seed=2).characters({0: "king"}).turn("king").build()
    assert s.decision == Decision.GATHER
    view = s.view(0)
    assert HardBot(1).searcher.horizon(view) == 1  # what the cards or gold buy shows next round
    assert HardBot(1, hard_horizon=0).searcher.horizon(view) == 0
    draft = new_game(GameConfig(players=4), 12)
    assert draft.decision == Decision.DRAFT_PICK
    assert HardBot(1).searcher.horizon(draft.view(draft.to_move)) == 0
    assert HardBot(1, hard_horizon=2).searcher.horizon(draft.view(draft.to_move)) == 2


def test_the_search_stops_once_settled_and_can_be_told_not_to_prune() -> None:
    s = new_game(GameConfig(players=4), 12)
    view, legal = s.view(s.to_move), s.legal_actions()
    bot = HardBot(5, hard_iterations=20 * PRUNE_EVERY)
    bot.choose(view, legal)
    settled, worlds = bot.last_stats["settled"], bot.last_stats["worlds"]
    assert isinstance(settled, int) and settled > 0  # this draft has a clear best character
    assert worlds == settled < 20 * PRUNE_EVERY
    wide = HardBot(5, hard_iterations=3 * PRUNE_EVERY, hard_prune=False)
    wide.choose(view, legal)
    assert wide.last_stats["worlds"] == 3 * PRUNE_EVERY
    assert wide.last_stats["pruned"] == [] and wide.last_stats["settled"] == -1
    assert wide.last_stats["rollouts"] == 3 * PRUNE_EVERY * len(legal)


def test_one_line_up_at_two_player_counts_gets_each_counts_weights() -> None:
    """The same characters (one tuple object) in a 3- and then a 4-player game: the weights follow the
    player count (a cache keyed by the line-up alone once gave the 4-player game the 3-player weights)."""
    for players in (3, 4, 3):
        s = new_game(GameConfig(players=players, characters="classic"), 7)
        for seat in range(players):
            s.players[seat].gold = 2 + 3 * seat
        got = win_probs(s)
        assert all(math.isclose(a, b) for a, b in zip(got, logit_probs(s, WEIGHTS[players]), strict=True))
