"""Hard against opponents it does not know: opponent models from revealed characters, end-game
dangers made explicit, and reasons in words with the simulation figure as a detail."""

from __future__ import annotations

import dataclasses

import pytest
from ailib import random_states

from citadels.ai import messages as M
from citadels.ai.danger import DENY_LEADER, PROTECT_SELF, draft_dangers
from citadels.ai.hard import HardBot
from citadels.ai.opponents import FLOOR, MODELS, PICK_RATES, PRIOR, OpponentModel
from citadels.engine import PickCharacter
from citadels.i18n import current_language, set_language
from citadels.narrate import explain_reason as explain
from tests.engine.scenario import Scenario
from tools.measure_pick_rates import measure_pick_rates


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


def most_likely(model: OpponentModel, seat: int) -> str:
    """The strategy `seat` most likely plays, by the model's weights."""
    w = model.weights(seat)
    return MODELS[max(range(len(w)), key=lambda i: w[i])]


def revealing(view: object, rounds: dict[int, list[tuple[int, int]]], model: OpponentModel) -> None:
    for rnd, revealed in rounds.items():
        model.observe(dataclasses.replace(view, round=rnd, revealed=tuple(revealed)))  # type: ignore[type-var]


def test_revealed_characters_point_to_the_strategy() -> None:
    view = random_states(4, 1, seed=1)[0].view(0)
    model = OpponentModel(4, 0)
    # seat 1 keeps playing the Assassin, seat 2 the Merchant, seat 3 the Bishop
    revealing(view, {r: [(1, 1), (6, 2), (5, 3)] for r in range(1, 4)}, model)
    assert most_likely(model, 1) == "raider"
    assert most_likely(model, 2) == "rusher"
    assert most_likely(model, 3) == "fortress"
    for seat in (1, 2, 3):
        w = model.weights(seat)
        assert abs(sum(w) - 1) < 1e-9 and min(w) >= FLOOR
    # the same reveal seen twice counts once; its own seat teaches nothing
    before = model.weights(1)
    revealing(view, {3: [(1, 1), (4, 0)]}, model)
    assert model.weights(1) == before and model.observations[0] == 0


def test_an_unobserved_seat_follows_the_prior() -> None:
    model = OpponentModel(5, 2)
    w = model.weights(4)
    assert len(w) == len(MODELS) and most_likely(model, 4) == "medium"
    assert sorted(w) == pytest.approx(sorted(FLOOR + (1 - FLOOR * len(MODELS)) * PRIOR[m] for m in MODELS))


def test_hard_starts_a_new_model_for_a_new_game() -> None:
    states = random_states(4, 6, seed=4)
    bot = HardBot(1, hard_iterations=1)
    late = max(states, key=lambda s: s.round)
    bot.observe(late.view(late.to_move))
    first = bot.opponents
    early = min(states, key=lambda s: s.round)
    if early.round < late.round:
        bot.observe(early.view(early.to_move))
        assert bot.opponents is not first


def draft(*cities: tuple[int, tuple[str, ...]]) -> Scenario:
    sc = Scenario(players=4, seed=3).crown(0).gold_all(3).deal(2)
    for seat, names in cities:
        sc = sc.city(seat, *names)
    return sc.selection(faceup=["thief", "merchant"], facedown="king")


SIX = ("manor", "castle", "temple", "church", "tavern", "watchtower")


def test_a_city_at_six_of_eight_keeps_the_assassin_and_the_bishop() -> None:
    s = draft((0, SIX)).build()
    dangers = draft_dangers(s.view(0))
    assert dangers[1][0] == PROTECT_SELF and dangers[1][1].key == M.DANGER_ASSASSIN
    assert dangers[5][1].key == M.DANGER_BISHOP and dangers[5][1].params["count"] == 6
    assert 8 not in dangers  # the Bishop is on offer: no need to take the Warlord


def test_a_leader_choosing_later_is_denied_the_assassin_and_the_bishop() -> None:
    s = draft((2, SIX), (0, ("manor",))).build()
    dangers = draft_dangers(s.view(0))
    assert dangers[1][0] == DENY_LEADER and dangers[1][1].key == M.DENY_ASSASSIN
    assert dangers[1][1].params["seat"] == 2
    assert dangers[5][1].key == M.DENY_BISHOP


def test_no_danger_early_or_for_the_last_to_choose() -> None:
    assert draft_dangers(draft((0, ("manor",))).build().view(0)) == {}
    s = draft((0, SIX)).build()
    while s.to_move != 3:  # the others pick, leaving the last seat nobody to fear
        s.apply(s.legal_actions()[-1])
    view = s.view(3)
    assert all(r.key not in (M.DENY_ASSASSIN, M.DENY_BISHOP) for _, r in draft_dangers(view).values())


def test_hard_protects_its_city_and_says_why() -> None:
    s = draft((0, SIX)).build()
    bot = HardBot(5, hard_iterations=8)
    action = bot.choose(s.view(0), s.legal_actions())
    assert action in (PickCharacter(1), PickCharacter(5))
    reason = bot.last_reason
    assert reason is not None and reason.key in (M.DANGER_ASSASSIN, M.DANGER_BISHOP)
    assert reason.detail is not None and reason.detail.key == M.SEARCH_DETAIL
    set_language("en")
    text = explain(reason, ["Ana", "Bruno", "Carla", "Diego"])
    assert text.startswith("takes the ") and "6 districts" in text and "simulated" in text.split("(")[-1]


def test_hard_reasons_are_words_with_the_figure_only_as_detail() -> None:
    for i, s in enumerate(random_states(4, 25, seed=9)):
        bot = HardBot(i, hard_iterations=2)
        bot.choose(s.view(s.to_move), s.legal_actions())
        r = bot.last_reason
        assert r is not None
        assert r.key != M.SEARCH_DETAIL and "{percent}" not in r.key
        if r.detail is not None:
            assert r.detail.key == M.SEARCH_DETAIL and r.detail.detail is None


def test_hard_with_league_models_is_reproducible() -> None:
    for s in random_states(4, 6, seed=12):
        view, legal = s.view(s.to_move), s.legal_actions()
        a = HardBot(3, hard_iterations=4).choose(view, legal)
        b = HardBot(3, hard_iterations=4).choose(view, legal)
        assert a == b


def test_pick_rates_match_how_the_league_plays() -> None:
    for rates in (PICK_RATES, measure_pick_rates(rotations=6)):
        top = {rank: max(MODELS, key=lambda m: rates[m][rank - 1]) for rank in (1, 5, 6, 7)}
        assert top == {1: "raider", 5: "fortress", 6: "rusher", 7: "hoarder"}
