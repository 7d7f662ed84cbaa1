"""Calibration of the review's chances (`citadels.coach.chances`): over seeded bot games that the fit
never saw (`samples.BENCH_SEEDS`: mixed levels and strategies, 2 to 8 players, classic and Dark City
characters), every seat's rated chance at every `--every`th action against whether it won.

Prints the Brier score (mean squared error of the rated chances; the uniform guess 1/players is shown
beside it), a reliability table by tenths (rated bucket, count, mean rated, observed win rate) and the
Brier score per player count, then the figures as one JSON object.

    taskset -c 1 python bench/bench_calibration.py [--games 2000] [--every 5]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict

from citadels.coach.chances import ChanceModel
from citadels.coach.samples import BENCH_SEEDS, play_sample, spec_for


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument(
        "--every", type=int, default=5, help="rate the position after every this many actions"
    )
    args = parser.parse_args()
    start = time.perf_counter()
    buckets: list[list[float]] = [[0, 0.0, 0.0] for _ in range(10)]  # count, sum rated, wins
    by_players: dict[int, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])  # count, squared error, uniform's
    by_phase: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    positions = 0
    actions = 0
    for g, seed in enumerate(BENCH_SEEDS[: args.games]):
        spec = spec_for(seed)
        played, winner, count = play_sample(spec, args.every, offset=seed % args.every)
        actions += count
        model = ChanceModel()
        for pos in played:
            chances = model.chances(pos.state)
            positions += 1
            phase = "draft" if pos.state.decision in (0, 1) else "turns"
            for seat, p in enumerate(chances):
                won = 1.0 if seat == winner else 0.0
                b = buckets[min(9, int(p * 10))]
                b[0] += 1
                b[1] += p
                b[2] += won
                row = by_players[spec.players]
                row[0] += 1
                row[1] += (p - won) ** 2
                row[2] += (1 / spec.players - won) ** 2
                by_phase[phase][0] += 1
                by_phase[phase][1] += (p - won) ** 2
        if g % 250 == 249:
            print(
                f"  {g + 1} games, {positions} positions ({time.perf_counter() - start:.0f} s)",
                file=sys.stderr,
                flush=True,
            )
    rated = sum(r[0] for r in by_players.values())
    brier = sum(r[1] for r in by_players.values()) / rated
    uniform = sum(r[2] for r in by_players.values()) / rated
    table = [
        {"bucket": f"{i / 10:.1f}-{(i + 1) / 10:.1f}", "count": int(b[0]),
         "mean_rated": round(b[1] / b[0], 4) if b[0] else None,
         "observed": round(b[2] / b[0], 4) if b[0] else None}
        for i, b in enumerate(buckets)
    ]  # fmt: skip
    print(f"Chances' calibration: {args.games} seeded games, {positions} positions ({actions} actions), "
          f"{rated} rated seats, every {args.every}th action")  # fmt: skip
    print(f"Brier score {brier:.4f} (the uniform guess 1/players: {uniform:.4f})")
    print(f"{'rated':>10}{'count':>9}{'mean rated':>12}{'observed':>10}")
    for row in table:
        if row["count"]:
            print(f"{row['bucket']:>10}{row['count']:>9}{row['mean_rated']:>12.3f}{row['observed']:>10.3f}")
    for players in sorted(by_players):
        n, se, su = by_players[players]
        print(f"  {players} players: Brier {se / n:.4f} (uniform {su / n:.4f}), {int(n)} rated seats")
    for phase, (n, se) in sorted(by_phase.items()):
        print(f"  {phase}: Brier {se / n:.4f}, {int(n)} rated seats")
    figures = {
        "games": args.games,
        "positions": positions,
        "rated_seats": rated,
        "brier": round(brier, 5),
        "brier_uniform": round(uniform, 5),
        "brier_skill": round(1 - brier / uniform, 4),
        "reliability": table,
        "brier_by_players": {str(p): round(r[1] / r[0], 5) for p, r in sorted(by_players.items())},
        "seconds": round(time.perf_counter() - start, 1),
    }
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
