"""RULES.md §8: information. A seat's `view()` shows exactly what it may know; `redact` hides other
seats' private event fields."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import pytest
from engine_testlib import assert_conserved, finish_round, random_state, redeal_hidden

from citadels.engine import (
    Decision,
    DiscardCharacter,
    DistrictCard,
    DrawCards,
    ExchangeCard,
    GameConfig,
    GameState,
    Murder,
    PickCharacter,
    Rng,
    new_game,
    new_game_with_events,
    redact,
)
from citadels.engine.events import (
    Built,
    CardDiscarded,
    CardKept,
    CardsDealt,
    CardsDrawn,
    CharacterChosen,
    CharacterDiscardedFaceDown,
    Event,
)
from tests.engine.scenario import Scenario, in_hand

SELECTION = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)


# ---------------------------------------------------------------------- state surgery helpers
def _swap_char(s: GameState, rank_a: int, rank_b: int) -> None:
    """Exchange the whereabouts (a seat or the face-down pile) of two characters."""
    ha, hb = s.holder[rank_a], s.holder[rank_b]
    for rank, old, new in ((rank_a, ha, hb), (rank_b, hb, ha)):
        if old >= 0:
            s.players[old].chars.remove(rank)
        else:
            s.facedown.remove(rank)
        s.holder[rank] = new
        if new >= 0:
            s.players[new].chars.append(rank)
            s.players[new].chars.sort()
        else:
            s.facedown.append(rank)


def _unrevealed_of_others(s: GameState, seat: int) -> list[int]:
    return [
        r for r in range(1, s.rules.max_rank + 1) if s.holder[r] not in (-1, seat) and r not in s.revealed
    ]


def _hidden_hands(s: GameState, seat: int) -> list[int]:
    """Seats whose hand `seat` cannot see (the Wizard sees the hand he is looking at)."""
    peeking = s.decision == Decision.TAKE_FROM_HAND and s.cur_seat == seat
    return [p.seat for p in s.players if p.seat != seat and not (peeking and p.seat == s.peek_seat)]


def _unseen_facedown(s: GameState, seat: int) -> list[int]:
    return [r for r in s.facedown if r not in s.facedown_known[seat]]


Perturb = Callable[[GameState, int, random.Random], bool]


def hide_swap_other_hand_with_deck(s: GameState, seat: int, rnd: random.Random) -> bool:
    others = [s.players[o] for o in _hidden_hands(s, seat) if s.players[o].hand]
    if not others or not s.deck:
        return False
    p = rnd.choice(others)
    i, j = rnd.randrange(len(p.hand)), rnd.randrange(len(s.deck))
    p.hand[i], s.deck[j] = s.deck[j], p.hand[i]
    return True


def hide_shuffle_deck(s: GameState, seat: int, rnd: random.Random) -> bool:
    if len(s.deck) < 2:
        return False
    before = list(s.deck)
    while s.deck == before:
        rnd.shuffle(s.deck)
    return True


def hide_swap_hands_between_others(s: GameState, seat: int, rnd: random.Random) -> bool:
    others = [s.players[o] for o in _hidden_hands(s, seat)]
    for a in others:
        for b in others:
            if a.seat < b.seat and len(a.hand) == len(b.hand) and a.hand and a.hand != b.hand:
                a.hand, b.hand = b.hand, a.hand
                return True
    return False


def hide_swap_characters_between_others(s: GameState, seat: int, rnd: random.Random) -> bool:
    if s.decision in SELECTION:
        return False
    ranks = _unrevealed_of_others(s, seat)
    pairs = [(a, b) for a in ranks for b in ranks if a < b and s.holder[a] != s.holder[b]]
    if not pairs:
        return False
    _swap_char(s, *rnd.choice(pairs))
    return True


def hide_swap_character_with_unseen_facedown(s: GameState, seat: int, rnd: random.Random) -> bool:
    if s.decision in SELECTION:
        return False

    # a rank already called without answer is known to be unheld, unless it was murdered (silent)
    def movable(r: int) -> bool:
        return r > s.called or r == s.murdered

    ranks = [r for r in _unrevealed_of_others(s, seat) if movable(r)]
    down = [r for r in _unseen_facedown(s, seat) if movable(r)]
    if not ranks or not down:
        return False
    _swap_char(s, rnd.choice(ranks), rnd.choice(down))
    return True


def show_swap_own_hand_with_deck(s: GameState, seat: int, rnd: random.Random) -> bool:
    p = s.players[seat]
    if not p.hand or not s.deck:
        return False
    i, j = rnd.randrange(len(p.hand)), rnd.randrange(len(s.deck))
    p.hand[i], s.deck[j] = s.deck[j], p.hand[i]
    return True


def show_other_gold(s: GameState, seat: int, rnd: random.Random) -> bool:
    s.players[(seat + 1) % s.n].gold += 1
    return True


def show_other_hand_size(s: GameState, seat: int, rnd: random.Random) -> bool:
    p = s.players[(seat + 1) % s.n]
    if not p.hand:
        return False
    s.deck.insert(0, p.hand.pop())
    return True


def show_other_city(s: GameState, seat: int, rnd: random.Random) -> bool:
    p = s.players[(seat + 1) % s.n]
    if not p.city or not s.deck:
        return False
    i, j = rnd.randrange(len(p.city)), rnd.randrange(len(s.deck))
    if p.city[i].kind is s.deck[j].kind:
        return False
    p.city[i], s.deck[j] = s.deck[j], p.city[i]
    return True


def show_swap_own_character(s: GameState, seat: int, rnd: random.Random) -> bool:
    if s.decision in SELECTION:
        return False
    mine = [r for r in s.players[seat].chars if r not in s.revealed and r != s.murdered]
    theirs = [r for r in _unrevealed_of_others(s, seat) if r != s.murdered]
    if not mine or not theirs:
        return False
    _swap_char(s, rnd.choice(mine), rnd.choice(theirs))
    return True


def show_swap_known_facedown(s: GameState, seat: int, rnd: random.Random) -> bool:
    if s.decision in SELECTION:
        return False
    known = [r for r in s.facedown_known[seat] if r in s.facedown and r > s.called]
    theirs = [r for r in _unrevealed_of_others(s, seat) if r > s.called and r != s.murdered]
    if not known or not theirs:
        return False
    a, b = rnd.choice(known), rnd.choice(theirs)
    _swap_char(s, a, b)
    s.facedown_known[seat][s.facedown_known[seat].index(a)] = b  # what the seat "saw" stays a fact
    return True


HIDDEN: list[Perturb] = [
    hide_swap_other_hand_with_deck,
    hide_shuffle_deck,
    hide_swap_hands_between_others,
    hide_swap_characters_between_others,
    hide_swap_character_with_unseen_facedown,
]
VISIBLE: list[Perturb] = [
    show_swap_own_hand_with_deck,
    show_other_gold,
    show_other_hand_size,
    show_other_city,
    show_swap_own_character,
]


@functools.cache
def sample_states() -> tuple[GameState, ...]:
    states = []
    for players in range(2, 8):
        for seed in range(12):
            states.append(random_state(players, seed, steps=(seed * 37) % 160 + 5))
    # Dark City: every alternate, random sets, 8 players (RULES.md §6)
    for players in range(2, 9):
        for seed in range(8):
            characters = "darkcity" if seed % 2 else "mixed"
            states.append(
                random_state(players, 100 + seed, steps=(seed * 53) % 200 + 5, characters=characters)
            )
    return tuple(states)


@pytest.mark.parametrize("perturb", HIDDEN, ids=lambda f: f.__name__)
def test_information_hidden_differences_give_identical_views(perturb: Perturb) -> None:
    applied = 0
    for i, s in enumerate(sample_states()):
        if s.game_over:
            continue
        for seat in range(s.n):
            t = s.clone()
            if not perturb(t, seat, random.Random(i * 10 + seat)):
                continue
            applied += 1
            assert t.view(seat) == s.view(seat), (perturb.__name__, i, seat)
    assert applied >= 20  # the perturbation really happened


@pytest.mark.parametrize("perturb", VISIBLE, ids=lambda f: f.__name__)
def test_information_visible_differences_give_different_views(perturb: Perturb) -> None:
    applied = 0
    for i, s in enumerate(sample_states()):
        if s.game_over:
            continue
        for seat in range(s.n):
            t = s.clone()
            if not perturb(t, seat, random.Random(i * 10 + seat)):
                continue
            applied += 1
            assert t.view(seat) != s.view(seat), (perturb.__name__, i, seat)
    assert applied >= 20


def test_information_known_facedown_is_seen() -> None:
    applied = 0
    for i, s in enumerate(sample_states()):
        for seat in range(s.n):
            t = s.clone()
            if show_swap_known_facedown(t, seat, random.Random(i)):
                applied += 1
                assert t.view(seat) != s.view(seat)
    assert applied >= 5


def test_information_redeal_hidden_keeps_the_view_and_what_the_seat_knows() -> None:
    """`redeal_hidden(seat)` only moves what `seat` cannot see, and its view stays the same."""
    for i, s in enumerate(sample_states()):
        for seat in range(s.n):
            t = s.clone()
            redeal_hidden(t, seat, Rng(i * 31 + seat))
            assert t.view(seat) == s.view(seat)
            assert_conserved(t)
            assert [len(p.hand) for p in t.players] == [len(p.hand) for p in s.players]
            assert t.players[seat].hand == s.players[seat].hand
            if s.decision in SELECTION:
                continue
            assert t.players[seat].chars == s.players[seat].chars
            assert [len(p.chars) for p in t.players] == [len(p.chars) for p in s.players]
            assert t.faceup == s.faceup
            for rank in s.revealed:
                assert t.holder[rank] == s.holder[rank]
            for rank in s.facedown_known[seat]:
                assert (rank in t.facedown) == (rank in s.facedown)
            for rank in range(1, s.called + 1):
                if rank not in s.revealed and rank != s.murdered:
                    assert t.holder[rank] == -1
            held = sorted(r for p in t.players for r in p.chars)
            assert sorted(held + t.faceup + t.facedown) == list(range(1, s.rules.max_rank + 1))
            for rank in range(1, s.rules.max_rank + 1):
                assert t.holder[rank] == next((p.seat for p in t.players if rank in p.chars), -1)


def test_information_drawn_and_exchanged_cards_private_to_the_active_seat() -> None:
    keep = Scenario(players=4).characters({0: "king"}).deck_top("palace", "tavern").turn("king").build()
    keep.apply(DrawCards())
    exchange = (
        Scenario(players=4)
        .hand(0, "castle", "temple")
        .characters({0: "magician"})
        .turn("magician", gathered=True)
        .build()
    )
    exchange.apply(ExchangeCard(in_hand(exchange, 0, "castle").id))
    for s, pile in ((keep, "drawn"), (exchange, "aside")):
        t = s.clone()
        cards = getattr(t, pile)
        cards[0], t.deck[5] = t.deck[5], cards[0]
        assert t.view(0) != s.view(0)
        for seat in (1, 2, 3):
            assert t.view(seat) == s.view(seat), (pile, seat)


# ---------------------------------------------------------------------- public and private parts
def test_information_hands_private_sizes_and_gold_public() -> None:
    s = (
        Scenario(players=4)
        .gold(1, 5)
        .hand(1, "castle", "temple")
        .characters({0: "king"})
        .turn("king")
        .build()
    )
    for seat in (0, 2, 3):
        v = s.view(seat)
        assert v.table[1].hand_size == 2 and v.table[1].gold == 5
        assert all(c.name not in ("castle", "temple") for c in v.hand)
    assert [c.name for c in s.view(1).hand] == ["castle", "temple"]


def test_information_characters_private_until_revealed() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "assassin", 1: "king", 2: "bishop", 3: "warlord"})
        .turn("king", True)
        .build()
    )
    v = s.view(0)
    assert v.my_characters == (1,)
    assert set(v.revealed) == {(1, 0), (4, 1)}  # 2 and 3 nobody: skipped, nothing revealed
    assert all(r not in (5, 8) for r, _ in v.revealed)
    assert v.table[2].revealed == () and v.table[3].revealed == ()


def test_information_murdered_rank_public_murdered_seat_after_the_round() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "assassin", 1: "king", 2: "bishop", 3: "warlord"})
        .turn("assassin", gathered=True)
        .round(2)
        .city(0, *["temple", "tavern", "watchtower", "church", "market", "prison", "manor"])
        .build()
    )
    s.apply(Murder(5))
    for seat in range(4):
        assert s.view(seat).murdered == 5
        assert s.view(seat).murdered_seat == -1
    events = finish_round(s)
    assert s.game_over
    assert all(s.view(seat).murdered_seat == 2 for seat in range(4))
    assert any(type(e).__name__ == "MurderedRevealed" for e in events)


def test_information_faceup_public_pile_only_for_the_chooser() -> None:
    s = new_game(GameConfig(players=5, crown=0), 4)
    views = [s.view(seat) for seat in range(5)]
    assert all(v.faceup == tuple(s.faceup) for v in views)
    assert views[0].pile == tuple(s.pile)
    assert all(v.pile == () for v in views[1:])
    s.apply(PickCharacter(s.pile[0]))
    assert s.view(1).offered == (tuple(s.pile),)  # what was passed: the basis for inference
    assert s.view(0).offered[0] != s.view(1).offered[0]


def test_information_two_players_each_knows_own_discards() -> None:
    s = new_game(GameConfig(players=2, crown=0), 9)
    while s.decision in SELECTION:
        r = s.pile[0]
        s.apply(PickCharacter(r) if s.decision == Decision.DRAFT_PICK else DiscardCharacter(r))
    v0, v1 = s.view(0), s.view(1)
    assert len(v0.known_facedown) == 1 and len(v1.known_facedown) == 2
    assert not set(v0.known_facedown) & set(v1.known_facedown)


def test_information_drawn_cards_only_for_the_drawing_seat() -> None:
    s = Scenario(players=4).characters({0: "king"}).deck_top("palace", "tavern").turn("king").build()
    s.apply(s.legal_actions()[1])  # DrawCards
    assert [c.name for c in s.view(0).drawn] == ["palace", "tavern"]
    assert all(s.view(seat).drawn == () for seat in (1, 2, 3))


def test_information_view_holds_no_state_reference() -> None:
    s = new_game(GameConfig(players=4), 1)
    v = s.view(0)
    hand = v.hand
    s.players[0].hand.clear()
    assert v.hand == hand and len(hand) == 4


# ---------------------------------------------------------------------- redact
def test_redact_hides_other_seats_private_fields() -> None:
    dealt = CardsDealt(1, 2, (3, 4))
    assert redact(dealt, 1) == dealt
    assert redact(dealt, 0) == CardsDealt(1, 2, None)
    assert redact(dealt, None) == CardsDealt(1, 2, None)
    assert redact(CharacterChosen(2, 5), 3) == CharacterChosen(2, None)
    assert redact(CharacterChosen(2, 5), 2) == CharacterChosen(2, 5)
    assert redact(CharacterDiscardedFaceDown(0, 3), 1).rank is None
    assert redact(CharacterDiscardedFaceDown(None, 3), 0).rank is None
    assert redact(CardsDrawn(0, 2, "resource", (1, 2)), 1) == CardsDrawn(0, 2, "resource", None)
    assert redact(CardKept(0, 7, 1), 2) == CardKept(0, None, 1)
    built = Built(0, 5, 3)
    assert redact(built, 2) is built  # public
    # a card discarded from a hand goes face down: only its owner knows it (the Laboratory)
    lab = CardDiscarded(1, 9, "laboratory")
    assert redact(lab, 1) == lab
    assert redact(lab, 0) == CardDiscarded(1, None, "laboratory") and redact(lab, None).card is None


#: RULES.md §8: the secret of each private event (owner field, private field); every other event is public.
PRIVATE: dict[type, tuple[str, str]] = {
    CardsDealt: ("seat", "cards"),
    CharacterChosen: ("seat", "rank"),
    CharacterDiscardedFaceDown: ("seat", "rank"),
    CardsDrawn: ("seat", "cards"),
    CardKept: ("seat", "card"),
    CardDiscarded: ("seat", "card"),
}


def test_redact_over_a_whole_game() -> None:
    s, events = new_game_with_events(GameConfig(players=4), 21)
    rnd = random.Random(21)
    while not s.game_over:
        events += s.apply(rnd.choice(s.legal_actions()))
    kinds = set()
    for e in events:
        private = PRIVATE.get(type(e))
        for seat in (None, 0, 1, 2, 3):
            r: Event = redact(e, seat)
            if private is None:
                assert r == e
                continue
            kinds.add(type(e))
            owner, field = private
            if getattr(e, owner) == seat and seat is not None:
                assert r == e
            else:
                assert getattr(r, field) is None
                assert type(r) is type(e)
    assert {CardsDealt, CharacterChosen, CharacterDiscardedFaceDown, CardsDrawn, CardKept} <= kinds


def test_information_cards_in_views_are_the_real_cards() -> None:
    s = new_game(GameConfig(players=3), 2)
    for seat in range(3):
        assert all(isinstance(c, DistrictCard) for c in s.view(seat).hand)


# ---------------------------------------------------------------------- Dark City (RULES.md §6)
def _dark_states_with(decision: Decision) -> list[GameState]:
    found = []
    for players in (4, 5, 8):
        for seed in range(60):
            s = new_game(GameConfig(players=players, characters="darkcity"), seed)
            rnd = random.Random(seed)
            while not s.game_over:
                if s.decision == decision:
                    found.append(s.clone())
                    break
                s.apply(rnd.choice(s.legal_actions()), events=False)
            if len(found) >= 12:
                return found
    return found


def test_information_only_the_wizard_sees_the_hand_he_looks_at_and_only_then() -> None:
    states = _dark_states_with(Decision.TAKE_FROM_HAND)
    assert states
    for s in states:
        wizard, target = s.cur_seat, s.peek_seat
        assert list(s.view(wizard).peek) == s.players[target].hand
        for seat in range(s.n):
            if seat != wizard:
                assert s.view(seat).peek == ()
        s.apply(s.legal_actions()[0])
        assert all(s.view(seat).peek == () for seat in range(s.n))


def test_information_the_emperor_recipient_sees_whom_it_pays_and_its_hand_only() -> None:
    states = _dark_states_with(Decision.TRIBUTE)
    assert states
    for s in states:
        payer = s.to_move
        v = s.view(payer)
        assert v.tribute_to == s.cur_seat and v.hand == tuple(s.players[payer].hand)
        other = next(seat for seat in range(s.n) if seat not in (payer, s.cur_seat))
        assert s.view(other).hand == tuple(s.players[other].hand)
        assert s.view(s.cur_seat).tribute_to == s.cur_seat


def test_information_artist_gold_and_bewitchment_are_public() -> None:
    s = (
        Scenario(players=4, characters="darkcity")
        .characters({0: "witch", 1: "artist"})
        .city(1, "manor")
        .artist_gold(1, "manor")
        .turn("witch", gathered=True)
        .build()
    )
    s.apply(s.legal_actions()[-1])
    for seat in range(4):
        v = s.view(seat)
        assert v.bewitched == s.bewitched and v.bewitched_by == 0
        assert v.adorned == frozenset(s.adorned) and len(v.adorned) == 1
