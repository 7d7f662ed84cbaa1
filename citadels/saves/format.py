"""The saved-game file format (version 1): JSON lines, each guarded by a CRC-32.

    <crc32 hex> {"format": 1, "app": "1.2.0", "setup": {...}, "config": {...}, "seed": 7, ...}\\n   header
    <crc32 hex> {"n": 1, "seat": 0, "action": {"type": "PickCharacter", "rank": 4}, ...}\\n           one per action

The header names the game (the `GameSetup`, the engine's `GameConfig`, the seed); each record is one
accepted action with who made it, the bot's reason (key and parameters, never prose) and a digest of
the state after it, plus the round and the seat to move so that the saved-games list needs no replay.
A record is written in one append: a last line without its newline is a torn write and is dropped on
load; a complete line whose CRC does not match is damage (a flipped bit) and is reported.
Everything read is validated here with pydantic; nothing is ever unpickled.
"""

from __future__ import annotations

import json
import zlib
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

FORMAT_VERSION = 1
MAGIC = "ciudadelas-save"
EXTENSION = ".ciudadelas"
MAX_FILE_BYTES = 8 * 1024 * 1024  # a long game is ~60 KB: anything far bigger is not a save


class ReasonModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(max_length=500)
    params: dict[str, Any] = Field(default_factory=dict)
    # a reason's own overrides of what its key reveals and of its public wording (None: as declared)
    reveals: list[str] | None = None
    public_key: str | None = Field(default=None, max_length=500)
    # a minor reason shown after it in brackets (Hard's simulation figure): a resumed game's log
    # reads as the live one did
    detail: ReasonModel | None = None


class Header(BaseModel):
    """The first line: which game this is."""

    model_config = ConfigDict(extra="ignore")  # fields added by later minor versions are harmless

    kind: Literal["ciudadelas-save"]
    format: int = Field(ge=1)
    app: str = Field(max_length=100)
    created: float  # seconds since the epoch
    setup: dict[str, Any]  # the app's GameSetup, as its own fields
    config: dict[str, Any]  # the engine's GameConfig, as its own fields
    seed: int = Field(ge=0, lt=2**64)
    digest: str = Field(pattern=r"^[0-9a-f]{32}$")  # the state before any action


class Record(BaseModel):
    """One accepted action."""

    model_config = ConfigDict(extra="ignore")

    n: int = Field(ge=1)  # 1, 2, 3... (a gap or a repeat is damage)
    seat: int = Field(ge=0, le=15)
    action: dict[str, Any]
    reason: ReasonModel | None = None
    digest: str = Field(pattern=r"^[0-9a-f]{32}$")  # the state after the action
    round: int = Field(ge=0)
    to_move: int = Field(ge=-1)  # -1 once the game is over
    over: bool = False
    t: float = 0.0  # when it was played (seconds since the epoch)


def encode_line(data: dict[str, Any]) -> bytes:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return b"%08x %s\n" % (zlib.crc32(body), body)


class LineError(ValueError):
    """A line whose CRC or JSON is wrong."""


def decode_line(line: bytes) -> dict[str, Any]:
    """The JSON object of one complete line (without its newline); `LineError` if it is damaged."""
    if len(line) < 10 or line[8:9] != b" ":
        raise LineError("no checksum")
    try:
        crc = int(line[:8], 16)
    except ValueError:
        raise LineError("no checksum") from None
    body = line[9:]
    if zlib.crc32(body) != crc:
        raise LineError("checksum mismatch")
    try:
        data = json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError) as exc:
        raise LineError(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise LineError("not a JSON object")
    return data


def split_lines(raw: bytes) -> tuple[list[bytes], bool]:
    """The complete lines, and whether a torn last line (no newline) was left off."""
    lines = raw.split(b"\n")
    torn = lines.pop() != b""  # the text after the last newline: empty unless a write was torn
    return lines, torn
