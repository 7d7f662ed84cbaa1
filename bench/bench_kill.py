"""The kill test with more kills than the test suite runs: SIGKILL the headless app at random moments,
restart, continue; report kills, finished games checked against a reference replay, and actions lost."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "saves"))

from killtest_lib import kill_test  # noqa: E402


def main() -> int:
    kills = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        report = kill_test(Path(tmp) / "home", kills, seed=11, players=5, rng_seed=7)
    result = {
        "kills": report.kills,
        "restarts": report.restarts,
        "finished_games_checked": report.games,
        "actions_in_finished_games": report.actions,
        "max_actions_lost_per_kill": max(report.lost, default=0),
        "seconds": round(time.monotonic() - started, 1),
    }
    print(json.dumps(result))
    return 0 if result["max_actions_lost_per_kill"] <= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
