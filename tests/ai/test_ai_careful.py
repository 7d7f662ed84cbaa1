"""The careful expert (`league/careful.py`): it reads the draft, prices its own risks, protects itself
near the end, aims at whoever is about to finish, plays the last round for points, and its reasons
are true of what it then does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from ailib import drafted

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.ai.knowledge import FACEDOWN, Inference, income_count
from citadels.ai.league.careful import CarefulBot
from citadels.engine import (
    CARDS,
    Action,
    Build,
    Decision,
    Destroy,
    DrawCards,
    GameConfig,
    GameState,
    KeepCard,
    Murder,
    PickCharacter,
    Rob,
    TakeGold,
    TakeIncome,
    new_game,
)
from citadels.engine import events as ev
from tests.engine.scenario import Scenario, in_hand

SIX = ("manor", "castle", "temple", "church", "tavern", "watchtower")  # six of the seven districts


def choice(s: GameState, seed: int = 0) -> tuple[Action, Reason]:
    bot = make_bot("careful", seed)
    legal = s.legal_actions()
    action = bot.choose(s.view(s.to_move), legal)
    assert action in legal and bot.last_reason is not None
    return action, bot.last_reason


def last_to_choose(faceup: Sequence[str], picks: Mapping[int, str], sc: Scenario) -> GameState:
    """Seats 0-2 choose `picks` (the crown at seat 0); seat 3, the careful bot, chooses last."""
    s = sc.crown(0).selection(faceup=list(faceup), facedown="bishop").build()
    while s.to_move != 3:
        s.apply(PickCharacter(next(r for r in range(1, 9) if s.rules.character(r).name == picks[s.to_move])))
    return s


def test_it_takes_the_architect_only_when_no_assassin_can_be_waiting() -> None:
    # a cheap card and gold: the Architect would build two districts. With the Assassin face up
    # nobody can murder it; when a seat before it may have taken the Assassin, the Architect (the
    # Assassin's favourite target) is too risky and it takes the Warlord (its watchtower pays 1)
    sc = (
        Scenario(players=4, seed=3)
        .gold_all(2)
        .gold(3, 3)
        .hand(3, "tavern", "castle")
        .city(3, "manor", "watchtower")
    )
    safe = last_to_choose(["assassin", "magician"], {0: "thief", 1: "king", 2: "merchant"}, sc)
    assert safe.view(3).pile == (7, 8)
    bot = CarefulBot(0)
    safe_scores = bot.pick_scores(safe.view(3), [7, 8])
    assert choice(safe)[0] == PickCharacter(7)
    risky = last_to_choose(["thief", "magician"], {0: "assassin", 1: "king", 2: "merchant"}, sc)
    assert risky.view(3).pile == (7, 8)
    risky_scores = bot.pick_scores(risky.view(3), [7, 8])
    # the same Architect, less its expected loss to an Assassin that some seat before it holds
    assert risky_scores[7][0] < safe_scores[7][0] - 3
    assert choice(risky)[0] == PickCharacter(8)


def first_to_choose(sc: Scenario, faceup: Sequence[str] = ("thief", "magician")) -> GameState:
    s = sc.crown(0).selection(faceup=list(faceup), facedown="king").build()
    assert s.to_move == 0
    return s


def test_one_district_from_complete_it_keeps_the_assassin_from_everyone() -> None:
    # it can complete in any turn (the market costs 2): the only danger is a murder
    sc = Scenario(players=4, seed=3).gold_all(3).hand(0, "market").city(0, *SIX)
    action, reason = choice(first_to_choose(sc))
    assert action == PickCharacter(1)
    assert reason.key == M.DANGER_MURDER and reason.params["count"] == 6


def test_two_districts_from_complete_it_takes_the_bishop_against_the_warlord() -> None:
    # it cannot complete this round: a Warlord would set it back; nobody can murder (Assassin face up)
    sc = Scenario(players=4, seed=3).gold_all(3).hand(0, "market").city(0, *SIX[:5])
    action, reason = choice(first_to_choose(sc, faceup=("assassin", "magician")))
    assert action == PickCharacter(5)
    assert reason.key == M.DANGER_PROTECT and reason.params["count"] == 5


def test_it_takes_the_assassin_before_a_rival_about_to_complete() -> None:
    sc = Scenario(players=4, seed=3).gold_all(3).deal(2).city(2, *SIX).city(0, "manor", "market")
    action, reason = choice(first_to_choose(sc))
    assert action == PickCharacter(1)
    assert reason.key == M.DENY_MURDER and reason.params["seat"] == 2 and reason.params["count"] == 6


def test_its_assassin_aims_at_the_character_the_finisher_most_likely_holds() -> None:
    # seat 0 takes the Assassin first; seat 1, one district from complete, chooses next
    sc = Scenario(players=4, seed=5).crown(0).gold_all(3).deal(3).city(1, *SIX).city(2, "manor")
    s = drafted(sc, {0: 1, 1: 4, 2: 6, 3: 7}, faceup=["thief", "magician"], facedown="bishop")
    while s.decision != Decision.MAIN:
        s.apply(TakeGold())
    view = s.view(0)
    action, reason = choice(s)
    assert isinstance(action, Murder)
    probs = Inference(view).holder_probs(action.rank)
    assert max((p for seat, p in probs.items() if seat != FACEDOWN), default=0) == probs.get(1)
    assert reason.key == M.MURDER_STOP and reason.params == {"character": action.rank, "seat": 1}
    # without the finisher, its strike goes elsewhere
    calm = drafted(
        Scenario(players=4, seed=5).crown(0).gold_all(3).deal(3).city(2, "manor"),
        {0: 1, 1: 4, 2: 6, 3: 7},
        faceup=["thief", "magician"],
        facedown="bishop",
    )
    while calm.decision != Decision.MAIN:
        calm.apply(TakeGold())
    assert choice(calm)[1].key != M.MURDER_STOP


def warlord(gold: int, first_complete: int | None = None) -> Scenario:
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, gold)
        .city(0, "manor", "temple", "tavern")
        .city(1, "palace", "cathedral", "castle", "tavern", "market", "docks")
        .city(2, "temple", "watchtower")
        .characters({0: "warlord", 1: "king", 2: "merchant", 3: "architect"})
        .turn("warlord", gathered=True, income_taken=True, builds_left=0)
    )
    return sc.first_complete(first_complete) if first_complete is not None else sc


def test_its_warlord_stops_a_city_one_district_from_complete() -> None:
    action, reason = choice(warlord(gold=3).build())
    assert isinstance(action, Destroy) and action.seat == 1
    assert CARDS[action.card].kind.name in ("tavern", "market")  # the cheapest that stop it
    assert reason.key == M.DESTROY_STOP and reason.params["seat"] == 1


def test_in_the_last_round_it_builds_for_points() -> None:
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, 5)
        .hand(0, "tavern", "castle", "watchtower")
        .city(0, "manor", "temple")
        .city(3, *SIX, "palace")
        .characters({0: "merchant", 1: "king", 2: "bishop", 3: "architect"})
        .turn("merchant", gathered=True, income_taken=True)
    )
    s = sc.build()
    assert s.first_complete == 3
    action, reason = choice(s)
    # the castle's 4 points; the watchtower's new type is worth nothing without the other two
    assert action == Build(in_hand(s, 0, "castle").id)
    assert reason.key == M.BUILD_POINTS


# ------------------------------------------------------------------ honest reasons
def play(names: list[str], seed: int) -> list[tuple[int, Reason, Action, GameState, list[ev.Event]]]:
    """Every careful decision with its reason, the state before it and the events of the rest of its turn."""
    s = new_game(GameConfig(players=len(names)), seed)
    bots = [make_bot(n, seed * 10 + i) for i, n in enumerate(names)]
    out: list[tuple[int, Reason, Action, GameState, list[ev.Event]]] = []
    open_turn: list[list[ev.Event]] = []
    turn_key: tuple[int, int] | None = None
    while not s.game_over:
        seat = s.to_move
        before = s.clone()
        action = bots[seat].choose(s.view(seat), s.legal_actions())
        key = (
            (s.round, s.cur_rank) if s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) else None
        )
        if key != turn_key:
            open_turn = []
            turn_key = key
        events = s.apply(action)
        for rest in open_turn:
            rest.extend(events)
        if names[seat] == "careful":
            mine: list[ev.Event] = list(events)
            out.append((seat, bots[seat].last_reason, action, before, mine))  # type: ignore[arg-type]
            if key is not None:
                open_turn.append(mine)
    return out


def built_in(events: list[ev.Event], seat: int) -> list[str]:
    return [CARDS[e.card].kind.name for e in events if isinstance(e, ev.Built) and e.seat == seat]


@pytest.mark.parametrize("players", [4, 5])
def test_its_reasons_are_true_of_what_it_then_does(players: int) -> None:
    names = ["careful", "medium", "careful", "rusher", "careful"][:players]
    said: set[str] = set()
    for seed in range(6):
        for seat, reason, action, s, after in play(names, 300 + seed):
            p = reason.params
            said.add(reason.key)
            held = {c.kind.name for c in s.players[seat].hand}
            if "character" in p and isinstance(action, PickCharacter | Murder | Rob):
                assert p["character"] == action.rank, reason
            if reason.key in (M.GOLD_TO_BUILD, M.INCOME_FIRST):
                assert isinstance(action, TakeGold | TakeIncome) and p["district"] in held
                assert p["district"] in built_in(after, seat), (reason, built_in(after, seat))
            if reason.key == M.DRAW_NOTHING:
                assert isinstance(action, DrawCards)
                assert not set(built_in(after, seat)) & held, (reason, built_in(after, seat))
            if reason.key == M.DRAW_RESTOCK:
                cost = next(c.kind.cost for c in s.players[seat].hand if c.kind.name == p["district"])
                spec = s.rules.character(s.cur_rank)
                city = s.players[seat].city
                income = sum(
                    1 for c in city if spec.income_type is not None and c.kind.dtype == spec.income_type
                )
                assert cost <= s.players[seat].gold + spec.bonus_gold + income
            if reason.key == M.KEEP_CHEAP:
                assert isinstance(action, KeepCard)
                assert CARDS[action.card].kind.cost == min(c.kind.cost for c in s.drawn)
            if reason.key in (M.DESTROY_STOP, M.DESTROY_THREAT, M.DESTROY_FREE, M.DESTROY_POINTS):
                assert isinstance(action, Destroy) and action.seat == p["seat"]
                assert CARDS[action.card].kind.name == p["district"]
            if reason.key == M.DESTROY_STOP:
                assert len(s.players[action.seat].city) == s.rules.completion - 1  # type: ignore[union-attr]
            if reason.key == M.PICK_INCOME:
                spec = s.rules.character(p["character"])  # type: ignore[arg-type]
                city = s.players[seat].city
                assert p["count"] == income_count(city, spec.income_type)
            if reason.key == M.BUILD_POINTS:
                assert isinstance(action, Build) and s.first_complete >= 0
    assert {M.GOLD_TO_BUILD, M.DRAW_NOTHING, M.KEEP_CHEAP, M.PICK_INCOME} <= said
