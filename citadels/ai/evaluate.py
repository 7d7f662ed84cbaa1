"""Position evaluation for the Hard bot's search: each seat's chance to win from a (sampled) state.

A conditional-logit model, P(seat i wins) = exp(w . f_i) / sum_j exp(w . f_j), over a few features of
each seat's position, including its tempo for the next round (can it build next turn after taking
2 gold, how many gold short of its cheapest useful card, nothing useful in hand): the search stops
at the end of the round, and these say what its gold and cards are worth after it. The weights, per
player count, are fitted at round boundaries by `python -m citadels.ai.fit_eval` on games at league
tables (every seat a strategy Hard models: Medium, the rusher, the careful expert...), as Hard meets
them: `WEIGHTS` with the classic characters, `DARK_CITY_WEIGHTS` when any Dark City character is in
the game (they change what gold, cards and districts are worth). At the end of a game the real result
is used instead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import mul

from citadels.engine import CLASSIC_CHARACTERS, KINDS, CharacterSpec, GameState, city_size
from citadels.engine.scoring import score_player
from citadels.engine.uniques import CARD_UNDER_POINTS, HOLDS_CARDS

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
    deck_2016 = s.rules.deck_2016
    n_city = city_size(city) if deck_2016 else len(city)  # the Monument counts two (RULES.md §9.1)
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
    if deck_2016:  # the 2016 box's scoring uniques: the engine's own score (RULES.md §9.4)
        score = float(score_player(s, p).total)
    if HOLDS_CARDS in p.kinds:  # d16b: the Museum, 1 per card under it
        score += CARD_UNDER_POINTS * len(s.museum_cards)
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
        0.1502,
        1.3612,
        0.2646,
        0.0000,
        0.0182,
        -0.0459,
        0.0468,
        -0.1262,
        0.1037,
        0.7859,
        0.3905,
        0.1935,
        -0.6802,
        -0.0294,
        -0.1712,
        -0.0084,
        -0.4703,
        -0.1187,
        0.1995,
        -0.1499,
    ),
    3: (
        0.0635,
        0.6396,
        0.1797,
        -0.6844,
        0.3288,
        0.0221,
        -0.0026,
        0.0296,
        0.1860,
        0.6075,
        0.2612,
        0.1933,
        0.1129,
        -0.0088,
        -0.3117,
        0.4044,
        -0.3145,
        -0.0860,
        0.0742,
        -0.5937,
    ),
    4: (
        -0.0014,
        0.6322,
        0.2310,
        0.9435,
        0.3773,
        0.0017,
        -0.0149,
        -0.0320,
        0.2010,
        0.7499,
        0.1191,
        0.2642,
        0.3025,
        -0.1908,
        -0.3593,
        0.1778,
        -0.4776,
        -0.1396,
        0.1009,
        -0.4713,
    ),
    5: (
        0.0229,
        0.6559,
        0.2247,
        -0.4619,
        0.3476,
        0.0069,
        -0.0198,
        -0.0311,
        0.2413,
        0.8798,
        0.1788,
        0.2351,
        0.1771,
        -0.1351,
        -0.2338,
        0.2530,
        -0.4339,
        -0.0981,
        0.0801,
        -0.4892,
    ),
    6: (
        0.0986,
        0.4789,
        0.2072,
        -0.7751,
        0.5301,
        -0.0262,
        -0.0271,
        -0.0090,
        0.2414,
        0.8845,
        0.1514,
        0.1585,
        0.4171,
        -0.0838,
        -0.4984,
        0.2038,
        -0.3785,
        -0.1132,
        0.0771,
        -0.4329,
    ),
    7: (
        0.0512,
        0.5491,
        0.2279,
        0.1056,
        0.3847,
        0.0116,
        -0.0153,
        -0.0377,
        0.2041,
        0.7783,
        0.1078,
        0.2152,
        0.3180,
        -0.1248,
        -0.3150,
        0.2718,
        -0.3788,
        -0.0803,
        0.0749,
        -0.4520,
    ),
}


_CLASSIC = frozenset(c.name for c in CLASSIC_CHARACTERS)


DARK_CITY_WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        0.1789,
        0.9805,
        0.2532,
        -0.0526,
        -0.1513,
        0.1481,
        0.0287,
        -0.0730,
        0.4398,
        0.9765,
        0.3940,
        0.1405,
        -0.3372,
        0.1244,
        0.5801,
        0.0685,
        -0.4356,
        -0.2137,
        0.1776,
        -0.6654,
    ),
    3: (
        0.1615,
        0.9788,
        0.1983,
        0.0243,
        0.1586,
        0.1735,
        0.0367,
        -0.1024,
        0.2345,
        0.6136,
        0.2819,
        0.1682,
        -0.2934,
        0.1701,
        0.2242,
        0.1049,
        -0.3113,
        -0.1304,
        0.1464,
        -0.2735,
    ),
    4: (
        0.2340,
        1.0605,
        0.1983,
        0.0520,
        0.1706,
        0.1981,
        0.0208,
        -0.1293,
        0.1814,
        1.0477,
        0.3806,
        0.0971,
        -0.2065,
        0.2047,
        0.3504,
        0.4166,
        -0.2994,
        -0.1211,
        0.1696,
        -0.8896,
    ),
    5: (
        0.2123,
        1.1113,
        0.2286,
        0.0832,
        0.1097,
        0.1359,
        0.0409,
        -0.0860,
        0.1316,
        0.8539,
        0.2577,
        0.1609,
        -0.0970,
        0.1484,
        0.2718,
        0.0083,
        -0.3922,
        -0.1976,
        0.1968,
        -0.1713,
    ),
    6: (
        0.1840,
        1.3791,
        0.1936,
        0.0660,
        0.1509,
        0.0569,
        0.0530,
        -0.0589,
        0.1055,
        1.1437,
        0.3705,
        0.1860,
        -0.5974,
        0.1986,
        0.2233,
        0.2317,
        -0.2935,
        -0.2013,
        0.1336,
        -0.4412,
    ),
    7: (
        0.1933,
        1.3042,
        0.1806,
        0.0491,
        0.0543,
        0.0882,
        0.0404,
        -0.0703,
        0.0004,
        1.0701,
        0.3759,
        0.1612,
        -0.4223,
        0.2061,
        0.4201,
        0.1706,
        -0.3798,
        -0.2028,
        0.1802,
        -0.2064,
    ),
    8: (
        0.1815,
        1.4757,
        0.1697,
        0.0411,
        -0.0579,
        0.0458,
        0.0620,
        -0.0789,
        -0.2021,
        0.9948,
        0.3628,
        0.1879,
        -0.7503,
        0.2051,
        0.4990,
        0.0848,
        -0.4591,
        -0.2150,
        0.1821,
        -0.1884,
    ),
}


def weights_for(players: int, characters: Sequence[CharacterSpec] = ()) -> tuple[float, ...]:
    """The weights for a game of `players` with these characters (none given: the classic ones)."""
    dark = any(c.name not in _CLASSIC for c in characters)
    table = DARK_CITY_WEIGHTS if dark else WEIGHTS
    if players in table:
        return table[players]
    nearest = min(table, key=lambda k: (abs(k - players), k))
    return table[nearest]


#: `weights_for` per line-up, looked up by the identity of the rules' characters tuple (one per game,
#: shared by every copy of its state): the lookup stays out of every rollout's evaluation.
_CACHED: dict[tuple[int, int], tuple[tuple[CharacterSpec, ...], tuple[float, ...]]] = {}


def _weights_of(s: GameState) -> tuple[float, ...]:
    chars, players = s.rules.characters, s.rules.players
    key = (id(chars), players)  # the weights are fitted per player count: the same line-up differs by it
    hit = _CACHED.get(key)
    if hit is not None and hit[0] is chars:
        return hit[1]
    if len(_CACHED) > 64:
        _CACHED.clear()
    w = weights_for(players, chars)
    _CACHED[key] = (chars, w)
    return w


def win_probs(s: GameState) -> list[float]:
    """Each seat's estimated chance to win (the real result once the game is over)."""
    n = s.rules.players
    if s.winner >= 0 and s.scores is not None:
        return [1.0 if i == s.winner else 0.0 for i in range(n)]
    w = _weights_of(s)
    prog = progress_of(s)
    # the dot product as `sum` forms it (left to right from 0), without building generators
    logits = [sum(map(mul, w, features(s, seat, prog))) for seat in range(n)]
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = sum(exps)
    return [e / total for e in exps]
