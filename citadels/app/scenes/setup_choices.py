"""What the new-game screen decides about the cards: the character set (a preset, the 2016 box's
included, or per rank one of its cards or random plus the 9th card) and the unique districts. Plain values with the reasons a
combination is impossible (RULES.md §6), in the player's language; the screen dims what these say no to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from citadels.engine.cards import KINDS, UNIQUE_KINDS
from citadels.engine.characters import (
    CHARACTERS,
    CLASSIC_CHARACTERS,
    DARK_CITY_CHARACTERS,
    EDITION_2016_CHARACTERS,
    RANK_NINE,
    CharacterSpec,
)
from citadels.engine.config import MAX_PLAYERS, RANDOM, check_line_up, validate_config
from citadels.engine.errors import ConfigError
from citadels.engine.presets_2016 import PRESETS_2016
from citadels.text.i18n import _, character_name, character_player_limit

PRESETS: tuple[str, ...] = ("classic", "darkcity", "mixed", "custom", *PRESETS_2016)


def rank_cards(rank: int) -> tuple[CharacterSpec, ...]:
    """The cards a custom cast may put at `rank` 1-8: the classic one, its Dark City alternate and the
    2016 box's (RULES.md §9.8: any card of each rank)."""
    return (
        CLASSIC_CHARACTERS[rank - 1],
        DARK_CITY_CHARACTERS[rank - 1],
        *(spec for spec in EDITION_2016_CHARACTERS if spec.rank == rank),
    )


def rank_choices(rank: int) -> tuple[str, ...]:
    """A rank's stepper values: each card by name, then `random` (the classic card or the Dark City one,
    drawn per game)."""
    return (*(spec.name for spec in rank_cards(rank)), "random")


NINE_CHOICES: tuple[str, ...] = ("none", *(spec.name for spec in RANK_NINE))  # rank 9
#: Unique district cards in the full deck (the Keep has two copies).
UNIQUE_CARDS = sum(KINDS[name].copies for name in UNIQUE_KINDS)


def preset_label(preset: str) -> str:
    return {
        "classic": _("Classic"),
        "darkcity": _("Dark City"),
        "mixed": _("Mixed"),
        "custom": _("Custom"),
        # the 2016 box's presets (RULES.md §9.10)
        "first-game": _("First game (2016)"),
        "ambitious-aristocrats": _("Ambitious Aristocrats"),
        "cunning-agents": _("Cunning Agents"),
        "illustrious-emissaries": _("Illustrious Emissaries"),
        "devious-dignitaries": _("Devious Dignitaries"),
        "tenacious-delegates": _("Tenacious Delegates"),
        "vicious-nobles": _("Vicious Nobles"),
    }.get(preset, preset)


def preset_description(preset: str) -> str:
    if preset in PRESETS_2016:
        p = PRESETS_2016[preset]
        names = ", ".join(character_name(name) for name in p.ranks)
        if p.rank_nine is None:
            return _("A cast of the 2016 box: {characters}; its own 14 unique districts.").format(
                characters=names
            )
        return _(
            "A cast of the 2016 box: {characters}, and the {ninth}; its own 14 unique districts."
        ).format(characters=names, ninth=character_name(p.rank_nine))
    return {
        "classic": _("The eight characters of the base game."),
        "darkcity": _("The Dark City alternates, plus the Queen (5+ players) or the Artist (4 players)."),
        "mixed": _("Each game draws every rank at random: classic or Dark City, maybe a 9th."),
        "custom": _(
            "Choose each rank: the classic card, the Dark City one, the 2016 one, or classic or Dark City at random; and the 9th."
        ),
    }.get(preset, "")


def rank_choice_label(rank: int, choice: str) -> str:
    """What a rank's stepper shows: the card's name, or "Assassin or Witch" for a random draw."""
    if rank == 9:
        return {
            "none": _("No 9th character"),
            **{spec.name: character_name(spec.name) for spec in RANK_NINE},
        }[choice]
    if choice != "random":
        return character_name(choice)
    classic = character_name(CLASSIC_CHARACTERS[rank - 1].name)
    dark = character_name(DARK_CITY_CHARACTERS[rank - 1].name)
    return _("{first} or {second}, at random").format(first=classic, second=dark)


