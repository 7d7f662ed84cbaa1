"""RULES.md §6: the Dark City characters, the ninth rank, eight players and character sets — one test
per ruling, through the scenario builder."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, finish_round, play

from citadels.engine import (
    CARDS,
    Beautify,
    Bewitch,
    Build,
    CollectTithe,
    Decision,
    Destroy,
    DrawCards,
    DrawExtraCards,
    EndTurn,
    GameConfig,
    GameState,
    GiveCrown,
    LaboratoryDiscard,
    LookAtHand,
    Murder,
    PickCharacter,
    Rob,
    SwapDistricts,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TributeCard,
    TributeGold,
    action_from_dict,
    action_to_dict,
    city_destroy_price,
    new_game,
    new_game_with_events,
    validate_config,
)
from citadels.engine.characters import DARK_CITY_CHARACTERS, RANK_NINE
from citadels.engine.config import resolve_line_up
from citadels.engine.errors import (
    AlreadyUsedError,
    CannotAffordError,
    ConfigError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from citadels.engine.events import (
    AdornmentGoldReturned,
    BewitchedTurnTaken,
    CardsDrawn,
    CardTakenFromHand,
    CharacterSetChosen,
    CrownPassed,
    DistrictsSwapped,
    Event,
    GoldTaken,
    TaxPaid,
    TitheTaken,
    TributePaid,
    redact,
)
from tests.engine.scenario import Scenario, in_city, in_hand

# Line-ups: each alternate next to classic cards, so that one rule is tested at a time.
CLASSIC = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]


def line_up(*swaps: str, nine: str | None = None) -> list[str]:
    """The classic line-up with these Dark City cards in their ranks (and a rank-9 card)."""
    from citadels.engine import CHARACTERS

    out = list(CLASSIC)
    for name in swaps:
        out[CHARACTERS[name].rank - 1] = name
    if nine:
        out.append(nine)
    return out


def until(s: GameState, rank: int, decision: Decision = Decision.GATHER) -> list[Event]:
    """Play passively (take gold, end turns) until `rank` owes `decision`."""
    events: list[Event] = []
    while not (s.cur_rank == rank and s.decision == decision):
        assert not s.game_over and s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
        if s.decision == Decision.GATHER:
            events += s.apply(TakeGold())
        elif s.decision == Decision.MAIN and EndTurn() in s.legal_actions():
            events += s.apply(EndTurn())
        else:
            events += s.apply(s.legal_actions()[0])
    return events


# ====================================================================== Witch
def witch_game(victim: str, victim_seat: int = 1) -> Scenario:
    return Scenario(players=4, characters=line_up("witch")).characters(
        {0: "witch", victim_seat: victim, **({2: "king"} if victim != "king" else {2: "bishop"})}
    )


def test_witch_names_a_rank_after_gathering_and_her_turn_ends_at_once() -> None:
    s = witch_game("merchant").hand(0, "temple").city(0, "laboratory").gold(0, 5).turn("witch").build()
    assert not any(isinstance(a, Bewitch) for a in s.legal_actions())  # gather first
    play(s, TakeGold())
    assert s.decision == Decision.BEWITCH
    legal = s.legal_actions()
    assert all(isinstance(a, Bewitch) for a in legal)  # no build, no income, no uniques
    assert {a.rank for a in legal if isinstance(a, Bewitch)} == set(range(2, 9))
    with pytest.raises(InvalidTargetError):
        s.apply(Bewitch(1))
    with pytest.raises(WrongPhaseError):
        s.apply(Build(in_hand(s, 0, "temple").id))
    play(s, Bewitch(6))
    assert (s.bewitched, s.bewitched_by) == (6, 0)
    assert s.cur_rank != 1 and s.to_move != 0  # her turn is over
    assert s.view(3).bewitched == 6  # named aloud


def test_witch_bewitched_holder_gathers_without_extras_then_witch_plays_the_rest() -> None:
    s = (
        witch_game("merchant")
        .gold_all(0)
        .city(0, "market")
        .city(1, "tavern", "docks")
        .hand(0, "manor")
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(6))
    until(s, 6)
    assert s.to_move == 1  # the Merchant's holder reveals and gathers
    events = play(s, TakeGold())
    assert s.players[1].gold == 2  # no Merchant's extra gold for the holder
    assert BewitchedTurnTaken(1, 0, 6) in events
    assert (s.cur_seat, s.to_move, s.decision) == (0, 0, Decision.MAIN)
    assert s.players[0].gold == 1  # the Witch gets the Merchant's extra gold
    play(s, TakeIncome())
    assert s.players[0].gold == 2  # her own city's trade districts
    s.players[0].gold = 3
    play(s, Build(in_hand(s, 0, "manor").id))
    assert [c.name for c in s.players[0].city] == ["market", "manor"]
    assert [c.name for c in s.players[1].city] == ["tavern", "docks"]


@pytest.mark.parametrize(("unique", "drawn", "kept"), [("observatory", 3, 1), ("library", 2, 2)])
def test_witch_bewitched_holder_gathers_with_their_own_observatory_or_library(
    unique: str, drawn: int, kept: int
) -> None:
    """No character extras for the holder, but the districts of the holder's city still apply (and
    the Witch's own Observatory or Library does not)."""
    other = "library" if unique == "observatory" else "observatory"
    s = witch_game("merchant").gold_all(0).city(1, unique).city(0, other).turn("witch", gathered=True).build()
    play(s, Bewitch(6))
    until(s, 6)
    hand = len(s.players[1].hand)
    events = play(s, DrawCards())
    assert next(e for e in events if isinstance(e, CardsDrawn)).count == drawn
    if s.decision == Decision.KEEP:
        assert s.to_move == 1 and len(s.drawn) == drawn
        events = play(s, s.legal_actions()[0])
    assert len(s.players[1].hand) == hand + kept
    assert BewitchedTurnTaken(1, 0, 6) in events and s.cur_seat == 0
    assert s.players[1].gold == 0 and s.players[0].gold == 1  # the Merchant's gold goes to the Witch


