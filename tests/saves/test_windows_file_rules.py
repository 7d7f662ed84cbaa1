"""Saved games, exports, imports and settings under Windows' file-name rules (simulated: windows_fs.py),
for a player whose user folder is ``C:\\Users\\Núñez``: nothing is lost, nothing crashes, a file that
comes with a name Windows refuses (``aux.ciudadelas``, ``CON``, ``a:b?``, trailing dots and spaces,
very long names) gets one it accepts, and what cannot be done is said in words."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for
from windows_fs import MAX_PATH, SimulatedWindows

from citadels.saves import (
    ARCHIVE,
    Autosave,
    SaveSummary,
    delete_save,
    export_save,
    import_save,
    latest_unfinished,
    list_saves,
    load_game,
    open_save,
)
from citadels.saves.names import WINDOWS_DEVICES, import_stem, windows_length
from citadels.session import GameSession
from citadels.system import paths
from citadels.system.settings import Settings, load_settings, save_settings, settings_path

USER = "Núñez"


@pytest.fixture
def drive(tmp_path: Path) -> Path:
    """The folder that stands for C:\\ (made before the rules apply, as Windows made it)."""
    root = tmp_path / "C"
    (root / "Users" / USER / "AppData" / "Local").mkdir(parents=True)
    (root / "Users" / USER / "Documents").mkdir()
    return root


@pytest.fixture
def windows(drive: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SimulatedWindows]:
    """Windows' rules under `drive`, and the game's user folders where platformdirs puts them on
    Windows (%LOCALAPPDATA%\\Ciudadelas…), not CIUDADELAS_HOME."""
    local = drive / "Users" / USER / "AppData" / "Local" / "Ciudadelas"
    monkeypatch.delenv("CIUDADELAS_HOME", raising=False)
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", lambda *a, **k: str(local))
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda *a, **k: str(local))
    monkeypatch.setattr(paths.platformdirs, "user_cache_dir", lambda *a, **k: str(local / "Cache"))
    monkeypatch.setattr(paths.platformdirs, "user_log_dir", lambda *a, **k: str(local / "Logs"))
    simulated = SimulatedWindows(drive).install(monkeypatch)
    yield simulated


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A saved game of 30 actions (made without the simulation)."""
    setup = setup_for(3, 4)
    _, played = reference_game(setup, 4)
    return saved_prefix(setup, played, 30, tmp_path_factory.mktemp("game")).read_bytes()


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    setup = setup_for(3, 9)
    session, _ = reference_game(setup, 9)
    autosave = Autosave.start(session, tmp_path_factory.mktemp("finished"), sync=False)
    autosave.close()
    return autosave.path.read_bytes()


# ------------------------------------------------------------------------------------------------
# The simulation itself refuses what Windows refuses
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["CON", "aux.ciudadelas", "Nul.txt", "com1.ciudadelas", "LPT9.a.b", "com\u00b9", "a:b.ciudadelas",
             "what?.ciudadelas", "end.", "end ", "tab\there", "a|b", 'say "hi"', "<x>"],
)  # fmt: skip
def test_the_simulation_refuses_what_windows_refuses(
    windows: SimulatedWindows, drive: Path, name: str
) -> None:
    folder = drive / "Users" / USER / "Documents"
    with pytest.raises(OSError) as refused:
        (folder / name).write_bytes(b"x")
    assert getattr(refused.value, "winerror", None) == 123
    assert not (folder / name).exists()  # and exists() says no, as on Windows
    assert windows.refusals


def test_the_simulation_refuses_long_paths_and_busy_files(windows: SimulatedWindows, drive: Path) -> None:
    folder = drive / "Users" / USER / "Documents"
    fits = folder / ("a" * (MAX_PATH - windows_length(windows.windows_path(folder) or "") - 1))
    fits.write_bytes(b"x")
    with pytest.raises(FileNotFoundError):
        (folder / ("a" * (len(fits.name) + 1))).write_bytes(b"x")
    other = folder / "other"
    other.write_bytes(b"y")
    fd = os.open(fits, os.O_RDONLY)
    try:
        with pytest.raises(PermissionError):
            os.replace(other, fits)
        with pytest.raises(PermissionError):
            fits.unlink()
    finally:
        os.close(fd)
    os.replace(other, fits)  # closed: now it can be replaced
    with pytest.raises(PermissionError):
        os.open(folder, os.O_RDONLY)  # a folder is not opened as a file on Windows


