"""Hard against opponents it does not know: opponent models from revealed characters, end-game
dangers made explicit, and reasons in words with the simulation figure as a detail."""

from __future__ import annotations

import dataclasses

import pytest
from ailib import random_states

from citadels.ai import make_bot, opponents
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.ai.danger import DENY_LEADER, PROTECT_SELF, draft_dangers
from citadels.ai.hard import HardBot
from citadels.ai.knowledge import Inference
from citadels.ai.opponents import (
    FLOOR,
    LEAGUE,
    MODELS,
    PICK_RATES,
    POLICY_MODEL,
    PRIOR,
    STRANGER,
    TEMPERATURES,
    OpponentModel,
    model_policies,
)
from citadels.ai.tells import RoundViews, likelihoods, observed, offers
from citadels.cli.simulate import show_move, watching
from citadels.engine import (
    Decision,
    DrawCards,
    EndTurn,
    GameConfig,
    Murder,
    PickCharacter,
    PlayerView,
    Rng,
    TakeGold,
    new_game,
)
from citadels.text.i18n import current_language, set_language
from citadels.text.narrate import explain_reason as explain
from tests.engine.scenario import Scenario
from tools.measure_pick_rates import measure_pick_rates


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


def most_likely(model: OpponentModel, seat: int) -> str:
    """The strategy `seat` most likely plays, by the model's weights."""
    w = model.weights(seat)
    return MODELS[max(range(len(w)), key=lambda i: w[i])]


def revealing(view: object, rounds: dict[int, list[tuple[int, int]]], model: OpponentModel) -> None:
    for rnd, revealed in rounds.items():
        model.observe(dataclasses.replace(view, round=rnd, revealed=tuple(revealed)))  # type: ignore[type-var]


def test_revealed_characters_point_to_the_strategy() -> None:
    view = random_states(4, 1, seed=1)[0].view(0)
    model = OpponentModel(4, 0)
    # seat 1 keeps playing the Assassin, seat 2 the Merchant, seat 3 the Bishop
    revealing(view, {r: [(1, 1), (6, 2), (5, 3)] for r in range(1, 4)}, model)
    assert most_likely(model, 1) == "raider"
    assert most_likely(model, 2) == "rusher"
    assert most_likely(model, 3) == "fortress"
    for seat in (1, 2, 3):
        w = model.weights(seat)
        assert abs(sum(w) - 1) < 1e-9 and min(w) >= FLOOR
    # the same reveal seen twice counts once; its own seat teaches nothing
    before = model.weights(1)
    revealing(view, {3: [(1, 1), (4, 0)]}, model)
    assert model.weights(1) == before and model.observations[0] == 0


def test_an_unobserved_seat_follows_the_prior() -> None:
    model = OpponentModel(5, 2)
    w = model.weights(4)
    assert len(w) == len(MODELS) and most_likely(model, 4) == "medium"
    assert sorted(w) == pytest.approx(sorted(FLOOR + (1 - FLOOR * len(MODELS)) * PRIOR[m] for m in MODELS))


def test_hard_starts_a_new_model_for_a_new_game() -> None:
    states = random_states(4, 6, seed=4)
    bot = HardBot(1, hard_iterations=1)
    late = max(states, key=lambda s: s.round)
    bot.observe(late.view(late.to_move))
    first = bot.opponents
    early = min(states, key=lambda s: s.round)
    if early.round < late.round:
        bot.observe(early.view(early.to_move))
        assert bot.opponents is not first


def draft(*cities: tuple[int, tuple[str, ...]]) -> Scenario:
    sc = Scenario(players=4, seed=3).crown(0).gold_all(3).deal(2)
    for seat, names in cities:
        sc = sc.city(seat, *names)
    return sc.selection(faceup=["thief", "merchant"], facedown="king")


SIX = ("manor", "castle", "temple", "church", "tavern", "watchtower")


def test_a_city_at_six_of_eight_keeps_the_assassin_and_the_bishop() -> None:
    s = draft((0, SIX)).build()
    dangers = draft_dangers(s.view(0))
    assert dangers[1][0] == PROTECT_SELF and dangers[1][1].key == M.DANGER_MURDER
    assert dangers[5][1].key == M.DANGER_PROTECT and dangers[5][1].params["count"] == 6
    assert 8 not in dangers  # the Bishop is on offer: no need to take the Warlord


