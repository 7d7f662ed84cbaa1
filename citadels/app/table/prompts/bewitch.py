"""The Witch, right after gathering, names the character to bewitch: the row of character cards, as
for the Assassin's murder — selected, then confirmed (RULES.md §6)."""

from __future__ import annotations

from citadels.app.table.model import Choice, WhyNot, char_fields
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.app.table.prompts.twostep import name_a_character
from citadels.engine import Action, Bewitch, PlayerView, Why
from citadels.i18n import _


def bewitch_choice(view: PlayerView, rank: int, why: WhyNot) -> Choice:
    fields = char_fields(view, rank)
    refusal = why(Bewitch(rank))
    if refusal is None:
        text = _(
            "Bewitch the {character}: when it is called, its holder only gathers resources and you play the rest of its turn."
        ).format(**fields)
        if rank in view.faceup:
            text += " " + _("(It was discarded face up: nobody has it.)")
        return Choice((Bewitch(rank),), text)
    if refusal.why is Why.TARGET_SELF:
        return Choice((), _("You cannot bewitch yourself."), enabled=False)
    return Choice((), _("You cannot bewitch the {character}.").format(**fields), enabled=False)


class BewitchTarget(Prompt):
    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        c.wide = True
        title = (
            _("Whom do you bewitch?"),
            _("Your turn ends now; you will play the bewitched character's turn."),
        )
        name_a_character(
            c,
            view,
            legal,
            key="bewitch",
            title=title,
            choice=lambda view, rank, _legal: bewitch_choice(view, rank, c.table.why_not),
            question=_("Bewitch the {character}?"),
            cancel=False,
        )

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing whom to bewitch…").format(name=name)
