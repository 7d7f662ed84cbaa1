"""The Emperor's crown recipient pays him tribute: 1 gold, or a card of their hand (RULES.md §6)."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, HandOffer, Prompt
from citadels.engine import Action, Decision, DistrictCard, PlayerView, TributeCard, TributeGold
from citadels.text.i18n import _, district_name


class Tribute(Prompt):
    def announce(self, decision: Decision) -> bool:
        return True  # it comes in another player's turn

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        payee = t.session.name(view.tribute_to) if view.tribute_to >= 0 else ""
        c.prompt = (_("The Emperor gives you the crown"),
                    _("Pay {name} 1 gold, or click a card of your hand to give it instead.").format(name=payee))  # fmt: skip
        gold = TributeGold()
        why = "" if gold in legal else _("You have no gold: give a card.")
        c.action_row([
            RowButton(lambda: _("Pay 1 gold"), lambda: t.act([gold]), "primary", lambda: _("Give the Emperor 1 gold and keep your cards."), why, (gold,)),
        ], top=g.content.y + g.px(80))  # fmt: skip

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        act = TributeCard(card.id)
        if act not in legal:
            return None
        return Choice(
            (act,),
            _("Give the {district} to the Emperor instead of 1 gold.").format(
                district=district_name(card.kind.name)
            ),
        ), c.act_on

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing the tribute for the Emperor…").format(name=name)

    def handoff(self) -> str:
        return _("The Emperor gave you the crown: pay him 1 gold or a card.")
