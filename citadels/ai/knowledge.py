"""What a seat can work out from its `PlayerView`: positions, card and character values, and
draft inference (who may hold which character); and the bots' table of what each character does
(`PLAYS`), from which every strategy reads a character's part instead of naming it.

Everything here reads only a `PlayerView` (never a `GameState`). The Medium bot is built on these
functions; the Easy bot adds noise to them; the Hard bot uses them to weight sampled worlds.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import mul

from citadels.engine import (
    KINDS,
    CharacterSpec,
    Decision,
    DistrictCard,
    DistrictKind,
    DistrictType,
    PlayerView,
    Rng,
    city_income,
    city_size,
)
from citadels.engine.characters import (
    ABBOT,
    ALCHEMIST,
    ARCHITECT,
    ARTIST,
    ASSASSIN,
    BISHOP,
    BLACKMAILER,
    CARDINAL,
    CLASSIC_CHARACTERS,
    DIPLOMAT,
    EMPEROR,
    KING,
    MAGICIAN,
    MAGISTRATE,
    MARSHAL,
    MERCHANT,
    NAVIGATOR,
    PATRICIAN,
    QUEEN,
    SCHOLAR,
    SEER,
    SPY,
    TAX_COLLECTOR,
    TAX_COLLECTOR_2016,
    THIEF,
    TRADER,
    WARLORD,
    WITCH,
    WIZARD,
)
from citadels.engine.determinize import round_first_picker
from citadels.engine.rounds import shared_steps
from citadels.engine.uniques import (  # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4)
    BASILICA,
    CAPITOL,
    GOLD_MINE,
    IVORY_TOWER,
    MONUMENT,
    PARK,
    POOR_HOUSE,
    QUARRY,
    SECRET_VAULT,
    STATUE,
    WISHING_WELL,
)
from citadels.engine.view import PublicPlayer

from . import messages as M

NOBLE, RELIGIOUS, TRADE, MILITARY, UNIQUE = (
    DistrictType.NOBLE,
    DistrictType.RELIGIOUS,
    DistrictType.TRADE,
    DistrictType.MILITARY,
    DistrictType.UNIQUE,
)
ALL_TYPES = (NOBLE, RELIGIOUS, TRADE, MILITARY, UNIQUE)

HAUNTED_CITY = KINDS["haunted_city"]
KEEP = KINDS["keep"]
LABORATORY = KINDS["laboratory"]
SMITHY = KINDS["smithy"]
OBSERVATORY = KINDS["observatory"]
GRAVEYARD = KINDS["graveyard"]
LIBRARY = KINDS["library"]
GREAT_WALL = KINDS["great_wall"]
IMPERIAL_TREASURY = KINDS["imperial_treasury"]
MAP_ROOM = KINDS["map_room"]
SCHOOL_OF_MAGIC = KINDS["school_of_magic"]
#: the 2016 uniques scoring a bonus at the end (`bonus_2016`)
SCORING_2016 = frozenset({BASILICA, CAPITOL, IVORY_TOWER, STATUE, WISHING_WELL})


# ---------------------------------------------------------------------------------------------
# what each character does
# ---------------------------------------------------------------------------------------------
# A strategy never asks which character a rank is: it asks what the character does, from the
# engine's spec flags (`takes_crown`, `protects_city`, `max_builds`, `bonus_gold` …) or from this
# table (`play_of(spec).murders`, `rank_where(view, does_rob)`). A new character is one entry in
# `PLAYS` (tests/test_character_tables.py asks that every character of `engine.CHARACTERS` has one).
@dataclass(frozen=True, slots=True)
class CharacterPlay:
    """One character as the bots see it: what it does to the others, and the strategies' figures."""

    # ------------------------------------------------------------ what it does to the others
    murders: bool = False  # names a rank that loses its turn
    robs: bool = False  # names a rank whose gold it takes
    swaps_hands: bool = False  # swaps its hand with a seat's, or with the deck
    destroys: bool = False  # destroys a district of a rival's city
    tithes: bool = False  # takes 1 gold from the single richest player, after its income
    warrants: bool = False  # puts warrants on character tokens, to take a build (the Magistrate)
    threatens: bool = False  # puts threats on character tokens, for bribes (the Blackmailer)
    # ------------------------------------------------------------ what the strategies think of it
    #: Medium: how much keeping it out of a later rival's hands is worth when its own city is two
    #: districts or fewer from complete (0: nothing).
    deny: float = 0.0
    #: Careful: how likely a rival that murders names it, and a rival that robs robs it (measured
    #: against the Medium bot: the fast builders draw the most strikes).
    murder_share: float = 0.15
    rob_share: float = 0.15
    #: Rusher: how much slowing it down is worth (it fears fast builders).
    tempo: float = 0.5
    #: Hoarder: how much it would rather murder it (the hand-swapper takes its hand, the builder
    #: out-builds it, the destroyer hits its city); 0: no preference.
    hoarder_murder: int = 0


