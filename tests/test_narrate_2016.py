"""The log of the 2016 box's cards (RULES.md §9.11): the Scholar's seven are named only in his own
log, in Spanish and English; the Patrician's card income is told as cards, not gold; the hand the Spy
saw is named only in his log (the type and the count to everyone); each card the Seer moves is named
only to its giver and its receiver."""

from __future__ import annotations

import pytest

from citadels.engine import (
    CHARACTERS,
    DistrictType,
    DrawToKeepOne,
    GiveCard,
    KeepCard,
    LookForType,
    TakeIncome,
    TakeRandomCards,
)
from citadels.engine.events import Event, redact
from citadels.text.i18n import current_language, district_name, set_language
from citadels.text.narrate import narrate
from tests.engine.scenario import Scenario

CAST = ["assassin", "thief", "magician", "patrician", "bishop", "merchant", "scholar", "warlord"]
NAMES = ("Ana", "Bruno", "Carmen", "Diego")
LINE_UP = tuple(CHARACTERS[n] for n in CAST)


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_9_11_the_scholars_seven_are_named_only_in_his_log(lang: str) -> None:
    set_language(lang)
    s = (
        Scenario(players=4, characters=CAST)
        .characters({0: "scholar", 1: "bishop", 2: "warlord", 3: "patrician"})
        .turn("scholar", gathered=True)
        .build()
    )
    events = s.apply(DrawToKeepOne())
    seven = list(s.drawn)
    events += s.apply(KeepCard(seven[0].id))
    names = {district_name(c.kind.name) for c in seven}
    for viewer in (1, 2, 3):
        lines = [narrate(e, NAMES, viewer, LINE_UP) or "" for e in events]
        assert all(name not in line for line in lines for name in names), lines
        assert any(lines)
    own = " ".join(narrate(e, NAMES, 0, LINE_UP) or "" for e in events)
    assert district_name(seven[0].kind.name) in own
    assert ("Scholar" if lang == "en" else "Erudito") in own


@pytest.mark.parametrize(("lang", "word"), [("en", "cards of income"), ("es", "cartas de ingresos")])
def test_9_3_the_patricians_income_is_told_in_cards(lang: str, word: str) -> None:
    set_language(lang)
    s = (
        Scenario(players=4, characters=CAST)
        .characters({0: "patrician", 1: "bishop", 2: "warlord", 3: "scholar"})
        .city(0, "manor", "castle")
        .turn("patrician", gathered=True)
        .build()
    )
    events = s.apply(TakeIncome())
    lines = [line for line in (narrate(e, NAMES, 1, LINE_UP) for e in events) if line]
    assert len(lines) == 1 and word in lines[0] and "2" in lines[0], lines  # one line, no gold


# ---------------------------------------------------------------------- the Spy and the Seer
SPY_SEER = ["assassin", "spy", "seer", "king", "bishop", "merchant", "architect", "warlord"]
SPY_SEER_LINE_UP = tuple(CHARACTERS[n] for n in SPY_SEER)


def _names(*kinds: str) -> set[str]:
    return {district_name(k) for k in kinds}


def _told(events: list[Event], viewer: int | None) -> str:
    """Everything the log tells `viewer` (None: the public) of `events`, by name and to "you"."""
    if viewer is None:
        return " ".join(narrate(redact(e, None), NAMES, None, SPY_SEER_LINE_UP) or "" for e in events)
    by_name = (narrate(e, NAMES, viewer, SPY_SEER_LINE_UP) or "" for e in events)
    to_you = (narrate(e, NAMES, viewer, SPY_SEER_LINE_UP, you=viewer) or "" for e in events)
    return " ".join([*by_name, *to_you])


@pytest.mark.parametrize(("lang", "religious"), [("en", "Religious"), ("es", "Religioso")])
def test_9_11_the_hand_the_spy_saw_is_named_only_in_his_log_the_type_and_count_to_all(
    lang: str, religious: str
) -> None:
    set_language(lang)
    s = (
        Scenario(players=4, characters=SPY_SEER)
        .characters({0: "spy", 1: "king", 2: "bishop", 3: "warlord"})
        .hand(1, "temple", "church", "manor")
        .gold(1, 5)
        .turn("spy", gathered=True)
        .build()
    )
    events = s.apply(LookForType(1, DistrictType.RELIGIOUS))
    hand = _names("temple", "church", "manor")
    for viewer in (1, 2, 3, None):
        said = _told(events, viewer)
        assert not {n for n in hand if n in said}, said
        assert religious in said and "2" in said, said  # the type and the count are public
    own = _told(events, 0)
    assert hand <= {n for n in hand if n in own}, own


@pytest.mark.parametrize("lang", ["en", "es"])
def test_9_11_each_card_the_seer_moves_is_named_only_to_its_giver_and_receiver(lang: str) -> None:
    set_language(lang)
    s = (
        Scenario(players=4, characters=SPY_SEER)
        .characters({0: "seer", 1: "king", 2: "bishop", 3: "warlord"})
        .hand(0, "palace")
        .hand(1, "temple")
        .hand(2, "castle")
        .hand(3, "tavern")
        .turn("seer", gathered=True)
        .build()
    )
    events = s.apply(TakeRandomCards())
    for seat, kind in ((1, "palace"), (2, "temple"), (3, "castle")):
        card = next(c for c in s.players[0].hand if c.kind.name == kind)
        events += s.apply(GiveCard(seat, card.id))
    every = _names("palace", "temple", "castle", "tavern")
    knows = {
        0: every,
        1: _names("temple", "palace"),  # lost the Temple, received the Palace
        2: _names("castle", "temple"),
        3: _names("tavern", "castle"),
        None: set(),
    }
    for viewer, known in knows.items():
        said = _told(events, viewer)
        named = {n for n in every if n in said}
        assert named == known, (viewer, said)
