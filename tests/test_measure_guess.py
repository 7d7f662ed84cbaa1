"""`tools/measure_guess.py`: its differences between guesses and their standard errors over games."""

from __future__ import annotations

import math
import sys

import pytest

from tools import measure_guess
from tools.measure_guess import Guesses


def test_a_difference_is_the_mean_per_decision_and_its_error_is_taken_over_games() -> None:
    # game 0: two decisions, each guess 0.3 above; game 1: one decision, 0.0 above
    guesses = Guesses(
        medium=[-1.0, -1.2, -0.9], league=[-0.7, -0.9, -0.9], stranger=[0.0] * 3, game=[0, 0, 1]
    )
    gain, error = guesses.gain(guesses.league, guesses.medium)
    assert gain == pytest.approx(0.6 / 3)
    # per game: sums 0.6 and 0.0 over 2 and 1 decisions; residuals 0.6 - 0.2 * 2 and 0.0 - 0.2 * 1
    expected = math.sqrt((0.2**2 + 0.2**2) / 1 / 2) / 1.5
    assert error == pytest.approx(expected)


def test_one_game_has_no_error_to_tell() -> None:
    guesses = Guesses(medium=[-1.0, -1.0], league=[-0.5, -0.5], stranger=[-1.0, -1.0], game=[3, 3])
    assert guesses.gain(guesses.stranger, guesses.medium) == (0.0, math.inf)
    assert guesses.gain(guesses.league, guesses.medium)[1] == math.inf


def test_a_guess_equal_in_every_game_differs_by_nothing_and_with_no_error() -> None:
    guesses = Guesses(
        medium=[-1.0, -2.0, -0.5], league=[-1.0, -2.0, -0.5], stranger=[0.0] * 3, game=[0, 1, 2]
    )
    assert guesses.gain(guesses.league, guesses.medium) == (0.0, 0.0)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--games", "0"], "--games must be at least 1, not 0"),
        (["--bots", "medium,medium,medium"], "Hard's once"),
        (["--bots", "hard,hard,medium"], "Hard's once"),
        (["--bots", "hard"], "2 to 7 seats"),
        (["--bots", "hard,medium,medium,medium,medium,medium,medium,medium"], "2 to 7 seats"),
        (["--bots", "hard,nosuchbot"], "no such bot: 'nosuchbot'"),
        (["--bots", "hard,,medium"], "no such bot: ''"),
        (["--bots", "hard[hard_iterations=4],medium"], "seats take no settings here"),
    ],
)
def test_bad_arguments_are_one_clear_line_and_play_nothing(
    argv: list[str], message: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(*_: object) -> Guesses:
        raise AssertionError("a game was played")

    monkeypatch.setattr(measure_guess, "measure_guess", refuse)
    monkeypatch.setattr(sys, "argv", ["measure_guess", *argv])
    with pytest.raises(SystemExit) as stopped:
        measure_guess.main()
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_games_with_no_decision_of_hard_s_to_measure_say_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(measure_guess, "measure_guess", lambda *_: Guesses([], [], [], []))
    monkeypatch.setattr(sys, "argv", ["measure_guess", "--games", "1", "--bots", "hard,medium"])
    with pytest.raises(SystemExit) as stopped:
        measure_guess.main()
    assert stopped.value.code == 1
    assert "nothing to measure" in capsys.readouterr().err