def test_a_leader_choosing_later_is_denied_the_assassin_and_the_bishop() -> None:
    s = draft((2, SIX), (0, ("manor",))).build()
    dangers = draft_dangers(s.view(0))
    assert dangers[1][0] == DENY_LEADER and dangers[1][1].key == M.DENY_MURDER
    assert dangers[1][1].params["seat"] == 2
    assert dangers[5][1].key == M.DENY_PROTECT


def test_no_danger_early_or_for_the_last_to_choose() -> None:
    assert draft_dangers(draft((0, ("manor",))).build().view(0)) == {}
    s = draft((0, SIX)).build()
    while s.to_move != 3:  # the others pick, leaving the last seat nobody to fear
        s.apply(s.legal_actions()[-1])
    view = s.view(3)
    assert all(r.key not in (M.DENY_MURDER, M.DENY_PROTECT) for _, r in draft_dangers(view).values())


def test_hard_protects_its_city_and_says_why() -> None:
    s = draft((0, SIX)).build()
    bot = HardBot(5, hard_iterations=8)
    action = bot.choose(s.view(0), s.legal_actions())
    assert action in (PickCharacter(1), PickCharacter(5))
    reason = bot.last_reason
    assert reason is not None and reason.key in (M.DANGER_MURDER, M.DANGER_PROTECT)
    assert reason.detail is not None and reason.detail.key == M.SEARCH_DETAIL
    set_language("en")
    text = explain(reason, ["Ana", "Bruno", "Carla", "Diego"])
    assert text.startswith("takes the ") and "6 districts" in text and "simulated" in text.split("(")[-1]


def test_hard_reasons_are_words_with_the_figure_only_as_detail() -> None:
    for i, s in enumerate(random_states(4, 25, seed=9)):
        bot = HardBot(i, hard_iterations=2)
        bot.choose(s.view(s.to_move), s.legal_actions())
        r = bot.last_reason
        assert r is not None
        assert r.key != M.SEARCH_DETAIL and "{percent}" not in r.key
        if r.detail is not None:
            assert r.detail.key == M.SEARCH_DETAIL and r.detail.detail is None


def test_hard_with_league_models_is_reproducible() -> None:
    for s in random_states(4, 6, seed=12):
        view, legal = s.view(s.to_move), s.legal_actions()
        a = HardBot(3, hard_iterations=4).choose(view, legal)
        b = HardBot(3, hard_iterations=4).choose(view, legal)
        assert a == b


def test_pick_rates_match_how_the_league_plays() -> None:
    for rates in (PICK_RATES, measure_pick_rates(rotations=6)):
        top = {rank: max(LEAGUE, key=lambda m: rates[m][rank - 1]) for rank in (1, 5, 6, 7)}
        assert top == {1: "raider", 5: "fortress", 6: "rusher", 7: "hoarder"}


# ------------------------------------------------------------------ what each seat's choices tell
def one_round(picks: dict[int, int], hard: int) -> tuple[RoundViews, PlayerView]:
    """A round of four players with these picks, played by hand (the King draws, everyone else takes
    gold; the Assassin murders the Warlord, whom nobody holds): `hard`'s views of it, and its first
    view of the next round."""
    s = (
        Scenario(players=4, seed=3)
        .crown(0)
        .gold_all(2)
        .deal(3)
        .selection(faceup=["thief", "magician"], facedown="bishop")
        .build()
    )
    views: list[PlayerView] = []
    while s.decision == Decision.DRAFT_PICK:
        if s.to_move == hard:
            views.append(s.view(hard))
        s.apply(PickCharacter(picks[s.to_move]))
    while s.round == 1:
        seat = s.to_move
        if seat == hard:
            views.append(s.view(hard))
        legal = s.legal_actions()
        if s.decision == Decision.GATHER:
            s.apply(DrawCards() if s.cur_rank == 4 else TakeGold())
        elif s.decision == Decision.KEEP:
            s.apply(legal[0])
        elif Murder(8) in legal:
            s.apply(Murder(8))
        else:
            s.apply(EndTurn())
    return RoundViews(1, views), s.view(hard)


