"""Each turning point and each costly choice is explained in one plain sentence, in Spanish and English,
naming the card it is about, with the rules' entry for that card: every kind of turning point
(`coach.turning.KEYS`) and every kind of better move."""

from __future__ import annotations

import typing
from collections.abc import Iterator

import pytest

from citadels.ai.base import Reason
from citadels.coach.model import Mistake, TurningPoint
from citadels.coach.turning import KEYS
from citadels.engine import (
    CARDS,
    CLASSIC_CHARACTERS,
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildByDestroying,
    BuildWithCards,
    BuildWithLoan,
    CollectTithe,
    Destroy,
    DestroyWithArmory,
    DiscardCharacter,
    DistrictType,
    DrawCards,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCard,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LaboratoryDiscard,
    LookAtHand,
    LookForType,
    Murder,
    PayBribe,
    PickCharacter,
    PlaceThreats,
    PlaceWarrants,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    Rob,
    SeizeDistrict,
    SmithyDraw,
    StoreInMuseum,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
    TheaterDecline,
    TheaterSwap,
    TributeCard,
    TributeGold,
)
from citadels.engine.characters import CHARACTERS, DARK_CITY_CHARACTERS
from citadels.text.coach_words import RulesLink, mistake_why, turning_point_what, turning_point_why
from citadels.text.i18n import character_name, district_name, set_language

LANGS = ("en", "es")


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


#: each key's parameters in a classic game (seat 1 acted, against seat 2), and the card it is about
KEY_CASES: dict[str, tuple[dict[str, int | str], RulesLink]] = {
    "murder": ({"character": 7, "victim": 2}, RulesLink("character", "assassin")),
    "murder_miss": ({"character": 6}, RulesLink("character", "assassin")),
    "rob": ({"character": 6, "victim": 2}, RulesLink("character", "thief")),
    "rob_miss": ({"character": 4}, RulesLink("character", "thief")),
    "haul": ({"thief": 1, "victim": 2, "amount": 5}, RulesLink("character", "thief")),
    "turn_lost": ({"character": 7, "victim": 2}, RulesLink("character", "assassin")),
    "destroy": ({"district": "cathedral", "victim": 2}, RulesLink("character", "warlord")),
    "complete": ({"first": 1}, RulesLink("section", "scoring")),
    "build": ({"district": "manor"}, RulesLink("district", "manor")),
    "swap_hands": ({"target": 2}, RulesLink("character", "magician")),
    "bewitched": ({"character": 6, "victim": 2}, RulesLink("character", "assassin")),  # rank 1's
    "pick": ({"character": 7}, RulesLink("character", "architect")),
    "discard": ({"character": 5}, RulesLink("character", "bishop")),
    "gold": ({}, RulesLink("character", "merchant")),
    "cards": ({}, RulesLink("character", "merchant")),
    "keep": ({"district": "keep"}, RulesLink("district", "keep")),
    "crown": ({"target": 1}, RulesLink("character", "king")),
    "end_turn": ({}, RulesLink("character", "merchant")),
    "income": ({}, RulesLink("character", "merchant")),
    "end": ({}, RulesLink("section", "scoring")),
    "other": ({}, RulesLink("character", "merchant")),
    # the 2016 box's, in the `LINE_UP_2016` below
    "confiscate": ({"district": "manor", "victim": 2}, RulesLink("character", "magistrate")),
    "seize": ({"district": "manor", "victim": 2}, RulesLink("character", "marshal")),
    "threat_taken": ({"victim": 2, "amount": 5}, RulesLink("character", "blackmailer")),
    "bribe": ({"target": 2, "amount": 3}, RulesLink("character", "blackmailer")),
    "theater_swap": ({"district": "theater", "target": 2}, RulesLink("district", "theater")),
}
#: the 2016 keys' line-up (the Magistrate, the Blackmailer and the Marshal at their ranks)
LINE_UP_2016 = tuple(
    CHARACTERS[n]
    for n in ("magistrate", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "marshal")
)


def _turning_point(key: str, params: dict[str, int | str]) -> TurningPoint:
    return TurningPoint(30, 1, 4, key, params, EndTurn(), (0.25,) * 4, (0.2, 0.4, 0.2, 0.2), 0.15, 1, 0)


def _named(link: RulesLink) -> str:
    return character_name(link.name) if link.kind == "character" else district_name(link.name)