#: Every character's entry, keyed by its spec.
PLAYS: dict[CharacterSpec, CharacterPlay] = {
    ASSASSIN: CharacterPlay(murders=True, deny=1.0),
    THIEF: CharacterPlay(robs=True, murder_share=0.08, tempo=0.8),
    MAGICIAN: CharacterPlay(swaps_hands=True, murder_share=0.06, rob_share=0.15, tempo=1.0, hoarder_murder=3),
    KING: CharacterPlay(murder_share=0.08, rob_share=0.25, tempo=2.0),
    BISHOP: CharacterPlay(murder_share=0.12, rob_share=0.12, tempo=1.2),
    MERCHANT: CharacterPlay(murder_share=0.35, rob_share=0.3, tempo=2.5),
    ARCHITECT: CharacterPlay(murder_share=0.7, rob_share=0.22, tempo=3.0, hoarder_murder=2),
    WARLORD: CharacterPlay(
        destroys=True, deny=1.5, murder_share=0.3, rob_share=0.25, tempo=1.5, hoarder_murder=1
    ),
    WITCH: CharacterPlay(),
    TAX_COLLECTOR: CharacterPlay(),
    WIZARD: CharacterPlay(),
    EMPEROR: CharacterPlay(),
    ABBOT: CharacterPlay(tithes=True),
    ALCHEMIST: CharacterPlay(),
    NAVIGATOR: CharacterPlay(),
    DIPLOMAT: CharacterPlay(),
    ARTIST: CharacterPlay(),
    QUEEN: CharacterPlay(),
    # the 2016 box (RULES.md §9): the Patrician and the Trader draw strikes as the King and the
    # Merchant do; the Scholar, who builds two, as a smaller Architect
    PATRICIAN: CharacterPlay(murder_share=0.08, rob_share=0.2, tempo=1.8),
    TRADER: CharacterPlay(murder_share=0.35, rob_share=0.3, tempo=2.5),
    SCHOLAR: CharacterPlay(murder_share=0.45, rob_share=0.2, tempo=2.2, hoarder_murder=2),
    MARSHAL: CharacterPlay(deny=1.0, murder_share=0.25, rob_share=0.25, tempo=1.5, hoarder_murder=1),
    # the Cardinal: an income as the Bishop's (in cards), and a build he could not pay for: no protection
    CARDINAL: CharacterPlay(murder_share=0.15, rob_share=0.2, tempo=1.6),
    # the Tax Collector of 2016: his gold comes from the others' builds, at rank 9 (after every build)
    TAX_COLLECTOR_2016: CharacterPlay(rob_share=0.3),
    # the Spy: takes gold and cards from a rival's hand, as a smaller Thief
    SPY: CharacterPlay(murder_share=0.1, tempo=0.8),
    # the Seer: trades his worst cards for random ones and builds two, as a smaller Architect
    SEER: CharacterPlay(murder_share=0.3, rob_share=0.2, tempo=1.8, hoarder_murder=3),
    # the Magistrate (RULES.md §9.3): rank 1 with no kill, so no strike on him from a murderer
    MAGISTRATE: CharacterPlay(warrants=True, murder_share=0.0, rob_share=0.0, tempo=0.8),
    # the Blackmailer (RULES.md §9.3): a striker like the Thief
    BLACKMAILER: CharacterPlay(threatens=True, murder_share=0.08, rob_share=0.0, tempo=0.8),
}


def play_of(spec: CharacterSpec) -> CharacterPlay:
    """The character's entry."""
    return PLAYS[spec]


def does_murder(spec: CharacterSpec) -> bool:
    return PLAYS[spec].murders


def does_warrant(spec: CharacterSpec) -> bool:
    return PLAYS[spec].warrants


def does_threaten(spec: CharacterSpec) -> bool:
    return PLAYS[spec].threatens


def does_rob(spec: CharacterSpec) -> bool:
    return PLAYS[spec].robs


def does_swap_hands(spec: CharacterSpec) -> bool:
    return PLAYS[spec].swaps_hands


def does_destroy(spec: CharacterSpec) -> bool:
    return PLAYS[spec].destroys


def does_tithe(spec: CharacterSpec) -> bool:
    return PLAYS[spec].tithes


def does_protect(spec: CharacterSpec) -> bool:
    return spec.protects_city


def rank_where(view: PlayerView, test: Callable[[CharacterSpec], bool]) -> int:
    """The rank of the first character of the view's line-up that passes `test`, 0 when none does."""
    for spec in view.characters:
        if test(spec):
            return spec.rank
    return 0


def classic_rank(test: Callable[[CharacterSpec], bool]) -> int:
    """The rank of the Classic line-up's character that passes `test` (0: none)."""
    return next((spec.rank for spec in CLASSIC_CHARACTERS if test(spec)), 0)


# ---------------------------------------------------------------------------------------------
# positions
# ---------------------------------------------------------------------------------------------
class CityFacts:
    """What the bots keep asking of one city, worked out once per distinct city (a city is a tuple
    of shared card objects, so equal cities hash alike and views built later find the entry)."""

    __slots__ = ("points", "types", "kinds", "haunted", "missing")

    def __init__(self, city: Sequence[DistrictCard]) -> None:
        kinds = frozenset([c.kind for c in city])
        self.points: int = sum([c.kind.points for c in city])
        self.types: frozenset[DistrictType] = frozenset(
            [c.kind.dtype for c in city if c.kind is not HAUNTED_CITY]
        )
        self.kinds: frozenset[DistrictKind] = kinds
        self.haunted: bool = HAUNTED_CITY in kinds
        missing = 5 - len(self.types)
        if self.haunted and missing > 0:
            missing -= 1
        self.missing: int = missing


# The cities met lately, in two generations: the current one, and the one before it, whose entries
# move forward when met again. When the current one is full it becomes the one before (the older is
# dropped): what a game, or a search, keeps meeting stays; a long run of games never grows the cache.
_FACTS: dict[tuple[DistrictCard, ...], CityFacts] = {}
_FACTS_BEFORE: dict[tuple[DistrictCard, ...], CityFacts] = {}
FACTS_GENERATION = 2048  # distinct cities a generation holds (an evening's games: a few MB)


def city_facts(city: Sequence[DistrictCard]) -> CityFacts:
    if type(city) is not tuple:
        return CityFacts(city)
    facts = _FACTS.get(city)
    if facts is None:
        facts = _FACTS_BEFORE.get(city)
        if facts is None:
            facts = CityFacts(city)
        if len(_FACTS) >= FACTS_GENERATION:
            _FACTS_BEFORE.clear()
            _FACTS_BEFORE.update(_FACTS)
            _FACTS.clear()
        _FACTS[city] = facts
    return facts


def facts_cached() -> int:
    """How many cities `city_facts` remembers now (at most twice `FACTS_GENERATION`)."""
    return len(_FACTS) + len(_FACTS_BEFORE)


def city_points(city: Sequence[DistrictCard]) -> int:
    return city_facts(city).points


def city_types(city: Sequence[DistrictCard]) -> frozenset[DistrictType]:
    return city_facts(city).types


def missing_types(city: Sequence[DistrictCard]) -> int:
    """How many of the five types the city still lacks (the Haunted City fills one gap)."""
    return city_facts(city).missing


def estimated_score(p: PublicPlayer, first_complete: int) -> float:
    """Points the seat would score if the game ended now."""
    facts = city_facts(p.city)
    pts = float(facts.points)
    if facts.missing == 0:
        pts += 3
    if p.completed:
        pts += 4 if first_complete == p.seat else 2
    kinds = facts.kinds
    if IMPERIAL_TREASURY in kinds:
        pts += p.gold
    if MAP_ROOM in kinds:
        pts += p.hand_size
    if not SCORING_2016.isdisjoint(kinds):
        pts += bonus_2016(p.city, kinds)
    return pts


