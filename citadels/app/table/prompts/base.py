"""What a prompt module provides: the controls of one kind of decision for the human who owes it,
and the lines the table shows while someone else decides or at the hot-seat hand-off."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

import pygame

from citadels.app.table.buttons import ActionButton, RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice
from citadels.app.widgets import ButtonStyle, TextSource
from citadels.engine import Action, Decision, DistrictCard, PlayerView
from citadels.text.i18n import _

#: What a hand card does in a decision: its choice (actions and reason) and its click.
HandOffer = tuple["Choice", Callable[["CardItem"], None]]


class Controls(Protocol):
    """What a prompt module may do: set the prompt line, lay out cards and buttons (the table's
    `controls.Controls` is the implementation)."""

    table: Table
    prompt: tuple[str, str]  # (title, line under it)
    prompt_short: str | None  # the line without its detail, drawn when the whole one has no room
    wide: bool  # the prompt spans the stage over a row of big cards
    items: list[CardItem]
    buttons: list[ActionButton]
    digits: dict[int, Callable[[], Any]]  # number keys 1–9

    def act_on(self, item: CardItem) -> None: ...

    def invalidate(self) -> None: ...

    def button(
        self,
        label: TextSource,
        on_click: Callable[[], object],
        rect: pygame.Rect,
        *,
        style: ButtonStyle = ...,
        tooltip: TextSource | None = ...,
        disabled: str = ...,
        actions: Sequence[Action] = ...,
        digit: int | None = ...,
        shortcut: int | None = ...,
        shortcut_label: str | None = ...,
        icon: Callable[[int], pygame.Surface | None] | None = ...,
    ) -> ActionButton: ...

    def action_row(
        self,
        row: list[RowButton],
        *,
        end_shortcut: bool = ...,
        top: int | None = ...,
        avoid: Sequence[pygame.Rect] = ...,
    ) -> None: ...

    def cancel_rect(self) -> pygame.Rect: ...

    def cancel_button(self) -> None: ...

    def cancel_entry(self) -> RowButton: ...

    def number_buttons(self, buttons: Sequence[ActionButton], *, enabled_only: bool = ...) -> None: ...


class Prompt:
    """The controls of one kind of decision (`decisions.PROMPTS` says which)."""

    #: its hand cards are selected into `Table.selected` (drawn raised and framed)
    selects_hand_cards: ClassVar[bool] = False

    def announce(self, decision: Decision) -> bool:
        """Whether the "your turn" sound rings when `decision` comes to the only human at the table."""
        return False

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        """Set `c.prompt` and add the cards and buttons of the decision (the hand is already there)."""

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        """What clicking this card of the viewer's hand does now (None: nothing)."""
        return None

    def waiting(self, c: Controls, name: str) -> str:
        """The prompt while `name` decides ("" for the default: who plays which character)."""
        return ""

    def handoff(self) -> str:
        """The hand-off screen's line for the human who owes the decision."""
        return _("It is your turn.")


class Mode:
    """A step inside the turn with its own controls (`TableScene.mode` names it; `steps.MODES`)."""

    name: str = ""  # a class attribute, or set per instance (`markers.MarkerTargets`)
    #: the prompt spans the stage over a row of big cards
    wide: ClassVar[bool] = False

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        """Set the prompt and add the controls of this step."""

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        return None


#: The buttons of a character's ability in the turn's row (`steps.ABILITIES`, by character name).
AbilityButtons = Callable[[Controls, PlayerView, list[Action]], list["RowButton"]]
