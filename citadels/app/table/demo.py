"""A mid-game session for screenshots, the self-test and the frame benchmark: advanced by greedy bots
to a human's decision (`demo_session`)."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.ai import make_bot
from citadels.engine import Decision, Destroy, EndTurn, PickCharacter
from citadels.session import GameSession, GameSetup, SeatSetup


def demo_session(players: int = 4, *, seed: int = 7, stage: str = "main", humans: int = 1, rounds: int = 2,
                 names: Sequence[str] | None = None, characters: str = "classic",
                 uniques: str = "all") -> GameSession:  # fmt: skip
    """A session advanced by greedy bots to a human's decision: ``stage`` is "draft", "main",
    "gather" or "destroy" (a MAIN turn as the Warlord with targets), after about ``rounds`` rounds."""
    default = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor"]
    names = list(names or default)[:players]
    seats = tuple(SeatSetup(names[i], "human" if i < humans else "bot", "greedy") for i in range(players))
    for attempt in range(60):
        session = GameSession(
            GameSetup(seats, seed=seed + attempt * 101, characters=characters, uniques=uniques)
        )
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
                if (
                    stage == "main"
                    and session.decision == Decision.MAIN
                    and state.cur_rank != 8
                    and len(view.hand) >= 2
                ):
                    return session
                if (
                    stage == "destroy"
                    and session.decision == Decision.MAIN
                    and state.cur_rank == 8
                    and any(isinstance(a, Destroy) for a in legal)
                ):
                    return session
            if session.round > rounds + 3:
                break
            action = bots[seat].choose(view, legal)
            if (
                stage == "destroy"
                and seat < humans
                and isinstance(action, PickCharacter)
                and PickCharacter(8) in legal
            ):
                action = PickCharacter(8)
            if stage == "destroy" and seat < humans and isinstance(action, (Destroy,)):
                action = EndTurn()  # keep the Warlord's ability for the picture
            session.submit(seat, action)
    return session