def bonus_2016(city: Sequence[DistrictCard], kinds: frozenset[DistrictKind]) -> float:
    """What the 2016 box's scoring uniques of a city would add if the game ended now (RULES.md §9.4);
    the Statue is half its 5 points: the crown may move before the end."""
    pts = 0.0
    uniques = sum([1 for c in city if c.kind.dtype is DistrictType.UNIQUE])
    if BASILICA in kinds:
        pts += sum([c.kind.cost % 2 for c in city])
    if CAPITOL in kinds:
        counts = [0] * 5
        for c in city:
            counts[c.kind.dtype] += 1
        pts += 3 if max(counts) >= 3 else 0
    if IVORY_TOWER in kinds and uniques == 1:
        pts += 5
    if WISHING_WELL in kinds:
        pts += uniques
    if STATUE in kinds:
        pts += 2.5
    return pts


def position_value(p: PublicPlayer, view: PlayerView) -> float:
    """A seat's strength: its score now plus what its gold and cards are likely worth later."""
    left = max(0, view.completion - city_size(p.city))
    value = estimated_score(p, view.first_complete)
    value += 0.55 * min(p.gold, 8) + 0.2 * max(0, p.gold - 8)
    value += 0.9 * min(p.hand_size, left) + 0.2 * max(0, p.hand_size - left)
    value += 1.4 * len(p.city)  # tempo: built districts bring the end of the game closer
    return value


# Every seat's threat in the last view asked about (None: not yet worked out).
_threat_memo: tuple[PlayerView | None, list[float | None]] = (None, [])


def threat(view: PlayerView, seat: int) -> float:
    """How dangerous a seat is: its position plus a bonus for being close to completing."""
    global _threat_memo
    seen, known = _threat_memo
    if seen is not view:
        known = [None] * len(view.table)
        _threat_memo = (view, known)
    value = known[seat]
    if value is None:
        value = known[seat] = _threat(view, seat)
    return value


def _threat(view: PlayerView, seat: int) -> float:
    p = view.table[seat]
    left = view.completion - city_size(p.city)
    value = position_value(p, view)
    if not p.completed:
        if left <= 1:
            value += 6
        elif left == 2:
            value += 3
    return value


def leader(view: PlayerView, exclude_me: bool = True) -> int:
    seats = [p.seat for p in view.table if not (exclude_me and p.seat == view.seat)]
    return max(seats, key=lambda s: (threat(view, s), -s))


#: A rival is rich when their gold is at least this much above the average of everyone else's.
RICH_MARGIN = 2


def rich_rival(view: PlayerView) -> bool:
    """Whether a rival holds clearly more gold than the rest of the table (at least `RICH_MARGIN`
    above the average of every other player, the bot included): a purse worth a Thief. At the first
    round, everyone holding 2 gold, nobody is."""
    golds = [p.gold for p in view.table]
    total = sum(golds)
    others = len(golds) - 1
    return others > 0 and any(
        p.seat != view.seat and p.gold - (total - p.gold) / others >= RICH_MARGIN for p in view.table
    )


def game_ending(view: PlayerView) -> bool:
    """Someone has completed, or may complete this round."""
    return view.first_complete >= 0 or any(view.completion - city_size(p.city) <= 1 for p in view.table)


# The last view asked about, and the answer: one decision asks many times about the same view (which
# is immutable, and held here so that its identity cannot be reused by another object).
_rounds_left_memo: tuple[PlayerView | None, float] = (None, 0.0)


def rounds_left_estimate(view: PlayerView) -> float:
    """A rough count of rounds still to play (1 means: this is probably the last one)."""
    global _rounds_left_memo
    seen, value = _rounds_left_memo
    if seen is view:
        return value
    if view.first_complete >= 0:
        value = 1.0
    else:
        most = max([len(p.city) for p in view.table])
        per_round = 1.0 if view.players >= 4 else 1.6
        value = max(1.0, (view.completion - most) / per_round)
    _rounds_left_memo = (view, value)
    return value


# ---------------------------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------------------------
UNIQUE_BONUS: dict[str, float] = {
    "haunted_city": 1.5,
    "keep": 1.0,
    "laboratory": 1.5,
    "smithy": 1.5,
    "observatory": 1.0,
    "graveyard": 0.5,
    "dragon_gate": 0.0,
    "university": 0.0,
    "library": 1.8,
    "great_wall": 0.8,
    "school_of_magic": 2.0,
    "imperial_treasury": 1.0,
    "map_room": 1.0,
    # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4): what each adds to its cost in
    # points, about; the end-of-game bonuses count again in `estimated_score` once built
    "basilica": 1.5,  # +1 per odd-cost district: two or three by the end
    "capitol": 1.5,  # +3 once three districts share a type: common, not certain
    "ivory_tower": 1.0,  # +5 only while it is the only unique: rarely kept so
    "monument": 2.5,  # counts two toward completion: a whole build sooner (only before 5 districts)
    "secret_vault": 0.0,  # never built: `card_value` prices it as the 3 points it scores in hand
    "statue": 1.5,  # +5 with the crown at the end: a fair chance
    "wishing_well": 1.5,  # +1 per unique: two or three
    "gold_mine": 1.0,  # +1 gold whenever gold is taken: pays back early (EARLY_UNIQUES)
    "park": 0.8,  # 2 cards after emptying the hand
    "poor_house": 0.8,  # 1 gold after spending all
    "stables": 1.5,  # cheap and built beside another district
    "quarry": 0.8,  # duplicates widen what the hand can build
    # d16b: the 2016 box's districts with payments (RULES.md §9.4)
    "factory": 1.0,  # its owner's other uniques cost 1 less
    "thieves_den": 0.5,  # a 6 paid with spare cards
    "framework": 1.0,  # a later dear district for nothing
    "necropolis": 0.5,  # 5 points for a cheap district
    "armory": 0.5,  # a rival's dear district, once
    "museum": 1.0,  # 1 point per dead card, a card a turn
    # t16: the Theater (RULES.md §9.4)
    "theater": 1.0,  # a swap each round, away from a character it values least
}
#: Why a bot builds one of the 2016 box's passive and scoring uniques (a reason key of `messages`)
BUILD_WHY_2016: dict[str, str] = {
    "basilica": M.BUILD_SCORES_AT_END,
    "capitol": M.BUILD_SCORES_AT_END,
    "ivory_tower": M.BUILD_SCORES_AT_END,
    "statue": M.BUILD_SCORES_AT_END,
    "wishing_well": M.BUILD_SCORES_AT_END,
    "monument": M.BUILD_COUNTS_TWO,
    "gold_mine": M.BUILD_PAYS_EVERY_TURN,
    "park": M.BUILD_PAYS_EVERY_TURN,
    "poor_house": M.BUILD_PAYS_EVERY_TURN,
    "stables": M.BUILD_NO_LIMIT,
    "quarry": M.BUILD_DUPLICATES,
    "theater": M.BUILD_SWAPS,  # t16: the Theater (RULES.md §9.4)
}
_GAP_BONUS = {1: 3.0, 2: 1.4, 3: 0.9}  # missing types -> value of a card that fills a gap
EARLY_UNIQUES = {LABORATORY, SMITHY, OBSERVATORY, LIBRARY, SCHOOL_OF_MAGIC, GOLD_MINE, PARK, POOR_HOUSE}
MONUMENT_BUILT_BELOW = 5  # RULES.md §9.4: not built into a city of 5 or more
SECRET_VAULT_IN_HAND = 3.0  # RULES.md §9.4: what it scores in hand


