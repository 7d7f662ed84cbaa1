"""`bench/bench_charges.py`'s figures: per game, the winner's charges against the losers' mean, and the
95% interval of that difference over the games (issue 32: winners charged measurably less)."""

from __future__ import annotations

import math

import pytest

from bench.bench_charges import mean_interval, summarize, table_for


def _seat(won: bool, charges: int, kind: str = "medium", first_round: int = 0) -> dict[str, object]:
    return {"kind": kind, "bot": kind, "won": won, "decisions": 20,
            "charges": [{"round": 1 if i < first_round else 3, "played": "PickCharacter", "cost": 0.05}
                        for i in range(charges)]}  # fmt: skip


def test_the_difference_is_the_winner_against_the_losers_mean_per_game() -> None:
    games: list[dict[str, object]] = [
        {"seats": [_seat(True, 0, "hard"), _seat(False, 2), _seat(False, 1, first_round=1)]},
        {"seats": [_seat(False, 3, "easy"), _seat(True, 1), _seat(False, 1)]},
    ]
    s = summarize(games)
    assert s["games"] == 2
    assert s["winner_charges"][0] == pytest.approx(0.5)  # type: ignore[index]
    assert s["loser_charges"][0] == pytest.approx(7 / 4)  # type: ignore[index]
    diffs = [0 - 1.5, 1 - 2.0]
    difference = s["difference_charges"]
    assert isinstance(difference, tuple)
    mean, lo, hi = difference
    se = math.sqrt(sum((d - sum(diffs) / 2) ** 2 for d in diffs) / 2)
    assert mean == pytest.approx(-1.25) and lo == pytest.approx(-1.25 - 1.96 * se) and hi > mean
    assert s["difference_high"] == hi  # bench/run.py's bound: at most 0
    assert s["difference_points"][0] == pytest.approx(-1.25 * 5)  # type: ignore[index]
    assert s["first_round_character_choices"] == 1 and s["charges"] == 8
    assert s["by_kind"]["hard"][0] == 0.0  # type: ignore[index]


def test_an_interval_needs_two_games() -> None:
    assert mean_interval([]) == (0.0, 0.0, 0.0) and mean_interval([2.0]) == (2.0, 2.0, 2.0)


def test_the_tables_are_seeded_and_mixed() -> None:
    tables = [table_for(g) for g in range(40)]
    assert tables[3] == table_for(3)
    assert {"hard", "medium", "easy", "league", "stranger"} <= {
        t.kind(s) for t in tables for s in range(t.players)
    }
    assert {t.characters for t in tables} == {"classic", "darkcity"}
    strangers = [t.bots[s] for t in tables for s in range(t.players) if t.kind(s) == "stranger"]
    assert strangers and all(b.startswith("stranger:") for b in strangers)  # not the league's hoarder
