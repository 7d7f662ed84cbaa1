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
import string
import zlib
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    TypeAdapter,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from citadels.engine import GameConfig
from citadels.session import GameSetup
from citadels.text.safetext import CleanText

FORMAT_VERSION = 1
MAGIC = "ciudadelas-save"
EXTENSION = ".ciudadelas"
MAX_FILE_BYTES = 8 * 1024 * 1024  # a long game is ~60 KB: anything far bigger is not a save
#: the latest moment a save may name (1 January 3000, seconds since the epoch): a later one, a negative
#: one, an infinity or a NaN is no time a game was played, and no date every system can show
LATEST_TIME = 32503680000.0
#: a moment a game was played, seconds since the epoch
Moment = Annotated[float, Field(ge=0, le=LATEST_TIME, allow_inf_nan=False)]


def message_key(key: str) -> str:
    """A reason's key is an English message whose fields are plain names (``{seat}``), as the bots
    write them: a format spec (``{seat:>999999999}``), an attribute (``{seat.__class__}``) or a
    character the game never draws is no key of theirs, and is refused."""
    if not key.isprintable():
        raise ValueError("a message key holds a character that is not printable")
    try:
        fields = list(string.Formatter().parse(key))
    except ValueError as exc:
        raise ValueError(f"not a message: {exc}") from None
    for _text, name, spec, conversion in fields:
        if name is not None and (not name.isidentifier() or spec or conversion):
            raise ValueError(f"a message field must be a plain name, not {name!r}")
    return key


MessageKey = Annotated[str, Field(max_length=500)]
#: A reason's parameter: a number, or a short name (a district's kind) in printable text.
ParamValue = StrictBool | StrictInt | StrictFloat | Annotated[CleanText, Field(max_length=100)] | None


class ReasonModel(BaseModel):
    """A bot's reason as saved. A reason that fails these checks is left out of the game it came with
    (`Record.reason`): the game still opens, without that sentence in its log."""

    model_config = ConfigDict(extra="forbid")

    key: MessageKey
    params: dict[str, ParamValue] = Field(default_factory=dict)
    # a reason's own overrides of what its key reveals and of its public wording (None: as declared)
    reveals: list[CleanText] | None = None
    public_key: MessageKey | None = None
    # a minor reason shown after it in brackets (Hard's simulation figure): a resumed game's log
    # reads as the live one did
    detail: ReasonModel | None = None

    @field_validator("key", "public_key")
    @classmethod
    def _message_keys(cls, value: str | None) -> str | None:
        return None if value is None else message_key(value)

    @field_validator("detail", mode="wrap")
    @classmethod
    def _detail_or_none(cls, value: object, handler: ValidatorFunctionWrapHandler) -> ReasonModel | None:
        return _reason_or_none(value, handler)


def _reason_or_none(value: object, handler: ValidatorFunctionWrapHandler) -> ReasonModel | None:
    """The reason, or None when it is not one a bot could have given (see `ReasonModel`)."""
    try:
        reason: ReasonModel | None = handler(value)
    except ValidationError:
        return None
    return reason


_SETUP = TypeAdapter(GameSetup)


class Header(BaseModel):
    """The first line: which game this is. Its setup and rules are kept as the game reads them (a
    `GameSetup`, whose names and bots are cleaned by `safetext`; a `GameConfig`), never as the file's
    raw text: a header whose setup or rules are no game's is damaged."""

    model_config = ConfigDict(extra="ignore")  # fields added by later minor versions are harmless

    kind: Literal["ciudadelas-save"]
    format: int = Field(ge=1)
    app: CleanText = Field(max_length=100)
    created: Moment
    setup: dict[str, Any]  # the app's GameSetup, as its own fields
    config: dict[str, Any]  # the engine's GameConfig, as its own fields
    seed: int = Field(ge=0, lt=2**64)
    digest: str = Field(pattern=r"^[0-9a-f]{32}$")  # the state before any action

    @field_validator("setup")
    @classmethod
    def _setup_as_read(cls, value: dict[str, Any]) -> dict[str, Any]:
        return _SETUP.dump_python(_SETUP.validate_python(value), mode="json")  # type: ignore[no-any-return]

    @field_validator("config")
    @classmethod
    def _config_as_read(cls, value: dict[str, Any]) -> dict[str, Any]:
        return GameConfig.model_validate(value).model_dump(mode="json")


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

    @field_validator("reason", mode="wrap")
    @classmethod
    def _reason_or_none(cls, value: object, handler: ValidatorFunctionWrapHandler) -> ReasonModel | None:
        return _reason_or_none(value, handler)


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
