"""RULES.md §9.3 Spy and Seer: every bot uses them sensibly (the Spy at the hand and type that promise
most, from what its view shows; the Seer takes his cards and gives back the ones he needs least), says
why in both languages without naming a hidden card, and plays whole games with them — in 2- and
3-player games only against the opponents, never their own other character."""

from __future__ import annotations

import pytest
from reasonfacts import play_games, wrong_reasons

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS
from citadels.ai.medium import MediumPolicy
from citadels.cli.simulate import play_game
from citadels.engine import CHARACTERS, Decision, DistrictType, GameConfig, GameState, Rng, new_game
from citadels.engine.actions import GiveCard, LookForType, TakeRandomCards
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.engine.scenario import Scenario, in_hand

CAST = ("assassin", "spy", "seer", "king", "bishop", "merchant", "architect", "warlord")
BOTS = ("medium", "easy", "careful", "rusher", "fortress", "hoarder", "raider", "greedy")
NAMES = ["Ana", "Bea", "Carla", "Dani"]


def spy_turn() -> GameState:
    return (
        Scenario(players=4, characters=CAST)
        .characters({0: "spy", 1: "king", 2: "bishop", 3: "warlord"})
        .hand(0, "manor")
        .hand(1, "temple", "church", "tavern", "watchtower", "castle")
        .hand(2, "palace")
        .gold(1, 6)
        .gold(2, 0)
        .turn("spy", gathered=True)
        .build()
    )


def seer_turn() -> GameState:
    return (
        Scenario(players=4, characters=CAST)
        .characters({0: "seer", 1: "king", 2: "bishop", 3: "warlord"})
        .hand(0, "temple", "palace")
        .hand(1, "tavern", "market")
        .hand(2, "castle")
        .city(0, "temple")  # a second Temple is worth nothing to him
        .gold(0, 6)
        .turn("seer", gathered=True)
        .build()
    )


def test_9_3_spy_and_seer_have_the_bots_entries() -> None:
    for name in ("spy", "seer"):
        assert CHARACTERS[name] in PLAYS and CHARACTERS[name] in CHARACTER_VALUES


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_spies_at_once_on_another_player(bot: str) -> None:
    s = spy_turn()
    a = make_bot(bot, 3).choose(s.view(0), s.legal_actions())
    assert isinstance(a, LookForType) and a.seat != 0


def test_9_3_medium_spies_on_the_big_rich_hand_naming_the_likeliest_type_and_says_why() -> None:
    s = spy_turn()
    action, reason = MediumPolicy(Rng(3)).decide(s.view(0), s.legal_actions())
    assert isinstance(action, LookForType) and action.seat == 1  # 5 cards and 6 gold, not 1 card and none
    assert action.dtype is not DistrictType.UNIQUE  # the rarest type in the deck
    assert reason.key == M.NAME_TYPE_AND_LOOK and reason.params == {"seat": 1, "dtype": int(action.dtype)}
    assert reason.public() == reason  # the target and the type are public (RULES.md §9.11)
    for lang, verb in (("en", "spies"), ("es", "espía")):
        i18n.set_language(lang)
        words = explain_reason(reason, NAMES)
        assert "Bea" in words and verb in words and "{" not in words, words
    i18n.set_language("en")


def test_9_3_medium_spy_reads_the_hand_only_from_its_view() -> None:
    # the same view gives the same choice whatever the hidden hands hold
    s = spy_turn()
    t = spy_turn()
    t.players[1].hand[:] = [c for c in t.deck if c.kind.dtype is DistrictType.MILITARY][:5]
    assert s.view(0) == t.view(0)
    assert MediumPolicy(Rng(3)).decide(s.view(0), s.legal_actions()) == MediumPolicy(Rng(3)).decide(
        t.view(0), t.legal_actions()
    )


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_takes_the_seers_cards_and_gives_one_to_each(bot: str) -> None:
    s = seer_turn()
    b = make_bot(bot, 3)
    assert b.choose(s.view(0), s.legal_actions()) == TakeRandomCards()
    s.apply(TakeRandomCards())
    while s.decision == Decision.GIVE_CARDS:
        a = b.choose(s.view(0), s.legal_actions())
        assert isinstance(a, GiveCard) and a in s.legal_actions()
        s.apply(a)
    assert s.decision == Decision.MAIN and [len(p.hand) for p in s.players] == [2, 2, 1, 0]


def test_9_3_medium_seer_gives_the_card_it_needs_least_and_names_no_card() -> None:
    s = seer_turn()
    s.apply(TakeRandomCards())
    action, reason = MediumPolicy(Rng(3)).decide(s.view(0), s.legal_actions())
    assert isinstance(action, GiveCard)
    assert action.card == in_hand(s, 0, "temple").id  # his city has a Temple: a second is worthless
    assert reason.key == M.GIVE_LEAST_NEEDED and set(reason.params) == {"seat"}
    for lang, verb in (("en", "gives"), ("es", "da")):
        i18n.set_language(lang)
        words = explain_reason(reason, NAMES)
        assert verb in words and "Temple" not in words and "Templo" not in words, words
    i18n.set_language("en")


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "rusher", "greedy"])
def test_9_3_bots_play_whole_games_with_the_spy_and_the_seer_against_the_opponent_only(bot: str) -> None:
    moves: list[tuple[str, int, int]] = []
    for players, seed in ((2, 0), (3, 3), (4, 1), (4, 2)):
        cast = (*CAST, "artist") if players == 3 else CAST  # 3 players: a rank-9 card (§9.13, 4)
        state = new_game(GameConfig(players=players, characters=",".join(cast)), seed)
        bots = [make_bot(bot, seed, hard_iterations=12) if bot == "hard" else make_bot(bot, seed)]
        bots += [make_bot("medium", seed + i) for i in range(1, players)]

        def watch(events: list[object], moves: list[tuple[str, int, int]] = moves) -> None:
            for e in events:
                if type(e).__name__ in ("HandLookedAtForType", "CardTakenAtRandom", "CardGiven"):
                    moves.append((type(e).__name__, e.seat, e.target))  # type: ignore[attr-defined]

        play_game(state, bots, on_events=watch)
        assert state.game_over
    assert {name for name, _s, _t in moves} >= {"HandLookedAtForType", "CardTakenAtRandom", "CardGiven"}
    assert all(seat != target for _n, seat, target in moves)


def test_9_3_the_spy_and_seer_reasons_are_true_of_what_the_bots_do() -> None:
    """The reason checker (`reasonfacts`) over games with the Spy and the Seer: the player and the type
    named are the ones spied on, the card given goes to the player named."""
    decided = play_games(
        [["medium", "easy", "careful", "rusher"], ["medium", "raider"]], range(3), ",".join(CAST)
    )
    keys = {d.reason.key for d in decided}
    assert {M.NAME_TYPE_AND_LOOK, M.TAKE_AT_RANDOM, M.GIVE_LEAST_NEEDED} <= keys
    assert not wrong_reasons(decided)
