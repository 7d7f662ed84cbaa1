"""User settings: a pydantic model saved as JSON in the user config folder.

Loading never crashes the game: a file that is not JSON or does not validate is kept aside as
``settings.json.corrupt-<timestamp>`` (so nothing the user wrote is lost), a warning is returned and
logged, and the defaults are used.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from citadels.i18n import LANGUAGES, default_language
from citadels.paths import user_config_dir

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
AnimationSpeed = Literal["slow", "normal", "fast", "off"] | float
#: How fast each named speed plays animations (1.0 = as designed; 0 = no animation).
SPEED_FACTORS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "off": 0.0}
#: How long a bot waits before each action it takes at the table ("instant": as soon as the table is idle).
BotSpeed = Literal["slow", "normal", "fast", "instant"]
BOT_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
MIN_WINDOW = (800, 600)
MAX_WINDOW = (7680, 4320)


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: str = Field(default_factory=default_language)
    #: the language follows the system's until the player picks one in Settings
    language_from_system: bool = True
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
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

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}; expected one of {', '.join(LANGUAGES)}")
        return value

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, value: tuple[int, int]) -> tuple[int, int]:
        w, h = value
        if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
            raise ValueError(f"window size {w}x{h} is outside {MIN_WINDOW} .. {MAX_WINDOW}")
        return value

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


class SettingsLoad(NamedTuple):
    settings: Settings
    #: why the defaults were used instead of the file (None when the file loaded or did not exist)
    warning: str | None = None


def settings_path() -> Path:
    return user_config_dir() / SETTINGS_FILE


def _quarantine(path: Path) -> Path | None:
    """Move a bad settings file aside so the user's data is kept for inspection."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    try:
        path.replace(target)
    except OSError as exc:
        log.error("could not move the bad settings file aside: %s", exc)
        return None
    return target


def load_settings(path: Path | None = None) -> SettingsLoad:
    """The saved settings, or the defaults (with a warning) when the file is unusable."""
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except OSError as exc:
        warning = f"could not read {path}: {exc}; using default settings"
        log.warning(warning)
        return SettingsLoad(Settings(), warning)
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("the settings file does not hold a JSON object")
        settings = Settings.model_validate(data)
    except (ValueError, ValidationError) as exc:  # JSONDecodeError is a ValueError
        kept = _quarantine(path)
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        where = f"; kept as {kept.name}" if kept else ""
        warning = f"invalid settings file {path.name} ({reason}){where}; using default settings"
        log.warning(warning)
        return SettingsLoad(Settings(), warning)
    return SettingsLoad(settings)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically (temp file + rename) so a crash never leaves half a file."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.tmp")
    tmp.write_text(settings.model_dump_json(indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return path
