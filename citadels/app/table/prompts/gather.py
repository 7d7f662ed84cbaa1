"""Gathering resources at the start of a turn: take 2 gold or draw cards."""

from __future__ import annotations

import pygame

from citadels.app import cardart, text
from citadels.app.table.model import draw_option_text
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import Action, Decision, DrawCards, PlayerView, TakeGold
from citadels.text.i18n import _, character_fields


class Gather(Prompt):
    def announce(self, decision: Decision) -> bool:
        return True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        px = g.px
        spec = view.character(view.current_rank)
        title = _("Your turn — the {character}").format(**character_fields(spec.name))
        notes = []
        if spec.bonus_gold:
            notes.append(_("The Merchant also gets 1 gold after gathering."))
        if spec.bonus_cards:
            notes.append(_("The Architect also draws 2 cards after gathering."))
        c.prompt = (title, " ".join(notes) or _("First gather resources: take 2 gold or draw cards."))
        label = draw_option_text(view)
        size = max(10, int(px(62) * 0.42))
        need = max(
            text.text_size(label, size, bold=True)[0], text.text_size(_("Take 2 gold"), size, bold=True)[0]
        ) + px(130)
        bw, bh = min(max(px(250), need), (g.content.w - px(20)) // 2), px(62)
        y = g.content.y + px(72)
        cx = g.content.centerx
        gold_rect = pygame.Rect(cx - bw - px(10), y, bw, bh)
        draw_rect = pygame.Rect(cx + px(10), y, bw, bh)
        c.button(lambda: _("Take 2 gold"), lambda: t.act([TakeGold()]), gold_rect, style="primary",
                 tooltip=lambda: _("Take 2 gold from the bank."), actions=(TakeGold(),), digit=1,
                 shortcut=pygame.K_g, shortcut_label="G", icon=lambda size: cardart.coin(2, size))  # fmt: skip
        reason = "" if DrawCards() in legal else _("The deck is empty.")
        c.button(label, lambda: t.act([DrawCards()]), draw_rect, style="primary",
                 tooltip=lambda: _("Draw from the deck; the cards you do not keep go to the bottom."),
                 disabled=reason, actions=(DrawCards(),), digit=2, shortcut=pygame.K_d, shortcut_label="D",
                 icon=lambda size: cardart.card_back(cardart.card_size(size)))  # fmt: skip
