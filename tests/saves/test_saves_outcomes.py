"""What finished saves tell the player's record: read from the file alone (winner, scores, the
characters each seat picked), unfinished games and bad files left out, a game in two files counted
once, a deleted finished game kept in the archive where the record still reads it, and the saves
index that spares the replays (it follows the files: a changed file is replayed again)."""

from __future__ import annotations

from pathlib import Path

import pytest

from citadels.app.demo import finished_session
from citadels.engine import PickCharacter
from citadels.saves import (
    ARCHIVE,
    Autosave,
    RecordReader,
    SaveProblem,
    SavesIndex,
    archive_folder,
    delete_save,
    export_save,
    import_save,
    list_saves,
    record_files,
)
from citadels.saves import examine as examine_module
from citadels.saves.format import decode_line, encode_line
from citadels.saves.outcome import read_outcome
from citadels.session import GameSession, GameSetup, SeatSetup


def saved(folder: Path, players: int = 4, seed: int = 1) -> tuple[GameSession, Path]:
    session = finished_session(players, seed)
    autosave = Autosave.start(session, folder, sync=False)
    autosave.close()
    return session, autosave.path


def unfinished(folder: Path, seed: int = 5) -> Path:
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot") for i in range(4))
    session = GameSession(GameSetup(seats, seed=seed))
    for _ in range(12):
        session.submit(session.to_move, session.legal(session.to_move)[0])
    autosave = Autosave.start(session, folder, sync=False)
    autosave.close()
    return autosave.path


def read(folder: Path, index: SavesIndex | None = None) -> RecordReader:
    folders = [folder, archive_folder(folder)]
    reader = RecordReader(record_files(folders), index or SavesIndex(folder, folder / "index.db"), folders)
    reader.read_all()
    return reader


def test_a_finished_save_tells_its_winner_scores_and_the_characters_each_seat_picked(tmp_path: Path) -> None:
    session, path = saved(tmp_path, 4, 2)
    outcome = read_outcome(path, path.read_bytes())
    assert outcome is not None
    assert outcome.names == session.names and outcome.humans == (0,)
    assert outcome.bots == ("", "medium", "medium", "medium")
    assert outcome.winner == session.winner and outcome.ranking[0] == session.winner
    assert outcome.scores == tuple(b.total for b in sorted(session.scores, key=lambda b: b.seat))
    state = session.state
    assert state is not None
    for seat in range(4):
        picked = {state.rules.character(a.action.rank).name for a in session.actions
                  if a.seat == seat and isinstance(a.action, PickCharacter)}  # fmt: skip
        assert set(outcome.characters[seat]) == picked and len(outcome.characters[seat]) == len(picked)
    assert sorted(outcome.place(s) for s in range(4)) == [1, 2, 3, 4] and outcome.place(session.winner) == 1


def test_unfinished_games_and_bad_files_are_not_counted(tmp_path: Path) -> None:
    saved(tmp_path, 3, 1)
    unfinished(tmp_path)
    (tmp_path / "game-broken.ciudadelas").write_bytes(b"garbage")
    _session, other = saved(tmp_path, 4, 3)
    lines = other.read_bytes().split(b"\n")
    lines[20] = lines[20].replace(b'"seat":', b'"seat" :')  # its CRC no longer matches
    other.write_bytes(b"\n".join(lines))
    reader = read(tmp_path)
    assert len(reader.outcomes) == 1 and reader.unfinished == 1
    assert sorted(p.name for p in reader.bad) == sorted(["game-broken.ciudadelas", other.name])
    with pytest.raises(SaveProblem):
        read_outcome(other, other.read_bytes())


def test_deleting_a_finished_game_archives_it_and_the_record_still_counts_it(tmp_path: Path) -> None:
    _session, done = saved(tmp_path, 4, 1)
    playing = unfinished(tmp_path)
    assert len(read(tmp_path).outcomes) == 1
    kept = delete_save(done)
    assert kept == tmp_path / ARCHIVE / done.name and kept.exists() and not done.exists()
    assert [e.path for e in list_saves(tmp_path)] == [playing]  # the list no longer shows it
    assert [s.path for s in read(tmp_path).outcomes] == [kept]  # the record does
    assert delete_save(playing) is None and not playing.exists()  # an unfinished game is gone for good
    assert not (tmp_path / ARCHIVE / playing.name).exists()


def test_an_imported_game_counts_and_a_game_in_two_files_counts_once(tmp_path: Path) -> None:
    elsewhere, saves = tmp_path / "elsewhere", tmp_path / "saves"
    elsewhere.mkdir()
    _session, path = saved(elsewhere, 4, 6)
    import_save(path, saves)
    assert len(read(saves).outcomes) == 1
    exported = export_save(path, tmp_path / "documents")  # the same game under another name…
    exported.rename(saves / "a-copy.ciudadelas")
    delete_save(next(saves.glob("game-*.ciudadelas")))  # …and in the archive
    reader = read(saves)
    assert len(reader.files) == 2 and len(reader.outcomes) == 1


def test_the_index_spares_the_replay_and_follows_the_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    _session, a = saved(saves, 4, 1)
    saved(saves, 3, 2)
    index = SavesIndex(saves, tmp_path / "index.db")
    first = read(saves, index)
    assert index.count() == 2

    def no_replay(path: Path, raw: bytes) -> None:
        raise AssertionError(f"{path.name} was replayed")

    monkeypatch.setattr(examine_module, "load_game", no_replay)
    again = read(saves, SavesIndex(saves, tmp_path / "index.db"))  # another run: the same database
    assert [s.outcome for s in again.outcomes] == [s.outcome for s in first.outcomes]
    monkeypatch.undo()
    # a file whose bytes change is read afresh: here its first player renamed in the header
    head, rest = a.read_bytes().split(b"\n", 1)
    header = decode_line(head)
    header["setup"]["seats"][0]["name"] = "Renamed"
    a.write_bytes(encode_line(header) + rest)
    renamed = read(saves, index)
    assert sorted(s.outcome.names[0] for s in renamed.outcomes) == sorted(
        ["Renamed", first.outcomes[1].outcome.names[0]]
    )
    a.unlink()
    read(saves, index)  # a file gone is forgotten by the index
    assert index.count() == 1


def test_reading_goes_a_few_files_at_a_time(tmp_path: Path) -> None:
    for seed in range(1, 4):
        saved(tmp_path, 2, seed)
    reader = RecordReader(record_files([tmp_path]), SavesIndex(tmp_path))
    assert not reader.step(0.0) and reader.next == 1 and len(reader.outcomes) == 1  # at least one per step
    assert not reader.step(0.0)
    assert reader.step(0.0) and reader.done and len(reader.outcomes) == 3
