"""Measure how often each league strategy reveals each classic character: `opponents.PICK_RATES`.

Every four of the strategies of `opponents.LEAGUE` play at a four-seat table, seats rotated, and
each reveal of a character counts for the strategy of the seat that revealed it. The table printed is
per seat and round (the form of `PICK_RATES`):

    .venv/bin/python tools/measure_pick_rates.py [--rotations 200]
"""

from __future__ import annotations

import argparse
from itertools import combinations

from citadels.ai import make_bot
from citadels.ai.opponents import LEAGUE
from citadels.engine import Decision, GameConfig, new_game


def measure_pick_rates(rotations: int = 200, seed: int = 5000) -> dict[str, tuple[float, ...]]:
    """Per strategy, how often it revealed each classic character (ranks 1-8) per seat and round."""
    counts = {n: [0] * 9 for n in LEAGUE}
    rounds = dict.fromkeys(LEAGUE, 0)
    g = 0
    for rep in range(rotations):
        for combo in combinations(LEAGUE, 4):
            seats = [combo[(s + rep) % 4] for s in range(4)]
            bots = [make_bot(n, g * 16 + s) for s, n in enumerate(seats)]
            s = new_game(GameConfig(players=4, crown=None), seed + g)
            s.history = None
            g += 1
            seen: set[tuple[int, int]] = set()
            while s.decision != Decision.GAME_OVER:
                for r in s.revealed:
                    if (s.round, r) not in seen:
                        seen.add((s.round, r))
                        counts[seats[s.holder[r]]][r] += 1
                legal = s.legal_actions()
                s.apply(bots[s.to_move].choose(s.view(s.to_move), legal), events=False)
            for n in seats:
                rounds[n] += s.round
    return {n: tuple(round(counts[n][r] / rounds[n], 3) for r in range(1, 9)) for n in LEAGUE}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rotations", type=int, default=200)
    args = parser.parse_args(argv)
    for name, rates in measure_pick_rates(args.rotations).items():
        print(f"    {name!r}: {rates},")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
