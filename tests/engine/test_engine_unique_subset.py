"""The unique-districts option (issue 10, "Unique districts"): all 14 cards (default) or a chosen subset;
the deck, the bots' sampled worlds, card conservation and the saves follow the chosen set."""

from __future__ import annotations

import random

import pytest
from engine_testlib import check_final, check_step_invariants
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import (
    CARDS,
    UNIQUE_KINDS,
    ConfigError,
    DistrictType,
    GameConfig,
    new_game,
    validate_config,
)
from citadels.engine.determinize import sample_state, unseen_cards
from citadels.engine.rng import Rng

BASIC = [c for c in CARDS if c.kind.dtype != DistrictType.UNIQUE]


def test_default_is_all_fourteen_unique_cards() -> None:
    s = new_game(GameConfig(players=4), 1)
    assert GameConfig().uniques == "all"
    assert len(s.rules.cards) == 68 and s.rules.uniques == UNIQUE_KINDS
    assert sum(1 for c in s.rules.cards if c.kind.dtype == DistrictType.UNIQUE) == 14
    assert len(UNIQUE_KINDS) == 13  # 13 designs; the Keep has two copies


def test_a_subset_builds_the_deck_from_the_basic_cards_and_the_chosen_uniques() -> None:
    config = GameConfig(players=4, uniques="library,keep")
    assert config.uniques == ("keep", "library")  # deck order, whatever order they were named in
    s = new_game(config, 5)
    uniques = sorted(c.kind.name for c in s.rules.cards if c.kind.dtype == DistrictType.UNIQUE)
    assert uniques == ["keep", "keep", "library"]
    assert len(s.rules.cards) == len(BASIC) + 3
    dealt = [c for p in s.players for c in p.hand] + list(s.deck)
    assert sorted(c.id for c in dealt) == sorted(c.id for c in s.rules.cards)


def test_no_unique_district_at_all() -> None:
    for spelled in ("none", "", [], ()):
        config = GameConfig(uniques=spelled)  # type: ignore[arg-type]
        assert config.uniques == ()
    assert len(new_game(GameConfig(uniques="none"), 2).rules.cards) == len(BASIC)


def test_naming_all_of_them_is_all() -> None:
    assert GameConfig(uniques=",".join(reversed(UNIQUE_KINDS))).uniques == "all"


def test_the_diplomat_still_removes_the_graveyard_from_a_subset() -> None:
    dark = "witch,thief,magician,king,bishop,merchant,architect,diplomat"
    s = new_game(GameConfig(players=4, characters=dark, uniques="graveyard,keep"), 3)
    assert [c.kind.name for c in s.rules.cards if c.kind.dtype == DistrictType.UNIQUE] == ["keep", "keep"]
    classic = new_game(GameConfig(players=4, uniques="graveyard,keep"), 3)
    assert "graveyard" in {c.kind.name for c in classic.rules.cards}


@pytest.mark.parametrize(
    "value,message",
    [
        ("keep,castle", "'castle' is not a unique district"),
        ("keep,dragons", "'dragons' is not a unique district"),
        ("keep,library,keep", "'keep' is named twice"),
        (7, "uniques"),
    ],
)
def test_bad_subsets_are_refused_with_a_clear_reason(value: object, message: str) -> None:
    with pytest.raises(ConfigError) as exc:
        validate_config(uniques=value)
    assert message in str(exc.value)


def test_the_view_tells_the_chosen_set_and_sampled_worlds_use_the_games_deck() -> None:
    s = new_game(GameConfig(players=5, uniques="keep,map_room,university"), 11)
    for _ in range(40):  # into the game: cards in hands, cities and the deck
        s.apply(random.Random(len(s.deck) + s.round).choice(s.legal_actions()))
    view = s.view(0)
    assert view.uniques == ("keep", "university", "map_room")
    game_ids = {c.id for c in s.rules.cards}
    assert {c.id for c in unseen_cards(view)} <= game_ids
    world = sample_state(view, Rng(3))
    cards = (
        list(world.deck)
        + [c for p in world.players for c in p.hand + p.city]
        + list(world.drawn)
        + list(world.aside)
    )
    assert sorted(c.id for c in cards) == sorted(c.id for c in s.rules.cards)
    assert world.rules.cards == s.rules.cards


uniques_subsets = st.lists(st.sampled_from(UNIQUE_KINDS), unique=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**63 - 1), st.integers(2, 8), uniques_subsets, st.booleans())
def test_property_games_over_random_subsets_end_and_conserve_the_cards(
    seed: int, players: int, subset: list[str], dark: bool
) -> None:
    characters = "darkcity" if dark or players == 8 else "classic"
    s = new_game(GameConfig(players=players, characters=characters, uniques=subset), seed)
    rnd = random.Random(seed)
    count = 0
    while not s.game_over:
        check_step_invariants(s)  # card conservation against the game's own deck, every step
        s.apply(rnd.choice(s.legal_actions()))
        count += 1
        assert count < 3000
    check_final(s)
    for p in s.players:
        assert all(c.kind.dtype != DistrictType.UNIQUE or c.kind.name in subset for c in p.city + p.hand)
