"""Markers on the character tokens (RULES.md §9.3): the Magistrate's three warrants and the
Blackmailer's two threats are placed with one control, told apart by a `MarkerSpec` — its words,
its count and the action it builds. `WARRANTS` and `THREATS` are the two cards' entries
(`steps.ABILITIES` and `steps.MODES` list them); their between-turn decisions stay in
`warrants.py` and `threats.py`.

Placing: the row of the cast's character cards; the first card clicked gets the marked marker (the
signed warrant, the flowered threat), the next ones the plain markers (a click on a chosen card takes
its marker back); a token no marker may go on is dimmed with the engine's reason (the rank-1
character, the murdered and the bewitched one for a threat); a face-up discard says first that a
marker there is wasted (§9.12 (5)); once all are chosen the question says where each goes before the
player confirms. Which one is marked is shown to the player only (§9.11)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import Choice, char_fields
from citadels.app.table.prompts.base import Controls, Mode
from citadels.app.table.prompts.twostep import captioned_row, confirm_button, confirm_rect
from citadels.engine import Action, PlaceThreats, PlaceWarrants, PlayerView, Refusal, Why
from citadels.text.i18n import N_, _


@dataclass(frozen=True)
class MarkerSpec:
    """One card's markers: the step's name, how many markers (the marked one first), the action for a
    full choice and the ranks a legal action marks, and every word the player reads (msgids, translated
    when drawn). In the words, `{character}` is the marked token; `{other}` (or `{second}` and
    `{third}`) the plain ones, in rank order."""

    mode: str  # the `Mode` name the ability's button opens
    count: int  # the marked marker and the plain ones
    place: Callable[[Sequence[int]], Action]  # `count` ranks, the marked one first
    marks: Callable[[Action], tuple[int, ...]]  # the ranks a legal action puts markers on (() if none)
    button: str  # the ability's button ("Warrants…")
    button_tip: str  # what the ability does
    choose: tuple[str, str]  # the prompt before any choice
    choosing: tuple[str, str]  # once the marked one is chosen
    confirming: tuple[str, str]  # once all are chosen
    marked_note: str  # the caption under the marked token ("Signed")
    plain_note: str  # the caption under a plain one ("Warrant")
    target: str  # a token's tooltip
    bluff: str  # the tooltip of one of the player's own characters
    wasted: str  # the tooltip of a face-up discard
    confirm: str  # the Confirm button's tooltip


def _place_warrants(ranks: Sequence[int]) -> Action:
    signed, *plain = ranks
    second, third = sorted(plain)
    return PlaceWarrants(signed, second, third)


def _warrant_marks(a: Action) -> tuple[int, ...]:
    return (a.signed, a.second, a.third) if isinstance(a, PlaceWarrants) else ()


def _place_threats(ranks: Sequence[int]) -> Action:
    flowered, other = ranks
    return PlaceThreats(flowered, other)


def _threat_marks(a: Action) -> tuple[int, ...]:
    return (a.flowered, a.other) if isinstance(a, PlaceThreats) else ()


#: The Magistrate: three warrants, one signed (it may take the first district that character pays for).
WARRANTS = MarkerSpec(
    mode="warrants",
    count=3,
    place=_place_warrants,
    marks=_warrant_marks,
    button=N_("Warrants…"),
    button_tip=N_("Put 3 warrants on other characters, one of them signed: it may take the first district that character pays for."),
    choose=(N_("Where do your warrants go?"),
            N_("Click first the character for the signed warrant, then two more for the plain ones.")),
    choosing=(N_("The signed warrant goes on the {character}"),
              N_("Choose the characters for the plain warrants (a click takes a warrant back).")),
    confirming=(N_("Signed warrant on the {character}, plain ones on {second} and {third}?"),
                N_("Only you know which one is signed. Press Enter or Confirm.")),
    marked_note=N_("Signed"),
    plain_note=N_("Warrant"),
    target=N_("Put a warrant on the {character}."),
    bluff=N_("Your own {character}: a warrant there is only a bluff, it never acts."),
    wasted=N_("Nobody has the {character}: it was discarded face up; a warrant there is wasted."),
    confirm=N_("Place the warrants."),
)  # fmt: skip

#: The Blackmailer: two threats, one flowered (its holder pays half his gold, or risks it all).
THREATS = MarkerSpec(
    mode="threats",
    count=2,
    place=_place_threats,
    marks=_threat_marks,
    button=N_("Threats…"),
    button_tip=N_("Put 2 threats on other characters, one with a flower: their holders pay you half their gold, or risk it all."),
    choose=(N_("Where do your threats go?"),
            N_("Click first the character for the flowered threat, then another for the plain one.")),
    choosing=(N_("The flowered threat goes on the {character}"),
              N_("Choose the character for the plain threat (a click takes a threat back).")),
    confirming=(N_("Flowered threat on the {character}, the plain one on {other}?"),
                N_("Only you know which one has the flower. Press Enter or Confirm.")),
    marked_note=N_("Flower"),
    plain_note=N_("Threat"),
    target=N_("Put a threat on the {character}."),
    bluff=N_("Your own {character}: a threat there is only a bluff, it never acts."),
    wasted=N_("Nobody has the {character}: it was discarded face up; a threat there is wasted."),
    confirm=N_("Place the threats."),
)  # fmt: skip


def marker_buttons(spec: MarkerSpec) -> Callable[[Controls, PlayerView, list[Action]], list[RowButton]]:
    """The card's row (steps.ABILITIES): one button that opens the `spec.mode` step."""

    def buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
        acts = tuple(a for a in legal if spec.marks(a))
        return [RowButton(lambda: _(spec.button), lambda: c.table.set_mode(spec.mode), "danger", lambda: _(spec.button_tip),
                          "" if acts else _("You have used your ability this turn."), acts)]  # fmt: skip

    return buttons


