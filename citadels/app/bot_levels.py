"""How the bots' levels are named on screen: the new-game screen's choices, the opponents' panels
at the table and the final scores."""

from __future__ import annotations

from citadels.i18n import _

#: The bot levels the new-game screen offers, in order.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"


def level_names() -> list[str]:
    """The bot levels the new-game screen offers (each a bot of `citadels.ai.bot_names`)."""
    return list(LEVELS)


def default_level() -> str:
    return DEFAULT_LEVEL



def level_label(name: str) -> str:
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
    tips = {
        "easy": _("Easy: plays quickly and makes beginner's mistakes."),
        "medium": _("Medium: a sound player who knows the characters."),
        "hard": _("Hard: thinks ahead about who holds which character. Takes a moment per move."),
        "random": _("Random: picks any legal move. Only for testing."),
        "greedy": _("Greedy: always grabs what looks best right now."),
    }
    return tips.get(name, "")
