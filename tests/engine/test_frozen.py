"""`fast_constructor` gives the very objects the dataclass's own constructor gives, still frozen."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from citadels.engine import GameConfig, ScoreBreakdown, new_game
from citadels.engine.frozen import fast_constructor
from citadels.engine.view import PlayerView, PublicPlayer


@dataclasses.dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: tuple[int, ...]
    z: str = "z"


def test_same_object_as_the_constructor() -> None:
    build = fast_constructor(Point)
    a, b = build(1, (2, 3), "q"), Point(1, (2, 3), "q")
    assert type(a) is Point
    assert a == b and hash(a) == hash(b) and repr(a) == repr(b)
    assert pickle.loads(pickle.dumps(a)) == b
    assert dataclasses.replace(a, x=5) == Point(5, (2, 3), "q")


def test_still_frozen() -> None:
    a = fast_constructor(Point)(1, (), "z")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 2  # type: ignore[misc]


def test_needs_every_field() -> None:
    with pytest.raises(TypeError):
        fast_constructor(Point)(1, ())


def test_refuses_classes_without_slots() -> None:
    @dataclasses.dataclass(frozen=True)
    class Loose:
        x: int

    with pytest.raises(TypeError):
        fast_constructor(Loose)


def test_views_and_scores_are_the_real_classes() -> None:
    state = new_game(GameConfig(players=4), 3)
    view = state.view(0)
    assert type(view) is PlayerView and all(type(p) is PublicPlayer for p in view.table)
    rebuilt = PlayerView(*(getattr(view, f.name) for f in dataclasses.fields(PlayerView)))
    assert rebuilt == view and hash(rebuilt) == hash(view)
    assert pickle.loads(pickle.dumps(view)) == view  # views cross to bot processes
    while not state.game_over:
        state.apply(state.legal_actions()[0], events=False)
    assert state.scores is not None
    for b in state.scores:
        assert type(b) is ScoreBreakdown
        assert ScoreBreakdown(*(getattr(b, f.name) for f in dataclasses.fields(ScoreBreakdown))) == b


def test_every_view_of_a_game_has_every_field_and_stays_frozen() -> None:
    # `make_view` stores the slots one by one (`slot_shell`): a field it forgot would be unset
    state = new_game(GameConfig(players=5), 8)
    rng = random.Random(8)
    seen = 0
    while not state.game_over:
        for seat in range(5):
            view = state.view(seat)
            values = [getattr(view, f.name) for f in dataclasses.fields(PlayerView)]
            assert PlayerView(*values) == view
            for p in view.table:
                assert PublicPlayer(*(getattr(p, f.name) for f in dataclasses.fields(PublicPlayer))) == p
            seen += 1
        state.apply(rng.choice(state.legal_actions()), events=False)
    assert seen > 100
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.table[0].gold = 99  # type: ignore[misc]
