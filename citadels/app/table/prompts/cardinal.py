"""The Cardinal builds a district he cannot afford with another player's gold (RULES.md §9.3): all his
own gold, the missing gold from one player who holds it, and one card of his choice per gold given
to that player. Three clicks, then a confirmation that says the whole price before he commits: the
district (a glowing card of his hand), the player who gives the gold (a button per player able to),
then the cards given (hand cards, toggled). For a Thieves' Den he may first pay cards into it (hand
cards, toggled, then Continue): the gold missing is counted after them (§9.13, 6).

`t.selected` holds the choice so far: hand card ids (the district first, then the cards given), the
lender as `LENDER + seat`, the cards paid into the Den as `DEN + id` and, once they are chosen,
`DEN_DONE`. Copies of a district are interchangeable: a choice is matched to the legal build named
with the lowest copies of each district, as the engine lists it (`lowest_copies`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import partial

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, HandOffer, Mode
from citadels.engine import CARDS, Action, BuildWithLoan, DistrictCard, PlayerView
from citadels.engine.uniques import build_price
from citadels.text.i18n import _, district_name, ngettext

#: a seat in `t.selected` is stored as this plus the seat (card ids are below it)
LENDER = 1000
#: a card paid into the Thieves' Den is stored as this plus its id
DEN = 2000
#: the cards paid into the Den are chosen (none, or those stored as `DEN` + id)
DEN_DONE = 3000


def loan_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Cardinal's row (steps.ABILITIES): Build with another's gold…, which opens the `loan` step."""
    acts = tuple(a for a in legal if isinstance(a, BuildWithLoan))
    if acts:
        why = ""
    elif view.ability_used:
        why = _("You have used your ability this turn.")
    elif view.builds_left <= 0:
        why = _("You cannot build any more districts this turn.")
    else:
        why = _(
            "No district to build that way: it must cost more than your gold, another player must hold the "
            "missing gold, and you need one other card in hand per gold missing."
        )
    return [RowButton(lambda: _("Build with another's gold…"), lambda: c.table.set_mode("loan"), "secondary",
                      lambda: _("Build a district you cannot afford: pay all your gold, take the rest from one player and give them one card per gold taken."),
                      why, acts)]  # fmt: skip


class LoanChoice:
    """What the Cardinal has chosen so far in `t.selected`, checked against the legal builds. The
    cards chosen for the Den and to give are matched to the legal builds as the engine names them: the
    lowest copies of each district (`lowest_copies`), so the match is an equality."""

    def __init__(self, t: Table, view: PlayerView, legal: Sequence[Action]) -> None:
        self.options = [a for a in legal if isinstance(a, BuildWithLoan)]
        self.hand = view.hand
        cards = [k for k in t.selected if k < LENDER]
        lenders = [k - LENDER for k in t.selected if LENDER <= k < DEN]
        self.den = [k - DEN for k in t.selected if DEN <= k < DEN_DONE]
        offered = {a.card for a in self.options}
        self.district: int | None = cards[0] if cards and cards[0] in offered else None
        self.missing = 0
        self.shortfall = 0  # the gold he lacks before any card paid into the Den
        self.den_step = False  # choosing the cards paid into the Thieves' Den
        self.den_builds: list[BuildWithLoan] = []  # the builds of the district with cards into the Den
        self.here: list[BuildWithLoan] = []  # the builds that match the district and the Den's cards
        self.lenders: list[int] = []
        self.lender: int | None = None
        self.given: list[int] = []
        self.den_ids: tuple[int, ...] = ()  # the cards chosen for the Den, as the engine names them
        if self.district is None:
            return
        self.shortfall = missing_gold(view, CARDS[self.district])
        of_district = [a for a in self.options if a.card == self.district]
        self.den_builds = [a for a in of_district if a.den]
        self.den_ids = lowest_copies(view.hand, self.den, (self.district,))
        self.here = [a for a in of_district if a.den == self.den_ids]
        if self.den_builds and DEN_DONE not in t.selected:
            self.den_step = True
            return
        self.missing = self.shortfall - len(self.den)
        self.lenders = sorted({a.lender for a in self.here})
        if lenders and lenders[0] in self.lenders:
            self.lender = lenders[0]
            self.given = cards[1 : 1 + self.missing]

    def den_allowed(self) -> bool:
        """Whether the cards chosen for the Den (maybe none) leave a build with another's gold."""
        return bool(self.here)

    def action(self) -> BuildWithLoan | None:
        """The build chosen, once the district, the lender and every card given are."""
        if self.district is None or self.lender is None or len(self.given) != self.missing:
            return None
        given = (
            lowest_copies(self.hand, self.given, (self.district, *self.den_ids))
            if self.den
            else tuple(sorted(self.given))
        )
        a = BuildWithLoan(self.district, self.lender, given, self.den_ids)
        return a if a in self.here else None


