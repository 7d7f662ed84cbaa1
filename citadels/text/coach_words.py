"""The coach's findings in words, in the current language: turning points, costly choices, notes.

The analysis (`citadels.coach`) gives keys and parameters, as the bots give reasons; this module is
the one place that words them, for the review and for `citadels analyse`. Everything said here is said
after the game, when every hand and character may be shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from citadels.coach.model import Analysis, Mistake, TurningPoint
from citadels.engine import CHARACTERS, CLASSIC_CHARACTERS, CharacterSpec
from citadels.text.i18n import _, character_fields, district_name
from citadels.text.narrate import action_words, explain_reason

LineUp = Sequence[CharacterSpec]
Params = dict[str, object]


def line_up(analysis: Analysis) -> tuple[CharacterSpec, ...]:
    """The game's characters, by rank, from the names the analysis keeps."""
    specs = [CHARACTERS.get(name) for name in analysis.characters]
    if not specs or any(s is None for s in specs):
        return tuple(CLASSIC_CHARACTERS)
    return tuple(s for s in specs if s is not None)


def percent(p: float) -> int:
    return round(100 * p)


# ---------------------------------------------------------------------- turning points
def _turning_texts() -> dict[str, Callable[[], str]]:
    """Each key's sentence (fields: `name` who acted, and the key's parameters)."""
    return {
        "murder": lambda: _("{name} murders the {character}, held by {victim}"),
        "murder_miss": lambda: _("{name} murders the {character}, whom nobody had chosen"),
        "rob": lambda: _("{name} robs the {character}, held by {victim}"),
        "rob_miss": lambda: _("{name} tries to rob the {character}, whom nobody had chosen"),
        "haul": lambda: _("{thief} steals {amount} gold from {victim}"),
        "turn_lost": lambda: _("{victim} loses the turn: the {character} was murdered"),
        "destroy": lambda: _("{name} destroys the {district} of {victim}"),
        "complete_first": lambda: _("{name} completes the city first"),
        "complete": lambda: _("{name} completes the city too"),
        "build": lambda: _("{name} builds the {district}"),
        "swap_hands": lambda: _("{name} swaps hands with {target}"),
        "bewitched": lambda: _("{name} plays the turn of the bewitched {character}, {victim}"),
        "pick": lambda: _("{name} chooses the {character}"),
        "discard": lambda: _("{name} discards the {character} face down"),
        "gold": lambda: _("{name} takes 2 gold"),
        "cards": lambda: _("{name} draws cards"),
        "keep": lambda: _("{name} keeps the {district}"),
        "crown": lambda: _("{target} takes the crown"),
        "end_turn": lambda: _("{name} ends the turn"),
        "income": lambda: _("{name} collects income"),
        "end": lambda: _("The game ends and the cities are scored"),
        "other": lambda: _("{name}: {action}"),
    }


_SEAT_FIELDS = ("victim", "thief", "target")


def turning_point_what(tp: TurningPoint, names: Sequence[str], characters: LineUp) -> str:
    """What happened at a turning point, as a sentence without its figures."""
    fields: Params = {"name": names[tp.seat] if 0 <= tp.seat < len(names) else "?"}
    for key, value in tp.params.items():
        if key in _SEAT_FIELDS and isinstance(value, int) and 0 <= value < len(names):
            fields[key] = names[value]
        elif key == "character" and isinstance(value, int) and 1 <= value <= len(characters):
            fields.update(character_fields(characters[value - 1].name))
        elif key == "district":
            fields[key] = district_name(str(value))
        else:
            fields[key] = value
    fields["action"] = action_words(tp.action, names, characters)
    key = tp.key
    if key == "complete" and tp.params.get("first"):
        key = "complete_first"
    texts = _turning_texts()
    text = texts.get(key, texts["other"])()
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):
        return texts["other"]().format(**fields)


def chance_change(tp: TurningPoint, names: Sequence[str]) -> str:
    """Who gained and who lost, with their chances before and after ("Ana 38% → 21%, Luis 20% → 41%")."""
    parts = []
    for seat in dict.fromkeys((tp.loser, tp.gainer)):
        parts.append(
            _("{name} {before}% → {after}%").format(
                name=names[seat], before=percent(tp.before[seat]), after=percent(tp.after[seat])
            )
        )
    return ", ".join(parts)


def turning_point_text(tp: TurningPoint, names: Sequence[str], characters: LineUp) -> str:
    """One line: the round, what happened and how the chances moved."""
    return _("Round {round}: {what} ({change})").format(
        round=tp.round, what=turning_point_what(tp, names, characters), change=chance_change(tp, names)
    )


# ---------------------------------------------------------------------- costly choices
@dataclass(frozen=True)
class MistakeWords:
    done: str  # what the player did ("take 2 gold")
    better: str  # what the Hard search would have done
    cost: str  # "−8 points of winning chance (between 4 and 8)"
    reason: str  # why, in the Hint's words
    line: str  # all of it on one line, with the round


def mistake_words(m: Mistake, names: Sequence[str], characters: LineUp) -> MistakeWords:
    done = action_words(m.played, names, characters)
    better = action_words(m.better, names, characters)
    points = max(1, percent(m.cost))
    low, high = min(points, max(1, percent(m.low))), max(points, percent(m.high))
    cost = (
        _("−{points} points of winning chance").format(points=points)
        if low == high
        else _("−{points} points of winning chance (between {low} and {high})").format(
            points=points, low=low, high=high
        )
    )
    # the simulation figure (the reason's detail) is left out: the cost says it
    reason = explain_reason(dataclasses.replace(m.reason, detail=None), names, characters)
    line = _("Round {round}: played “{done}”, better “{better}” ({cost}): {reason}").format(
        round=m.round, done=done, better=better, cost=cost, reason=reason
    )
    return MistakeWords(done, better, cost, reason, line)


# ---------------------------------------------------------------------- notes
def estimate_note() -> str:
    """What the graph's numbers are, in a few words (the review says so beside it)."""
    return _("Chances estimated after the game, with every hand and character known.")


def problem_text(analysis: Analysis) -> str | None:
    """Why the analysis covers less than a whole game, or None when it covers one."""
    count = analysis.total_actions
    if analysis.problem == "torn":
        return _("The save's last move was cut short: analysed up to move {count}.").format(count=count)
    if analysis.problem is not None:
        return _("The save is damaged after move {count}: analysed as far as it goes.").format(count=count)
    if not analysis.game_over:
        return _("The game was not finished: analysed up to move {count}.").format(count=count)
    return None


def kept_damaged_text() -> str:
    """The analysis kept with the save was damaged (it was set aside and the game is analysed again)."""
    return _("The analysis kept with this game was damaged: it was set aside and the game is analysed again.")


def crash_text() -> str:
    """A failed analysis, for the player (the details are in the log)."""
    return _("The analysis stopped with an error; the review works without it.")
