"""The analysis kept with its save: beside it, named by its content, never inside it; a bad or stale
sidecar is ignored, never trusted and never in the way."""

from __future__ import annotations

import json
from pathlib import Path

from coach_testlib import analysed, play, played, save, setup_for

from citadels.coach.model import ANALYSIS_VERSION
from citadels.coach.record import GameRecord
from citadels.coach.store import (
    FOLDER,
    key_of,
    load_cached,
    load_key,
    save_cached,
    sidecar,
    store_dir,
    to_stored,
)
from citadels.saves import SaveSummary, list_saves, load_game


def test_a_kept_analysis_reads_back_the_same(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    a = analysed()
    key = key_of(path)
    assert key is not None
    kept = save_cached(key, a, tmp_path)
    assert kept == tmp_path / FOLDER / f"{key}.json"
    back = load_cached(path, tmp_path)
    assert back is not None
    assert to_stored(back, key) == to_stored(a, key)
    assert (back.steps, back.turning_points, back.mistakes) == (a.steps, a.turning_points, a.mistakes)
    assert back.complete


def test_the_save_itself_is_never_touched_and_still_lists_and_loads(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    before = path.read_bytes()
    save_cached(key_of(path) or "", analysed(), tmp_path)
    assert path.read_bytes() == before
    entries = list_saves(tmp_path)
    assert [e.path for e in entries] == [path] and isinstance(entries[0], SaveSummary)
    assert load_game(path).session.game_over
    assert store_dir(tmp_path).is_dir()


def test_another_content_has_no_kept_analysis(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    save_cached(key_of(path) or "", analysed(), tmp_path)
    other = save(play(setup_for(3, 5), until=30), tmp_path / "other")
    assert load_cached(other, tmp_path) is None
    assert key_of(tmp_path / "missing.ciudadelas") is None


def test_a_copy_of_the_save_finds_its_analysis(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    save_cached(key_of(path) or "", analysed(), tmp_path)
    copy = tmp_path / "elsewhere" / "shared.ciudadelas"
    copy.parent.mkdir()
    copy.write_bytes(path.read_bytes())
    assert load_cached(copy, tmp_path) is not None


def test_a_damaged_or_stale_sidecar_is_ignored(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    key = key_of(path) or ""
    save_cached(key, analysed(), tmp_path)
    record = GameRecord.from_session(played())
    file = sidecar(key, tmp_path)
    data = json.loads(file.read_text(encoding="utf-8"))
    for bad in (b"", b"{not json", b"[1, 2]", json.dumps({**data, "version": ANALYSIS_VERSION + 1}).encode(),
                json.dumps({**data, "steps": data["steps"][:-1]}).encode(),
                json.dumps({**data, "start": [0.5]}).encode(),
                json.dumps({**data, "mistakes": {"0": [{"index": "x"}]}}).encode()):  # fmt: skip
        file.write_bytes(bad)
        assert load_key(key, record, tmp_path) is None
    save_cached(key, analysed(), tmp_path)  # replaced by the next analysis
    assert load_key(key, record, tmp_path) is not None


def test_an_unfinished_analysis_is_not_kept(tmp_path: Path) -> None:
    a = analysed()
    partial = type(a)(**{**a.__dict__, "mistakes_done": False})
    assert save_cached("ab" * 32, partial, tmp_path) is None
    assert not sidecar("ab" * 32, tmp_path).exists()


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.mkdir()
    (blocker / FOLDER).write_text("a file where the folder should be")
    assert save_cached("cd" * 32, analysed(), blocker) is None
