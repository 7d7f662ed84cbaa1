"""Property tests over random seeds, every player count and every ruleset, with random legal play."""

from __future__ import annotations

import random

import pytest
from engine_testlib import check_final, check_step_invariants, redeal_hidden
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citadels.engine import CLASSIC_CHARACTERS, RULESETS, DistrictCard, GameConfig, new_game
from citadels.engine import events as E
from citadels.engine.characters import DARK_CITY_CHARACTERS

pytestmark = pytest.mark.slow  # hypothesis plays hundreds of random games

MAX_ACTIONS = 3000  # random games take at most ~650 actions

games = st.tuples(st.integers(0, 2**63 - 1), st.integers(2, 7), st.sampled_from(RULESETS))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games)
def test_property_random_games_end_and_keep_every_invariant(game: tuple[int, int, str]) -> None:
    seed, players, ruleset = game
    s = new_game(GameConfig(players=players, ruleset=ruleset), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed)
    count = 0
    rounds = s.round
    while not s.game_over:
        check_step_invariants(s)
        legal = s.legal_actions()
        assert legal, "no legal action before the end of the game"
        assert len(set(legal)) == len(legal)
        action = rnd.choice(legal)
        s.apply(action)
        count += 1
        assert count < MAX_ACTIONS
        assert s.round >= rounds
        rounds = s.round
    check_final(s)


@SETTINGS
@given(games)
def test_property_every_listed_action_applies(game: tuple[int, int, str]) -> None:
    seed, players, ruleset = game
    s = new_game(GameConfig(players=players, ruleset=ruleset), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed ^ 0xABCD)
    count = 0
    while not s.game_over:
        legal = s.legal_actions()
        for action in legal:
            c = s.clone()
            c.apply(action, seat=s.to_move)  # must not raise
            if c.game_over:
                check_final(c)
            else:
                check_step_invariants(c)
        s.apply(rnd.choice(legal), events=False)
        count += 1
        assert count < MAX_ACTIONS


# ---------------------------------------------------------------------- Dark City (RULES.md §6)


@st.composite
def line_ups(draw: st.DrawFn) -> tuple[int, int, tuple[str, ...]]:
    """A seed, a player count 2-8 and a legal character set for it (each rank classic or alternate,
    rank 9 where allowed and always with 8 players)."""
    seed = draw(st.integers(0, 2**63 - 1))
    players = draw(st.integers(2, 8))
    names = [
        draw(st.sampled_from((c.name, d.name)))
        for c, d in zip(CLASSIC_CHARACTERS, DARK_CITY_CHARACTERS, strict=True)
    ]
    nine: list[str | None] = [None] if players < 8 else []
    if players >= 4:
        nine.append("artist")
    if players >= 5:
        nine.append("queen")
    pick = draw(st.sampled_from(nine)) if nine else None
    if pick is not None:
        names.append(pick)
    return seed, players, tuple(names)