def lowest_copies(
    hand: Sequence[DistrictCard], chosen: Sequence[int], besides: Sequence[int] = ()
) -> tuple[int, ...]:
    """The cards `chosen` (ids of `hand`) named as the engine lists a choice of cards that copies of a
    district leave interchangeable (`payments.kind_combinations`): for each district chosen, its lowest
    copies in `hand` but the cards `besides`, in ascending order."""
    wanted = Counter(CARDS[i].kind for i in chosen)
    ids: list[int] = []
    for d in sorted(hand, key=lambda x: x.id):
        if wanted[d.kind] > 0 and d.id not in besides:
            wanted[d.kind] -= 1
            ids.append(d.id)
    return tuple(ids)


_memo: tuple[PlayerView, Sequence[Action], tuple[int, ...], LoanChoice] | None = None


def loan_choice(t: Table, view: PlayerView, legal: Sequence[Action]) -> LoanChoice:
    """`LoanChoice(t, view, legal)`, worked out once per rebuild of the controls: the step's `build`
    and every hand card's `hand_card` ask for it with the same view, legal list and selection."""
    global _memo
    key = tuple(t.selected)
    if _memo is None or _memo[0] is not view or _memo[1] is not legal or _memo[2] != key:
        _memo = (view, legal, key, LoanChoice(t, view, legal))
    return _memo[3]


