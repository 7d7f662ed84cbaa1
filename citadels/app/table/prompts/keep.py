"""Keeping one of the drawn cards (the rest go to the bottom of the deck)."""

from __future__ import annotations

import pygame

from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, KeepCard, PlayerView
from citadels.text.i18n import _, district_name, ngettext


class Keep(Prompt):
    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        g = c.table.geo
        drawn = list(view.drawn)
        c.prompt = (
            _("Keep one card"),
            ngettext(
                "The other card goes to the bottom of the deck.",
                "The other {count} cards go to the bottom of the deck.",
                len(drawn) - 1,
            ).format(count=len(drawn) - 1),
        )
        area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.content.w, g.content.h - g.px(66))
        rects = row_rects(area, len(drawn), g.px(18))
        my_city = view.me().city
        for i, (rect, card) in enumerate(zip(rects, drawn, strict=True)):
            note = ""
            text_ = _("Keep the {district}.").format(district=district_name(card.kind.name))
            if any(d.kind is card.kind for d in my_city):
                text_ += " " + _("(Your city already has one: you could not build it.)")
                note = _("In your city")
            choice = Choice((KeepCard(card.id),), text_, enabled=KeepCard(card.id) in legal, note=note)
            item = CardItem(("keep", card.id), "district", card.kind.name, rect, choice, c.act_on, lift=0.08)
            c.items.append(item)
            c.digits[i + 1] = item.click