def test_witch_as_architect_draws_the_cards_and_builds_three_in_her_city() -> None:
    s = (
        witch_game("architect")
        .gold(0, 20)
        .hand(0, "temple", "tavern", "watchtower")
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(7))
    until(s, 7)
    hand_before = len(s.players[0].hand)
    play(s, TakeGold())
    assert len(s.players[0].hand) == hand_before + 2
    for name in ("temple", "tavern", "watchtower"):
        play(s, Build(in_hand(s, 0, name).id))
    assert len(s.players[0].city) == 3


def test_witch_keeps_her_own_uniques_in_the_bewitched_turn() -> None:
    s = witch_game("merchant").city(0, "laboratory").hand(0, "temple").turn("witch", gathered=True).build()
    assert not any(isinstance(a, LaboratoryDiscard) for a in s.legal_actions())
    play(s, Bewitch(6))
    until(s, 6)
    play(s, TakeGold())
    assert any(isinstance(a, LaboratoryDiscard) for a in s.legal_actions())


def test_witch_round_long_passive_effects_belong_to_her_seat() -> None:
    # The bewitched Bishop's protection covers the Witch's city, not the holder's.
    s = (
        Scenario(players=4, characters=line_up("witch"))
        .characters({0: "witch", 1: "bishop", 2: "warlord", 3: "king"})
        .city(0, "temple")
        .city(1, "church")
        .gold(2, 10)
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(5))
    until(s, 8, Decision.MAIN)
    targets = {a.seat for a in s.legal_actions() if isinstance(a, Destroy)}
    assert 1 in targets and 0 not in targets


def test_witch_bewitched_king_holder_still_takes_the_crown() -> None:
    s = witch_game("king", 1).crown(3).turn("witch", gathered=True).build()
    play(s, Bewitch(4))
    until(s, 4)
    assert s.crown == 1  # revealed: the King's holder takes the crown
    play(s, TakeGold())
    assert s.cur_seat == 0


def test_witch_bewitched_emperor_she_chooses_the_recipient_and_takes_the_payment() -> None:
    s = (
        Scenario(players=4, characters=line_up("witch", "emperor"))
        .characters({0: "witch", 1: "emperor", 2: "merchant", 3: "warlord"})
        .crown(3)
        .gold(0, 0)
        .gold(2, 3)
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(4))
    until(s, 4)
    play(s, TakeGold())
    assert s.cur_seat == 0
    recipients = {a.seat for a in s.legal_actions() if isinstance(a, GiveCrown)}
    assert recipients == {1, 2}  # not the Witch who plays it, not the previous holder (seat 3)
    gold = s.players[0].gold
    events = play(s, GiveCrown(2))  # seat 2 has no cards: its 1 gold is paid at once
    assert TributePaid(2, 0, 1, None) in events
    assert s.crown == 2 and s.players[0].gold == gold + 1 and s.players[2].gold == 2
    assert s.players[1].gold == 2  # the Emperor's holder only gathered


def test_witch_naming_an_absent_rank_her_turn_does_not_continue() -> None:
    s = witch_game("merchant").turn("witch", gathered=True).build()
    absent = next(r for r in range(2, 9) if s.holder[r] < 0)
    play(s, Bewitch(absent))
    events = finish_round(s)
    assert not any(isinstance(e, BewitchedTurnTaken) for e in events)


def test_witch_naming_a_face_up_discarded_rank_is_allowed_and_wasted() -> None:
    s = (
        witch_game("merchant")
        .characters({3: "warlord"})
        .faceup("bishop", "architect")
        .gold(0, 0)
        .turn("witch", gathered=True)
        .build()
    )
    assert Bewitch(5) in s.legal_actions() and 5 in s.faceup
    events = play(s, Bewitch(5))
    assert (s.bewitched, s.bewitched_by) == (5, 0) and s.cur_seat != 0  # her turn ended
    events += finish_round(s)
    assert not any(isinstance(e, BewitchedTurnTaken) for e in events)
    assert not any(isinstance(e, GoldTaken) and e.seat == 0 for e in events)  # she played no other turn


def bewitched_emperor(crown: int) -> GameState:
    """The Witch (seat 0) plays the bewitched Emperor's turn (the Emperor's holder is seat 1)."""
    s = (
        Scenario(players=4, characters=line_up("witch", "emperor"))
        .characters({0: "witch", 1: "emperor", 2: "merchant", 3: "warlord"})
        .crown(crown)
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(4))
    until(s, 4)
    play(s, TakeGold())
    assert s.cur_seat == 0
    return s


@pytest.mark.parametrize(("crown", "recipients"), [(3, {1, 2}), (1, {2, 3}), (0, {1, 2, 3})])
def test_witch_as_the_emperor_gives_the_crown_to_anyone_but_her_seat_and_its_previous_holder(
    crown: int, recipients: set[int]
) -> None:
    s = bewitched_emperor(crown)
    assert {a.seat for a in s.legal_actions() if isinstance(a, GiveCrown)} == recipients
    assert EndTurn() not in s.legal_actions()  # she gives it before the turn ends
    for seat in set(range(4)) - recipients:
        with pytest.raises(InvalidTargetError):
            s.apply(GiveCrown(seat))
    events = play(s, GiveCrown(min(recipients)))
    assert CrownPassed(crown, min(recipients), "emperor") in events and s.crown == min(recipients)


