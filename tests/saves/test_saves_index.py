"""The saves index: Continue, the saved-games list and Your games take what a game is from its replay
(never from what its last record claims), kept in a SQLite index beside the saves folder that follows
the files (a changed file is replayed again), is rebuilt when missing or damaged without touching a
save, tolerates another instance holding it, stores any name, and lists thousands of saves."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for

from citadels.saves import (
    BadSave,
    Examined,
    RecordReader,
    SavesIndex,
    SaveSummary,
    archive_folder,
    check,
    examine,
    index_for,
    latest_unfinished,
    list_saves,
    record_files,
)
from citadels.saves.format import decode_line, encode_line
from citadels.system.paths import saves_index


def _rewrite_last(path: Path, **change: object) -> None:
    lines = path.read_bytes().split(b"\n")
    record = decode_line(lines[-2])
    record.update(change)
    lines[-2] = encode_line(record)[:-1]
    path.write_bytes(b"\n".join(lines))


def _age(path: Path, seconds: float) -> None:
    stamp = time.time() - seconds
    os.utime(path, (stamp, stamp))


def _count_replays(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    replays: list[Path] = []
    real = examine.load_game

    def counting(path: Path, raw: bytes | None = None):  # type: ignore[no-untyped-def]
        replays.append(path)
        return real(path, raw)

    monkeypatch.setattr(examine, "load_game", counting)
    return replays


@pytest.fixture
def forged(tmp_path: Path) -> tuple[Path, Path, Path]:
    """The saves folder, an older unfinished game, and a newer unfinished game whose last record was
    forged to say that the game is over."""
    setup = setup_for(3, 21)
    _, played = reference_game(setup, 21)
    older = saved_prefix(setup, played, 20, tmp_path)
    _age(older, 3600)
    newer = saved_prefix(setup, played, 40, tmp_path)
    _rewrite_last(newer, over=True, to_move=-1)
    _age(newer, 60)
    return tmp_path, older, newer


def test_continue_offers_an_unfinished_game_whose_file_says_it_is_over(
    forged: tuple[Path, Path, Path],
) -> None:
    folder, _older, newer = forged
    [said, _] = list_saves(folder)
    assert isinstance(said, SaveSummary) and said.path == newer and said.finished  # the file's word
    latest = latest_unfinished(folder)
    assert latest is not None and latest.path == newer and latest.actions == 40 and latest.checked
    [listed, _] = list_saves(folder)  # now from the index: the list labels it as the replay has it
    assert isinstance(listed, SaveSummary) and listed.checked and not listed.finished and listed.to_move >= 0


def test_your_games_counts_the_forged_game_as_unfinished(forged: tuple[Path, Path, Path]) -> None:
    folder, _older, _newer = forged
    folders = [folder, archive_folder(folder)]
    reader = RecordReader(record_files(folders), index_for(folder), folders)
    reader.read_all()
    assert reader.outcomes == [] and reader.unfinished == 2 and reader.bad == []


def test_a_finished_game_whose_file_says_it_goes_on_counts_in_your_games(tmp_path: Path) -> None:
    setup = setup_for(3, 22)
    _, played = reference_game(setup, 22)
    path = saved_prefix(setup, played, len(played), tmp_path)
    _rewrite_last(path, over=False, to_move=0)
    reader = RecordReader(record_files([tmp_path]), index_for(tmp_path))
    reader.read_all()
    assert [s.path for s in reader.outcomes] == [path] and reader.unfinished == 0


def test_the_index_spares_replays_and_lives_beside_the_folder(
    forged: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, _older, _newer = forged
    replays = _count_replays(monkeypatch)
    for entry in list_saves(folder):
        assert isinstance(entry, SaveSummary)
        check(entry)
    assert len(replays) == 2 and saves_index(folder).is_file()
    assert saves_index(folder).parent == folder.parent  # not among the saves the player browses
    index_for(folder).close()  # another run of the game: a new connection, the same file
    again = list_saves(folder)
    assert all(isinstance(e, SaveSummary) and e.checked for e in again) and len(replays) == 2
    assert latest_unfinished(folder) is not None and len(replays) == 2


def test_a_file_changed_on_disk_under_the_same_name_is_checked_again(
    forged: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, older, newer = forged
    latest_unfinished(folder)
    replays = _count_replays(monkeypatch)
    # the forged file replaced by a finished game (another size, another time)
    setup = setup_for(3, 23)
    _, played = reference_game(setup, 23)
    done = saved_prefix(setup, played, len(played), folder)
    os.replace(done, newer)
    latest = latest_unfinished(folder)
    assert latest is not None and latest.path == older and replays == [newer, older]
    [listed, _] = list_saves(folder)
    assert isinstance(listed, SaveSummary) and listed.finished and listed.checked
    # the same size and time, another header (a player renamed by hand): checked again too
    stat = newer.stat()
    head, rest = newer.read_bytes().split(b"\n", 1)
    header = decode_line(head)
    header["setup"]["seats"][0]["name"] = "Zoe"  # as long as the name it replaces ("Ana")
    newer.write_bytes(encode_line(header) + rest)
    os.utime(newer, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert newer.stat().st_size == stat.st_size
    entry = next(e for e in list_saves(folder) if e.path == newer)
    assert isinstance(entry, SaveSummary) and not entry.checked  # not the index's word any more
    replayed = check(entry)
    assert isinstance(replayed, SaveSummary) and replayed.names[0] == "Zoe"


@pytest.mark.parametrize(
    "damage",
    ["deleted", "garbage", "truncated", "other schema", "foreign table"],
)
def test_a_damaged_index_is_rebuilt_and_no_save_is_lost(
    forged: tuple[Path, Path, Path], damage: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, older, newer = forged
    latest_unfinished(folder)
    list_saves(folder)
    database = saves_index(folder)
    index_for(folder).close()
    saves_before = {p.name: p.read_bytes() for p in folder.iterdir()}
    if damage == "deleted":
        database.unlink()
    elif damage == "garbage":
        database.write_bytes(b"not a database at all " * 100)
    elif damage == "truncated":
        database.write_bytes(database.read_bytes()[:700])
    elif damage == "other schema":
        with sqlite3.connect(database) as db:
            db.execute("PRAGMA user_version = 99")
    else:
        database.unlink()
        with sqlite3.connect(database) as db:
            db.execute("CREATE TABLE games (something)")
            db.execute("PRAGMA user_version = 1")
    replays = _count_replays(monkeypatch)
    latest = latest_unfinished(folder)
    assert latest is not None and latest.path == newer  # the replay's word, again
    assert {e.path for e in list_saves(folder)} == {older, newer}
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == saves_before  # every save as it was
    assert replays  # rebuilt from the files…
    index = index_for(folder)
    assert not index.in_memory and index.count() >= 1
    index.close()
    replays.clear()
    latest_unfinished(folder)
    assert replays == []  # …and kept in a sound database


def test_an_index_held_by_another_instance_is_read_around(
    forged: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, _older, newer = forged
    list_saves(folder)  # the database exists
    other = sqlite3.connect(saves_index(folder), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another instance in the middle of a write
    try:
        latest = latest_unfinished(folder)
        assert latest is not None and latest.path == newer  # found by replaying, not written
        assert all(isinstance(e, SaveSummary) for e in list_saves(folder))
    finally:
        other.execute("ROLLBACK")
        other.close()
    replays = _count_replays(monkeypatch)
    latest_unfinished(folder)
    assert replays  # nothing was written while it was held: replayed now, and written
    replays.clear()
    latest_unfinished(folder)
    assert replays == []


def test_any_name_goes_into_the_index_and_comes_out_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = setup_for(2, 24)
    _, played = reference_game(setup, 24)
    path = saved_prefix(setup, played, 10, tmp_path)
    odd = tmp_path / os.fsdecode(b"partida-caf\xe9.ciudadelas")  # not UTF-8: a lone surrogate in Python
    os.replace(path, odd)
    replays = _count_replays(monkeypatch)
    [entry] = list_saves(tmp_path)
    assert isinstance(check(entry), SaveSummary) and replays == [odd]
    [again] = list_saves(tmp_path)
    assert isinstance(again, SaveSummary) and again.checked and again.path == odd and replays == [odd]
    # what a replay says (names in any script) is stored and read back as it was; a row with text
    # no save's cleaning gives (a lone surrogate) was not made by a replay: it is replayed again
    index = SavesIndex(tmp_path, tmp_path.parent / "odd.sqlite3")
    key = index.key(odd)
    assert key is not None
    said = Examined(names=("Ana 😀", "محمد علي"), problem=None, round=2)
    index._put(key, said)
    assert index._get(key) == said
    index._put(key, Examined(names=("Ana\ud800", "B\udcff"), problem=None, round=2))
    assert index._get(key) is None
    index.close()


def test_a_bad_file_is_listed_with_its_problem_from_the_index(tmp_path: Path) -> None:
    setup = setup_for(3, 25)
    _, played = reference_game(setup, 25)
    path = saved_prefix(setup, played, 30, tmp_path)
    _rewrite_last(path, digest="0" * 32)
    [listed] = list_saves(tmp_path)
    assert isinstance(check(listed), BadSave)
    [again] = list_saves(tmp_path)
    assert isinstance(again, BadSave) and again.problem.kind == "digest" and path.exists()


def test_two_thousand_saves_are_listed_as_their_replays_have_them(tmp_path: Path) -> None:
    """2,000 small saves (one short game, each with its own header): listed, checked, indexed."""
    setup = setup_for(2, 26)
    _, played = reference_game(setup, 26)
    base = saved_prefix(setup, played, 4, tmp_path)
    head, rest = base.read_bytes().split(b"\n", 1)
    header = decode_line(head)
    base.unlink()
    for i in range(2000):
        header["created"] = 1_700_000_000.0 + i
        header["setup"]["seats"][1]["name"] = f"Bot {i}"
        (tmp_path / f"game-{i:04d}.ciudadelas").write_bytes(encode_line(header) + rest)
    listed = list_saves(tmp_path)
    assert len(listed) == 2000
    assert check_all(listed) == 2000
    again = list_saves(tmp_path)
    assert len(again) == 2000 and all(isinstance(e, SaveSummary) and e.checked for e in again)
    names = {e.names[1] for e in again if isinstance(e, SaveSummary)}
    assert names == {f"Bot {i}" for i in range(2000)}
    assert all(isinstance(e, SaveSummary) and not e.finished and e.actions == 4 for e in again)
    assert index_for(tmp_path).count() == 2000


def check_all(entries: list[SaveSummary | BadSave]) -> int:
    return sum(isinstance(check(e), SaveSummary) for e in entries if isinstance(e, SaveSummary))


def test_an_index_that_cannot_be_written_lives_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = setup_for(2, 27)
    _, played = reference_game(setup, 27)
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saved_prefix(setup, played, 10, saves)
    (tmp_path / "not-a-folder").write_text("a file where a folder should be", encoding="utf-8")
    index = SavesIndex(saves, tmp_path / "not-a-folder" / "index.sqlite3")
    replays = _count_replays(monkeypatch)
    first = index.examined(path)
    assert first.actions == 10 and not first.finished and index.in_memory
    assert index.examined(path) == first and replays == [path]  # remembered for the session
    index.close()


def test_two_instances_share_one_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two games running at once (two connections to the same database) see each other's rows."""
    setup = setup_for(3, 28)
    _, played = reference_game(setup, 28)
    saves = tmp_path / "saves"
    saves.mkdir()
    paths = [saved_prefix(setup, played, k, saves) for k in (10, 20, 30, 40)]
    one, two = SavesIndex(saves), SavesIndex(saves)
    replays = _count_replays(monkeypatch)
    for i, path in enumerate(paths):
        (one if i % 2 else two).examined(path)
    assert len(replays) == 4
    assert (
        [one.examined(p).actions for p in paths]
        == [10, 20, 30, 40]
        == [two.examined(p).actions for p in paths]
    )
    assert len(replays) == 4 and one.count() == two.count() == 4
    one.close()
    two.close()
