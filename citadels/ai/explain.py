"""Turning a bot's `Reason` into a sentence in the current language, and the Hard bot's hint."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CLASSIC_CHARACTERS, Action, CharacterSpec, PlayerView

from .base import Reason


def _character(rank: object, characters: Sequence[CharacterSpec] = CLASSIC_CHARACTERS) -> str:
    from citadels.i18n import character_name

    if isinstance(rank, int) and 1 <= rank <= len(characters):
        return character_name(characters[rank - 1].name)
    return str(rank)


def _district(kind_name: object) -> str:
    from citadels.i18n import district_name

    return district_name(str(kind_name))


def _seat(seat: object, names: Sequence[str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def explain(reason: Reason, names: Sequence[str], characters: Sequence[CharacterSpec] = CLASSIC_CHARACTERS) -> str:
    """The reason as text in the current language (`citadels.i18n.set_language`).

    `names` are the players' names by seat. The key is translated with `_()`, then its fields are
    filled in: `character` (a rank of `characters`, the game's line-up) and `district` (a kind name) become translated names, `seat` the
    player's name, anything else is shown as is.
    """
    from citadels.i18n import _

    params: dict[str, object] = {}
    for key, value in reason.params.items():
        if key == "character":
            params[key] = _character(value, characters)
        elif key == "district":
            params[key] = _district(value)
        elif key == "seat":
            params[key] = _seat(value, names)
        else:
            params[key] = value
    text = _(reason.key)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        try:  # a broken translation: fall back to the English text
            return reason.key.format(**params)
        except (KeyError, IndexError, ValueError):
            return reason.key


def hint(view: PlayerView, legal: Sequence[Action], seed: int = 0, budget_s: float = 0.5) -> tuple[Action, Reason]:
    """What the Hard bot would do for this seat now, and why (searches for up to `budget_s` seconds).

    Safe to call from a worker thread: it reads only the view and keeps no shared state.
    """
    from .hard import HardBot

    bot = HardBot(seed, hard_time=budget_s)
    return bot.decide(view, legal)
