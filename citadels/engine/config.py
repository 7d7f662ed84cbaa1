"""Game configuration, validated at the edge with pydantic; the engine keeps a plain `Rules` value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .characters import CLASSIC_CHARACTERS, CharacterSpec
from .errors import ConfigError

Ruleset = Literal["classic", "classic_variant", "short"]
RULESETS: tuple[Ruleset, ...] = ("classic", "classic_variant", "short")


class GameConfig(BaseModel):
    """What a new game needs. `crown` is the seat that starts with the crown (None: random)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(4, ge=2, le=7)
    ruleset: Ruleset = "classic"
    crown: int | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _crown_is_a_seat(self) -> GameConfig:
        if self.crown is not None and self.crown >= self.players:
            raise ValueError(f"crown seat {self.crown} does not exist with {self.players} players")
        return self


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

    @property
    def max_rank(self) -> int:
        return len(self.characters)

    def character(self, rank: int) -> CharacterSpec:
        return self.characters[rank - 1]

    @staticmethod
    def from_config(config: GameConfig) -> Rules:
        return Rules(
            players=config.players,
            ruleset=config.ruleset,
            completion=completion_size(config.players, config.ruleset),
            characters=CLASSIC_CHARACTERS,
            chars_per_player=2 if config.players <= 3 else 1,
        )
