"""Saved games: autosave after every accepted action, load by replaying, the saves folder.

See `format.py` for the file, `writer.py` for how it is written (atomic, durable, appended), `game.py`
for saving and loading a `GameSession`, `store.py` for the folder (list, Continue, delete, export,
import), `outcome.py` for what finished games tell the player's record, and `problems.py` for what
the player is told about a bad file.
"""

from .format import EXTENSION, FORMAT_VERSION
from .game import Autosave, LoadedGame, is_replayable, load_game
from .outcome import GameOutcome, OutcomeCache, RecordReader, SavedOutcome, record_files
from .problems import SaveProblem
from .store import (
    ARCHIVE,
    BadSave,
    SaveSummary,
    archive_folder,
    check,
    checked_for_continue,
    delete_save,
    export_save,
    import_save,
    latest_unfinished,
    list_saves,
    open_save,
    set_aside,
    summarize,
)

__all__ = [
    "ARCHIVE",
    "EXTENSION",
    "FORMAT_VERSION",
    "Autosave",
    "BadSave",
    "GameOutcome",
    "LoadedGame",
    "OutcomeCache",
    "RecordReader",
    "SaveProblem",
    "SavedOutcome",
    "SaveSummary",
    "check",
    "checked_for_continue",
    "archive_folder",
    "delete_save",
    "export_save",
    "import_save",
    "is_replayable",
    "latest_unfinished",
    "list_saves",
    "load_game",
    "open_save",
    "record_files",
    "set_aside",
    "summarize",
]
