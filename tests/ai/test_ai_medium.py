"""Medium's characteristic decisions, in scenarios."""

from __future__ import annotations

from ailib import advance_to, drafted

from citadels.ai import messages as M
from citadels.ai.knowledge import make_ctx
from citadels.ai.medium import MediumBot
from citadels.engine import (
    CARDS,
    Build,
    Decision,
    Destroy,
    GameState,
    GraveyardTake,
    LaboratoryDiscard,
    Murder,
    PickCharacter,
    Rob,
    TakeGold,
    TakeIncome,
)
from tests.engine.scenario import Scenario, in_hand


def medium_choice(s: GameState, seed: int = 0) -> tuple[object, MediumBot]:
    bot = MediumBot(seed)
    legal = s.legal_actions()
    action = bot.choose(s.view(s.to_move), legal)
    assert action in legal
    assert bot.last_reason is not None and bot.last_reason.key in M.ALL_KEYS
    return action, bot


def at_main(s: GameState, rank: int) -> GameState:
    """Advance (others take gold and end) to `rank`'s turn, then gather gold."""
    advance_to(s, lambda t: t.cur_rank == rank and t.decision == Decision.GATHER)
    s.apply(TakeGold())
    return s


# ------------------------------------------------------------------ Assassin and Thief
def test_murders_the_character_of_the_player_about_to_complete() -> None:
    # seat 2 has six districts (one from completing), four of them noble: it surely took the King
    sc = (
        Scenario(players=4, seed=5)
        .crown(0)
        .gold_all(2)
        .city(1, "temple", "market")
        .city(2, "manor", "castle", "palace", "tavern", "watchtower", "church")
        .city(3, "docks")
        .deal(3)
    )
    s = drafted(sc, {0: 1, 1: 7, 2: 4, 3: 8}, faceup=[3, 5], facedown=6)
    s = at_main(s, 1)
    action, bot = medium_choice(s)
    assert action == Murder(4)
    assert bot.last_reason is not None
    assert bot.last_reason.key == M.MURDER_THREAT
    assert bot.last_reason.params["seat"] == 2


def test_thief_robs_the_likely_richest() -> None:
    # seat 3 has 9 gold and three trade districts: the Merchant is its character
    sc = (
        Scenario(players=4, seed=6)
        .crown(1)
        .gold(0, 1)
        .gold(1, 1)
        .gold(2, 2)
        .gold(3, 9)
        .city(3, "market", "docks", "harbor")
        .city(0, "temple")
        .deal(3)
    )
    s = drafted(sc, {1: 2, 2: 7, 3: 6, 0: 4}, faceup=[1, 5], facedown=3)
    s = at_main(s, 2)
    action, bot = medium_choice(s)
    assert action == Rob(6)
    assert bot.last_reason is not None and bot.last_reason.params.get("seat") == 3


def test_never_murders_a_face_up_character() -> None:
    for seed in range(6):
        sc = Scenario(players=4, seed=seed).crown(0).gold_all(3).deal(4)
        s = drafted(sc, {0: 1, 1: 2, 2: 6, 3: 7}, faceup=[3, 8], facedown=5)
        s = at_main(s, 1)
        action, _ = medium_choice(s, seed)
        assert isinstance(action, Murder) and action.rank not in (3, 8)


# ------------------------------------------------------------------ Warlord
def test_warlord_never_targets_immune_or_pointless_districts() -> None:
    # seat 1: the living Bishop; seat 2: completed city; seat 3: a Keep and a cheap district
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, 9)
        .city(0, "manor", "temple")
        .city(1, "palace", "cathedral", "castle")
        .city(2, "manor", "castle", "palace", "tavern", "watchtower", "church", "docks")
        .city(3, "keep", "fortress", "harbor", "tavern", "market", "temple")
        .characters({0: "warlord", 1: "bishop", 2: "king", 3: "architect"})
        .turn("warlord", gathered=True, income_taken=True)
    )
    s = sc.build()
    action, bot = medium_choice(s)
    assert isinstance(action, Destroy)
    assert action.seat == 3
    assert CARDS[action.card].kind.name != "keep"
    assert bot.last_reason is not None and bot.last_reason.params["seat"] == 3