# ------------------------------------------------------------------------------------------------
# Saved games
# ------------------------------------------------------------------------------------------------


def test_a_game_is_saved_continued_and_archived_in_a_users_folder_named_nunez(
    windows: SimulatedWindows, finished: bytes
) -> None:
    saves = paths.saves_dir()
    assert USER in str(saves)
    setup = setup_for(3, 6)
    _, played = reference_game(setup, 6)
    session = GameSession(setup)
    autosave = Autosave.start(session, saves, sync=True)
    for seat, action in played[:25]:
        session.submit(seat, action)
    autosave.rewrite()  # what an undo does: the file written again while the game goes on
    for seat, action in played[25:40]:
        session.submit(seat, action)
    autosave.close()
    latest = latest_unfinished(saves)
    assert latest is not None and latest.path == autosave.path
    loaded = open_save(autosave.path)
    assert len(loaded.session.actions) == 40
    resumed = Autosave.resume(loaded, sync=True)
    seat, action = played[40]
    loaded.session.submit(seat, action)
    resumed.close()
    assert len(load_game(autosave.path).session.actions) == 41

    done = saves / "game-20260101-120000-00009.ciudadelas"
    done.write_bytes(finished)
    kept = delete_save(done)  # a finished game goes to the archive, for the record
    assert kept is not None and kept.parent.name == ARCHIVE and kept.read_bytes() == finished
    assert windows.refusals == []


def test_a_damaged_save_is_set_aside_under_a_name_windows_accepts(
    windows: SimulatedWindows, game: bytes
) -> None:
    from citadels.saves import SaveProblem

    saves = paths.saves_dir()
    bad = saves / "game-20260101-120000-00001.ciudadelas"
    bad.write_bytes(game[:-40] + b"garbage\n")
    with pytest.raises(SaveProblem):
        open_save(bad)
    assert [p.name.startswith(bad.name + ".damaged-") for p in saves.iterdir()] == [True]
    assert windows.refusals == []


# ------------------------------------------------------------------------------------------------
# Imports and exports
# ------------------------------------------------------------------------------------------------

ODD_NAMES = [
    "aux.ciudadelas",
    "CON",
    "con.ciudadelas",
    "Com1.ciudadelas",
    "lpt9.final.ciudadelas",
    "nul .ciudadelas",
    "a:b.ciudadelas",
    "¿quién ganó?.ciudadelas",
    "partida.. .ciudadelas",
    "partida final. . ",
    "x" * 240 + ".ciudadelas",
    "ñ" * 120 + ".ciudadelas",  # 240 bytes: shorter than the disk's limit, longer than a good name
]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_an_imported_game_with_a_name_windows_refuses_gets_one_it_accepts(
    windows: SimulatedWindows, game: bytes, tmp_path: Path, drive: Path, name: str
) -> None:
    # the file comes from outside the Windows drive (a share, a stick formatted elsewhere)
    source = tmp_path / "elsewhere" / name
    source.parent.mkdir()
    source.write_bytes(game)
    saves = paths.saves_dir()
    target = import_save(source, saves)
    assert windows.refusals == [], windows.refusals  # the game never even tried a refused name
    assert target.read_bytes() == game
    stem = target.name.removesuffix(".ciudadelas")
    assert stem.split(".")[0].rstrip(" ").upper() not in WINDOWS_DEVICES
    assert not stem.endswith((".", " ")) and len(stem.encode("utf-8")) <= 120
    assert windows_length(windows.windows_path(target) or "") <= MAX_PATH
    [entry] = list_saves(saves)
    assert isinstance(entry, SaveSummary) and entry.path == target
    assert import_save(source, saves) == target  # the same game again: already there
    exported = export_save(target, drive / "Users" / USER / "Documents" / "Ciudadelas")
    assert exported.name == target.name and exported.read_bytes() == game and windows.refusals == []


def test_device_names_are_mended_not_refused() -> None:
    assert import_stem("aux.ciudadelas") == "aux_"
    assert import_stem("CON") == "CON_"
    assert import_stem("nul .x.ciudadelas") == "nul_.x"
    assert import_stem("lpt\u00b2.ciudadelas") == "lpt\u00b2_"
    assert import_stem("auxiliary.ciudadelas") == "auxiliary"  # only the device's whole name
    assert import_stem("com10.ciudadelas") == "com10"


