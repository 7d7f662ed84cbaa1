"""Game configuration, validated at the edge with pydantic; the engine keeps a plain `Rules` value."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .cards import (
    CARDS,
    CLASSIC_CARDS,
    EDITION_2016_UNIQUES,
    UNIQUE_KINDS,
    UNIQUES_FOR_2016_DECK,
    DistrictCard,
    DistrictType,
    in_2016_box,
)
from .characters import (
    CHARACTERS,
    CLASSIC_CHARACTERS,
    DARK_CITY_CHARACTERS,
    EDITION_2016_CHARACTERS,
    EDITION_2016_RANK_NINE,
    RANK_NINE,
    CharacterSpec,
)
from .errors import ConfigError
from .presets_2016 import PRESETS_2016, line_up_names
from .rng import Rng

Ruleset = Literal["classic", "classic_variant", "short"]
RULESETS: tuple[Ruleset, ...] = ("classic", "classic_variant", "short")


Preset = Literal[
    "classic",
    "darkcity",
    "mixed",
    # the 2016 box's (`presets_2016.PRESETS_2016`, RULES.md §9.10)
    "first-game",
    "ambitious-aristocrats",
    "cunning-agents",
    "illustrious-emissaries",
    "devious-dignitaries",
    "tenacious-delegates",
    "vicious-nobles",
]
PRESETS: tuple[Preset, ...] = get_args(Preset)
MAX_PLAYERS = 8
RANK_NINE_PLAYERS = 4  # RULES.md §6: a rank-9 character needs this many players or more
_MIXED_SALT = 0xD4C3B2A1  # the Mixed draw has its own stream: the game's own random source is untouched


class GameConfig(BaseModel):
    """What a new game needs. `crown` is the seat that starts with the crown (None: random).

    `characters` is a preset (`classic`, `darkcity`, `mixed`, or one of the 2016 box's, whose unique
    districts are then the deck unless `uniques` is given) or the line-up by name, one per rank
    1-8 (the classic card, its Dark City alternate, or `random`: one of the two drawn per game) and
    optionally a rank-9 card (`artist`, `queen`); a comma-separated string is accepted too. RULES.md §6 constraints are checked here.

    `uniques` is `all` (the classic deck's 14 unique cards), a subset of the classic uniques by kind
    name (a comma-separated string, or `none`), as Board Game Arena's scenarios allow, or a 2016-style
    deck: 14 different uniques of which at least one only the 2016 box has (`unique_subset`); it is
    kept in deck order."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(default=4, ge=2, le=MAX_PLAYERS)
    ruleset: Ruleset = "classic"
    crown: int | None = Field(default=None, ge=0)
    characters: Preset | tuple[str, ...] = "classic"
    uniques: Literal["all", "random-2016"] | tuple[str, ...] = "all"

    @model_validator(mode="before")
    @classmethod
    def _preset_deck(cls, data: object) -> object:
        # a 2016 preset brings its own 14 unique districts (RULES.md §9.10) unless a deck is chosen
        if isinstance(data, dict) and "uniques" not in data:
            chosen = data.get("characters")
            name = chosen.strip().lower() if isinstance(chosen, str) else None
            if name in PRESETS_2016:
                return {**data, "uniques": PRESETS_2016[name].uniques}
        return data

    @field_validator("characters", mode="before")
    @classmethod
    def _parse_characters(cls, value: object) -> object:
        if isinstance(value, str):
            value = value.strip().lower()
            if value in PRESETS:
                return value
            return tuple(part.strip() for part in value.split(","))
        if isinstance(value, list | tuple):
            return tuple(str(v).strip().lower() for v in value)
        return value

    @field_validator("uniques", mode="before")
    @classmethod
    def _parse_uniques(cls, value: object) -> object:
        if isinstance(value, str):
            value = value.strip().lower()
            if value in ("all", RANDOM_2016):
                return value
            if value in ("", "none"):
                return ()
            value = value.split(",")
        if isinstance(value, list | tuple):
            return unique_subset(tuple(str(v).strip().lower() for v in value))
        return value

    @model_validator(mode="after")
    def _consistent(self) -> GameConfig:
        if self.crown is not None and self.crown >= self.players:
            raise ValueError(f"crown seat {self.crown} does not exist with {self.players} players")
        if isinstance(self.characters, tuple):
            check_line_up(line_up_by_names(self.characters), self.players)
        elif self.characters in PRESETS_2016:
            check_line_up(resolve_line_up(self, 0), self.players)
        elif self.characters == "classic" and self.players >= MAX_PLAYERS:
            raise ValueError(
                "8 players need a rank-9 character (Artist or Queen): use darkcity, mixed or a list"
            )
        return self


UNIQUES_IN_2016_DECK = 14  # RULES.md §9.8: the 54 basic districts and 14 unique ones


def is_2016_deck(uniques: tuple[str, ...]) -> bool:
    """A deck naming a unique only the 2016 box has is a 2016-style deck (RULES.md §9.8): every chosen
    unique is one card. Such a deck always names one: the classic uniques are 13 kinds, fewer than 14."""
    return any(name in EDITION_2016_UNIQUES for name in uniques)


def unique_subset(names: tuple[str, ...]) -> Literal["all"] | tuple[str, ...]:
    """The unique districts named, in deck order (`all` when the classic deck's all), or a ValueError
    saying what is wrong: a subset of the classic uniques, or a 2016-style deck of 14 (RULES.md §9.8)."""
    unknown = [n for n in names if n not in UNIQUES_FOR_2016_DECK]
    if unknown:
        raise ValueError(
            f"{unknown[0]!r} is not a unique district; choose from {', '.join(UNIQUES_FOR_2016_DECK)} (or all)"
        )
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"the unique district {twice[0]!r} is named twice")
    if is_2016_deck(names) and len(names) != UNIQUES_IN_2016_DECK:
        raise ValueError(
            f"a deck with the 2016 box's unique districts holds {UNIQUES_IN_2016_DECK} of them, "
            f"not {len(names)} (RULES.md §9.8)"
        )
    chosen = tuple(n for n in UNIQUES_FOR_2016_DECK if n in names)
    return "all" if chosen == UNIQUE_KINDS else chosen


