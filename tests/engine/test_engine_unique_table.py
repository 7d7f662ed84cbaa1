"""The engine's unique districts are one table keyed by kind, `uniques.UNIQUES`, as the characters'
abilities are `abilities.ABILITIES`: it covers `engine.UNIQUES_FOR_2016_DECK` (the classic uniques and the 2016 box's) exactly, every entry says what its
district does (its hooks), and the rules read the districts they test from the hooks."""

from __future__ import annotations

import pytest

from citadels.engine import KINDS, UNIQUES_FOR_2016_DECK, uniques
from citadels.engine.dispatch import APPLY
from citadels.engine.uniques import UNIQUES, TurnAction, Unique


def test_the_table_covers_every_unique_district_and_no_other() -> None:
    # every unique, the classic deck's and the 2016 box's, in deck order: the order their actions are listed in
    assert list(UNIQUES) == list(UNIQUES_FOR_2016_DECK)
    for name, entry in UNIQUES.items():
        assert entry.kind is KINDS[name]


def test_every_entry_says_what_its_district_does() -> None:
    hooks = {name: entry.hooks for name, entry in UNIQUES.items()}
    assert all(hooks.values()), hooks
    assert hooks["keep"] == ("indestructible",)
    assert hooks["dragon_gate"] == ("scores",)
    assert hooks["laboratory"] == ("turn_action",)


def test_the_rules_read_the_districts_from_their_hooks() -> None:
    assert uniques.STAND_IN is KINDS["haunted_city"]
    assert (uniques.DRAWS_MORE, uniques.DRAWN_WITH) == (KINDS["observatory"], 3)
    assert uniques.KEEPS_DRAWN is KINDS["library"]
    assert uniques.ANY_INCOME_TYPE is KINDS["school_of_magic"]
    assert uniques.INDESTRUCTIBLE is KINDS["keep"]
    assert (uniques.WALL, uniques.SURCHARGE) == (KINDS["great_wall"], 1)
    assert (uniques.TAKES_DESTROYED, uniques.TAKE_PRICE) == (KINDS["graveyard"], 1)
    assert [kind.name for kind, _ in uniques.SCORE_BONUSES] == [
        "imperial_treasury",
        "map_room",
        # d16a: the 2016 box's scoring uniques (RULES.md §9.4)
        "basilica",
        "capitol",
        "ivory_tower",
        "statue",
        "wishing_well",
    ]
    # d16a: the 2016 box's passive uniques (RULES.md §9.4)
    assert (uniques.SCORES_IN_HAND, uniques.IN_HAND_POINTS) == (KINDS["secret_vault"], 3)
    assert uniques.UNBUILDABLE is KINDS["secret_vault"]
    assert (uniques.BUILT_LATE, uniques.BUILT_BELOW, uniques.DOUBLE_SIZE) == (KINDS["monument"], 5, 2)
    assert (uniques.GATHERS_MORE, uniques.GATHER_GOLD) == (KINDS["gold_mine"], 1)
    assert (uniques.GOLD_WHEN_POOR, uniques.END_TURN_GOLD) == (KINDS["poor_house"], 1)
    assert (uniques.CARDS_WHEN_EMPTY, uniques.END_TURN_CARDS) == (KINDS["park"], 2)
    assert uniques.NO_BUILD_LIMIT is KINDS["stables"]
    assert uniques.DUPLICATES is KINDS["quarry"]
    assert [kind.name for kind, _ in uniques.TURN_ACTIONS] == [
        "laboratory",
        "smithy",
        "armory",
        "museum",
    ]  # (d16b: the Armory, the Museum)
    assert (uniques.HOLDS_CARDS, uniques.CARD_UNDER_POINTS) == (KINDS["museum"], 1)
    assert uniques.ACTING == {KINDS[n] for n in ("laboratory", "smithy", "armory", "museum")}


def test_the_door_applies_each_district_action_with_its_entry_rule() -> None:
    for _, action in uniques.TURN_ACTIONS:
        for action_type in action.action_types:
            assert APPLY[action_type] is action.apply


def test_a_bad_entry_is_refused_at_import(monkeypatch: pytest.MonkeyPatch) -> None:
    """`_check_table` refuses an entry that is not its district, does nothing, or scores other points
    than its card; `_the_one` refuses a hook a rule reads for one district when two set it."""
    plain = dict(UNIQUES, keep=Unique(KINDS["keep"]))
    monkeypatch.setattr(uniques, "UNIQUES", plain)
    with pytest.raises(ValueError, match="'keep'.* sets no hook"):
        uniques._check_table()
    monkeypatch.setattr(uniques, "UNIQUES", dict(UNIQUES, keep=Unique(KINDS["library"], keeps_drawn=True)))
    with pytest.raises(ValueError, match="is not the unique district keep"):
        uniques._check_table()
    monkeypatch.setattr(uniques, "UNIQUES", dict(UNIQUES, university=Unique(KINDS["university"], scores=7)))
    with pytest.raises(ValueError, match="scores 7, its card 8"):
        uniques._check_table()
    two = [*UNIQUES.values(), Unique(KINDS["keep"], draws=4)]
    with pytest.raises(ValueError, match="'draws' of one district, not 2"):
        uniques._the_one("draws", two)
    assert uniques._the_one("draws", UNIQUES.values()).kind is KINDS["observatory"]


def test_a_turn_action_names_its_types() -> None:
    lab = UNIQUES["laboratory"].turn_action
    assert isinstance(lab, TurnAction) and lab.apply is uniques.apply_laboratory
