"""The app's side of saved games: attach the autosave to a table, open a save into a table (or the
game-over screen when it is finished), and tell the player about files that could not be opened.

Saving is on for the real game (`App.saves_enabled`, the same switch as saving settings) and off in
tests and screenshots unless they turn it on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import TypeAdapter, ValidationError

from citadels.engine.config import MAX_PLAYERS
from citadels.i18n import _
from citadels.paths import saves_dir
from citadels.safetext import file_label
from citadels.saves import Autosave, LoadedGame, SaveProblem, is_replayable, latest_unfinished, open_save
from citadels.session import GameSession, GameSetup

if TYPE_CHECKING:
    from citadels.app.app import App

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


def attach_autosave(app: App, session: GameSession, on_failure: Callable[[str], None] | None = None) -> Autosave | None:
    """Save this game after every accepted action from now on (a new file unless it already has one).
    `on_failure` is told (in the player's language) if a write fails later (a full disk)."""
    autosave = _attach(app, session)
    if autosave is not None and on_failure is not None:
        autosave.on_failure = lambda exc: on_failure(
            _("The game could not be saved ({error}); it goes on, but unsaved.").format(error=exc.strerror or exc)
        )
    return autosave


def _attach(app: App, session: GameSession) -> Autosave | None:
    existing = autosave_of(session)
    if existing is not None or not app.saves_enabled or session.game_over:
        return existing
    if not is_replayable(session):  # a hand-built position (tests, demos) cannot be replayed from a seed
        return None
    folder = saves_folder()
    if folder is None:
        if not getattr(app, "_told_no_saves", False):
            app._told_no_saves = True  # type: ignore[attr-defined]
            app.notices.append(lambda: _("Games cannot be saved: the saves folder cannot be used."))
        return None
    try:
        return Autosave.start(session, folder)
    except OSError as exc:
        log.error("cannot save this game: %s", exc)
        error = exc.strerror or str(exc)
        app.notices.append(lambda: _("This game cannot be saved: {error}").format(error=error))
        return None


def open_saved_game(app: App, path: Path) -> bool:
    """Open a saved game at the table (behind a hand-off screen in hot seat: the table's own), or at
    the game-over screen when it is finished. A bad file becomes a notice; False then."""
    try:
        loaded = open_save(path)
    except SaveProblem as problem:
        log.warning("cannot open %s", problem)
        app.notices.append(problem.message)
        return False
    show_loaded(app, loaded)
    return True


def show_loaded(app: App, loaded: LoadedGame) -> None:
    from citadels.app.table import TableScene

    session = loaded.session
    if session.game_over:  # a finished game opens in its review, over its final scores
        from citadels.app.scenes.gameover import GameOverScene
        from citadels.app.scenes.review import ReviewScene

        app.go_to_menu()
        app.push(GameOverScene(app, session))
        app.push(ReviewScene(app, session))
        return
    if app.saves_enabled:
        try:
            Autosave.resume(loaded)
        except OSError as exc:
            log.error("cannot go on saving %s: %s", file_label(loaded.path), exc)
            error = exc.strerror or str(exc)
            app.notices.append(lambda: _("This game cannot be saved: {error}").format(error=error))
    app.go_to_menu()
    table = TableScene(app, session)
    app.push(table)
    if loaded.torn:  # said on the table (behind a hand-off screen it waits: only the top scene's clock runs)
        table.toast = (_("The last move saved in this game was cut short: the game goes on from the move before it."), 8.0)


def continue_latest(app: App) -> bool:
    """Open the most recent unfinished game (the menu's Continue)."""
    folder = saves_folder()
    latest = latest_unfinished(folder) if folder is not None else None
    if latest is None:
        return False
    return open_saved_game(app, latest.path)


def remember_setup(app: App, setup: GameSetup, default_names: Iterable[int] = ()) -> None:
    """Keep the new-game setup in the settings (without its seed: next time is a new deal).
    `default_names`: the seats whose names the screen chose, which next time follow the language."""
    data = _SETUP.dump_python(setup, mode="json")
    data["seed"] = None
    data["default_names"] = sorted(default_names)
    try:
        app.update_settings(last_setup=data)
    except ValueError as exc:
        log.warning("cannot remember the setup: %s", exc)


def remembered_setup(app: App) -> tuple[GameSetup | None, frozenset[int]]:
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
    from citadels.ai import bot_names

    if not 2 <= len(setup.seats) <= MAX_PLAYERS or any(s.bot not in bot_names() for s in setup.seats):
        return None, frozenset()
    marked = data.get("default_names")
    defaults = frozenset(
        i for i in (marked if isinstance(marked, list) else []) if type(i) is int and 0 <= i < len(setup.seats)
    )
    return setup, defaults


def close_autosave(session: GameSession) -> None:
    autosave = autosave_of(session)
    if autosave is not None:
        autosave.close()
