"""What can be wrong with a saved-game file, told to the player in their language, naming the file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from citadels.text import i18n
from citadels.text.safetext import file_label, printable

#: What is wrong with a file. "bad_start": its header, its setup or its deal cannot be used, so there is
#: no game in it at all; "damaged", "refused" and "digest": a move's line, a move the rules refuse, a
#: position other than the one recorded, so the moves before it are still a game (`partial.py`).
ProblemKind = Literal[
    "missing",
    "empty",
    "damaged",
    "bad_start",
    "not_a_file",
    "unreadable",
    "newer",
    "refused",
    "digest",
    "too_large",
    "not_a_save",
    "unknown_bots",
]


@dataclass
class SaveProblem(Exception):
    """A saved game that cannot be opened. The file is never deleted."""

    kind: ProblemKind
    file: str  # the file's name, shown to the player (made safe to show: `safetext.file_label`)
    detail: str = ""  # for the log: the technical reason ("unknown_bots": the bots, as they are named)

    def __post_init__(self) -> None:
        self.file = file_label(self.file)
        self.detail = printable(self.detail)

    def __str__(self) -> str:
        return f"{self.file}: {self.kind} ({self.detail})"

    def message(self, file: str | None = None) -> str:
        """The problem in the player's words, naming the file as `file` when given (a list that
        shows the whole name on the line above names it short), else by its label."""
        _ = i18n._
        texts = {
            "missing": _("There is no saved game named {file}."),
            "empty": _("The saved game {file} is empty."),
            "damaged": _("The saved game {file} is damaged and cannot be opened."),
            "bad_start": _("The start of the saved game {file} (who plays, the rules) is damaged: it cannot be "
                           "opened or reviewed."),
            "not_a_file": _("{file} is a folder or a device, not a saved game."),
            "unreadable": _("The saved game {file} could not be read."),
            "newer": _("The saved game {file} was made by a newer version of Ciudadelas; update the game "
                       "to open it."),
            "refused": _("The saved game {file} holds a move the rules do not allow; it cannot be opened."),
            "digest": _("The saved game {file} does not replay to the position it recorded; it cannot be "
                        "opened."),
            "too_large": _("{file} is too large to be a saved game."),
            "not_a_save": _("{file} is not a Ciudadelas saved game."),
            "unknown_bots": _("{file} cannot be opened: it names bots this version does not have ({bots})."),
        }  # fmt: skip
        return texts[self.kind].format(file=self.file if file is None else file, bots=self.detail)
