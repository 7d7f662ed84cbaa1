"""RULES.md §9.3 Magistrate: every bot places the warrants (on other characters likely to build, the
signed one on the likeliest), takes a district with the signed warrant when it can, answers the same
way on a plain warrant, says why in both languages without telling the signed one to the others
(§9.11), and plays whole games with him."""

from __future__ import annotations

import pytest

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.ai.knowledge import CHARACTER_VALUES, PLAYS
from citadels.engine import CHARACTERS, Build, Decision, GameConfig, GameState, new_game
from citadels.engine.actions import KeepWarrantHidden, PlaceWarrants, RevealWarrant
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.ai.ailib import REASON_LINE_UPS, against_three, whole_games_events
from tests.ai.reasonfacts import play_games, wrong_reasons
from tests.engine.scenario import in_hand

CAST = ("magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
BOTS = ("medium", "easy", "careful", "rusher", "fortress", "hoarder", "raider", "greedy")
NAMES = ["Ana", "Bea", "Carla", "Dani"]


def magistrate_turn() -> GameState:
    return (
        against_three(CAST, "magistrate").faceup("thief", "bishop").turn("magistrate", gathered=True).build()
    )


def held_build(signed: int) -> GameState:
    s = against_three(CAST, "magistrate").gold(2, 6).hand(2, "castle").turn("merchant", gathered=True).build()
    s.warrants, s.warrant_seat, s.warrant_signed = (
        sorted({signed, 6, 7, 4})[:3] if signed != 6 else [4, 6, 7],
        0,
        signed,
    )
    s.apply(Build(in_hand(s, 2, "castle").id))
    assert s.decision == Decision.WARRANT
    return s


def test_9_3_magistrate_has_the_bots_entries() -> None:
    magistrate = CHARACTERS["magistrate"]
    assert PLAYS[magistrate].warrants and magistrate in CHARACTER_VALUES


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_places_warrants_on_likely_builders(bot: str) -> None:
    s = magistrate_turn()
    b = make_bot(bot, 3)
    action = b.choose(s.view(0), s.legal_actions())
    assert isinstance(action, PlaceWarrants), action
    ranks = {action.signed, action.second, action.third}
    assert not ranks & {1, 2, 5}  # not his own token, not the face-up discards
    assert action.signed in (6, 7, 8)  # the likeliest builder gets the signed one


@pytest.mark.parametrize("bot", BOTS)
def test_9_3_every_bot_reveals_a_signed_warrant_and_keeps_a_plain_one(bot: str) -> None:
    assert make_bot(bot, 3).choose(held_build(6).view(0), held_build(6).legal_actions()) == RevealWarrant()
    plain = held_build(4)
    assert make_bot(bot, 3).choose(plain.view(0), plain.legal_actions()) == KeepWarrantHidden()


def test_9_11_the_placing_reason_names_the_signed_warrant_to_its_owner_only() -> None:
    s = magistrate_turn()
    b = make_bot("medium", 3)
    action = b.choose(s.view(0), s.legal_actions())
    reason = b.last_reason
    assert isinstance(action, PlaceWarrants) and reason is not None
    assert reason.key == M.PLACE_WARRANTS and reason.params["character"] == action.signed
    shown = reason.public()
    assert shown is not None and shown.key == M.PUBLIC_PLACE_WARRANTS and "character" not in shown.params
    for lang, word in (("en", "warrants"), ("es", "órdenes")):
        i18n.set_language(lang)
        assert word in explain_reason(reason, NAMES, characters=s.rules.characters)
        assert word in explain_reason(shown, NAMES, characters=s.rules.characters)
    i18n.set_language("en")


def test_9_11_declining_says_the_same_for_a_plain_and_a_signed_warrant() -> None:
    reasons: list[Reason | None] = []
    for s in (held_build(4), held_build(6)):
        s.players[0].city.append(s.held_build)  # a name his city has: the signed one cannot take it
        s.players[0].kinds.add(s.held_build.kind)
        b = make_bot("medium", 3)
        assert b.choose(s.view(0), s.legal_actions()) == KeepWarrantHidden()
        reasons.append(b.last_reason)
    assert reasons[0] == reasons[1] == Reason(M.KEEP_WARRANT, {})


@pytest.mark.parametrize("bot", ["easy", "medium", "hard", "careful", "greedy", "random"])
def test_9_3_bots_play_whole_games_with_the_magistrate(bot: str) -> None:
    def game(seed: int, players: int) -> GameState:
        return new_game(GameConfig(players=players, characters=",".join(CAST)), seed)

    assert "WarrantsPlaced" in whole_games_events(bot, game)


def test_9_3_the_magistrates_reasons_are_true_of_what_the_bots_did() -> None:
    """Every reason of every bot in Magistrate games says something true (`reasonfacts.FACTS`), the
    warrants' reasons among them."""
    decisions = play_games(REASON_LINE_UPS, range(2), characters=",".join(CAST))
    keys = {d.reason.key for d in decisions}
    assert {M.PLACE_WARRANTS, M.KEEP_WARRANT} <= keys
    assert wrong_reasons(decisions) == []
