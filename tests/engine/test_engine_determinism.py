"""Determinism: same seed + same actions -> same state and events; replay; independent clones."""

from __future__ import annotations

import random

import pytest
from engine_testlib import random_game, random_state, snapshot

from citadels.engine import (
    RULESETS,
    GameConfig,
    action_from_dict,
    action_to_dict,
    new_game,
    new_game_with_events,
    replay,
)
from citadels.engine.events import Event


def _play_with_events(players: int, seed: int, ruleset: str = "classic") -> tuple[object, list[Event]]:
    s, events = new_game_with_events(GameConfig(players=players, ruleset=ruleset), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed + 1)
    while not s.game_over:
        events += s.apply(rnd.choice(s.legal_actions()))
    return snapshot(s), events


@pytest.mark.parametrize("players", range(2, 8))
def test_determinism_same_seed_same_actions_same_state_and_events(players: int) -> None:
    a = _play_with_events(players, 100 + players)
    b = _play_with_events(players, 100 + players)
    assert a == b
    c = _play_with_events(players, 200 + players)
    assert a[0] != c[0]


@pytest.mark.parametrize(("players", "ruleset"), [(p, rs) for p in range(2, 8) for rs in RULESETS])
def test_determinism_replay_reproduces_a_random_game(players: int, ruleset: str) -> None:
    s, actions = random_game(players, 7 * players, ruleset)
    assert s.history == actions
    r = replay(GameConfig(players=players, ruleset=ruleset), 7 * players, actions)  # type: ignore[arg-type]
    assert snapshot(r) == snapshot(s)
    assert r.scores == s.scores and r.winner == s.winner


def test_determinism_replay_through_saved_actions() -> None:
    s, actions = random_game(5, 77)
    saved = [action_to_dict(a) for a in actions]
    r = replay(GameConfig(players=5), 77, [action_from_dict(d) for d in saved])
    assert snapshot(r) == snapshot(s)


def test_determinism_events_flag_does_not_change_the_game() -> None:
    s1 = new_game(GameConfig(players=4), 5)
    s2 = new_game(GameConfig(players=4), 5)
    rnd = random.Random(5)
    while not s1.game_over:
        a = rnd.choice(s1.legal_actions())
        s1.apply(a)
        s2.apply(a, events=False)
        assert snapshot(s1) == snapshot(s2)


def _without_history(snap: tuple[object, ...]) -> tuple[object, ...]:
    return tuple(item for item in snap if item[0] != "history")  # type: ignore[index]


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_clone_equals_then_is_independent(players: int) -> None:
    for steps in (0, 3, 25, 90, 200):
        s = random_state(players, steps, steps)
        if s.game_over:
            continue
        before = snapshot(s)
        c = s.clone(keep_history=True)
        assert snapshot(c) == before
        assert _without_history(snapshot(s.clone())) == _without_history(before)
        # playing on the clone leaves the original untouched
        rnd = random.Random(steps)
        while not c.game_over:
            c.apply(rnd.choice(c.legal_actions()))
        assert snapshot(s) == before
        # and the other way round
        c2 = s.clone(keep_history=True)
        c2_before = snapshot(c2)
        rnd = random.Random(steps + 1)
        for _ in range(40):
            if s.game_over:
                break
            s.apply(rnd.choice(s.legal_actions()))
        assert snapshot(c2) == c2_before


def test_clone_lists_are_not_shared() -> None:
    s = random_state(4, 3, 60)
    before = snapshot(s)
    c = s.clone()
    c.deck.pop()
    c.players[0].hand.append(c.players[1].hand.pop() if c.players[1].hand else c.deck.pop())
    c.players[2].city.append(c.deck.pop())
    c.players[2].kinds.add(c.players[2].city[-1].kind)
    c.players[3].chars.append(9)
    c.holder[1] = 3
    c.facedown.append(9)
    c.facedown_known[0].append(9)
    c.offered[0].append((9,))
    c.revealed.append(9)
    c.pile.append(9)
    c.faceup.append(9)
    c.drawn.append(c.deck.pop())
    c.aside.append(c.deck.pop())
    c.rng.next64()
    assert snapshot(s) == before


def test_clone_plays_the_same_as_the_original() -> None:
    s = random_state(6, 8, 40)
    c = s.clone()
    rnd1, rnd2 = random.Random(3), random.Random(3)
    while not s.game_over:
        a = rnd1.choice(s.legal_actions())
        assert a == rnd2.choice(c.legal_actions())
        assert s.apply(a) == c.apply(a)
    assert _without_history(snapshot(s)) == _without_history(snapshot(c))
