"""The Armory at the table (RULES.md §9.4): destroyed to destroy one district of a city that is not
completed. Its button opens a step where every city's districts become tiles: the ones it may destroy
glow, the others are dimmed with the reason; one is selected, then confirmed (twostep.py), and the
question says what it costs — the Armory itself — before the player commits."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import Choice, WhyNot, has_district
from citadels.app.table.prompts.base import Controls, Mode
from citadels.app.table.prompts.twostep import pick_a_district
from citadels.engine import Action, DistrictCard, PlayerView, Why
from citadels.engine.actions import DestroyWithArmory
from citadels.engine.uniques import ARMORY_KIND
from citadels.text.i18n import _, district_name


def buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The turn row's Armory… button (when the city holds it), opening the `armory` step."""
    if not has_district(view.me().city, ARMORY_KIND.name):
        return []
    acts = tuple(a for a in legal if isinstance(a, DestroyWithArmory))
    why = "" if acts else _("Every other district is in a completed city.")
    return [RowButton(lambda: _("Armory…"), lambda: c.table.set_mode("armory"), "danger",
                      lambda: _("Destroy the Armory to destroy one district of a city that is not completed."), why, acts)]  # fmt: skip


def armory_choice(
    view: PlayerView, seat: int, c: DistrictCard, legal: list[Action], why_not: WhyNot
) -> Choice:
    """District `c` of `seat`'s city as the Armory's target: what it costs, or why it cannot be."""
    name = district_name(c.kind.name)
    action = DestroyWithArmory(seat, c.id)
    if action in legal:
        return Choice((action,), _("Destroy your Armory and the {district}.").format(district=name))
    if c.kind is ARMORY_KIND and seat == view.seat:
        return Choice((), _("The Armory is what you destroy to use it."), enabled=False)
    refusal = why_not(action)
    if refusal is not None and refusal.why is Why.CITY_COMPLETE:
        return Choice((), _("A completed city cannot be attacked."), enabled=False)
    return Choice((), _("This district cannot be destroyed now."), enabled=False)


class ArmoryTarget(Mode):
    """Every district on the table as a tile; the Armory's targets glow. One is selected, then confirmed."""

    name = "armory"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table

        def question(seat: int, district: DistrictCard, choice: Choice) -> str:
            fields = {"district": district_name(district.kind.name), "name": t.session.names[seat]}
            if seat == view.seat:
                return _("Destroy your Armory and your own {district}?").format(**fields)
            return _("Destroy your Armory and {name}'s {district}?").format(**fields)

        pick_a_district(
            c,
            view,
            "armory",
            lambda seat, district: armory_choice(view, seat, district, legal, t.why_not),
            (
                _("Armory: choose a district to destroy"),
                _("The Armory is destroyed too. Cities that are completed cannot be attacked."),
            ),
            question,
            lambda: _("Destroy"),
        )
