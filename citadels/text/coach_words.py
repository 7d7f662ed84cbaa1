"""The coach's findings in words, in the current language: turning points, costly choices, notes.

The analysis (`citadels.coach`) gives keys and parameters, as the bots give reasons; this module is
the one place that words them, for the review and for `citadels analyse`. Everything said here is said
after the game, when every hand and character may be shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from citadels.coach.model import Analysis, Mistake, TurningPoint
from citadels.engine import (
    CARDS,
    CHARACTERS,
    CLASSIC_CHARACTERS,
    KINDS,
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildByDestroying,
    BuildWithCards,
    BuildWithLoan,
    CharacterSpec,
    CollectTithe,
    Decision,
    Destroy,
    DiscardCharacter,
    DistrictType,
    DrawCards,
    DrawExtraCards,
    DrawToKeepOne,
    ExchangeCard,
    FinishExchange,
    GameState,
    GiveCard,
    GiveCrown,
    GraveyardTake,
    KeepCard,
    KeepThreatHidden,
    KeepWarrantHidden,
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
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
    TheaterSwap,
    TributeCard,
    TributeGold,
)
from citadels.engine.abilities import ABILITIES
from citadels.engine.cards import DistrictKind
from citadels.engine.uniques import (
    ARMORY_KIND,
    BUILT_BY_DESTROYING,
    DESTROYED_TO_BUILD,
    HOLDS_CARDS,
    LABORATORY,
    PAID_WITH_CARDS,
    SMITHY_KIND,
    SWAPS_CHARACTERS,
    TAKES_DESTROYED,
    UNIQUES,
)
from citadels.text.i18n import _, character_fields, district_name, ngettext
from citadels.text.narrate import action_words, explain_reason

LineUp = Sequence[CharacterSpec]
Params = dict[str, object]


def line_up(analysis: Analysis) -> tuple[CharacterSpec, ...]:
    """The game's characters, by rank, from the names the analysis keeps."""
    specs = [CHARACTERS.get(name) for name in analysis.characters]
    if not specs or any(s is None for s in specs):
        return tuple(CLASSIC_CHARACTERS)
    return tuple(s for s in specs if s is not None)


def percent(p: float) -> int:
    return round(100 * p)


# ---------------------------------------------------------------------- turning points
def _turning_texts() -> dict[str, Callable[[], str]]:
    """Each key's sentence (fields: `name` who acted, and the key's parameters)."""
    return {
        "murder": lambda: _("{name} murders the {character}, held by {victim}"),
        "murder_miss": lambda: _("{name} murders the {character}, whom nobody had chosen"),
        "rob": lambda: _("{name} robs the {character}, held by {victim}"),
        "rob_miss": lambda: _("{name} tries to rob the {character}, whom nobody had chosen"),
        "haul": lambda: _("{robber} steals {amount} gold from {victim}"),
        "turn_lost": lambda: _("{victim} loses the turn: the {character} was murdered"),
        "destroy": lambda: _("{name} destroys the {district} of {victim}"),
        "complete_first": lambda: _("{name} completes the city first"),
        "complete": lambda: _("{name} completes the city too"),
        "build": lambda: _("{name} builds the {district}"),
        "swap_hands": lambda: _("{name} swaps hands with {target}"),
        "bewitched": lambda: _("{name} plays the turn of the bewitched {character}, {victim}"),
        "pick": lambda: _("{name} chooses the {character}"),
        "discard": lambda: _("{name} discards the {character} face down"),
        "gold": lambda: _("{name} takes 2 gold"),
        "cards": lambda: _("{name} draws cards"),
        "keep": lambda: _("{name} keeps the {district}"),
        "crown": lambda: _("{target} takes the crown"),
        "end_turn": lambda: _("{name} ends the turn"),
        "income": lambda: _("{name} collects income"),
        "end": lambda: _("The game ends and the cities are scored"),
        "other": lambda: _("{name}: {action}"),
        "confiscate": lambda: _("{name} confiscates the {district} of {victim}"),
        "seize": lambda: _("{name} seizes the {district} of {victim}"),
        "threat_taken": lambda: _("{name} reveals the flowered threat and takes {amount} gold from {victim}"),
        "bribe": lambda: _("{name} pays {target} a bribe of {amount} gold"),
        "theater_swap": lambda: _("{name} swaps a character with {target} with the {district}"),
    }


