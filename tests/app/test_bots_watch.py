"""A bot seat at the table watches the game between its decisions, as simulations let it: the views of
its own seat after every move reach the bot with its next decision, in order, and nothing else."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from citadels.ai import registry
from citadels.ai.base import Reason
from citadels.app import botworker
from citadels.app.botworker import BotHost
from citadels.app.controllers import BotController
from citadels.engine import Action, PlayerView
from citadels.session import GameSession, GameSetup, SeatSetup


class WatchingBot:
    """Plays the first legal action and keeps every view it is given."""

    name = "watching"
    needs_view = True
    watches = True

    def __init__(self, seed: int = 0) -> None:
        self.last_reason: Reason | None = None
        self.views: list[tuple[str, PlayerView]] = []

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        self.views.append(("choose", view))
        return legal[0]

    def watch(self, view: PlayerView) -> None:
        self.views.append(("watch", view))


def answer(host: BotHost, controller: BotController) -> Action:
    controller.start()
    job = controller.job
    assert job is not None
    deadline = time.monotonic() + 30
    while not job.done and time.monotonic() < deadline:
        host.poll()
        time.sleep(0.001)
    assert job.ok, job.error
    action: Action = job.value[0]
    return action


def test_a_bot_seat_sees_every_move_from_its_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.BOTS, "watching", WatchingBot)
    seats = (SeatSetup("Ana", "human"), *(SeatSetup(n, "bot", "watching") for n in ("Bea", "Cid", "Dan")))
    session = GameSession(GameSetup(seats, seed=11))
    host = BotHost("never")
    controllers = {seat: BotController(session, seat, "watching", host) for seat in (1, 2, 3)}
    # the seat's views after every move, as the table should hand them over (its own decisions included)
    expected: dict[int, list[PlayerView]] = {seat: [] for seat in controllers}
    for seat in controllers:
        if session.to_move == seat:
            expected[seat].append(session.view(seat))
    for _ in range(80):
        seat = session.to_move
        if seat == 0:
            action = session.legal(0)[0]
        else:
            action = answer(host, controllers[seat])
        session.submit(seat, action)
        for other in controllers:
            expected[other].append(session.view(other))
    bots = {seat: botworker._bots[(host.token, ("seat", seat))] for seat in controllers}
    for seat, bot in bots.items():
        given = [view for _, view in bot.views] + controllers[seat].watched  # the rest comes next time
        if session.to_move == seat:
            given.append(session.view(seat))  # its next decision brings this one
        assert given == expected[seat], seat
        assert all(view.seat == seat for view in given)
        assert any(kind == "watch" for kind, _ in bot.views)
    # the table leaves the game: its bots stop watching it
    for controller in controllers.values():
        controller.close()
    assert session.listeners == []
    host.close()
