"""Kill test (issue 9): the headless app plays a bot game with the autosave on and is SIGKILLed two
dozen times, restarted each time (it goes on through the menu's Continue). The kills land at points
of the app's own progress drawn from a seeded random source — while it opens the game, as its table
opens, a little after its n-th saved move — so they measure the same thing on a fast or a busy
machine. The save always loads, never goes back, loses at most the action in flight, and every
finished game equals a reference replay of its actions. bench/bench_kill.py runs the same with more
kills."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from killtest_lib import kill_test

pytestmark = pytest.mark.slow

KILLS = 24


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_at_random_moments_never_loses_more_than_the_action_in_flight(tmp_path: Path) -> None:
    report = kill_test(tmp_path / "home", KILLS, seed=5, players=4, rng_seed=2024)
    assert report.kills == KILLS
    assert report.games >= 1 and report.actions > 0
    assert report.lost and all(n <= 1 for n in report.lost)
