"""The log of the 2016 box's cards (RULES.md §9.11): the Scholar's seven are named only in his own
log, in Spanish and English; the Patrician's card income is told as cards, not gold."""

from __future__ import annotations

import pytest

from citadels.engine import CHARACTERS, DrawToKeepOne, KeepCard, TakeIncome
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
