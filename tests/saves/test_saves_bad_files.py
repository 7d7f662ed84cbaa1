"""Bad save files never crash and are never deleted: truncated, bit-flipped, empty, a folder in its
place, a newer format, actions the engine refuses, a digest mismatch. Each gets a message in the
player's language naming the file; the rest of the list still works."""

from __future__ import annotations

import json
import random
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_testlib import NAMES, reference_game, saved_prefix, setup_for

from citadels.engine import CollectTithe, Decision, action_to_dict
from citadels.engine.abilities import richest_other
from citadels.saves import Autosave, BadSave, SaveProblem, SaveSummary, list_saves, load_game, open_save
from citadels.saves.format import decode_line, encode_line
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text import i18n


@pytest.fixture(scope="module")
def good_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    setup = setup_for(4, 21)
    _, played = reference_game(setup, 21)
    path = saved_prefix(setup, played, 60, tmp_path_factory.mktemp("good"))
    return path.read_bytes()


def _rewrite_record(raw: bytes, index: int, change: dict[str, object]) -> bytes:
    """Line `index` with fields changed and a correct checksum (damage the checksum cannot see)."""
    lines = raw.split(b"\n")
    data = decode_line(lines[index])
    data.update(change)
    lines[index] = encode_line(data)[:-1]
    return b"\n".join(lines)