def gold_ledger(events: list[E.Event], players: int) -> list[int]:
    """Every seat's gold change as the events tell it: bank flows and transfers between seats."""
    delta = [0] * players
    for e in events:
        match e:
            case E.GoldTaken(seat=seat, amount=amount):
                delta[seat] += amount
            case E.GoldPaid(seat=seat, amount=amount):
                delta[seat] -= amount
            case E.Built(seat=seat, cost=cost):
                delta[seat] -= cost
            case E.Destroyed(seat=seat, paid=paid):
                delta[seat] -= paid
            case E.GoldStolen(robber=robber, victim=victim, amount=amount):
                delta[robber] += amount
                delta[victim] -= amount
            case E.TaxPaid(seat=seat, collector=collector, amount=amount):
                delta[seat] -= amount
                delta[collector] += amount
            case E.TributePaid(seat=seat, to=to, gold=gold):
                delta[seat] -= gold
                delta[to] += gold
            case E.TitheTaken(seat=seat, from_seat=from_seat, amount=amount):
                delta[seat] += amount
                delta[from_seat] -= amount
            # the 2016 Blackmailer (RULES.md §9.3): the bribe, a revealed flower
            case E.BribePaid(seat=seat, to=to, amount=amount):
                delta[seat] -= amount
                delta[to] += amount
            case E.ThreatRevealed(seat=seat, holder=holder, taken=taken):
                delta[holder] -= taken
                delta[seat] += taken
            case (
                E.DistrictsSwapped(seat=seat, target=target, paid=paid)
                | E.DistrictSeized(seat=seat, target=target, paid=paid)
            ):
                delta[seat] -= paid
                delta[target] += paid
            case E.TaxOnToken(seat=seat):  # the 2016 Tax Collector: 1 gold onto his token...
                delta[seat] -= 1
            case E.TokenTaxTaken(seat=seat, amount=amount):  # ...taken at the start of his turn
                delta[seat] += amount
            case E.CardsGivenForGold(seat=seat, lender=lender, gold=gold):  # the Cardinal
                delta[seat] += gold
                delta[lender] -= gold
            case E.HandLookedAtForType(seat=seat, target=target, gold=gold):  # the Spy (RULES.md §9.3)
                delta[seat] += gold
                delta[target] -= gold
    return delta


def _hands(s: object) -> list[list[DistrictCard]]:
    return [list(p.hand) for p in s.players]  # type: ignore[attr-defined]


DARK_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@DARK_SETTINGS
@given(line_ups())
def test_property_dark_city_games_end_conserve_cards_and_account_for_every_gold(
    game: tuple[int, int, tuple[str, ...]],
) -> None:
    seed, players, names = game
    s = new_game(GameConfig(players=players, characters=names), seed)
    assert tuple(c.name for c in s.rules.characters) == names
    rnd = random.Random(seed)
    count = 0
    while not s.game_over:
        check_step_invariants(s)
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        before = [p.gold for p in s.players]
        events = s.apply(rnd.choice(legal))
        after = [p.gold for p in s.players]
        assert [a - b for a, b in zip(after, before, strict=True)] == gold_ledger(events, players), events
        count += 1
        assert count < MAX_ACTIONS
    check_final(s)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line_ups())
def test_property_dark_city_every_listed_action_applies(game: tuple[int, int, tuple[str, ...]]) -> None:
    seed, players, names = game
    s = new_game(GameConfig(players=players, characters=names), seed)
    rnd = random.Random(seed ^ 0xABCD)
    count = 0
    while not s.game_over:
        legal = s.legal_actions()
        for action in legal[:40]:
            c = s.clone()
            c.apply(action, seat=s.to_move)
            if c.game_over:
                check_final(c)
            else:
                check_step_invariants(c)
        s.apply(rnd.choice(legal), events=False)
        count += 1
        assert count < MAX_ACTIONS


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line_ups(), st.integers(0, 400))
def test_property_dark_city_views_leak_nothing(game: tuple[int, int, tuple[str, ...]], steps: int) -> None:
    """Re-dealing everything a seat cannot see (other hands, deck order, hidden characters) leaves its
    view unchanged — in every decision, the Wizard's look and the Emperor's tribute included — and
    another seat's private event fields are blanked for it."""
    from citadels.engine import Rng, redact

    seed, players, names = game
    s = new_game(GameConfig(players=players, characters=names), seed)
    rnd = random.Random(seed)
    events: list[E.Event] = []
    for _ in range(steps):
        if s.game_over:
            break
        events = s.apply(rnd.choice(s.legal_actions()))
    for seat in range(players):
        t = s.clone()
        redeal_hidden(t, seat, Rng(seed + seat))
        assert t.view(seat) == s.view(seat)
        for e in events:
            r = redact(e, seat)
            if isinstance(e, E.CardTakenFromHand | E.TributePaid) and seat not in (
                e.seat,
                getattr(e, "target", getattr(e, "to", -1)),
            ):
                assert r.card is None or (isinstance(e, E.CardTakenFromHand) and e.built)  # type: ignore[union-attr]
