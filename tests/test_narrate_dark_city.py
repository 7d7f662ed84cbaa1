"""Every Dark City event has a sentence in Spanish and English, names the game's characters (rank 1 is
the Witch, not the Assassin), and keeps other seats' secrets out of a seat's log."""

from __future__ import annotations

import random

import pytest

from citadels.engine import GameConfig, new_game_with_events
from citadels.engine import events as E
from citadels.text.i18n import current_language, set_language
from citadels.text.narrate import narrate

NEW_EVENTS = {
    E.CharacterSetChosen, E.Bewitched, E.BewitchedTurnTaken, E.TaxPaid, E.HandLookedAt, E.CardTakenFromHand,
    E.TributePaid, E.TitheTaken, E.DistrictsSwapped, E.Beautified,
}  # fmt: skip


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


def dark_events() -> tuple[list[E.Event], object]:
    events: list[E.Event] = []
    line_up = None
    for players, seed in ((4, 1), (5, 2), (8, 3), (6, 4)):
        s, ev = new_game_with_events(GameConfig(players=players, characters="darkcity"), seed)
        line_up = s.rules.characters
        rnd = random.Random(seed)
        while not s.game_over:
            ev += s.apply(rnd.choice(s.legal_actions()))
        events += ev
    return events, line_up


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_dark_city_event_is_narrated(lang: str) -> None:
    set_language(lang)
    events, line_up = dark_events()
    names = [f"P{i}" for i in range(8)]
    said: set[type] = set()
    for e in events:
        for viewer in (None, 0, 3):
            line = narrate(e, names, viewer, line_up)  # type: ignore[arg-type]
            if line:
                assert "{" not in line, line
                said.add(type(e))
    assert NEW_EVENTS <= said, NEW_EVENTS - said


def test_dark_city_narration_names_the_line_up_and_hides_secrets() -> None:
    set_language("en")
    events, line_up = dark_events()
    names = [f"P{i}" for i in range(8)]
    lines = [narrate(e, names, None, line_up) or "" for e in events]  # type: ignore[arg-type]
    assert any("the Witch" in line for line in lines)
    assert not any("Assassin" in line for line in lines)
    for e in events:
        if isinstance(e, E.CardTakenFromHand) and not e.built:
            outsider = next(v for v in range(8) if v not in (e.seat, e.target))
            assert (
                narrate(e, names, outsider, line_up)
                == f"P{e.seat} takes a card from the hand of P{e.target}."
            )  # type: ignore[arg-type]
