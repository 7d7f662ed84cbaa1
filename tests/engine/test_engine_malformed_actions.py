"""Malformed actions (wrong field types, not actions at all, bad JSON forms) are refused at the door
with `MalformedActionError` and leave the state exactly as it was — for every action class, including
ones added later, because the check is derived from each class's own field annotations."""

from __future__ import annotations

import dataclasses
import json
import typing

import pytest
from engine_testlib import random_state, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import (
    ACTION_TYPES,
    Build,
    Decision,
    DistrictType,
    GameConfig,
    GameState,
    IllegalActionError,
    Murder,
    PickCharacter,
    Rob,
    TakeIncome,
    action_from_dict,
    action_to_dict,
    new_game,
)
from citadels.engine.action_check import check_action, field_checks
from citadels.engine.errors import MalformedActionError, NoSuchSeatError

WRONG = [None, "3", 2.0, 2.5, True, [2], (2,), {"rank": 2}, b"2", float("nan")]


def _state_at(decision: Decision, players: int = 4) -> GameState:
    for seed in range(200):
        for steps in range(0, 300, 3):
            s = random_state(players, seed, steps)
            if s.decision == decision:
                return s
    raise AssertionError(f"no state with decision {decision}")


def _assert_refused(s: GameState, action: object) -> None:
    before = snapshot(s)
    with pytest.raises(MalformedActionError) as info:
        s.apply(action)  # type: ignore[arg-type]
    assert info.value.reason
    assert snapshot(s) == before, f"{action!r} changed the state"


def test_the_fuzzing_findings_are_refused_and_change_nothing() -> None:
    s = new_game(GameConfig(players=4), 3)
    assert s.decision == Decision.DRAFT_PICK
    _assert_refused(s, PickCharacter(2.0))  # type: ignore[arg-type]
    assert 2 in s.pile or 2 in s.faceup or 2 in s.facedown  # the character is not lost
    main = _state_at(Decision.MAIN)
    _assert_refused(main, Murder(4.0))  # type: ignore[arg-type]
    _assert_refused(main, Rob(2.5))  # type: ignore[arg-type]
    _assert_refused(main, Build(None))  # type: ignore[arg-type]
    _assert_refused(main, TakeIncome(2))  # type: ignore[arg-type]


@pytest.mark.parametrize("cls", [c for c in ACTION_TYPES if dataclasses.fields(c)])
@pytest.mark.parametrize("bad", WRONG, ids=repr)
def test_every_field_of_every_action_refuses_the_wrong_type(cls: type, bad: object) -> None:
    s = _state_at(Decision.MAIN)
    for target in dataclasses.fields(cls):
        kwargs = {f.name: bad if f.name == target.name else _good(f.name) for f in dataclasses.fields(cls)}
        if _declared_type_admits(cls, target.name, bad):
            continue  # e.g. None for an optional field (the Artist's second district), True for a flag
        _assert_refused(s, cls(**kwargs))


def _declared_type_admits(cls: type, name: str, value: object) -> bool:
    hint = typing.get_type_hints(cls)[name]
    if typing.get_origin(hint) is tuple:  # a tuple of ints (the cards paid into a Thieves' Den)
        return type(value) is tuple and all(type(v) is int for v in value)
    allowed = typing.get_args(hint) or (hint,)
    if typing.get_origin(hint) is tuple:  # a tuple of ids (the Cardinal's cards given)
        return type(value) is tuple and all(type(v) in allowed for v in value)
    return type(value) in allowed  # exact types: a bool is no int, a float no int


def _good(name: str) -> object:
    if name == "given":  # the Cardinal's cards given
        return (2,)
    return DistrictType.TRADE if name == "school_type" else 1


def test_not_actions_and_bad_json_forms() -> None:
    s = new_game(GameConfig(players=3), 9)
    for bogus in (None, "EndTurn", 3, object(), [PickCharacter(1)], PickCharacter):
        _assert_refused(s, bogus)
    for data in (
        None,
        [],
        "Build",
        {},
        {"type": None},
        {"type": "Nope"},
        {"type": "Build"},
        {"type": "Build", "card": None},
        {"type": "Build", "card": "3"},
        {"type": "Build", "card": 3.0},
        {"type": "Build", "card": True},
        {"type": "Build", "card": 3, "extra": 1},
        {"type": "TakeIncome", "school_type": 99},
        {"type": "TakeIncome", "school_type": "TRADE"},
        {"type": "Destroy", "seat": 1},
        {"type": "Destroy", "seat": [1], "card": 2},
    ):
        with pytest.raises(MalformedActionError):
            action_from_dict(data)


def test_json_round_trip_of_every_interned_action() -> None:
    from citadels.engine import actions

    for name in dir(actions):
        value = getattr(actions, name)
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            for a in item if isinstance(item, tuple) else (item,):
                if type(a) in ACTION_TYPES:
                    back = action_from_dict(json.loads(json.dumps(action_to_dict(a))))
                    assert back == a and type(back) is type(a)
                    check_action(back)


def test_views_of_seats_that_do_not_exist_are_refused() -> None:
    s = new_game(GameConfig(players=4), 1)
    for seat in (-1, 4, 99, 1.0, None, "0", True):
        with pytest.raises(NoSuchSeatError):
            s.view(seat)  # type: ignore[arg-type]
    assert s.view(3).seat == 3


def test_a_new_action_class_is_checked_with_no_extra_code() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Navigate:
        gold: bool
        cards: tuple[int, ...]
        target: int | None = None

    checks = {name for name, _, _ in field_checks(Navigate)}
    assert checks == {"gold", "cards", "target"}
    check_action(Navigate(True, (1, 2)))
    for bad in (Navigate(1, (1,)), Navigate(True, [1]), Navigate(True, (1.0,)), Navigate(True, (), "x")):  # type: ignore[arg-type]
        with pytest.raises(MalformedActionError):
            check_action(bad)


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 100) | st.floats() | st.text(max_size=5),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=6), kids, max_size=3),
    max_leaves=6,
)
_type_names = st.sampled_from([c.__name__ for c in ACTION_TYPES] + ["Nope", ""])
_field_names = st.sampled_from(["rank", "card", "seat", "school_type", "x"])


@st.composite
def _action_dicts(draw: st.DrawFn) -> object:
    if draw(st.integers(0, 9)) == 0:
        return draw(_json)
    data: dict[str, object] = {"type": draw(_type_names)}
    for name in draw(st.lists(_field_names, max_size=3, unique=True)):
        data[name] = draw(_json)
    return data


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 7), st.integers(0, 10**6), st.integers(0, 300), st.lists(_action_dicts(), max_size=12))
def test_fuzzed_json_actions_are_applied_or_refused_with_the_engine_error(
    players: int, seed: int, steps: int, forms: list[object]
) -> None:
    s = random_state(players, seed, steps)
    for data in forms:
        before = snapshot(s)
        try:
            action = action_from_dict(data)
            legal = s.legal_actions()
            s.apply(action)
        except IllegalActionError as err:
            assert type(err) is not IllegalActionError
            assert snapshot(s) == before
        else:
            assert action in legal
