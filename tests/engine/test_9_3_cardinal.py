"""RULES.md §9.3 Cardinal (and §9.1 "income abilities", §9.11 information): the 2016 rank-5 card,
through `legal_actions()` and `apply()` — one test per ruling."""

from __future__ import annotations

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import CHARACTERS, Build, DistrictType, TakeIncome, redact
from citadels.engine.actions import BuildWithLoan
from citadels.engine.config import line_up_by_names, resolve_line_up, validate_config
from citadels.engine.errors import AlreadyUsedError, CannotAffordError, InvalidTargetError, NotInHandError
from citadels.engine.events import Built, CardsDrawn, CardsGivenForGold, IncomeTaken
from citadels.engine.refusal import Why
from tests.engine.scenario import Scenario, in_hand

CARDINAL_CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")


def cardinal_game(players: int = 4) -> Scenario:
    return (
        Scenario(players=players)
        .line_up(*CARDINAL_CAST)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .city(0, "temple", "church")
        .hand(0, "palace", "tavern", "market", "docks")
        .gold(0, 2)
        .gold(1, 4)
        .gold(2, 2)
        .gold(3, 0)
        .hand(1, "manor")
    )


def loans(s: object) -> list[BuildWithLoan]:
    return [a for a in s.legal_actions() if isinstance(a, BuildWithLoan)]  # type: ignore[attr-defined]


def test_9_2_cardinal_is_a_rank_5_alternate_in_no_preset() -> None:
    cardinal = CHARACTERS["cardinal"]
    assert cardinal.rank == 5 and cardinal.income_type is DistrictType.RELIGIOUS
    assert line_up_by_names(CARDINAL_CAST)[4] is cardinal
    for preset in ("classic", "darkcity", "mixed"):
        assert cardinal not in resolve_line_up(validate_config(players=5, characters=preset), 1)


def test_9_3_cardinal_income_is_one_card_per_religious_district() -> None:
    s = cardinal_game().turn("cardinal", gathered=True).build()
    events = play(s, TakeIncome())
    assert IncomeTaken(0, 2, DistrictType.RELIGIOUS, None, in_cards=True) in events
    assert len(s.players[0].hand) == 6 and s.players[0].gold == 2
    drawn = next(e for e in events if isinstance(e, CardsDrawn))
    assert redact(drawn, 1).cards is None  # the cards drawn are his alone


def test_9_3_cardinal_school_of_magic_counts_for_his_card_income() -> None:
    s = cardinal_game().city(0, "temple", "school_of_magic").turn("cardinal", gathered=True).build()
    assert TakeIncome(DistrictType.RELIGIOUS) in s.legal_actions()
    play(s, TakeIncome(DistrictType.RELIGIOUS))
    assert len(s.players[0].hand) == 6


def test_9_3_cardinal_pays_all_his_gold_and_the_missing_gold_from_one_player() -> None:
    s = cardinal_game().turn("cardinal", gathered=True).build()
    palace = in_hand(s, 0, "palace")  # cost 5: 2 of his own, 3 from the lender
    given = tuple(sorted(in_hand(s, 0, n).id for n in ("tavern", "market", "docks")))
    loan = BuildWithLoan(palace.id, 1, given)
    assert loan in s.legal_actions()
    events = play(s, loan)
    assert events[:2] == [CardsGivenForGold(0, 1, 3, given), Built(0, palace.id, 5)]
    assert palace in s.players[0].city and s.players[0].hand == []
    assert s.players[0].gold == 0 and s.players[1].gold == 1
    assert sorted(c.id for c in s.players[1].hand) == sorted((in_hand(s, 1, "manor").id, *given))
    assert s.ability_used and s.builds_left == 0
    assert_conserved(s)


def test_9_3_cardinal_offers_one_action_per_lender_and_choice_of_cards() -> None:
    s = cardinal_game().gold(0, 4).gold(2, 1).turn("cardinal", gathered=True).build()
    palace = in_hand(s, 0, "palace")  # 1 gold missing: 3 cards to choose from, lenders 1 and 2
    offered = [a for a in loans(s) if a.card == palace.id]
    assert {a.lender for a in offered} == {1, 2}
    assert len(offered) == 6 and all(len(a.given) == 1 for a in offered)


def test_9_3_cardinal_only_for_a_build_he_cannot_afford() -> None:
    s = cardinal_game().gold(0, 5).turn("cardinal", gathered=True).build()
    assert not loans(s)
    palace = in_hand(s, 0, "palace")
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithLoan(palace.id, 1, (in_hand(s, 0, "tavern").id,)))
    assert err.value.refusal is not None and err.value.refusal.why is Why.LOAN_NOT_NEEDED


def test_9_3_cardinal_one_lender_who_holds_the_whole_shortfall() -> None:
    s = cardinal_game().turn("cardinal", gathered=True).build()
    palace = in_hand(s, 0, "palace")
    given = tuple(sorted(in_hand(s, 0, n).id for n in ("tavern", "market", "docks")))
    assert {a.lender for a in loans(s) if a.card == palace.id} == {1}  # seat 2 holds only 2 of the 3
    before = s.clone()
    with pytest.raises(CannotAffordError) as err:
        s.apply(BuildWithLoan(palace.id, 2, given))
    assert err.value.refusal is not None and err.value.refusal.why is Why.LENDER_SHORT
    assert [p.gold for p in s.players] == [p.gold for p in before.players]  # refused, nothing changed
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithLoan(palace.id, 0, given))
    assert err.value.refusal is not None and err.value.refusal.why is Why.TARGET_SELF


