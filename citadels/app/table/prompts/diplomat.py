"""The Diplomat swaps a district of his city for one of another city, paying the owner the
difference when the district taken costs more (RULES.md §6). Like the Warlord's target, every city's
districts become tiles: click one of yours, then one of another city — each shows the price, the
impossible ones are dimmed with the reason — and confirm the swap (Enter)."""

from __future__ import annotations

from functools import partial

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.dark_rules import own_choice, rival_choice, swap_price, swap_unusable
from citadels.app.table.items import CardItem
from citadels.app.table.prompts.base import Controls, Mode
from citadels.engine import Action, DistrictCard, PlayerView, SwapDistricts
from citadels.text.i18n import _, district_name, ngettext


def diplomat(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    acts = tuple(a for a in legal if isinstance(a, SwapDistricts))
    return [RowButton(lambda: _("Swap districts…"), lambda: c.table.set_mode("diplomat"), "secondary",
                      lambda: _("Swap a district of your city for one of another city, paying the difference when yours costs less."),
                      swap_unusable(view, legal, c.table.why_not), acts)]  # fmt: skip


def _find(view: PlayerView, card_id: int) -> tuple[int, DistrictCard] | None:
    for p in view.table:
        for d in p.city:
            if d.id == card_id:
                return p.seat, d
    return None


class DiplomatSwapTarget(Mode):
    """t.selected: [] → [your district] → [your district, the other city's district]."""

    name = "diplomat"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        names = t.session.names
        me = view.seat
        mine = _find(view, t.selected[0]) if t.selected else None
        mine_card = mine[1] if mine is not None and mine[0] == me else None
        theirs = _find(view, t.selected[1]) if len(t.selected) > 1 and mine_card is not None else None
        action = (
            SwapDistricts(mine_card.id, theirs[0], theirs[1].id)
            if mine_card is not None and theirs is not None
            else None
        )
        gold = view.me().gold
        if mine_card is None:
            line = _("First click the district of your city you give. You have {gold} gold.").format(
                gold=gold
            )
        elif action is None or theirs is None:
            line = _("Now click the district you take in another city: the price shows on it.")
        else:
            price = swap_price(view, mine_card, theirs[0], theirs[1])
            line = (ngettext("Your {mine} for the {theirs} of {name}: you pay {name} {price} gold.",
                             "Your {mine} for the {theirs} of {name}: you pay {name} {price} gold.", price) if price
                    else _("Your {mine} for the {theirs} of {name}: nothing to pay.")).format(
                mine=district_name(mine_card.kind.name), theirs=district_name(theirs[1].kind.name), name=names[theirs[0]], price=price)  # fmt: skip
        c.prompt = (_("Diplomat: swap two districts"), line)
        completion = view.completion
        digit = 1
        for seat, box in t.geo.seats.items():
            city = t.shown.city[seat]
            rects = box.tile_rects(len(city), completion)
            for district, rect in zip(city, rects, strict=False):
                if seat == me:
                    chosen = mine_card is not None and district.id == mine_card.id
                    choice = own_choice(view, district, legal, chosen, t.why_not)
                    item = CardItem(("swap_mine", seat, district.id), "tile", district.kind.name, rect, choice, partial(_pick_mine, t), selected=chosen,
                                    adorned=district.id in view.adorned, stored=t.shown.stored(district))  # fmt: skip
                    if choice.enabled and digit <= 9:
                        c.digits[digit] = item.click
                        digit += 1
                else:
                    chosen = theirs is not None and district.id == theirs[1].id
                    choice = rival_choice(view, mine_card, seat, district, names, t.why_not)
                    item = CardItem(("swap_theirs", seat, district.id), "tile", district.kind.name, rect, choice, partial(_pick_theirs, t),
                                    selected=chosen, adorned=district.id in view.adorned, stored=t.shown.stored(district))  # fmt: skip
                c.items.append(item)
        if action is not None and action in legal:
            price = (
                swap_price(view, mine_card, theirs[0], theirs[1])
                if mine_card is not None and theirs is not None
                else 0
            )
            row = [RowButton(lambda: ngettext("Swap (pay {price} gold)", "Swap (pay {price} gold)", price).format(price=price) if price else _("Swap (free)"),
                             lambda: t.act([action]), "primary", lambda: _("Make the swap (Enter)."), "", (action,), pygame.K_RETURN, "Enter")]  # fmt: skip
        else:
            why = (
                _("Click one of your districts first.")
                if mine_card is None
                else _("Click a district of another city.")
            )
            row = [
                RowButton(
                    lambda: _("Swap"), lambda: None, "primary", lambda: _("Make the swap (Enter)."), why, ()
                )
            ]
        row.append(c.cancel_entry())
        c.action_row(row)


def _pick_mine(t: Table, item: CardItem) -> None:
    """One of the Diplomat's districts clicked: it is the one to give (clicked again: none)."""
    card_id = item.key[2]
    t.selected[:] = [] if t.selected[:1] == [card_id] else [card_id]


def _pick_theirs(t: Table, item: CardItem) -> None:
    """A district of another city clicked: it is the one to take (the price shows before Swap)."""
    if t.selected:
        card_id = item.key[2]
        t.selected[:] = [t.selected[0]] if t.selected[1:] == [card_id] else [t.selected[0], card_id]