def preset_deck(characters: str) -> str | None:
    """The unique districts a 2016 preset's cast brings, as `GameConfig.uniques` takes them (RULES.md
    §9.10), or None for any other cast."""
    preset = PRESETS_2016.get(characters.strip().lower())
    return ",".join(preset.uniques) if preset else None


def uniques_of(config: GameConfig, seed: int = 0) -> tuple[str, ...]:
    """The unique district kinds chosen for a game (before the Diplomat takes the Graveyard out);
    `random-2016` draws its 14 from the game's seed (`draw_2016_uniques`)."""
    if isinstance(config.uniques, tuple):
        return config.uniques
    return draw_2016_uniques(seed) if config.uniques == RANDOM_2016 else UNIQUE_KINDS


# d16a: a 2016-style deck drawn at random (RULES.md §9.8)
RANDOM_2016 = "random-2016"  # `GameConfig.uniques`: 14 uniques of the 2016 box, drawn per game
_UNIQUES_SALT = 0x2016D0C


def draw_2016_uniques(seed: int) -> tuple[str, ...]:
    """14 different unique districts of the 2016 box (Graveyard and University are not in it), drawn
    from a game's seed, in deck order: a 2016-style deck (RULES.md §9.8). Whoever starts a game with
    `random-2016` stores the drawn names (`session.GameSetup.resolved`), so a save names its deck."""
    pool = [name for name in UNIQUES_FOR_2016_DECK if in_2016_box(name)]
    Rng(seed ^ _UNIQUES_SALT).shuffle(pool)
    chosen = set(pool[:UNIQUES_IN_2016_DECK])
    return tuple(name for name in UNIQUES_FOR_2016_DECK if name in chosen)


