"""The league's personalities as opponents a family can pick: who they are, how they play, their badge.

Each personality is one record of `citadels.ai.league.personalities` (its league bot, title, name,
description, voice, badge and ladder key); this module is how the app shows it. The New game screen
offers them after the levels, with a fitting name for the seat, a line on how they play, their badge
(``assets/svg/badge_<bot>.svg``, `citadels.bundle.BADGES`) and their strength from the bots' ladder
(`citadels.app.strength`). Their reasons in the log are worded in their own voice by the narration
layer (`citadels.reason_styles`).
"""

from __future__ import annotations

from dataclasses import dataclass

from citadels.ai.league import personalities as league
from citadels.i18n import _


@dataclass(frozen=True, eq=False)
class Personality:
    """One league personality offered as a named opponent, its record's words translated when shown."""

    record: league.Personality

    @property
    def bot(self) -> str:
        """Its registry name (`citadels.ai.bot_names`)."""
        return self.record.bot

    def label(self) -> str:
        return _(self.record.title)

    def seat_name(self) -> str:
        return _(self.record.name)

    def summary(self) -> str:
        return _(self.record.description)


#: The personalities, in the order the New game screen offers them (after Easy, Medium and Hard).
PERSONALITIES: tuple[Personality, ...] = tuple(Personality(p) for p in league.PERSONALITIES)

_BY_BOT: dict[str, Personality] = {p.bot: p for p in PERSONALITIES}


def personality(bot: str) -> Personality | None:
    """The personality a bot plays (None for a level such as Medium, or an unknown name)."""
    return _BY_BOT.get(bot)


def personality_bots() -> list[str]:
    return [p.bot for p in PERSONALITIES]
