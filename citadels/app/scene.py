"""What a scene is, and what a scene may ask of the app.

A scene is one screen (menu, settings, table…), kept on a stack (`scene_stack.SceneManager`): only
the top scene gets events and updates; the scenes below a *transparent* top (a dialog) are still
drawn. Lifecycle: ``push`` pauses the old top then enters the new one; ``pop`` exits the top then
resumes the one below; ``replace`` exits the top then enters the new one. ``draw`` must not change
state.

A scene sees the app only through `AppServices` (window size, settings, sound, notices, the stack)
and goes to other screens only through its `Navigator` (``app.nav``): scenes never import each other
nor the app. `citadels.app.screens` is the one module that knows every screen and wires them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import pygame

from citadels.app.coaching import Coaching
from citadels.app.crash import CrashReport
from citadels.app.sound import SoundPlayer
from citadels.app.widgets import TextSource
from citadels.session import GameSession
from citadels.system.settings import Settings
from citadels.text.coach_words import RulesLink


class Scene:
    #: draw the scene below too (dialogs and overlays)
    transparent: bool = False
    #: a short name for logs, screenshots and tests
    name: str = "scene"

    def __init__(self, app: AppServices) -> None:
        self.app = app

    # Lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene for the first time."""

    def exit(self) -> None:
        """Left the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    # Frame -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene receives events)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds (only the top scene updates)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Must not change any game state."""

    # Notifications ---------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (every scene in the stack is told)."""

    def language_changed(self) -> None:
        """The UI language changed (every scene in the stack is told)."""

    # Questions the app and other scenes ask ----------------------------------------------------
    def confirm_quit(self) -> bool:
        """Ask before closing the window on this scene (a game in progress says yes)."""
        return False

    def game_is_saved(self) -> bool:
        """Whether this scene holds a game that is saved as it is played (leaving it loses nothing)."""
        return False

    def save_file(self) -> Path | None:
        """The file this scene's game is saved in (None: no game here, or it is not saved)."""
        return None


@dataclass(frozen=True)
class MenuEntry:
    """One more button of the game menu (Esc at the table), e.g. the tutorial's "Skip tutorial"."""

    label: TextSource
    action: Callable[[], None]
    tooltip: TextSource = ""


@dataclass(frozen=True)
class LeaveWording:
    """How the game menu words leaving a game (its button's tooltip and the dialog that confirms)."""

    tooltip: TextSource
    title: TextSource
    message: TextSource
    confirm_label: TextSource
    cancel_label: TextSource
    danger: bool = False


class ScoresScreen(Protocol):
    """The game-over screen as another scene may see it (the tutorial's last callout points at it)."""

    def scores_rect(self) -> pygame.Rect:
        """Where the table of scores is drawn."""

    def button_rects(self) -> list[pygame.Rect]:
        """Where its visible buttons are."""


class Navigator(Protocol):
    """Every way from one screen to another. Scenes call these; `screens.Screens` implements them."""

    def menu(self) -> None:
        """Close every scene and show the main menu."""

    def new_game(self) -> None:
        """The new-game screen, over the current one."""

    def choose_opponent(self, *, seat: int, current: str, on_choose: Callable[[str], None]) -> None:
        """Over the new-game screen: every opponent a bot seat may be (levels and personalities) with
        how each plays and its strength; ``on_choose`` gets the bot chosen (nothing on Cancel)."""

    def tutorial(self) -> None:
        """The guided first game (resumed where it was left, or a new one)."""

    def saved_games(self) -> None:
        """The list of saved games."""

    def your_games(self) -> None:
        """The player's record, counted from the finished saved games."""

    def settings(self) -> None:
        """The settings screen."""

    def rules(self, at: RulesLink | None = None) -> None:
        """The rules screen (opened at the entry `at`, when given)."""

    def about(self) -> None:
        """The About screen: version, licence, third-party notices."""

    def play(self, session: GameSession) -> None:
        """A table for ``session`` in place of the current screen (the new-game or game-over one)."""

    def open_saved_game(self, path: Path) -> bool:
        """Open a saved game over the main menu: its table, or its review over the final scores when
        it is finished. A file that cannot be opened becomes a notice; False then."""

    def open_shared_game(self, path: Path) -> bool:
        """A game shared as a file (``citadels game.ciudadelas``, a double-click on one): imported into
        the saves folder and opened. A file that is not a good save is said on the saved games
        screen, which stays open; False then."""

    def review_saved_game(self, path: Path, *, as_far_as_it_goes: bool = False) -> bool:
        """The review of a finished saved game over the current screen (Back returns to it). A file
        that cannot be opened becomes a notice; False then. `as_far_as_it_goes`: a damaged file's
        moves up to its damage (the file is left as it is)."""

    def game_over(self, session: GameSession) -> ScoresScreen | None:
        """The game-over screen in place of the finished table; returns it (None if it failed to open:
        the error screen is up)."""

    def review(self, session: GameSession, save: Path | None = None) -> None:
        """Step through a finished game, every card face up, with the coach's analysis (`save`: the
        game's file, which keeps the analysis)."""

    def game_log(self, session: GameSession) -> None:
        """The whole log of a finished game with every bot's reasons."""

    def pause_menu(
        self, game: Scene, *, extra: Sequence[MenuEntry] = (), leave: LeaveWording | None = None
    ) -> None:
        """The game menu (Esc) over ``game``: resume, rules, settings, leave."""

    def hand_off(
        self,
        name: str,
        on_ready: Callable[[], None],
        *,
        detail: TextSource,
        recap: Callable[[], Sequence[str]],
        first_turn: bool,
    ) -> None:
        """Hot seat: hide the table until ``name`` comes to the screen; ``on_ready`` then."""

    def confirm(
        self,
        *,
        title: TextSource,
        message: TextSource,
        confirm_label: TextSource,
        cancel_label: TextSource,
        on_confirm: Callable[[], None],
        on_cancel: Callable[[], None] | None = None,
        danger: bool = False,
    ) -> None:
        """A yes/no dialog over the current screen."""

    def error(self, report: CrashReport, kept: Sequence[Scene]) -> None:
        """The error screen, keeping the scenes that were open so that nothing is lost."""


class AppServices(Protocol):
    """What a scene may use of the application: the window, settings, sound, notices and the stack."""

    nav: Navigator
    settings: Settings
    sound: SoundPlayer
    #: messages for the player (each shown once, in the current language): the menu shows them
    notices: list[Callable[[], str]]
    #: bad saved games the menu has already told the player about (told once a run)
    told_bad_saves: set[Path]
    #: games are saved as they are played (the real app; tests and screenshots turn it on)
    saves_enabled: bool
    #: settings are read from and written to the settings file
    persist: bool
    #: the analyses of finished games, run in the background (the review's coach)
    coaching: Coaching
    crash: CrashReport | None
    #: the keys held down now (added on their press, removed on their release)
    keys_down: set[int]

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def window_size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None: ...

    @property
    def scenes(self) -> tuple[Scene, ...]: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def update_settings(self, **changes: Any) -> None: ...

    def request_attention(self) -> bool: ...

    def request_quit(self, *, confirm: bool = True) -> None: ...

    def quit(self, code: int = 0) -> None: ...

    def restore_scenes(self, scenes: list[Scene]) -> None: ...

    def close_scenes(self, scenes: list[Scene]) -> None: ...

    def notice_once(self, key: str, message: Callable[[], str]) -> None: ...
