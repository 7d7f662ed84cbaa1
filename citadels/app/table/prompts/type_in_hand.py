"""The Spy names a district type and looks at another player's hand: per card of that type there, he
takes 1 of that player's gold (while there is any) and draws 1 card (RULES.md §9.3). The row's button
opens the `spy` step: a row of players (their cards and gold shown) and a row of the five types; once
both are chosen the prompt says what will happen before the player confirms. After the look, the hand
he saw is shown on the stage for the rest of his turn, as district tiles (names readable on the low
stage; a hover shows the card) — only to him: the table draws private things
only for the human who has confirmed at the screen (the hot-seat hand-off), and the engine's view
holds the hand only for the seat playing the turn (`PlayerView.peek`)."""

from __future__ import annotations

from functools import partial

from citadels.app import text
from citadels.app.table.buttons import RowButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.layout import TILE_COL_MIN_W, tile_rows
from citadels.app.table.model import Choice
from citadels.app.table.prompts.base import Controls, Mode
from citadels.app.table.prompts.twostep import confirm_button, confirm_rect
from citadels.engine import Action, DistrictType, LookForType, PlayerView
from citadels.text.i18n import _, district_type_name, ngettext

#: `t.selected` holds the chosen seat as is and the chosen type as TYPE_KEY + its value
TYPE_KEY = 100
#: a tile of the hand seen, at scale 1 (`layout.tile_rows` narrows it when the hand is long)
SEEN_TILE_W, SEEN_TILE_H = 170, 30


def look_for_type_buttons(c: Controls, view: PlayerView, legal: list[Action]) -> list[RowButton]:
    """The Spy's row (steps.ABILITIES): Spy on a hand…, which opens the `spy` step; once used, the
    hand he looked at on the stage."""
    acts = tuple(a for a in legal if isinstance(a, LookForType))
    if view.ability_used and view.peek_seat >= 0:
        seen_hand(c, view)
    why = "" if acts else _("You have used your ability this turn.")
    return [RowButton(lambda: _("Spy on a hand…"), lambda: c.table.set_mode("look_for_type"), "primary" if acts else "secondary",
                      lambda: _("Name a district type and look at another player's hand: for each card of that type, take 1 of their gold and draw 1 card."),
                      why, acts)]  # fmt: skip


def seen_hand(c: Controls, view: PlayerView) -> None:
    """The hand the Spy looked at, in a row on the stage above the turn's buttons, named in the prompt."""
    t = c.table
    g = t.geo
    px = g.px
    name = t.session.name(view.peek_seat)
    title, line = c.prompt
    seen = (
        _("The hand of {name} (only you see it):").format(name=name)
        if view.peek
        else _("The hand of {name} is empty.").format(name=name)
    )
    c.prompt = (title, f"{line} {seen}".strip())
    area = g.under_prompt(px(58))  # the turn's row of buttons stays clear
    # as district tiles, not cards: the stage is low, a card there would be too small to read its
    # name (1024×576); a tile writes it at the readable size, and hovering shows the whole card
    least = text.least_size() + 2  # a tile as low as this still writes its name at that size
    rects = tile_rows(
        area,
        len(view.peek),
        px(SEEN_TILE_W),
        max(px(SEEN_TILE_H), least + 4),
        px(8),
        least=least,
        least_w=px(TILE_COL_MIN_W),
    )
    for i, (rect, d) in enumerate(zip(rects, view.peek, strict=True)):
        tip = _("In the hand of {name}.").format(name=name)
        c.items.append(
            CardItem(("spied", d.id, i), "tile", d.kind.name, rect, Choice((), tip), _nothing, lift=0.0)
        )


def _nothing(item: CardItem) -> None:
    """A card of the hand looked at: shown, not played."""


def look_choice(view: PlayerView, names: list[str], seat: int, dtype: DistrictType) -> str:
    """What spying on `seat` naming `dtype` does, in a sentence, before the player commits."""
    q = view.table[seat]
    return ngettext(
        "Look at the hand of {name} ({count} card, {gold} gold): for each {type} card there, take 1 of their gold and draw 1 card.",
        "Look at the hand of {name} ({count} cards, {gold} gold): for each {type} card there, take 1 of their gold and draw 1 card.",
        q.hand_size,
    ).format(name=names[seat], count=q.hand_size, gold=q.gold, type=district_type_name(dtype).lower())  # fmt: skip


class LookForTypeTarget(Mode):
    """The Spy's step: a player, then a type (or the other way round), then Confirm."""

    name = "look_for_type"

    def build(self, c: Controls, view: PlayerView, legal: list[Action]) -> None:
        t = c.table
        g = t.geo
        px = g.px
        names = list(t.session.names)
        seats = sorted({a.seat for a in legal if isinstance(a, LookForType)}, key=t.geo.order.index)
        seat = next((k for k in t.selected if k < TYPE_KEY and k in seats), None)
        dtype = next((DistrictType(k - TYPE_KEY) for k in t.selected if k >= TYPE_KEY), None)
        action = LookForType(seat, dtype) if seat is not None and dtype is not None else None
        if action is not None and action in legal:
            c.prompt = (
                _("Spy on {name}, naming {type}?").format(name=names[action.seat], type=district_type_name(action.dtype)),
                _("For each {type} card in their hand: 1 of their {gold} gold and 1 card.").format(
                    type=district_type_name(action.dtype).lower(), gold=view.table[action.seat].gold
                ),
            )  # fmt: skip
        else:
            c.prompt = (
                _("Spy on a hand"),
                _("Choose a player and name a district type: the type and the number of matching cards are told to everyone; only you see the hand."),
            )  # fmt: skip
        players = []
        for s in seats:
            q = view.table[s]
            label = ngettext("{name} ({count} card, {gold} gold)", "{name} ({count} cards, {gold} gold)", q.hand_size).format(
                name=names[s], count=q.hand_size, gold=q.gold)  # fmt: skip
            players.append(RowButton(label, partial(_pick, t, s, False), "primary" if s == seat else "secondary",
                                     partial(_player_tip, names[s]), "", ()))  # fmt: skip
        types = []
        for d in DistrictType:
            types.append(RowButton(partial(district_type_name, d), partial(_pick, t, TYPE_KEY + int(d), True),
                                   "primary" if d is dtype else "secondary", partial(_type_tip, d), "", ()))  # fmt: skip
        # one wrapping block: the five types (short: a row of their own), then the players
        c.action_row(
            [*types, *players],
            top=g.content.y + px(64),
            avoid=[c.cancel_rect(), confirm_rect(c, above_cancel=True)],
        )
        c.number_buttons(c.buttons[len(types) : len(types) + len(players)])
        if action is not None and action in legal:
            confirm_button(
                c,
                (action,),
                look_choice(view, names, action.seat, action.dtype),
                confirm_rect(c, above_cancel=True),
            )
        c.cancel_button()


def _pick(t: Table, key: int, is_type: bool) -> None:
    """A player's or a type's button: it replaces the earlier choice of its row."""
    keep = [k for k in t.selected if (k < TYPE_KEY) == is_type]
    t.selected[:] = [*keep, key]


def _player_tip(name: str) -> str:
    return _("Look at the hand of {name}.").format(name=name)


def _type_tip(dtype: DistrictType) -> str:
    return _("Name the {type} type.").format(type=district_type_name(dtype).lower())
