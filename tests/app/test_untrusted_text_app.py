"""What a file brings in never crashes the screens that show it: a damaged save whose name is not UTF-8
(the menu's notice, the saved-games list, Continue), player names with a lone surrogate, a NUL or
10,000 letters (the list, the table, the game-over screen, the review), a settings folder whose name
is not UTF-8 (the menu's notice). A dropped file is imported under a name the list shows, and Continue
and the list go by the game's replay, not by what its last record says."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from app_testlib import MakeApp
from untrusted_lib import NASTY_NAMES, game_bytes, line, with_names, write_named

from citadels.app.app import App
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.saves import SavedGamesScene, describe
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.saves import SaveSummary
from citadels.saves.format import decode_line
from citadels.system.paths import saves_dir


def _saving_app(make_app: MakeApp, lang: str = "en") -> App:
    app = make_app(lang=lang, animation_speed="off")
    app.saves_enabled = True
    return app


def _notices(app: App) -> list[str]:
    return [message() for message in app.notices]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_damaged_save_named_in_latin1_is_told_and_the_menu_and_list_work(
    make_app: MakeApp, lang: str
) -> None:
    write_named(saves_dir(), b"partida-caf\xe9\x1b.ciudadelas", b"\x00garbage")
    app = _saving_app(make_app, lang)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(3)
    [notice] = _notices(app)
    assert "partida-caf\ufffd.ciudadelas" in notice and notice.isprintable()
    menu = ui.top
    assert isinstance(menu, MenuScene) and not menu.continue_button.visible
    app.nav.saved_games()
    ui.frames(3)
    assert isinstance(ui.top, SavedGamesScene) and len(ui.top.entries) == 1


def test_nasty_player_names_open_at_the_table_and_in_the_saved_games_list(make_app: MakeApp) -> None:
    path = saves_dir() / "nasty.ciudadelas"
    saves_dir().mkdir(parents=True, exist_ok=True)
    path.write_bytes(with_names(game_bytes(8, 3, False), list(NASTY_NAMES)))
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene) and menu.continue_button.visible
    assert menu._continue_tooltip().isprintable()
    app.nav.saved_games()
    ui.frames(3)
    app.nav.menu()
    assert app.nav.open_saved_game(path)
    ui.frames(4)
    table = next(s for s in app.manager.scenes if isinstance(s, TableScene))
    assert all(seat.name.isprintable() for seat in table.session.setup.seats)


def test_nasty_player_names_in_a_finished_game_open_at_the_review_and_game_over(make_app: MakeApp) -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "finished.ciudadelas"
    path.write_bytes(with_names(game_bytes(8, 4, True), list(NASTY_NAMES)))
    app = _saving_app(make_app, "es")
    ui = UIDriver(app)
    assert app.nav.open_saved_game(path)
    ui.frames(3)
    assert isinstance(ui.top, ReviewScene)
    app.pop()
    ui.frames(3)
    assert isinstance(ui.top, GameOverScene)


def test_a_settings_folder_whose_name_is_not_utf8_is_named_in_the_menu(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / os.fsdecode(b"usuario-\xf1and\xfa")
    monkeypatch.setenv("CIUDADELAS_HOME", str(home))
    from citadels.system.settings import settings_path

    settings_path().mkdir(parents=True)  # a folder where the file should be: told in the menu
    app = App(headless=True, size=(1024, 576), persist=False)
    try:
        ui = UIDriver(app)
        app.nav.menu()
        ui.frames(3)
        [notice] = _notices(app)
        assert "usuario-\ufffdand\ufffd" in notice and notice.isprintable()
        assert not app.persist  # nothing is saved over the folder
    finally:
        app.manager.clear()
        app.close()


@pytest.mark.parametrize(("lang", "word"), [("en", "as"), ("es", "como")])
def test_a_hidden_file_dropped_on_the_list_is_imported_under_a_name_the_message_gives(
    make_app: MakeApp, tmp_path: Path, lang: str, word: str
) -> None:
    source = write_named(tmp_path / "downloads", b".partida.ciudadelas", game_bytes(3, 6, False))
    app = _saving_app(make_app, lang)
    ui = UIDriver(app)
    app.nav.menu()
    app.push(SavedGamesScene(app))
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, SavedGamesScene) and scene.entries == []
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(source))], 1 / 60)
    [entry] = scene.entries
    assert entry.path.name == "partida.ciudadelas"
    assert scene.message is not None and scene.message[0].endswith(
        f".partida.ciudadelas {word} partida.ciudadelas"
    )
    ui.frames(2)


def test_continue_and_the_list_go_by_the_replay_not_by_the_last_record(make_app: MakeApp) -> None:
    raw = game_bytes(3, 7, True)  # a finished game...
    lines = raw.split(b"\n")
    record = decode_line(lines[-2])
    record.update(over=False, round=1, to_move=0)  # ...whose last record says it goes on
    lines[-2] = line(record)
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "forged.ciudadelas").write_bytes(b"\n".join(lines))
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene) and not menu.continue_button.visible and menu.latest is None
    app.nav.saved_games()
    ui.frames(3)
    scene = ui.top
    assert isinstance(scene, SavedGamesScene)
    [entry] = scene.entries
    assert isinstance(entry, SaveSummary) and entry.checked and entry.finished
    assert describe(entry)[1].endswith("Finished")


def _with_bot(raw: bytes, bot: str) -> bytes:
    """The save with its second seat (a bot) naming `bot` (the header rewritten with a good checksum)."""
    lines = raw.split(b"\n")
    head = decode_line(lines[0])
    head["setup"]["seats"][1]["bot"] = bot
    lines[0] = line(head)
    return b"\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_save_naming_an_unknown_bot_with_a_lone_surrogate_is_told_on_continue_open_and_your_games(
    make_app: MakeApp, lang: str
) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    unfinished = folder / "unknown-bot.ciudadelas"
    unfinished.write_bytes(_with_bot(game_bytes(4, 11, False), "\ud800"))
    finished = folder / "unknown-bot-done.ciudadelas"
    finished.write_bytes(_with_bot(game_bytes(4, 12, True), "x\ud800\x00" * 100))
    app = make_app(lang=lang, animation_speed="off")
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene) and menu.continue_button.visible
    menu.continue_game()  # Continue: told, in printable text; the menu stays
    ui.frames(3)
    assert app.crash is None and isinstance(ui.top, MenuScene)
    [told] = _notices(app)
    assert told.isprintable() and "(?)" in told
    app.notices.clear()
    app.nav.saved_games()
    ui.frames(4)
    listed = ui.top
    assert isinstance(listed, SavedGamesScene)
    for entry in list(listed.entries):  # Open: the finished game's review (it needs no bot); not the other
        assert app.nav.open_saved_game(entry.path) == (entry.path == finished)
        ui.frames(3)
        assert app.crash is None
    assert all(text.isprintable() for text in _notices(app)) and len(app.notices) == 1
    app.notices.clear()
    for _ in range(2):  # Your games, at every opening (its outcomes are kept between openings)
        app.nav.menu()
        app.nav.your_games()
        ui.frames(12)
        assert app.crash is None
    assert unfinished.exists() and finished.exists()  # kept as they are
