"""How the league's personalities word their reasons: the same reason, in their own voice.

The bots give a reason as a key of `citadels.ai.messages` and its parameters, whoever plays; the
narration layer words it (`narrate.explain_reason`). A personality (a league bot offered on the New
game screen) may have its own wording for a key: the rusher "rushes the Market: cheap and quick"
where Medium "builds the Market: cheap districts complete the city sooner".

The wordings are written in each personality's record (`citadels.ai.league.personalities`, its
`voice` and `voice_to_you`); this module looks them up. A styled wording stands in for the wording
of its key and nothing else: it says the same thing in another voice, uses only the key's own
parameters, names no character or district of its own, and reveals what its key reveals (`messages.REVEALS`). It applies to whatever key is shown: during the
game that is the reason's public wording (`Reason.public()`), so a key that reveals a secret is styled
only in the record of a finished game, and a public wording has its own styled form ("strikes at the
Warlord: someone has to be stopped"). `tests/test_reason_styles.py` checks these promises.
"""

from __future__ import annotations

from collections.abc import Mapping

from citadels.ai import messages as M
from citadels.ai.league.personalities import PERSONALITIES

#: Per bot name (`citadels.ai.bot_names`), the styled wording of each key it words its own way: each
#: personality's `voice` (`citadels.ai.league.personalities`, where the wordings are written).
STYLES: dict[str, dict[str, str]] = {p.bot: dict(p.voice) for p in PERSONALITIES}


#: The styled wordings addressed to the one person of a solo game, for the styled keys that name a
#: seat and may be shown during the game ("sacks your Castle", not "sacks the Castle of you"; see
#: `messages.ADDRESSED`): each personality's `voice_to_you`, for those that have one.
ADDRESSED_STYLES: dict[str, dict[str, str]] = {
    p.bot: dict(p.voice_to_you) for p in PERSONALITIES if p.voice_to_you
}


def style_of(bot: str | None) -> Mapping[str, str]:
    """The styled wordings of a bot (empty for a bot with no voice of its own, or no bot)."""
    return STYLES.get(bot or "", {})


def styled_key(key: str, bot: str | None) -> str:
    """The msgid to word ``key`` with, as ``bot`` says it (``key`` itself when it has no style)."""
    return style_of(bot).get(key, key)


def reason_wording(key: str, bot: str | None, *, to_you: bool = False) -> str:
    """The msgid to word ``key`` with, as ``bot`` says it; ``to_you``: its `seat` is the one reading
    it (the bot's own words to them, else the plain ones, `messages.ADDRESSED`, else as for anyone)."""
    if to_you:
        said = ADDRESSED_STYLES.get(bot or "", {}).get(key) or M.ADDRESSED.get(key)
        if said is not None:
            return said
    return styled_key(key, bot)
