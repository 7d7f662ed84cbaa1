"""RULES.md §9.3 Spy (rank 2, the 2016 box): once in his turn, choose another player and name one of the
five types, look at that hand; per card of that printed type there, take 1 of that player's gold (while
he has any) and gain 1 card. The type and the count are public, the hand is seen by the Spy alone
(§9.11) — through `legal_actions()` and `apply()`, one test per ruling."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play, redeal_hidden

from citadels.engine import (
    CHARACTERS,
    Bewitch,
    DistrictType,
    EndTurn,
    GameState,
    Rng,
    TakeGold,
    validate_config,
)
from citadels.engine.actions import LookForType
from citadels.engine.config import line_up_by_names, resolve_line_up
from citadels.engine.determinize import sample_state
from citadels.engine.errors import AlreadyUsedError, InvalidTargetError
from citadels.engine.events import CardsDrawn, HandLookedAtForType, redact
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario

N, R, T, M, U = (
    DistrictType.NOBLE,
    DistrictType.RELIGIOUS,
    DistrictType.TRADE,
    DistrictType.MILITARY,
    DistrictType.UNIQUE,
)
CAST = ("assassin", "spy", "magician", "king", "bishop", "merchant", "architect", "warlord")


def spy_turn(*hand: str, gold: int = 3, players: int = 4, cast: tuple[str, ...] = CAST) -> GameState:
    chars = {0: "spy", 1: "king", 2: "bishop", 3: "warlord"} if players == 4 else {0: "spy", 1: "king"}
    return (
        Scenario(players=players, characters=cast)
        .characters(chars)
        .hand(1, *hand)
        .gold(1, gold)
        .gold(0, 1)
        .turn("spy", gathered=True)
        .build()
    )


def test_9_2_spy_is_a_rank_2_alternate_in_no_preset() -> None:
    spy = CHARACTERS["spy"]
    assert spy.rank == 2 and spy.income_type is None and spy.max_builds == 1
    assert line_up_by_names(CAST)[1] is spy
    for preset in ("classic", "darkcity"):
        assert spy not in resolve_line_up(validate_config(players=5, characters=preset), 1)


def test_9_3_spy_takes_a_gold_and_gains_a_card_per_match() -> None:
    s = spy_turn("temple", "church", "manor", "watchtower", gold=5)
    deck = list(s.deck)
    events = play(s, LookForType(1, R))
    target = s.players[1]
    assert (s.players[0].gold, target.gold) == (3, 3)
    assert s.players[0].hand == deck[-2:][::-1] and len(s.deck) == len(deck) - 2
    assert len(target.hand) == 4  # he keeps his cards: the Spy only looks
    assert HandLookedAtForType(0, 1, R, 2, 2, tuple(c.id for c in target.hand)) in events
    assert CardsDrawn(0, 2, "spy", tuple(c.id for c in s.players[0].hand)) in events
    assert s.ability_used and not any(isinstance(a, LookForType) for a in s.legal_actions())
    assert s.builds_left == 1
    assert_conserved(s)


def test_9_3_spy_gold_taken_is_limited_by_the_target_gold() -> None:
    s = spy_turn("tavern", "market", "docks", gold=1)
    events = play(s, LookForType(1, T))
    assert (s.players[0].gold, s.players[1].gold) == (2, 0)
    assert len(s.players[0].hand) == 3  # the cards are gained in full
    assert HandLookedAtForType(0, 1, T, 3, 1, tuple(c.id for c in s.players[1].hand)) in events


def test_9_3_spy_type_is_the_printed_one() -> None:
    # the Haunted City and the School of Magic in hand are unique, whatever they may count as later
    s = spy_turn("haunted_city", "school_of_magic", "manor")
    events = play(s, LookForType(1, U))
    assert next(e for e in events if isinstance(e, HandLookedAtForType)).matches == 2
    s = spy_turn("haunted_city", "school_of_magic", "manor")
    events = play(s, LookForType(1, N))
    assert next(e for e in events if isinstance(e, HandLookedAtForType)).matches == 1


def test_9_3_spy_may_name_a_type_with_no_match_or_an_empty_hand() -> None:
    s = spy_turn("manor", gold=4)
    events = play(s, LookForType(1, M))
    assert HandLookedAtForType(0, 1, M, 0, 0, (s.players[1].hand[0].id,)) in events
    assert not any(isinstance(e, CardsDrawn) for e in events)
    assert (s.players[0].gold, s.players[1].gold, s.players[0].hand) == (1, 4, [])
    assert s.ability_used and s.view(0).peek == tuple(s.players[1].hand)  # he still saw the hand
    s = spy_turn()
    assert LookForType(1, N) in s.legal_actions()  # a player with no cards may be chosen
    events = play(s, LookForType(1, N))
    assert HandLookedAtForType(0, 1, N, 0, 0, ()) in events


def test_9_3_spy_short_deck_gives_what_it_holds_and_the_gold_is_taken_anyway() -> None:
    s = spy_turn("temple", "church", "monastery", gold=5)
    s.players[2].hand += s.deck[1:]
    del s.deck[1:]
    play(s, LookForType(1, R))
    assert len(s.players[0].hand) == 1 and not s.deck
    assert (s.players[0].gold, s.players[1].gold) == (4, 2)
    assert_conserved(s)


def test_9_3_spy_only_another_player_once_per_turn() -> None:
    s = spy_turn("temple")
    legal = [a for a in s.legal_actions() if isinstance(a, LookForType)]
    assert {(a.seat, a.dtype) for a in legal} == {(seat, t) for seat in (1, 2, 3) for t in DistrictType}
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(LookForType(0, R))
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.TARGET_SELF
    with pytest.raises(InvalidTargetError):
        s.apply(LookForType(7, R))
    assert not s.ability_used and s.players[0].gold == 1
    play(s, LookForType(2, R))
    with pytest.raises(AlreadyUsedError):
        s.apply(LookForType(1, R))


def test_9_3_spy_two_players_only_the_opponent() -> None:
    cast = CAST
    s = (
        Scenario(players=2, characters=cast)
        .characters({0: ["spy", "king"], 1: ["bishop", "warlord"]})
        .hand(1, "temple")
        .gold(1, 2)
        .turn("spy", gathered=True)
        .build()
    )
    assert {a.seat for a in s.legal_actions() if isinstance(a, LookForType)} == {1}
    play(s, LookForType(1, R))
    assert s.players[1].gold == 1


def test_9_3_spy_bewitched_the_witch_spies_even_on_the_bewitched_holder() -> None:
    cast = ("witch", *CAST[1:])
    s = (
        Scenario(players=4, characters=cast)
        .characters({0: "witch", 1: "spy", 2: "bishop", 3: "king"})
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(2))
    while not (s.cur_rank == 2 and s.cur_seat == 0):
        play(s, TakeGold() if TakeGold() in s.legal_actions() else EndTurn())
    s.players[1].hand[:] = [c for c in s.deck if c.kind.dtype is DistrictType.NOBLE][:2]
    for c in s.players[1].hand:
        s.deck.remove(c)
    s.players[1].gold = 5
    gold = s.players[0].gold
    assert LookForType(1, N) in s.legal_actions()  # the Spy's holder is another player for the Witch
    events = play(s, LookForType(1, N))
    assert HandLookedAtForType(0, 1, N, 2, 2, tuple(c.id for c in s.players[1].hand)) in events
    assert s.players[0].gold == gold + 2 and s.players[1].gold == 3
    assert s.view(0).peek == tuple(s.players[1].hand) and s.view(1).peek == ()


def test_9_11_spy_hand_seen_by_him_alone_type_and_count_public() -> None:
    s = spy_turn("temple", "manor", "castle", gold=5)
    events = play(s, LookForType(1, N))
    spied = next(e for e in events if isinstance(e, HandLookedAtForType))
    assert s.view(0).peek == tuple(s.players[1].hand) and s.view(0).peek_seat == 1
    for seat in (1, 2, 3, None):
        seen = redact(spied, seat)
        assert seen.hand is None and (seen.dtype, seen.matches, seen.gold) == (N, 2, 2)
    assert redact(spied, 0).hand == tuple(c.id for c in s.players[1].hand)
    for seat in (1, 2, 3):
        view = s.view(seat)
        assert view.peek == ()
        t = s.clone()
        redeal_hidden(t, seat, Rng(seat))
        assert t.view(seat) == view  # nothing of the hand in another seat's view
    # a search from the Spy's view knows the hand he saw
    sample = sample_state(s.view(0), Rng(5))
    assert sample.players[1].hand == s.players[1].hand
    play(s, EndTurn())
    assert s.view(0).peek == () and s.peek_seat == -1  # his alone, and only during his turn


def test_9_3_spy_three_players_only_the_two_opponents_never_his_other_character() -> None:
    s = (
        Scenario(players=3, characters=(*CAST, "artist"))
        .characters({0: ["spy", "king"], 1: ["bishop", "warlord"], 2: ["merchant", "artist"]})
        .hand(1, "temple")
        .hand(2, "church", "monastery")
        .gold(2, 1)
        .turn("spy", gathered=True)
        .build()
    )
    assert {a.seat for a in s.legal_actions() if isinstance(a, LookForType)} == {1, 2}
    with pytest.raises(InvalidTargetError):
        s.apply(LookForType(0, R))
    play(s, LookForType(2, R))
    assert (s.players[0].gold, s.players[2].gold, len(s.players[0].hand)) == (1, 0, 2)
