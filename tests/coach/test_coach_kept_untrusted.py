"""A kept analysis is a file anyone may write: it is checked against its save before anything of it is
shown. Every forgery of `kept_forgeries` (15 seats, bad card ids, NaN chances, NUL names, unknown or
format-bomb reasons, findings about moves or seats that do not exist, another save...) is found
damaged: reported, set aside (kept, never deleted) and the game analysed again; `citadels analyse`
never crashes on it and never prints what it invented. The players' names always come from the save."""

from __future__ import annotations

import dataclasses
import functools
import io
import json
from pathlib import Path
from typing import Any

import pytest
from coach_testlib import TEST_ITERATIONS, analysed, played, save
from kept_forgeries import FORGERIES, MARK, forged

from citadels.ai.base import Reason
from citadels.cli import coach_report
from citadels.cli.coach_report import print_json, print_text, run_analysis
from citadels.coach.analyse import analyse
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.coach.store import key_of, read_kept, save_cached, sidecar
from citadels.coach.verify import reason_problem

PLAYERS, SEED = 3, 11


def genuine() -> Analysis:
    """The game's analysis as it is kept (without the timings)."""
    return dataclasses.replace(analysed(PLAYERS, SEED), extra={})


@pytest.fixture
def kept(tmp_path: Path) -> tuple[Path, str, dict[str, Any]]:
    """A saved game, the key of its analysis and the genuine stored form of it (kept beside it)."""
    path = save(played(PLAYERS, SEED), tmp_path)
    key = key_of(path)
    assert key is not None and save_cached(key, analysed(PLAYERS, SEED), tmp_path) is not None
    return path, key, json.loads(sidecar(key, tmp_path).read_text(encoding="utf-8"))


def test_the_genuine_file_is_kept_and_its_game_has_findings_to_forge(kept: tuple[Path, str, dict[str, Any]],
                                                                     tmp_path: Path) -> None:  # fmt: skip
    path, key, good = kept
    found = read_kept(key, GameRecord.from_session(played(PLAYERS, SEED)), tmp_path)
    assert found.analysis == genuine() and found.damaged is None
    assert good["turning_points"] and any(good["mistakes"].values())


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_forged_kept_analysis_is_damaged_set_aside_and_never_trusted(
    kept: tuple[Path, str, dict[str, Any]], tmp_path: Path, forgery: str
) -> None:
    _path, key, good = kept
    file = sidecar(key, tmp_path)
    body = json.dumps(forged(good, forgery)).encode("utf-8")
    file.write_bytes(body)
    found = read_kept(key, GameRecord.from_session(played(PLAYERS, SEED)), tmp_path)
    if forgery in ("invented names", "NUL and control names", "invented characters", "invented humans"):
        # what the file says of the players is never read: the analysis stands, with the save's players
        assert found.analysis == genuine() and found.damaged is None
        assert file.read_bytes() == body
        return
    assert found.analysis is None and found.damaged, forgery
    assert found.set_aside is not None and found.set_aside.read_bytes() == body  # kept as it was
    assert not file.exists()  # out of the way of the next analysis


def _quick_analyse(record: GameRecord, all_seats: bool) -> Any:
    return analyse(record, all_seats=all_seats, iterations=TEST_ITERATIONS)


#: the forgeries that crashed `citadels analyse` or printed their own text before it checked them
BEFORE = ("a NaN cost", "a turning point's gainer 14", "a turning point's NaN", "a mistake of a bad card",
          "invented names", "an unknown reason", "huge list", "NUL and control names")  # fmt: skip


@pytest.mark.parametrize(
    "forgery", [f if f in BEFORE else pytest.param(f, marks=pytest.mark.slow) for f in sorted(FORGERIES)]
)
def test_analyse_never_crashes_nor_prints_what_a_forged_file_invented(
    kept: tuple[Path, str, dict[str, Any]], tmp_path: Path, forgery: str, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    path, key, good = kept
    monkeypatch.setattr(coach_report, "analyse", functools.partial(_quick_analyse))
    sidecar(key, tmp_path).write_text(json.dumps(forged(good, forgery)), encoding="utf-8")
    report = run_analysis(path, False, tmp_path)
    result = report.analysis
    out = io.StringIO()
    print_text(report, path.name, False, out)
    print_json(report, path.name, False, out)
    said = out.getvalue() + capsys.readouterr().err
    assert MARK not in said and "\x00" not in said
    said.encode("utf-8")  # no lone surrogate
    assert dataclasses.replace(result, extra={}) == genuine()  # kept, or analysed again: the same
    assert result.names == tuple(s.name for s in played(PLAYERS, SEED).setup.seats)


def test_every_reason_the_coach_gives_passes_the_check() -> None:
    for players, seed in ((PLAYERS, SEED), (4, 2)):
        analysis = analysed(players, seed)
        ranks = len(analysis.characters)
        for found in analysis.mistakes.values():
            for m in found:
                assert reason_problem(m.reason, players, ranks) is None, m.reason


def test_a_reason_is_worded_only_from_a_known_key_with_checked_parameters() -> None:
    good = Reason("takes the {character} to attack the city of {seat}", {"character": 8, "seat": 2})
    assert reason_problem(good, 3, 8) is None
    for bad in (
        Reason("{x:>99999999}", {"x": 1}),
        Reason("takes the {character} to attack the city of {seat}", {"character": 8, "seat": 3}),
        Reason("takes the {character} to attack the city of {seat}", {"character": 9, "seat": 2}),
        Reason("takes the {character} to attack the city of {seat}", {"character": True, "seat": 2}),
        Reason("takes the {character} to attack the city of {seat}", {"character": 8}),
        Reason("takes {count} gold of income", {"count": float("nan")}),
        Reason("takes {count} gold of income", {"count": [1]}),
        Reason("builds the {district} and completes their city", {"district": "nowhere"}),
        Reason("takes 2 gold: they have enough cards", {}, public_key="{0}"),
        Reason("takes 2 gold: they have enough cards", {}, reveals=frozenset({"everything"})),
        Reason("takes 2 gold: they have enough cards", {}, detail=Reason("{x.__class__}", {"x": 1})),
    ):
        assert reason_problem(bad, 3, 8) is not None, bad
