"""A person's record, counted from the finished saved games (`citadels.saves.SavedOutcome`): games
played and won by the number of players and by the bots faced, each character's games and wins, the
best and the average score, the longest winning streak and the games themselves.

Who is who. A person is a name typed at a human seat (spaces and capitals do not matter). *You* —
the player at this computer — are:

* the one person of a game with a single human seat, whatever the name (a solo game is yours);
* in hot seat, the seat with your remembered name (the name last typed on the new-game screen's
  first human seat) or, failing that, a first human seat left with its default name ("Player 1").

Every other person at a hot-seat game has a record of their own under their name. Games between
bots only (``citadels simulate --save-dir``) are nobody's. No pygame here: the screen draws this.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from citadels.app.bot_levels import LEVELS, level_label
from citadels.app.players import is_default_human_name
from citadels.saves import GameOutcome, SavedOutcome

#: the key of the person at this computer (a typed name is never empty)
YOU = ""
#: the opponents' key of the games without a bot (people only)
NO_BOTS = ""
#: the opponents' key grouping the bots left out when there are more kinds than rows (`opponents_within`)
OTHER_BOTS = "*"


def person_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def seats_by_person(outcome: GameOutcome, remembered: str) -> dict[str, int]:
    """The seat of each person at this game (`YOU` for yours; one seat per person)."""
    humans = outcome.humans
    out: dict[str, int] = {}
    if not humans:
        return out
    mine: int | None = None
    if len(humans) == 1:
        mine = humans[0]
    else:
        wanted = person_key(remembered)
        mine = next((h for h in humans if wanted and person_key(outcome.names[h]) == wanted), None)
        if mine is None and is_default_human_name(outcome.names[humans[0]]):
            mine = humans[0]
    if mine is not None:
        out[YOU] = mine
    for seat in humans:
        key = person_key(outcome.names[seat])
        if seat != mine and key and key not in out:
            out[key] = seat
    return out


@dataclass(frozen=True)
class Person:
    key: str  # `YOU` or the person's key
    name: str  # as last typed (your remembered name, or "" when you never typed one)
    games: int


def people(saved: Iterable[SavedOutcome], remembered: str) -> list[Person]:
    """Everyone with a record: you first (when you have a game), then the others, most games first."""
    counts: dict[str, int] = {}
    names: dict[str, tuple[float, str]] = {YOU: (float("inf"), remembered.strip())}
    for s in saved:
        for key, seat in seats_by_person(s.outcome, remembered).items():
            counts[key] = counts.get(key, 0) + 1
            if key != YOU and s.outcome.ended >= names.get(key, (-1.0, ""))[0]:
                names[key] = (s.outcome.ended, s.outcome.names[seat].strip())
    others = sorted((k for k in counts if k != YOU), key=lambda k: (-counts[k], k))
    order = ([YOU] if YOU in counts else []) + others
    return [Person(k, names[k][1], counts[k]) for k in order]


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class GameLine:
    """One of a person's games."""

    saved: SavedOutcome
    seat: int

    @property
    def outcome(self) -> GameOutcome:
        return self.saved.outcome

    @property
    def won(self) -> bool:
        return self.outcome.winner == self.seat

    @property
    def place(self) -> int:
        return self.outcome.place(self.seat)

    @property
    def score(self) -> int:
        return self.outcome.scores[self.seat]

    @property
    def bots(self) -> list[str]:
        """The bots at the table, each once, in seat order."""
        return list(dict.fromkeys(b for b in self.outcome.bots if b))


@dataclass
class PersonRecord:
    overall: Tally = field(default_factory=Tally)
    by_players: dict[int, Tally] = field(default_factory=dict)  # by the number of players, ascending
    #: by the bots at the table (a game with several kinds counts under each); `NO_BOTS`: people only
    by_opponents: dict[str, Tally] = field(default_factory=dict)
    characters: dict[str, Tally] = field(default_factory=dict)  # the games in which the person held it
    best: GameLine | None = None
    average: float | None = None
    longest_streak: int = 0
    current_streak: int = 0
    games: list[GameLine] = field(default_factory=list)  # the most recent first


def opponent_order(keys: Iterable[str]) -> list[str]:
    """The new-game screen's levels in their order, then any other bot by its label, then people only."""
    keys = list(keys)
    levels = [k for k in LEVELS if k in keys]
    others = sorted(
        (k for k in keys if k not in LEVELS and k != NO_BOTS), key=lambda k: level_label(k).casefold()
    )
    return levels + others + ([NO_BOTS] if NO_BOTS in keys else [])


def record_of(saved: Sequence[SavedOutcome], person: str, remembered: str) -> PersonRecord:
    """The record of `person` (a `Person.key`) over `saved` (any order)."""
    lines = []
    for s in saved:
        seat = seats_by_person(s.outcome, remembered).get(person)
        if seat is not None:
            lines.append(GameLine(s, seat))
    lines.sort(key=lambda g: g.outcome.ended, reverse=True)
    rec = PersonRecord(games=lines)
    by_players: dict[int, Tally] = {}
    by_opponents: dict[str, Tally] = {}
    characters: dict[str, Tally] = {}
    for line in lines:
        rec.overall.add(line.won)
        by_players.setdefault(line.outcome.players, Tally()).add(line.won)
        for bot in line.bots or [NO_BOTS]:
            by_opponents.setdefault(bot, Tally()).add(line.won)
        for name in line.outcome.characters[line.seat]:
            characters.setdefault(name, Tally()).add(line.won)
        if rec.best is None or line.score > rec.best.score:
            rec.best = line
    rec.by_players = dict(sorted(by_players.items()))
    rec.by_opponents = {k: by_opponents[k] for k in opponent_order(by_opponents)}
    rec.characters = characters
    if lines:
        rec.average = sum(line.score for line in lines) / len(lines)
    run = 0
    for line in reversed(lines):  # oldest first
        run = run + 1 if line.won else 0
        rec.longest_streak = max(rec.longest_streak, run)
    rec.current_streak = run
    return rec


def opponents_within(rec: PersonRecord, rows: int) -> dict[str, Tally]:
    """`rec.by_opponents` in at most `rows` rows (at least one): when there are more kinds, those met
    least often share one `OTHER_BOTS` row, where a game counts once however many of them sat at it."""
    if len(rec.by_opponents) <= rows:
        return rec.by_opponents
    ranked = sorted(
        rec.by_opponents, key=lambda k: -rec.by_opponents[k].played
    )  # stable: ties keep their order
    kept = set(ranked[: max(0, rows - 1)])
    left_out = set(rec.by_opponents) - kept
    out = {k: t for k, t in rec.by_opponents.items() if k in kept}
    other = Tally()
    for line in rec.games:
        if set(line.bots or [NO_BOTS]) & left_out:
            other.add(line.won)
    out[OTHER_BOTS] = other
    return out
