"""Seeded bot games for fitting and measuring the chances: mixed levels and strategies, several player
counts, classic and Dark City characters.

`spec_for(seed)` says which game a seed is (players, characters, one bot per seat), so a fit and a
benchmark that use different seed ranges never share a game: the fit uses `FIT_SEEDS`, the benchmark
`BENCH_SEEDS`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from citadels.ai import make_bot
from citadels.ai.league.personalities import PERSONALITIES
from citadels.engine import GameConfig, GameState, Rng, new_game, validate_config

#: The bots the sample games are played by: every level that is cheap enough for thousands of games
#: and the league's strategies, the personalities with a `sample_slot`, in its order (Hard searches
#: for seconds per game; its games are too slow here).
SAMPLE_BOTS: tuple[str, ...] = (
    "greedy",
    "easy",
    "medium",
    *(p.bot for p in sorted(PERSONALITIES, key=lambda p: p.sample_slot or 0) if p.sample_slot is not None),
)
#: Player counts, repeated by how often they are played.
SAMPLE_PLAYERS: tuple[int, ...] = (2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 8)

FIT_SEEDS = range(1_000_000, 2_000_000)
BENCH_SEEDS = range(0, 1_000_000)


@dataclass(frozen=True)
class GameSpec:
    seed: int
    players: int
    characters: str  # "classic" or "darkcity"
    bots: tuple[str, ...]

    def config(self) -> GameConfig:
        return validate_config(players=self.players, characters=self.characters)


def spec_for(seed: int) -> GameSpec:
    """The game a seed stands for (the same in every process and on every machine)."""
    rng = Rng(seed * 2_654_435_761 + 17)
    players = SAMPLE_PLAYERS[rng.below(len(SAMPLE_PLAYERS))]
    # 8 players need a rank-9 character: Dark City's line-up
    characters = "darkcity" if players == 8 or rng.below(3) == 0 else "classic"
    bots = tuple(SAMPLE_BOTS[rng.below(len(SAMPLE_BOTS))] for _ in range(players))
    return GameSpec(seed, players, characters, bots)


@dataclass
class Position:
    """A state during a sample game (a clone: the game goes on without it)."""

    index: int  # actions played before it
    state: GameState


def play_sample(spec: GameSpec, every: int = 1, offset: int = 0) -> tuple[list[Position], int, int]:
    """Play the game of `spec`; the positions after every `every`th action (starting at `offset`), the
    winner and the number of actions."""
    state = new_game(spec.config(), spec.seed)
    state.history = None
    bots = [make_bot(name, spec.seed * 16 + seat) for seat, name in enumerate(spec.bots)]
    positions: list[Position] = []
    index = 0
    while not state.game_over:
        legal = state.legal_actions()
        seat = state.to_move
        bot = bots[seat]
        action = (
            legal[0] if len(legal) == 1 else bot.choose(state.view(seat) if bot.needs_view else None, legal)
        )
        state.apply(action, events=False)
        index += 1
        if index >= offset and (index - offset) % every == 0 and not state.game_over:
            positions.append(Position(index, state.clone()))
    return positions, state.winner, index


def specs(seeds: range, games: int) -> Iterator[GameSpec]:
    for seed in seeds[:games]:
        yield spec_for(seed)
