"""Your games: who is "you" (solo games always; in hot seat by the remembered name, or the first seat
left as "Player 1"), every other person's record under their name, the tallies (by players, by the
bots at the table whatever their names, each character, best, average, streaks) and the screen: opened
from the main menu, read a few files per frame, each game opening its review by click or keyboard,
a deleted game still counted and an imported one counted too."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.demo import finished_session
from citadels.app.player_record import (
    NO_BOTS,
    OTHER_BOTS,
    YOU,
    opponents_within,
    people,
    record_of,
    seats_by_person,
)
from citadels.app.scenes import your_games as your_games_module
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.scenes.your_games import YourGamesScene
from citadels.app.uidriver import UIDriver
from citadels.saves import ARCHIVE, Autosave, GameOutcome, SavedOutcome, export_save
from citadels.saves import examine as examine_module
from citadels.system.paths import saves_dir, saves_index


def outcome(names: tuple[str, ...], humans: tuple[int, ...], winner: int, *, bots: dict[int, str] | None = None,
            ended: float = 0.0, scores: tuple[int, ...] | None = None,
            characters: tuple[tuple[str, ...], ...] | None = None) -> SavedOutcome:  # fmt: skip
    n = len(names)
    bots = bots or {}
    scores = scores or tuple(30 if s == winner else 10 + s for s in range(n))
    ranking = (winner, *sorted((s for s in range(n) if s != winner), key=lambda s: -scores[s]))
    game = GameOutcome(
        game=f"{ended}", ended=ended, names=names, humans=humans,
        bots=tuple("" if s in humans else bots.get(s, "medium") for s in range(n)), winner=winner, scores=scores,
        ranking=ranking, characters=characters or tuple(("king",) for _ in range(n)), rounds=6,
    )  # fmt: skip
    return SavedOutcome(Path(f"/saves/{ended}.ciudadelas"), game)


# ---------------------------------------------------------------------------------- who is who
def test_a_solo_game_is_yours_whatever_the_name() -> None:
    for name in ("Player 1", "Jugador 1", "Ana", "Somebody else"):
        game = outcome((name, "Bot", "Bot 2"), (0,), 1).outcome
        assert seats_by_person(game, remembered="Ana") == {YOU: 0}


def test_in_hot_seat_you_are_your_remembered_name_or_a_first_seat_left_as_player_1() -> None:
    game = outcome(("Luis", " ana ", "Bot"), (0, 1), 0).outcome
    assert seats_by_person(game, remembered="Ana") == {YOU: 1, "luis": 0}  # spaces and capitals do not matter
    unnamed = outcome(("Player 1", "Player 2", "Bot"), (0, 1), 0).outcome
    assert seats_by_person(unnamed, remembered="") == {YOU: 0, "player 2": 1}
    strangers = outcome(("Luis", "Marta"), (0, 1), 0).outcome
    assert seats_by_person(strangers, remembered="Ana") == {"luis": 0, "marta": 1}
    bots_only = outcome(("A", "B"), (), 0).outcome
    assert seats_by_person(bots_only, remembered="Ana") == {}


def test_everyone_with_a_game_has_a_record_you_first() -> None:
    games = [
        outcome(("Ana", "Bot", "Bot"), (0,), 0, ended=1),
        outcome(("Ana", "Luis", "Marta"), (0, 1, 2), 1, ended=2),
        outcome(("Ana", "luis"), (0, 1), 0, ended=3),  # Luis typed in lower case the last time
        outcome(("Bot", "Bot"), (), 0, ended=4),
    ]
    found = people(games, remembered="Ana")
    assert [(p.key, p.name, p.games) for p in found] == [
        (YOU, "Ana", 3),
        ("luis", "luis", 2),
        ("marta", "Marta", 1),
    ]
    luis = record_of(games, "luis", remembered="Ana")
    assert (luis.overall.played, luis.overall.won) == (2, 1)


# ---------------------------------------------------------------------------------- the tallies
def test_the_tallies_by_players_bots_characters_scores_and_streaks() -> None:
    you_win = [True, True, False, True, True, True, False]
    games = []
    for i, won in enumerate(you_win):
        players = 2 + i % 3
        bots = {s: ("hard" if s == 1 else "raider") for s in range(1, players)}  # a league personality too
        games.append(outcome(tuple(f"P{s}" for s in range(players)), (0,), 0 if won else 1, bots=bots, ended=float(i),
                             scores=tuple(20 + i if s == 0 else 25 for s in range(players)),
                             characters=(("assassin", "king") if i % 2 else ("thief",),) + (("bishop",),) * (players - 1)))  # fmt: skip
    games.append(
        outcome(
            ("Player 1", "Luis"), (0, 1), 0, ended=10.0, scores=(40, 12), characters=(("warlord",), ("king",))
        )
    )
    rec = record_of(games, YOU, remembered="")
    assert (rec.overall.played, rec.overall.won) == (8, 6)
    assert {n: (t.played, t.won) for n, t in rec.by_players.items()} == {2: (4, 3), 3: (2, 2), 4: (2, 1)}
    assert list(rec.by_players) == [2, 3, 4]
    # a game with several kinds of bot counts under each; known levels first, then any other name; people only last
    assert list(rec.by_opponents) == ["hard", "raider", NO_BOTS]
    assert (
        rec.by_opponents["hard"].played,
        rec.by_opponents["hard"].won,
        rec.by_opponents["raider"].played,
    ) == (7, 5, 4)
    assert (rec.by_opponents[NO_BOTS].played, rec.by_opponents[NO_BOTS].won) == (1, 1)
    assert {n: (t.played, t.won) for n, t in rec.characters.items()} == {
        "thief": (4, 2), "assassin": (3, 3), "king": (3, 3), "warlord": (1, 1)}  # fmt: skip
    assert rec.best is not None and rec.best.score == 40 and rec.best.won
    assert rec.average == pytest.approx((sum(20 + i for i in range(7)) + 40) / 8)
    assert rec.longest_streak == 3  # games 3, 4, 5
    assert rec.current_streak == 1  # game 6 was lost, the hot-seat game after it won
    assert [g.outcome.ended for g in rec.games] == [10.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]
    assert rec.games[1].place == 2 and not rec.games[1].won


# ---------------------------------------------------------------------------------- the screen
def _finished_file(folder: Path, players: int, seed: int, humans: int = 1) -> Path:
    session = finished_session(players, seed, humans=humans)
    autosave = Autosave.start(session, folder, sync=False)
    autosave.close()
    return autosave.path


def _open(app: App, ui: UIDriver) -> YourGamesScene:
    app.nav.menu()
    ui.frames(1)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    ui.click(menu.your_games, frames=2)
    scene = ui.top
    assert isinstance(scene, YourGamesScene)
    ui.wait_for(lambda: not scene.reading, what="the record read")
    return scene


@pytest.mark.parametrize(("lang", "letter"), [("en", "y"), ("es", "t")])
def test_the_menu_letter_opens_your_games(make_app: MakeApp, lang: str, letter: str) -> None:
    app = make_app(lang=lang)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(1)
    ui.key(pygame.key.key_code(letter), unicode=letter, frames=2)
    assert isinstance(ui.top, YourGamesScene)
    ui.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(ui.top, MenuScene)


def test_the_record_counts_every_finished_game_and_each_opens_its_review(make_app: MakeApp) -> None:
    app = make_app()
    ui = UIDriver(app)
    folder = saves_dir()
    paths = [_finished_file(folder, p, s) for p, s in ((2, 1), (3, 2), (4, 3))]
    scene = _open(app, ui)
    assert scene.record.overall.played == 3 and len(scene.record.games) == 3
    assert [g.saved.path for g in scene.record.games] == paths[::-1]  # the most recent first
    assert scene.selected == 0
    ui.key(pygame.K_DOWN)
    assert scene.selected == 1
    ui.key(pygame.K_RETURN, frames=2)
    review = ui.top
    assert isinstance(review, ReviewScene)
    assert review.session.players == 3 and review.step == review.last  # the game chosen, at its end
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is scene and scene.selected == 1  # back where the player was
    ui.click(scene.rows[2], frames=2)  # a click on a game opens its review too
    assert isinstance(ui.top, ReviewScene) and ui.top.session.players == 2


def test_a_deleted_game_still_counts_and_an_imported_one_counts_too(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app()
    app.saves_enabled = True
    ui = UIDriver(app)
    folder = saves_dir()
    _finished_file(folder, 4, 1)
    _finished_file(folder, 3, 2)
    scene = _open(app, ui)
    assert scene.record.overall.played == 2
    # delete one from Saved games (with its confirmation, which says it still counts)
    app.nav.saved_games()
    ui.frames(2)
    saves = ui.top
    assert isinstance(saves, SavedGamesScene) and len(saves.entries) == 2
    ui.key(pygame.K_DELETE, frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene) and "Your games" in confirm.message()  # type: ignore[operator]
    ui.click(confirm.yes, frames=2)
    assert len(saves.entries) == 1 and len(list((folder / ARCHIVE).iterdir())) == 1
    # import a game from another computer
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shared = export_save(_finished_file(elsewhere, 2, 7), tmp_path / "documents")
    saves.import_file(shared)
    assert len(saves.entries) == 2
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is scene
    ui.wait_for(lambda: not scene.reading, what="the record read again")
    assert scene.record.overall.played == 3


def test_hot_seat_people_each_have_their_record(make_app: MakeApp) -> None:
    app = make_app()
    ui = UIDriver(app)
    _finished_file(saves_dir(), 4, 3, humans=2)  # "Player 1" and "Player 2"
    _finished_file(saves_dir(), 3, 4)
    scene = _open(app, ui)
    assert [p.key for p in scene.people] == [YOU, "player 2"]
    assert scene.person_stepper.visible and scene.record.overall.played == 2
    ui.key(pygame.K_RIGHT)
    assert scene.person == "player 2" and scene.record.overall.played == 1
    ui.key(pygame.K_LEFT)
    assert scene.person == YOU


@pytest.mark.slow
def test_hundreds_of_saves_are_read_while_the_screen_draws(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen is up at once and fills in frame by frame (here one file a frame), then reads
    no game again the next time (the saves index)."""
    folder = saves_dir()
    first = _finished_file(folder, 4, 1)
    for i in range(59):  # copies: the same game counted once
        (folder / f"copy-{i:02d}.ciudadelas").write_bytes(first.read_bytes())
    _finished_file(folder, 2, 2)
    monkeypatch.setattr(your_games_module, "READ_BUDGET", 0.0)
    monkeypatch.setattr(your_games_module, "FIRST_BUDGET", 0.0)
    app = make_app()
    ui = UIDriver(app)
    app.nav.your_games()
    ui.frames(1)
    scene = ui.top
    assert isinstance(scene, YourGamesScene) and scene.reading
    frames = ui.wait_for(lambda: not scene.reading, what="the record read")
    assert frames >= 59 and app.crash is None  # one file a frame, each frame drawn
    assert scene.record.overall.played == 2
    assert saves_index(folder).exists()
    monkeypatch.setattr(examine_module, "load_game", _no_replay)  # the next time: no game replayed
    app.nav.menu()
    app.nav.your_games()
    again = ui.top
    assert isinstance(again, YourGamesScene)
    ui.wait_for(lambda: not again.reading, what="the record read again")
    assert again.record.overall.played == 2 and not again.reader.bad and app.crash is None  # type: ignore[union-attr]


