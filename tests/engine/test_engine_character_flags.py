"""The rule modules read what a character does (its spec's flags, its ability's entry), never which
character it is (issue 34): a new character with the same flag gets the same rule with no other change.

Each test builds an unregistered `CharacterSpec` (a stranger to every table keyed by name) and checks
that the rule follows its flag: the deck (`removes_districts`), the line-up's constraints and presets
(`min_players`), the robber a searching bot's sampled world names (the ability that robs), the
source named by the gold of a build refund or of a crown neighbour (the spec's name).
"""

from __future__ import annotations

import dataclasses

import pytest

from citadels.engine import CARDS, DistrictType, GameConfig, Rules, new_game
from citadels.engine.abilities import rank_using
from citadels.engine.actions import Beautify, Murder, Rob
from citadels.engine.building import place_district
from citadels.engine.characters import (
    ALCHEMIST,
    CLASSIC_CHARACTERS,
    DARK_CITY_CHARACTERS,
    QUEEN,
    RANK_NINE,
    CharacterSpec,
)
from citadels.engine.config import check_line_up, deck_for, rank_nine_for, resolve_line_up, unique_subset
from citadels.engine.events import Event, GoldTaken
from citadels.engine.rounds import pay_crown_neighbour


def _stranger(like: CharacterSpec, **changes: object) -> CharacterSpec:
    return dataclasses.replace(like, name="stranger", **changes)  # type: ignore[arg-type]


def _kinds(cards: tuple[object, ...]) -> set[str]:
    return {c.kind.name for c in cards}  # type: ignore[attr-defined]


def test_the_deck_leaves_out_the_districts_a_character_of_the_line_up_removes() -> None:
    assert "keep" in _kinds(deck_for(CLASSIC_CHARACTERS))
    line_up = (
        *CLASSIC_CHARACTERS[:7],
        _stranger(CLASSIC_CHARACTERS[7], removes_districts=("keep", "smithy")),
    )
    deck = deck_for(line_up)
    assert not {"keep", "smithy"} & _kinds(deck)
    assert "graveyard" in _kinds(deck)  # the Diplomat's removal is his flag, not the rank's
    assert len(deck) == len([c for c in CARDS if c.kind.name not in ("keep", "smithy")])


def test_a_rank_nine_card_needing_more_players_is_refused_below_them_and_left_out_of_the_presets() -> None:
    picky = _stranger(RANK_NINE[0], min_players=6)
    check_line_up((*CLASSIC_CHARACTERS, picky), 6)
    with pytest.raises(ValueError, match="the Stranger needs 6 or more players, not 5"):
        check_line_up((*CLASSIC_CHARACTERS, picky), 5)
    assert rank_nine_for(3) == []
    assert rank_nine_for(4) == [card for card in RANK_NINE if card is not QUEEN]
    assert rank_nine_for(5) == list(RANK_NINE)


def test_the_dark_city_preset_takes_the_rank_nine_card_needing_the_most_players_the_table_has() -> None:
    for players, nine in ((3, None), (4, "artist"), (5, "queen"), (8, "queen")):
        line_up = resolve_line_up(GameConfig(players=players, characters="darkcity"), 0)
        assert line_up[:8] == DARK_CITY_CHARACTERS
        assert (line_up[8].name if len(line_up) == 9 else None) == nine


def test_the_robbing_rank_is_the_one_whose_ability_robs() -> None:
    classic = Rules.for_line_up(4, "classic", CLASSIC_CHARACTERS)
    assert rank_using(classic, Rob) == 2 and rank_using(classic, Murder) == 1
    dark = Rules.for_line_up(4, "classic", DARK_CITY_CHARACTERS)
    assert rank_using(dark, Rob) == 0  # the Tax Collector robs nobody
    assert rank_using(Rules.for_line_up(4, "classic", (*CLASSIC_CHARACTERS, RANK_NINE[0])), Beautify) == 9


def test_a_build_refund_and_a_crown_neighbour_s_gold_name_the_character_that_pays_them() -> None:
    state = new_game(GameConfig(players=5, characters="darkcity"), 3)
    refunder = _stranger(ALCHEMIST)
    rules = dataclasses.replace(
        state.rules, characters=(*state.rules.characters[:5], refunder, *state.rules.characters[6:])
    )
    state.rules = rules
    state.cur_rank = 6
    p = state.players[0]
    p.gold = 10
    card = next(c for c in CARDS if c.kind.cost == 3)
    events: list[Event] = []
    place_district(state, p, card, events)
    assert p.gold == 10 and GoldTaken(0, 3, "stranger") in events

    neighbour = _stranger(QUEEN, crown_neighbour_gold=2)
    state.crown_given_to = 1
    events = []
    pay_crown_neighbour(state, 0, neighbour, events)
    assert p.gold == 12 and events == [GoldTaken(0, 2, "stranger")]


def test_a_classic_deck_subset_keeps_both_keeps_and_names_only_classic_uniques() -> None:
    # RULES.md §5: the classic deck's uniques, chosen as Board Game Arena's scenarios allow; the 2016
    # rule of one card per unique (§9.8) is for decks naming a 2016 unique only
    deck = deck_for(CLASSIC_CHARACTERS, ("keep", "smithy"))
    assert [c.name for c in deck if c.dtype is DistrictType.UNIQUE] == ["keep", "keep", "smithy"]
    assert all(c.id < 68 for c in deck)
    with pytest.raises(ValueError, match="not a unique district"):
        unique_subset(("keep", "ballroom"))
    with pytest.raises(ValueError, match="named twice"):
        unique_subset(("keep", "keep"))
