"""Refit the chances' model (`weights.py`) on seeded bot games that the benchmark never measures.

    taskset -c 1 python -m citadels.coach.fit --games 1500 > citadels/coach/weights.py

The games are `samples.FIT_SEEDS` (mixed bots, player counts and character sets). Four in five give
the weights: at every `--every`th action, one roll-out of the rest of the round (the estimate's roll-outs
in turn) and each seat's features, labelled with the real winner, fitted by Newton's method as a
conditional-logit model per player count (`citadels.ai.logit_fit`, shared with Hard's position
evaluation). The fifth game of every five is held out: the estimate itself (every roll-out,
averaged) is scored on it, and its Brier score and reliability by tenths go to stderr (the benchmark, `bench/bench_calibration.py`, measures the same on other games).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from citadels.ai import logit_fit
from citadels.ai.evaluate import FEATURES
from citadels.ai.logit_fit import Sample

from .chances import EXTRA_FEATURES, ChanceModel, seat_rows, softmax
from .samples import FIT_SEEDS, play_sample, spec_for

#: (players, the mean over the roll-outs, the winner)
Held = tuple[int, list[float], int]


def collect(
    games: int, every: int, calibrate_every: int
) -> tuple[list[Sample], list[tuple[int, list[list[list[float]]], int]]]:
    train: list[Sample] = []
    held: list[tuple[int, list[list[list[float]]], int]] = []
    for g, seed in enumerate(FIT_SEEDS[:games]):
        spec = spec_for(seed)
        positions, winner, _count = play_sample(spec, every, offset=seed % every)
        model = ChanceModel()
        if g % calibrate_every == calibrate_every - 1:
            for pos in positions:
                held.append((spec.players, model.rows(pos.state), winner))
        else:
            for i, pos in enumerate(positions):
                s = model.play_out(pos.state, (seed + i) % model.rollouts)  # the roll-outs in turn
                train.append((seat_rows(s), winner))
        if g % 100 == 99:
            print(
                f"{g + 1} games: {len(train)} training samples, {len(held)} held out",
                file=sys.stderr,
                flush=True,
            )
    return train, held


def fit(data: Sequence[Sample], l2: float = 1e-3, steps: int = 20) -> list[float]:
    """Conditional logit by damped Newton, the L2 penalty per sample (`citadels.ai.logit_fit.fit`):
    each step is halved until it improves the objective (the plain step can overshoot where a
    feature rarely varies, e.g. a game ending in the roll-out)."""
    return logit_fit.fit(data, l2, steps, per_sample=True, damped=True)


def mixture(w: Sequence[float], rollouts: Sequence[Sequence[Sequence[float]]]) -> list[float]:
    n = len(rollouts[0])
    mean = [0.0] * n
    for seats in rollouts:
        for i, p in enumerate(softmax([sum(a * b for a, b in zip(w, f, strict=True)) for f in seats])):
            mean[i] += p / len(rollouts)
    return mean


def brier(held: Sequence[Held]) -> float:
    total = 0.0
    count = 0
    for _n, probs, winner in held:
        for i, p in enumerate(probs):
            total += (p - (1.0 if i == winner else 0.0)) ** 2
            count += 1
    return total / max(1, count)


def reliability(held: Sequence[Held]) -> list[tuple[int, float, float]]:
    """Per tenth of rated chance: (count, mean rated, observed win rate)."""
    buckets = [[0, 0.0, 0.0] for _ in range(10)]
    for _n, probs, winner in held:
        for i, p in enumerate(probs):
            b = buckets[min(9, int(p * 10))]
            b[0] += 1
            b[1] += p
            b[2] += 1.0 if i == winner else 0.0
    return [(int(c), r / c, w / c) for c, r, w in buckets if c]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--every", type=int, default=4, help="a position every this many actions")
    parser.add_argument(
        "--calibrate-every", type=int, default=5, help="every Nth game is held out and scored"
    )
    args = parser.parse_args(argv)
    train, held_rows = collect(args.games, args.every, args.calibrate_every)
    weights: dict[int, list[float]] = {}
    for players in sorted({len(rows) for rows, _w in train}):
        mine_train = [x for x in train if len(x[0]) == players]
        print(f"{players} players: fitting {len(FEATURES) + len(EXTRA_FEATURES)} weights on {len(mine_train)} samples",
              file=sys.stderr, flush=True)  # fmt: skip
        weights[players] = fit(mine_train)
    held = [(n, mixture(weights[n], rows), winner) for n, rows, winner in held_rows]
    for players in sorted({n for n, _p, _w in held}):
        mine = [h for h in held if h[0] == players]
        print(f"{players} players: held-out Brier {brier(mine):.4f} ({len(mine)} positions)", file=sys.stderr)
    for count, rated, observed in reliability(held):
        print(f"  rated {rated:.3f}: won {observed:.3f} ({count} seats)", file=sys.stderr)
    names = ", ".join(f'"{name}"' for name in (*FEATURES, *EXTRA_FEATURES))
    print(
        '"""The fitted weights of the chances\' model (`chances.py`), written by `python -m citadels.coach.fit`'
    )
    print(f"(--games {args.games} --every {args.every} --calibrate-every {args.calibrate_every}).")
    print('"""')
    print()
    print("from __future__ import annotations")
    print()
    print(f"#: one weight per feature: {names}")
    print("WEIGHTS: dict[int, tuple[float, ...]] = {")
    for players, w in weights.items():
        print(f"    {players}: ({', '.join(f'{x:.4f}' for x in w)}),")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
