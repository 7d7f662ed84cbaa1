"""`citadels analyse FILE [--json] [--all-seats]` and `citadels simulate --save-dir DIR`."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from coach_testlib import analysed, play, played, save, setup_for

from citadels.__main__ import main
from citadels.coach.store import key_of, save_cached
from citadels.saves import SaveSummary, list_saves, load_game
from citadels.system.paths import saves_dir
from citadels.text.i18n import set_language


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield None
    set_language("en")


def _kept(path: Path) -> None:
    """The game's analysis kept in the user's store (made with the tests' smaller search)."""
    save_cached(key_of(path) or "", analysed(), saves_dir())


def test_json_is_the_documented_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(played(), tmp_path)
    _kept(path)
    assert main(["analyse", str(path), "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    session = played()
    assert out["players"] == 3 and out["names"] == list(session.names) and out["humans"] == [0]
    actions = out["actions"]
    assert [a["index"] for a in actions] == list(range(1, len(session.actions) + 1))
    assert [a["seat"] for a in actions] == [r.seat for r in session.actions]
    for a in actions:
        assert set(a) == {"index", "seat", "round", "chances"}
        assert len(a["chances"]) == 3 and math.isclose(sum(a["chances"]), 1.0, abs_tol=1e-9)
    assert 3 <= len(out["turning_points"]) <= 5
    for t in out["turning_points"]:
        assert (
            1 <= t["index"] <= len(actions) and isinstance(t["text"], str) and t["text"].startswith("Round")
        )
    assert [m["seat"] for m in out["mistakes"]] == [0]
    kept = analysed().mistakes_of(0)
    choices = out["mistakes"][0]["choices"]
    assert [c["index"] for c in choices] == [m.index for m in kept]
    for c in choices:
        assert set(c) >= {"index", "done", "better", "cost", "reason"}
        assert c["done"] != c["better"] and 0 < c["cost"] <= 1
    assert out["complete"] and out["game_over"] and out["problem"] is None


def test_without_a_kept_analysis_it_is_made_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(play(setup_for(3, 8, humans=0), until=50), tmp_path)
    assert main(["analyse", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["actions"]) == 50 and out["mistakes"] == [] and not out["game_over"]
    assert out["note"] == "The game was not finished: analysed up to move 50."
    assert any(saves_dir().joinpath(".analysis").iterdir())


def test_a_game_people_are_still_playing_is_not_analysed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its analysis would show every hidden hand mid-game (a way to cheat in hot seat): refused, as
    the saved games screen continues such a game and never reviews it."""
    path = save(play(setup_for(3, 8, humans=1), until=20), tmp_path)
    before = path.read_bytes()
    assert main(["analyse", str(path), "--json", "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "not over" in captured.err and path.read_bytes() == before
    assert not saves_dir().joinpath(".analysis").exists() or not any(
        saves_dir().joinpath(".analysis").iterdir()
    )


@pytest.mark.slow
def test_all_seats_lists_the_bots_choices_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(play(setup_for(2, 8, humans=0), until=14), tmp_path)
    assert main(["analyse", str(path), "--json", "--all-seats"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [m["seat"] for m in out["mistakes"]] == [0, 1]


def test_text_in_spanish(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(played(), tmp_path)
    _kept(path)
    assert main(["analyse", str(path), "--lang", "es"]) == 0
    text = capsys.readouterr().out
    assert "Momentos decisivos:" in text and "Decisiones más caras de Ana:" in text
    assert "Probabilidades estimadas tras la partida" in text
    assert "{" not in text


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"garbage\n", "x.ciudadelas is not a Ciudadelas saved game."),
     (b"", "The saved game x.ciudadelas is empty.")],
)  # fmt: skip
def test_a_bad_file_is_one_line_and_a_non_zero_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "x.ciudadelas"
    path.write_bytes(content)
    assert main(["analyse", str(path), "--json", "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"citadels analyse: {message}\n"


def test_a_missing_file_and_a_folder_are_bad_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyse", str(tmp_path / "nope.ciudadelas"), "--lang", "en"]) == 2
    assert main(["analyse", str(tmp_path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("citadels analyse: ") for line in err)
    assert (
        err[0] == "citadels analyse: There is no saved game named nope.ciudadelas."
    )  # not "could not be read"
    assert "Traceback" not in "".join(err)


def test_a_torn_file_is_analysed_and_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(play(setup_for(3, 8, humans=0), until=40), tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole[:-10])
    assert main(["analyse", str(path)]) == 0
    text = capsys.readouterr().out
    assert "The save's last move was cut short: analysed up to move 39." in text


def test_simulate_writes_every_game_as_a_save_that_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "games"
    assert main(["simulate", "--games", "3", "--players", "3", "--bots", "medium,rusher,easy", "--seed", "4",
                 "--save-dir", str(folder)]) == 0  # fmt: skip
    capsys.readouterr()
    entries = list_saves(folder)
    assert len(entries) == 3 and all(isinstance(e, SaveSummary) and e.finished for e in entries)
    for e in entries:
        assert isinstance(e, SaveSummary)
        loaded = load_game(e.path)
        assert loaded.session.game_over and not loaded.torn
        assert sorted(s.bot for s in loaded.session.setup.seats) == ["easy", "medium", "rusher"]
        assert any(a.reason is not None for a in loaded.session.actions)  # the bots' reasons are kept


def test_simulate_save_dir_must_be_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--games", "1", "--save-dir", str(blocker)])
    assert exit_.value.code == 2
    assert "is a file, not a folder" in capsys.readouterr().err
