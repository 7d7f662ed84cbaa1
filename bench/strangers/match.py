"""A match between stranger bots and the project's bots: seat-rotated games, a strength/speed summary.

    python bench/strangers/match.py --players 4 --games 300 --seed 3 --bots hard,expert,expert,expert \\
        --workers 2 [--characters darkcity] [--option hard_time=0.4] [--json]

A name is looked up first in the stranger league (`bench.strangers.STRANGERS`), then among the frozen
earlier versions of the project's bots (`bench.frozen.FROZEN`: `hard-0.1`), then among the project's
bots (`citadels.ai.make_bot`); `--option` settings go to the project's bots and their frozen versions, and a
name may carry its own settings, which override them for its seats: `hard[hard_models=league-only]` (its
results are reported under that whole name, so two variants of one bot can share a table). Games are
played as `citadels.cli.simulate.simulate` plays them: game g seats `names[(s + g) % players]` at seat s,
seeds each bot with `seed * 1_000_003 + g * 16 + s` and deals `new_game(config, seed * 7_919 + g)`;
bots that watch see the table after every move (`citadels.cli.simulate.play_game`). Per bot it prints the
seats it holds, its wins per seat with a 95% Wilson interval, its mean score and its decision time
(p50/p95). Ctrl+C stops the match cleanly (the workers ignore it; this process ends them).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the repository root on the path for `bench` and `citadels`
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.frozen import FROZEN  # noqa: E402
from bench.strangers import STRANGERS  # noqa: E402
from citadels.ai import Bot, make_bot  # noqa: E402
from citadels.cli.simulate import (  # noqa: E402
    BotStats,
    SimResult,
    check_characters,
    merge_results,
    play_game,
    seat_bots,
    wilson_interval,
    worker_pool,
)
from citadels.engine import GameConfig, Ruleset, new_game  # noqa: E402

Options = dict[str, object]


def split_name(name: str) -> tuple[str, Options]:
    """A seat's bot name and its own settings: `hard[hard_models=league-only,hard_time=0.2]` →
    (`hard`, {...}); a plain name has none."""
    base, sep, rest = name.partition("[")
    if not sep:
        return name, {}
    if not rest.endswith("]") or not base:
        raise ValueError(f"a bot with settings is name[key=value,...], not {name!r}")
    return base, parse_options([item for item in rest[:-1].split(",") if item])


def make_player(name: str, seed: int, options: Options | None = None) -> Bot:
    """A stranger by name, else a frozen earlier bot, else one of the project's bots (these two alone
    take `options`, overridden by the name's own settings)."""
    name, own = split_name(name)
    if own:
        options = {**(options or {}), **own}
    factory: Callable[[int], Bot] | None = STRANGERS.get(name)
    if factory is not None:
        return factory(seed)
    frozen = FROZEN.get(name)
    if frozen is not None:
        return frozen(seed, **(options or {}))
    return make_bot(name, seed, **(options or {}))


def seat_names(names: Sequence[str], game: int) -> list[str]:
    """Who sits where in game `game`: the seats rotate between games, as `simulate.simulate` does."""
    players = len(names)
    return [names[(s + game) % players] for s in range(players)]


def play_games(
    players: int,
    first: int,
    games: int,
    seed: int,
    names: Sequence[str],
    characters: str = "classic",
    options: Options | None = None,
    ruleset: Ruleset = "classic",
) -> SimResult:
    """Games `first` .. `first + games - 1` of a match, with every bot's wins, scores and timings."""
    names = seat_bots(names, players)
    stats: dict[str, BotStats] = {}
    for name in names:
        stats.setdefault(name, BotStats()).seats += 1
    config = GameConfig(players=players, ruleset=ruleset, characters=characters)  # type: ignore[arg-type]
    counts: dict[str, int] = {}
    rounds = 0
    start = time.perf_counter()
    for g in range(first, first + games):
        seated = seat_names(names, g)
        bots = [make_player(name, seed * 1_000_003 + g * 16 + s, options) for s, name in enumerate(seated)]
        state = new_game(config, seed * 7_919 + g)
        state.history = None
        for spec in state.rules.characters:
            counts[spec.name] = counts.get(spec.name, 0) + 1
        play_game(state, bots, timings=[stats[name].decision_times for name in seated])
        rounds += state.round
        assert state.scores is not None
        for s, name in enumerate(seated):
            stats[name].seat_games += 1
            stats[name].score_sum += state.scores[s].total
        stats[seated[state.winner]].wins += 1
    return SimResult(games, players, ruleset, time.perf_counter() - start, rounds, stats, characters, counts)


