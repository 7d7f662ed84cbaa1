"""The Magistrate (RULES.md §9.3): his three warrants placed on the character tokens, and his seat's
decision at a warranted character's first paid build.

Placing: the row of the cast's character cards; the first card clicked gets the signed warrant, the
next two the plain ones (a click on a chosen card takes its warrant back); once three are chosen the
question says where each goes before the player confirms. A face-up discard may be chosen: the card
says first that a warrant there is wasted (§9.12 (5)).

The decision: the held district and two answers; on a plain warrant "reveal" is dimmed with the
engine's reason. Seen by anyone else, the pause says only who decides (§9.3: it leaks nothing)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.model import Choice, char_fields
from citadels.app.table.prompts.base import Controls, Mode, Prompt
from citadels.app.table.prompts.twostep import captioned_row, confirm_button, confirm_rect
from citadels.engine import (
    Action,
    Decision,
    KeepWarrantHidden,
    PlaceWarrants,
    PlayerView,
    RevealWarrant,
    Why,
)
from citadels.text.i18n import _, district_name

WARRANTS = 3  # one signed, two plain


def warrant_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Magistrate's row (steps.ABILITIES): Warrants…, which opens the `warrants` step."""
    acts = tuple(a for a in legal if isinstance(a, PlaceWarrants))
    return [RowButton(lambda: _("Warrants…"), lambda: c.table.set_mode("warrants"), "danger",
                      lambda: _("Put 3 warrants on other characters, one of them signed: it may take the first district that character pays for."),
                      "" if acts else _("You have used your ability this turn."), acts)]  # fmt: skip


def placing(chosen: list[int]) -> PlaceWarrants | None:
    """The action for the ranks chosen so far (the first signed), once there are three."""
    if len(chosen) != WARRANTS:
        return None
    signed, *plain = chosen
    second, third = sorted(plain)
    return PlaceWarrants(signed, second, third)


def token_choice(view: PlayerView, rank: int, legal: list[Action]) -> Choice:
    """A character card of the row: whether a warrant may go there, and what it would do."""
    fields = char_fields(view, rank)
    if rank == view.current_rank:
        return Choice((), _("Not on your own character."), enabled=False)
    if not any(isinstance(a, PlaceWarrants) and rank in (a.signed, a.second, a.third) for a in legal):
        return Choice((), _("You have used your ability this turn."), enabled=False)
    if rank in view.faceup:
        return Choice(
            (),
            _("Nobody has the {character}: it was discarded face up; a warrant there is wasted.").format(
                **fields
            ),
        )
    if rank in view.my_characters:
        return Choice(
            (), _("Your own {character}: a warrant there is only a bluff, it never acts.").format(**fields)
        )
    return Choice((), _("Put a warrant on the {character}.").format(**fields))


def _toggle(t: Table, rank: int) -> Callable[[CardItem], None]:
    def click(item: CardItem) -> None:
        if rank in t.selected:
            t.selected.remove(rank)
        elif len(t.selected) < WARRANTS:
            t.selected.append(rank)

    return click


class WarrantTargets(Mode):
    """The row of the cast's characters: the signed warrant first, then two plain ones; confirmed."""

    name = "warrants"
    wide = True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        ranks = list(range(1, len(view.characters) + 1))
        choices = {rank: token_choice(view, rank, legal) for rank in ranks}
        chosen = [r for r in t.selected if r in choices and choices[r].enabled][:WARRANTS]
        if chosen != t.selected:
            t.selected[:] = chosen
        action = placing(chosen)
        if not chosen:
            c.prompt = (_("Where do your warrants go?"),
                        _("Click first the character for the signed warrant, then two more for the plain ones."))  # fmt: skip
        elif action is None:
            c.prompt = (_("The signed warrant goes on the {character}").format(**char_fields(view, chosen[0])),
                        _("Choose the characters for the plain warrants (a click takes a warrant back)."))  # fmt: skip
        else:
            second, third = (char_fields(view, r)["el_character"] for r in (action.second, action.third))
            c.prompt = (
                _("Signed warrant on the {character}, plain ones on {second} and {third}?").format(
                    second=second, third=third, **char_fields(view, action.signed)
                ),
                _("Only you know which one is signed. Press Enter or Confirm."),
            )
        notes: list[list[str]] = []
        for rank in ranks:
            note = [_("Face up")] if rank in view.faceup else []
            if rank in chosen:
                note.append(_("Signed") if rank == chosen[0] else _("Warrant"))
            notes.append(note)
        rects, captions = captioned_row(
            g, "character", [view.character(r).name for r in ranks], g.px(8), notes
        )
        for rect, rank, caption in zip(rects, ranks, captions, strict=True):
            item = CardItem(("warrants", rank), "character", view.character(rank).name, rect, choices[rank], _toggle(t, rank), lift=0.08,
                            caption="\n".join(caption), caption_size=g.fonts["small"], selected=rank in chosen)  # fmt: skip
            c.items.append(item)
            if choices[rank].enabled:
                c.digits[rank] = item.click
        if action is not None:
            confirm_button(c, (action,), _("Place the warrants."), confirm_rect(c, above_cancel=True))
        c.cancel_button()


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