def card_value(
    c: DistrictKind,
    city: Sequence[DistrictCard],
    hand: Sequence[DistrictCard],
    gold: int,
    view: PlayerView,
    rounds_left: float | None = None,
) -> float:
    """What one district card in hand is worth to its owner (about one point per gold of cost)."""
    facts = city_facts(city)
    if c in facts.kinds and QUARRY not in facts.kinds:
        return 0.3  # cannot be built: Laboratory fodder at best
    if c is SECRET_VAULT:
        return SECRET_VAULT_IN_HAND  # never built: it scores in hand (RULES.md §9.4)
    if c is MONUMENT and len(city) >= MONUMENT_BUILT_BELOW:
        return 0.3  # no longer buildable
    if rounds_left is None:
        rounds_left = rounds_left_estimate(view)
    value = float(c.points)
    if c.dtype not in facts.types and c is not HAUNTED_CITY:
        # closer to the five-type bonus: each missing type is worth more as the gap closes
        value += _GAP_BONUS.get(facts.missing, 0.6)
    value += UNIQUE_BONUS.get(c.name, 0.0)
    if c in EARLY_UNIQUES:
        value += min(2.0, 0.5 * (rounds_left - 1))
    # what it costs to get there: expensive cards are slow to build
    reachable = gold + 3.0 * rounds_left
    if c.cost > reachable:
        value *= 0.3
    value -= 0.25 * max(0, c.cost - gold)
    return value


_buildable_memo: tuple[PlayerView | None, list[DistrictCard]] = (None, [])


def hand_buildable(view: PlayerView) -> list[DistrictCard]:
    """The cards of the viewer's hand it could build (one per kind, not in its city), in hand order."""
    global _buildable_memo
    seen_view, cards = _buildable_memo
    if seen_view is view:
        return cards[:]
    city = view.table[view.seat].city
    kinds = city_facts(city).kinds
    if QUARRY in kinds:  # RULES.md §9.4: the Quarry's owner builds names already in his city
        kinds = frozenset()
    out: list[DistrictCard] = []
    seen: set[DistrictKind] = set()
    for c in view.hand:
        if c.kind not in kinds and c.kind not in seen:
            if c.kind is SECRET_VAULT or (c.kind is MONUMENT and len(city) >= MONUMENT_BUILT_BELOW):
                continue  # RULES.md §9.4: never built; not into a city of 5
            out.append(c)
            seen.add(c.kind)
    _buildable_memo = (view, out[:])
    return out


# ---------------------------------------------------------------------------------------------
# characters
# ---------------------------------------------------------------------------------------------
@dataclass
class Ctx:
    """Facts about the table shared by every character evaluation of one decision."""

    rounds_left: float
    leader: int  # the most dangerous seat other than the viewer
    richest: int
    max_other_gold: int
    ending: bool


_ctx_memo: tuple[PlayerView | None, Ctx | None] = (None, None)


def make_ctx(view: PlayerView) -> Ctx:
    """The table facts of `view` (the same object for every ask about one view: treat it as read-only)."""
    global _ctx_memo
    seen, ctx = _ctx_memo
    if seen is view and ctx is not None:
        return ctx
    # the facts read only the public table: views that agree on it share them (across sampled worlds)
    key = (view.seat, view.table, view.completion, view.first_complete)
    ctx = _CTXS.get(key)
    if ctx is None:
        others = [p for p in view.table if p.seat != view.seat]
        ctx = Ctx(
            rounds_left=rounds_left_estimate(view),
            leader=leader(view),
            richest=max(others, key=lambda p: (p.gold, -p.seat)).seat,
            max_other_gold=max(p.gold for p in others),
            ending=game_ending(view),
        )
        if len(_CTXS) >= _CTXS_LIMIT:
            _CTXS.clear()
        _CTXS[key] = ctx
    _ctx_memo = (view, ctx)
    return ctx


_CTXS: dict[tuple[object, ...], Ctx] = {}
_CTXS_LIMIT = 1 << 11  # a game's searches reuse them; a long run keeps no more (bench_memory.py)


def income_count(city: Sequence[DistrictCard], dtype: DistrictType | None) -> int:
    return city_income(city, dtype, school_type=dtype)  # the School of Magic counts as that type


def gold_income(city: Sequence[DistrictCard], spec: CharacterSpec) -> int:
    """The gold a character's income brings (none when it is paid in cards: the Patrician's)."""
    return 0 if spec.income_in_cards else income_count(city, spec.income_type)


#: How much a character is worth to a seat: f(view, seat, rank, ctx, mine) in gold-equivalents.
CharacterValueFn = Callable[[PlayerView, int, int, "Ctx", bool], float]

