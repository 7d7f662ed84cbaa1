"""RULES.md §9.7 (last bullet), §9.12 (1) and §9.13 (3): the rank-9 Tax Collector of 2016, a card of its
own beside the rank-2 Tax Collector of §6 — 1 gold of each build onto his token, taken at the start of
his turn; through `legal_actions()` and `apply()`, one test per ruling."""

from __future__ import annotations

import pytest
from engine_testlib import play

from citadels.engine import CHARACTERS, Build, EndTurn, GameConfig, TakeGold, validate_config
from citadels.engine.actions import BuildWithLoan
from citadels.engine.config import line_up_by_names, resolve_line_up
from citadels.engine.digest import describe
from citadels.engine.errors import ConfigError
from citadels.engine.events import TaxOnToken, TokenTaxTaken
from tests.engine.scenario import Scenario, in_hand

CAST = (
    "assassin",
    "thief",
    "magician",
    "king",
    "bishop",
    "merchant",
    "architect",
    "warlord",
    "tax_collector_2016",
)
TC = 9


def tc_game(players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*CAST)
        .characters({0: "tax_collector_2016", 1: "king", 2: "merchant", 3: "warlord"})
        .hand(1, "tavern", "market")
        .hand(2, "tavern", "temple")
        .gold(1, 4)
        .gold(2, 1)
    )


def test_9_12_1_the_2016_tax_collector_is_a_rank_9_card_of_its_own() -> None:
    tc = CHARACTERS["tax_collector_2016"]
    assert tc.rank == 9 and tc.taxes_each_build and not tc.collects_tax
    assert CHARACTERS["tax_collector"].rank == 2  # the §6 card is unchanged
    assert line_up_by_names(CAST)[8] is tc
    for preset in ("classic", "darkcity", "mixed"):
        for seed in range(6):
            assert tc not in resolve_line_up(validate_config(players=6, characters=preset), seed)


def test_9_13_3_one_tax_collector_per_cast() -> None:
    cast = list(CAST)
    cast[1] = "tax_collector"
    with pytest.raises(ConfigError, match="one Tax Collector"):
        validate_config(players=5, characters=",".join(cast))


def test_9_7_each_build_puts_1_gold_on_the_token() -> None:
    s = tc_game().turn("king", gathered=True).build()
    events = play(s, Build(in_hand(s, 1, "tavern").id))
    assert TaxOnToken(1, 1) in events
    assert s.players[1].gold == 2 and s.tax_token == 1  # 4 - 1 (the tavern) - 1 (the tax)
    assert s.view(3).tax_token == 1  # public


def test_9_7_the_architects_every_build_is_taxed() -> None:
    s = (
        tc_game()
        .characters({0: "tax_collector_2016", 1: "architect", 2: "merchant", 3: "warlord"})
        .gold(1, 6)
        .turn("architect", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 1, "tavern").id))
    play(s, Build(in_hand(s, 1, "market").id))
    assert s.tax_token == 2 and s.players[1].gold == 1


def test_9_7_no_tax_without_gold_left() -> None:
    s = tc_game().gold(2, 2).turn("merchant", gathered=True).build()
    events = play(s, Build(in_hand(s, 2, "tavern").id))
    assert s.players[2].gold == 0 and s.tax_token == 1 and TaxOnToken(2, 1) in events
    s2 = tc_game().gold(2, 1).turn("merchant", gathered=True).build()
    events = play(s2, Build(in_hand(s2, 2, "tavern").id))
    assert s2.tax_token == 0 and not [e for e in events if isinstance(e, TaxOnToken)]


def test_9_7_the_tax_collector_is_never_taxed() -> None:
    s = tc_game().hand(0, "tavern").gold(0, 3).turn("tax_collector_2016", gathered=True).build()
    events = play(s, Build(in_hand(s, 0, "tavern").id))
    assert s.tax_token == 0 and not [e for e in events if isinstance(e, TaxOnToken)]


