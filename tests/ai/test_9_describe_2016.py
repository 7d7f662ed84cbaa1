"""`describe` (the Hard bot's reasons, the Hint, the coach's costly choices) says why of every action of
the 2016 box (RULES.md §9) in Medium's words when Medium's own criterion holds, a weaker true reason
when it does not, and the generic "plays the move that did best in their simulations" only in the
cases of `SEARCH_ONLY` below. Every reason is checked against the position (`reasonfacts.FACTS`)."""

from __future__ import annotations

from collections.abc import Callable

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.darkcity import leader_score, theater_values
from citadels.ai.describe import describe
from citadels.ai.describe_2016 import SEARCH_ONLY as DESCRIBE_SEARCH_ONLY
from citadels.ai.medium import MediumPolicy
from citadels.engine import (
    Action,
    BuildWithLoan,
    Decision,
    DrawToKeepOne,
    GameConfig,
    GameState,
    GiveCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LookForType,
    PayBribe,
    PlaceThreats,
    PlaceWarrants,
    PlayerView,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    Rng,
    SeizeDistrict,
    TakeIncome,
    TakeRandomCards,
    new_game,
)
from citadels.engine.actions import (
    ACTION_TYPES,
    BuildByDestroying,
    BuildWithCards,
    DestroyWithArmory,
    StoreInMuseum,
    TheaterDecline,
    TheaterSwap,
)
from citadels.engine.presets_2016 import PRESETS_2016
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from tests.ai.reasonfacts import Decided, wrong_reasons
from tests.ai.test_9_3_blackmailer_bots import blackmailer_turn, threatened_merchant
from tests.ai.test_9_3_cardinal_bots import _cardinal_turn
from tests.ai.test_9_3_magistrate_bots import held_build, magistrate_turn
from tests.ai.test_9_3_marshal_bots import _marshal_turn
from tests.ai.test_9_3_spy_seer_bots import seer_turn, spy_turn
from tests.ai.test_9_4_paid_builds_bots import turn as unique_turn
from tests.ai.test_9_4_theater_bots import at_the_theater
from tests.ai.test_ai_2016_characters import turn as character_turn
from tests.engine.scenario import in_city, in_hand

#: the action classes of RULES.md §9 (the 2016 box): `ACTION_TYPES` from the Scholar's on
SECTION_9 = ACTION_TYPES[ACTION_TYPES.index(DrawToKeepOne) :]

#: The only §9 actions `describe` may leave to the generic SEARCH_OTHER, and when: nothing of the
#: position speaks for the move there, only the simulations do.
SEARCH_ONLY: dict[type, str] = {
    # the Spy naming a player or a type that does not promise the most gold and cards
    LookForType: "not the most promising look",
    # the Seer giving a card he would miss more (or that helps its receiver more) than another
    GiveCard: "not the card needed least",
    # a character given to a player who is not the leader, for a card not likely worth more
    TheaterSwap: "neither the leader nor a better card",
    # the characters kept when a swap would likely bring a better one
    TheaterDecline: "a swap would likely gain",
    # the Necropolis built over a district worth as many points as it
    BuildByDestroying: "the Necropolis scores no more",
    # the Armory spent on the bot's own city, or on a rival neither one district short nor ahead
    DestroyWithArmory: "not a city to stop nor a leader",
}

NAMES = ["Ana", "Bea", "Carla", "Dani", "Eva"]


def _policy() -> MediumPolicy:
    return MediumPolicy(Rng(1), remember=False)


def _said(s: GameState, action: Action) -> tuple[str, dict[str, object]]:
    """The reason `describe` gives for `action` by the seat to move, checked against the position."""
    view = s.view(s.to_move)
    assert action in s.legal_actions(), action
    reason = describe(view, action, _policy())
    assert wrong_reasons([Decided("describe", view, action, reason, view)]) == [], reason
    return reason.key, dict(reason.params)


def _the(s: GameState, kind: type, pick: Callable[[Action], bool] = lambda a: True) -> Action:
    return next(a for a in s.legal_actions() if isinstance(a, kind) and pick(a))


def _medium(s: GameState) -> Action:
    return _policy().decide(s.view(s.to_move), s.legal_actions())[0]


# ------------------------------------------------------------------------ the Magistrate (§9.3)
def test_9_3_describe_places_warrants_in_mediums_words_or_names_the_signed_one() -> None:
    s = magistrate_turn()
    chosen = _medium(s)
    assert isinstance(chosen, PlaceWarrants)
    assert _said(s, chosen) == (M.PLACE_WARRANTS, {"character": chosen.signed})
    other = PlaceWarrants(3, 4, 6)
    assert other != chosen
    assert _said(s, other) == (M.PLACE_WARRANTS_SIGNED, {"character": 3})


