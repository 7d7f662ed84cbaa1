"""Engine speed: complete random-bot games per second on one core (classic, Dark City and the 2016
presets), the cost of a `clone()` and of a world sampled from a seat's view
(`determinize.sample_state`, what Hard pays for every world it searches)."""

from __future__ import annotations

import json
import sys
import time

from citadels.cli.simulate import simulate
from citadels.engine import GameConfig, Rng, new_game
from citadels.engine.determinize import sample_state
from citadels.engine.presets_2016 import PRESETS_2016


def games_per_second(players: int = 4, games: int = 3000, characters: str = "classic") -> tuple[float, float]:
    """Best of three runs: games per wall-clock second, and per CPU second (steadier on a busy machine)."""
    simulate(players, 100, 99, ["random"], characters=characters)  # warm up
    best = best_cpu = 0.0
    for rep in range(3):
        cpu0 = time.process_time()
        result = simulate(players, games, rep + 1, ["random"], characters=characters)
        cpu = time.process_time() - cpu0
        best = max(best, result.games_per_second)
        best_cpu = max(best_cpu, games / max(cpu, 1e-9))
    return best, best_cpu


def presets_2016_games_per_second(players: int, games_each: int) -> tuple[float, float]:
    """Random games over the seven 2016 presets (each with its own deck), `games_each` per preset: games
    per wall-clock second and per CPU second, over all of them."""
    simulate(players, 20, 99, ["random"], characters="vicious-nobles")  # warm up
    wall = cpu = 0.0
    for preset in PRESETS_2016:
        cpu0 = time.process_time()
        wall0 = time.perf_counter()
        simulate(players, games_each, 1, ["random"], characters=preset)
        cpu += time.process_time() - cpu0
        wall += time.perf_counter() - wall0
    games = games_each * len(PRESETS_2016)
    return games / max(wall, 1e-9), games / max(cpu, 1e-9)


def clone_and_world_us(samples: int = 20000) -> tuple[float, float]:
    """Microseconds per `clone()` of a mid-game state, and per world sampled from its seat's view."""
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
    view = state.view(state.to_move)
    start = time.perf_counter()
    for _ in range(samples // 4):
        sample_state(view, rng)
    world = (time.perf_counter() - start) / (samples // 4) * 1e6
    return clone_only, world


def main() -> int:
    figures: dict[str, float] = {}
    for n in (4, 2, 7):
        wall, cpu = games_per_second(n, 2000 if n != 4 else 3000)
        figures[f"random_games_per_second_{n}p"] = round(wall, 1)
        figures[f"random_games_per_cpu_second_{n}p"] = round(cpu, 1)
    # Dark City: 8 players, 9 characters (every alternate and the Queen)
    wall, cpu = games_per_second(8, 2000, "darkcity")
    figures["random_games_per_second_8p_darkcity"] = round(wall, 1)
    figures["random_games_per_cpu_second_8p_darkcity"] = round(cpu, 1)
    # the 2016 box: its seven presets, their own decks (the rank-9 card at 8 players)
    for n in (4, 8):
        wall, cpu = presets_2016_games_per_second(n, 300)
        figures[f"random_games_per_second_{n}p_2016"] = round(wall, 1)
        figures[f"random_games_per_cpu_second_{n}p_2016"] = round(cpu, 1)
    clone_us, world_us = clone_and_world_us()
    figures["clone_us"] = round(clone_us, 2)
    figures["sample_world_us"] = round(world_us, 2)
    print(json.dumps(figures, indent=2))
    ok = (
        figures["random_games_per_cpu_second_4p"] >= 1800
        and figures["random_games_per_cpu_second_8p_darkcity"] >= 500
        and figures["random_games_per_cpu_second_8p_2016"] >= 500
    )
    print(
        "engine targets (>= 1800 games per CPU second at 4 players, >= 500 at 8 players Dark City and 2016):",
        "met" if ok else "NOT met",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