RANDOM = "random"  # a rank of a named line-up drawn per game: the classic card or its alternate


def line_up_by_names(names: tuple[str, ...], rng: Rng | None = None) -> tuple[CharacterSpec, ...]:
    """The characters named per rank (1-8, and optionally 9), or a ValueError saying what is wrong.

    A rank 1-8 named `random` is drawn from `rng` (the classic card when there is none: the RULES.md
    §6 constraints do not depend on ranks 1-8, so that is enough to check a line-up)."""
    if len(names) not in (8, 9):
        raise ValueError(f"name 8 characters (ranks 1-8) and optionally a 9th, not {len(names)}")
    out: list[CharacterSpec] = []
    for rank, name in enumerate(names, start=1):
        if name == RANDOM and rank <= 8:
            dark = rng is not None and rng.below(2) == 1
            out.append(DARK_CITY_CHARACTERS[rank - 1] if dark else CLASSIC_CHARACTERS[rank - 1])
            continue
        spec = CHARACTERS.get(name)
        if rank == 9:
            allowed: tuple[CharacterSpec, ...] = (*RANK_NINE, *EDITION_2016_RANK_NINE)
        else:
            allowed = (
                CLASSIC_CHARACTERS[rank - 1],
                DARK_CITY_CHARACTERS[rank - 1],
                *(spec for spec in EDITION_2016_CHARACTERS if spec.rank == rank),
            )
        if spec not in allowed:
            choices = " or ".join(s.name for s in allowed) + (f" or {RANDOM}" if rank <= 8 else "")
            raise ValueError(f"rank {rank} must be {choices}, not {name!r}")
        out.append(spec)
    return tuple(out)


def follows_2016(line_up: tuple[CharacterSpec, ...]) -> bool:
    """Whether a cast follows the 2016 rank-9 rules (RULES.md §9.13 (4)): it holds a §9 character."""
    return any(spec in EDITION_2016_CHARACTERS or spec in EDITION_2016_RANK_NINE for spec in line_up)


def check_line_up(line_up: tuple[CharacterSpec, ...], players: int) -> None:
    """RULES.md §6 character-set constraints, and §9.8 / §9.13 (4) for a cast holding a §9 character
    (ValueError with the reason)."""
    nine = len(line_up) == 9
    if sum(1 for spec in line_up if spec.collects_tax or spec.taxes_each_build) > 1:
        # §9.13 (3): a cast holds one Tax Collector only (the rank-2 card of §6 or the rank-9 one of 2016)
        raise ValueError("a cast holds one Tax Collector only (rank 2 or rank 9)")
    if follows_2016(line_up):
        # §9.8: no rank 9 with 2 players, required with 3 and 8, optional with 4-7 (3 players: §9.9)
        if nine and players == 2:
            raise ValueError("a 2016 cast has no rank-9 character with 2 players")
        if not nine and players in (3, MAX_PLAYERS):
            raise ValueError(f"a 2016 cast needs a rank-9 character with {players} players")
    elif nine and players < RANK_NINE_PLAYERS:
        raise ValueError(f"a rank-9 character needs {RANK_NINE_PLAYERS} or more players, not {players}")
    if nine and players < line_up[8].min_players:
        card = line_up[8]
        raise ValueError(
            f"the {card.name.capitalize()} needs {card.min_players} or more players, not {players}"
        )
    if players >= MAX_PLAYERS and not nine:
        raise ValueError("8 players need a rank-9 character (Artist or Queen)")


NINE_CHARACTER_DISCARD_STEP = 3  # §9.9: after the third pick of 3 players with 9 characters


def rank_nine_for(players: int) -> list[CharacterSpec]:
    """The rank-9 cards a table of `players` may use, in `RANK_NINE`'s order (RULES.md §6)."""
    if players < RANK_NINE_PLAYERS:
        return []
    return [card for card in RANK_NINE if players >= card.min_players]