class LoanBuild(Mode):
    """The Cardinal's build with another player's gold: the district, for a Thieves' Den the cards paid
    into it (maybe none), the lender, the cards given, then the price said and confirmed."""

    name = "loan"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        names = t.session.names
        me = view.me()
        got = loan_choice(t, view, legal)
        row: list[RowButton] = []
        if got.district is None:
            c.prompt = (
                _("Cardinal: which district do you build with another player's gold?"),
                _("You have {gold} gold. Glowing cards of your hand can be built that way.").format(
                    gold=me.gold
                ),
            )
        elif got.den_step:
            _den_step(c, view, got, row)
        elif got.lender is None:
            district = district_name(CARDS[got.district].kind.name)
            c.prompt = (
                ngettext(
                    "The {district} needs {count} gold more: who gives it?",
                    "The {district} needs {count} gold more: who gives it?",
                    got.missing,
                ).format(district=district, count=got.missing),
                _(
                    "Only a player holding all the missing gold can give it. Click the card again to choose another."
                )
                if not got.den
                else ngettext(
                    "After {count} card paid into it. Only a player holding all the missing gold can give it.",
                    "After {count} cards paid into it. Only a player holding all the missing gold can give it.",
                    len(got.den),
                ).format(count=len(got.den)),
            )
            for seat in got.lenders:
                label = _("{name} ({gold} gold)").format(name=names[seat], gold=view.table[seat].gold)
                tip = ngettext(
                    "Take {count} gold from {name}, who gets {count} card of your choice.",
                    "Take {count} gold from {name}, who gets {count} cards of your choice.",
                    got.missing,
                ).format(count=got.missing, name=names[seat])
                row.append(
                    RowButton(label, partial(_choose_lender, t, seat), "primary", partial(str, tip), "", ())
                )
        else:
            action = got.action()
            lender = names[got.lender]
            district = district_name(CARDS[got.district].kind.name)
            if action is None:
                c.prompt = (
                    ngettext(
                        "Choose {count} card to give {name} for the gold",
                        "Choose {count} cards to give {name} for the gold",
                        got.missing,
                    ).format(count=got.missing, name=lender),
                    _("Chosen: {chosen} of {count}. Click cards of your hand to give or keep them.").format(
                        chosen=len(got.given), count=got.missing
                    ),
                )
            else:
                cards = ", ".join(district_name(CARDS[k].kind.name) for k in action.given)
                if action.den:  # the cards given on the second line: the first one is long enough
                    c.prompt = (
                        ngettext(
                            "Build the {district} with {den} card paid into it, your {own} gold and {count} gold "
                            "of {name}?",
                            "Build the {district} with {den} cards paid into it, your {own} gold and {count} gold "
                            "of {name}?",
                            len(action.den),
                        ).format(
                            district=district,
                            den=len(action.den),
                            own=me.gold,
                            count=got.missing,
                            name=lender,
                        ),
                        _("{name} gets: {cards}. Press Enter or Build to confirm.").format(
                            name=lender, cards=cards
                        ),
                    )
                else:
                    c.prompt = (
                        _(
                            "Build the {district} with your {own} gold and {count} gold of {name}, who gets: {cards}?"
                        ).format(district=district, own=me.gold, count=got.missing, name=lender, cards=cards),
                        _("Press Enter or Build to confirm."),
                    )
                row.append(RowButton(lambda: _("Build"), partial(t.act, [action]), "primary",
                                     partial(str, _("Build it paying this price (Enter).")), "", (action,),
                                     pygame.K_RETURN, _("Enter")))  # fmt: skip
            row.append(RowButton(lambda: _("Other player"), partial(_choose_lender, t, None), "secondary",
                                 lambda: _("Choose another player to give the gold."), "", ()))  # fmt: skip
        row.append(c.cancel_entry())
        c.action_row(row)

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        t = c.table
        got = loan_choice(t, view, legal)
        name = district_name(card.kind.name)
        if got.district is None:
            acts = tuple(a for a in got.options if a.card == card.id)
            if acts:
                missing = missing_gold(view, card)
                if any(a.den for a in acts):
                    text = ngettext(
                        "Build the {district}: {count} gold missing, paid with cards into it or taken from one "
                        "player for cards (one card per gold).",
                        "Build the {district}: {count} gold missing, paid with cards into it or taken from one "
                        "player for cards (one card per gold).",
                        missing,
                    ).format(district=name, count=missing)
                else:
                    text = ngettext(
                        "Build the {district}: {count} gold missing, taken from one player for {count} card.",
                        "Build the {district}: {count} gold missing, taken from one player for {count} cards.",
                        missing,
                    ).format(district=name, count=missing)
                return Choice(acts, text), partial(_select, t, [card.id])
            return Choice((), _unusable(view, card), enabled=False), _ignore
        if card.id == got.district:
            tip = _("The district to build: click to choose another.")
            return Choice((), tip, note=_("Build")), partial(_select, t, [])
        if got.den_step:
            if card.id in got.den:
                tip = _("Keep the {district} instead.").format(district=name)
                return Choice((), tip, note=_("Den")), partial(_toggle, t, DEN + card.id)
            if len(got.den) + 1 >= got.shortfall:
                return Choice(
                    (), _("Enough cards are chosen: click one to keep it instead."), enabled=False
                ), _ignore
            tip = _("Pay the {district} into the Thieves' Den: 1 gold less to take.").format(district=name)
            return Choice((), tip), partial(_toggle, t, DEN + card.id)
        if card.id in got.den:
            tip = _("Paid into the Thieves' Den. Click the Thieves' Den to choose again.")
            return Choice((), tip, note=_("Den"), enabled=False), _ignore
        if got.lender is None:
            return Choice((), _("Choose who gives the gold first."), enabled=False), _ignore
        if card.id in got.given:
            tip = _("Keep the {district} instead.").format(district=name)
            return Choice((), tip, note=_("Give")), partial(_toggle, t, card.id)
        if len(got.given) >= got.missing:
            return Choice(
                (), _("Enough cards are chosen: click one to keep it instead."), enabled=False
            ), _ignore
        return Choice((), _("Give the {district}.").format(district=name)), partial(_toggle, t, card.id)


