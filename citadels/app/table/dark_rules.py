"""Why the Dark City abilities with a choice can or cannot be used (RULES.md §6), for one seat's view
and its legal actions, without pygame: the Abbot's tithe, the Diplomat's swap and its price, the
Artist's gold. As in `model`, the legal list always decides; these functions only explain it."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.app.table.model import Choice, protected_seat
from citadels.engine import AbbotTithe, Action, Beautify, DiplomatSwap, DistrictCard, PlayerView
from citadels.engine.uniques import GREAT_WALL, KEEP
from citadels.i18n import _, district_name, ngettext

# ------------------------------------------------------------------------------------------------
# Abbot: the single richest player, counted after his income, gives 1 gold
# ------------------------------------------------------------------------------------------------


def richest(view: PlayerView) -> tuple[int, list[int], int]:
    """(the single richest seat or -1, every seat holding the most gold, that much gold)."""
    top = max((p.gold for p in view.table), default=0)
    leaders = [p.seat for p in view.table if p.gold == top] if top > 0 else []
    return (leaders[0] if len(leaders) == 1 else -1), leaders, top


def tithe_text(view: PlayerView, legal: Sequence[Action], names: Sequence[str]) -> tuple[str, str]:
    """(what the Abbot's button does, why it cannot be used — "" when it can)."""
    seat, leaders, top = richest(view)
    if AbbotTithe() in legal and seat >= 0:
        return _("{name} is the richest player ({gold} gold) and gives you 1 gold.").format(
            name=names[seat], gold=top
        ), ""
    if view.ability_used:
        return "", _("You have used your ability this turn.")
    if not view.income_taken:  # RULES.md §6: the richest is counted after the Abbot's income
        return "", _("The richest player is counted after your income: collect it first.")
    if not leaders:
        return "", _("Nobody has any gold.")
    if seat == view.seat:
        return "", _("You are the richest player ({gold} gold): nobody gives you anything.").format(gold=top)
    if len(leaders) > 1:
        if view.seat in leaders:  # the Abbot is one of them: said to them
            who = ", ".join(names[s] for s in leaders if s != view.seat)
            return "", _("Nobody is the single richest: you tie with {names} at {gold} gold.").format(
                names=who, gold=top
            )
        who = ", ".join(names[s] for s in leaders)
        return "", _("Nobody is the single richest: {names} tie with {gold} gold.").format(
            names=who, gold=top
        )
    return "", _("Your ability cannot be used now.")


# ------------------------------------------------------------------------------------------------
# Diplomat: swap a district of his city for one of another city, paying the difference
# ------------------------------------------------------------------------------------------------


def district_value(view: PlayerView, seat: int, c: DistrictCard, *, wall_counts: bool) -> int:
    """A district's cost for the Diplomat: its cost, + the Artist's gold, + 1 in a Great Wall's city
    for the district taken (the Wall itself excepted)."""
    value = c.kind.cost + (1 if c.id in view.adorned else 0)
    if wall_counts and c.kind is not GREAT_WALL and any(d.kind is GREAT_WALL for d in view.table[seat].city):
        value += 1
    return value


def swap_price(view: PlayerView, mine: DistrictCard, seat: int, theirs: DistrictCard) -> int:
    """What the Diplomat pays `seat` for swapping `mine` for `theirs` (0 when theirs costs less)."""
    return max(
        0,
        district_value(view, seat, theirs, wall_counts=True)
        - district_value(view, view.seat, mine, wall_counts=False),
    )


def _price_detail(view: PlayerView, mine: DistrictCard, seat: int, theirs: DistrictCard) -> str:
    """How the price is made: the two values, and what raised them."""
    text = _("The {district} is worth {theirs}, your {mine} {value}.").format(
        district=district_name(theirs.kind.name), theirs=district_value(view, seat, theirs, wall_counts=True),
        mine=district_name(mine.kind.name), value=district_value(view, view.seat, mine, wall_counts=False))  # fmt: skip
    if theirs.id in view.adorned or mine.id in view.adorned:
        text += " " + _("The Artist's gold counts 1.")
    if district_value(view, seat, theirs, wall_counts=True) > theirs.kind.cost + (
        1 if theirs.id in view.adorned else 0
    ):
        text += " " + _("The Great Wall adds 1.")
    if mine.kind is not GREAT_WALL and any(d.kind is GREAT_WALL for d in view.me().city):
        text += " " + _("Your Great Wall does not count.")
    return text


def city_closed(view: PlayerView, seat: int) -> str:
    """Why no district of `seat`'s city can take part in a swap at all ("" when some may)."""
    if len(view.table[seat].city) >= view.completion:
        return (
            _("A completed city cannot take part in a swap.")
            if seat != view.seat
            else _("Your city is complete: it cannot take part in a swap.")
        )
    if seat != view.seat and protected_seat(view) == seat:
        return _("The Bishop protects this city this round.")
    return ""


def own_choice(view: PlayerView, c: DistrictCard, legal: Sequence[Action], selected: bool) -> Choice:
    """One of the Diplomat's own districts, to give: which swaps it allows, or why it cannot go."""
    name = district_name(c.kind.name)
    swaps = [a for a in legal if isinstance(a, DiplomatSwap) and a.mine == c.id]
    if selected:
        return Choice(
            (),
            _(
                "Your {district} is chosen: now click a district of another city (click it again to choose another)."
            ).format(district=name),
        )
    if swaps:
        return Choice((), ngettext("Give your {district}: {count} district of another city can be taken for it.",
                                   "Give your {district}: {count} districts of other cities can be taken for it.", len(swaps)).format(district=name, count=len(swaps)))  # fmt: skip
    closed = city_closed(view, view.seat)
    if closed:
        return Choice((), closed, enabled=False)
    if c.kind is KEEP:
        return Choice((), _("The Keep cannot be swapped."), enabled=False)
    return Choice(
        (),
        _("No district of another city can be taken for your {district} now.").format(district=name),
        enabled=False,
    )


def rival_choice(
    view: PlayerView,
    mine: DistrictCard | None,
    seat: int,
    theirs: DistrictCard,
    legal: Sequence[Action],
    names: Sequence[str],
) -> Choice:
    """A district of another city: the swap for `mine` and its price, or why it cannot be taken."""
    name = district_name(theirs.kind.name)
    closed = city_closed(view, seat) or city_closed(view, view.seat)
    if closed:
        return Choice((), closed, enabled=False)
    if theirs.kind is KEEP:
        return Choice((), _("The Keep cannot be swapped."), enabled=False)
    if mine is None:
        return Choice(
            (),
            _("First click the district of your city you give for the {district}.").format(district=name),
            enabled=False,
        )
    price = swap_price(view, mine, seat, theirs)
    action = DiplomatSwap(mine.id, seat, theirs.id)
    detail = _price_detail(view, mine, seat, theirs)
    if action in legal:
        if price:
            text = ngettext("Take the {district} of {name} for your {mine}: you pay {name} {price} gold. {detail}",
                            "Take the {district} of {name} for your {mine}: you pay {name} {price} gold. {detail}", price)  # fmt: skip
        else:
            text = _("Take the {district} of {name} for your {mine}: nothing to pay. {detail}")
        return Choice((action,), text.format(district=name, name=names[seat], mine=district_name(mine.kind.name), price=price, detail=detail),
                      note=str(price))  # fmt: skip
    if mine.kind is KEEP:
        return Choice((), _("The Keep cannot be swapped."), enabled=False)
    if any(d.kind is theirs.kind for d in view.me().city if d.id != mine.id):
        return Choice((), _("Your city already has a {district}.").format(district=name), enabled=False)
    if any(d.kind is mine.kind for d in view.table[seat].city if d.id != theirs.id):
        return Choice((), _("The city of {name} already has a {district}.").format(name=names[seat], district=district_name(mine.kind.name)),
                      enabled=False)  # fmt: skip
    if price > view.me().gold:
        return Choice((), _("This swap costs {price} gold and you have {gold}. {detail}").format(price=price, gold=view.me().gold, detail=detail),
                      enabled=False, note=str(price))  # fmt: skip
    return Choice((), _("This swap is not possible now."), enabled=False)


def diplomat_unusable(view: PlayerView, legal: Sequence[Action]) -> str:
    """Why the Diplomat has no swap at all ("" when he has one)."""
    if any(isinstance(a, DiplomatSwap) for a in legal):
        return ""
    if view.ability_used:
        return _("You have used your ability this turn.")
    if not view.me().city:
        return _("Your city has no district to give.")
    closed = city_closed(view, view.seat)
    if closed:
        return closed
    return _(
        "No swap is possible: no district you can afford, or every other city is protected, complete or empty."
    )


# ------------------------------------------------------------------------------------------------
# Artist: 1 gold on one or two districts of his city, at most one each
# ------------------------------------------------------------------------------------------------


def beautify_action(ids: Sequence[int]) -> Beautify:
    """The action for the chosen districts (the engine names the lower card id first)."""
    first, *rest = sorted(ids)
    return Beautify(first, rest[0] if rest else None)


def artist_choice(
    view: PlayerView, c: DistrictCard, legal: Sequence[Action], selected: Sequence[int]
) -> Choice:
    """One district of the Artist's city: select it to put 1 gold on it, or why not."""
    name = district_name(c.kind.name)
    if c.id in view.adorned:
        return Choice(
            (),
            _("The {district} already has the Artist's gold (at most one per district).").format(
                district=name
            ),
            enabled=False,
        )
    if c.id in selected:
        return Choice((), _("Selected: click again to leave the {district} as it is.").format(district=name))
    gold = view.me().gold
    if Beautify(c.id) not in legal:
        if view.ability_used:
            return Choice((), _("You have used your ability this turn."), enabled=False)
        return Choice((), _("You need 1 gold to put on the {district}.").format(district=name), enabled=False)
    if len(selected) >= 2:
        return Choice(
            (), _("You have chosen two districts already: click one of them to change."), enabled=False
        )
    if selected and gold < 2:
        return Choice(
            (), _("You have {gold} gold: enough for one district only.").format(gold=gold), enabled=False
        )
    return Choice(
        (),
        _("Put 1 gold on the {district}: it then costs and scores {value}.").format(
            district=name, value=c.kind.cost + 1
        ),
    )


def artist_unusable(view: PlayerView, legal: Sequence[Action]) -> str:
    if any(isinstance(a, Beautify) for a in legal):
        return ""
    if view.ability_used:
        return _("You have used your ability this turn.")
    if not view.me().city:
        return _("Your city has no district yet.")
    if view.me().gold < 1:
        return _("You have no gold to put on a district.")
    return _("Every district of your city already has the Artist's gold.")