def test_thief_may_rob_neither_the_witch_nor_the_bewitched_character() -> None:
    s = (
        Scenario(players=4, characters=line_up("witch"))
        .characters({0: "witch", 1: "thief", 2: "merchant", 3: "king"})
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(6))
    until(s, 2, Decision.MAIN)
    robs = {a.rank for a in s.legal_actions() if isinstance(a, Rob)}
    assert 1 not in robs and 6 not in robs and 4 in robs
    with pytest.raises(InvalidTargetError):
        s.apply(Rob(6))


# ====================================================================== Tax Collector
TAX = line_up("tax_collector")


def test_tax_collector_builders_give_one_gold_at_the_end_of_their_turn() -> None:
    s = (
        Scenario(players=4, characters=TAX)
        .characters({0: "assassin", 1: "tax_collector", 2: "king", 3: "merchant"})
        .gold(2, 3)
        .gold(3, 1)
        .hand(2, "manor")
        .hand(3, "temple")
        .hand(1, "tavern")
        .gold(1, 1)
        .turn("tax_collector", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 1, "tavern").id))
    events = play(s, EndTurn())
    assert not any(isinstance(e, TaxPaid) for e in events)  # not the Tax Collector himself
    play(s, TakeGold())  # the King: 5 gold
    play(s, Build(in_hand(s, 2, "manor").id))
    events = play(s, EndTurn())
    assert TaxPaid(2, 1, 1) in events
    assert s.players[2].gold == 1
    play(s, TakeGold())  # the Merchant: 1 + 2 + 1
    s.players[3].gold = 1
    play(s, Build(in_hand(s, 3, "temple").id))
    events = play(s, EndTurn())
    assert not any(isinstance(e, TaxPaid) for e in events)  # no gold left: nothing to give


def test_tax_collector_an_assassin_who_built_pays_when_he_is_revealed() -> None:
    s = (
        Scenario(players=4, characters=TAX)
        .characters({0: "assassin", 1: "tax_collector", 2: "king", 3: "merchant"})
        .gold(0, 3)
        .gold(1, 0)
        .hand(0, "temple")
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Build(in_hand(s, 0, "temple").id))
    events = play(s, EndTurn())
    assert TaxPaid(0, 1, 1) in events  # paid as the Tax Collector is revealed, not before
    assert events.index(TaxPaid(0, 1, 1)) > next(
        i for i, e in enumerate(events) if type(e).__name__ == "CharacterRevealed"
    )
    assert s.players[0].gold == 1 and s.players[1].gold == 1


def test_tax_collector_the_witch_pays_only_for_a_bewitched_turn_in_which_she_built() -> None:
    s = (
        Scenario(players=4, characters=line_up("witch", "tax_collector"))
        .characters({0: "witch", 1: "tax_collector", 2: "merchant", 3: "king"})
        .gold(0, 5)
        .hand(0, "temple")
        .turn("witch", gathered=True)
        .build()
    )
    events = play(s, Bewitch(6))
    assert not any(isinstance(e, TaxPaid) for e in events)
    until(s, 6)
    play(s, TakeGold())
    play(s, Build(in_hand(s, 0, "temple").id))
    events = play(s, EndTurn())
    assert TaxPaid(0, 1, 1) in events


def test_tax_collector_murdered_collects_nothing() -> None:
    s = (
        Scenario(players=4, characters=TAX)
        .characters({0: "assassin", 1: "tax_collector", 2: "king", 3: "merchant"})
        .gold(0, 3)
        .gold(2, 5)
        .hand(0, "temple")
        .hand(2, "manor")
        .turn("assassin", gathered=True)
        .build()
    )
    play(s, Murder(2))
    play(s, Build(in_hand(s, 0, "temple").id))
    events = play(s, EndTurn())
    play(s, TakeGold())
    play(s, Build(in_hand(s, 2, "manor").id))
    events += finish_round(s)
    assert not any(isinstance(e, TaxPaid) for e in events)


# ====================================================================== Wizard
WIZ = line_up("wizard")


def test_wizard_looks_at_a_hand_only_he_sees_it_and_only_during_that_decision() -> None:
    s = (
        Scenario(players=4, characters=WIZ)
        .characters({0: "wizard", 1: "king"})
        .hand(1, "castle", "temple")
        .turn("wizard", gathered=True)
        .build()
    )
    assert LookAtHand(0) not in s.legal_actions()
    play(s, LookAtHand(1))
    assert s.decision == Decision.TAKE_FROM_HAND and s.to_move == 0
    assert [c.name for c in s.view(0).peek] == ["castle", "temple"]
    for seat in (1, 2, 3):
        assert s.view(seat).peek == ()
    events = play(s, TakeFromHand(in_hand(s, 1, "castle").id, False))
    assert s.view(0).peek == ()
    assert [c.name for c in s.players[1].hand] == ["temple"]
    assert "castle" in [c.name for c in s.players[0].hand]
    took = next(e for e in events if isinstance(e, CardTakenFromHand))
    assert (
        redact(took, 2).card is None and redact(took, 1).card is not None and redact(took, 0).card is not None
    )
    assert not any(isinstance(a, LookAtHand) for a in s.legal_actions())  # once


