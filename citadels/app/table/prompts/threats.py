"""The Blackmailer (RULES.md §9.3): the threatened holder's bribe after gathering, and his seat's
reveal on a refusal (placing his two threats is `markers.THREATS`).

The bribe: what half the gold is, before the player commits. The reveal: seen by anyone else, the
pause says only who decides."""

from __future__ import annotations

from citadels.app.table.buttons import RowButton
from citadels.app.table.model import char_fields
from citadels.app.table.prompts.base import Controls, Prompt
from citadels.engine import (
    Action,
    Decision,
    KeepThreatHidden,
    PayBribe,
    PlayerView,
    RefuseBribe,
    RevealThreat,
)
from citadels.text.i18n import _, ngettext


class BribeDecision(Prompt):
    """A threatened holder, right after gathering: pay half the gold, or refuse."""

    def announce(self, decision: Decision) -> bool:
        return True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        gold = view.me().gold
        half = gold // 2
        blackmailer = t.session.name(view.threat_seat)
        c.prompt = (_("Your {character} is threatened: pay the bribe?").format(**char_fields(view, view.current_rank)),
                    ngettext("Pay {name} {count} gold (half of yours), or refuse: if the threat has the flower, {name} may take all your gold.",
                             "Pay {name} {count} gold (half of yours), or refuse: if the threat has the flower, {name} may take all your gold.",
                             half).format(name=blackmailer, count=half))  # fmt: skip
        pay, refuse = PayBribe(), RefuseBribe()
        c.action_row([
            RowButton(lambda: ngettext("Pay {count} gold", "Pay {count} gold", half).format(count=half), lambda: t.act([pay]), "primary",
                      lambda: _("The threat is removed unseen."), "", (pay,)),
            RowButton(lambda: _("Refuse"), lambda: t.act([refuse]), "secondary",
                      lambda: _("Keep your gold and risk the flower: {name} decides whether to reveal.").format(name=blackmailer), "", (refuse,)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        c.number_buttons(c.buttons, enabled_only=True)

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is deciding whether to pay the bribe…").format(name=name)

    def handoff(self) -> str:
        return _("Your character is threatened: pay the bribe or refuse.")


class ThreatDecision(Prompt):
    """The Blackmailer's seat, on a refusal: reveal the threat or not."""

    def announce(self, decision: Decision) -> bool:
        return True  # it comes in another player's turn

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        holder = t.session.name(view.current_seat)
        flowered = view.flowered_threat == view.current_rank
        gold = view.table[view.current_seat].gold
        c.prompt = (_("{name} refuses to pay for the threat on the {character}: reveal it?").format(
                        name=holder, **char_fields(view, view.current_rank)),
                    ngettext("It has the flower: revealed, it takes all {name}'s {count} gold.",
                             "It has the flower: revealed, it takes all {name}'s {count} gold.", gold).format(name=holder, count=gold)
                    if flowered else _("It has no flower: revealed, it does nothing."))  # fmt: skip
        reveal, keep = RevealThreat(), KeepThreatHidden()
        c.action_row([
            RowButton(lambda: _("Reveal the threat"), lambda: t.act([reveal]), "primary" if flowered else "secondary",
                      lambda: _("Show the threat to everyone."), "", (reveal,)),
            RowButton(lambda: _("Leave it face down"), lambda: t.act([keep]), "secondary" if flowered else "primary",
                      lambda: _("Nothing happens; the threat stays hidden."), "", (keep,)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        c.number_buttons(c.buttons, enabled_only=True)

    def waiting(self, c: Controls, name: str) -> str:
        return _("{name} is deciding about the threat…").format(name=name)

    def handoff(self) -> str:
        return _("A threatened player refused the bribe: you decide whether to reveal your threat.")
