"""The expert's draft inference is exact: at every point of real games its odds equal a brute-force
count over every way the selection could have gone (uniform choices), given what the seat saw."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from bench.strangers.draftsense import MyDraft, infer
from citadels.engine import Decision, GameConfig, GameState, PlayerView, new_game


def brute_force(view: PlayerView, crown: int, my_rank: int) -> list[list[float]]:
    """P(seat holds rank) by enumerating the face-down card and every seat's pick (4+ players, 8
    characters): each other seat picks uniformly from its pile; this seat's pile and pick are as seen."""
    n = view.players
    k = len(view.characters)
    me = view.seat
    order = [(crown + i) % n for i in range(n)]
    ranks = [r for r in range(1, k + 1) if r not in view.faceup]
    revealed = dict(view.revealed)
    over = view.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
    odds = [[0.0] * (k + 1) for _ in range(n)]
    total = 0.0
    for d in ranks:
        start = [r for r in ranks if r != d]
        for picks in permutations(start, n):
            holder = dict(zip(picks, order, strict=True))
            pile = list(start)
            weight = 1.0 / len(ranks)
            ok = True
            for seat, rank in zip(order, picks, strict=True):
                if seat == me:
                    if sorted(pile) != sorted(view.offered[0]) or rank != my_rank:
                        ok = False
                        break
                else:
                    weight /= len(pile)
                pile.remove(rank)
            if not ok:
                continue
            if over:
                if any(holder.get(r) != s for r, s in revealed.items()):
                    continue
                if any(
                    r in holder
                    for r in ranks
                    if r <= view.called and r not in revealed and r != view.murdered
                ):
                    continue
            total += weight
            for rank, seat in holder.items():
                if seat != me:
                    odds[seat][rank] += weight
    return [[x / total for x in row] for row in odds]


def views_of_a_game(players: int, seed: int) -> list[tuple[PlayerView, int, int]]:
    """(view, draft crown, own pick) for seat 0 at many points of a game played by random choices."""
    state: GameState = new_game(GameConfig(players=players), seed)
    rng = random.Random(seed)
    out: list[tuple[PlayerView, int, int]] = []
    crown = -1
    pick = 0
    while state.decision != Decision.GAME_OVER and len(out) < 40:
        if state.decision == Decision.DRAFT_PICK and crown < 0:
            crown = state.crown
        action = rng.choice(state.legal_actions())
        if state.decision == Decision.DRAFT_PICK and state.to_move == 0:
            pick = action.rank  # type: ignore[union-attr]
        state.apply(action, events=False)
        if state.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) and crown >= 0:
            out.append((state.view(0), crown, pick))
        if state.decision == Decision.DRAFT_PICK and sum(state.view(0).picks_made) == 0:
            crown = -1  # a new round: its crown is read at its first pick
    return out


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (5, 3)])
def test_the_inference_matches_a_brute_force_count(players: int, seed: int) -> None:
    checked = 0
    for view, crown, pick in views_of_a_game(players, seed):
        held = infer(view, MyDraft(view.round, crown, ((Decision.DRAFT_PICK, pick),)))
        assert held.exact
        expected = brute_force(view, crown, pick)
        for seat in range(players):
            for rank in range(1, len(view.characters) + 1):
                assert held.p[seat][rank] == pytest.approx(expected[seat][rank], abs=1e-9)
        checked += 1
    assert checked >= 10
