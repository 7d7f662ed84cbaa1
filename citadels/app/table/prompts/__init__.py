"""One prompt module per kind of engine `Decision`, found through a registry — the way the engine
keeps one handler per character. A module here subclasses `Prompt`, names the decision kind it
answers and registers itself with `@register`; the table asks `prompt_for(decision)`. Adding a
decision to the game is adding a module (every module of this package is imported on first use):

    @register
    class EmperorGift(Prompt):                  # prompts/emperor_gift.py
        kinds = (Decision.EMPEROR_GIFT,)

        def build(self, c, view, legal):        # the prompt line, cards and buttons (see base.Controls)
            c.prompt = (_("The Emperor gives you the crown"), _("Take 1 gold or 1 card."))
            c.action_row([RowButton(...), RowButton(...)])

        def waiting(self, c, name):             # while another seat decides
            return _("{name} is choosing the Emperor's gift…").format(name=name)

        def handoff(self):                      # the hot-seat hand-off line
            return _("The Emperor gave you the crown.")

A decision with no module, and a character ability with no `@ability`, still get controls: the
generic ones of fallback.py (one button per legal action, labelled by `describe.describe_action`),
through `prompt_or_fallback` — so a human is never stuck, though a dedicated module reads better.

Steps inside a turn (a target to pick, cards to select) are `main.Mode`s registered with `@mode`, and
a character's buttons in the turn's row come from `@ability("name")` (see characters.py).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TypeVar

from citadels.app.table.prompts.base import Prompt
from citadels.engine import Decision

__all__ = ["PROMPTS", "Prompt", "prompt_for", "prompt_or_fallback", "register"]

PROMPTS: dict[Decision, Prompt] = {}
_loaded = False

P = TypeVar("P", bound=Prompt)


def register(cls: type[P]) -> type[P]:
    """Class decorator: one instance of `cls` answers each of its `kinds`."""
    prompt = cls()
    for kind in cls.kinds:
        if kind in PROMPTS and type(PROMPTS[kind]) is not cls:
            raise ValueError(f"two prompts for {kind.name}: {type(PROMPTS[kind]).__name__} and {cls.__name__}")
        PROMPTS[kind] = prompt
    return cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for info in pkgutil.iter_modules(__path__):
        if info.name != "base":
            importlib.import_module(f"{__name__}.{info.name}")


def prompt_for(decision: Decision) -> Prompt | None:
    """The prompt of `decision` (None for a decision nobody is asked, like the game's end)."""
    _load()
    return PROMPTS.get(decision)


def prompt_or_fallback(decision: Decision) -> Prompt | None:
    """The prompt of `decision`, or the generic one (a button per legal action) when no module
    answers it; None only at the game's end."""
    prompt = prompt_for(decision)
    if prompt is None and decision != Decision.GAME_OVER:
        from citadels.app.table.prompts.fallback import FALLBACK

        return FALLBACK
    return prompt


def registered() -> dict[Decision, Prompt]:
    _load()
    return dict(PROMPTS)


