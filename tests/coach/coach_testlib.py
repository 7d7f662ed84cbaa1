"""Helpers of the coach's tests: seeded bot games played through a `GameSession` (the seats marked
human are played by a bot too), saved like the app saves them."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from citadels.ai import make_bot
from citadels.coach.analyse import analyse
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.saves import Autosave
from citadels.session import GameSession, GameSetup, SeatSetup

ROOT_PATH = Path(__file__).resolve().parents[2]
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Hugo")
#: worlds per searched decision in the tests (the analysis uses more; the verdicts' rules are the same)
TEST_ITERATIONS = 8


def setup_for(players: int, seed: int, humans: int = 1, characters: str = "classic") -> GameSetup:
    bots = ("easy", "medium", "greedy", "rusher")
    seats = tuple(
        SeatSetup(NAMES[i], "human" if i < humans else "bot", bots[i % len(bots)]) for i in range(players)
    )
    return GameSetup(seats, seed=seed, characters=characters)


def play(setup: GameSetup, until: int | None = None) -> GameSession:
    """The game of `setup`, every seat played by its bot (a human seat by the Easy bot), to the end or
    for `until` actions."""
    session = GameSession(setup)
    bots = [
        make_bot(s.bot if not s.is_human else "easy", setup.players * 100 + i)
        for i, s in enumerate(setup.seats)
    ]
    while not session.game_over and (until is None or len(session.actions) < until):
        seat = session.to_move
        legal = session.legal(seat)
        bot = bots[seat]
        action = bot.choose(session.view(seat), legal)
        session.submit(seat, action, reason=bot.last_reason)
    return session


def save(session: GameSession, folder: Path) -> Path:
    """The session written as the app writes it (header and one line per action)."""
    autosave = Autosave.start(session, folder, sync=False)
    autosave.close()
    return autosave.path


@cache
def played(players: int = 3, seed: int = 5, humans: int = 1) -> GameSession:
    return play(setup_for(players, seed, humans))


@cache
def analysed(players: int = 3, seed: int = 5, humans: int = 1) -> Analysis:
    return analyse(GameRecord.from_session(played(players, seed, humans)), iterations=TEST_ITERATIONS)
