"""The Seer takes 1 random card from every other player holding cards, then gives each of them 1 card
of his choice (RULES.md §9.3): the button of the turn's row (`steps.ABILITIES`) and the decision that
follows (`Decision.GIVE_CARDS`). Each card clicked in his hand goes to the next player still owed one;
the prompt and the stage (district tiles, names readable on the low stage) show who receives what
before he confirms, and a chosen card clicked again is taken back. His hand is drawn only for him (the hot-seat hand-off)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from citadels.app import text
from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.layout import TILE_COL_MIN_W, tile_rows
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, HandOffer, Prompt
from citadels.engine import Action, DistrictCard, GiveCard, PlayerView, TakeRandomCards, Why, card
from citadels.text.i18n import _, district_name, ngettext

#: a tile of a card given, at scale 1 (`layout.tile_rows` narrows it for many players)
GIFT_TILE_W, GIFT_TILE_H = 170, 30


def take_random_cards_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Seer's row: take a random card from every other hand that holds one, naming whose."""
    t = c.table
    act = TakeRandomCards()
    names = [t.session.name(q.seat) for q in view.table if q.seat != view.seat and q.hand_size]
    count = len(names)
    why = ""
    if act not in legal:
        refusal = t.why_not(act)
        empty = refusal is not None and refusal.why is Why.NO_HANDS_TO_TAKE_FROM
        why = (
            _("Every other player's hand is empty.") if empty else _("You have used your ability this turn.")
        )
    tip = ngettext(
        "Take 1 random card from {names}, then give them 1 card of your choice.",
        "Take 1 random card from each of {names}, then give each of them 1 card of your choice.",
        count,
    ).format(names=", ".join(names))
    return [RowButton(lambda: ngettext("Take a card from {count} player", "Take a card from each of {count} players", count).format(count=count),
                      lambda: t.act([act]), "primary" if not why else "secondary", lambda: tip, why, (act,) if not why else ())]  # fmt: skip


def planned(view: PlayerView, selected: Sequence[int]) -> list[tuple[int, int]]:
    """(seat, card) for each player owed a card, in order, as far as cards have been chosen."""
    hand = {c.id for c in view.hand}
    cards = [cid for cid in selected if cid in hand]
    return list(zip(view.owed_a_card, cards, strict=False))


class GiveCards(Prompt):
    """Give one card of the hand to each player the Seer took one from (`Decision.GIVE_CARDS`)."""

    selects_hand_cards = True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        px = g.px
        names = t.session.names
        plan = planned(view, t.selected)
        owed = list(view.owed_a_card)
        lines = []
        for i, seat in enumerate(owed):
            if i < len(plan):
                lines.append(
                    _("{name} receives the {district}.").format(
                        name=names[seat], district=district_name(card(plan[i][1]).kind.name)
                    )
                )
            else:
                lines.append(_("{name}: click a card of your hand.").format(name=names[seat]))  # fmt: skip
        c.prompt = (_("Give each of them one card"), " ".join(lines))
        # many players owed a card (up to 7): the whole line has no room. The short one says first who
        # is next, then for whom the cards chosen so far are, in the tiles' order (a tile's own
        # caption is dropped when the stage is too low for it)
        chosen = [names[seat] for seat, _cid in plan]
        if len(plan) < len(owed):
            short = _("{name}: click a card of your hand.").format(name=names[owed[len(plan)]])
        else:
            short = ngettext(
                "{count} player has a card: give it, or click it to take it back.",
                "Each of the {count} players has a card: give them, or click one to take it back.",
                len(owed),
            ).format(count=len(owed))
        if chosen:
            short += " " + _("Chosen, in order: for {names}.").format(names=", ".join(chosen))
        c.prompt_short = short
        # the cards chosen so far, over the name of who receives each
        # as district tiles (the stage is low: a card there would be too small to read its name at
        # 1024×576), each over the name of who receives it; hovering shows the whole card
        area = g.under_prompt(px(50))  # its row of buttons stays clear
        font = g.fonts["small"]
        least = text.least_size() + 2  # a tile as low as this still writes its name at that size
        size = (px(GIFT_TILE_W), max(px(GIFT_TILE_H), least + 4))
        fit = {"least": least, "least_w": px(TILE_COL_MIN_W), "row_gap": px(4)}
        rects = tile_rows(area, len(owed), *size, px(16), below=font + px(4), **fit)
        captioned = not rects or (rects[0].h >= least and rects[0].w >= px(TILE_COL_MIN_W))
        if not captioned:  # many players on a low stage: readable tiles first; the tooltips say for whom
            rects = tile_rows(area, len(owed), *size, px(16), **fit)
        for rect, (seat, cid) in zip(rects, plan, strict=False):
            d = card(cid)
            tip = (
                _("For {name}.").format(name=names[seat])
                + " "
                + _("Click to take the {district} back.").format(district=district_name(d.kind.name))
            )
            c.items.append(CardItem(("gift", cid), "tile", d.kind.name, rect, Choice((GiveCard(seat, cid),), tip),
                                    _take_back(t, cid), lift=0.04, caption=_("For {name}").format(name=names[seat]) if captioned else "",
                                    caption_size=font))  # fmt: skip
        actions = tuple(GiveCard(seat, cid) for seat, cid in plan)
        ready = len(plan) == len(owed) and all(a in legal for a in actions)
        why = "" if ready else _("Click a card of your hand for each player first.")
        row = [RowButton(lambda: _("Give the cards"), lambda: t.act(list(actions)), "primary", lambda: " ".join(lines) + " (" + _("Enter") + ")",
                         why, actions if ready else (), pygame.K_RETURN, _("Enter")),
               RowButton(lambda: _("Start again"), lambda: t.selected.clear(), "secondary", lambda: _("Take back every card chosen."),
                         "" if plan else _("No card is chosen yet."), ())]  # fmt: skip
        c.action_row(row)

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card_: DistrictCard
    ) -> HandOffer | None:
        t = c.table
        plan = planned(view, t.selected)
        name = district_name(card_.kind.name)
        if any(cid == card_.id for _seat, cid in plan):
            return Choice(
                (), _("Click to take the {district} back.").format(district=name)
            ), t.toggle_selected
        if len(plan) >= len(view.owed_a_card):
            return Choice(
                (), _("Each player has a card: give them, or take one back."), enabled=False
            ), c.act_on
        seat = view.owed_a_card[len(plan)]
        text = _("Give the {district} to {name}.").format(district=name, name=t.session.name(seat))
        return Choice((GiveCard(seat, card_.id),), text), t.toggle_selected

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is giving a card to each player they took one from…").format(name=name)

    def handoff(self) -> str:
        return _("Give a card to each player you took one from: only you may see your hand.")


def _take_back(t: Table, cid: int) -> Callable[[CardItem], None]:
    def click(item: CardItem) -> None:
        if cid in t.selected:
            t.selected.remove(cid)

    return click