def test_9_3_describe_reveals_the_signed_warrant_naming_the_district_and_keeps_any_in_one_wording() -> None:
    signed = held_build(6)
    assert _said(signed, RevealWarrant()) == (M.REVEAL_WARRANT, {"district": "castle"})
    assert _said(signed, KeepWarrantHidden()) == (M.KEEP_WARRANT, {})
    plain = held_build(4)
    assert plain.legal_actions() == [KeepWarrantHidden()]
    assert _said(plain, KeepWarrantHidden()) == (M.KEEP_WARRANT, {})


# ------------------------------------------------------------------------ the Blackmailer (§9.3)
def test_9_3_describe_places_threats_in_mediums_words_or_names_the_flowered_one() -> None:
    s = blackmailer_turn()
    chosen = _medium(s)
    assert isinstance(chosen, PlaceThreats)
    assert _said(s, chosen) == (M.PLACE_THREATS, {"character": chosen.flowered})
    other = _the(s, PlaceThreats, lambda a: a != chosen and a.flowered != chosen.flowered)
    assert isinstance(other, PlaceThreats)
    assert _said(s, other) == (M.PLACE_THREATS_FLOWER, {"character": other.flowered})


def test_9_3_describe_pays_or_refuses_the_bribe_for_what_is_true() -> None:
    s = threatened_merchant(6)  # 7 gold, an empty hand: no build needs the gold
    assert _said(s, PayBribe()) == (M.PAY_BRIBE, {})
    assert _said(s, RefuseBribe()) == (M.REFUSE_BRIBE_GAMBLE, {})
    needs = threatened_merchant(6, gold=2, hand=("castle",))  # 4 gold: a bribe of 2 costs the Castle
    assert _said(needs, RefuseBribe()) == (M.REFUSE_BRIBE, {"district": "castle"})
    odd = threatened_merchant(6, gold=3, hand=("castle",))  # 5 gold: Medium pays, the need is as true
    assert _said(odd, RefuseBribe()) == (M.REFUSE_BRIBE, {"district": "castle"})


def test_9_3_describe_reveals_or_keeps_the_threat_in_mediums_words() -> None:
    s = threatened_merchant(6)
    s.apply(RefuseBribe())
    assert s.decision == Decision.THREAT
    assert _said(s, RevealThreat()) == (M.REVEAL_THREAT, {})
    assert _said(s, KeepThreatHidden()) == (M.KEEP_THREAT, {})


# ------------------------------------------------------------------------ the Spy, the Seer, the Scholar
def test_9_3_describe_spies_on_the_most_promising_hand_only() -> None:
    s = spy_turn()
    chosen = _medium(s)
    assert isinstance(chosen, LookForType)
    assert _said(s, chosen) == (M.NAME_TYPE_AND_LOOK, {"seat": chosen.seat, "dtype": int(chosen.dtype)})
    poor = _the(s, LookForType, lambda a: a.seat == 2)  # no gold to take
    assert _said(s, poor) == (M.SEARCH_OTHER, {})


def test_9_3_describe_takes_the_seers_cards_and_gives_the_card_needed_least() -> None:
    s = seer_turn()
    assert _said(s, TakeRandomCards()) == (M.TAKE_AT_RANDOM, {})
    s.apply(TakeRandomCards())
    temple = in_hand(s, 0, "temple").id  # his city has one: a second is worth nothing to him
    give = _the(s, GiveCard, lambda a: a.card == temple)
    assert isinstance(give, GiveCard)
    assert _said(s, give) == (M.GIVE_LEAST_NEEDED, {"seat": give.seat})
    palace = _the(s, GiveCard, lambda a: a.card == in_hand(s, 0, "palace").id and a.seat == give.seat)
    assert _said(s, palace) == (M.SEARCH_OTHER, {})


def test_9_3_describe_the_scholars_seven_and_the_patricians_card_income() -> None:
    assert _said(character_turn("scholar", "temple"), DrawToKeepOne()) == (M.DRAW_SEVEN, {})
    income = character_turn("patrician", city=("manor", "castle"))
    assert _said(income, TakeIncome()) == (M.INCOME_CARDS, {"count": 2})
    nothing = character_turn("patrician", city=("temple",))
    assert _said(nothing, TakeIncome()) == (M.INCOME_NONE, {})


def test_9_3_describe_the_cardinals_loan_and_the_marshals_seizure() -> None:
    s = _cardinal_turn()
    loan = _the(s, BuildWithLoan)
    assert isinstance(loan, BuildWithLoan)
    assert _said(s, loan)[0] == M.BUILD_WITH_LOAN
    m = _marshal_turn().turn("marshal", gathered=True).build()
    seize = _the(m, SeizeDistrict)
    assert isinstance(seize, SeizeDistrict)
    assert _said(m, seize)[0] == M.SEIZE_DISTRICT


