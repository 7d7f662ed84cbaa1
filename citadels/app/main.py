"""Entry points of the app: ``run`` starts the real game; ``render_scene_to_file`` draws one screen
headless to a PNG (screenshots for docs, tests and reviews)."""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

from citadels.app.app import App
from citadels.app.e2e import install as install_e2e_hooks
from citadels.app.screenshots import SCREENSHOTS, build_screenshot_scene, screenshot_names
from citadels.system.paths import user_log_dir
from citadels.system.settings import Settings

log = logging.getLogger(__name__)

LOG_FILE = "ciudadelas.log"


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to a rotating file in the user log folder (and warnings to stderr)."""
    root = logging.getLogger()
    if any(getattr(h, "_ciudadelas", False) for h in root.handlers):
        return None
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    console._ciudadelas = True  # type: ignore[attr-defined]
    root.addHandler(console)
    try:
        path = user_log_dir() / LOG_FILE
        # file names are logged through `safetext.file_label`; "backslashreplace" keeps any other
        # undecodable text (an exception quoting a name) from costing its whole line
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8", errors="backslashreplace"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler._ciudadelas = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path


def run(
    lang: str | None = None,
    size: tuple[int, int] | None = None,
    fullscreen: bool | None = None,
    shared_game: Path | None = None,
) -> int:
    """Start the game window; returns the exit code. Arguments override the saved settings for
    this session only. `shared_game`: a saved game to import and open first (``citadels
    game.ciudadelas``); a bad file is said on the saved games screen and left as it is."""
    setup_logging()
    app = App(lang=lang, size=size, fullscreen=fullscreen)
    install_e2e_hooks(app)  # only when CIUDADELAS_E2E_REPORT / CIUDADELAS_FIRST_FRAME_EXIT are set
    if shared_game is not None and not app.nav.open_shared_game(shared_game):
        log.warning("the shared game %s was not opened (the saved games screen says why)", shared_game)
    return app.run()  # a bad settings file was reported (log and stderr) when it was read


def render_scene_to_file(
    scene_name: str,
    out_path: str | os.PathLike[str],
    size: tuple[int, int] = (1280, 720),
    lang: str = "en",
    players: int = 4,
    seed: int = 1,
    *,
    frames: int = 45,
    characters: str = "classic",
    uniques: str = "all",
) -> Path:
    """Draw the scene ``scene_name`` of `screenshots.SCREENSHOTS` headless at ``size`` in ``lang`` and
    save a PNG. The options the scene takes (players, seed, characters, unique districts) are passed
    on. ``frames`` frames run first so intro animations settle. Uses default settings: the user's
    saved settings are neither read nor written.
    """
    app = App(headless=True, size=size, settings=Settings(language=lang, window_size=size), persist=False)
    if scene_name not in SCREENSHOTS:
        raise KeyError(f"unknown scene {scene_name!r}; known: {', '.join(screenshot_names())}")
    if scene_name != "menu":  # most screens are opened from the menu: keep it below for "back"
        app.nav.menu()
    app.push(
        build_screenshot_scene(
            scene_name, app, players=players, seed=seed, characters=characters, uniques=uniques
        )
    )
    app.run_frames(frames)
    if app.crash is not None:
        raise RuntimeError(f"scene {scene_name!r} failed: {app.crash.summary}\n{app.crash.traceback}")
    return app.screenshot(out_path)
