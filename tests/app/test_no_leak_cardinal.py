"""RULES.md §9.11: the cards the Cardinal gives for another player's gold are known to him and the lender
only; their number is public. Seeded bot games with the Cardinal, their log checked line by line for
every seat and the public (`leaklib`), as `test_no_leak_log` does for classic games."""

from __future__ import annotations

from collections import Counter

from leaklib import Knowledge, Leak, Names
from test_no_leak_log import _entry_leaks

from citadels.ai import make_bot
from citadels.app.table.log import Entry, LogBook
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, SeatSetup, reasons_by_event
from citadels.text import i18n

CAST = "assassin,thief,magician,king,cardinal,merchant,architect,warlord"
LEVELS = ("medium", "greedy", "easy", "careful")
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria")


def _play(seed: int, players: int, counts: Counter[str]) -> list[Leak]:
    levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(players)]
    seats = tuple(SeatSetup(NAMES[i], "bot", levels[i]) for i in range(players))
    session = GameSession(GameSetup(seats, seed=seed, characters=CAST))
    bots = [make_bot(level, seed * 10 + i) for i, level in enumerate(levels)]
    names = Names(session.names)
    know = Knowledge(session)
    book = LogBook(session.names)
    viewers: list[int | None] = [None, *range(players)]
    leaks: list[Leak] = []

    def show(entries: list[Entry]) -> None:
        know.update()
        for entry in entries:
            if entry.kind == "event" and isinstance(entry.event, ev.CardsGivenForGold):
                counts["loans"] += 1
            for viewer in viewers:
                leaks.extend(_entry_leaks(book, entry, viewer, know, names))

    for event in session.history:
        book.add_event(event)
    show(list(book.entries))
    while not session.game_over:
        seat = session.to_move
        bot = bots[seat]
        action = bot.choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=getattr(bot, "last_reason", None))
        record = session.actions[-1]
        start = len(book.entries)
        placed = reasons_by_event(session.actions, session.history, record.first_event)
        for i in range(record.first_event, record.first_event + record.events):
            book.add_event(session.history[i])
            for reason, reason_seat in placed.get(i, ()):
                book.add_reason(reason, reason_seat)
        show(book.entries[start:])
    return leaks


def test_9_11_the_cardinals_cards_given_never_reach_a_third_partys_log() -> None:
    i18n.set_language("en")
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    for seed in range(8):
        leaks += _play(seed, (2, 4, 5, 6)[seed % 4], counts)
    assert not leaks, "\n".join(map(str, leaks[:12]))
    assert counts["loans"] >= 3  # the games do reach the Cardinal's build with another's gold