def _den_step(c: Controls, view: PlayerView, got: LoanChoice, row: list[RowButton]) -> None:
    """The Thieves' Den: the cards paid into it first (maybe none), then Continue (RULES.md §9.13, 6)."""
    t = c.table
    n = len(got.den)
    left = got.shortfall - n
    c.prompt = (
        _("Thieves' Den: choose the cards to pay into it, then Continue"),
        ngettext(
            "{count} card paid into it: {gold} gold still missing, to take from one player for as many cards.",
            "{count} cards paid into it: {gold} gold still missing, to take from one player for as many cards.",
            n,
        ).format(count=n, gold=left),
    )
    if got.den_allowed():
        why = ""
    else:  # never too few cards: the step opens only with a card per gold missing (`abilities._legal_cardinal`)
        why = ngettext(
            "No other player has the {count} gold missing.",
            "No other player has the {count} gold missing.",
            left,
        ).format(count=left)
    acts = (
        tuple(got.den_builds) if n else tuple(a for a in got.options if a.card == got.district and not a.den)
    )
    row.append(RowButton(lambda: _("Continue"), partial(_den_done, t), "primary",
                         lambda: _("Choose who gives the gold still missing."), why, acts if not why else ()))  # fmt: skip


def _den_done(t: Table) -> None:
    t.selected.append(DEN_DONE)


def missing_gold(view: PlayerView, card: DistrictCard) -> int:
    """The gold the Cardinal lacks for `card`: its price after the Factory's discount (RULES.md §9.3:
    the shortfall is counted after every discount) less his gold, as the engine counts it."""
    me = view.me()
    return build_price(card.kind, {d.kind for d in me.city}) - me.gold


def _unusable(view: PlayerView, card: DistrictCard) -> str:
    """Why a card of the hand cannot be built with another player's gold (from the view)."""
    me = view.me()
    missing = missing_gold(view, card)
    name = district_name(card.kind.name)
    if any(d.kind is card.kind for d in me.city):
        return _("Your city already has a {district}.").format(district=name)
    if missing <= 0:
        return _("You can pay for the {district} yourself.").format(district=name)
    if len(view.hand) - 1 < missing:
        return ngettext(
            "{count} gold is missing: you need {count} other card to give for it.",
            "{count} gold is missing: you need {count} other cards to give for it.",
            missing,
        ).format(count=missing)
    return ngettext(
        "No other player has the {count} gold missing.",
        "No other player has the {count} gold missing.",
        missing,
    ).format(count=missing)


def _select(t: Table, keys: list[int], item: CardItem) -> None:
    t.selected[:] = keys


def _choose_lender(t: Table, seat: int | None) -> None:
    cards = [k for k in t.selected if k < LENDER][:1]  # a new lender: the cards given are chosen again
    den = [k for k in t.selected if k >= DEN]  # the cards paid into the Den stay chosen
    t.selected[:] = cards + den + ([LENDER + seat] if seat is not None else [])


def _toggle(t: Table, card_id: int, item: CardItem) -> None:
    if card_id in t.selected:
        t.selected.remove(card_id)
    else:
        t.selected.append(card_id)


def _ignore(item: CardItem) -> None:
    """A dimmed card's click: nothing (its tooltip says why)."""
