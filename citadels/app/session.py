"""One game being played in the app: the engine state, the seats and everything that happened.

The UI never touches the `GameState`: it reads views (`view(seat)`), asks what is legal
(`legal(seat)`) and changes the game only through `submit(seat, action)`, the one door. The session
keeps the full (unredacted) event history; whoever shows it must redact it for its viewer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from citadels.engine import (
    Action,
    Decision,
    Event,
    GameConfig,
    GameState,
    PlayerView,
    Ruleset,
    ScoreBreakdown,
    new_game_with_events,
    tie_break_decided,
)
from citadels.engine.errors import NotYourDecisionError

Controller = Literal["human", "bot"]


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat at the table: a name, who plays it and, for bots, which bot."""

    name: str
    controller: Controller
    bot: str = "medium"

    @property
    def is_human(self) -> bool:
        return self.controller == "human"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything the new-game screen decides. `seed` None: a fresh random seed per session."""

    seats: tuple[SeatSetup, ...]
    ruleset: Ruleset = "classic"
    seed: int | None = None
    crown: int | None = None
    characters: str = "classic"  # a preset or names per rank (engine.GameConfig.characters)

    @property
    def players(self) -> int:
        return len(self.seats)

    def config(self) -> GameConfig:
        return GameConfig(
            players=len(self.seats), ruleset=self.ruleset, crown=self.crown, characters=self.characters  # type: ignore[arg-type]
        )


@dataclass(frozen=True, slots=True)
class Submitted:
    """One accepted action, with the events it caused (indices into `GameSession.history`)."""

    seat: int
    action: Action
    first_event: int
    events: int
    reason: object | None = None  # the bot's `Reason`, when a bot gave one


@dataclass
class GameSession:
    """A game in progress. Construct with a `GameSetup`; `state` is for tests and scenarios only."""

    setup: GameSetup
    state: GameState | None = None
    history: list[Event] = field(default_factory=list)
    actions: list[Submitted] = field(default_factory=list)
    seed: int = 0

    def __post_init__(self) -> None:
        if self.state is None:
            seed = self.setup.seed if self.setup.seed is not None else random.SystemRandom().randrange(2**31)
            self.seed = seed
            self.state, events = new_game_with_events(self.setup.config(), seed)
            self.history.extend(events)
        else:
            self.seed = self.state.seed
            if self.state.rules.players != len(self.setup.seats):
                raise ValueError(
                    f"the state has {self.state.rules.players} seats but the setup names {len(self.setup.seats)}"
                )

    # ------------------------------------------------------------------ construction helpers
    @classmethod
    def from_state(cls, setup: GameSetup, state: GameState, events: Sequence[Event] = ()) -> GameSession:
        """A session around an existing state (a scenario, a loaded game)."""
        return cls(setup, state=state, history=list(events))

    # ------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return len(self.setup.seats)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.setup.seats)

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < self.players and self.setup.seats[seat].is_human

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.setup.seats) if s.is_human)

    # ------------------------------------------------------------------ reading
    @property
    def _s(self) -> GameState:
        assert self.state is not None
        return self.state

    @property
    def to_move(self) -> int:
        return self._s.to_move

    @property
    def decision(self) -> Decision:
        return self._s.decision

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def game_over(self) -> bool:
        return self._s.game_over

    def view(self, seat: int) -> PlayerView:
        return self._s.view(seat)

    def public_view(self) -> PlayerView:
        """What a spectator may see: a view whose private parts (hand, characters) are not shown.

        The engine has no spectator view, so this is seat 0's view; callers must not show its
        private fields (`hand`, `my_characters`, `pile`, `drawn`, `aside`, `known_facedown`)."""
        return self._s.view(0)

    def legal(self, seat: int) -> list[Action]:
        """The legal actions of `seat` (empty when it owes no decision)."""
        s = self._s
        if s.game_over or seat != s.to_move:
            return []
        return list(s.legal_actions())

    # ------------------------------------------------------------------ the one door
    def submit(self, seat: int, action: Action, *, reason: object | None = None) -> list[Event]:
        """Apply `action` for `seat`. Raises the engine's `IllegalActionError` (state unchanged)."""
        s = self._s
        if seat != s.to_move:
            raise NotYourDecisionError(action, f"seat {s.to_move} owes the decision, not seat {seat}")
        events = s.apply(action, seat=seat)
        first = len(self.history)
        self.history.extend(events)
        self.actions.append(Submitted(seat, action, first, len(events), reason))
        return events

    # ------------------------------------------------------------------ the end
    @property
    def scores(self) -> list[ScoreBreakdown]:
        return list(self._s.scores or [])

    @property
    def winner(self) -> int:
        return self._s.winner

    @property
    def tie_break_decided(self) -> bool:
        """True when the winner was decided by the Classic tie-break (highest character)."""
        scores = self._s.scores
        return bool(scores) and tie_break_decided(list(scores))
