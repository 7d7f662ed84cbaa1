"""RULES.md §9.3 Cardinal and §9.13, 6: the bots' choice among the Cardinal's builds with another
player's gold (`darkcity.build_with_loan`) names the cheapest mix of cards at once instead of scoring
every legal mix into a Thieves' Den (thousands with a big hand, review 8 finding 2). It must choose
exactly what the former scoring of every option chose: `exhaustive` below is that scoring, kept as
the reference, compared on many seeded positions, on selections of the options and on the position
with 17,870 legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from citadels.ai import make_bot
from citadels.ai.darkcity import build_with_loan, loan_reason
from citadels.ai.knowledge import card_value, threat
from citadels.ai.loan_mix import cheapest_mix, cheapest_mixes
from citadels.engine import CARDS, Action, GameState, PlayerView
from citadels.engine.actions import BuildWithLoan
from citadels.engine.payments import kind_combinations
from tests.engine.scenario import UNIQUES_2016_MEETINGS, Scenario

CAST = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")
#: districts of the deck, each with at least two copies (hands with copies of one district)
BASIC = ("manor", "castle", "palace", "temple", "church", "monastery", "tavern", "market", "docks",
         "harbor", "watchtower", "prison", "battlefield")  # fmt: skip
UNIQUE = ("keep", "library", "laboratory", "great_wall", "map_room", "haunted_city", "stables", "factory")
NINE = ("manor", "temple", "tavern", "market", "docks", "castle", "church", "palace", "harbor")


def exhaustive(view: PlayerView, options: Sequence[Action]) -> tuple[Action, object] | None:
    """`build_with_loan` as it was before review 8: every option scored, the first best kept."""
    me = view.me()
    value_of = {c.id: card_value(c.kind, me.city, view.hand, me.gold, view) for c in view.hand}
    last = view.first_complete >= 0
    best: tuple[float, BuildWithLoan] | None = None
    for a in options:
        assert isinstance(a, BuildWithLoan)
        c = CARDS[a.card]
        gain = float(c.kind.points) + 1.0
        if len(me.city) + 1 >= view.completion:
            gain += 4.0
        given = 0.0 if last else sum(max(0.0, value_of.get(i, 0.0)) for i in (*a.given, *a.den)) * 0.5
        gain -= given + 0.3 * len(a.given) * (1.0 + 0.12 * threat(view, a.lender))
        if best is None or gain > best[0]:
            best = (gain, a)
    if best is None or best[0] <= 0.5:
        return None
    return best[1], loan_reason(best[1])


def position(seed: int) -> GameState:
    """A seeded Cardinal's turn: a hand of 2 to 10 cards (often the Thieves' Den, often copies of one
    district), little gold, a city of a few districts (sometimes the Factory), rivals of 0 to 9 gold and
    now and then a completed city (the last round, when cards given cost nothing)."""
    rnd = random.Random(seed)
    players = rnd.choice((4, 5))
    city = rnd.sample(BASIC, rnd.randint(0, 4)) + (["factory"] if rnd.random() < 0.2 else [])
    pool = [n for n in BASIC if n not in city] * 2 + [n for n in UNIQUE if n not in city]
    hand = rnd.sample(pool, rnd.randint(1, 9)) + (["thieves_den"] if rnd.random() < 0.7 else [])
    s = (
        Scenario(players=players, seed=seed)
        .line_up(*CAST)
        .uniques(*UNIQUES_2016_MEETINGS)
        .characters({0: "cardinal"})
        .city(0, *city)
        .hand(0, *hand)
        .gold(0, rnd.randint(0, 3))
    )
    for seat in range(1, players):
        s = s.gold(seat, rnd.choice((0, 1, 2, 3, 5, 9)))
    if rnd.random() < 0.15:
        rest = [n for n in (*BASIC, "trading_post", "cathedral", "town_hall", "fortress") if n not in city]
        s = s.city(1, *rnd.sample(rest, 8)).first_complete(1)
    return s.turn("cardinal", gathered=True).build()


def loans(s: GameState) -> list[BuildWithLoan]:
    return [a for a in s.legal_actions() if isinstance(a, BuildWithLoan)]


def test_9_13_6_the_cheapest_mix_is_the_first_cheapest_the_engine_lists() -> None:
    """`loan_mix.cheapest_mix` against every mix in the engine's order (`kind_combinations`: the
    lowest copies of a district, into the Den and given; every choice of cards for a plain loan): the
    first of the cheapest, with costs that tie often (sums exact in binary); `cheapest_mixes`: all of
    the cheapest, in that order."""
    for seed in range(300):
        rnd = random.Random(seed)
        copies = [c for c in CARDS if c.kind.name in BASIC[:6]]  # 6 districts, 3 to 5 copies each
        hand = sorted(rnd.sample(copies, rnd.randint(2, 9)), key=lambda c: c.id)
        names = {c.kind.name for c in hand}
        worth = {name: rnd.choice((0.0, 0.0, 0.5, 1.0, 1.5, 2.25)) for name in names}
        cost = {c.id: worth[c.kind.name] for c in hand}
        for n in range(1, len(hand) + 1):
            for k in range(n):
                every: list[tuple[float, tuple[int, ...], tuple[int, ...]]] = []
                for den in kind_combinations(hand, k) if k else [()]:
                    rest = [c for c in hand if c not in den]
                    for given in kind_combinations(rest, n - k) if k else combinations(rest, n):
                        total = sum(cost[c.id] for c in (*den, *given))
                        every.append((total, tuple(c.id for c in den), tuple(c.id for c in given)))
                least = min(total for total, _, _ in every)
                cheapest = [(den, given) for total, den, given in every if total == least]
                ids = [c.id for c in hand]
                assert cheapest_mix(ids, cost, k, n - k) == cheapest[0], (seed, cost, k, n)
                if any(cost[i] != cost[cheapest[0][1][0]] for i in (*cheapest[0][0], *cheapest[0][1])):
                    assert cheapest_mixes(ids, cost, k, n - k) == cheapest, (seed, cost, k, n)
                else:  # every card taken costs the same: the first stands for all
                    assert cheapest_mixes(ids, cost, k, n - k) == cheapest[:1], (seed, cost, k, n)


def test_9_13_6_the_bots_choose_the_build_the_scoring_of_every_option_chose() -> None:
    """On 400 seeded Cardinal's turns: the same build (or none) and the same reason as `exhaustive`,
    given every legal build, only the mixes into the Den, or the options of a few districts."""
    mixed = plain = 0
    for seed in range(400):
        s = position(seed)
        options = loans(s)
        if not options:
            continue
        view = s.view(0)
        den = [a for a in options if a.den]
        rnd = random.Random(seed)
        some = {a.card for a in options if rnd.random() < 0.5}
        for chosen in (options, den, [a for a in options if a.card in some]):
            assert build_with_loan(view, chosen) == exhaustive(view, chosen), (seed, len(chosen))
        got = build_with_loan(view, options)
        if got is not None:
            assert isinstance(got[0], BuildWithLoan)
            mixed += bool(got[0].den)
            plain += not got[0].den
    assert mixed >= 20 and plain >= 20, (mixed, plain)  # both kinds of build were compared


def test_9_13_6_a_selection_without_the_cheapest_mix_is_scored_option_by_option() -> None:
    """Options that leave out the cheapest mixes (a caller's selection): the choice is still one of
    them, the one `exhaustive` keeps."""
    compared = 0
    for seed in range(200):
        s = position(seed)
        view = s.view(0)
        options = loans(s)
        best = build_with_loan(view, options)
        if best is None:
            continue
        chosen = best[0]
        assert isinstance(chosen, BuildWithLoan)
        rest = [a for a in options if a != chosen]  # its group lacks its cheapest mix
        got = build_with_loan(view, rest)
        assert got == exhaustive(view, rest), seed
        assert got is None or got[0] in rest
        compared += 1
    assert compared >= 50


def big_position(*city: str) -> GameState:
    """Review 8's position: the Cardinal with no gold, the Thieves' Den and 9 other districts, three
    rivals with 9 gold each: 17,870 legal actions, 17,784 of them builds with another's gold."""
    return (
        Scenario(players=4, seed=5)
        .line_up(*CAST)
        .uniques(*UNIQUES_2016_MEETINGS)
        .characters({0: "cardinal", 1: "king", 2: "warlord", 3: "merchant"})
        .city(0, *city)
        .hand(0, "thieves_den", *NINE)
        .gold(0, 0)
        .gold(1, 9)
        .gold(2, 9)
        .gold(3, 9)
        .turn("cardinal", gathered=True)
        .build()
    )


def test_9_13_6_the_17870_action_position_gets_the_exhaustive_choice() -> None:
    s = big_position()
    legal = s.legal_actions()
    assert len(legal) == 17870
    view = s.view(0)
    options = loans(s)
    den = [a for a in options if a.den]
    got = build_with_loan(view, options)
    assert got is not None and got[0] in legal
    assert got == exhaustive(view, options)
    assert build_with_loan(view, den) == exhaustive(view, den)


def test_9_13_6_a_mix_into_the_den_that_completes_the_city_is_the_exhaustive_choice() -> None:
    """The same hand, the Den completing the Cardinal's city (worth it even paid with cards): the
    mixes into the Den alone, and all the builds, get the choice of `exhaustive`, and it applies."""
    s = big_position("watchtower", "prison", "battlefield", "monastery", "trading_post", "fortress")
    view = s.view(0)
    assert len(view.me().city) + 1 == view.completion
    options = loans(s)
    den = [a for a in options if a.den]
    got = build_with_loan(view, den)
    assert got is not None and got[0] in den and got == exhaustive(view, den)
    assert build_with_loan(view, options) == exhaustive(view, options)
    s.apply(got[0])
    assert s.players[0].city[-1].kind.name == "thieves_den"


@pytest.mark.parametrize("bot", ["medium", "careful", "rusher"])
def test_9_13_6_the_bots_play_a_legal_action_in_the_17870_action_position(bot: str) -> None:
    s = big_position()
    legal = s.legal_actions()
    assert make_bot(bot, 1).choose(s.view(0), legal) in legal
