"""Demo tables for screenshots, the self-test and the frame benchmark: a session advanced by greedy
bots to a human's decision (`demo_session`), and the table screenshots registered by name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from citadels.app.scenes.registry import register_screenshot
from citadels.app.table.scene import TableScene
from citadels.engine import Decision, Destroy, EndTurn, PickCharacter
from citadels.session import GameSession

if TYPE_CHECKING:
    from citadels.app.app import App


def demo_session(players: int = 4, *, seed: int = 7, stage: str = "main", humans: int = 1, rounds: int = 2,
                 names: Sequence[str] | None = None, characters: str = "classic",
                 uniques: str = "all") -> GameSession:  # fmt: skip
    """A session advanced by greedy bots to a human's decision: ``stage`` is "draft", "main",
    "gather" or "warlord" (a MAIN turn as the Warlord with targets), after about ``rounds`` rounds."""
    from citadels.ai import make_bot
    from citadels.session import GameSetup, SeatSetup

    default = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor"]
    names = list(names or default)[:players]
    seats = tuple(
        SeatSetup(names[i], "human" if i < humans else "bot", "greedy") for i in range(players)
    )
    for attempt in range(60):
        session = GameSession(GameSetup(seats, seed=seed + attempt * 101, characters=characters, uniques=uniques))
        bots = [make_bot("greedy", seed + i) for i in range(players)]
        state = session.state
        assert state is not None
        while not session.game_over:
            seat = session.to_move
            view = session.view(seat)
            legal = session.legal(seat)
            if session.round > rounds and seat < humans:
                if stage == "draft" and session.decision == Decision.DRAFT_PICK:
                    return session
                if stage == "gather" and session.decision == Decision.GATHER:
                    return session
                if stage == "main" and session.decision == Decision.MAIN and state.cur_rank != 8 and len(view.hand) >= 2:
                    return session
                if stage == "warlord" and session.decision == Decision.MAIN and state.cur_rank == 8 and any(isinstance(a, Destroy) for a in legal):
                    return session
            if session.round > rounds + 3:
                break
            action = bots[seat].choose(view, legal)
            if stage == "warlord" and seat < humans and isinstance(action, PickCharacter) and PickCharacter(8) in legal:
                action = PickCharacter(8)
            if stage == "warlord" and seat < humans and isinstance(action, (Destroy,)):
                action = EndTurn()  # keep the Warlord's ability for the picture
            session.submit(seat, action)
    return session


def _demo(app: App, players: int, stage: str, seed: int = 7, characters: str = "classic", uniques: str = "all") -> TableScene:
    session = demo_session(players, seed=seed, stage=stage, characters=characters, uniques=uniques)
    return TableScene(app, session, animate_history=False, bot_processes="never")


def register_screenshots() -> None:
    """`citadels screenshot --scene table|draft --players N --seed S` passes players and seed through."""
    register_screenshot("table", lambda app, players=4, seed=7, characters="classic", uniques="all": _demo(app, players, "main", seed, characters, uniques))
    register_screenshot("draft", lambda app, players=4, seed=7, characters="classic", uniques="all": _demo(app, players, "draft", seed, characters, uniques))
    register_screenshot("table7", lambda app: _demo(app, 7, "main"))
    register_screenshot("warlord", lambda app: _demo(app, 5, "warlord"))
    register_screenshot("hotseat", _hotseat_demo)


def _hotseat_demo(app: App, players: int = 4, seed: int = 11, characters: str = "classic", uniques: str = "all") -> TableScene:
    """A hot-seat table (two humans, medium bots) while a bot plays: the public table only."""
    from citadels.ai import make_bot
    from citadels.session import GameSetup, SeatSetup

    names = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor"][:players]
    seats = tuple(SeatSetup(n, "human" if i < 2 else "bot", "medium") for i, n in enumerate(names))
    session = GameSession(GameSetup(seats, seed=seed, characters=characters, uniques=uniques))
    bots = [make_bot("medium", seed + i) for i in range(players)]
    while not session.game_over:
        seat = session.to_move
        if session.round >= 3 and seat >= 2 and session.decision == Decision.MAIN:
            break
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=bots[seat].last_reason if seat >= 2 else None)
    return TableScene(app, session, animate_history=False, bot_processes="never")