def test_9_3_cardinal_needs_as_many_other_cards_as_gold_missing() -> None:
    s = cardinal_game().hand(0, "palace", "tavern", "market").turn("cardinal", gathered=True).build()
    palace = in_hand(s, 0, "palace")  # 3 missing, 2 other cards
    assert not [a for a in loans(s) if a.card == palace.id]
    with pytest.raises(InvalidTargetError) as err:
        s.apply(BuildWithLoan(palace.id, 1, (in_hand(s, 0, "tavern").id, in_hand(s, 0, "market").id)))
    assert err.value.refusal is not None and err.value.refusal.why is Why.LOAN_CARDS


def test_9_3_cardinal_gives_exactly_one_card_per_gold_never_the_district() -> None:
    s = cardinal_game().gold(0, 4).turn("cardinal", gathered=True).build()
    palace, tavern, market = (in_hand(s, 0, n) for n in ("palace", "tavern", "market"))
    with pytest.raises(InvalidTargetError):  # two cards for one gold
        s.apply(BuildWithLoan(palace.id, 1, tuple(sorted((tavern.id, market.id)))))
    with pytest.raises(NotInHandError):  # the district itself
        s.apply(BuildWithLoan(palace.id, 1, (palace.id,)))
    with pytest.raises(NotInHandError):  # a card of another hand
        s.apply(BuildWithLoan(palace.id, 1, (in_hand(s, 1, "manor").id,)))


def test_9_3_cardinal_once_per_turn_and_within_the_building_limit() -> None:
    s = cardinal_game().gold(0, 0).gold(2, 9).turn("cardinal", gathered=True).build()
    tavern = in_hand(s, 0, "tavern")
    play(s, BuildWithLoan(tavern.id, 1, (in_hand(s, 0, "docks").id,)))
    assert not loans(s) and not [a for a in s.legal_actions() if isinstance(a, Build)]
    with pytest.raises(AlreadyUsedError):
        s.apply(BuildWithLoan(in_hand(s, 0, "market").id, 2, (in_hand(s, 0, "palace").id,)))


def test_9_3_cardinal_no_duplicate_district() -> None:
    s = (
        cardinal_game()
        .hand(0, "temple", "tavern", "market")
        .gold(0, 0)
        .turn("cardinal", gathered=True)
        .build()
    )
    temple = in_hand(s, 0, "temple")
    assert not [a for a in loans(s) if a.card == temple.id]


def test_9_3_cardinal_two_players_lender_is_the_opponent() -> None:
    s = (
        Scenario(players=2)
        .line_up(*CARDINAL_CAST)
        .characters({0: ("cardinal", "king"), 1: ("warlord", "merchant")})
        .hand(0, "palace", "tavern", "market", "docks")
        .gold(0, 2)
        .gold(1, 5)
        .turn("cardinal", gathered=True)
        .build()
    )
    assert {a.lender for a in loans(s)} == {1}


def test_9_11_cardinal_cards_given_known_to_him_and_the_lender_count_public() -> None:
    s = cardinal_game().turn("cardinal", gathered=True).build()
    palace = in_hand(s, 0, "palace")
    given = tuple(sorted(in_hand(s, 0, n).id for n in ("tavern", "market", "docks")))
    event = next(e for e in play(s, BuildWithLoan(palace.id, 1, given)) if isinstance(e, CardsGivenForGold))
    assert redact(event, 0).cards == given and redact(event, 1).cards == given
    for seat in (2, 3, None):
        seen = redact(event, seat)
        assert seen.cards is None and seen.gold == 3 and seen.lender == 1
    assert s.view(2).table[1].hand_size == 4  # the manor and the three cards: their number is public


def test_9_3_cardinal_games_save_as_json_and_replay() -> None:
    """The build with another's gold goes through the one door: its JSON form loads back, and a game
    replayed from its actions (a save, undo, the review) is the same game."""
    import json
    import random

    from citadels.engine import GameConfig, action_from_dict, action_to_dict, new_game, replay

    config = GameConfig(players=4, characters=",".join(CARDINAL_CAST))
    loans_seen = 0
    for seed in range(40):
        s = new_game(config, seed)
        rnd = random.Random(seed)
        actions = []
        while not s.game_over:
            legal = s.legal_actions()
            loans_here = [a for a in legal if isinstance(a, BuildWithLoan)]
            a = loans_here[0] if loans_here else rnd.choice(legal)
            loans_seen += bool(loans_here)
            a = action_from_dict(json.loads(json.dumps(action_to_dict(a))))
            actions.append(a)
            s.apply(a)
        assert all(replay(config, seed, actions).view(k) == s.view(k) for k in range(4))
        if loans_seen >= 3:
            break
    assert loans_seen >= 3
