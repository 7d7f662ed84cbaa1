"""The Wizard looks at another player's hand and takes one card: into his hand, or built at once
(an extra build that may duplicate a district of his city; RULES.md §6). The peeked hand is shown as
cards — only to the Wizard's seat, after the hot-seat hand-off — click one, then Keep or Build."""

from __future__ import annotations

from functools import partial

import pygame

from citadels.app import text
from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem, title_caption
from citadels.app.table.layout import Geo, row_rects
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, PlayerView, TakeFromHand, card
from citadels.text.i18n import _, district_name


class PeekedHandPick(Prompt):
    """The Wizard takes a card from the hand he looked at (`Decision.TAKE_FROM_HAND`): keep it or build it."""

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
        # the cards span the stage (the deck hidden, as for the draft) up to the hand's size, Keep and
        # Build stacked in a column of their own at the right: the names read without hovering
        row = _buttons(t, view, legal, chosen)
        bh, gap = px(36), px(10)
        size = max(10, int(bh * 0.42))  # the buttons' label size (widgets.Button)
        # as wide as the widest label any card could give: choosing a card never moves the cards
        labels = [
            _("Keep it"),
            _("Build it"),
            *(_("Build it ({cost} gold)").format(cost=d.kind.cost) for d in peek),
        ]
        col_w = max(px(130), *(text.text_size(label, size, bold=True)[0] + px(34) for label in labels))
        c.wide = True
        space = px(24)  # between the cards and the buttons
        rects, captions = _row(g, [d.kind.name for d in peek], col_w + space)
        # a short row and its buttons centred together, not the cards alone with the buttons far right
        area = g.picker_area(with_caption=False)
        span = (rects[-1].right - rects[0].x) if rects else 0
        left = area.x + (area.w - (span + space + col_w)) // 2
        rects = [r.move(left - rects[0].x, 0) for r in rects]
        col_x = left + span + space
        for i, (rect, d, caption) in enumerate(zip(rects, peek, captions, strict=True)):
            keep = TakeFromHand(d.id)
            text_ = _("Choose the {district}.").format(district=district_name(d.kind.name))
            note = _("{cost} gold").format(cost=d.kind.cost) if TakeFromHand(d.id, True) in legal else ""
            item = CardItem(("peek", d.id), "district", d.kind.name, rect, Choice((keep,), text_, enabled=keep in legal, note=note),
                            partial(_select, t), lift=0.08, selected=d.id == chosen, caption="\n".join(caption),
                            caption_size=g.fonts["tiny"], caption_inside=True)  # fmt: skip
            c.items.append(item)
            if i < 9:
                c.digits[i + 1] = item.click
        y = area.centery - (len(row) * bh + (len(row) - 1) * gap) // 2
        for entry in row:
            c.button(entry.label, entry.on_click, pygame.Rect(col_x, y, col_w, bh), style=entry.style,
                     tooltip=entry.tooltip, disabled=entry.disabled, actions=entry.actions)  # fmt: skip
            y += bh + gap

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing a card from another player's hand…").format(name=name)


def _row(g: Geo, names: list[str], column: int) -> tuple[list[pygame.Rect], list[list[str]]]:
    """The peeked cards in a row left of the buttons' `column`, each with its name written across its
    picture when the card is too small to show it readably on its ribbon (the stage is low with 8
    players: a caption under the cards would halve them)."""
    gap = g.px(10)
    area = g.picker_area(with_caption=False)
    rects = row_rects(pygame.Rect(area.x, area.y, area.w - column, area.h), len(names), gap, max_h=g.card_h)
    font = g.fonts["tiny"]
    captions = [
        title_caption("district", n, r.size, r.w - 4, font) for n, r in zip(names, rects, strict=True)
    ]
    if any(
        text.text_size(line, font)[0] > r.w + gap - 2
        for cap, r in zip(captions, rects, strict=True)
        for line in cap
    ):
        return rects, [
            [] for _n in names
        ]  # a long hand: names would run into each other; the preview names each card
    return rects, captions


def _buttons(t: Table, view: PlayerView, legal: list[Action], chosen: int | None) -> list[RowButton]:
    """Keep it / Build it: waiting for a card until one is chosen."""
    row: list[RowButton] = []
    if chosen is None:
        why = _("Click a card first.")
        row.append(
            RowButton(
                lambda: _("Keep it"),
                lambda: None,
                "primary",
                lambda: _("Take the card into your hand."),
                why,
                (),
            )
        )
        row.append(
            RowButton(
                lambda: _("Build it"),
                lambda: None,
                "secondary",
                lambda: _("Pay its cost and build it at once."),
                why,
                (),
            )
        )
    else:
        keep, build = TakeFromHand(chosen), TakeFromHand(chosen, True)
        cost = card(chosen).kind.cost
        row.append(
            RowButton(
                lambda: _("Keep it"),
                lambda: t.act([keep]),
                "primary",
                lambda: _("Take the card into your hand."),
                "",
                (keep,),
            )
        )
        refused = t.why_not(build)  # the engine's price and purse; the card's own when it says less
        price = (
            (refused.cost, refused.gold) if refused is not None and refused.cost else (cost, view.me().gold)
        )
        why = (
            ""
            if refused is None
            else _("It costs {cost} gold and you have {gold}.").format(cost=price[0], gold=price[1])
        )
        row.append(RowButton(lambda: _("Build it ({cost} gold)").format(cost=cost), lambda: t.act([build]), "secondary",
                 lambda: _("Pay its cost and build it at once: an extra build, even of a district your city already has."), why, (build,)))  # fmt: skip
    return row


def _select(t: Table, item: CardItem) -> None:
    """A peeked card clicked: it becomes the chosen one (the controls rebuild on the change)."""
    t.selected[:] = [item.key[1]]
