"""`GameState.why_not(action)`: None exactly for the legal actions, otherwise the typed reason the
refusing rule gives; asking never changes the game. The candidates are every action the table can
offer a player in a state (each card of the hand, each district of each city, each rank and seat)."""

from __future__ import annotations

from itertools import combinations

from engine_testlib import random_state, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import Scenario, in_city, in_hand

from citadels.engine import (
    Action,
    Bewitch,
    Build,
    CollectTithe,
    Destroy,
    DiscardCharacter,
    DrawCards,
    DrawExtraCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GameState,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    LookAtHand,
    Murder,
    PickCharacter,
    Refusal,
    Rob,
    SmithyDraw,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TributeCard,
    TributeGold,
    Why,
)
from citadels.engine.actions import beautify
from citadels.engine.cards import INCOME_TYPES


def offered(s: GameState) -> list[Action]:
    """Every action the table can show the seat to move, legal or not."""
    me = s.players[s.to_move]
    ranks = range(1, s.rules.max_rank + 1)
    seats = range(s.rules.players)
    out: list[Action] = [
        TakeGold(), DrawCards(), FinishExchange(), GraveyardTake(), GraveyardDecline(), SmithyDraw(),
        EndTurn(), TributeGold(), CollectTithe(), TakeExtraGold(), DrawExtraCards(), TakeIncome(),
        *(TakeIncome(t) for t in INCOME_TYPES),
    ]  # fmt: skip
    for r in ranks:
        out += [PickCharacter(r), DiscardCharacter(r), Murder(r), Rob(r), Bewitch(r)]
    for seat in seats:
        out += [SwapHands(seat), LookAtHand(seat), GiveCrown(seat)]
    looked = s.players[s.peek_seat].hand if s.peek_seat >= 0 else []
    for c in {*me.hand, *s.drawn, *looked, *s.deck[-2:]}:
        out += [KeepCard(c.id), Build(c.id), ExchangeCard(c.id), LaboratoryDiscard(c.id), TributeCard(c.id)]
        out += [TakeFromHand(c.id, False), TakeFromHand(c.id, True)]
    for q in s.players:
        for theirs in q.city:
            out.append(Destroy(q.seat, theirs.id))
            out += [SwapDistricts(mine.id, q.seat, theirs.id) for mine in me.city]
    own = sorted(c.id for c in me.city)
    out += [beautify(c) for c in own]
    out += [beautify(a, b) for a, b in combinations(own, 2)]
    return out


@st.composite
def states(draw: st.DrawFn) -> GameState:
    players = draw(st.integers(2, 8))
    characters = draw(
        st.sampled_from(["darkcity", "mixed"] if players == 8 else ["classic", "darkcity", "mixed"])
    )
    return random_state(
        players, draw(st.integers(0, 10**9)), draw(st.integers(0, 700)), characters=characters
    )


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(states())
def test_why_not_is_none_exactly_for_the_legal_actions_and_changes_nothing(s: GameState) -> None:
    before = snapshot(s)
    legal = s.legal_actions()
    candidates = offered(s)
    assert set(legal) <= set(candidates), "the candidates miss a legal action"
    for action in candidates:
        refusal = s.why_not(action)
        assert (refusal is None) == (action in legal), f"{action!r}: {refusal!r}"
        if refusal is not None:
            assert isinstance(refusal, Refusal) and refusal.why is not Why.MALFORMED
        other = (s.to_move + 1) % s.rules.players
        if not s.game_over:
            assert s.why_not(action, other) == Refusal(Why.NOT_YOUR_TURN, seat=s.to_move)
    assert snapshot(s) == before, "why_not changed the state"


def test_why_not_at_the_end_and_for_a_non_action() -> None:
    s = random_state(3, 5, 5000)
    assert s.game_over
    assert s.why_not(EndTurn()) == Refusal(Why.GAME_OVER)
    live = random_state(3, 5, 10)
    assert live.why_not("EndTurn") == Refusal(Why.MALFORMED)


def _builder() -> GameState:
    return (
        Scenario(players=4)
        .gold(0, 3)
        .hand(0, "castle", "manor", "temple", "tavern")
        .city(0, "temple")
        .characters({0: "merchant"})
        .turn("merchant", gathered=True)
        .build()
    )


def test_why_not_names_the_build_rules() -> None:
    s = _builder()
    castle, temple, tavern = (in_hand(s, 0, n).id for n in ("castle", "temple", "tavern"))
    assert s.why_not(Build(castle)) == Refusal(Why.CANNOT_AFFORD, card=castle, cost=4, gold=3)
    assert s.why_not(Build(temple)) == Refusal(Why.DUPLICATE, card=temple)
    assert s.why_not(Build(tavern)) is None
    s.apply(Build(tavern))
    manor = in_hand(s, 0, "manor").id
    assert s.why_not(Build(manor)) == Refusal(Why.BUILD_LIMIT, count=1)


def test_why_not_names_the_warlords_targets() -> None:
    s = (
        Scenario(players=4)
        .gold(0, 1)
        .city(1, "manor", "keep")
        .city(2, "castle")
        .city(3, "temple", "tavern", "market", "docks", "harbor", "palace", "prison")
        .characters({0: "warlord", 1: "bishop", 2: "king"})
        .turn("warlord", gathered=True)
        .build()
    )
    manor, castle = in_city(s, 1, "manor").id, in_city(s, 2, "castle").id
    assert s.why_not(Destroy(1, manor)) == Refusal(Why.CITY_PROTECTED, seat=1)
    assert s.why_not(Destroy(2, castle)) == Refusal(Why.CANNOT_AFFORD, card=castle, seat=2, cost=3, gold=1)
    assert s.why_not(Destroy(3, in_city(s, 3, "temple").id)) == Refusal(Why.CITY_COMPLETE, seat=3)


def test_why_not_names_the_thiefs_targets() -> None:
    s = (
        Scenario(players=4)
        .characters({0: "thief", 1: "assassin", 2: "king"})
        .murdered("king")
        .turn("thief", gathered=True)
        .build()
    )
    assert s.why_not(Rob(1)) == Refusal(Why.TARGET_RANK_ONE, rank=1)
    assert s.why_not(Rob(2)) == Refusal(Why.TARGET_SELF, rank=2)
    assert s.why_not(Rob(4)) == Refusal(Why.TARGET_MURDERED, rank=4)
    assert s.why_not(Rob(5)) is None
