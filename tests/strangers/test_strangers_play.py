"""Every stranger of the league plays complete, legal games — Classic with 2, 4 and 8 players, Dark
City with 4 and 8 — and plays them the same way again for the same seeds."""

from __future__ import annotations

import pytest

from bench.strangers import STRANGERS
from citadels.ai import Bot, make_bot
from citadels.engine import Action, Decision, GameConfig, new_game

#: Classic with 8 players needs a rank-9 card (RULES.md §6): the classic eight and the Queen
CLASSIC_EIGHT = "assassin,thief,magician,king,bishop,merchant,architect,warlord,queen"
TABLES = [
    (2, "classic"),
    (4, "classic"),
    (8, CLASSIC_EIGHT),
    (4, "darkcity"),
    (8, "darkcity"),
]


def play(name: str, players: int, characters: str, seed: int) -> tuple[list[Action], str, tuple[int, ...]]:
    """One game: the stranger in the even seats, random bots in the odd ones (odd tables reach odd
    states). Every action is checked against the legal list; returns the moves, the final digest and
    the scores."""
    bots: list[Bot] = [
        STRANGERS[name](seed * 31 + s) if s % 2 == 0 else make_bot("random", seed * 31 + s)
        for s in range(players)
    ]
    state = new_game(GameConfig(players=players, characters=characters), seed)
    moves: list[Action] = []
    while state.decision != Decision.GAME_OVER:
        seat = state.to_move
        legal = state.legal_actions()
        bot = bots[seat]
        action = bot.choose(state.view(seat) if bot.needs_view else None, legal)
        assert action in legal, (name, state.decision, action)
        state.apply(action, events=False)
        moves.append(action)
        if state.decision != Decision.GAME_OVER:
            for other, watcher in enumerate(bots):
                if watcher.watches and other != state.to_move:
                    watcher.watch(state.view(other))
        assert len(moves) < 20_000, "the game does not end"
    assert state.scores is not None
    return moves, state.digest(), tuple(b.total for b in state.scores)


def test_the_league_has_this_developers_strangers() -> None:
    assert {"expert", "disruptor"} <= set(STRANGERS)
    for name, factory in STRANGERS.items():
        bot = factory(7)
        assert bot.name == name
        assert bot.needs_view is True
        assert bot.last_reason is None


@pytest.mark.parametrize("name", sorted(STRANGERS))
def test_a_stranger_plays_a_classic_game_and_again_the_same(name: str) -> None:
    first = play(name, 4, "classic", 11)
    assert first == play(name, 4, "classic", 11)
    assert first[0] != play(name, 4, "classic", 12)[0]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(STRANGERS))
@pytest.mark.parametrize(("players", "characters"), TABLES)
def test_a_stranger_plays_legal_games_at_every_table(name: str, players: int, characters: str) -> None:
    for seed in (1, 2, 3):
        first = play(name, players, characters, seed)
        assert len(first[2]) == players
        assert first == play(name, players, characters, seed)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(STRANGERS))
def test_a_stranger_beats_random_bots_at_its_own_table(name: str) -> None:
    """Strangers fill seats 0 and 2 against two random bots: they win nearly every game."""
    wins = 0
    for seed in range(12):
        _, _, scores = play(name, 4, "classic", 100 + seed)
        best = max(range(4), key=lambda s: scores[s])
        wins += best % 2 == 0
    assert wins >= 10
