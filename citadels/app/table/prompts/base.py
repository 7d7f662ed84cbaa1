"""What a prompt module provides: the controls of one kind of decision for the human who owes it,
and the lines the table shows while someone else decides or at the hot-seat hand-off."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from citadels.engine import Action, Decision, DistrictCard, PlayerView
from citadels.i18n import _

if TYPE_CHECKING:
    from citadels.app.table.controls import Controls
    from citadels.app.table.items import CardItem
    from citadels.app.table.model import Choice

#: What a hand card does in a decision: its choice (actions and reason) and its click.
HandOffer = tuple["Choice", Callable[["CardItem"], None]]


class Prompt:
    """The controls of the decisions in `kinds`. Subclasses live one per module in this package."""

    kinds: ClassVar[tuple[Decision, ...]] = ()

    def announce(self, decision: Decision) -> bool:
        """Whether the "your turn" sound rings when `decision` comes to the only human at the table."""
        return False

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        """Set `c.prompt` and add the cards and buttons of the decision (the hand is already there)."""

    def hand_card(self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard) -> HandOffer | None:
        """What clicking this card of the viewer's hand does now (None: nothing)."""
        return None

    def waiting(self, c: Controls, name: str) -> str:
        """The prompt while `name` decides ("" for the default: who plays which character)."""
        return ""

    def handoff(self) -> str:
        """The hand-off screen's line for the human who owes the decision."""
        return _("It is your turn.")
