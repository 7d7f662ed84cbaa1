"""RULES.md §9.10: the seven preset casts of the 2016 box and their unique districts, the rulebook's
substitutions by player count, and §9.13.4 (First game follows §6)."""

from __future__ import annotations

import pytest

from citadels.engine import DistrictType, GameConfig, new_game
from citadels.engine.config import preset_deck, resolve_line_up
from citadels.engine.presets_2016 import PRESETS_2016

# RULES.md §9.10, as printed: ranks 1-8, the rank-9 card, then the 14 unique districts
TABLE = {
    "first-game": (
        "assassin thief magician king bishop merchant architect warlord -",
        "dragon_gate factory haunted_city imperial_treasury keep laboratory library map_room quarry "
        "school_of_magic smithy statue thieves_den wishing_well",
    ),
    "ambitious-aristocrats": (
        "magistrate thief wizard patrician bishop trader architect marshal queen",
        "capitol factory framework great_wall haunted_city keep necropolis park poor_house quarry "
        "school_of_magic stables statue thieves_den",
    ),
    "cunning-agents": (
        "witch blackmailer magician emperor abbot alchemist architect warlord tax_collector_2016",
        "armory basilica dragon_gate gold_mine keep monument museum necropolis park poor_house quarry "
        "secret_vault smithy theater",
    ),
    "illustrious-emissaries": (
        "witch spy seer emperor bishop merchant scholar diplomat artist",
        "factory framework great_wall haunted_city ivory_tower keep library museum observatory park "
        "poor_house quarry school_of_magic smithy",
    ),
    "devious-dignitaries": (
        "magistrate blackmailer wizard king abbot alchemist navigator marshal queen",
        "dragon_gate factory framework haunted_city laboratory necropolis park poor_house secret_vault "
        "smithy stables theater thieves_den wishing_well",
    ),
    "tenacious-delegates": (
        "assassin spy seer king cardinal trader scholar diplomat artist",
        "basilica capitol haunted_city imperial_treasury laboratory library map_room observatory "
        "school_of_magic secret_vault smithy stables statue wishing_well",
    ),
    "vicious-nobles": (
        "assassin thief magician patrician cardinal merchant navigator warlord tax_collector_2016",
        "armory basilica dragon_gate gold_mine imperial_treasury ivory_tower laboratory map_room "
        "monument museum school_of_magic statue thieves_den wishing_well",
    ),
}


def _names(config: GameConfig) -> list[str]:
    return [spec.name for spec in resolve_line_up(config, 0)]


@pytest.mark.parametrize("name", TABLE)
def test_9_10_each_preset_is_the_rulebooks_cast_and_districts(name: str) -> None:
    cast, uniques = TABLE[name]
    ranks = cast.split()
    preset = PRESETS_2016[name]
    assert list(preset.ranks) == ranks[:8]
    assert preset.rank_nine == (None if ranks[8] == "-" else ranks[8])
    assert sorted(preset.uniques) == sorted(uniques.split()) and len(set(preset.uniques)) == 14
    # at a table of 5 or 6 the cast is as printed, rank 9 included (optional with 4-7: kept)
    printed = ranks[:8] + ([] if ranks[8] == "-" else [ranks[8]])
    assert _names(GameConfig(players=5, characters=name)) == printed


@pytest.mark.parametrize("name", TABLE)
@pytest.mark.parametrize("players", range(2, 9))
def test_9_10_a_preset_game_deals_the_54_basics_and_its_14_uniques(name: str, players: int) -> None:
    config = GameConfig(players=players, characters=name)
    assert config.uniques != "all" and set(config.uniques) == set(PRESETS_2016[name].uniques)
    s = new_game(config, 3)
    cards = s.rules.cards
    uniques = [c.name for c in cards if c.dtype is DistrictType.UNIQUE]
    removed = {"graveyard"} if "diplomat" in _names(config) else set()
    assert sorted(uniques) == sorted(set(PRESETS_2016[name].uniques) - removed)  # one card each
    assert sum(1 for c in cards if c.dtype is not DistrictType.UNIQUE) == 54


def test_9_10_two_players_replace_the_emperor_by_the_king_and_drop_rank_nine() -> None:
    for name in ("cunning-agents", "illustrious-emissaries"):
        names = _names(GameConfig(players=2, characters=name))
        assert "emperor" not in names and names[3] == "king" and len(names) == 8


def test_9_10_three_and_four_players_replace_the_queen_by_the_artist() -> None:
    for players in (3, 4):
        for name in ("ambitious-aristocrats", "devious-dignitaries"):
            names = _names(GameConfig(players=players, characters=name))
            assert names[8] == "artist" and "queen" not in names


def test_9_10_eight_players_keep_the_printed_rank_nine_and_three_players_need_one() -> None:
    for name, (cast, _uniques) in TABLE.items():
        nine = cast.split()[8]
        if nine == "-":
            continue
        assert _names(GameConfig(players=8, characters=name))[8] == nine
        assert len(_names(GameConfig(players=3, characters=name))) == 9  # §9.8: required with 3


def test_9_13_4_first_game_follows_section_6_for_rank_nine() -> None:
    assert len(_names(GameConfig(players=3, characters="first-game"))) == 8  # §6: none below 4
    assert len(_names(GameConfig(players=7, characters="first-game"))) == 8
    assert _names(GameConfig(players=8, characters="first-game"))[8] == "queen"  # 8 players need one


def test_9_10_a_chosen_deck_replaces_the_presets_own() -> None:
    config = GameConfig(players=4, characters="vicious-nobles", uniques="all")
    assert config.uniques == "all"  # the classic 68-card deck stays a choice
    assert len(new_game(config, 1).rules.cards) == 68
    assert preset_deck("vicious-nobles") == ",".join(PRESETS_2016["vicious-nobles"].uniques)
    assert preset_deck("classic") is None
