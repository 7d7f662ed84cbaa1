"""The Witch, right after gathering, names the character to bewitch: the row of character cards, as
for the Assassin's murder (RULES.md §6)."""

from __future__ import annotations

from citadels.app.table.items import CardItem
from citadels.app.table.layout import row_rects
from citadels.app.table.model import Choice, char_fields
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, Bewitch, PlayerView
from citadels.i18n import _


def bewitch_choice(view: PlayerView, rank: int, legal: list[Action]) -> Choice:
    fields = char_fields(view, rank)
    if Bewitch(rank) in legal:
        text = _("Bewitch the {character}: when it is called, its holder only gathers resources and you play the rest of its turn.").format(**fields)
        if rank in view.faceup:
            text += " " + _("(It was discarded face up: nobody has it.)")
        return Choice((Bewitch(rank),), text)
    if rank == view.current_rank:
        return Choice((), _("You cannot bewitch yourself."), enabled=False)
    return Choice((), _("You cannot bewitch the {character}.").format(**fields), enabled=False)


class BewitchTarget(Prompt):

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        g = c.table.geo
        c.wide = True
        c.prompt = (_("Whom do you bewitch?"), _("Your turn ends now; you will play the bewitched character's turn."))
        area = g.picker_area(with_caption=True)
        ranks = list(range(1, len(view.characters) + 1))
        for rect, rank in zip(row_rects(area, len(ranks), g.px(8)), ranks, strict=True):
            choice = bewitch_choice(view, rank, legal)
            caption = _("Face up") if rank in view.faceup else ""
            item = CardItem(("bewitch", rank), "character", view.character(rank).name, rect, choice, c.act_on, lift=0.08, caption=caption)
            c.items.append(item)
            if choice.enabled and rank <= 9:
                c.digits[rank] = item.click

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing whom to bewitch…").format(name=name)
