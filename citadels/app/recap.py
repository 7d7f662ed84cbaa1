"""The hot-seat recap: everything public that happened since a person's last decision, as log lines
(the hand-off screen lists them all, scrollable)."""

from __future__ import annotations

from typing import assert_never

from citadels.engine import CLASSIC_CHARACTERS, redact
from citadels.engine import events as ev
from citadels.session import GameSession
from citadels.text.narrate import narrate


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
        match event:
            case ev.GameStarted() | ev.CardsDealt():
                continue  # the set-up: before anyone's first decision, never news
            case (
                ev.RoundStarted()
                | ev.CharactersDiscardedFaceUp()
                | ev.CharacterDiscardedFaceDown()
                | ev.CharacterChosen()
                | ev.RankCalled()
                | ev.CharacterRevealed()
                | ev.Murdered()
                | ev.Robbed()
                | ev.GoldStolen()
                | ev.GoldTaken()
                | ev.GoldPaid()
                | ev.CardsDrawn()
                | ev.CardKept()
                | ev.CardsExchanged()
                | ev.HandsSwapped()
                | ev.CardDiscarded()
                | ev.IncomeTaken()
                | ev.Built()
                | ev.CityCompleted()
                | ev.Destroyed()
                | ev.GraveyardOffered()
                | ev.GraveyardUsed()
                | ev.CrownPassed()
                | ev.TurnEnded()
                | ev.MurderedRevealed()
                | ev.RoundEnded()
                | ev.GameEnded()
                | ev.CharacterSetChosen()
                | ev.Bewitched()
                | ev.BewitchedTurnTaken()
                | ev.TaxPaid()
                | ev.HandLookedAt()
                | ev.CardTakenFromHand()
                | ev.TributePaid()
                | ev.TitheTaken()
                | ev.DistrictsSwapped()
                | ev.DistrictSeized()
                | ev.CardsGivenForGold()
                | ev.TaxOnToken()
                | ev.TokenTaxTaken()
                | ev.HandLookedAtForType()
                | ev.CardTakenAtRandom()
                | ev.CardGiven()
                | ev.Beautified()
                | ev.AdornmentGoldReturned()
                | ev.WarrantsPlaced()
                | ev.BuildHeld()
                | ev.WarrantKept()
                | ev.WarrantRevealed()
                | ev.ThreatsPlaced()
                | ev.BribePaid()
                | ev.BribeRefused()
                | ev.ThreatRevealed()
                | ev.ThreatKept()
                | ev.TheaterSwapped()
                | ev.TheaterDeclined()
            ):
                said = narrate(redact(event, None), session.names, None, characters)
                if said:
                    lines.append(said)
            case _:
                assert_never(event)
    return lines
