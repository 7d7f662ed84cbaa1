"""Engine speed: complete random-bot games per second on one core, and clone + re-deal cost."""

from __future__ import annotations

import json
import sys
import time

from citadels.engine import GameConfig, Rng, new_game
from citadels.simulate import simulate


def games_per_second(players: int = 4, games: int = 3000, characters: str = "classic") -> float:
    simulate(players, 100, 99, ["random"], characters=characters)  # warm up
    best = 0.0
    for rep in range(3):
        result = simulate(players, games, rep + 1, ["random"], characters=characters)
        best = max(best, result.games_per_second)
    return best


def clone_redeal_us(samples: int = 20000) -> tuple[float, float]:
    state = new_game(GameConfig(players=4), 7)
    rng = Rng(3)
    # play into the middle of a round so that hands, cities and characters are all populated
    while state.round < 3 or state.decision.name != "MAIN":
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events=False)
    start = time.perf_counter()
    for _ in range(samples):
        state.clone()
    clone_only = (time.perf_counter() - start) / samples * 1e6
    start = time.perf_counter()
    for _ in range(samples):
        c = state.clone()
        c.redeal_hidden(state.to_move, rng)
    both = (time.perf_counter() - start) / samples * 1e6
    return clone_only, both


def main() -> int:
    figures = {f"random_games_per_second_{n}p": round(games_per_second(n, 2000 if n != 4 else 3000), 1) for n in (4, 2, 7)}
    # Dark City: 8 players, 9 characters (every alternate and the Queen)
    figures["random_games_per_second_8p_darkcity"] = round(games_per_second(8, 2000, "darkcity"), 1)
    clone_us, redeal_us = clone_redeal_us()
    figures["clone_us"] = round(clone_us, 2)
    figures["clone_plus_redeal_us"] = round(redeal_us, 2)
    print(json.dumps(figures, indent=2))
    ok = (
        figures["random_games_per_second_4p"] >= 1000
        and figures["random_games_per_second_8p_darkcity"] >= 500
        and redeal_us <= 20
    )
    print(
        "engine targets (>= 1000 games/s at 4 players, >= 500 at 8 players Dark City, clone + re-deal <= 20 us):",
        "met" if ok else "NOT met",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
