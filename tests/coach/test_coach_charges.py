"""Which costly choices are charged (issue 32): once per better move, never at a decision that left the
better move open for later in the turn, never beyond the chance the turn lost (and at least a share
of the seat's chance), each resting on a measure of its own (`CONFIRM_WORLDS` fresh worlds) whose
interval lies above the tie margin; forced decisions and moves equivalent to the one played never."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import pytest
from coach_testlib import TEST_ITERATIONS, play, setup_for

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.coach.analyse import Replayed, analyse
from citadels.coach.charges import (
    SHARE_OF_CHANCE,
    Suspect,
    chance_before,
    charged,
    least_charge,
    still_possible,
    turn_ends,
    turn_loss,
    turns,
)
from citadels.coach.mistakes import CONFIRM_WORLDS, MIN_COST, Judgement, same_move
from citadels.coach.model import Analysis, Mistake, Step
from citadels.coach.record import GameRecord
from citadels.engine import CARDS, CLASSIC_CHARACTERS, Build, EndTurn, GiveCrown, Murder, TakeGold
from citadels.text.coach_words import mistake_words
from citadels.text.i18n import set_language


@cache
def _game(players: int, seed: int, characters: str) -> tuple[GameRecord, Analysis]:
    record = GameRecord.from_session(play(setup_for(players, seed, humans=players, characters=characters)))
    return record, analyse(record, all_seats=True, iterations=TEST_ITERATIONS)


GAMES = [(3, 6, "classic"), (3, 11, "classic"), (4, 2, "classic"), (5, 3, "darkcity")]


def _judgement(better: object, cost: float, stderr: float = 0.001) -> Judgement:
    return Judgement(better, Reason(M.SEARCH_OTHER, {}), cost, stderr, CONFIRM_WORLDS)  # type: ignore[arg-type]


def _steps(seats: Sequence[int], chances: Sequence[tuple[float, ...]]) -> list[Step]:
    return [Step(k, s, 1, c) for k, (s, c) in enumerate(zip(seats, chances, strict=True), 1)]


def test_turns_are_the_runs_of_one_seats_actions() -> None:
    seats = [0, 0, 1, 2, 2, 2, 0]
    assert turns(seats) == [range(1, 3), range(3, 4), range(4, 7), range(7, 8)]
    assert turn_ends(seats)[1:] == [2, 2, 3, 6, 6, 6, 7]


def test_a_better_move_is_charged_once_a_turn_and_within_what_the_turn_lost() -> None:
    """An 8-player game charged income, build and crown each "better: give the crown to Hard 8", and
    one person −39, −45 and −38 points in a turn the graph has her lose 3."""
    seats = [1, 0, 0, 0, 2]
    start = (0.3, 0.4, 0.3)
    chances = [(0.3, 0.4, 0.3), (0.28, 0.42, 0.3), (0.22, 0.45, 0.33), (0.2, 0.46, 0.34), (0.2, 0.46, 0.34)]
    steps = _steps(seats, chances)
    crown, gold, end = GiveCrown(2), TakeGold(), EndTurn()
    suspects = [
        Suspect(2, 0, 1, gold, _judgement(crown, 0.39, stderr=0.1)),
        Suspect(3, 0, 1, end, _judgement(crown, 0.45, stderr=0.12)),
        Suspect(4, 0, 1, end, _judgement(Murder(6), 0.38, stderr=0.1)),
    ]
    loss = turn_loss(0, range(2, 5), start, steps)
    assert loss == pytest.approx(0.1)
    found = charged(suspects, seats, start, steps)
    assert [m.index for m in found] == [2]  # the crown once; nothing left for the murder
    assert (
        found[0].cost == pytest.approx(0.1) and found[0].low <= found[0].cost <= found[0].high <= 0.1 + 1e-9
    )
    gained = _steps(
        seats, [(0.3, 0.4, 0.3), (0.35, 0.35, 0.3), (0.4, 0.3, 0.3), (0.4, 0.3, 0.3), (0.4, 0.3, 0.3)]
    )
    assert charged(suspects, seats, start, gained) == []  # a turn the seat gained in costs it nothing


def test_a_sure_cost_above_what_the_turn_lost_is_cut_to_it() -> None:
    """The search says at least 30 points separate the better move from the played one; the graph,
    every card known, has the turn lose 10 (against what it expected before the turn, not against the
    better move): the charge is those 10 points."""
    seats = [0, 1]
    start = (0.5, 0.5)
    steps = _steps(seats, [(0.4, 0.6), (0.4, 0.6)])
    sure = Suspect(1, 0, 1, TakeGold(), _judgement(EndTurn(), 0.39, stderr=0.03))
    assert [m.cost for m in charged([sure], seats, start, steps)] == [pytest.approx(0.1)]


@pytest.mark.parametrize(
    ("before", "after", "cost"),
    [(0.06, 0.048, 0.012),  # a fifth of its 6% thrown away: charged, though below MIN_COST
     (0.06, 0.056, None),  # a fifteenth: no charge
     (0.5, 0.48, None),  # 2 points of 50%: below MIN_COST, no charge
     (0.5, 0.45, 0.05)],
)  # fmt: skip
def test_a_seat_with_little_chance_is_charged_for_a_share_of_it(
    before: float, after: float, cost: float | None
) -> None:
    """Points of chance are few near zero: a seat far behind is charged when it threw away a tenth of
    what it had, not only 3 points (which it may not even have)."""
    seats = [0, 1]
    start = (before, 1 - before)
    steps = _steps(seats, [(after, 1 - after), (after, 1 - after)])
    sure = Suspect(1, 0, 5, TakeGold(), _judgement(EndTurn(), 0.2, stderr=0.01))
    found = [m.cost for m in charged([sure], seats, start, steps)]
    assert found == ([] if cost is None else [pytest.approx(cost)])
    assert least_charge(before) == pytest.approx(min(MIN_COST, SHARE_OF_CHANCE * before))


def test_copies_of_one_district_are_the_same_move() -> None:
    ids = [c.id for c in CARDS if c.kind.name == CARDS[0].kind.name]
    assert len(ids) >= 2
    assert same_move(Build(ids[0]), Build(ids[1]))
    other = next(c.id for c in CARDS if c.kind != CARDS[0].kind)
    assert not same_move(Build(ids[0]), Build(other))


@pytest.mark.parametrize(("players", "seed", "characters"), GAMES)
def test_every_charge_is_one_a_strong_player_would_sign(players: int, seed: int, characters: str) -> None:
    record, a = _game(players, seed, characters)
    game = Replayed(record)
    seats = [s for s, _a in record.moves]
    ends = turn_ends(seats)
    for seat in range(players):
        by_turn: dict[int, list[object]] = {}
        spent: dict[int, float] = {}
        for m in a.mistakes_of(seat):
            legal = game.before[m.index - 1].legal_actions()
            assert len(legal) > 1, "a forced decision is never charged"
            assert not same_move(m.better, m.played)
            # charged where the better move was given up, not where it stayed open for later
            assert not still_possible(game.before, m.index, ends[m.index], m.better)
            # once per better move in a turn
            moves = by_turn.setdefault(ends[m.index], [])
            assert not any(same_move(m.better, b) for b in moves)  # type: ignore[arg-type]
            moves.append(m.better)
            # its own measure, an interval above zero, the cost within it
            assert m.worlds >= CONFIRM_WORLDS
            first = m.index
            while first > 1 and seats[first - 2] == seat:
                first -= 1
            least = least_charge(chance_before(seat, range(first, ends[m.index] + 1), a.start, a.steps))
            assert 0 < m.low <= m.cost <= m.high and m.cost >= least
            spent[ends[m.index]] = spent.get(ends[m.index], 0.0) + m.cost
        for last, total in spent.items():
            first = last
            while first > 1 and seats[first - 2] == seat:
                first -= 1
            loss = turn_loss(seat, range(first, last + 1), a.start, a.steps)
            assert loss is not None and total <= loss + 1e-9, "never more than the turn lost"


def test_the_sample_games_have_charges_to_check() -> None:
    assert sum(len(ms) for _p, _s, _c in GAMES for ms in _game(_p, _s, _c)[1].mistakes.values()) >= 5


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "−8 points of winning chance (between 4 and 11)"),
     ("es", "−8 puntos de probabilidad de ganar (entre 4 y 11)")],
)  # fmt: skip
def test_a_charge_is_shown_with_its_interval(lang: str, words: str) -> None:
    m = Mistake(
        5, 0, 1, TakeGold(), EndTurn(), 0.08, 0.012, CONFIRM_WORLDS, Reason(M.END_TURN, {}), 0.044, 0.114
    )
    set_language(lang)
    try:
        shown = mistake_words(m, ("Ana", "Bruno", "Carmen"), CLASSIC_CHARACTERS)
    finally:
        set_language("en")
    assert shown.cost == words and words in shown.line


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "−1 point of winning chance"), ("es", "−1 punto de probabilidad de ganar")],
)  # fmt: skip
def test_one_point_is_said_in_the_singular(lang: str, words: str) -> None:
    """A seat with little chance may be charged a single point."""
    m = Mistake(
        5, 0, 4, TakeGold(), EndTurn(), 0.012, 0.004, CONFIRM_WORLDS, Reason(M.END_TURN, {}), 0.012, 0.012
    )
    set_language(lang)
    try:
        shown = mistake_words(m, ("Ana", "Bruno", "Carmen"), CLASSIC_CHARACTERS)
    finally:
        set_language("en")
    assert shown.cost == words
