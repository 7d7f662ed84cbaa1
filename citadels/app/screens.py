"""Every screen of the game and the ways between them: the app's composition root.

`Screens` implements the `scene.Navigator` that scenes are given as ``app.nav``. It is the only
module that imports the scenes: a scene asks for "the review of this session" and never needs to
know which class draws it, so scenes depend on the navigation interface, not on each other.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from citadels.app.crash import CrashReport
from citadels.app.saving import resume_autosave, unknown_bots
from citadels.app.scene import AppServices, LeaveWording, MenuEntry, Navigator, Scene, ScoresScreen
from citadels.app.scenes.about import AboutScene
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.error import ErrorScene
from citadels.app.scenes.gamelog import GameLogScene
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.opponents import OpponentScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.rules import RulesScene
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.scenes.settings import SettingsScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.scenes.table_menu import TableMenuScene
from citadels.app.scenes.your_games import YourGamesScene
from citadels.app.table.scene import TableScene
from citadels.app.tutorial.scene import open_tutorial
from citadels.app.widgets import TextSource
from citadels.saves import LoadedGame, SaveProblem, open_save
from citadels.saves.partial import load_partial
from citadels.session import GameSession
from citadels.text.coach_words import RulesLink
from citadels.text.i18n import _
from citadels.text.safetext import file_label

log = logging.getLogger(__name__)


class Screens(Navigator):
    """The navigation of one app: builds each screen and puts it on the app's scene stack."""

    def __init__(self, app: AppServices) -> None:
        self.app = app

    def _clear(self) -> None:
        while self.app.top is not None:
            try:
                self.app.pop()
            except Exception:  # noqa: BLE001 - a scene failing to exit must not block recovery
                log.exception("error while closing a scene")

    def menu(self) -> None:
        self._clear()
        self.app.push(MenuScene(self.app))

    def new_game(self) -> None:
        self.app.push(SetupScene(self.app))

    def choose_opponent(self, *, seat: int, current: str, on_choose: Callable[[str], None]) -> None:
        self.app.push(OpponentScene(self.app, seat=seat, current=current, on_choose=on_choose))

    def tutorial(self) -> None:
        self.app.push(open_tutorial(self.app))

    def saved_games(self) -> None:
        self.app.push(SavedGamesScene(self.app))

    def your_games(self) -> None:
        self.app.push(YourGamesScene(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def rules(self, at: RulesLink | None = None) -> None:
        """The rules screen (at the entry `at`, when given); Back returns to the screen below."""
        self.app.push(RulesScene(self.app, at=at))

    def about(self) -> None:
        self.app.push(AboutScene(self.app))

    def play(self, session: GameSession) -> None:
        self.app.replace(TableScene(self.app, session))

    def _load(self, path: Path) -> LoadedGame | None:
        """A saved game, or None with a notice saying why it cannot be opened (a game still going that
        names bots this version does not have cannot be continued; a finished one is only reviewed)."""
        try:
            loaded = open_save(path)
        except SaveProblem as problem:
            log.warning("cannot open %s", problem)
            self.app.notices.append(problem.message)
            return None
        missing = unknown_bots(loaded.session.setup)
        if missing and not loaded.session.game_over:
            log.warning("cannot open %s: unknown bots %s", path, missing)
            bots = ", ".join(missing)
            self.app.notices.append(
                lambda: _(
                    "{file} cannot be opened: it names bots this version does not have ({bots})."
                ).format(file=file_label(path), bots=bots)
            )
            return None
        return loaded

    def open_saved_game(self, path: Path) -> bool:
        loaded = self._load(path)
        if loaded is None:
            return False
        session = loaded.session
        self.menu()
        if session.game_over:  # a finished game opens in its review, over its final scores
            self.app.push(GameOverScene(self.app, session, save=path))
            self.app.push(ReviewScene(self.app, session, save=path))
            return True
        resume_autosave(self.app, loaded)
        table = TableScene(self.app, session)
        self.app.push(table)
        if (
            loaded.torn
        ):  # said on the table (behind a hand-off screen it waits: only the top scene's clock runs)
            table.toast = (
                _(
                    "The last move saved in this game was cut short: the game goes on from the move before it."
                ),
                8.0,
            )
        return True

    def open_shared_game(self, path: Path) -> bool:
        self.menu()
        scene = SavedGamesScene(self.app)
        self.app.push(scene)
        if scene.import_file(path) is None:
            return False
        scene.open_selected()
        return scene is not self.app.top

    def review_saved_game(self, path: Path, *, as_far_as_it_goes: bool = False) -> bool:
        if as_far_as_it_goes:
            try:
                partial = load_partial(path)
            except SaveProblem as problem:
                log.warning("cannot review %s", problem)
                self.app.notices.append(problem.message)
                return False
            self.app.push(ReviewScene(self.app, partial.session, save=path, damaged=True))
            return True
        loaded = self._load(path)
        if loaded is None:
            return False
        self.app.push(ReviewScene(self.app, loaded.session, save=path))
        return True

    def game_over(self, session: GameSession) -> ScoresScreen | None:
        top = self.app.top
        save = top.save_file() if top is not None else None  # the table's, before it closes it
        scene = GameOverScene(self.app, session, save=save)
        self.app.replace(scene)
        return scene if self.app.top is scene else None

    def review(self, session: GameSession, save: Path | None = None) -> None:
        self.app.push(ReviewScene(self.app, session, save=save))

    def game_log(self, session: GameSession) -> None:
        self.app.push(GameLogScene(self.app, session))

    def pause_menu(
        self, game: Scene, *, extra: Sequence[MenuEntry] = (), leave: LeaveWording | None = None
    ) -> None:
        self.app.push(TableMenuScene(self.app, game, extra=extra, leave=leave))

    def hand_off(
        self,
        name: str,
        on_ready: Callable[[], None],
        *,
        detail: TextSource,
        recap: Callable[[], Sequence[str]],
        first_turn: bool,
    ) -> None:
        self.app.push(
            HandoffScene(self.app, name, on_ready, detail=detail, recap=recap, first_turn=first_turn)
        )

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
        self.app.push(
            ConfirmScene(
                self.app,
                title=title,
                message=message,
                confirm_label=confirm_label,
                cancel_label=cancel_label,
                on_confirm=on_confirm,
                on_cancel=on_cancel,
                danger=danger,
            )
        )

    def error(self, report: CrashReport, kept: Sequence[Scene]) -> None:
        self.app.push(ErrorScene(self.app, report, kept))
