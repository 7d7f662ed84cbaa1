"""Where things live: the files the game ships with (its bundle) and the user's folders.

This is the only module that knows about the layout on disk. The bundle is three folders at the top of
the repository, ``assets/``, ``locales/`` and ``docs/`` (the rules documents), each installed as a data
package of ``citadels`` (``pyproject.toml`` maps ``citadels.assets`` to ``assets/`` and so on) and found
through ``importlib.resources`` by that package name, however the game was installed:

* an editable install (``pip install -e .``, what ``make run`` and ``make test`` use): setuptools maps
  the package names to the repository's own folders;
* a wheel (``pip install``, ``pipx install``): ``site-packages/citadels/assets/…``;
* the PyInstaller bundle: ``<bundle>/citadels/assets/…`` (``build/citadels.spec`` lays it out so).

User folders come from platformdirs, unless ``CIUDADELAS_HOME`` points them all at one folder (tests,
portable installs).
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path
from typing import Literal

import platformdirs

APP_NAME = "Ciudadelas"
HOME_ENV = "CIUDADELAS_HOME"

BundleFolder = Literal["assets", "locales", "docs"]
#: The package each bundled folder is installed as.
BUNDLE_PACKAGES: dict[BundleFolder, str] = {
    "assets": "citadels.assets",
    "locales": "citadels.locales",
    "docs": "citadels.docs",
}


class BundleError(RuntimeError):
    """A file the game ships with is missing or unreadable: the installation is damaged."""


def bundle_folder(folder: BundleFolder) -> Path:
    """Where the bundled ``folder`` is on disk (see the module's docstring)."""
    package = BUNDLE_PACKAGES[folder]
    try:
        root = importlib.resources.files(package)
    except ModuleNotFoundError as exc:
        raise BundleError(f"the package {package} is not installed ({exc})") from exc
    if not isinstance(root, Path):  # a zipped install: pygame and SDL need real files
        raise BundleError(f"the package {package} is not a folder on disk but {root}")
    return root


def bundled(folder: BundleFolder, *parts: str) -> Path:
    """A file the game ships with, e.g. ``bundled("assets", "svg", "coin.svg")``; a `BundleError`
    naming it when it is not there (``citadels.system.bundle`` checks them all at start, so this is a file
    that went missing while the game ran)."""
    path = bundle_folder(folder).joinpath(*parts)
    if not path.is_file():
        raise BundleError(f"a file the game was installed with is missing: {path}; reinstall the game")
    return path


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_config_dir() -> Path:
    """Settings live here (created on first use)."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def user_data_dir() -> Path:
    """Saved games and replays live here (created on first use)."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    return _ensure(user_data_dir() / "saves")


def saves_index(folder: Path) -> Path:
    """Where the index of the saves in `folder` (and in its archive) lives: beside the folder
    (``saves.index.sqlite3`` next to ``saves/``), out of the folder the player browses and shares."""
    where = folder.absolute()
    return where.with_name(f"{where.name}.index.sqlite3")


def user_cache_dir() -> Path:
    """What can be rebuilt from the user's files (the record's reading of the saves) lives here."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "cache")
    return _ensure(Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)))


def user_log_dir() -> Path:
    """Log files and crash reports live here (created on first use)."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "logs")
    return _ensure(Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))


def export_dir() -> Path:
    """Where exported games go: the player's Documents/Ciudadelas, where they look for a file to share
    (``exports`` under ``CIUDADELAS_HOME`` when it is set). Made by whoever writes there."""
    home = _home_override()
    if home is not None:
        return home / "exports"
    return Path(platformdirs.user_documents_dir()) / APP_NAME
