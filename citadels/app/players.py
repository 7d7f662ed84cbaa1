"""How the game names and describes players: bots' names (translated, so each language gets names that
sound natural in it), the default names of human seats, and the opponents the new-game screen offers:
the bot levels, then the league's personalities (`citadels.app.personalities`)."""

from __future__ import annotations

from functools import lru_cache

from citadels.app.personalities import personality, personality_bots
from citadels.engine.config import MAX_PLAYERS
from citadels.i18n import LANGUAGES, N_, _, load_translations
from citadels.settings import Settings

#: The bot levels the new-game screen offers, in order.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"

#: Names for bots, in the order they are handed out (Spanish: Rodrigo, Beatriz, Álvaro…).
BOT_NAMES: tuple[str, ...] = (
    # TRANSLATORS: a name for a computer player (medieval flavour, any name common in your language).
    N_("Roderick"),
    # TRANSLATORS: a name for a computer player.
    N_("Beatrice"),
    # TRANSLATORS: a name for a computer player.
    N_("Alvar"),
    # TRANSLATORS: a name for a computer player.
    N_("Eleanor"),
    # TRANSLATORS: a name for a computer player.
    N_("Gonzalo"),
    # TRANSLATORS: a name for a computer player.
    N_("Matilda"),
    # TRANSLATORS: a name for a computer player.
    N_("Ferdinand"),
    # TRANSLATORS: a name for a computer player.
    N_("Isolde"),
)


def human_default_name(index: int) -> str:
    """The default name of the ``index``-th human seat (0-based)."""
    return _("Player {number}").format(number=index + 1)


def remembered_player_name(settings: Settings) -> str:
    """The name the player typed in an earlier game ("" if none). Older versions also saved a default
    name ("Player 1", "Jugador 1"): that one is not the player's and follows the language instead."""
    name = (settings.player_name or "").strip()
    if name.casefold() in _default_human_names():
        return ""
    return name


@lru_cache(maxsize=1)
def _default_human_names() -> frozenset[str]:
    msgid = "Player {number}"
    return frozenset(
        load_translations(lang).gettext(msgid).format(number=i).casefold()
        for lang in LANGUAGES
        for i in range(1, MAX_PLAYERS + 1)
    )


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
