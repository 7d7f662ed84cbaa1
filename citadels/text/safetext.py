"""Text that comes from outside the game (a saved game, a settings file, a file's name on disk), made
safe at the edge, so that whatever draws or logs it only ever receives clean text.

Clean text holds no character of Unicode's "other" categories: no control characters (NUL, escapes,
line breaks), no format characters (bidi marks, zero-width joiners), no lone surrogates (a
``"\\ud800"`` in JSON, an undecodable byte of a file name), no private-use or unassigned code points.
These are the characters the new-game screen's text box refuses to type, so a name read from a file
holds nothing a player could not have typed there. Line breaks and tabs become spaces.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import PurePath
from typing import Annotated

from pydantic import AfterValidator

#: The longest player name the new-game screen accepts (its text box stops there).
NAME_LENGTH = 18
#: A name longer than `NAME_LENGTH` read from a file is cut and ends in this.
ELLIPSIS = "…"
#: Shown for a player name that held nothing printable.
NO_NAME = "?"
#: The longest bot name kept from a file: every bot's registry name is far shorter, so a longer one
#: names no bot of any version and is cut (ending in "…") before the list or a notice shows it.
BOT_NAME_LENGTH = 40
#: The longest file name (or path) shown: a longer one keeps its start and its end around "…".
FILE_LABEL_LENGTH = 120
_SPACES = frozenset("\t\n\v\f\r\x1c\x1d\x1e\x1f\x85\u2028\u2029")


def typeable(ch: str) -> bool:
    """Whether a player could type `ch` into the new-game screen (no character of a C category)."""
    return unicodedata.category(ch)[0] != "C"


def printable(text: str) -> str:
    """`text` without the characters the game never draws; line breaks and tabs become spaces."""
    if text.isprintable():  # the usual case, at C speed (its non-printables are a superset of ours)
        return text
    return "".join(" " if ch in _SPACES else ch if typeable(ch) else "" for ch in text)


def player_name(text: str) -> str:
    """A player name as the new-game screen could have made it: printable, trimmed, at most
    `NAME_LENGTH` characters (a longer one is cut and ends in "…"), never empty."""
    name = printable(text).strip()
    if len(name) > NAME_LENGTH:
        name = name[: NAME_LENGTH - 1].rstrip() + ELLIPSIS
    return name or NO_NAME


def bot_name(text: str) -> str:
    """A seat's bot as a file names it (`citadels.ai.bot_names`, or an unknown one from another
    version that a notice names): printable, trimmed, at most `BOT_NAME_LENGTH` characters (a longer
    one is cut and ends in "…"), never empty."""
    name = printable(text).strip()
    if len(name) > BOT_NAME_LENGTH:
        name = name[: BOT_NAME_LENGTH - 1].rstrip() + ELLIPSIS
    return name or NO_NAME


def file_label(name: str | PurePath) -> str:
    """A file's name (or path) as it may be shown or logged: the bytes that are not UTF-8 (a Latin-1
    name from an unzipped archive) become "�", the rest is `printable`; a very long one keeps its
    start and its end (where the extension is) around "…"."""
    label = decoded_name(name)
    if len(label) > FILE_LABEL_LENGTH:
        keep = FILE_LABEL_LENGTH - 1
        label = label[: keep - keep // 3] + ELLIPSIS + label[len(label) - keep // 3 :]
    return label


def decoded_name(name: str | PurePath) -> str:
    """A file's name (or path) in printable text, whole: the bytes that are not UTF-8 become "�"."""
    return printable(_name_bytes(name).decode("utf-8", "replace"))


def _name_bytes(name: str | PurePath) -> bytes:
    """The bytes of a file name as the OS has them (Python keeps undecodable bytes as surrogates)."""
    text = os.fspath(name)
    try:
        return os.fsencode(text)
    except UnicodeEncodeError:  # a surrogate that stands for no byte (never in a name read from the disk)
        return os.fsencode("".join("\ufffd" if _stray_surrogate(ch) else ch for ch in text))


def _stray_surrogate(ch: str) -> bool:
    """A surrogate that is not one of Python's stand-ins for an undecodable byte (U+DC80..U+DCFF)."""
    return "\ud800" <= ch <= "\udfff" and not "\udc80" <= ch <= "\udcff"


#: A player name read from a file (pydantic): made as the new-game screen would have made it.
PlayerName = Annotated[str, AfterValidator(player_name)]
#: A seat's bot read from a file (pydantic): `bot_name`.
BotName = Annotated[str, AfterValidator(bot_name)]
#: Any other text read from a file (pydantic): `printable`.
CleanText = Annotated[str, AfterValidator(printable)]