def test_warlord_leaves_a_harmless_city_alone() -> None:
    # the only target is a trailing player's expensive district: not worth the gold
    sc = (
        Scenario(players=4, seed=2)
        .gold(0, 5)
        .city(0, "manor", "temple", "castle")
        .city(1, "palace")
        .characters({0: "warlord", 1: "merchant", 2: "bishop", 3: "king"})
        .hand(0, "cathedral")
        .turn("warlord", gathered=True, income_taken=True, builds_left=0)
    )
    s = sc.build()
    action, _ = medium_choice(s)
    assert not isinstance(action, Destroy)


# ------------------------------------------------------------------ building and income
def test_builds_the_district_that_completes_five_types() -> None:
    sc = (
        Scenario(players=4, seed=1)
        .gold(0, 5)
        .city(0, "manor", "temple", "tavern", "watchtower")
        .hand(0, "palace", "keep", "market")
        .characters({0: "magician"})
        .turn("magician", gathered=True, ability_used=True)
    )
    s = sc.build()
    action, bot = medium_choice(s)
    assert action == Build(in_hand(s, 0, "keep").id)
    assert bot.last_reason is not None and bot.last_reason.key == M.BUILD_FIVE


def test_takes_income_after_building_a_district_that_raises_it() -> None:
    sc = (
        Scenario(players=4, seed=1)
        .gold(0, 3)
        .city(0, "castle", "palace")
        .hand(0, "manor")
        .characters({0: "king"})
        .turn("king", gathered=True)
    )
    s = sc.build()
    action, _ = medium_choice(s)
    assert action == Build(in_hand(s, 0, "manor").id)
    s.apply(action)
    action, bot = medium_choice(s)
    assert isinstance(action, TakeIncome)
    assert bot.last_reason is not None and bot.last_reason.key == M.INCOME_AFTER
    before = s.players[0].gold
    s.apply(action)
    assert s.players[0].gold == before + 3


def test_takes_income_first_when_it_pays_for_the_build() -> None:
    sc = (
        Scenario(players=4, seed=1)
        .gold(0, 2)
        .city(0, "manor", "palace")
        .hand(0, "castle")
        .characters({0: "king"})
        .turn("king", gathered=True)
    )
    s = sc.build()
    action, bot = medium_choice(s)
    assert isinstance(action, TakeIncome)
    assert bot.last_reason is not None and bot.last_reason.key == M.INCOME_FIRST
    s.apply(action)
    action, _ = medium_choice(s)
    assert action == Build(in_hand(s, 0, "castle").id)


def test_school_of_magic_counts_as_the_characters_type() -> None:
    sc = (
        Scenario(players=4, seed=1)
        .gold(0, 0)
        .city(0, "school_of_magic", "market", "docks")
        .characters({0: "merchant"})
        .turn("merchant", gathered=True)
    )
    s = sc.build()
    action, _ = medium_choice(s)
    assert isinstance(action, TakeIncome)
    before = s.players[0].gold
    s.apply(action)
    assert s.players[0].gold == before + 3  # two trade districts and the School


# ------------------------------------------------------------------ unique districts
def test_graveyard_takes_back_a_valuable_district() -> None:
    sc = (
        Scenario(players=4, seed=3)
        .gold(0, 3)
        .gold(1, 6)
        .city(0, "graveyard", "palace", "temple")
        .characters({1: "warlord", 0: "king"})
        .turn("warlord", gathered=True, income_taken=True)
    )
    s = sc.build()
    from tests.engine.scenario import in_city

    s.apply(Destroy(0, in_city(s, 0, "palace").id))
    assert s.decision == Decision.GRAVEYARD and s.to_move == 0
    action, bot = medium_choice(s)
    assert isinstance(action, GraveyardTake)
    assert bot.last_reason is not None and bot.last_reason.params["district"] == "palace"


