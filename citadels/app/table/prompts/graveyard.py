"""The Graveyard's owner, when the Warlord destroys one of their districts: keep it for 1 gold?"""

from __future__ import annotations

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, Decision, GraveyardDecline, GraveyardTake, PlayerView
from citadels.text.i18n import _, district_name


class Graveyard(Prompt):
    def announce(self, decision: Decision) -> bool:
        return True  # it comes in another player's turn

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        card = view.graveyard_card
        name = district_name(card.kind.name) if card is not None else ""
        c.prompt = (_("Your Graveyard: keep the {district}?").format(district=name),
                    _("The Warlord destroyed it. Pay 1 gold to take it into your hand, or let it go to the deck."))  # fmt: skip
        if card is not None:
            area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.px(110), g.content.h - g.px(66))
            rect = row_rects(area, 1, 0)[0]
            c.items.append(CardItem(("grave", card.id), "district", card.kind.name, rect, None, None))
        take = GraveyardTake()
        why = "" if take in legal else _("You need 1 gold.")
        c.action_row([
            RowButton(lambda: _("Take it (1 gold)"), lambda: t.act([take]), "primary", lambda: _("Pay 1 gold and take the district into your hand."), why, (take,)),
            RowButton(lambda: _("Let it go"), lambda: t.act([GraveyardDecline()]), "secondary", lambda: _("The district goes to the bottom of the deck."), "", (GraveyardDecline(),)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        c.number_buttons(c.buttons, enabled_only=True)

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is deciding about the Graveyard…").format(name=name)

    def handoff(self) -> str:
        return _("The Warlord destroyed a district: you may keep it with your Graveyard.")
