"""The guided first game at the table: a `TableScene` with the tutorial's callouts on top.

* The game is fixed: four players (you and three Easy bots), the classic characters, the short game
  (6 districts), a fixed seed and you hold the crown first. The callouts follow what happens
  (script.py) and wait: bots do not act while an informative callout is up.
* The first round is the player's to learn in: whichever character they take, they play its turn.
  The bots do not name it in round 1 (the Assassin murders, and the Thief robs, another character);
  from round 2 they play as in any game.
* It is saved as it goes, in its own folder (progress.py): leaving and coming back resumes it where
  it was, callouts included. Skip tutorial (in the callout and in the Esc menu) ends it for good;
  Learn to play starts it again.
* At the end, the game-over screen comes with a last callout over the scores.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

import pygame

from citadels.app.botworker import BotHost
from citadels.app.controllers import BotAnswer, BotController
from citadels.app.players import (
    BOT_NAMES,
    default_name,
    default_slot,
    human_default_name,
    remembered_player_name,
)
from citadels.app.scene import AppServices, LeaveWording, MenuEntry, Scene, ScoresScreen
from citadels.app.table.scene import TableScene
from citadels.app.tutorial import script
from citadels.app.tutorial.callout import Callout
from citadels.app.tutorial.progress import (
    TutorialProgress,
    clear_game,
    load_progress,
    save_file,
    save_progress,
    tutorial_dir,
)
from citadels.app.widgets import Button, WidgetGroup
from citadels.engine import Action, Bewitch, Decision, Murder, PlayerView, Rob
from citadels.saves import Autosave, SaveProblem, open_save, set_aside
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import _

log = logging.getLogger(__name__)

_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

#: a deal where the first rounds show a good spread of characters and the game lasts about 5 rounds
SEED = 18
BOT_LEVEL = "easy"


def tutorial_setup(app: AppServices) -> GameSetup:
    """You against three Easy bots, classic characters, the short game, you hold the crown."""
    name = remembered_player_name(app.settings) or human_default_name(0)
    bots = [_(n) for n in BOT_NAMES if _(n) != name][:3]
    seats = (SeatSetup(name, "human"), *(SeatSetup(b, "bot", BOT_LEVEL) for b in bots))
    return GameSetup(seats=seats, ruleset="short", seed=SEED, crown=script.YOU, characters="classic")


def reworded_setup(setup: GameSetup) -> GameSetup:
    """`setup` with its default names ("Player 1", the bots' "Roderick"…, in any language) in the
    current language ("Jugador 1", "Rodrigo"…); a name the player typed stays, and so does a default
    name whose wording would be another seat's name."""
    seats = list(setup.seats)
    for i, seat in enumerate(seats):
        slot = default_slot(seat.controller, seat.name)
        if slot is None:
            continue
        name = default_name(seat.controller, slot)
        if all(other.name.casefold() != name.casefold() for j, other in enumerate(seats) if j != i):
            seats[i] = dataclasses.replace(seat, name=name)
    return dataclasses.replace(setup, seats=tuple(seats))


#: The actions that name a character to strike: in round 1 the bots leave the player's alone.
_NAMING_A_CHARACTER = (Murder, Rob, Bewitch)


def spares_the_player(session: GameSession, action: Action) -> bool:
    """False for an action that names the player's character in round 1 (their first turn is theirs)."""
    if session.round != 1 or not isinstance(action, _NAMING_A_CHARACTER):
        return True
    return action.rank not in session.view(script.YOU).my_characters


class HeldBot(BotController):
    """A tutorial bot: it does not act while the tutorial holds the game (an informative callout is
    up), and spares the player's character in round 1."""

    def __init__(
        self, session: GameSession, seat: int, bot: str, host: BotHost, hold: Callable[[], bool]
    ) -> None:
        super().__init__(session, seat, bot, host)
        self.hold = hold

    def choices(self) -> list[Action]:
        legal = super().choices()
        return [a for a in legal if spares_the_player(self.session, a)] or legal

    def update(self, dt: float, ready: bool = True) -> BotAnswer | None:
        if ready and self.hold():
            ready = False
        return super().update(dt, ready)


class TutorialTable(TableScene):
    """The table of the tutorial game, with its callouts."""

    name = "tutorial"

    def __init__(
        self, app: AppServices, session: GameSession, progress: TutorialProgress, **kw: object
    ) -> None:
        super().__init__(app, session, **kw)  # type: ignore[arg-type]
        self.tutorial = progress
        self.steps = script.steps()
        #: the callouts in the order they appeared (this session), for tests and tools
        self.shown_log: list[str] = []
        self.step: script.Step | None = None
        self.callout: Callout | None = None
        self._step_mark = 0  # len(session.actions) when the step appeared
        self._callout_key: tuple[object, ...] | None = None
        self._public: tuple[tuple[int, int], PlayerView] | None = None
        self._view: tuple[tuple[int, int], PlayerView] | None = None
        self.next_button = Button(lambda: _("Next"), self.next, style="primary", shortcut=pygame.K_RETURN,
                                  tooltip=lambda: _("Go on (Enter)"))  # fmt: skip
        self.skip_button = Button(lambda: _("Skip tutorial"), self.ask_skip, style="ghost",
                                  tooltip=lambda: _("End the tutorial; start it again any time from the main menu"))  # fmt: skip
        #: the callout's buttons: hover, click feedback and tooltips (keys stay the table's)
        self.callout_ui = WidgetGroup([self.skip_button, self.next_button], feedback=self.feedback)
        for seat, ctrl in list(self.controllers.items()):
            if isinstance(ctrl, BotController):
                self.controllers[seat] = HeldBot(session, seat, ctrl.bot, self.host, self.holding)
        self._reword_names()

    def _reword_names(self) -> None:
        """The default names in the current language (the tutorial's players were named for the
        language in use when it began): the table, the log and the callouts say them alike."""
        setup = reworded_setup(self.session.setup)
        if setup != self.session.setup:
            self.session.setup = setup
            self.log.names[:] = self.session.names

    # ------------------------------------------------------------------ the callouts
    def _stamp(self) -> tuple[int, int]:
        return (len(self.session.actions), len(self.session.history))

    def public_now(self) -> PlayerView:
        """The public view, built once per change of the game (the callouts ask many times a frame)."""
        if self._public is None or self._public[0] != self._stamp():
            self._public = (self._stamp(), self.public())
        return self._public[1]

    def view_now(self) -> PlayerView | None:
        """The player's own view (None while it may not be shown), once per change of the game."""
        if self.viewer is None:
            return None
        if self._view is None or self._view[0] != self._stamp():
            self._view = (self._stamp(), self.session.view(self.viewer))
        return self._view[1]

    def holding(self) -> bool:
        """Whether the game waits for the player to read a callout (bots ask before acting)."""
        self._choose_step()
        return self.step is not None and self.step.kind == "info"

    def _choose_step(self) -> None:
        """Show the first callout that is due, if none is up (only once the table is idle)."""
        if self.step is not None or self.finished or not self.animator.idle or self.awaiting is not None:
            return
        if self.app.top is not self:  # a menu or dialog is over the table
            return
        for step in self.steps:
            if step.key in self.tutorial.seen:
                continue
            try:
                due = step.when(self)
            except (IndexError, KeyError, ValueError):  # a state the step does not apply to
                due = False
            if due:
                self._show(step)
                return

    def _show(self, step: script.Step) -> None:
        self.step = step
        self._step_mark = len(self.session.actions)
        if step.key not in self.shown_log:  # a step that made way for a step of the turn comes back
            self.shown_log.append(step.key)
        self.callout = None
        self._callout_key = None
        self.controls.invalidate()

    def _finish_step(self) -> None:
        step = self.step
        if step is None:
            return
        self.step = None
        self.callout = None
        if step.key not in self.tutorial.seen:
            self.tutorial.seen.append(step.key)
        self._save_progress()

    def next(self) -> None:
        """Next: the informative callout has been read."""
        if self.step is not None and self.step.kind == "info":
            self._finish_step()

    def _check_step(self) -> None:
        step = self.step
        if step is None or step.kind != "do":
            return
        for record in self.session.actions[self._step_mark :]:
            if record.seat == script.YOU and step.done(record.action):
                self._finish_step()
                return
        try:
            due = step.when(self)
        except (IndexError, KeyError, ValueError):
            due = False
        if not due and self.animator.idle:
            self.step = None  # not the moment any more (a step of the turn opened): shown again later
            self.callout = None

    def _layout_callout(self) -> None:
        step = self.step
        if step is None:
            self.callout = None
            return
        try:
            targets = step.targets(self)
            avoid = step.avoid(self)
            title, body = step.title(self), step.body(self)
        except (IndexError, KeyError, ValueError):
            targets, avoid, title, body = [], [], step.title(self), ""
        prompt = self.renderer.prompt_text
        if prompt is not None and self._prompt_must_show():
            avoid = [*avoid, prompt]
        # the Menu and Sound buttons stay reachable: Esc is not the only way out of a callout
        avoid = [*avoid, self.menu_button.rect.union(self.sound_button.rect), *self._readable()]
        key = (self.geo.size, title, body, tuple(map(tuple, targets)), tuple(map(tuple, avoid)))
        if self.callout is not None and key == self._callout_key:
            return
        buttons = [self.skip_button, self.next_button] if step.kind == "info" else [self.skip_button]
        age = self.callout.age if self.callout is not None else 0.0
        self.callout = Callout(title, body, buttons, modal=step.kind == "info")
        self.callout.age = age
        # no room beside the targets: the log column, narrowed, rather than over the hand or a city
        self.callout.layout(self.geo.size, targets, avoid, docks=[self.geo.log_body])
        self._callout_key = key

    def _readable(self) -> list[pygame.Rect]:
        """What the player reads on the table while a callout is up: the cards of their hand, the
        districts of every city and the Hint button (the callouts say to press it)."""
        rects = []
        hand = [i.rect for i in self.items if i.key[:1] == ("hand",) and i.visible]
        if hand:
            rects.append(hand[0].unionall(hand[1:]))
        for seat, box in self.geo.seats.items():
            city = self.shown.city[seat]
            if city:
                tiles = box.tile_rects(len(city), self.completion)[: len(city)]
                rects.append(tiles[0].unionall(tiles[1:]))
        if self.hint_button.visible:
            rects.append(self.hint_button.rect)
        return rects

    def _prompt_must_show(self) -> bool:
        """Whether the bubble must leave the prompt's text readable: while choosing a character (its
        heading), while gathering (the callout says H asks for a hint) and whenever a hint is asked
        or shown (it replaces the prompt's line). Elsewhere the bubble may go over it rather than
        over the hand, whose cards the player may click."""
        if self.session.decision in (Decision.DRAFT_PICK, Decision.GATHER):
            return True
        return self.controls.prompt_hint or self.hint_job is not None

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finished:
            return
        self._check_step()
        self._choose_step()
        self._layout_callout()
        if self.callout is not None:
            self.callout.update(dt)
            self.next_button.visible = self.step is not None and self.step.kind == "info"
            self.callout_ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # the callout is drawn in draw_overlay, under the card preview
        if self.callout is not None and self.step is not None:
            self.callout_ui.tooltip.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.callout is not None and self.step is not None:
            self.callout.draw(surface)

    def overlay_rects(self) -> list[pygame.Rect]:
        return [self.callout.rect] if self.callout is not None and self.step is not None else []

    def handle_event(self, event: pygame.event.Event) -> None:
        if _is_undo_key(event):  # answered even while a callout holds the table
            self.undo()
            return
        callout = self.callout
        if callout is not None and self.step is not None:
            if event.type in _MOUSE_EVENTS and self.callout_ui.handle_event(event):
                return
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.step.kind == "info":
                    self.next()
                    return
            pos = getattr(event, "pos", None)
            over = pos is not None and callout.contains((int(pos[0]), int(pos[1])))
            if self.step.kind == "info":
                # the table waits: only Esc or the Menu button (the menu) and the pointer's position get through
                if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                    self.open_menu()
                    return
                if (
                    event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                    and pos is not None
                    and not over
                ):
                    if self.menu_button.rect.collidepoint((int(pos[0]), int(pos[1]))):
                        self.menu_button.handle_event(event)
                        return
                if (event.type == pygame.MOUSEMOTION and not over) or event.type == pygame.MOUSEWHEEL:
                    super().handle_event(event)  # previews and the log's scrolling still work
                return
            if over and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                return  # clicks on the bubble are the bubble's
        super().handle_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._callout_key = None

    def language_changed(self) -> None:
        self._reword_names()
        super().language_changed()
        self._callout_key = None

    def enter(self) -> None:
        # saved in the tutorial's own folder (open_tutorial), never among the player's games
        self._relayout()

    # ------------------------------------------------------------------ no undo in the tutorial
    def update_undo_button(self) -> None:
        self.undo_button.visible = False

    def undo(self) -> None:
        """Ctrl+Z: the guided game has no undo; say so rather than ignore the key."""
        self.toast = (_("Undo is not available in the guided game."), 3.0)

    # ------------------------------------------------------------------ progress, skip, the end
    def _save_progress(self) -> None:
        if self.app.saves_enabled:
            save_progress(self.tutorial)

    def open_menu(self) -> None:
        """The game menu, with Skip tutorial, and leaving worded for the tutorial."""
        skip = MenuEntry(
            lambda: _("Skip tutorial"),
            self.ask_skip,
            tooltip=lambda: _("End the tutorial; start it again any time from the main menu"),
        )
        leave = LeaveWording(
            tooltip=lambda: _("Back to the main menu; Learn to play resumes the tutorial where you left it"),
            title=lambda: _("Leave the tutorial?"),
            message=lambda: _("Learn to play, in the main menu, resumes it where you left it."),
            confirm_label=lambda: _("Leave"),
            cancel_label=lambda: _("Keep learning"),
        )
        self.app.nav.pause_menu(self, extra=[skip], leave=leave)

    def ask_skip(self) -> None:
        self.app.nav.confirm(
            title=lambda: _("Skip the tutorial?"),
            message=lambda: _("You can start it again any time from the main menu with Learn to play."),
            confirm_label=lambda: _("Skip tutorial"),
            cancel_label=lambda: _("Keep learning"),
            on_confirm=self.skip,
        )

    def skip(self) -> None:
        """End the tutorial for good (its game is deleted) and go back to the main menu."""
        self.app.nav.menu()  # exits this table first: its save file is closed
        self.tutorial.status = "skipped"
        self._forget_game()

    def _forget_game(self) -> None:
        if self.app.saves_enabled:
            clear_game(self.tutorial)
            save_progress(self.tutorial)

    def _finish(self) -> None:
        self.step = None
        self.callout = None
        super()._finish()

    def game_over_shown(self, scores: ScoresScreen) -> None:
        self.app.push(TutorialOutro(self.app, scores, self))


def _is_undo_key(event: pygame.event.Event) -> bool:
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_z
        and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    )


