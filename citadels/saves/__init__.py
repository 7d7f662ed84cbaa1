"""Saved games: autosave after every accepted action, load by replaying, the saves folder.

See `format.py` for the file, `writer.py` for how it is written (atomic, durable, appended), `game.py`
for saving and loading a `GameSession`, `store.py` for the folder (list, Continue, delete, export,
import), `examine.py` for what a file's replay says of its game and `index.py` for the index that
keeps it by file, `outcome.py` and `record.py` for what finished games tell the player's record, and
`problems.py` for what the player is told about a bad file.
"""

from .examine import Examined
from .format import EXTENSION, FORMAT_VERSION
from .game import Autosave, LoadedGame, is_replayable, load_game
from .index import SavesIndex, index_for
from .outcome import GameOutcome, SavedOutcome
from .problems import SaveProblem
from .record import RecordReader, record_files
from .store import (
    ARCHIVE,
    BadSave,
    SaveSummary,
    archive_folder,
    check,
    check_for_continue,
    checked_for_continue,
    delete_save,
    export_save,
    import_save,
    latest_unfinished,
    list_saves,
    missing_bots,
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
    "Examined",
    "GameOutcome",
    "LoadedGame",
    "RecordReader",
    "SaveProblem",
    "SavedOutcome",
    "SaveSummary",
    "SavesIndex",
    "check",
    "check_for_continue",
    "checked_for_continue",
    "archive_folder",
    "delete_save",
    "export_save",
    "import_save",
    "index_for",
    "is_replayable",
    "latest_unfinished",
    "list_saves",
    "missing_bots",
    "load_game",
    "open_save",
    "record_files",
    "set_aside",
    "summarize",
]
