"""RULES.md §9.4 Theater (with §9.11): at the end of every selection phase its owner may give an
opponent one of his characters (with 2-3 players, the one he chooses) and take one of the opponent's at
random; the two look at their new cards, the others learn only who swapped with whom."""

from __future__ import annotations

import random

import pytest
from engine_testlib import check_final, check_step_invariants, redeal_hidden
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_properties import MAX_ACTIONS

from citadels.engine import GameConfig, GameState, Rng, new_game
from citadels.engine.actions import THEATER_DECLINE, THEATER_SWAPS, TheaterSwap
from citadels.engine.cards import CARDS
from citadels.engine.decision import Decision
from citadels.engine.determinize import sample_state
from citadels.engine.errors import IllegalActionError
from citadels.engine.events import CharacterRevealed, RankCalled, TheaterDeclined, TheaterSwapped, redact
from citadels.engine.refusal import Why

DECK = (
    "basilica",
    "capitol",
    "ivory_tower",
    "monument",
    "statue",
    "wishing_well",
    "gold_mine",
    "park",
    "poor_house",
    "stables",
    "quarry",
    "theater",
    "smithy",
    "haunted_city",
)
THEATER_CARD = next(c for c in CARDS if c.kind.name == "theater")


def with_theater(players: int, seed: int = 1, owner: int = 0, characters: str = "classic") -> GameState:
    """A 2016-deck game whose seat `owner` has the Theater in its city, at the start of the selection."""
    s = new_game(GameConfig(players=players, characters=characters, uniques=DECK), seed)
    for p in s.players:
        if THEATER_CARD in p.hand:
            p.hand.remove(THEATER_CARD)
            p.hand.append(s.deck.pop())
    if THEATER_CARD in s.deck:
        s.deck.remove(THEATER_CARD)
    s.players[owner].city.append(THEATER_CARD)
    s.players[owner].kinds.add(THEATER_CARD.kind)
    return s


def select_all(s: GameState) -> None:
    """Every seat chooses its first offered character (and discards the first, with 2 players)."""
    while s.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        s.apply(s.legal_actions()[0], seat=s.to_move)


@pytest.mark.parametrize(
    ("players", "characters"), [(2, "classic"), (3, "darkcity"), (4, "classic"), (7, "classic")]
)
def test_9_4_theater_its_owner_decides_once_every_character_is_chosen(players: int, characters: str) -> None:
    """After the last pick (with 7 players, the face-down one included) and before any rank is called."""
    s = with_theater(players, owner=1, characters=characters)
    select_all(s)
    assert s.decision == Decision.THEATER and s.to_move == 1 and s.called == 0
    assert all(len(p.chars) == s.rules.chars_per_player for p in s.players)
    mine = s.players[1].chars
    expected = {THEATER_SWAPS[o][r] for o in range(players) if o != 1 for r in mine} | {THEATER_DECLINE}
    assert set(s.legal_actions()) == expected
    assert len(s.legal_actions()) == (players - 1) * len(mine) + 1  # with 2-3 players, his card chosen


def test_9_4_theater_without_one_in_a_city_the_ranks_are_called() -> None:
    s = new_game(GameConfig(players=4, uniques=DECK), 1)
    for p in s.players:
        assert THEATER_CARD not in p.city
    select_all(s)
    assert s.decision != Decision.THEATER and s.called > 0


@pytest.mark.parametrize("players", [2, 4, 5])
def test_9_4_theater_swap_gives_the_chosen_card_and_takes_one_at_random(players: int) -> None:
    takes = set()
    for seed in range(12):
        s = with_theater(players, seed)
        select_all(s)
        give = s.players[0].chars[-1]
        theirs = list(s.players[1].chars)
        mine_before = list(s.players[0].chars)
        events = s.apply(THEATER_SWAPS[1][give], seat=0)
        (taken,) = set(s.players[0].chars) - set(mine_before)
        assert taken in theirs and give in s.players[1].chars and give not in s.players[0].chars
        assert s.holder[give] == 1 and s.holder[taken] == 0
        assert sorted(s.players[1].chars) == sorted([r for r in theirs if r != taken] + [give])
        assert s.theater_seats == [0, 1] and s.theater_ranks == [give, taken]
        assert TheaterSwapped(0, 1, give, taken) in events
        assert s.decision != Decision.THEATER and any(isinstance(e, RankCalled) for e in events)
        takes.add(theirs.index(taken))
        check_step_invariants(s)
    if players == 2:
        assert takes == {0, 1}  # either of his two cards, drawn from the game's random source


def test_9_4_theater_swap_is_replayed_the_same() -> None:
    """The random card comes from the state's random source: a replay takes the same one."""
    s = with_theater(4, 3)
    select_all(s)
    give = s.players[0].chars[0]
    a, b = s.clone(), s.clone()
    a.apply(THEATER_SWAPS[2][give], seat=0)
    b.apply(THEATER_SWAPS[2][give], seat=0)
    assert a.digest() == b.digest()


