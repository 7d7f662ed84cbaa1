"""RULES.md §9.3 Scholar (rank 7, the 2016 box): once in his turn, draw 7 cards (what the deck holds),
keep 1 and shuffle the others back with the whole deck; building limit 2; the seven are seen by him
alone (§9.11); with an empty deck the ability is not offered (§9.13, 9)."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_testlib import play, redeal_hidden

from citadels.engine import Bewitch, Build, Decision, EndTurn, GameState, KeepCard, Rng, TakeGold
from citadels.engine.actions import DrawToKeepOne
from citadels.engine.determinize import sample_state
from citadels.engine.errors import AlreadyUsedError, InvalidTargetError, WrongPhaseError
from citadels.engine.events import CardKept, CardsDrawn, redact
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario, in_hand

CAST = ["assassin", "thief", "magician", "king", "bishop", "merchant", "scholar", "warlord"]


def scholar_turn(*hand: str, gold: int = 0, gathered: bool = True, cast: list[str] = CAST) -> GameState:
    return (
        Scenario(players=4, characters=cast)
        .characters({0: "scholar", 1: "bishop", 2: "warlord", 3: "king"})
        .hand(0, *hand)
        .gold(0, gold)
        .turn("scholar", gathered=gathered)
        .build()
    )


def test_9_3_scholar_draws_seven_keeps_one_and_shuffles_the_rest_with_the_whole_deck() -> None:
    s = scholar_turn()
    deck = list(s.deck)
    seven = deck[-7:][::-1]
    events = play(s, DrawToKeepOne())
    assert s.decision == Decision.KEEP_ONE_DRAWN and s.to_move == 0
    assert list(s.drawn) == seven and len(s.deck) == len(deck) - 7
    assert set(s.legal_actions()) == {KeepCard(c.id) for c in seven}
    assert CardsDrawn(0, 7, "scholar", tuple(c.id for c in seven)) in events
    events = play(s, KeepCard(seven[3].id))
    assert s.players[0].hand == [seven[3]] and s.decision == Decision.MAIN and not s.drawn
    assert CardKept(0, seven[3].id, 6, shuffled=True) in events
    assert Counter(c.id for c in s.deck) == Counter(c.id for c in deck if c is not seven[3])
    bottom = [c for c in seven if c is not seven[3]][::-1] + deck[:-7]
    top = deck[:-7] + [c for c in seven if c is not seven[3]]
    assert s.deck not in (bottom, top)  # shuffled, not put back at one end


def test_9_3_scholar_ability_is_once_per_turn_at_any_time() -> None:
    s = scholar_turn("temple", gold=1)
    play(s, Build(in_hand(s, 0, "temple").id))  # before or after building
    play(s, DrawToKeepOne())
    play(s, KeepCard(s.drawn[0].id))
    assert DrawToKeepOne() not in s.legal_actions()
    with pytest.raises(AlreadyUsedError):
        s.apply(DrawToKeepOne())
    with pytest.raises(WrongPhaseError):
        s.apply(KeepCard(s.players[0].hand[0].id))  # nothing is waiting to be kept


def test_9_3_scholar_with_a_short_deck_chooses_among_what_was_drawn() -> None:
    s = scholar_turn()
    s.players[1].hand += s.deck[3:]
    del s.deck[3:]
    events = play(s, DrawToKeepOne())
    assert len(s.drawn) == 3 and not s.deck
    assert any(isinstance(e, CardsDrawn) and e.count == 3 for e in events)
    play(s, KeepCard(s.drawn[1].id))
    assert len(s.deck) == 2 and len(s.players[0].hand) == 1


def test_9_13_scholar_ability_is_not_offered_with_an_empty_deck() -> None:
    s = scholar_turn()
    s.players[1].hand += s.deck
    s.deck.clear()
    assert DrawToKeepOne() not in s.legal_actions()
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(DrawToKeepOne())
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.DECK_EMPTY


def test_9_3_scholar_may_build_two_districts() -> None:
    s = scholar_turn("temple", "tavern", "watchtower", gold=3)
    assert s.builds_left == 2
    play(s, Build(in_hand(s, 0, "temple").id))
    play(s, Build(in_hand(s, 0, "tavern").id))
    assert Build(in_hand(s, 0, "watchtower").id) not in s.legal_actions()


def test_9_11_scholar_seven_cards_are_seen_by_him_alone() -> None:
    s = scholar_turn()
    events = play(s, DrawToKeepOne())
    seven = tuple(s.drawn)
    assert s.view(0).drawn == seven
    for seat in (1, 2, 3):
        view = s.view(seat)
        assert view.drawn == () and view.decision == Decision.KEEP_ONE_DRAWN
        t = s.clone()
        redeal_hidden(t, seat, Rng(seat))
        assert t.view(seat) == view  # nothing of the seven in another seat's view
        sample = sample_state(view, Rng(seat))
        assert sample.view(seat) == view and len(sample.drawn) == 7  # a search samples them unseen
        drawn = next(e for e in events if isinstance(e, CardsDrawn))
        assert redact(drawn, seat).cards is None
    kept = play(s, KeepCard(seven[0].id))
    for seat in (1, 2, 3):
        assert all(redact(e, seat).card is None for e in kept if isinstance(e, CardKept))
    assert redact(next(e for e in kept if isinstance(e, CardKept)), 0).card == seven[0].id


def test_9_3_scholar_bewitched_the_witch_draws_and_keeps_in_his_turn() -> None:
    cast = [*CAST]
    cast[0] = "witch"
    s = (
        Scenario(players=4, characters=cast)
        .characters({0: "witch", 1: "scholar", 2: "warlord", 3: "king"})
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(7))
    while not (s.cur_rank == 7 and s.cur_seat == 0):
        play(s, TakeGold() if TakeGold() in s.legal_actions() else EndTurn())
    hand = len(s.players[0].hand)
    play(s, DrawToKeepOne())
    assert s.to_move == 0 and len(s.view(0).drawn) == 7 and s.view(1).drawn == ()
    play(s, KeepCard(s.drawn[0].id))
    assert len(s.players[0].hand) == hand + 1 and s.builds_left == 2
