"""How the game names players: bots' names (translated, so each language gets names that sound natural
in it) and the default names of human seats."""

from __future__ import annotations

from functools import lru_cache

from citadels.engine.config import MAX_PLAYERS
from citadels.system.settings import Settings
from citadels.text.i18n import LANGUAGES, N_, _, load_translations

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


def is_default_human_name(name: str) -> bool:
    """Whether `name` is a default name of a human seat ("Player 2", "Jugador 2"), in any language."""
    return name.strip().casefold() in _default_human_names()


@lru_cache(maxsize=1)
def _default_human_names() -> frozenset[str]:
    msgid = "Player {number}"
    return frozenset(
        load_translations(lang).gettext(msgid).format(number=i).casefold()
        for lang in LANGUAGES
        for i in range(1, MAX_PLAYERS + 1)
    )


def default_name(kind: str, slot: int) -> str:
    """The `slot`-th default name of a human ("Player 1"…) or a bot (the names of `BOT_NAMES`, then
    the same names numbered: "Roderick 2"…)."""
    if kind == "human":
        return human_default_name(slot)
    base = _(BOT_NAMES[slot % len(BOT_NAMES)])
    return base if slot < len(BOT_NAMES) else f"{base} {slot // len(BOT_NAMES) + 1}"


def default_slot(kind: str, name: str) -> int | None:
    """The slot of a default `name` of a human or a bot, in any language (None: not a default)."""
    return _default_slots().get((kind, name.casefold()))


@lru_cache(maxsize=1)
def _default_slots() -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for lang in LANGUAGES:
        gettext = load_translations(lang).gettext
        for slot in range(2 * MAX_PLAYERS):
            out[("human", gettext("Player {number}").format(number=slot + 1).casefold())] = slot
            base = gettext(BOT_NAMES[slot % len(BOT_NAMES)])
            out[
                (
                    "bot",
                    (base if slot < len(BOT_NAMES) else f"{base} {slot // len(BOT_NAMES) + 1}").casefold(),
                )
            ] = slot
    return out
