"""Turning points: the 3-5 actions that moved the chances most, each named by what happened (a key
and parameters), worded in both languages."""

from __future__ import annotations

import pytest
from coach_testlib import analysed, played

from citadels.coach.model import Step
from citadels.coach.turning import (
    KEYS,
    LEAST,
    MIN_SWING,
    MOST,
    describe,
    lasting_swing,
    pick_turning_points,
    swing,
    turning_point,
)
from citadels.engine import (
    CARDS,
    Build,
    EndTurn,
    Murder,
    PayBribe,
    RevealThreat,
    RevealWarrant,
    Rob,
    SeizeDistrict,
    TakeGold,
    TheaterSwap,
    new_game,
    validate_config,
)
from citadels.engine import events as ev
from citadels.text import i18n
from citadels.text.coach_words import line_up, turning_point_text


def _steps(chances: list[tuple[float, float]]) -> list[Step]:
    return [Step(i + 1, 0, 1, c) for i, c in enumerate(chances)]


def test_the_biggest_lasting_swings_are_chosen_and_given_in_game_order() -> None:
    path = [(0.5, 0.5), (0.52, 0.48), (0.9, 0.1), (0.88, 0.12), (0.3, 0.7), (0.32, 0.68), (0.6, 0.4), (0.61, 0.39),
            (0.45, 0.55), (0.2, 0.8), (0.0, 1.0)]  # fmt: skip
    chosen = pick_turning_points((0.5, 0.5), _steps(path))
    assert chosen == sorted(chosen)
    assert LEAST <= len(chosen) <= MOST
    # what lasts three steps: step 3 moves 0.38 but 0.2 is left three on (0.52 -> 0.32), step 5 0.27
    # of its 0.58, step 7 0.12 of 0.28 (0.32 -> 0.2); step 9 0.16, step 10 0.25, step 11 0.2 all stay
    assert [round(lasting_swing((0.5, 0.5), _steps(path), i), 2) for i in (2, 4, 6, 8, 9, 10)] == [
        0.2, 0.27, 0.12, 0.16, 0.25, 0.2]  # fmt: skip
    assert [i + 1 for i in chosen] == [3, 5, 9, 10, 11]  # step 7's raw 0.28 would have been chosen


def test_a_swing_undone_within_three_actions_is_not_a_turning_point() -> None:
    """A spike (0.5 -> 0.9 -> back to 0.5 two steps later) loses to a smaller change that stays."""
    path = [(0.5, 0.5), (0.9, 0.1), (0.7, 0.3), (0.5, 0.5), (0.5, 0.5), (0.3, 0.7), (0.3, 0.7), (0.3, 0.7),
            (0.3, 0.7), (0.45, 0.55), (0.45, 0.55), (0.45, 0.55), (0.6, 0.4), (0.6, 0.4)]  # fmt: skip
    chosen = pick_turning_points((0.5, 0.5), _steps(path))
    assert 1 not in chosen  # the spike, the biggest raw swing (0.4)
    assert 5 in chosen  # 0.2 that stays


def test_a_forced_move_is_never_a_turning_point() -> None:
    path = [(0.5, 0.5), (0.52, 0.48), (0.9, 0.1), (0.88, 0.12), (0.8, 0.2), (0.6, 0.4), (0.6, 0.4)]
    forced = [False, False, True, False, False, True, False]
    chosen = pick_turning_points((0.5, 0.5), _steps(path), forced)
    assert 2 in pick_turning_points((0.5, 0.5), _steps(path))  # the biggest swing, were it chosen
    assert not any(forced[i] for i in chosen) and len(chosen) == LEAST


def test_no_turning_point_of_an_analysed_game_is_a_forced_move() -> None:
    a = analysed()
    session = played()
    state = new_game(session.setup.config(), session.seed)
    forced = set()
    for k, record in enumerate(session.actions, 1):
        if len(state.legal_actions()) == 1:
            forced.add(k)
        state.apply(record.action, seat=record.seat)
    assert forced and not forced & {t.index for t in a.turning_points}


def test_small_moves_are_not_turning_points_beyond_the_least_three() -> None:
    path = [(0.5, 0.5), (0.53, 0.47), (0.5, 0.5), (0.52, 0.48), (0.5, 0.5), (0.49, 0.51)]
    chosen = pick_turning_points((0.5, 0.5), _steps(path))
    assert len(chosen) == LEAST
    assert all(swing(p, q) < MIN_SWING for p, q in zip(path, path[1:], strict=False))


def test_what_happened_is_read_from_the_action_and_its_events() -> None:
    s = new_game(validate_config(players=4), 3)
    s.holder[4] = 2
    assert describe(Murder(4), [], s, False) == ("murder", {"character": 4, "victim": 2})
    assert describe(Murder(5), [], s, False) == ("murder_miss", {"character": 5})
    assert describe(Rob(4), [], s, False) == ("rob", {"character": 4, "victim": 2})
    castle = next(c for c in CARDS if c.kind.name == "castle")
    strike = [ev.RankCalled(8, 1), ev.Destroyed(1, 3, castle.id, 3), ev.Built(1, castle.id, 4)]
    assert describe(EndTurn(), strike, s, False) == ("destroy", {"district": "castle", "victim": 3})
    completed = [ev.Built(2, castle.id, 4), ev.CityCompleted(2, True)]
    assert describe(Build(castle.id), completed, s, False) == ("complete", {"first": 1})
    haul = [ev.RankCalled(5, 0), ev.GoldStolen(robber=1, victim=0, amount=6)]
    assert describe(EndTurn(), haul, s, False) == ("end_turn", {})  # a reveal: see the next test
    assert describe(TakeGold(), [], s, False) == ("gold", {})
    assert describe(EndTurn(), [ev.GameEnded(1, (20, 25, 3, 4))], s, True) == ("end", {})


