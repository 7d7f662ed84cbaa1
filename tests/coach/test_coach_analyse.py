"""The whole analysis: one entry per action, in order, filling in step by step, reproducible; a
damaged or unfinished save analysed as far as it goes, and saying so."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from coach_testlib import TEST_ITERATIONS, analysed, play, played, save, setup_for

from citadels.coach.analyse import Replayed, analyse, analyse_path, analyse_steps, strengths_of
from citadels.coach.chances import DRAFT_GAIN, ChanceModel
from citadels.coach.record import GameRecord, read_record
from citadels.engine import PickCharacter
from citadels.saves import SaveProblem, load_game
from citadels.saves.format import decode_line, encode_line
from citadels.saves.partial import load_partial
from citadels.text.coach_words import problem_text


def test_one_step_per_action_with_its_seat_round_and_chances() -> None:
    a = analysed()
    session = played()
    assert a.total_actions == len(session.actions) == len(a.steps)
    assert a.complete and a.game_over and not a.partial and a.problem is None
    assert a.names == session.names and a.humans == (0,)
    for k, (step, record) in enumerate(zip(a.steps, session.actions, strict=True), 1):
        assert step.index == k and step.seat == record.seat
        assert len(step.chances) == 3 and math.isclose(sum(step.chances), 1.0, abs_tol=1e-9)
    assert a.steps[-1].chances == tuple(1.0 if i == session.winner else 0.0 for i in range(3))
    assert (
        math.isclose(sum(a.start), 1.0)
        and a.chances_at(0) == a.start
        and a.chances_at(10**6) == a.steps[-1].chances
    )
    assert a.steps[-1].round == session.round


def test_the_graph_is_the_estimate_except_after_a_pick() -> None:
    """After every action but a character pick the graph shows the estimate of the position itself (a
    murder moves it at once); after a pick it moves `DRAFT_GAIN` of the way from what it showed."""
    a = analysed()
    record = GameRecord.from_session(played())
    game = Replayed(record)
    model = ChanceModel(strengths=strengths_of(record, game))
    done = game.done_in_round()
    graph = a.start
    picks = 0
    for k, (step, (_seat, action)) in enumerate(zip(a.steps, record.moves, strict=True), 1):
        estimate = model.chances(game.after(k), done[k])
        if isinstance(action, PickCharacter):
            picks += 1
            graph = tuple(g + DRAFT_GAIN * (e - g) for g, e in zip(graph, estimate, strict=True))
            assert step.chances == pytest.approx(graph, abs=1e-12)
        else:
            graph = estimate
            assert step.chances == estimate
    assert picks >= 6 and any(  # some pick's graph is not its estimate
        isinstance(action, PickCharacter) and step.chances != model.chances(game.after(k), done[k])
        for k, (step, (_seat, action)) in enumerate(zip(a.steps, record.moves, strict=True), 1)
    )


@pytest.mark.slow
def test_the_analysis_fills_in_as_it_goes_and_ends_as_a_whole_one() -> None:
    record = GameRecord.from_session(play(setup_for(3, 13), until=70))
    parts = list(analyse_steps(record, every=0.0, iterations=TEST_ITERATIONS))
    progress = [p for p, _a in parts]
    assert progress == sorted(progress) and progress[-1] == 1.0 and len(parts) > 10
    sizes = [len(a.steps) for _p, a in parts]
    assert sizes == sorted(sizes) and sizes[0] < 70 and sizes[-1] == 70
    assert not parts[0][1].chances_done and parts[-1][1].complete
    examined = [a.examined for _p, a in parts]
    assert examined == sorted(examined) and examined[-1] == parts[-1][1].to_examine > 0
    again = analyse(record, iterations=TEST_ITERATIONS)
    final = parts[-1][1]
    assert (again.steps, again.turning_points, again.mistakes) == (
        final.steps,
        final.turning_points,
        final.mistakes,
    )


def test_an_unfinished_game_is_analysed_up_to_where_it_stopped(tmp_path: Path) -> None:
    path = save(play(setup_for(3, 13), until=40), tmp_path)
    a = analyse_path(path, iterations=TEST_ITERATIONS)
    assert a.total_actions == len(a.steps) == 40 and a.complete
    assert a.partial and not a.game_over and a.problem is None
    assert problem_text(a) == "The game was not finished: analysed up to move 40."


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")


@pytest.mark.slow
def test_a_torn_save_is_analysed_without_its_torn_last_move(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) - 25])  # the last record cut in the middle of its line
    count = len(played().actions)
    loaded = load_game(path)  # the saved-games loader drops the torn line too
    assert loaded.torn and len(loaded.session.actions) == count - 1
    a = analyse_path(path, iterations=TEST_ITERATIONS)
    assert a.problem == "torn" and a.partial and a.total_actions == count - 1 == len(a.steps)
    assert not a.game_over
    assert problem_text(a) == f"The save's last move was cut short: analysed up to move {count - 1}."


def test_a_damaged_save_is_analysed_as_far_as_it_goes(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    lines = _lines(path)
    lines[51] = lines[51][:20] + b"X" + lines[51][21:]  # a flipped byte in the 51st record: its CRC fails
    path.write_bytes(b"\n".join(lines))
    partial = load_partial(path)
    assert partial.problem == "damaged" and len(partial.session.actions) == 50
    a = analyse_path(path, iterations=TEST_ITERATIONS)
    assert a.problem == "damaged" and len(a.steps) == 50 and a.complete and a.partial
    assert problem_text(a) == "The save is damaged after move 50: analysed as far as it goes."


def test_a_move_the_rules_refuse_ends_the_analysis_there(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    lines = _lines(path)
    record = decode_line(lines[31])
    record["seat"] = (record["seat"] + 1) % 3  # not that seat's decision
    lines[31] = encode_line(record).rstrip(b"\n")
    path.write_bytes(b"\n".join(lines))
    record_read = read_record(path)
    assert record_read.problem == "refused" and len(record_read.moves) == 30


def test_a_position_that_differs_from_the_recorded_one_ends_the_analysis_there(tmp_path: Path) -> None:
    path = save(played(), tmp_path)
    lines = _lines(path)
    record = decode_line(lines[21])
    record["digest"] = "0" * 32
    lines[21] = encode_line(record).rstrip(b"\n")
    path.write_bytes(b"\n".join(lines))
    partial = load_partial(path)
    assert partial.problem == "digest" and len(partial.session.actions) == 20
    assert (
        partial.session.state is not None
        and partial.session.state.digest() == decode_line(lines[20])["digest"]
    )


@pytest.mark.parametrize(
    ("content", "kind"), [(b"", "empty"), (b"hello\n", "not_a_save"), (b"\xff\xfe" * 40, "not_a_save")]
)
def test_a_file_that_is_no_save_is_a_save_problem(tmp_path: Path, content: bytes, kind: str) -> None:
    path = tmp_path / "x.ciudadelas"
    path.write_bytes(content)
    with pytest.raises(SaveProblem) as caught:
        read_record(path)
    assert caught.value.kind == kind