_SEAT_FIELDS = ("victim", "robber", "target")


def turning_point_what(tp: TurningPoint, names: Sequence[str], characters: LineUp) -> str:
    """What happened at a turning point, as a sentence without its figures."""
    fields: Params = {"name": names[tp.seat] if 0 <= tp.seat < len(names) else "?"}
    for key, value in tp.params.items():
        if key in _SEAT_FIELDS and isinstance(value, int) and 0 <= value < len(names):
            fields[key] = names[value]
        elif key == "character" and isinstance(value, int) and 1 <= value <= len(characters):
            fields.update(character_fields(characters[value - 1].name))
        elif key == "district":
            fields[key] = district_name(str(value))
        else:
            fields[key] = value
    fields["action"] = action_words(tp.action, names, characters)
    key = tp.key
    if key == "complete" and tp.params.get("first"):
        key = "complete_first"
    texts = _turning_texts()
    text = texts.get(key, texts["other"])()
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):
        return texts["other"]().format(**fields)


def chance_change(tp: TurningPoint, names: Sequence[str]) -> str:
    """Who gained and who lost, with their chances before and after ("Ana 38% → 21%, Luis 20% → 41%")."""
    parts = []
    for seat in dict.fromkeys((tp.loser, tp.gainer)):
        parts.append(
            _("{name} {before}% → {after}%").format(
                name=names[seat], before=percent(tp.before[seat]), after=percent(tp.after[seat])
            )
        )
    return ", ".join(parts)


def turning_point_text(tp: TurningPoint, names: Sequence[str], characters: LineUp) -> str:
    """One line: the round, what happened and how the chances moved."""
    return _("Round {round}: {what} ({change})").format(
        round=tp.round, what=turning_point_what(tp, names, characters), change=chance_change(tp, names)
    )


# ---------------------------------------------------------------------- costly choices
@dataclass(frozen=True)
class MistakeWords:
    done: str  # what the player did ("take 2 gold")
    better: str  # what the Hard search would have done
    cost: str  # "−8 points of winning chance (between 4 and 8)"
    reason: str  # why, in the Hint's words
    line: str  # all of it on one line, with the round


def mistake_words(m: Mistake, names: Sequence[str], characters: LineUp) -> MistakeWords:
    done = action_words(m.played, names, characters)
    better = action_words(m.better, names, characters)
    points = max(1, percent(m.cost))
    low, high = min(points, max(1, percent(m.low))), max(points, percent(m.high))
    cost = (
        ngettext("−{points} point of winning chance", "−{points} points of winning chance", points).format(
            points=points
        )
        if low == high
        else ngettext(
            "−{points} point of winning chance (between {low} and {high})",
            "−{points} points of winning chance (between {low} and {high})",
            points,
        ).format(points=points, low=low, high=high)
    )
    # the simulation figure (the reason's detail) is left out: the cost says it
    reason = explain_reason(dataclasses.replace(m.reason, detail=None), names, characters)
    line = _("Round {round}: played “{done}”, better “{better}” ({cost}): {reason}").format(
        round=m.round, done=done, better=better, cost=cost, reason=reason
    )
    return MistakeWords(done, better, cost, reason, line)


# ---------------------------------------------------------------------- why, with the rules' entry
@dataclass(frozen=True)
class RulesLink:
    """An entry of the rules screen: a character or a district card (by its engine name), or a
    section ("scoring": the end of the game and its points)."""

    kind: Literal["character", "district", "section"]
    name: str


@dataclass(frozen=True)
class Explained:
    """One plain sentence saying why a finding mattered, by the rules, and the rules' entry it is
    about (the sentence names that card)."""

    sentence: str
    link: RulesLink | None


