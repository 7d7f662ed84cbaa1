"""How the bots' levels and personalities are named on screen: the new-game screen's choices (the
levels, then the league's personalities, `citadels.app.personalities`), the opponents' panels at the
table and the final scores."""

from __future__ import annotations

from citadels.app.personalities import personality, personality_bots
from citadels.text.i18n import _

#: The bot levels the new-game screen offers, in order.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"


def level_names() -> list[str]:
    """The bot levels the new-game screen offers (each a bot of `citadels.ai.bot_names`)."""
    return list(LEVELS)


def opponent_names() -> list[str]:
    """Every bot a seat can be on the new-game screen: the levels, then the personalities."""
    return [*LEVELS, *personality_bots()]


def default_level() -> str:
    return DEFAULT_LEVEL


def level_label(name: str) -> str:
    """A bot as a seat's choice names it: its level ("Medium") or its personality ("Raider")."""
    character = personality(name)
    if character is not None:
        return character.label()
    labels = {
        "easy": _("Easy"),
        "medium": _("Medium"),
        "hard": _("Hard"),
        "random": _("Random"),
        "greedy": _("Greedy"),
    }
    return labels.get(name, name.replace("_", " ").title())


#: how many of three pips a level fills where there is no room for its name (a narrow panel)
LEVEL_PIPS: dict[str, int] = {"easy": 1, "medium": 2, "hard": 3}


def level_tooltip(name: str) -> str:
    character = personality(name)
    if character is not None:
        return f"{character.label()}: {character.summary()}"
    tips = {
        "easy": _("Easy: plays quickly and makes beginner's mistakes."),
        "medium": _("Medium: a sound player who knows the characters."),
        "hard": _("Hard: thinks ahead about who holds which character. Takes a moment per move."),
        "random": _("Random: picks any legal move. Only for testing."),
        "greedy": _("Greedy: always grabs what looks best right now."),
    }
    return tips.get(name, "")
