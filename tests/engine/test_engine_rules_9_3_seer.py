"""RULES.md §9.3 Seer (rank 3, the 2016 box): once in his turn, take 1 random card from every other player
holding cards, then give each of them 1 card of his choice; building limit 2; not offered when every
other hand is empty (§9.13, 9); each card is known to its giver and its receiver only (§9.11) — through
`legal_actions()` and `apply()`, one test per ruling."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_testlib import assert_conserved, play, redeal_hidden

from citadels.engine import (
    CHARACTERS,
    Bewitch,
    Build,
    Decision,
    EndTurn,
    Rng,
    TakeGold,
    validate_config,
)
from citadels.engine.actions import GiveCard, TakeRandomCards
from citadels.engine.config import line_up_by_names, resolve_line_up
from citadels.engine.determinize import sample_state
from citadels.engine.errors import AlreadyUsedError, InvalidTargetError, NotInHandError, WrongPhaseError
from citadels.engine.events import CardGiven, CardTakenAtRandom, redact
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario, in_hand

CAST = ("assassin", "thief", "seer", "king", "bishop", "merchant", "architect", "warlord")


def seer_turn(gold: int = 0, players: int = 4, cast: tuple[str, ...] = CAST) -> Scenario:
    return (
        Scenario(players=players, characters=cast)
        .characters({0: "seer", 1: "king", 2: "bishop", 3: "warlord"})
        .hand(0, "palace")
        .hand(1, "temple", "church")
        .hand(2)
        .hand(3, "tavern")
        .gold(0, gold)
        .turn("seer", gathered=True)
    )


def test_9_2_seer_is_a_rank_3_alternate_in_no_preset() -> None:
    seer = CHARACTERS["seer"]
    assert seer.rank == 3 and seer.income_type is None and seer.max_builds == 2
    assert line_up_by_names(CAST)[2] is seer
    for preset in ("classic", "darkcity"):
        assert seer not in resolve_line_up(validate_config(players=5, characters=preset), 1)


def test_9_3_seer_takes_one_random_card_from_every_other_hand_skipping_empty_ones() -> None:
    s = seer_turn().build()
    hands = {seat: list(s.players[seat].hand) for seat in (1, 2, 3)}
    events = play(s, TakeRandomCards())
    taken = [e for e in events if isinstance(e, CardTakenAtRandom)]
    assert [e.target for e in taken] == [1, 3]  # clockwise from his left; seat 2 has no cards
    for e in taken:
        assert e.card in {c.id for c in hands[e.target]}
        assert len(s.players[e.target].hand) == len(hands[e.target]) - 1
    assert len(s.players[0].hand) == 3 and s.players[2].hand == []
    assert s.decision == Decision.GIVE_CARDS and s.to_move == 0 and s.owed_a_card == [1, 3]
    assert s.ability_used
    assert_conserved(s)


def test_9_3_seer_random_card_follows_the_game_seed() -> None:
    picks = Counter()
    for seed in range(40):
        s = seer_turn().seed(seed).build()
        events = play(s, TakeRandomCards())
        picks[next(e.card for e in events if isinstance(e, CardTakenAtRandom) and e.target == 1)] += 1
    assert len(picks) == 2  # either card of the two may be taken


def test_9_3_seer_gives_each_of_them_one_card_of_his_choice() -> None:
    s = seer_turn().build()
    play(s, TakeRandomCards())
    hand = list(s.players[0].hand)
    assert set(s.legal_actions()) == {GiveCard(seat, c.id) for seat in (1, 3) for c in hand}
    palace = in_hand(s, 0, "palace")
    events = play(s, GiveCard(3, palace.id))
    assert CardGiven(0, 3, palace.id) in events and palace in s.players[3].hand
    assert s.owed_a_card == [1] and s.decision == Decision.GIVE_CARDS
    assert set(s.legal_actions()) == {GiveCard(1, c.id) for c in s.players[0].hand}
    back = s.players[0].hand[0]  # any card: one he has just taken too
    play(s, GiveCard(1, back.id))
    assert s.decision == Decision.MAIN and s.owed_a_card == []
    assert [len(p.hand) for p in s.players] == [1, 2, 0, 1]
    assert not any(isinstance(a, TakeRandomCards) for a in s.legal_actions())
    with pytest.raises(AlreadyUsedError):
        s.apply(TakeRandomCards())
    assert_conserved(s)


def test_9_3_seer_gives_only_to_those_he_took_from_and_only_his_cards() -> None:
    s = seer_turn().build()
    play(s, TakeRandomCards())
    palace = in_hand(s, 0, "palace")
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(GiveCard(2, palace.id))  # nothing was taken from seat 2
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.NOT_OWED_A_CARD
    with pytest.raises(NotInHandError):
        s.apply(GiveCard(1, s.players[3].hand[0].id if s.players[3].hand else s.deck[0].id))
    with pytest.raises(WrongPhaseError):
        s.apply(EndTurn())  # the cards are owed before the turn goes on
    play(s, GiveCard(1, palace.id))
    with pytest.raises(InvalidTargetError):
        s.apply(GiveCard(1, s.players[0].hand[0].id))  # one card each
    assert s.owed_a_card == [3] and palace in s.players[1].hand


def test_9_13_seer_not_offered_when_every_other_hand_is_empty() -> None:
    s = seer_turn().hand(1).hand(3).build()
    assert TakeRandomCards() not in s.legal_actions()
    with pytest.raises(InvalidTargetError) as refused:
        s.apply(TakeRandomCards())
    assert refused.value.refusal is not None and refused.value.refusal.why is Why.NO_HANDS_TO_TAKE_FROM
    assert not s.ability_used and s.decision == Decision.MAIN


def test_9_3_seer_building_limit_is_two() -> None:
    s = seer_turn(gold=9).hand(0, "temple", "tavern", "watchtower").build()
    assert s.builds_left == 2
    play(s, Build(in_hand(s, 0, "temple").id))
    play(s, Build(in_hand(s, 0, "tavern").id))
    assert Build(in_hand(s, 0, "watchtower").id) not in s.legal_actions()


def test_9_3_seer_two_players_only_the_opponent() -> None:
    s = (
        Scenario(players=2, characters=CAST)
        .characters({0: ["seer", "king"], 1: ["bishop", "warlord"]})
        .hand(0, "palace")
        .hand(1, "temple")
        .turn("seer", gathered=True)
        .build()
    )
    events = play(s, TakeRandomCards())
    assert [e.target for e in events if isinstance(e, CardTakenAtRandom)] == [1]
    assert s.owed_a_card == [1]


def test_9_3_seer_bewitched_the_witch_takes_and_gives_with_her_hand_and_limit_two() -> None:
    cast = ("witch", *CAST[1:])
    s = (
        Scenario(players=4, characters=cast)
        .characters({0: "witch", 1: "seer", 2: "bishop", 3: "king"})
        .hand(0, "palace")
        .hand(1, "temple", "church")
        .hand(3, "tavern")
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(3))
    while not (s.cur_rank == 3 and s.cur_seat == 0):
        play(s, TakeGold() if TakeGold() in s.legal_actions() else EndTurn())
    assert s.builds_left == 2
    sizes = [len(p.hand) for p in s.players]
    events = play(s, TakeRandomCards())
    targets = [e.target for e in events if isinstance(e, CardTakenAtRandom)]
    assert 1 in targets and 0 not in targets  # the bewitched holder loses a card to the Witch
    while s.decision == Decision.GIVE_CARDS:
        play(s, s.legal_actions()[0])
    assert [len(p.hand) for p in s.players] == sizes


def test_9_11_seer_each_player_sees_only_the_card_he_lost_and_received() -> None:
    s = seer_turn().build()
    events = play(s, TakeRandomCards())
    for e in events:
        if isinstance(e, CardTakenAtRandom):
            assert redact(e, 0).card == e.card and redact(e, e.target).card == e.card
            for seat in {1, 2, 3, None} - {e.target}:
                assert redact(e, seat).card is None
    for seat in (1, 2, 3):
        view = s.view(seat)
        t = s.clone()
        redeal_hidden(t, seat, Rng(seat))
        assert t.view(seat) == view  # nothing of the taken cards in another seat's view
        assert view.owed_a_card == (1, 3)  # who is owed a card is public
        sample = sample_state(view, Rng(seat))
        assert sample.view(seat) == view
    palace = in_hand(s, 0, "palace")
    given = play(s, GiveCard(3, palace.id))
    gift = next(e for e in given if isinstance(e, CardGiven))
    assert redact(gift, 3).card == palace.id and redact(gift, 0).card == palace.id
    assert redact(gift, 1).card is None and redact(gift, 2).card is None and redact(gift, None).card is None


def test_9_3_seer_three_players_takes_from_both_opponents_only() -> None:
    s = (
        Scenario(players=3, characters=(*CAST, "artist"))
        .characters({0: ["seer", "king"], 1: ["bishop", "warlord"], 2: ["merchant", "artist"]})
        .hand(0, "palace")
        .hand(1, "temple")
        .hand(2, "church")
        .turn("seer", gathered=True)
        .build()
    )
    events = play(s, TakeRandomCards())
    assert [e.target for e in events if isinstance(e, CardTakenAtRandom)] == [1, 2]
    assert s.owed_a_card == [1, 2] and len(s.players[0].hand) == 3
