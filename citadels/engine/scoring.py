"""End of game and scoring (RULES.md §7): each seat's breakdown, and the winner."""

from __future__ import annotations

from .breakdown import ScoreBreakdown, rank_scores
from .cards import ALL_TYPES, DistrictType
from .decision import Decision
from .events import Event, GameEnded
from .frozen import fast_constructor
from .state import Player, State
from .uniques import (
    CARD_UNDER_POINTS,
    HOLDS_CARDS,
    IN_HAND_POINTS,
    SCORE_BONUSES,
    SCORES_IN_HAND,
    STAND_IN,
    city_size,
)

FIVE_TYPES_BONUS = 3
FIRST_COMPLETE_BONUS = 4
COMPLETE_BONUS = 2


_new_breakdown = fast_constructor(ScoreBreakdown)
_UNIQUE = DistrictType.UNIQUE


def score_player(s: State, p: Player) -> ScoreBreakdown:
    # One pass over the city (this runs for every seat at the end of every simulated game).
    adorned = s.adorned
    last_round = s.round
    haunted_now = p.haunted_round != last_round  # built earlier: the Haunted City stands in for a type
    city_points: list[tuple[str, int]] = []
    counts = [0] * len(ALL_TYPES)
    types: set[DistrictType] = set()  # the types the city shows (a Haunted City built earlier: none)
    others: set[DistrictType] = set()  # the types of every district but the Haunted City
    districts = unique_points = adorned_points = 0
    haunted = False
    for c in p.city:
        kind = c.kind
        points = kind.points
        if adorned and c.id in adorned:  # +1 with the Artist's gold on it (RULES.md §6)
            points += 1
            adorned_points += 1
        city_points.append((kind.name, points))
        districts += points
        dtype = kind.dtype
        counts[dtype] += 1
        if dtype is _UNIQUE:
            unique_points += points
        if kind is STAND_IN:
            if haunted_now:
                haunted = True  # counts as any one type, chosen at scoring
            else:
                types.add(dtype)
        else:
            types.add(dtype)
            others.add(dtype)
    five_met = len(types) >= len(ALL_TYPES) - 1 if haunted else len(types) == len(ALL_TYPES)
    five = FIVE_TYPES_BONUS if five_met else 0
    stand_in = bool(five) and haunted_now and len(others) < len(ALL_TYPES)
    if not p.completed or (s.rules.deck_2016 and city_size(p.city) < s.rules.completion):
        # RULES.md §9.13 (7): a city that fell below completion (its owner's Armory, a Necropolis
        # built on the Monument) is judged at scoring: no bonus, and no +4 for anybody if it was first
        completion = 0
    elif s.first_complete == p.seat:
        completion = FIRST_COMPLETE_BONUS
    else:
        completion = COMPLETE_BONUS
    bonuses: list[tuple[str, int]] = []
    total = districts + five + completion
    kinds = p.kinds
    for kind, bonus in SCORE_BONUSES:  # the Imperial Treasury, the Map Room… (`uniques.UNIQUES`)
        if kind in kinds:
            points = bonus(s, p)
            bonuses.append((kind.name, points))
            total += points
    if s.rules.deck_2016 and any(c.kind is SCORES_IN_HAND for c in p.hand):  # the Secret Vault (§9.4)
        bonuses.append((SCORES_IN_HAND.name, IN_HAND_POINTS))
        total += IN_HAND_POINTS
    if HOLDS_CARDS in kinds:  # d16b: the Museum, 1 per card under it (RULES.md §9.4)
        points = CARD_UNDER_POINTS * len(s.museum_cards)
        bonuses.append((HOLDS_CARDS.name, points))
        total += points
    return _new_breakdown(  # positional, in the order of ScoreBreakdown's fields (every field given)
        p.seat,
        districts,
        tuple(counts),
        five,
        completion,
        tuple(bonuses),
        total,
        max(p.chars, default=0),
        tuple(city_points),
        stand_in,
        unique_points,
        adorned_points,
    )


def finish_game(s: State, ev: list[Event] | None) -> None:
    scores = [score_player(s, p) for p in s.players]
    s.scores = scores
    s.winner = rank_scores(scores)[0].seat
    s.decision = Decision.GAME_OVER
    s.to_move = -1
    if ev is not None:
        ev.append(GameEnded(s.winner, tuple(b.total for b in scores)))
