"""Illegal actions from random states: each is either legal or refused with a specific
`IllegalActionError` saying why, and the state is left exactly as it was."""

from __future__ import annotations

import pytest
from engine_testlib import random_state, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import (
    Beautify,
    Bewitch,
    Build,
    CollectTithe,
    Destroy,
    DiscardCharacter,
    DistrictType,
    DrawCards,
    DrawExtraCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GameState,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    IllegalActionError,
    KeepCard,
    LaboratoryDiscard,
    LookAtHand,
    Murder,
    PickCharacter,
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
)
from citadels.engine.action_check import check_action
from citadels.engine.errors import GameOverError, MalformedActionError, NotYourDecisionError

SIMPLE = [
    TakeGold(),
    DrawCards(),
    FinishExchange(),
    GraveyardTake(),
    GraveyardDecline(),
    SmithyDraw(),
    EndTurn(),
    TributeGold(),
    CollectTithe(),
    TakeExtraGold(),
    DrawExtraCards(),
]


def _interesting_cards(s: GameState) -> list[int]:
    ids = [c.id for c in s.deck[-3:] + s.drawn + s.aside]
    for p in s.players:
        ids += [c.id for c in p.hand + p.city]
    return ids + [-1, 68, 1000]


def _well_formed(action: object) -> bool:
    """`TakeIncome(2) == TakeIncome(DistrictType(2))`, but only the enum is a well-formed field."""
    try:
        check_action(action)
    except MalformedActionError:
        return False
    return True


@st.composite
def attempts(draw: st.DrawFn) -> tuple[GameState, list[tuple[object, int | None]]]:
    players = draw(st.integers(2, 8))
    seed = draw(st.integers(0, 10**9))
    steps = draw(st.integers(0, 400))
    characters = draw(
        st.sampled_from(["darkcity", "mixed"] if players == 8 else ["classic", "darkcity", "mixed"])
    )
    s = random_state(players, seed, steps, characters=characters)
    cards = st.one_of(st.sampled_from(_interesting_cards(s)), st.integers(-5, 80))
    ranks = st.integers(-1, 10)
    seats = st.integers(-1, 8)
    schools = st.one_of(st.none(), st.sampled_from(list(DistrictType)), st.integers(-1, 6))
    action = st.one_of(
        st.sampled_from(SIMPLE),
        st.builds(PickCharacter, ranks),
        st.builds(DiscardCharacter, ranks),
        st.builds(KeepCard, cards),
        st.builds(Build, cards),
        st.builds(TakeIncome, schools),
        st.builds(Murder, ranks),
        st.builds(Rob, ranks),
        st.builds(SwapHands, seats),
        st.builds(ExchangeCard, cards),
        st.builds(Destroy, seats, cards),
        st.builds(LaboratoryDiscard, cards),
        st.builds(Bewitch, ranks),
        st.builds(LookAtHand, seats),
        st.builds(TakeFromHand, cards, st.booleans()),
        st.builds(GiveCrown, seats),
        st.builds(TributeCard, cards),
        st.builds(SwapDistricts, cards, seats, cards),
        st.builds(Beautify, cards, st.one_of(st.none(), cards)),
    )
    seat = st.one_of(st.none(), st.integers(-1, 8))
    tries = draw(st.lists(st.tuples(action, seat), min_size=1, max_size=25))
    return s, tries


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attempts())
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(
    case: tuple[GameState, list[tuple[object, int | None]]],
) -> None:
    s, tries = case
    before = snapshot(s)
    legal = s.legal_actions()
    for action, seat in tries:
        is_legal = action in legal and _well_formed(action) and (seat is None or seat == s.to_move)
        if is_legal:
            c = s.clone()
            c.apply(action, seat=seat)  # type: ignore[arg-type]
            continue
        try:
            s.apply(action, seat=seat)  # type: ignore[arg-type]
        except IllegalActionError as err:
            assert type(err) is not IllegalActionError  # a specific subclass
            assert err.reason and err.reason in str(err)
            assert err.action == action
            if s.game_over:
                assert isinstance(err, GameOverError)
            elif seat is not None and seat != s.to_move:
                assert isinstance(err, NotYourDecisionError)
        else:
            raise AssertionError(f"{action!r} (seat {seat}) was accepted but is not legal: {legal!r}")
        assert snapshot(s) == before, f"{action!r} changed the state"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 7), st.integers(0, 10**9), st.integers(0, 600))
def test_illegal_legal_actions_from_the_wrong_seat(players: int, seed: int, steps: int) -> None:
    s = random_state(players, seed, steps)
    before = snapshot(s)
    for action in s.legal_actions():
        for seat in range(players):
            if seat == s.to_move:
                continue
            try:
                s.apply(action, seat=seat)
            except NotYourDecisionError as err:
                assert f"seat {s.to_move}" in err.reason
            else:
                raise AssertionError("a seat played out of turn")
    assert snapshot(s) == before


def test_illegal_not_an_action() -> None:
    s = random_state(4, 1, 10)
    before = snapshot(s)
    for bogus in (None, "EndTurn", 3, object()):
        try:
            s.apply(bogus)  # type: ignore[arg-type]
        except IllegalActionError as err:
            assert "not a Citadels action" in err.reason
        else:
            raise AssertionError("accepted a non-action")
    assert snapshot(s) == before