def test_wizard_builds_the_card_at_once_an_extra_build_that_may_duplicate() -> None:
    s = (
        Scenario(players=4, characters=WIZ)
        .characters({0: "wizard", 1: "king"})
        .city(0, "castle")
        .hand(0, "temple")
        .hand(1, "castle")
        .gold(0, 6)
        .turn("wizard", gathered=True)
        .build()
    )
    play(s, LookAtHand(1))
    castle = s.players[1].hand[0]
    with pytest.raises(NotInHandError):
        s.apply(TakeFromHand(in_hand(s, 0, "temple").id, True))
    play(s, TakeFromHand(castle.id, True))
    assert [c.name for c in s.players[0].city] == ["castle", "castle"]  # a duplicate
    assert s.players[0].gold == 2
    play(s, Build(in_hand(s, 0, "temple").id))  # the normal build remains
    assert s.players[0].gold == 1 and len(s.players[0].city) == 3


def test_wizard_cannot_build_what_he_cannot_pay() -> None:
    s = (
        Scenario(players=4, characters=WIZ)
        .characters({0: "wizard", 1: "king"})
        .hand(1, "palace")
        .gold(0, 2)
        .turn("wizard", gathered=True)
        .build()
    )
    play(s, LookAtHand(1))
    palace = s.players[1].hand[0]
    assert TakeFromHand(palace.id, True) not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(TakeFromHand(palace.id, True))


# ====================================================================== Emperor
EMP = line_up("emperor")


def emperor_game(**gold: int) -> Scenario:
    sc = Scenario(players=4, characters=EMP).characters(
        {0: "assassin", 1: "emperor", 2: "merchant", 3: "warlord"}
    )
    return sc.crown(2).city(1, "manor", "castle")


def test_emperor_gives_the_crown_to_another_player_not_its_previous_holder() -> None:
    s = emperor_game().gold(3, 2).hand(3, "temple").turn("emperor", gathered=True).build()
    assert s.crown == 2  # the Emperor takes no crown on his own
    assert {a.seat for a in s.legal_actions() if isinstance(a, GiveCrown)} == {0, 3}
    with pytest.raises(InvalidTargetError):
        s.apply(GiveCrown(1))
    with pytest.raises(InvalidTargetError):
        s.apply(GiveCrown(2))
    events = play(s, GiveCrown(3))
    assert CrownPassed(2, 3, "emperor") in events and s.crown == 3


def test_emperor_recipient_chooses_gold_or_a_card_a_decision_owed_off_turn() -> None:
    s = (
        emperor_game()
        .gold(1, 0)
        .gold(3, 2)
        .hand(3, "temple", "castle")
        .turn("emperor", gathered=True)
        .build()
    )
    play(s, GiveCrown(3))
    assert s.decision == Decision.TRIBUTE and s.to_move == 3 and s.cur_seat == 1
    assert s.view(3).tribute_to == 1
    legal = s.legal_actions()
    assert TributeGold() in legal and {a.card for a in legal if isinstance(a, TributeCard)} == {
        c.id for c in s.players[3].hand
    }
    with pytest.raises(NotInHandError):
        s.apply(TributeCard(in_city(s, 1, "manor").id))
    temple = in_hand(s, 3, "temple")
    events = play(s, TributeCard(temple.id))
    assert temple in s.players[1].hand and s.players[1].gold == 0
    assert (s.decision, s.to_move) == (Decision.MAIN, 1)
    paid = next(e for e in events if isinstance(e, TributePaid))
    assert redact(paid, 0).card is None and redact(paid, 1).card == temple.id


def test_emperor_recipient_with_nothing_pays_nothing() -> None:
    s = emperor_game().gold(1, 0).gold(3, 0).turn("emperor", gathered=True).build()
    play(s, GiveCrown(3))
    assert s.decision == Decision.MAIN and s.players[1].gold == 0


def test_emperor_must_give_the_crown_before_his_turn_ends() -> None:
    s = emperor_game().turn("emperor", gathered=True).build()
    assert EndTurn() not in s.legal_actions()
    with pytest.raises(WrongPhaseError):
        s.apply(EndTurn())
    play(s, GiveCrown(0))
    assert EndTurn() in s.legal_actions()


def test_emperor_income_is_noble() -> None:
    s = emperor_game().gold(1, 0).turn("emperor", gathered=True).build()
    play(s, TakeIncome())
    assert s.players[1].gold == 2


def test_emperor_murdered_moves_no_crown() -> None:
    s = emperor_game().murdered("emperor").turn("merchant").build()
    finish_round(s)
    assert s.crown == 2


def test_emperor_never_discarded_face_up() -> None:
    for seed in range(150):
        s = new_game(GameConfig(players=4, characters=EMP), seed)
        for _ in range(3):
            assert 4 not in s.faceup
            finish_round(s)
            if s.game_over:
                break
    with pytest.raises(Exception, match="never discarded face up"):
        Scenario(players=4, characters=EMP).selection(faceup=["emperor", "thief"]).build()


# ====================================================================== Abbot
ABB = line_up("abbot")


def test_abbot_the_single_richest_player_gives_one_gold() -> None:
    s = (
        Scenario(players=4, characters=ABB)
        .characters({1: "abbot"})
        .gold(0, 3)
        .gold(1, 2)
        .gold(2, 7)
        .gold(3, 1)
        .city(1, "temple")
        .turn("abbot", gathered=True)
        .build()
    )
    play(s, TakeIncome())
    assert s.players[1].gold == 3  # religious income
    play(s, CollectTithe())
    assert s.players[2].gold == 6 and s.players[1].gold == 4
    assert not any(isinstance(a, CollectTithe) for a in s.legal_actions())  # once


@pytest.mark.parametrize("golds", [(7, 2, 7, 1), (1, 9, 3, 0), (0, 0, 0, 0)])
def test_abbot_nothing_on_a_tie_or_when_he_is_the_richest(golds: tuple[int, ...]) -> None:
    sc = Scenario(players=4, characters=ABB).characters({1: "abbot"})
    for seat, g in enumerate(golds):
        sc = sc.gold(seat, g)
    s = sc.turn("abbot", gathered=True).build()
    play(s, TakeIncome())  # (no religious district: nothing changes)
    assert CollectTithe() not in s.legal_actions()
    with pytest.raises(InvalidTargetError):
        s.apply(CollectTithe())


