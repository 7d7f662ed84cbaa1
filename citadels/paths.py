"""Where things live: bundled files (assets, locales) and the user's folders.

This is the only module that knows about the layout on disk. Bundled files resolve relative to the
source tree, or to ``sys._MEIPASS`` inside a PyInstaller bundle — never the working directory. User
folders come from platformdirs, unless ``CIUDADELAS_HOME`` points them all at one folder (tests,
portable installs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Ciudadelas"
HOME_ENV = "CIUDADELAS_HOME"


def bundle_root() -> Path:
    """The folder that holds ``assets/`` and ``locales/``."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    # citadels/paths.py -> <repo>
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """A bundled asset, e.g. ``asset_path("svg", "coin.svg")``. The file may not exist."""
    return bundle_root().joinpath("assets", *parts)


def locale_dir() -> Path:
    """The gettext tree: ``<locale_dir>/<lang>/LC_MESSAGES/citadels.po``."""
    return bundle_root() / "locales"


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
