"""A seat's final score, item by item (RULES.md §7), and the ranking of the scores."""

from __future__ import annotations

from dataclasses import dataclass


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
    adorned_points: int = 0  # of `districts`: the Artist's gold on this city's districts (RULES.md §6)

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


def rank_scores(scores: list[ScoreBreakdown]) -> list[ScoreBreakdown]:
    """Best first: highest total, then (Classic tie-break) the highest character held last round."""
    return sorted(scores, key=lambda b: (b.total, b.tiebreak_rank), reverse=True)


def tie_break_decided(scores: list[ScoreBreakdown]) -> bool:
    ranked = rank_scores(scores)
    return len(ranked) > 1 and ranked[0].total == ranked[1].total