def test_9_13_3_he_takes_the_token_at_the_start_of_his_turn_before_gathering() -> None:
    s = tc_game().turn("warlord", gathered=True).build()
    s.tax_token = 3
    events = play(s, EndTurn())
    assert TokenTaxTaken(0, 3) in events and s.tax_token == 0
    assert s.players[0].gold == 3 and s.decision.name == "GATHER" and s.cur_rank == TC


def test_9_7_the_tax_is_charged_when_he_is_murdered_and_the_token_carries_over() -> None:
    s = (
        tc_game()
        .characters({0: "tax_collector_2016", 1: "king", 2: "assassin", 3: "warlord"})
        .murdered(TC)
        .turn("king", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 1, "tavern").id))
    while s.round == 1:
        s.apply(EndTurn() if EndTurn() in s.legal_actions() else s.legal_actions()[0])
    assert s.tax_token == 1  # nobody took it: it stays on the token


def test_9_13_3_the_thief_does_not_get_the_tokens_gold() -> None:
    s = (
        tc_game()
        .characters({0: "tax_collector_2016", 1: "thief", 2: "merchant", 3: "warlord"})
        .robbed(TC)
        .gold(0, 2)
        .turn("warlord", gathered=True)
        .build()
    )
    s.tax_token = 4
    play(s, EndTurn())
    assert s.players[1].gold == 4 + 2  # the Thief takes the 2 gold he held at the reveal
    assert s.players[0].gold == 4  # the token's gold comes after the robbery


def test_9_13_3_bewitched_the_witch_takes_it_in_her_resumed_turn() -> None:
    cast = ("witch", *CAST[1:])
    s = (
        Scenario(players=4)
        .line_up(*cast)
        .characters({0: "tax_collector_2016", 1: "witch", 2: "merchant", 3: "warlord"})
        .bewitched(TC)
        .turn("warlord", gathered=True)
        .build()
    )
    s.tax_token = 2
    play(s, EndTurn())
    assert s.players[0].gold == 0 and s.tax_token == 2  # the holder only gathers
    events = play(s, TakeGold())
    assert TokenTaxTaken(1, 2) in events and s.tax_token == 0


def test_9_7_the_cardinal_owes_nothing_after_his_loan() -> None:
    cast = (*CAST[:4], "cardinal", *CAST[5:])
    s = (
        Scenario(players=4)
        .line_up(*cast)
        .characters({0: "tax_collector_2016", 1: "cardinal", 2: "merchant", 3: "warlord"})
        .hand(1, "palace", "tavern", "market", "docks")
        .gold(1, 2)
        .gold(2, 5)
        .turn("cardinal", gathered=True)
        .build()
    )
    given = tuple(sorted(in_hand(s, 1, n).id for n in ("tavern", "market", "docks")))
    play(s, BuildWithLoan(in_hand(s, 1, "palace").id, 2, given))
    assert s.tax_token == 0 and s.players[1].gold == 0


def test_9_7_games_without_him_keep_their_digests() -> None:
    """A new field of the state is described only once set: saved positions keep their digest."""
    from citadels.engine import new_game

    s = new_game(GameConfig(players=4), 3)
    assert "tax_token" not in {label for label, _value in describe(s)}
    s.tax_token = 1
    assert "tax_token" in {label for label, _value in describe(s)}


def test_9_13_3_the_tax_comes_after_the_builds_refund() -> None:
    """The Alchemist gets back the gold paid right after the build; the tax is taken after that, so an
    Alchemist who spent all his gold still pays it."""
    cast = (*CAST[:5], "alchemist", *CAST[6:])
    s = (
        Scenario(players=4)
        .line_up(*cast)
        .characters({0: "tax_collector_2016", 1: "alchemist", 2: "king", 3: "warlord"})
        .hand(1, "market")
        .gold(1, 2)
        .turn("alchemist", gathered=True)
        .build()
    )
    events = play(s, Build(in_hand(s, 1, "market").id))
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("GoldTaken") < kinds.index("TaxOnToken")  # the refund, then the tax
    assert s.players[1].gold == 1 and s.tax_token == 1