def test_9_4_theater_declined_changes_no_character() -> None:
    s = with_theater(4, 5)
    select_all(s)
    before = [list(p.chars) for p in s.players]
    events = s.apply(THEATER_DECLINE, seat=0)
    assert [p.chars for p in s.players] == before and s.theater_seats == []
    assert TheaterDeclined(0) in events and s.called > 0


@pytest.mark.parametrize(
    ("action", "why"),
    [
        (THEATER_SWAPS[0][1], Why.TARGET_SELF),
        (TheaterSwap(9, 1), Why.NO_SUCH_TARGET),
    ],
)
def test_9_4_theater_refuses_a_swap_with_himself_or_nobody(action: TheaterSwap, why: Why) -> None:
    s = with_theater(4, 7)
    select_all(s)
    action = TheaterSwap(action.target, s.players[0].chars[0])
    before = s.digest()
    with pytest.raises(IllegalActionError) as err:
        s.apply(action, seat=0)
    assert err.value.refusal is not None and err.value.refusal.why is why
    assert s.digest() == before


def test_9_4_theater_refuses_a_character_not_his() -> None:
    s = with_theater(4, 7)
    select_all(s)
    other = s.players[1].chars[0]
    before = s.digest()
    with pytest.raises(IllegalActionError):
        s.apply(THEATER_SWAPS[1][other], seat=0)
    with pytest.raises(IllegalActionError):
        s.apply(THEATER_DECLINE, seat=1)  # only the owner decides
    assert s.digest() == before


def test_9_4_theater_outside_the_selection_is_refused() -> None:
    s = with_theater(4, 7)
    before = s.digest()
    with pytest.raises(IllegalActionError):
        s.apply(THEATER_DECLINE, seat=s.to_move)
    assert s.digest() == before


def test_9_4_theater_turns_follow_the_new_holders() -> None:
    s = with_theater(4, 2)
    select_all(s)
    give = s.players[0].chars[0]
    s.apply(THEATER_SWAPS[3][give], seat=0)
    taken = s.theater_ranks[1]
    revealed: dict[int, int] = {}
    while s.round == 1:
        for e in s.apply(s.legal_actions()[-1], seat=s.to_move):
            if isinstance(e, CharacterRevealed):
                revealed[e.rank] = e.seat
    assert revealed[give] == 3 and revealed[taken] == 0


# ---------------------------------------------------------------------- §9.11
def test_9_11_theater_the_two_see_their_cards_the_others_who_swapped() -> None:
    s = with_theater(5, 4)
    select_all(s)
    give = s.players[0].chars[0]
    events = s.apply(THEATER_SWAPS[2][give], seat=0)
    taken = s.theater_ranks[1]
    (swap,) = [e for e in events if isinstance(e, TheaterSwapped)]
    assert redact(swap, 0) == swap and redact(swap, 2) == swap
    for seat in (1, 3, 4, None):
        assert redact(swap, seat) == TheaterSwapped(0, 2, None, None)
    for seat in range(5):
        v = s.view(seat)
        assert v.theater_swap == (0, 2)
        assert v.theater_ranks == ((give, taken) if seat in (0, 2) else ())
    assert s.view(0).my_characters == (taken,) and s.view(2).my_characters == (give,)
    # next round: the swap is forgotten
    while s.round == 1 and not s.game_over:
        s.apply(s.legal_actions()[-1], seat=s.to_move)
    assert s.theater_seats == [] and s.view(1).theater_swap == ()


@pytest.mark.parametrize("seat", range(4))
def test_9_11_theater_sampled_worlds_agree_with_each_seat(seat: int) -> None:
    """Hard's worlds (determinize): the draft record no longer says who holds what after a swap; each
    world gives every seat its number of characters and the swapped seat the card its partner knows."""
    s = with_theater(4, 9)
    select_all(s)
    give = s.players[0].chars[0]
    s.apply(THEATER_SWAPS[1][give], seat=0)
    v = s.view(seat)
    for k in range(20):
        w = sample_state(v, Rng(k), holders={r: (k + r) % 4 for r in range(1, 9)})
        assert w.view(seat) == v
        assert [len(p.chars) for p in w.players] == [1, 1, 1, 1]
        if seat == 0:
            assert w.holder[give] == 1
        if seat == 1:
            assert w.holder[s.theater_ranks[1]] == 0


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.sampled_from((2, 3, 4, 5, 7, 8)), st.integers(0, 300))
def test_9_11_theater_fuzzed_games_keep_the_invariants_and_leak_nothing(
    seed: int, players: int, steps: int
) -> None:
    s = with_theater(
        players, seed % 1000, owner=seed % players, characters="darkcity" if players in (3, 8) else "classic"
    )
    rnd = random.Random(seed)
    count = 0
    while not s.game_over:
        check_step_invariants(s)
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if count == steps:
            for seat in range(players):
                t = s.clone()
                redeal_hidden(t, seat, Rng(seed + seat))
                assert t.view(seat) == s.view(seat)
            v = s.view(s.to_move)  # Hard samples worlds for the seat to move
            assert sample_state(v, Rng(seed)).view(s.to_move) == v
        s.apply(rnd.choice(legal), events=False)
        count += 1
        assert count < MAX_ACTIONS
    check_final(s)