def test_hard_works_out_what_each_seat_was_offered_from_its_own_views() -> None:
    # the crown at seat 0: seats 0, 1, 2, 3 choose in turn from 1, 4, 6, 7, 8 (2 and 3 face up, 5 face
    # down); Hard, last, is offered 7 and 8, and plays after the others have revealed 1, 4 and 6
    log, end = one_round({0: 4, 1: 6, 2: 1, 3: 7}, hard=3)
    assert offers(log, my_pick=7) == {0: (1, 4, 6, 7, 8), 1: (1, 6, 7, 8), 2: (1, 7, 8)}
    seen = {(o.kind, o.seat): o for o in observed(log, end)}
    assert {k for k in seen if k[0] == "pick"} == {("pick", 0), ("pick", 1), ("pick", 2)}
    assert seen[("pick", 0)].taken == PickCharacter(4) and seen[("pick", 0)].view.pile == (1, 4, 6, 7, 8)
    assert seen[("pick", 2)].view.pile == (1, 7, 8) and seen[("pick", 2)].view.picks_made == (1, 1, 0, 0)
    # the murder, with the position the Assassin saw
    murder = seen[("murder", 2)]
    assert (
        murder.taken == Murder(8)
        and murder.view.offered == ((1, 7, 8),)
        and murder.view.my_characters == (1,)
    )
    # gold or cards, from each hand and city before and after its turn
    assert seen[("gather", 0)].taken == DrawCards()
    assert seen[("gather", 1)].taken == TakeGold() and seen[("gather", 2)].taken == TakeGold()
    for o in seen.values():
        assert o.view.seat == o.seat and o.view.hand == () and o.seat != 3
    # while it chooses, Hard knows nobody's choice yet: nothing to read
    assert offers(RoundViews(1, log.views[:1]), my_pick=7) == {}
    # Hard as the Assassin plays before everyone: it never sees this round's characters
    first, after = one_round({0: 4, 1: 6, 2: 1, 3: 7}, hard=2)
    assert observed(first, after) == []


def test_each_strategy_is_asked_what_it_would_have_done() -> None:
    log, end = one_round({0: 4, 1: 6, 2: 1, 3: 7}, hard=3)
    gather = next(o for o in observed(log, end) if o.kind == "gather" and o.seat == 1)
    always_gold = lambda view, legal: (TakeGold(), Reason(M.GOLD_PLAIN, {}))  # noqa: E731
    always_draw = lambda view, legal: (DrawCards(), Reason(M.DRAW_NOTHING, {}))  # noqa: E731
    gold, draw = likelihoods(gather, [always_gold, always_draw], Rng(1), samples=4)
    assert gold > 0.8 and draw < 0.2 and abs(gold + draw - 1) < 1e-9


LEAGUE_TRUTH = {"rusher": "rusher", "fortress": "fortress", "raider": "raider", "hoarder": "hoarder",
                "careful": "careful", "noisy": "medium"}  # fmt: skip


def watched_model(bot: str, game: int, rounds: int, watch: bool = True) -> OpponentModel:
    """Hard's opponent model at its first decision after `rounds` rounds, the bot `bot` at seat
    1-3 by game (`1 + game % 3`), Hard at seat 0, Medium and noisy Medium elsewhere. Hard watches
    every move, as simulations and the table let it (`watch=False`: only its own turns)."""
    seat = 1 + game % 3
    names = ["hard", "medium", "noisy", "medium"]
    names[seat] = bot
    hard = HardBot(game, hard_iterations=1)
    bots = [hard] + [make_bot(n, 40 * game + i) for i, n in enumerate(names[1:], 1)]
    watchers = watching(bots) if watch else []
    s = new_game(GameConfig(players=4), 7_000 + game)
    s.history = None
    while not (s.round > rounds and s.to_move == 0) and not s.game_over:
        s.apply(bots[s.to_move].choose(s.view(s.to_move), s.legal_actions()))
        show_move(s, bots, watchers)
    hard.observe(s.view(0))
    assert hard.opponents is not None
    return hard.opponents


