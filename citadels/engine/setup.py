"""Starting games (RULES.md §2); `replay.py` replays them."""

from __future__ import annotations

from .cardmoves import draw
from .config import GameConfig, Rules
from .events import CardsDealt, CharacterSetChosen, Event, GameStarted
from .game import GameState
from .rounds import start_round

STARTING_HAND = 4
STARTING_GOLD = 2


def new_game_with_events(config: GameConfig | None = None, seed: int = 0) -> tuple[GameState, list[Event]]:
    """A shuffled, dealt game in its first selection phase, and the events of the set-up."""
    ev: list[Event] = []
    return _deal(config, seed, ev), ev


def new_game(config: GameConfig | None = None, seed: int = 0) -> GameState:
    """The same game as `new_game_with_events`, without building the set-up's events."""
    return _deal(config, seed, None)


def _deal(config: GameConfig | None, seed: int, ev: list[Event] | None) -> GameState:
    config = config or GameConfig(players=4, crown=None)
    s = GameState(Rules.from_config(config, seed), seed)
    s.rng.shuffle(s.deck)
    s.crown = config.crown if config.crown is not None else s.rng.below(config.players)
    if ev is not None:
        ev.append(GameStarted(config.players, s.crown, s.rules.completion))
        ev.append(CharacterSetChosen(tuple(c.name for c in s.rules.characters)))
    for p in s.players:
        p.hand = draw(s, STARTING_HAND)
        p.gold = STARTING_GOLD
        if ev is not None:
            ev.append(CardsDealt(p.seat, len(p.hand), tuple(c.id for c in p.hand)))
    start_round(s, ev)
    return s
