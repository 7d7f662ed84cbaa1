"""The whole analysis of one game, step by step: chances after every action, then the turning points,
then the examined seats' decisions one at a time.

`analyse_steps` yields the analysis so far every `every` seconds (and after each part), so a caller can
show it filling in; `analyse` runs it to the end. Both are deterministic: the same game gives the same
result, whoever asks and however often it is looked at on the way.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from citadels.engine import Event, GameState, PickCharacter, replay_steps

from .chances import ChanceModel, shown
from .charges import Suspect, charged, still_possible, turn_ends
from .mistakes import CONFIRM_WORLDS, ITERATIONS, SeatCoach, blind, same_move
from .model import ANALYSIS_VERSION, Analysis, Chances, Mistake, Step, TurningPoint
from .record import GameRecord, read_record
from .strength import Record, read_play, seat_strength
from .turning import pick_turning_points, turning_point

#: The work of one decision searched, in units of one action's chances (for the progress bar): about
#: 5 with the first look of `mistakes.ITERATIONS` worlds (bench/bench_analysis.py's 4- and 8-player games).
DECISION_WORK = 5.0

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

    def done_in_round(self) -> list[int]:
        """For every state (0: the deal, k: after the k-th action), the actions played in its round
        before it (what `ChanceModel.chances` calls `done`)."""
        out = [0]
        done = 0
        for k in range(1, len(self.before) + 1):
            after = self.after(k)
            done = done + 1 if after.round == self.rounds[k - 1] else 0
            out.append(done)
        return out


def strengths_of(
    record: GameRecord, game: Replayed, records: Mapping[int, Record] | None = None
) -> tuple[float, ...]:
    """What is known of each seat's strength (`strength.py`): a bot's from its level or personality, a
    person's from their play in this game and their `records`."""
    out = []
    for seat, setup in enumerate(record.setup.seats):
        bot = None if setup.is_human else setup.bot
        reading = None
        if bot is None:
            moves = [(game.before[k], action) for k, (who, action) in enumerate(record.moves) if who == seat]
            reading = read_play(moves, seat)
        out.append(seat_strength(bot, reading, (records or {}).get(seat)))
    return tuple(out)


def examined_seats(record: GameRecord, all_seats: bool) -> tuple[int, ...]:
    seats = record.setup.seats
    return tuple(i for i, s in enumerate(seats) if all_seats or s.is_human)


def decisions_of(record: GameRecord, game: Replayed, seats: tuple[int, ...]) -> list[int]:
    """The actions (1-based) that were decisions of the examined `seats`: more than one legal action,
    and not a near-tie by rule (`mistakes.blind`: a character choice of the first round)."""
    return [
        k for k, (seat, _a) in enumerate(record.moves, 1)
        if seat in seats and len(game.before[k - 1].legal_actions()) > 1
        and not blind(game.before[k - 1].round, game.before[k - 1].decision)
    ]  # fmt: skip


def analyse_steps(
    record: GameRecord,
    *,
    all_seats: bool = False,
    every: float = 0.25,
    iterations: int = ITERATIONS,
    records: Mapping[int, Record] | None = None,
    confirm_worlds: int = CONFIRM_WORLDS,
) -> Iterator[tuple[float, Analysis]]:
    """(progress 0..1, the analysis so far), every `every` seconds and at the end of each part.
    `iterations` and `confirm_worlds`: the sampled worlds of a decision's first look and of a
    suspect's second measure (fewer in tests); `records`: the earlier games of the people at the
    table, by seat (their strength for the chances)."""
    game = Replayed(record)
    count = len(record.moves)
    seats = examined_seats(record, all_seats)
    decisions = decisions_of(record, game, seats)
    total_work = count + DECISION_WORK * len(decisions)
    n = record.setup.players
    model = ChanceModel(strengths=strengths_of(record, game, records))
    done = game.done_in_round()
    start = model.chances(game.before[0]) if count else model.chances(game.final)
    steps: list[Step] = []
    turning: list[TurningPoint] = []
    found: dict[int, list[Suspect]] = {seat: [] for seat in seats}
    actors = [seat for seat, _a in record.moves]
    ends = turn_ends(actors)
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
            mistakes={seat: charges_of(found[seat]) for seat in seats},
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

    def charges_of(suspects: list[Suspect]) -> tuple[Mistake, ...]:
        ms = charged(suspects, actors, start, steps)
        return tuple(sorted(ms, key=lambda m: (-m.cost, m.index)))

    def progress() -> float:
        return min(1.0, (len(steps) + DECISION_WORK * examined) / max(1.0, total_work))

    began = last_yield = clock()
    graph = start
    for k, (seat, action) in enumerate(record.moves, 1):
        graph = shown(graph, model.chances(game.after(k), done[k]), isinstance(action, PickCharacter))
        steps.append(Step(k, seat, game.rounds[k - 1], graph))
        if clock() - last_yield >= every:
            last_yield = clock()
            yield progress(), snapshot()
    timings["chances_seconds"] = round(clock() - began, 3)
    turning.extend(find_turning_points(record, game, start, steps))
    yield progress(), snapshot()

    began = clock()
    coaches = {seat: SeatCoach(record.seed, seat, iterations, confirm_worlds) for seat in seats}
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
        if (
            judgement is not None
            and judgement.is_suspect
            and not same_move(judgement.better, action)
            and not still_possible(game.before, k, ends[k], judgement.better)
        ):  # a suspect: measured again, alone, in fresh worlds
            judgement = coach.confirm(view, action, judgement)
            if judgement.is_mistake:
                found[seat].append(Suspect(k, seat, game.rounds[k - 1], action, judgement))
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
    forced = [len(state.legal_actions()) == 1 for state in game.before[: len(steps)]]
    for i in pick_turning_points(start, steps, forced):
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
    records: Mapping[int, Record] | None = None,
    confirm_worlds: int = CONFIRM_WORLDS,
) -> Analysis:
    """The whole analysis (`progress` is told each part as it is done)."""
    result: Analysis | None = None
    steps = analyse_steps(
        record, all_seats=all_seats, iterations=iterations, records=records, confirm_worlds=confirm_worlds
    )
    for done, result in steps:
        if progress is not None:
            progress(done, result)
    assert result is not None
    return result


def analyse_path(
    path: Path, *, all_seats: bool = False, progress: Progress | None = None, iterations: int = ITERATIONS
) -> Analysis:
    """The analysis of a saved game, as far as the file goes (a `SaveProblem` when it cannot be read)."""
    return analyse(read_record(path), all_seats=all_seats, progress=progress, iterations=iterations)
