"""An imported game keeps a name the saved-games list shows, valid on every system and unique there: a
name starting with a dot (which the list skips) or too long to copy is renamed, a name that is not
UTF-8 is made printable; the game itself is copied byte for byte."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for

from citadels.saves import SaveSummary, import_save, list_saves, load_game
from citadels.saves.names import IMPORT_STEM_BYTES, IMPORTED


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    setup = setup_for(3, 8)
    _, played = reference_game(setup, 8)
    return saved_prefix(setup, played, 20, tmp_path_factory.mktemp("game")).read_bytes()


@pytest.mark.parametrize(
    ("raw_name", "expected"),
    [
        (b".x.ciudadelas", "x.ciudadelas"),  # a dot-file: hidden, and skipped by the list
        (b"..ciudadelas", f"{IMPORTED}.ciudadelas"),  # nothing of its own name to keep
        (b". .ciudadelas", f"{IMPORTED}.ciudadelas"),
        (b"partida-caf\xe9.ciudadelas", "partida-caf\ufffd.ciudadelas"),  # Latin-1: not UTF-8
        (b"a:b|c?.ciudadelas", "a_b_c_.ciudadelas"),  # characters Windows refuses
        (b"partida.ciudadelas", "partida.ciudadelas"),  # a good name is kept
    ],
)
def test_an_imported_game_gets_a_name_the_list_shows(
    game: bytes, tmp_path: Path, raw_name: bytes, expected: str
) -> None:
    source = tmp_path / "downloads" / os.fsdecode(raw_name)
    source.parent.mkdir()
    source.write_bytes(game)
    saves = tmp_path / "saves"
    target = import_save(source, saves)
    assert target.name == expected
    assert target.read_bytes() == game
    [entry] = list_saves(saves)
    assert isinstance(entry, SaveSummary) and entry.path == target


def test_an_over_long_name_is_shortened_and_the_copy_succeeds(game: bytes, tmp_path: Path) -> None:
    source = tmp_path / ("ñ" * 60 + "a" * 120 + ".ciudadelas")  # 251 bytes: the longest a disk allows
    assert len(os.fsencode(source.name)) == 251
    source.write_bytes(game)
    saves = tmp_path / "saves"
    target = import_save(source, saves)
    assert target.name.endswith(".ciudadelas") and len(target.stem.encode("utf-8")) <= IMPORT_STEM_BYTES
    assert target.stem == "ñ" * 60  # cut on a whole character (120 bytes)
    assert load_game(target).session.actions  # a whole game
    again = tmp_path / "other" / source.name
    again.parent.mkdir()
    again.write_bytes(game[: game.rindex(b"\n", 0, -1) + 1])  # another game under the same name
    second = import_save(again, saves)
    assert second.name == "ñ" * 60 + "-1.ciudadelas"
    assert import_save(source, saves) == target  # the same game again: already there
    assert len(list_saves(saves)) == 2