class TutorialOutro(Scene):
    """The last callout, over the game-over screen's scores."""

    transparent = True
    name = "tutorial_outro"

    def __init__(self, app: AppServices, below: ScoresScreen, table: TutorialTable) -> None:
        super().__init__(app)
        self.below = below
        self.progress = table.tutorial
        self.shown_log = table.shown_log
        self.shown_log.append(script.FINAL_KEY)
        self.finish_button = Button(lambda: _("Finish"), self.finish, style="primary", shortcut=pygame.K_RETURN,
                                    tooltip=lambda: _("End the tutorial (Enter)"))  # fmt: skip
        self.callout: Callout | None = None

    def enter(self) -> None:
        self._layout()

    def resize(self, size: tuple[int, int]) -> None:
        self._layout()

    def language_changed(self) -> None:
        self._layout()

    def _layout(self) -> None:
        target = self.below.scores_rect()
        targets = [target] if target.w > 0 else []
        # leave the winner's title and the screen's buttons in view
        avoid = [pygame.Rect(0, 0, self.app.size[0], targets[0].top)] if targets else []
        avoid += self.below.button_rects()
        self.callout = Callout(script.final_title(), script.final_body(), [self.finish_button], modal=True)
        self.callout.layout(self.app.size, targets, avoid)

    def update(self, dt: float) -> None:
        if self.callout is not None:
            self.callout.update(dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.finish_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_ESCAPE,
        ):
            self.finish()

    def finish(self) -> None:
        """The tutorial is done: its game is deleted, the game-over screen stays."""
        self.progress.status = "finished"
        if script.FINAL_KEY not in self.progress.seen:
            self.progress.seen.append(script.FINAL_KEY)
        if self.app.saves_enabled:
            clear_game(self.progress)
            save_progress(self.progress)
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self.callout is not None:
            self.callout.draw(surface)


