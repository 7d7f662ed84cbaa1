"""The records of the people at a table, read from the saves folder for the chances."""

from __future__ import annotations

from pathlib import Path

import pytest
from coach_testlib import play, save, setup_for

from citadels.coach.people import dealt_chance, people_records
from citadels.coach.record import GameRecord
from citadels.coach.strength import bot_strength
from citadels.saves.outcome import GameOutcome


def test_a_persons_earlier_games_are_their_record_and_the_game_itself_is_not(tmp_path: Path) -> None:
    games = [play(setup_for(3, seed, humans=1)) for seed in (31, 32, 33)]
    for session in games:
        save(session, tmp_path)
    records = people_records(GameRecord.from_session(games[2]), tmp_path)
    assert set(records) == {0}  # the one person at the table
    mine = records[0]
    assert mine.games == 2  # games 31 and 32; 33 is the one analysed
    assert mine.wins == sum(g.state.winner == 0 for g in games[:2])
    assert 0 < mine.expected < 2


def test_a_table_of_bots_has_no_record_and_an_unreadable_folder_none(tmp_path: Path) -> None:
    bots = play(setup_for(3, 31, humans=0))
    assert people_records(GameRecord.from_session(bots), tmp_path) == {}
    person = play(setup_for(3, 31, humans=1))
    (tmp_path / "file").write_text("not a folder")
    assert people_records(GameRecord.from_session(person), tmp_path / "file") == {}


def test_the_chance_at_an_earlier_deal_follows_who_sat_there() -> None:
    outcome = GameOutcome(
        "1.000/5", 1.0, ("Ana", "B", "C"), (0,), ("", "hard", "easy"), 0, (1, 2, 3), (0, 1, 2), (), 5
    )
    hard, easy = bot_strength("hard") or 0.0, bot_strength("easy") or 0.0
    assert dealt_chance(outcome, 1) > dealt_chance(outcome, 0) > dealt_chance(outcome, 2)
    assert sum(dealt_chance(outcome, s) for s in range(3)) == pytest.approx(1.0)
    assert hard > 0 > easy
