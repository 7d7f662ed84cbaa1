"""RULES.md §9.11 and §9.13 (9) for the builds paid otherwise: the cards paid into a Thieves' Den go
face down — their number is public, their faces known only to their payer — in the events, the log
(Spanish and English) and the views; the Framework's and the Necropolis's destructions are public."""

from __future__ import annotations

import random

import pytest
from engine_testlib import redeal_hidden

from citadels.engine import CHARACTERS, GameConfig, Rng, new_game, redact
from citadels.engine.actions import BuildByDestroying, BuildWithCards, DestroyWithArmory, StoreInMuseum
from citadels.engine.determinize import sample_state
from citadels.engine.events import CardDiscarded
from citadels.text.i18n import current_language, district_name, set_language
from citadels.text.narrate import narrate
from tests.engine.scenario import UNIQUES_2016, Scenario, in_city, in_hand

NAMES = ("Ana", "Bruno", "Carmen", "Diego")
LINE_UP = tuple(
    CHARACTERS[n]
    for n in ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
)


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


def den_game() -> tuple[object, list[object], list[str]]:
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .hand(0, "thieves_den", "watchtower", "cathedral")
        .gold(0, 4)
        .turn("king", gathered=True)
        .build()
    )
    den = in_hand(s, 0, "thieves_den")
    paid = sorted((in_hand(s, 0, "watchtower").id, in_hand(s, 0, "cathedral").id))
    events = s.apply(BuildWithCards(den.id, tuple(paid)))
    return s, events, ["watchtower", "cathedral"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_9_11_cards_paid_into_the_thieves_den_are_named_only_in_the_payers_log(lang: str) -> None:
    set_language(lang)
    _s, events, paid = den_game()
    names = [district_name(n) for n in paid]
    for viewer in (1, 2, 3, None):
        lines = [narrate(redact(e, viewer), NAMES, viewer, LINE_UP) or "" for e in events]
        text = " ".join(lines)
        assert not any(name in text for name in names), text
        assert "2" in text and district_name("thieves_den") in text  # the number is public
    own = " ".join(narrate(e, NAMES, 0, LINE_UP) or "" for e in events)
    assert district_name("thieves_den") in own


def test_9_11_cards_paid_into_the_thieves_den_are_face_down_in_events_and_views() -> None:
    s, events, _paid = den_game()
    paid = [e for e in events if isinstance(e, CardDiscarded)]
    assert len(paid) == 2 and all(e.source == "payment" and e.card is not None for e in paid)
    for viewer in (1, 2, 3, None):
        assert [redact(e, viewer) for e in paid] == [CardDiscarded(0, None, "payment")] * 2
    assert [redact(e, 0) for e in paid] == paid
    for seat in range(4):
        t = s.clone()  # type: ignore[attr-defined]
        redeal_hidden(t, seat, Rng(seat))
        assert t.view(seat) == s.view(seat)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_9_11_the_framework_and_the_necropolis_are_public(lang: str) -> None:
    set_language(lang)
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .city(0, "framework", "manor")
        .hand(0, "palace")
        .turn("king", gathered=True)
        .build()
    )
    events = s.apply(BuildByDestroying(in_hand(s, 0, "palace").id, in_city(s, 0, "framework").id))
    text = " ".join(narrate(redact(e, 2), NAMES, 2, LINE_UP) or "" for e in events)
    assert district_name("framework") in text and district_name("palace") in text


def test_9_11_views_of_2016_games_with_paid_builds_leak_nothing() -> None:
    for seed in range(4):
        s = new_game(GameConfig(players=4, uniques=UNIQUES_2016), seed)
        rnd = random.Random(seed)
        for _ in range(rnd.randrange(60, 300)):
            if s.game_over:
                break
            legal = s.legal_actions()
            special = [
                a for a in legal if isinstance(a, BuildWithCards | BuildByDestroying | DestroyWithArmory)
            ]
            s.apply(rnd.choice(special) if special else rnd.choice(legal), events=False)
        for seat in range(4):
            t = s.clone()
            redeal_hidden(t, seat, Rng(seed + seat))
            assert t.view(seat) == s.view(seat)


def test_9_11_the_museums_cards_are_resampled_for_the_others_and_kept_for_its_owner() -> None:
    """The bots' worlds (`determinize.sample_state`): the Museum's owner knows its cards; for another
    seat they are unknown cards, and the sampled world shows that seat the same view."""
    s = (
        Scenario(players=4)
        .uniques(*UNIQUES_2016)
        .characters({0: "king", 1: "bishop", 2: "merchant", 3: "warlord"})
        .city(0, "museum")
        .hand(0, "temple", "manor")
        .turn("king", gathered=True)
        .build()
    )
    s.apply(StoreInMuseum(in_hand(s, 0, "temple").id))
    for seat in range(4):
        view = s.view(seat)
        world = sample_state(view, Rng(seat + 7))
        assert world.view(seat) == view
        assert len(world.museum_cards) == 1
        if seat == 0:
            assert world.museum_cards == s.museum_cards


def test_the_digest_of_a_game_without_the_museum_is_unchanged_by_its_fields() -> None:
    """Saves record a digest after every action: the Museum's fields, at their fresh value, are not
    described, so every saved game's digests stay valid; once used, they change the digest."""
    from citadels.engine.digest import describe

    s = new_game(GameConfig(players=4), 3)
    labels = [label for label, _value in describe(s)]
    assert "museum_cards" not in labels and "museum_used" not in labels
    before = s.digest()
    s.museum_used = True
    assert s.digest() != before and "museum_used" in [label for label, _v in describe(s)]
