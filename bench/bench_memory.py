"""Memory over a long run: 2,000 bot games in one process (an evening of games, a ladder, an analysis
run) must not grow the process: the resident size after the first game, after 200 games and after
all 2,000; the growth from the first game (target <= 40 MB: every cache sized to what an evening
needs) and from game 200 (target <= 10 MB: nothing grows once the caches are full).

The games rotate through 2-8 players, the classic and Dark City characters, and Medium, Easy and the
league bots in every seat, so that every cache the bots and the engine keep (the bots' city facts,
the Diplomat's swaps) sees the variety of a long run; every game's log is worded and drawn as the
table's log draws it (headless pygame), so that the cache of drawn text sees an evening's lines.
Also printed: each bounded cache's size.

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

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from citadels.ai import knowledge, make_bot  # noqa: E402
from citadels.app import text, theme  # noqa: E402
from citadels.cli.simulate import play_game  # noqa: E402
from citadels.engine import GameConfig, actions, new_game  # noqa: E402
from citadels.engine.events import Event  # noqa: E402
from citadels.text.narrate import narrate_all  # noqa: E402

TARGET_GROWTH_MB = 10.0
TARGET_GROWTH_FROM_FIRST_MB = 40.0
#: the table's log at 1280x720: its text size and width (pixels)
LOG_SIZE, LOG_WIDTH = 15, 330
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
    names = [f"{BOTS[(game + seat) % len(BOTS)].title()} {seat + 1}" for seat in range(players)]
    line_up = state.rules.characters

    def log(events: list[Event]) -> None:  # the public log, drawn line by line
        for line in narrate_all(events, names, None, line_up):
            text.render_wrapped(line, LOG_SIZE, theme.CREAM, LOG_WIDTH)

    play_game(state, bots, on_events=log)


def measure(games: int, warm_up: int) -> dict[str, float | int]:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    start = time.perf_counter()
    after_first = after_warm_up = 0.0
    for game in range(games):
        play(game)
        if game == 0:
            gc.collect()
            after_first = rss_mb()
        if game + 1 == warm_up:
            gc.collect()
            after_warm_up = rss_mb()
    gc.collect()
    after_all = rss_mb()
    return {
        "games": games,
        "warm_up_games": warm_up,
        "rss_mb_after_first": round(after_first, 1),
        "rss_mb_after_warm_up": round(after_warm_up, 1),
        "rss_mb_after_all": round(after_all, 1),
        "rss_growth_mb_from_first": round(after_all - after_first, 1),
        "rss_growth_mb": round(after_all - after_warm_up, 1),
        "facts_cached": knowledge.facts_cached(),
        "swaps_cached": actions.swaps_cached(),
        "text_surfaces_cached": text.cached_surfaces(),
        "text_cache_mb": round(text.cached_bytes() / 2**20, 1),
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
    met = figures["rss_growth_mb_from_first"] <= TARGET_GROWTH_FROM_FIRST_MB
    print(
        f"memory target (RSS growth from the first game to {args.games} <= {TARGET_GROWTH_FROM_FIRST_MB:.0f} MB):",
        "met" if met else "NOT met",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
