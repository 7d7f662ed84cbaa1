"""Hard's search width: sampled worlds per 0.25 s searched decision, one core.

Search width is strength: the more worlds Hard evaluates in a given time, the better it
plays. Fixed positions are taken from seeded Medium games (every decision where Hard searches more
than one candidate), and Hard decides each of them with a 0.25 s budget (a fixed yardstick, not its own);
the median number of worlds evaluated per decision is the figure, with every candidate simulated in
every world (`hard_prune=False`): the search's width (also split into the decisions simulated to the
end of the round and those, gathering and keeping cards, simulated to the end of the next one). Run
on an idle core (`taskset -c 0`) to compare. Then Hard decides the same positions as it plays, at its default budget (`hard.DEFAULT_TIME`,
`--play-time` to change): it stops simulating candidates that are clearly worse (`hard.prune`) and
stops the search once one is left; the `played_*` figures say how often it settled, after how many
worlds, how many worlds the others reached (what a fixed `--hard-iterations` should match) and the
median decision time. On a busy machine the wall-clock figure drops (Hard's budget is
wall-clock time); `worlds_median_per_cpu_budget` (fixed-size searches timed in CPU seconds) is the
steadier figure to compare changes with.

    python bench/bench_search.py [--positions 40] [--time 0.25] [--play-time 0.4]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from citadels.ai.hard import DEFAULT_TIME, HardBot  # noqa: E402
from citadels.ai.medium import MediumBot  # noqa: E402
from citadels.engine import Decision, GameConfig, GameState, new_game  # noqa: E402

#: seconds: the budget the width is measured at (no target: Hard is held to its strength and its
#: decision time, `bench/bench_ai.py` and docs/ai.md)
WIDTH_BUDGET = 0.25


def positions(count: int, seed: int = 11) -> list[GameState]:
    """States where Hard (seat to move) would search: one every few decisions of seeded Medium games."""
    out: list[GameState] = []
    probe = HardBot(seed=0, hard_iterations=1)
    game = 0
    while len(out) < count:
        state = new_game(GameConfig(players=4), seed * 1000 + game)
        state.history = None
        bots = [MediumBot(seed + 10 * game + s) for s in range(4)]
        k = 0
        while state.decision != Decision.GAME_OVER and len(out) < count:
            legal = state.legal_actions()
            view = state.view(state.to_move)
            if len(legal) > 1:
                base, _ = probe.policy.decide(view, legal)
                if len(probe.candidates(view, legal, base)) > 1:
                    k += 1
                    if k % 5 == 0:
                        out.append(state.clone())
            state.apply(bots[state.to_move].choose(view, legal), events=False)
        game += 1
    return out


def measure(states: list[GameState], budget: float) -> tuple[list[int], float, float]:
    """Per decision, the worlds sampled when every candidate is simulated in every world (no pruning:
    the search's width); then the wall and CPU seconds."""
    worlds: list[int] = []
    wall0, cpu0 = time.perf_counter(), time.process_time()
    for i, state in enumerate(states):
        bot = HardBot(seed=i, hard_time=budget, hard_prune=False)
        bot.decide(state.view(state.to_move), state.legal_actions())
        done = bot.last_stats.get("worlds")
        assert isinstance(done, int)
        worlds.append(done)
    return worlds, time.perf_counter() - wall0, time.process_time() - cpu0


def measure_pruned(states: list[GameState], budget: float) -> tuple[list[int], list[int], list[float]]:
    """Hard as it plays (clearly worse candidates pruned, the search stopped once one is left): per
    decision, the worlds sampled, the worlds after which it settled (-1: never) and the seconds it took."""
    worlds: list[int] = []
    settled: list[int] = []
    seconds: list[float] = []
    for i, state in enumerate(states):
        bot = HardBot(seed=i, hard_time=budget)
        t0 = time.perf_counter()
        bot.decide(state.view(state.to_move), state.legal_actions())
        seconds.append(time.perf_counter() - t0)
        when, done = bot.last_stats.get("settled"), bot.last_stats.get("worlds")
        assert isinstance(when, int) and isinstance(done, int)
        settled.append(when)
        worlds.append(done)
    return worlds, settled, seconds


def cpu_rate(states: list[GameState], iterations: int, budget: float) -> list[float]:
    """Per position: the worlds a fixed-size search (every candidate in every world) would fit in
    `budget` seconds of CPU time (a figure that a busy machine disturbs much less than the wall-clock one)."""
    out: list[float] = []
    for i, state in enumerate(states):
        bot = HardBot(seed=i, hard_iterations=iterations, hard_prune=False)
        view, legal = state.view(state.to_move), state.legal_actions()
        cpu0 = time.process_time()
        bot.decide(view, legal)
        cpu = time.process_time() - cpu0
        out.append(iterations * budget / max(cpu, 1e-9))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument(
        "--time", type=float, default=WIDTH_BUDGET, help="budget per decision for the width (s)"
    )
    parser.add_argument("--play-time", type=float, default=DEFAULT_TIME, help="Hard's budget as it plays (s)")
    parser.add_argument(
        "--iterations", type=int, default=60, help="fixed search size for the CPU-time figure"
    )
    args = parser.parse_args(argv)
    states = positions(args.positions)
    worlds, wall, cpu = measure(states, args.time)
    median = statistics.median(worlds)
    played, settled, seconds = measure_pruned(states, args.play_time)
    settled_at = [w for w in settled if w >= 0]
    open_worlds = [w for w, when in zip(played, settled, strict=True) if when < 0]
    cpu_worlds = statistics.median(cpu_rate(states, args.iterations, args.time))
    # gathering and keeping cards are simulated one round further (`hard.TEMPO_HORIZON`): fewer worlds
    probe = HardBot(seed=0)
    longer = [probe.searcher.horizon(state.view(state.to_move)) > 0 for state in states]
    this_round = [w for w, far in zip(worlds, longer, strict=True) if not far]
    next_round = [w for w, far in zip(worlds, longer, strict=True) if far]
    figures = {
        "decisions": len(worlds),
        "budget_s": args.time,
        # every candidate simulated in every world: the search's width
        "worlds_median": median,
        "worlds_p10": sorted(worlds)[len(worlds) // 10],
        "worlds_p90": sorted(worlds)[len(worlds) * 9 // 10],
        # the same split by how far the worlds are simulated: to the end of this round, or of the next
        "worlds_median_this_round": statistics.median(this_round) if this_round else None,
        "decisions_this_round": len(this_round),
        "worlds_median_next_round": statistics.median(next_round) if next_round else None,
        "decisions_next_round": len(next_round),
        "cpu_share": round(cpu / wall, 2),  # below 1: the core was shared, the figure is low
        # the same positions searched with a fixed number of worlds, timed in CPU seconds
        "worlds_median_per_cpu_budget": round(cpu_worlds, 1),
        # Hard as it plays, at its own budget: how often one candidate was left before the budget ran
        # out (the search then stops), after how many worlds, and its decision time
        "played_budget_s": args.play_time,
        "played_settled_share": round(len(settled_at) / len(settled), 2),
        "played_settled_worlds_median": statistics.median(settled_at) if settled_at else None,
        # the worlds reached when the budget ran out first (what a fixed --hard-iterations should match)
        "played_unsettled_worlds_median": statistics.median(open_worlds) if open_worlds else None,
        "played_decision_ms_median": round(1000 * statistics.median(seconds), 1),
    }
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
