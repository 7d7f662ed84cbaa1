"""The hot-seat recap: everything public that happened since a person's last decision, as log lines
(the hand-off screen lists them all, scrollable)."""

from __future__ import annotations

from citadels.engine import CLASSIC_CHARACTERS, redact
from citadels.engine import events as ev
from citadels.narrate import narrate
from citadels.session import GameSession


def since_last_decision(session: GameSession, seat: int) -> int | None:
    """The history index right after `seat`'s last accepted action (None: it has made none yet)."""
    for record in reversed(session.actions):
        if record.seat == seat:
            return record.first_event + record.events
    return None


def public_recap(session: GameSession, start: int) -> list[str]:
    """What everyone saw happen since history index `start`, one public log line per event, in the
    current language (the hand-off screen's "since your last turn")."""
    # ranks are named by this game's line-up (rank 5 is the Bishop or the Abbot)
    characters = session.state.rules.characters if session.state is not None else CLASSIC_CHARACTERS
    lines: list[str] = []
    for event in session.history[start:]:
        if isinstance(event, (ev.GameStarted, ev.CardsDealt)):
            continue
        said = narrate(redact(event, None), session.names, None, characters)
        if said:
            lines.append(said)
    return lines
