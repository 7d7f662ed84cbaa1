"""Text a saved game brings in is made safe where it is read: player names hold only what the new-game
screen could have typed (no control characters, no lone surrogates, at most its 18 characters), a
bot's reason that is no message of the bots' is left out, and a file's name (even one that is not
UTF-8) is named in printable text. Nothing is lost: the game still opens and replays."""

from __future__ import annotations

import json
import os
import zlib
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for

from citadels.saves import BadSave, SaveProblem, SaveSummary, list_saves, load_game, open_save
from citadels.saves.format import decode_line
from citadels.text.narrate import explain_reason
from citadels.text.safetext import NAME_LENGTH, file_label, player_name, printable

NASTY_NAMES = (
    "\ud800",  # a lone surrogate: valid JSON ("\\ud800"), not encodable text
    "Ana\x00",  # NUL: pygame refuses to draw it
    "\u202eevil\u200f",  # bidi overrides and marks
    "Be\u0301a\u0308\u20dd",  # combining marks (kept: they are letters' accents)
    "🐉 Drago 👑",  # emoji (kept)
    "x" * 5000,  # far longer than the new-game screen allows
    "\n\t\x1b\x07\x7f",  # a line break, a tab, ESC, BEL, DEL: nothing printable
)


def _line(data: dict[str, object]) -> bytes:
    """A record line as a foreign writer may make it: ASCII JSON, where "\\ud800" is valid."""
    body = json.dumps(data, separators=(",", ":")).encode("ascii")
    return b"%08x %s" % (zlib.crc32(body), body)


def _with_header(raw: bytes, **change: object) -> bytes:
    lines = raw.split(b"\n")
    head = decode_line(lines[0])
    for key, value in change.items():
        head[key] = value
    lines[0] = _line(head)
    return b"\n".join(lines)


def _with_names(raw: bytes, names: list[str]) -> bytes:
    head = decode_line(raw.split(b"\n", 1)[0])
    seats = head["setup"]["seats"]
    for seat, name in zip(seats, names, strict=False):
        seat["name"] = name
    return _with_header(raw, setup=head["setup"])


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    setup = setup_for(7, 5)
    _, played = reference_game(setup, 5)
    return saved_prefix(setup, played, 40, tmp_path_factory.mktemp("game")).read_bytes()


def test_player_names_from_a_file_are_made_as_the_new_game_screen_would(saved: bytes, tmp_path: Path) -> None:
    path = tmp_path / "nasty.ciudadelas"
    path.write_bytes(_with_names(saved, list(NASTY_NAMES)))
    loaded = load_game(path)  # still replays: names are not part of the game's state
    names = [seat.name for seat in loaded.session.setup.seats]
    assert names == [
        "?",
        "Ana",
        "evil",
        "Be\u0301a\u0308\u20dd",
        "🐉 Drago 👑",
        "x" * (NAME_LENGTH - 1) + "…",
        "?",
    ]
    for name in names:
        assert name.isprintable() and 0 < len(name) <= NAME_LENGTH
        name.encode("utf-8")  # no lone surrogate left
    summary = list_saves(tmp_path)[0]
    assert isinstance(summary, SaveSummary) and list(summary.names) == names
    assert len(loaded.session.actions) == 40


def test_a_reason_that_is_no_bot_message_is_left_out_and_the_game_opens(saved: bytes, tmp_path: Path) -> None:
    lines = saved.split(b"\n")
    forged = {
        3: {"key": "{seat:>999999999}", "params": {"seat": 1}},  # would build a gigabyte of text
        4: {"key": "{seat.__class__.__mro__}", "params": {"seat": 1}},  # attribute access
        5: {"key": "takes {district}", "params": {"district": ["a"] * 10}},  # not a plain value
        6: {"key": "takes\x00 {district}", "params": {"district": "x"}},  # not printable
    }
    for index, reason in forged.items():
        record = decode_line(lines[index])
        record["reason"] = reason
        lines[index] = _line(record)
    record = decode_line(lines[7])
    record["reason"] = {"key": "keeps the {district}", "params": {"district": "\ud800moat\x00"}}
    lines[7] = _line(record)
    path = tmp_path / "reasons.ciudadelas"
    path.write_bytes(b"\n".join(lines))
    loaded = load_game(path)
    reasons = [a.reason for a in loaded.session.actions]
    assert reasons[2:6] == [None, None, None, None]  # records 3..6 are actions 3..6 (index 2..5)
    kept = reasons[6]
    assert kept is not None and kept.params == {"district": "moat"}  # type: ignore[attr-defined]
    assert explain_reason(kept, [s.name for s in loaded.session.setup.seats]).isprintable()  # type: ignore[arg-type]


def test_a_damaged_save_whose_name_is_not_utf8_is_named_in_printable_text(tmp_path: Path) -> None:
    raw_name = b"partida-caf\xe9-\x1b[2J.ciudadelas"  # Latin-1 from an unzipped archive, an escape
    path = tmp_path / os.fsdecode(raw_name)
    path.write_bytes(b"\x00garbage")
    [entry] = list_saves(tmp_path)
    assert isinstance(entry, BadSave)
    for text in (entry.problem.file, entry.problem.message(), str(entry.problem)):
        assert text.isprintable()
        text.encode("utf-8")
    assert entry.problem.file == "partida-caf\ufffd-[2J.ciudadelas"
    with pytest.raises(SaveProblem) as caught:
        open_save(path)
    caught.value.message().encode("utf-8")
    assert [p.name.startswith(path.name + ".damaged-") for p in tmp_path.iterdir()] == [True]  # kept aside


def test_file_labels_and_names_are_clean_for_any_input() -> None:
    assert file_label(os.fsdecode(b"caf\xe9.ciudadelas")) == "caf\ufffd.ciudadelas"
    assert file_label("a\ud800b\nc") == "a\ufffdb c"
    long = file_label("y" * 300 + ".ciudadelas")
    assert len(long) <= 120 and long.endswith(".ciudadelas") and "…" in long
    assert printable("a\x00b\u200fc\td") == "abc d"
    assert player_name("   ") == "?" and player_name(" Ana ") == "Ana"
