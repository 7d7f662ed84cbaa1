"""The game table: every seat's city, gold, hand and characters, the character line 1–8, the deck,
the log — and, for the human whose decision it is, the controls for that decision.

How it works
* The engine state lives in the `GameSession`; the table only reads views and submits actions
  (`HumanController` for clicks and keys, `BotController` for bots thinking off the frame loop).
* Every event the engine emits becomes one animation step (`table_anim.Timeline`). What is drawn is
  `Shown`, the public state as animated, snapped to the real view whenever the animations are done.
  Human decisions are offered only then, so the player always sees what just happened.
* Private things (a hand, chosen characters, offered or drawn cards) are drawn only for `viewer`,
  the human who has confirmed at the screen. With several humans the table hides everything and
  pushes the hand-off screen whenever the next private decision belongs to another human.
* Drawing changes nothing. Static parts are rendered into cached layers (re-rendered only when what
  they show changes, on resize or on a language switch); a frame is mostly blits.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from citadels.app import decor, text, theme
from citadels.app.botworker import BotHost, Job
from citadels.app.controllers import BotController, HumanController
from citadels.app.saving import attach_autosave, autosave_of, close_autosave
from citadels.app.scene import Scene
from citadels.app.scenes.registry import register_screenshot
from citadels.app.session import GameSession, reasons_by_event
from citadels.app.table_anim import Step, Timeline
from citadels.app.table_draw import TableDrawing
from citadels.app.table_events import TableAnimations
from citadels.app.table_items import CardItem
from citadels.app.table_layout import compute_geo
from citadels.app.table_log import LogBook, build_log, explain_reason
from citadels.app.table_model import Shown, best_income_action, income_amount, income_type
from citadels.app.table_prompts import DRAFT, TablePrompts, describe_action
from citadels.app.turn_cue import TurnCue
from citadels.app.undo import UndoCheck, rewind, undo_check, undo_refusal
from citadels.app.widgets import Button, ScrollPanel, WidgetGroup
from citadels.engine import (
    CLASSIC_CHARACTERS,
    Action,
    Decision,
    Destroy,
    EndTurn,
    IllegalActionError,
    PickCharacter,
    PlayerView,
)
from citadels.engine import events as ev
from citadels.i18n import _, language_version

if TYPE_CHECKING:
    from citadels.app.app import App

log = logging.getLogger(__name__)

__all__ = ["TableScene", "demo_session", "describe_action"]


#: Seconds before the game-over screen once the last animation has played.
GAME_OVER_PAUSE = 0.8
#: Seconds a card that just arrived in the hand is marked "new".
FRESH_SECONDS = 6.0


# ================================================================================================
# The scene
# ================================================================================================


class TableScene(TableAnimations, TablePrompts, TableDrawing, Scene):
    """The table for one `GameSession`. Replaces itself with the game-over screen at the end."""

    name = "table"

    def __init__(
        self,
        app: App,
        session: GameSession,
        *,
        bot_processes: str = "auto",
        animate_history: bool | None = None,
        hint_budget: float = 0.5,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.host = BotHost(bot_processes)
        self.hint_budget = hint_budget
        self.humans = session.human_seats
        self.controllers: dict[int, HumanController | BotController] = {}
        for seat, setup in enumerate(session.setup.seats):
            if setup.is_human:
                self.controllers[seat] = HumanController(session, seat)
            else:
                self.controllers[seat] = BotController(session, seat, setup.bot, self.host)
        # who may see their secrets: the single human, or the one who confirmed at the hand-off
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_human: int | None = self.viewer
        self.awaiting: int | None = None  # a human we are waiting for at the hand-off screen
        self._private_mark: dict[int, int] = {}  # human seat -> len(history) when their decisions were last made
        first_view = session.view(0)
        self.completion = first_view.completion  # fixed for the game
        self.characters = first_view.characters
        self.timeline = Timeline()
        self.log = LogBook(session.names, session.state.rules.characters if session.state is not None else CLASSIC_CHARACTERS)
        self.time = 0.0
        self.fresh: dict[int, float] = {}  # card id -> until when it is marked "new"
        self._pending_sound: str | None = None
        self._hand_ids: set[int] | None = None
        self._hand_viewer: int | None = None
        if animate_history is None:
            animate_history = not session.actions and bool(session.history)
        self.seen = 0
        self._reason_at: dict[int, list[tuple[object, int]]] = {}  # event index -> [(reason, seat)]
        if animate_history:
            self.shown = Shown.empty(session.players)
            self._ingest()
        else:
            self.shown = Shown.of(session.public_view())
            self.log = build_log(session)
            self.seen = len(session.history)
        self.synced = self.timeline.idle
        # interaction
        self.mode = "normal"  # normal | murder | rob | swap | exchange | destroy | lab | school
        self.selected: list[int] = []
        self.hint_job: Job | None = None
        self.hint: tuple[Action, str] | None = None
        self.hint_for = -1  # len(session.actions) the hint was asked at
        self.toast: tuple[str, float] | None = None
        self.over_wait = 0.0
        self.finished = False
        self._announced = -1
        self.turn_cue = TurnCue(app)  # sound + highlight + task-bar flash when a decision is ours
        self._auto_checked = -1

        # widgets
        self.ui = WidgetGroup(feedback=self._feedback)
        self.items: list[CardItem] = []
        self.buttons: list[Button] = []
        self.digits: dict[int, Callable[[], Any]] = {}
        self.hover: CardItem | None = None
        self.hover_time = 0.0
        self.pointer: tuple[int, int] | None = None
        self.zones: list[tuple[pygame.Rect, tuple[str, str] | None, str]] = []
        self.menu_button = Button(lambda: _("Menu"), self.open_menu, style="ghost", tooltip=lambda: _("Pause: rules, settings, leave the game (Esc)"))
        self.sound_button = Button(self._sound_label, self.toggle_sound, style="ghost", tooltip=lambda: _("Sound on or off"))
        self.hint_button = Button(lambda: _("Hint"), self.ask_hint, style="secondary", shortcut=pygame.K_h, shortcut_label="H",
                                  tooltip=lambda: _("Ask for a suggestion for this decision"))  # fmt: skip
        self.undo_button = Button(lambda: _("Undo"), self.undo, style="secondary",
                                  tooltip=lambda: _("Take back your last action, until something new is revealed")
                                  + " (Ctrl+Z)")  # fmt: skip
        self._undo: tuple[int, UndoCheck] | None = None  # (len(session.actions), the check) cached
        self._keep_save = False  # an undo rebuilds the table: the save stays open
        self.log_panel = ScrollPanel(step=40)
        self._log_follow = True
        self._ui_key: tuple[Any, ...] | None = None
        self._layers: dict[str, tuple[tuple[Any, ...], pygame.Surface]] = {}
        self._base: pygame.Surface | None = None
        self._base_keys: dict[str, tuple[Any, ...]] = {}
        self.geo = compute_geo(app.size, session.players, self.home, self.completion, self._chars_per_player(), self._ranks())
        self.prompt: tuple[str, str] = ("", "")
        self.prompt_hint = False
        self._note_fresh_cards()  # the hand as it is now: later arrivals are "new"

    # ------------------------------------------------------------------ small helpers
    @property
    def settings(self) -> Any:
        return self.app.settings

    def _chars_per_player(self) -> int:
        s = self.session.state
        return s.rules.chars_per_player if s is not None else 1

    def _ranks(self) -> int:
        s = self.session.state
        return s.rules.max_rank if s is not None else 8

    @property
    def home(self) -> int:
        """The seat drawn at the bottom: the viewer, else the human about to play, else seat 0."""
        if self.viewer is not None:
            return self.viewer
        if self.awaiting is not None:
            return self.awaiting
        if self.last_human is not None:
            return self.last_human
        return self.humans[0] if self.humans else 0

    def names(self) -> tuple[str, ...]:
        return self.session.names

    def _feedback(self, kind: str) -> None:
        self.app.sound.play(kind)

    def _sound_label(self) -> str:
        return _("Sound: on") if self.settings.sound else _("Sound: off")

    def speed(self) -> float:
        try:
            return float(self.settings.speed_factor)
        except Exception:  # noqa: BLE001
            return 1.0

    def view(self) -> PlayerView | None:
        """The viewer's view (None when nobody's secrets may be shown)."""
        return self.session.view(self.viewer) if self.viewer is not None else None

    def public(self) -> PlayerView:
        return self.session.public_view()

    @property
    def my_turn(self) -> bool:
        """The viewer owes the decision and the table is ready for it."""
        return (
            self.viewer is not None
            and not self.session.game_over
            and self.session.to_move == self.viewer
            and self.timeline.idle
            and self.awaiting is None
        )

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._relayout()
        # every accepted action is saved from now on; a failed write is said on the table
        attach_autosave(self.app, self.session, on_failure=lambda message: setattr(self, "toast", (message, 8.0)))
        if any(isinstance(c, BotController) and c.bot == "hard" for c in self.controllers.values()):
            self.host.start_process()  # warm it up while the cards are dealt

    def exit(self) -> None:
        self.host.close()
        if not self._keep_save:
            close_autosave(self.session)

    def resume(self) -> None:
        if self.geo.size != self.app.size:
            self._relayout()
        self._ui_key = None

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout()

    def language_changed(self) -> None:
        self._layers.clear()
        self._relayout()

    def confirm_quit(self) -> bool:
        return not self.session.game_over

    def game_is_saved(self) -> bool:
        """Leaving now loses nothing: the autosave holds every accepted action."""
        autosave = autosave_of(self.session)
        return autosave is not None and autosave.writer.failed is None and not self.session.game_over

    def _relayout(self) -> None:
        self.geo = compute_geo(
            self.app.size, self.session.players, self.home, self.completion, self._chars_per_player(), self._ranks()
        )
        g = self.geo
        px = g.px
        bw = (g.header.w - px(16) - px(8)) // 2
        self.menu_button.rect = pygame.Rect(g.header.x + px(8), g.header.bottom - px(38), bw, px(32))
        self.sound_button.rect = pygame.Rect(self.menu_button.rect.right + px(8), g.header.bottom - px(38), bw, px(32))
        self.hint_button.rect = pygame.Rect(g.stage.right - px(118), g.stage.y + px(10), px(108), px(34))
        self.undo_button.rect = self.hint_button.rect.move(0, px(42))
        self.log_panel.rect = g.log_body
        self._layers.clear()
        self._ui_key = None
        self._log_follow = True

    # ------------------------------------------------------------------ events from the engine
    def _ingest(self) -> None:
        """Queue animation steps for events the session has that the table has not seen."""
        history = self.session.history
        if self.seen >= len(history):
            return
        self._note_fresh_cards()
        # each reason shown right under the event of its own action
        self._reason_at.update(reasons_by_event(self.session.actions, history, self.seen))
        i = self.seen
        while i < len(history):
            event = history[i]
            batch = [(i, event)]
            if isinstance(event, ev.CardsDealt):  # deal to every seat at once
                while i + 1 < len(history) and isinstance(history[i + 1], ev.CardsDealt):
                    i += 1
                    batch.append((i, history[i]))
            self.timeline.add(Step(batch, build=self._build_anims, on_start=self._step_start, on_end=self._step_end))
            i += 1
        self.seen = len(history)
        self.synced = False

    def _note_fresh_cards(self) -> None:
        """Cards that just arrived in the viewer's hand are marked "new" for a few seconds."""
        if self.viewer is None:
            self._hand_ids = None
            return
        now = {c.id for c in self.session.view(self.viewer).hand}
        if self._hand_ids is not None and self._hand_viewer == self.viewer:
            for cid in now - self._hand_ids:
                self.fresh[cid] = self.time + FRESH_SECONDS
        self._hand_ids, self._hand_viewer = now, self.viewer

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.time += dt
        self.host.poll()
        if len(self.session.history) > self.seen:
            self._ingest()  # actions submitted from elsewhere (tools, tests) are shown too
        self.timeline.speed = self.speed()
        self.timeline.update(dt)
        self.turn_cue.update(dt)
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        idle = self.timeline.idle
        if idle and not self.synced:
            self.shown.sync(self.session.public_view())
            self.synced = True
        if idle and not self.finished:
            self._idle_duties(dt)
        # bots think while animations play; they act once the table has caught up
        for ctrl in self.controllers.values():
            if isinstance(ctrl, BotController) and ctrl.due:
                ctrl.speed = getattr(self.settings, "bot_speed", "normal")
                answer = ctrl.update(dt, ready=idle and self.awaiting is None and not self.finished)
                if answer is not None:
                    self._submit(ctrl.seat, [answer.action], reason=answer.reason)
                    break
        self._poll_hint()
        if self._pending_sound is not None:
            self.app.sound.play(self._pending_sound)
            self._pending_sound = None
        self._refresh_ui()
        self._sync_log()
        self.log_panel.update(dt)
        self.ui.update(dt)
        if self.hover is not None and self.pointer is not None and self.hover.contains(self.pointer):
            self.hover_time += dt
        elif self.pointer is not None and self._zone_at(self.pointer) is not None:
            self.hover_time += dt
        else:
            self.hover_time = 0.0

    def _idle_duties(self, dt: float) -> None:
        session = self.session
        if session.game_over:
            self.over_wait += dt
            if self.over_wait >= GAME_OVER_PAUSE / max(0.5, self.speed() or 4.0):
                self._finish()
            return
        seat = session.to_move
        if session.is_human(seat):
            if len(self.humans) >= 2 and seat != self.viewer:
                self._handoff(seat)
                return
            stamp = len(session.actions)
            if self._announced != stamp and seat == self.viewer:
                self._announced = stamp
                if session.decision in (Decision.GATHER, Decision.DRAFT_PICK, Decision.GRAVEYARD) and len(self.humans) == 1:
                    # with several humans the hand-off screen rings instead
                    self.turn_cue.ring()
            self._auto_income()

    def _handoff(self, seat: int) -> None:
        """Hide everything and ask the next human to come to the screen."""
        self.viewer = None
        self.awaiting = seat
        self.mode, self.selected = "normal", []
        self._cancel_hint()
        self._relayout()
        name = self.session.name(seat)
        detail = self._handoff_detail(seat)
        since = self._private_mark.get(seat, 0)
        session = self.session

        def recap() -> list[str]:
            return public_recap(session, since)

        def ready() -> None:
            self.viewer = seat
            self.last_human = seat
            self.awaiting = None
            self._note_fresh_cards()
            self._relayout()

        try:
            from citadels.app.scenes.handoff import HandoffScene

            self.app.push(HandoffScene(self.app, name, ready, detail=detail, recap=recap))
        except ImportError:
            self.app.push(_FallbackHandoff(self.app, name, ready))

    def _handoff_detail(self, seat: int) -> Callable[[], str]:
        decision = self.session.decision

        def detail() -> str:
            if decision in DRAFT:
                return _("It is your turn to choose a character.")
            if decision == Decision.GRAVEYARD:
                return _("The Warlord destroyed a district: you may keep it with your Graveyard.")
            return _("It is your turn.")

        return detail

    def _finish(self) -> None:
        self.finished = True
        self.host.close()
        try:
            from citadels.app.scenes.gameover import GameOverScene
        except ImportError:
            log.warning("no game-over screen in this build; back to the menu")
            self.app.go_to_menu()
            return
        self.app.replace(GameOverScene(self.app, self.session))

    # ------------------------------------------------------------------ submitting
    def _submit(self, seat: int, actions: Sequence[Action], reason: object | None = None) -> bool:
        """Send actions for `seat` through the session (the only way the game changes)."""
        ctrl = self.controllers[seat]
        try:
            for i, action in enumerate(actions):
                if isinstance(ctrl, BotController):
                    self.session.submit(seat, action, reason=reason if i == 0 else None)
                else:
                    ctrl.submit(action)
        except IllegalActionError as exc:
            log.warning("refused: %s", exc)
            self.toast = (_("That is not allowed now."), 2.5)
            self._ingest()
            return False
        finally:
            self.mode, self.selected = "normal", []
            self._cancel_hint()
        self._ingest()
        self._ui_key = None
        self._close_private_view()
        return True

    def _close_private_view(self) -> None:
        """Hot seat: once the viewer's decisions are made, the table goes back to public. Their
        cards and hidden characters disappear while the others (bots too) play."""
        if len(self.humans) < 2 or self.viewer is None:
            return
        if self.session.game_over or self.session.to_move != self.viewer:
            self._private_mark[self.viewer] = len(self.session.history)
            self.viewer = None
            self._note_fresh_cards()
            self._relayout()

    def act(self, actions: Sequence[Action]) -> bool:
        """The viewer plays `actions` (the UI's single door to the session)."""
        if not self.my_turn or self.viewer is None:
            return False
        return self._submit(self.viewer, actions)

    def _auto_income(self) -> None:
        """With automatic income on, collect it for the human at the best moment: as soon as no
        build this turn could add a district of the character's type."""
        if not getattr(self.settings, "auto_income", False) or not self.my_turn:
            return
        if self.session.decision != Decision.MAIN:
            return
        stamp = len(self.session.actions)
        if self._auto_checked == stamp:
            return
        self._auto_checked = stamp
        view = self.view()
        assert view is not None
        legal = self.session.legal(self.viewer)  # type: ignore[arg-type]
        best = best_income_action(view, legal)
        if best is None:
            return
        amount = income_amount(view, best.school_type)
        if amount <= 0:
            return
        dtype = income_type(view)
        me = view.me()
        if view.builds_left > 0:
            for c in view.hand:
                if c.dtype == dtype and all(d.kind is not c.kind for d in me.city) and c.cost <= me.gold + amount:
                    return  # building it first pays more
        self.act([best])

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        if not self.my_turn or self.hint_job is not None:
            return
        view = self.view()
        assert view is not None and self.viewer is not None
        legal = self.session.legal(self.viewer)
        self.hint = None
        self.hint_for = len(self.session.actions)
        self.hint_job = self.host.hint(view, legal, seed=self.session.seed + self.hint_for, budget_s=self.hint_budget)
        self._ui_key = None

    def _cancel_hint(self) -> None:
        self.host.cancel(self.hint_job)
        self.hint_job = None
        self.hint = None

    def _poll_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done:
            return
        self.hint_job = None
        if job.cancelled or self.hint_for != len(self.session.actions):
            return
        if job.error is not None:
            self.toast = (_("No hint is available right now."), 2.5)
            self._ui_key = None
            return
        action, reason = job.value
        self.hint = (action, explain_reason(reason, self.names()))
        self._ui_key = None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = tuple(event.pos)  # type: ignore[assignment]
            self._update_hover(self.pointer)  # type: ignore[arg-type]
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.skip_animations()
                return
            if event.key == pygame.K_ESCAPE:
                if self.mode != "normal":
                    self.cancel_mode()
                else:
                    self.open_menu()
                return
            digit = _digit(event)
            if digit is not None and digit in self.digits:
                self.digits[digit]()
                return
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return
            if event.key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.toggle_sound()
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            self.log_panel.focused = True
            self.log_panel.handle_event(event)
            self.log_panel.focused = False
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2
            return
        if self.log_panel.handle_event(event):
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2
            return
        self.ui.handle_event(event)
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2

    def _update_hover(self, pos: tuple[int, int]) -> None:
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

    def skip_animations(self) -> None:
        if not self.timeline.idle:
            self.timeline.skip()

    def cancel_mode(self) -> None:
        self.mode, self.selected = "normal", []
        self._ui_key = None

    def set_mode(self, mode: str) -> None:
        if self.my_turn:
            self.mode, self.selected = mode, []
            self._ui_key = None

    def toggle_sound(self) -> None:
        try:
            self.app.update_settings(sound=not self.settings.sound)
        except Exception:  # noqa: BLE001
            self.app.sound.set_enabled(not self.app.sound.enabled)

    def open_menu(self) -> None:
        from citadels.app.scenes.table_menu import TableMenuScene

        self.app.push(TableMenuScene(self.app, self))

    # ------------------------------------------------------------------ the widgets of the moment
    def _ui_state(self) -> tuple[Any, ...]:
        view_hand = ()
        if self.viewer is not None:
            view_hand = tuple(c.id for c in self.session.view(self.viewer).hand)
        return (
            self.geo.size, language_version(), self.viewer, self.awaiting, self.session.decision,
            self.session.to_move, self.timeline.idle, self.mode, tuple(self.selected), len(self.session.actions),
            self.hint, self.hint_job is not None, view_hand, bool(getattr(self.settings, "auto_income", False)),
            self.finished, tuple(sorted(cid for cid, until in self.fresh.items() if until > self.time)),
        )  # fmt: skip

    def _refresh_ui(self) -> None:
        key = self._ui_state()
        if key == self._ui_key:
            return
        self._ui_key = key
        focus_key = getattr(self.ui.focus, "key", None) if self.ui.focus is not None else None
        focus_button = self.ui.focus if isinstance(self.ui.focus, Button) else None
        keyboard = self.ui.keyboard_mode
        self.ui.clear()
        self.items = []
        self.buttons = []
        self.digits = {}
        self.prompt = ("", "")
        self.prompt_hint = False
        self._build_widgets()
        self.ui.add(*self.items)
        self.ui.add(*self.buttons)
        self._update_undo_button()
        self.ui.add(self.hint_button, self.undo_button, self.menu_button, self.sound_button)
        # keep the keyboard focus where it was
        for w in self.ui.focusables():
            if (focus_key is not None and getattr(w, "key", None) == focus_key) or (focus_button is not None and w is focus_button):
                self.ui.set_focus(w)
                break
        self.ui.keyboard_mode = keyboard
        if self.hint is not None:
            self._mark_hint()
        if self.pointer is not None:
            self._update_hover(self.pointer)

    def _mark_hint(self) -> None:
        assert self.hint is not None
        action = self.hint[0]
        for item in self.items:
            item.hint = bool(item.actions) and item.actions[-1] == action
        for button in self.buttons:
            acts = getattr(button, "actions", ())
            button.hint = action in acts  # type: ignore[attr-defined]

    def widgets_for(self, action: Action) -> list[Any]:
        """The clickable things (cards, buttons) whose click submits `action` last."""
        out: list[Any] = [i for i in self.items if i.actions and i.actions[-1] == action and i.enabled]
        out += [b for b in self.buttons if action in getattr(b, "actions", ()) and b.enabled]
        return out

    def item(self, *key: Any) -> CardItem | None:
        for it in self.items:
            if it.key == key:
                return it
        return None

    def button_labelled(self, label: str) -> Button | None:
        from citadels.app.widgets import resolve

        for b in self.buttons + [self.hint_button, self.undo_button, self.menu_button, self.sound_button]:
            if resolve(b.label) == label:
                return b
        return None

    # ------------------------------------------------------------------ undo (solo; see app/undo.py)
    def undo_check(self) -> UndoCheck:
        stamp = len(self.session.actions)
        if self._undo is None or self._undo[0] != stamp:
            self._undo = (stamp, undo_check(self.session))
        return self._undo[1]

    def _update_undo_button(self) -> None:
        button = self.undo_button
        button.visible = bool(self.settings.undo) and self.my_turn and bool(self.session.actions)
        if not button.visible:
            return
        check = self.undo_check()
        if check.target is not None:
            button.enable()
        else:
            button.disable(lambda: undo_refusal(check.why_not))

    def undo(self) -> None:
        """Ctrl+Z or the Undo button: replay the game without the human's last action."""
        if not self.settings.undo or not self.my_turn:
            return
        check = self.undo_check()
        if check.target is None:
            self.toast = (undo_refusal(check.why_not), 3.0)
            return
        rewind(self.session, check.target)
        autosave = autosave_of(self.session)
        if autosave is not None:
            autosave.rewrite()
        self._keep_save = True
        self.app.replace(TableScene(self.app, self.session, bot_processes=self.host.use_process,
                                    animate_history=False, hint_budget=self.hint_budget))  # fmt: skip

    def private_visible(self) -> bool:
        """Whether anything private (a face-up hand, chosen characters, offered cards) is drawn."""
        return self.viewer is not None and self.awaiting is None


