"""The settings file never stops the game and never loses what the player wrote (issue 9): odd
encodings, a folder or a named pipe in its place, an unreadable file, an unusable config folder, one
bad value, two instances saving at once."""

from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path

import pytest

from citadels.system.settings import Settings, load_settings, save_settings, setting_label, settings_path
from citadels.text import i18n

GOOD = {"language": "es", "sound": False, "player_name": "Añoño €", "window_size": [1024, 768]}


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1252"])
def test_notepad_encodings_are_read(encoding: str) -> None:
    settings_path().write_bytes(json.dumps(GOOD, ensure_ascii=False).encode(encoding))
    loaded = load_settings()
    assert loaded.notices == () and loaded.warning is None
    assert loaded.settings.player_name == "Añoño €" and loaded.settings.sound is False
    assert loaded.settings.window_size == (1024, 768)


@pytest.mark.parametrize(
    ("bad", "key"),
    [
        ({"language": "klingon"}, "language"),
        ({"window_size": [10, 10]}, "window_size"),
        ({"animation_speed": "ludicrous"}, "animation_speed"),
        ({"fullscreen": "maybe"}, "fullscreen"),
        ({"player_name": "x" * 99}, "player_name"),
        ({"player_name": "Ana\x00"}, "player_name"),  # NUL: pygame cannot draw it
        ({"player_name": "\ud800"}, "player_name"),  # a lone surrogate (valid JSON, not text)
        ({"player_name": "Ana\u202e"}, "player_name"),  # a bidi override
    ],
)
def test_one_bad_value_resets_only_that_value(bad: dict[str, object], key: str) -> None:
    content = json.dumps({**GOOD, **bad, "future_option": [1, 2]})
    path = settings_path()
    path.write_text(content, encoding="utf-8")
    loaded = load_settings()
    assert [n.kind for n in loaded.notices] == ["bad_values"]
    assert key in loaded.notices[0].detail  # the log's detail keeps the key
    assert setting_label(key) in loaded.notices[0].message()  # the player reads its name
    assert getattr(loaded.settings, key) == getattr(Settings(), key)
    for name, value in GOOD.items():
        if name != key:
            assert json.loads(loaded.settings.model_dump_json())[name] == value
    kept = list(path.parent.glob("settings.json.invalid-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    save_settings(loaded.settings)  # the next start is clean: the player is told once
    again = load_settings()
    assert again.notices == () and json.loads(path.read_text(encoding="utf-8"))["future_option"] == [1, 2]


def test_a_folder_in_place_of_the_file_is_left_alone() -> None:
    path = settings_path()
    path.mkdir()
    loaded = load_settings()
    assert loaded.settings == Settings() and not loaded.can_save
    assert [n.kind for n in loaded.notices] == ["not_a_file"]
    assert path.is_dir()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_does_not_hang_the_start() -> None:
    path = settings_path()
    os.mkfifo(path)
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(load_settings()), daemon=True)
    worker.start()
    worker.join(60)  # it returns at once; only a read that waits for a writer takes this long
    assert result, "loading the settings hung on a named pipe"
    loaded = result[0]
    assert loaded.can_save is False and [n.kind for n in loaded.notices] == ["not_a_file"]  # type: ignore[attr-defined]


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="POSIX permissions, not root")
def test_an_unreadable_file_is_never_overwritten() -> None:
    path = settings_path()
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    path.chmod(0)
    try:
        loaded = load_settings()
        assert not loaded.can_save and [n.kind for n in loaded.notices] == ["unreadable"]
        from citadels.app.app import App

        app = App(headless=True)
        try:
            assert app.persist is False and app.notices
            app.save_settings()
        finally:
            app.close()
        path.chmod(0o600)
        assert json.loads(path.read_text(encoding="utf-8")) == GOOD
    finally:
        path.chmod(0o600)


