"""Print Hard's choice and candidate values at a fixed width on bench_search's positions: the check
that a speed change leaves Hard's decisions identical. Run it on two checkouts and diff the output:

    .venv/bin/python tools/hard_identity.py > after.txt
    (cd /other/checkout && .venv/bin/python /this/checkout/tools/hard_identity.py) > before.txt
    diff before.txt after.txt   # nothing: the same choices and values

Values are printed exactly (repr).
`--positions` and `--iterations` set the size (default 40 positions, 60 worlds each).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

from citadels.ai.hard import HardBot


def _bench_positions() -> object:
    # bench_search.py sits beside this file's checkout; load it without putting it on sys.path
    path = Path(__file__).resolve().parent.parent / "bench" / "bench_search.py"
    spec = importlib.util.spec_from_file_location("bench_search", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.positions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--prune", action="store_true", help="Hard as it plays (pruning on)")
    args = parser.parse_args(argv)
    positions = _bench_positions()
    for i, state in enumerate(positions(args.positions)):  # type: ignore[operator]
        bot = HardBot(seed=i, hard_iterations=args.iterations, hard_prune=args.prune)
        action, reason = bot.decide(state.view(state.to_move), state.legal_actions())
        # exact reprs: a change that only reorders float sums would show here, and be judged by eye
        print(i, action, reason.key, bot.last_stats.get("worlds"), bot.last_stats.get("values"))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
