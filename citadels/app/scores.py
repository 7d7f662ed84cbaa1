"""A game's scores in words and numbers, shared by the game-over screen and the review: the bar
segments of a total, a row's cells (numbers and as shown), the lines of unique-district points and the tie-break sentence."""

from __future__ import annotations

from citadels.engine import ScoreBreakdown, rank_scores
from citadels.engine.cards import KINDS, DistrictType
from citadels.session import GameSession
from citadels.text.i18n import _, character_fields, district_name, name_fields


def segment_labels() -> tuple[str, ...]:
    return (_("Districts"), _("All five types"), _("Completed city"), _("Unique districts"))


def segments(b: ScoreBreakdown) -> tuple[int, int, int, int]:
    """Bar segments that add up to the total: the unique districts' own points go with their bonuses."""
    return (b.plain_district_points, b.five_types, b.completion, b.unique_score)


def cell_values(b: ScoreBreakdown) -> dict[str, int]:
    """The numbers of a player's row, by column."""
    districts, five, completion, unique = segments(b)
    return {
        "districts": districts,
        "five": five,
        "completion": completion,
        "unique": unique,
        "total": b.total,
    }


def cell_text(key: str, b: ScoreBreakdown) -> str:
    """A number of a player's row as shown (not the total): a bonus with its "+", the points of
    districts as they are (the unique districts' own points too, and their bonuses after a "+": a
    Great Wall's 6 is "6", not a bonus of "+6"); "–" for nothing."""
    if key == "unique":
        own, bonus = b.unique_district_points, b.unique_total
        if not own and not bonus:
            return "–"
        if not bonus:
            return str(own)
        return f"{own} +{bonus}" if own else f"+{bonus}"
    value = cell_values(b)[key]
    if not value:
        return "–"
    return str(value) if key == "districts" else f"+{value}"


def unique_lines(b: ScoreBreakdown) -> list[str]:
    """One line per unique district that scored, and per bonus (for tooltips and the review)."""
    lines = [
        _("{district}: {points} points").format(district=district_name(name), points=points)
        for name, points in b.city_points
        if name in KINDS and KINDS[name].dtype is DistrictType.UNIQUE
    ]
    lines += [_("{district}: +{points} bonus").format(district=district_name(name), points=points)
              for name, points in b.unique_bonuses]  # fmt: skip
    return lines


def tie_break_text(session: GameSession) -> str:
    """The sentence explaining a tie-break win ("" when the totals alone decided)."""
    scores = session.scores
    if not scores or not session.tie_break_decided:
        return ""
    ranked = rank_scores(scores)
    best = ranked[0]
    tied = [b for b in ranked if b.total == best.total]
    rank = best.tiebreak_rank
    spec = session.state.rules.character(rank) if session.state is not None and rank > 0 else None
    fields = character_fields(spec.name) if spec is not None else name_fields("?")
    others = ", ".join(session.name(b.seat) for b in tied[1:])
    return _(
        "Tie on {points} points with {others}: {winner} wins the tie-break, having held the highest "
        "character in the last round ({character}, rank {rank})."
    ).format(points=best.total, others=others, winner=session.name(best.seat), rank=rank, **fields)
