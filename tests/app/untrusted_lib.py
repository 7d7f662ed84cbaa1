"""Saved games that bring nasty text into the app: player names and file names as an outside file may
hold them (lone surrogates, NUL, bidi marks, combining marks, emoji, very long words, bytes that are
not UTF-8). Imported by name: the tests folder is no package."""

from __future__ import annotations

import json
import os
import random
import zlib
from functools import cache
from pathlib import Path

from citadels.saves import Autosave
from citadels.saves.format import decode_line
from citadels.session import GameSession, GameSetup, SeatSetup

NASTY_NAMES = (
    "\ud800",
    "Ana\x00Bea",
    "\u202eevil\u200f\u061c",
    "Be\u0301a\u0308\u20dd" * 3,
    "🐉 Drago 👑🏳️‍🌈",
    "x" * 10_000,
    "\n\t\x1b[2J",
    "ﷺ" * 40,
)


def line(data: dict[str, object]) -> bytes:
    """A save line as a foreign writer may make it: ASCII JSON, in which "\\\\ud800" is valid."""
    body = json.dumps(data, separators=(",", ":")).encode("ascii")
    return b"%08x %s" % (zlib.crc32(body), body)


@cache
def game_bytes(players: int, seed: int, finish: bool) -> bytes:
    """A saved random game (finished or 30 moves in); its bytes, cached."""
    import tempfile

    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "medium") for i in range(players))
    characters = "darkcity" if players == 8 else "classic"  # 8 players need a rank-9 character
    session = GameSession(GameSetup(seats, seed=seed, characters=characters))
    with tempfile.TemporaryDirectory() as folder:
        autosave = Autosave.start(session, Path(folder), sync=False)
        rng = random.Random(seed)
        while not session.game_over and (finish or len(session.actions) < 30):
            session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
        autosave.close()
        return autosave.path.read_bytes()


def with_names(raw: bytes, names: list[str]) -> bytes:
    """The save with its seats renamed (the header rewritten with a good checksum)."""
    lines = raw.split(b"\n")
    head = decode_line(lines[0])
    for seat, name in zip(head["setup"]["seats"], names, strict=False):
        seat["name"] = name
    lines[0] = line(head)
    return b"\n".join(lines)


def write_named(folder: Path, raw_name: bytes, content: bytes) -> Path:
    """A file whose name on disk is exactly `raw_name` (which may not be UTF-8)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / os.fsdecode(raw_name)
    path.write_bytes(content)
    return path
