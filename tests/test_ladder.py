"""`citadels ladder`: a seat-rotated round robin rated with OpenSkill, and its arguments."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from citadels.__main__ import main
from citadels.cli.ladder import ProgressBar, run_ladder, seating, tables

FAST = ["random", "greedy", "easy", "medium", "rusher"]


def test_seating_rotates_every_table_through_every_seat() -> None:
    all_tables = tables(FAST, 4)
    assert len(all_tables) == 5
    seen: dict[str, set[int]] = {name: set() for name in FAST}
    for g in range(len(all_tables) * 4):
        for seat, name in enumerate(seating(FAST, 4, g)):
            seen[name].add(seat)
        assert len(set(seating(FAST, 4, g))) == 4
    assert all(seats == {0, 1, 2, 3} for seats in seen.values())


@pytest.mark.slow
def test_ladder_is_reproducible_and_independent_of_workers() -> None:
    one = run_ladder(FAST, games=12, seed=3).to_dict()
    again = run_ladder(FAST, games=12, seed=3).to_dict()
    two = run_ladder(FAST, games=12, seed=3, workers=2).to_dict()
    for d in (one, again, two):
        d.pop("seconds")
    assert one == again == two
    other = run_ladder(FAST, games=12, seed=4).to_dict()
    other.pop("seconds")
    assert other != one


def test_ratings_order_the_bots_and_pairs_add_up() -> None:
    result = run_ladder(["random", "medium", "rusher"], players=3, games=30, seed=2)
    names = [r.name for r in result.ratings]
    assert names[-1] == "random"  # every real strategy beats the random bot
    assert all(r.sigma < 25 / 3 for r in result.ratings)  # ratings became more certain
    assert sum(r.wins for r in result.ratings) == 30
    for (a, b), (ahead, both) in result.pairs.items():
        assert both == 30
        assert ahead + result.pairs[(b, a)][0] == both


def test_cli_prints_ratings_pairwise_and_progress(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["ladder", "--bots", "random,greedy,medium", "--players", "3", "--games", "6", "--seed", "5"])
        == 0
    )
    out, err = capsys.readouterr()
    assert "rating" in out and "pairwise" in out
    for name in ("random", "greedy", "medium"):
        assert name in out
    assert "6/6 games" in err  # the progress bar went to stderr


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "ladder",
        "--bots",
        "random,easy,hard",
        "--players",
        "3",
        "--games",
        "3",
        "--hard-iterations",
        "1",
    ]
    assert main([*args, "--json", "--quiet"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["games"] == 3 and data["hard_iterations"] == 1
    assert {r["bot"] for r in data["ratings"]} == {"random", "easy", "hard"}
    assert data["pairwise"]["hard"]["easy"]["games"] == 3
    assert err == ""


@pytest.mark.parametrize(
    "args",
    [
        ["--games", "0"],
        ["--games", "many"],
        ["--players", "1"],
        ["--players", "9"],
        ["--workers", "0"],
        ["--hard-iterations", "-3"],
        ["--bots", "medium,nobody,easy,random"],
        ["--bots", "medium,medium,easy,random"],
        ["--bots", "medium,easy", "--players", "4"],
        ["--bogus"],
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        code = main(["ladder", *args, "--quiet"])
        raise SystemExit(code)
    assert info.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("citadels ladder: error: "), err


def test_progress_bar_reaches_the_total() -> None:
    stream = io.StringIO()
    bar = ProgressBar(3, stream)
    for _ in range(3):
        bar.advance()
    text = stream.getvalue()
    assert "3/3 games" in text and text.endswith("\n")


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "OpenSkill library, which is not installed"), ("es", "biblioteca OpenSkill")]
)
def test_without_the_rating_library_the_ladder_says_how_to_install_it(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """openskill is the optional `ladder` extra: without it, one line saying how to get it, exit 2,
    and no game is played."""
    monkeypatch.setitem(sys.modules, "openskill", None)  # what an install without the extra looks like
    monkeypatch.setattr(
        "citadels.cli.ladder.run_ladder", lambda *a, **k: pytest.fail("played without ratings")
    )
    assert (
        main(["--lang", lang, "ladder", "--bots", "random,greedy,medium", "--players", "3", "--games", "3"])
        == 2
    )
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("citadels ladder: error: "), err
    assert words in lines[0] and "pip install 'ciudadelas[ladder]'" in lines[0]


def test_the_ladder_writes_its_result_with_the_command_that_made_it(tmp_path: Path) -> None:
    out = tmp_path / "ladder.json"
    args = [
        "ladder",
        "--bots",
        "random,greedy,medium",
        "--players",
        "3",
        "--games",
        "6",
        "--seed",
        "5",
        "--quiet",
    ]
    assert main([*args, "--write", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert (
        data["command"]
        == "citadels ladder --bots random,greedy,medium --players 3 --seed 5 --hard-iterations 16 --games 6"
    )
    assert {r["bot"] for r in data["ratings"]} == {"random", "greedy", "medium"}
    assert data == {
        **run_ladder(["random", "greedy", "medium"], players=3, games=6, seed=5).to_dict(),
        "seconds": data["seconds"],
        "command": data["command"],
    }
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize(
    "name,words", [("missing/ladder.json", "does not exist"), ("ladder.txt", "not a .json"), ("", "folder")]
)
def test_a_bad_file_to_write_is_one_error_line_before_any_game(
    tmp_path: Path, name: str, words: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(
        "citadels.__main__.run_ladder", lambda *a, **k: pytest.fail("played before checking --write")
    )
    assert main(["ladder", "--bots", "random,greedy,medium", "--players", "3", "--write", name]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert (
        len(lines) == 1
        and lines[0].startswith("citadels ladder: error: argument --write: ")
        and words in lines[0]
    )
