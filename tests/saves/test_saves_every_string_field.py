"""Every string field of a save is cleaned (or refused) where the file is read: whatever text a forged
file holds in any of them — the seats' names and bots, the rules' names, the app's version, a move's
fields, a bot's reason (key, parameters, what it reveals, its public wording, its detail) — loading,
the list's summary, the record's outcome and import either give text the game can draw (no
character of a C category: no lone surrogate, no NUL) or a `SaveProblem` said in such text. Nothing
crashes, and a refused file is left where it was."""

from __future__ import annotations

import copy
import dataclasses
import json
import sqlite3
import unicodedata
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from citadels.ai import make_bot
from citadels.saves import SaveProblem, import_save, load_game, summarize
from citadels.saves.format import decode_line
from citadels.saves.game import save_played, unknown_bots
from citadels.saves.index import SavesIndex
from citadels.saves.outcome import read_outcome
from citadels.session import GameSession, GameSetup, SeatSetup

Leaf = tuple[int, tuple[str | int, ...]]  # (line, the path to a string inside its JSON object)

NASTY = ("\ud800", "x\udfff\x00", "\u202e\x1b[2J\n", "{seat:>99999999}", "z" * 5000, "")


def _line(data: dict[str, Any]) -> bytes:
    """A save line as a foreign writer may make it: ASCII JSON, where "\\ud800" is valid."""
    body = json.dumps(data, separators=(",", ":")).encode("ascii")
    return b"%08x %s" % (zlib.crc32(body), body)


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A finished 3-player game of bots that give reasons (with details, overrides of what they reveal)."""
    seats = (SeatSetup("Ana", "human"), SeatSetup("Bot", "bot", "medium"), SeatSetup("Eva", "bot", "hard"))
    setup = GameSetup(seats, seed=4)
    session = GameSession(setup)
    bots = [make_bot("medium", 10 + i) for i in range(3)]
    moves = []
    while not session.game_over:
        seat = session.to_move
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        reason = bots[seat].last_reason
        session.submit(seat, action, reason=reason)
        moves.append((seat, action, reason))
    raw = save_played(tmp_path_factory.mktemp("good"), setup, moves).read_bytes()
    lines = raw.split(b"\n")  # one reason with every part a reason may have (Hard's, with its figure)
    record = decode_line(lines[1])
    record["reason"] = {"key": "takes the {character}: the most useful character left", "params": {"character": 4},
                        "reveals": ["hand"], "public_key": "makes the simplest move allowed",
                        "detail": {"key": "won {percent}% of simulations", "params": {"percent": 61}}}  # fmt: skip
    lines[1] = _line(record)
    return b"\n".join(lines)


def _leaves(obj: object, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from _leaves(value, (*path, i))
    elif isinstance(obj, str):
        yield path


def every_string_field(raw: bytes) -> list[Leaf]:
    """One leaf per kind of string field (the first record with each shape stands for the rest);
    a reason's parameter named by its key."""
    seen: set[tuple[int, tuple[str, ...]]] = set()
    out: list[Leaf] = []
    for n, text in enumerate(raw.split(b"\n")):
        if not text:
            continue
        for path in _leaves(decode_line(text)):
            shape = (min(n, 1), tuple(p if isinstance(p, str) else "#" for p in path))
            if shape not in seen:
                seen.add(shape)
                out.append((n, path))
    return out


def forged(raw: bytes, leaf: Leaf, value: str) -> bytes:
    n, path = leaf
    lines = raw.split(b"\n")
    data = copy.deepcopy(decode_line(lines[n]))
    target: Any = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    lines[n] = _line(data)
    return b"\n".join(lines)


def clean(text: str) -> bool:
    return all(unicodedata.category(ch)[0] != "C" for ch in text)


def texts(obj: object) -> Iterator[str]:
    """Every string reachable from what the loader gave (dataclasses, models, containers)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, Path) or obj is None or isinstance(obj, (int, float)):
        return
    elif isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            yield from texts(getattr(obj, name))
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from texts(getattr(obj, f.name))
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from texts(key)
            yield from texts(value)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for item in obj:
            yield from texts(item)


def read_every_way(raw: bytes, folder: Path, leaf: Leaf) -> None:
    """Load, summarize, read the outcome and import the file: clean text or a clean `SaveProblem`."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "forged.ciudadelas"
    path.write_bytes(raw)

    def loaded() -> object:
        game = load_game(path)
        return (game.header, game.session.setup, [a.reason for a in game.session.actions])

    readers = {
        "load": loaded,
        "summary": lambda: summarize(path),
        "outcome": lambda: read_outcome(path, raw),
        "import": lambda: import_save(path, folder / "imported"),
    }
    for what, read in readers.items():
        try:
            result = read()
        except SaveProblem as problem:
            for said in (problem.message(), str(problem), problem.file, problem.detail):
                assert clean(said), (leaf, what, said)
            continue
        for text in texts(result):
            assert clean(text), (leaf, what, text)
    assert path.read_bytes() == raw  # never changed, never moved


