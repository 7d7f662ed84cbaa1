"""The conditional-logit fit that Hard's position evaluation and the coach's chances share
(`citadels.ai.logit_fit`): it recovers the weights that made the winners, both ways it is used."""

from __future__ import annotations

import math
import random

import pytest

from citadels.ai import fit_eval, logit_fit
from citadels.ai.logit_fit import Sample
from citadels.coach import fit as coach_fit

TRUE = [0.9, -0.6, 0.3, 0.0]


def _games(n: int, seats: int, seed: int) -> list[Sample]:
    """Positions whose winner is drawn from softmax(X TRUE)."""
    rng = random.Random(seed)
    out: list[Sample] = []
    for _ in range(n):
        rows = [[rng.gauss(0, 1) for _ in TRUE] for _ in range(seats)]
        exps = [math.exp(sum(a * b for a, b in zip(TRUE, r, strict=True))) for r in rows]
        u = rng.random() * sum(exps)
        winner = 0
        while u > exps[winner]:
            u -= exps[winner]
            winner += 1
        out.append((rows, winner))
    return out


@pytest.mark.parametrize(("per_sample", "damped"), [(False, False), (True, True)])
def test_the_fit_recovers_the_weights_that_made_the_winners(per_sample: bool, damped: bool) -> None:
    data = _games(3000, 4, seed=1)
    w = logit_fit.fit(data, per_sample=per_sample, damped=damped)
    assert all(abs(a - b) < 0.12 for a, b in zip(w, TRUE, strict=True)), w
    # and they explain the winners better than no weights, or the weights upside down
    assert logit_fit.log_likelihood(data, w) > logit_fit.log_likelihood(data, [0.0] * 4)
    assert logit_fit.log_likelihood(data, w) > logit_fit.log_likelihood(data, [-x for x in w])


def test_both_fits_are_the_shared_one() -> None:
    data = _games(400, 3, seed=2)
    assert fit_eval.fit(data) == logit_fit.fit(data, l2=1e-3, steps=12, per_sample=False, damped=False)
    assert coach_fit.fit(data) == logit_fit.fit(data, l2=1e-3, steps=20, per_sample=True, damped=True)


def test_a_strong_penalty_pulls_the_weights_to_zero() -> None:
    data = _games(500, 4, seed=3)
    free = logit_fit.fit(data)
    held = logit_fit.fit(data, l2=10.0)
    assert sum(x * x for x in held) < 0.01 * sum(x * x for x in free)


def test_solve_solves_a_small_system() -> None:
    a = [[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]
    x = logit_fit.solve(a, [1.0, 2.0, 3.0])
    assert [sum(r * v for r, v in zip(row, x, strict=True)) for row in a] == pytest.approx([1.0, 2.0, 3.0])
