"""The main part of a turn: build from the hand, collect income, use the character's ability and the
unique districts, end the turn.

The buttons of a character's ability and the steps inside the turn (a target to pick, cards to
select) come from the tables of `steps.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.model import (
    best_income_action,
    build_choice,
    has_district,
    income_amount,
    income_type,
    pending_income,
)
from citadels.app.table.prompts import armory, museum, paid_builds
from citadels.app.table.prompts.base import Controls, HandOffer, Prompt
from citadels.app.table.prompts.steps import ABILITIES, MODES
from citadels.engine import (
    Action,
    Build,
    DistrictCard,
    DistrictType,
    DrawExtraCards,
    EndTurn,
    LaboratoryDiscard,
    PlayerView,
    SmithyDraw,
    TakeExtraGold,
    TakeIncome,
    Why,
    card,
)
from citadels.text.i18n import _, character_fields, district_name, district_type_name, ngettext


class MainTurn(Prompt):
    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        step = MODES.get(t.mode)
        if step is not None:
            c.wide = step.wide
            step.build(c, view, legal)
            return
        spec = view.character(view.current_rank)
        me = view.me()
        title = _("Your turn — the {character}").format(**character_fields(spec.name))
        bits = []
        if view.builds_left > 0:
            buildable = [a for a in legal if isinstance(a, Build)]
            if spec.max_builds > 1:
                bits.append(
                    ngettext(
                        "You may build {count} more district.",
                        "You may build {count} more districts.",
                        view.builds_left,
                    ).format(count=view.builds_left)
                )
            if buildable:
                bits.append(_("Click a glowing card in your hand to build it."))
            elif view.hand:
                bits.append(_("You cannot afford any card in your hand."))
        elif spec.max_builds <= 0:  # the Navigator (RULES.md §6) never builds
            bits.append(_("The {character} cannot build.").format(**character_fields(spec.name)))
        elif any(isinstance(a, Build) for a in legal):  # the Trader's trade districts (RULES.md §9.3)
            bits.append(_("You may still build trade districts: click a glowing card in your hand."))
        else:
            bits.append(_("You have built this turn."))
        c.prompt = (title, " ".join(bits))
        row: list[RowButton] = []
        # income
        itype = income_type(view)
        if itype is not None:
            incomes = [a for a in legal if isinstance(a, TakeIncome)]
            if incomes:
                # nothing to collect: the button is dimmed and says why, rather than offer "+0"
                nothing = _("You have no {type} district: there is no income to collect.").format(
                    type=district_type_name(itype).lower()
                )
                if has_district(me.city, "school_of_magic"):
                    best = max(income_amount(view, a.school_type) for a in incomes)
                    row.append(RowButton(lambda: _("Collect income (+{amount})…").format(amount=best), lambda: t.set_mode("school"), "primary",
                                         lambda: _("The School of Magic counts as the type you choose."), "" if best > 0 else nothing, tuple(incomes)))  # fmt: skip
                else:
                    amount = income_amount(view)
                    kind = itype
                    label = partial(_income_label, amount, spec.income_in_cards)
                    tip = partial(_income_tip, kind, spec.income_in_cards)
                    row.append(RowButton(label, partial(t.act, incomes[:1]), "primary" if amount > 0 else "secondary", tip,
                                         "" if amount > 0 else nothing, tuple(incomes) if amount > 0 else ()))  # fmt: skip
            else:
                row.append(
                    RowButton(
                        lambda: _("Income collected"),
                        lambda: None,
                        "secondary",
                        None,
                        _("You have already collected your income this turn."),
                        (),
                    )
                )
        # the character's ability
        buttons = ABILITIES.get(spec.name)  # None: a character without an active ability
        if buttons is not None:
            row += buttons(c, view, legal)
        # unique districts
        if has_district(me.city, "laboratory"):
            acts = tuple(a for a in legal if isinstance(a, LaboratoryDiscard))
            # the engine says "used" before it looks at the card: any card asks it
            lab = t.why_not(LaboratoryDiscard(view.hand[0].id if view.hand else 0))
            why = (
                ""
                if acts
                else (
                    _("You have used the Laboratory this turn.")
                    if lab is not None and lab.why is Why.LAB_USED
                    else _("Your hand is empty.")
                )
            )
            row.append(
                RowButton(
                    lambda: _("Laboratory…"),
                    lambda: t.set_mode("lab"),
                    "secondary",
                    lambda: _("Once per turn: discard a card and take 1 gold."),
                    why,
                    acts,
                )
            )
        if has_district(me.city, "smithy"):
            act = SmithyDraw()
            smithy = t.why_not(act)
            if smithy is None:
                why = ""
            elif smithy.why is Why.SMITHY_USED:
                why = _("You have used the Smithy this turn.")
            elif smithy.why is Why.CANNOT_AFFORD:
                why = _("The Smithy costs {cost} gold and you have {gold}.").format(
                    cost=smithy.cost, gold=smithy.gold
                )
            else:
                why = _("The deck is empty.")
            row.append(
                RowButton(
                    lambda: _("Smithy: pay 2, draw 3"),
                    lambda: t.act([SmithyDraw()]),
                    "secondary",
                    lambda: _("Once per turn: pay 2 gold and draw 3 cards."),
                    why,
                    (act,),
                )
            )
        # d16b: the Framework, the Necropolis, the Thieves' Den and the Armory (RULES.md §9.4)
        row += (
            paid_builds.buttons(c, view, legal)
            + armory.buttons(c, view, legal)
            + museum.buttons(c, view, legal)
        )
        cannot_end = (
            "" if t.why_not(EndTurn()) is None else _("You must use your ability before ending your turn.")
        )
        row.append(RowButton(lambda: _("End turn"), lambda: end_turn(t), "primary" if not unfinished(t, view, legal) else "secondary",
                             lambda: _("End your turn (E)"), cannot_end, (EndTurn(),)))  # fmt: skip
        c.action_row(row, end_shortcut=True)

    def hand_card(
        self, c: Controls, view: PlayerView, legal: list[Action], card: DistrictCard
    ) -> HandOffer | None:
        t = c.table
        if t.mode == "normal":
            return build_choice(view, card, legal, t.why_not, auto_income=t.auto_income), c.act_on
        step = MODES.get(t.mode)
        return step.hand_card(c, view, legal, card) if step is not None else None


# ------------------------------------------------------------------------------------------------
# Ending the turn
# ------------------------------------------------------------------------------------------------


def unfinished(t: Table, view: PlayerView, legal: list[Action]) -> list[str]:
    """What the player would give up by ending the turn now."""
    out = []
    builds = [a for a in legal if isinstance(a, Build)]
    if builds:
        names = ", ".join(district_name(card(a.card).kind.name) for a in builds[:3])
        out.append(_("You can still build ({districts}).").format(districts=names))
    amount = pending_income(view, legal)
    if amount > 0 and not t.auto_income:
        out.append(_("You have not collected your income (+{amount} gold).").format(amount=amount))
    if TakeExtraGold() in legal or DrawExtraCards() in legal:  # the Navigator's (or the Witch's) +4
        out.append(_("You have not taken the Navigator's 4 gold or 4 cards."))
    return out


def end_turn(t: Table) -> None:
    """End the viewer's turn (collecting automatic income first); ask first if something is left."""
    if not t.my_turn:
        return
    view = t.view()
    assert view is not None and t.viewer is not None
    legal = t.session.legal(t.viewer)
    actions: list[Action] = []
    if t.auto_income:
        best = best_income_action(view, legal)
        if best is not None and income_amount(view, best.school_type) > 0:
            actions.append(best)
    actions.append(EndTurn())
    missing = unfinished(t, view, legal)
    if not missing:
        t.act(actions)
        return
    t.app.nav.confirm(
        title=lambda: _("End your turn?"),
        message=lambda: " ".join(missing),
        confirm_label=lambda: _("End turn"),
        cancel_label=lambda: _("Keep playing"),
        on_confirm=partial(_play, t, actions),
        danger=True,  # what is left of the turn is given up for good: Enter keeps playing
    )


def _play(t: Table, actions: Sequence[Action]) -> None:
    t.act(actions)


def _income_label(amount: int, in_cards: bool) -> str:
    """The income button's label: the gold, or the cards (the 2016 Patrician's income), it brings."""
    if in_cards:
        return ngettext("Collect income (+{amount} card)", "Collect income (+{amount} cards)", amount).format(
            amount=amount
        )
    return _("Collect income (+{amount})").format(amount=amount)


def _income_tip(dtype: DistrictType, in_cards: bool) -> str:
    if in_cards:
        return _("1 card for each {type} district in your city, drawn from the deck.").format(
            type=district_type_name(dtype).lower()
        )
    return _("1 gold for each {type} district in your city.").format(type=district_type_name(dtype).lower())
