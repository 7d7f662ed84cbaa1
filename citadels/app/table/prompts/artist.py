"""The Artist puts 1 of his gold on one or two districts of his city, at most one gold each
(RULES.md §6): the tiles of his city light up, he clicks one or two (digits 1–9 too) and confirms
(Enter). The gold then sits on the tiles everywhere a city is drawn."""

from __future__ import annotations

from functools import partial

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.dark_rules import beautify_action, beautify_choice, beautify_unusable
from citadels.app.table.items import CardItem
from citadels.app.table.prompts.base import Controls, Mode
from citadels.engine import Action, Beautify, PlayerView
from citadels.text.i18n import _, district_name, ngettext


def artist(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    acts = tuple(a for a in legal if isinstance(a, Beautify))
    return [RowButton(lambda: _("Beautify…"), lambda: c.table.set_mode("artist"), "secondary",
                      lambda: _("Put 1 of your gold on one or two districts of your city: each then costs and scores 1 more."),
                      beautify_unusable(view, legal, c.table.why_not), acts)]  # fmt: skip


class ArtistTarget(Mode):
    name = "artist"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        me = view.seat
        city = {d.id: d for d in view.me().city}
        chosen = [cid for cid in t.selected if cid in city][:2]
        if chosen:
            listed = ", ".join(district_name(city[cid].kind.name) for cid in chosen)
            line = ngettext("Chosen: {districts} ({count} gold). Click another district or confirm.",
                            "Chosen: {districts} ({count} gold). Confirm to put the gold on them.", len(chosen)).format(districts=listed, count=len(chosen))  # fmt: skip
        else:
            line = ngettext("Click one or two of your districts. You have {gold} gold.", "Click one or two of your districts. You have {gold} gold.",
                            view.me().gold).format(gold=view.me().gold)  # fmt: skip
        c.prompt = (_("Artist: which districts do you beautify?"), line)
        box = t.geo.seats[me]
        shown_city = t.shown.city[me]
        rects = box.tile_rects(len(shown_city), view.completion)
        digit = 1
        for district, rect in zip(shown_city, rects, strict=False):
            choice = beautify_choice(view, district, chosen, t.why_not)
            item = CardItem(("artist", me, district.id), "tile", district.kind.name, rect, choice, partial(_toggle, t),
                            selected=district.id in chosen, adorned=district.id in view.adorned, stored=t.shown.stored(district))  # fmt: skip
            c.items.append(item)
            if digit <= 9:
                if choice.enabled:
                    c.digits[digit] = item.click
                digit += 1
        action = beautify_action(chosen) if chosen else None
        if action is not None and action in legal:
            n = len(chosen)
            row = [RowButton(lambda: ngettext("Beautify (pay {count} gold)", "Beautify (pay {count} gold)", n).format(count=n),
                             lambda: t.act([action]), "primary", lambda: _("Put the gold on the chosen districts (Enter)."), "", (action,),
                             pygame.K_RETURN, "Enter")]  # fmt: skip
        else:
            row = [RowButton(lambda: _("Beautify"), lambda: None, "primary", lambda: _("Put the gold on the chosen districts (Enter)."),
                             _("Click one or two of your districts first."), ())]  # fmt: skip
        row.append(c.cancel_entry())
        c.action_row(row)


def _toggle(t: Table, item: CardItem) -> None:
    card_id = item.key[2]
    if card_id in t.selected:
        t.selected.remove(card_id)
    elif len(t.selected) < 2:
        t.selected.append(card_id)