# ------------------------------------------------------------------------ the 2016 uniques (§9.4)
def test_9_4_describe_the_armory_only_where_it_stops_a_city_or_hits_the_leader() -> None:
    six = ("manor", "castle", "temple", "church", "tavern", "market")
    s = (
        unique_turn()
        .city(0, "armory", "manor")
        .city(2, *six)
        .city(3, "palace", "cathedral")
        .gold(0, 0)
        .build()
    )
    stop = _the(s, DestroyWithArmory, lambda a: a.seat == 2 and a.card == in_city(s, 2, "castle").id)
    assert _said(s, stop) == (M.ARMORY_STOP, {"district": "castle", "seat": 2})
    lead = _the(s, DestroyWithArmory, lambda a: a.seat == 3 and a.card == in_city(s, 3, "palace").id)
    assert _said(s, lead) == (M.ARMORY_LEADER, {"district": "palace", "seat": 3})
    own = _the(s, DestroyWithArmory, lambda a: a.seat == 0)
    assert _said(s, own) == (M.SEARCH_OTHER, {})


def test_9_4_describe_the_necropolis_only_when_it_scores_more_and_the_framework() -> None:
    s = unique_turn().city(0, "temple", "palace", "framework").hand(0, "necropolis", "cathedral").build()
    necropolis = in_hand(s, 0, "necropolis").id
    cheap = _the(
        s, BuildByDestroying, lambda a: a.card == necropolis and a.destroyed == in_city(s, 0, "temple").id
    )
    assert _said(s, cheap) == (M.NECROPOLIS_BUILD, {"district": "temple"})
    dear = _the(
        s, BuildByDestroying, lambda a: a.card == necropolis and a.destroyed == in_city(s, 0, "palace").id
    )
    assert _said(s, dear) == (M.SEARCH_OTHER, {})
    cathedral = in_hand(s, 0, "cathedral").id
    framework = _the(s, BuildByDestroying, lambda a: a.card == cathedral)
    assert _said(s, framework) == (M.FRAMEWORK_BUILD, {"district": "cathedral"})


def test_9_4_describe_the_thieves_den_and_the_museum_name_no_card() -> None:
    s = unique_turn().city(0, "museum").hand(0, "thieves_den", "manor", "temple").gold(0, 4).build()
    assert _said(s, _the(s, BuildWithCards)) == (M.DEN_WITH_CARDS, {})
    assert _said(s, _the(s, StoreInMuseum)) == (M.PUBLIC_MUSEUM, {})


def test_9_4_describe_the_theaters_swap_by_what_it_likely_brings_and_whom_it_takes_from() -> None:
    said: set[str] = set()
    for players, seed in ((3, 0), (3, 1), (4, 0), (5, 2), (5, 3)):
        s = at_the_theater(players, seed)
        view = s.view(0)
        value, expected = theater_values(view)
        assert expected is not None
        leader = max(range(1, players), key=lambda q: (leader_score(view, q), -q))
        for a in s.legal_actions():
            key, params = _said(s, a)
            said.add(key)
            if isinstance(a, TheaterDecline):
                worst = min(value(r) for r in view.my_characters)
                assert (key == M.THEATER_KEEP) == (expected <= worst), (key, expected, worst)
                continue
            assert isinstance(a, TheaterSwap)
            better = expected > value(a.give)
            wanted = {
                (True, True): M.THEATER_SWAP,
                (True, False): M.THEATER_SWAP_BETTER,
                (False, True): M.THEATER_SWAP_LEADER,
                (False, False): M.SEARCH_OTHER,
            }[(better, a.target == leader)]
            assert key == wanted, (a, key)
            if key != M.SEARCH_OTHER:
                assert params == {"character": a.give, "seat": a.target}
    assert {M.THEATER_SWAP, M.THEATER_SWAP_BETTER, M.THEATER_SWAP_LEADER, M.THEATER_KEEP} <= said


# ------------------------------------------------------------------------ every action of §9
def _positions() -> list[GameState]:
    """The positions above, each with its §9 actions legal."""
    six = ("manor", "castle", "temple", "church", "tavern", "market")
    refused = threatened_merchant(6)
    refused.apply(RefuseBribe())
    given = seer_turn()
    given.apply(TakeRandomCards())
    return [
        magistrate_turn(),
        held_build(6),
        held_build(4),
        blackmailer_turn(),
        threatened_merchant(6),
        threatened_merchant(6, gold=2, hand=("castle",)),
        refused,
        spy_turn(),
        seer_turn(),
        given,
        character_turn("scholar", "temple"),
        character_turn("patrician", city=("manor", "castle")),
        _cardinal_turn(),
        _marshal_turn().turn("marshal", gathered=True).build(),
        unique_turn()
        .city(0, "armory", "manor")
        .city(2, *six)
        .city(3, "palace", "cathedral")
        .gold(0, 0)
        .build(),
        unique_turn().city(0, "temple", "palace", "framework").hand(0, "necropolis", "cathedral").build(),
        unique_turn().city(0, "museum").hand(0, "thieves_den", "manor", "temple").gold(0, 4).build(),
        *(at_the_theater(players, seed) for players, seed in ((3, 0), (4, 0), (5, 2))),
    ]