def test_every_kind_of_turning_point_has_a_case() -> None:
    assert set(KEY_CASES) == set(KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_each_turning_point_is_explained_naming_its_card_with_its_rules_entry(key: str, lang: str) -> None:
    params, link = KEY_CASES[key]
    line_up = (
        LINE_UP_2016
        if link.name in ("magistrate", "marshal", "blackmailer", "theater")
        else CLASSIC_CHARACTERS
    )
    why = turning_point_why(_turning_point(key, params), line_up, acting="merchant")
    assert why.link == link
    assert why.sentence and why.sentence.endswith(".") and "{" not in why.sentence
    if link.kind != "section":
        assert _named(link) in why.sentence
    what = turning_point_what(_turning_point(key, params), ("Ana", "Luis", "Bea", "Dani"), line_up)
    assert what and "{" not in what and (key == "other" or "EndTurn" not in what), what
    set_language("en" if lang == "es" else "es")
    other = turning_point_why(_turning_point(key, params), line_up, acting="merchant")
    assert other.sentence != why.sentence  # said in each language, not left in English


def test_a_unique_district_built_says_it_has_a_power_of_its_own(lang: str) -> None:
    basic = turning_point_why(_turning_point("build", {"district": "manor"}), CLASSIC_CHARACTERS)
    unique = turning_point_why(_turning_point("build", {"district": "library"}), CLASSIC_CHARACTERS)
    assert unique.link == RulesLink("district", "library") and district_name("library") in unique.sentence
    assert basic.sentence.replace(district_name("manor"), "") != unique.sentence.replace(
        district_name("library"), ""
    )


def test_a_dark_city_line_up_links_its_own_characters(lang: str) -> None:
    line_up = tuple(DARK_CITY_CHARACTERS)
    why = turning_point_why(_turning_point("bewitched", {"character": 6, "victim": 2}), line_up)
    assert why.link == RulesLink("character", "witch") and character_name("witch") in why.sentence
    picked = turning_point_why(_turning_point("pick", {"character": 7}), line_up)
    assert picked.link == RulesLink("character", "navigator")


def test_an_unknown_key_or_district_is_said_of_the_character_in_play() -> None:
    for key, params in (("renamed_later", {}), ("build", {"district": "no_such_district"})):
        why = turning_point_why(_turning_point(key, params), CLASSIC_CHARACTERS, acting="merchant")
        assert why.link == RulesLink("character", "merchant") and character_name("merchant") in why.sentence


def test_a_move_without_a_character_in_play_is_not_explained_by_a_made_up_one() -> None:
    why = turning_point_why(_turning_point("gold", {}), CLASSIC_CHARACTERS, acting=None)
    assert why.sentence == "" and why.link is None


def _card(kind: str) -> int:
    return next(i for i, c in enumerate(CARDS) if c.kind.name == kind)


#: each kind of better move, and the card it is about (the player played the Merchant, unless the
#: move is the ability of another character: then that one was in play)
BETTER_CASES: list[tuple[Action, str | None, RulesLink]] = [
    (PickCharacter(rank=4), None, RulesLink("character", "king")),
    (DiscardCharacter(rank=7), None, RulesLink("character", "architect")),
    (Murder(rank=6), "assassin", RulesLink("character", "assassin")),
    (Rob(rank=6), "thief", RulesLink("character", "thief")),
    (Bewitch(rank=6), "witch", RulesLink("character", "witch")),
    (SwapHands(seat=2), "magician", RulesLink("character", "magician")),
    (Destroy(seat=2, card=_card("manor")), "warlord", RulesLink("character", "warlord")),
    (GiveCrown(seat=2), "emperor", RulesLink("character", "emperor")),
    (Build(card=_card("university")), "merchant", RulesLink("district", "university")),
    (KeepCard(card=_card("tavern")), "merchant", RulesLink("district", "tavern")),
    (TakeGold(), "merchant", RulesLink("character", "merchant")),
    (DrawCards(), "merchant", RulesLink("character", "merchant")),
    (TakeIncome(), "merchant", RulesLink("character", "merchant")),
    (EndTurn(), "merchant", RulesLink("character", "merchant")),
    (ExchangeCard(card=_card("tavern")), "magician", RulesLink("character", "magician")),
    (FinishExchange(), "magician", RulesLink("character", "magician")),
    # the Dark City and 2016 characters' own moves: that character's entry, whoever makes the move
    # (a bribe is the threatened player's, a tribute the crown's recipient's, a marker revealed the
    # Magistrate's or the Blackmailer's out of their turn)
    (LookAtHand(seat=2), "wizard", RulesLink("character", "wizard")),
    (TakeFromHand(card=_card("tavern"), build=True), "witch", RulesLink("character", "wizard")),
    (CollectTithe(), "abbot", RulesLink("character", "abbot")),
    (TakeExtraGold(), "navigator", RulesLink("character", "navigator")),
    (DrawExtraCards(), "navigator", RulesLink("character", "navigator")),
    (DrawToKeepOne(), "scholar", RulesLink("character", "scholar")),
    (
        SwapDistricts(mine=_card("tavern"), seat=2, theirs=_card("manor")),
        "diplomat",
        RulesLink("character", "diplomat"),
    ),
    (Beautify(first=_card("tavern"), second=None), "artist", RulesLink("character", "artist")),
    (SeizeDistrict(seat=2, card=_card("manor")), "marshal", RulesLink("character", "marshal")),
    (
        BuildWithLoan(card=_card("palace"), lender=2, given=(_card("tavern"),), den=()),
        "cardinal",
        RulesLink("character", "cardinal"),
    ),
    (LookForType(seat=2, dtype=DistrictType.NOBLE), "spy", RulesLink("character", "spy")),
    (TakeRandomCards(), "seer", RulesLink("character", "seer")),
    (GiveCard(seat=2, card=_card("tavern")), "seer", RulesLink("character", "seer")),
    (PlaceWarrants(signed=6, second=7, third=8), "magistrate", RulesLink("character", "magistrate")),
    (RevealWarrant(), None, RulesLink("character", "magistrate")),
    (KeepWarrantHidden(), None, RulesLink("character", "magistrate")),
    (PlaceThreats(flowered=6, other=7), "blackmailer", RulesLink("character", "blackmailer")),
    (RevealThreat(), None, RulesLink("character", "blackmailer")),
    (KeepThreatHidden(), None, RulesLink("character", "blackmailer")),
    (PayBribe(), None, RulesLink("character", "blackmailer")),
    (RefuseBribe(), None, RulesLink("character", "blackmailer")),
    (TributeGold(), None, RulesLink("character", "emperor")),
    (TributeCard(card=_card("tavern")), None, RulesLink("character", "emperor")),
    # the unique districts' own moves: the district's entry
    (GraveyardTake(), None, RulesLink("district", "graveyard")),
    (LaboratoryDiscard(card=_card("tavern")), "merchant", RulesLink("district", "laboratory")),
    (SmithyDraw(), "merchant", RulesLink("district", "smithy")),
    (DestroyWithArmory(seat=2, card=_card("manor")), "merchant", RulesLink("district", "armory")),
    (StoreInMuseum(card=_card("tavern")), "merchant", RulesLink("district", "museum")),
    (TheaterSwap(target=2, give=4), None, RulesLink("district", "theater")),
    (
        BuildWithCards(card=_card("thieves_den"), cards=(_card("tavern"),)),
        "merchant",
        RulesLink("district", "thieves_den"),
    ),
    (
        BuildByDestroying(card=_card("manor"), destroyed=_card("framework")),
        "merchant",
        RulesLink("district", "framework"),
    ),
    (
        BuildByDestroying(card=_card("necropolis"), destroyed=_card("manor")),
        "merchant",
        RulesLink("district", "necropolis"),
    ),
]

#: the moves that choose to do nothing: said of the character in play, as any move without a sentence
#: of its own (every other kind of move has its own case above)
NOTHING_DONE = {EndTurn, GraveyardDecline, TheaterDecline}


def test_every_kind_of_better_move_has_its_own_sentence() -> None:
    """A new kind of move gets a sentence and a rules entry of its own (a case above), or is listed as
    one that does nothing."""
    covered = {type(better) for better, _acting, _link in BETTER_CASES}
    assert set(typing.get_args(Action)) - covered - NOTHING_DONE == set()
    generic = mistake_why(
        Mistake(40, 0, 5, EndTurn(), EndTurn(), 0.12, 0.02, 64, Reason("")), CLASSIC_CHARACTERS, "merchant"
    )
    for better, acting, _link in BETTER_CASES:
        if type(better) in NOTHING_DONE:
            continue
        m = Mistake(40, 0, 5, EndTurn(), better, 0.12, 0.02, 64, Reason(""))
        assert mistake_why(m, CLASSIC_CHARACTERS, acting or "merchant").sentence != generic.sentence, better


#: The two answers of one decision: the sentence for each must argue for that answer, not the other
OPPOSITE_ANSWERS: list[tuple[Action, Action]] = [
    (PayBribe(), RefuseBribe()),
    (RevealThreat(), KeepThreatHidden()),
    (RevealWarrant(), KeepWarrantHidden()),
]


@pytest.mark.parametrize(("one", "other"), OPPOSITE_ANSWERS, ids=lambda v: type(v).__name__)
def test_opposite_answers_are_explained_by_different_sentences(one: Action, other: Action, lang: str) -> None:
    def why(better: Action) -> str:
        return mistake_why(
            Mistake(40, 0, 5, EndTurn(), better, 0.12, 0.02, 64, Reason("")), CLASSIC_CHARACTERS
        ).sentence

    assert why(one) != why(other)


@pytest.mark.parametrize(("better", "acting", "link"), BETTER_CASES, ids=lambda v: type(v).__name__)
def test_each_costly_choice_is_explained_naming_its_card_with_its_rules_entry(
    better: Action, acting: str | None, link: RulesLink, lang: str
) -> None:
    m = Mistake(40, 0, 5, EndTurn(), better, 0.12, 0.02, 64, Reason("ends the turn"))
    why = mistake_why(m, CLASSIC_CHARACTERS, acting)
    assert why.link == link
    assert why.sentence and why.sentence.endswith(".") and "{" not in why.sentence
    assert _named(link) in why.sentence
    set_language("en" if lang == "es" else "es")
    assert mistake_why(m, CLASSIC_CHARACTERS, acting).sentence != why.sentence
