"""The controls of last resort: one button per legal action, labelled in words, for a decision that
no prompt module answers and for a character ability that no `@ability` gives buttons. A human is
never stuck on a decision the table has no dedicated controls for."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from citadels.app.table.buttons import RowButton
from citadels.app.table.describe import action_label, describe_action
from citadels.app.table.prompts.base import Prompt
from citadels.app.table.prompts.main import Mode, mode
from citadels.engine import Action, Decision, PlayerView
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from citadels.i18n import _, character_fields

if TYPE_CHECKING:
    from citadels.app.table.prompts.base import Controls

#: buttons shown at once in a list of actions ("More…" turns the page): they fit the stage
PAGE = 4
#: with more legal ability actions than this, the turn's row gets one button opening a list of them
INLINE_LIMIT = 3


def action_buttons(c: Controls, view: PlayerView, actions: list[Action]) -> list[RowButton]:
    """One button per action, labelled and explained in words."""
    names = c.table.session.names
    row = []
    for act in actions:
        label = action_label(act, view, names)
        tip = describe_action(act, view, names)
        row.append(RowButton(label, partial(c.table.act, [act]), "secondary", partial(_tip, tip), "", (act,)))
    return row


class Pages:
    """Which page of a long list of actions is shown (back to the first when the list changes)."""

    def __init__(self) -> None:
        self.page = 0
        self.shown: tuple[Action, ...] = ()

    def row(self, c: Controls, view: PlayerView, actions: list[Action]) -> list[RowButton]:
        """The buttons of the current page, and "More…" when the actions do not fit one page."""
        if tuple(actions) != self.shown:
            self.shown, self.page = tuple(actions), 0
        pages = max(1, -(-len(actions) // PAGE))
        self.page %= pages
        row = action_buttons(c, view, actions[self.page * PAGE : (self.page + 1) * PAGE])
        if pages > 1:
            label = _("More… ({page}/{pages})").format(page=self.page + 1, pages=pages)
            row.append(RowButton(label, partial(self.turn, c), "ghost", lambda: _("Show the other possible actions."), "", ()))
        return row

    def turn(self, c: Controls) -> None:
        self.page += 1
        c.invalidate()


def _tip(words: str) -> str:
    return _("Click to {action}.").format(action=words)


def ability_actions(view: PlayerView, legal: list[Action]) -> list[Action] | None:
    """The legal actions of the current character's ability (None: the character has no active
    ability in the engine)."""
    spec = view.character(view.current_rank)
    ability = ENGINE_ABILITIES.get(spec.name)
    if ability is None:
        return None
    return [a for a in legal if type(a) in ability.action_types]


def ability_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The generic buttons of an ability with no dedicated `@ability`: its actions in the row when
    they are few, else one button opening the list of them."""
    acts = ability_actions(view, legal)
    if acts is None:
        return []
    spec = view.character(view.current_rank)
    if not acts:
        why = _("You have used your ability this turn.") if view.ability_used else _("Your ability cannot be used now.")
        return [RowButton(lambda: _("Ability"), lambda: None, "secondary", partial(_ability_tip, spec.name), why, ())]
    if len(acts) <= INLINE_LIMIT:
        return action_buttons(c, view, acts)
    return [RowButton(partial(_ability_label, spec.name),
                      lambda: c.table.set_mode("ability"), "secondary", partial(_ability_tip, spec.name), "", tuple(acts))]  # fmt: skip


def _ability_label(name: str) -> str:
    return _("Ability of the {character}…").format(**character_fields(name))


def _ability_tip(name: str) -> str:
    return _("The ability of the {character}: choose one of the possible uses.").format(**character_fields(name))


@mode
class AbilityChoices(Mode):
    """Every legal use of the character's ability, one button each."""

    name = "ability"

    def __init__(self) -> None:
        self.pages = Pages()

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        spec = view.character(view.current_rank)
        acts = ability_actions(view, legal) or []
        c.prompt = (_("The ability of the {character}").format(**character_fields(spec.name)), _("Choose what to do."))
        c.action_row([*self.pages.row(c, view, acts), c.cancel_entry()], top=c.table.geo.content.y + c.table.geo.px(64))
        c.number_buttons([b for b in c.buttons if b.actions])


class Fallback(Prompt):
    """Any decision without its own module: one button per legal action (not registered: the table
    uses it where `prompt_for` finds nothing)."""

    def __init__(self) -> None:
        self.pages = Pages()

    def announce(self, decision: Decision) -> bool:
        return True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        title = _("Your decision")
        if view.current_rank:
            title = _("Your decision — the {character}").format(**character_fields(view.character(view.current_rank).name))
        c.prompt = (title, _("Choose one of these actions."))
        c.action_row(self.pages.row(c, view, legal), top=c.table.geo.content.y + c.table.geo.px(64))
        c.number_buttons([b for b in c.buttons if b.actions])


FALLBACK = Fallback()
