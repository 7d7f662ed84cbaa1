"""The Ciudadelas rules engine: pure Python, no pygame, no I/O, no global random.

Start a game with `new_game(GameConfig(players=4), seed)`; then, while not `state.game_over`, the seat
`state.to_move` owes one decision of kind `state.decision`: pick one of `state.legal_actions()` and
`state.apply(action)`. Bots and the UI see only `state.view(seat)`.
"""

from .actions import *  # noqa: F401,F403
from .actions import ACTION_TYPES, Action, action_from_dict, action_to_dict
from .breakdown import ScoreBreakdown, rank_scores, tie_break_decided
from .cards import (
    CARDS,
    CLASSIC_CARDS,
    DECK_SIZE,
    EDITION_2016_UNIQUES,
    KINDS,
    NOT_IN_2016_BOX,
    UNIQUE_KINDS,
    UNIQUES_FOR_2016_DECK,
    DistrictCard,
    DistrictKind,
    DistrictType,
    card,
    cards_of,
)
from .characters import CHARACTERS, CLASSIC_CHARACTERS, CharacterSpec
from .config import RULESETS, GameConfig, Rules, Ruleset, completion_size, is_2016_deck, validate_config
from .decision import Decision
from .errors import ConfigError, IllegalActionError
from .events import Event, redact
from .game import GameState
from .refusal import Refusal, Why
from .replay import ReplayError, ReplayStep, replay, replay_steps
from .rng import Rng
from .setup import new_game, new_game_with_events
from .state import Player
from .turn import city_income
from .uniques import city_destroy_price
from .view import PlayerView, PublicPlayer

__all__ = [
    *(t.__name__ for t in ACTION_TYPES),
    "Action",
    "CARDS",
    "CLASSIC_CARDS",
    "CHARACTERS",
    "CLASSIC_CHARACTERS",
    "CharacterSpec",
    "ConfigError",
    "DECK_SIZE",
    "EDITION_2016_UNIQUES",
    "NOT_IN_2016_BOX",
    "UNIQUES_FOR_2016_DECK",
    "Decision",
    "DistrictCard",
    "DistrictKind",
    "DistrictType",
    "Event",
    "GameConfig",
    "GameState",
    "IllegalActionError",
    "KINDS",
    "Player",
    "ReplayError",
    "ReplayStep",
    "PlayerView",
    "PublicPlayer",
    "RULESETS",
    "Rng",
    "Refusal",
    "Rules",
    "Ruleset",
    "UNIQUE_KINDS",
    "Why",
    "ScoreBreakdown",
    "action_from_dict",
    "action_to_dict",
    "card",
    "city_destroy_price",
    "city_income",
    "cards_of",
    "completion_size",
    "is_2016_deck",
    "new_game",
    "new_game_with_events",
    "rank_scores",
    "redact",
    "replay",
    "replay_steps",
    "tie_break_decided",
    "validate_config",
]
