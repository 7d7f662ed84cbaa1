"""RULES.md §9.13, 6 and §9.3 Cardinal: "the missing amount is computed after every discount (Factory)
and after any cards he chooses to pay into a Thieves' Den" — the Cardinal's `BuildWithLoan` with the
cards paid into the Den (`den`), through `legal_actions()` and `apply()`; one test per ruling."""

from __future__ import annotations

import json

import pytest
from engine_testlib import assert_conserved, play

from citadels.engine import CARDS, Decision, GameState, action_from_dict, action_to_dict
from citadels.engine.actions import BuildWithCards, BuildWithLoan, RevealWarrant
from citadels.engine.errors import IllegalActionError
from citadels.engine.events import Built, CardDiscarded, CardsGivenForGold
from citadels.engine.refusal import Why
from tests.engine.scenario import UNIQUES_2016_MEETINGS as DECK
from tests.engine.scenario import Scenario, in_hand

CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")
MAGISTRATE_CAST = ("magistrate", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")
FIVE = ("manor", "temple", "tavern", "market", "docks")


def cardinal(*hand: str, gold: int = 1, lender_gold: int = 2, city: tuple[str, ...] = ()) -> GameState:
    """The Cardinal (seat 0) in his turn after gathering, holding `hand`; seat 1 holds `lender_gold`,
    seats 2 and 3 nothing."""
    return (
        Scenario(players=4)
        .line_up(*CAST)
        .uniques(*DECK)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .city(0, *city)
        .hand(0, *hand)
        .hand(1, "castle")
        .gold(0, gold)
        .gold(1, lender_gold)
        .gold(2, 0)
        .gold(3, 0)
        .turn("cardinal", gathered=True)
        .build()
    )


def ids(s: GameState, seat: int, *names: str) -> tuple[int, ...]:
    return tuple(sorted(in_hand(s, seat, n).id for n in names))


def names(card_ids: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(sorted(CARDS[i].kind.name for i in card_ids))


def mixes(s: GameState) -> list[BuildWithLoan]:
    return [a for a in s.legal_actions() if isinstance(a, BuildWithLoan) and a.den]


def refused(s: GameState, action: BuildWithLoan) -> Why | None:
    """The refusal's reason, the state checked unchanged."""
    before = s.digest()
    with pytest.raises(IllegalActionError) as err:
        s.apply(action)
    assert s.digest() == before
    return err.value.refusal.why if err.value.refusal is not None else None


def test_9_13_6_cardinal_pays_cards_into_the_den_and_borrows_the_rest() -> None:
    """1 gold, 3 cards into the Den, the missing 2 from a player who holds only 2 (who gets 2 cards)."""
    s = cardinal("thieves_den", *FIVE)
    den = in_hand(s, 0, "thieves_den")
    # without the Den's cards 5 gold is missing and nobody holds 5: no plain loan for it
    assert not [
        a for a in s.legal_actions() if isinstance(a, BuildWithLoan) and a.card == den.id and not a.den
    ]
    paid, given = ids(s, 0, "manor", "temple", "tavern"), ids(s, 0, "market", "docks")
    action = BuildWithLoan(den.id, 1, given, paid)
    assert action in s.legal_actions()
    bottom = len(s.deck)
    events = play(s, action)
    assert events[0] == CardsGivenForGold(0, 1, 2, given)
    assert [e for e in events if isinstance(e, CardDiscarded)] == [
        CardDiscarded(0, i, "payment") for i in paid
    ]
    assert Built(0, den.id, 3, 3) in events  # 1 gold of his, 2 of the lender's, 3 cards
    assert den in s.players[0].city and s.players[0].hand == [] and s.players[0].gold == 0
    assert s.players[1].gold == 0 and {c.id for c in s.players[1].hand} >= set(given)
    assert len(s.deck) == bottom + 3 and {c.id for c in s.deck[:3]} == set(paid)  # the bottom
    assert s.ability_used and s.builds_left == 0
    assert_conserved(s)


def test_9_13_6_cardinal_den_shortfall_after_the_factory_and_the_cards() -> None:
    """With a Factory the Den costs 5: 1 gold and 2 cards leave 2 missing, 3 cards leave 1."""
    s = cardinal("thieves_den", *FIVE, city=("factory",))
    den = in_hand(s, 0, "thieves_den")
    two = BuildWithLoan(den.id, 1, ids(s, 0, "market", "docks"), ids(s, 0, "manor", "temple"))
    assert two in s.legal_actions()
    # 3 cards into the Den: 1 gold missing, so 2 given is one too many
    three = ids(s, 0, "manor", "temple", "tavern")
    assert refused(s, BuildWithLoan(den.id, 1, ids(s, 0, "market", "docks"), three)) is Why.LOAN_CARDS
    assert BuildWithLoan(den.id, 1, ids(s, 0, "market"), three) in s.legal_actions()
    # 4 cards and his gold pay it: no loan (the Den's own build, `BuildWithCards`)
    four = ids(s, 0, "manor", "temple", "tavern", "market")
    assert refused(s, BuildWithLoan(den.id, 1, ids(s, 0, "docks"), four)) is Why.LOAN_NOT_NEEDED
    assert BuildWithCards(den.id, four) in s.legal_actions()
    events = play(s, two)
    assert Built(0, den.id, 3, 2) in events and s.players[1].gold == 0
    assert_conserved(s)


def test_9_13_6_cardinal_den_mixes_list_copies_once_and_every_one_applies() -> None:
    s = cardinal("thieves_den", "temple", "temple", "manor", "manor", "tavern", gold=2, lender_gold=9)
    offered = mixes(s)
    # price 6 - 2 gold = 4 cards from {temple x2, manor x2, tavern}; k into the Den, 4 - k given
    kinds = {(names(a.den), names(a.given)) for a in offered}
    assert len(kinds) == len(offered)  # no two mixes alike but for copies
    assert all(a.lender == 1 for a in offered)
    for a in offered:
        t = s.clone()
        t.apply(a)
        assert len(t.players[0].hand) == 1 and len(t.players[1].hand) == 1 + len(a.given)  # 4 of his 5 cards
    temple_low, temple_high = sorted(c.id for c in s.players[0].hand if c.kind.name == "temple")
    den = in_hand(s, 0, "thieves_den").id
    manors = tuple(sorted(c.id for c in s.players[0].hand if c.kind.name == "manor"))
    # the higher copy into the Den while the lower stays: named otherwise than listed, refused
    assert (
        refused(s, BuildWithLoan(den, 1, tuple(sorted((temple_low, *manors))), (temple_high,)))
        is Why.CARD_ORDER
    )
    # the same for the cards given
    tavern = in_hand(s, 0, "tavern").id
    assert (
        refused(s, BuildWithLoan(den, 1, tuple(sorted((temple_high, *manors))), (tavern,))) is Why.CARD_ORDER
    )
    assert BuildWithLoan(den, 1, tuple(sorted((temple_low, *manors))), (tavern,)) in offered


def test_9_13_6_cardinal_den_mixes_of_a_ten_card_hand() -> None:
    """The count `abilities._legal_den_loans` states: the Den and 9 different districts, no gold, one
    lender: 5,208 mixes (k cards into the Den, 6 - k given, k = 1..5)."""
    nine = ("manor", "temple", "tavern", "market", "docks", "castle", "church", "palace", "harbor")
    s = cardinal("thieves_den", *nine, gold=0, lender_gold=9)
    assert len(mixes(s)) == 5208


def test_9_3_magistrate_confiscated_cardinal_den_mix_refunds_only_the_gold() -> None:
    """The Magistrate (seat 0) signed the warrant on the Cardinal (seat 1): the Den goes to him, the
    Cardinal keeps his gold and the lender's, the cards paid into the Den are lost, the loan stays."""
    s = (
        Scenario(players=4)
        .line_up(*MAGISTRATE_CAST)
        .uniques(*DECK)
        .characters({0: "magistrate", 1: "cardinal", 2: "merchant", 3: "architect"})
        .hand(1, "thieves_den", *FIVE)
        .gold(1, 1)
        .gold(2, 9)
        .turn("cardinal", gathered=True)
        .build()
    )
    s.warrants, s.warrant_seat, s.warrant_signed = [2, 4, 5], 0, 5  # the signed one on the Cardinal
    den = in_hand(s, 1, "thieves_den")
    paid, given = ids(s, 1, "manor", "temple", "tavern"), ids(s, 1, "market", "docks")
    play(s, BuildWithLoan(den.id, 2, given, paid))
    assert (s.decision, s.to_move) == (Decision.WARRANT, 0)
    play(s, RevealWarrant())
    assert den in s.players[0].city and den not in s.players[1].city
    assert (s.players[1].gold, s.players[2].gold) == (3, 7)  # his 1 and the lender's 2 come back to him
    assert s.players[1].hand == [] and {c.id for c in s.deck[:3]} == set(paid)  # the Den's cards: lost
    assert {c.id for c in s.players[2].hand} >= set(given)
    assert_conserved(s)


def test_9_13_6_cardinal_den_mix_refusals_leave_the_state_unchanged() -> None:
    s = cardinal("thieves_den", *FIVE)
    den = in_hand(s, 0, "thieves_den").id
    manor, temple, tavern, market, docks = (in_hand(s, 0, n).id for n in FIVE)
    # cards into the Den for another district
    t = cardinal("palace", *FIVE, gold=1, lender_gold=9)
    palace = in_hand(t, 0, "palace").id
    t_manor, t_temple, t_tavern = (in_hand(t, 0, n).id for n in FIVE[:3])
    assert refused(t, BuildWithLoan(palace, 1, (t_tavern,), (t_manor, t_temple))) is Why.NOT_OWNED
    # a card both paid into the Den and given
    assert refused(s, BuildWithLoan(den, 1, (tavern, market), (manor, temple, tavern))) is Why.NOT_IN_HAND
    # the Den paying for itself, or a card not in his hand
    assert (
        refused(s, BuildWithLoan(den, 1, (market, docks), tuple(sorted((den, manor, temple)))))
        is Why.NOT_IN_HAND
    )
    castle = in_hand(s, 1, "castle").id
    assert (
        refused(s, BuildWithLoan(den, 1, (market, docks), tuple(sorted((castle, manor, temple)))))
        is Why.NOT_IN_HAND
    )
    # out of order, or the same card twice
    backwards = tuple(sorted((manor, temple, tavern), reverse=True))
    assert refused(s, BuildWithLoan(den, 1, (market, docks), backwards)) is Why.CARD_ORDER
    assert refused(s, BuildWithLoan(den, 1, (market, docks), (manor, manor, temple))) is Why.NO_SUCH_TARGET
    # a lender who holds less than the shortfall after the Den's cards
    assert refused(s, BuildWithLoan(den, 1, (tavern, market, docks), (manor, temple))) is Why.LENDER_SHORT
    assert den in {c.id for c in s.players[0].hand} and s.players[0].gold == 1


def test_9_13_6_cardinal_den_mix_saves_as_json_and_old_loans_load() -> None:
    s = cardinal("thieves_den", *FIVE)
    action = mixes(s)[0]
    assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action
    old = {"type": "BuildWithLoan", "card": 3, "lender": 1, "given": [4, 5]}  # a save from before `den`
    assert action_from_dict(old) == BuildWithLoan(3, 1, (4, 5))
