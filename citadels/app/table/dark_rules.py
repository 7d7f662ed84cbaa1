"""Why the Dark City abilities with a choice can or cannot be used (RULES.md §6), for one seat's view,
without pygame: the Abbot's tithe, the Diplomat's swap and its price, the Artist's gold. As in
`model`, the engine decides: each choice asks `GameState.why_not` (a `WhyNot`) and words its
`Refusal`; the richest player and a swap's price come from the engine's own formulas."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from citadels.app.table.model import Choice, WhyNot
from citadels.engine import (
    Action,
    Beautify,
    CollectTithe,
    DistrictCard,
    PlayerView,
    Refusal,
    SwapDistricts,
    Why,
)
from citadels.engine.abilities import single_richest, swap_value
from citadels.engine.uniques import GREAT_WALL
from citadels.text.i18n import _, district_name, ngettext

# ------------------------------------------------------------------------------------------------
# Abbot: the single richest player, counted after his income, gives 1 gold
# ------------------------------------------------------------------------------------------------


def richest(view: PlayerView) -> int:
    """The single richest seat, or -1 (the engine's `single_richest` on the view's gold)."""
    return single_richest([p.gold for p in view.table])


def tithe_text(view: PlayerView, names: Sequence[str], why: WhyNot) -> tuple[str, str]:
    """(what the Abbot's button does, why it cannot be used — "" when it can)."""
    refusal = why(CollectTithe())
    if refusal is None:
        seat = richest(view)
        return _("{name} is the richest player ({gold} gold) and gives you 1 gold.").format(
            name=names[seat], gold=view.table[seat].gold
        ), ""
    match refusal.why:
        case Why.ABILITY_USED:
            return "", _("You have used your ability this turn.")
        case Why.INCOME_FIRST:  # RULES.md §6: the richest is counted after the Abbot's income
            return "", _("The richest player is counted after your income: collect it first.")
        case Why.NOBODY_HAS_GOLD:
            return "", _("Nobody has any gold.")
        case Why.YOU_ARE_RICHEST:
            return "", _("You are the richest player ({gold} gold): nobody gives you anything.").format(
                gold=refusal.gold
            )
        case Why.RICHEST_TIE if view.seat in refusal.seats:  # the Abbot is one of them: said to them
            who = ", ".join(names[s] for s in refusal.seats if s != view.seat)
            return "", _("Nobody is the single richest: you tie with {names} at {gold} gold.").format(
                names=who, gold=refusal.gold
            )
        case Why.RICHEST_TIE:
            who = ", ".join(names[s] for s in refusal.seats)
            return "", _("Nobody is the single richest: {names} tie with {gold} gold.").format(
                names=who, gold=refusal.gold
            )
    return "", _("Your ability cannot be used now.")


# ------------------------------------------------------------------------------------------------
# Diplomat: swap a district of his city for one of another city, paying the difference
# ------------------------------------------------------------------------------------------------


def district_value(view: PlayerView, seat: int, c: DistrictCard, *, wall_counts: bool) -> int:
    """A district's cost for the Diplomat (the engine's `swap_value` in `seat`'s city)."""
    return swap_value(view.table[seat].city, c, view.adorned, wall_counts)


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


def _closed_text(view: PlayerView, refusal: Refusal) -> str:
    """The words of a refusal that keeps a whole city out of the swap ("" for any other)."""
    if refusal.why is Why.CITY_COMPLETE:
        return (
            _("Your city is complete: it cannot take part in a swap.")
            if refusal.seat == view.seat
            else _("A completed city cannot take part in a swap.")
        )
    if refusal.why is Why.CITY_PROTECTED:
        return _("The Bishop protects this city this round.")
    return ""


def _swaps_giving(view: PlayerView, mine: Iterable[DistrictCard]) -> Iterable[SwapDistricts]:
    """Every swap of one of `mine` for a district of another city, legal or not."""
    for m in mine:
        for q in view.table:
            if q.seat != view.seat:
                for d in q.city:
                    yield SwapDistricts(m.id, q.seat, d.id)


def _first(refusals: Iterable[Refusal | None], *whys: Why, card: int = -1, seat: int = -1) -> Refusal | None:
    """The first refusal of one of `whys` (about `card` / `seat` when given)."""
    for r in refusals:
        if r is not None and r.why in whys and card in (-1, r.card) and seat in (-1, r.seat):
            return r
    return None


def own_choice(
    view: PlayerView, c: DistrictCard, legal: Sequence[Action], selected: bool, why: WhyNot
) -> Choice:
    """One of the Diplomat's own districts, to give: which swaps it allows, or why it cannot go."""
    name = district_name(c.kind.name)
    swaps = [a for a in legal if isinstance(a, SwapDistricts) and a.mine == c.id]
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
    for a in _swaps_giving(view, [c]):  # the first swap that says the city or the district is out
        refusal = why(a)
        if refusal is not None and refusal.why is Why.CITY_COMPLETE and refusal.seat == view.seat:
            return Choice((), _closed_text(view, refusal), enabled=False)
        if refusal is not None and refusal.why is Why.KEEP and refusal.card == c.id:
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
    names: Sequence[str],
    why: WhyNot,
) -> Choice:
    """A district of another city: the swap for `mine` and its price, or the engine's reason it
    cannot be taken."""
    name = district_name(theirs.kind.name)
    if mine is None:
        # what keeps this district out whichever district of the Diplomat's city would go for it
        for m in view.me().city:
            refusal = why(SwapDistricts(m.id, seat, theirs.id))
            if refusal is not None and refusal.why in (Why.CITY_COMPLETE, Why.CITY_PROTECTED):
                return Choice((), _closed_text(view, refusal), enabled=False)
            if refusal is not None and refusal.why is Why.KEEP and refusal.card == theirs.id:
                return Choice((), _("The Keep cannot be swapped."), enabled=False)
        return Choice(
            (),
            _("First click the district of your city you give for the {district}.").format(district=name),
            enabled=False,
        )
    price = swap_price(view, mine, seat, theirs)
    action = SwapDistricts(mine.id, seat, theirs.id)
    detail = _price_detail(view, mine, seat, theirs)
    refusal = why(action)
    if refusal is None:
        if price:
            text = ngettext("Take the {district} of {name} for your {mine}: you pay {name} {price} gold. {detail}",
                            "Take the {district} of {name} for your {mine}: you pay {name} {price} gold. {detail}", price)  # fmt: skip
        else:
            text = _("Take the {district} of {name} for your {mine}: nothing to pay. {detail}")
        return Choice((action,), text.format(district=name, name=names[seat], mine=district_name(mine.kind.name), price=price, detail=detail),
                      note=str(price))  # fmt: skip
    match refusal.why:
        case Why.CITY_COMPLETE | Why.CITY_PROTECTED:
            return Choice((), _closed_text(view, refusal), enabled=False)
        case Why.KEEP:
            return Choice((), _("The Keep cannot be swapped."), enabled=False)
        case Why.SWAP_DUPLICATE if refusal.seat == view.seat:
            return Choice((), _("Your city already has a {district}.").format(district=name), enabled=False)
        case Why.SWAP_DUPLICATE:
            return Choice((), _("The city of {name} already has a {district}.").format(name=names[seat], district=district_name(mine.kind.name)),
                          enabled=False)  # fmt: skip
        case Why.CANNOT_AFFORD:
            return Choice((), _("This swap costs {price} gold and you have {gold}. {detail}").format(price=refusal.cost, gold=refusal.gold, detail=detail),
                          enabled=False, note=str(refusal.cost))  # fmt: skip
    return Choice((), _("This swap is not possible now."), enabled=False)


