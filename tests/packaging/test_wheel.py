"""The game as a Python package: a wheel built from the repository carries the whole bundle, and
installed into a fresh virtual environment (no development tools, no rating library) it plays
``citadels selftest`` in both languages with its own art, fonts, sounds and catalogs.

Slow (a wheel build and a fresh environment, about a minute and a half): ``pytest -m 'not slow'``
leaves it out.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from citadels.system.bundle import manifest
from citadels.system.paths import BUNDLE_PACKAGES

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 600
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""

#: Loads every file of the manifest the way the game does, in the installed package.
LOAD_EVERYTHING = """
import os
os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
import pygame
pygame.init()
from citadels.system import bundle
from citadels.text import i18n, rules_doc
from citadels.app import images, sound, strength, text
player = sound.SoundPlayer()
assert player.available, "no dummy audio device"
for name in bundle.manifest()["assets"]:
    if name.startswith("sounds/"):
        player.load(name.removeprefix("sounds/").removesuffix(".wav"))
    elif name == bundle.LADDER:
        assert strength.shipped_ratings(), "the bots' ladder rates nobody"
    elif not name.startswith("fonts/"):
        images.load_image(name, (40, 40))
for role, bold in bundle.FONTS:
    text.get_font(20, role=role, bold=bold)
for lang in i18n.LANGUAGES:
    i18n.load_translations(lang)
    rules_doc.load_rules(lang)
print(images.__file__)
"""


def _run(command: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, cwd=cwd, env=os.environ | env, capture_output=True, text=True, timeout=TIMEOUT
    )


def _out(result: subprocess.CompletedProcess[str]) -> str:
    return (
        f"exit {result.returncode}\n--- stdout\n{result.stdout[-4000:]}\n--- stderr\n{result.stderr[-4000:]}"
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built by pip from a copy of the repository's files (as a clean checkout has them)."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the files to build from are the ones git knows")
    work = tmp_path_factory.mktemp("wheel")
    listed = subprocess.run(
        [git, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    source = work / "source"
    for name in filter(None, listed.stdout.decode().split("\0")):
        if (ROOT / name).is_file():  # a file deleted but not yet committed is not there
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    result = _run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(work / "dist"), str(source)],
        work,
    )
    assert result.returncode == 0, _out(result)
    (built,) = (work / "dist").glob("ciudadelas-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with only the wheel (and the game's own dependencies) installed."""
    folder = tmp_path_factory.mktemp("venv") / "env"
    result = _run([sys.executable, "-m", "venv", str(folder)], folder.parent)
    assert result.returncode == 0, _out(result)
    result = _run([str(folder / BIN / f"python{EXE}"), "-m", "pip", "install", str(wheel)], folder.parent)
    assert result.returncode == 0, _out(result)
    return folder


@pytest.fixture
def player(tmp_path: Path) -> dict[str, str]:
    """Where a player runs the game: a fresh home, no display, no sound device."""
    (tmp_path / "cwd").mkdir()
    return {"CIUDADELAS_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_the_wheel_carries_the_art_fonts_sounds_catalogs_and_rules(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    needed = {f"citadels/{folder}/{name}" for folder, files in manifest().items() for name in files}
    assert needed <= names, sorted(needed - names)
    assert {f"citadels/{folder}/__init__.py" for folder in BUNDLE_PACKAGES} <= names
    assert {
        "citadels/assets/fonts/Vollkorn-OFL.txt",
        "citadels/assets/fonts/Cantarell-OFL.txt",
    } <= names  # licences
    assert not [
        n for n in names if n.endswith(".mo") or n.startswith(("tests/", "tools/", "build/", "bench/"))
    ]


def test_the_installed_game_uses_its_own_files_and_not_the_rating_library(
    venv: Path, tmp_path: Path, player: dict[str, str]
) -> None:
    python = str(venv / BIN / f"python{EXE}")
    result = _run([python, "-c", LOAD_EVERYTHING], tmp_path / "cwd", **player)
    assert result.returncode == 0, _out(result)
    assert Path(result.stdout.strip()).is_relative_to(venv), "the code runs from the installed package"
    result = _run(
        [
            python,
            "-c",
            "from citadels.system.paths import bundle_folder as b; print(b('assets'), b('locales'), b('docs'))",
        ],
        tmp_path / "cwd",
    )
    assert result.returncode == 0, _out(result)
    assert all(Path(folder).is_relative_to(venv) for folder in result.stdout.split()), result.stdout
    assert _run([python, "-c", "import openskill"], tmp_path / "cwd").returncode != 0


@pytest.mark.parametrize("lang", ["en", "es"])
def test_selftest_plays_a_whole_game_from_the_wheel(
    venv: Path, tmp_path: Path, player: dict[str, str], lang: str
) -> None:
    result = _run(
        [str(venv / BIN / f"citadels{EXE}"), "--lang", lang, "selftest"], tmp_path / "cwd", **player
    )
    assert result.returncode == 0 and "selftest passed" in result.stdout, _out(result)
    assert "Traceback" not in result.stderr and "WARNING" not in result.stderr, _out(result)


def test_the_installed_game_speaks_both_languages_as_the_checkout_does(
    venv: Path, tmp_path: Path, player: dict[str, str]
) -> None:
    for lang in ("es", "en"):
        args = ["--lang", lang, "demo", "--players", "4", "--seed", "7", "--bots", "random"]
        installed = _run([str(venv / BIN / f"citadels{EXE}"), *args], tmp_path / "cwd", **player)
        assert installed.returncode == 0, _out(installed)
        source = _run([sys.executable, "-m", "citadels", *args], ROOT, **player)
        assert source.returncode == 0, _out(source)
        assert installed.stdout == source.stdout, lang


def test_the_ladder_says_how_to_install_its_extra(venv: Path, tmp_path: Path, player: dict[str, str]) -> None:
    result = _run([str(venv / BIN / f"citadels{EXE}"), "ladder", "--games", "2"], tmp_path / "cwd", **player)
    assert result.returncode == 2, _out(result)
    assert result.stdout == "" and result.stderr.count("\n") == 1, _out(result)
    assert "pip install 'ciudadelas[ladder]'" in result.stderr


def test_a_file_missing_from_the_installation_stops_it_at_start(
    venv: Path, tmp_path: Path, player: dict[str, str]
) -> None:
    python = str(venv / BIN / f"python{EXE}")
    where = _run(
        [python, "-c", "from citadels.system.paths import bundle_folder; print(bundle_folder('assets'))"],
        tmp_path,
    )
    font = Path(where.stdout.strip()) / "fonts" / "Cantarell-Regular.otf"
    aside = tmp_path / font.name
    shutil.move(font, aside)
    try:
        result = _run([str(venv / BIN / f"citadels{EXE}"), "selftest"], tmp_path / "cwd", **player)
    finally:
        shutil.move(aside, font)
    assert result.returncode == 1, _out(result)
    assert f"  {font}\n" in result.stderr and "Reinstall the game" in result.stderr, _out(result)
    log = Path(player["CIUDADELAS_HOME"]) / "logs" / "ciudadelas.log"
    assert f"  {font}\n" in log.read_text(encoding="utf-8")
