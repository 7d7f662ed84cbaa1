"""No bot strikes itself. In 2-3 player games a seat holds two characters, and the engine lets the
Assassin, the Thief and the Witch name any other character, the Warlord destroy his own districts:
over 568 games at 2 and 3 players, classic and Dark City, of every level (Easy, Medium, Hard) and
every league bot, no bot murders, robs or bewitches its own other character, or destroys a district
of its own city."""

from __future__ import annotations

from collections import Counter

import pytest

from citadels.ai import make_bot
from citadels.ai.league import STRATEGIES
from citadels.engine import Action, Bewitch, Decision, Destroy, GameConfig, Murder, PlayerView, Rob, new_game

LEVELS = ("easy", "medium", "hard")
TABLES = [(players, characters) for players in (2, 3) for characters in ("classic", "darkcity")]
GAMES = 20  # per bot and table: 4 tables x 7 fast bots x 20 = 560 games, and Hard's 8
HARD_GAMES = 2
HARD_ITERATIONS = 2  # worlds per decision: Hard still searches its candidates, quickly


def _self_harm(view: PlayerView, action: Action) -> str | None:
    if isinstance(action, Murder | Rob | Bewitch) and action.rank in view.my_characters:
        return type(action).__name__
    if isinstance(action, Destroy) and action.seat == view.seat:
        return "Destroy"
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
        if isinstance(action, Murder | Rob | Bewitch | Destroy):
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
