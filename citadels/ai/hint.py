"""The Hint: what the Hard bot would do for a human's seat, and why (as a `Reason`; the app words it)."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, PlayerView

from .base import Reason
from .hard import HardBot


def hint(
    view: PlayerView, legal: Sequence[Action], seed: int = 0, budget_s: float = 0.5
) -> tuple[Action, Reason]:
    """What the Hard bot would do for this seat now, and why (searches for up to `budget_s` seconds).

    Safe to call from a worker thread: it reads only the view and keeps no shared state.
    """
    bot = HardBot(seed, hard_time=budget_s)
    return bot.decide(view, legal)
