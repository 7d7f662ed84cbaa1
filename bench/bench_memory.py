"""Memory over a long run: 2,000 bot games in one process (an evening of games, a ladder, an analysis
run) must not grow the process: the resident size after the first 200 games and after all 2,000,
and the growth between them (target <= 10 MB).

The games rotate through 2-8 players, the classic and Dark City characters, and Medium, Easy and the
league bots in every seat, so that every cache the bots and the engine keep (the bots' city facts,
the Diplomat's swaps) sees the variety of a long run. Also printed: each bounded cache's size.

    python bench/bench_memory.py [--games 2000] [--warm-up 200]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from citadels.ai import knowledge, make_bot  # noqa: E402
from citadels.engine import GameConfig, actions, new_game  # noqa: E402
from citadels.simulate import play_game  # noqa: E402

TARGET_GROWTH_MB = 10.0
BOTS = ("medium", "easy", "rusher", "fortress", "raider", "hoarder", "noisy")


def rss_mb() -> float:
    """The process's resident set size now (Linux: /proc), else its peak (getrusage), in MiB."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def play(game: int) -> None:
    """Game number `game` of the rotation."""
    players = 2 + game % 7
    characters = "darkcity" if players == 8 or game % 2 else "classic"
    state = new_game(GameConfig(players=players, characters=characters), 7919 * game + 1)  # type: ignore[arg-type]
    state.history = None
    bots = [make_bot(BOTS[(game + seat) % len(BOTS)], game * 8 + seat) for seat in range(players)]
    play_game(state, bots)


def measure(games: int, warm_up: int) -> dict[str, float | int]:
    start = time.perf_counter()
    after_warm_up = 0.0
    for game in range(games):
        play(game)
        if game + 1 == warm_up:
            gc.collect()
            after_warm_up = rss_mb()
    gc.collect()
    after_all = rss_mb()
    return {
        "games": games,
        "warm_up_games": warm_up,
        "rss_mb_after_warm_up": round(after_warm_up, 1),
        "rss_mb_after_all": round(after_all, 1),
        "rss_growth_mb": round(after_all - after_warm_up, 1),
        "facts_cached": knowledge.facts_cached(),
        "swaps_cached": actions.swaps_cached(),
        "seconds": round(time.perf_counter() - start, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--warm-up", type=int, default=200)
    args = parser.parse_args(argv)
    figures = measure(args.games, args.warm_up)
    print(json.dumps(figures, indent=2))
    met = figures["rss_growth_mb"] <= TARGET_GROWTH_MB
    print(
        f"memory target (RSS growth from game {args.warm_up} to {args.games} <= {TARGET_GROWTH_MB:.0f} MB):",
        "met" if met else "NOT met",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