def _no_replay(path: Path, raw: bytes | None = None) -> None:
    raise AssertionError(f"{path.name} was replayed")


def test_a_game_that_cannot_be_opened_any_more_is_said_on_the_screen(make_app: MakeApp) -> None:
    app = make_app()
    ui = UIDriver(app)
    path = _finished_file(saves_dir(), 4, 1)
    scene = _open(app, ui)
    lines = path.read_bytes().split(b"\n")
    lines[20] = lines[20].replace(b'"seat":', b'"seat" :')  # its checksum no longer matches
    path.write_bytes(b"\n".join(lines))
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is scene and scene.message is not None and path.name in scene.message[0]
    ui.wait_for(lambda: not scene.reading, what="the record read again")
    assert scene.record.overall.played == 0  # set aside, no longer counted


def test_more_kinds_of_bot_than_rows_share_an_other_bots_row() -> None:
    bots = ("easy", "medium", "hard", "raider", "rusher", "hoarder")
    games = [outcome(("Ana", "B1", "B2"), (0,), 0 if i % 2 else 1, bots={1: bots[i % 6], 2: bots[(i + 1) % 6]}, ended=float(i))
             for i in range(12)]  # fmt: skip
    rec = record_of(games, YOU, remembered="")
    assert len(rec.by_opponents) == 6
    assert opponents_within(rec, 6) == rec.by_opponents
    shown = opponents_within(rec, 3)
    assert len(shown) == 3 and list(shown)[-1] == OTHER_BOTS
    left_out = set(rec.by_opponents) - set(shown)
    expected = [g for g in rec.games if set(g.bots) & left_out]
    assert (shown[OTHER_BOTS].played, shown[OTHER_BOTS].won) == (len(expected), sum(g.won for g in expected))


