"""The 2016 box's builds paid otherwise (RULES.md §9.4) at the table: the Framework destroyed to build
a card of the hand, the Necropolis built by destroying a district of one's city, the Thieves' Den paid
with cards. Each is a button of the turn's row that opens its step; the step says what the build
costs (the gold, the cards, the district destroyed) before the player commits. The Factory's discount
is in the price a hand card's build states (`model.build_choice`)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice, has_district
from citadels.app.table.prompts import cardinal
from citadels.app.table.prompts.base import Controls, HandOffer, Mode
from citadels.app.table.prompts.twostep import chosen, select_then_act
from citadels.engine import Action, DistrictCard, PlayerView, card
from citadels.engine.actions import BuildByDestroying, BuildWithCards, BuildWithLoan
from citadels.engine.uniques import BUILT_BY_DESTROYING, DESTROYED_TO_BUILD, PAID_WITH_CARDS, build_price
from citadels.text.i18n import _, district_name, ngettext


def buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The turn row's buttons of the Framework (in the city), the Necropolis and the Thieves' Den (in
    the hand), each opening its step; dimmed with the reason when it cannot be used now."""
    t = c.table
    me = view.me()
    row: list[RowButton] = []
    unpaid = [a for a in legal if isinstance(a, BuildByDestroying)]
    if has_district(me.city, DESTROYED_TO_BUILD.name):
        acts = tuple(
            a
            for a in unpaid
            if card(a.destroyed).kind is DESTROYED_TO_BUILD and card(a.card).kind is not BUILT_BY_DESTROYING
        )
        row.append(RowButton(lambda: _("Framework…"), lambda: t.set_mode("framework"), "secondary",
                             lambda: _("Destroy the Framework instead of paying for a district of your hand."),
                             "" if acts else _cannot_build(view), acts))  # fmt: skip
    if any(c_.kind is BUILT_BY_DESTROYING for c_ in view.hand):
        acts = tuple(a for a in unpaid if card(a.card).kind is BUILT_BY_DESTROYING)
        why = (
            ""
            if acts
            else (_("Your city has no district to destroy.") if not me.city else _cannot_build(view))
        )
        row.append(RowButton(lambda: _("Necropolis…"), lambda: t.set_mode("necropolis"), "secondary",
                             lambda: _("Build the Necropolis by destroying one of your districts instead of paying."),
                             why, acts))  # fmt: skip
    if any(c_.kind is PAID_WITH_CARDS for c_ in view.hand):
        # the Cardinal's builds paying cards into it and borrowing the rest are offered here too (§9.13, 6)
        payments = tuple(a for a in legal if isinstance(a, BuildWithCards | BuildWithLoan) and card(a.card).kind
                         is PAID_WITH_CARDS and (not isinstance(a, BuildWithLoan) or a.den))  # fmt: skip
        why = "" if payments else (_cannot_build(view) if view.builds_left <= 0 else
                               _("Your hand and purse together do not cover the Thieves' Den."))  # fmt: skip
        row.append(RowButton(lambda: _("Thieves' Den…"), lambda: t.set_mode("den"), "secondary",
                             lambda: _("Build the Thieves' Den paying part of its cost with cards, 1 card for 1 gold."),
                             why, payments))  # fmt: skip
    return row


def _cannot_build(view: PlayerView) -> str:
    if view.builds_left <= 0:
        return _("You have built this turn.")
    return _("No district of your hand can be built this way.")


class FrameworkBuild(Mode):
    """Click a card of the hand: the Framework is destroyed and the card built without paying."""

    name = "framework"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        c.prompt = (
            _("Framework: choose a district to build"),
            _("The Framework is destroyed (to the bottom of the deck) instead of paying its cost."),
        )
        c.action_row([c.cancel_entry()])

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card_: DistrictCard
    ) -> HandOffer | None:
        framework = next((d for d in view.me().city if d.kind is DESTROYED_TO_BUILD), None)
        if framework is None:
            return None
        act = BuildByDestroying(card_.id, framework.id)
        name = district_name(card_.kind.name)
        if act not in legal:
            return Choice(
                (), _("The {district} cannot be built now.").format(district=name), enabled=False
            ), c.act_on
        saved = build_price(card_.kind, {d.kind for d in view.me().city})
        return Choice((act,), _("Destroy the Framework and build the {district} without paying its {cost} gold.").format(
            district=name, cost=saved)), c.act_on  # fmt: skip


