"""What the chances know of each seat's strength: a bot's from the ladder, a person's from their play
and record; and how it moves the chances (much at the deal, nothing once the game is decided)."""

from __future__ import annotations

import json
import math

import pytest
from coach_testlib import play, setup_for

from citadels.ai import make_bot
from citadels.coach.chances import STRENGTH_FADE, ChanceModel, seat_probabilities, strength_left
from citadels.coach.strength import (
    HARD_VS_LEAGUE,
    LadderError,
    Record,
    bot_strength,
    read_play,
    seat_strength,
    stranger_strength,
    strengths_from_ladder,
    with_hard,
)
from citadels.engine import Action, GameState, new_game, validate_config
from citadels.system import paths


def test_a_bot_strength_is_its_ladder_win_rate_as_log_odds_at_four_players() -> None:
    data = json.loads(paths.bundled("assets", "ladder.json").read_text(encoding="utf-8"))
    rates = {r["bot"]: r["win_rate"] for r in data["ratings"]}
    assert bot_strength("medium") == pytest.approx(math.log(3 * rates["medium"] / (1 - rates["medium"])))
    assert bot_strength("hard") > bot_strength("medium") > bot_strength("easy")  # type: ignore[operator]
    assert bot_strength("no such bot") is None
    even = strengths_from_ladder({"ratings": [{"bot": "x", "win_rate": 0.25}, {"bot": "y", "win_rate": 0.0}]})
    assert even["x"] == pytest.approx(0.0)  # a quarter of the games at four: an average player
    assert even["y"] == pytest.approx(math.log(3 * 0.01 / 0.99))  # never won: weak, not infinitely


def test_hard_is_rated_by_its_league_figure_not_by_the_ladder() -> None:
    data = json.loads(paths.bundled("assets", "ladder.json").read_text(encoding="utf-8"))
    rates = {r["bot"]: r["win_rate"] for r in data["ratings"]}
    bot, rate = HARD_VS_LEAGUE
    assert bot == "careful" and rate == pytest.approx(0.617)  # docs/ai.md: Hard vs 3 careful, 300 games
    # at a table of Hard and three careful bots the chances at the deal give Hard the figure's share
    hard, careful = bot_strength("hard"), bot_strength("careful")
    assert hard is not None and careful is not None
    assert math.exp(hard) / (math.exp(hard) + 3 * math.exp(careful)) == pytest.approx(0.617)
    assert hard > math.log(3 * rates["hard"] / (1 - rates["hard"])) + 0.3  # the ladder's rated it lower
    assert with_hard({"medium": 0.4}) == {"medium": 0.4}  # without the league bot: as the ladder says


@pytest.mark.parametrize("bad", [None, [], {"ratings": 3}, {"ratings": [{"bot": "x"}]}])
def test_a_ladder_that_is_not_one_is_refused_by_name(bad: object) -> None:
    with pytest.raises(LadderError):
        strengths_from_ladder(bad)


def test_a_stranger_at_easy_temperature_is_as_strong_as_easy_and_hotter_is_weaker() -> None:
    assert stranger_strength(1.6) == pytest.approx(bot_strength("easy"))
    assert stranger_strength(0.0) == pytest.approx(bot_strength("medium"))
    assert stranger_strength(3.0) < stranger_strength(1.6) < stranger_strength(0.4)


def _moves(bots: list[str], seed: int) -> tuple[list[tuple[GameState, Action]], list[int]]:
    state = new_game(validate_config(players=len(bots)), seed)
    players = [make_bot(name, seed * 16 + i) for i, name in enumerate(bots)]
    moves: list[tuple[GameState, Action]] = []
    seats = []
    while not state.game_over:
        seat = state.to_move
        legal = state.legal_actions()
        action = players[seat].choose(state.view(seat), legal)
        moves.append((state.clone(), action))
        seats.append(seat)
        state.apply(action, events=False)
    return moves, seats


def test_a_seat_is_read_as_the_strategy_it_plays_and_a_random_player_as_weak() -> None:
    moves, seats = _moves(["medium", "rusher", "random", "easy"], 4)
    mine = {seat: [m for m, s in zip(moves, seats, strict=True) if s == seat] for seat in range(4)}
    medium, rusher, rand = (read_play(mine[s], s) for s in (0, 1, 2))
    assert medium.weights[0] == max(medium.weights)  # MODELS[0]: medium
    assert rusher.weights[1] == max(rusher.weights)  # MODELS[1]: rusher
    assert rand.weights[-1] == max(rand.weights)  # the stranger: no league strategy explains it
    assert rand.strength < medium.strength
    assert medium.decisions == sum(len(m.legal_actions()) > 1 for m, _ in mine[0])


def test_a_known_bot_is_its_level_and_anyone_else_their_play_and_record() -> None:
    assert seat_strength("hard") == bot_strength("hard")
    assert seat_strength(None) == 0.0
    winner = Record(games=20, wins=12, expected=5.0)
    loser = Record(games=20, wins=1, expected=5.0)
    assert seat_strength(None, record=winner) > 0 > seat_strength(None, record=loser)
    assert Record(2, 1, 0.5).strength() < winner.strength()  # few games move it less


def test_a_stronger_seat_has_a_better_chance_at_the_deal_and_none_more_at_the_end() -> None:
    session = play(setup_for(4, 9, humans=0))
    state = new_game(session.setup.config(), session.seed)
    even = ChanceModel().chances(state)
    hard = ChanceModel(strengths=(bot_strength("hard") or 0.0, 0.0, 0.0, 0.0)).chances(state)
    assert hard[0] > even[0] + 0.1
    assert math.isclose(sum(hard), 1.0)
    for record in session.actions:
        state.apply(record.action, seat=record.seat)
    assert ChanceModel(strengths=(3.0, 0.0, 0.0, 0.0)).chances(state) == ChanceModel().chances(state)


def test_a_strength_fades_slowly_most_of_it_still_counts_at_mid_game() -> None:
    # fitted on the project's bots (bench/fit_coach_strength.py fit): Hard shown at 0.41 at mid-game
    # where it won 0.51 with the linear fade, which kept only half of a strength at mid-game
    assert strength_left(0.0) == 1.0
    assert strength_left(1.0) == 0.0
    assert strength_left(0.5) == pytest.approx(0.5**STRENGTH_FADE)
    assert strength_left(0.5) > 0.8
    assert strength_left(0.25) > strength_left(0.5) > strength_left(0.9) > 0.0
    seats = [[1.0], [1.0], [1.0]]
    even = seat_probabilities(seats, [0.0], 0.5, None)
    strong = seat_probabilities(seats, [0.0], 0.5, (1.0, 0.0, 0.0))
    assert even == pytest.approx([1 / 3] * 3)
    assert math.log(strong[0] / strong[1]) == pytest.approx(strength_left(0.5))
