"""What the new-game screen decides about the cards: the character set (a preset, the 2016 box's
included, or per rank one of its cards or random plus the 9th card) and the unique districts. Plain values with the reasons a
combination is impossible (RULES.md §6), in the player's language; the screen dims what these say no to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from citadels.engine.cards import (
    EDITION_2016_UNIQUES,
    KINDS,
    UNIQUE_KINDS,
    UNIQUES_FOR_2016_DECK,
    in_2016_box,
)
from citadels.engine.characters import (
    CHARACTERS,
    CLASSIC_CHARACTERS,
    DARK_CITY_CHARACTERS,
    EDITION_2016_CHARACTERS,
    RANK_NINE,
    CharacterSpec,
)
from citadels.engine.config import (
    MAX_PLAYERS,
    RANDOM,
    RANDOM_2016,
    UNIQUES_IN_2016_DECK,
    check_line_up,
    validate_config,
)
from citadels.engine.errors import ConfigError
from citadels.engine.presets_2016 import PRESETS_2016
from citadels.engine.uniques import UNBUILDABLE
from citadels.text.i18n import _, character_name, character_player_limit, district_name

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


# d16a: the deck — the classic 68 cards, or a 2016-style deck of 14 uniques (RULES.md §9.8)
DECK_CHOICES: tuple[str, ...] = ("classic", "2016", RANDOM_2016)
#: The 14 uniques a 2016-style deck starts from on the screen: RB16's "Tenacious Delegates" list
#: (RULES.md §9.10), every card of which the game has.
UNIQUES_2016_DEFAULT: tuple[str, ...] = (
    "basilica",
    "capitol",
    "haunted_city",
    "imperial_treasury",
    "laboratory",
    "library",
    "map_room",
    "observatory",
    "school_of_magic",
    "secret_vault",
    "smithy",
    "stables",
    "statue",
    "wishing_well",
)


def deck_label(deck: str) -> str:
    return {
        "classic": _("Classic deck (68 cards)"),
        "2016": _("2016 deck: 14 uniques you choose"),
        RANDOM_2016: _("2016 deck: 14 uniques at random"),
    }.get(deck, deck)


def deck_description(deck: str) -> str:
    return {
        "classic": _("The 54 basic districts and the 14 unique cards of the base game (two Keeps)."),
        "2016": _(
            "The 54 basic districts and 14 different unique districts, one card each. Choose them of "
            "varied costs: cheap ones to start with, dear ones to finish the city."
        ),
        RANDOM_2016: _(
            "The 54 basic districts and 14 unique districts of the 2016 box, one card each, drawn for "
            "each game from its seed; the saved game names them."
        ),
    }.get(deck, "")


def deck_of_spec(spec: str) -> str:
    """Which deck an engine `GameConfig.uniques` value is (`DECK_CHOICES`)."""
    spec = spec.strip().lower()
    if spec == RANDOM_2016:
        return RANDOM_2016
    names = {n.strip() for n in spec.split(",")}
    return "2016" if names & set(EDITION_2016_UNIQUES) else "classic"


def uniques_2016_from_spec(spec: str) -> set[str]:
    """The uniques of a chosen 2016-style deck (the screen's default list for any other spec)."""
    if deck_of_spec(spec) != "2016":
        return set(UNIQUES_2016_DEFAULT)
    return {n.strip() for n in spec.lower().split(",") if n.strip() in UNIQUES_FOR_2016_DECK}


def uniques_2016_spec(chosen: set[str]) -> str:
    """The engine's `GameConfig.uniques` for a chosen 2016-style deck, in deck order."""
    return ",".join(name for name in UNIQUES_FOR_2016_DECK if name in chosen)


def deck_2016_problem(chosen: set[str]) -> str:
    """Why these uniques make no 2016-style deck ("" when they do): 14 different ones (RULES.md §9.8)."""
    if len(chosen) != UNIQUES_IN_2016_DECK:
        return _("A 2016 deck holds {total} unique districts: {count} chosen.").format(
            total=UNIQUES_IN_2016_DECK, count=len(chosen)
        )
    if not chosen & set(EDITION_2016_UNIQUES):  # 14 different ones always include one: kept as a guard
        return _("A 2016 deck needs at least one unique district of the 2016 box.")
    return ""


def unique_2016_label(name: str) -> str:
    """A unique district's switch in a 2016-style deck: its name and cost, and whether the 2016 box
    has it (RULES.md §9.12.8)."""
    kind = KINDS[name]
    label = (
        f"{district_name(name)} ({'–' if kind is UNBUILDABLE else kind.cost})"  # the Secret Vault: no cost
    )
    if not in_2016_box(name):
        label += " · " + _("not 2016")
    return label