#: The ranks whose ability a key is about, whoever acted (the Assassin murders, the Thief robs…).
_ABILITY_RANK = {
    "murder": 1, "murder_miss": 1, "turn_lost": 1, "bewitched": 1,
    "rob": 2, "rob_miss": 2, "haul": 2,
    "swap_hands": 3, "crown": 4, "destroy": 8,
    "confiscate": 1, "threat_taken": 2, "bribe": 2, "seize": 8,  # the 2016 box's (RULES.md §9.3)
}  # fmt: skip
#: The keys about the character named in their parameters (chosen or discarded).
_NAMED_CHARACTER = ("pick", "discard")
#: The keys about the district named in their parameters.
_NAMED_DISTRICT = ("build", "keep", "theater_swap")
#: The keys about the end of the game and its scoring.
_SCORING = ("complete", "end")


def _why_turning() -> dict[str, Callable[[], str]]:
    """Why each kind of turning point matters, by the rules (field: `character` or `district`, the
    card it is about)."""
    return {
        "murder": lambda: _("The {character} makes the murdered character lose its whole turn: no gold, no cards, no building."),
        "murder_miss": lambda: _("The {character}'s murder is wasted when nobody holds the character named."),
        "turn_lost": lambda: _("A character murdered by the {character} is skipped when called: its holder does nothing this round."),
        "bewitched": lambda: _("The {character} plays the bewitched character's turn as her own, its abilities included."),
        "rob": lambda: _("The {character} takes all the gold of the robbed character's holder as soon as it is called."),
        "rob_miss": lambda: _("The {character}'s robbery gets nothing when nobody holds the character named."),
        "haul": lambda: _("The {character} takes all the gold the robbed player has when their character is called."),
        "swap_hands": lambda: _("The {character} may swap the whole hand with another player: the districts to build change hands."),
        "crown": lambda: _("The crown, which passes with the {character}, lets its holder choose a character first next round."),
        "destroy": lambda: _("The {character} destroys a district for its cost minus 1: its points leave that city."),
        "pick": lambda: _("Choosing the {character} shapes what its holder can do this round."),
        "discard": lambda: _("A character discarded face down is out of this round: nobody may choose the {character}."),
        "build": lambda: _("The {district} adds its points to the city and brings it closer to complete."),
        "build_unique": lambda: _("The {district} adds its points to the city and has a power of its own there."),
        "keep": lambda: _("Keeping the {district} in hand means it can be built on a later turn."),
        "gold": lambda: _("With the {character}, taking 2 gold rather than cards means more to pay with but fewer districts to choose from."),
        "cards": lambda: _("With the {character}, drawing cards rather than 2 gold means more districts to choose from but less to pay with."),
        "income": lambda: _("The {character} collects 1 gold for each district of its type in the city."),
        "end_turn": lambda: _("Ending the {character}'s turn gives up whatever it had not done yet."),
        "other": lambda: _("This move was made with the {character}: its card says what it may do in a turn."),
        "complete": lambda: _("A complete city ends the game at the end of the round: 4 more points for the first, 2 for the others."),
        "end": lambda: _("At the end each city scores its districts' costs and bonuses: the highest total wins."),
        "confiscate": lambda: _("The {character}'s signed warrant takes the district its builder paid for; the builder only gets the gold back."),
        "seize": lambda: _("The {character} takes a district of another city into his own, paying its owner its cost."),
        "threat_taken": lambda: _("The {character}'s flowered threat, revealed, takes all the threatened player's gold."),
        "bribe": lambda: _("A player threatened by the {character} may pay half their gold to be left alone."),
        "theater_swap": lambda: _("The {district} lets its owner swap one of his characters, after the selection, with one of another player's taken at random."),
    }  # fmt: skip


def _character_link(name: str) -> tuple[RulesLink, dict[str, object]]:
    return RulesLink("character", name), dict(character_fields(name))


def _district_link(kind: str) -> tuple[RulesLink, dict[str, object]]:
    return RulesLink("district", kind), {"district": district_name(kind)}


def acting_character(state: GameState, seat: int) -> str | None:
    """The character `seat` plays in `state` (the position before its move), for the findings' "why":
    None in the draft, or when the move is made in another seat's turn."""
    if state.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) or state.cur_rank <= 0:
        return None
    if state.cur_seat != seat:
        return None
    return state.rules.character(state.cur_rank).name


