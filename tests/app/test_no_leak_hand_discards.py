"""A card discarded from a hand is face down: only its owner sees it (RULES.md §8, play-test #30.4).

Every hand discard — the Laboratory's, the Magician's exchange with the deck, the card not kept after
drawing — is played by a bot (with its reasons) and by a human, and checked in the log for every seat
and for the public (hot seat between decisions), in both languages; then on the table itself, solo and
hot seat, every text and card face drawn while the discard is shown, and the hand-off's recap.

"The log names the card a bot discards at the Laboratory" ("Leonor descarta Templo en el
Laboratorio") was the play-test's finding: the event was worded face up for everyone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from leaklib import Knowledge, Names, text_leaks
from table_testlib import open_table, session_for

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.app import cardart, text
from citadels.app.recap import public_recap
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.table.log import LogBook, build_log, seat_voices
from citadels.app.uidriver import UIDriver
from citadels.engine import CARDS, GameState
from citadels.engine import actions as A
from citadels.engine import events as ev
from citadels.session import GameSession
from citadels.text import i18n
from citadels.text.i18n import district_name
from tests.engine.scenario import Scenario

OWNER = 1  # the Magician with a Laboratory
#: the cards only the owner may know: drawn (one kept, one not), discarded at the Laboratory,
#: exchanged with the deck (unique districts: one copy each, nowhere else in the game)
DRAWN = ("dragon_gate", "great_wall")
LAB = "observatory"
EXCHANGED = "library"
SECRET = (*DRAWN, LAB, EXCHANGED)


def _state(*, gathered: bool) -> GameState:
    return (
        Scenario(players=4, seed=3)
        .gold(OWNER, 3)
        .hand(OWNER, LAB, EXCHANGED, "temple")
        .city(OWNER, "laboratory")
        .deck_top(*DRAWN)
        .characters({0: "king", OWNER: "magician", 2: "merchant", 3: "warlord"})
        .turn("magician", gathered=gathered)
        .build()
    )


def _card(state: GameState, kind: str) -> int:
    for c in CARDS:
        if c.kind.name == kind and c in (*state.players[OWNER].hand, *state.drawn, *state.deck):
            return c.id
    raise AssertionError(kind)


def _discards(session: GameSession, *, bot: bool) -> None:
    """The owner draws 2 and keeps one, discards at the Laboratory, exchanges a card with the deck."""
    state = session.state
    assert state is not None

    def act(action: object, reason: Reason | None) -> None:
        session.submit(OWNER, action, reason=reason if bot else None)  # type: ignore[arg-type]

    act(A.DrawCards(), Reason(M.DRAW_RESTOCK, {}))
    act(A.KeepCard(_card(state, DRAWN[0])), Reason(M.KEEP_CARD, {"district": DRAWN[0]}))
    act(A.LaboratoryDiscard(_card(state, LAB)), Reason(M.LAB_DISCARD, {"district": LAB}))
    act(A.ExchangeCard(_card(state, EXCHANGED)), Reason(M.EXCHANGE_CARDS, {}))
    act(A.FinishExchange(), None)
    kinds = [type(e) for e in session.history]
    assert ev.CardDiscarded in kinds and ev.CardsExchanged in kinds and ev.CardKept in kinds


def _secret_names() -> set[str]:
    return {district_name(k) for k in SECRET}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("who", ["bot", "human"])
def test_no_log_line_names_a_card_discarded_from_another_hand(lang: str, who: str) -> None:
    i18n.set_language(lang)
    try:
        state = _state(gathered=False)
        session = session_for(state, humans=() if who == "bot" else (OWNER,))
        know = Knowledge(session)
        _discards(session, bot=who == "bot")
        know.update()
        names = Names(session.names)
        secret = _secret_names()
        # the table's log, solo (`you`) and hot seat (every seat by name), for every possible viewer
        for you in (None, 0, OWNER):
            book = build_log(session, you=you)
            assert isinstance(book, LogBook) and seat_voices(session.setup) is not None
            for viewer in (None, 0, 2, 3, OWNER):
                lines = [said for _style, said, _entry in book.lines(viewer)]
                said = "\n".join(lines)
                if viewer == OWNER:
                    assert district_name(LAB) in said  # its owner reads which card it was
                    continue
                named = sorted(n for n in secret if n in said)
                assert not named, f"viewer {viewer} (you={you}) reads {named}:\n{said}"
                for line in lines:
                    assert not text_leaks(line, viewer, know, names), line
                lab = [line for line in lines if "Laborator" in line]
                assert lab, said  # the discard is still told: that a card went, not which
        # the hot-seat hand-off recap (the public)
        recap = "\n".join(public_recap(session, 0))
        assert "Laborator" in recap and not [n for n in secret if n in recap], recap
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_public_reason_of_a_laboratory_discard_names_no_card(lang: str) -> None:
    i18n.set_language(lang)
    try:
        reason = Reason(M.LAB_DISCARD, {"district": LAB})
        public = reason.public()
        assert public is not None and "district" not in public.params
        assert M.reveals(M.LAB_DISCARD) == frozenset({M.HAND})
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------------------------ the table
Drawn = list[tuple[str, str]]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """Every text and district face drawn (the animator's flying cards, the log, the hand-off)."""
    seen: Drawn = []
    real_render, real_wrapped, real_district = text.render, text.render_wrapped, cardart.district_card

    def render(s: str, *a: Any, **k: Any) -> pygame.Surface:
        seen.append(("text", s))
        return real_render(s, *a, **k)

    def render_wrapped(s: str, *a: Any, **k: Any) -> pygame.Surface:
        seen.append(("text", s))
        return real_wrapped(s, *a, **k)

    def district_card(kind: str, *a: Any, **k: Any) -> pygame.Surface:
        seen.append(("district", kind))
        return real_district(kind, *a, **k)

    monkeypatch.setattr(text, "render", render)
    monkeypatch.setattr(text, "render_wrapped", render_wrapped)
    monkeypatch.setattr(cardart, "district_card", district_card)
    yield seen


def _leaks(seen: Drawn) -> list[tuple[str, str]]:
    secret = _secret_names()
    return [
        (k, w)
        for k, w in seen
        if (k == "district" and w in SECRET) or (k == "text" and any(n in w for n in secret))
    ]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("humans", [(0,), (0, 2)], ids=["solo", "hotseat"])
def test_a_bots_hand_discards_reach_no_screen(
    make_app: Any, drawn: Drawn, lang: str, humans: tuple[int, ...]
) -> None:
    """A bot (seat 1) discards at the Laboratory, exchanges with the deck and drops a drawn card while
    a human (solo) or the public (hot seat) watches, animated: no face, no name of those cards."""
    app = make_app(lang=lang, animation_speed="normal", bot_speed="slow")
    i18n.set_language(lang)
    ui = UIDriver(app, wall_limit=120)
    state = _state(gathered=False)
    table = open_table(app, ui, state, humans=humans)
    assert table.session.to_move == OWNER
    table.controllers.pop(OWNER)  # the test plays the bot's moves, with its reasons
    drawn.clear()
    _discards(table.session, bot=True)
    ui.frames(400)  # every animation, the log lines, and in hot seat the hand-off
    assert [t for t in drawn if t[0] == "text" and "Laborator" in t[1]], "the discard was not shown"
    assert not _leaks(drawn), _leaks(drawn)[:6]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_humans_laboratory_discard_is_hidden_from_the_next_person(
    make_app: Any, drawn: Drawn, lang: str
) -> None:
    """Hot seat: Bruno (seat 1) discards at the Laboratory on his turn and sees the card; the next
    person's hand-off recap and everything drawn after it say only that a card was discarded."""
    app = make_app(lang=lang, animation_speed="fast")
    i18n.set_language(lang)
    ui = UIDriver(app, wall_limit=120)
    table = open_table(app, ui, _state(gathered=False), humans=(OWNER, 3))
    hand_off = ui.wait_for_scene(HandoffScene)
    ui.frames(60)
    ui.key(pygame.K_RETURN)
    assert table.viewer == OWNER
    drawn.clear()
    _discards(table.session, bot=False)
    ui.frames(120)
    mine = [w for k, w in drawn if k == "district"]
    assert LAB in mine  # its owner sees the card fly from the hand
    table.act([A.EndTurn()])
    hand_off = ui.wait_for_scene(HandoffScene, max_frames=3000)
    drawn.clear()
    ui.frames(3)
    recap = "\n".join(hand_off.recap_lines())
    assert "Laborator" in recap
    assert not _leaks(drawn), _leaks(drawn)[:6]
    assert not [n for n in _secret_names() if n in recap], recap
