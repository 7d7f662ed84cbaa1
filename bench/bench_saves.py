"""Saves: the autosave's cost per accepted action (p50/p95/max, target p95 <= 2 ms), the time to
resume a 400-action game (load + replay + digest check + reopen, target <= 150 ms), and the screens
over a folder of 2,000 saved games (`folder_screens`): the CPU seconds of the main menu's first frame
at a return to it (target <= 0.3 s) and of the saved-games list's first frame (target <= 0.5 s), with
the saves index built; also the index's building from nothing and the first frames before it.

The autosave is measured as the game feels it: the time `GameSession.submit` spends in the save
listener (the digest and one appended line; the disk sync runs on a background thread), on real
files in a temporary folder on the same disk as the user's data.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from citadels.app.app import App  # noqa: E402
from citadels.app.scenes.menu import MenuScene  # noqa: E402
from citadels.app.scenes.saves import SavedGamesScene  # noqa: E402
from citadels.app.scenes.your_games import YourGamesScene  # noqa: E402
from citadels.saves import Autosave, check, index_for, list_saves, load_game  # noqa: E402
from citadels.saves.format import decode_line, encode_line  # noqa: E402
from citadels.session import GameSession, GameSetup, SeatSetup  # noqa: E402
from citadels.system.paths import HOME_ENV, saves_dir  # noqa: E402
from citadels.system.settings import Settings  # noqa: E402

#: CPU seconds of the first frame with 2,000 saves: the menu at a return to it, the saved-games list
MENU_TARGET_S = 0.3
LIST_TARGET_S = 0.5


def _setup(players: int, seed: int) -> GameSetup:
    return GameSetup(tuple(SeatSetup(f"P{i}", "bot", "random") for i in range(players)), seed=seed)


def autosave_costs(folder: Path, games: int = 24) -> list[float]:
    costs: list[float] = []
    for g in range(games):
        session = GameSession(_setup(2 + g % 6, 1000 + g))
        autosave = Autosave.start(session, folder)
        session.listeners.remove(autosave)

        def timed(s: GameSession, autosave: Autosave = autosave) -> None:
            start = time.perf_counter()
            autosave(s)
            costs.append(time.perf_counter() - start)

        session.listeners.append(timed)
        rng = random.Random(g)
        while not session.game_over:
            session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
        autosave.close()
    return costs


def long_game(folder: Path, actions: int = 400) -> Path:
    """A save of exactly `actions` actions (7 players: the longest games)."""
    for seed in range(1, 200):
        session = GameSession(_setup(7, seed))
        rng = random.Random(seed)
        played = []
        while not session.game_over:
            action = rng.choice(session.legal(session.to_move))
            played.append((session.to_move, action))
            session.submit(session.to_move, action)
        if len(played) >= actions:
            again = GameSession(_setup(7, seed))
            autosave = Autosave.start(again, folder, sync=False)
            for seat, action in played[:actions]:
                again.submit(seat, action)
            autosave.close()
            return autosave.path
    raise RuntimeError("no game long enough")


def resume_times(path: Path, runs: int = 15) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        loaded = load_game(path)
        autosave = Autosave.resume(loaded)
        times.append(time.perf_counter() - start)
        autosave.close()
    return times


def many_saves(folder: Path, count: int = 2000, games: int = 40) -> None:
    """`count` saves in `folder`: `games` real games (2-7 players, every other one left unfinished
    somewhere), each written again under other names and times until there are `count` files, every
    one a game of its own (its header differs), the most recent last-modified."""
    folder.mkdir(parents=True, exist_ok=True)
    bases: list[bytes] = []
    for g in range(games):
        session = GameSession(_setup(2 + g % 6, 5000 + g))
        rng = random.Random(g)
        stop = rng.randrange(20, 200) if g % 2 else -1
        while not session.game_over and len(session.actions) != stop:
            session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
        autosave = Autosave.start(session, folder, sync=False)
        autosave.close()
        bases.append(autosave.path.read_bytes())
        autosave.path.unlink()
    now = time.time()
    for i in range(count):
        head, rest = bases[i % games].split(b"\n", 1)
        header = decode_line(head)
        header["created"] = now - (count - i) * 600.0
        header["setup"]["seats"][0]["name"] = f"P{i}"
        path = folder / f"game-{i:05d}.ciudadelas"
        path.write_bytes(encode_line(header) + rest)
        stamp = header["created"] + 300.0
        os.utime(path, (stamp, stamp))


def _first_frame_cpu(app: App, open_screen: object) -> float:
    """CPU seconds from opening a screen (`open_screen()`) to the end of its first frame."""
    start = time.process_time()
    open_screen()  # type: ignore[operator]
    app.step([], 1 / 60)
    return time.process_time() - start


def folder_screens(count: int = 2000, runs: int = 5) -> dict[str, object]:
    """The menu's, the saved-games list's and Your games' first frames over `count` saves."""
    with tempfile.TemporaryDirectory(prefix="ciudadelas-bench-saves-") as home:
        os.environ[HOME_ENV] = home
        folder = saves_dir()
        many_saves(folder, count)
        size = (1280, 720)
        app = App(headless=True, size=size, settings=Settings(language="en", window_size=size, sound=False),
                  persist=False)  # fmt: skip
        cold_menu = _first_frame_cpu(app, app.nav.menu)
        cold_list = _first_frame_cpu(app, app.nav.saved_games)
        start = time.process_time()
        for entry in list_saves(folder):  # what the list's and the menu's frames go on doing
            check(entry)
        build = time.process_time() - start
        menus: list[float] = []
        lists: list[float] = []
        records: list[float] = []
        for run in range(runs):
            if run == runs - 1:  # the last as after a restart: the index read from its file
                index_for(folder).close()
            menus.append(_first_frame_cpu(app, app.nav.menu))
            assert isinstance(app.manager.top, MenuScene) and not app.manager.top.checking
            lists.append(_first_frame_cpu(app, app.nav.saved_games))
            listing = app.manager.top
            assert isinstance(listing, SavedGamesScene) and len(listing.entries) == count
            assert all(getattr(e, "checked", False) for e in listing.entries)
            app.nav.menu()
            records.append(_first_frame_cpu(app, app.nav.your_games))
            assert isinstance(app.manager.top, YourGamesScene)
        index_for(folder).close()
        os.environ.pop(HOME_ENV, None)
    return {
        "saves": count,
        "menu_first_frame_cpu_s": round(max(menus), 3),
        "list_first_frame_cpu_s": round(max(lists), 3),
        "your_games_first_frame_cpu_s": round(max(records), 3),
        "index_build_cpu_s": round(build, 2),
        "menu_first_frame_cpu_s_no_index": round(cold_menu, 3),
        "list_first_frame_cpu_s_no_index": round(cold_list, 3),
    }