def _rank_name(rank: object, characters: LineUp) -> str | None:
    return characters[rank - 1].name if isinstance(rank, int) and 1 <= rank <= len(characters) else None


def turning_point_why(tp: TurningPoint, characters: LineUp, acting: str | None = None) -> Explained:
    """Why a turning point mattered, in one sentence naming the card it is about, and that card's entry
    in the rules. `acting`: the character the acting seat played then (None in the draft)."""
    texts = _why_turning()
    key = tp.key
    link: RulesLink | None = None
    fields: dict[str, object] = {}
    if key in _SCORING:
        link = RulesLink("section", "scoring")
    elif (
        key in _NAMED_DISTRICT
        and isinstance(tp.params.get("district"), str)
        and tp.params["district"] in KINDS
    ):
        kind = str(tp.params["district"])
        link, fields = _district_link(kind)
        if key == "build" and KINDS[kind].dtype is DistrictType.UNIQUE:
            key = "build_unique"
    else:
        name = (
            _rank_name(_ABILITY_RANK[key], characters) if key in _ABILITY_RANK
            else _rank_name(tp.params.get("character"), characters) if key in _NAMED_CHARACTER
            else acting
        )  # fmt: skip
        if name is None or name not in CHARACTERS:
            return Explained("", None)
        if key not in texts or key in _NAMED_DISTRICT:  # an unknown key, or a district not known
            key = "other"
        link, fields = _character_link(name)
    return Explained(texts[key]().format(**fields), link)


def _why_better() -> dict[str, Callable[[], str]]:
    """Why the better move of a costly choice was better, by the rules (field: the card it is about)."""
    return {
        "pick": lambda: _("Choosing the {character} would have brought its ability into this round."),
        "discard": lambda: _("Discarding the {character} face down keeps it from every other player this round."),
        "murder": lambda: _("The {character} can take a rival's whole turn away: naming the right character matters most."),
        "rob": lambda: _("The {character} takes all the gold of whoever holds the character named."),
        "bewitch": lambda: _("The {character} plays the bewitched character's turn as her own: naming the right one matters most."),
        "swap": lambda: _("The {character} may swap hands or change cards for better districts to build."),
        "destroy": lambda: _("The {character} destroys a district for its cost minus 1, taking its points from a rival."),
        "crown": lambda: _("The {character} must give the crown away: the one who gets it chooses first next round."),
        "build": lambda: _("Building the {district} adds its points to the city and brings it closer to complete."),
        "keep": lambda: _("Keeping the {district} gives a better district to build later."),
        "gold": lambda: _("With the {character}, taking 2 gold leaves more to pay for districts."),
        "cards": lambda: _("With the {character}, drawing cards gives more districts to choose from."),
        "income": lambda: _("The {character} collects 1 gold for each district of its type in the city."),
        "other": lambda: _("The {character} allowed a better move here: its card says what it may do in a turn."),
    }  # fmt: skip


