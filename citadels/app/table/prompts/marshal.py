"""The Marshal seizes a district of cost 3 or less from another city, paying its owner its cost
(RULES.md §9.3). Like the Warlord's target, every city's districts become tiles: the ones he may take
glow with their price, the others are dimmed with the engine's reason; one is selected, then
confirmed (twostep.py), and the question says what it costs before the player commits."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice, WhyNot
from citadels.app.table.prompts.base import Controls, Mode
from citadels.app.table.prompts.twostep import pick_a_district
from citadels.engine import Action, DistrictCard, PlayerView, SeizeDistrict, Why
from citadels.engine.abilities import SEIZE_MAX_COST, swap_value
from citadels.text.i18n import _, district_name


def seize_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Marshal's row (steps.ABILITIES): Seize…, which opens the `seize` step."""
    acts = tuple(a for a in legal if isinstance(a, SeizeDistrict))
    if acts:
        why = ""
    elif view.ability_used:
        why = _("You have used your ability this turn.")
    else:
        why = _(
            "No district can be seized: none of cost 3 or less you can afford, or every other city is protected or complete."
        )
    return [RowButton(lambda: _("Seize…"), lambda: c.table.set_mode("seize"), "danger",
                      lambda: _("Take a district of cost 3 or less from another city, paying its owner its cost."), why, acts)]  # fmt: skip


def seize_price(view: PlayerView, seat: int, c: DistrictCard) -> int:
    """What the Marshal pays `seat` for `c` (the engine's formula: its cost, + 1 with the Artist's
    gold, + 1 in a Great Wall's city)."""
    return swap_value(view.table[seat].city, c, view.adorned, True)


def seize_choice(view: PlayerView, seat: int, c: DistrictCard, why: WhyNot) -> Choice:
    """The Marshal aims at district `c` of `seat`'s city: its price, or the engine's reason he cannot."""
    name = district_name(c.kind.name)
    price = seize_price(view, seat, c)
    action = SeizeDistrict(seat, c.id)
    refusal = why(action)
    if refusal is None:
        text = _("Seize the {district} for {price} gold, paid to its owner.").format(
            district=name, price=price
        )
        if c.id in view.adorned:
            text += " " + _("The Artist's gold counts 1.")
        if price > c.kind.cost + (c.id in view.adorned):
            text += " " + _("(The Great Wall adds 1 gold.)")
        return Choice((action,), text, note=str(price))
    match refusal.why:
        case Why.TARGET_SELF:
            reason = _("This is your own city.")
        case Why.CITY_COMPLETE:
            reason = _("A completed city cannot be attacked.")
        case Why.CITY_PROTECTED:
            reason = _("The Bishop protects this city this round.")
        case Why.KEEP:
            reason = _("The Keep cannot be seized.")
        case Why.SEIZE_COST:
            reason = _(
                "The {district} costs {cost}: the Marshal seizes only districts of cost {limit} or less."
            ).format(district=name, cost=refusal.cost, limit=SEIZE_MAX_COST)
        case Why.DUPLICATE:
            reason = _("Your city already has a {district}.").format(district=name)
        case Why.CANNOT_AFFORD:
            reason = _("Seizing the {district} costs {price} gold and you have {gold}.").format(
                district=name, price=refusal.cost, gold=refusal.gold
            )
        case Why.ABILITY_USED:
            reason = _("You have used your ability this turn.")
        case _:
            reason = _("This district cannot be seized now.")
    return Choice((), reason, enabled=False, note=str(price) if seat != view.seat else "")


class SeizeTarget(Mode):
    """The Marshal's targets: every district on the table, the ones he may seize glowing with their
    price. One is selected, then confirmed."""

    name = "seize"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        names = t.session.names
        pick_a_district(
            c,
            view,
            "seize",
            lambda seat, district: seize_choice(view, seat, district, t.why_not),
            (
                _("Choose a district to seize"),
                _(
                    "You have {gold} gold. Glowing districts can be seized; the price, paid to the owner, is shown."
                ).format(gold=view.me().gold),
            ),
            lambda seat, district, choice: _seize_question(names, seat, district, choice.note),
            lambda: _("Seize"),
        )


def _seize_question(names: Sequence[str], seat: int, district: DistrictCard, price: str) -> str:
    return _("Seize {name}'s {district} for {price} gold, paid to {name}?").format(
        district=district_name(district.kind.name), name=names[seat], price=price
    )
