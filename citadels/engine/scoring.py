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


def has_five_types(p: Player, last_round: int) -> bool:
    types: set[DistrictType] = set()
    haunted = False
    for c in p.city:
        if c.kind is HAUNTED_CITY and p.haunted_round != last_round:
            haunted = True  # counts as any one type, chosen at scoring
        else:
            types.add(c.kind.dtype)
    if haunted:
        return len(types) >= len(ALL_TYPES) - 1
    return len(types) == len(ALL_TYPES)


def score_player(s: GameState, p: Player) -> ScoreBreakdown:
    adorned = {c.id for c in p.city if c.id in s.adorned} if s.adorned else set()
    # each district's points: its own, +1 with the Artist's gold on it (RULES.md §6)
    city_points = tuple((c.kind.name, c.kind.points + (c.id in adorned)) for c in p.city)
    districts = sum(points for _, points in city_points)
    counts = [0] * len(ALL_TYPES)
    for c in p.city:
        counts[c.kind.dtype] += 1
    five = FIVE_TYPES_BONUS if has_five_types(p, s.round) else 0
    others = {c.kind.dtype for c in p.city if c.kind is not HAUNTED_CITY}
    stand_in = bool(five) and p.haunted_round != s.round and len(others) < len(ALL_TYPES)
    if not p.completed:
        completion = 0
    elif s.first_complete == p.seat:
        completion = FIRST_COMPLETE_BONUS
    else:
        completion = COMPLETE_BONUS
    bonuses: list[tuple[str, int]] = []
    if IMPERIAL_TREASURY in p.kinds:
        bonuses.append((IMPERIAL_TREASURY.name, p.gold))
    if MAP_ROOM in p.kinds:
        bonuses.append((MAP_ROOM.name, len(p.hand)))
    total = districts + five + completion + sum(b for _, b in bonuses)
    return _new_breakdown(  # positional, in the order of ScoreBreakdown's fields (every field given)
        p.seat,
        districts,
        tuple(counts),
        five,
        completion,
        tuple(bonuses),
        total,
        max(p.chars, default=0),
        city_points,
        stand_in,
        sum(points for c, (_, points) in zip(p.city, city_points, strict=True) if c.kind.dtype is DistrictType.UNIQUE),
        len(adorned),
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
