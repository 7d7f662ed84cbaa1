"""Fitting a conditional-logit model of who wins: the fitting code of Hard's position evaluation
(`fit_eval`, `evaluate.WEIGHTS`) and of the coach's chances (`citadels.coach.fit`, `coach/weights.py`).

A sample is one position: each seat's features and the seat that won. The model gives seat i the
chance softmax(X w)[i]; `fit` finds the weights w that maximise the winners' log-likelihood minus an
L2 penalty, by Newton's method (pure Python: the tables are small). The two fits differ in two ways,
each kept as its weights were fitted: the coach's penalty is per sample (the mean log-likelihood minus
``l2 |w|^2``; the evaluation's is on the total) and its Newton steps are damped (halved until they
improve the objective; the evaluation takes the plain step).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: One position: each seat's features, and the seat that won.
Sample = tuple[list[list[float]], int]


def seat_logits(rows: Sequence[Sequence[float]], w: Sequence[float]) -> list[float]:
    """Each seat's logit under weights `w` (on its first len(w) features)."""
    dim = len(w)
    return [sum(a * b for a, b in zip(w, f[:dim], strict=True)) for f in rows]


def log_likelihood(data: Sequence[Sample], w: Sequence[float]) -> float:
    """The winners' mean log-likelihood under weights `w` (on the first len(w) features)."""
    total = 0.0
    for rows, winner in data:
        logits = seat_logits(rows, w)
        top = max(logits)
        total += logits[winner] - top - math.log(sum(math.exp(z - top) for z in logits))
    return total / len(data)


def objective(data: Sequence[Sample], w: Sequence[float], l2: float) -> float:
    """The winners' mean log-likelihood minus the L2 penalty ``l2 |w|^2``."""
    return log_likelihood(data, w) - l2 * sum(x * x for x in w)


def newton_system(
    data: Sequence[Sample], w: Sequence[float], l2: float, scale: float
) -> tuple[list[float], list[list[float]]]:
    """The gradient and the negated Hessian, at `w`, of the winners' total log-likelihood minus
    ``l2 * scale * |w|^2``."""
    dim = len(w)
    grad = [-2 * l2 * x * scale for x in w]
    hess = [[(2 * l2 * scale if i == j else 0.0) for j in range(dim)] for i in range(dim)]
    for rows, winner in data:
        logits = [sum(a * b for a, b in zip(w, f, strict=True)) for f in rows]
        top = max(logits)
        exps = [math.exp(z - top) for z in logits]
        total = sum(exps)
        probs = [e / total for e in exps]
        mean = [sum(p * f[k] for p, f in zip(probs, rows, strict=True)) for k in range(dim)]
        for k in range(dim):
            grad[k] += rows[winner][k] - mean[k]
        for p, f in zip(probs, rows, strict=True):
            d = [a - b for a, b in zip(f, mean, strict=True)]
            for i in range(dim):
                pdi = p * d[i]
                if pdi:
                    hess[i] = [h + pdi * x for h, x in zip(hess[i], d, strict=True)]
    return grad, hess


def fit(
    data: Sequence[Sample],
    l2: float = 1e-3,
    steps: int = 20,
    *,
    per_sample: bool = True,
    damped: bool = True,
) -> list[float]:
    """The weights of the conditional logit, by Newton's method from zero, at most `steps` steps.

    `per_sample`: the penalty is ``l2 |w|^2`` on the mean log-likelihood (else on the total).
    `damped`: each step is halved until it improves the objective (the plain step can overshoot
    where a feature rarely varies, e.g. a game ending in a roll-out); without an improving step the
    fit has converged. Else the plain Newton step. Either way it stops once a step moves no weight
    by 1e-5.
    """
    dim = len(data[0][0][0])
    count = len(data)
    scale = float(count) if per_sample else 1.0
    per_sample_l2 = l2 if per_sample else l2 / count
    w = [0.0] * dim
    current = objective(data, w, per_sample_l2) if damped else 0.0
    for _ in range(steps):
        grad, hess = newton_system(data, w, l2, scale)
        step = solve(hess, grad)
        factor = 1.0
        trial = [a + factor * b for a, b in zip(w, step, strict=True)]
        if damped:
            while factor > 1e-4:
                trial = [a + factor * b for a, b in zip(w, step, strict=True)]
                value = objective(data, trial, per_sample_l2)
                if value >= current:
                    break
                factor /= 2
            else:
                break  # no step improves it: converged
            current = value
        moved = max(abs(factor * x) for x in step)
        w = trial
        if moved < 1e-5:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) < 1e-12:
            continue
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x
