"""Drawing cards to keep one of them, the others shuffled back into the deck (the 2016 Scholar,
RULES.md §9.3): the button of the turn's row (`steps.ABILITIES`) and the decision that follows
(`Decision.KEEP_ONE_DRAWN`). The cards are shown only to the seat that drew them: the table draws
private things only for the human who has confirmed at the screen (the hot-seat hand-off)."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.prompts.base import Controls
from citadels.app.table.prompts.keep import Keep
from citadels.engine import Action, DrawToKeepOne, PlayerView, Why
from citadels.text.i18n import _, ngettext


def draw_to_keep_one_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The row's button: draw the character's cards to keep one (`DrawToKeepOne`)."""
    t = c.table
    act = DrawToKeepOne()
    count = view.character(view.current_rank).draws_to_choose
    why = ""
    if act not in legal:
        refusal = t.why_not(act)
        empty = refusal is not None and refusal.why is Why.DECK_EMPTY
        why = _("The deck is empty.") if empty else _("You have used your ability this turn.")
    return [RowButton(lambda: ngettext("Draw {count}, keep 1", "Draw {count}, keep 1", count).format(count=count),
                      lambda: t.act([act]), "primary" if not why else "secondary",
                      lambda: ngettext("Draw {count} card and keep 1; the others are shuffled back into the deck. Only you see them.",
                                       "Draw {count} cards and keep 1; the others are shuffled back into the deck. Only you see them.",
                                       count).format(count=count),
                      why, (act,) if not why else ())]  # fmt: skip


class KeepOneDrawn(Keep):
    """Keep one of the cards the ability drew: the resource draw's cards, another line."""

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        super().build(c, view, legal)
        others = len(view.drawn) - 1
        c.prompt = (
            _("Keep one card"),
            ngettext(
                "The other card is shuffled back into the deck. Only you see these cards.",
                "The other {count} cards are shuffled back into the deck. Only you see these cards.",
                others,
            ).format(count=others),
        )

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing one of the cards they drew…").format(name=name)

    def handoff(self) -> str:
        return _("Choose the card you keep: only you may see them.")