def abbot_with_two_temples(abbot_gold: int, rich_gold: int) -> GameState:
    """The Abbot (seat 1) with a Temple and a Church (income +2); seat 2 the richest of the others."""
    return (
        Scenario(players=4, characters=ABB)
        .characters({1: "abbot"})
        .gold_all(1)
        .gold(1, abbot_gold)
        .gold(2, rich_gold)
        .city(1, "temple", "church")
        .turn("abbot", gathered=True)
        .build()
    )


def test_abbot_the_richest_is_counted_after_his_income() -> None:
    # 5 + 2 of income = 7 > 6: after his income the Abbot is the richest, so nobody gives him anything
    s = abbot_with_two_temples(5, 6)
    assert CollectTithe() not in s.legal_actions()  # the income comes first
    with pytest.raises(WrongPhaseError):
        s.apply(CollectTithe())
    assert [p.gold for p in s.players] == [1, 5, 6, 1]
    play(s, TakeIncome())
    assert CollectTithe() not in s.legal_actions()
    with pytest.raises(InvalidTargetError):
        s.apply(CollectTithe())
    # 4 + 2 = 6 < 7: after his income seat 2 is still the single richest and gives 1 gold
    s = abbot_with_two_temples(4, 7)
    play(s, TakeIncome())
    events = play(s, CollectTithe())
    assert TitheTaken(1, 2, 1) in events and (s.players[1].gold, s.players[2].gold) == (7, 6)


def test_abbot_takes_the_tithe_only_if_he_chooses_to() -> None:
    s = abbot_with_two_temples(4, 7)
    play(s, TakeIncome())
    legal = s.legal_actions()
    assert CollectTithe() in legal and EndTurn() in legal
    play(s, EndTurn())
    assert (s.players[1].gold, s.players[2].gold) == (6, 7) and s.cur_rank != 5


# ====================================================================== Alchemist
ALC = line_up("alchemist", "tax_collector")


def test_alchemist_gets_back_the_gold_paid_for_each_build_not_other_payments() -> None:
    s = (
        Scenario(players=4, characters=ALC)
        .characters({0: "tax_collector", 1: "alchemist"})
        .gold(1, 5)
        .hand(1, "palace", "temple")
        .turn("alchemist", gathered=True)
        .build()
    )
    events = play(s, Build(in_hand(s, 1, "palace").id))
    assert GoldTaken(1, 5, "alchemist") in events and s.players[1].gold == 5
    events = play(s, EndTurn())
    assert TaxPaid(1, 0, 1) in events and s.players[1].gold == 4  # the tax is not given back


def test_alchemist_still_needs_the_gold_up_front() -> None:
    s = (
        Scenario(players=4, characters=ALC)
        .characters({1: "alchemist"})
        .gold(1, 4)
        .hand(1, "palace")
        .turn("alchemist", gathered=True)
        .build()
    )
    assert not any(isinstance(a, Build) for a in s.legal_actions())
    with pytest.raises(CannotAffordError):
        s.apply(Build(in_hand(s, 1, "palace").id))


# ====================================================================== Navigator
NAV = line_up("navigator")


def test_navigator_takes_four_gold_or_draws_four_cards_and_never_builds() -> None:
    s = (
        Scenario(players=4, characters=NAV)
        .characters({1: "navigator"})
        .gold(1, 10)
        .hand(1, "temple")
        .turn("navigator", gathered=True)
        .build()
    )
    legal = s.legal_actions()
    assert TakeExtraGold() in legal and DrawExtraCards() in legal
    assert not any(isinstance(a, Build) for a in legal)
    with pytest.raises(AlreadyUsedError):
        s.apply(Build(in_hand(s, 1, "temple").id))
    t = s.clone()
    play(s, TakeExtraGold())
    assert s.players[1].gold == 14
    play(t, DrawExtraCards())
    assert len(t.players[1].hand) == 5
    assert not any(isinstance(a, TakeExtraGold | DrawExtraCards) for a in t.legal_actions())


# ====================================================================== Diplomat
DIP = line_up("diplomat")


def diplomat_game() -> Scenario:
    return (
        Scenario(players=4, characters=DIP)
        .characters({0: "diplomat", 1: "king", 2: "bishop", 3: "merchant"})
        .city(0, "temple", "watchtower")
        .city(1, "palace", "keep", "great_wall")
        .city(2, "cathedral")
        .city(3, "manor", "tavern")
        .gold(0, 4)
    )


def test_diplomat_swaps_paying_the_owner_the_difference_great_wall_counts() -> None:
    s = diplomat_game().turn("diplomat", gathered=True).build()
    temple, palace = in_city(s, 0, "temple"), in_city(s, 1, "palace")
    # Palace 5 + 1 (Great Wall) - Temple 1 = 5 > 4 gold
    assert SwapDistricts(temple.id, 1, palace.id) not in s.legal_actions()
    with pytest.raises(CannotAffordError):
        s.apply(SwapDistricts(temple.id, 1, palace.id))
    s.players[0].gold = 5
    events = play(s, SwapDistricts(temple.id, 1, palace.id))
    assert palace in s.players[0].city and temple in s.players[1].city
    assert s.players[0].gold == 0 and s.players[1].gold == 5
    assert any(type(e).__name__ == "DistrictsSwapped" for e in events)
    assert_conserved(s)


