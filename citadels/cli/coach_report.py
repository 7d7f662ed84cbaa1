"""`citadels analyse FILE`: the coach's analysis of a saved game as text or as one JSON object.

The analysis kept beside a save (`coach.store`) is used when there is one, and a new one is kept
there, so the game's review opens it at once. The words come from `citadels.text.coach_words`: each
turning point and costly choice with the one plain sentence the review shows under it (why it
mattered, by the rules: `turning_point_why`, `mistake_why`) and the rules' entry it is about.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from citadels.coach.analyse import Replayed, analyse
from citadels.coach.model import Analysis, Chances, Mistake, TurningPoint
from citadels.coach.record import GameRecord, read_record
from citadels.coach.store import Kept, key_of, read_kept, save_cached
from citadels.text.coach_words import (
    Explained,
    LineUp,
    acting_character,
    estimate_note,
    kept_damaged_text,
    line_up,
    mistake_why,
    mistake_words,
    percent,
    problem_text,
    turning_point_text,
    turning_point_why,
)
from citadels.text.i18n import _

#: The character a seat played when it made a move (`acting(index, seat)`; None in the draft).
Acting = Callable[[int, int], str | None]


@dataclass(frozen=True)
class Report:
    """What `citadels analyse` prints: the analysis, and the character behind each move of its game."""

    analysis: Analysis
    acting: Acting


def acting_in(record: GameRecord) -> Acting:
    """The character each move of `record` was made with, as the review finds it (`acting_character`
    of the position before the move)."""
    game = Replayed(record)

    def acting(index: int, seat: int) -> str | None:
        if not 1 <= index <= len(game.before):
            return None
        return acting_character(game.before[index - 1], seat)

    return acting


class GameNotOver(Exception):
    """The save is a game people are still playing: its analysis would show them every hidden hand."""

    def message(self) -> str:
        return _(
            "this game is not over: its analysis would show every player's hidden cards. Finish it "
            "first (a damaged save's moves up to the damage can be analysed)."
        )


def run_analysis(path: Path, all_seats: bool, saves: Path | None = None) -> Report:
    """The analysis of the save at `path` (kept one, or a new one, kept); a `SaveProblem` for a bad
    file; `GameNotOver` for a game that can still be continued (as the saved games screen offers it:
    a finished or damaged game opens in its review, one in progress with a person at it is continued,
    never reviewed; a game of bots alone may be analysed where it stopped)."""
    key = key_of(path)
    record = read_record(path)
    people = any(seat.controller == "human" for seat in record.setup.seats)
    if people and record.problem is None and not Replayed(record).final.game_over:
        raise GameNotOver
    found = read_kept(key, record, saves) if key is not None else Kept()
    if found.damaged is not None:  # set aside (kept): said, and the game analysed again
        print(kept_damaged_text(), file=sys.stderr)
    kept = found.analysis
    if kept is not None and (not all_seats or len(kept.mistake_seats) == kept.players):
        return Report(kept, acting_in(record))
    result = analyse(record, all_seats=all_seats)
    if key is not None:
        save_cached(key, result, saves)
    return Report(result, acting_in(record))


def turning_why(t: TurningPoint, characters: LineUp, acting: Acting) -> Explained:
    """The review's sentence under a turning point."""
    return turning_point_why(t, characters, acting(t.index, t.seat))


def choice_why(m: Mistake, characters: LineUp, acting: Acting) -> Explained:
    """The review's sentence under a costly choice."""
    return mistake_why(m, characters, acting(m.index, m.seat))


def _rules(why: Explained) -> dict[str, str] | None:
    return None if why.link is None else {"kind": why.link.kind, "name": why.link.name}


def rounded(chances: Chances) -> list[float]:
    """Four decimals, still summing to 1 (the rounding remainder goes to the largest)."""
    out = [round(p, 4) for p in chances]
    top = max(range(len(out)), key=lambda i: out[i])
    out[top] = round(out[top] + 1.0 - sum(out), 4)
    return out


def to_json(report: Report, file: str, all_seats: bool) -> dict[str, Any]:
    analysis, acting = report.analysis, report.acting
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
        "turning_points": [_turning(t, names, characters, acting) for t in analysis.turning_points],
        "mistakes": [
            {"seat": seat, "name": names[seat], "choices": [_choice(m, names, characters, acting) for m in analysis.mistakes_of(seat)]}
            for seat in seats
        ],
    }  # fmt: skip


def _turning(t: TurningPoint, names: Sequence[str], characters: LineUp, acting: Acting) -> dict[str, Any]:
    why = turning_why(t, characters, acting)
    return {
        "index": t.index,
        "seat": t.seat,
        "round": t.round,
        "text": turning_point_text(t, names, characters),
        "key": t.key,
        "params": dict(t.params),
        "swing": round(t.swing, 4),
        "why": why.sentence,
        "rules": _rules(why),
    }


def _choice(m: Mistake, names: Sequence[str], characters: LineUp, acting: Acting) -> dict[str, Any]:
    words = mistake_words(m, names, characters)
    why = choice_why(m, characters, acting)
    return {
        "index": m.index,
        "round": m.round,
        "done": words.done,
        "better": words.better,
        "cost": round(m.cost, 4),
        "reason": words.reason,
        "why": why.sentence,
        "rules": _rules(why),
    }


def print_text(report: Report, file: str, all_seats: bool, out: TextIO | None = None) -> None:
    """The analysis as text: each finding on a line, the review's sentence on why it mattered below it."""
    analysis, acting = report.analysis, report.acting
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
        _print_why(turning_why(t, characters, acting), out)
    seats = analysis.mistake_seats if all_seats else analysis.humans
    for seat in seats:
        print(file=out)
        print(_("Costliest choices of {name}:").format(name=names[seat]), file=out)
        found = analysis.mistakes_of(seat)
        if not found:
            print("  " + _("None: every choice was as good as the search's, or too close to tell."), file=out)
        for m in found:
            print("  " + mistake_words(m, names, characters).line + f"  [#{m.index}]", file=out)
            _print_why(choice_why(m, characters, acting), out)
    if not seats:
        print(file=out)
        print(_("No human seat: use --all-seats for the bots' choices."), file=out)


def _print_why(why: Explained, out: TextIO) -> None:
    if why.sentence:
        print("      " + why.sentence, file=out)


def _round_ends(analysis: Analysis) -> list[tuple[int, Chances]]:
    """The chances after the last action of each round."""
    ends: dict[int, Chances] = {}
    for step in analysis.steps:
        ends[step.round] = step.chances
    return sorted(ends.items())


def print_json(report: Report, file: str, all_seats: bool, out: TextIO | None = None) -> None:
    print(json.dumps(to_json(report, file, all_seats), ensure_ascii=False), file=out or sys.stdout)
