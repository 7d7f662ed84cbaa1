"""The chances behind the review's graph: one number per seat summing to 1, the result once the game is
over, reproducible, and read from the full state (what no seat could see counts)."""

from __future__ import annotations

import math

import pytest
from coach_testlib import play, setup_for

from citadels.coach.chances import DRAFT_GAIN, ChanceModel, shown
from citadels.coach.samples import BENCH_SEEDS, FIT_SEEDS, play_sample, spec_for
from citadels.engine import Decision, GameState, new_game


def positions(players: int, seed: int, characters: str = "classic") -> list[GameState]:
    session = play(setup_for(players, seed, humans=0, characters=characters))
    state = new_game(session.setup.config(), session.seed)
    out = [state.clone()]
    for record in session.actions:
        state.apply(record.action, seat=record.seat)
        out.append(state.clone())
    return out


@pytest.mark.parametrize(("players", "characters"), [(2, "classic"), (5, "darkcity"), (8, "darkcity")])
def test_one_chance_per_seat_summing_to_one_in_every_phase(players: int, characters: str) -> None:
    states = positions(players, 11, characters)
    model = ChanceModel()
    seen = set()
    for s in states[:: max(1, len(states) // 40)]:
        chances = model.chances(s)
        seen.add(s.decision)
        assert len(chances) == players
        assert math.isclose(sum(chances), 1.0, abs_tol=1e-9)
        assert all(0.0 <= p <= 1.0 for p in chances)
    assert {Decision.DRAFT_PICK, Decision.MAIN} <= seen  # mid-draft and mid-turn positions were rated


def test_once_the_game_is_over_the_chances_are_the_result() -> None:
    final = positions(4, 3)[-1]
    assert final.game_over
    assert ChanceModel().chances(final) == tuple(1.0 if i == final.winner else 0.0 for i in range(4))


def test_the_same_position_gets_the_same_chances() -> None:
    s = positions(4, 8)[60]
    assert ChanceModel().chances(s) == ChanceModel().chances(s.clone())


def _round_start(states: list[GameState], seat: int) -> GameState:
    """A position at the start of a round where `seat` has built a few districts."""
    for s in states:
        if (
            s.decision == Decision.DRAFT_PICK
            and s.step == 0
            and s.round >= 3
            and len(s.players[seat].city) >= 2
        ):
            return s
    raise AssertionError("no such position")


def test_the_estimate_reads_the_hidden_hands() -> None:
    """Two positions that look the same to everybody but seat 1 (same hand sizes): a hand of cards it
    can build is worth more than one of districts it already has."""
    start = _round_start(positions(4, 21), 1)
    size = len(start.players[1].hand) or 3
    good, bad = start.clone(), start.clone()
    for s, useful in ((good, True), (bad, False)):
        p = s.players[1]
        s.deck += p.hand
        p.hand = []
        kinds = p.kinds
        wanted = [
            c
            for c in s.deck
            if (c.kind not in kinds and c.kind.cost <= p.gold + 2) == useful and (useful or c.kind in kinds)
        ]
        if len(wanted) < size:  # not enough copies of its own districts left: useless dear ones instead
            wanted += [
                c for c in s.deck if c.kind not in kinds and c.kind.cost > p.gold + 4 and c not in wanted
            ]
        for c in wanted[:size]:
            s.deck.remove(c)
            p.hand.append(c)
        assert len(p.hand) == size
    assert good.view(0).table == bad.view(0).table  # nothing public differs
    assert ChanceModel().chances(good)[1] > ChanceModel().chances(bad)[1]


def test_the_fit_and_the_benchmark_never_share_a_game() -> None:
    assert set(FIT_SEEDS[:5000]).isdisjoint(BENCH_SEEDS[:5000])
    assert FIT_SEEDS.start >= BENCH_SEEDS.stop


def test_sample_games_mix_player_counts_character_sets_and_bots() -> None:
    specs = [spec_for(seed) for seed in BENCH_SEEDS[:300]]
    assert spec_for(7) == spec_for(7)
    assert {s.players for s in specs} == {2, 3, 4, 5, 6, 7, 8}
    assert {s.characters for s in specs} == {"classic", "darkcity"}
    assert len({b for s in specs for b in s.bots}) >= 6
    played, winner, count = play_sample(specs[0], every=7)
    assert 0 <= winner < specs[0].players and count > len(played) > 0


def _round_ends(states: list[GameState]) -> list[int]:
    """The indices i where the action from states[i] to states[i + 1] was its round's last."""
    return [i for i in range(len(states) - 2) if states[i + 1].round != states[i].round]


def _done(states: list[GameState], i: int) -> int:
    """The actions played in states[i]'s round before it."""
    done = 0
    while i - done > 0 and states[i - done - 1].round == states[i].round:
        done += 1
    return done


def test_the_horizon_is_the_same_either_side_of_a_round_end() -> None:
    """Just before a round's last action the estimate already looks (all but one action's share) to the
    start of the round after next, as it does just after it: no jump of a whole round at a round's end.
    (Forced last actions: every roll-out then plays that one action to end the round.)"""
    states = positions(4, 8)
    model = ChanceModel()
    last = states[-1].round
    ends = [
        i for i in _round_ends(states)
        if states[i + 1].round + 2 < last and len(states[i].legal_actions()) == 1  # no roll-out ends the game
    ]  # fmt: skip
    assert len(ends) >= 2
    for i in ends:
        before, after = states[i], states[i + 1]
        done = _done(states, i)
        mean_before = sum(s.weight * s.round for s in model.horizon_rows(before, done))
        mean_after = sum(s.weight * s.round for s in model.horizon_rows(after, 0))
        assert mean_after == pytest.approx(after.round + 1)
        assert mean_after - mean_before == pytest.approx(1 / (done + 1))


def test_a_forced_last_action_of_a_round_barely_moves_the_chances() -> None:
    """The roll-outs' random choices are seeded by where in the game they are, so the estimate before
    a forced round end plays the same futures as the one after it: they differ by the blend's last
    step (one action's share of the round) at most."""
    states = positions(5, 21)
    model = ChanceModel()
    checked = 0
    for i in _round_ends(states):
        if len(states[i].legal_actions()) != 1:
            continue
        done = _done(states, i)
        before = model.chances(states[i], done)
        after = model.chances(states[i + 1], 0)
        assert sum(abs(a - b) for a, b in zip(after, before, strict=True)) / 2 <= 1 / (done + 1) + 1e-9
        checked += 1
    assert checked >= 2


def test_the_same_position_gets_the_same_chances_whatever_was_estimated_before() -> None:
    states = positions(4, 8)
    model = ChanceModel()
    for s in states[50:60]:
        model.chances(s, 3)
    assert model.chances(states[70], 5) == ChanceModel().chances(states[70], 5)


def test_after_a_pick_the_graph_moves_part_of_the_way_and_after_anything_else_all_of_it() -> None:
    """A pick's estimate is filtered (its roll-outs' noise is fresh at every pick); a murder, a theft,
    a build or the end of the game show at once, whatever the graph showed before."""
    before, estimate = (0.5, 0.3, 0.2), (0.1, 0.6, 0.3)
    assert shown(before, estimate, pick=False) == estimate
    moved = shown(before, estimate, pick=True)
    assert moved == pytest.approx(
        tuple(a + DRAFT_GAIN * (b - a) for a, b in zip(before, estimate, strict=True))
    )
    assert 0.5 < DRAFT_GAIN < 1.0 and moved != estimate and moved != before
    assert math.isclose(sum(moved), 1.0, abs_tol=1e-12)
    assert shown(before, before, pick=True) == pytest.approx(before)  # nothing new: nothing moves
