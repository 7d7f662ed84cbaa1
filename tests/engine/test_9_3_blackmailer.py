"""RULES.md §9.3 Blackmailer (and §9.11): the 2016 rank-2 card's threats, the threatened holder's bribe
after gathering, the Blackmailer's seat's reveal on a refusal, the character extras waiting for the
threat, through `legal_actions()` and `apply()` — one test per ruling."""

from __future__ import annotations

import random

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import CHARACTERS, Build, Decision, GameConfig, TakeGold, new_game
from citadels.engine.actions import (
    KeepThreatHidden,
    PayBribe,
    PlaceThreats,
    RefuseBribe,
    RevealThreat,
)
from citadels.engine.config import line_up_by_names
from citadels.engine.determinize import sample_state
from citadels.engine.errors import InvalidTargetError
from citadels.engine.events import (
    BribePaid,
    BribeRefused,
    GoldTaken,
    ThreatKept,
    ThreatRevealed,
    ThreatsPlaced,
    redact,
)
from citadels.engine.game import GameState
from citadels.engine.refusal import Why
from citadels.engine.rng import Rng
from tests.engine.scenario import Scenario

CAST = ("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")


def game(*cast: str, players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*(cast or CAST))
        .characters({0: "blackmailer", 1: "king", 2: "merchant", 3: "architect"})
    )


def threatened(s: GameState, seat: int, flowered: int, other: int) -> None:
    """Threats as the Blackmailer at `seat` placed them earlier this round."""
    s.threats = sorted((flowered, other))
    s.threat_seat = seat
    s.threat_flowered = flowered


def merchant_gathers(flowered: int = 6, other: int = 4, gold: int = 5) -> GameState:
    s = game().gold(0, 1).gold(2, gold).turn("merchant").build()
    threatened(s, 0, flowered, other)
    return s


def test_9_2_blackmailer_is_a_rank_2_alternate() -> None:
    assert CHARACTERS["blackmailer"].rank == 2
    assert line_up_by_names(CAST)[1] is CHARACTERS["blackmailer"]


def test_9_3_placing_threats_two_tokens_one_flowered_never_rank_one_nor_the_murdered() -> None:
    s = (
        Scenario(players=4)
        .line_up(*CAST)
        .characters({0: "blackmailer", 1: "king", 2: "merchant", 3: "assassin"})
        .murdered("architect")
        .turn("blackmailer", gathered=True)
        .build()
    )
    places = [a for a in s.legal_actions() if isinstance(a, PlaceThreats)]
    ranks = {r for a in places for r in (a.flowered, a.other)}
    assert ranks == {3, 4, 5, 6, 8}  # not 1 (rank one), 2 (himself) nor 7 (murdered)
    assert len(places) == 5 * 4
    for rank, why in ((1, Why.TARGET_RANK_ONE), (2, Why.TARGET_SELF), (7, Why.TARGET_MURDERED)):
        with pytest.raises(InvalidTargetError) as err:
            s.apply(PlaceThreats(rank, 4))
        assert err.value.refusal.why is why
    events = play(s, PlaceThreats(6, 4))
    assert ThreatsPlaced(0, (4, 6), 6) in events
    assert (s.threats, s.threat_seat, s.threat_flowered) == ([4, 6], 0, 6) and s.ability_used