def _why_ability() -> dict[type, Callable[[], str]]:
    """Why a better move made with a Dark City or 2016 character's ability was better, by the move's
    kind (field: the character whose ability it is, `_OWNER`). The answers that decline (a bribe
    refused, a marker kept hidden) have their own sentence: the one of the move they answer argues for
    the opposite choice."""
    return {
        LookAtHand: lambda: _("The {character} looks at another player's hand and takes one card: to keep, or to build at once."),
        CollectTithe: lambda: _("The {character} may take 1 gold from the richest player."),
        TakeExtraGold: lambda: _("After gathering, the {character} may take 4 gold or draw 4 cards; he never builds."),
        DrawToKeepOne: lambda: _("The {character} draws seven cards and keeps the one he wants."),
        SwapDistricts: lambda: _("The {character} may swap a district of his city for another player's, paying the difference."),
        Beautify: lambda: _("The {character} may put 1 gold on one or two districts of his city: each scores 1 more."),
        SeizeDistrict: lambda: _("The {character} may take a district costing 3 or less from another city, paying its cost to its owner."),
        BuildWithLoan: lambda: _("The {character} may build what he cannot afford with another player's gold, giving a card for each gold."),
        LookForType: lambda: _("The {character} names a type and looks at a hand: up to 1 gold and 1 card for each card of that type there."),
        TakeRandomCards: lambda: _("The {character} takes a random card from every other hand, then gives each of those players a card."),
        PlaceWarrants: lambda: _("The {character}'s signed warrant may take the first district built by the character it is on."),
        PlaceThreats: lambda: _("When the {character}'s flowered threat is revealed, he takes all the gold of the character it is on."),
        PayBribe: lambda: _("A threatened player may pay the {character} half their gold rather than risk losing all of it."),
        RefuseBribe: lambda: _("Refusing the {character}'s bribe keeps all the gold unless the threat is the flowered one."),
        KeepThreatHidden: lambda: _("A threat of the {character} kept hidden leaves the others unsure where the flower is, so the next threatened player may still pay."),
        KeepWarrantHidden: lambda: _("A warrant of the {character} kept hidden leaves the others unsure which one is signed, so those still under one may hold back their builds."),
        TributeGold: lambda: _("Whoever receives the crown from the {character} pays him 1 gold or 1 card."),
    }  # fmt: skip


#: The moves that follow or answer an ability — its second step, or a reply owed by another seat (a
#: bribe, a tribute, a marker revealed out of its owner's turn) — and the move they follow: the
#: character is the owner of the ability at the end of the chain (the engine's `ABILITIES`), the
#: sentence the first one in `_why_ability()` along it.
_FOLLOWS: dict[type, type] = {
    TakeFromHand: LookAtHand,
    DrawExtraCards: TakeExtraGold,
    GiveCard: TakeRandomCards,
    RevealWarrant: PlaceWarrants,
    KeepWarrantHidden: PlaceWarrants,
    RevealThreat: PlaceThreats,
    KeepThreatHidden: PlaceThreats,
    RefuseBribe: PayBribe,
    PayBribe: PlaceThreats,
    TributeCard: TributeGold,
    TributeGold: GiveCrown,
}

#: The character whose ability lists each kind of move (`abilities.ABILITIES`)
_OWNER: dict[type, str] = {
    move: ability.character for ability in ABILITIES.values() for move in ability.action_types
}


def _ability_why(move: type) -> Explained | None:
    """The sentence and rules entry of a better move made with (or answering) a character's ability,
    whoever makes it (the Witch playing the bewitched character's turn, a seat answering); None for a
    move of no ability."""
    texts = _why_ability()
    chain = [move]
    while chain[-1] in _FOLLOWS:
        chain.append(_FOLLOWS[chain[-1]])
    owner = next((_OWNER[m] for m in chain if m in _OWNER), None)
    sentence = next((texts[m] for m in chain if m in texts), None)
    if owner is None or sentence is None:
        return None
    link, fields = _character_link(owner)
    return Explained(sentence().format(**fields), link)


def _why_district() -> dict[DistrictKind, Callable[[], str]]:
    """Why a better move made with a unique district of the city was better (field: that district)."""
    return {
        TAKES_DESTROYED: lambda: _("The {district} takes a district the Warlord destroyed back into the hand for 1 gold."),
        LABORATORY: lambda: _("The {district} turns a card of the hand into 1 gold, once a turn."),
        SMITHY_KIND: lambda: _("The {district} turns 2 gold into 3 cards, once a turn."),
        ARMORY_KIND: lambda: _("Destroying the {district} destroys a district of any city not yet complete, for no gold."),
        HOLDS_CARDS: lambda: _("Each card put under the {district} scores 1 point at the end of the game."),
        SWAPS_CHARACTERS: lambda: _("The {district} swaps one of its owner's characters for a random one of an opponent's before the turns."),
        PAID_WITH_CARDS: lambda: _("The {district} may be paid for with cards from the hand, one card for each gold."),
        DESTROYED_TO_BUILD: lambda: _("Destroying the {district} builds a district without paying its cost."),
        BUILT_BY_DESTROYING: lambda: _("The {district} may be built by destroying a district of your own city instead of paying."),
    }  # fmt: skip