def _of_section_9(view: PlayerView, action: Action) -> bool:
    """An action of §9, or the card income of a §9 character (the Patrician's)."""
    if isinstance(action, TakeIncome):
        return view.character(view.current_rank).income_in_cards
    return isinstance(action, SECTION_9)


def _described_games() -> list[Decided]:
    """Every legal §9 action (and card income) of seeded Medium games of the 2016 presets, described."""
    policy = _policy()
    out: list[Decided] = []
    for k, preset in enumerate(PRESETS_2016):
        players = 3 + k % 4
        state = new_game(GameConfig(players=players, characters=preset), 40 + k)  # type: ignore[arg-type]
        bots = [make_bot("medium", 7 * k + i) for i in range(players)]
        while not state.game_over:
            seat = state.to_move
            view = state.view(seat)
            legal = state.legal_actions()
            for a in legal:
                if _of_section_9(view, a):
                    out.append(Decided("describe", view, a, describe(view, a, policy), view))
            state.apply(bots[seat].choose(view, legal))
    return out


def test_9_every_2016_action_has_a_reason_of_its_own_outside_the_listed_cases() -> None:
    """Each §9 action is met in the positions above; `describe` says something true of every one, and
    the generic reason only for the actions of `SEARCH_ONLY` (the same table `describe_2016` keeps)."""
    assert set(SEARCH_ONLY) == set(DESCRIBE_SEARCH_ONLY)
    policy = _policy()
    described: list[Decided] = []
    for s in _positions():
        view = s.view(s.to_move)
        for a in s.legal_actions():
            if _of_section_9(view, a):
                described.append(Decided("describe", view, a, describe(view, a, policy), view))
    met = {type(d.action) for d in described}
    assert set(SECTION_9) <= met, set(SECTION_9) - met
    specific = {type(d.action) for d in described if d.reason.key != M.SEARCH_OTHER}
    assert set(SECTION_9) <= specific, set(SECTION_9) - specific  # every one has its own words somewhere
    generic = {type(d.action).__name__ for d in described if d.reason.key == M.SEARCH_OTHER}
    assert generic <= {c.__name__ for c in SEARCH_ONLY}, generic - {c.__name__ for c in SEARCH_ONLY}
    assert wrong_reasons(described) == []


def test_9_the_2016_presets_reasons_are_true_and_generic_only_where_listed() -> None:
    described = _described_games()
    assert len(described) >= 500
    generic = {type(d.action).__name__ for d in described if d.reason.key == M.SEARCH_OTHER}
    assert generic <= {c.__name__ for c in SEARCH_ONLY}, generic - {c.__name__ for c in SEARCH_ONLY}
    assert wrong_reasons(described) == []


def test_9_11_describes_placements_show_the_others_no_signed_warrant_nor_flower() -> None:
    """The reasons naming the signed warrant or the flowered threat are the placer's: the others read
    a wording naming no character (RULES.md §9.11), in both languages."""
    warrants = describe(magistrate_turn().view(0), PlaceWarrants(3, 4, 6), _policy())
    threats = describe(blackmailer_turn().view(0), PlaceThreats(3, 4), _policy())
    theater = at_the_theater(3, 0)
    swap = describe(theater.view(0), _the(theater, TheaterSwap, lambda a: a.target == 1), _policy())
    for reason, word in ((warrants, ("signed", "firmada")), (threats, ("flower", "flor")), (swap, ("", ""))):
        shown = reason.public()
        assert shown is not None and "character" not in shown.params, reason
        for lang, secret in zip(("en", "es"), word, strict=True):
            i18n.set_language(lang)
            try:
                full = explain_reason(reason, NAMES)
                public = explain_reason(shown, NAMES)
            finally:
                i18n.set_language("en")
            assert full and public and full != public
            if secret:
                assert secret in full.lower() and secret not in public.lower(), (full, public)


def test_a_gold_income_keeps_no_reason_of_its_own() -> None:
    """The card income's words are said of a card income only: a gold income is left as it was."""
    s = character_turn("trader", city=("market",))
    view = s.view(0)
    assert describe(view, _the(s, TakeIncome), _policy()).key == M.SEARCH_OTHER