def test_diplomat_cheaper_district_costs_nothing() -> None:
    s = diplomat_game().turn("diplomat", gathered=True).build()
    play(s, SwapDistricts(in_city(s, 0, "watchtower").id, 3, in_city(s, 3, "tavern").id))
    assert s.players[0].gold == 4 and s.players[3].gold == 0


def test_diplomat_not_the_keep_not_the_living_bishop_no_two_of_one_name() -> None:
    s = diplomat_game().city(3, "temple", "manor").turn("diplomat", gathered=True).build()
    legal = [a for a in s.legal_actions() if isinstance(a, SwapDistricts)]
    keep = in_city(s, 1, "keep")
    assert not any(a.theirs == keep.id for a in legal)
    assert not any(a.seat == 2 for a in legal)  # the Bishop is alive
    # taking their Temple would make two Temples, unless his own goes the other way
    assert not any(CARDS[a.theirs].name == "temple" and CARDS[a.mine].name != "temple" for a in legal)
    assert any(CARDS[a.theirs].name == "temple" and CARDS[a.mine].name == "temple" for a in legal)
    with pytest.raises(InvalidTargetError):
        s.apply(SwapDistricts(in_city(s, 0, "temple").id, 1, keep.id))
    with pytest.raises(InvalidTargetError):
        s.apply(SwapDistricts(in_city(s, 0, "temple").id, 2, in_city(s, 2, "cathedral").id))


def test_diplomat_gives_no_keep_either() -> None:
    s = diplomat_game().city(0, "temple", "keep").gold(0, 9).turn("diplomat", gathered=True).build()
    keep = in_city(s, 0, "keep")
    swaps = [a for a in s.legal_actions() if isinstance(a, SwapDistricts)]
    assert swaps and not any(a.mine == keep.id for a in swaps)
    with pytest.raises(InvalidTargetError, match="Keep"):
        s.apply(SwapDistricts(keep.id, 3, in_city(s, 3, "manor").id))
    assert keep in s.players[0].city


@pytest.mark.parametrize("gold", [1, 2])
def test_diplomat_a_great_wall_in_his_own_city_does_not_change_the_price(gold: int) -> None:
    s = (
        diplomat_game()
        .city(0, "temple", "great_wall")
        .city(1, "palace", "keep")
        .gold(0, gold)
        .turn("diplomat", gathered=True)
        .build()
    )
    temple, manor = in_city(s, 0, "temple"), in_city(s, 3, "manor")
    swap = SwapDistricts(temple.id, 3, manor.id)  # Manor 3 - Temple 1 = 2: the Diplomat's Wall adds nothing
    if gold < 2:
        assert swap not in s.legal_actions()
        with pytest.raises(CannotAffordError):
            s.apply(swap)
        return
    events = play(s, swap)
    assert DistrictsSwapped(0, 3, temple.id, manor.id, 2) in events
    assert (s.players[0].gold, s.players[3].gold) == (0, 2)


def test_diplomat_murdered_bishop_city_is_open() -> None:
    s = (
        diplomat_game()
        .characters({0: "diplomat", 1: "assassin", 2: "bishop", 3: "merchant"})
        .murdered("bishop")
        .gold(0, 9)
        .turn("diplomat", gathered=True)
        .build()
    )
    assert any(isinstance(a, SwapDistricts) and a.seat == 2 for a in s.legal_actions())


def test_diplomat_no_swap_with_a_completed_city() -> None:
    s = (
        diplomat_game()
        .city(3, "manor", "tavern", "temple", "castle", "palace", "market", "docks")
        .turn("diplomat", gathered=True)
        .build()
    )
    assert not any(isinstance(a, SwapDistricts) and a.seat == 3 for a in s.legal_actions())


def test_diplomat_income_is_military_and_removes_the_graveyard() -> None:
    s = diplomat_game().gold(0, 0).turn("diplomat", gathered=True).build()
    play(s, TakeIncome())
    assert s.players[0].gold == 1
    assert all(c.name != "graveyard" for c in s.rules.cards) and len(s.rules.cards) == 67
    assert_conserved(s)
    with pytest.raises(Exception, match="Graveyard"):
        Scenario(players=4, characters=DIP).hand(0, "graveyard").build()
    assert any(c.name == "graveyard" for c in new_game(GameConfig(players=4), 1).rules.cards)


def test_diplomat_artist_gold_counts_and_travels_with_its_district() -> None:
    s = (
        Scenario(players=5, characters=line_up("diplomat", nine="artist"))
        .characters({0: "diplomat", 1: "king", 2: "merchant"})
        .city(0, "temple")
        .city(1, "manor")
        .artist_gold(1, "manor")
        .gold(0, 3)
        .turn("diplomat", gathered=True)
        .build()
    )
    temple, manor = in_city(s, 0, "temple"), in_city(s, 1, "manor")
    assert SwapDistricts(temple.id, 1, manor.id) in s.legal_actions()  # 3 + 1 - 1 = 3
    play(s, SwapDistricts(temple.id, 1, manor.id))
    assert s.players[0].gold == 0 and s.players[1].gold == 3
    assert manor.id in s.adorned and manor in s.players[0].city


# ====================================================================== Artist
ART = line_up(nine="artist")


def artist_game() -> Scenario:
    return (
        Scenario(players=4, characters=ART)
        .characters({0: "artist", 1: "warlord"})
        .city(0, "manor", "temple", "castle")
        .gold(0, 3)
    )


