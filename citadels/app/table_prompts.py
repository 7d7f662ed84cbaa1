"""The decision controls of the table: for each kind of `Decision` the cards to click, the buttons
and the prompt line. A mixin of `TableScene`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from citadels.app import cardart, text
from citadels.app.table_items import CardItem
from citadels.app.table_model import (
    SCHOOL_TYPES,
    Choice,
    best_income_action,
    build_choice,
    char_fields,
    char_name,
    destroy_choice,
    draw_option_text,
    has_district,
    income_amount,
    income_type,
    murder_choice,
    pending_income,
    rob_choice,
)
from citadels.app.widgets import Button
from citadels.engine import (
    Action,
    Build,
    Decision,
    Destroy,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    Murder,
    PickCharacter,
    PlayerView,
    Rob,
    SmithyDraw,
    SwapHands,
    TakeGold,
    TakeIncome,
    card,
)
from citadels.i18n import _, character_fields, district_name, district_type_name, ngettext

DRAFT = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)


class TablePrompts:
    """`TableScene` part: the panels, cards and buttons offered for each kind of decision."""

    def _button(
        self,
        label: Callable[[], str] | str,
        on_click: Callable[[], None],
        rect: pygame.Rect,
        *,
        style: str = "secondary",
        tooltip: Callable[[], str] | str | None = None,
        disabled: str = "",
        actions: Sequence[Action] = (),
        digit: int | None = None,
        shortcut: int | None = None,
        shortcut_label: str | None = None,
    ) -> Button:
        button = Button(label, on_click, rect=rect, style=style, tooltip=tooltip, shortcut=shortcut, shortcut_label=shortcut_label)  # type: ignore[arg-type]
        if disabled:
            button.disable(disabled)
        button.actions = tuple(actions)  # type: ignore[attr-defined]
        button.hint = False  # type: ignore[attr-defined]
        if digit is not None and button.enabled:
            self.digits[digit] = button.click
        self.buttons.append(button)
        return button

    def _build_widgets(self) -> None:
        g = self.geo
        session = self.session
        viewer = self.viewer
        self.hint_button.visible = self.my_turn and session.decision != Decision.GAME_OVER
        if self.hint_job is not None:
            self.hint_button.disable(lambda: _("Thinking…"))
        else:
            self.hint_button.enable()
        # the viewer's hand, fanned (face up only for the viewer)
        view = self.view()
        legal = session.legal(viewer) if (viewer is not None and self.my_turn) else []
        if view is not None:
            self._hand_items(view, legal)
        if self.finished or session.game_over:
            return
        if not self.my_turn or view is None:
            self._waiting_prompt()
            return
        decision = session.decision
        if decision in DRAFT:
            self._draft_widgets(view, legal)
        elif decision == Decision.GATHER:
            self._gather_widgets(view, legal)
        elif decision == Decision.KEEP:
            self._keep_widgets(view, legal)
        elif decision == Decision.MAIN:
            self._main_widgets(view, legal)
        elif decision == Decision.EXCHANGE:
            self._exchange_state_widgets(view, legal)
        elif decision == Decision.GRAVEYARD:
            self._graveyard_widgets(view, legal)
        if self.hint is not None:
            action, reason = self.hint
            line = _("Hint: {action}").format(action=describe_action(action, view, self.session.names))
            if reason:
                line += " — " + reason
            self.prompt = (self.prompt[0], line)
            self.prompt_hint = True
        del g

    # -- the hand
    def _hand_items(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
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
        decision = self.session.decision if self.my_turn else None
        auto = bool(getattr(self.settings, "auto_income", False))
        for i, c in enumerate(hand):
            t = 0.0 if n == 1 else i / (n - 1) - 0.5
            angle = -t * spread
            y = base_y + int(abs(t) ** 2 * h * 0.12)
            rect = pygame.Rect(int(x0 + i * step), y, w, h)
            choice: Choice | None = None
            on_click: Callable[[CardItem], None] | None = None
            if decision == Decision.MAIN and self.mode == "normal":
                choice = build_choice(view, c, legal, auto_income=auto)
                on_click = self._click_build
            elif decision == Decision.MAIN and self.mode == "exchange":
                choice = Choice((ExchangeCard(c.id),), _("Select the {district} to exchange it.").format(district=district_name(c.kind.name)))
                on_click = self._toggle_exchange
            elif decision == Decision.EXCHANGE:
                if ExchangeCard(c.id) in legal:
                    choice = Choice((ExchangeCard(c.id),), _("Put the {district} aside to exchange it.").format(district=district_name(c.kind.name)))
                    on_click = self._click_actions
            elif decision == Decision.MAIN and self.mode == "lab":
                act = LaboratoryDiscard(c.id)
                if act in legal:
                    choice = Choice((act,), _("Discard the {district} and take 1 gold.").format(district=district_name(c.kind.name)))
                    on_click = self._click_actions
            item = CardItem(("hand", c.id), "district", c.kind.name, rect, choice, on_click, angle=angle,
                            selected=c.id in self.selected, lift=0.2)  # fmt: skip
            item.fresh = self.fresh.get(c.id, 0.0) > self.time
            # the middle of the part of the card that the next one does not cover
            right = min(rect.right, int(x0 + (i + 1) * step)) if i < n - 1 else rect.right
            item.visible_point = ((rect.x + right) // 2, rect.y + rect.h // 2)
            if choice is not None and choice.enabled and i < 9:
                self.digits[i + 1] = item.click
            self.items.append(item)

    def _click_build(self, item: CardItem) -> None:
        self.act(item.actions)

    def _click_actions(self, item: CardItem) -> None:
        self.act(item.actions)

    def _toggle_exchange(self, item: CardItem) -> None:
        card_id = item.key[1]
        if card_id in self.selected:
            self.selected.remove(card_id)
        else:
            self.selected.append(card_id)
        self._ui_key = None

    # -- waiting for someone else
    def _waiting_prompt(self) -> None:
        session = self.session
        if session.game_over:
            return
        seat = session.to_move
        name = session.name(seat)
        if self.awaiting is not None:
            self.prompt = (_("Pass the computer to {name}").format(name=name), "")
            return
        if not self.timeline.idle:
            self.prompt = ("", "")
            return
        decision = session.decision
        if decision in DRAFT:
            self.prompt = (_("{name} is choosing a character…").format(name=name), "")
        elif decision == Decision.GRAVEYARD:
            self.prompt = (_("{name} is deciding about the Graveyard…").format(name=name), "")
        else:
            rank = self.shown.cur_rank or self.public().current_rank
            if rank:
                self.prompt = (_("{name} is playing the {character}…").format(name=name, **character_fields(self._char_id(rank))), "")
            else:
                self.prompt = (_("{name} is thinking…").format(name=name), "")

    # -- the draft
    def _draft_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        discard = self.session.decision == Decision.DRAFT_DISCARD
        pile = list(view.pile)
        if discard:
            title = _("Discard one character face down")
            sub = _("It leaves the round unseen; only you will know it.")
        else:
            title = _("Choose your character")
            sub = ""
            if view.players == 7 and len(pile) == 2 and view.picks_made[view.seat] == 0 and sum(view.picks_made) == 6:
                sub = _("You get the last card and the face-down discard: keep one, the other is discarded face down.")
            elif view.players <= 3:
                sub = _("With {players} players everyone plays two characters.").format(players=view.players)
            elif view.faceup:
                sub = _("Face up, out of this round: {characters}.").format(characters=", ".join(char_name(view, r) for r in view.faceup))
        chosen = self.selected[0] if self.selected and self.selected[0] in pile else None
        if chosen is not None:  # a pick cannot be undone: it takes a second click, or Enter
            sub = _("Click it again or press Enter to confirm.")
        self.prompt = (title, sub)
        area = self._picker_area(with_caption=False)
        rects = self._row_rects(area, len(pile), g.px(10))
        for position, (rect, rank) in enumerate(zip(rects, pile, strict=True), 1):
            spec = view.character(rank)
            act: Action = DiscardCharacter(rank) if discard else PickCharacter(rank)
            text_ = (_("Discard the {character} face down.") if discard else _("Take the {character}.")).format(**character_fields(spec.name))
            choice = Choice((act,), text_, enabled=act in legal)
            item = CardItem(("pick", rank), "character", spec.name, rect, choice, self._choose_character, lift=0.08,
                            selected=rank == chosen)  # fmt: skip
            self.items.append(item)
            if choice.enabled:
                self.digits[position] = item.click  # the digit keys follow the cards as shown, not the ranks
        if chosen is not None:
            act = DiscardCharacter(chosen) if discard else PickCharacter(chosen)
            tip = (_("Discard the {character} face down.") if discard else _("Take the {character}.")).format(**char_fields(view, chosen))
            tip += " (" + _("Enter") + ")"
            px = g.px
            rect = pygame.Rect(g.stage.right - px(118), g.stage.bottom - px(46), px(108), px(36))
            self._button(lambda: _("Confirm"), lambda: self.act([act]), rect, style="primary", tooltip=tip,
                         actions=(act,), shortcut=pygame.K_RETURN)  # fmt: skip

    def _choose_character(self, item: CardItem) -> None:
        """First click (or digit) selects a character, the second one confirms it."""
        rank = item.key[1]
        if self.selected == [rank]:
            self.act(item.actions)
            return
        self.selected = [rank]
        self._ui_key = None

    def _picker_area(self, *, with_caption: bool) -> pygame.Rect:
        """Where a row of big character cards goes: the whole stage (the deck is hidden meanwhile)
        under the title, left of the Hint / Cancel column."""
        g = self.geo
        px = g.px
        top = g.stage.y + px(66)
        bottom = g.stage.bottom - px(8) - (px(16) if with_caption else 0)
        return pygame.Rect(g.stage.x + px(16), top, g.stage.w - px(16) - px(134), bottom - top)

    def _row_rects(self, area: pygame.Rect, n: int, gap: int, max_h: int | None = None) -> list[pygame.Rect]:
        if n <= 0:
            return []
        h = area.h if max_h is None else min(area.h, max_h)
        w = round(h * 2 / 3)
        if w * n + gap * (n - 1) > area.w:
            w = (area.w - gap * (n - 1)) // n
            h = round(w * 3 / 2)
        total = w * n + gap * (n - 1)
        x = area.x + (area.w - total) // 2
        y = area.y + (area.h - h) // 2
        return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(n)]

    # -- resources
    def _gather_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        px = g.px
        spec = view.character(view.current_rank)
        title = _("Your turn — the {character}").format(**character_fields(spec.name))
        notes = []
        if spec.bonus_gold:
            notes.append(_("The Merchant also gets 1 gold after gathering."))
        if spec.bonus_cards:
            notes.append(_("The Architect also draws 2 cards after gathering."))
        self.prompt = (title, " ".join(notes) or _("First gather resources: take 2 gold or draw cards."))
        label = draw_option_text(view)
        size = max(10, int(px(62) * 0.42))
        need = max(text.text_size(label, size, bold=True)[0], text.text_size(_("Take 2 gold"), size, bold=True)[0]) + px(130)
        bw, bh = min(max(px(250), need), (g.content.w - px(20)) // 2), px(62)
        y = g.content.y + px(72)
        cx = g.content.centerx
        gold_rect = pygame.Rect(cx - bw - px(10), y, bw, bh)
        draw_rect = pygame.Rect(cx + px(10), y, bw, bh)
        self._button(lambda: _("Take 2 gold"), lambda: self.act([TakeGold()]), gold_rect, style="primary",
                     tooltip=lambda: _("Take 2 gold from the bank."), actions=(TakeGold(),), digit=1,
                     shortcut=pygame.K_g, shortcut_label="G")  # fmt: skip
        reason = "" if DrawCards() in legal else _("The deck is empty.")
        self._button(label, lambda: self.act([DrawCards()]), draw_rect, style="primary",
                     tooltip=lambda: _("Draw from the deck; the cards you do not keep go to the bottom."),
                     disabled=reason, actions=(DrawCards(),), digit=2, shortcut=pygame.K_d, shortcut_label="D")  # fmt: skip
        self.buttons[-2].icon = lambda size: cardart.coin(2, size)  # type: ignore[attr-defined]
        self.buttons[-1].icon = lambda size: cardart.card_back(cardart.card_size(size))  # type: ignore[attr-defined]

    def _keep_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        drawn = list(view.drawn)
        self.prompt = (
            _("Keep one card"),
            ngettext("The other card goes to the bottom of the deck.", "The other {count} cards go to the bottom of the deck.", len(drawn) - 1).format(count=len(drawn) - 1),
        )
        area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.content.w, g.content.h - g.px(66))
        rects = self._row_rects(area, len(drawn), g.px(18))
        my_city = view.me().city
        for i, (rect, c) in enumerate(zip(rects, drawn, strict=True)):
            note = ""
            text_ = _("Keep the {district}.").format(district=district_name(c.kind.name))
            if any(d.kind is c.kind for d in my_city):
                text_ += " " + _("(Your city already has one: you could not build it.)")
                note = _("In your city")
            choice = Choice((KeepCard(c.id),), text_, enabled=KeepCard(c.id) in legal, note=note)
            item = CardItem(("keep", c.id), "district", c.kind.name, rect, choice, self._click_actions, lift=0.08)
            self.items.append(item)
            self.digits[i + 1] = item.click

    # -- the main part of a turn
    def _main_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        mode = self.mode
        if mode in ("murder", "rob"):
            self._character_target_widgets(view, legal, mode)
            return
        if mode == "swap":
            self._swap_widgets(view, legal)
            return
        if mode == "destroy":
            self._destroy_widgets(view, legal)
            return
        if mode == "school":
            self._school_widgets(view, legal)
            return
        if mode == "exchange":
            self._exchange_widgets(view, legal)
            return
        if mode == "lab":
            self.prompt = (_("Laboratory: choose a card to discard"), _("You take 1 gold for it."))
            self._action_row([(lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ())])
            return
        g = self.geo
        spec = view.character(view.current_rank)
        me = view.me()
        title = _("Your turn — the {character}").format(**character_fields(spec.name))
        bits = []
        if view.builds_left > 0:
            buildable = [a for a in legal if isinstance(a, Build)]
            if spec.max_builds > 1:
                bits.append(ngettext("You may build {count} more district.", "You may build {count} more districts.", view.builds_left).format(count=view.builds_left))
            if buildable:
                bits.append(_("Click a glowing card in your hand to build it."))
            elif view.hand:
                bits.append(_("You cannot afford any card in your hand."))
        else:
            bits.append(_("You have built this turn."))
        self.prompt = (title, " ".join(bits))
        row: list[tuple[Any, Callable[[], None], str, Any, str, tuple[Action, ...]]] = []
        # income
        itype = income_type(view)
        if itype is not None:
            incomes = [a for a in legal if isinstance(a, TakeIncome)]
            if incomes:
                if has_district(me.city, "school_of_magic"):
                    amount = max(income_amount(view, a.school_type) for a in incomes)
                    row.append((lambda a=amount: _("Collect income (+{amount})…").format(amount=a), lambda: self.set_mode("school"), "primary",
                                lambda: _("The School of Magic counts as the type you choose."), "", tuple(incomes)))  # fmt: skip
                else:
                    amount = income_amount(view)
                    row.append((lambda a=amount: _("Collect income (+{amount})").format(amount=a), lambda acts=tuple(incomes): self.act(acts[:1]),
                                "primary" if amount > 0 else "secondary",
                                lambda t=itype: _("1 gold for each {type} district in your city.").format(type=district_type_name(t)), "", tuple(incomes)))  # fmt: skip
            else:
                row.append((lambda: _("Income collected"), lambda: None, "secondary", None, _("You have already collected your income this turn."), ()))
        # the character's ability
        name = spec.name
        if name == "assassin":
            acts = tuple(a for a in legal if isinstance(a, Murder))
            row.append((lambda: _("Murder…"), lambda: self.set_mode("murder"), "danger", lambda: _("Name a character: its holder loses the turn."),
                        "" if acts else _("You have used your ability this turn."), acts))  # fmt: skip
        elif name == "thief":
            acts = tuple(a for a in legal if isinstance(a, Rob))
            row.append((lambda: _("Rob…"), lambda: self.set_mode("rob"), "danger", lambda: _("Name a character: you take its gold when it is revealed."),
                        "" if acts else _("You have used your ability this turn."), acts))  # fmt: skip
        elif name == "magician":
            swaps = tuple(a for a in legal if isinstance(a, SwapHands))
            exch = tuple(a for a in legal if isinstance(a, ExchangeCard))
            used = _("You have used your ability this turn.")
            row.append((lambda: _("Swap hands…"), lambda: self.set_mode("swap"), "secondary", lambda: _("Swap your whole hand with another player's."),
                        "" if swaps else used, swaps))  # fmt: skip
            row.append((lambda: _("Exchange cards…"), lambda: self.set_mode("exchange"), "secondary",
                        lambda: _("Discard any number of cards to the bottom of the deck and draw as many."),
                        "" if exch else (used if view.ability_used else _("Your hand is empty.")), exch))  # fmt: skip
        elif name == "warlord":
            acts = tuple(a for a in legal if isinstance(a, Destroy))
            if view.ability_used:
                why = _("You have used your ability this turn.")
            elif not acts:
                why = _("No district can be destroyed: none you can afford, or every city is protected.")
            else:
                why = ""
            row.append((lambda: _("Destroy…"), lambda: self.set_mode("destroy"), "danger", lambda: _("Destroy a district: pay its cost minus 1."), why, acts))
        # unique districts
        if has_district(me.city, "laboratory"):
            acts = tuple(a for a in legal if isinstance(a, LaboratoryDiscard))
            why = "" if acts else (_("You have used the Laboratory this turn.") if view.lab_used else _("Your hand is empty."))
            row.append((lambda: _("Laboratory…"), lambda: self.set_mode("lab"), "secondary", lambda: _("Once per turn: discard a card and take 1 gold."), why, acts))
        if has_district(me.city, "smithy"):
            act = SmithyDraw()
            if act in legal:
                why = ""
            elif view.smithy_used:
                why = _("You have used the Smithy this turn.")
            elif me.gold < 2:
                why = _("The Smithy costs 2 gold and you have {gold}.").format(gold=me.gold)
            else:
                why = _("The deck is empty.")
            row.append((lambda: _("Smithy: pay 2, draw 3"), lambda: self.act([SmithyDraw()]), "secondary", lambda: _("Once per turn: pay 2 gold and draw 3 cards."), why, (act,)))
        row.append((lambda: _("End turn"), self.end_turn, "primary" if not self._unfinished(view, legal) else "secondary",
                    lambda: _("End your turn (E)"), "", (EndTurn(),)))  # fmt: skip
        self._action_row(row, end_shortcut=True)
        del g

    def _action_row(self, row: list[tuple[Any, Callable[[], None], str, Any, str, tuple[Action, ...]]], *, end_shortcut: bool = False, top: int | None = None) -> None:
        g = self.geo
        px = g.px
        if not row:
            return
        bh = px(38)
        gap = px(10)
        widths = []
        size = max(10, int(bh * 0.42))
        for label, *_rest in row:
            s = label() if callable(label) else label
            is_end = _rest[-1] == (EndTurn(),) and end_shortcut
            widths.append(max(px(120), text.text_size(s, size, bold=True)[0] + px(34) + (px(40) if is_end else 0)))
        area = g.content
        rows: list[list[int]] = [[]]
        used = 0
        for i, wdt in enumerate(widths):
            if rows[-1] and used + gap + wdt > area.w:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += (gap if used else 0) + wdt
        y = top if top is not None else area.bottom - len(rows) * (bh + gap) + gap - px(6)
        for r in rows:
            total = sum(widths[i] for i in r) + gap * (len(r) - 1)
            x = area.centerx - total // 2
            for i in r:
                label, fn, style, tip, why, acts = row[i]
                is_end = acts == (EndTurn(),)
                self._button(label, fn, pygame.Rect(x, y, widths[i], bh), style=style, tooltip=tip, disabled=why, actions=acts,
                             shortcut=pygame.K_e if (is_end and end_shortcut) else None, shortcut_label="E" if (is_end and end_shortcut) else None)  # fmt: skip
                x += widths[i] + gap
            y += bh + gap

    def _unfinished(self, view: PlayerView, legal: list[Action]) -> list[str]:
        """What the player would give up by ending the turn now."""
        out = []
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            names = ", ".join(district_name(card(a.card).kind.name) for a in builds[:3])
            out.append(_("You can still build ({districts}).").format(districts=names))
        amount = pending_income(view, legal)
        if amount > 0 and not getattr(self.settings, "auto_income", False):
            out.append(_("You have not collected your income (+{amount} gold).").format(amount=amount))
        return out

    def end_turn(self) -> None:
        if not self.my_turn:
            return
        view = self.view()
        assert view is not None and self.viewer is not None
        legal = self.session.legal(self.viewer)
        actions: list[Action] = []
        if getattr(self.settings, "auto_income", False):
            best = best_income_action(view, legal)
            if best is not None and income_amount(view, best.school_type) > 0:
                actions.append(best)
        actions.append(EndTurn())
        missing = self._unfinished(view, legal)
        if not missing:
            self.act(actions)
            return
        from citadels.app.scenes.confirm import ConfirmScene

        self.app.push(
            ConfirmScene(
                self.app,
                title=lambda: _("End your turn?"),
                message=lambda: " ".join(missing),
                confirm_label=lambda: _("End turn"),
                cancel_label=lambda: _("Keep playing"),
                on_confirm=lambda: self.act(actions),
            )
        )

    def _character_target_widgets(self, view: PlayerView, legal: list[Action], mode: str) -> None:
        g = self.geo
        if mode == "murder":
            self.prompt = (_("Whom do you murder?"), _("Its holder stays silent and loses the whole turn."))
        else:
            self.prompt = (_("Whom do you rob?"), _("When that character is revealed, you take all its holder's gold."))
        area = self._picker_area(with_caption=True)
        ranks = list(range(1, len(view.characters) + 1))
        rects = self._row_rects(area, len(ranks), g.px(8))
        for rect, rank in zip(rects, ranks, strict=True):
            choice = murder_choice(view, rank, legal) if mode == "murder" else rob_choice(view, rank, legal)
            caption = _("Face up") if rank in view.faceup else ""
            item = CardItem((mode, rank), "character", view.character(rank).name, rect, choice, self._click_actions, lift=0.08, caption=caption)
            self.items.append(item)
            if choice.enabled:
                self.digits[rank] = item.click
        self._cancel_button()

    def _cancel_button(self) -> None:
        g = self.geo
        px = g.px
        rect = pygame.Rect(g.stage.right - px(118), g.stage.bottom - px(46), px(108), px(36))
        self._button(lambda: _("Cancel"), self.cancel_mode, rect, style="ghost", tooltip=lambda: _("Back (Esc)"))

    def _swap_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        self.prompt = (_("Swap hands with…"), ngettext("You give your {count} card and take all of theirs.", "You give your {count} cards and take all of theirs.", len(view.hand)).format(count=len(view.hand)))
        row = []
        for seat in self.geo.order:
            act = SwapHands(seat)
            if act not in legal:
                continue
            n = view.table[seat].hand_size
            name = self.session.name(seat)
            label = ngettext("{name} ({count} card)", "{name} ({count} cards)", n).format(name=name, count=n)
            row.append((label, lambda a=act: self.act([a]), "secondary", lambda nm=name: _("Swap your hand with {name}'s.").format(name=nm), "", (act,)))
        row.append((lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()))
        self._action_row(row, top=self.geo.content.y + self.geo.px(64))
        for i, b in enumerate(self.buttons[:-1]):
            if i < 9:
                self.digits[i + 1] = b.click

    def _exchange_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        n = len(self.selected)
        self.prompt = (
            _("Exchange cards with the deck"),
            _("Click the cards to give away; you draw as many from the deck.") if n == 0 else
            ngettext("{count} card selected.", "{count} cards selected.", n).format(count=n),
        )  # fmt: skip
        actions: list[Action] = [ExchangeCard(cid) for cid in self.selected] + [FinishExchange()]
        why = "" if n else _("Select at least one card in your hand.")
        label = ngettext("Exchange {count} card", "Exchange {count} cards", max(1, n)).format(count=max(1, n))
        self._action_row([
            (label, lambda: self.act(actions), "primary", lambda: _("Put the selected cards under the deck and draw as many."), why, tuple(actions[:1])),
            (lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()),
        ])  # fmt: skip

    def _exchange_state_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        count = view.aside_count
        self.prompt = (
            _("Exchange cards with the deck"),
            ngettext("{count} card put aside. Choose more, or finish.", "{count} cards put aside. Choose more, or finish.", count).format(count=count),
        )
        self._action_row([
            (lambda: _("Finish the exchange"), lambda: self.act([FinishExchange()]), "primary",
             lambda: _("Put the cards aside under the deck and draw as many."), "", (FinishExchange(),)),
        ])  # fmt: skip

    def _school_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        spec = view.character(view.current_rank)
        self.prompt = (_("School of Magic: which type does it count as?"), _("Your {character} collects for {type} districts.").format(
            **character_fields(spec.name), type=district_type_name(spec.income_type) if spec.income_type is not None else ""))
        row = []
        for i, dtype in enumerate(SCHOOL_TYPES):
            act = TakeIncome(dtype)
            if act not in legal:
                continue
            amount = income_amount(view, dtype)
            label = _("{type} (+{amount})").format(type=district_type_name(dtype), amount=amount)
            row.append((label, lambda a=act: self.act([a]), "primary" if dtype == spec.income_type else "secondary",
                        lambda t=dtype: _("The School of Magic counts as a {type} district.").format(type=district_type_name(t)), "", (act,)))  # fmt: skip
            del i
        row.append((lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()))
        self._action_row(row, top=self.geo.content.y + self.geo.px(64))
        for i, b in enumerate(self.buttons[:-1]):
            self.digits[i + 1] = b.click

    def _destroy_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        me = view.me()
        self.prompt = (
            _("Choose a district to destroy"),
            _("You have {gold} gold. Glowing districts can be destroyed; the price is shown.").format(gold=me.gold),
        )
        completion = view.completion
        for seat, box in g.seats.items():
            city = self.shown.city[seat]
            rects = box.tile_rects(len(city), completion)
            for c, rect in zip(city, rects, strict=False):
                choice = destroy_choice(view, seat, c, legal)
                self.items.append(CardItem(("destroy", seat, c.id), "tile", c.kind.name, rect, choice, self._click_actions))
        self._cancel_button()

    def _graveyard_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        c = view.graveyard_card
        name = district_name(c.kind.name) if c is not None else ""
        self.prompt = (_("Your Graveyard: keep the {district}?").format(district=name),
                       _("The Warlord destroyed it. Pay 1 gold to take it into your hand, or let it go to the deck."))  # fmt: skip
        if c is not None:
            area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.px(110), g.content.h - g.px(66))
            rect = self._row_rects(area, 1, 0)[0]
            self.items.append(CardItem(("grave", c.id), "district", c.kind.name, rect, None, None))
        take = GraveyardTake()
        why = "" if take in legal else _("You need 1 gold.")
        self._action_row([
            (lambda: _("Take it (1 gold)"), lambda: self.act([take]), "primary", lambda: _("Pay 1 gold and take the district into your hand."), why, (take,)),
            (lambda: _("Let it go"), lambda: self.act([GraveyardDecline()]), "secondary", lambda: _("The district goes to the bottom of the deck."), "", (GraveyardDecline(),)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        for i, b in enumerate(self.buttons):
            if b.enabled:
                self.digits[i + 1] = b.click

    # ------------------------------------------------------------------ drawing


def describe_action(action: Action, view: PlayerView, names: Sequence[str]) -> str:
    """A short imperative for an action ("Build the Castle"), for hints."""
    match action:
        case PickCharacter(rank=rank):
            return _("take the {character}").format(**char_fields(view, rank))
        case DiscardCharacter(rank=rank):
            return _("discard the {character}").format(**char_fields(view, rank))
        case TakeGold():
            return _("take 2 gold")
        case DrawCards():
            return _("draw cards")
        case KeepCard(card=cid):
            return _("keep the {district}").format(district=district_name(card(cid).kind.name))
        case Build(card=cid):
            return _("build the {district}").format(district=district_name(card(cid).kind.name))
        case TakeIncome(school_type=st):
            if st is not None:
                return _("collect income, the School of Magic as {type}").format(type=district_type_name(st))
            return _("collect your income")
        case Murder(rank=rank):
            return _("murder the {character}").format(**char_fields(view, rank))
        case Rob(rank=rank):
            return _("rob the {character}").format(**char_fields(view, rank))
        case SwapHands(seat=seat):
            return _("swap hands with {name}").format(name=names[seat])
        case ExchangeCard(card=cid):
            return _("exchange the {district}").format(district=district_name(card(cid).kind.name))
        case FinishExchange():
            return _("finish the exchange")
        case Destroy(seat=seat, card=cid):
            return _("destroy the {district} of {name}").format(district=district_name(card(cid).kind.name), name=names[seat])
        case GraveyardTake():
            return _("keep the district with your Graveyard")
        case GraveyardDecline():
            return _("let the district go")
        case LaboratoryDiscard(card=cid):
            return _("discard the {district} at the Laboratory").format(district=district_name(card(cid).kind.name))
        case SmithyDraw():
            return _("use the Smithy")
        case EndTurn():
            return _("end your turn")
    return str(action)


