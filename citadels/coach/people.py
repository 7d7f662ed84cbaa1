"""The records of the people at a table, for the chances (`strength.Record`): their earlier finished
games in the saves folder, as the player's record reads them (`saves.record`, through the saves index).

A person is known by the name they played under, at a seat a person played. Each earlier game counts
one game, a win if they won it, and the chance they had at its deal against that table: the softmax of
the seats' strengths (a bot's from the ladder, a person's 0). The game being analysed is never part of
its own record (its seed and names are left out wherever they appear).
"""

from __future__ import annotations

import logging
import math
import sqlite3
from collections.abc import Iterable
from pathlib import Path

from citadels.saves.index import index_for
from citadels.saves.outcome import GameOutcome
from citadels.saves.record import RecordReader, record_files
from citadels.saves.store import archive_folder
from citadels.system.paths import saves_dir

from .record import GameRecord
from .strength import Record, bot_strength

log = logging.getLogger(__name__)


def dealt_chance(outcome: GameOutcome, seat: int) -> float:
    """The seat's chance at the deal of an earlier game, from who sat at the table."""
    strengths = [
        0.0 if s in outcome.humans else (bot_strength(bot) or 0.0) for s, bot in enumerate(outcome.bots)
    ]
    top = max(strengths)
    weights = [math.exp(x - top) for x in strengths]
    return weights[seat] / sum(weights)


def records_from(outcomes: Iterable[GameOutcome], record: GameRecord) -> dict[int, Record]:
    """Per seat a person plays in `record`, their record over `outcomes` (the game itself left out);
    a person with no earlier game has none."""
    names = tuple(s.name for s in record.setup.seats)
    people = {s.name: seat for seat, s in enumerate(record.setup.seats) if s.is_human}
    tally: dict[int, list[float]] = {}
    for outcome in outcomes:
        if outcome.names == names and outcome.game.rsplit("/", 1)[-1] == str(record.seed):
            continue  # the game being analysed
        for seat in outcome.humans:
            mine = people.get(outcome.names[seat])
            if mine is None:
                continue
            row = tally.setdefault(mine, [0, 0, 0.0])
            row[0] += 1
            row[1] += 1 if outcome.winner == seat else 0
            row[2] += dealt_chance(outcome, seat)
    return {seat: Record(int(g), int(w), e) for seat, (g, w, e) in tally.items()}


def people_records(record: GameRecord, saves: Path | None = None) -> dict[int, Record]:
    """The records of the people in `record` from the saves folder `saves` (None: the user's) and its
    archive; none when there are no people or the folder cannot be read (the chances then read the
    people from their play alone)."""
    if not any(s.is_human for s in record.setup.seats):
        return {}
    try:
        folder = saves if saves is not None else saves_dir()
        folders = [folder, archive_folder(folder)]
        reader = RecordReader(record_files(folders), index_for(folder), folders)
        outcomes = [saved.outcome for saved in reader.read_all()]
    except (OSError, sqlite3.Error) as exc:
        log.warning("the record of the people at the table cannot be read: %s", exc)
        return {}
    return records_from(outcomes, record)
