"""RULES.md §9.3 Blackmailer: every bot places the threats (never on the first character, the flower
on the likeliest rich one), answers a threat (the bribe, never dearer on average; refused only to keep
a build), reveals a flower and keeps a plain threat hidden, says why in both languages without telling
the flowered one to the others (§9.11), and plays whole games with him."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS
from citadels.engine import CHARACTERS, Decision, GameConfig, GameState, TakeGold, new_game
from citadels.engine.actions import KeepThreatHidden, PayBribe, PlaceThreats, RefuseBribe, RevealThreat
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.ai.ailib import REASON_LINE_UPS, against_three, whole_games_events
from tests.ai.reasonfacts import play_games, wrong_reasons

CAST = ("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
BOTS = ("medium", "easy", "careful", "rusher", "fortress", "hoarder", "raider", "greedy")
NAMES = ["Ana", "Bea", "Carla", "Dani"]


def blackmailer_turn() -> GameState:
    return (
        against_three(CAST, "blackmailer")
        .faceup("bishop", "warlord")
        .turn("blackmailer", gathered=True)
        .build()
    )


def threatened_merchant(flowered: int, gold: int = 5, hand: tuple[str, ...] = ()) -> GameState:
    s = against_three(CAST, "blackmailer").gold(2, gold).hand(2, *hand).turn("merchant").build()
    s.threats, s.threat_seat, s.threat_flowered = sorted({6, 4}), 0, flowered
    s.apply(TakeGold())
    assert s.decision == Decision.BRIBE
    return s


def test_9_3_blackmailer_has_the_bots_entries() -> None:
    spec = CHARACTERS["blackmailer"]
    assert PLAYS[spec].threatens and spec in CHARACTER_VALUES


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_places_threats_on_likely_rich_characters(bot: str) -> None:
    s = blackmailer_turn()
    action = make_bot(bot, 3).choose(s.view(0), s.legal_actions())
    assert isinstance(action, PlaceThreats), action
    assert not {action.flowered, action.other} & {1, 2, 5, 8}  # the rules, and the face-up discards
    assert action.flowered in (4, 6)  # an income taker gets the flower


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_answers_a_threat_and_its_seat_reveals_only_a_flower(bot: str) -> None:
    s = threatened_merchant(6)
    assert make_bot(bot, 3).choose(s.view(2), s.legal_actions()) == PayBribe()
    for flowered, answer in ((6, RevealThreat()), (4, KeepThreatHidden())):
        s = threatened_merchant(flowered)
        s.apply(RefuseBribe())
        assert make_bot(bot, 3).choose(s.view(0), s.legal_actions()) == answer


def test_9_3_medium_refuses_to_keep_a_build_and_says_so() -> None:
    s = threatened_merchant(6, gold=2, hand=("castle",))  # 4 gold: the bribe of 2 would cost the Castle
    b = make_bot("medium", 3)
    assert b.choose(s.view(2), s.legal_actions()) == RefuseBribe()
    assert b.last_reason is not None and b.last_reason.key == M.REFUSE_BRIBE


def test_9_11_the_placing_reason_names_the_flower_to_its_owner_only() -> None:
    s = blackmailer_turn()
    b = make_bot("medium", 3)
    action = b.choose(s.view(0), s.legal_actions())
    reason = b.last_reason
    assert isinstance(action, PlaceThreats) and reason is not None
    assert reason.key == M.PLACE_THREATS and reason.params["character"] == action.flowered
    shown = reason.public()
    assert shown is not None and shown.key == M.PUBLIC_PLACE_THREATS and "character" not in shown.params
    for lang, word in (("en", "threats"), ("es", "amenazas")):
        i18n.set_language(lang)
        assert word in explain_reason(shown, NAMES, characters=s.rules.characters)
    i18n.set_language("en")


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy", "random"])
def test_9_3_bots_play_whole_games_with_the_blackmailer(bot: str) -> None:
    def game(seed: int, players: int) -> GameState:
        return new_game(GameConfig(players=players, characters=",".join(CAST)), seed)

    assert "ThreatsPlaced" in whole_games_events(bot, game)


def test_9_3_the_blackmailers_reasons_are_true_of_what_the_bots_did() -> None:
    decisions = play_games(REASON_LINE_UPS, range(2), characters=",".join(CAST))
    assert M.PLACE_THREATS in {d.reason.key for d in decisions}
    assert wrong_reasons(decisions) == []
