"""How strong each opponent is, as the New game screen shows it: one to five stars, computed from the
bots' ladder.

The ladder's result ships with the game as ``assets/ladder.json`` (`citadels.system.bundle.LADDER`), the JSON
object that ``citadels ladder ... --write assets/ladder.json`` writes (README, "Ladder"). Its
ratings are OpenSkill ordinals (mu - 3 sigma); among the opponents the screen offers (the levels and
the personalities, `citadels.app.players.opponent_names`), the weakest rated gets one star, the
strongest five, and the others their place between them, rounded to the nearest whole star (halves up). Nothing here is
typed in: a new ladder file gives new stars.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path

from citadels.app.bot_levels import opponent_names
from citadels.system import bundle, paths

MAX_STARS = 5


class LadderFileError(ValueError):
    """The ladder file is not a ladder's result."""


def read_ladder(path: Path) -> dict[str, float]:
    """The rating (ordinal) of every bot the ladder file rated from at least one game."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LadderFileError(f"cannot be read: {exc}") from exc
    ratings = data.get("ratings") if isinstance(data, dict) else None
    if not isinstance(ratings, list):
        raise LadderFileError("it has no list of ratings")
    out: dict[str, float] = {}
    for entry in ratings:
        bot = entry.get("bot") if isinstance(entry, dict) else None
        ordinal = entry.get("ordinal") if isinstance(entry, dict) else None
        games = entry.get("games", 0) if isinstance(entry, dict) else None
        if not isinstance(bot, str) or type(ordinal) not in (int, float) or type(games) is not int:
            raise LadderFileError(f"a rating is not a bot's name, ordinal and games: {entry!r}")
        if games > 0:
            out[bot] = float(ordinal)  # type: ignore[arg-type]
    return out


def stars_among(ratings: Mapping[str, float], bots: Iterable[str]) -> dict[str, int]:
    """Stars (1 to `MAX_STARS`) for those of ``bots`` that are rated, by their place between the
    weakest and the strongest of them (all alike: the middle)."""
    rated = {bot: ratings[bot] for bot in bots if bot in ratings}
    if not rated:
        return {}
    low, high = min(rated.values()), max(rated.values())
    if high - low < 1e-9:
        return dict.fromkeys(rated, (MAX_STARS + 1) // 2)
    return {
        bot: 1 + math.floor((MAX_STARS - 1) * (value - low) / (high - low) + 0.5)
        for bot, value in rated.items()
    }


@lru_cache(maxsize=1)
def shipped_ratings() -> dict[str, float]:
    """The ratings of the ladder file the game ships with (a `BundleError` naming it if it is missing
    or damaged: the installation is broken)."""
    path = paths.bundled("assets", bundle.LADDER)
    try:
        return read_ladder(path)
    except LadderFileError as exc:
        raise paths.BundleError(f"the bots' ladder {path} is damaged ({exc}); reinstall the game") from exc


def stars(bot: str) -> int | None:
    """The strength of an opponent the New game screen offers, in stars (None: the ladder has not rated it)."""
    return stars_among(shipped_ratings(), opponent_names()).get(bot)