# ---------------------------------------------------------------------- opening the tutorial
def open_tutorial(app: AppServices, *, restart: bool = False) -> TutorialTable:
    """The tutorial's table: resumed where it was left (unless `restart`), else a new game."""
    persist = app.saves_enabled
    progress = load_progress() if persist else TutorialProgress()
    session: GameSession | None = None
    if persist and progress.resumable and not restart:
        session = _resume(progress)
    if session is None:
        if persist:
            clear_game(progress)
        progress = TutorialProgress(status="playing")
        session = GameSession(tutorial_setup(app))
        if persist:
            try:
                progress.save = Autosave.start(session, tutorial_dir()).path.name
            except OSError as exc:
                log.error("cannot save the tutorial game: %s", exc)
    if persist:
        save_progress(progress)
    return TutorialTable(app, session, progress, animate_history=False if session.actions else None)


def _resume(progress: TutorialProgress) -> GameSession | None:
    """The tutorial game as it was left (a finished one goes on to its scores and last callout)."""
    path = save_file(progress)
    if path is None:
        return None
    try:
        loaded = open_save(path)
    except SaveProblem as problem:
        log.warning("the tutorial game cannot be resumed (%s); it starts over", problem)
        set_aside(path)  # kept for a look, out of the way
        return None
    try:
        Autosave.resume(loaded)
    except OSError as exc:
        log.error("cannot go on saving the tutorial game: %s", exc)
    return loaded.session
