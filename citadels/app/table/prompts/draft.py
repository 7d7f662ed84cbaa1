"""The draft: choose a character from the pile (the face-down discard of 2–3 player games reuses it:
draft_discard.py)."""

from __future__ import annotations

from typing import ClassVar

import pygame

from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice, char_fields, char_name
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.app.table.prompts.twostep import captioned_row
from citadels.engine import Action, Decision, DiscardCharacter, PickCharacter, PlayerView
from citadels.text.i18n import _, character_fields


class DraftPick(Prompt):
    #: the row of characters offers a face-down discard instead of a pick (draft_discard.py)
    discard: ClassVar[bool] = False

    def announce(self, decision: Decision) -> bool:
        return True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        g = c.table.geo
        discard = self.discard
        pile = list(view.pile)
        if discard:
            title = _("Discard one character face down")
            sub = _("It leaves the round unseen; only you will know it.")
        else:
            title = _("Choose your character")
            sub = ""
            if (
                view.players == 7
                and len(pile) == 2
                and view.picks_made[view.seat] == 0
                and sum(view.picks_made) == 6
            ):
                sub = _(
                    "You get the last card and the face-down discard: keep one, the other is discarded face down."
                )
            elif view.players == 3 and len(view.characters) == 9 and sum(view.picks_made) == 3:
                # RULES.md §9.9: the crowned player's second pick, after the random discard
                sub = _("One of the five left was discarded face down at random; nobody saw it.")
            elif view.players <= 3:
                sub = _("With {players} players everyone plays two characters.").format(players=view.players)
            elif view.faceup:
                sub = _("Face up, out of this round: {characters}.").format(
                    characters=", ".join(char_name(view, r) for r in view.faceup)
                )
        selected = c.table.selected
        chosen = selected[0] if selected and selected[0] in pile else None
        if chosen is not None:  # a pick cannot be undone: it takes a second click, or Enter
            sub = _("Click it again or press Enter to confirm.")
        c.prompt = (title, sub)
        c.wide = True
        names = [view.character(rank).name for rank in pile]
        rects, captions = captioned_row(g, "character", names, g.px(10))
        for rect, rank, caption in zip(rects, pile, captions, strict=True):
            spec = view.character(rank)
            act: Action = DiscardCharacter(rank) if discard else PickCharacter(rank)
            text_ = (
                _("Discard the {character} face down.") if discard else _("Take the {character}.")
            ).format(**character_fields(spec.name))
            choice = Choice((act,), text_, enabled=act in legal)
            item = CardItem(("pick", rank), "character", spec.name, rect, choice, lambda it: self._choose(c, it), lift=0.08,
                            selected=rank == chosen, caption="\n".join(caption), caption_size=g.fonts["small"])  # fmt: skip
            c.items.append(item)
            if choice.enabled:
                c.digits[rank] = item.click  # a digit is the character's rank, as everywhere ranks are shown
        if chosen is not None:
            confirm: Action = DiscardCharacter(chosen) if discard else PickCharacter(chosen)
            tip = (_("Discard the {character} face down.") if discard else _("Take the {character}.")).format(
                **char_fields(view, chosen)
            )
            tip += " (" + _("Enter") + ")"
            px = g.px
            rect = pygame.Rect(g.stage.right - px(118), g.stage.bottom - px(46), px(108), px(36))
            c.button(lambda: _("Confirm"), lambda: c.table.act([confirm]), rect, style="primary", tooltip=tip,
                     actions=(confirm,), shortcut=pygame.K_RETURN)  # fmt: skip

    @staticmethod
    def _choose(c: Controls, item: CardItem) -> None:
        """First click (or digit) selects a character, the second one confirms it."""
        table = c.table
        rank = item.key[1]
        if table.selected == [rank]:
            table.act(item.actions)
            return
        table.selected = [rank]  # part of the controls' state: they rebuild with it selected

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is choosing a character…").format(name=name)

    def handoff(self) -> str:
        return _("It is your turn to choose a character.")
