"""The review opens a game over any kept analysis its folder holds, headless: a forged file (each of
`kept_forgeries`, and random damage to the genuine file's fields by hypothesis) never crashes it,
never freezes a frame, and never has its own text drawn: the players' names, the findings' words are
the save's and the coach's.

Each frame is timed in the CPU time of the thread that draws it (`time.thread_time`, which other
processes on a busy machine do not inflate), with the collector paused; the bound asserted here is a
guard against freezes (the reason key ``{x:>99999999}`` once took a frame of 44 s), not a speed
figure: those belong in the benchmarks. The analysis a damaged file calls for is queued and not run
(the coach's worker is not started): what is measured is the review over what the file holds."""

from __future__ import annotations

import copy
import dataclasses
import gc
import json
import math
import time
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest
from coach_testlib import TEST_ITERATIONS
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from kept_forgeries import FORGERIES, MARK, forged

from citadels.app import text
from citadels.app.app import App
from citadels.app.demo import finished_session
from citadels.app.scenes.review import ReviewScene
from citadels.coach.analyse import analyse
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.coach.runner import Coach, CoachJob, Request
from citadels.coach.store import key_of, save_cached, sidecar
from citadels.saves import Autosave
from citadels.session import GameSession
from citadels.system.paths import saves_dir
from citadels.system.settings import Settings

#: the guard against a frozen frame (seconds of the drawing thread's CPU time); real figures: a few ms
FREEZE = 1.0
FRAMES = 4


@cache
def game() -> tuple[GameSession, Analysis]:
    """The first seeded demo game (from seed 4) whose analysis finds a costly choice to forge: which
    game that is follows the coach's search, which these tests do not judge."""
    for seed in range(4, 24):
        session = finished_session(3, seed, humans=1)
        analysis = analyse(GameRecord.from_session(session), iterations=TEST_ITERATIONS)
        if any(analysis.mistakes_of(seat) for seat in range(3)):
            return session, analysis
    raise AssertionError("no demo game of seeds 4-23 has a costly choice to forge")


class Drawn:
    """Every text the app renders (`text.render`, `text.render_wrapped`, `text.draw_text`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[str] = []
        for name in ("render", "render_wrapped", "draw_text", "text_size"):
            monkeypatch.setattr(text, name, self._spy(getattr(text, name)))

    def _spy(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def spy(*args: Any, **kwargs: Any) -> Any:
            for value in args:
                if isinstance(value, str):
                    self.texts.append(value)
            return real(*args, **kwargs)

        return spy


class Review:
    """A headless app whose saves folder holds the game, reviewing it over whatever is kept with it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(Coach, "_start_next", lambda self: None)  # a damaged file's analysis waits
        size = (1280, 720)
        self.app = App(headless=True, size=size, persist=False,
                       settings=Settings(language="en", window_size=size, sound=False, animation_speed="off"))  # fmt: skip
        self.app.coaching.enabled = True
        self.app.coaching.use_process = "never"
        session, analysis = game()
        autosave = Autosave.start(session, saves_dir(), sync=False)
        autosave.close()
        self.path = autosave.path
        key = key_of(self.path)
        assert key is not None and save_cached(key, analysis) is not None
        self.file = sidecar(key)
        self.good: dict[str, Any] = json.loads(self.file.read_text(encoding="utf-8"))
        self.names = set(session.names)
        self.drawn = Drawn(monkeypatch)
        self.worst = 0.0
        self.open(self.good)  # once with the genuine file: what is measured is the forgery, not first use
        self.worst = 0.0

    def open(self, data: dict[str, Any]) -> ReviewScene:
        self.file.write_text(json.dumps(data), encoding="utf-8")
        self.drawn.texts.clear()
        self.app.manager.clear()
        self.app.coaching.close()
        self.app.nav.menu()
        assert self.app.nav.open_saved_game(self.path)
        scene = self.app.manager.top
        assert isinstance(scene, ReviewScene)
        gc.collect()
        gc.disable()
        try:
            for _ in range(FRAMES):
                start = time.thread_time()
                self.app.step([], 1 / 60)
                self.worst = max(self.worst, time.thread_time() - start)
                assert self.app.crash is None, self.app.crash.traceback
        finally:
            gc.enable()
        scene.show_tab("coach")
        self.app.step([], 1 / 60)
        return scene

    def check(self, scene: ReviewScene) -> None:
        said = "\n".join(self.drawn.texts + [e.said for e in scene.coach_list.entries])
        assert MARK not in said and "\x00" not in said
        said.encode("utf-8")  # no lone surrogate
        assert self.worst < FREEZE, f"a frame of {self.worst * 1000:.0f} ms"

    def close(self) -> None:
        self.app.manager.clear()
        self.app.close()