def test_artist_puts_one_gold_on_one_or_two_districts_at_most_once_each() -> None:
    s = artist_game().turn("artist", gathered=True).build()
    manor, temple, castle = (in_city(s, 0, n) for n in ("manor", "temple", "castle"))
    legal = [a for a in s.legal_actions() if isinstance(a, Beautify)]
    assert len(legal) == 3 + 3  # one district, or two
    with pytest.raises(InvalidTargetError):
        s.apply(Beautify(manor.id, manor.id))
    play(s, Beautify(manor.id, temple.id))
    assert s.players[0].gold == 1 and s.adorned == {manor.id, temple.id}
    assert s.view(2).adorned == frozenset({manor.id, temple.id})  # public
    assert not any(isinstance(a, Beautify) for a in s.legal_actions())  # once per turn
    # next time, the gilded ones are off the list
    t = artist_game().artist_gold(0, "manor").turn("artist", gathered=True).build()
    assert not any(
        isinstance(a, Beautify) and in_city(t, 0, "manor").id in (a.first, a.second)
        for a in t.legal_actions()
    )
    with pytest.raises(InvalidTargetError):
        t.apply(Beautify(in_city(t, 0, "manor").id))
    del castle


def test_artist_gold_raises_score_and_warlord_price() -> None:
    s = (
        artist_game()
        .artist_gold(0, "manor")
        .characters({0: "artist", 1: "warlord"})
        .gold(1, 2)
        .turn("warlord", gathered=True)
        .build()
    )
    manor = in_city(s, 0, "manor")
    assert Destroy(0, manor.id) not in s.legal_actions()  # 3 - 1 + 1 = 3 > 2
    with pytest.raises(CannotAffordError):
        s.apply(Destroy(0, manor.id))
    view = s.view(1)
    assert city_destroy_price(view.table[0].city, manor, view.adorned) == 3
    from citadels.engine.scoring import score_player

    b = score_player(s, s.players[0])
    assert b.districts == 3 + 1 + 4 + 1 and b.adorned_points == 1


def test_artist_gold_goes_back_to_the_bank_on_destruction() -> None:
    s = artist_game().artist_gold(0, "manor").gold(1, 3).turn("warlord", gathered=True).build()
    manor = in_city(s, 0, "manor")
    events = play(s, Destroy(0, manor.id))
    assert AdornmentGoldReturned(0, manor.id) in events and manor.id not in s.adorned


# ====================================================================== Queen
QUEEN = line_up(nine="queen")


def queen_game(queen_seat: int, king_seat: int) -> Scenario:
    return (
        Scenario(players=5, characters=QUEEN).characters({queen_seat: "queen", king_seat: "king"}).gold_all(0)
    )


@pytest.mark.parametrize(
    "queen_seat,king_seat,gets", [(0, 1, True), (0, 4, True), (0, 2, False), (3, 1, False)]
)
def test_queen_three_gold_when_seated_next_to_the_king(queen_seat: int, king_seat: int, gets: bool) -> None:
    s = queen_game(queen_seat, king_seat).turn("queen").build()
    play(s, TakeGold())
    assert s.players[queen_seat].gold == (5 if gets else 2)


def test_queen_king_murdered_gold_at_the_end_of_the_round() -> None:
    s = (
        Scenario(players=5, characters=QUEEN)
        .characters({0: "queen", 1: "king", 2: "assassin"})
        .gold_all(0)
        .murdered("king")
        .turn("queen")
        .build()
    )
    play(s, TakeGold())
    assert s.players[0].gold == 2
    events = finish_round(s)
    assert GoldTaken(0, 3, "queen") in events and s.players[0].gold == 5


def test_queen_with_the_emperor_next_to_the_crown_recipient() -> None:
    sc = (
        Scenario(players=5, characters=line_up("emperor", nine="queen"))
        .characters({0: "queen", 2: "emperor"})
        .gold_all(0)
        .crown_given_to(4)
    )
    s = sc.turn("queen").build()
    play(s, TakeGold())
    assert s.players[0].gold == 5
    s = sc.crown_given_to(3).turn("queen").build()
    play(s, TakeGold())
    assert s.players[0].gold == 2


def test_queen_is_paid_after_she_gathers_so_a_thief_takes_only_what_she_had_before() -> None:
    s = (
        Scenario(players=5, characters=QUEEN)
        .characters({0: "queen", 1: "king", 2: "thief"})
        .gold_all(0)
        .gold(0, 1)
        .robbed("queen")
        .turn("queen")
        .build()
    )
    assert s.players[0].gold == 0 and s.players[2].gold == 1  # robbed when revealed
    events = play(s, TakeGold())
    assert GoldTaken(0, 3, "queen") in events
    assert s.players[0].gold == 5 and s.players[2].gold == 1


