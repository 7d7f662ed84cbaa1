"""The hot-seat recap: what everyone saw happen since a player's last decision, as public log lines
with a weight each (the hand-off screen keeps the heaviest first when they do not all fit)."""

from __future__ import annotations

from citadels.engine import CLASSIC_CHARACTERS, redact
from citadels.engine import events as ev
from citadels.narrate import narrate
from citadels.session import GameSession


class RecapLine(str):
    """A recap line with its `weight`: when the lines do not all fit, the heaviest (a murder, a
    theft, a destroyed district) are kept first, then the latest. A plain str weighs 0."""

    weight: int

    def __new__(cls, line: str, weight: int = 0) -> RecapLine:
        made = super().__new__(cls, line)
        made.weight = weight
        return made


def weight(line: str) -> int:
    return getattr(line, "weight", 0)


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
            lines.append(RecapLine(said, _RECAP_WEIGHTS.get(type(event), 0)))
    return lines


#: which recap lines the hand-off screen keeps first when they do not all fit: what was done to a
#: player (a murder, a theft, a destroyed or taken district), then builds and the crown. Weighed by
#: the event alone, never by who holds what: the choice of lines must not hint at a secret.
_RECAP_WEIGHTS: dict[type[ev.Event], int] = {
    **dict.fromkeys(
        (
            ev.Murdered,
            ev.MurderedRevealed,
            ev.Robbed,
            ev.GoldStolen,
            ev.Destroyed,
            ev.HandsSwapped,
            ev.WizardTook,
            ev.DistrictsSwapped,
            ev.Bewitched,
            ev.BewitchedTurnTaken,
            ev.CityCompleted,
        ),
        3,
    ),  # fmt: skip
    **dict.fromkeys(
        (
            ev.Built,
            ev.CrownPassed,
            ev.RoundStarted,
            ev.TaxPaid,
            ev.TributePaid,
            ev.TitheTaken,
            ev.GraveyardUsed,
            ev.CharacterRevealed,
        ),
        2,
    ),  # fmt: skip
    **dict.fromkeys(
        (ev.CharactersDiscardedFaceUp, ev.GoldTaken, ev.CardsDrawn, ev.IncomeTaken, ev.WizardLooked), 1
    ),
}
