"""The widgets of the moment: the viewer's hand, the cards and buttons of the decision they owe (built
by that decision's prompt module, `prompts.decisions.PROMPTS`), the prompt line above them, and
the pointer over them. The `Controls` rebuild themselves only when something they show changed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from citadels.app import text
from citadels.app.bot_levels import level_tooltip
from citadels.app.table.animator import Animator
from citadels.app.table.buttons import ActionButton, RowButton
from citadels.app.table.context import Table
from citadels.app.table.describe import describe_action
from citadels.app.table.items import CardItem
from citadels.app.table.prompts.decisions import prompt_for
from citadels.app.widgets import Button, ButtonStyle, TextSource, WidgetGroup, key_cap_size, resolve
from citadels.engine import Action, Decision, EndTurn, PlayerView
from citadels.engine.uniques import HOLDS_CARDS
from citadels.text.i18n import _, character_fields, language_version, ngettext


class Controls:
    """The clickable things of the table for its current viewer and decision."""

    def __init__(self, table: Table, animator: Animator) -> None:
        self.table = table
        self.animator = animator
        self.ui = WidgetGroup(feedback=table.feedback)
        self.items: list[CardItem] = []
        self.buttons: list[ActionButton] = []
        self.digits: dict[int, Callable[[], Any]] = {}
        self.prompt: tuple[str, str] = ("", "")
        self.prompt_hint = False
        self.prompt_short: str | None = None  # the prompt's text without its detail, for a line with no room
        self.wide = False  # the prompt spans the stage over a row of big cards
        self.hover: CardItem | None = None
        self.hover_time = 0.0
        self.pointer: tuple[int, int] | None = None
        self._key: tuple[Any, ...] | None = None

    def invalidate(self) -> None:
        """Rebuild at the next refresh."""
        self._key = None

    # ------------------------------------------------------------------ rebuilding
    def _state(self) -> tuple[Any, ...]:
        t = self.table
        view_hand: tuple[int, ...] = ()
        if t.viewer is not None:
            view_hand = tuple(c.id for c in t.session.view(t.viewer).hand)
        return (
            t.geo.size, language_version(), t.viewer, t.awaiting, t.session.decision,
            t.session.to_move, self.animator.idle, t.mode, tuple(t.selected), len(t.session.actions),
            t.hint, t.hint_job is not None, view_hand, t.auto_income, t.finished,
            tuple(sorted(cid for cid, until in t.fresh.items() if until > t.time)),
        )  # fmt: skip

    def refresh(self) -> None:
        key = self._state()
        if key == self._key:
            return
        self._key = key
        ui = self.ui
        focus_key = getattr(ui.focus, "key", None) if ui.focus is not None else None
        focus_button = ui.focus if isinstance(ui.focus, Button) else None
        keyboard = ui.keyboard_mode
        ui.clear()
        self.items = []
        self.buttons = []
        self.digits = {}
        self.prompt = ("", "")
        self.prompt_hint = False
        self.prompt_short = None
        self.wide = False
        self._build()
        t = self.table
        ui.add(*self.items)
        ui.add(*self.buttons)
        t.update_undo_button()
        ui.add(t.hint_button, t.undo_button, t.menu_button, t.sound_button)
        # keep the keyboard focus where it was
        for w in ui.focusables():
            if (focus_key is not None and getattr(w, "key", None) == focus_key) or (
                focus_button is not None and w is focus_button
            ):
                ui.set_focus(w)
                break
        ui.keyboard_mode = keyboard
        if t.hint is not None:
            self._mark_hint(t.hint[0])
        if self.pointer is not None:
            self.update_hover(self.pointer)

    def _build(self) -> None:
        t = self.table
        session = t.session
        viewer = t.viewer
        t.hint_button.visible = t.my_turn and session.decision != Decision.GAME_OVER
        if t.hint_job is not None:
            t.hint_button.disable(lambda: _("Thinking…"))
        else:
            t.hint_button.enable()
        view = t.view()
        legal = session.legal(viewer) if (viewer is not None and t.my_turn) else []
        if view is not None:
            self._hand_items(view, legal)
        if t.finished or session.game_over:
            return
        if not t.my_turn or view is None:
            self._waiting_prompt()
            return
        prompt = prompt_for(session.decision)
        if prompt is not None:
            prompt.build(self, view, legal)
        if t.hint is not None:
            action, reason = t.hint
            line = t.hint_line or _("Hint: {action}").format(
                action=describe_action(action, view, session.names)
            )
            if reason and not t.hint_line:
                line += " — " + reason
            self.prompt = (self.prompt[0], line)
            self.prompt_hint = True
            self.prompt_short = t.hint_line_short

    # -- the hand, fanned (face up only for the viewer)
    def _hand_items(self, view: PlayerView, legal: list[Action]) -> None:
        t = self.table
        g = t.geo
        hand = list(view.hand)
        area = g.hand_area
        n = len(hand)
        if n == 0:
            return
        h = min(g.card_h, area.h - g.px(8))
        w = round(h * 2 / 3)
        step = min(w + g.px(8), (area.w - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.x + (area.w - total) / 2
        spread = min(16.0, 3.2 * (n - 1))
        base_y = area.bottom - h - g.px(8)
        prompt = prompt_for(t.session.decision) if t.my_turn else None
        # only the Magician's exchange, the Cardinal's build with another's gold (`loan`), the Thieves'
        # Den's payment (`den`) and a prompt
        # that picks hand cards (the Seer's gifts) select hand cards: elsewhere `selected` holds a
        # character's rank or a district of a city
        picking_cards = t.mode in ("exchange", "loan", "den") or (
            prompt is not None and prompt.selects_hand_cards
        )
        for i, c in enumerate(hand):
            tt = 0.0 if n == 1 else i / (n - 1) - 0.5
            angle = -tt * spread
            y = base_y + int(abs(tt) ** 2 * h * 0.12)
            rect = pygame.Rect(int(x0 + i * step), y, w, h)
            offer = prompt.hand_card(self, view, legal, c) if prompt is not None else None
            choice, on_click = offer if offer is not None else (None, None)
            item = CardItem(("hand", c.id), "district", c.kind.name, rect, choice, on_click, angle=angle,
                            selected=picking_cards and c.id in t.selected, lift=0.2)  # fmt: skip
            item.fresh = t.fresh.get(c.id, 0.0) > t.time
            # the middle of the part of the card that the next one does not cover
            right = min(rect.right, int(x0 + (i + 1) * step)) if i < n - 1 else rect.right
            item.visible_point = ((rect.x + right) // 2, rect.y + rect.h // 2)
            if choice is not None and choice.enabled and i < 9:
                self.digits[i + 1] = item.click
            self.items.append(item)

    # -- waiting for someone else
    def _waiting_prompt(self) -> None:
        t = self.table
        session = t.session
        if session.game_over:
            return
        name = session.name(session.to_move)
        if t.awaiting is not None:
            self.prompt = (_("Pass the computer to {name}").format(name=name), "")
            return
        if not self.animator.idle:
            self.prompt = ("", "")
            return
        prompt = prompt_for(session.decision)
        line = prompt.waiting(self, name) if prompt is not None else ""
        if not line:
            rank = t.shown.cur_rank or t.public().current_rank
            if rank:
                line = _("{name} is playing the {character}…").format(
                    name=name, **character_fields(t.char_id(rank))
                )
            else:
                line = _("{name} is thinking…").format(name=name)
        self.prompt = (line, "")

    # ------------------------------------------------------------------ for the prompt modules
    def act_on(self, item: CardItem) -> None:
        """A card's click: play what it offers."""
        self.table.act(item.actions)

    def button(
        self,
        label: TextSource,
        on_click: Callable[[], object],
        rect: pygame.Rect,
        *,
        style: ButtonStyle = "secondary",
        tooltip: TextSource | None = None,
        disabled: str = "",
        actions: Sequence[Action] = (),
        digit: int | None = None,
        shortcut: int | None = None,
        shortcut_label: str | None = None,
        icon: Callable[[int], pygame.Surface | None] | None = None,
    ) -> ActionButton:
        def click() -> None:
            on_click()

        button = ActionButton(label, click, rect=rect, style=style, tooltip=tooltip, shortcut=shortcut,
                              shortcut_label=shortcut_label, icon=icon, actions=actions)  # fmt: skip
        if disabled:
            button.disable(disabled)
        if digit is not None and button.enabled:
            self.digits[digit] = button.click
        self.buttons.append(button)
        return button

    def action_row(self, row: list[RowButton], *, end_shortcut: bool = False, top: int | None = None,
                   avoid: Sequence[pygame.Rect] = ()) -> None:  # fmt: skip
        """A row of buttons centred in the stage (wrapping), at the bottom unless `top` is given (the
        prompt's text ends above it: rows that would rise above it are made lower first). `avoid`:
        other buttons of the stage's right-hand column (a corner Cancel) the rows keep clear of."""
        g = self.table.geo
        px = g.px
        if not row:
            return
        side = [self.table.hint_button.rect, self.table.undo_button.rect, *avoid]
        for bh, gap in ((px(38), px(10)), (px(32), px(6))):
            widths = []
            size = max(10, int(px(38) * 0.42))
            for entry in row:
                is_end = entry.actions == (EndTurn(),) and end_shortcut
                cap = "E" if is_end else entry.shortcut_label
                widths.append(
                    max(
                        px(120),
                        text.text_size(resolve(entry.label), size, bold=True)[0]
                        + px(34)
                        + _key_cap_room(cap, size, bh),
                    )
                )
            placed = _wrap_rows(widths, g.content, bh, gap, px(6), top)
            if any(rect.colliderect(b.inflate(gap, gap)) for rect, _i in placed for b in side):
                # rows tall or wide enough to reach the Hint and Undo buttons: keep them left of that column
                narrow = g.content.copy()
                narrow.w = min(b.x for b in side) - gap - narrow.x
                placed = _wrap_rows(widths, narrow, bh, gap, px(6), top)
            if top is None or min(rect.y for rect, _i in placed) >= top:
                break
        for rect, i in placed:
            entry = row[i]
            is_end = entry.actions == (EndTurn(),)
            key, key_label = (
                (pygame.K_e, "E") if (is_end and end_shortcut) else (entry.shortcut, entry.shortcut_label)
            )
            self.button(entry.label, entry.on_click, rect, style=entry.style, tooltip=entry.tooltip,
                        disabled=entry.disabled, actions=entry.actions, shortcut=key, shortcut_label=key_label)  # fmt: skip

    def cancel_rect(self) -> pygame.Rect:
        g = self.table.geo
        px = g.px
        return pygame.Rect(g.stage.right - px(118), g.stage.bottom - px(46), px(108), px(36))

    def cancel_button(self) -> None:
        """ "Cancel" in the corner of the stage: back from a target picker."""
        rect = self.cancel_rect()
        self.button(
            lambda: _("Cancel"), self.table.cancel_mode, rect, style="ghost", tooltip=lambda: _("Back (Esc)")
        )

    def cancel_entry(self) -> RowButton:
        return RowButton(
            lambda: _("Cancel"), self.table.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()
        )

    def number_buttons(self, buttons: Sequence[ActionButton], *, enabled_only: bool = False) -> None:
        """Digits 1–9 press these buttons in order."""
        for i, b in enumerate(buttons):
            if i < 9 and (b.enabled or not enabled_only):
                self.digits[i + 1] = b.click

    # ------------------------------------------------------------------ hints, lookups, the pointer
    def _mark_hint(self, action: Action) -> None:
        for item in self.items:
            item.hint = bool(item.actions) and item.actions[-1] == action
        for button in self.buttons:
            button.hint = action in button.actions

    def widgets_for(self, action: Action) -> list[CardItem | ActionButton]:
        """The clickable things (cards, buttons) whose click submits `action` last."""
        out: list[CardItem | ActionButton] = [
            i for i in self.items if i.actions and i.actions[-1] == action and i.enabled
        ]
        out += [b for b in self.buttons if action in b.actions and b.enabled]
        return out

    def item(self, *key: Any) -> CardItem | None:
        for it in self.items:
            if it.key == key:
                return it
        return None

    def button_labelled(self, label: str) -> Button | None:
        t = self.table
        for b in [*self.buttons, t.hint_button, t.undo_button, t.menu_button, t.sound_button]:
            if resolve(b.label) == label:
                return b
        return None

    def update_hover(self, pos: tuple[int, int]) -> None:
        found = None
        # topmost first: the hovered card keeps priority so it does not flicker
        if self.hover is not None and self.hover in self.items and self.hover.contains(pos):
            found = self.hover
        else:
            for item in reversed(self.items):
                if item.visible and item.rect.collidepoint(pos):
                    found = item
                    break
        for item in self.items:
            item.hovered = item is found
        if found is not self.hover:
            self.hover_time = 0.0
        self.hover = found

    # -- what is under the pointer when it is not a card: a city tile, a character, a purse…
    def _purse_tip(self, seat: int, gold: int, cards: int) -> tuple[str, str]:
        """The tooltips of a seat's gold and hand ("You have…" for the one person of a solo game)."""
        if seat == self.table.you:
            return (ngettext("You have {count} gold.", "You have {count} gold.", gold).format(count=gold),
                    ngettext("You have {count} card in hand.", "You have {count} cards in hand.", cards).format(count=cards))  # fmt: skip
        name = self.table.session.name(seat)
        return (ngettext("{name} has {count} gold.", "{name} has {count} gold.", gold).format(name=name, count=gold),
                ngettext("{name} has {count} card in hand.", "{name} has {count} cards in hand.", cards).format(name=name, count=cards))  # fmt: skip

    def zone_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, tuple[str, str] | None, str] | None:
        g = self.table.geo
        sh = self.table.shown
        completion = self.table.completion
        for seat, box in g.seats.items():
            if not box.panel.collidepoint(pos):
                continue
            for c, r in zip(sh.city[seat], box.tile_rects(len(sh.city[seat]), completion), strict=False):
                if r.collidepoint(pos):
                    if c.id in sh.adorned:
                        return (
                            r,
                            ("adorned", c.kind.name),
                            _("The Artist's gold is on it: it costs and scores 1 more."),
                        )
                    if c.kind is HOLDS_CARDS:  # d16b: how many cards the Museum holds is public (§9.11)
                        count = sh.museum  # as the tile counts it
                        return (
                            r,
                            ("district", c.kind.name),
                            ngettext(
                                "{count} card face down under the Museum.",
                                "{count} cards face down under the Museum.",
                                count,
                            ).format(count=count),
                        )
                    return r, ("district", c.kind.name), ""
            revealed = sh.seat_revealed(seat)
            mine = box.home and self.table.viewer is not None and self.table.awaiting is None
            ranks = list(self.table.session.view(seat).my_characters) if mine else revealed
            for rank, r in zip(ranks, box.chars, strict=False):
                if r.collidepoint(pos):
                    return r, ("character", self.table.char_id(rank)), ""
            setup = self.table.session.setup.seats[seat]
            if box.name.collidepoint(pos) and not box.home and not setup.is_human:
                name = self.table.session.name(seat)
                return (
                    box.name,
                    None,
                    _("{name} is played by the computer. {level}").format(
                        name=name, level=level_tooltip(setup.bot)
                    ),
                )
            if box.gold.collidepoint(pos):
                return box.gold, None, self._purse_tip(seat, sh.gold[seat], sh.hand[seat])[0]
            if box.hand.collidepoint(pos):
                return box.hand, None, self._purse_tip(seat, sh.gold[seat], sh.hand[seat])[1]
            if box.crown.collidepoint(pos) and sh.crown == seat:
                if seat == self.table.you:
                    return box.crown, None, _("You have the crown and call the characters.")
                return (
                    box.crown,
                    None,
                    _("{name} has the crown and calls the characters.").format(
                        name=self.table.session.name(seat)
                    ),
                )
        for rank in range(1, len(g.slots) + 1):  # 8 ranks, or 9 with the Artist or the Queen
            if g.slots[rank - 1].collidepoint(pos):
                return g.slots[rank - 1], ("character", self.table.char_id(rank)), ""
        if g.deck.collidepoint(pos):
            return (
                g.deck,
                None,
                ngettext("{count} card left in the deck.", "{count} cards left in the deck.", sh.deck).format(
                    count=sh.deck
                ),
            )
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.hover is not None and self.pointer is not None and self.hover.contains(self.pointer):
            self.hover_time += dt
        elif self.pointer is not None and self.zone_at(self.pointer) is not None:
            self.hover_time += dt
        else:
            self.hover_time = 0.0


