"""Helpers of the saves tests: seeded bot games played through a `GameSession`."""

from __future__ import annotations

import random
from pathlib import Path

from citadels.engine import Action, Ruleset
from citadels.saves import Autosave
from citadels.session import GameSession, GameSetup, SeatSetup

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria")


def setup_for(players: int, seed: int, ruleset: Ruleset = "classic", humans: int = 1) -> GameSetup:
    seats = tuple(
        SeatSetup(NAMES[i], "human" if i < humans else "bot", ("easy", "medium", "greedy")[i % 3])
        for i in range(players)
    )
    return GameSetup(seats, ruleset=ruleset, seed=seed)


def reference_game(setup: GameSetup, choice_seed: int) -> tuple[GameSession, list[tuple[int, Action]]]:
    """A whole game played straight through with random legal actions."""
    rng = random.Random(choice_seed)
    session = GameSession(setup)
    played: list[tuple[int, Action]] = []
    while not session.game_over:
        seat = session.to_move
        action = rng.choice(session.legal(seat))
        session.submit(seat, action)
        played.append((seat, action))
    return session, played


def saved_prefix(setup: GameSetup, played: list[tuple[int, Action]], k: int, folder: Path) -> Path:
    """Play the first `k` actions with the autosave on; the save file's path."""
    session = GameSession(setup)
    autosave = Autosave.start(session, folder, sync=False)
    for seat, action in played[:k]:
        session.submit(seat, action)
    autosave.close()
    return autosave.path
