"""End of game and scoring (RULES.md §7): per-player breakdown and the Classic tie-break."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import ALL_TYPES, KINDS, DistrictType
from .dispatch import legal_for
from .events import Event, GameEnded
from .frozen import fast_constructor
from .state import Decision

if TYPE_CHECKING:
    from .state import GameState, Player

FIVE_TYPES_BONUS = 3
FIRST_COMPLETE_BONUS = 4
COMPLETE_BONUS = 2


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    seat: int
    districts: int  # the districts' points (Dragon Gate and University: 8)
    type_counts: tuple[int, ...]  # districts of each type (noble, religious, trade, military, unique)
    five_types: int  # +3 for all five types (Haunted City may stand in for one)
    completion: int  # +4 first to complete, +2 the others who completed
    unique_bonuses: tuple[tuple[str, int], ...]  # e.g. (("imperial_treasury", 5),)
    total: int
    tiebreak_rank: int  # the highest-ranked character held in the last round
    #: every district of the city in building order with what it scored: (name, points)
    city_points: tuple[tuple[str, int], ...] = ()
    #: the Haunted City stood in for a missing type to earn the five-types bonus
    haunted_stand_in: bool = False
    #: what the unique districts themselves scored (part of `districts`; University: 8)
    unique_district_points: int = 0
    artist_gold: int = 0  # of `districts`: the Artist's gold on this city's districts (RULES.md §6)

    @property
    def unique_total(self) -> int:
        return sum(points for _, points in self.unique_bonuses)

    @property
    def unique_score(self) -> int:
        """Everything unique districts brought: their own points and their bonuses."""
        return self.unique_district_points + self.unique_total

    @property
    def plain_district_points(self) -> int:
        """The districts' points without the unique districts'."""
        return self.districts - self.unique_district_points


_new_breakdown = fast_constructor(ScoreBreakdown)
HAUNTED_CITY = KINDS["haunted_city"]
IMPERIAL_TREASURY = KINDS["imperial_treasury"]
MAP_ROOM = KINDS["map_room"]
_UNIQUE = DistrictType.UNIQUE


def score_player(s: GameState, p: Player) -> ScoreBreakdown:
    # One pass over the city (this runs for every seat at the end of every simulated game).
    adorned = s.adorned
    last_round = s.round
    haunted_now = p.haunted_round != last_round  # built earlier: the Haunted City stands in for a type
    city_points: list[tuple[str, int]] = []
    counts = [0] * len(ALL_TYPES)
    types: set[DistrictType] = set()  # the types the city shows (a Haunted City built earlier: none)
    others: set[DistrictType] = set()  # the types of every district but the Haunted City
    districts = unique_points = artist_gold = 0
    haunted = False
    for c in p.city:
        kind = c.kind
        points = kind.points
        if adorned and c.id in adorned:  # +1 with the Artist's gold on it (RULES.md §6)
            points += 1
            artist_gold += 1
        city_points.append((kind.name, points))
        districts += points
        dtype = kind.dtype
        counts[dtype] += 1
        if dtype is _UNIQUE:
            unique_points += points
        if kind is HAUNTED_CITY:
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
    if not p.completed:
        completion = 0
    elif s.first_complete == p.seat:
        completion = FIRST_COMPLETE_BONUS
    else:
        completion = COMPLETE_BONUS
    bonuses: list[tuple[str, int]] = []
    total = districts + five + completion
    kinds = p.kinds
    if IMPERIAL_TREASURY in kinds:
        bonuses.append((IMPERIAL_TREASURY.name, p.gold))
        total += p.gold
    if MAP_ROOM in kinds:
        bonuses.append((MAP_ROOM.name, len(p.hand)))
        total += len(p.hand)
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
        artist_gold,
    )


def rank_scores(scores: list[ScoreBreakdown]) -> list[ScoreBreakdown]:
    """Best first: highest total, then (Classic tie-break) the highest character held last round."""
    return sorted(scores, key=lambda b: (b.total, b.tiebreak_rank), reverse=True)


def tie_break_decided(scores: list[ScoreBreakdown]) -> bool:
    ranked = rank_scores(scores)
    return len(ranked) > 1 and ranked[0].total == ranked[1].total


def finish_game(s: GameState, ev: list[Event] | None) -> None:
    scores = [score_player(s, p) for p in s.players]
    s.scores = scores
    s.winner = rank_scores(scores)[0].seat
    s.decision = Decision.GAME_OVER
    s.to_move = -1
    if ev is not None:
        ev.append(GameEnded(s.winner, tuple(b.total for b in scores)))


@legal_for(Decision.GAME_OVER)
def _legal_none(s: GameState) -> list[object]:
    return []  # the game is over: nothing is legal (legal_actions() promises an empty list)
