"""The game table: every seat's city, gold, hand and characters, the character line 1–8, the deck,
the log — and, for the human whose decision it is, the controls for that decision.

How it works
* The engine state lives in the `GameSession`; the table only reads views and submits actions
  (`HumanController` for clicks and keys, `BotController` for bots thinking off the frame loop).
* The scene owns collaborators with one job each: `Shown` (model.py) is what is shown, the public
  state as animated; `Geo` (layout.py) is where things go; the `Animator` turns every engine event
  into one animation step, its sound and its log lines; the `Renderer` draws; the `LogView` scrolls
  the `LogBook`; the `Controls` hold the widgets of the moment, built by the prompt module of the
  decision at hand (prompts/). They see the scene only through the `Table` protocol (context.py)
  and are handed the siblings they draw on. Human decisions are offered only once the animations are done, so
  the player always sees what just happened; `Shown` is then snapped to the real view.
* Private things (a hand, chosen characters, offered or drawn cards) are drawn only for `viewer`,
  the human who has confirmed at the screen. With several humans the table hides everything and
  pushes the hand-off screen whenever the next private decision belongs to another human.
* Drawing changes nothing. Static parts are rendered into cached layers (re-rendered only when what
  they show changes, on resize or on a language switch); a frame is mostly blits.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from citadels.ai import messages
from citadels.ai.base import Reason
from citadels.app.botworker import BotHost, Job
from citadels.app.controllers import BotController, HumanController
from citadels.app.recap import public_recap, since_last_decision
from citadels.app.saving import attach_autosave, autosave_of, close_autosave
from citadels.app.scene import AppServices, Scene, ScoresScreen
from citadels.app.table.anim import Timeline
from citadels.app.table.animator import Animator
from citadels.app.table.buttons import ActionButton
from citadels.app.table.controls import Controls
from citadels.app.table.items import CardItem
from citadels.app.table.layout import Geo, compute_geo
from citadels.app.table.log import LogBook, LogView, build_log, seat_voices
from citadels.app.table.model import Shown, best_income_action, income_amount, income_type
from citadels.app.table.prompts.decisions import prompt_for
from citadels.app.table.renderer import Renderer
from citadels.app.turn_cue import TurnCue
from citadels.app.undo import UndoCheck, undo_check, undo_refusal
from citadels.app.widgets import Button, WidgetGroup
from citadels.engine import CLASSIC_CHARACTERS, Action, Decision, IllegalActionError, PlayerView, Refusal, Why
from citadels.session import GameSession
from citadels.system.settings import Settings
from citadels.text.i18n import _, character_fields
from citadels.text.narrate import explain_reason

log = logging.getLogger(__name__)

#: Seconds before the game-over screen once the last animation has played.
GAME_OVER_PAUSE = 0.8
#: Seconds a card that just arrived in the hand is marked "new".
FRESH_SECONDS = 6.0
#: two presses closer than this, on the same spot, are a double click
DOUBLE_CLICK_SECONDS = 0.5


class TableScene(Scene):
    """The table for one `GameSession`. Replaces itself with the game-over screen at the end."""

    name = "table"

    def __init__(
        self,
        app: AppServices,
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
        #: the seat the screen and the log speak to as "you": the one person of a solo game (in hot
        #: seat every seat is named, as the screen is shared)
        self.you: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_human: int | None = self.viewer
        self.awaiting: int | None = None  # a human we are waiting for at the hand-off screen
        first_view = session.view(0)
        self.completion = first_view.completion  # fixed for the game
        self.characters = first_view.characters
        self.time = 0.0
        #: the last left press: when, where, and how many actions the game had then (double-click guard)
        self._last_press: tuple[float, tuple[int, int], int] | None = None
        self._swallow_release = False
        self.fresh: dict[int, float] = {}  # card id -> until when it is marked "new"
        self._hand_ids: set[int] | None = None
        self._hand_viewer: int | None = None
        # interaction
        self.mode = "normal"  # "normal", or a step of the turn (prompts.steps.MODES): murder, destroy…
        self.selected: list[int] = []
        self.hint_job: Job | None = None
        self.hint: tuple[Action, str] | None = None
        self.hint_line: str | None = None  # the whole hint line when the reason names the move itself
        self.hint_line_short: str | None = None  # the same without its detail (a one-line prompt's fallback)
        self.hint_for = -1  # len(session.actions) the hint was asked at
        self.toast: tuple[str, float] | None = None
        self.over_wait = 0.0
        self.finished = False
        self._announced = -1
        self._theater_told: set[tuple[int, int]] = set()  # (round, seat) told of a Theater swap
        self.turn_cue = TurnCue(app)  # sound + highlight + task-bar flash when a decision is ours
        self._auto_checked = -1
        self.menu_button = Button(
            lambda: _("Menu"),
            self.open_menu,
            style="ghost",
            tooltip=lambda: _("Pause: rules, settings, leave the game (Esc)"),
        )
        self.sound_button = Button(
            self._sound_label, self.toggle_sound, style="ghost", tooltip=lambda: _("Sound on or off")
        )
        self.hint_button = Button(lambda: _("Hint"), self.ask_hint, style="secondary", shortcut=pygame.K_h, shortcut_label="H",
                                  tooltip=lambda: _("Ask for a suggestion for this decision"))  # fmt: skip
        self.undo_button = Button(lambda: _("Undo"), self.undo, style="secondary",
                                  tooltip=lambda: _("Take back your last action, until something new is revealed")
                                  + " (Ctrl+Z)")  # fmt: skip
        self._undo: tuple[int, UndoCheck] | None = None  # (len(session.actions), the check) cached
        self._keep_save = False  # an undo rebuilds the table: the save stays open
        # the collaborators: where, what is shown, how it moves, the log, the controls, the drawing
        self.geo: Geo = compute_geo(
            app.size, session.players, self.home, self.completion, self._chars_per_player(), self._ranks()
        )
        if animate_history is None:
            animate_history = not session.actions and bool(session.history)
        line_up = session.state.rules.characters if session.state is not None else CLASSIC_CHARACTERS
        if animate_history:
            self.log = LogBook(session.names, line_up, you=self.you, voices=seat_voices(session.setup))
        else:
            self.log = build_log(session, you=self.you)
        self.log_view = LogView(self.log)
        self.animator = Animator(self)
        self.controls = Controls(self, self.animator)
        self.renderer = Renderer(self, self.controls, self.animator, self.log_view)
        if animate_history:
            self.shown = Shown.empty(session.players)
            self._ingest()
        else:
            self.shown = Shown.of(session.public_view())
            self.animator.catch_up()
        self.synced = self.animator.idle
        self._note_fresh_cards()  # the hand as it is now: later arrivals are "new"

    # ------------------------------------------------------------------ small helpers
    @property
    def settings(self) -> Settings:
        return self.app.settings

    @property
    def auto_income(self) -> bool:
        return self.settings.auto_income

    def _chars_per_player(self) -> int:
        s = self.session.state
        return s.rules.chars_per_player if s is not None else 1

    def _ranks(self) -> int:
        """How many ranks the character track shows (9 with a Dark City rank-9 character)."""
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

    def char_id(self, rank: int) -> str:
        """The name of the character card of `rank` in this game."""
        return self.characters[rank - 1].name

    def feedback(self, kind: str) -> None:
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

    def why_not(self, action: Action) -> Refusal | None:
        """The engine's reason the viewer may not play `action` (`GameSession.why_not`); an action the
        engine allows is still refused while the table is not ready for the viewer's decision
        (animations running, the hand-off screen waiting)."""
        if self.viewer is None:
            return Refusal(Why.NOT_YOUR_TURN, seat=self.session.to_move)
        refusal = self.session.why_not(self.viewer, action)
        if refusal is None and not self.my_turn:
            return Refusal(Why.NOT_YOUR_TURN, seat=self.session.to_move)
        return refusal

    @property
    def my_turn(self) -> bool:
        """The viewer owes the decision and the table is ready for it."""
        return (
            self.viewer is not None
            and not self.session.game_over
            and self.session.to_move == self.viewer
            and self.animator.idle
            and self.awaiting is None
        )

    def private_visible(self) -> bool:
        """Whether anything private (a face-up hand, chosen characters, offered cards) is drawn."""
        return self.viewer is not None and self.awaiting is None

    # -- the collaborators' state, for tests and tools
    @property
    def timeline(self) -> Timeline:
        return self.animator.timeline

    @property
    def ui(self) -> WidgetGroup:
        return self.controls.ui

    @property
    def items(self) -> list[CardItem]:
        return self.controls.items

    @property
    def buttons(self) -> list[ActionButton]:
        return self.controls.buttons

    @property
    def prompt(self) -> tuple[str, str]:
        return self.controls.prompt

    @property
    def hover(self) -> CardItem | None:
        return self.controls.hover

    @property
    def hover_time(self) -> float:
        return self.controls.hover_time

    def widgets_for(self, action: Action) -> list[Any]:
        """The clickable things (cards, buttons) whose click submits `action` last."""
        return list(self.controls.widgets_for(action))

    def item(self, *key: Any) -> CardItem | None:
        return self.controls.item(*key)

    def button_labelled(self, label: str) -> Button | None:
        return self.controls.button_labelled(label)

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._relayout()
        # every accepted action is saved from now on; a failed write is said on the table
        attach_autosave(self.app, self.session, on_failure=self._save_failed)
        if any(isinstance(c, BotController) and c.bot == "hard" for c in self.controllers.values()):
            self.host.start_process()  # warm it up while the cards are dealt

    def exit(self) -> None:
        for controller in self.controllers.values():
            if isinstance(controller, BotController):
                controller.close()  # the session may live on (an undo rebuilds the table around it)
        self.host.close()
        if not self._keep_save:
            close_autosave(self.session)

    def _save_failed(self, message: str) -> None:
        self.toast = (message, 8.0)

    def resume(self) -> None:
        if self.geo.size != self.app.size:
            self._relayout()
        self.controls.invalidate()

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout()

    def language_changed(self) -> None:
        self.renderer.invalidate()
        self._relayout()
        # a menu above keeps this scene from updating: its words change now, not on Resume
        self.controls.refresh()
        self.log_view.sync(self.viewer if self.awaiting is None else None, self.geo.fonts["small"])

    def confirm_quit(self) -> bool:
        return not self.session.game_over

    def save_file(self) -> Path | None:
        autosave = autosave_of(self.session)
        return autosave.path if autosave is not None else None

    def game_is_saved(self) -> bool:
        """Leaving now loses nothing: the autosave holds every accepted action."""
        autosave = autosave_of(self.session)
        return autosave is not None and autosave.writer.failed is None and not self.session.game_over

    def _relayout(self) -> None:
        self.geo = compute_geo(
            self.app.size,
            self.session.players,
            self.home,
            self.completion,
            self._chars_per_player(),
            self._ranks(),
        )
        g = self.geo
        px = g.px
        bw = (g.header.w - px(16) - px(8)) // 2
        self.menu_button.rect = pygame.Rect(g.header.x + px(8), g.header.bottom - px(38), bw, px(32))
        self.sound_button.rect = pygame.Rect(
            self.menu_button.rect.right + px(8), g.header.bottom - px(38), bw, px(32)
        )
        self.hint_button.rect = pygame.Rect(g.stage.right - px(118), g.stage.y + px(10), px(108), px(34))
        self.undo_button.rect = self.hint_button.rect.move(0, px(42))
        self.log_view.place(g.log_body)
        self.renderer.invalidate()
        self.controls.invalidate()

    # ------------------------------------------------------------------ events from the engine
    def _ingest(self) -> None:
        """Queue animation steps for events the session has that the table has not seen."""
        if self.animator.seen >= len(self.session.history):
            return
        self._note_fresh_cards()
        if self.animator.ingest():
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
        if len(self.session.history) > self.animator.seen:
            self._ingest()  # actions submitted from elsewhere (tools, tests) are shown too
        self.animator.update(dt, self.speed())
        self.turn_cue.update(dt)
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        idle = self.animator.idle
        if idle and not self.synced:
            self.shown.sync(self.session.public_view())
            self.synced = True
        if idle and not self.finished:
            self._idle_duties(dt)
        # bots think while animations play; they act once the table has caught up. Every bot gets
        # the speed setting each frame, so a bot that becomes due mid-frame is never paced by a stale one
        bot_speed = self.settings.bot_speed
        for ctrl in self.controllers.values():
            if isinstance(ctrl, BotController):
                ctrl.speed = bot_speed
        for ctrl in self.controllers.values():
            if isinstance(ctrl, BotController) and ctrl.due:
                answer = ctrl.update(dt, ready=idle and self.awaiting is None and not self.finished)
                if answer is not None:
                    self._submit(ctrl.seat, [answer.action], reason=answer.reason)
                    break
        self._poll_hint()
        self.animator.play_pending_sound()
        self.controls.refresh()
        self.log_view.sync(self.viewer if self.awaiting is None else None, self.geo.fonts["small"])
        self.log_view.update(dt)
        self.controls.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn over the table but under the card preview, tooltips and notices (the tutorial's callout)."""

    def overlay_rects(self) -> list[pygame.Rect]:
        """Where `draw_overlay` draws: the card preview keeps off it when it can."""
        return []

    def _theater_notice(self) -> None:
        """RULES.md §9.11: the opponent of a Theater swap learns, privately (the table is his then: after
        his hand-off in a hot-seat game), the character he lost and the one he got."""
        seat = self.viewer
        if seat is None or self.awaiting is not None:
            return
        view = self.session.view(seat)
        if (
            len(view.theater_ranks) != 2
            or view.theater_swap[1] != seat
            or (view.round, seat) in self._theater_told
        ):
            return
        self._theater_told.add((view.round, seat))
        given, taken = view.theater_ranks
        other = character_fields(view.character(given).name)["el_character"]
        self.toast = (
            _("{name}'s Theater took your {character} and gave you {other}.").format(
                name=self.session.name(view.theater_swap[0]),
                other=other,
                **character_fields(view.character(taken).name),
            ),
            8.0,
        )

    def _idle_duties(self, dt: float) -> None:
        session = self.session
        self._theater_notice()
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
                prompt = prompt_for(session.decision)
                if prompt is not None and prompt.announce(session.decision) and len(self.humans) == 1:
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
        prompt = prompt_for(self.session.decision)
        # the recap runs from this person's last decision (a resumed game's too), or from the start
        mark = since_last_decision(self.session, seat)
        since = 0 if mark is None else mark
        session = self.session

        def detail() -> str:
            return prompt.handoff() if prompt is not None else _("It is your turn.")

        def recap() -> list[str]:
            return public_recap(session, since)

        def ready() -> None:
            self.viewer = seat
            self.last_human = seat
            self.awaiting = None
            self._note_fresh_cards()
            self._relayout()

        first_turn = mark is None
        self.app.nav.hand_off(name, ready, detail=detail, recap=recap, first_turn=first_turn)

    def _finish(self) -> None:
        self.finished = True
        self.host.close()
        scores = self.app.nav.game_over(self.session)
        if scores is not None:
            self.game_over_shown(scores)

    def game_over_shown(self, scores: ScoresScreen) -> None:
        """The game-over screen has replaced this table (the tutorial adds its last callout)."""

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
        self.controls.invalidate()
        self._close_private_view()
        return True

    def _close_private_view(self) -> None:
        """Hot seat: once the viewer's decisions are made, the table goes back to public. Their
        cards and hidden characters disappear while the others (bots too) play. A bot answering a
        question inside the viewer's own turn (the Emperor's crown, the Graveyard's offer) does not
        end it: the viewer simply continues afterwards, with no hand-off."""
        if len(self.humans) < 2 or self.viewer is None:
            return
        if self._viewer_continues():
            return
        if self.session.game_over or self.session.to_move != self.viewer:
            self.viewer = None
            self._note_fresh_cards()
            self._relayout()

    def _viewer_continues(self) -> bool:
        """The viewer's turn is still on and the seat owing the next decision is a bot's."""
        session, state = self.session, self.session.state
        if state is None or session.game_over or state.cur_seat != self.viewer:
            return False
        if session.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD, Decision.GAME_OVER):
            return False
        return session.to_move == self.viewer or not session.is_human(session.to_move)

    def act(self, actions: Sequence[Action]) -> bool:
        """The viewer plays `actions` (the UI's single door to the session)."""
        if not self.my_turn or self.viewer is None:
            return False
        return self._submit(self.viewer, actions)

    def _auto_income(self) -> None:
        """With automatic income on, collect it for the human at the best moment: as soon as no
        build this turn could add a district of the character's type."""
        if not self.auto_income or not self.my_turn or self.viewer is None:
            return
        if self.session.decision != Decision.MAIN:
            return
        stamp = len(self.session.actions)
        if self._auto_checked == stamp:
            return
        self._auto_checked = stamp
        view = self.session.view(self.viewer)
        legal = self.session.legal(self.viewer)
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
                if (
                    c.dtype == dtype
                    and all(d.kind is not c.kind for d in me.city)
                    and c.cost <= me.gold + amount
                ):
                    return  # building it first pays more
        self.act([best])

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        if not self.my_turn or self.hint_job is not None or self.viewer is None:
            return
        view = self.session.view(self.viewer)
        legal = self.session.legal(self.viewer)
        self.hint, self.hint_line, self.hint_line_short = None, None, None
        self.hint_for = len(self.session.actions)
        self.hint_job = self.host.hint(
            view, legal, seed=self.session.seed + self.hint_for, budget_s=self.hint_budget
        )
        self.controls.invalidate()

    def _cancel_hint(self) -> None:
        self.host.cancel(self.hint_job)
        self.hint_job = None
        self.hint, self.hint_line, self.hint_line_short = None, None, None

    def _poll_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done:
            return
        self.hint_job = None
        if job.cancelled or self.hint_for != len(self.session.actions):
            return
        if job.error is not None:
            self.toast = (_("No hint is available right now."), 2.5)
            self.controls.invalidate()
            return
        action, reason = job.value
        self.show_hint(action, reason)

    def show_hint(self, action: Action, reason: Reason | None) -> None:
        """Mark `action` and say it once with its reason. A bot's reason already names its move
        ("takes the Assassin to strike at…"), so the line reads "Hint: a strong player here takes the
        Assassin to strike at…" rather than naming the move twice; only a bare figure ("won 30% of 64
        simulated games") follows the move's description."""
        said = explain_reason(reason, self.names(), self.characters, self.you)
        self.hint = (action, said)
        self.hint_line = self.hint_line_short = None
        if reason is not None and said and reason.key not in _REASONS_WITHOUT_MOVE:
            self.hint_line = _("Hint: a strong player here {reason}").format(reason=said)
            if reason.detail is not None:  # the figure is only a detail: a line with no room drops it
                bare = explain_reason(
                    dataclasses.replace(reason, detail=None), self.names(), self.characters, self.you
                )
                self.hint_line_short = _("Hint: a strong player here {reason}").format(reason=bare)
        self.controls.invalidate()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        controls = self.controls
        if self._second_click_of_a_finished_choice(event):
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            controls.pointer = (int(event.pos[0]), int(event.pos[1]))
            controls.update_hover(controls.pointer)
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
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._confirm_by_enter():
                return
            digit = _digit(event)
            if digit is not None and digit in controls.digits:
                controls.digits[digit]()
                return
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return
            if event.key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.toggle_sound()
                return
        if self.log_view.handle_key(event) or self.log_view.handle_event(event):
            return
        controls.ui.handle_event(event)
        self.log_view.after_event(event)

    def _second_click_of_a_finished_choice(self, event: pygame.event.Event) -> bool:
        """A double click where one click was enough (keeping a drawn card, taking gold) must not
        also answer the prompt that replaced it (the Witch's target): the second press of a double
        click, on the same spot, after the first one made this player act, is ignored with its release."""
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self._swallow_release:
            self._swallow_release = False
            return True
        if (
            event.type != pygame.MOUSEBUTTONDOWN
            or getattr(event, "button", 0) != 1
            or not hasattr(event, "pos")
        ):
            return False
        pos = (int(event.pos[0]), int(event.pos[1]))
        acted = len(self.session.actions)
        last, self._last_press = self._last_press, (self.time, pos, acted)
        if last is None or self.time - last[0] > DOUBLE_CLICK_SECONDS or acted == last[2]:
            return False
        near = self.geo.px(8)
        if abs(pos[0] - last[1][0]) > near or abs(pos[1] - last[1][1]) > near:
            return False
        record = self.session.actions[-1]
        if record.seat != self.viewer:
            return False  # a bot acted meanwhile: this click is the player's own
        self._swallow_release = True
        return True

    def _confirm_by_enter(self) -> bool:
        """Enter confirms a two-step choice (the Diplomat's swap, the Artist's districts) even when a
        clicked tile holds the focus — unless the keyboard is on a card it would choose."""
        ui = self.controls.ui
        focus = ui.focus
        if ui.keyboard_mode and isinstance(focus, CardItem) and focus.enabled and not focus.selected:
            return False
        for b in self.controls.buttons:
            if b.shortcut == pygame.K_RETURN and b.interactive:
                b.click()
                return True
        return False

    def skip_animations(self) -> None:
        self.animator.skip()

    def cancel_mode(self) -> None:
        self.mode, self.selected = "normal", []
        self.controls.invalidate()

    def set_mode(self, mode: str) -> None:
        if self.my_turn:
            self.mode, self.selected = mode, []
            self.controls.invalidate()

    def toggle_selected(self, item: CardItem) -> None:
        """A hand card clicked while selecting several (the Magician's exchange)."""
        card_id = item.key[1]
        if card_id in self.selected:
            self.selected.remove(card_id)
        else:
            self.selected.append(card_id)
        self.controls.invalidate()

    def toggle_sound(self) -> None:
        try:
            self.app.update_settings(sound=not self.settings.sound)
        except Exception:  # noqa: BLE001
            self.app.sound.set_enabled(not self.app.sound.enabled)

    # ------------------------------------------------------------------ undo (solo; see app/undo.py)
    def undo_check(self) -> UndoCheck:
        stamp = len(self.session.actions)
        if self._undo is None or self._undo[0] != stamp:
            self._undo = (stamp, undo_check(self.session))
        return self._undo[1]

    def update_undo_button(self) -> None:
        """Shown on the single human's turn once they have played (never in hot seat, where undo is
        off); disabled, with why, when nothing can be taken back."""
        button = self.undo_button
        button.visible = (
            bool(self.settings.undo) and len(self.humans) == 1 and self.my_turn and bool(self.session.actions)
        )
        if not button.visible:
            return
        check = self.undo_check()
        if check.target is not None:
            button.enable()
        else:
            why = check.why_not
            button.disable(lambda: undo_refusal(why))

    def undo(self) -> None:
        """Ctrl+Z or the Undo button: replay the game without the human's last action."""
        if not self.settings.undo or not self.my_turn:
            return
        check = self.undo_check()
        if check.target is None:
            self.toast = (undo_refusal(check.why_not), 3.0)
            return
        self.session.rewind(check.target)
        autosave = autosave_of(self.session)
        if autosave is not None:
            autosave.rewrite()
        self._keep_save = True
        self.app.replace(TableScene(self.app, self.session, bot_processes=self.host.use_process,
                                    animate_history=False, hint_budget=self.hint_budget))  # fmt: skip

    def open_menu(self) -> None:
        self.app.nav.pause_menu(self)


#: bot reasons that do not name the move they explain (the Hard bot's bare simulation figure)
_REASONS_WITHOUT_MOVE = frozenset({messages.SEARCH_DETAIL})


def _digit(event: pygame.event.Event) -> int | None:
    key = getattr(event, "key", None)
    if key is None:
        return None
    if pygame.K_1 <= key <= pygame.K_9:
        return int(key - pygame.K_0)
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return int(key - pygame.K_KP1 + 1)
    return None