@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_every_row_of_a_long_record_stays_in_its_panel(
    make_app: MakeApp, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Games of 2 to 8 players against every level and five league personalities (and people only)."""
    from citadels.app import text

    bots = (
        "easy",
        "medium",
        "hard",
        "raider",
        "rusher",
        "hoarder",
        "fortress",
        "noisy",
        "duke",
        "earl",
        "baron",
        "squire",
    )
    games = [outcome(tuple(f"P{s}" for s in range(2 + i % 7)), (0,) if i % 9 else (0, 1), i % 2,
                     bots={s: bots[(i + s) % 12] for s in range(1, 2 + i % 7)}, ended=float(i)) for i in range(60)]  # fmt: skip
    app = make_app(size=size)
    ui = UIDriver(app)
    app.nav.menu()
    scene = YourGamesScene(app, folder=saves_dir())
    app.push(scene)
    ui.frames(1)
    scene.saved = games
    scene._refresh()
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.draw_text

    def spy(surface: pygame.Surface, value: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = real(surface, value, *args, **kwargs)  # type: ignore[arg-type]
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(your_games_module.text, "draw_text", spy)
    ui.frames(1)
    panel = scene.tables_rect
    rows = [(v, r) for v, r in drawn if panel.colliderect(r)]
    assert any(v == "8 players" for v, _r in rows)
    labels = [b.title() for b in bots]
    kinds = [v for v, _r in rows if v in labels or v == "Other bots"]
    assert 3 <= len(kinds) < len(bots) and kinds[-1] == "Other bots", (
        kinds
    )  # those met least often share a row
    for value, rect in rows:
        assert panel.contains(rect), (value, rect, panel)
    tops = sorted(r.centery for v, r in rows if v.endswith("players"))
    assert len(tops) == len(set(tops))  # each on its own line


@pytest.mark.parametrize(("lang", "mark"), [("en", "."), ("es", ",")])
def test_the_tiles_numbers_read_as_numbers_in_either_language(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, mark: str
) -> None:
    """The big numbers are drawn in the body face (the display face's old-style figures make 11 look
    like "II" and 0 like "O"), and the average uses the language's decimal mark."""
    for players, seed in ((4, 1), (3, 2)):
        _finished_file(saves_dir(), players, seed)
    app = make_app(lang=lang)
    ui = UIDriver(app)
    scene = _open(app, ui)
    average = scene.record.average
    assert average is not None
    drawn: list[tuple[str, str]] = []
    draw_text = your_games_module.text.draw_text

    def spy(surface: pygame.Surface, said: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append((said, str(kwargs.get("role", "body"))))
        return draw_text(surface, said, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(your_games_module.text, "draw_text", spy)
    scene.draw(app.screen)
    monkeypatch.setattr(your_games_module.text, "draw_text", draw_text)
    whole, tenths = f"{average:.1f}".split(".")
    values = {str(scene.record.overall.played), str(scene.record.overall.won), f"{whole}{mark}{tenths}"}
    assert values <= {said for said, _role in drawn}
    assert all(role == "body" for said, role in drawn if said in values)
