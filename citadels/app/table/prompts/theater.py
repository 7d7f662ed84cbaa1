"""The Theater (RULES.md §9.4, §9.11): its owner, once every character is chosen, may give an opponent
one of his characters and take one of theirs at random, or keep his characters.

With 2-3 players he first chooses, by a button per character, the one he would give (with one character
it is chosen already). A button per opponent then says what the swap does before he commits: the card
given, and that the one taken is drawn at random; a last button keeps his characters.
"""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.model import char_fields
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, Decision, PlayerView, TheaterDecline, TheaterSwap
from citadels.text.i18n import _


def given_rank(t: Table, view: PlayerView) -> int | None:
    """The character the owner would give: his only one, or the one he clicked (2-3 players)."""
    mine = view.my_characters
    if len(mine) == 1:
        return mine[0]
    return t.selected[0] if len(t.selected) == 1 and t.selected[0] in mine else None


def swap_button(t: Table, view: PlayerView, action: TheaterSwap) -> RowButton:
    """One opponent's button: what the swap gives and takes, said before it is pressed."""
    name = t.session.name(action.target)
    fields = char_fields(view, action.give)
    return RowButton(lambda: _("Swap with {name}").format(name=name), lambda: t.act([action]), "primary",
                     lambda: _("Give your {character} to {name} and take one of their characters at random.").format(
                         name=name, **fields), "", (action,))  # fmt: skip


class TheaterDecision(Prompt):
    """The Theater's owner at the end of the selection: swap with an opponent, or not."""

    def announce(self, decision: Decision) -> bool:
        return True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        mine = list(view.my_characters)
        give = given_rank(t, view)
        row: list[RowButton] = []
        if give is None:
            c.prompt = (_("Your Theater: swap a character?"),
                        _("Choose the character you would give; you take one of the opponent's at random."))  # fmt: skip
            row = [_give_button(t, view, rank) for rank in mine]
        else:
            c.prompt = (_("Your Theater: give your {character} away?").format(**char_fields(view, give)),
                        _("Choose an opponent: you take one of their characters at random. Only the two of you see the cards."))  # fmt: skip
            row = [swap_button(t, view, a) for a in legal if isinstance(a, TheaterSwap) and a.give == give]
            if len(mine) > 1:
                row.append(RowButton(lambda: _("Another character"), lambda: t.selected.clear(), "secondary",
                                     lambda: _("Choose the other character to give."), "", ()))  # fmt: skip
        keep = next(a for a in legal if isinstance(a, TheaterDecline))
        row.append(RowButton(lambda: _("Keep your characters"), lambda: t.act([keep]), "secondary",
                             lambda: _("Swap nothing this round."), "", (keep,)))  # fmt: skip
        c.action_row(row, top=t.geo.content.y + t.geo.px(80))
        c.number_buttons(c.buttons, enabled_only=True)

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is deciding whether to swap a character (Theater)…").format(name=name)

    def handoff(self) -> str:
        return _("Every character is chosen: your Theater may swap one of yours with an opponent's.")


def _give_button(t: Table, view: PlayerView, rank: int) -> RowButton:
    """With 2-3 players: the character he would give (the opponents' buttons follow)."""
    fields = char_fields(view, rank)
    return RowButton(lambda: _("Give the {character}…").format(**fields), lambda: t.selected.__setitem__(slice(None), [rank]),
                     "primary", lambda: _("Then choose the opponent who gets the {character}.").format(**fields), "", ())  # fmt: skip
