"""Position evaluation for the Hard bot's search: each seat's chance to win from a (sampled) state.

A conditional-logit model, P(seat i wins) = exp(w . f_i) / sum_j exp(w . f_j), over a few features of
each seat's position, including its tempo for the next round (can it build next turn after taking
2 gold, how many gold short of its cheapest useful card, nothing useful in hand): the search stops
at the end of the round, and these say what its gold and cards are worth after it. The weights
(`WEIGHTS`, per player count) are fitted on Medium-versus-Medium games at round boundaries by
`python -m citadels.ai.fit_eval`; at the end of a game the real result is used instead.
"""

from __future__ import annotations

import math
from operator import mul

from citadels.engine import KINDS, GameState

_HAUNTED = KINDS["haunted_city"]
_TREASURY = KINDS["imperial_treasury"]
_MAP_ROOM = KINDS["map_room"]

FEATURES = (
    "score",
    "districts",
    "gold",
    "gold_excess",
    "hand",
    "hand_excess",
    "hand_points",
    "missing_types",
    "crown",
    "near1",
    "near2",
    "score_x_progress",
    "districts_x_progress",
    "gold_x_early",
    "hand_x_early",
    # next-round tempo (the rollouts stop at the end of the round: what the seat can do next)
    "build_next",
    "no_useful",
    "gold_short",
    "affordable",
    "build_next_x_early",
)
#: How many of `features()`' values come before the tempo ones (`fit_eval` also fits a model on
#: these alone, to score the tempo features on held-out games).
BASE_FEATURES = 15


def features(s: GameState, seat: int, progress: float) -> list[float]:
    p = s.players[seat]
    completion = s.rules.completion
    city = p.city
    n_city = len(city)
    left = max(0, completion - n_city)
    points = 0
    types = 0
    haunted = False
    for c in city:
        k = c.kind
        points += k.points
        if k is _HAUNTED and p.haunted_round != s.round:
            haunted = True
        else:
            types |= 1 << k.dtype
    n_types = bin(types).count("1")
    missing = 5 - n_types - (1 if haunted and n_types < 5 else 0)
    score = float(points)
    if missing <= 0:
        score += 3
        missing = 0
    if p.completed:
        score += 4 if s.first_complete == seat else 2
    if _TREASURY in p.kinds:
        score += p.gold
    if _MAP_ROOM in p.kinds:
        score += len(p.hand)
    gold = min(p.gold, 10)
    gold_excess = max(0, p.gold - 10)
    kinds = p.kinds
    useful = sorted([c.kind.cost for c in p.hand if c.kind not in kinds], reverse=True)
    hand = min(len(useful), left)
    hand_excess = len(p.hand) - hand
    hand_points = sum(useful[:left])
    early = 1.0 - progress
    # Tempo: a district it can build next turn after taking 2 gold, or how far it is from one. A seat
    # with gold and no useful card (or cards and no gold) loses a turn before it builds again.
    reach = p.gold + 2
    affordable = 0
    cheapest = 99
    for cost in useful:
        if cost <= reach:
            affordable += 1
        if cost < cheapest:
            cheapest = cost
    if left == 0:
        build_next = no_useful = 0.0
        gold_short = 0
    else:
        build_next = 1.0 if affordable else 0.0
        no_useful = 0.0 if useful else 1.0
        gold_short = min(6, cheapest - reach) if useful and cheapest > reach else 0
    # ints where a value is whole: the dot product's `mul(w, x)` converts them exactly as `float(x)`
    # would, and the 20 conversions are a measurable part of every rollout's evaluation
    return [
        score,
        n_city,
        gold,
        gold_excess,
        hand,
        hand_excess,
        min(hand_points, 20),
        missing,
        1.0 if s.crown == seat else 0.0,
        1.0 if left == 1 else 0.0,
        1.0 if left == 2 else 0.0,
        score * progress,
        n_city * progress,
        gold * early,
        hand * early,
        build_next,
        no_useful,
        gold_short,
        min(affordable, left, 3),
        build_next * early,
    ]


def progress_of(s: GameState) -> float:
    most = max([len(p.city) for p in s.players])
    return min(1.0, most / s.rules.completion)


# Fitted weights per player count (see the module docstring). A missing count uses the nearest one.
WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        -0.0127,
        0.3957,
        0.3686,
        -1.9465,
        0.6284,
        0.0424,
        -0.0458,
        -0.0217,
        0.5460,
        0.7500,
        0.2748,
        0.3332,
        0.4677,
        -0.3364,
        -0.3454,
        0.5059,
        -0.2040,
        -0.0608,
        0.0084,
        -0.5188,
    ),
    3: (
        -0.0447,
        0.2716,
        0.1686,
        0.3288,
        0.2107,
        -0.0042,
        -0.0025,
        0.0338,
        0.2006,
        0.5515,
        0.2309,
        0.2622,
        0.3384,
        -0.1970,
        -0.1955,
        0.4824,
        -0.2682,
        -0.0763,
        0.0443,
        -0.7313,
    ),
    4: (
        -0.0963,
        0.5605,
        0.2348,
        -0.2650,
        0.4726,
        0.0283,
        -0.0481,
        0.0256,
        0.0866,
        1.2446,
        0.3164,
        0.3207,
        -0.0338,
        -0.3197,
        -0.3177,
        0.2410,
        -0.2493,
        -0.0606,
        0.0585,
        -0.5286,
    ),
    5: (
        -0.0966,
        0.4346,
        0.1963,
        -0.5214,
        0.3066,
        -0.0048,
        -0.0179,
        0.0470,
        -0.0117,
        1.1869,
        0.2347,
        0.3426,
        0.0710,
        -0.2476,
        -0.2813,
        0.3607,
        -0.2334,
        -0.0424,
        0.0687,
        -0.6025,
    ),
    6: (
        -0.0948,
        0.4835,
        0.1938,
        -0.0360,
        0.2886,
        -0.0355,
        -0.0191,
        0.0601,
        -0.0655,
        1.4210,
        0.3711,
        0.3341,
        -0.1432,
        -0.2822,
        -0.2744,
        0.1953,
        -0.3256,
        -0.0747,
        0.0957,
        -0.5776,
    ),
    7: (
        -0.0584,
        0.2721,
        0.1667,
        0.0981,
        0.1253,
        -0.0275,
        0.0049,
        0.0307,
        -0.1357,
        1.1464,
        0.2669,
        0.3074,
        0.2267,
        -0.2262,
        -0.2906,
        0.1741,
        -0.3336,
        -0.0769,
        0.0886,
        -0.3665,
    ),
}


def weights_for(players: int) -> tuple[float, ...]:
    if players in WEIGHTS:
        return WEIGHTS[players]
    nearest = min(WEIGHTS, key=lambda k: (abs(k - players), k))
    return WEIGHTS[nearest]


def win_probs(s: GameState) -> list[float]:
    """Each seat's estimated chance to win (the real result once the game is over)."""
    n = s.rules.players
    if s.winner >= 0 and s.scores is not None:
        return [1.0 if i == s.winner else 0.0 for i in range(n)]
    w = weights_for(n)
    prog = progress_of(s)
    # the dot product as `sum` forms it (left to right from 0), without building generators
    logits = [sum(map(mul, w, features(s, seat, prog))) for seat in range(n)]
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = sum(exps)
    return [e / total for e in exps]
