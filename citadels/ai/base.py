"""The bot protocol: a bot sees one seat's view and the legal actions, and returns one of them.

Bots never receive the `GameState`. Each decision may carry a `Reason` (a message key for the
translation catalogs plus parameters) that the game log shows in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from citadels.engine import Action, PlayerView


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot did something: `key` is an English msgid with `{name}`-style fields.

    `detail` is a second, minor reason shown after the first in brackets (the Hard bot's simulation
    figure, for instance): the deciding factor comes first, in words.
    """

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    detail: Reason | None = None


class Bot(Protocol):
    #: The name used by `citadels simulate --bots` and shown in the UI.
    name: str
    #: False only for bots that ignore the view entirely (the random bot): callers may then skip
    #: building one, which keeps simulations fast.
    needs_view: bool
    #: The reason for the last decision (None when the bot gives none).
    last_reason: Reason | None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        """Return one of `legal` (never empty). `view` is None only when `needs_view` is False."""
        ...
