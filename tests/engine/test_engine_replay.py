"""The one replay (`replay_steps`): the deal, then the game after each action, the same game as the one
played; an action the rules refuse stops it with a `ReplayError` that names the action, its place and
the rule's reason, and the steps before it are the game up to there."""

from __future__ import annotations

import pytest
from engine_testlib import random_game, snapshot

from citadels.engine import (
    EndTurn,
    GameConfig,
    IllegalActionError,
    ReplayError,
    new_game,
    new_game_with_events,
    replay,
    replay_steps,
)
from citadels.engine.errors import NotYourDecisionError


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_steps_are_the_deal_then_the_game_after_each_action(players: int) -> None:
    config = GameConfig(players=players)
    played, actions = random_game(players, 30 + players)
    seen = []
    for step in replay_steps(config, 30 + players, [(None, a) for a in actions]):
        seen.append((step.n, step.action, step.state.digest()))
    deal, dealt = new_game_with_events(config, 30 + players)
    assert seen[0] == (0, None, deal.digest())
    assert [a for _n, a, _d in seen[1:]] == actions and [n for n, _a, _d in seen] == list(
        range(len(actions) + 1)
    )
    again = new_game(config, 30 + players)
    for (_n, action, digest), expected in zip(seen[1:], actions, strict=True):
        again.apply(expected, events=False)
        assert action == expected and digest == again.digest()
    assert seen[-1][2] == played.digest()
    assert snapshot(replay(config, 30 + players, actions)) == snapshot(played)


def test_the_steps_carry_the_events_and_the_seat_of_each_action() -> None:
    config = GameConfig(players=3)
    _played, actions = random_game(3, 5)
    live, events = new_game_with_events(config, 5)
    steps = iter(replay_steps(config, 5, [(None, a) for a in actions]))
    assert next(steps).events == events and next(replay_steps(config, 5, [], events=False)).events == []
    for step in steps:
        seat = live.to_move
        assert step.seat == seat and step.events == live.apply(step.action, seat=seat)  # type: ignore[arg-type]


def test_a_refused_action_is_named_with_its_place_seat_and_reason() -> None:
    config = GameConfig(players=4)
    _played, actions = random_game(4, 9)
    moves: list[tuple[int | None, object]] = [(None, a) for a in actions[:12]]
    state = new_game(config, 9)
    for a in actions[:12]:
        state.apply(a, events=False)
    seat_before = state.to_move
    moves.append(((seat_before + 1) % 4, actions[12]))  # the 13th action recorded for the wrong seat
    moves.extend((None, a) for a in actions[13:20])
    reached = []
    with pytest.raises(ReplayError) as info:
        for step in replay_steps(config, 9, moves):  # type: ignore[arg-type]
            reached.append(step.state.digest())
    error = info.value
    assert isinstance(error, IllegalActionError) and isinstance(error.cause, NotYourDecisionError)
    assert (error.index, error.seat, error.action) == (13, (seat_before + 1) % 4, actions[12])
    assert str(error).startswith(f"action 13 of the replay ({actions[12]!r}, seat {(seat_before + 1) % 4})")
    assert error.cause.reason in str(error)
    assert len(reached) == 13 and reached[-1] == state.digest()  # the deal and the 12 good actions


def test_an_action_that_is_no_action_is_refused_by_the_replay_too() -> None:
    with pytest.raises(ReplayError) as info:
        replay(GameConfig(players=3), 1, ["Build(card=3)"])  # type: ignore[list-item]
    assert info.value.index == 1 and "not a Citadels action" in str(info.value)
    with pytest.raises(ReplayError) as info:
        replay(GameConfig(players=3), 1, [EndTurn()])  # no turn to end during the selection
    assert info.value.index == 1