#: Weights of `character_value` (gold-equivalents), tuned by self-play.
CW: dict[str, float] = {
    "king_crown": 0.8,
    "bishop_exposure": 0.4,
    "bishop_near": 1.0,
    "arch_cards": 2.8,
    "arch_extra": 1.0,
    "arch_near": 0.8,
    "war_base": 0.5,
    "war_hit": 0.6,
    "war_near": 1.5,
    "war_def": 0.5,
    "ass_base": 0.9,
    "ass_end": 1.0,
    "thief_base": 1.0,
    "thief_gold": 0.15,
    "mag_diff": 0.6,
    "mag_useless": 0.3,
    "no_build": 0.3,
}


# The values asked about the last view, by (seat, rank), with the default weights: one decision asks
# the same ones several times (the pick scores, the draft inference, the murder target).
_cv_memo: tuple[PlayerView | None, dict[int, float]] = (None, {})


def character_value(
    view: PlayerView, seat: int, rank: int, ctx: Ctx, cw: dict[str, float] | None = None
) -> float:
    """What playing `rank` this round is worth to `seat` (hand contents used only for the viewer).

    `ctx` must be `make_ctx(view)` (values are remembered per view)."""
    if cw:
        return _character_value(view, seat, rank, ctx, cw)
    global _cv_memo
    seen, known = _cv_memo
    if seen is not view:
        known = {}
        _cv_memo = (view, known)
    key = seat << 8 | rank
    value = known.get(key)
    if value is None:
        value = known[key] = _character_value(view, seat, rank, ctx, CW)
    return value


def _character_value(view: PlayerView, seat: int, rank: int, ctx: Ctx, w: dict[str, float]) -> float:
    p = view.table[seat]
    spec = view.character(rank)
    mine = seat == view.seat
    city = p.city
    left = view.completion - city_size(city)
    value = float(income_count(city, spec.income_type))
    value += spec.bonus_gold
    if mine:
        buildable = hand_buildable(view)
        n_build = len(buildable)
    else:
        n_build = max(0, p.hand_size - 1) if p.hand_size else 0
    if spec is KING:
        value += w["king_crown"] * (1.0 if view.players >= 4 else 0.5)
    elif spec is BISHOP:
        value += w["bishop_exposure"] * city_size(city) / view.completion
        if left <= 1:
            value += w["bishop_near"]
    elif spec is ARCHITECT:
        value += w["arch_cards"]
        gold = p.gold + 2
        extra = 0
        if mine:
            costs = sorted(c.kind.cost for c in buildable)
            spent = 0
            for cost in costs[:3]:
                if spent + cost <= gold:
                    spent += cost
                    extra += 1
            extra = max(0, extra - 1)
        else:
            extra = 1 if gold >= 6 and p.hand_size >= 2 else 0
        value += w["arch_extra"] * extra
        if left <= 3 and extra:
            value += w["arch_near"] * min(extra, left - 1)
    elif spec is WARLORD:
        value += w["war_base"]
        best = 0.0
        for q in view.table:
            if q.seat == seat or q.completed or not q.city:
                continue
            costs = [c.kind.cost for c in q.city if c.kind is not KEEP]
            if not costs or min(costs) - 1 > p.gold + 2:
                continue
            qleft = view.completion - city_size(q.city)
            hit = w["war_hit"] + (w["war_near"] if qleft <= 1 else 0.4 * w["war_near"] if qleft == 2 else 0.0)
            best = max(best, hit)
        value += best
        if left <= 2:
            value += w["war_def"]
    elif spec is ASSASSIN:
        value += w["ass_base"] + (w["ass_end"] if ctx.ending else 0.0)
    elif spec is THIEF:
        most = ctx.max_other_gold if mine else max(q.gold for q in view.table if q.seat != seat)
        value += w["thief_base"] + w["thief_gold"] * most
    elif spec is MAGICIAN:
        hand = len(view.hand) if mine else p.hand_size
        most = max(q.hand_size for q in view.table if q.seat != seat)
        value += max(0.0, w["mag_diff"] * (most - hand))
        if mine:
            value += w["mag_useless"] * (len(view.hand) - n_build)
    else:
        extra_value = CHARACTER_VALUES.get(spec)
        if extra_value is not None:
            value += extra_value(view, seat, rank, ctx, mine)
    if n_build == 0 and spec not in (ARCHITECT, MAGICIAN) and spec.max_builds > 0:
        value -= w["no_build"]
    return value


# ---------------------------------------------------------------------------------------------
# the values of the Dark City characters and the rank-9 cards (RULES.md §6)
def _others(view: PlayerView, seat: int) -> list[int]:
    return [p.seat for p in view.table if p.seat != seat]


