"""What the table's collaborators may read and ask of the table (`TableScene` is the one
implementation). The animator, the controls, the renderer and the prompt modules are written against
this protocol, not against the scene, so each sees a declared surface and nothing else."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from citadels.app.botworker import Job
from citadels.app.controllers import BotController, HumanController
from citadels.app.scene import AppServices
from citadels.app.table.items import CardItem
from citadels.app.table.layout import Geo
from citadels.app.table.log import LogBook
from citadels.app.table.model import Shown
from citadels.app.turn_cue import TurnCue
from citadels.app.widgets import Button
from citadels.engine import Action, CharacterSpec, PlayerView, Refusal
from citadels.session import GameSession


class Table(Protocol):
    """The state of the table the collaborators share, and the few things they may do."""

    app: AppServices
    session: GameSession
    geo: Geo  # where things are (replaced on every relayout)
    shown: Shown  # the public state as animated
    log: LogBook
    controllers: dict[int, HumanController | BotController]
    viewer: int | None  # whose secrets may be drawn
    you: int | None  # the seat the screen and the log speak to as "you" (a solo game)
    awaiting: int | None  # the human the hand-off screen waits for
    mode: str  # "normal" or a step of the turn (prompts.steps.MODES)
    selected: list[int]  # cards selected in the hand (the Magician's exchange)
    time: float
    fresh: dict[int, float]  # card id -> until when it is marked "new"
    hint: tuple[Action, str] | None
    hint_line: str | None
    hint_line_short: str | None
    hint_job: Job | None
    toast: tuple[str, float] | None
    finished: bool
    completion: int
    characters: tuple[CharacterSpec, ...]
    hint_button: Button
    undo_button: Button
    turn_cue: TurnCue  # the pulsing halo around the home seat when a decision comes to its human
    menu_button: Button
    sound_button: Button

    @property
    def my_turn(self) -> bool: ...

    @property
    def auto_income(self) -> bool: ...

    def private_visible(self) -> bool: ...

    def view(self) -> PlayerView | None: ...

    def why_not(self, action: Action) -> Refusal | None:
        """The engine's reason the viewer may not play `action` now (None: it may)."""
        ...

    def public(self) -> PlayerView: ...

    def char_id(self, rank: int) -> str: ...

    def feedback(self, kind: str) -> None: ...

    def act(self, actions: Sequence[Action]) -> bool: ...

    def set_mode(self, mode: str) -> None: ...

    def cancel_mode(self) -> None: ...

    def toggle_selected(self, item: CardItem) -> None: ...

    def update_undo_button(self) -> None: ...

    def draw_overlay(self, surface: pygame.Surface) -> None: ...

    def overlay_rects(self) -> list[pygame.Rect]: ...
