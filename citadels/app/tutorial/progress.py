"""Where the guided first game is kept between sessions: a small JSON file (which callouts the player
has seen, whether the tutorial is finished) next to the tutorial game's own save file, both in
``<user data>/tutorial/``. The tutorial game is saved like any game (citadels/saves) but in its own
folder, so it never shows up under Continue or Saved games.

A damaged progress file is never fatal: it is set aside and the tutorial starts over.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from citadels.saves import EXTENSION
from citadels.system.paths import user_data_dir
from citadels.text.safetext import file_label

log = logging.getLogger(__name__)

PROGRESS_FILE = "progress.json"
Status = Literal["new", "playing", "finished", "skipped"]


class TutorialProgress(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    status: Status = "new"
    #: the keys of the callouts the player has finished, in order
    seen: list[str] = Field(default_factory=list)
    #: the file name of the tutorial game's save (in the tutorial folder)
    save: str | None = None

    @property
    def resumable(self) -> bool:
        return self.status == "playing" and self.save is not None


def tutorial_dir() -> Path:
    folder = user_data_dir() / "tutorial"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def progress_path() -> Path:
    return tutorial_dir() / PROGRESS_FILE


def load_progress() -> TutorialProgress:
    """The saved progress (a fresh one when there is none, or it cannot be read)."""
    try:
        path = progress_path()
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return TutorialProgress()
    except OSError as exc:
        log.warning("cannot read the tutorial progress: %s", exc)
        return TutorialProgress()
    try:
        return TutorialProgress.model_validate(json.loads(raw))
    except (ValueError, ValidationError) as exc:
        log.warning("the tutorial progress file is damaged (%s); the tutorial starts over", exc)
        try:
            path.replace(path.with_name(PROGRESS_FILE + ".damaged"))
        except OSError:
            pass
        return TutorialProgress()


def save_progress(progress: TutorialProgress) -> None:
    """Write atomically; a failure is logged (the tutorial goes on, it just will not resume)."""
    try:
        folder = tutorial_dir()
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".json", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(progress.model_dump_json(indent=1))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, folder / PROGRESS_FILE)
    except OSError as exc:
        log.error("cannot save the tutorial progress: %s", exc)


def save_file(progress: TutorialProgress) -> Path | None:
    """The tutorial game's save file, when it still exists."""
    if progress.save is None or "/" in progress.save or "\\" in progress.save:
        return None
    try:
        path = tutorial_dir() / progress.save
    except OSError:
        return None
    return path if path.is_file() and path.suffix == EXTENSION else None


def clear_game(progress: TutorialProgress) -> None:
    """Delete the tutorial game's save (finished, skipped or started over)."""
    path = save_file(progress)
    if path is not None:
        try:
            path.unlink()
        except OSError as exc:
            log.warning("cannot delete %s: %s", file_label(path), exc)
    progress.save = None


def tutorial_in_progress() -> bool:
    """Whether Learn to play would resume a tutorial game."""
    try:
        progress = load_progress()
    except OSError:
        return False
    return progress.resumable and save_file(progress) is not None
