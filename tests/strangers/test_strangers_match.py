"""The stranger league's match runner (bench/strangers/match.py): seats and seeds exactly as
`citadels.cli.simulate.simulate` gives them, names from the league first, and its report."""

from __future__ import annotations

import json

import pytest

from bench.strangers import STRANGERS
from bench.strangers.match import main, make_player, play_games, run_match, seat_names
from citadels.ai.hard import HardBot
from citadels.cli.simulate import merge_results, simulate

NAMES = ["random", "greedy", "random", "random"]


def test_seats_rotate_between_games_as_simulate_rotates_them() -> None:
    names = ["a", "b", "c", "d"]
    assert seat_names(names, 0) == ["a", "b", "c", "d"]
    assert seat_names(names, 1) == ["b", "c", "d", "a"]
    assert seat_names(names, 6) == ["c", "d", "a", "b"]


def test_a_match_of_project_bots_is_the_simulation_of_them() -> None:
    """Same seats, same bot seeds, same deals: every win and every point as `simulate` counts them."""
    ours = play_games(4, 0, 6, 5, NAMES)
    theirs = simulate(4, 6, 5, NAMES)
    assert {n: (s.seats, s.wins, s.score_sum) for n, s in ours.bots.items()} == {
        n: (s.seats, s.wins, s.score_sum) for n, s in theirs.bots.items()
    }
    assert ours.rounds_sum == theirs.rounds_sum


def test_later_games_of_a_match_are_the_same_games_as_in_one_run() -> None:
    whole = play_games(4, 0, 4, 9, NAMES)
    parts = merge_results([play_games(4, 0, 2, 9, NAMES), play_games(4, 2, 2, 9, NAMES)], 0.0)
    assert {n: (s.wins, s.score_sum) for n, s in whole.bots.items()} == {
        n: (s.wins, s.score_sum) for n, s in parts.bots.items()
    }


def test_names_are_looked_up_in_the_league_first() -> None:
    assert type(make_player("expert", 3)) is STRANGERS["expert"]
    assert make_player("random", 3).name == "random"
    with pytest.raises(ValueError, match="unknown bot"):
        make_player("nobody", 3)


def test_the_report_names_every_bot_with_its_seats_wins_and_interval() -> None:
    lines: list[str] = []
    assert (
        main(
            ["--players", "3", "--games", "3", "--seed", "2", "--bots", "random,expert,random"], lines.append
        )
        == 0
    )
    assert lines[0].startswith("3 games, 3 players, characters classic")
    rows = {line.split()[0]: line.split() for line in lines[2:]}
    assert set(rows) == {"random", "expert"}
    assert rows["random"][1] == "2" and rows["expert"][1] == "1"  # seats
    assert int(rows["random"][2]) + int(rows["expert"][2]) == 3  # one winner a game
    assert all("[" in line and "]" in line for line in lines[2:])


def test_json_output() -> None:
    lines: list[str] = []
    assert main(["--players", "2", "--games", "2", "--bots", "disruptor,random", "--json"], lines.append) == 0
    data = json.loads("\n".join(lines))
    assert data["games"] == 2
    bots = data["bots"]
    assert bots["disruptor"]["seats"] == 1 and bots["random"]["seats"] == 1
    assert bots["disruptor"]["wins"] + bots["random"]["wins"] == 2
    low, high = bots["disruptor"]["win_rate_ci95"]
    assert 0.0 <= low <= bots["disruptor"]["win_rate"] <= high <= 1.0
    assert bots["disruptor"]["decision_ms"]["count"] > 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "nobody"], "unknown bot"),
        (["--players", "9"], "players must be between 2 and 8"),
        (["--bots", "random,random"], "one bot name or 4"),
        (["--option", "oops"], "key=value"),
    ],
)
def test_bad_arguments_get_one_clear_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--games", "1", *argv], lambda _: None) == 2
    assert message in capsys.readouterr().err


@pytest.mark.slow
def test_worker_processes_play_the_same_games() -> None:
    alone = run_match(4, 4, 3, ["expert", "random", "disruptor", "random"], workers=1)
    shared = run_match(4, 4, 3, ["expert", "random", "disruptor", "random"], workers=2)
    assert {n: (s.wins, s.score_sum, s.seat_games) for n, s in alone.bots.items()} == {
        n: (s.wins, s.score_sum, s.seat_games) for n, s in shared.bots.items()
    }


def test_a_seat_name_carries_its_own_settings_over_the_match_options() -> None:
    """`hard[hard_models=league-only]` beside `hard`: two variants of one bot at one table, each
    reported under its whole name, the name's settings overriding `--option`."""
    variant = make_player("hard[hard_models=league-only,hard_iterations=2]", 3, {"hard_iterations": 5})
    plain = make_player("hard", 3, {"hard_iterations": 5})
    assert isinstance(variant, HardBot) and isinstance(plain, HardBot)
    assert variant.stranger is False and plain.stranger is True
    assert variant.iterations == 2 and plain.iterations == 5
    lines: list[str] = []
    argv = [
        "--players",
        "3",
        "--games",
        "2",
        "--bots",
        "random,hard[hard_iterations=1,hard_models=medium],random",
    ]
    assert main(argv, lines.append) == 0
    assert {line.split()[0] for line in lines[2:]} == {"random", "hard[hard_iterations=1,hard_models=medium]"}
    with pytest.raises(ValueError, match="name\\[key=value"):
        make_player("hard[hard_iterations=1", 3)
    with pytest.raises(ValueError, match="key=value"):
        make_player("hard[hard_iterations]", 3)
