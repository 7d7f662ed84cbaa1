"""The table's buttons: an `ActionButton` knows the actions it submits (so the hint can mark it), and
a `RowButton` describes one button of a row of choices under the prompt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from citadels.app.widgets import Button, ButtonStyle, TextSource
from citadels.engine import Action


class ActionButton(Button):
    """A button of the table that submits `actions` (the hint marks the one it suggests)."""

    def __init__(self, *args: Any, actions: Sequence[Action] = (), **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.actions: tuple[Action, ...] = tuple(actions)
        self.hint = False


class RowButton(NamedTuple):
    """One button of a row of choices under the prompt."""

    label: TextSource
    on_click: Callable[[], object]
    style: ButtonStyle
    tooltip: TextSource | None
    disabled: str
    actions: tuple[Action, ...]
    shortcut: int | None = None  # a key that presses it (Enter confirms a two-step choice)
    shortcut_label: str | None = None
