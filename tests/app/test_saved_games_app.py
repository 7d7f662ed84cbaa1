"""Saved games in the app: every accepted action is saved, the menu's Continue reopens the most recent
unfinished game (hot seat behind a hand-off screen), the Saved games screen lists, opens, deletes
(after a confirmation) and exports games; a bad file is reported by name and the list still works;
leaving a saved game says it can be continued."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.saving import autosave_of
from citadels.app.scenes import menu as menu_module
from citadels.app.scenes import saves as saves_module
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.scenes.your_games import YourGamesScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.saves import Autosave, SaveSummary, list_saves, load_game
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.system.paths import saves_dir


def _setup(humans: int, players: int = 4, seed: int = 9) -> GameSetup:
    seats = tuple(SeatSetup(f"P{i}", "human" if i < humans else "bot", "easy") for i in range(players))
    return GameSetup(seats, seed=seed)


def _saving_app(make_app: MakeApp) -> App:
    app = make_app(animation_speed="off")
    app.saves_enabled = True
    return app


def _play(session: GameSession, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        if session.game_over:
            return
        session.submit(session.to_move, rng.choice(session.legal(session.to_move)))


def _saved_game(app: App, ui: UIDriver, seed: int, moves: int) -> Path:
    """A solo game played `moves` moves at the table (saved as it goes), back at the menu; its file."""
    session = GameSession(_setup(1, seed=seed))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(1)
    _play(session, moves, seed=seed)
    path = autosave_of(session).path  # type: ignore[union-attr]
    app.nav.menu()
    return path


def _two_games_the_newer_damaged(
    app: App, ui: UIDriver, seeds: tuple[int, int], damage: Callable[[list[bytes]], None]
) -> Path:
    """Two saved unfinished games, 8 moves each; `damage` rewrites the second file's lines, which is
    then made the most recent one. Returns its path."""
    app.nav.menu()
    for seed in seeds:
        path = _saved_game(app, ui, seed, 8)
    lines = path.read_bytes().split(b"\n")
    damage(lines)
    path.write_bytes(b"\n".join(lines))
    now = time.time()
    os.utime(path, (now + 5, now + 5))  # the most recent one
    return path


def test_every_action_at_the_table_is_saved_and_continue_reopens_it(make_app: MakeApp) -> None:
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(1))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(2)
    autosave = autosave_of(session)
    assert autosave is not None and autosave.path.parent == saves_dir()
    _play(session, 25)
    digest = session.state.digest()  # type: ignore[union-attr]
    count = len(session.actions)
    assert load_game(autosave.path).session.state.digest() == digest  # type: ignore[union-attr]
    table = ui.top
    assert isinstance(table, TableScene) and table.game_is_saved()
    app.nav.menu()  # leaving closes the file
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene) and menu.continue_button.visible
    menu.continue_game()  # (a click, without a frame in which a bot could move)
    table = ui.top
    assert isinstance(table, TableScene)
    assert table.session.state.digest() == digest  # type: ignore[union-attr]
    assert len(table.session.actions) == count and autosave_of(table.session) is not None
    _play(table.session, 5, seed=2)  # goes on appending to the same file
    assert len(load_game(autosave.path).session.actions) == count + 5
    assert len(list_saves(saves_dir())) == 1
    # back at the menu after a resumed game: nothing to tell, and the menu draws
    assert app.notices == []
    app.nav.menu()
    ui.frames(3)
    assert isinstance(ui.top, MenuScene) and app.crash is None


def test_hot_seat_resumes_behind_a_hand_off_screen(make_app: MakeApp) -> None:
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(2, players=3))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(2)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    ui.click(menu.continue_button, frames=2)
    ui.wait_for_scene(HandoffScene, 600)
    table = next(s for s in app.manager.scenes if isinstance(s, TableScene))
    assert table.viewer is None  # nobody's hand is shown before the hand-off


def test_quitting_a_saved_game_says_it_can_be_continued(make_app: MakeApp) -> None:
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    app.push(TableScene(app, GameSession(_setup(1)), bot_processes="never"))
    ui.frames(2)
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene)
    assert "saved" in str(confirm.message())  # type: ignore[operator]


def test_saved_games_screen_lists_opens_deletes_and_reports_bad_files(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    finished = GameSession(_setup(1, seed=3))
    app.push(TableScene(app, finished, bot_processes="never"))
    ui.frames(1)
    _play(finished, 100000, seed=3)
    app.nav.menu()
    unfinished = GameSession(_setup(1, seed=4))
    app.push(TableScene(app, unfinished, bot_processes="never"))
    ui.frames(1)
    _play(unfinished, 10, seed=4)
    app.nav.menu()
    (saves_dir() / "game-broken.ciudadelas").write_bytes(b"garbage")
    ui.frames(1)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    ui.click(menu.saved_games, frames=2)
    scene = ui.top
    assert isinstance(scene, SavedGamesScene)
    assert len(scene.entries) == 3
    broken = [i for i, e in enumerate(scene.entries) if e.path.name == "game-broken.ciudadelas"]
    assert broken
    scene._select(broken[0])
    assert not scene.open_button.enabled
    done = [i for i, e in enumerate(scene.entries) if getattr(e, "finished", False)]
    scene._select(done[0])
    ui.key(pygame.K_RETURN, frames=2)
    review = ui.top
    assert isinstance(review, ReviewScene)  # a finished game opens in its review, at the end
    assert review.replay is not None and review.step == review.last == len(review.session.actions) > 0
    assert review.session.game_over and review.scores() is not None
    ui.key(pygame.K_HOME)
    assert review.step == 0 and len(review.seats()[0].hand) > 0  # the hands, replayed from the file
    ui.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(ui.top, GameOverScene)  # under it, the final scores
    app.nav.menu()
    ui.frames(1)
    ui.click(ui.top.saved_games, frames=2)  # type: ignore[union-attr]
    scene = ui.top
    assert isinstance(scene, SavedGamesScene)
    good = [i for i, e in enumerate(scene.entries) if e.path.name != "game-broken.ciudadelas"]
    scene._select(good[0])
    victim = scene.entries[good[0]].path
    ui.key(pygame.K_DELETE, frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene)
    ui.click(confirm.no, frames=2)  # "Keep it"
    assert victim.exists()
    ui.key(pygame.K_DELETE, frames=2)
    ui.click(ui.top.yes, frames=2)  # type: ignore[union-attr]
    assert not victim.exists() and len(scene.entries) == 2
    ui.frames(2)
    assert (saves_dir() / "game-broken.ciudadelas").read_bytes() == b"garbage"  # never deleted by the game


def test_export_and_import_a_game(make_app: MakeApp, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.scenes import saves as saves_scene

    monkeypatch.setattr(saves_scene, "export_dir", lambda: tmp_path / "exports")
    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(1, seed=6))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(1)
    _play(session, 12, seed=6)
    app.nav.menu()
    app.push(SavedGamesScene(app))
    ui.frames(2)
    ui.key(pygame.K_e, frames=2)
    [exported] = list((tmp_path / "exports").iterdir())
    assert load_game(exported).session.state.digest() == session.state.digest()  # type: ignore[union-attr]
    for entry in list_saves(saves_dir()):
        entry.path.unlink()
    scene = ui.top
    assert isinstance(scene, SavedGamesScene)
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(exported))], 1 / 60)
    assert len(scene.entries) == 1 and scene.message and "Imported" in scene.message[0]
    bad = tmp_path / "not-a-game.ciudadelas"
    bad.write_bytes(b"hello")
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(bad))], 1 / 60)
    assert scene.message and "not-a-game.ciudadelas" in scene.message[0] and len(scene.entries) == 1


def test_the_new_game_screen_remembers_the_last_setup_across_restarts(make_app: MakeApp) -> None:
    from citadels.app.scenes.setup import SeatRow, SetupScene, _last_setups

    app = make_app()
    ui = UIDriver(app)
    app.nav.menu()
    app.push(SetupScene(app))
    ui.frames(1)
    scene = ui.top
    assert isinstance(scene, SetupScene)
    scene.rows = [
        SeatRow(scene, s.controller, s.bot, s.name)
        for s in (SeatSetup("Zoe", "human"), SeatSetup("Yago", "human"), SeatSetup("Bot", "bot", "hard"))
    ]
    scene._rebuild()
    scene.ruleset.set_value("short")
    scene.start()
    remembered = app.settings.last_setup
    assert remembered is not None and remembered["seed"] is None
    _last_setups.clear()  # as after a restart: only the settings file remembers
    fresh = SetupScene(app)
    setup = fresh.game_setup()
    assert [s.name for s in setup.seats] == ["Zoe", "Yago", "Bot"]
    assert [s.controller for s in setup.seats] == ["human", "human", "bot"]
    assert setup.seats[2].bot == "hard" and setup.ruleset == "short"
    app.settings.last_setup = {"seats": "nonsense"}
    assert [s.controller for s in SetupScene(app).game_setup().seats][0] == "human"  # defaults, no crash


def test_continue_skips_a_save_found_bad_and_tells_the_player(make_app: MakeApp) -> None:
    from citadels.saves.format import decode_line, encode_line

    def no_longer_replays(lines: list[bytes]) -> None:
        record = decode_line(lines[-2])
        record["digest"] = "f" * 32  # a save that no longer replays to what it recorded
        lines[-2] = encode_line(record)[:-1]

    app = _saving_app(make_app)
    ui = UIDriver(app)
    bad_path = _two_games_the_newer_damaged(app, ui, (21, 22), no_longer_replays)
    ui.frames(1)
    menu = ui.top
    assert isinstance(menu, MenuScene) and menu.latest is not None and menu.latest.path == bad_path
    menu.continue_game()
    assert isinstance(ui.top, MenuScene) and app.notices and bad_path.name in app.notices[-1]()
    assert not bad_path.exists() and list(bad_path.parent.glob(bad_path.name + ".damaged-*"))
    assert menu.continue_button.visible and menu.latest is not None and menu.latest.path != bad_path
    menu.continue_game()
    table = ui.top
    assert isinstance(table, TableScene) and table.session.seed == 21


def test_no_usable_saves_folder_is_told_once(make_app: MakeApp, user_home: Path) -> None:
    app = _saving_app(make_app)
    (user_home / "data").mkdir(parents=True, exist_ok=True)
    (user_home / "data" / "saves").write_text("a file where the folder should be", encoding="utf-8")
    ui = UIDriver(app)
    app.nav.menu()
    app.push(TableScene(app, GameSession(_setup(1)), bot_processes="never"))
    ui.frames(2)
    app.nav.menu()
    app.push(TableScene(app, GameSession(_setup(1, seed=2)), bot_processes="never"))
    ui.frames(2)
    assert len(app.notices) == 1 and "saved" in app.notices[0]()


def test_a_failed_write_is_said_on_the_table_and_the_game_goes_on(make_app: MakeApp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import errno
    import os as os_module

    from citadels.saves import writer

    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(1, seed=31))
    table = TableScene(app, session, bot_processes="never")
    app.push(table)
    ui.frames(1)

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writer.os, "write", full)
    _play(session, 3, seed=31)
    monkeypatch.setattr(writer.os, "write", os_module.write)
    assert table.toast is not None and "unsaved" in table.toast[0]
    assert not table.game_is_saved()


def test_leaving_from_the_table_menu_says_the_game_is_saved(make_app: MakeApp) -> None:
    from citadels.app.scenes.table_menu import TableMenuScene

    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    table = TableScene(app, GameSession(_setup(1, seed=41)), bot_processes="never")
    app.push(table)
    ui.frames(1)
    table.open_menu()
    menu = ui.top
    assert isinstance(menu, TableMenuScene)
    menu.leave()
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene) and "saved" in str(confirm.message())  # type: ignore[operator]
    ui.click(confirm.yes, frames=2)
    assert isinstance(ui.top, MenuScene) and ui.top.continue_button.visible


def test_leaving_from_the_hand_off_screen_says_the_game_is_saved(make_app: MakeApp) -> None:
    from citadels.app.scenes.table_menu import TableMenuScene

    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    app.push(TableScene(app, GameSession(_setup(2, players=3, seed=43)), bot_processes="never"))
    handoff = ui.wait_for_scene(HandoffScene, 600)
    assert isinstance(handoff, HandoffScene) and handoff.game_is_saved()
    ui.key(pygame.K_ESCAPE)
    menu = ui.top
    assert isinstance(menu, TableMenuScene)
    assert "saved" in resolve(menu.leave_button.tooltip)
    menu.leave()
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene) and "saved" in str(confirm.message())  # type: ignore[operator]
    assert "lost" not in str(confirm.message())  # type: ignore[operator]
    ui.click(confirm.yes, frames=2)
    assert isinstance(ui.top, MenuScene) and ui.top.continue_button.visible


def test_a_damaged_newest_save_is_told_on_the_menu_once_and_kept(make_app: MakeApp) -> None:
    def garble_a_middle_line(lines: list[bytes]) -> None:
        lines[3] = lines[3][: len(lines[3]) // 2] + b"#garbage#" + lines[3][len(lines[3]) // 2 :]

    app = _saving_app(make_app)
    ui = UIDriver(app)
    bad_path = _two_games_the_newer_damaged(app, ui, (23, 24), garble_a_middle_line)
    app.nav.menu()  # back to the menu (as at a new launch)
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    # told on the menu without clicking anything, in words, naming the file; the file is kept
    assert len(app.notices) == 1 and bad_path.name in app.notices[0]() and "damaged" in app.notices[0]()
    assert bad_path.exists()
    # Continue offers the newest usable unfinished game
    assert menu.continue_button.visible and menu.latest is not None and menu.latest.path != bad_path
    menu.dismiss_notices()
    app.nav.menu()
    ui.frames(2)
    assert app.notices == []  # told once
    menu = ui.top
    assert isinstance(menu, MenuScene)
    menu.continue_game()
    table = ui.top
    assert isinstance(table, TableScene) and table.session.seed == 23


def test_a_resumed_hot_seat_game_recaps_only_since_that_persons_last_move(make_app: MakeApp) -> None:
    from citadels.app.recap import public_recap

    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    session = GameSession(_setup(2, players=3, seed=31))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(2)
    _play(session, 40, seed=31)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    menu.continue_game()
    handoff = ui.wait_for_scene(HandoffScene, 600)
    table = next(s for s in app.manager.scenes if isinstance(s, TableScene))
    resumed = table.session
    seat = resumed.to_move
    last = max(i for i, r in enumerate(resumed.actions) if r.seat == seat)  # that person has played before
    record = resumed.actions[last]
    since = record.first_event + record.events
    assert handoff.recap is not None and not handoff.first_turn  # "since your last turn"
    assert list(handoff.recap()) == public_recap(resumed, since)
    assert len(public_recap(resumed, since)) < len(public_recap(resumed, 0))  # not the whole game again


def test_a_notice_seen_on_the_way_to_a_game_is_not_shown_again_on_the_way_back(make_app: MakeApp) -> None:
    def garble_a_middle_line(lines: list[bytes]) -> None:
        lines[3] = lines[3][: len(lines[3]) // 2] + b"#garbage#" + lines[3][len(lines[3]) // 2 :]

    app = _saving_app(make_app)
    ui = UIDriver(app)
    _two_games_the_newer_damaged(app, ui, (25, 26), garble_a_middle_line)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene) and len(app.notices) == 1
    menu.continue_game()  # the older game: the player has moved on
    assert isinstance(ui.top, TableScene)
    app.nav.menu()
    ui.frames(2)
    assert isinstance(ui.top, MenuScene) and app.notices == []


def test_a_game_whose_last_move_was_cut_short_says_so_in_the_list_and_at_the_table(make_app: MakeApp) -> None:
    from citadels.app.scenes.saves import describe

    app = _saving_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    path = _saved_game(app, ui, 23, 12)
    raw = path.read_bytes()
    path.write_bytes(raw[: raw.rstrip(b"\n").rfind(b"\n") + 20])  # the last record written only in part
    (entry,) = list_saves(path.parent)
    assert describe(entry)[1].endswith(" · its last move was cut short and is left out")
    assert app.nav.open_saved_game(path)
    table = ui.top
    assert isinstance(table, TableScene) and len(table.session.actions) == 11
    assert table.toast is not None and "cut short" in table.toast[0]
    whole = _saved_game(app, ui, 24, 5)  # and a game saved whole says nothing of the kind
    assert "cut short" not in describe(next(e for e in list_saves(whole.parent) if e.path == whole))[1]
    assert app.nav.open_saved_game(whole)
    assert isinstance(ui.top, TableScene) and ui.top.toast is None


@pytest.mark.parametrize(
    ("lang", "ending"),
    [("en", "is not a Ciudadelas saved game."), ("es", "no es una partida guardada de Ciudadelas.")],
)
def test_a_file_with_a_very_long_name_reads_whole_ends_at_the_row_s_size(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, ending: str
) -> None:
    """A name of hundreds of characters loses its middle in the list: the text stays at the row's
    size, inside the row, with the extension at its end, and what is wrong with the file said whole."""
    (saves_dir() / ("L" * 240 + ".ciudadelas")).write_bytes(b"garbage")
    app = make_app(lang=lang, size=(1024, 576))
    ui = UIDriver(app)
    app.nav.menu()
    app.nav.saved_games()
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, SavedGamesScene) and len(scene.entries) == 1
    drawn: list[tuple[str, int]] = []
    draw_text = saves_module.text.draw_text

    def spy(surface: pygame.Surface, said: str, pos: tuple[int, int], size: int, *args: object,
            **kwargs: object) -> pygame.Rect:  # fmt: skip
        drawn.append((said, size))
        return draw_text(surface, said, pos, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(saves_module.text, "draw_text", spy)
    scene._draw_row(app.screen, scene.rows[0], scene.entries[0], True)
    monkeypatch.setattr(saves_module.text, "draw_text", draw_text)
    [(name, name_size)] = drawn  # the name on its line; what is wrong, whole, on up to two below
    assert name_size == scene.lay.small
    assert name.startswith("LLL") and name.endswith("L.ciudadelas") and "…" in name
    said = saves_module.describe(scene.entries[0])[1]
    assert said.startswith("LLL") and said.endswith(ending) and "…" in said
    inner = scene.rows[0].w - scene.lay.px(32)
    assert saves_module.text.text_size(name, name_size)[0] <= inner
    row, name_at, said_at, lines = scene.bad_rows[scene.entries[0].path]
    assert lines <= 2 and row.contains(said_at) and said_at.w <= inner and name_at.bottom <= said_at.top + 2


def _forge_over(path: Path) -> None:
    """The last record of `path` made to say that the game is over (its checksum recomputed)."""
    from citadels.saves.format import decode_line, encode_line

    lines = path.read_bytes().split(b"\n")
    record = decode_line(lines[-2])
    record.update(over=True, to_move=-1)
    lines[-2] = encode_line(record)[:-1]
    path.write_bytes(b"\n".join(lines))


def test_an_unfinished_game_whose_file_says_it_is_over_is_offered_and_listed_unfinished(
    make_app: MakeApp,
) -> None:
    app = _saving_app(make_app)
    ui = UIDriver(app)
    _saved_game(app, ui, 31, 8)
    forged = _saved_game(app, ui, 32, 12)
    _forge_over(forged)
    app.nav.your_games()
    ui.frames(2)
    your_games = ui.top
    assert isinstance(your_games, YourGamesScene)
    ui.wait_for(lambda: not your_games.reading, what="the record read")
    assert your_games.saved == [] and your_games.reader is not None and your_games.reader.unfinished == 2
    app.nav.menu()
    menu = ui.top
    assert isinstance(menu, MenuScene)
    ui.wait_for(lambda: not menu.checking, what="Continue's game")
    assert menu.continue_button.visible and menu.latest is not None and menu.latest.path == forged
    app.nav.saved_games()
    listing = ui.top
    assert isinstance(listing, SavedGamesScene)
    ui.frames(3)
    entry = next(e for e in listing.entries if e.path == forged)
    assert isinstance(entry, SaveSummary) and entry.checked and not entry.finished
    assert saves_module.describe(entry)[1].endswith(f"Round {entry.round}: {entry.to_move_name} to play")
    app.nav.menu()
    ui.wait_for(lambda: not menu.checking, what="Continue's game")
    menu.continue_game()
    table = ui.top
    assert isinstance(table, TableScene) and table.session.seed == 32 and not table.session.game_over


def test_continue_is_looked_for_a_few_games_a_frame(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Games the index does not know are replayed a few a frame: the menu is drawn meanwhile, and
    Continue comes once the most recent unfinished game is found under the finished ones."""
    app = _saving_app(make_app)
    ui = UIDriver(app)
    playing = _saved_game(app, ui, 33, 6)
    session = GameSession(_setup(0, seed=34))
    _play(session, 10_000)
    for i in range(3):  # newer, finished games the index has not seen
        autosave = Autosave.start(session, saves_dir(), sync=False)
        autosave.close()
        stamp = time.time() + 10 + i
        os.utime(autosave.path, (stamp, stamp))
    monkeypatch.setattr(menu_module, "CONTINUE_BUDGET", 0.0)  # one game a frame
    app.nav.menu()
    menu = ui.top
    assert isinstance(menu, MenuScene) and menu.checking
    frames = ui.wait_for(lambda: not menu.checking, what="Continue's game")
    assert frames >= 2 and app.crash is None
    assert menu.continue_button.visible and menu.latest is not None and menu.latest.path == playing
    assert menu.continue_button.rect.h > 0 and menu.continue_button.rect.y < menu.new_game.rect.y  # laid out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bad_file_s_sentence_names_it_short_and_is_said_whole(lang: str) -> None:
    """The list's first line names a bad file in full; its sentence names it cut in the middle, so
    that the row shows the whole sentence (a saved game's real name is long)."""
    from citadels.saves import BadSave, SaveProblem
    from citadels.text.i18n import set_language

    set_language(lang)
    try:
        name = "game-20261129-000004-000017.ciudadelas"
        entry = BadSave(Path("/saves") / name, 0.0, SaveProblem("damaged", name))
        first, second = saves_module.describe(entry)
        assert first == name
        assert name not in second and saves_module.short_name(name) in second
        assert len(saves_module.short_name(name)) == saves_module.SHORT_NAME
        assert second.startswith(entry.problem.message(file=saves_module.short_name(name)))
        assert saves_module.short_name("a.ciudadelas") == "a.ciudadelas"
    finally:
        set_language("en")


def test_the_arrows_move_through_the_list_not_onto_the_buttons(make_app: MakeApp) -> None:
    """The play-tester's case: Down moved the keyboard focus onto the buttons (the red Delete) and
    the list moved only with the wheel. The arrows and Page Up/Down now choose the game; Tab still
    reaches the buttons."""
    app = _saving_app(make_app)
    ui = UIDriver(app)
    for seed in (3, 4, 5):
        _saved_game(app, ui, seed, 6)
    scene = SavedGamesScene(app)
    app.push(scene)
    ui.frames(2)
    assert len(scene.entries) == 3 and scene.selected == 0
    for expected in (1, 2, 2):
        ui.key(pygame.K_DOWN)
        assert scene.selected == expected and scene.ui.focus is not scene.delete_button
    ui.key(pygame.K_UP)
    assert scene.selected == 1
    ui.key(pygame.K_PAGEUP)
    assert scene.selected == 0
    ui.key(pygame.K_TAB)
    assert scene.ui.focus is not None
