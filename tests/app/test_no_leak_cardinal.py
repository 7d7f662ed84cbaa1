"""RULES.md §9.11: the cards the Cardinal gives for another player's gold are known to him and the lender
only; their number is public; so is the number of cards he pays into a Thieves' Den, never their faces
(§9.13, 9). Seeded bot games with the Cardinal, their log checked line by line for every seat and the
public (`leaklib`), as `test_no_leak_log` does for classic games."""

from __future__ import annotations

import random
from collections import Counter

from leaklib import Knowledge, Leak, Names
from test_no_leak_log import _entry_leaks

from citadels.ai import make_bot
from citadels.ai.darkcity import loan_reason
from citadels.app.table.log import Entry, LogBook
from citadels.engine import BuildWithLoan, GameState
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, SeatSetup, reasons_by_event
from citadels.text import i18n
from tests.engine.scenario import UNIQUES_2016_MEETINGS, Scenario

CAST = "assassin,thief,magician,king,cardinal,merchant,architect,warlord"
LEVELS = ("medium", "greedy", "easy", "careful")
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria")


def _play(seed: int, players: int, counts: Counter[str], state: GameState | None = None) -> list[Leak]:
    """One game's leaks (from `state` when given); the Cardinal pays cards into a Thieves' Den and
    borrows the rest whenever he can (a mix drawn at random), with the bots' reason for it."""
    levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(players)]
    seats = tuple(SeatSetup(NAMES[i], "bot", levels[i]) for i in range(players))
    if state is None:
        session = GameSession(GameSetup(seats, seed=seed, characters=CAST))
    else:
        cast, deck = ",".join(c.name for c in state.rules.characters), ",".join(state.rules.uniques)
        session = GameSession.from_state(GameSetup(seats, seed=seed, characters=cast, uniques=deck), state)
    rnd = random.Random(seed)
    bots = [make_bot(level, seed * 10 + i) for i, level in enumerate(levels)]
    names = Names(session.names)
    know = Knowledge(session)
    assert session.state is not None
    book = LogBook(session.names, session.state.rules.characters)
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
        legal = session.legal(seat)
        mixes = [a for a in legal if isinstance(a, BuildWithLoan) and a.den]
        if mixes:
            action: object = rnd.choice(mixes)
            assert isinstance(action, BuildWithLoan)
            counts["den_loans"] += 1
            session.submit(seat, action, reason=loan_reason(action))
        else:
            action = bot.choose(session.view(seat), legal)
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


def test_9_13_9_the_cards_paid_into_a_thieves_den_by_the_cardinal_never_reach_a_log() -> None:
    """The Cardinal builds his Thieves' Den paying 1 gold, cards into it and the rest with another's
    gold: the log says how many cards went into the Den, never which, to every seat and the public;
    the reason says the counts only. The game then goes on to its end, checked the same way."""
    i18n.set_language("en")
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    for seed in range(3):
        state = (
            Scenario(players=4, seed=seed)
            .line_up(*CAST.split(","))
            .uniques(*UNIQUES_2016_MEETINGS)
            .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
            .hand(0, "thieves_den", "manor", "temple", "tavern", "market", "docks")
            .hand(1, "castle")
            .hand(2, "palace")
            .hand(3, "harbor")
            .gold(0, 1)
            .gold(1, 2 + seed)
            .turn("cardinal", gathered=True)
            .build()
        )
        leaks += _play(seed, 4, counts, state)
    assert not leaks, "\n".join(map(str, leaks[:12]))
    assert counts["den_loans"] >= 3  # the Cardinal's mix into the Den, in each game
