"""Bot-versus-bot simulation: many seat-rotated games and a strength/speed summary.

Used by `citadels simulate` and the benchmarks. Each seat is driven through the engine's one door
(`legal_actions` / `apply`) and sees only its view. With a `save_dir`, every game is also written
there as a saved game (`saves.game.save_played`), which Saved games can open.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from array import array
from collections.abc import Callable, Iterator, MutableSequence, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from citadels.ai import Bot, make_bot
from citadels.cli.interrupts import sigint_ignored, terminated_by_kill
from citadels.engine import (
    Action,
    ConfigError,
    Decision,
    Event,
    GameConfig,
    GameState,
    Ruleset,
    new_game,
    new_game_with_events,
    validate_config,
)
from citadels.engine.config import uniques_of
from citadels.engine.game import fast_door
from citadels.saves.game import save_played
from citadels.session import GameSetup, SeatSetup
from citadels.text.narrate import narrate_all

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

Characters = str  # a preset (classic, darkcity, mixed) or names per rank, comma-separated


@dataclass
class BotStats:
    seats: int = 0  # seats this bot name occupies in every game
    wins: int = 0
    score_sum: int = 0
    seat_games: int = 0
    #: every decision's time in seconds (doubles, not float objects: a simulation keeps millions)
    decision_times: array[float] = field(default_factory=lambda: array("d"))


@dataclass
class SimResult:
    games: int
    players: int
    ruleset: str
    seconds: float
    rounds_sum: int
    bots: dict[str, BotStats]
    characters: str = "classic"
    line_up_counts: dict[str, int] = field(default_factory=dict)  # character name -> games it was in
    uniques: str = "all"  # the unique districts in the deck: `all` or kinds, comma-separated

    def _fixed_line_up(self) -> list[str] | None:
        return _line_up_from_counts(self.line_up_counts, self.games)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "games": self.games,
            "players": self.players,
            "ruleset": self.ruleset,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
            "mean_rounds": round(self.rounds_sum / max(1, self.games), 2),
            "characters": self.characters,
            # the line-up when every game used the same one (not with `mixed`), else null
            "line_up": self._fixed_line_up(),
            "line_up_counts": dict(self.line_up_counts),
            "uniques": self.uniques,
        }
        bots: dict[str, object] = {}
        for name, st in self.bots.items():
            trials = self.games * st.seats
            rate = st.wins / trials if trials else 0.0
            lo, hi = wilson_interval(st.wins, trials)
            bots[name] = {
                "seats": st.seats,
                "wins": st.wins,
                "win_rate": round(rate, 4),
                "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                "chance": round(1 / self.players, 4),
                "mean_score": round(st.score_sum / max(1, st.seat_games), 2),
                "mean_rounds": round(self.rounds_sum / max(1, self.games), 2),
                "decision_ms": {
                    "p50": round(percentile(st.decision_times, 50) * 1000, 4),
                    "p95": round(percentile(st.decision_times, 95) * 1000, 4),
                    "max": round(max(st.decision_times, default=0.0) * 1000, 4),
                    "count": len(st.decision_times),
                },
            }
        out["bots"] = bots
        return out


def _line_up_from_counts(counts: dict[str, int], games: int) -> list[str] | None:
    names = [name for name, k in counts.items() if k == games]
    return names if len(names) == len(counts) else None


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate."""
    if trials == 0:
        return (0.0, 0.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def seat_bots(bot_names: Sequence[str], players: int) -> list[str]:
    """One name for every seat, or one per seat."""
    if len(bot_names) == 1:
        return list(bot_names) * players
    if len(bot_names) != players:
        raise ValueError(f"give one bot name or {players} (one per seat), not {len(bot_names)}")
    return list(bot_names)


def play_game(
    state: GameState,
    bots: Sequence[Bot],
    on_events: Callable[[list[Event]], None] | None = None,
    timings: Sequence[MutableSequence[float]] | None = None,
) -> GameState:
    """Play `state` to the end with one bot per seat (recording each decision's time in `timings`)."""
    if on_events is None:
        return _play_quietly(state, bots, timings)
    watchers = watching(bots)
    while state.decision != Decision.GAME_OVER:
        seat = state.to_move
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = bots[seat].choose(state.view(seat) if bots[seat].needs_view else None, legal)
        if timings is not None:
            timings[seat].append(time.perf_counter() - t0)
        on_events(state.apply(action))
        show_move(state, bots, watchers)
    return state


def watching(bots: Sequence[Bot]) -> list[int]:
    """The seats whose bots watch the table between their decisions."""
    return [seat for seat, bot in enumerate(bots) if bot.watches]


def show_move(state: GameState, bots: Sequence[Bot], watchers: Sequence[int]) -> None:
    """After a move: each bot of `watchers` sees the table from its seat, unless the next decision is
    its own (its `choose` gets that view) or the game is over."""
    if state.decision == Decision.GAME_OVER:
        return
    for seat in watchers:
        if seat != state.to_move:
            bots[seat].watch(state.view(seat))


def _play_quietly(
    state: GameState, bots: Sequence[Bot], timings: Sequence[MutableSequence[float]] | None
) -> GameState:
    """`play_game` without events: the hot loop of every benchmark, through the engine's fast door."""
    clock = time.perf_counter
    over = Decision.GAME_OVER
    # bound methods looked up once, no property calls, no method frames around the rules' handlers
    choose = [bot.choose for bot in bots]
    record: list[Callable[[float], None]] = [_discard] * len(bots)
    if timings is not None:
        record = [t.append for t in timings]
    apply = state.apply
    legal_for, handlers = fast_door()
    if state.history is not None:
        handlers = {}  # every action through `apply`, which records it
    if any(bot.needs_view for bot in bots):
        return _play_with_views(state, bots, record)
    handler_of = handlers.get
    while True:
        legal = legal_for[state.decision](state)
        if not legal and state.decision == over:
            break
        seat = state.to_move
        t0 = clock()
        action = choose[seat](None, legal)
        record[seat](clock() - t0)
        handler = handler_of(id(action))
        if handler is None:
            apply(action, events=False)  # not one the legal list handed out: `apply` checks it
        else:
            handler(state, action, None)
    return state


def _play_with_views(
    state: GameState, bots: Sequence[Bot], record: list[Callable[[float], None]]
) -> GameState:
    """`_play_quietly` for bots that look at the table (their decisions outweigh the engine's)."""
    clock = time.perf_counter
    over = Decision.GAME_OVER
    choose = [bot.choose for bot in bots]
    needs_view = [bot.needs_view for bot in bots]
    view_of = state.view
    apply = state.apply
    legal_actions = state.legal_actions
    watchers = watching(bots)
    while state.decision != over:
        seat = state.to_move
        legal = legal_actions()
        t0 = clock()
        action = choose[seat](view_of(seat) if needs_view[seat] else None, legal)
        record[seat](clock() - t0)
        apply(action, events=False)
        if watchers:
            show_move(state, bots, watchers)
    return state


def _discard(_: float) -> None:
    pass


Move = tuple[int, Action, object | None]


def play_recorded(
    state: GameState, bots: Sequence[Bot], timings: Sequence[MutableSequence[float]] | None = None
) -> list[Move]:
    """`play_game` keeping every move with the bot's reason (for a save file)."""
    moves: list[Move] = []
    clock = time.perf_counter
    watchers = watching(bots)
    while state.decision != Decision.GAME_OVER:
        seat = state.to_move
        legal = state.legal_actions()
        bot = bots[seat]
        t0 = clock()
        action = bot.choose(state.view(seat) if bot.needs_view else None, legal)
        if timings is not None:
            timings[seat].append(clock() - t0)
        moves.append((seat, action, bot.last_reason))
        state.apply(action, events=False)
        show_move(state, bots, watchers)
    return moves


def save_game(
    folder: Path, config: GameConfig, seed: int, seat_names: Sequence[str], moves: Sequence[Move]
) -> Path:
    """A simulated game as a saved game in `folder` (Saved games lists it; its review opens it)."""
    seats = tuple(
        SeatSetup(f"{name.capitalize()} {seat + 1}", "bot", name) for seat, name in enumerate(seat_names)
    )
    # a `random-2016` deck is saved as the 14 districts this game drew (RULES.md §9.8)
    uniques = config.uniques if config.uniques == "all" else ",".join(uniques_of(config, seed))
    characters = config.characters if isinstance(config.characters, str) else ",".join(config.characters)
    setup = GameSetup(seats, config.ruleset, seed, characters=characters, uniques=uniques)
    return save_played(folder, setup, moves)


def simulate(
    players: int,
    games: int,
    seed: int,
    bot_names: Sequence[str],
    ruleset: Ruleset = "classic",
    on_game: Callable[[int, GameState], None] | None = None,
    bot_options: dict[str, object] | None = None,
    first_game: int = 0,
    characters: Characters = "classic",
    uniques: str = "all",
    save_dir: Path | None = None,
) -> SimResult:
    """Play `games` seat-rotated games; with `save_dir`, each is also written there as a saved game."""
    names = seat_bots(bot_names, players)
    stats: dict[str, BotStats] = {}
    for name in names:
        stats.setdefault(name, BotStats()).seats += 1
    config = GameConfig(players=players, ruleset=ruleset, characters=characters, uniques=uniques)  # type: ignore[arg-type]
    counts: dict[str, int] = {}
    rounds = 0
    start = time.perf_counter()
    for g in range(first_game, first_game + games):
        # Rotate seats between games so that no bot keeps the same seat.
        seat_names = [names[(s + g) % players] for s in range(players)]
        bots = [
            make_bot(name, seed * 1_000_003 + g * 16 + s, **(bot_options or {}))
            for s, name in enumerate(seat_names)
        ]
        state = new_game(config, seed * 7_919 + g)
        state.history = None
        for spec in state.rules.characters:
            counts[spec.name] = counts.get(spec.name, 0) + 1
        # each seat's decision times go straight into its bot's record
        timings = [stats[name].decision_times for name in seat_names]
        if save_dir is None:
            play_game(state, bots, timings=timings)
        else:
            moves = play_recorded(state, bots, timings)
            save_game(save_dir, config, seed * 7_919 + g, seat_names, moves)
        rounds += state.round
        assert state.scores is not None
        for s, name in enumerate(seat_names):
            st = stats[name]
            st.seat_games += 1
            st.score_sum += state.scores[s].total
        stats[seat_names[state.winner]].wins += 1
        if on_game is not None:
            on_game(g, state)
    used = config.uniques if isinstance(config.uniques, str) else ",".join(config.uniques)
    return SimResult(
        games, players, ruleset, time.perf_counter() - start, rounds, stats, characters, counts, used
    )


def merge_results(parts: Sequence[SimResult], seconds: float) -> SimResult:
    """One result from the parts the workers played (this command's and `bench/strangers/match.py`'s)."""
    bots: dict[str, BotStats] = {}
    counts: dict[str, int] = {}
    for part in parts:
        for name, k in part.line_up_counts.items():
            counts[name] = counts.get(name, 0) + k
        for name, st in part.bots.items():
            into = bots.setdefault(name, BotStats(seats=st.seats))
            into.wins += st.wins
            into.score_sum += st.score_sum
            into.seat_games += st.seat_games
            into.decision_times.extend(st.decision_times)
    first = parts[0]
    return SimResult(
        games=sum(p.games for p in parts),
        players=first.players,
        ruleset=first.ruleset,
        seconds=seconds,
        rounds_sum=sum(p.rounds_sum for p in parts),
        bots=bots,
        characters=first.characters,
        line_up_counts=counts,
        uniques=first.uniques,
    )


@contextmanager
def worker_pool(workers: int) -> Iterator[Pool]:
    """A pool of `workers` fresh processes that ignore Ctrl+C (`citadels.cli.interrupts`): only this
    process answers it, and leaving the `with` stops the pool."""
    pool: Pool | None = None
    try:
        with sigint_ignored():
            pool = multiprocessing.get_context("spawn").Pool(workers)
    except KeyboardInterrupt:  # a Ctrl+C while the workers started arrives on leaving: stop them
        if pool is not None:
            pool.terminate()
        raise
    with pool, terminated_by_kill():
        yield pool


def _worker(
    args: tuple[int, int, int, tuple[str, ...], Ruleset, dict[str, object], int, str, str, Path | None],
) -> SimResult:
    players, games, seed, names, ruleset, options, first, characters, uniques, save_dir = args
    return simulate(
        players,
        games,
        seed,
        names,
        ruleset,
        bot_options=options,
        first_game=first,
        characters=characters,
        uniques=uniques,
        save_dir=save_dir,
    )


def check_characters(players: int, characters: Characters, ruleset: Ruleset = "classic") -> None:
    """Raise ValueError with one readable line when the players and characters do not make a game."""
    try:
        validate_config(players=players, ruleset=ruleset, characters=characters)
    except ConfigError as exc:
        message = str(exc).replace("invalid game configuration: ", "").replace("Value error, ", "")
        raise ValueError(message.removeprefix("config: ")) from None


def check_uniques(uniques: str) -> None:
    """Raise ValueError with one readable line when `uniques` names no valid set of unique districts."""
    try:
        validate_config(uniques=uniques)
    except ConfigError as exc:
        message = str(exc).replace("invalid game configuration: ", "").replace("Value error, ", "")
        raise ValueError(message.removeprefix("uniques: ")) from None


def run_simulation(
    players: int,
    games: int,
    seed: int,
    bot_names: Sequence[str],
    ruleset: Ruleset = "classic",
    workers: int = 1,
    narrate_first: bool = False,
    bot_options: dict[str, object] | None = None,
    out: Callable[[str], None] = print,
    characters: Characters = "classic",
    uniques: str = "all",
    save_dir: Path | None = None,
) -> SimResult:
    """`simulate`, optionally narrating the first game, spreading games over processes and writing
    every game to `save_dir` as a saved game."""
    if not 2 <= players <= 8:
        raise ValueError("players must be between 2 and 8")
    check_characters(players, characters, ruleset)
    check_uniques(uniques)
    if games < 1:
        raise ValueError("play at least one game")
    names = seat_bots(bot_names, players)
    for name in set(names):
        make_bot(name, 0, **(bot_options or {}))  # fail early on an unknown name or option
    options = bot_options or {}
    if narrate_first:
        _narrate_game(players, seed, names, ruleset, options, out, characters, uniques)
    start = time.perf_counter()
    if workers <= 1 or games < 2 * workers:
        result = simulate(players, games, seed, names, ruleset, bot_options=options, characters=characters, uniques=uniques,
                          save_dir=save_dir)  # fmt: skip
        return result
    chunk = -(-games // workers)
    jobs = [
        (
            players,
            min(chunk, games - first),
            seed,
            tuple(names),
            ruleset,
            options,
            first,
            characters,
            uniques,
            save_dir,
        )
        for first in range(0, games, chunk)
    ]
    with worker_pool(workers) as pool:
        parts = pool.map(_worker, jobs)
    return merge_results(parts, time.perf_counter() - start)


def _narrate_game(
    players: int,
    seed: int,
    names: Sequence[str],
    ruleset: Ruleset,
    options: dict[str, object],
    out: Callable[[str], None],
    characters: Characters = "classic",
    uniques: str = "all",
) -> None:
    labels = [f"{name} ({seat})" for seat, name in enumerate(names)]
    config = GameConfig(players=players, ruleset=ruleset, characters=characters, uniques=uniques)  # type: ignore[arg-type]
    state, events = new_game_with_events(config, seed * 7_919)
    line_up = state.rules.characters
    bots = [make_bot(name, seed * 1_000_003 + s, **options) for s, name in enumerate(names)]

    def show(evs: list[Event]) -> None:
        for line in narrate_all(evs, labels, characters=line_up):
            out(line)

    show(events)
    play_game(state, bots, on_events=show)
    out("")