def posterior(bot: str, game: int, rounds: int, watch: bool = True) -> tuple[list[float], int]:
    """Hard's weights (and the choices it read) for the seat `bot` plays (`watched_model`)."""
    model = watched_model(bot, game, rounds, watch)
    seat = 1 + game % 3
    return model.weights(seat), model.tells[seat]


@pytest.mark.slow  # 48 games per league bot
@pytest.mark.parametrize("bot", sorted(LEAGUE_TRUTH))
def test_the_true_strategy_gains_weight_from_what_the_seat_does(bot: str) -> None:
    """After five rounds, Hard's weight for the strategy a league bot really plays is well above its
    prior and above every other league strategy's, on average over seeded games, and read from the
    seat's choices, not only its characters (Medium, the likeliest before any evidence, may stay close)."""
    truth = MODELS.index(LEAGUE_TRUTH[bot])
    games = 48  # the fortress is the hardest to tell from Medium: fewer games are a coin toss
    got = [posterior(bot, g, rounds=5) for g in range(games)]
    mean = [sum(w[i] for w, _ in got) / games for i in range(len(MODELS))]
    prior = FLOOR + (1 - FLOOR * len(MODELS)) * PRIOR[LEAGUE_TRUTH[bot]]
    assert mean[truth] > prior + 0.08, (bot, mean, prior)
    others = [m for i, m in enumerate(mean) if i != truth and MODELS[i] != "medium"]
    assert mean[truth] > max(others) + 0.05, (bot, mean)
    assert sum(read for _, read in got) >= 2 * games  # choices read, beyond the characters revealed


@pytest.mark.slow  # 2 x 12 games per league bot
@pytest.mark.parametrize("bot", ["rusher", "fortress", "raider", "hoarder", "careful"])
def test_watching_the_others_play_tells_their_strategies_sooner(bot: str) -> None:
    """Hard's own turns show it only part of a round (as the Assassin, nothing of the others' turns):
    watching every move reads more of each seat's choices, and the true strategy gains more weight."""
    truth = MODELS.index(LEAGUE_TRUTH[bot])
    watched = [posterior(bot, g, rounds=3) for g in range(12)]
    own_turns = [posterior(bot, g, rounds=3, watch=False) for g in range(12)]
    assert sum(read for _, read in watched) > 1.25 * sum(read for _, read in own_turns)
    assert sum(w[truth] for w, _ in watched) / 12 > sum(w[truth] for w, _ in own_turns) / 12 + 0.08


def stranger_posterior(bot: str, game: int, rounds: int) -> tuple[list[float], float]:
    """For a bot of no league strategy: the seat's weights and its fitted temperature."""
    model = watched_model(bot, game, rounds)
    return model.weights(1 + game % 3), model.temperature(1 + game % 3)


@pytest.mark.slow  # 3 x 16 games
def test_a_seat_that_fits_no_league_strategy_leans_on_the_stranger() -> None:
    """Players of no league strategy — the random bot; Easy, Medium's valuations at a softmax
    temperature of 1.6 with careless targets — give the stranger the most weight, well above its
    prior, and a hotter fitted temperature than Noisy Medium (0.5), whom Medium explains best."""
    stranger = MODELS.index(STRANGER)
    prior = FLOOR + (1 - FLOOR * len(MODELS)) * PRIOR[STRANGER]
    games = 16
    mean_w: dict[str, list[float]] = {}
    mean_t: dict[str, float] = {}
    for bot in ("random", "easy", "noisy"):
        got = [stranger_posterior(bot, g, rounds=4) for g in range(games)]
        mean_w[bot] = [sum(w[i] for w, _ in got) / games for i in range(len(MODELS))]
        mean_t[bot] = sum(t for _, t in got) / games
    for bot in ("random", "easy"):
        w = mean_w[bot]
        assert w[stranger] == max(w) and w[stranger] > prior + 0.15, (bot, w, prior)
    assert max(mean_w["noisy"]) == mean_w["noisy"][MODELS.index("medium")], mean_w["noisy"]
    assert min(mean_t["random"], mean_t["easy"]) > mean_t["noisy"], mean_t