def _key_cap_room(cap: str | None, size: int, height: int) -> int:
    """The width a button's key cap adds to it (widgets.Button: the cap at 0.62 of the label's size
    at the right, the label centred in what is left, so the cap's room counts on both sides)."""
    if not cap:
        return 0
    cap_size = key_cap_size(size)
    pad = max(6, height // 3)
    return 2 * (text.text_size(cap, cap_size, bold=True)[0] + cap_size + pad)


def _wrap_rows(
    widths: list[int], area: pygame.Rect, height: int, gap: int, bottom_margin: int, top: int | None
) -> list[tuple[pygame.Rect, int]]:
    """Buttons of `widths` in rows centred in `area` (wrapping when a row is full), the last row at
    the bottom unless `top` is given (kept inside `area` while it has room). Returns (rect, index) pairs."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, wdt in enumerate(widths):
        if rows[-1] and used + gap + wdt > area.w:
            rows.append([])
            used = 0
        rows[-1].append(i)
        used += (gap if used else 0) + wdt
    lowest = area.bottom - len(rows) * (height + gap) + gap - bottom_margin
    y = lowest if top is None else max(area.y, min(top, lowest))
    placed: list[tuple[pygame.Rect, int]] = []
    for r in rows:
        x = area.centerx - (sum(widths[i] for i in r) + gap * (len(r) - 1)) // 2
        for i in r:
            placed.append((pygame.Rect(x, y, widths[i], height), i))
            x += widths[i] + gap
        y += height + gap
    return placed