def _witch(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # She plays another character's turn instead of her own: worth a good share of the best one,
    # less the risk that it is not in play.
    best = 0.0
    for r in range(2, len(view.characters) + 1):
        if r in view.faceup:
            continue
        best = max(best, character_value(view, seat, r, ctx))
    return 0.6 * best + 0.3


def _tax_collector(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    builders = sum(1 for s in _others(view, seat) if view.table[s].hand_size and view.table[s].gold >= 1)
    return min(3.5, 0.55 * builders)


def _wizard(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    p = view.table[seat]
    most = max((view.table[s].hand_size for s in _others(view, seat)), default=0)
    value = 1.2 if most else 0.0
    if p.gold >= 4 and most:
        value += 1.0  # the card taken may be built at once, on top of the normal build
    return value


def _emperor(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    return 1.0  # the tribute: 1 gold or a card (the noble income is counted already)


def _abbot(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # the richest player is counted after the Abbot's income (RULES.md §6)
    gold = view.table[seat].gold + income_count(view.table[seat].city, DistrictType.RELIGIOUS)
    richer = [p.gold for p in view.table if p.seat != seat and p.gold > gold]
    return 0.8 if richer else 0.2


def _alchemist(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    p = view.table[seat]
    if mine:
        costs = [c.kind.cost for c in hand_buildable(view) if c.kind.cost <= p.gold + 2]
        return 0.8 * max(costs, default=0)
    return 1.6 if p.hand_size else 0.0


def _navigator(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    left = view.completion - city_size(view.table[seat].city)
    value = 2.8  # 4 gold or 4 cards
    if left <= 2 or ctx.ending:
        value -= 3.0  # no building: a wasted turn near the end
    elif mine and any(c.kind.cost <= view.table[seat].gold for c in hand_buildable(view)):
        value -= 1.2
    return value


def _diplomat(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    return 0.8 + (0.6 if ctx.ending else 0.0)


def _artist(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    gold = view.table[seat].gold
    return (0.9 if ctx.ending else 0.4) * min(2, gold) / 2 + 0.2


def _queen(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    n = view.players
    crowned = [r for r in range(1, len(view.characters) + 1) if view.character(r).takes_crown]
    if crowned and crowned[0] in view.faceup:
        return 0.0
    return 3.0 * min(1.0, 2 / max(1, n - 1))


# the 2016 box (RULES.md §9.3)
def _patrician(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # the crown as the King's; his income (counted as gold above) comes in cards, worth a little less
    cards = income_count(view.table[seat].city, NOBLE)
    return CW["king_crown"] * (1.0 if view.players >= 4 else 0.5) - 0.2 * cards


def _trader(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # the trade districts he can build besides his one other build
    p = view.table[seat]
    if not mine:
        return 0.6 if p.hand_size >= 2 and p.gold >= 3 else 0.0
    gold = p.gold + 2 + income_count(p.city, TRADE)
    costs = sorted(c.kind.cost for c in hand_buildable(view) if c.kind.dtype is TRADE)
    extra = 0
    for cost in costs:
        if cost <= gold:
            gold -= cost
            extra += 1
    return CW["arch_extra"] * max(0, extra - 1) + 0.2 * extra


def _scholar(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # the best of seven cards, and a second build
    p = view.table[seat]
    value = 1.2 if view.deck_size else 0.0
    if mine:
        costs = sorted(c.kind.cost for c in hand_buildable(view))
        if len(costs) >= 2 and costs[0] + costs[1] <= p.gold + 2:
            value += CW["arch_extra"]
    elif p.gold >= 5 and p.hand_size >= 2:
        value += 0.5 * CW["arch_extra"]
    return value


def _marshal(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # a district of cost 3 or less from a rival's open city, bought at its cost: worth most near the
    # end, when a point and a district count
    targets = sum(
        1
        for q in view.table
        if q.seat != seat and city_size(q.city) < view.completion and any(c.kind.cost <= 3 for c in q.city)
    )
    value = (0.6 if targets else 0.0) + (0.8 if ctx.ending else 0.0)
    if view.table[seat].gold < 1:
        value -= 0.4
    return value


# the Cardinal (RULES.md §9.3)
def _cardinal(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # his income in cards, and a district he cannot pay for built with a rival's gold, paid in cards
    p = view.table[seat]
    value = 0.6 * income_count(p.city, RELIGIOUS)
    richest = max((q.gold for q in view.table if q.seat != seat), default=0)
    if mine:
        hand = hand_buildable(view)
        short = [c for c in hand if 0 < c.kind.cost - (p.gold + 2) <= min(richest, p.hand_size - 1)]
        if short:
            value += 0.8 + 0.2 * max(c.kind.points for c in short)
    elif p.hand_size >= 3 and richest >= 2:
        value += 0.5
    return value


# the Tax Collector of 2016 (RULES.md §9.7)
def _tax_collector_2016(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # the gold already on his token, and 1 per build the others are likely to make this round (he is
    # called last: every build of the round is on the token by then)
    builders = sum(1 for s in _others(view, seat) if view.table[s].hand_size and view.table[s].gold >= 2)
    return view.tax_token + min(4.0, 0.6 * builders)


# the Spy (RULES.md §9.3)
def _spy(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # about a fifth of a rival's hand matches the best type: that many cards, and gold while he has it
    best = 0.0
    for q in view.table:
        if q.seat == seat:
            continue
        expected = 0.3 * q.hand_size
        best = max(best, 0.8 * expected + min(expected, q.gold))
    return best


# the Seer (RULES.md §9.3)
def _seer(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # his worst cards traded for random ones, and a second build
    p = view.table[seat]
    others = sum(1 for q in view.table if q.seat != seat and q.hand_size)
    value = 0.25 * others
    if mine:
        costs = sorted(c.kind.cost for c in hand_buildable(view))
        if len(costs) >= 2 and costs[0] + costs[1] <= p.gold + 2:
            value += CW["arch_extra"] * 0.8
    elif p.gold >= 5 and p.hand_size >= 2:
        value += 0.4 * CW["arch_extra"]
    return value


# the Magistrate (RULES.md §9.3)
def _magistrate(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # a signed warrant on one of three tokens: about a third of a rival's district, free, when the
    # others have gold to build with
    rich = sum(1 for q in view.table if q.seat != seat and q.gold >= 3 and q.hand_size)
    value = 0.5 + 0.35 * min(rich, 3)
    if ctx.ending:
        value += 0.5  # a district taken near the end is a point and a place in the city
    return value


# the Blackmailer (RULES.md §9.3)
def _blackmailer(view: PlayerView, seat: int, rank: int, ctx: Ctx, mine: bool) -> float:
    # two threats: a bribe of half a rich rival's gold, or all of it on a refusal
    golds = sorted((q.gold for q in view.table if q.seat != seat), reverse=True)
    return 0.4 + 0.3 * sum(golds[:2]) / 2


#: The value of each character that `_character_value` does not work out in its own branches (the
#: Dark City characters and the rank-9 cards): f(view, seat, rank, ctx, mine) in gold-equivalents.
CHARACTER_VALUES: dict[CharacterSpec, CharacterValueFn] = {
    WITCH: _witch,
    TAX_COLLECTOR: _tax_collector,
    WIZARD: _wizard,
    EMPEROR: _emperor,
    ABBOT: _abbot,
    ALCHEMIST: _alchemist,
    NAVIGATOR: _navigator,
    DIPLOMAT: _diplomat,
    ARTIST: _artist,
    QUEEN: _queen,
    # the 2016 box
    PATRICIAN: _patrician,
    TRADER: _trader,
    SCHOLAR: _scholar,
    MARSHAL: _marshal,
    CARDINAL: _cardinal,  # the Cardinal
    TAX_COLLECTOR_2016: _tax_collector_2016,  # the Tax Collector of 2016
    # the Spy
    SPY: _spy,
    # the Seer
    SEER: _seer,
    MAGISTRATE: _magistrate,  # the Magistrate (RULES.md §9.3)
    BLACKMAILER: _blackmailer,  # the Blackmailer (RULES.md §9.3)
}


# ---------------------------------------------------------------------------------------------
# draft inference
# ---------------------------------------------------------------------------------------------
PICK_STEP = Decision.DRAFT_PICK
DISCARD_STEP = Decision.DRAFT_DISCARD
FACEDOWN = -1


@dataclass
class Slot:
    """One unknown place a character went to this round: a seat's pick, or a face-down discard."""

    seat: int  # FACEDOWN for a face-down discard
    step: int  # the selection step (-1: the random face-down discard before the draft, -2: leftover)
    allowed: list[int]


def first_picker(view: PlayerView) -> int:
    """The seat that chose first this round (the crown, unless the King has already taken it)."""
    return round_first_picker(view)


_SELECTION_DECISIONS = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)


def _selecting(view: PlayerView) -> bool:
    return view.decision in _SELECTION_DECISIONS


def draft_slots(view: PlayerView) -> tuple[list[Slot], list[int]] | None:
    """The unknown slots of this round's draft and the unknown ranks that fill them.

    Past steps only: while the viewer is choosing, the steps still to come are not slots. Returns
    None when the view's draft record does not fit the analysis (e.g. a state made by a scenario).
    """
    n = view.players
    me = view.seat
    total_ranks = len(view.characters)
    all_ranks = set(range(1, total_ranks + 1))
    faceup = set(view.faceup)
    mine = set(view.my_characters) | set(view.known_facedown)
    offered = [set(o) for o in view.offered]
    if not offered:
        return None
    first = first_picker(view)
    steps = shared_steps(n, first)
    obs: list[int] = [i for i, (s, _) in enumerate(steps) if s == me and (i == 0 or steps[i - 1][0] != me)]
    if len(offered) > len(obs):
        return None
    selecting = _selecting(view)
    if selecting and view.to_move != me:
        return None
    seven = n >= 4 and n == total_ranks - 1  # the 7-player rule (8 players with 9 characters)
    last = n - 1
    slots: list[Slot] = []
    before = all_ranks - faceup - offered[0]
    before_seats = [i for i in range(obs[0]) if steps[i][0] != me]
    for i in before_seats:
        seat, kind = steps[i]
        slots.append(Slot(seat if kind == PICK_STEP else FACEDOWN, i, sorted(before)))
    init_fd_in_before = not seven or (selecting and obs[0] != last)
    if init_fd_in_before:
        slots.append(Slot(FACEDOWN, -1, sorted(before)))
    m = len(offered)
    for j in range(m - 1):
        between = (offered[j] - offered[j + 1]) - mine
        end_block = obs[j]
        while end_block < len(steps) and steps[end_block][0] == me:
            end_block += 1
        for i in range(end_block, obs[j + 1]):
            seat, kind = steps[i]
            slots.append(Slot(seat if kind == PICK_STEP else FACEDOWN, i, sorted(between)))
    complete = not selecting
    if complete:
        after = offered[m - 1] - mine
        end_block = obs[m - 1]
        while end_block < len(steps) and steps[end_block][0] == me:
            end_block += 1
        after_steps = list(range(end_block, len(steps)))
        if m < len(obs):
            return None  # the draft record is shorter than the steps say: not a real draft
        for i in after_steps:
            seat, kind = steps[i]
            allowed = after | before if (seven and i == last) else after
            slots.append(Slot(seat if kind == PICK_STEP else FACEDOWN, i, sorted(allowed)))
        leftover = (total_ranks - len(faceup) - 1) - len(steps) + (1 if seven else 0)
        if leftover > 0 and steps[-1][0] != me:
            allowed = after | before if seven and obs[0] != last else after
            slots.append(Slot(FACEDOWN, -2, sorted(allowed)))
    unknown = sorted(all_ranks - faceup - mine - (offered[-1] if selecting else set()))
    if not complete:
        unknown = sorted(set(unknown) - set(view.pile))
    return slots, unknown


def crude_slots(view: PlayerView) -> tuple[list[Slot], list[int]]:
    """Fallback when the draft record is missing: every unknown rank may be anywhere."""
    n = view.players
    per = 2 if n <= 3 else 1
    faceup = set(view.faceup)
    mine = set(view.my_characters) | set(view.known_facedown)
    pile = set(view.pile) if _selecting(view) else set()
    unknown = sorted(set(range(1, len(view.characters) + 1)) - faceup - mine - pile)
    slots: list[Slot] = []
    if _selecting(view):
        made = view.picks_made
        for seat in range(n):
            if seat != view.seat:
                for _ in range(made[seat]):
                    slots.append(Slot(seat, 0, list(unknown)))
    else:
        for seat in range(n):
            if seat != view.seat:
                for _ in range(per):
                    slots.append(Slot(seat, 0, list(unknown)))
    while len(slots) < len(unknown):
        slots.append(Slot(FACEDOWN, -1, list(unknown)))
    return slots[: len(unknown)] if len(slots) > len(unknown) else slots, unknown


def apply_turn_facts(view: PlayerView, slots: list[Slot]) -> bool:
    """Narrow the slots with what the calling order has shown. False if something contradicts."""
    revealed = list(view.revealed)
    for rank, seat in revealed:
        target = None
        for sl in slots:
            if sl.seat == seat and rank in sl.allowed and len(sl.allowed) >= 1:
                if target is None or len(sl.allowed) < len(target.allowed):
                    target = sl
        if target is None:
            if seat == view.seat:
                continue
            return False
        target.allowed = [rank]
        for sl in slots:
            if sl is not target and rank in sl.allowed:
                sl.allowed = [r for r in sl.allowed if r != rank]
    revealed_ranks = {r for r, _ in revealed}
    unanswered = {r for r in range(1, view.called + 1) if r not in revealed_ranks and r != view.murdered}
    for sl in slots:
        if sl.seat != FACEDOWN and not (len(sl.allowed) == 1 and sl.allowed[0] in revealed_ranks):
            sl.allowed = [r for r in sl.allowed if r not in unanswered and r not in revealed_ranks]
        if not sl.allowed:
            return False
    return True


class Inference:
    """Probabilities of who holds which unknown character this round, from the draft and the
    calling order, weighted by how much each character seems worth to each seat."""

    def __init__(
        self,
        view: PlayerView,
        beta: float = 0.6,
        ctx: Ctx | None = None,
        leaning: Mapping[int, Sequence[float]] | None = None,
    ) -> None:
        """`leaning`: seat -> a factor per rank (index rank - 1) on how likely that seat took it, for
        a seat known to favour some characters more than their worth says (Hard's opponent models)."""
        self.view = view
        got = draft_slots(view)
        slots: list[Slot] | None = None
        self.from_draft = False
        if got is not None:
            slots, ranks = got
            if len(slots) != len(ranks) or not apply_turn_facts(view, slots):
                slots = None
            else:
                self.from_draft = True
        if slots is None:
            slots, ranks = crude_slots(view)
            if not apply_turn_facts(view, slots):
                slots, ranks = crude_slots(view)
        self.slots = slots
        self.ranks = ranks
        ctx = ctx or make_ctx(view)
        index = {r: i for i, r in enumerate(ranks)}
        self.index = index
        weights: list[list[float]] = []
        for sl in slots:
            row = [0.0] * len(ranks)
            for r in sl.allowed:
                i = index.get(r)
                if i is None:
                    continue
                if sl.seat == FACEDOWN:
                    row[i] = 1.0
                else:
                    row[i] = math.exp(beta * max(-4.0, min(6.0, character_value(view, sl.seat, r, ctx))))
                    if leaning is not None and sl.seat in leaning:
                        row[i] *= leaning[sl.seat][r - 1]
            weights.append(row)
        self.weights = weights
        self.prob = _sinkhorn(weights, len(ranks))
        self._holders: dict[int, dict[int, float]] = {}  # holder_probs, worked out once per rank
        self._order: list[int] | None = None  # `sample`'s order of the slots

    @classmethod
    def of(cls, view: PlayerView, ctx: Ctx | None = None) -> Inference:
        """`Inference(view)`, shared by every view that agrees on what it reads (treat it as read-only).

        A search meets the same draft again and again across its sampled worlds: the seats' hands
        differ, but the inference reads only public facts and the viewer's own draft record, which
        make the key. `ctx`, when given, must be `make_ctx(view)`.
        """
        key = (
            view.seat,
            view.table,
            view.characters,
            view.completion,
            view.first_complete,
            view.crown,
            view.decision,
            view.to_move,
            view.faceup,
            view.offered,
            view.pile,
            view.my_characters,
            view.known_facedown,
            view.picks_made,
            view.revealed,
            view.called,
            view.murdered,
            view.crown_given_to,
        )
        inf = _INFERENCES.get(key)
        if inf is None:
            if len(_INFERENCES) >= _INFERENCES_LIMIT:
                _INFERENCES.clear()
            inf = _INFERENCES[key] = cls(view, ctx=ctx)
        return inf

    def holder_probs(self, rank: int) -> dict[int, float]:
        """seat -> probability that the seat holds `rank` (FACEDOWN: nobody). The caller's own copy."""
        known = self._holders.get(rank)
        if known is None:
            known = self._holders[rank] = {}
            i = self.index.get(rank)
            if i is not None:
                for sl, row in zip(self.slots, self.prob, strict=True):
                    if row[i] > 0:
                        known[sl.seat] = known.get(sl.seat, 0.0) + row[i]
        return known.copy()

    def p_in_play(self, rank: int) -> float:
        """Probability that some other seat holds `rank`."""
        return sum(p for s, p in self.holder_probs(rank).items() if s != FACEDOWN)

    def sample(self, rng: Rng) -> list[int] | None:
        """One complete assignment (a rank per slot), drawn with the inferred probabilities."""
        n = len(self.slots)
        if n == 0:
            return []
        order = self._order
        if order is None:  # the most constrained slots first (the same order for every sample)
            order = self._order = sorted(range(n), key=lambda i: (len(self.slots[i].allowed), i))
        used: set[int] = set()
        out = [0] * n
        budget = [400]

        def go(k: int) -> bool:
            if k == n:
                return True
            budget[0] -= 1
            if budget[0] < 0:
                return False
            i = order[k]
            row = self.prob[i]
            cands = [r for r in self.slots[i].allowed if r not in used and r in self.index]
            weights = [row[self.index[r]] + 1e-6 for r in cands]
            while cands:
                total = sum(weights)
                x = rng.below(1 << 30) / (1 << 30) * total
                j = 0
                while j < len(cands) - 1 and x >= weights[j]:
                    x -= weights[j]
                    j += 1
                r = cands.pop(j)
                weights.pop(j)
                used.add(r)
                out[i] = r
                if go(k + 1):
                    return True
                used.discard(r)
            return False

        return out if go(0) else None


_INFERENCES: dict[tuple[object, ...], Inference] = {}
_INFERENCES_LIMIT = 1 << 10  # draft situations remembered (cleared when full: a cache, not a record)


def _sinkhorn(weights: list[list[float]], cols: int, iterations: int = 25) -> list[list[float]]:
    """Scale the weights into (nearly) doubly stochastic form: each slot gets one rank, each rank
    goes to one slot. The result approximates each slot's marginal probabilities.

    Remembered by the weights (a search meets the same draft many times; the copy is the caller's)."""
    key = (cols, iterations, tuple(map(tuple, weights)))
    done = _SCALED.get(key)
    if done is None:
        if len(_SCALED) >= _SCALED_LIMIT:
            _SCALED.clear()
        done = _SCALED[key] = _scale(weights, cols, iterations)
    return [row[:] for row in done]


_SCALED: dict[tuple[object, ...], list[list[float]]] = {}
_SCALED_LIMIT = 1 << 11  # as `_CTXS_LIMIT`


def _scale(weights: list[list[float]], cols: int, iterations: int) -> list[list[float]]:
    rows = len(weights)
    m = [row[:] for row in weights]
    if rows == 0 or cols == 0:
        return m
    # New row lists each pass rather than slice assignment: the same products and sums, in the same
    # order, as the plain loops (`x * (1 / s)` row by row, columns added top to bottom).
    for _ in range(iterations):
        rows_now: list[list[float]] = []
        for row in m:
            s = sum(row)
            if s > 0:
                row = list(map((1.0 / s).__mul__, row))
            rows_now.append(row)
        m = rows_now
        col_sums = list(map(sum, zip(*m, strict=True)))
        if max([abs(c - 1.0) for c in col_sums if c > 0]) < 1e-3:
            break
        scale = [1.0 / c if c > 0 else 0.0 for c in col_sums]
        m = [list(map(mul, row, scale)) for row in m]
    for row in m:  # end on rows so each slot's probabilities add up to one
        s = sum(row)
        if s > 0:
            row[:] = map((1.0 / s).__mul__, row)
    return m
