"""The abilities of the classic characters inside their turn: the buttons in the turn's row and the
steps they open (a character to murder or rob, a hand to swap, cards to exchange, a district to
destroy). Their entries are in `steps.ABILITIES` and `steps.MODES`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice, WhyNot, destroy_choice, murder_choice, rob_choice
from citadels.app.table.prompts.base import Controls, HandOffer, Mode
from citadels.app.table.prompts.twostep import name_a_character, pick_a_district
from citadels.engine import (
    Action,
    Destroy,
    DistrictCard,
    ExchangeCard,
    FinishExchange,
    Murder,
    PlayerView,
    Rob,
    SwapHands,
)
from citadels.text.i18n import _, district_name, ngettext


def murder_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Assassin's row (steps.ABILITIES): Murder…, which opens the `murder` step."""
    acts = tuple(a for a in legal if isinstance(a, Murder))
    return [RowButton(lambda: _("Murder…"), lambda: c.table.set_mode("murder"), "danger", lambda: _("Name a character: its holder loses the turn."),
                      "" if acts else _("You have used your ability this turn."), acts)]  # fmt: skip


def rob_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Thief's row: Rob…, which opens the `rob` step."""
    acts = tuple(a for a in legal if isinstance(a, Rob))
    return [RowButton(lambda: _("Rob…"), lambda: c.table.set_mode("rob"), "danger", lambda: _("Name a character: you take its gold when it is revealed."),
                      "" if acts else _("You have used your ability this turn."), acts)]  # fmt: skip


def swap_or_exchange_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Magician's row: swap hands with a player, or exchange cards with the deck."""
    swaps = tuple(a for a in legal if isinstance(a, SwapHands))
    exch = tuple(a for a in legal if isinstance(a, ExchangeCard))
    used = _("You have used your ability this turn.")
    return [
        RowButton(lambda: _("Swap hands…"), lambda: c.table.set_mode("swap"), "secondary", lambda: _("Swap your whole hand with another player's."),
                  "" if swaps else used, swaps),
        RowButton(lambda: _("Exchange cards…"), lambda: c.table.set_mode("exchange"), "secondary",
                  lambda: _("Discard any number of cards to the bottom of the deck and draw as many."),
                  "" if exch else (used if view.ability_used else _("Your hand is empty.")), exch),
    ]  # fmt: skip


def destroy_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Warlord's row: Destroy…, which opens the `destroy` step."""
    acts = tuple(a for a in legal if isinstance(a, Destroy))
    if view.ability_used:
        why = _("You have used your ability this turn.")
    elif not acts:
        why = _("No district can be destroyed: none you can afford, or every city is protected.")
    else:
        why = ""
    return [
        RowButton(
            lambda: _("Destroy…"),
            lambda: c.table.set_mode("destroy"),
            "danger",
            lambda: _("Destroy a district: pay its cost minus 1."),
            why,
            acts,
        )
    ]


# ------------------------------------------------------------------------------------------------
# The steps the abilities open
# ------------------------------------------------------------------------------------------------


class CharacterTarget(Mode):
    """A row of the character cards 1–9 to name one: selected, then confirmed (twostep.py)."""

    wide = True

    def title(self) -> tuple[str, str]:
        raise NotImplementedError

    def question(self) -> str:
        """Asked once a character is selected ("Murder the {character}?")."""
        raise NotImplementedError

    def choice(self, view: PlayerView, rank: int, why: WhyNot) -> Choice:
        raise NotImplementedError

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        why = c.table.why_not
        name_a_character(
            c,
            view,
            legal,
            key=self.name,
            title=self.title(),
            choice=lambda view, rank, _legal: self.choice(view, rank, why),
            question=self.question(),
            cancel=True,
        )


class MurderTarget(CharacterTarget):
    name = "murder"

    def title(self) -> tuple[str, str]:
        return _("Whom do you murder?"), _("Its holder stays silent and loses the whole turn.")

    def question(self) -> str:
        return _("Murder the {character}?")

    def choice(self, view: PlayerView, rank: int, why: WhyNot) -> Choice:
        return murder_choice(view, rank, why)


class RobTarget(CharacterTarget):
    name = "rob"

    def title(self) -> tuple[str, str]:
        return _("Whom do you rob?"), _("When that character is revealed, you take all its holder's gold.")

    def question(self) -> str:
        return _("Rob the {character}?")

    def choice(self, view: PlayerView, rank: int, why: WhyNot) -> Choice:
        return rob_choice(view, rank, why)


class SwapTarget(Mode):
    name = "swap"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        c.prompt = (
            _("Swap hands with…"),
            ngettext(
                "You give your {count} card and take all of theirs.",
                "You give your {count} cards and take all of theirs.",
                len(view.hand),
            ).format(count=len(view.hand)),
        )
        row = []
        for seat in t.geo.order:
            act = SwapHands(seat)
            if act not in legal:
                continue
            n = view.table[seat].hand_size
            name = t.session.name(seat)
            label = ngettext("{name} ({count} card)", "{name} ({count} cards)", n).format(name=name, count=n)
            row.append(
                RowButton(label, partial(t.act, [act]), "secondary", partial(_swap_tip, name), "", (act,))
            )
        row.append(c.cancel_entry())
        c.action_row(row, top=t.geo.content.y + t.geo.px(64))
        c.number_buttons(c.buttons[:-1])


class ExchangeSelection(Mode):
    """The Magician picks the cards to give to the deck, then exchanges them in one go."""

    name = "exchange"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        n = len(t.selected)
        c.prompt = (
            _("Exchange cards with the deck"),
            _("Click the cards to give away; you draw as many from the deck.") if n == 0 else
            ngettext("{count} card selected.", "{count} cards selected.", n).format(count=n),
        )  # fmt: skip
        actions: list[Action] = [*(ExchangeCard(cid) for cid in t.selected), FinishExchange()]
        why = "" if n else _("Select at least one card in your hand.")
        label = ngettext("Exchange {count} card", "Exchange {count} cards", max(1, n)).format(count=max(1, n))
        c.action_row([
            RowButton(label, lambda: t.act(actions), "primary", lambda: _("Put the selected cards under the deck and draw as many."), why, tuple(actions[:1])),
            c.cancel_entry(),
        ])  # fmt: skip

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        text_ = _("Select the {district} to exchange it.").format(district=district_name(card.kind.name))
        return Choice((ExchangeCard(card.id),), text_), c.table.toggle_selected


class DestroyTarget(Mode):
    """The Warlord's targets: every district on the table, the affordable ones glowing with their
    price. One is selected, then confirmed (twostep.py)."""

    name = "destroy"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        names = t.session.names
        pick_a_district(
            c,
            view,
            "destroy",
            lambda seat, district: destroy_choice(view, seat, district, t.why_not),
            (
                _("Choose a district to destroy"),
                _("You have {gold} gold. Glowing districts can be destroyed; the price is shown.").format(
                    gold=view.me().gold
                ),
            ),
            lambda seat, district, choice: _destroy_question(names, view, seat, district, choice.note),
            lambda: _("Destroy"),
        )


def _destroy_question(
    names: Sequence[str], view: PlayerView, seat: int, district: DistrictCard, price: str
) -> str:
    fields = {"district": district_name(district.kind.name), "name": names[seat], "price": price}
    if seat == view.seat:
        return _("Destroy your own {district} for {price} gold?").format(**fields)
    return _("Destroy {name}'s {district} for {price} gold?").format(**fields)


def _swap_tip(name: str) -> str:
    return _("Swap your hand with {name}'s.").format(name=name)
