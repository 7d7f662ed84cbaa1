"""The bundle: the manifest of the files the game ships with, the packaging that installs them, and the
clear stop at start when one is missing (checked on a copy of the bundle, never the repository's own)."""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from citadels.app import sound
from citadels.engine.cards import KINDS
from citadels.engine.characters import CHARACTERS
from citadels.system import bundle, paths
from citadels.text import i18n, rules_doc

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
RUN_TIMEOUT = 120

#: Runs the command line with the bundle taken from a copy (argv[1]) instead of the installation.
LAUNCHER = """
import sys
from pathlib import Path

import citadels.system.paths

copy = Path(sys.argv[1])
citadels.system.paths.bundle_folder = lambda folder: copy / folder

from citadels.__main__ import main

sys.exit(main(sys.argv[2:]))
"""


# ------------------------------------------------------------------------------------------------
# The manifest and the packaging agree with the code and the repository
# ------------------------------------------------------------------------------------------------


def test_the_checkout_holds_the_whole_bundle_where_the_code_looks() -> None:
    assert bundle.missing_files() == []
    for folder in ("assets", "locales", "docs"):
        assert paths.bundle_folder(folder) == ROOT / folder  # the editable install maps the packages here


def test_the_manifest_names_every_file_the_game_asks_for() -> None:
    names = {folder: set(files) for folder, files in bundle.manifest().items()}
    assert {f"svg/district_{kind}.svg" for kind in KINDS} <= names["assets"]
    assert {f"svg/char_{name}.svg" for name in CHARACTERS} <= names["assets"]
    assert {f"sounds/{name}.wav" for name in sound.EFFECTS} <= names["assets"]
    assert {f"{lang}/LC_MESSAGES/citadels.po" for lang in i18n.LANGUAGES} == names["locales"]
    assert set(rules_doc.RULES_FILES.values()) == names["docs"]


def test_a_bundled_file_that_goes_missing_later_is_an_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(paths, "bundle_folder", lambda folder: tmp_path / folder)
    with pytest.raises(paths.BundleError, match=re.escape(str(tmp_path / "assets" / "svg" / "coin.svg"))):
        paths.bundled("assets", "svg", "coin.svg")


def test_the_package_list_is_every_package_of_the_code_and_the_bundle() -> None:
    code = {
        ".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "citadels").rglob("__init__.py")
    }
    assert set(SETUPTOOLS["packages"]) == code | set(paths.BUNDLE_PACKAGES.values())
    assert SETUPTOOLS["package-dir"] == {package: folder for folder, package in paths.BUNDLE_PACKAGES.items()}
    for folder in paths.BUNDLE_PACKAGES:
        assert (ROOT / folder / "__init__.py").is_file(), (
            f"{folder}/ must be a package for importlib.resources"
        )


def test_package_data_ships_every_file_of_the_manifest() -> None:
    patterns = SETUPTOOLS["package-data"]
    for folder, names in bundle.manifest().items():
        package = paths.BUNDLE_PACKAGES[folder]
        for name in names:
            assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns[package]), f"{folder}/{name}"


def test_the_rating_library_is_an_optional_extra() -> None:
    project = PYPROJECT["project"]
    assert not [d for d in project["dependencies"] if d.startswith("openskill")]
    assert [d for d in project["optional-dependencies"]["ladder"] if d.startswith("openskill")]
    assert "ciudadelas[ladder]" in project["optional-dependencies"]["dev"]


# ------------------------------------------------------------------------------------------------
# A missing bundled file stops the game at start with a message naming it
# ------------------------------------------------------------------------------------------------


def _bundle_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "bundle"
    for folder in paths.BUNDLE_PACKAGES:
        shutil.copytree(
            paths.bundle_folder(folder), copy / folder, ignore=shutil.ignore_patterns("__pycache__", "*.mo")
        )
    return copy


def _run(copy: Path, tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], str]:
    """The command line on the bundle ``copy``; its result and the log file it wrote."""
    launcher = tmp_path / "launch.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    home = tmp_path / "home"
    env = os.environ | {"CIUDADELAS_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, str(launcher), str(copy), *args],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT,
    )  # fmt: skip
    log = home / "logs" / "ciudadelas.log"
    return result, log.read_text(encoding="utf-8") if log.is_file() else ""


@pytest.mark.parametrize(
    ("folder", "name"),
    [
        ("assets", "svg/district_keep.svg"),
        ("assets", "svg/char_queen.svg"),
        ("assets", "fonts/Vollkorn-Bold.ttf"),
        ("assets", "sounds/murder.wav"),
        ("assets", "icon.png"),
        ("locales", "en/LC_MESSAGES/citadels.po"),
        ("docs", "REGLAS.md"),
    ],
)
@pytest.mark.slow
def test_selftest_stops_at_start_naming_the_missing_file(tmp_path: Path, folder: str, name: str) -> None:
    copy = _bundle_copy(tmp_path)
    gone = copy / folder / name
    gone.rename(gone.with_name(gone.name + ".renamed"))
    result, log = _run(copy, tmp_path, "selftest")
    assert result.returncode == 1, result.stderr
    assert "selftest passed" not in result.stdout and "Traceback" not in result.stderr
    for text in (result.stderr, log):
        assert "Ciudadelas cannot start: files it was installed with are missing or damaged:" in text
        assert f"  {gone}\n" in text and "Reinstall the game to restore them." in text
    assert not list((tmp_path / "home").rglob("settings.json")), "nothing started: no settings written"


def test_the_message_speaks_the_players_language_and_names_every_missing_file(tmp_path: Path) -> None:
    copy = _bundle_copy(tmp_path)
    gone = [copy / "assets" / "svg" / "coin.svg", copy / "assets" / "sounds" / "coin.wav"]
    for path in gone:
        path.unlink()
    result, log = _run(copy, tmp_path, "--lang", "es")
    assert result.returncode == 1, result.stderr
    for text in (result.stderr, log):
        assert "Ciudadelas no puede arrancar" in text and "Vuelve a instalar el juego" in text
        assert all(f"  {path}\n" in text for path in gone)


def test_without_its_own_catalog_the_message_is_in_english(tmp_path: Path) -> None:
    copy = _bundle_copy(tmp_path)
    catalog = copy / "locales" / "es" / "LC_MESSAGES" / "citadels.po"
    catalog.unlink()
    result, _log = _run(copy, tmp_path, "--lang", "es", "--version")
    assert result.returncode == 1 and f"  {catalog}\n" in result.stderr
    assert "Ciudadelas cannot start" in result.stderr


def test_an_unreadable_catalog_stops_the_game_too(tmp_path: Path) -> None:
    copy = _bundle_copy(tmp_path)
    catalog = copy / "locales" / "es" / "LC_MESSAGES" / "citadels.po"
    catalog.write_text('msgid "Hi"\nmsgstr "Hola"\nthis is not a catalog\n', encoding="utf-8")
    result, log = _run(copy, tmp_path, "--lang", "es", "selftest")
    assert result.returncode == 1, result.stderr
    assert f"cannot read {catalog}" in result.stderr and f"cannot read {catalog}" in log


def test_the_whole_bundle_copy_starts(tmp_path: Path) -> None:
    """The launcher itself is sound: on an intact copy the command line runs."""
    result, _log = _run(_bundle_copy(tmp_path), tmp_path, "--lang", "es", "--version")
    assert result.returncode == 0 and result.stdout.strip(), result.stderr