def test_the_2016_boxs_telling_events_name_their_turning_points() -> None:
    """RULES.md §9.3, §9.4: a confiscation, a seizure, a flowered threat's gold, a bribe and the Theater's
    swap are what changed, not the action's bare words."""
    s = new_game(validate_config(players=4), 3)
    manor = next(c for c in CARDS if c.kind.name == "manor").id
    confiscated = [ev.WarrantRevealed(seat=1, builder=2, rank=7, card=manor, refund=3)]
    assert describe(RevealWarrant(), confiscated, s, False) == (
        "confiscate",
        {"district": "manor", "victim": 2},
    )
    seized = [ev.DistrictSeized(seat=1, target=3, card=manor, paid=3)]
    assert describe(SeizeDistrict(3, manor), seized, s, False) == (
        "seize",
        {"district": "manor", "victim": 3},
    )
    flower = [ev.ThreatRevealed(seat=1, holder=2, rank=6, flowered=True, taken=7)]
    assert describe(RevealThreat(), flower, s, False) == ("threat_taken", {"victim": 2, "amount": 7})
    plain = [ev.ThreatRevealed(seat=1, holder=2, rank=6, flowered=False, taken=0)]
    assert describe(RevealThreat(), plain, s, False) == ("other", {})
    bribe = [ev.BribePaid(seat=2, to=1, rank=6, amount=3)]
    assert describe(PayBribe(), bribe, s, False) == ("bribe", {"target": 1, "amount": 3})
    swapped = [ev.TheaterSwapped(seat=0, target=2, given=None, taken=None)]
    assert describe(TheaterSwap(2, 4), swapped, s, False) == (
        "theater_swap",
        {"district": "theater", "target": 2},
    )


def test_a_game_has_three_to_five_turning_points_that_match_its_chances() -> None:
    a = analysed()
    session = played()
    assert LEAST <= len(a.turning_points) <= MOST
    assert [t.index for t in a.turning_points] == sorted(t.index for t in a.turning_points)
    for t in a.turning_points:
        assert t.key in KEYS
        assert t.before == a.chances_at(t.index - 1) and t.after == a.chances_at(t.index)
        assert t.swing == pytest.approx(swing(t.before, t.after))
        assert t.after[t.gainer] - t.before[t.gainer] >= t.after[t.loser] - t.before[t.loser]
        assert t.action == session.actions[t.index - 1].action and t.seat == session.actions[t.index - 1].seat
    lasting = {k: lasting_swing(a.start, a.steps, k - 1) for k in range(1, len(a.steps) + 1)}
    smallest = min(lasting[t.index] for t in a.turning_points)
    state = new_game(session.setup.config(), session.seed)
    others = []
    for k, record in enumerate(session.actions, 1):
        if len(state.legal_actions()) > 1 and k not in {t.index for t in a.turning_points}:
            others.append(lasting[k])
        state.apply(record.action, seat=record.seat)
    assert max(others) <= smallest + 1e-12


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_turning_point_reads_as_a_sentence(lang: str) -> None:
    i18n.set_language(lang)
    try:
        a = analysed()
        for t in a.turning_points:
            text = turning_point_text(t, a.names, line_up(a))
            assert "{" not in text and "}" not in text
            assert a.names[t.loser] in text and f"{round(100 * t.after[t.loser])}" in text
            assert (lang == "es") == text.startswith("Ronda")
    finally:
        i18n.set_language("en")


def test_a_turning_point_is_named_for_the_decision_not_for_the_move_that_revealed_it() -> None:
    """The estimate reads the full state: a murder, a theft or a spell counts when it is cast, so the
    move after which its victim's turn is called (and the event made public) is never named for it;
    the murder itself is ("Roderick murders the Architect, held by Beatrice")."""
    s = new_game(validate_config(players=3), 3)
    s.holder[7] = 1
    assert describe(Murder(7), [], s, False) == ("murder", {"character": 7, "victim": 1})
    revealed = [ev.MurderedRevealed(rank=7, seat=1)]
    assert describe(EndTurn(), revealed, s, False) == ("end_turn", {})
    hauled = [ev.GoldStolen(robber=2, victim=1, amount=4)]
    assert describe(TakeGold(), hauled, s, False) == ("gold", {})
    bewitched = [ev.BewitchedTurnTaken(holder=1, bewitcher=2, rank=7)]
    assert describe(EndTurn(), bewitched, s, False) == ("end_turn", {})


def test_an_event_that_did_not_move_the_chances_its_way_is_not_named() -> None:
    """A district destroyed in an action after which its victim's chance rose: the action is named."""
    s = new_game(validate_config(players=3), 3)
    castle = next(c for c in CARDS if c.kind.name == "castle")
    strike = [ev.Destroyed(0, 1, castle.id, 3)]
    hurt = turning_point(Step(10, 0, 2, (0.5, 0.2, 0.3)), (0.3, 0.4, 0.3), EndTurn(), strike, s, False)
    assert (hurt.key, dict(hurt.params)) == ("destroy", {"district": "castle", "victim": 1})
    rose = turning_point(Step(10, 0, 2, (0.2, 0.6, 0.2)), (0.3, 0.4, 0.3), EndTurn(), strike, s, False)
    assert (rose.key, dict(rose.params)) == ("end_turn", {})
