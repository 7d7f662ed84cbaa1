"""The Magistrate (RULES.md §9.3): his seat's decision at a warranted character's first paid build
(placing his three warrants is `markers.WARRANTS`): the held district and two answers; on a plain
warrant "reveal" is dimmed with the engine's reason. Seen by anyone else, the pause says only who
decides (§9.3: it leaks nothing)."""

from __future__ import annotations

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.model import char_fields
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import (
    Action,
    Decision,
    KeepWarrantHidden,
    PlayerView,
    RevealWarrant,
    Why,
)
from citadels.text.i18n import _, district_name


class WarrantDecision(Prompt):
    """The Magistrate's seat at a warranted character's first paid build: reveal or not."""

    def announce(self, decision: Decision) -> bool:
        return True  # it comes in another player's turn

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        card = view.held_build
        name = district_name(card.kind.name) if card is not None else ""
        fields = char_fields(view, view.current_rank)
        builder = t.session.name(view.current_seat)
        signed = view.signed_warrant
        where = (_("Your signed warrant is on the {character}.").format(**char_fields(view, signed))
                 if signed else "")  # fmt: skip
        c.prompt = (_("{name} builds the {district} with the {character}: reveal your warrant?").format(
                        name=builder, district=name, **fields),
                    where)  # fmt: skip
        if card is not None:
            area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.px(110), g.content.h - g.px(66))
            rect = row_rects(area, 1, 0)[0]
            c.items.append(CardItem(("held", card.id), "district", card.kind.name, rect, None, None))
        reveal = RevealWarrant()
        why = "" if reveal in legal else self._why(t, view, name)
        tip = _("The {district} goes into your city for free; {name} gets {gold} gold back.").format(
            district=name, name=builder, gold=view.held_paid
        )
        c.action_row([
            RowButton(lambda: _("Reveal the signed warrant"), lambda: t.act([reveal]), "primary", lambda: tip, why, (reveal,)),
            RowButton(lambda: _("Leave it face down"), lambda: t.act([KeepWarrantHidden()]), "secondary",
                      lambda: _("The build goes on; your warrants stay face down."), "", (KeepWarrantHidden(),)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        c.number_buttons(c.buttons, enabled_only=True)

    @staticmethod
    def _why(t: Table, view: PlayerView, name: str) -> str:
        refusal = t.why_not(RevealWarrant())
        if refusal is not None and refusal.why is Why.DUPLICATE:
            return _("Your city already has the {district}.").format(district=name)
        return _("This warrant is not the signed one: it cannot take anything.")

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is deciding about the warrant…").format(name=name)

    def handoff(self) -> str:
        return _("A character with a warrant is building: you decide whether to reveal your warrant.")
