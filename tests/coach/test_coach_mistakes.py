"""Costly choices: judged from the player's own view by the Hard search, and only when the search can
tell (the cost above a minimum and several standard errors of its paired worlds)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest
from coach_testlib import TEST_ITERATIONS, play, setup_for

from citadels.coach.analyse import Replayed, analyse, decisions_of
from citadels.coach.charges import LEAST_CHARGE
from citadels.coach.mistakes import MIN_COST, TIE_MARGIN, Judgement, SeatCoach, Z, blind, paired_cost
from citadels.coach.record import GameRecord
from citadels.engine import Action, Decision, PickCharacter, PlayerView, Rng, TakeGold, new_game
from citadels.session import GameSetup, SeatSetup
from citadels.text.coach_words import line_up, mistake_words
from citadels.text.i18n import set_language
from tests.engine.engine_testlib import redeal_hidden


def test_the_cost_is_the_mean_paired_difference_with_its_standard_error() -> None:
    best = [0.6, 0.5, 0.7, 0.4]
    played = [0.5, 0.45, 0.55, 0.4, 0.9]  # a fifth world the best was not played in is left out
    cost, stderr, worlds = paired_cost(best, played, bonus=0.01)
    diffs = [0.1, 0.05, 0.15, 0.0]
    mean = sum(diffs) / 4
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 3)
    assert worlds == 4
    assert cost == pytest.approx(mean + 0.01)
    assert stderr == pytest.approx(sd / 2)


@pytest.mark.parametrize(
    ("cost", "stderr", "mistake"),
    [(MIN_COST / 2, 0.0001, False),  # clear, but too small to matter
     (0.2, 0.2 / Z + 0.001, False),  # big, but within the search's noise
     (0.2, (0.2 - 0.01) / Z, False),  # its interval clears zero by 1 point, not the tie margin: a near-tie
     (0.2, (0.2 - TIE_MARGIN) / Z - 0.001, True),
     (MIN_COST + 0.001, 0.0, True)],
)  # fmt: skip
def test_only_a_clear_and_sizeable_cost_is_a_mistake(cost: float, stderr: float, mistake: bool) -> None:
    assert Judgement(TakeGold(), None, cost, stderr, 32).is_mistake is mistake  # type: ignore[arg-type]


def test_a_first_round_character_choice_is_a_near_tie_never_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before anyone has revealed anything, the search's difference between two characters rests on
    its opponent model's prior alone: the first round's choices are not examined (nor charged); the
    later rounds' are."""
    record = GameRecord.from_session(play(setup_for(4, 3, humans=4)))
    game = Replayed(record)
    first_draft = [
        k for k, (_s, _a) in enumerate(record.moves, 1)
        if game.rounds[k - 1] == 1 and game.before[k - 1].decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
        and len(game.before[k - 1].legal_actions()) > 1
    ]  # fmt: skip
    assert first_draft, "the game's first round has character choices"
    decisions = decisions_of(record, game, (0, 1, 2, 3))
    assert not set(first_draft) & set(decisions)
    assert any(
        game.rounds[k - 1] == 2 and game.before[k - 1].decision == Decision.DRAFT_PICK for k in decisions
    )
    judged: list[tuple[int, Decision]] = []
    judge = SeatCoach.judge

    def spy(self: SeatCoach, view: PlayerView, legal: Sequence[Action], played: Action) -> Judgement | None:
        judged.append((view.round, view.decision))
        return judge(self, view, legal, played)

    monkeypatch.setattr(SeatCoach, "judge", spy)
    a = analyse(record, all_seats=True, iterations=2, confirm_worlds=4)
    assert len(judged) == a.to_examine == len(decisions)
    assert not any(blind(rnd, decision) for rnd, decision in judged)
    assert not any(
        m.round == 1 and isinstance(m.played, PickCharacter) for s in range(4) for m in a.mistakes_of(s)
    )


def _random_human_game(seed: int) -> GameRecord:
    """Seat 0 plays at random (as a human who ignores the game would): it makes real mistakes."""
    setup = GameSetup((SeatSetup("Ana", "human", "random"), SeatSetup("Bruno", "bot", "medium"),
                       SeatSetup("Carmen", "bot", "medium")), seed=seed)  # fmt: skip
    session = play(GameSetup(tuple(SeatSetup(s.name, "bot", s.bot) for s in setup.seats), seed=seed))
    return GameRecord(setup, session.seed, tuple((a.seat, a.action) for a in session.actions))


@pytest.mark.slow
def test_random_play_has_costly_choices_and_each_is_described() -> None:
    """A charge is never more than the chance the graph shows lost in its turn, and a random player's
    chance is small from the start (the coach reads how they play): it is charged for a share of it
    (`charges.least_charge`); the first of a few games that charges it is examined."""
    for seed in (4, 2, 8):
        record = _random_human_game(seed)
        a = analyse(record, iterations=TEST_ITERATIONS)
        found = a.mistakes_of(0)
        if found:
            break
    assert found, "random play makes mistakes the search can see"
    assert set(a.mistakes) == {0} and a.mistake_seats == (0,)
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    for m in found:
        assert m.seat == 0 and record.moves[m.index - 1] == (0, m.played)
        assert m.played != m.better
        assert m.cost >= LEAST_CHARGE and 0 < m.low <= m.cost <= m.high and m.worlds >= 2
    set_language("es")
    try:
        words = mistake_words(found[0], a.names, line_up(a))
        assert "{" not in words.line and words.done in words.line and words.better in words.line
        assert words.line.startswith("Ronda")
    finally:
        set_language("en")


def test_the_judgement_uses_only_the_players_view() -> None:
    """Two positions that differ only in what the seat cannot see get the same verdict."""
    session = play(setup_for(4, 9, humans=0), until=30)
    state = new_game(session.setup.config(), session.seed)
    for record in session.actions:
        state.apply(record.action, seat=record.seat)
    seat = state.to_move
    other = state.clone()
    redeal_hidden(other, seat, Rng(99))
    assert [p.hand for p in other.players] != [p.hand for p in state.players]
    assert other.view(seat) == state.view(seat)
    legal = state.legal_actions()
    played = legal[-1]
    first = SeatCoach(session.seed, seat, TEST_ITERATIONS).judge(state.view(seat), legal, played)
    second = SeatCoach(session.seed, seat, TEST_ITERATIONS).judge(
        other.view(seat), other.legal_actions(), played
    )
    assert first == second


def test_the_search_agreeing_with_the_player_is_no_verdict() -> None:
    session = play(setup_for(3, 2, humans=0), until=5)
    state = new_game(session.setup.config(), session.seed)
    for record in session.actions:
        state.apply(record.action, seat=record.seat)
    seat = state.to_move
    coach = SeatCoach(session.seed, seat, TEST_ITERATIONS)
    legal = state.legal_actions()
    chosen, _reason = SeatCoach(session.seed, seat, TEST_ITERATIONS).bot.decide(state.view(seat), legal)
    assert len(legal) > 1
    assert coach.judge(state.view(seat), legal, chosen) is None


@pytest.mark.slow
def test_bot_seats_are_examined_only_when_asked() -> None:
    session = play(setup_for(3, 6, humans=1), until=45)
    record = GameRecord.from_session(session)
    humans_only = analyse(record, iterations=TEST_ITERATIONS)
    everyone = analyse(record, all_seats=True, iterations=TEST_ITERATIONS)
    assert humans_only.mistake_seats == (0,)
    assert everyone.mistake_seats == (0, 1, 2)
    assert everyone.mistakes_of(0) == humans_only.mistakes_of(0)
    assert everyone.to_examine > humans_only.to_examine
