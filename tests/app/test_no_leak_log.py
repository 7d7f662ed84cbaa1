"""No log line tells a viewer what they may not know, and every bot reason sits under its own action.

Hundreds of seeded games, two to seven players, every bot level (Hard with a small fixed number of
search iterations), and games of the personalities, whose reasons the log words in their own voice. The log is built exactly as the table builds it (`LogBook`: events, and each
reason added right after the event of its own action); every line is checked, as it is shown, for
every seat that could be a human at the table and for the public (hot seat between decisions),
against `leaklib.Knowledge`, worked out from the full game state.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable

import pytest
from leaklib import CHARACTER_PUBLIC_EVENTS, Describer, Knowledge, Leak, Names, text_leaks

from citadels.ai import make_bot
from citadels.app.personalities import personality_bots
from citadels.app.table.log import Entry, LogBook, build_log, seat_voices
from citadels.engine import GameState
from citadels.engine import events as ev
from citadels.engine.cards import CARDS
from citadels.engine.presets_2016 import PRESETS_2016
from citadels.session import GameSession, GameSetup, SeatSetup, reasons_by_event
from citadels.text import i18n

LEVELS = ("random", "greedy", "easy", "medium", "hard")
#: the personalities, with Medium between them (the table's reasons in several voices)
VOICES = (*personality_bots(), "medium")
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria")
GAMES = int(os.environ.get("LEAK_GAMES", 200))
HARD_ITERATIONS = 2  # a small, fixed search: the reasons are what matters here, not the strength


def _bots(seed: int, players: int, pool: tuple[str, ...] = LEVELS) -> list[str]:
    return [pool[(seed + i) % len(pool)] for i in range(players)]


def _session(
    seed: int,
    pool: tuple[str, ...] = LEVELS,
    characters: str = "classic",
    players: int | None = None,
    uniques: str | tuple[str, ...] = "all",
    described: bool = False,
) -> tuple[GameSession, list[object]]:
    players = 2 + seed % 6 if players is None else players
    levels = _bots(seed, players, pool)
    seats = tuple(SeatSetup(NAMES[i], "bot", levels[i]) for i in range(players))
    ruleset = "classic" if seed % 3 else "short"
    session = GameSession(
        GameSetup(seats, seed=seed, ruleset=ruleset, characters=characters, uniques=uniques)
    )
    if described:  # random moves with `describe`'s reasons (the Hint's, Hard's, the coach's words)
        return session, [Describer(seed * 10 + i) for i in range(players)]
    bots = [
        make_bot(level, seed * 10 + i, **({"hard_iterations": HARD_ITERATIONS} if level == "hard" else {}))
        for i, level in enumerate(levels)
    ]
    return session, bots


def _entry_leaks(
    book: LogBook, entry: Entry, viewer: int | None, know: Knowledge, names: Names
) -> list[Leak]:
    said = book.line(entry, viewer)[1]
    if not said:
        return []
    if entry.kind == "event":
        event = entry.event
        if isinstance(event, (ev.MurderedRevealed, ev.GameEnded)):  # the rules reveal who was murdered
            return [leak for leak in text_leaks(said, viewer, know, names) if "district" in leak.what]
        seat = getattr(event, "seat", None)
        return text_leaks(
            said, viewer, know, names, actor=seat, actor_may_name=isinstance(event, CHARACTER_PUBLIC_EVENTS)
        )
    anchor = entry.anchor.event if entry.anchor is not None else None
    return text_leaks(
        said,
        viewer,
        know,
        names,
        actor=entry.seat,
        actor_may_name=isinstance(anchor, CHARACTER_PUBLIC_EVENTS),
    )


def play_and_check(
    seed: int,
    counts: Counter[str],
    pool: tuple[str, ...] = LEVELS,
    characters: str = "classic",
    players: int | None = None,
    uniques: str | tuple[str, ...] = "all",
    prepare: Callable[[GameState], None] | None = None,
    described: bool = False,
) -> list[Leak]:
    session, bots = _session(seed, pool, characters, players, uniques, described)
    if prepare is not None:
        assert session.state is not None
        prepare(session.state)  # before any action (the Theater already built)
    names = Names(session.names)
    know = Knowledge(session)
    assert session.state is not None
    book = LogBook(session.names, session.state.rules.characters, voices=seat_voices(session.setup))
    viewers: list[int | None] = [None, *range(session.players)]
    leaks: list[Leak] = []

    def show(entries: list[Entry]) -> None:
        know.update()
        for entry in entries:
            for viewer in viewers:
                if book.line(entry, viewer)[1]:
                    counts["lines"] += 1
                    if entry.kind == "reason":
                        counts["reason lines"] += 1
                leaks.extend(_entry_leaks(book, entry, viewer, know, names))

    for event in session.history:
        book.add_event(event)
    show(list(book.entries))
    while not session.game_over:
        seat = session.to_move
        bot = bots[seat]
        action = bot.choose(session.view(seat) if bot.needs_view else None, session.legal(seat))
        session.submit(seat, action, reason=getattr(bot, "last_reason", None))
        record = session.actions[-1]
        start = len(book.entries)
        # as the table does: the new events, each with the reasons placed under it so far
        placed = reasons_by_event(session.actions, session.history, record.first_event)
        for i in range(record.first_event, record.first_event + record.events):
            book.add_event(session.history[i])
            for reason, reason_seat in placed.get(i, ()):
                book.add_reason(reason, reason_seat)
                counts["reasons"] += 1
        show(book.entries[start:])
    counts["games"] += 1
    # the table's incremental log and the log of a whole session agree, line for line
    whole = build_log(session)
    assert [book.line(e, None) for e in book.entries] == [whole.line(e, None) for e in whole.entries]
    return leaks


@pytest.mark.slow
def test_no_log_line_leaks_over_hundreds_of_bot_games() -> None:
    i18n.set_language("en")
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    for seed in range(GAMES):
        leaks += [leak for leak in play_and_check(seed, counts) if leak not in leaks]
    print(f"\nno-leak log: {counts['games']} games, {counts['lines']} log lines checked "
          f"({counts['reason lines']} bot reason lines shown of {counts['reasons']} reasons)")  # fmt: skip
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(map(str, leaks[:12]))
    assert counts["games"] == GAMES and counts["lines"] > 500 * GAMES and counts["reason lines"] > 20 * GAMES


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_log_line_leaks_in_the_voice_of_the_personalities(lang: str) -> None:
    i18n.set_language(lang)
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    try:
        for seed in range(GAMES // 5):
            leaks += [leak for leak in play_and_check(seed, counts, VOICES) if leak not in leaks]
    finally:
        i18n.set_language("en")
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(map(str, leaks[:12]))
    assert counts["games"] == GAMES // 5 and counts["reason lines"] > 20 * counts["games"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_log_line_leaks_with_describes_reasons_in_the_2016_presets(lang: str) -> None:
    """Random moves in every 2016 preset, each with the reason `describe` gives it (the Hint's, Hard's
    and the coach's words for any move: the Spy's look, the Seer's cards, the Scholar's seven, the
    Museum, the Theater's characters, RULES.md §9.11), shown as the table shows them."""
    i18n.set_language(lang)
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    try:
        for k, preset in enumerate(PRESETS_2016):
            found = play_and_check(60 + k, counts, characters=preset, players=2 + k % 6, described=True)
            leaks += [leak for leak in found if leak not in leaks]
    finally:
        i18n.set_language("en")
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(map(str, leaks[:12]))
    assert counts["games"] == len(PRESETS_2016) and counts["reason lines"] > 20 * counts["games"]


@pytest.mark.parametrize("seed", [3, 11, 28])
def test_each_reason_sits_right_under_the_event_of_its_own_action(seed: int) -> None:
    session, bots = _session(seed)
    while not session.game_over:
        seat = session.to_move
        bot = bots[seat]
        action = bot.choose(session.view(seat) if bot.needs_view else None, session.legal(seat))
        session.submit(seat, action, reason=getattr(bot, "last_reason", None))
    for full in (False, True):
        book = build_log(session, full=full)
        reasons = [i for i, e in enumerate(book.entries) if e.kind == "reason"]
        assert len(reasons) == sum(1 for r in session.actions if r.reason is not None and r.events)
        records = iter(r for r in session.actions if r.reason is not None and r.events)
        for i in reasons:
            entry, record = book.entries[i], next(records)
            before = book.entries[i - 1]
            # the entry just above is the event of its own action: caused by it, and by its seat
            assert before is entry.anchor and before.event is session.history[record.anchor(session.history)]
            assert record.first_event <= record.anchor(session.history) < record.first_event + record.events
            assert getattr(before.event, "seat", getattr(before.event, "thief", record.seat)) == record.seat
            # as shown: right under that event's line, or naming its player when the event says nothing
            for viewer in (None, 0):
                said = book.line(entry, viewer)[1]
                if said and not book.line(before, viewer)[1]:
                    assert said.startswith(session.name(record.seat) + ":")
        # an "ends its turn" reason never lands under the next player's lines
        lines = book.lines(None)
        for k, (style, _said, entry) in enumerate(lines):
            if style == "reason" and k > 0:
                above = lines[k - 1][2]
                assert above is entry.anchor or _said.startswith(session.name(entry.seat or 0) + ":")


#: The 2016 Spy and Seer (RULES.md §9.11): the hand the Spy saw is his alone, each card the Seer moves
#: is known to its giver and its receiver only — told in the log to them, to nobody else.
SPY_SEER = "assassin,spy,seer,king,bishop,merchant,architect,warlord"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_log_line_leaks_the_spys_look_or_the_seers_cards(players: int) -> None:
    i18n.set_language("en")
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    for seed in range(3):
        leaks += play_and_check(seed, counts, characters=SPY_SEER, players=players)
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(map(str, leaks[:12]))
    assert counts["games"] == 3


#: The Theater (RULES.md §9.4, §9.11): who swapped with whom is public, the two characters are known to
#: the two seats only — told in the log to them, to nobody else.
THEATER_DECK = (
    "basilica", "capitol", "ivory_tower", "monument", "statue", "wishing_well", "gold_mine", "park",
    "poor_house", "stables", "quarry", "theater", "smithy", "haunted_city",
)  # fmt: skip
THEATER = next(c for c in CARDS if c.kind.name == "theater")


def _theater_for(owner: int) -> Callable[[GameState], None]:
    def prepare(s: GameState) -> None:
        for p in s.players:
            if THEATER in p.hand:
                p.hand.remove(THEATER)
                p.hand.append(s.deck.pop())
        if THEATER in s.deck:
            s.deck.remove(THEATER)
        s.players[owner].city.append(THEATER)
        s.players[owner].kinds.add(THEATER.kind)

    return prepare


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_no_log_line_leaks_the_theaters_characters(players: int, lang: str) -> None:
    i18n.set_language(lang)
    counts: Counter[str] = Counter()
    leaks: list[Leak] = []
    try:
        for seed in range(2):
            prepare = _theater_for(seed % players)
            leaks += play_and_check(seed, counts, players=players, uniques=THEATER_DECK, prepare=prepare)
    finally:
        i18n.set_language("en")
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(map(str, leaks[:12]))
