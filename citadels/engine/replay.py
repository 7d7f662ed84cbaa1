"""Replaying a game: its configuration and seed, then each recorded action through the one door.

`replay_steps` is the package's one replay. The saves load with it (through
`session.GameSession.replayed`), the session's undo rewinds with it, the review and the coach read
their positions from it. It yields the deal first (step 0) and then the game after each action, so a
caller that needs the positions on the way (the review, the coach) clones the ones it keeps, and one
that needs only the end reads the last. An action the rules refuse where it stands stops it with a
`ReplayError` that names the action's place in the list, its seat and the rule's reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .actions import Action
from .config import GameConfig
from .errors import IllegalActionError
from .events import Event
from .game import GameState
from .setup import new_game, new_game_with_events


class ReplayError(IllegalActionError):
    """An action of a replayed list that the rules refuse where it stands: the list is not a game of
    this configuration and seed (a damaged save, a wrong record). `index` is the action's place in the
    list (1-based), `seat` who it was recorded for, `cause` the engine's refusal."""

    def __init__(self, index: int, seat: int, action: Action, cause: IllegalActionError) -> None:
        super().__init__(action, cause.reason)
        self.args = (f"action {index} of the replay ({action!r}, seat {seat}) is refused: {cause.reason}",)
        self.index = index
        self.seat = seat
        self.cause = cause


class ReplayStep(NamedTuple):
    """One step of a replay. Step `n` 0 is the deal (seat -1, no action, the set-up's events); step k
    the game after the k-th action. `state` is the replay's one live state, changed by the next step:
    clone it to keep it."""

    n: int
    seat: int
    action: Action | None
    events: list[Event]
    state: GameState


def replay_steps(
    config: GameConfig, seed: int, moves: Iterable[tuple[int | None, Action]], *, events: bool = True
) -> Iterator[ReplayStep]:
    """The game of `config` and `seed`, then after each of `moves` ((seat, action); seat None: whoever
    is to move), in order. `events` False skips building the events (the steps' lists are empty).
    Raises `ReplayError` at the first action the rules refuse; the steps before it were the game."""
    if events:
        state, dealt = new_game_with_events(config, seed)
    else:
        state, dealt = new_game(config, seed), []
    yield ReplayStep(0, -1, None, dealt, state)
    apply = state.apply
    for index, (seat, action) in enumerate(moves, 1):
        acting = state.to_move if seat is None else seat
        try:
            caused = apply(action, seat, events)
        except IllegalActionError as exc:
            raise ReplayError(index, acting, action, exc) from exc
        yield ReplayStep(index, acting, action, caused, state)


def replay(config: GameConfig, seed: int, actions: Iterable[Action]) -> GameState:
    """Seed plus the list of actions gives back exactly the same game (its last step's state)."""
    state: GameState | None = None
    for step in replay_steps(config, seed, ((None, action) for action in actions), events=False):
        state = step.state
    assert state is not None
    return state
