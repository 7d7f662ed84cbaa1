"""Hard's options: what its time budget is counted on, and which opponent models it uses; a bad value
is a clear error, never a silent default."""

import argparse
import time

import pytest

from citadels.__main__ import _bot_options, main
from citadels.ai import make_bot
from citadels.ai.hard import CLOCKS, HardBot


def test_the_budget_is_wall_time_unless_told_cpu() -> None:
    assert make_bot("hard", 1).searcher.clock is time.perf_counter  # type: ignore[attr-defined]
    cpu = make_bot("hard", 1, hard_clock="cpu")
    assert isinstance(cpu, HardBot)
    assert cpu.searcher.clock is time.thread_time
    assert set(CLOCKS) == {"wall", "cpu"}


@pytest.mark.parametrize("bad", ["process", "", 3, None])
def test_an_unknown_clock_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="hard_clock must be one of wall, cpu"):
        make_bot("hard", 1, hard_clock=bad)


def test_unknown_models_are_refused() -> None:
    with pytest.raises(ValueError, match="hard_models must be one of"):
        make_bot("hard", 1, hard_models="everyone")


def test_simulate_passes_the_clock_to_hard(capsys: pytest.CaptureFixture[str]) -> None:
    args = argparse.Namespace(hard_iterations=None, hard_time=None, hard_clock="cpu")
    assert _bot_options(args) == {"hard_clock": "cpu"}
    code = main(["simulate", "--players", "2", "--games", "1", "--bots", "hard,random", "--hard-time", "0.02",
                 "--hard-clock", "cpu", "--json"])  # fmt: skip
    assert code in (0, None)
    assert '"hard"' in capsys.readouterr().out
