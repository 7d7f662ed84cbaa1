"""``python -m citadels.app.autoplay``: the real app, headless, playing a bot game with the autosave on
— continuing the most recent unfinished game through the menu's Continue when there is one, else
starting a new all-bot game through the new-game screen. Prints ``opening`` as it starts, ``file
<file> <n>`` once the table is open (with the n actions the game has), ``applied <n>`` after each
accepted action (once it is saved) and ``over <file>`` at the end. The kill test (tests/saves) and
bench/bench_kill.py SIGKILL it at random moments and restart it.
"""

from __future__ import annotations

import argparse
import os
import sys

from citadels.app.app import App
from citadels.app.saving import autosave_of
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.session import GameSession
from citadels.system.settings import Settings

FRAME_DT = 0.05


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m citadels.app.autoplay")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--bots", default="easy")
    parser.add_argument("--max-frames", type=int, default=200_000)
    args = parser.parse_args(argv)
    if not os.environ.get("CIUDADELAS_HOME"):
        parser.error("set CIUDADELAS_HOME: this tool writes saved games")
    print("opening", flush=True)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    settings = Settings(language="en", animation_speed="off", sound=False)
    app = App(headless=True, size=(1280, 720), settings=settings, persist=False)
    app.saves_enabled = True
    ui = UIDriver(app, dt=FRAME_DT)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    if menu.continue_button.visible:
        ui.click(menu.continue_button, frames=2)
        print("continued", flush=True)
    else:
        ui.click(menu.new_game, frames=2)
        setup = ui.wait_for_scene(SetupScene, 30)
        while len(setup.rows) < args.players:
            ui.click(setup.add_button)
        while len(setup.rows) > args.players:
            ui.click(setup.rows[-1].remove)
        for row in setup.rows:
            if row.is_human:
                ui.click((row.kind.rect.right - row.kind.rect.h // 2, row.kind.rect.centery))
        ui.click(setup.seed)
        ui.type_text(str(args.seed))
        ui.click(setup.start_button, frames=2)
        print("started", flush=True)
    top = ui.top
    if isinstance(top, GameOverScene):
        print(f"over {_path(top.session)}", flush=True)
        return 0
    if not isinstance(top, TableScene):
        print(f"error: {type(top).__name__} instead of the table", flush=True)
        return 1
    session: GameSession = top.session
    autosave = autosave_of(session)
    if autosave is None:
        print("error: the game is not being saved", flush=True)
        return 1
    print(f"file {autosave.path} {len(session.actions)}", flush=True)
    session.listeners.append(lambda s: print(f"applied {len(s.actions)}", flush=True))
    for _ in range(args.max_frames):
        if isinstance(ui.top, GameOverScene):
            print(f"over {autosave.path}", flush=True)
            app.close()
            return 0
        ui.frame()
    print("error: the game did not end", flush=True)
    return 1


def _path(session: GameSession) -> str:
    autosave = autosave_of(session)
    return str(autosave.path) if autosave is not None else "?"


if __name__ == "__main__":
    sys.exit(main())