@pytest.fixture
def review(monkeypatch: pytest.MonkeyPatch) -> Iterator[Review]:
    made = Review(monkeypatch)
    yield made
    made.close()


def test_every_forgery_opens_the_review_without_crash_freeze_or_its_text(review: Review) -> None:
    worst: dict[str, float] = {}
    for name in sorted(FORGERIES):
        review.worst = 0.0
        scene = review.open(forged(review.good, name))
        review.check(scene)
        worst[name] = review.worst
        job = scene.job
        assert job is not None
        if job.cached:  # only the players' text was forged: the analysis stands, with the save's names
            assert name in (
                "invented names",
                "NUL and control names",
                "invented characters",
                "invented humans",
            )
        else:
            assert job.kept_damaged and scene._problem() is not None
            assert any(
                p.name.startswith(review.file.name + ".damaged-") for p in review.file.parent.iterdir()
            )
    print(
        f"worst frame over the forgeries: {max(worst.values()) * 1000:.1f} ms ({max(worst, key=worst.__getitem__)})"
    )


def test_the_genuine_file_shows_its_findings_with_the_saves_names(review: Review) -> None:
    scene = review.open(review.good)
    job = scene.job
    assert job is not None and job.cached and job.kept_damaged is None
    review.check(scene)
    said = [e.said for e in scene.coach_list.entries]
    assert any(name in line for line in said for name in review.names)


def _leaves(obj: object, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from _leaves(value, (*path, i))
    if path:
        yield path


values = st.one_of(
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(
        ["{x:>99999999}", "{0}", "{x!r}", "{x.__class__}", MARK, f"\ud800{MARK}\x00", "x" * 100_000]
    ),
    st.text(max_size=40).map(lambda t: MARK + t),
    st.lists(st.integers(0, 20), max_size=50),
    st.dictionaries(st.text(max_size=8), st.integers(-3, 20), max_size=4),
    st.none(),
    st.booleans(),
)


#: a value like the one it replaces (so that the file still parses as far as possible), or any value
LIKE: dict[type, st.SearchStrategy[Any]] = {
    int: st.one_of(st.integers(-3, 20), st.integers(-(2**70), 2**70)),
    float: st.one_of(st.floats(0, 1), st.floats(allow_nan=True, allow_infinity=True)),
    str: st.one_of(
        st.sampled_from(["{x:>99999999}", "{0}", "{x!r}", "{x.__class__}", "Build", "murder"]),
        st.text(max_size=40).map(lambda t: MARK + t),
    ),  # fmt: skip
}


def _damage(good: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """The genuine file with 1 to 3 fields changed, and its players named by the file (never shown)."""
    out = copy.deepcopy(good)
    out["names"] = [f"{MARK}\x00{i}\ud800" for i in range(len(out["names"]))]
    paths = list(_leaves(good))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        target: Any = out
        try:
            for step in path[:-1]:
                target = target[step]
            like = LIKE.get(type(target[path[-1]]))
            target[path[-1]] = data.draw(like if like is not None and data.draw(st.booleans()) else values)
        except (KeyError, IndexError, TypeError):
            continue
    return out


def _fuzz(review: Review, examples: int) -> None:
    @settings(max_examples=examples, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate],
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        review.check(review.open(_damage(review.good, data)))

    check()
    assert math.isfinite(review.worst)
    print(f"worst frame over {examples} damaged files: {review.worst * 1000:.1f} ms")


def test_random_damage_to_the_kept_file_never_crashes_freezes_or_shows_its_text(review: Review) -> None:
    _fuzz(review, 15)


@pytest.mark.slow
def test_random_damage_to_the_kept_file_at_length(review: Review) -> None:
    _fuzz(review, 300)


def test_the_review_names_come_from_the_save_even_in_a_kept_analysis_object(review: Review) -> None:
    """Names are the session's where the review words findings, whatever the analysis it is handed."""
    session, analysis = game()
    lying = dataclasses.replace(analysis, names=tuple(f"{MARK}{i}" for i in range(3)))
    job = CoachJob(1, Request(GameRecord.from_session(session), None, None, None), state="done", progress=1.0,
                   analysis=lying)  # fmt: skip
    review.app.manager.clear()
    review.app.coaching.remember(session, job)
    review.drawn.texts.clear()
    review.app.nav.menu()
    review.app.nav.review(session)
    for _ in range(3):
        review.app.step([], 1 / 60)
    scene = review.app.manager.top
    assert isinstance(scene, ReviewScene)
    scene.show_tab("coach")
    review.app.step([], 1 / 60)
    review.check(scene)
