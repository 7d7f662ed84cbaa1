"""The league's characters as opponents a family can pick: who they are, how they play, their badge.

Each personality is a league bot of `citadels.ai.league` (the registry name is the seat's ``bot``, as
for the levels Easy, Medium and Hard). The New game screen offers them after the levels, with a
fitting name for the seat, a line on how they play, their badge (``assets/svg/badge_<bot>.svg``,
`citadels.bundle.BADGES`) and their strength from the bots' ladder (`citadels.app.strength`). Their
reasons in the log are worded in their own voice by the narration layer (`citadels.reason_styles`).
"""

from __future__ import annotations

from dataclasses import dataclass

from citadels.i18n import N_, _


@dataclass(frozen=True)
class Personality:
    """One league bot offered as a named opponent. The texts are msgids, translated when shown."""

    bot: str  # registry name (`citadels.ai.bot_names`)
    title: str  # what kind of player it is ("Raider"), on the seat's chooser and the panels
    name: str  # the name its seat gets unless the player typed one ("Alaric")
    description: str  # how it plays, in a sentence

    def label(self) -> str:
        return _(self.title)

    def seat_name(self) -> str:
        return _(self.name)

    def summary(self) -> str:
        return _(self.description)


#: The personalities, in the order the New game screen offers them (after Easy, Medium and Hard).
PERSONALITIES: tuple[Personality, ...] = (
    Personality(
        "rusher",
        # TRANSLATORS: a kind of computer opponent: builds cheap districts as fast as possible.
        N_("Rusher"),
        # TRANSLATORS: the name of the rusher (swift and fond of trade, like the god).
        N_("Hermes"),
        N_("Builds cheap and fast, paid with gold; loves the Merchant and the Thief."),
    ),
    Personality(
        "fortress",
        # TRANSLATORS: a kind of computer opponent: a defended city (the keeper of a castle).
        N_("Castellan"),
        # TRANSLATORS: the name of the castellan (a famous builder of fortifications).
        N_("Vauban"),
        N_(
            "Raises a solid city worth many points and shelters it with the Bishop, the Keep and the Great Wall."
        ),
    ),
    Personality(
        "raider",
        # TRANSLATORS: a kind of computer opponent: attacks whoever leads.
        N_("Raider"),
        # TRANSLATORS: the name of the raider (a king who sacked Rome).
        N_("Alaric"),
        N_("Goes after the leader with the Assassin, the Thief and the Warlord; builds between raids."),
    ),
    Personality(
        "hoarder",
        # TRANSLATORS: a kind of computer opponent: hoards cards and builds expensive districts.
        N_("Collector"),
        # TRANSLATORS: the name of the collector (a scholar of the great library).
        N_("Hypatia"),
        N_("Hoards cards and saves up for big, costly districts; fond of the Magician and the Architect."),
    ),
    Personality(
        "noisy",
        # TRANSLATORS: a kind of computer opponent: plays soundly but follows hunches.
        N_("Wildcard"),
        # TRANSLATORS: the name of the wildcard (an unpredictable enchantress).
        N_("Morgana"),
        N_("Plays like Medium but follows hunches: hard to read, sometimes surprising."),
    ),
    Personality(
        "careful",
        # TRANSLATORS: a kind of computer opponent: weighs every risk before it moves.
        N_("Strategist"),
        # TRANSLATORS: the name of the strategist (the Roman general famous for his patience).
        N_("Fabius"),
        N_("Reads the draft, guards their city near the end and strikes at whoever leads."),
    ),
)

_BY_BOT: dict[str, Personality] = {p.bot: p for p in PERSONALITIES}


def personality(bot: str) -> Personality | None:
    """The personality a bot plays (None for a level such as Medium, or an unknown name)."""
    return _BY_BOT.get(bot)


def personality_bots() -> list[str]:
    return [p.bot for p in PERSONALITIES]
