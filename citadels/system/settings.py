"""User settings: a pydantic model saved as JSON in the user config folder.

Loading never crashes the game and never loses what the player wrote:
- a file that is not a JSON object is kept aside as ``settings.json.corrupt-<timestamp>``;
- one bad value resets only that value (a copy of the file is kept aside first), unknown keys (from a
  newer version) are kept and written back;
- a file that cannot be read (no permission, a folder or a named pipe in its place, an unusable config
  folder) is never overwritten: the session runs on defaults and does not save;
- Notepad's encodings (UTF-8 with a BOM, UTF-16, Windows-1252) are read.
Each problem becomes a `SettingsNotice` that the menu shows once, in the player's language.
Saving is atomic and durable: a uniquely named temporary file in the same folder, fsync, rename.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from citadels.system.paths import user_config_dir
from citadels.text import i18n
from citadels.text.i18n import LANGUAGES, default_language
from citadels.text.safetext import file_label, typeable

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 256 * 1024  # a settings file is a few hundred bytes; refuse to parse megabytes
AnimationSpeed = Literal["slow", "normal", "fast", "off"] | float
#: How fast each named speed plays animations (1.0 = as designed; 0 = no animation).
SPEED_FACTORS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "off": 0.0}
#: How long a bot waits before each action it takes at the table ("instant": as soon as the table is idle).
BotSpeed = Literal["slow", "normal", "fast", "instant"]
#: the smallest window the screens are laid out for (16:9, 0.8 of 1280x720): every text and city
#: fits above it (tests/app/test_text_fits.py renders every scene at this size)
MIN_WINDOW = (1024, 576)
MAX_WINDOW = (7680, 4320)


class Settings(BaseModel):
    # extra="allow": keys written by a newer version survive a save by this one
    model_config = ConfigDict(extra="allow", validate_assignment=True)

    language: str = Field(default_factory=default_language)
    #: the language follows the system's until the player picks one in Settings
    language_from_system: bool = True
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    #: the window opens at a size fitting the screen (`app.window_size`) until the player picks one
    window_size_from_screen: bool = True
    #: a named speed, or a multiplier (2.0 = twice as fast)
    animation_speed: AnimationSpeed = "normal"
    sound: bool = True
    #: loudness of the sound effects, 0..1 (``sound`` is the mute switch)
    effects_volume: float = Field(default=0.7, ge=0.0, le=1.0)
    #: how quickly bots act at the table
    bot_speed: BotSpeed = "normal"
    #: take character income automatically at the best moment instead of by a button
    auto_income: bool = False
    #: the name last typed on the new-game screen
    player_name: str = Field(default="", max_length=24)
    #: solo games: Ctrl+Z takes back your last action until something new is revealed
    undo: bool = True
    #: the first launch offered the guided first game (Learn to play) and the player answered
    tutorial_offered: bool = False
    #: the last new-game setup (seats, names, levels, rules; no seed), offered again next time
    last_setup: dict[str, Any] | None = None

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}; expected one of {', '.join(LANGUAGES)}")
        return value

    @field_validator("player_name")
    @classmethod
    def _typeable_name(cls, value: str) -> str:
        if value != value.strip() or not all(map(typeable, value)):  # not what the new-game screen writes
            raise ValueError("the name holds a character the new-game screen does not take")
        return value

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, value: tuple[int, int]) -> tuple[int, int]:
        w, h = value
        if not (320 <= w <= MAX_WINDOW[0] and 240 <= h <= MAX_WINDOW[1]):  # not a window someone chose
            raise ValueError(f"window size {w}x{h} is outside {MIN_WINDOW} .. {MAX_WINDOW}")
        # a size saved when smaller windows were allowed grows to the smallest one now allowed
        return max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1])

    @field_validator("animation_speed")
    @classmethod
    def _positive_speed(cls, value: AnimationSpeed) -> AnimationSpeed:
        if isinstance(value, float) and not (0.0 <= value <= 10.0):
            raise ValueError("animation speed must be between 0 and 10")
        return value

    @property
    def speed_factor(self) -> float:
        """Animation speed multiplier: durations are divided by it; 0 means skip animations."""
        if isinstance(self.animation_speed, str):
            return SPEED_FACTORS[self.animation_speed]
        return float(self.animation_speed)


def setting_label(key: str) -> str:
    """A setting's name as the player sees it on the Settings screen (current language); the names of
    the values the game keeps for itself say what they are in words."""
    _ = i18n._
    labels = {
        "language": lambda: _("Language"),
        "language_from_system": lambda: _("Language"),
        "fullscreen": lambda: _("Display"),
        "window_size": lambda: _("Window size"),
        "window_size_from_screen": lambda: _("Window size"),
        "animation_speed": lambda: _("Animation speed"),
        "bot_speed": lambda: _("Bot speed"),
        "sound": lambda: _("Sound"),
        "effects_volume": lambda: _("Effects volume"),
        "auto_income": lambda: _("Automatic income"),
        "undo": lambda: _("Undo"),
        "player_name": lambda: _("your name on the new-game screen"),
        "last_setup": lambda: _("the last new-game setup"),
        "tutorial_offered": lambda: _("the offer of the guided game"),
    }
    label = labels.get(key)
    return label() if label is not None else key


class SettingsNotice(NamedTuple):
    """Something the player should know about the settings file, shown once in the menu."""

    kind: Literal["unreadable", "not_a_file", "corrupt", "bad_values", "folder", "unsaved"]
    file: str  # the file (or folder) named in the message, as `safetext.file_label` shows it
    detail: str = ""  # a technical detail for the log (the reason, the bad keys, the copy kept)

    def message(self) -> str:
        """The notice in the current language."""
        _ = i18n._
        texts = {
            "unreadable": _("The settings file {file} could not be read; default settings are used and "
                            "the file is left untouched."),
            "not_a_file": _("{file} is not a regular file; default settings are used and nothing is "
                            "saved over it."),
            "corrupt": _("The settings file {file} was damaged; default settings are used and the "
                         "damaged file is kept as {detail}."),
            "bad_values": _("Some settings in {file} were not valid and were reset: {detail}."),
            "folder": _("The settings folder {file} cannot be used; default settings are used and "
                        "nothing is saved."),
            "unsaved": _("The settings folder {file} is read-only; changes to the settings will not "
                         "be saved."),
        }  # fmt: skip
        detail = self.detail
        if self.kind == "bad_values":  # the keys, named as the player knows them (each once)
            names = dict.fromkeys(setting_label(key.strip()) for key in detail.split(",") if key.strip())
            detail = ", ".join(names)
        return texts[self.kind].format(file=self.file, detail=detail)


class SettingsLoad(NamedTuple):
    settings: Settings
    #: why the defaults were used instead of the file (None when the file loaded or did not exist)
    warning: str | None = None
    #: False when the file could not be read: it must not be overwritten with defaults
    can_save: bool = True
    notices: tuple[SettingsNotice, ...] = ()


def settings_path() -> Path:
    return user_config_dir() / SETTINGS_FILE


def _unique_aside(path: Path, tag: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    return target


def _quarantine(path: Path) -> Path | None:
    """Move a bad settings file aside so the user's data is kept for inspection."""
    target = _unique_aside(path, "corrupt")
    try:
        path.replace(target)
    except OSError as exc:
        log.error("could not move the bad settings file aside: %s", exc)
        return None
    return target


