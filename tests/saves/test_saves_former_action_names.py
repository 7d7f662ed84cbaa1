"""Saves written before the engine named its actions and fields for what they do (issue 34) still load,
replay and match every digest they recorded.

The two files in `tests/fixtures/saves/` were written by the code of main a6b1a83, before the renames
(`citadels simulate`-style random-bot games saved with `save_played`): a Dark City game at 5 players
(seed 1000) and a line-up with the King and the Queen (seed 1008). Between them they hold every action
under its former name (`WizardLook`, `WizardTake` keeping and building, `AbbotTithe`, `NavigatorGold`,
`NavigatorCards`, `DiplomatSwap`) and positions where each renamed state field is set (the seat that
bewitched, the seat given the crown, the seat owed the crown neighbour's gold after a murdered King).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from citadels.engine import (
    ACTION_TYPES,
    CollectTithe,
    DrawExtraCards,
    GameConfig,
    LookAtHand,
    SwapDistricts,
    TakeExtraGold,
    TakeFromHand,
    action_from_dict,
    action_to_dict,
    replay,
    replay_steps,
)
from citadels.engine.actions import FORMER_NAMES
from citadels.saves import load_game
from citadels.saves.game import parse

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
OLD_SAVES = sorted(FIXTURES.glob("*-old-action-names.ciudadelas"))


def _records(path: Path) -> tuple[GameConfig, int, list[dict[str, object]], list[str], int]:
    header, records, _lines, torn = parse(path, path.read_bytes())
    assert not torn
    config = GameConfig.model_validate(header.config)
    return config, header.seed, [r.action for r in records], [r.digest for r in records], len(records)


def test_the_fixtures_hold_every_former_name_and_no_current_one_spells_them() -> None:
    assert len(OLD_SAVES) == 2
    written = {str(a["type"]) for path in OLD_SAVES for a in _records(path)[2]}
    assert set(FORMER_NAMES) <= written  # each former name is read from a real old save
    assert not set(FORMER_NAMES) & {t.__name__ for t in ACTION_TYPES}  # only the table reads them
    builds = {
        bool(a.get("build")) for path in OLD_SAVES for a in _records(path)[2] if a["type"] == "WizardTake"
    }
    assert builds == {False, True}


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda p: p.name)
def test_an_old_save_loads_and_its_final_digest_matches(path: Path, tmp_path: Path) -> None:
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    loaded = load_game(copy)  # replays every record; a refusal or a digest mismatch raises SaveProblem
    _config, _seed, actions, digests, count = _records(path)
    assert len(loaded.session.actions) == count
    assert loaded.session.game_over
    assert loaded.session.state is not None and loaded.session.state.digest() == digests[-1]


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda p: p.name)
def test_an_old_save_replays_to_every_digest_it_recorded(path: Path) -> None:
    config, seed, actions, digests, _count = _records(path)
    moves = [(None, action_from_dict(a)) for a in actions]
    seen: set[str] = set()
    for step in replay_steps(config, seed, moves, events=False):
        if step.n:
            assert step.state.digest() == digests[step.n - 1], f"action {step.n}"
        s = step.state
        seen |= {name for name, value in (
            ("bewitched_by", s.bewitched_by),
            ("crown_given_to", s.crown_given_to),
            ("crown_neighbour_due", s.crown_neighbour_due),
        ) if value >= 0}  # fmt: skip
    wanted = {"darkcity": {"bewitched_by", "crown_given_to"}, "queen": {"crown_neighbour_due"}}
    assert wanted[path.name.split("-")[0]] <= seen  # the renamed fields were described in a digest


def test_an_action_log_with_the_former_names_replays() -> None:
    """A plain list of actions in their JSON form (as the coach keeps them), read with the old names."""
    config, seed, actions, digests, _count = _records(OLD_SAVES[0])
    state = replay(config, seed, [action_from_dict(a) for a in actions])
    assert state.digest() == digests[-1]


def test_each_former_name_reads_as_today_s_action_which_is_written_under_its_new_name() -> None:
    read = {
        "WizardLook": ({"seat": 2}, LookAtHand(2)),
        "WizardTake": ({"card": 7, "build": True}, TakeFromHand(7, True)),
        "AbbotTithe": ({}, CollectTithe()),
        "NavigatorGold": ({}, TakeExtraGold()),
        "NavigatorCards": ({}, DrawExtraCards()),
        "DiplomatSwap": ({"mine": 1, "seat": 3, "theirs": 9}, SwapDistricts(1, 3, 9)),
    }
    assert set(read) == set(FORMER_NAMES)
    for old, (fields, action) in read.items():
        assert action_from_dict({"type": old, **fields}) == action
        assert action_to_dict(action)["type"] == type(action).__name__ != old
        assert action_from_dict(action_to_dict(action)) == action