def _variants(good: bytes) -> dict[str, tuple[bytes | None, str]]:
    header_end = good.index(b"\n")
    flipped = bytearray(good)
    flipped[header_end + 40] ^= 0x04  # inside the first record
    lines = good.split(b"\n")
    refused = _rewrite_record(good, 3, {"action": {"type": "Build", "card": 999}})
    wrong_type = _rewrite_record(good, 3, {"action": {"type": "PickCharacter", "rank": 2.0}})
    mismatch = _rewrite_record(good, len(lines) - 2, {"digest": "0" * 32})
    head = decode_line(lines[0])
    newer = b"\n".join([encode_line({**head, "format": 99, "new": {"stuff": 1}})[:-1], *lines[1:]])
    return {
        "empty": (b"", "empty"),
        "zeros": (b"\0" * 4096, "empty"),
        "truncated_header": (good[: header_end // 2], "bad_start"),
        "bit_flipped": (bytes(flipped), "damaged"),
        "refused_action": (refused, "refused"),
        "wrong_type_action": (wrong_type, "refused"),
        "digest_mismatch": (mismatch, "digest"),
        "newer_format": (newer, "newer"),
        "not_a_save": (json.dumps({"hello": 1}).encode(), "not_a_save"),
        "folder": (None, "not_a_file"),
    }


KINDS = ["empty", "zeros", "truncated_header", "bit_flipped", "refused_action", "wrong_type_action",
         "digest_mismatch", "newer_format", "not_a_save", "folder"]  # fmt: skip


@pytest.mark.parametrize("name", KINDS)
def test_a_bad_file_is_reported_by_name_kept_and_the_list_still_works(
    name: str, good_bytes: bytes, tmp_path: Path
) -> None:
    content, kind = _variants(good_bytes)[name]
    good = tmp_path / "game-good.ciudadelas"
    good.write_bytes(good_bytes)
    bad = tmp_path / f"game-{name}.ciudadelas"
    if content is None:
        bad.mkdir()
    else:
        bad.write_bytes(content)
    with pytest.raises(SaveProblem) as info:
        load_game(bad)
    problem = info.value
    assert problem.kind == kind, problem
    try:
        i18n.set_language("es")
        es = problem.message()
        i18n.set_language("en")
        en = problem.message()
    finally:
        i18n.set_language("en")
    assert bad.name in es and bad.name in en and es != en
    entries = list_saves(tmp_path)
    goods = {e.path for e in entries if isinstance(e, SaveSummary)}
    assert load_game(good).session.actions  # the rest still works
    if kind in ("refused", "digest"):  # listed without a replay, found bad when opened: set aside, kept
        assert goods == {good, bad}
        with pytest.raises(SaveProblem):
            open_save(bad)
        kept = [p for p in tmp_path.iterdir() if p.name.startswith(bad.name + ".damaged-")]
        assert len(kept) == 1 and kept[0].read_bytes() == content
        assert not bad.exists()
        assert [e.path for e in list_saves(tmp_path)] == [good]
    else:
        assert goods == {good}
        assert [e.path for e in entries if isinstance(e, BadSave)] == [bad]
        assert bad.exists() and (content is None or bad.read_bytes() == content)


def test_a_torn_last_record_is_dropped_and_the_rest_loads(good_bytes: bytes, tmp_path: Path) -> None:
    path = tmp_path / "game-torn.ciudadelas"
    for cut in (1, 5, 30):
        path.write_bytes(good_bytes[:-cut])
        loaded = load_game(path)
        assert loaded.torn and len(loaded.session.actions) == 59
    path.write_bytes(good_bytes + b"\0" * 100)  # a power cut can leave zeros after the last record
    loaded = load_game(path)
    assert loaded.torn and len(loaded.session.actions) == 60


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.data())
def test_any_damage_is_a_save_problem_never_a_crash(
    good_bytes: bytes, tmp_path: Path, data: st.DataObject
) -> None:
    raw = bytearray(good_bytes)
    for _ in range(data.draw(st.integers(1, 4))):
        what = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = data.draw(st.integers(0, max(0, len(raw) - 1)))
        if not raw:
            break
        if what == "flip":
            raw[at] ^= 1 << data.draw(st.integers(0, 7))
        elif what == "cut":
            del raw[at:]
        elif what == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        else:
            del raw[at : at + data.draw(st.integers(1, 20))]
    path = tmp_path / "game-fuzz.ciudadelas"
    path.write_bytes(bytes(raw))
    try:
        loaded = load_game(path)
    except SaveProblem as problem:
        assert path.name in problem.message()
    else:
        assert len(loaded.session.actions) <= 60
    assert path.read_bytes() == bytes(raw)


def test_crc_guards_each_line(good_bytes: bytes) -> None:
    first = good_bytes.split(b"\n")[0]
    assert int(first[:8], 16) == zlib.crc32(first[9:])


@pytest.mark.parametrize(
    "part,change",
    [
        ("setup", {"uniques": "keep,bogus"}),
        ("config", {"uniques": ["keep", "keep"]}),
        ("setup", {"uniques": "keep"}),  # the setup and the config disagree
        ("setup", {"characters": "random,thief,magician,king,bishop,merchant,architect,warlord,random"}),
    ],
)
def test_a_tampered_character_set_or_unique_districts_is_a_save_problem(
    good_bytes: bytes, tmp_path: Path, part: str, change: dict[str, object]
) -> None:
    lines = good_bytes.split(b"\n")
    head = decode_line(lines[0])
    head[part] = {**head[part], **change}
    path = tmp_path / "tampered.citadels"
    path.write_bytes(b"\n".join([encode_line(head)[:-1], *lines[1:]]))
    with pytest.raises(SaveProblem) as exc:
        load_game(path)
    assert exc.value.kind == "bad_start"  # no game to open nor to review
    assert path.exists()  # kept


def test_a_save_holding_a_move_a_rule_change_now_refuses_is_reported_and_set_aside(tmp_path: Path) -> None:
    """RULES.md §6 changed: the Abbot's tithe now waits for his income. A save made before, with a tithe
    taken first, no longer replays: it is reported as refused (never a crash) and kept aside."""
    setup = GameSetup(tuple(SeatSetup(n, "bot", "medium") for n in NAMES[:4]), seed=3, characters="darkcity")
    session = GameSession(setup)
    autosave = Autosave.start(session, tmp_path, sync=False)
    rng = random.Random(3)
    state = session.state
    assert state is not None
    while not (
        state.decision == Decision.MAIN
        and state.rules.characters[state.cur_rank - 1].name == "abbot"
        and not state.income_taken
        and richest_other(state, state.cur_seat) >= 0
    ):  # play on until the Abbot could once have taken the tithe before his income
        assert not session.game_over
        session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
    autosave.close()
    assert CollectTithe() not in session.legal(session.to_move)
    record = {"n": len(session.actions) + 1, "seat": session.to_move, "action": action_to_dict(CollectTithe()),
              "reason": None, "digest": "0" * 32, "round": session.round, "to_move": session.to_move, "over": False,
              "t": 0.0}  # fmt: skip
    path = autosave.path
    path.write_bytes(path.read_bytes() + encode_line(record))
    with pytest.raises(SaveProblem) as info:
        load_game(path)
    assert info.value.kind == "refused" and f"action {record['n']}" in info.value.detail
    assert path.name in info.value.message() and "the rules do not allow" in info.value.message()
    content = path.read_bytes()
    with pytest.raises(SaveProblem):
        open_save(path)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(path.name + ".damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content and not path.exists()