class NecropolisBuild(Mode):
    """The districts of the player's city become tiles: one is selected, then confirmed; it is
    destroyed and the Necropolis built without paying."""

    name = "necropolis"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        necropolis = next((d for d in view.hand if d.kind is BUILT_BY_DESTROYING), None)
        box = t.geo.seats[view.seat]
        city = t.shown.city[view.seat]
        tiles: list[tuple[DistrictCard, Choice, CardItem]] = []
        for district, rect in zip(city, box.tile_rects(len(city), view.completion), strict=False):
            act = BuildByDestroying(necropolis.id, district.id) if necropolis is not None else None
            name = district_name(district.kind.name)
            choice = (
                Choice((act,), _("Destroy your {district} to build the Necropolis.").format(district=name))
                if act is not None and act in legal
                else Choice((), _("The Necropolis cannot be built now."), enabled=False)
            )
            item = CardItem(("necropolis", view.seat, district.id), "tile", district.kind.name, rect, choice,
                            select_then_act(t, district.id), adorned=district.id in view.adorned, stored=t.shown.stored(district))  # fmt: skip
            tiles.append((district, choice, item))
        picked = chosen(t, [d.id for d, choice, _item in tiles if choice.enabled])
        target = next(((d, choice) for d, choice, _item in tiles if d.id == picked), None)
        if target is None:
            c.prompt = (
                _("Necropolis: choose one of your districts to destroy"),
                _("It goes to the bottom of the deck and the Necropolis is built without paying."),
            )
        else:
            c.prompt = (
                _("Destroy your {district} to build the Necropolis?").format(
                    district=district_name(target[0].kind.name)
                ),
                _("Click it again or press Enter to confirm."),
            )
        for d, _choice, item in tiles:
            item.selected = d.id == picked
            c.items.append(item)
        if target is not None:
            actions = target[1].actions
            row = [RowButton(lambda: _("Build the Necropolis"), lambda: t.act(list(actions)), "primary",
                             lambda: target[1].reason + " (" + _("Enter") + ")", "", actions, pygame.K_RETURN, _("Enter"))]  # fmt: skip
        else:
            row = [RowButton(lambda: _("Build the Necropolis"), lambda: None, "primary", None,
                             _("Click one of your districts first."), ())]  # fmt: skip
        row.append(c.cancel_entry())
        c.action_row(row)


def den_payment(view: PlayerView, selected: Sequence[int]) -> BuildWithCards | None:
    """The Thieves' Den paid with the cards selected in the hand, named as the engine lists it: copies
    of one district are interchangeable, so the lowest ids of each are paid, in ascending order."""
    den = next((d for d in view.hand if d.kind is PAID_WITH_CARDS), None)
    if den is None or not selected:
        return None
    return BuildWithCards(
        den.id, cardinal.lowest_copies(view.hand, [i for i in selected if i != den.id], (den.id,))
    )


def _cardinal_borrows(legal: Sequence[Action], paid: BuildWithCards) -> tuple[BuildWithLoan, ...]:
    """The Cardinal's builds of the Den paying the cards of `paid` into it and borrowing the rest."""
    return tuple(
        a for a in legal if isinstance(a, BuildWithLoan) and a.card == paid.card and a.den == paid.cards
    )


def _borrow(t: Table, paid: BuildWithCards) -> None:
    """To the Cardinal's step, the Den and the cards paid into it chosen: the lender comes next."""
    t.set_mode("loan")
    t.selected[:] = [paid.card, *(cardinal.DEN + i for i in paid.cards), cardinal.DEN_DONE]


class DenPayment(Mode):
    """The player selects the cards to pay with; the prompt and the button say the gold still owed."""

    name = "den"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        me = view.me()
        den = next((d for d in view.hand if d.kind is PAID_WITH_CARDS), None)
        price = build_price(den.kind, {d.kind for d in me.city}) if den is not None else 0
        selected = [i for i in t.selected if den is None or i != den.id]
        n = len(selected)
        gold = max(0, price - n)
        c.prompt = (
            _("Thieves' Den: choose the cards to pay with"),
            _("It costs {price}: each card pays 1 gold. You have {gold} gold.").format(price=price, gold=me.gold)
            if n == 0 else
            ngettext("{count} card selected: you pay {gold} gold besides.",
                     "{count} cards selected: you pay {gold} gold besides.", n).format(count=n, gold=gold),
        )  # fmt: skip
        action = den_payment(view, selected)
        if action is None:
            why = _("Select at least one card in your hand.")
        elif n > price:
            why = _("The Thieves' Den costs {price}: select at most {price} cards.").format(price=price)
        elif gold > me.gold:
            why = _("You still owe {gold} gold and have {have}.").format(gold=gold, have=me.gold)
        elif t.why_not(action) is not None:
            why = _("The Thieves' Den cannot be built now.")
        else:
            why = ""
        actions = (action,) if action is not None and not why else ()
        label = ngettext("Pay {count} card and {gold} gold", "Pay {count} cards and {gold} gold", max(1, n)).format(
            count=max(1, n), gold=gold)  # fmt: skip
        row = [
            RowButton(label, lambda: t.act(list(actions)), "primary",
                      lambda: _("Build the Thieves' Den: the selected cards go face down to the bottom of the deck."), why, actions),
        ]  # fmt: skip
        borrow = _cardinal_borrows(legal, action) if action is not None and gold > me.gold else ()
        if borrow and action is not None:  # the Cardinal: the rest from another player (RULES.md §9.13, 6)
            missing = gold - me.gold
            row.append(RowButton(ngettext("Take {count} gold from a player…", "Take {count} gold from a player…", missing).format(count=missing),
                                 partial(_borrow, t, action), "primary",
                                 lambda: _("Cardinal: pay these cards into the Den and all your gold, and take the gold still missing from one player, who gets one card per gold."),
                                 "", borrow))  # fmt: skip
        row.append(c.cancel_entry())
        c.action_row(row)

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card_: DistrictCard
    ) -> HandOffer | None:
        if card_.kind is PAID_WITH_CARDS:
            return Choice((), _("The Thieves' Den cannot pay for itself."), enabled=False), c.act_on
        text_ = _("Select the {district} to pay 1 gold of the Thieves' Den with it.").format(
            district=district_name(card_.kind.name)
        )
        return Choice((), text_), c.table.toggle_selected  # the button below plays the selection
