"""RULES.md §9.11: which of the Magistrate's warrants is signed, and which of the Blackmailer's threats
carries the flower, is known only to the seat that placed them until it is revealed — in the views,
the redacted events, every log line and every bot reason shown during the game. Seeded games with
each of them, bots of every level, two to seven players, and players of random moves given the reasons
`describe` gives them (the Hint's, Hard's and the coach's words, `leaklib.Describer`): before a
reveal, nothing any other seat (or the public, at a hot-seat table) can read tells which marker it is."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.app.table.log import LogBook, seat_voices
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, SeatSetup, reasons_by_event
from citadels.text import i18n
from tests.app.leaklib import Describer

CAST = "magistrate,thief,magician,king,bishop,merchant,architect,warlord"
LEVELS = ("medium", "easy", "greedy", "careful", "hard", "rusher")
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria")
SIGNED_WORDS = {"en": "signed", "es": "firmada"}
# the Blackmailer's games (RULES.md §9.3)
THREAT_CAST = "assassin,blackmailer,magician,king,bishop,merchant,architect,warlord"
FLOWER_WORDS = {"en": "flower", "es": "flor"}


def _game(
    seed: int, players: int, cast: str = CAST, described: bool = False
) -> tuple[GameSession, list[object]]:
    levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(players)]
    seats = tuple(SeatSetup(NAMES[i], "bot", levels[i]) for i in range(players))
    session = GameSession(GameSetup(seats, seed=seed, characters=cast))
    if described:  # random moves with `describe`'s reasons (the Hint's words for any move)
        return session, [Describer(seed * 10 + i) for i in range(players)]
    bots = [
        make_bot(level, seed * 10 + i, **({"hard_iterations": 2} if level == "hard" else {}))
        for i, level in enumerate(levels)
    ]
    return session, bots


#: (seed, players, described): bots of every level, then random moves with `describe`'s reasons
GAMES = [(6, 2, False), (2, 4, False), (3, 5, False), (4, 7, False), (5, 2, True), (7, 4, True), (8, 6, True)]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("seed", "players", "described"), GAMES)
def test_9_11_the_signed_warrant_leaks_nowhere_before_it_is_revealed(
    seed: int, players: int, described: bool, lang: str
) -> None:
    i18n.set_language(lang)
    word = SIGNED_WORDS[lang]
    session, bots = _game(seed, players, described=described)
    said: set[str] = set()
    book = LogBook(session.names, voices=seat_voices(session.setup))
    placed = revealed = 0
    try:
        while not session.game_over:
            seat = session.to_move
            bot = bots[seat]
            action = bot.choose(session.view(seat), session.legal(seat))  # type: ignore[attr-defined]
            reason = getattr(bot, "last_reason", None)
            said.add(reason.key if reason is not None else "")
            session.submit(seat, action, reason=reason)
            state = session.state
            assert state is not None
            owner = state.warrant_seat
            secret = state.warrants and not state.warrant_revealed
            for other in range(players):
                view = session.view(other)
                if secret and other != owner:
                    assert view.signed_warrant == 0  # the view
                elif secret:
                    assert view.signed_warrant == state.warrant_signed
            record = session.actions[-1]
            reasons = reasons_by_event(session.actions, session.history, record.first_event)
            start = len(book.entries)
            for i in range(record.first_event, record.first_event + record.events):
                event = session.history[i]
                book.add_event(event)
                for reason, reason_seat in reasons.get(i, ()):
                    book.add_reason(reason, reason_seat)
                if isinstance(event, ev.WarrantsPlaced):
                    placed += 1
                    for other in (None, *range(players)):
                        seen = ev.redact(event, other)
                        assert (seen.signed is not None) == (other == event.seat)  # the event
                if isinstance(event, ev.WarrantRevealed):
                    revealed += 1
            for entry in (
                book.entries[start:] if state.warrant_seat >= 0 and not state.warrant_revealed else ()
            ):
                for other in (None, *range(players)):
                    if other == owner and other is not None:
                        continue
                    line = book.line(entry, other)[1]
                    assert word not in line.lower(), (other, line)  # the log line and the reason
    finally:
        i18n.set_language("en")
    assert placed >= 1
    if described:  # `describe`'s words for a placement other than Medium's were said
        assert {M.PLACE_WARRANTS_SIGNED, M.PLACE_THREATS_FLOWER} & said


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("seed", "players", "described"), GAMES)
def test_9_11_the_flowered_threat_leaks_nowhere_before_it_is_revealed(
    seed: int, players: int, described: bool, lang: str
) -> None:
    i18n.set_language(lang)
    word = FLOWER_WORDS[lang]
    session, bots = _game(seed, players, THREAT_CAST, described)
    said: set[str] = set()
    book = LogBook(session.names, voices=seat_voices(session.setup))
    placed = 0
    try:
        while not session.game_over:
            seat = session.to_move
            bot = bots[seat]
            action = bot.choose(session.view(seat), session.legal(seat))  # type: ignore[attr-defined]
            reason = getattr(bot, "last_reason", None)
            said.add(reason.key if reason is not None else "")
            session.submit(seat, action, reason=reason)
            state = session.state
            assert state is not None
            owner = state.threat_seat
            secret = state.threats and not state.threat_revealed
            for other in range(players):
                if secret and other != owner:
                    assert session.view(other).flowered_threat == 0  # the view
            record = session.actions[-1]
            reasons = reasons_by_event(session.actions, session.history, record.first_event)
            start = len(book.entries)
            for i in range(record.first_event, record.first_event + record.events):
                event = session.history[i]
                book.add_event(event)
                for reason, reason_seat in reasons.get(i, ()):
                    book.add_reason(reason, reason_seat)
                if isinstance(event, ev.ThreatsPlaced):
                    placed += 1
                    for other in (None, *range(players)):
                        assert (ev.redact(event, other).flowered is not None) == (
                            other == event.seat
                        )  # the event
            if not secret:
                continue
            for entry in book.entries[start:]:
                if isinstance(entry.event, ev.ThreatRevealed):
                    continue  # a revealed threat is public, flower or not
                for other in (None, *range(players)):
                    if other == owner:
                        continue
                    line = book.line(entry, other)[1]
                    assert word not in line.lower(), (other, line)  # the log line and the reason
    finally:
        i18n.set_language("en")
    assert placed >= 1
    if described:  # `describe`'s words for a placement other than Medium's were said
        assert {M.PLACE_WARRANTS_SIGNED, M.PLACE_THREATS_FLOWER} & said
