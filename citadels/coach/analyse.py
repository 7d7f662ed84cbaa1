"""The whole analysis of one game, step by step: chances after every action, then the turning points,
then the examined seats' decisions one at a time.

`analyse_steps` yields the analysis so far every `every` seconds (and after each part), so a caller can
show it filling in; `analyse` runs it to the end. Both are deterministic: the same game gives the same
result, whoever asks and however often it is looked at on the way.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

from citadels.engine import Event, GameState, replay_steps

from .chances import ChanceModel
from .mistakes import ITERATIONS, SeatCoach, mistake
from .model import ANALYSIS_VERSION, Analysis, Chances, Mistake, Step, TurningPoint
from .record import GameRecord, read_record
from .turning import pick_turning_points, turning_point

#: The work of one decision searched, in units of one action's chances (for the progress bar).
DECISION_WORK = 30.0

Progress = Callable[[float, Analysis], None]


class Replayed:
    """The game replayed once (the engine's `replay_steps`): the state before every action and the
    events each caused."""

    def __init__(self, record: GameRecord) -> None:
        self.before: list[GameState] = []
        self.events: list[list[Event]] = []
        self.rounds: list[int] = []
        state: GameState | None = None
        for step in replay_steps(record.setup.config(), record.seed, record.moves):
            if step.n:
                self.events.append(step.events)
            if step.n < len(record.moves):  # the next action is played from here
                self.before.append(step.state.clone())
                self.rounds.append(step.state.round)
            state = step.state
        assert state is not None
        self.final = state

    def after(self, k: int) -> GameState:
        """The state after the k-th action (1-based)."""
        return self.before[k] if k < len(self.before) else self.final


def examined_seats(record: GameRecord, all_seats: bool) -> tuple[int, ...]:
    seats = record.setup.seats
    return tuple(i for i, s in enumerate(seats) if all_seats or s.is_human)


def decisions_of(record: GameRecord, game: Replayed, seats: tuple[int, ...]) -> list[int]:
    """The actions (1-based) that were decisions of the examined `seats`: more than one legal action."""
    return [
        k for k, (seat, _a) in enumerate(record.moves, 1)
        if seat in seats and len(game.before[k - 1].legal_actions()) > 1
    ]  # fmt: skip


def analyse_steps(
    record: GameRecord, *, all_seats: bool = False, every: float = 0.25, iterations: int = ITERATIONS
) -> Iterator[tuple[float, Analysis]]:
    """(progress 0..1, the analysis so far), every `every` seconds and at the end of each part.
    `iterations`: the sampled worlds per decision searched (fewer in tests)."""
    game = Replayed(record)
    count = len(record.moves)
    seats = examined_seats(record, all_seats)
    decisions = decisions_of(record, game, seats)
    total_work = count + DECISION_WORK * len(decisions)
    n = record.setup.players
    model = ChanceModel()
    start = model.chances(game.before[0]) if count else model.chances(game.final)
    steps: list[Step] = []
    turning: list[TurningPoint] = []
    found: dict[int, list[Mistake]] = {seat: [] for seat in seats}
    examined = 0
    clock = time.perf_counter
    timings: dict[str, float] = {}

    def snapshot() -> Analysis:
        return Analysis(
            version=ANALYSIS_VERSION,
            players=n,
            names=tuple(s.name for s in record.setup.seats),
            humans=tuple(i for i, s in enumerate(record.setup.seats) if s.is_human),
            characters=tuple(c.name for c in game.final.rules.characters),
            total_actions=count,
            start=start,
            steps=tuple(steps),
            turning_points=tuple(turning),
            mistakes={
                seat: tuple(sorted(ms, key=lambda m: (-m.cost, m.index))) for seat, ms in found.items()
            },
            mistake_seats=seats,
            chances_done=len(steps) == count,
            mistakes_done=examined == len(decisions),
            game_over=game.final.game_over,
            problem=record.problem,
            problem_detail=record.problem_detail,
            examined=examined,
            to_examine=len(decisions),
            extra=dict(timings),
        )

    def progress() -> float:
        return min(1.0, (len(steps) + DECISION_WORK * examined) / max(1.0, total_work))

    began = last_yield = clock()
    for k, (seat, _action) in enumerate(record.moves, 1):
        steps.append(Step(k, seat, game.rounds[k - 1], model.chances(game.after(k))))
        if clock() - last_yield >= every:
            last_yield = clock()
            yield progress(), snapshot()
    timings["chances_seconds"] = round(clock() - began, 3)
    turning.extend(find_turning_points(record, game, start, steps))
    yield progress(), snapshot()

    began = clock()
    coaches = {seat: SeatCoach(record.seed, seat, iterations) for seat in seats}
    wanted = set(decisions)
    for k, (seat, action) in enumerate(record.moves, 1):
        state = game.before[k - 1]
        for other, watcher in coaches.items():
            if other != seat:  # a coach watches the table as its seat saw it, between its decisions
                watcher.watch(state.view(other))
        coach = coaches.get(seat)
        if coach is None:
            continue
        view = state.view(seat)
        if k not in wanted:
            coach.watch(view)
            continue
        judgement = coach.judge(view, state.legal_actions(), action)
        examined += 1
        if judgement is not None and judgement.is_mistake:
            found[seat].append(mistake(k, seat, game.rounds[k - 1], action, judgement))
        if clock() - last_yield >= every:
            last_yield = clock()
            yield progress(), snapshot()
    timings["mistakes_seconds"] = round(clock() - began, 3)
    yield 1.0, snapshot()


def find_turning_points(
    record: GameRecord, game: Replayed, start: Chances, steps: list[Step]
) -> list[TurningPoint]:
    """The turning points of a game whose chances are `start` and `steps`."""
    out = []
    for i in pick_turning_points(start, steps):
        k = i + 1
        before = steps[i - 1].chances if i > 0 else start
        last = k == len(steps) and game.final.game_over
        out.append(turning_point(steps[i], before, record.moves[i][1], game.events[i], game.before[i], last))
    return out


def analyse(
    record: GameRecord,
    *,
    all_seats: bool = False,
    progress: Progress | None = None,
    iterations: int = ITERATIONS,
) -> Analysis:
    """The whole analysis (`progress` is told each part as it is done)."""
    result: Analysis | None = None
    for done, result in analyse_steps(record, all_seats=all_seats, iterations=iterations):
        if progress is not None:
            progress(done, result)
    assert result is not None
    return result


def analyse_path(
    path: Path, *, all_seats: bool = False, progress: Progress | None = None, iterations: int = ITERATIONS
) -> Analysis:
    """The analysis of a saved game, as far as the file goes (a `SaveProblem` when it cannot be read)."""
    return analyse(read_record(path), all_seats=all_seats, progress=progress, iterations=iterations)