def _most_players_nine(players: int) -> str | None:
    """The §6 rank-9 card a preset adds: the one needing the most players the table has (the Queen with
    5+ players, else the Artist), or None below 4 players."""
    allowed = rank_nine_for(players)
    return max(allowed, key=lambda card: card.min_players).name if allowed else None


def resolve_line_up(config: GameConfig, seed: int) -> tuple[CharacterSpec, ...]:
    """The characters of this game. Mixed draws each rank (and rank 9) from `seed`, on its own stream."""
    choice = config.characters
    n = config.players
    if isinstance(choice, tuple):
        return line_up_by_names(choice, Rng(seed ^ _MIXED_SALT))
    if choice == "classic":
        return CLASSIC_CHARACTERS
    if choice in PRESETS_2016:
        return line_up_by_names(line_up_names(PRESETS_2016[choice], n, _most_players_nine(n)))
    if choice == "darkcity":
        # Every alternate, plus a rank-9 card when allowed: the one needing the most players that the
        # table has (the Queen with 5+ players, else the Artist).
        extra = _most_players_nine(n)
        return (*DARK_CITY_CHARACTERS, CHARACTERS[extra]) if extra else DARK_CITY_CHARACTERS
    rng = Rng(seed ^ _MIXED_SALT)
    ranks = [DARK_CITY_CHARACTERS[i] if rng.below(2) else CLASSIC_CHARACTERS[i] for i in range(8)]
    nine: list[CharacterSpec | None] = []
    if n >= RANK_NINE_PLAYERS:
        nine = [*rank_nine_for(n)]
        if n < MAX_PLAYERS:
            nine.append(None)
    pick = nine[rng.below(len(nine))] if nine else None
    if pick is not None:
        ranks.append(pick)
    return tuple(ranks)


def deck_for(
    line_up: tuple[CharacterSpec, ...], uniques: tuple[str, ...] = UNIQUE_KINDS
) -> tuple[DistrictCard, ...]:
    """The district cards of a game: the basic districts and the chosen unique districts, but those a
    character of the line-up takes out (`CharacterSpec.removes_districts`: the Diplomat removes the
    Graveyard, RULES.md §6). The classic deck and its subsets keep both Keeps; a 2016-style deck holds one
    card of each chosen unique (RULES.md §9.8). Cards keep their ids: a deck is a subset of `CARDS`."""
    keep = set(uniques)
    for spec in line_up:
        keep.difference_update(spec.removes_districts)
    if not is_2016_deck(uniques):
        if len(keep) == len(UNIQUE_KINDS):
            return CLASSIC_CARDS
        return tuple(
            c for c in CLASSIC_CARDS if c.kind.dtype is not DistrictType.UNIQUE or c.kind.name in keep
        )
    seen: set[str] = set()
    deck: list[DistrictCard] = []
    for c in CARDS:
        if c.kind.dtype is not DistrictType.UNIQUE:
            deck.append(c)
        elif c.kind.name in keep and c.kind.name not in seen:
            seen.add(c.kind.name)
            deck.append(c)
    return tuple(deck)


def faceup_discards(players: int, characters: int) -> int:
    """RULES.md §3.1 and §6: face-up discards (8 characters: 4p 2, 5p 1; 9 characters: 4p 3, 5p 2, 6p 1)."""
    if players <= 3:
        return 0
    return max(0, characters - 2 - players)


def validate_config(**kwargs: object) -> GameConfig:
    """Build a `GameConfig`, turning pydantic's error into a `ConfigError` with a readable message."""
    try:
        return GameConfig(**kwargs)  # type: ignore[arg-type]
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'config'}: {err['msg']}" for err in exc.errors()
        )
        raise ConfigError(f"invalid game configuration: {problems}") from None


def completion_size(players: int, ruleset: Ruleset) -> int:
    """RULES.md §7: 7 districts for 4+ players, 8 for 2-3; classic variant 8; short game 6."""
    if ruleset == "short":
        return 6
    if ruleset == "classic_variant":
        return 8
    return 8 if players <= 3 else 7


