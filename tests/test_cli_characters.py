"""The command line's `--characters` and `--players 2..8` (simulate, demo, screenshot)."""

from __future__ import annotations

import json

import pytest

from citadels.__main__ import main


def test_simulate_json_reports_the_character_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "8", "--characters", "darkcity", "--games", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["characters"] == "darkcity" and out["players"] == 8
    assert out["line_up"] == [
        "witch",
        "tax_collector",
        "wizard",
        "emperor",
        "abbot",
        "alchemist",
        "navigator",
        "diplomat",
        "queen",
    ]
    assert all(count == 6 for count in out["line_up_counts"].values())


def test_simulate_mixed_reports_how_often_each_card_was_used(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "5", "--characters", "mixed", "--games", "20", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["characters"] == "mixed" and out["line_up"] is None
    counts = out["line_up_counts"]
    assert counts.get("assassin", 0) + counts.get("witch", 0) == 20


def test_simulate_per_rank_spec_and_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    spec = "witch,thief,wizard,king,abbot,merchant,navigator,warlord,artist"
    assert main(["simulate", "--players", "4", "--characters", spec, "--games", "3", "--bots", "greedy"]) == 0
    assert f"characters {spec}" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv,message",
    [
        (["simulate", "--players", "4", "--characters", "witch,thief"], "name 8 characters"),
        (
            [
                "simulate",
                "--players",
                "4",
                "--characters",
                "king,thief,magician,king,bishop,merchant,architect,warlord",
            ],
            "rank 1 must be",
        ),
        (["simulate", "--players", "8"], "8 players need a rank-9"),
        (
            [
                "simulate",
                "--players",
                "4",
                "--characters",
                "assassin,thief,magician,king,bishop,merchant,architect,warlord,queen",
            ],
            "Queen needs 5",
        ),
        (
            [
                "demo",
                "--players",
                "3",
                "--characters",
                "assassin,thief,magician,king,bishop,merchant,architect,warlord,artist",
            ],
            "4 or more",
        ),
        (["screenshot", "--scene", "table", "--out", "x.png", "--players", "8"], "8 players need"),
    ],
)
def test_bad_character_sets_are_one_line_errors_with_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith(f"citadels {argv[0]}: error:")


@pytest.mark.parametrize("players", ["1", "9", "many"])
def test_players_outside_2_to_8_are_refused(players: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--players", players])
    assert exc.value.code == 2
    assert "players" in capsys.readouterr().err


def test_demo_narrates_dark_city_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--lang",
                "en",
                "demo",
                "--players",
                "6",
                "--characters",
                "darkcity",
                "--seed",
                "4",
                "--bots",
                "medium",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Characters in this game: Witch, Tax Collector" in out
    assert "Assassin" not in out and "the King" not in out


def test_simulate_with_a_subset_of_unique_districts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--uniques", "keep,library", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["uniques"] == "keep,library"
    assert main(["demo", "--seed", "2", "--uniques", "all"]) == 0


@pytest.mark.parametrize(
    "command", [["simulate"], ["demo"], ["screenshot", "--scene", "table", "--out", "x.png"]]
)
@pytest.mark.parametrize("uniques", ["keep,castle", "keep,keep", "dragons"])
def test_bad_unique_districts_are_one_line_errors_with_exit_2(
    command: list[str], uniques: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command, "--uniques", uniques]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"citadels {command[0]}: error: argument --uniques:") and err.count("\n") == 1
