"""The app's side of saved games: attach the autosave to a table (or go on saving a game opened from
its file), tell the player when a game cannot be saved, and remember the last new-game setup.

Saving is on for the real game (`AppServices.saves_enabled`, the same switch as saving settings) and
off in tests and screenshots unless they turn it on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from citadels.app.scene import AppServices
from citadels.engine.config import MAX_PLAYERS
from citadels.saves import Autosave, LoadedGame, is_replayable
from citadels.saves.game import unknown_bots as saves_unknown_bots
from citadels.session import GameSession, GameSetup
from citadels.system.paths import saves_dir
from citadels.text.i18n import _
from citadels.text.safetext import file_label

log = logging.getLogger(__name__)

_SETUP = TypeAdapter(GameSetup)


def saves_folder() -> Path | None:
    try:
        return saves_dir()
    except OSError as exc:
        log.warning("no saves folder: %s", exc)
        return None


def autosave_of(session: GameSession) -> Autosave | None:
    for listener in session.listeners:
        if isinstance(listener, Autosave):
            return listener
    return None


def attach_autosave(
    app: AppServices, session: GameSession, on_failure: Callable[[str], None] | None = None
) -> Autosave | None:
    """Save this game after every accepted action from now on (a new file unless it already has one).
    `on_failure` is told (in the player's language) if a write fails later (a full disk)."""
    autosave = _attach(app, session)
    if autosave is not None and on_failure is not None:
        autosave.on_failure = lambda exc: on_failure(
            _("The game could not be saved ({error}); it goes on, but unsaved.").format(
                error=exc.strerror or exc
            )
        )
    return autosave


def _attach(app: AppServices, session: GameSession) -> Autosave | None:
    existing = autosave_of(session)
    if existing is not None or not app.saves_enabled or session.game_over:
        return existing
    if not is_replayable(session):  # a hand-built position (tests, demos) cannot be replayed from a seed
        return None
    folder = saves_folder()
    if folder is None:
        app.notice_once(
            "no saves folder", lambda: _("Games cannot be saved: the saves folder cannot be used.")
        )
        return None
    try:
        return Autosave.start(session, folder)
    except OSError as exc:
        log.error("cannot save this game: %s", exc)
        error = exc.strerror or str(exc)
        app.notices.append(lambda: _("This game cannot be saved: {error}").format(error=error))
        return None


def resume_autosave(app: AppServices, loaded: LoadedGame) -> None:
    """Go on saving a game opened from its file (a notice if its file cannot be written any more)."""
    if not app.saves_enabled:
        return
    try:
        Autosave.resume(loaded)
    except OSError as exc:
        log.error("cannot go on saving %s: %s", file_label(loaded.path), exc)
        error = exc.strerror or str(exc)
        app.notices.append(lambda: _("This game cannot be saved: {error}").format(error=error))


def unknown_bots(setup: GameSetup) -> list[str]:
    """The bots a game's seats name that this version does not have (a file from another version)."""
    return saves_unknown_bots(setup)


def remember_setup(app: AppServices, setup: GameSetup, default_names: Iterable[int] = ()) -> None:
    """Keep the new-game setup in the settings (without its seed: next time is a new deal).
    `default_names`: the seats whose names the screen chose, which next time follow the language."""
    data = _SETUP.dump_python(setup, mode="json")
    data["seed"] = None
    data["default_names"] = sorted(default_names)
    try:
        app.update_settings(last_setup=data)
    except ValueError as exc:
        log.warning("cannot remember the setup: %s", exc)


def remembered_setup(app: AppServices) -> tuple[GameSetup | None, frozenset[int]]:
    """The setup of the last game started (from the settings), or None if there is none or it is not
    valid any more (a bot level that no longer exists, say); and the seats whose names the screen
    chose (none for a setup saved before they were recorded: its names are kept as they are)."""
    data = app.settings.last_setup
    if not data:
        return None, frozenset()
    try:
        setup = _SETUP.validate_python(data)
        setup.config()
    except (ValidationError, ValueError):
        return None, frozenset()
    if not 2 <= len(setup.seats) <= MAX_PLAYERS or unknown_bots(setup):
        return None, frozenset()
    marked = data.get("default_names")
    defaults = frozenset(
        i
        for i in (marked if isinstance(marked, list) else [])
        if type(i) is int and 0 <= i < len(setup.seats)
    )
    return setup, defaults


def close_autosave(session: GameSession) -> None:
    autosave = autosave_of(session)
    if autosave is not None:
        autosave.close()