def swap_unusable(view: PlayerView, legal: Sequence[Action], why: WhyNot) -> str:
    """Why the Diplomat has no swap at all ("" when he has one)."""
    if any(isinstance(a, SwapDistricts) for a in legal):
        return ""
    if view.ability_used:
        return _("You have used your ability this turn.")
    if not view.me().city:
        return _("Your city has no district to give.")
    # a complete city of his own refuses every swap first: the first one asked says it
    first = next(iter(_swaps_giving(view, view.me().city)), None)
    closed = _first([why(first)] if first is not None else [], Why.CITY_COMPLETE, seat=view.seat)
    if closed is not None:
        return _closed_text(view, closed)
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


def beautify_choice(view: PlayerView, c: DistrictCard, selected: Sequence[int], why: WhyNot) -> Choice:
    """One district of the Artist's city: select it to put 1 gold on it, or the engine's reason not."""
    name = district_name(c.kind.name)
    refusal = why(Beautify(c.id))
    if refusal is not None and refusal.why is Why.ADORNED:
        return Choice(
            (),
            _("The {district} already has the Artist's gold (at most one per district).").format(
                district=name
            ),
            enabled=False,
        )
    if c.id in selected:
        return Choice((), _("Selected: click again to leave the {district} as it is.").format(district=name))
    if refusal is not None:
        if refusal.why is Why.ABILITY_USED:
            return Choice((), _("You have used your ability this turn."), enabled=False)
        return Choice((), _("You need 1 gold to put on the {district}.").format(district=name), enabled=False)
    if len(selected) >= 2:
        return Choice(
            (), _("You have chosen two districts already: click one of them to change."), enabled=False
        )
    both = why(beautify_action([*selected, c.id])) if selected else None
    if both is not None and both.why is Why.CANNOT_AFFORD:
        return Choice(
            (),
            _("You have {gold} gold: enough for one district only.").format(gold=both.gold),
            enabled=False,
        )
    return Choice(
        (),
        _("Put 1 gold on the {district}: it then costs and scores {value}.").format(
            district=name, value=c.kind.cost + 1
        ),
    )


def beautify_unusable(view: PlayerView, legal: Sequence[Action], why: WhyNot) -> str:
    """Why the Artist can put his gold on no district ("" when he can)."""
    if any(isinstance(a, Beautify) for a in legal):
        return ""
    if view.ability_used:
        return _("You have used your ability this turn.")
    if not view.me().city:
        return _("Your city has no district yet.")
    if _first((why(Beautify(c.id)) for c in view.me().city), Why.CANNOT_AFFORD) is not None:
        return _("You have no gold to put on a district.")
    return _("Every district of your city already has the Artist's gold.")
