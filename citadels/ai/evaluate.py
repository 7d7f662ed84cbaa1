"""Position evaluation for the Hard bot's search: each seat's chance to win from a (sampled) state.

A conditional-logit model, P(seat i wins) = exp(w . f_i) / sum_j exp(w . f_j), over a few features of
each seat's position, including its tempo for the next round (can it build next turn after taking
2 gold, how many gold short of its cheapest useful card, nothing useful in hand): the search stops
at the end of the round, and these say what its gold and cards are worth after it. The weights were fitted on Medium-versus-Medium games (per player count) by
Newton's method at round boundaries (`python -m citadels.ai.fit_eval`, 1,500 classic games plus 300
of each other ruleset per player count); at the end of a game the real result is used instead.
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
#: The features before the tempo ones (`fit_eval` compares the two models on held-out games).
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
    return [
        score,
        float(n_city),
        float(gold),
        float(gold_excess),
        float(hand),
        float(hand_excess),
        float(min(hand_points, 20)),
        float(missing),
        1.0 if s.crown == seat else 0.0,
        1.0 if left == 1 else 0.0,
        1.0 if left == 2 else 0.0,
        score * progress,
        n_city * progress,
        gold * early,
        hand * early,
        build_next,
        no_useful,
        float(gold_short),
        float(min(affordable, left, 3)),
        build_next * early,
    ]


def progress_of(s: GameState) -> float:
    most = max([len(p.city) for p in s.players])
    return min(1.0, most / s.rules.completion)


# Fitted weights per player count (see the module docstring). A missing count uses the nearest one.
WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (0.0756, 0.4979, 0.4976, 0.0000, 0.8812, -0.0578, -0.0671, -0.0719, 0.7547, 1.1190, 0.3630, 0.2133, 0.2065, -0.3445, -0.4809),
    3: (-0.0904, 0.3183, 0.2565, -0.5377, 0.6913, 0.0216, -0.0625, 0.0132, 0.1896, 0.7811, 0.2916, 0.3309, 0.1397, -0.2233, -0.4229),
    4: (-0.0963, 0.5605, 0.2348, -0.2650, 0.4726, 0.0283, -0.0481, 0.0256, 0.0866, 1.2446, 0.3164, 0.3207, -0.0338, -0.3197, -0.3177, 0.2410, -0.2493, -0.0606, 0.0585, -0.5286),
    5: (-0.0743, 0.3762, 0.2698, -0.4113, 0.6990, -0.0647, -0.0545, 0.0461, -0.0674, 1.0933, 0.1993, 0.2819, 0.2227, -0.3252, -0.6397),
    6: (-0.0359, 0.3049, 0.2197, -0.9029, 0.5503, -0.0289, -0.0352, 0.0285, -0.1189, 1.5288, 0.3557, 0.2654, -0.0275, -0.2140, -0.5657),
    7: (-0.0606, 0.3542, 0.2197, -0.0574, 0.5490, -0.0499, -0.0234, 0.0418, -0.1348, 1.4101, 0.3391, 0.3112, -0.0095, -0.2393, -0.5430),
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
