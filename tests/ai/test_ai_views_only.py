"""Bots only ever receive a seat's `PlayerView`, and nothing reachable from a view is game state."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import Enum

import pytest
from ailib import random_states

from citadels.ai import make_bot
from citadels.engine import Action, GameConfig, GameState, Player, PlayerView, Rng, new_game
from citadels.engine.determinize import sample_state
from citadels.engine.rng import Rng as EngineRng


def reachable(obj: object, seen: set[int] | None = None) -> list[object]:
    """Every object reachable from `obj` through attributes, slots and containers."""
    seen = set() if seen is None else seen
    out: list[object] = []
    stack = [obj]
    while stack:
        x = stack.pop()
        if id(x) in seen or isinstance(x, str | int | float | bool | bytes | type(None) | Enum):
            continue
        seen.add(id(x))
        out.append(x)
        if isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list | tuple | set | frozenset):
            stack.extend(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            stack.extend(getattr(x, f.name) for f in dataclasses.fields(x))
        else:
            for name in getattr(type(x), "__slots__", ()):
                if hasattr(x, name):
                    stack.append(getattr(x, name))
            if hasattr(x, "__dict__"):
                stack.extend(vars(x).values())
    return out


def assert_pure_view(view: object) -> None:
    assert type(view) is PlayerView
    for x in reachable(view):
        assert not isinstance(x, GameState | Player | EngineRng), f"a view reaches {type(x).__name__}"


class Guard:
    """Wraps a bot: checks every argument it receives before passing it on."""

    def __init__(self, bot: object) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", "?")
        self.needs_view = True
        self.watches: bool = bot.watches  # type: ignore[attr-defined]
        self.last_reason = None
        self.calls = 0
        self.watched = 0

    def choose(self, view: object, legal: Sequence[Action]) -> Action:
        assert_pure_view(view)
        assert isinstance(legal, list | tuple)
        for a in legal:
            assert not isinstance(a, GameState)
        self.calls += 1
        action = self.bot.choose(view, legal)  # type: ignore[attr-defined]
        self.last_reason = self.bot.last_reason  # type: ignore[attr-defined]
        return action

    def watch(self, view: object) -> None:
        assert_pure_view(view)
        self.watched += 1
        self.bot.watch(view)  # type: ignore[attr-defined]


class SealedState:
    """The state, instrumented: the only thing a driver may hand to a bot is `view(seat)`."""

    def __init__(self, state: GameState) -> None:
        self._state = state
        self.handed: list[type] = []

    def view(self, seat: int) -> PlayerView:
        v = self._state.view(seat)
        self.handed.append(type(v))
        return v


@pytest.mark.parametrize("players", [2, 4, 7])
def test_bots_get_only_views_in_whole_games(players: int) -> None:
    names = ["easy", "medium", "hard", "medium", "easy", "medium", "easy"][:players]
    state = new_game(GameConfig(players=players), 40 + players)
    state.history = None
    sealed = SealedState(state)
    bots = [Guard(make_bot(n, i, hard_iterations=1)) for i, n in enumerate(names)]
    while not state.game_over:
        seat = state.to_move
        legal = state.legal_actions()
        action = bots[seat].choose(sealed.view(seat), legal)
        assert action in legal
        state.apply(action, events=False)
        for other, bot in enumerate(bots):
            if bot.watches and other != state.to_move and not state.game_over:
                bot.watch(sealed.view(other))
    assert set(sealed.handed) == {PlayerView}
    assert all(b.calls > 0 for b in bots)
    assert all(b.watched > 0 for b in bots if b.watches)  # Hard watches every move of the others


def test_views_of_sampled_worlds_hold_no_state() -> None:
    for s in random_states(5, 10, seed=3):
        v = s.view(s.to_move if s.to_move >= 0 else 0)
        assert_pure_view(v)
        w = sample_state(v, Rng(1))
        assert_pure_view(w.view(v.seat))
