"""The Magician's exchange with the deck, once a card is put aside: more cards, or finish."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, HandOffer, Prompt
from citadels.engine import Action, DistrictCard, ExchangeCard, FinishExchange, PlayerView
from citadels.text.i18n import _, district_name, ngettext


class Exchange(Prompt):
    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        count = view.aside_count
        c.prompt = (
            _("Exchange cards with the deck"),
            ngettext(
                "{count} card put aside. Choose more, or finish.",
                "{count} cards put aside. Choose more, or finish.",
                count,
            ).format(count=count),
        )
        c.action_row([
            RowButton(lambda: _("Finish the exchange"), lambda: c.table.act([FinishExchange()]), "primary",
                      lambda: _("Put the cards aside under the deck and draw as many."), "", (FinishExchange(),)),
        ])  # fmt: skip

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        if ExchangeCard(card.id) not in legal:
            return None
        text_ = _("Put the {district} aside to exchange it.").format(district=district_name(card.kind.name))
        return Choice((ExchangeCard(card.id),), text_), c.act_on