def test_9_3_not_on_the_bewitched_character() -> None:
    s = (
        Scenario(players=4)
        .line_up("witch", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
        .characters({0: "blackmailer", 1: "king", 2: "merchant", 3: "witch"})
        .bewitched("king")
        .turn("blackmailer", gathered=True)
        .build()
    )
    with pytest.raises(InvalidTargetError) as err:
        s.apply(PlaceThreats(4, 6))
    assert err.value.refusal.why is Why.TARGET_BEWITCHED


def test_9_11_which_threat_is_flowered_is_the_blackmailers_secret() -> None:
    s = game().turn("blackmailer", gathered=True).build()
    placed = next(e for e in play(s, PlaceThreats(6, 4)) if isinstance(e, ThreatsPlaced))
    assert redact(placed, 0) == placed
    for seat in (1, 2, 3, None):
        assert redact(placed, seat) == ThreatsPlaced(0, (4, 6), None)
    assert s.view(0).flowered_threat == 6
    for seat in (1, 2, 3):
        view = s.view(seat)
        assert view.threats == (4, 6) and view.flowered_threat == 0
        world = sample_state(view, Rng(seat))
        assert world.threat_flowered in (4, 6) and world.view(seat) == view


def test_9_3_threatened_holder_answers_after_gathering_before_the_extras() -> None:
    s = merchant_gathers()
    events = play(s, TakeGold())
    assert (s.decision, s.to_move) == (Decision.BRIBE, 2)
    assert s.players[2].gold == 7  # gathered; the Merchant's +1 waits (§9.3 "character extras wait")
    assert not any(isinstance(e, GoldTaken) and e.source == "merchant" for e in events)
    assert s.legal_actions() == [PayBribe(), RefuseBribe()]


def test_9_3_bribe_is_half_the_gold_rounded_down_then_the_extras() -> None:
    s = merchant_gathers()
    play(s, TakeGold())
    events = play(s, PayBribe())
    assert events[0] == BribePaid(2, 0, 6, 3)
    assert GoldTaken(2, 1, "merchant") in events  # the extra comes after, never in the half
    assert (s.players[2].gold, s.players[0].gold) == (5, 4)
    assert s.threats == [4] and s.decision == Decision.MAIN and s.to_move == 2


def test_9_3_zero_or_one_gold_bribes_nothing() -> None:
    s = merchant_gathers(gold=0)
    play(s, TakeGold())
    s.players[2].gold = 1
    events = play(s, PayBribe())
    assert events[0] == BribePaid(2, 0, 6, 0) and s.players[2].gold == 2


def test_9_3_refusal_then_a_revealed_flower_takes_all_the_gold() -> None:
    s = merchant_gathers()
    play(s, TakeGold())
    assert play(s, RefuseBribe()) == [BribeRefused(2, 0, 6)]
    assert (s.decision, s.to_move) == (Decision.THREAT, 0)
    events = play(s, RevealThreat())
    assert events[0] == ThreatRevealed(0, 2, 6, True, 7)
    assert (s.players[0].gold, s.players[2].gold) == (8, 1)  # then the Merchant's +1
    assert s.threats == [] and s.threat_revealed == 6  # every other threat removed
    assert s.view(3).flowered_threat == 6 and (s.decision, s.to_move) == (Decision.MAIN, 2)
    assert_conserved(s)


def test_9_3_a_revealed_plain_threat_does_nothing() -> None:
    s = merchant_gathers(flowered=4, other=6)
    play(s, TakeGold())
    play(s, RefuseBribe())
    events = play(s, RevealThreat())
    assert events[0] == ThreatRevealed(0, 2, 6, False, 0)
    assert s.players[2].gold == 8 and s.threats == [4] and s.threat_revealed == 0


def test_9_3_a_refused_threat_left_face_down_does_nothing_and_stays_hidden() -> None:
    s = merchant_gathers()
    play(s, TakeGold())
    play(s, RefuseBribe())
    events = play(s, KeepThreatHidden())
    assert events[0] == ThreatKept(0, 6) and s.players[2].gold == 8
    assert s.threats == [4, 6] and s.view(2).flowered_threat == 0


def test_9_3_his_own_second_character_is_a_bluff_skipped() -> None:
    s = (
        Scenario(players=2)
        .line_up(*CAST)
        .characters({0: ("blackmailer", "merchant"), 1: ("king", "bishop")})
        .turn("merchant")
        .build()
    )
    threatened(s, 0, 6, 4)
    play(s, TakeGold())
    assert s.decision == Decision.MAIN


def test_9_3_threats_are_collected_unshown_at_the_end_of_the_round() -> None:
    s = merchant_gathers()
    while s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        s.apply(s.legal_actions()[-1])
    assert (s.threats, s.threat_seat, s.threat_flowered, s.threat_revealed) == ([], -1, 0, 0)


def test_9_3_seeded_games_threaten_bribe_and_reveal() -> None:
    seen: set[type] = set()
    for seed in range(6):
        s = new_game(GameConfig(players=5, characters=",".join(CAST)), seed)
        rnd = random.Random(seed)
        while not s.game_over:
            for e in s.apply(rnd.choice(s.legal_actions())):
                seen.add(type(e))
            assert_conserved(s)
    assert {ThreatsPlaced, BribePaid, BribeRefused, ThreatRevealed, ThreatKept} <= seen


def test_9_3_a_bewitched_blackmailer_the_witch_places_receives_and_decides() -> None:
    witch_cast = ("witch", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
    s = (
        Scenario(players=4)
        .line_up(*witch_cast)
        .characters({0: "witch", 1: "blackmailer", 2: "merchant", 3: "architect"})
        .bewitched("blackmailer")
        .gold(2, 5)
        .turn("blackmailer")
        .build()
    )
    s.bewitched_by = 0
    play(s, TakeGold())  # the holder gathers; the Witch plays the rest of the turn
    assert s.cur_seat == 0
    play(s, PlaceThreats(6, 4))
    assert (s.threat_seat, s.view(0).flowered_threat, s.view(1).flowered_threat) == (0, 6, 0)
    s.apply(s.legal_actions()[-1])  # the Witch ends the turn
    while s.cur_rank != 6:
        s.apply(s.legal_actions()[0] if s.decision != Decision.MAIN else s.legal_actions()[-1])
    play(s, TakeGold())
    play(s, RefuseBribe())
    assert s.to_move == 0  # the Witch decides the reveal
    gold = s.players[2].gold
    play(s, RevealThreat())
    assert s.players[2].gold == 1 and s.players[0].gold >= gold  # all of it to her (then the Merchant's +1)


def test_9_3_warrant_and_threat_on_one_character_threat_first_then_the_build() -> None:
    both = ("magistrate", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
    s = (
        Scenario(players=4)
        .line_up(*both)
        .characters({0: "magistrate", 1: "blackmailer", 2: "merchant", 3: "architect"})
        .gold(2, 6)
        .hand(2, "castle")
        .turn("merchant")
        .build()
    )
    threatened(s, 1, 6, 4)
    s.warrants, s.warrant_seat, s.warrant_signed = [3, 6, 7], 0, 6
    play(s, TakeGold())
    assert s.decision == Decision.BRIBE  # reveal, gather, resolve the threat...
    play(s, PayBribe())
    assert s.players[2].gold == 5  # 8 - 4, then the Merchant's +1
    castle = next(c for c in s.players[2].hand if c.kind.name == "castle")
    play(s, Build(castle.id))  # ...then build: the first paid build may be confiscated
    assert s.decision == Decision.WARRANT and s.to_move == 0
