"""Settings: defaults, a round trip through the file, and bad files kept aside, never fatal."""

from __future__ import annotations

import json
from pathlib import Path

import platformdirs
import pytest
from pydantic import ValidationError

from citadels.system import paths
from citadels.system.settings import Settings, load_settings, save_settings, settings_path


def test_defaults() -> None:
    s = Settings()
    assert s.window_size == (1280, 720)
    assert s.fullscreen is False and s.sound is True and s.auto_income is False
    assert s.animation_speed == "normal" and s.speed_factor == 1.0
    assert s.language in ("es", "en")


def test_user_folders_follow_the_home_override(user_home: Path) -> None:
    assert settings_path().parent == user_home / "config"
    assert paths.user_data_dir() == user_home / "data"
    assert paths.user_log_dir() == user_home / "logs"
    assert paths.saves_dir().is_dir()
    assert paths.export_dir() == user_home / "exports"  # a portable install keeps its exports too


def test_exports_go_to_the_documents_folder_without_the_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    assert paths.export_dir() == Path(platformdirs.user_documents_dir()) / "Ciudadelas"


def test_round_trip(user_home: Path) -> None:
    s = Settings(language="es", fullscreen=True, window_size=(1920, 1080), animation_speed=1.5, sound=False,
                 auto_income=True, player_name="Añoño")  # fmt: skip
    path = save_settings(s)
    assert path == settings_path() and path.exists()
    loaded = load_settings()
    assert loaded.warning is None
    assert loaded.settings == s
    assert loaded.settings.speed_factor == 1.5


def test_missing_file_gives_defaults_without_warning() -> None:
    loaded = load_settings()
    assert loaded.settings == Settings() and loaded.warning is None


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[1, 2, 3]",
        "",
        "[" * 100_000 + "]" * 100_000,
    ],
)
def test_corrupt_file_is_kept_aside_and_defaults_used(content: str) -> None:
    path = settings_path()
    path.write_text(content, encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings == Settings()
    assert loaded.warning and "default" in loaded.warning
    assert [n.kind for n in loaded.notices] == ["corrupt"]
    assert not path.exists()
    kept = list(path.parent.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    # a second bad file does not overwrite the first one kept
    path.write_text(content, encoding="utf-8")
    load_settings()
    assert len(list(path.parent.glob("settings.json.corrupt-*"))) == 2


def test_unknown_keys_are_kept_and_written_back() -> None:
    settings_path().write_text(json.dumps({"sound": False, "from_the_future": 1}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.warning is None and loaded.settings.sound is False and not loaded.notices
    save_settings(loaded.settings)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["from_the_future"] == 1


def test_assignment_is_validated() -> None:
    s = Settings()
    with pytest.raises(ValidationError):
        s.language = "xx"
    with pytest.raises(ValidationError):
        s.window_size = (100, 100)
    s.animation_speed = "off"
    assert s.speed_factor == 0.0


@pytest.mark.parametrize("language", ["es", "en"])
def test_a_language_saved_before_it_could_follow_the_system_stays_the_players(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Older versions wrote `language` without `language_from_system`: an upgrade keeps that language
    (in the game and on the command line), whatever the system's is."""
    from citadels.cli import cli_language
    from citadels.text import i18n

    other = "en" if language == "es" else "es"
    monkeypatch.setattr(i18n, "default_language", lambda: other)
    settings_path().write_text(json.dumps({"language": language, "sound": False}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings.language == language and loaded.settings.language_from_system is False
    assert loaded.warning is None and not loaded.notices
    assert cli_language.cli_language([]) == language
    settings_path().write_text(json.dumps({"sound": False}), encoding="utf-8")  # never picked: the system's
    assert load_settings().settings.language_from_system is True
    assert cli_language.cli_language([]) == other
