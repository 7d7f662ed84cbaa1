"""RULES.md §9.4 Theater: every bot answers its owner's decision at the end of the selection — it gives
the leader its least valuable character when a card drawn from the characters it cannot locate is worth
more on average, else keeps them — says why in both languages without naming its characters to the
others (§9.11), values and builds it, and plays whole games with it."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.darkcity import THEATER_MARGIN, leader_score
from citadels.ai.knowledge import BUILD_WHY_2016, UNIQUE_BONUS, character_value, make_ctx
from citadels.engine import Decision, GameConfig, GameState, TheaterDecline, TheaterSwap, new_game
from citadels.engine.cards import CARDS
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.ai.ailib import whole_games_events
from tests.ai.reasonfacts import play_games, wrong_reasons

DECK = (
    "basilica", "capitol", "ivory_tower", "monument", "statue", "wishing_well", "gold_mine", "park",
    "poor_house", "stables", "quarry", "theater", "smithy", "haunted_city",
)  # fmt: skip
THEATER = next(c for c in CARDS if c.kind.name == "theater")
BOTS = (
    "medium",
    "easy",
    "careful",
    "rusher",
    "fortress",
    "hoarder",
    "raider",
    "noisy",
    "greedy",
    "hard",
    "random",
)
NAMES = ["Ana", "Bea", "Carla", "Dani"]


def give_theater(s: GameState, owner: int = 0) -> None:
    for p in s.players:
        if THEATER in p.hand:
            p.hand.remove(THEATER)
            p.hand.append(s.deck.pop())
    if THEATER in s.deck:
        s.deck.remove(THEATER)
    s.players[owner].city.append(THEATER)
    s.players[owner].kinds.add(THEATER.kind)


def at_the_theater(players: int, seed: int) -> GameState:
    s = new_game(GameConfig(players=players, uniques=DECK), seed)
    give_theater(s)
    s.players[players - 1].gold = 9  # the leader, by the table
    while s.decision != Decision.THEATER:
        s.apply(s.legal_actions()[0])
    return s


def test_9_4_theater_has_the_bots_entries() -> None:
    assert UNIQUE_BONUS["theater"] > 0 and BUILD_WHY_2016["theater"] == M.BUILD_SWAPS


@pytest.mark.parametrize("bot", BOTS)
def test_9_4_every_bot_answers_the_theater(bot: str) -> None:
    for seed in range(3):
        s = at_the_theater(4, seed)
        b = make_bot(bot, seed, hard_iterations=20) if bot == "hard" else make_bot(bot, seed)
        action = b.choose(s.view(0), s.legal_actions())
        assert action in s.legal_actions()


@pytest.mark.parametrize("players", [2, 4])
def test_9_4_medium_swaps_its_weakest_character_toward_the_leader_only_when_it_gains(players: int) -> None:
    answers = set()
    for seed in range(12):
        s = at_the_theater(players, seed)
        view = s.view(0)
        b = make_bot("medium", seed)
        action = b.choose(view, s.legal_actions())
        ctx = make_ctx(view)
        values = {r: character_value(view, 0, r, ctx) for r in view.my_characters}
        unseen = [
            r
            for r in range(1, len(view.characters) + 1)
            if r not in view.my_characters and r not in view.faceup and r not in view.known_facedown
        ]
        expected = sum(character_value(view, 0, r, ctx) for r in unseen) / len(unseen)
        worst = min(values, key=lambda r: values[r])
        if isinstance(action, TheaterSwap):
            assert action.give == worst and expected - values[worst] > THEATER_MARGIN
            assert leader_score(view, action.target) == max(leader_score(view, o) for o in range(1, players))
            assert b.last_reason is not None and b.last_reason.key == M.THEATER_SWAP
        else:
            assert action == TheaterDecline() and expected - values[worst] <= THEATER_MARGIN
            assert b.last_reason is not None and b.last_reason.key == M.THEATER_KEEP
        answers.add(type(action))
    assert answers == {TheaterSwap, TheaterDecline}


def test_9_11_the_theater_reasons_name_a_character_to_the_bot_only() -> None:
    seen = set()
    for seed in range(12):
        s = at_the_theater(4, seed)
        b = make_bot("medium", seed)
        b.choose(s.view(0), s.legal_actions())
        reason = b.last_reason
        assert reason is not None and "character" in reason.params
        shown = reason.public()
        assert shown is not None and "character" not in shown.params
        seen.add(shown.key)
        for lang, word in (("en", "Theater"), ("es", "Teatro")):
            i18n.set_language(lang)
            assert word in explain_reason(shown, NAMES, characters=s.rules.characters)
            assert explain_reason(reason, NAMES, characters=s.rules.characters)
        i18n.set_language("en")
    assert seen == {M.PUBLIC_THEATER_SWAP, M.PUBLIC_THEATER_KEEP}


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy", "random"])
def test_9_4_bots_play_whole_games_with_the_theater(bot: str) -> None:
    def game(seed: int, players: int) -> GameState:
        state = new_game(GameConfig(players=players, uniques=DECK), seed)
        give_theater(state)
        return state

    assert whole_games_events(bot, game) & {"TheaterSwapped", "TheaterDeclined"}


def test_9_4_the_theater_reasons_are_true_of_what_the_bots_did() -> None:
    line_ups = [
        ["medium", "easy", "careful", "rusher"],
        ["greedy", "medium"],
        ["fortress", "raider", "hoarder", "noisy"],
    ]
    decisions = play_games(line_ups, range(2), uniques=DECK, prepare=give_theater)
    assert {M.THEATER_SWAP, M.THEATER_KEEP} <= {d.reason.key for d in decisions}
    assert wrong_reasons(decisions) == []
