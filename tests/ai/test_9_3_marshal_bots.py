"""RULES.md §9.3 Marshal: the bots seize sensibly (a district worth it, from a rival — never from their
own city, so never from their other character's in a 2-3 player game), say why in both languages, and
play whole games with him."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS
from citadels.ai.medium import MediumPolicy
from citadels.cli.simulate import play_game
from citadels.engine import CHARACTERS, GameConfig, Rng, new_game
from citadels.engine.actions import SeizeDistrict
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.engine.scenario import Scenario, in_city

CAST = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "marshal")


def _marshal_turn(players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*CAST)
        .characters({0: "marshal", 1: "king", 2: "bishop", 3: "merchant"})
        .city(0, "watchtower", "temple", "manor")
        .city(3, "docks", "palace", "tavern", "castle")
        .gold(0, 6)
    )


def test_9_3_marshal_has_the_bots_entries() -> None:
    marshal = CHARACTERS["marshal"]
    assert marshal in PLAYS and marshal in CHARACTER_VALUES


def test_9_3_medium_seizes_a_worthy_district_and_says_why() -> None:
    s = _marshal_turn().turn("marshal", gathered=True).build()
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "TakeIncome"))
    policy = MediumPolicy(Rng(3))
    for _ in range(4):  # the build and the income may come first
        action, reason = policy.decide(s.view(0), s.legal_actions())
        if isinstance(action, SeizeDistrict):
            break
        s.apply(action)
    assert isinstance(action, SeizeDistrict)
    assert action.seat == 3 and action.card == in_city(s, 3, "docks").id  # the trade district it lacks
    assert reason.key == M.SEIZE_DISTRICT and reason.params["seat"] == 3
    for lang in ("en", "es"):
        i18n.set_language(lang)
        words = explain_reason(reason, ["Ana", "Bea", "Carla", "Dani"])
        assert "Dani" in words and ("seizes" in words if lang == "en" else "requisa" in words), words
    i18n.set_language("en")


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy"])
def test_9_3_bots_never_seize_from_their_own_city_in_two_player_games(bot: str) -> None:
    """In a 2-player game each seat holds two characters: the Marshal's seizures all go to the rival."""
    for seed in range(3):
        state = new_game(GameConfig(players=2, characters=",".join(CAST)), seed)
        bots = [
            make_bot(bot, seed, hard_iterations=20) if bot == "hard" else make_bot(bot, seed),
            make_bot("medium", seed + 1),
        ]
        seized: list[tuple[int, int]] = []

        def watch(events: list[object], seized: list[tuple[int, int]] = seized) -> None:
            for e in events:
                if type(e).__name__ == "DistrictSeized":
                    seized.append((e.seat, e.target))  # type: ignore[attr-defined]

        play_game(state, bots, on_events=watch)
        assert state.game_over
        assert all(seat != target for seat, target in seized)