def _refusal(refusal: Refusal | None, rank: int) -> str:
    """Why no marker may go on `rank`: the engine's reason about that token, or the ability is used."""
    reason = refusal.why if refusal is not None and refusal.rank in (rank, 0) else None
    if reason is Why.TARGET_RANK_ONE:
        return _("Never on the first character.")
    if reason is Why.TARGET_MURDERED:
        return _("Never on the murdered character.")
    if reason is Why.TARGET_BEWITCHED:
        return _("Never on the bewitched character.")
    return _("You have used your ability this turn.")


def token_choice(spec: MarkerSpec, t: Table, view: PlayerView, rank: int, legal: list[Action]) -> Choice:
    """A character card of the row: whether a marker may go there (the engine's reason if not), and
    what it would do."""
    fields = char_fields(view, rank)
    if rank == view.current_rank:
        return Choice((), _("Not on your own character."), enabled=False)
    if not any(rank in spec.marks(a) for a in legal):
        others = [r for r in range(len(view.characters), 0, -1) if r not in (rank, view.current_rank)]
        probe = spec.place([rank, *others[: spec.count - 1]])  # the engine checks `rank` first
        return Choice((), _refusal(t.why_not(probe), rank), enabled=False)
    if rank in view.faceup:
        return Choice((), _(spec.wasted).format(**fields))
    if rank in view.my_characters:
        return Choice((), _(spec.bluff).format(**fields))
    return Choice((), _(spec.target).format(**fields))


def _toggle(t: Table, rank: int, count: int) -> Callable[[CardItem], None]:
    def click(item: CardItem) -> None:
        if rank in t.selected:
            t.selected.remove(rank)
        elif len(t.selected) < count:
            t.selected.append(rank)

    return click


class MarkerTargets(Mode):
    """The row of the cast's characters: the marked marker first, then the plain ones; confirmed."""

    wide = True

    def __init__(self, spec: MarkerSpec) -> None:
        self.spec = spec
        self.name = spec.mode

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        spec = self.spec
        t = c.table
        g = t.geo
        ranks = list(range(1, len(view.characters) + 1))
        choices = {rank: token_choice(spec, t, view, rank, legal) for rank in ranks}
        chosen = [r for r in t.selected if r in choices and choices[r].enabled][: spec.count]
        if chosen != t.selected:
            t.selected[:] = chosen
        action = spec.place(chosen) if len(chosen) == spec.count else None
        if not chosen:
            c.prompt = (_(spec.choose[0]), _(spec.choose[1]))
        elif action is None:
            c.prompt = (_(spec.choosing[0]).format(**char_fields(view, chosen[0])), _(spec.choosing[1]))
        else:
            plain = [char_fields(view, r)["el_character"] for r in sorted(chosen[1:])]
            words = dict(zip(("second", "third"), plain, strict=False))
            c.prompt = (
                _(spec.confirming[0]).format(other=plain[0], **words, **char_fields(view, chosen[0])),
                _(spec.confirming[1]),
            )
        notes: list[list[str]] = []
        for rank in ranks:
            note = [_("Face up")] if rank in view.faceup else []
            if rank in chosen:
                note.append(_(spec.marked_note) if rank == chosen[0] else _(spec.plain_note))
            notes.append(note)
        rects, captions = captioned_row(
            g, "character", [view.character(r).name for r in ranks], g.px(8), notes
        )
        for rect, rank, caption in zip(rects, ranks, captions, strict=True):
            item = CardItem((spec.mode, rank), "character", view.character(rank).name, rect, choices[rank],
                            _toggle(t, rank, spec.count), lift=0.08, caption="\n".join(caption),
                            caption_size=g.fonts["small"], selected=rank in chosen)  # fmt: skip
            c.items.append(item)
            if choices[rank].enabled:
                c.digits[rank] = item.click
        if action is not None:
            confirm_button(c, (action,), _(spec.confirm), confirm_rect(c, above_cancel=True))
        c.cancel_button()
