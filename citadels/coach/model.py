"""The coach's result: the chances after every action, the turning points and the costly choices.

Plain frozen dataclasses (they cross the pipe from the analysis process pickled). Nothing here is
worded: a turning point is a key and parameters, a costly choice two engine actions and the Hard
bot's `Reason`; `citadels.text.coach_words` turns them into sentences in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from citadels.ai.base import Reason
from citadels.engine import Action

#: Bumped whenever the analysis changes what it finds or how it is kept: a stored result of another
#: version is redone. 2: the kept file names its save (`store.Stored.save`). 4: the chances know who
#: plays and keep a steady horizon; turning points are lasting decisions, never reveals; a costly choice
#: is measured again in fresh worlds, charged once per better move, within the turn's loss, with its interval.
#: 5: near-ties are not charged (the interval must clear `mistakes.TIE_MARGIN`; no first-round character
#: choice); a sure cost above the turn's loss is cut to it; a seat with little chance is charged a share of it.
#: 6: a seat's strength fades with the game's progress as `chances.STRENGTH_FADE`, no longer linearly.
#: 7: after a character pick the graph moves `chances.DRAFT_GAIN` of the way to the new estimate.
ANALYSIS_VERSION = 7

Chances = tuple[float, ...]

#: Why a saved game's analysis stops before its end (`PartialGame.problem`), or "unfinished".
STOPS = ("torn", "damaged", "refused", "digest")


@dataclass(frozen=True)
class Step:
    """The position after one action."""

    index: int  # 1-based action number: the review's step (the state after this action)
    seat: int  # who acted
    round: int  # the round the action was played in
    chances: Chances  # each seat's chance of winning after it (sums to 1)


@dataclass(frozen=True)
class TurningPoint:
    """An action that moved the chances a lot, as a key and parameters (see `turning.KEYS`)."""

    index: int
    seat: int
    round: int
    key: str
    params: Mapping[str, int | str]
    action: Action
    before: Chances
    after: Chances
    swing: float  # half the sum of the changes: the share of winning chance that moved
    gainer: int  # the seat whose chance rose most
    loser: int  # the seat whose chance fell most


@dataclass(frozen=True)
class Mistake:
    """A decision where the Hard search, from the player's own view, found a clearly better choice.
    `cost` is what it is charged: the search's estimate, at most what the turn cost the player."""

    index: int  # the action that was the choice (review step `index` shows its result)
    seat: int
    round: int
    played: Action
    better: Action
    cost: float  # the estimated loss in chance of winning (0..1)
    stderr: float  # standard error of `cost` (paired over the same sampled worlds)
    worlds: int  # the sampled worlds both choices were played in
    reason: Reason  # why `better` is better, as the Hint says it
    low: float = 0.0  # the cost's interval: plus or minus `mistakes.Z` standard errors, above 0
    high: float = 0.0  # and never above what the turn cost the player


@dataclass(frozen=True)
class Analysis:
    """The analysis of one game (or as much of it as is done: see `complete`)."""

    version: int
    players: int
    names: tuple[str, ...]
    humans: tuple[int, ...]
    characters: tuple[str, ...]  # the line-up's names: rank r is characters[r - 1]
    total_actions: int  # actions in the game (as far as its file could be read)
    start: Chances  # at the deal
    steps: tuple[Step, ...]  # one per action analysed so far, in order
    turning_points: tuple[TurningPoint, ...]
    mistakes: Mapping[int, tuple[Mistake, ...]]  # seat -> its costly choices, costliest first
    mistake_seats: tuple[int, ...]  # the seats whose decisions are examined
    chances_done: bool
    mistakes_done: bool
    game_over: bool  # the game reached its end
    problem: str | None = None  # why the file stops early (`STOPS`), None when it does not
    problem_detail: str = ""
    examined: int = 0  # decisions searched so far
    to_examine: int = 0  # decisions to search in all
    extra: Mapping[str, object] = field(default_factory=dict)  # timings, for benchmarks and logs

    @property
    def complete(self) -> bool:
        return self.chances_done and self.mistakes_done

    @property
    def partial(self) -> bool:
        """The game it covers is not a whole game: the file stops early, or the game was not finished."""
        return self.problem is not None or not self.game_over

    def chances_at(self, step: int) -> Chances:
        """The chances at review step `step` (0: the deal), clamped to what is analysed."""
        if step <= 0 or not self.steps:
            return self.start
        return self.steps[min(step, len(self.steps)) - 1].chances

    def mistakes_of(self, seat: int) -> tuple[Mistake, ...]:
        return tuple(self.mistakes.get(seat, ()))
