"""A choice that cannot be taken back takes two steps, as the draft's pick does: the first click (or
digit) selects a card or a tile — it rises, framed, and the prompt asks the question — and a second
click on it, Enter or the Confirm button carries it out. The Assassin's, the Thief's and the Witch's
targets, and a district taken from a city (`pick_a_district`: the Warlord's, the Marshal's, the
Armory's) use it (in hot seat nothing can be undone).

`t.selected` holds the one key chosen (a rank, a district's id); the controls rebuild on its change."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem, title_caption
from citadels.app.table.layout import Geo, row_rects
from citadels.app.table.model import Choice, char_fields
from citadels.app.table.prompts.base import Controls
from citadels.engine import Action, DistrictCard, PlayerView
from citadels.text.i18n import _


def chosen(t: Table, allowed: Sequence[int]) -> int | None:
    """The selected key when it is still one of `allowed` (an enabled card or tile), else None."""
    return t.selected[0] if len(t.selected) == 1 and t.selected[0] in allowed else None


def select_then_act(t: Table, key: int) -> Callable[[CardItem], None]:
    """A card's click: select it, or — already selected — play what it offers."""

    def click(item: CardItem) -> None:
        if t.selected == [key]:
            t.act(item.actions)
        else:
            t.selected[:] = [key]

    return click


def pick_a_district(
    c: Controls,
    view: PlayerView,
    mode: str,
    choose: Callable[[int, DistrictCard], Choice],
    ask: tuple[str, str],
    question: Callable[[int, DistrictCard, Choice], str],
    verb: Callable[[], str],
) -> None:
    """Every district on the table as a tile (keyed `(mode, seat, id)`): `choose(seat, district)` says
    what a click does (the targets glow, the others are dimmed with their reason). Before a choice the
    prompt is `ask`; once one is selected it is `question(seat, district, choice)`, and a second click,
    Enter or the `verb` button carries it out."""
    t = c.table
    tiles: list[tuple[int, DistrictCard, Choice, CardItem]] = []
    for seat, box in t.geo.seats.items():
        city = t.shown.city[seat]
        for district, rect in zip(city, box.tile_rects(len(city), view.completion), strict=False):
            choice = choose(seat, district)
            item = CardItem((mode, seat, district.id), "tile", district.kind.name, rect, choice,
                            select_then_act(t, district.id), adorned=district.id in view.adorned, stored=t.shown.stored(district))  # fmt: skip
            tiles.append((seat, district, choice, item))
    picked = chosen(t, [d.id for _seat, d, choice, _item in tiles if choice.enabled])
    target = next(((seat, d, choice) for seat, d, choice, _item in tiles if d.id == picked), None)
    if target is None:
        c.prompt = ask
    else:
        c.prompt = (question(*target), _("Click it again or press Enter to confirm."))
    for _seat, d, _choice, item in tiles:
        item.selected = d.id == picked
        c.items.append(item)
    if target is not None:
        choice = target[2]
        row = [RowButton(verb, lambda: t.act(list(choice.actions)), "primary", lambda: choice.reason + " (" + _("Enter") + ")",
                         "", choice.actions, pygame.K_RETURN, _("Enter"))]  # fmt: skip
    else:
        row = [RowButton(verb, lambda: None, "primary", None, _("Click a glowing district first."), ())]
    row.append(c.cancel_entry())
    c.action_row(row)


def confirm_rect(c: Controls, *, above_cancel: bool) -> pygame.Rect:
    """The Confirm button's place in the stage's right-hand column: the corner, or above Cancel."""
    rect = c.cancel_rect()
    return rect.move(0, -(rect.h + c.table.geo.px(8))) if above_cancel else rect


def confirm_button(c: Controls, actions: Sequence[Action], tooltip: str, rect: pygame.Rect) -> None:
    """The gold Confirm button (Enter) that plays the selected choice."""
    tip = tooltip + " (" + _("Enter") + ")"
    c.button(lambda: _("Confirm"), lambda: c.table.act(list(actions)), rect, style="primary", tooltip=lambda: tip,
             actions=tuple(actions), shortcut=pygame.K_RETURN)  # fmt: skip


def captioned_row(g: Geo, kind: str, names: Sequence[str], gap: int,
                  notes: Sequence[Sequence[str]] = ()) -> tuple[list[pygame.Rect], list[list[str]]]:  # fmt: skip
    """A row of cards in the stage's picker area, each with its caption lines: its name when the card
    is too small to show it readably (on two lines if need be), then its `notes` ("Face up"). Room
    is kept under the cards for the longest caption."""
    notes = list(notes) or [[] for _name in names]
    font = g.fonts["small"]
    lines = max((len(n) for n in notes), default=0)
    captions: list[list[str]] = [list(n) for n in notes]
    for _attempt in range(2):  # smaller cards may need the names their titles no longer show
        area = g.picker_area(with_caption=lines > 0, caption_lines=max(1, lines))
        rects = row_rects(area, len(names), gap)
        titles = [
            title_caption(kind, name, rect.size, rect.w + gap, font)
            for name, rect in zip(names, rects, strict=True)
        ]
        if any(titles):  # one card's name under it: every card's, so the row reads alike
            titles = [
                title_caption(kind, name, rect.size, rect.w + gap, font, always=True)
                for name, rect in zip(names, rects, strict=True)
            ]
        captions = [[*title, *n] for title, n in zip(titles, notes, strict=True)]
        needed = max((len(cap) for cap in captions), default=0)
        if needed <= lines:
            break
        lines = needed
    return rects, captions


def name_a_character(c: Controls, view: PlayerView, legal: list[Action], *, key: str, title: tuple[str, str],
                     choice: Callable[[PlayerView, int, list[Action]], Choice], question: str,
                     cancel: bool) -> None:  # fmt: skip
    """The row of character cards 1–9 to name one (`key` names the items), selected then confirmed.
    Before a choice the prompt is `title`; once one is selected it asks `question` (formatted with
    the character's fields) — and, for a card discarded face up, says first that nobody has it."""
    t = c.table
    g = t.geo
    ranks = list(range(1, len(view.characters) + 1))
    choices = {rank: choice(view, rank, legal) for rank in ranks}
    picked = chosen(t, [r for r in ranks if choices[r].enabled])
    if picked is None:
        c.prompt = title
    elif picked in view.faceup:
        c.prompt = (_("Nobody has the {character}: it was discarded face up").format(**char_fields(view, picked)),
                    _("Click it again or press Enter to name it anyway."))  # fmt: skip
    else:
        c.prompt = (
            question.format(**char_fields(view, picked)),
            _("Click it again or press Enter to confirm."),
        )
    notes = [[_("Face up")] if rank in view.faceup else [] for rank in ranks]
    rects, captions = captioned_row(
        g, "character", [view.character(rank).name for rank in ranks], g.px(8), notes
    )
    for rect, rank, caption in zip(rects, ranks, captions, strict=True):
        item = CardItem((key, rank), "character", view.character(rank).name, rect, choices[rank], select_then_act(t, rank), lift=0.08,
                        caption="\n".join(caption), caption_size=g.fonts["small"], selected=rank == picked)  # fmt: skip
        c.items.append(item)
        if choices[rank].enabled:
            c.digits[rank] = item.click
    if picked is not None:
        confirm_button(
            c, choices[picked].actions, choices[picked].reason, confirm_rect(c, above_cancel=cancel)
        )
    if cancel:
        c.cancel_button()