def main() -> int:
    from citadels.system.paths import user_data_dir

    screens = folder_screens()
    with tempfile.TemporaryDirectory(dir=user_data_dir()) as tmp:
        folder = Path(tmp)
        costs = autosave_costs(folder)
        costs.sort()
        path = long_game(folder)
        times = resume_times(path)
    ms = [c * 1000 for c in costs]
    result = {
        "autosave_actions": len(ms),
        "autosave_ms_p50": round(statistics.median(ms), 3),
        "autosave_ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 3),
        "autosave_ms_max": round(ms[-1], 3),
        "resume_400_ms_median": round(statistics.median(times) * 1000, 1),
        "resume_400_ms_max": round(max(times) * 1000, 1),
        **screens,
    }
    print(json.dumps(result))
    ok = (
        result["autosave_ms_p95"] <= 2.0
        and result["resume_400_ms_median"] <= 150
        and screens["menu_first_frame_cpu_s"] <= MENU_TARGET_S  # type: ignore[operator]
        and screens["list_first_frame_cpu_s"] <= LIST_TARGET_S  # type: ignore[operator]
    )
    print("autosave p95 {autosave_ms_p95} ms (target <= 2), resume of 400 actions {resume_400_ms_median} ms "
          "(target <= 150)".format(**result))  # fmt: skip
    print(f"with {screens['saves']:,} saves: the menu's first frame {screens['menu_first_frame_cpu_s']} CPU s "
          f"(target <= {MENU_TARGET_S}), the list's {screens['list_first_frame_cpu_s']} CPU s "
          f"(target <= {LIST_TARGET_S})")  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
