"""Print one line per game for many seeded games: the check that an engine change plays the same games.

Every table size, several bot mixes and character sets; half the games with events (their stream is
hashed too), half through the quiet loop that simulations use; plus `simulate()` runs and a few Hard
games at a fixed number of iterations. Run it on two checkouts and diff the output:

    .venv/bin/python tools/engine_digests.py > after.txt
    (cd /path/to/other/checkout && PYTHONPATH=. /path/to/.venv/bin/python tools/engine_digests.py) > before.txt
    diff before.txt after.txt   # nothing: the same games

`--quick` plays fewer games (a few seconds).
"""

from __future__ import annotations

import hashlib
import sys

from citadels.ai import make_bot
from citadels.cli.simulate import play_game, simulate
from citadels.engine import ConfigError, GameState, new_game, validate_config

MIXES = (
    ("random",),
    ("greedy",),
    ("easy",),
    ("medium",),
    ("random", "medium", "greedy", "easy"),
    ("rusher", "fortress", "raider", "hoarder"),
    ("noisy", "medium", "random", "raider"),
)
CHARACTERS = (
    "classic",
    "darkcity",
    "mixed",
    "assassin,tax_collector,wizard,king,abbot,alchemist,navigator,diplomat,artist",
    "witch,thief,magician,emperor,bishop,merchant,architect,warlord,queen",
)


def short_hash(value: object) -> str:
    return hashlib.blake2b(repr(value).encode(), digest_size=8).hexdigest()


def game_line(players: int, mix_index: int, characters: str, game: int) -> str | None:
    try:
        config = validate_config(players=players, characters=characters)
    except ConfigError:
        return None  # not a valid table (e.g. the Queen with four players)
    mix = MIXES[mix_index]
    bots = [make_bot(mix[s % len(mix)], 1000 * game + s + 7 * mix_index) for s in range(players)]
    state = new_game(config, 31 * game + 7 * players + mix_index)
    events: list[str] = []
    if game % 2 == 0:
        play_game(state, bots, on_events=lambda evs: events.extend(repr(e) for e in evs))
    else:
        play_game(state, bots, timings=[[] for _ in range(players)])
    return " ".join(
        [
            f"{players}p mix{mix_index} {characters[:12]} game{game}",
            state.digest(),
            short_hash([repr(a) for a in state.history or []]),
            short_hash(events),
            str(state.winner),
            str([b.total for b in state.scores or []]),
        ]
    )


def simulate_line(players: int, characters: str, games: int) -> str:
    digests: list[str] = []

    def keep(_: int, state: GameState) -> None:
        digests.append(state.digest())

    result = simulate(players, games, 5, ["random"], characters=characters, on_game=keep)
    bots = [(name, st.wins, st.score_sum, len(st.decision_times)) for name, st in result.bots.items()]
    return f"simulate {players}p {characters} {short_hash(digests)} {result.rounds_sum} {bots}"


def main(quick: bool) -> None:
    per_config = 3 if quick else 12
    for players in range(2, 9):
        for mix_index in range(len(MIXES)):
            for characters in CHARACTERS:
                for game in range(per_config):
                    line = game_line(players, mix_index, characters, game)
                    if line is not None:
                        print(line)
    for players, characters in (
        (4, "classic"),
        (8, "darkcity"),
        (2, "classic"),
        (7, "mixed"),
        (3, "darkcity"),
    ):
        print(simulate_line(players, characters, 50 if quick else 300))
    for players, characters in ((4, "classic"), (5, "darkcity")):
        for game in range(1 if quick else 2):
            seats = [
                make_bot("hard", 11 + s, hard_iterations=6) if s == 0 else make_bot("medium", 11 + s)
                for s in range(players)
            ]
            state = new_game(validate_config(players=players, characters=characters), 99 + game)
            play_game(state, seats)
            print(
                f"hard {players}p {characters} game{game}",
                state.digest(),
                short_hash([repr(a) for a in state.history or []]),
            )


if __name__ == "__main__":
    main("--quick" in sys.argv[1:])
