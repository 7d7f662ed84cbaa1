"""Reason keys renamed for what they say (issue 34: `DANGER_ASSASSIN` is now `DANGER_MURDER`, and so
on): a save stores a reason by its msgid, which did not change, so a reason saved before the rename
loads as the same reason and is worded exactly as one said now, in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.saves import Autosave, load_game
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import current_language, set_language
from citadels.text.narrate import explain_reason

#: Each renamed key: its old name, its new name, and the msgid a save written before the rename
#: holds (copied from such a save: the saved form, not the constant).
RENAMED: tuple[tuple[str, str, str], ...] = (
    ("PICK_THIEF", "PICK_TAKE_GOLD_NAMED", "takes the {character} to take the gold of the character it names"),
    ("PICK_DENY_WARLORD", "PICK_DENY_ATTACK", "takes the {character} so that nobody can attack their city with it"),
    ("WIZARD_LOOK", "LOOK_AT_HAND", "looks at the hand of {seat}, the biggest one"),
    ("WIZARD_KEEP", "KEEP_FROM_HAND", "keeps the most useful card of the hand of {seat}"),
    ("WIZARD_BUILD", "BUILD_FROM_HAND", "takes the {district} from {seat} and builds it at once"),
    ("ABBOT_TITHE", "TITHE_RICHEST", "takes 1 gold from {seat}, the richest player"),
    ("NAVIGATOR_GOLD", "TAKE_FOUR_GOLD", "takes 4 gold: they have cards to build later"),
    ("NAVIGATOR_CARDS", "DRAW_FOUR_CARDS", "draws 4 cards: they need districts to build"),
    ("DIPLOMAT_SWAP", "SWAP_DISTRICTS", "swaps districts with {seat} to take the {district}"),
    ("ARTIST_ONE", "ADORN_ONE", "puts 1 gold on the {district}: it scores 1 more"),
    ("ARTIST_TWO", "ADORN_TWO", "puts 1 gold on two districts, the {district} first: each scores 1 more"),
    (
        "DANGER_ASSASSIN",
        "DANGER_MURDER",
        "takes the {character}: with {count} districts their city is the first target, and now nobody can"
        " murder them",
    ),
    ("DANGER_BISHOP", "DANGER_PROTECT", "takes the {character}: with {count} districts their city is the Warlord's best target"),
    (
        "DANGER_WARLORD",
        "DANGER_KEEP_ATTACKER",
        "takes the {character}: with {count} districts their city is the Warlord's best target, so they keep the"
        " Warlord",
    ),
    ("DENY_ASSASSIN", "DENY_MURDER", "takes the {character} before {seat}, who has {count} districts, can use it to win safely"),
    ("DENY_BISHOP", "DENY_PROTECT", "takes the {character} so that {seat}, who has {count} districts, cannot protect their city"),
)  # fmt: skip

PARAMS = {"character": 1, "seat": 2, "count": 5, "district": "manor"}
NAMES = ("Ana", "Bruno", "Carmen", "Diego")


def test_the_renamed_keys_are_the_msgids_old_saves_hold() -> None:
    for old, new, saved in RENAMED:
        assert getattr(M, new) == saved, new
        assert not hasattr(M, old), f"{old} is renamed {new}"
        assert saved in M.ALL_KEYS and saved in M.REVEALS


@pytest.fixture
def language() -> Iterator[None]:
    before = current_language()
    yield
    set_language(before)


@pytest.mark.usefixtures("language")
def test_a_reason_saved_under_an_old_key_is_worded_as_one_said_now(tmp_path: Path) -> None:
    seats = tuple(SeatSetup(name, "bot", "medium") for name in NAMES)
    session = GameSession(GameSetup(seats, seed=3))
    autosave = Autosave.start(session, tmp_path, sync=False)
    for _, _, saved in RENAMED:
        session.submit(session.to_move, session.legal(session.to_move)[0], reason=Reason(saved, PARAMS))
    autosave.close()
    loaded = [a.reason for a in load_game(autosave.path).session.actions]
    assert len(loaded) == len(RENAMED)
    for reason, (_, new, _) in zip(loaded, RENAMED, strict=True):
        said_now = Reason(getattr(M, new), PARAMS)
        assert reason == said_now
        for lang in ("es", "en"):
            set_language(lang)
            for style in (None, "careful", "fortress"):
                wording = explain_reason(reason, NAMES, style=style)
                assert wording and wording == explain_reason(said_now, NAMES, style=style), (new, lang)
