"""``citadels selftest``: play one whole bot game through the real app, headless.

The real ``App`` with SDL's dummy video and audio drivers, the real scenes and real input events:
main menu → New game → every seat switched to a bot → Start → the table plays the game (animations at
"fast") → the game-over screen → Main menu. Exits 0 when all of it works, non-zero with a message on
the first failure. Takes a few seconds.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback

from citadels.app.app import App
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.sound import EFFECTS
from citadels.app.uidriver import DriverError, UIDriver
from citadels.system.settings import Settings

WALL_LIMIT = 50.0  # seconds: fail rather than hang
#: Seconds of game time per frame: a 20 fps loop (animations and bot pacing advance 3× as far per
#: frame as at 60 fps, so the whole game takes a third of the frames)
FRAME_DT = 0.05
GAME_FRAMES = 20 * 60 * 10  # frames before giving up (10 minutes of game time)


def selftest(
    lang: str | None = None, size: tuple[int, int] | None = None, *, players: int = 4, seed: int = 2024
) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.monotonic()
    try:
        result = _run(lang or "en", size or (1280, 720), players, seed)
    except Exception as exc:  # noqa: BLE001 - every failure becomes a message and an exit code
        print(f"selftest FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        traceback.print_exc()
        return 1
    print(f"selftest passed in {time.monotonic() - started:.1f} s: {result}")
    return 0


def _run(lang: str, size: tuple[int, int], players: int, seed: int) -> str:
    if not os.environ.get("CIUDADELAS_HOME"):  # never touch the player's own settings or logs
        os.environ["CIUDADELAS_HOME"] = tempfile.mkdtemp(prefix="ciudadelas-selftest-")
    settings = Settings(language=lang, window_size=size, animation_speed="fast", sound=True)
    app = App(headless=True, size=size, settings=settings, persist=False)
    heard = _check_sounds(app)
    ui = UIDriver(app, dt=FRAME_DT, wall_limit=WALL_LIMIT)
    app.nav.menu()
    ui.frames(3)
    menu = ui.top
    if not isinstance(menu, MenuScene):
        raise DriverError(f"the app did not open on the main menu but on {type(menu).__name__}")
    ui.click(menu.new_game, frames=2)
    setup = ui.wait_for_scene(SetupScene, 30)

    # seats: as many as asked, every one a bot (add or remove with the real buttons)
    while len(setup.rows) < players:
        ui.click(setup.add_button)
    while len(setup.rows) > players:
        ui.click(setup.rows[-1].remove)
    for row in setup.rows:
        if row.is_human:
            ui.click((row.kind.rect.right - row.kind.rect.h // 2, row.kind.rect.centery))  # the ▶ arrow
    if any(row.is_human for row in setup.rows):
        raise DriverError("could not switch every seat to a bot")
    ui.click(setup.seed)
    ui.type_text(str(seed))
    if setup.problem():
        raise DriverError(f"the new-game screen refuses to start: {setup.problem()}")
    ui.click(setup.start_button, frames=3)
    table = ui.top
    if isinstance(table, SetupScene):
        raise DriverError("Start did not open the table")
    session = getattr(table, "session", None)
    if session is None:
        raise DriverError(f"after Start the top scene is {type(table).__name__}, which has no game session")

    # the game: bots play, the table animates; nothing to do but watch (and pass hand-offs on)
    for _frame in range(GAME_FRAMES):
        top = ui.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, HandoffScene):  # not expected with bots only, but never get stuck on one
            raise DriverError("a hand-off screen appeared in a game without humans")
        ui.frame()
    else:
        raise DriverError(f"the game did not end within {GAME_FRAMES} frames (round {session.round})")
    over = ui.top
    assert isinstance(over, GameOverScene)
    if not session.game_over or not session.scores:
        raise DriverError("the game-over screen appeared but the session is not over")
    ui.frames(40)  # the bars grow
    winner = session.name(session.winner)
    totals = ", ".join(f"{session.name(b.seat)} {b.total}" for b in session.scores)
    ui.click(over.menu_button, frames=2)
    if not isinstance(ui.top, MenuScene):
        raise DriverError(f"Main menu led to {type(ui.top).__name__}")
    return f"{players} bots, seed {seed}, {session.round} rounds, {app.frame} frames; {winner} won ({totals}); {heard}"


def _check_sounds(app: App) -> str:
    """Every sound effect decodes through pygame-ce's audio libraries (SVG art and fonts are drawn
    by the game itself). Without SDL's dummy audio driver a machine may have no audio device: then
    the effects are only said to be silent."""
    if not app.sound.available:
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            raise DriverError("the audio mixer did not start, even with SDL's dummy audio driver")
        return "no audio device: silent"
    for name in EFFECTS:
        app.sound.load(name)  # a BundleError naming the file if it cannot be decoded
    return f"{len(EFFECTS)} sound effects decoded"


if __name__ == "__main__":
    sys.exit(selftest())
