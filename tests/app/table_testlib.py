"""Helpers of the table tests: a table around a scenario state, clicking its cards and buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from citadels.app.app import App
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import GameState
from citadels.session import GameSession, GameSetup, SeatSetup

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor")


def session_for(state: GameState, humans: Sequence[int] = (0,), bot: str = "greedy") -> GameSession:
    """A session at `state`, its setup naming the state's line-up and deck (a valid setup at any count:
    8 players need a rank-9 card; a scenario's position has no replay, so Undo stays off)."""
    n = state.rules.players
    seats = tuple(SeatSetup(NAMES[i], "human" if i in humans else "bot", bot) for i in range(n))
    cast = ",".join(spec.name for spec in state.rules.characters)
    uniques = ",".join(state.rules.uniques)
    return GameSession.from_state(GameSetup(seats, characters=cast, uniques=uniques), state)


def open_table(
    app: App, ui: UIDriver, state: GameState, humans: Sequence[int] = (0,), bot: str = "greedy", **kw: Any
) -> TableScene:
    kw.setdefault("bot_processes", "never")
    scene = TableScene(app, session_for(state, humans, bot), **kw)
    app.push(scene)
    ui.frames(3)
    return scene


def click_item(ui: UIDriver, item: Any, frames: int = 2) -> None:
    ui.click(item.visible_point, frames=frames)


def button(scene: TableScene, label: str) -> Any:
    for b in scene.buttons:
        if resolve(b.label).startswith(label):
            return b
    raise AssertionError(f"no button {label!r}; have {[resolve(b.label) for b in scene.buttons]}")


def wait_my_turn(ui: UIDriver, scene: TableScene, max_frames: int = 3000) -> None:
    ui.wait_for(lambda: scene.my_turn, max_frames, "the human's decision")


def items(scene: TableScene, prefix: str) -> list[Any]:
    return [i for i in scene.items if i.key[0] == prefix]


def until(ui: UIDriver, cond: Callable[[], bool], what: str, max_frames: int = 3000) -> None:
    ui.wait_for(cond, max_frames, what)