def test_a_deep_folder_gets_a_shorter_name_and_one_too_deep_is_said_in_words(
    windows: SimulatedWindows, game: bytes, tmp_path: Path, drive: Path
) -> None:
    source = tmp_path / ("partida " + "larga " * 30 + ".ciudadelas")
    source.write_bytes(game)
    documents = drive / "Users" / USER / "Documents"
    # a folder whose path leaves about 80 characters (on the real disk; fewer in the simulation's C:\)
    deep = documents / "-".join(["carpeta"] * 40)
    deep = Path(str(deep)[: MAX_PATH - 80])
    target = import_save(source, deep)
    assert windows_length(target) <= MAX_PATH and target.name.endswith(".ciudadelas")
    assert target.read_bytes() == game and windows.refusals == []
    too_deep = documents / ("d" * 220)
    with pytest.raises(OSError) as refused:
        import_save(source, too_deep / "saves")
    assert refused.value.errno == errno.ENAMETOOLONG
    assert refused.value.strerror == "the path of the folder saves is too long"
    assert refused.value.filename == str(too_deep / "saves")  # the whole path, for the log
    assert windows.refusals == []  # said before Windows was asked


def test_the_saved_games_screen_says_where_a_game_went_and_what_failed(
    windows: SimulatedWindows, game: bytes, tmp_path: Path, drive: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from citadels.app.app import App
    from citadels.app.scenes import saves as saves_scene

    documents = drive / "Users" / USER / "Documents" / "Ciudadelas"
    monkeypatch.setattr(saves_scene, "export_dir", lambda: documents)
    app = App(headless=True, size=(1280, 720), settings=Settings(language="es", sound=False), persist=False)
    try:
        scene = saves_scene.SavedGamesScene(app)
        app.push(scene)
        app.run_frames(2)
        source = tmp_path / "aux.ciudadelas"
        source.write_bytes(game)
        scene.import_file(source)
        said = scene.message[0] if scene.message else ""
        assert "aux.ciudadelas" in said and "aux_.ciudadelas" in said, said  # "Importada … como …"
        scene.export_selected()
        said = scene.message[0] if scene.message else ""
        # the whole path, or (when the line is too narrow for it) its start and end around an ellipsis
        exported = str(documents / "aux_.ciudadelas")
        shown = said.split(" a ", 1)[1]
        head, _, tail = shown.partition("…")
        assert exported.startswith(head) and exported.endswith(tail), said
        assert tail.endswith(f"Documents{os.sep}Ciudadelas{os.sep}aux_.ciudadelas") or shown == exported, said
        assert (documents / "aux_.ciudadelas").read_bytes() == game
        monkeypatch.setattr(saves_scene, "export_dir", lambda: documents / ("d" * 230))
        scene.export_selected()
        said = scene.message[0] if scene.message else ""
        assert said.startswith("No se pudo exportar la partida: ") and "demasiado larga" in said, said
        app.run_frames(2)
    finally:
        app.manager.clear()
        app.close()
    assert windows.refusals == []


# ------------------------------------------------------------------------------------------------
# Settings
# ------------------------------------------------------------------------------------------------


def test_settings_are_saved_read_and_repaired_in_a_users_folder_named_nunez(
    windows: SimulatedWindows,
) -> None:
    path = settings_path()
    assert USER in str(path)
    assert load_settings().settings == Settings()
    save_settings(Settings(player_name="Núñez", window_size=(1600, 900), language="es"))
    again = load_settings()
    assert again.settings.player_name == "Núñez" and again.settings.window_size == (1600, 900)
    assert again.notices == ()

    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"es"', '"xx"'), encoding="utf-8")  # one bad value
    repaired = load_settings()
    assert repaired.settings.language != "xx" and repaired.settings.player_name == "Núñez"
    assert [p.name for p in path.parent.glob("settings.json.invalid-*")]
    save_settings(repaired.settings)

    path.write_bytes(b"{not json")  # damaged: kept aside, defaults used
    damaged = load_settings()
    assert damaged.settings == Settings() and damaged.can_save
    [kept] = path.parent.glob("settings.json.corrupt-*")
    assert kept.read_bytes() == b"{not json"
    assert json.loads(path.read_text(encoding="utf-8") if path.exists() else "{}") is not None
    assert windows.refusals == []
