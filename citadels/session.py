"""One game being played in the app: the engine state, the seats and everything that happened.

The UI never touches the `GameState`: it reads views (`view(seat)`), asks what is legal
(`legal(seat)`) and changes the game only through `submit(seat, action)`, the one door, or takes
actions back with `rewind(keep)` (the solo undo). The session keeps the full (unredacted) event
history; whoever shows it must redact it for its viewer. `GameSession.replayed` rebuilds a session
from its seed and actions (a loaded save, a rewind) with the engine's one replay, `replay_steps`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from citadels.engine import (
    Action,
    Decision,
    Event,
    GameConfig,
    GameState,
    PlayerView,
    Refusal,
    ReplayStep,
    Ruleset,
    ScoreBreakdown,
    new_game_with_events,
    replay_steps,
    tie_break_decided,
)
from citadels.engine.config import RANDOM_2016, draw_2016_uniques
from citadels.engine.errors import NotYourDecisionError
from citadels.text.safetext import BotName, PlayerName

Controller = Literal["human", "bot"]

#: one recorded move to replay: the seat, the action and the bot's reason (None for a human's move)
Move = tuple[int, Action, object | None]


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat at the table: a name, who plays it and, for bots, which bot. Read from a file (a saved
    game, the settings' last setup), the name is made as the new-game screen would have made it
    (`citadels.text.safetext.player_name`) and the bot's name printable and short (`safetext.bot_name`: a
    bot this version does not have is still named in the notice that says so); neither is part of
    the game's state, so a save still replays."""

    name: PlayerName
    controller: Controller
    bot: BotName = "medium"

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
    uniques: str = "all"  # `all` or the unique districts by name, comma-separated (engine.GameConfig.uniques)

    @property
    def players(self) -> int:
        return len(self.seats)

    def resolved(self, seed: int) -> GameSetup:
        """This setup as the game dealt from `seed` plays it: a `random-2016` deck becomes the 14
        unique districts drawn (RULES.md §9.8), so a save names its deck."""
        if self.uniques != RANDOM_2016:
            return self
        return replace(self, uniques=",".join(draw_2016_uniques(seed)))

    def config(self) -> GameConfig:
        return GameConfig(
            players=len(self.seats),
            ruleset=self.ruleset,
            crown=self.crown,
            characters=self.characters,  # type: ignore[arg-type]
            uniques=self.uniques,  # type: ignore[arg-type]
        )


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One accepted action: who, what, why, and the events it caused.

    The session keeps one per action in `GameSession.actions`, in order; with the events in
    `GameSession.history` they are the whole game (a save file stores exactly this list). `reason`
    is the bot's full `Reason`, private to that bot while the game is on: show `reason.public()`
    until the game is over. The events are ``history[first_event : first_event + events]``.
    """

    seat: int
    action: Action
    first_event: int
    events: int
    reason: object | None = None  # the bot's `citadels.ai.Reason`, when a bot gave one

    def anchor(self, history: Sequence[Event]) -> int:
        """The index of the event that is this action itself (its reason is shown under it): the
        first event of the acting seat, else the first event the action caused (-1: it caused none)."""
        if self.events <= 0:
            return -1
        for i in range(self.first_event, self.first_event + self.events):
            e = history[i]
            if getattr(e, "seat", getattr(e, "robber", None)) == self.seat:
                return i
        return self.first_event


def reasons_by_event(
    actions: Sequence[ActionRecord], history: Sequence[Event], start: int = 0
) -> dict[int, list[tuple[object, int]]]:
    """Each bot reason placed under the event of its own action: {event index: [(reason, seat)]},
    for events from `start` on. An action that shows nothing by itself (one card picked for the
    Magician's exchange) has its reason under the event that completes it, once."""
    placed: dict[int, list[tuple[object, int]]] = {}
    partial: set[tuple[int, int]] = (
        set()
    )  # (anchor, seat) holding the reason of an action that showed nothing
    for record in actions:
        if record.reason is None:
            continue
        anchor = record.anchor(history)
        if anchor < 0:
            anchor = record.first_event
        if not start <= anchor < len(history):
            continue
        here = placed.setdefault(anchor, [])
        mine = [i for i, (_r, seat) in enumerate(here) if seat == record.seat]
        if record.events == 0:  # shows nothing by itself: its reason stands in for the completing one's
            if not mine:
                here.append((record.reason, record.seat))
                partial.add((anchor, record.seat))
            continue
        if (anchor, record.seat) in partial:  # the completing action's reason replaces it, once
            partial.discard((anchor, record.seat))
            here[mine[-1]] = (record.reason, record.seat)
        elif (record.reason, record.seat) not in here:
            here.append((record.reason, record.seat))
    return placed


@dataclass
class GameSession:
    """A game in progress. Construct with a `GameSetup`; `state` is for tests and scenarios only."""

    setup: GameSetup
    state: GameState | None = None
    history: list[Event] = field(default_factory=list)  # every event, unredacted
    actions: list[ActionRecord] = field(default_factory=list)  # every accepted action, in order
    seed: int = 0
    #: called with the session after each accepted action (the autosave listens here)
    listeners: list[Callable[[GameSession], None]] = field(default_factory=list, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.state is None:
            seed = self.setup.seed if self.setup.seed is not None else random.SystemRandom().randrange(2**31)
            self.seed = seed
            self.setup = self.setup.resolved(seed)  # a random 2016 deck: the one drawn
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

    @classmethod
    def replayed(
        cls,
        setup: GameSetup,
        seed: int,
        moves: Sequence[Move],
        on_step: Callable[[ReplayStep], None] | None = None,
    ) -> GameSession:
        """The session of `setup` dealt from `seed` and played through `moves`, each replayed through
        the engine (`engine.replay_steps`): its state, every event and an `ActionRecord` per move, with
        the move's reason. Raises the engine's `ReplayError` (naming the move) when the rules refuse
        one; `on_step` sees each step (the deal first) and may raise to stop the replay. Either way
        nothing is returned half-built."""
        history: list[Event] = []
        records: list[ActionRecord] = []
        state: GameState | None = None
        for step in replay_steps(setup.config(), seed, [(seat, action) for seat, action, _r in moves]):
            if on_step is not None:
                on_step(step)
            state = step.state
            if step.n:
                seat, action, reason = moves[step.n - 1]
                records.append(ActionRecord(seat, action, len(history), len(step.events), reason))
            history.extend(step.events)
        assert state is not None
        return cls(setup, state=state, history=history, actions=records)

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

    def why_not(self, seat: int, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now (`GameState.why_not`; None when it may)."""
        return self._s.why_not(action, seat)

    # ------------------------------------------------------------------ the one door
    def submit(self, seat: int, action: Action, *, reason: object | None = None) -> list[Event]:
        """Apply `action` for `seat`. Raises the engine's `IllegalActionError` (state unchanged)."""
        s = self._s
        if seat != s.to_move:
            raise NotYourDecisionError(action, f"seat {s.to_move} owes the decision, not seat {seat}")
        events = s.apply(action, seat=seat)
        first = len(self.history)
        self.history.extend(events)
        self.actions.append(ActionRecord(seat, action, first, len(events), reason))
        for listener in tuple(self.listeners):
            listener(self)
        return events

    # ------------------------------------------------------------------ taking actions back
    def rewind(self, keep: int) -> None:
        """Take back every action after the first `keep` (the solo undo): the game is replayed from
        its seed through those (`replayed`) and the state, the events and the actions become what
        they were then; the listeners are not told (the autosave is rewritten by whoever rewinds).
        Raises `ReplayError` and changes nothing when the actions do not replay (a hand-built
        scenario has no seed to replay from)."""
        if not 0 <= keep <= len(self.actions):
            raise ValueError(f"cannot keep {keep} of {len(self.actions)} actions")
        moves = [(record.seat, record.action, record.reason) for record in self.actions[:keep]]
        again = GameSession.replayed(self.setup, self.seed, moves)
        self.state = again.state
        self.history[:] = again.history
        self.actions[:] = again.actions

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
        return scores is not None and bool(scores) and tie_break_decided(list(scores))
