"""One version everywhere: pyproject.toml's, printed by `citadels --version`, written at the top of a
crash report and shown on the main menu (tests/app/test_menu_scene.py); the release workflow refuses
a tag that says another (tests/packaging/test_release.py)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from citadels.__main__ import main
from citadels.app.crash import write_crash_log
from citadels.system.version import app_version

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_app_knows_pyprojects_version() -> None:
    assert app_version() == VERSION


def test_citadels_version_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"{VERSION}\n"


def test_a_crash_report_starts_with_it(user_home: Path) -> None:
    path = write_crash_log("Traceback (most recent call last):\nRuntimeError: boom\n", "TableScene")
    assert path is not None and path.is_relative_to(user_home)
    assert path.read_text(encoding="utf-8").splitlines()[0] == f"Ciudadelas {VERSION} — scene: TableScene"
