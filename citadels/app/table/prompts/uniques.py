"""Steps of the turn that belong to no character: the Laboratory (discard a card for 1 gold) and the
School of Magic (which type it counts as for income)."""

from __future__ import annotations

from functools import partial

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import SCHOOL_TYPES, Choice, income_amount
from citadels.app.table.prompts.base import Controls, HandOffer, Mode
from citadels.engine import Action, DistrictCard, LaboratoryDiscard, PlayerView, TakeIncome
from citadels.engine.cards import DistrictType
from citadels.text.i18n import _, character_fields, district_name, district_type_name


class Laboratory(Mode):
    name = "lab"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        c.prompt = (_("Laboratory: choose a card to discard"), _("You take 1 gold for it."))
        c.action_row([c.cancel_entry()])

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        act = LaboratoryDiscard(card.id)
        if act not in legal:
            return None
        return Choice(
            (act,),
            _("Discard the {district} and take 1 gold.").format(district=district_name(card.kind.name)),
        ), c.act_on


class SchoolOfMagic(Mode):
    name = "school"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        spec = view.character(view.current_rank)
        c.prompt = (
            _("School of Magic: which type does it count as?"),
            _("Your {character} collects for {type} districts.").format(
                **character_fields(spec.name),
                type=district_type_name(spec.income_type).lower() if spec.income_type is not None else "",
            ),
        )
        row = []
        for dtype in SCHOOL_TYPES:
            act = TakeIncome(dtype)
            if act not in legal:
                continue
            amount = income_amount(view, dtype)
            label = _("{type} (+{amount})").format(type=district_type_name(dtype), amount=amount)
            row.append(RowButton(label, partial(t.act, [act]), "primary" if dtype == spec.income_type else "secondary",
                                 partial(_school_tip, dtype), "", (act,)))  # fmt: skip
        row.append(c.cancel_entry())
        c.action_row(row, top=t.geo.content.y + t.geo.px(64))
        c.number_buttons(c.buttons[:-1])


def _school_tip(dtype: DistrictType) -> str:
    return _("The School of Magic counts as a {type} district.").format(
        type=district_type_name(dtype).lower()
    )