@dataclass(frozen=True, slots=True)
class Rules:
    """The plain, fast form of a config that the state carries."""

    players: int
    ruleset: Ruleset
    completion: int
    characters: tuple[CharacterSpec, ...]  # index rank - 1
    chars_per_player: int
    cards: tuple[DistrictCard, ...] = (
        CLASSIC_CARDS  # the district cards in this game (no Graveyard with the Diplomat)
    )
    uniques: tuple[str, ...] = UNIQUE_KINDS  # the unique districts chosen (`cards` follows them)
    tax_rank: int = 0  # the Tax Collector's rank when it is in the game (0: not)
    crown_neighbour_rank: int = 0  # the rank whose holder takes Queen's gold (0: no such card)
    token_tax_rank: int = 0  # the 2016 Tax Collector's rank when it is in the game (0: not)
    # derived, kept as plain fields for the hot loop
    faceup: int = field(init=False)  # face-up discards each round (§3.1, §6)
    #: the 7-player rule (8 players with 9 characters): the last seat also gets the face-down discard
    last_takes_facedown: bool = field(init=False)
    max_rank: int = field(init=False)  # the highest rank (the number of characters)
    #: ranks that may be discarded face up at the start of a round (not the King or the Emperor)
    faceup_allowed: tuple[bool, ...] = field(init=False)  # index rank (0 unused)
    #: every selection step goes to the next seat, with nothing else to do (4+ players, not the
    #: 7-player rule): the draft's fast path
    plain_steps: bool = field(init=False)
    #: the selection step before which a random face-down discard, seen by nobody, leaves the pile
    #: (3 players with 9 characters, RULES.md §9.9; 0: none)
    mid_discard_step: int = field(init=False)
    protectors: tuple[int, ...] = field(init=False)  # ranks whose holder's city the Warlord cannot attack
    #: a 2016-style deck (RULES.md §9.8): the 2016 uniques' rules are read only in such a game
    deck_2016: bool = field(init=False)

    def __post_init__(self) -> None:
        n, k = self.players, len(self.characters)
        object.__setattr__(self, "faceup", faceup_discards(n, k))
        object.__setattr__(self, "last_takes_facedown", n >= 4 and n == k - 1)
        object.__setattr__(self, "max_rank", k)
        object.__setattr__(self, "faceup_allowed", (False, *(not c.never_face_up for c in self.characters)))
        object.__setattr__(self, "plain_steps", n >= 4 and not self.last_takes_facedown)
        mid = NINE_CHARACTER_DISCARD_STEP if n == 3 and k == 9 else 0
        object.__setattr__(self, "mid_discard_step", mid)
        object.__setattr__(self, "protectors", tuple(c.rank for c in self.characters if c.protects_city))
        object.__setattr__(self, "deck_2016", is_2016_deck(self.uniques))

    def character(self, rank: int) -> CharacterSpec:
        return self.characters[rank - 1]

    @staticmethod
    def from_config(config: GameConfig, seed: int = 0) -> Rules:
        return Rules.for_line_up(
            config.players, config.ruleset, resolve_line_up(config, seed), uniques_of(config, seed)
        )

    @staticmethod
    @functools.lru_cache(maxsize=256)
    def for_line_up(
        players: int,
        ruleset: Ruleset,
        line_up: tuple[CharacterSpec, ...],
        uniques: tuple[str, ...] = UNIQUE_KINDS,
    ) -> Rules:
        """The rules of a game (cached: a Rules value is immutable and shared by every state)."""
        return Rules(
            players=players,
            ruleset=ruleset,
            completion=completion_size(players, ruleset),
            characters=line_up,
            chars_per_player=2 if players <= 3 else 1,
            cards=deck_for(line_up, uniques),
            uniques=uniques,
            tax_rank=next((c.rank for c in line_up if c.collects_tax), 0),
            crown_neighbour_rank=next((c.rank for c in line_up if c.crown_neighbour_gold), 0),
            token_tax_rank=next((c.rank for c in line_up if c.taxes_each_build), 0),
        )