def public_recap(session: GameSession, start: int) -> list[str]:
    """What everyone saw happen since history index `start`, one public log line per event, in the
    current language (the hand-off screen's "since your last turn")."""
    from citadels.engine import redact
    from citadels.narrate import narrate

    lines = []
    for event in session.history[start:]:
        if isinstance(event, (ev.GameStarted, ev.CardsDealt)):
            continue
        said = narrate(redact(event, None), session.names, None)
        if said:
            lines.append(said)
    return lines


def _digit(event: pygame.event.Event) -> int | None:
    key = getattr(event, "key", None)
    if key is None:
        return None
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


class _FallbackHandoff(Scene):
    """Used only when this build has no hand-off screen: hides the table until a click."""

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = name
        self.on_ready = on_ready
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < 0.3:
            return
        if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.app.pop()
            self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface, dim=0.5)
        lay = theme.layout_for(surface.get_size())
        text.draw_text(surface, _("Pass to {name}").format(name=self.player), surface.get_rect().center, lay.heading,
                       theme.GOLD_LIGHT, anchor="center", bold=True, role="display")  # fmt: skip


# ================================================================================================
# Demo tables (screenshots, the self-test, the frame benchmark)
# ================================================================================================


def demo_session(players: int = 4, *, seed: int = 7, stage: str = "main", humans: int = 1, rounds: int = 2,
                 names: Sequence[str] | None = None, characters: str = "classic") -> GameSession:  # fmt: skip
    """A session advanced by greedy bots to a human's decision: ``stage`` is "draft", "main",
    "gather" or "warlord" (a MAIN turn as the Warlord with targets), after about ``rounds`` rounds."""
    from citadels.ai import make_bot
    from citadels.app.session import GameSetup, SeatSetup

    default = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor"]
    names = list(names or default)[:players]
    seats = tuple(
        SeatSetup(names[i], "human" if i < humans else "bot", "greedy") for i in range(players)
    )
    for attempt in range(60):
        session = GameSession(GameSetup(seats, seed=seed + attempt * 101, characters=characters))
        bots = [make_bot("greedy", seed + i) for i in range(players)]
        state = session.state
        assert state is not None
        while not session.game_over:
            seat = session.to_move
            view = session.view(seat)
            legal = session.legal(seat)
            if session.round > rounds and seat < humans:
                if stage == "draft" and session.decision == Decision.DRAFT_PICK:
                    return session
                if stage == "gather" and session.decision == Decision.GATHER:
                    return session
                if stage == "main" and session.decision == Decision.MAIN and state.cur_rank != 8 and len(view.hand) >= 2:
                    return session
                if stage == "warlord" and session.decision == Decision.MAIN and state.cur_rank == 8 and any(isinstance(a, Destroy) for a in legal):
                    return session
            if session.round > rounds + 3:
                break
            action = bots[seat].choose(view, legal)
            if stage == "warlord" and seat < humans and isinstance(action, PickCharacter) and PickCharacter(8) in legal:
                action = PickCharacter(8)
            if stage == "warlord" and seat < humans and isinstance(action, (Destroy,)):
                action = EndTurn()  # keep the Warlord's ability for the picture
            session.submit(seat, action)
    return session