# ====================================================================== character sets
@pytest.mark.parametrize(
    "players,characters,message",
    [
        (4, line_up(nine="queen"), "Queen needs 5"),
        (3, line_up(nine="artist"), "4 or more"),
        (8, CLASSIC, "8 players need"),
        (8, "classic", "8 players need"),
        (4, ["witch", "thief"], "name 8"),
        (4, line_up("witch")[:7] + ["diplomat", "king"], "rank 9"),
        (4, ["thief"] + CLASSIC[1:], "rank 1"),
        (9, "darkcity", "less than or equal to 8"),
    ],
)
def test_character_set_constraints_are_checked_at_the_edge(
    players: int, characters: object, message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        validate_config(players=players, characters=characters)


def test_character_set_comma_string_and_presets() -> None:
    config = validate_config(
        players=5, characters="witch, thief,wizard,king,abbot,merchant,navigator,warlord,queen"
    )
    names = [c.name for c in resolve_line_up(config, 0)]
    assert names == ["witch", "thief", "wizard", "king", "abbot", "merchant", "navigator", "warlord", "queen"]
    dark = {
        n: [c.name for c in resolve_line_up(GameConfig(players=n, characters="darkcity"), 0)]
        for n in (3, 4, 5, 8)
    }
    assert len(dark[3]) == 8 and dark[4][-1] == "artist" and dark[5][-1] == "queen" and dark[8][-1] == "queen"
    assert all(
        c in (*DARK_CITY_CHARACTERS, *RANK_NINE)
        for c in resolve_line_up(GameConfig(players=6, characters="darkcity"), 0)
    )


def test_mixed_draws_each_rank_from_the_seed_before_the_first_draft() -> None:
    seen = set()
    for seed in range(40):
        s, events = new_game_with_events(GameConfig(players=8, characters="mixed"), seed)
        names = tuple(c.name for c in s.rules.characters)
        assert CharacterSetChosen(names) in events
        assert s.view(3).characters == s.rules.characters
        assert len(names) == 9  # 8 players: always a rank 9
        again = new_game(GameConfig(players=8, characters="mixed"), seed)
        assert again.rules.characters == s.rules.characters  # the seed decides
        seen.add(names)
    assert len(seen) > 20
    small = {
        len(new_game(GameConfig(players=3, characters="mixed"), seed).rules.characters) for seed in range(30)
    }
    assert small == {8}


@pytest.mark.parametrize("players,faceup", [(4, 3), (5, 2), (6, 1), (7, 0), (8, 0)])
def test_nine_character_discard_table(players: int, faceup: int) -> None:
    for seed in range(30):
        s = new_game(GameConfig(players=players, characters=line_up(nine="artist")), seed)
        assert len(s.faceup) == faceup and len(s.facedown) == 1
        assert len(s.pile) == 9 - faceup - 1
        while s.decision == Decision.DRAFT_PICK and s.step < players - 1:
            s.apply(PickCharacter(s.pile[0]))
        if players == 8:
            # the 8th player: the one remaining card and the face-down discard
            assert len(s.pile) == 2 and s.facedown == []
        else:
            assert len(s.pile) == 9 - faceup - 1 - (players - 1)
        s.apply(PickCharacter(s.pile[-1]))
        assert s.decision == Decision.GATHER or s.decision == Decision.MAIN
        assert len(s.facedown) + len(s.faceup) + players == 9


def test_eight_players_the_last_seat_sees_and_discards_one_of_two() -> None:
    s = new_game(GameConfig(players=8, characters="darkcity", crown=0), 5)
    hidden = s.facedown[0]
    for _ in range(7):
        s.apply(PickCharacter(s.pile[0]))
    assert s.to_move == 7 and hidden in s.pile and len(s.pile) == 2
    keep = s.pile[0]
    s.apply(PickCharacter(keep))
    other = next(r for r in range(1, 10) if s.holder[r] < 0)
    assert s.facedown == [other] and s.facedown_known[7] == [other]


def test_dark_city_actions_round_trip_through_dicts() -> None:
    for a in (
        Bewitch(3),
        LookAtHand(2),
        TakeFromHand(5, True),
        TakeFromHand(6, False),
        GiveCrown(1),
        TributeGold(),
        TributeCard(9),
        CollectTithe(),
        TakeExtraGold(),
        DrawExtraCards(),
        SwapDistricts(1, 2, 3),
        Beautify(4),
        Beautify(4, 7),
    ):
        assert action_from_dict(action_to_dict(a)) == a
    assert action_to_dict(TakeFromHand(5, True))["build"] is True


def test_drawing_cards_as_resource_still_works_with_the_bewitched_holder() -> None:
    s = witch_game("merchant").turn("witch", gathered=True).build()
    play(s, Bewitch(6))
    until(s, 6)
    play(s, DrawCards())
    if s.decision == Decision.KEEP:
        assert s.to_move == 1 and s.view(1).drawn and not s.view(0).drawn
        play(s, s.legal_actions()[0])
    assert s.cur_seat == 0 and s.decision == Decision.MAIN


def test_witch_bewitched_tax_collector_she_collects_for_the_rest_of_the_round() -> None:
    s = (
        Scenario(players=4, characters=line_up("witch", "tax_collector"))
        .characters({0: "witch", 1: "tax_collector", 2: "king", 3: "merchant"})
        .gold_all(0)
        .gold(2, 5)
        .hand(2, "manor")
        .turn("witch", gathered=True)
        .build()
    )
    play(s, Bewitch(2))
    until(s, 4)
    play(s, TakeGold())
    play(s, Build(in_hand(s, 2, "manor").id))
    events = play(s, EndTurn())
    assert TaxPaid(2, 0, 1) in events  # to the Witch, not to the Tax Collector's holder
    assert s.players[1].gold == 2


def test_witch_bewitched_queen_takes_the_gold_when_her_own_seat_is_next_to_the_king() -> None:
    def game(king_seat: int) -> GameState:
        return (
            Scenario(players=5, characters=line_up("witch", nine="queen"))
            .characters({0: "witch", 3: "queen", king_seat: "king"})
            .gold_all(0)
            .turn("witch", gathered=True)
            .build()
        )

    s = game(1)  # the Witch (seat 0) sits next to the King; the Queen's holder (seat 3) does not
    play(s, Bewitch(9))
    until(s, 9)
    play(s, TakeGold())
    assert s.players[0].gold == 3 and s.players[3].gold == 2
    s = game(4)  # now the Queen's holder does, the Witch too (seat 4 is next to seat 0)
    play(s, Bewitch(9))
    until(s, 9)
    play(s, TakeGold())
    assert s.players[0].gold == 3 and s.players[3].gold == 2
    s = game(2)  # seat 2: next to the Queen's holder only
    play(s, Bewitch(9))
    until(s, 9)
    play(s, TakeGold())
    assert s.players[0].gold == 0 and s.players[3].gold == 2
