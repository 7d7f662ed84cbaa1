"""Made-up games for the game-over screenshot and tests: a session with one human (seat 0) and
bots, played forward synchronously by bots until a chosen moment (by default, the end). Nothing here
runs in the frame loop. (Mid-game tables for screenshots: ``citadels.app.table.demo_session``.)"""

from __future__ import annotations

from collections.abc import Callable

from citadels.ai import make_bot
from citadels.app.players import BOT_NAMES, human_default_name
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import _

#: The bot that plays the human seat when a demo game is played forward.
STAND_IN = "medium"
#: Search bots are too slow to play demo games forward: these stand in for them.
DEMO_SUBSTITUTES = {"hard": "medium"}

Predicate = Callable[[GameSession], bool]


def demo_setup(players: int = 4, seed: int | None = 1, humans: int = 1, bot: str = "medium",
               characters: str = "classic", uniques: str = "all") -> GameSetup:  # fmt: skip
    """Seats 0..humans-1 human, the rest bots, with the new-game screen's default names; the
    character set and unique districts as the command line's ``--characters`` and ``--uniques``."""
    seats: list[SeatSetup] = []
    bot_names = [_(n) for n in BOT_NAMES]
    for i in range(players):
        if i < humans:
            seats.append(SeatSetup(human_default_name(i), "human", bot))
        else:
            seats.append(SeatSetup(bot_names[(i - humans) % len(bot_names)], "bot", bot))
    return GameSetup(seats=tuple(seats), seed=seed, characters=characters, uniques=uniques)


def demo_session(players: int = 4, seed: int | None = 1, humans: int = 1, bot: str = "medium",
                 characters: str = "classic", uniques: str = "all") -> GameSession:  # fmt: skip
    return GameSession(demo_setup(players, seed, humans, bot, characters, uniques))


class Autoplayer:
    """Plays every seat of a session synchronously with bots (humans get a stand-in bot)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.bots = []
        for i, seat in enumerate(session.setup.seats):
            name = STAND_IN if seat.is_human else seat.bot
            name = DEMO_SUBSTITUTES.get(name, name)
            self.bots.append(make_bot(name, (session.seed * 31 + i * 977) % (2**31)))

    def step(self) -> None:
        s = self.session
        seat = s.to_move
        legal = s.legal(seat)
        action = self.bots[seat].choose(s.view(seat), legal)
        s.submit(seat, action, reason=self.bots[seat].last_reason)

    def play_until(self, predicate: Predicate, max_actions: int = 20000) -> bool:
        """Play until ``predicate(session)`` holds (True) or the game ends without it (False)."""
        for _i in range(max_actions):
            if predicate(self.session):
                return True
            if self.session.game_over:
                return False
            self.step()
        return predicate(self.session)


def play_until(session: GameSession, predicate: Predicate, max_actions: int = 20000) -> bool:
    return Autoplayer(session).play_until(predicate, max_actions)


def finished_session(players: int = 4, seed: int = 1, humans: int = 1, characters: str = "classic",
                     uniques: str = "all") -> GameSession:  # fmt: skip
    session = demo_session(players, seed, humans, characters=characters, uniques=uniques)
    play_until(session, lambda s: s.game_over)
    return session
