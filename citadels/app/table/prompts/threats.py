"""The Blackmailer (RULES.md §9.3): his two threats placed on the character tokens, the threatened
holder's bribe after gathering, and his seat's reveal on a refusal.

Placing: the row of the cast's character cards; the first card clicked gets the flowered threat, the
second the plain one (a click on a chosen card takes its threat back); the rank-1 character, the
murdered and the bewitched one are dimmed with the engine's reason; a face-up discard says first that
a threat there is wasted (§9.12 (5)); once two are chosen the question says where each goes.

The bribe: what half the gold is, before the player commits. The reveal: seen by anyone else, the
pause says only who decides."""

from __future__ import annotations

from collections.abc import Callable

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice, WhyNot, char_fields
from citadels.app.table.prompts.base import Controls, Mode, Prompt
from citadels.app.table.prompts.twostep import captioned_row, confirm_button, confirm_rect
from citadels.engine import (
    Action,
    Decision,
    KeepThreatHidden,
    PayBribe,
    PlaceThreats,
    PlayerView,
    RefuseBribe,
    RevealThreat,
    Why,
)
from citadels.text.i18n import _, ngettext

THREATS = 2  # one flowered, one plain


def threat_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Blackmailer's row (steps.ABILITIES): Threats…, which opens the `threats` step."""
    acts = tuple(a for a in legal if isinstance(a, PlaceThreats))
    return [RowButton(lambda: _("Threats…"), lambda: c.table.set_mode("threats"), "danger",
                      lambda: _("Put 2 threats on other characters, one with a flower: their holders pay you half their gold, or risk it all."),
                      "" if acts else _("You have used your ability this turn."), acts)]  # fmt: skip


def token_choice(view: PlayerView, rank: int, why: WhyNot) -> Choice:
    """A character card of the row: whether a threat may go there (the engine's reason if not)."""
    fields = char_fields(view, rank)
    partner = next(r for r in range(len(view.characters), 0, -1) if r not in (rank, view.current_rank))
    refusal = why(PlaceThreats(rank, partner))  # the engine checks `rank` first
    reason = refusal.why if refusal is not None and refusal.rank in (rank, 0) else None
    if rank == view.current_rank:
        return Choice((), _("Not on your own character."), enabled=False)
    if reason is Why.TARGET_RANK_ONE:
        return Choice((), _("Never on the first character."), enabled=False)
    if reason is Why.TARGET_MURDERED:
        return Choice((), _("Never on the murdered character."), enabled=False)
    if reason is Why.TARGET_BEWITCHED:
        return Choice((), _("Never on the bewitched character."), enabled=False)
    if reason is Why.ABILITY_USED:
        return Choice((), _("You have used your ability this turn."), enabled=False)
    if rank in view.faceup:
        return Choice(
            (),
            _("Nobody has the {character}: it was discarded face up; a threat there is wasted.").format(
                **fields
            ),
        )
    if rank in view.my_characters:
        return Choice(
            (), _("Your own {character}: a threat there is only a bluff, it never acts.").format(**fields)
        )
    return Choice((), _("Put a threat on the {character}.").format(**fields))


def _toggle(t: Table, rank: int) -> Callable[[CardItem], None]:
    def click(item: CardItem) -> None:
        if rank in t.selected:
            t.selected.remove(rank)
        elif len(t.selected) < THREATS:
            t.selected.append(rank)

    return click


class ThreatTargets(Mode):
    """The row of the cast's characters: the flowered threat first, then the plain one; confirmed."""

    name = "threats"
    wide = True

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        ranks = list(range(1, len(view.characters) + 1))
        choices = {rank: token_choice(view, rank, t.why_not) for rank in ranks}
        chosen = [r for r in t.selected if r in choices and choices[r].enabled][:THREATS]
        if chosen != t.selected:
            t.selected[:] = chosen
        action = PlaceThreats(chosen[0], chosen[1]) if len(chosen) == THREATS else None
        if not chosen:
            c.prompt = (_("Where do your threats go?"),
                        _("Click first the character for the flowered threat, then another for the plain one."))  # fmt: skip
        elif action is None:
            c.prompt = (_("The flowered threat goes on the {character}").format(**char_fields(view, chosen[0])),
                        _("Choose the character for the plain threat (a click takes a threat back)."))  # fmt: skip
        else:
            c.prompt = (
                _("Flowered threat on the {character}, the plain one on {other}?").format(
                    other=char_fields(view, action.other)["el_character"],
                    **char_fields(view, action.flowered),
                ),
                _("Only you know which one has the flower. Press Enter or Confirm."),
            )
        notes: list[list[str]] = []
        for rank in ranks:
            note = [_("Face up")] if rank in view.faceup else []
            if rank in chosen:
                note.append(_("Flower") if rank == chosen[0] else _("Threat"))
            notes.append(note)
        rects, captions = captioned_row(
            g, "character", [view.character(r).name for r in ranks], g.px(8), notes
        )
        for rect, rank, caption in zip(rects, ranks, captions, strict=True):
            item = CardItem(("threats", rank), "character", view.character(rank).name, rect, choices[rank], _toggle(t, rank), lift=0.08,
                            caption="\n".join(caption), caption_size=g.fonts["small"], selected=rank in chosen)  # fmt: skip
            c.items.append(item)
            if choices[rank].enabled:
                c.digits[rank] = item.click
        if action is not None:
            confirm_button(c, (action,), _("Place the threats."), confirm_rect(c, above_cancel=True))
        c.cancel_button()


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
