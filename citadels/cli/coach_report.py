"""`citadels analyse FILE`: the coach's analysis of a saved game as text or as one JSON object.

The analysis kept beside a save (`coach.store`) is used when there is one, and a new one is kept
there, so the game's review opens it at once. The words come from `citadels.text.coach_words`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from citadels.coach.analyse import analyse
from citadels.coach.model import Analysis, Chances
from citadels.coach.record import read_record
from citadels.coach.store import Kept, key_of, read_kept, save_cached
from citadels.text.coach_words import (
    estimate_note,
    kept_damaged_text,
    line_up,
    mistake_words,
    percent,
    problem_text,
    turning_point_text,
)
from citadels.text.i18n import _


def run_analysis(path: Path, all_seats: bool, saves: Path | None = None) -> Analysis:
    """The analysis of the save at `path` (kept one, or a new one, kept); a `SaveProblem` for a bad file."""
    key = key_of(path)
    record = read_record(path)
    found = read_kept(key, record, saves) if key is not None else Kept()
    if found.damaged is not None:  # set aside (kept): said, and the game analysed again
        print(kept_damaged_text(), file=sys.stderr)
    kept = found.analysis
    if kept is not None and (not all_seats or len(kept.mistake_seats) == kept.players):
        return kept
    result = analyse(record, all_seats=all_seats)
    if key is not None:
        save_cached(key, result, saves)
    return result


def rounded(chances: Chances) -> list[float]:
    """Four decimals, still summing to 1 (the rounding remainder goes to the largest)."""
    out = [round(p, 4) for p in chances]
    top = max(range(len(out)), key=lambda i: out[i])
    out[top] = round(out[top] + 1.0 - sum(out), 4)
    return out


def to_json(analysis: Analysis, file: str, all_seats: bool) -> dict[str, Any]:
    names = analysis.names
    characters = line_up(analysis)
    seats = analysis.mistake_seats if all_seats else analysis.humans
    return {
        "file": file,
        "players": analysis.players,
        "names": list(names),
        "humans": list(analysis.humans),
        "game_over": analysis.game_over,
        "complete": analysis.complete,
        "problem": analysis.problem,
        "note": problem_text(analysis),
        "estimate": estimate_note(),
        "start": rounded(analysis.start),
        "actions": [
            {"index": s.index, "seat": s.seat, "round": s.round, "chances": rounded(s.chances)} for s in analysis.steps
        ],
        "turning_points": [
            {"index": t.index, "seat": t.seat, "round": t.round, "text": turning_point_text(t, names, characters),
             "key": t.key, "params": dict(t.params), "swing": round(t.swing, 4)}
            for t in analysis.turning_points
        ],
        "mistakes": [
            {"seat": seat, "name": names[seat], "choices": [_choice(m, names, characters) for m in analysis.mistakes_of(seat)]}
            for seat in seats
        ],
    }  # fmt: skip


def _choice(m: Any, names: Sequence[str], characters: Any) -> dict[str, Any]:
    words = mistake_words(m, names, characters)
    return {
        "index": m.index,
        "round": m.round,
        "done": words.done,
        "better": words.better,
        "cost": round(m.cost, 4),
        "reason": words.reason,
    }


def print_text(analysis: Analysis, file: str, all_seats: bool, out: TextIO | None = None) -> None:
    out = out or sys.stdout
    names = analysis.names
    characters = line_up(analysis)
    print(_("Analysis of {file}: {players} players, {count} moves.").format(
        file=file, players=analysis.players, count=analysis.total_actions), file=out)  # fmt: skip
    note = problem_text(analysis)
    if note:
        print(note, file=out)
    print(estimate_note(), file=out)
    print(file=out)
    print(_("Chances of winning at the end of each round:"), file=out)
    width = max(8, *(len(n) + 2 for n in names))
    print(f"{_('Round'):>6}" + "".join(f"{n:>{width}}" for n in names), file=out)
    for rnd, chances in _round_ends(analysis):
        print(f"{rnd:>6}" + "".join(f"{f'{percent(p)}%':>{width}}" for p in chances), file=out)
    print(file=out)
    print(_("Turning points:"), file=out)
    for t in analysis.turning_points:
        print("  " + turning_point_text(t, names, characters) + f"  [#{t.index}]", file=out)
    seats = analysis.mistake_seats if all_seats else analysis.humans
    for seat in seats:
        print(file=out)
        print(_("Costliest choices of {name}:").format(name=names[seat]), file=out)
        found = analysis.mistakes_of(seat)
        if not found:
            print("  " + _("None: every choice was as good as the search's, or too close to tell."), file=out)
        for m in found:
            print("  " + mistake_words(m, names, characters).line + f"  [#{m.index}]", file=out)
    if not seats:
        print(file=out)
        print(_("No human seat: use --all-seats for the bots' choices."), file=out)


def _round_ends(analysis: Analysis) -> list[tuple[int, Chances]]:
    """The chances after the last action of each round."""
    ends: dict[int, Chances] = {}
    for step in analysis.steps:
        ends[step.round] = step.chances
    return sorted(ends.items())


def print_json(analysis: Analysis, file: str, all_seats: bool, out: TextIO | None = None) -> None:
    print(json.dumps(to_json(analysis, file, all_seats), ensure_ascii=False), file=out or sys.stdout)
