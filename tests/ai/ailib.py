"""Helpers for the AI tests: drafted scenarios and random mid-game states."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from citadels.ai import make_bot
from citadels.cli.simulate import play_game
from citadels.engine import (
    Action,
    Decision,
    GameConfig,
    GameState,
    PickCharacter,
    Rng,
    TakeGold,
    new_game,
)
from tests.engine.scenario import Scenario


def drafted(
    scenario: Scenario,
    picks: Mapping[int, int],
    faceup: Sequence[int],
    facedown: int,
) -> GameState:
    """Play the selection phase of `scenario` with these picks (seat -> rank, 4+ players), so that
    every seat's view holds a real draft record; returns the state at the start of the turn phase."""
    s = scenario.selection(faceup=list(faceup), facedown=facedown).build()
    while s.decision == Decision.DRAFT_PICK:
        s.apply(PickCharacter(picks[s.to_move]))
    return s


def advance_to(
    s: GameState,
    until: Callable[[GameState], bool],
    play: Callable[[GameState], Action] | None = None,
) -> GameState:
    """Apply `play` (default: take gold, then end the turn) until `until(s)` holds."""
    from citadels.engine import EndTurn

    while not until(s):
        if play is not None:
            s.apply(play(s))
            continue
        legal = s.legal_actions()
        gold = next((a for a in legal if isinstance(a, TakeGold)), None)
        s.apply(
            gold
            if gold is not None
            else next(a for a in legal if isinstance(a, EndTurn))
            if any(isinstance(a, EndTurn) for a in legal)
            else legal[0]
        )
    return s


def random_states(
    players: int, count: int, seed: int, ruleset: str = "classic", characters: str = "classic"
) -> list[GameState]:
    """`count` states from random games, at random decision points (copies)."""
    rng = Rng(seed)
    out: list[GameState] = []
    game = 0
    while len(out) < count:
        config = GameConfig(players=players, ruleset=ruleset, characters=characters)  # type: ignore[arg-type]
        s = new_game(config, seed * 1000 + game)
        s.history = None
        game += 1
        while not s.game_over and len(out) < count:
            legal = s.legal_actions()
            if rng.below(12) == 0:
                out.append(s.clone())
            s.apply(legal[rng.below(len(legal))], events=False)
    return out


#: The line-ups whose every reason a card's test checks (`reasonfacts.play_games`) in games with it.
REASON_LINE_UPS = [
    ["medium", "easy", "careful", "rusher"],
    ["medium", "greedy"],
    ["fortress", "raider", "hoarder", "noisy", "medium"],
]


def whole_games_events(bot: str, new_state: Callable[[int, int], GameState]) -> set[str]:
    """Play `new_state(seed, players)` to the end for (seed 1, 2 players) and (seed 2, 4 players), `bot`
    in seat 0 (Hard with 20 iterations) and Medium in the others; asserts each game ends, and returns
    the names of every event type seen."""
    kinds: set[str] = set()
    for seed, players in ((1, 2), (2, 4)):
        state = new_state(seed, players)
        bots = [make_bot(bot, seed, hard_iterations=20) if bot == "hard" else make_bot(bot, seed)]
        bots += [make_bot("medium", seed + i) for i in range(1, players)]

        def watch(events: Sequence[object]) -> None:
            kinds.update(type(e).__name__ for e in events)

        play_game(state, bots, on_events=watch)
        assert state.game_over
    return kinds


def against_three(cast: Sequence[str], card: str) -> Scenario:
    """Four seats in a game of `cast`: `card` in seat 0, the King, the Merchant and the Architect in
    seats 1-3 (the characters a marker of the Magistrate or the Blackmailer aims at)."""
    return Scenario(players=4).line_up(*cast).characters({0: card, 1: "king", 2: "merchant", 3: "architect"})
