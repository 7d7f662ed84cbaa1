"""The abilities of Dark City characters inside their turn (RULES.md §6): the Emperor gives the
crown (a row of seats, like the Magician's swap), the Abbot takes 1 gold from the richest player, the
Navigator takes 4 gold or 4 cards, the Wizard picks the hand to look at. The Diplomat and the Artist
have their own modules (diplomat.py, artist.py); the Witch's spell and the Wizard's take are
decisions (bewitch.py, peeked_hand.py). The Tax Collector, the Alchemist and the Queen choose nothing."""

from __future__ import annotations

from functools import partial

from citadels.app.table.buttons import RowButton
from citadels.app.table.dark_rules import richest, tithe_text
from citadels.app.table.prompts.base import Controls, Mode
from citadels.engine import (
    Action,
    CollectTithe,
    DrawExtraCards,
    GiveCrown,
    LookAtHand,
    PlayerView,
    TakeExtraGold,
    Why,
)
from citadels.text.i18n import _, ngettext


def give_crown_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Emperor's row (steps.ABILITIES): Give the crown…, which opens the `crown` step."""
    acts = tuple(a for a in legal if isinstance(a, GiveCrown))
    why = (
        ""
        if acts
        else (
            _("You have used your ability this turn.")
            if view.ability_used
            else _("Nobody can take the crown.")
        )
    )
    return [RowButton(lambda: _("Give the crown…"), lambda: c.table.set_mode("crown"), "primary" if acts else "secondary",
                      lambda: _("Give the crown to another player (not its holder): they pay you 1 gold or a card."), why, acts)]  # fmt: skip


def tithe_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Abbot's row: the tithe names who pays, the single richest player, counted once the
    income (the button beside it, for the religious districts) is collected."""
    t = c.table
    tithe = CollectTithe()
    does, why = tithe_text(view, t.session.names, t.why_not)
    seat = richest(view)
    label = (
        _("Tithe: +1 gold from {name}").format(name=t.session.name(seat))
        if not why
        else _("Tithe: +1 gold from the richest")
    )
    return [
        RowButton(
            lambda: label,
            lambda: t.act([tithe]),
            "primary" if not why else "secondary",
            lambda: does or why,
            why,
            (tithe,),
        )
    ]


def gold_or_cards_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Navigator's row: 4 more gold, or 4 cards."""
    t = c.table
    gold, cards = TakeExtraGold(), DrawExtraCards()
    used = _("You have used your ability this turn.")
    return [
        # unused, the +4 is the gold button: ending the turn instead gives it up (main.unfinished)
        RowButton(lambda: _("Navigator: +4 gold"), lambda: t.act([gold]), "primary" if gold in legal else "secondary",
                  lambda: _("Take 4 more gold (instead of 4 cards)."),
                  "" if gold in legal else used, (gold,)),
        RowButton(lambda: _("Navigator: +4 cards"), lambda: t.act([cards]), "secondary", lambda: _("Draw 4 cards (instead of 4 gold)."),
                  extra_cards_why(c, cards), (cards,)),
    ]  # fmt: skip


def extra_cards_why(c: Controls, cards: DrawExtraCards) -> str:
    """Why the Navigator may not draw his 4 cards ("" when he may)."""
    refusal = c.table.why_not(cards)
    if refusal is None:
        return ""
    return (
        _("The deck is empty.")
        if refusal.why is Why.DECK_EMPTY
        else _("You have used your ability this turn.")
    )


def look_at_hand_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Wizard's row: Look at a hand…, which opens the `peek` step."""
    acts = tuple(a for a in legal if isinstance(a, LookAtHand))
    why = (
        ""
        if acts
        else (
            _("You have used your ability this turn.") if view.ability_used else _("Nobody else has cards.")
        )
    )
    return [RowButton(lambda: _("Look at a hand…"), lambda: c.table.set_mode("peek"), "secondary",
                      lambda: _("Look at another player's hand and take one card: keep it or build it at once."), why, acts)]  # fmt: skip


class SeatTarget(Mode):
    """A row of buttons, one per seat that may be chosen."""

    def title(self, view: PlayerView) -> tuple[str, str]:
        raise NotImplementedError

    def action(self, seat: int) -> Action:
        raise NotImplementedError

    def tip(self, name: str) -> str:
        raise NotImplementedError

    def label(self, name: str, view: PlayerView, seat: int) -> str:
        """The seat's button: its name and hand size (what the Wizard looks at)."""
        n = view.table[seat].hand_size
        return ngettext("{name} ({count} card)", "{name} ({count} cards)", n).format(name=name, count=n)

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        c.prompt = self.title(view)
        row = []
        for seat in t.geo.order:
            act = self.action(seat)
            if act not in legal:
                continue
            name = t.session.name(seat)
            label = self.label(name, view, seat)
            row.append(
                RowButton(label, partial(t.act, [act]), "secondary", partial(self.tip, name), "", (act,))
            )
        # Cancel in the stage's corner, not a third row that would push the seats onto the prompt's text
        c.action_row(row, top=t.geo.content.y + t.geo.px(64), avoid=[c.cancel_rect()])
        c.number_buttons(c.buttons)
        c.cancel_button()


class CrownTarget(SeatTarget):
    name = "crown"

    def title(self, view: PlayerView) -> tuple[str, str]:
        return _("Give the crown to…"), _(
            "They pay you 1 gold or a card of their choice, and call the characters next round."
        )

    def action(self, seat: int) -> Action:
        return GiveCrown(seat)

    def label(self, name: str, view: PlayerView, seat: int) -> str:
        """The recipient pays 1 gold or a card: both are shown."""
        p = view.table[seat]
        return ngettext(
            "{name} ({gold} gold, {count} card)", "{name} ({gold} gold, {count} cards)", p.hand_size
        ).format(name=name, gold=p.gold, count=p.hand_size)

    def tip(self, name: str) -> str:
        return _("Give the crown to {name}.").format(name=name)


class PeekTarget(SeatTarget):
    name = "peek"

    def title(self, view: PlayerView) -> tuple[str, str]:
        return _("Look at the hand of…"), _("Then take one of its cards: keep it or build it at once.")

    def action(self, seat: int) -> Action:
        return LookAtHand(seat)

    def tip(self, name: str) -> str:
        return _("Look at {name}'s hand.").format(name=name)