def test_the_stranger_s_guess_follows_the_seat_s_own_habits() -> None:
    """A seat that keeps revealing the Architect, whatever its model, is guessed by the stranger's
    rates (`OpponentModel.habit`) likelier to hold the Architect; an unseen seat's habit is the
    stranger's prior rates: Medium's, flattened."""
    model = OpponentModel(4, 0)
    view = random_states(4, 1, seed=1)[0].view(0)
    before = model.habit(2)
    medium = PICK_RATES["medium"]
    favourite, least = medium.index(max(medium)), medium.index(min(medium))
    assert before[favourite] < 1 < before[least]  # Medium's rates, halfway to even
    revealing(view, {r: [(7, 2)] for r in range(1, 5)}, model)
    after = model.habit(2)
    assert after[6] > 3 * before[6] and all(after[r] < before[r] for r in range(8) if r != 6)
    assert model.habit(3) == before  # a seat seen doing nothing keeps the prior


def test_every_policy_plays_one_model_and_the_stranger_one_per_temperature(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert len(model_policies()) == len(POLICY_MODEL)
    assert [MODELS[m] for m in POLICY_MODEL] == [*LEAGUE, *(STRANGER,) * len(TEMPERATURES)]
    model = OpponentModel(4, 0, model_policies())
    view = random_states(4, 1, seed=1)[0].view(0)
    revealing(view, {r: [(1, 1), (6, 2), (5, 3)] for r in range(1, 4)}, model)
    rng = Rng(3)
    w = model.weights(1)
    drawn = [model.sample(1, rng) for _ in range(4000)]
    for m, name in enumerate(LEAGUE):  # the worlds play the league, each strategy by its weight,
        share = sum(1 for i in drawn if POLICY_MODEL[i] == m) / len(drawn)
        want = w[m] + (w[MODELS.index(STRANGER)] if name == "medium" else 0.0)  # Medium the stranger's too
        assert abs(share - want) < 0.03, (name, share, want)
    monkeypatch.setattr(opponents, "STRANGER_PLAYS", True)  # and with the stranger playing too
    drawn = [model.sample(1, rng) for _ in range(4000)]
    assert set(drawn) <= set(range(len(POLICY_MODEL)))
    for m, name in enumerate(MODELS):  # each model drawn about as often as its weight
        share = sum(1 for i in drawn if POLICY_MODEL[i] == m) / len(drawn)
        assert abs(share - w[m]) < 0.03, (name, share, w[m])
    with pytest.raises(ValueError, match="one policy per entry"):
        OpponentModel(4, 0, model_policies()[: len(LEAGUE)])


def test_a_seat_s_strategy_bends_the_guess_of_its_character() -> None:
    """A seat that looks like the rusher is guessed likelier to hold the Merchant, and less likely
    the Architect, than Medium's valuation alone says (the worlds Hard searches follow the guess)."""
    model = OpponentModel(4, 0)
    view = random_states(4, 1, seed=1)[0].view(0)
    revealing(view, {r: [(6, 2)] for r in range(1, 4)}, model)  # seat 2 keeps playing the Merchant
    assert most_likely(model, 2) == "rusher"
    merchant, architect = 6, 7
    for s in random_states(4, 400, seed=8):
        v = s.view(0)
        if v.decision != Decision.DRAFT_PICK or v.round < 2:
            continue
        plain = Inference(v)
        bent = Inference(v, leaning=model.leaning(v))
        if not (0.05 < plain.holder_probs(merchant).get(2, 0) < 0.95):
            continue
        assert bent.holder_probs(merchant)[2] > plain.holder_probs(merchant)[2]
        assert bent.holder_probs(architect).get(2, 0) <= plain.holder_probs(architect).get(2, 0)
        break
    else:
        pytest.fail("no draft view where seat 2 may hold the Merchant")
    leaning = model.leaning(view)
    assert leaning is not None and leaning[2][merchant - 1] > 1.5 > 0.7 > leaning[2][architect - 1]
