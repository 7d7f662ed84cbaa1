"""`citadels screenshot`: every scene honours --players, --seed, --characters and --uniques or refuses
them on one line, and a bad --out is the screenshot command's own one-line error (exit status 2),
never a traceback and never the top-level usage."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from citadels.__main__ import main
from citadels.text import i18n

QUEEN_AT_5 = "witch,thief,wizard,king,abbot,merchant,navigator,warlord,queen"


@pytest.fixture(autouse=True)
def english_game() -> Iterator[None]:
    """A screenshot sets the game's language: put English back for the tests that follow."""
    yield
    i18n.set_language("en")


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The exit status and stderr of one command line, run in this process."""
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own errors
        code = exc.code if isinstance(exc.code, int) else 1
    return code, capsys.readouterr().err


def _is_a_picture(path: Path, size: tuple[int, int] = (1280, 720)) -> None:
    image = pygame.image.load(str(path))
    assert image.get_size() == size
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)}
    assert len(colours) > 20  # a real picture, not a blank screen


@pytest.mark.parametrize(
    ("scene", "players", "characters"),
    [
        ("gameover", "8", "darkcity"),  # the play-tester's line: a pydantic traceback before
        ("review_end", "8", "darkcity"),
        ("review", "8", "mixed"),
        ("hotseat", "8", "darkcity"),  # seven names for eight seats before
        ("saves", "8", "darkcity"),  # an IndexError before
        ("saves", "5", QUEEN_AT_5),  # its second game has one player fewer: no Queen with 4
    ],
)
def test_scenes_with_a_game_take_players_and_characters(
    scene: str, players: str, characters: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"{scene}.png"
    argv = ["--lang", "en", "screenshot", "--scene", scene, "--players", players, "--characters", characters]
    code, err = _run([*argv, "--uniques", "keep,library,dragon_gate", "--out", str(out)], capsys)
    assert (code, err) == (0, "")
    _is_a_picture(out)


@pytest.mark.parametrize(
    ("scene", "players"), [("gameover", 6), ("review", 6), ("review_end", 8), ("hotseat", 8), ("table", 8)]
)
def test_the_game_is_played_with_the_players_and_characters_asked_for(scene: str, players: int) -> None:
    """--characters was dropped for the finished games and the hot seat (always the classic set), and
    the hot seat had seven names for eight seats."""
    from citadels.app.app import App
    from citadels.app.screenshots import build_screenshot_scene
    from citadels.system.settings import Settings

    app = App(headless=True, size=(1280, 720), settings=Settings(language="en", sound=False), persist=False)
    try:
        built = build_screenshot_scene(
            scene, app, players=players, seed=3, characters="darkcity", uniques="keep,library"
        )
        session = built.session  # type: ignore[attr-defined]
        assert len(session.setup.seats) == players
        assert (session.setup.characters, session.setup.uniques) == ("darkcity", "keep,library")
    finally:
        app.manager.clear()
        app.close()


def test_a_scene_that_takes_players_takes_the_character_set_too() -> None:
    """A game of N players needs a character set that fits N (8 players: a rank-9 character), so a
    scene cannot take --players and drop --characters."""
    from citadels.app.screenshots import screenshot_names, screenshot_options

    for name in screenshot_names():
        options = screenshot_options(name)
        if "players" in options:
            assert {"characters", "uniques"} <= set(options), name


@pytest.mark.parametrize(
    ("line", "argument", "words"),
    [
        ("--scene menu --players 5", "--players", "the menu scene does not use it: it takes none of --players, --seed"),
        ("--scene setup --seed 3", "--seed", "the setup scene does not use it: it takes only --players, --characters, --uniques"),
        ("--scene table7 --characters darkcity", "--characters", "the table7 scene does not use it"),
        ("--scene tutorial --uniques keep", "--uniques", "the tutorial scene does not use it"),
    ],
)  # fmt: skip
def test_options_a_scene_does_not_use_are_refused_on_one_line(
    line: str, argument: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.png"
    code, err = _run(["--lang", "en", "screenshot", *line.split(), "--out", str(out)], capsys)
    assert code == 2 and err.count("\n") == 1, err
    assert err.startswith(f"citadels screenshot: error: argument {argument}: ") and words in err, err
    assert not out.exists()


def _bad_outs(tmp_path: Path) -> dict[str, tuple[str, str]]:
    """--out values, and the words of their error."""
    (tmp_path / "a-file").write_text("")
    outs = {
        "missing folder": (
            str(tmp_path / "missing" / "x.png"),
            f"the folder {tmp_path / 'missing'} does not exist",
        ),
        "a file as folder": (
            str(tmp_path / "a-file" / "x.png"),
            f"{tmp_path / 'a-file'} is a file, not a folder",
        ),
        "a folder": (str(tmp_path), "is a folder; give a file name such as shot.png"),
        "a folder/": (f"{tmp_path}/", "is a folder; give a file name such as shot.png"),
        "empty": ("", "'' is a folder"),
        "name too long": (str(tmp_path / ("a" * 300 + ".png")), "cannot be used: "),
        "not a png": (str(tmp_path / "x.txt"), "x.txt is not a .png file name; the picture is saved as PNG"),
    }
    if hasattr(os, "symlink"):
        (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
        (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
        outs["a loop of links"] = (str(tmp_path / "loop1" / "x.png"), "cannot be used: ")
    return outs


@pytest.mark.parametrize(
    "case",
    [
        "missing folder",
        "a file as folder",
        "a folder",
        "a folder/",
        "empty",
        "name too long",
        "not a png",
        "a loop of links",
    ],
)
@pytest.mark.parametrize("scene", ["menu", "gameover"])
def test_a_bad_out_is_one_line_from_the_screenshot_command(
    case: str, scene: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outs = _bad_outs(tmp_path)
    if case not in outs:
        pytest.skip("no symbolic links here")
    out, words = outs[case]
    code, err = _run(["--lang", "en", "screenshot", "--scene", scene, "--out", out], capsys)
    assert code == 2 and err.count("\n") == 1, err  # not the top-level usage
    assert err.startswith("citadels screenshot: error: argument --out: ") and words in err, err


def test_the_play_testers_bad_out_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _run(["--lang", "es", "screenshot", "--scene", "gameover", "--players", "8", "--characters", "darkcity",
                      "--out", "/nonexistent/x.png"], capsys)  # fmt: skip
    assert code == 2
    assert err == "citadels screenshot: error: argumento --out: la carpeta /nonexistent no existe\n"