@cache
def fewest_players(nine: str) -> int:
    """The fewest players the engine's configuration check (`check_line_up`) accepts with the
    rank-9 card `nine` (MAX_PLAYERS + 1 when none)."""
    line_up = (*CLASSIC_CHARACTERS, CHARACTERS[nine])
    for players in range(2, MAX_PLAYERS + 1):
        try:
            check_line_up(line_up, players)
        except ValueError:
            continue
        return players
    return MAX_PLAYERS + 1


def nine_problem(choice: str, players: int) -> str:
    """Why this rank-9 choice cannot be played by `players` ("" when it can): the engine decides;
    below what every 9th card needs it says so, above it the card's own limit."""
    if choice == "none":
        return _("8 players need a 9th character: the Artist or the Queen.") if players >= MAX_PLAYERS else ""
    if players >= fewest_players(choice):
        return ""
    if players < min(fewest_players(spec.name) for spec in RANK_NINE):
        return _("A 9th character needs 4 or more players.")
    return character_player_limit(choice) or _("A 9th character needs 4 or more players.")


def preset_problem(preset: str, players: int) -> str:
    """Why a preset cannot be played by `players` ("" when it can; Custom is checked rank by rank)."""
    if preset == "classic" and players >= MAX_PLAYERS:
        return _("8 players need a 9th character: choose Dark City, Mixed or Custom.")
    if preset in PRESETS_2016:
        try:  # the engine decides: it adapts a 2016 preset to the table (RULES.md §9.10)
            validate_config(players=players, characters=preset)
        except ConfigError:
            return _("This cast cannot be played by {count} players.").format(count=players)
    return ""


@dataclass
class CharacterChoice:
    """The screen's character set: a preset, or (Custom) one choice per rank 1-8 (a card's name or
    `random`) and the 9th card."""

    preset: str = "classic"
    ranks: list[str] = field(default_factory=lambda: [spec.name for spec in CLASSIC_CHARACTERS])
    nine: str = "none"

    def spec(self) -> str:
        """The engine's `GameConfig.characters` for this choice."""
        if self.preset != "custom":
            return self.preset
        names = [RANDOM if choice == "random" else choice for choice in self.ranks]
        if self.nine != "none":
            names.append(self.nine)
        return ",".join(names)

    @classmethod
    def from_spec(cls, spec: str) -> CharacterChoice:
        """Back from a saved setup (anything unreadable gives Classic)."""
        spec = spec.strip().lower()
        if spec in PRESETS:
            return cls(spec)
        names = [n.strip() for n in spec.split(",")]
        if len(names) not in (8, 9):
            return cls()
        ranks: list[str] = []
        for rank, name in enumerate(names[:8], start=1):
            if name == RANDOM:
                ranks.append("random")
            elif name in rank_choices(rank):
                ranks.append(name)
            else:
                return cls()
        nine = names[8] if len(names) == 9 else "none"
        if nine not in NINE_CHOICES:
            return cls()
        return cls("custom", ranks, nine)

    def problem(self, players: int) -> str:
        """Why this set cannot be played by `players` ("" when it can)."""
        if self.preset == "custom":
            return nine_problem(self.nine, players)
        return preset_problem(self.preset, players)


def uniques_spec(chosen: set[str]) -> str:
    """The engine's `GameConfig.uniques` for a set of unique district kinds."""
    if chosen >= set(UNIQUE_KINDS):
        return "all"
    return ",".join(name for name in UNIQUE_KINDS if name in chosen) or "none"


def uniques_from_spec(spec: str) -> set[str]:
    spec = spec.strip().lower()
    if spec == "all":
        return set(UNIQUE_KINDS)
    if spec in ("", "none"):
        return set()
    return {n.strip() for n in spec.split(",") if n.strip() in UNIQUE_KINDS}


def unique_cards(chosen: set[str]) -> int:
    return sum(KINDS[name].copies for name in chosen if name in KINDS)
