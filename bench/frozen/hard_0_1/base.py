"""The bot protocol: a bot sees one seat's view and the legal actions, and returns one of them.

Bots never receive the `GameState`. Each decision may carry a `Reason` (a message key for the
translation catalogs plus parameters) that the game log shows in the player's language.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from citadels.engine import Action, PlayerView

from . import messages


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot did something: `key` is an English msgid with `{name}`-style fields.

    `detail` is a second, minor reason shown after the first in brackets (the Hard bot's simulation
    figure, for instance): the deciding factor comes first, in words.

    A reason may name the bot's secrets (a district in its hand, its hidden character, what it saw in
    the draft). What a key reveals, and the public wording shown instead during the game, are declared
    once per key in `citadels.ai.messages` (`REVEALS`, `PUBLIC`); `reveals` and `public_key` override
    them for one reason. Whoever shows a reason to someone other than the bot during the game must
    show `public()` (which is None when nothing may be shown); the full reason is for after the game.
    """

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    reveals: frozenset[str] | None = None  # None: as declared for `key`
    public_key: str | None = None  # None: as declared for `key`
    detail: Reason | None = None  # a minor reason, shown in brackets (it must reveal nothing)

    @property
    def secrets(self) -> frozenset[str]:
        """The secrets this reason reveals (empty: it may be shown to anyone)."""
        return self.reveals if self.reveals is not None else messages.reveals(self.key)

    def public(self) -> Reason | None:
        """What of this reason anyone may see now: itself when it reveals nothing, else its public
        wording (with only the parameters that wording names), else None."""
        if not self.secrets:
            return self
        key = self.public_key if self.public_key is not None else messages.PUBLIC.get(self.key)
        if key is None or messages.reveals(key):
            return None
        wanted = _fields(key)
        params = {k: v for k, v in self.params.items() if k in wanted}
        return Reason(key, params, reveals=frozenset(), detail=self.detail)


def _fields(key: str) -> set[str]:
    """The ``{field}`` names a message key uses."""
    return {name for _text, name, _spec, _conv in string.Formatter().parse(key) if name}


class Bot(Protocol):
    #: The name used by `citadels simulate --bots` and shown in the UI.
    name: str
    #: False only for bots that ignore the view entirely (the random bot): callers may then skip
    #: building one, which keeps simulations fast.
    needs_view: bool
    #: True for bots that learn from how the others play: callers then `watch` them after every move.
    watches: bool
    #: The reason for the last decision (None when the bot gives none).
    last_reason: Reason | None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        """Return one of `legal` (never empty). `view` is None only when `needs_view` is False."""
        ...

    def watch(self, view: PlayerView) -> None:
        """Take in the table as this bot's seat sees it after a move, when the next decision is not
        the bot's (a player watches the others play; `choose` brings the views of its own turns).
        Called only when `watches` is True."""
        ...


class Unwatching:
    """For bots that decide from the view in front of them alone: nothing to learn between turns."""

    watches = False

    def watch(self, view: PlayerView) -> None:
        """Never called (`watches` is False)."""
