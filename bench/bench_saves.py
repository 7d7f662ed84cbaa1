"""Saves: the autosave's cost per accepted action (p50/p95/max, target p95 <= 2 ms) and the time to
resume a 400-action game (load + replay + digest check + reopen, target <= 150 ms).

The autosave is measured as the game feels it: the time `GameSession.submit` spends in the save
listener (the digest and one appended line; the disk sync runs on a background thread), on real
files in a temporary folder on the same disk as the user's data.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from citadels.saves import Autosave, load_game
from citadels.session import GameSession, GameSetup, SeatSetup


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


def main() -> int:
    from citadels.paths import user_data_dir

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
    }
    print(json.dumps(result))
    ok = result["autosave_ms_p95"] <= 2.0 and result["resume_400_ms_median"] <= 150
    print("autosave p95 {autosave_ms_p95} ms (target <= 2), resume of 400 actions {resume_400_ms_median} ms "
          "(target <= 150)".format(**result))  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
