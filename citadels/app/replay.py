"""A finished game, step by step, for the review: the engine state after each accepted action,
rebuilt by replaying the session's action list from its seed (the engine's `replay_steps`; never by
undoing anything).

Step 0 is the deal; step k is the state after the k-th action; the last step is the end of the game.
No pygame here: the review scene draws what this module says.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from citadels.engine import GameState, PlayerView, ReplayError, replay_steps
from citadels.engine.uniques import HOLDS_CARDS
from citadels.session import ActionRecord, GameSession


class NotThisGame(ValueError):
    """The action list does not replay to the game it was recorded from: the rules refuse one of its
    actions (the engine's `ReplayError` is the cause), or it ends elsewhere than the game did."""


@dataclass(frozen=True, slots=True)
class SeatAtStep:
    """Everything about one seat at one step, secrets included (the review is omniscient)."""

    seat: int
    gold: int
    hand: tuple[str, ...]  # district kind names, in hand order
    city: tuple[str, ...]
    characters: tuple[int, ...]  # the ranks this seat holds this round
    crown: bool
    drawn: tuple[str, ...] = ()  # cards drawn and not yet chosen from (only while choosing)
    adorned: tuple[bool, ...] = ()  # per district of `city`: it carries the Artist's gold
    stored: tuple[int, ...] = ()  # per district of `city`: the cards under it (the Museum, RULES.md §9.4)


class Replay:
    """The states of a finished session, one per step (built once: a few hundred clones)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.records: tuple[ActionRecord, ...] = tuple(session.actions)
        moves = [(record.seat, record.action) for record in self.records]
        self.states: list[GameState] = []
        try:
            for step in replay_steps(session.setup.config(), session.seed, moves, events=False):
                self.states.append(step.state.clone())
        except ReplayError as exc:
            raise NotThisGame(str(exc)) from exc
        final = session.state
        if final is not None and len(session.history) and self.states[-1].digest() != final.digest():
            raise NotThisGame(f"the replay of {len(self.records)} actions does not end in the game's state")
        #: the first step of each round (index r-1 for round r)
        self.round_starts: list[int] = []
        for k, s in enumerate(self.states):
            while len(self.round_starts) < s.round:
                self.round_starts.append(k)

    # ------------------------------------------------------------------ steps and rounds
    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def rounds(self) -> int:
        return len(self.round_starts)

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def state(self, step: int) -> GameState:
        return self.states[self.clamp(step)]

    def round_of(self, step: int) -> int:
        """The round at `step` (1-based; 0 before the first round starts)."""
        return bisect_right(self.round_starts, self.clamp(step))

    def round_start(self, rnd: int) -> int:
        if not self.round_starts:
            return 0
        return self.round_starts[max(1, min(self.rounds, rnd)) - 1]

    def next_round(self, step: int) -> int:
        """The start of the next round (the end of the game from the last round)."""
        rnd = self.round_of(step)
        return self.round_start(rnd + 1) if rnd < self.rounds else self.last

    def previous_round(self, step: int) -> int:
        """The start of this round, or of the one before when already at its start."""
        rnd = self.round_of(step)
        start = self.round_start(rnd)
        if step > start or rnd <= 1:
            return start
        return self.round_start(rnd - 1)

    def record(self, step: int) -> ActionRecord | None:
        """The action that led to `step` (None at the deal)."""
        step = self.clamp(step)
        return self.records[step - 1] if step > 0 else None

    def events_until(self, step: int) -> int:
        """How many of the session's events had happened at `step`."""
        step = self.clamp(step)
        if step == 0:
            return self.records[0].first_event if self.records else len(self.session.history)
        record = self.records[step - 1]
        if step == self.last:
            return len(self.session.history)
        return record.first_event + record.events

    # ------------------------------------------------------------------ what is on the table
    def views(self, step: int) -> list[PlayerView]:
        s = self.state(step)
        return [s.view(seat) for seat in range(s.rules.players)]

    def seats(self, step: int) -> list[SeatAtStep]:
        """Every seat with its hand and characters face up, read from each seat's own view."""
        out = []
        for view in self.views(step):
            me = view.table[view.seat]
            out.append(
                SeatAtStep(
                    seat=view.seat,
                    gold=me.gold,
                    hand=tuple(c.kind.name for c in view.hand),
                    city=tuple(c.kind.name for c in me.city),
                    characters=tuple(view.my_characters),
                    crown=view.crown == view.seat,
                    drawn=tuple(c.kind.name for c in view.drawn),
                    adorned=tuple(c.id in view.adorned for c in me.city),
                    stored=tuple(view.museum_count if c.kind is HOLDS_CARDS else 0 for c in me.city),
                )
            )
        return out