def decode_text(raw: bytes) -> str:
    """Text in whatever encoding Notepad may have saved: UTF-8 (with or without a BOM), UTF-16 (with a
    BOM, or without one when every other byte is zero), else Windows-1252 (Latin-1 as the last resort)."""
    if raw.startswith(b"\xef\xbb\xbf"):
        return raw[3:].decode("utf-8")
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return raw.decode("utf-16")
    if len(raw) >= 4 and raw[1:4:2] == b"\0\0" and raw[0] != 0:
        return raw.decode("utf-16-le")
    if len(raw) >= 4 and raw[0:4:2] == b"\0\0" and raw[1] != 0:
        return raw.decode("utf-16-be")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        try:
            return raw.decode("cp1252")
        except UnicodeDecodeError:
            return raw.decode("latin-1")


def _read_regular_file(path: Path) -> bytes | None:
    """The file's bytes; None when there is no file. Raises `IsADirectoryError` or `OSError` for
    anything that is not a plain file (a folder, a named pipe: opening a pipe would block)."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise IsADirectoryError(f"{file_label(path)} is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between stat and open
            raise IsADirectoryError(f"{file_label(path)} is not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(MAX_SETTINGS_BYTES + 1)
    finally:
        os.close(fd)


def _unusable(settings: Settings, notice: SettingsNotice) -> SettingsLoad:
    warning = f"{notice.kind}: {notice.file} ({notice.detail}); using default settings"
    log.warning(warning)
    return SettingsLoad(settings, warning, can_save=False, notices=(notice,))


def load_settings(path: Path | None = None) -> SettingsLoad:
    """The saved settings, or the defaults (with a notice) when the file is unusable."""
    if path is None:
        try:
            path = settings_path()
        except OSError as exc:  # the config folder is a file, or cannot be created
            return _unusable(
                Settings(), SettingsNotice("folder", file_label(str(exc.filename or exc)), str(exc))
            )
    try:
        raw = _read_regular_file(path)
    except IsADirectoryError as exc:
        return _unusable(Settings(), SettingsNotice("not_a_file", file_label(path), str(exc)))
    except OSError as exc:
        return _unusable(Settings(), SettingsNotice("unreadable", file_label(path), str(exc)))
    notices: list[SettingsNotice] = []
    if not os.access(path.parent, os.W_OK):
        notices.append(SettingsNotice("unsaved", file_label(path.parent)))
    if raw is None:
        return SettingsLoad(Settings(), None, True, tuple(notices))
    try:
        if len(raw) > MAX_SETTINGS_BYTES:
            raise ValueError("the file is too large to be a settings file")
        data = json.loads(decode_text(raw))
        if not isinstance(data, dict):
            raise ValueError("the settings file does not hold a JSON object")
    except (ValueError, RecursionError) as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        kept = _quarantine(path)
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        kept_label = file_label(kept) if kept is not None else None
        warning = f"invalid settings file {file_label(path.name)} ({reason}); kept as {kept_label}; using default settings"
        log.warning(warning)
        if kept is None:  # could not move it: do not overwrite it either
            return SettingsLoad(
                Settings(), warning, False, (SettingsNotice("unreadable", file_label(path), reason),)
            )
        notices.append(SettingsNotice("corrupt", file_label(path.name), file_label(kept.name)))
        return SettingsLoad(Settings(), warning, True, tuple(notices))
    if "language" in data and "language_from_system" not in data:
        # written before the language could follow the system's: the language it holds was the
        # player's, and stays theirs (an upgrade must not switch a Spanish game to English)
        data["language_from_system"] = False
    if "window_size" in data and "window_size_from_screen" not in data:
        # written before the window fitted the screen: keep the size the player had
        data["window_size_from_screen"] = False
    settings, bad = _valid_part(data)
    if not bad:
        return SettingsLoad(settings, None, True, tuple(notices))
    kept_copy = _keep_copy(path, raw)
    copy = file_label(kept_copy) if kept_copy is not None else None
    warning = f"invalid values in {file_label(path.name)} reset to defaults: {', '.join(bad)} (copy: {copy})"
    log.warning(warning)
    notices.append(SettingsNotice("bad_values", file_label(path.name), ", ".join(bad)))
    return SettingsLoad(settings, warning, True, tuple(notices))


def _valid_part(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from every valid value of `data` (unknown keys kept as they are); the bad keys."""
    good: dict[str, Any] = {}
    bad: list[str] = []
    for key, value in data.items():
        if not isinstance(key, str):
            continue
        if key in Settings.model_fields:
            try:
                Settings.model_validate({key: value})
            except ValidationError:
                bad.append(key)
                continue
        good[key] = value
    try:
        return Settings.model_validate(good), bad
    except ValidationError:  # values valid alone but not together: keep the defaults
        return Settings(), sorted(Settings.model_fields.keys() & good.keys())


def _keep_copy(path: Path, raw: bytes) -> Path | None:
    """A copy of a file with bad values, before it is saved over with the valid part."""
    target = _unique_aside(path, "invalid")
    try:
        write_atomic(target, raw)
    except OSError as exc:
        log.error("could not keep a copy of the settings file: %s", exc)
        return None
    return target


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that any reader sees the old file or the new one, never a part:
    a uniquely named temporary file in the same folder, flushed and synced, then renamed over it
    (and the folder synced where the OS allows)."""
    # a short prefix: a name near the system's limit must not make the temporary one too long
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:40]}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically and durably, so a crash or a second instance never sees half a file."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, (settings.model_dump_json(indent=2) + "\n").encode("utf-8"))
    return path