def test_the_fields_cover_every_part_of_a_save(good: bytes) -> None:
    kinds = {tuple(p for p in path if isinstance(p, str)) for _n, path in every_string_field(good)}
    for wanted in (("app",), ("setup", "seats", "name"), ("setup", "seats", "bot"), ("setup", "characters"),
                   ("setup", "uniques"), ("config", "ruleset"), ("action", "type"), ("reason", "key"),
                   ("reason", "detail", "key"), ("reason", "public_key"), ("reason", "reveals"),
                   ("digest",)):  # fmt: skip
        assert wanted in kinds, wanted
    assert any(path[:2] == ("reason", "params") for _n, path in every_string_field(good))


@pytest.mark.parametrize("value", NASTY)
def test_every_string_field_holding_nasty_text_is_cleaned_or_refused(
    good: bytes, value: str, tmp_path: Path
) -> None:
    for i, leaf in enumerate(every_string_field(good)):
        read_every_way(forged(good, leaf, value), tmp_path / str(i), leaf)


def _any_text_in_any_field(good: bytes, data: st.DataObject, tmp_path: Path) -> None:
    leaf = data.draw(st.sampled_from(every_string_field(good)))
    value = data.draw(st.text(st.characters(exclude_categories=()), max_size=80))
    read_every_way(forged(good, leaf, value), tmp_path / f"{hash((leaf, value)) & 0xFFFFFF:x}", leaf)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_text_in_any_string_field_is_cleaned_or_refused(
    good: bytes, data: st.DataObject, tmp_path: Path
) -> None:
    _any_text_in_any_field(good, data, tmp_path)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_text_in_any_string_field_is_cleaned_or_refused_at_length(
    good: bytes, data: st.DataObject, tmp_path: Path
) -> None:
    _any_text_in_any_field(good, data, tmp_path)


def test_an_unknown_bot_with_a_lone_surrogate_is_named_in_clean_text_and_not_imported(
    good: bytes, tmp_path: Path
) -> None:
    bot: Leaf = (0, ("setup", "seats", 1, "bot"))
    raw = forged(good, bot, "\ud800")
    path = tmp_path / "bot.ciudadelas"
    path.write_bytes(raw)
    setup = load_game(path).session.setup
    assert setup.seats[1].bot == "?" and unknown_bots(setup) == ["?"]
    with pytest.raises(SaveProblem) as refused:  # it could never be opened here: not imported
        import_save(path, tmp_path / "imported")
    assert refused.value.kind == "unknown_bots" and "(?)" in refused.value.message()
    assert not (tmp_path / "imported").exists() and path.read_bytes() == raw
    long = forged(good, bot, "raider\x00" + "\ud800é" * 300)
    path.write_bytes(long)
    [named] = unknown_bots(load_game(path).session.setup)
    assert named.startswith("raideré") and named.endswith("…") and len(named) == 40 and clean(named)


def test_an_index_row_holding_text_no_save_gives_is_replayed_again_from_its_save(
    good: bytes, tmp_path: Path
) -> None:
    """The saves index keeps what each file's replay says; a row forged with text no save could
    give (a lone surrogate, a NUL) is not shown but replayed again from its file."""
    path = tmp_path / "done.ciudadelas"
    path.write_bytes(good)
    database = tmp_path.parent / f"{tmp_path.name}-index.sqlite3"
    index = SavesIndex(tmp_path, database)
    found = index.examined(path)
    assert found.outcome is not None
    index.close()
    for field, value in (("bots", ["", "\ud800", "hard"]), ("names", ["Ana\x00", "Bot", "Eva"]),
                         ("characters", [["\ud800"], [], []])):  # fmt: skip
        with sqlite3.connect(database) as db:
            [(row,)] = db.execute("SELECT examined FROM games").fetchall()
            body = json.loads(row)
            body["outcome"][field] = value
            db.execute("UPDATE games SET examined = ?", (json.dumps(body),))
        again = SavesIndex(tmp_path, database)
        read = again.examined(path)
        again.close()
        assert read == found
        assert all(clean(text) for text in texts(read))
