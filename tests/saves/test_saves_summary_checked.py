"""The last record's summary of a game (its round, whose turn, whether it is over) is only the file's
word: Continue offers a game only once its replay agrees that it is unfinished, and what the replay
says is kept in the saves index (a file is replayed once for as long as it does not change)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for

from citadels.saves import BadSave, SaveSummary, check, examine, latest_unfinished, list_saves
from citadels.saves.format import decode_line, encode_line


def _rewrite_last(path: Path, **change: object) -> None:
    lines = path.read_bytes().split(b"\n")
    record = decode_line(lines[-2])
    record.update(change)
    lines[-2] = encode_line(record)[:-1]
    path.write_bytes(b"\n".join(lines))


def _age(path: Path, seconds: float) -> None:
    stamp = time.time() - seconds
    os.utime(path, (stamp, stamp))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An unfinished game (older) and a finished one whose last record says it goes on (newer)."""
    setup = setup_for(3, 14)
    _, played = reference_game(setup, 14)
    unfinished = saved_prefix(setup, played, 30, tmp_path)
    _age(unfinished, 3600)
    finished = saved_prefix(setup, played, len(played), tmp_path)
    _rewrite_last(finished, over=False, round=1, to_move=0)
    _age(finished, 60)
    return tmp_path


def test_continue_does_not_offer_a_finished_game_whose_file_says_it_goes_on(folder: Path) -> None:
    listed = list_saves(folder)
    newest = listed[0]
    assert isinstance(newest, SaveSummary) and not newest.finished and newest.round == 1  # the file's word
    replayed = check(newest)
    assert isinstance(replayed, SaveSummary) and replayed.finished and replayed.round > 1 and replayed.checked
    latest = latest_unfinished(folder)
    assert latest is not None and latest.path == listed[1].path and latest.actions == 30 and latest.checked


def test_a_wrong_round_or_turn_is_corrected_by_the_replay(tmp_path: Path) -> None:
    setup = setup_for(4, 15)
    _, played = reference_game(setup, 15)
    path = saved_prefix(setup, played, 50, tmp_path)
    truth = check(list_saves(tmp_path)[0])  # type: ignore[arg-type]
    assert isinstance(truth, SaveSummary)
    _rewrite_last(path, round=99, to_move=3 - truth.to_move)
    [forged] = list_saves(tmp_path)
    assert isinstance(forged, SaveSummary) and forged.round == 99
    again = latest_unfinished(tmp_path)
    assert again is not None and (again.round, again.to_move) == (truth.round, truth.to_move)


def test_a_game_whose_replay_fails_is_not_offered_and_is_reported(tmp_path: Path) -> None:
    setup = setup_for(3, 16)
    _, played = reference_game(setup, 16)
    path = saved_prefix(setup, played, 30, tmp_path)
    _rewrite_last(path, digest="0" * 32)  # the position it claims is not the one its moves give
    [listed] = list_saves(tmp_path)
    assert isinstance(listed, SaveSummary)  # the list reads no further than the last record
    found = check(listed)
    assert isinstance(found, BadSave) and found.problem.kind == "digest"
    assert latest_unfinished(tmp_path) is None
    assert path.exists()  # reported, never moved or deleted by a check


def test_a_replay_is_kept_until_the_file_changes(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replays: list[Path] = []
    real = examine.load_game

    def counting(path: Path, raw: bytes | None = None):  # type: ignore[no-untyped-def]
        replays.append(path)
        return real(path, raw)

    monkeypatch.setattr(examine, "load_game", counting)
    latest_unfinished(folder)
    assert len(replays) == 2  # the forged finished game, then the unfinished one
    latest_unfinished(folder)
    assert len(replays) == 2  # nothing changed: nothing replayed
    newest = list_saves(folder)[0]
    _rewrite_last(newest.path, t=1.0)  # changed bytes: replayed again
    latest_unfinished(folder)
    assert len(replays) == 3