def test_a_file_that_cannot_be_read_is_never_overwritten(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same as mode 000, where permissions cannot be tested (root, Windows)."""
    from citadels.system import settings as settings_module

    path = settings_path()
    path.write_text(json.dumps(GOOD), encoding="utf-8")

    def refuse(_path: Path) -> bytes:
        raise PermissionError(13, "Permission denied", str(_path))

    monkeypatch.setattr(settings_module, "_read_regular_file", refuse)
    from citadels.app.app import App

    app = App(headless=True, persist=None)
    try:
        assert app.persist is False and len(app.notices) == 1 and "settings.json" in app.notices[0]()
        app.save_settings()
    finally:
        app.close()
    assert json.loads(path.read_text(encoding="utf-8")) == GOOD


def test_a_config_path_that_is_a_file(user_home: Path) -> None:
    user_home.mkdir(parents=True, exist_ok=True)
    (user_home / "config").write_text("not a folder", encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings == Settings() and not loaded.can_save
    assert [n.kind for n in loaded.notices] == ["folder"]
    assert (user_home / "config").read_text(encoding="utf-8") == "not a folder"


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="POSIX permissions, not root")
def test_a_read_only_config_folder_is_reported() -> None:
    folder = settings_path().parent
    folder.chmod(0o500)
    try:
        loaded = load_settings()
        assert [n.kind for n in loaded.notices] == ["unsaved"]
        with pytest.raises(OSError):
            save_settings(Settings())
    finally:
        folder.chmod(0o700)


def test_notices_are_translated() -> None:
    path = settings_path()
    path.write_text("{broken", encoding="utf-8")
    notice = load_settings().notices[0]
    try:
        i18n.set_language("es")
        es = notice.message()
        i18n.set_language("en")
        en = notice.message()
    finally:
        i18n.set_language("en")
    assert es != en and "settings.json" in es and "settings.json" in en


def test_two_instances_saving_never_show_a_reader_an_empty_file() -> None:
    path = save_settings(Settings(sound=False))
    stop = threading.Event()
    problems: list[str] = []

    def writer(flag: bool) -> None:
        while not stop.is_set():
            save_settings(Settings(sound=flag))

    def reader() -> None:
        for _ in range(400):
            loaded = load_settings(path)
            if loaded.notices:
                problems.append(str(loaded.notices))
                return

    writers = [threading.Thread(target=writer, args=(flag,)) for flag in (True, False)]
    for t in writers:
        t.start()
    reader()
    stop.set()
    for t in writers:
        t.join()
    assert problems == []
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_the_app_repairs_the_file_at_once_so_the_player_is_told_once() -> None:
    from citadels.app.app import App

    settings_path().write_text(json.dumps({**GOOD, "sound": "maybe"}), encoding="utf-8")
    first = App(headless=True, persist=True)
    try:
        assert len(first.notices) == 1
    finally:
        first.close()
    second = App(headless=True, persist=True)
    try:
        assert second.notices == [] and second.settings.player_name == GOOD["player_name"]
    finally:
        second.close()


def test_bad_values_are_named_as_the_player_sees_them_in_their_language() -> None:
    path = settings_path()
    bad = {"window_size": [10, 10], "effects_volume": 7, "bot_speed": "warp"}
    path.write_text(json.dumps({**GOOD, **bad}), encoding="utf-8")
    notice = load_settings().notices[0]
    try:
        for lang, names in (("en", ("Window size", "Effects volume", "Bot speed")),
                            ("es", ("Tamaño de ventana", "Volumen de efectos", "Velocidad de los bots"))):  # fmt: skip
            i18n.set_language(lang)
            message = notice.message()
            assert all(name in message for name in names), message
            assert not any(key in message for key in bad), message
    finally:
        i18n.set_language("en")


def test_a_bad_settings_file_is_reported_once_on_stderr(user_home: Path) -> None:
    """The game started from a terminal says it once (it was logged when read, then again at start)."""
    import subprocess

    folder = user_home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text('{"fullscreen": "banana"', encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CIUDADELAS_FIRST_FRAME_EXIT": "1",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "citadels"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr.count("invalid settings file") == 1, done.stderr
