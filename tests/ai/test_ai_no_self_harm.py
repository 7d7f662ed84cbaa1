"""No bot strikes itself. In 2-3 player games a seat holds two characters, and the engine lets the
Assassin, the Thief and the Witch name any other character, the Warlord destroy his own districts:
over 568 games at 2 and 3 players, classic and Dark City, of every level (Easy, Medium, Hard) and
every league bot, no bot murders, robs or bewitches its own other character, or destroys a district
of its own city. With the 2016 box's cards (RULES.md §9.3, §9.4), at 2 and 3 players over the seven
presets, no bot puts a warrant or a threat on its own other character, spies on its own hand or
destroys its own district with the Armory."""

from __future__ import annotations

from collections import Counter

import pytest

from citadels.ai import make_bot
from citadels.ai.league import STRATEGIES
from citadels.engine import (
    Action,
    Bewitch,
    Decision,
    Destroy,
    GameConfig,
    LookForType,
    Murder,
    PlaceThreats,
    PlaceWarrants,
    PlayerView,
    Rob,
    new_game,
)
from citadels.engine.actions import DestroyWithArmory
from citadels.engine.presets_2016 import PRESETS_2016

LEVELS = ("easy", "medium", "hard")
TABLES = [(players, characters) for players in (2, 3) for characters in ("classic", "darkcity")]
GAMES = 20  # per bot and table: 4 tables x 7 fast bots x 20 = 560 games, and Hard's 8
HARD_GAMES = 2
HARD_ITERATIONS = 2  # worlds per decision: Hard still searches its candidates, quickly


#: the 2016 box's actions that aim at a character or a seat
AIMED_2016 = (PlaceWarrants, PlaceThreats, LookForType, DestroyWithArmory)


def _self_harm(view: PlayerView, action: Action) -> str | None:
    mine = set(view.my_characters)
    if isinstance(action, Murder | Rob | Bewitch) and action.rank in mine:
        return type(action).__name__
    if isinstance(action, PlaceWarrants) and {action.signed, action.second, action.third} & mine:
        return "PlaceWarrants"
    if isinstance(action, PlaceThreats) and {action.flowered, action.other} & mine:
        return "PlaceThreats"
    if isinstance(action, Destroy | DestroyWithArmory | LookForType) and action.seat == view.seat:
        return type(action).__name__
    return None


def _play(bot: str, players: int, characters: str, seed: int) -> tuple[Counter[str], Counter[str]]:
    """One game of `bot` in every seat: the self-harming actions, and every targeting action."""
    state = new_game(GameConfig(players=players, characters=characters), seed)  # type: ignore[arg-type]
    state.history = None
    options: dict[str, object] = {"hard_iterations": HARD_ITERATIONS} if bot == "hard" else {}
    bots = [make_bot(bot, seed * 16 + seat, **options) for seat in range(players)]
    harmed: Counter[str] = Counter()
    aimed: Counter[str] = Counter()
    while state.decision != Decision.GAME_OVER:
        seat = state.to_move
        view = state.view(seat)
        action = bots[seat].choose(view, state.legal_actions())
        if isinstance(action, (Murder, Rob, Bewitch, Destroy, *AIMED_2016)):
            aimed[type(action).__name__] += 1
        harm = _self_harm(view, action)
        if harm is not None:
            harmed[harm] += 1
        state.apply(action, events=False)
    return harmed, aimed


@pytest.mark.slow
@pytest.mark.parametrize("bot", [*LEVELS, *STRATEGIES])
def test_no_bot_strikes_its_own_other_character_or_city(bot: str) -> None:
    games = HARD_GAMES if bot == "hard" else GAMES
    harmed: Counter[str] = Counter()
    aimed: Counter[str] = Counter()
    for players, characters in TABLES:
        for seed in range(games):
            h, a = _play(bot, players, characters, 1000 + seed)
            harmed += h
            aimed += a
    assert harmed == Counter()
    assert aimed["Bewitch"] > 0 and aimed["Murder"] + aimed["Rob"] > 0  # the bots did aim, elsewhere


@pytest.mark.slow
@pytest.mark.parametrize("bot", [*LEVELS, *STRATEGIES])
def test_9_3_no_bot_strikes_its_own_other_character_or_city_with_the_2016_cards(bot: str) -> None:
    games = 1 if bot == "hard" else 4
    harmed: Counter[str] = Counter()
    aimed: Counter[str] = Counter()
    for players in (2, 3):
        for preset in PRESETS_2016:
            for seed in range(games):
                h, a = _play(bot, players, preset, 500 + seed)
                harmed += h
                aimed += a
    assert harmed == Counter()
    assert all(aimed[t.__name__] > 0 for t in AIMED_2016), aimed  # the bots did aim, elsewhere
