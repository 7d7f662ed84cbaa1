"""The preset casts of the 2016 box, each with its 14 unique districts (RULES.md §9.10).

A preset is named in kebab case, as the command line takes it (`--characters cunning-agents`). Its cast
follows the player count with the rulebook's substitutions (`line_up_names`); its districts are the
deck a game with it uses unless another deck is chosen (`GameConfig`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Preset2016:
    """One preset of RULES.md §9.10: the characters of ranks 1-8, the rank-9 card (None: none printed)
    and the 14 unique districts, by engine name ("haunted_city" is the 2016 Haunted Quarter)."""

    name: str
    ranks: tuple[str, str, str, str, str, str, str, str]
    rank_nine: str | None
    uniques: tuple[str, ...]


PRESETS_2016: dict[str, Preset2016] = {
    preset.name: preset
    for preset in (
        Preset2016(
            "first-game",
            ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"),
            None,
            (
                "dragon_gate", "factory", "haunted_city", "imperial_treasury", "keep", "laboratory", "library",
                "map_room", "quarry", "school_of_magic", "smithy", "statue", "thieves_den", "wishing_well",
            ),
        ),
        Preset2016(
            "ambitious-aristocrats",
            ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal"),
            "queen",
            (
                "capitol", "factory", "framework", "great_wall", "haunted_city", "keep", "necropolis", "park",
                "poor_house", "quarry", "school_of_magic", "stables", "statue", "thieves_den",
            ),
        ),
        Preset2016(
            "cunning-agents",
            ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord"),
            "tax_collector_2016",
            (
                "armory", "basilica", "dragon_gate", "gold_mine", "keep", "monument", "museum", "necropolis",
                "park", "poor_house", "quarry", "secret_vault", "smithy", "theater",
            ),
        ),
        Preset2016(
            "illustrious-emissaries",
            ("witch", "spy", "seer", "emperor", "bishop", "merchant", "scholar", "diplomat"),
            "artist",
            (
                "factory", "framework", "great_wall", "haunted_city", "ivory_tower", "keep", "library",
                "museum", "observatory", "park", "poor_house", "quarry", "school_of_magic", "smithy",
            ),
        ),
        Preset2016(
            "devious-dignitaries",
            ("magistrate", "blackmailer", "wizard", "king", "abbot", "alchemist", "navigator", "marshal"),
            "queen",
            (
                "dragon_gate", "factory", "framework", "haunted_city", "laboratory", "necropolis", "park",
                "poor_house", "secret_vault", "smithy", "stables", "theater", "thieves_den", "wishing_well",
            ),
        ),
        Preset2016(
            "tenacious-delegates",
            ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat"),
            "artist",
            (
                "basilica", "capitol", "haunted_city", "imperial_treasury", "laboratory", "library",
                "map_room", "observatory", "school_of_magic", "secret_vault", "smithy", "stables", "statue",
                "wishing_well",
            ),
        ),
        Preset2016(
            "vicious-nobles",
            ("assassin", "thief", "magician", "patrician", "cardinal", "merchant", "navigator", "warlord"),
            "tax_collector_2016",
            (
                "armory", "basilica", "dragon_gate", "gold_mine", "imperial_treasury", "ivory_tower",
                "laboratory", "map_room", "monument", "museum", "school_of_magic", "statue", "thieves_den",
                "wishing_well",
            ),
        ),
    )
}  # fmt: skip


# RULES.md §9.10's substitutions by player count, one card each: the rulebook lets the table pick between
# two (the King or the Patrician for the Emperor; the Artist or the Tax Collector for the Queen), the
# engine takes the first named. With 2 players there is no rank 9 either.
SUBSTITUTIONS: dict[int, dict[str, str]] = {
    2: {"emperor": "king"},
    3: {"queen": "artist"},
    4: {"queen": "artist"},
}


def line_up_names(preset: Preset2016, players: int, rank_nine_for_first_game: str | None) -> tuple[str, ...]:
    """The cast of `preset` for `players` by name (RULES.md §9.10, §9.13.4): `SUBSTITUTIONS`, and the
    printed rank-9 card (required with 3 and 8 players, optional with 4-7: kept as printed; none with
    2). The First game preset follows §6: no rank 9 unless 8 players, who need
    `rank_nine_for_first_game`."""
    swap = SUBSTITUTIONS.get(players, {})
    ranks = tuple(swap.get(name, name) for name in preset.ranks)
    if players == 2:
        return ranks
    nine = preset.rank_nine
    if nine is None:
        nine = rank_nine_for_first_game if players >= 8 else None
    return (*ranks, swap.get(nine, nine)) if nine is not None else ranks
