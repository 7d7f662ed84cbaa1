"""The Wizard looks at another player's hand and takes one card: into his hand, or built at once
(an extra build that may duplicate a district of his city; RULES.md §6). The peeked hand is shown as
cards — only to the Wizard's seat, after the hot-seat hand-off — click one, then Keep or Build."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.model import Choice
from citadels.app.table.prompts import register
from citadels.app.table.prompts.base import Prompt
from citadels.engine import Action, Decision, PlayerView, WizardTake, card
from citadels.i18n import _, district_name

if TYPE_CHECKING:
    from citadels.app.table.context import Table
    from citadels.app.table.prompts.base import Controls


@register
class WizardPick(Prompt):
    kinds = (Decision.WIZARD,)

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        px = g.px
        owner = t.session.name(view.peek_seat) if view.peek_seat >= 0 else ""
        peek = list(view.peek)
        chosen = t.selected[0] if t.selected and any(d.id == t.selected[0] for d in peek) else None
        c.prompt = (_("The hand of {name}: take one card").format(name=owner),
                    _("Click a card, then keep it in your hand or build it at once (even a district your city already has).")
                    if chosen is None else _("The {district}: keep it or build it?").format(district=district_name(card(chosen).kind.name)))  # fmt: skip
        area = pygame.Rect(g.content.x, g.content.y + px(64), g.content.w, g.content.h - px(64) - px(58))
        for i, (rect, d) in enumerate(zip(row_rects(area, len(peek), px(14)), peek, strict=True)):
            keep = WizardTake(d.id)
            text_ = _("Choose the {district}.").format(district=district_name(d.kind.name))
            note = _("{cost} gold").format(cost=d.kind.cost) if WizardTake(d.id, True) in legal else ""
            item = CardItem(("peek", d.id), "district", d.kind.name, rect, Choice((keep,), text_, enabled=keep in legal, note=note),
                            partial(_select, t), lift=0.08, selected=d.id == chosen)  # fmt: skip
            c.items.append(item)
            if i < 9:
                c.digits[i + 1] = item.click
        row: list[RowButton] = []
        if chosen is None:
            why = _("Click a card first.")
            row.append(RowButton(lambda: _("Keep it"), lambda: None, "primary", lambda: _("Take the card into your hand."), why, ()))
            row.append(RowButton(lambda: _("Build it"), lambda: None, "secondary", lambda: _("Pay its cost and build it at once."), why, ()))
        else:
            keep, build = WizardTake(chosen), WizardTake(chosen, True)
            cost = card(chosen).kind.cost
            row.append(RowButton(lambda: _("Keep it"), lambda: t.act([keep]), "primary", lambda: _("Take the card into your hand."), "", (keep,)))
            why = "" if build in legal else _("It costs {cost} gold and you have {gold}.").format(cost=cost, gold=view.me().gold)
            row.append(RowButton(lambda: _("Build it ({cost} gold)").format(cost=cost), lambda: t.act([build]), "secondary",
                                 lambda: _("Pay its cost and build it at once: an extra build, even of a district your city already has."), why, (build,)))  # fmt: skip
        c.action_row(row)

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing a card from another player's hand…").format(name=name)


def _select(t: Table, item: CardItem) -> None:
    """A peeked card clicked: it becomes the chosen one (the controls rebuild on the change)."""
    t.selected[:] = [item.key[1]]