def _demo(app: App, players: int, stage: str, seed: int = 7, characters: str = "classic") -> TableScene:
    session = demo_session(players, seed=seed, stage=stage, characters=characters)
    return TableScene(app, session, animate_history=False, bot_processes="never")


# `citadels screenshot --scene table|draft --players N --seed S` passes players and seed through
register_screenshot("table", lambda app, players=4, seed=7, characters="classic": _demo(app, players, "main", seed, characters))
register_screenshot("draft", lambda app, players=4, seed=7, characters="classic": _demo(app, players, "draft", seed, characters))
register_screenshot("table7", lambda app: _demo(app, 7, "main"))
register_screenshot("warlord", lambda app: _demo(app, 5, "warlord"))


def _hotseat_demo(app: App, players: int = 4, seed: int = 11) -> TableScene:
    """A hot-seat table (two humans, medium bots) while a bot plays: the public table only."""
    from citadels.ai import make_bot
    from citadels.app.session import GameSetup, SeatSetup

    names = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria"][:players]
    seats = tuple(SeatSetup(n, "human" if i < 2 else "bot", "medium") for i, n in enumerate(names))
    session = GameSession(GameSetup(seats, seed=seed))
    bots = [make_bot("medium", seed + i) for i in range(players)]
    while not session.game_over:
        seat = session.to_move
        if session.round >= 3 and seat >= 2 and session.decision == Decision.MAIN:
            break
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=bots[seat].last_reason if seat >= 2 else None)
    return TableScene(app, session, animate_history=False, bot_processes="never")


register_screenshot("hotseat", _hotseat_demo)
