"""A named line-up may leave a rank 1-8 to chance (`random`): the new-game screen's Custom set."""

from __future__ import annotations

import pytest

from citadels.engine import CLASSIC_CHARACTERS, ConfigError, GameConfig, new_game, validate_config
from citadels.engine.characters import DARK_CITY_CHARACTERS

SPEC = ("random", "thief", "random", "king", "random", "merchant", "random", "warlord", "queen")


def test_random_ranks_are_drawn_per_game_and_the_named_ones_kept() -> None:
    seen: dict[int, set[str]] = {r: set() for r in (1, 3, 5, 7)}
    for seed in range(40):
        line_up = new_game(GameConfig(players=6, characters=SPEC), seed).rules.characters
        assert [c.name for c in line_up][1::2] == ["thief", "king", "merchant", "warlord"]
        assert line_up[8].name == "queen"
        for rank in seen:
            assert line_up[rank - 1] in (CLASSIC_CHARACTERS[rank - 1], DARK_CITY_CHARACTERS[rank - 1])
            seen[rank].add(line_up[rank - 1].name)
    assert all(len(names) == 2 for names in seen.values())  # both cards come up over 40 games


def test_the_draw_follows_the_seed() -> None:
    a = new_game(GameConfig(players=6, characters=SPEC), 9).rules.characters
    assert new_game(GameConfig(players=6, characters=SPEC), 9).rules.characters == a


def test_random_is_not_a_rank_nine_card_and_constraints_still_hold() -> None:
    with pytest.raises(ConfigError, match="rank 9 must be"):
        validate_config(players=6, characters=(*SPEC[:8], "random"))
    with pytest.raises(ConfigError, match="Queen needs 5"):
        validate_config(players=4, characters=SPEC)
    with pytest.raises(ConfigError, match="8 players need"):
        validate_config(players=8, characters=SPEC[:8])
