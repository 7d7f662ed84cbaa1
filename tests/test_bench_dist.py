"""bench/bench_dist.py reports the one-folder build's first start (no warm-up before it: a player's
first start after installing) beside the median of the warm starts, each with its limit."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("citadels_bench_dist", ROOT / "bench" / "bench_dist.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench_dist = _load()


def test_the_first_start_is_kept_apart_from_the_warm_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    starts = iter([(1.4, 1.6), (0.5, 0.7), (0.3, 0.4), (0.4, 0.5)])
    monkeypatch.setattr(bench_dist, "first_frame", lambda exe, display: next(starts))
    figures = bench_dist.measure(Path("citadels"), 3, None)
    assert figures["first_s"] == 1.4
    assert figures["median_s"] == 0.4 and figures["min_s"] == 0.3 and figures["max_s"] == 0.5
    assert bench_dist.LIMITS["onedir_first_start_s"] == 1.5