def test_laboratory_discards_a_card_it_cannot_build() -> None:
    sc = (
        Scenario(players=4, seed=3)
        .gold(0, 0)
        .city(0, "laboratory", "manor", "temple")
        .hand(0, "manor", "cathedral")
        .characters({0: "architect"})
        .turn("architect", gathered=True)
    )
    s = sc.build()
    action, bot = medium_choice(s)
    assert action == LaboratoryDiscard(in_hand(s, 0, "manor").id)
    assert bot.last_reason is not None and bot.last_reason.key == M.LAB_DISCARD


def test_picks_a_character_from_the_offered_ones() -> None:
    s = Scenario(players=5, seed=9).gold_all(3).deal(4).build()
    action, bot = medium_choice(s)
    assert isinstance(action, PickCharacter)


def test_warlord_never_attacks_its_own_city_in_whole_games() -> None:
    from citadels.engine import GameConfig, new_game

    seen = 0
    for game in range(12):
        s = new_game(GameConfig(players=4 + game % 3), 500 + game)
        s.history = None
        bots = [MediumBot(game * 10 + i) for i in range(s.rules.players)]
        while not s.game_over:
            seat = s.to_move
            legal = s.legal_actions()
            action = bots[seat].choose(s.view(seat), legal)
            if isinstance(action, Destroy):
                seen += 1
                assert action.seat != seat
                assert not s.players[action.seat].completed
                assert CARDS[action.card].kind.name != "keep"
            s.apply(action, events=False)
    assert seen > 0


def test_easy_sometimes_forgets_income_medium_never_does() -> None:
    from citadels.ai.easy import EasyBot
    from citadels.engine import EndTurn

    sc = (
        Scenario(players=4, seed=1)
        .gold(0, 0)
        .city(0, "castle", "palace", "manor")
        .characters({0: "king"})
        .turn("king", gathered=True)
    )
    forgot = 0
    for seed in range(40):
        s = sc.build()
        bot = EasyBot(seed)
        action = bot.choose(s.view(0), s.legal_actions())
        forgot += isinstance(action, EndTurn)
        s = sc.build()
        action, _ = medium_choice(s, seed)
        assert isinstance(action, TakeIncome)
    assert 0 < forgot < 40


# ------------------------------------------------------------------ mixing close choices
def test_mixes_close_character_choices_by_seed_and_repeats_itself_for_a_seed() -> None:
    from ailib import random_states

    from citadels.ai.medium import MIX_MARGIN

    mixed = 0
    for s in random_states(4, 300, seed=21):
        if s.decision != Decision.DRAFT_PICK:
            continue
        view, legal = s.view(s.to_move), s.legal_actions()
        ranks = [a.rank for a in legal if isinstance(a, PickCharacter)]
        scores = sorted(
            MediumBot(0).policy._pick_values(view, ranks, make_ctx(view))[0].values(), reverse=True
        )
        answers = {MediumBot(seed).choose(view, legal) for seed in range(12)}
        for seed in (1, 2):
            assert MediumBot(seed).choose(view, legal) == MediumBot(seed).choose(view, legal)  # seeded
        if len(scores) > 1 and scores[0] - scores[1] > MIX_MARGIN:
            assert len(answers) == 1  # a clear choice is never mixed
        elif len(scores) > 1 and scores[0] - scores[1] < MIX_MARGIN / 4:
            mixed += len(answers) > 1
    assert mixed > 0


def test_tires_of_taking_the_same_character_round_after_round() -> None:
    # a King with four noble districts is Medium's obvious pick; after two rounds of it, less so
    sc = (
        Scenario(players=4, seed=2)
        .crown(0)
        .gold_all(2)
        .deal(3)
        .city(0, "manor", "castle", "palace", "tavern")
    )
    took: list[int] = []
    for seed in range(30):
        bot = MediumBot(seed)
        streak = 0
        for rnd in (1, 2, 3):
            s = sc.round(rnd).selection(faceup=["thief", "bishop"], facedown="merchant").build()
            a = bot.choose(s.view(0), s.legal_actions())
            assert isinstance(a, PickCharacter)
            streak = streak + 1 if a.rank == 4 else 0
        took.append(streak)
    assert sum(1 for k in took if k == 3) < len(took) / 2  # rarely the King three rounds running
