"""The coach's analysis time (chances after every action, turning points and the costliest choices of
the human seat together), on one core: a long 4-player game of about 400 actions (target <= 30 s)
and a typical one; and a Dark City game of 8 players with every seat's choices examined (issue 32:
target <= 20 s of CPU).

    taskset -c 1 python bench/bench_analysis.py

The long game is the first seeded 4-player game of random players with 380 to 420 actions (seat 0
is the human); the typical one is a human (played by the Easy bot) against Medium, Easy and Greedy;
the 8-player game is played by Medium, Easy, Greedy and the league with Dark City's characters.
The script pins itself to one core where the system allows it.
"""

from __future__ import annotations

import json
import os
import sys
import time

from citadels.ai import make_bot
from citadels.coach.analyse import analyse
from citadels.coach.record import GameRecord
from citadels.session import GameSession, GameSetup, SeatSetup

TARGET_SECONDS = 30.0
TARGET_8P_SECONDS = 20.0
#: the 8-player Dark City game's line-up
EIGHT = ["medium", "easy", "greedy", "rusher", "fortress", "raider", "hoarder", "medium"]


def game(bots: list[str], seed: int, characters: str = "classic") -> GameSession:
    seats = tuple(SeatSetup(f"P{i + 1}", "human" if i == 0 else "bot", b) for i, b in enumerate(bots))
    session = GameSession(GameSetup(seats, seed=seed, characters=characters))
    players = [make_bot(b, seed * 8 + i) for i, b in enumerate(bots)]
    while not session.game_over:
        seat = session.to_move
        legal = session.legal(seat)
        session.submit(seat, players[seat].choose(session.view(seat), legal))
    return session


def long_game() -> GameSession:
    for seed in range(1, 500):
        session = game(["random"] * 4, seed)
        if 380 <= len(session.actions) <= 420:
            return session
    raise RuntimeError("no seeded game of about 400 actions")


def timed(session: GameSession, all_seats: bool = False) -> dict[str, object]:
    start = time.process_time()
    wall = time.perf_counter()
    result = analyse(GameRecord.from_session(session), all_seats=all_seats)
    return {
        "actions": len(session.actions),
        "decisions_searched": result.to_examine,
        "mistakes_found": sum(len(ms) for ms in result.mistakes.values()),
        "cpu_seconds": round(time.process_time() - start, 2),
        "wall_seconds": round(time.perf_counter() - wall, 2),
        "chances_seconds": result.extra.get("chances_seconds"),
        "mistakes_seconds": result.extra.get("mistakes_seconds"),
    }


def main() -> int:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})
    figures = {
        "long_4p": timed(long_game()),
        "typical_4p": timed(game(["easy", "medium", "easy", "greedy"], 3)),
        "darkcity_8p_all_seats": timed(game(EIGHT, 1, "darkcity"), all_seats=True),
    }
    for name, f in figures.items():
        print(f"{name}: {f['actions']} actions, {f['decisions_searched']} decisions searched, "
              f"{f['cpu_seconds']} s CPU ({f['wall_seconds']} s wall; chances {f['chances_seconds']} s, "
              f"costliest choices {f['mistakes_seconds']} s)")  # fmt: skip
    long_cpu = figures["long_4p"]["cpu_seconds"]
    verdict = "met" if isinstance(long_cpu, float) and long_cpu <= TARGET_SECONDS else "NOT met"
    print(f"target: a ~400-action 4-player game in <= {TARGET_SECONDS:.0f} s on one core: {verdict}")
    eight = figures["darkcity_8p_all_seats"]["cpu_seconds"]
    verdict = "met" if isinstance(eight, float) and eight <= TARGET_8P_SECONDS else "NOT met"
    print(
        f"target: an 8-player Dark City game, every seat, in <= {TARGET_8P_SECONDS:.0f} s on one core: {verdict}"
    )
    print(json.dumps({**figures, "analysis_seconds_400": long_cpu, "analysis_seconds_8p_all": eight}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
