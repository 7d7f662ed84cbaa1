"""Bots' reasons are true of what the bots then do (issue 20: "Alvar takes 2 gold — takes 2 gold to
build next turn", then the Castle built in the same turn). Seeded games of every bot that gives
reasons — every level and every league bot, 2 to 7 players, the classic and the mixed characters —
and every reason checked against the turn that followed (`reasonfacts.FACTS`)."""

from __future__ import annotations

import pytest
from reasonfacts import FACTS, JUDGEMENTS, Decided, play_games, wrong_reasons

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.describe import describe
from citadels.ai.medium import MediumPolicy
from citadels.engine import GameConfig, PickCharacter, Rng, SwapHands, new_game

FAST = ("easy", "medium", "noisy", "rusher", "fortress", "raider", "hoarder", "careful")
SEEDS = range(4)
HARD_ITERATIONS = 1


def _line_ups(bots: tuple[str, ...], counts: range) -> list[list[str]]:
    """One table per player count, the bots taking the seats in turn (each count starts elsewhere)."""
    return [[bots[(seat + n) % len(bots)] for seat in range(n)] for n in counts]


@pytest.fixture(scope="module")
def fast_games() -> list[Decided]:
    line_ups = _line_ups(FAST, range(2, 8))
    return play_games(line_ups, SEEDS) + play_games(line_ups, SEEDS, characters="mixed")


@pytest.fixture(scope="module")
def hard_games() -> list[Decided]:
    line_ups = [["hard", "medium", "easy"], ["hard", "raider", "hoarder", "hard", "rusher"]]
    options = {"hard_iterations": HARD_ITERATIONS}
    return play_games(line_ups, range(2), **options) + play_games(
        line_ups, range(1), characters="mixed", **options
    )


def test_every_reason_key_is_a_fact_or_a_judgement() -> None:
    assert set(M.ALL_KEYS) == set(FACTS) | set(JUDGEMENTS)
    assert not set(FACTS) & set(JUDGEMENTS)


@pytest.mark.slow
def test_a_build_next_turn_reason_is_never_followed_by_a_build_in_the_same_turn(
    fast_games: list[Decided],
) -> None:
    next_turn = [
        d
        for d in fast_games
        if (shown := d.reason.public()) is not None and shown.key == M.PUBLIC_GOLD_TO_BUILD
    ]
    assert len(next_turn) >= 20, "the games must say it often enough to test it"
    built = [d for d in next_turn if d.built_now_or_later()]
    assert not built, [f"{d.bot} round {d.view.round} rank {d.view.current_rank}" for d in built]


def test_the_fast_bots_reasons_are_true_of_what_they_then_do(fast_games: list[Decided]) -> None:
    said = {d.reason.key for d in fast_games}
    # the reasons about the turn to come are all said, so all checked
    assert {
        M.GOLD_TO_BUILD,
        M.GOLD_SAVE,
        M.DRAW_RESTOCK,
        M.DRAW_NOTHING,
        M.INCOME_FIRST,
        M.KEEP_CHEAP,
    } <= said
    assert wrong_reasons(fast_games) == []


@pytest.mark.slow
def test_the_hard_bots_reasons_are_true_of_what_it_then_does(hard_games: list[Decided]) -> None:
    assert any(d.bot == "hard" and d.reason.key == M.GOLD_TO_BUILD for d in hard_games)
    assert wrong_reasons(hard_games) == []


def _described(players: int, seed: int) -> list[Decided]:
    """Every hand swap and every character pick legal in a seeded game of Medium bots, described as
    the Hint and the coach describe a suggestion (`describe`), whether or not it was played."""
    state = new_game(GameConfig(players=players), seed)
    bots = [make_bot("medium", seed * 31 + i) for i in range(players)]
    policy = MediumPolicy(Rng(0), remember=False)
    out: list[Decided] = []
    while not state.game_over:
        seat = state.to_move
        view = state.view(seat)
        legal = state.legal_actions()
        for a in legal:
            if isinstance(a, SwapHands | PickCharacter):
                out.append(Decided("describe", view, a, describe(view, a, policy), view))
        state.apply(bots[seat].choose(view, legal))
    return out


def test_every_suggested_swap_and_pick_says_only_what_the_position_shows() -> None:
    """ "Swaps hands with X, who holds better cards" was said of every swap without a look at the
    hands, and "takes the Magician to swap hands" of a hand holding the card that completes the city:
    a swap says what it gains (the hands' sizes, or a hand it cannot build from), only when true."""
    described = [d for players in (3, 4, 5) for seed in range(3) for d in _described(players, seed)]
    keys = {d.reason.key for d in described if isinstance(d.action, SwapHands)}
    assert len([d for d in described if isinstance(d.action, SwapHands)]) >= 30
    assert M.SWAP_MORE in keys
    assert wrong_reasons(described) == []
