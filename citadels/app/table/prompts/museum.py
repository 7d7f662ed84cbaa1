"""The Museum at the table (RULES.md §9.4): once per turn a card of the hand goes face down under it,
1 point each at the end. Its button says how many cards it holds and opens a step where a click on a
hand card stores it; the step names the cards already under it (to its owner alone, §9.11) and what a
card is worth there before the player commits."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, HandOffer, Mode
from citadels.engine import Action, DistrictCard, PlayerView
from citadels.engine.actions import StoreInMuseum
from citadels.engine.uniques import HOLDS_CARDS
from citadels.text.i18n import _, district_name, ngettext


def buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The turn row's Museum… button (when the city holds it), opening the `museum` step."""
    if not any(d.kind is HOLDS_CARDS for d in view.me().city):
        return []
    acts = tuple(a for a in legal if isinstance(a, StoreInMuseum))
    why = (
        ""
        if acts
        else (_("The Museum takes one card per turn.") if view.museum_used else _("Your hand is empty."))
    )
    count = view.museum_count
    return [RowButton(lambda: _("Museum ({count})…").format(count=count), lambda: c.table.set_mode("museum"), "secondary",
                      lambda: _("Once per turn: put a card of your hand face down under the Museum, 1 point at the end."),
                      why, acts)]  # fmt: skip


class MuseumStore(Mode):
    """Click a card of the hand: it goes face down under the Museum."""

    name = "museum"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        under = ", ".join(district_name(d.kind.name) for d in view.museum_cards)
        line = (
            ngettext(
                "It holds {count} card: {cards}.", "It holds {count} cards: {cards}.", len(view.museum_cards)
            ).format(count=len(view.museum_cards), cards=under)
            if under
            else _("It holds no card yet.")
        )
        c.prompt = (_("Museum: choose a card to put under it"), line)
        c.action_row([c.cancel_entry()])

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        act = StoreInMuseum(card.id)
        if act not in legal:
            return None
        return Choice(
            (act,),
            _(
                "Put the {district} face down under the Museum: 1 point at the end, and it leaves your hand."
            ).format(district=district_name(card.kind.name)),
        ), c.act_on