def _job(args: tuple[int, int, int, int, tuple[str, ...], str, Options]) -> SimResult:
    players, first, games, seed, names, characters, options = args
    return play_games(players, first, games, seed, names, characters, options)


def run_match(
    players: int,
    games: int,
    seed: int,
    names: Sequence[str],
    workers: int = 1,
    characters: str = "classic",
    options: Options | None = None,
) -> SimResult:
    """Play the match, over `workers` processes when there are enough games to share."""
    if not 2 <= players <= 8:
        raise ValueError("players must be between 2 and 8")
    if games < 1:
        raise ValueError("play at least one game")
    check_characters(players, characters)
    seated = seat_bots(names, players)
    for name in sorted(set(seated)):
        try:
            make_player(name, 0, options)  # fail early on an unknown name or option
        except TypeError as exc:
            raise ValueError(f"bot {name!r} does not take those options ({exc})") from None
    options = options or {}
    start = time.perf_counter()
    if workers <= 1 or games < 2 * workers:
        return play_games(players, 0, games, seed, seated, characters, options)
    chunk = -(-games // workers)
    jobs = [
        (players, first, min(chunk, games - first), seed, tuple(seated), characters, options)
        for first in range(0, games, chunk)
    ]
    with worker_pool(workers) as pool:
        parts = pool.map(_job, jobs)
    return merge_results(parts, time.perf_counter() - start)


def summary(result: SimResult) -> dict[str, object]:
    """The match as plain data: `SimResult.to_dict` plus each bot's wins per seat."""
    out = result.to_dict()
    bots = out["bots"]
    assert isinstance(bots, dict)
    for name, st in result.bots.items():
        entry = bots[name]
        assert isinstance(entry, dict)
        entry["seat_games"] = st.seat_games
        entry["wins_per_seat"] = round(st.wins / st.seat_games, 4) if st.seat_games else 0.0
    return out


def report(result: SimResult) -> list[str]:
    """The match as lines of text, one per bot."""
    lines = [
        f"{result.games} games, {result.players} players, characters {result.characters}, "
        f"{result.seconds:.1f} s, {result.rounds_sum / max(1, result.games):.2f} rounds a game"
    ]
    lines.append(
        f"{'bot':<14}{'seats':>6}{'wins':>7}{'per seat':>10}  {'95% Wilson':<17}{'chance':>7}"
        f"{'score':>8}{'p50 ms':>9}{'p95 ms':>9}"
    )
    data = summary(result)["bots"]
    assert isinstance(data, dict)
    for name, st in result.bots.items():
        entry = data[name]
        lo, hi = wilson_interval(st.wins, st.seat_games)
        rate = st.wins / st.seat_games if st.seat_games else 0.0
        ms = entry["decision_ms"]
        lines.append(
            f"{name:<14}{st.seats:>6}{st.wins:>7}{rate:>10.3f}  [{lo:.3f}, {hi:.3f}]   "
            f"{1 / result.players:>7.3f}{entry['mean_score']:>8.2f}{ms['p50']:>9.3f}{ms['p95']:>9.3f}"
        )
    return lines


def parse_options(items: Sequence[str]) -> Options:
    """`key=value` settings for the project's bots: numbers and true/false become values."""
    out: Options = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise ValueError(f"an option is key=value, not {item!r}")
        value: object = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        else:
            for kind in (int, float):
                try:
                    value = kind(raw)
                    break
                except ValueError:
                    continue
        out[key] = value
    return out


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="expert", help="one name, or one per seat, comma-separated")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--characters", default="classic", help="classic, darkcity, mixed or names per rank")
    parser.add_argument("--option", action="append", default=[], help="key=value for the project's bots")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    names = [n.strip() for n in re.split(r",(?![^\[]*\])", args.bots) if n.strip()]
    try:
        options = parse_options(args.option)
        result = run_match(args.players, args.games, args.seed, names, args.workers, args.characters, options)
    except ValueError as exc:
        print(f"match: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("match: stopped (Ctrl+C); no result", file=sys.stderr)
        return 130
    if args.json:
        out(json.dumps(summary(result), indent=2))
    else:
        for line in report(result):
            out(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
