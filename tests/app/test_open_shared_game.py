"""`citadels game.ciudadelas` (what a double-click on a shared game runs once the installer has
registered the file type): the game is imported into the saves folder and opened; a bad file is said
on the saved games screen, kept as it is, and the game goes on. The command line takes the file out
of the line only where it is one (a mistyped command still gets argparse's error)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from app_testlib import MakeApp

from citadels import __main__ as cli
from citadels.app.app import App
from citadels.app.saving import autosave_of
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.saves import export_save, list_saves
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.system.paths import saves_dir


def _shared_game(app: App, folder: Path, seed: int = 4) -> tuple[Path, GameSession]:
    """A solo game played a few moves, exported as a file to share, and gone from the saves folder."""
    ui = UIDriver(app)
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "easy") for i in range(4))
    session = GameSession(GameSetup(seats, seed=seed))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(1)
    rng = random.Random(seed)
    for _ in range(10):
        session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
    saved = autosave_of(session).path  # type: ignore[union-attr]
    app.nav.menu()
    shared = export_save(saved, folder)
    for entry in list_saves(saves_dir()):
        entry.path.unlink()
    return shared, session


def test_a_shared_game_is_imported_and_opened_at_its_table(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app(animation_speed="off")
    app.saves_enabled = True
    shared, session = _shared_game(app, tmp_path / "Downloads")
    before = shared.read_bytes()
    assert app.nav.open_shared_game(shared)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.state.digest() == session.state.digest()
    [imported] = list_saves(saves_dir())
    assert imported.path.read_bytes() == before and shared.read_bytes() == before  # a copy; the file kept


def test_a_bad_shared_file_is_said_on_the_saved_games_screen_and_kept(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app(animation_speed="off")
    app.saves_enabled = True
    bad = tmp_path / "from-a-friend.ciudadelas"
    bad.write_bytes(b"not a game at all")
    assert not app.nav.open_shared_game(bad)
    scene = app.top
    assert isinstance(scene, SavedGamesScene)
    assert scene.message is not None and "from-a-friend.ciudadelas" in scene.message[0]
    assert bad.read_bytes() == b"not a game at all" and list_saves(saves_dir()) == []
    missing = tmp_path / "gone.ciudadelas"
    assert not app.nav.open_shared_game(missing)
    assert isinstance(app.top, SavedGamesScene)
    assert app.top.message is not None and "gone.ciudadelas" in app.top.message[0]


def _parser_split(argv: list[str]) -> tuple[list[str], Path | None]:
    return cli._shared_game(cli.build_parser(), argv)


def test_the_command_line_takes_out_a_shared_game(tmp_path: Path) -> None:
    game = tmp_path / "partida.ciudadelas"
    assert _parser_split([str(game)]) == ([], game)  # need not exist: the app says so
    assert _parser_split(["--lang", "es", str(game), "--fullscreen"]) == (
        ["--lang", "es", "--fullscreen"],
        game,
    )
    other = tmp_path / "Partida de Ana.CIUDADELAS"
    assert _parser_split(["--size", "1280x720", str(other)]) == (["--size", "1280x720"], other)
    renamed = tmp_path / "renamed.txt"
    renamed.write_text("x")
    assert _parser_split([str(renamed)]) == ([], renamed)  # any existing file: the app checks it
    # commands and their own files stay for argparse
    assert _parser_split(["analyse", str(game)]) == (["analyse", str(game)], None)
    assert _parser_split(["simulat"]) == (["simulat"], None)
    assert _parser_split(["--lang", "es"]) == (["--lang", "es"], None)


def test_a_shared_game_reaches_the_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[object] = []
    monkeypatch.setattr("citadels.app.main.run", lambda **kw: opened.append(kw) or 0)
    game = tmp_path / "g.ciudadelas"
    assert cli.main(["--lang", "en", str(game)]) == 0
    assert opened == [{"lang": "en", "size": None, "fullscreen": None, "shared_game": game}]


def test_a_shared_game_with_a_command_after_it_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tmp_path / "g.ciudadelas"
    with pytest.raises(SystemExit) as stopped:
        cli.main([str(game), "demo"])
    assert stopped.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err