#: The unique district a better move is made with, by the move's kind: each district's own turn action
#: (`uniques.UNIQUES`), and the moves it offers at other times (a `BuildByDestroying` is told apart by
#: the card built: the Necropolis, or any district with the Framework spent)
_DISTRICT_OF: dict[type, DistrictKind] = {
    move: unique.kind
    for unique in UNIQUES.values()
    if unique.turn_action is not None
    for move in unique.turn_action.action_types
} | {GraveyardTake: TAKES_DESTROYED, TheaterSwap: SWAPS_CHARACTERS, BuildWithCards: PAID_WITH_CARDS}


def _district_why(kind: DistrictKind) -> Explained:
    link, fields = _district_link(kind.name)
    return Explained(_why_district()[kind]().format(**fields), link)


def mistake_why(m: Mistake, characters: LineUp, acting: str | None = None) -> Explained:
    """Why a costly choice's better move was better, in one sentence naming the card it is about, and
    that card's entry in the rules. `acting`: the character the player played then (None in the draft)."""
    better: Action = m.better
    texts = _why_better()
    match better:
        case PickCharacter(rank=rank):
            key, name = "pick", _rank_name(rank, characters)
        case DiscardCharacter(rank=rank):
            key, name = "discard", _rank_name(rank, characters)
        case Build(card=card) | KeepCard(card=card) if 0 <= card < len(CARDS):
            kind = CARDS[card].kind.name
            link, fields = _district_link(kind)
            key = "build" if isinstance(better, Build) else "keep"
            return Explained(texts[key]().format(**fields), link)
        case Murder():
            key, name = "murder", acting or _rank_name(1, characters)
        case Rob():
            key, name = "rob", acting or _rank_name(2, characters)
        case Bewitch():
            key, name = "bewitch", acting or _rank_name(1, characters)
        case SwapHands() | ExchangeCard() | FinishExchange():
            key, name = "swap", acting or _rank_name(3, characters)
        case Destroy():
            key, name = "destroy", acting or _rank_name(8, characters)
        case GiveCrown():
            key, name = "crown", acting or _rank_name(4, characters)
        case TakeGold():
            key, name = "gold", acting
        case DrawCards():
            key, name = "cards", acting
        case TakeIncome():
            key, name = "income", acting
        case BuildByDestroying(card=card) if 0 <= card < len(CARDS):
            return _district_why(
                BUILT_BY_DESTROYING if CARDS[card].kind is BUILT_BY_DESTROYING else DESTROYED_TO_BUILD
            )
        case _ if type(better) in _DISTRICT_OF:
            return _district_why(_DISTRICT_OF[type(better)])
        case _ if (why := _ability_why(type(better))) is not None:
            return why
        case _:
            key, name = "other", acting
    if name is None or name not in CHARACTERS:
        return Explained("", None)
    link, fields = _character_link(name)
    return Explained(texts[key]().format(**fields), link)


# ---------------------------------------------------------------------- notes
def estimate_note() -> str:
    """What the graph's numbers are, in a few words (the review says so beside it)."""
    return _("Chances estimated after the game, with every hand and character known.")


def problem_text(analysis: Analysis) -> str | None:
    """Why the analysis covers less than a whole game, or None when it covers one."""
    count = analysis.total_actions
    if analysis.problem == "torn":
        return _("The save's last move was cut short: analysed up to move {count}.").format(count=count)
    if analysis.problem is not None:
        return _("The save is damaged after move {count}: analysed as far as it goes.").format(count=count)
    if not analysis.game_over:
        return _("The game was not finished: analysed up to move {count}.").format(count=count)
    return None


def kept_damaged_text() -> str:
    """The analysis kept with the save was damaged (it was set aside and the game is analysed again)."""
    return _("The analysis kept with this game was damaged: it was set aside and the game is analysed again.")


def crash_text() -> str:
    """A failed analysis, for the player (the details are in the log)."""
    return _("The analysis stopped with an error; the review works without it.")
