"""Who decides for a seat: a human through the table's UI, or a bot thinking off the frame loop.

Both end in the same place, `GameSession.submit(seat, action)`. The table asks a `BotController`
every frame (`update(dt, ready)`) whether its bot has an answer; the answer comes from a `BotHost`
job (a worker thread, or a worker process for search bots), never from a call that blocks the frame.
A bot does not act faster than a pacing delay set by the bot-speed setting (slow / normal / fast /
instant), so humans can follow what happens.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from citadels.app.botworker import BotHost, Job
from citadels.engine import Action, Decision, Event, PlayerView
from citadels.session import GameSession

log = logging.getLogger(__name__)

#: Seconds a bot waits at least before each action, per bot speed (``Settings.bot_speed``); "off" is
#: the animation speed that older callers pass.
PACING: dict[str, float] = {"slow": 1.3, "normal": 0.65, "fast": 0.25, "instant": 0.0, "off": 0.05}
#: Selection-phase picks are hidden: they need no time to be followed.
DRAFT_PACING_FACTOR = 0.45


def pacing_delay(speed: object) -> float:
    """The minimum delay before a bot acts, for a bot speed (a name, or a multiplier of normal)."""
    if isinstance(speed, str):
        return PACING.get(speed, PACING["normal"])
    try:
        factor = float(speed)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return PACING["normal"]
    if factor <= 0:
        return PACING["off"]
    return max(PACING["off"], min(2.0, PACING["normal"] / factor))


class HumanController:
    """A human seat: the table's UI calls `submit` with actions the player chose by click or key.

    `submit_all` plays a short sequence (the Magician's exchange: `ExchangeCard`… then
    `FinishExchange`; auto income then a build) and stops at the first illegal action.
    """

    is_bot = False

    def __init__(self, session: GameSession, seat: int) -> None:
        self.session = session
        self.seat = seat

    @property
    def to_move(self) -> bool:
        return not self.session.game_over and self.session.to_move == self.seat

    def legal(self) -> list[Action]:
        return self.session.legal(self.seat)

    def submit(self, action: Action) -> list[Event]:
        """Raises `IllegalActionError` (nothing changes) if the engine refuses."""
        return self.session.submit(self.seat, action)


@dataclass
class BotAnswer:
    action: Action
    reason: object | None
    seconds: float  # how long the bot thought


class BotController:
    """A bot seat. `update(dt, ready)` returns the bot's answer once it has one, the pacing delay
    has passed and `ready` (the table's animations are done); the caller then submits it."""

    is_bot = True

    def __init__(
        self, session: GameSession, seat: int, bot: str, host: BotHost, *, seed: int | None = None
    ) -> None:
        self.session = session
        self.seat = seat
        self.bot = bot
        self.host = host
        self.seed = seed if seed is not None else (session.seed * 1009 + seat * 7919) % (2**31)
        self.job: Job | None = None
        self._job_actions = -1  # len(session.actions) when the job was asked: its state
        self.waited = 0.0  # seconds of "ready" time since the decision became due
        self.speed: object = "normal"
        #: the seat's views after each move since the bot was last asked (the bot learns from them)
        self.watched: list[PlayerView] = []
        session.listeners.append(self._saw_move)

    def _saw_move(self, session: GameSession) -> None:
        if not session.game_over and session.to_move != self.seat:
            self.watched.append(session.view(self.seat))

    def close(self) -> None:
        """Stop watching the game (the table is leaving it)."""
        self.cancel()
        if self._saw_move in self.session.listeners:
            self.session.listeners.remove(self._saw_move)

    @property
    def due(self) -> bool:
        return not self.session.game_over and self.session.to_move == self.seat

    @property
    def thinking(self) -> bool:
        """The decision is this bot's and it has not acted yet (the table shows it thinking)."""
        return self.due

    @property
    def searching(self) -> bool:
        """The bot's job is still running (not just waiting for the pacing delay)."""
        return self.job is not None and not self.job.done

    def start(self) -> None:
        """Ask the bot now (the table calls this as soon as the decision is the bot's)."""
        if not self.due:
            return
        stamp = len(self.session.actions)
        if self.job is not None and self._job_actions == stamp:
            return
        self.host.cancel(self.job)
        view = self.session.view(self.seat)
        watched, self.watched = self.watched, []
        self.job = self.host.choose(("seat", self.seat), self.bot, self.seed, view, self.choices(), watched)
        self._job_actions = stamp
        self.waited = 0.0

    def choices(self) -> list[Action]:
        """The actions the bot chooses from: every legal one (a guided game may offer fewer)."""
        return self.session.legal(self.seat)

    def delay(self) -> float:
        base = pacing_delay(self.speed)
        if self.session.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
            return base * DRAFT_PACING_FACTOR
        return base

    def update(self, dt: float, ready: bool = True) -> BotAnswer | None:
        if not self.due:
            self.job = None
            return None
        self.start()
        if ready:
            self.waited += dt
        job = self.job
        if job is None or not job.done or not ready:
            return None
        if job.error is not None:
            return self._fallback(job.error)
        if self.waited < self.delay():
            return None
        action, reason = job.value
        if action not in self.choices():
            return self._fallback(f"the bot chose an illegal action {action!r}")
        self.job = None
        return BotAnswer(action, reason, job.seconds)

    def _fallback(self, problem: str) -> BotAnswer | None:
        """A bot that fails must not hang the game: log it and play the first legal action."""
        log.error("bot %s at seat %d failed: %s", self.bot, self.seat, problem)
        self.job = None
        legal = self.choices()
        if not legal:
            return None
        return BotAnswer(legal[-1] if len(legal) > 1 else legal[0], None, 0.0)

    def cancel(self) -> None:
        self.host.cancel(self.job)
        self.job = None
