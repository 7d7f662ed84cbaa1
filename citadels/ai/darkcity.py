"""The Medium strategy for the Dark City characters (RULES.md §6) and the 2016 box's (§9), kept apart
from `medium.py`.

`medium.MediumPolicy` reaches this module through three small hooks: `DECISIONS` (the decisions a
classic game never asks for: the Witch's bewitchment, the Wizard's card, the Emperor's tribute),
`main_first` (abilities best used at once: the Emperor must give the crown, the Wizard looks, the
Abbot collects, the Navigator takes his bonus, the Scholar draws his seven, a card income is taken) and
`main_late` (after building: the Diplomat's swap, the Artist's gold, the Trader's further trade
districts, the Cardinal's build with another player's gold). Their draft values are in `knowledge.CHARACTER_VALUES`.

Reasons name only public things: a seat, a character rank, a district in a city. The card the Wizard
keeps and the card paid to the Emperor stay unnamed (they are hidden from the other seats).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Protocol

from citadels.engine import (
    CARDS,
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildWithLoan,
    CollectTithe,
    Decision,
    DistrictCard,
    DistrictType,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    GiveCard,
    GiveCrown,
    KeepCard,
    KeepThreatHidden,
    LookAtHand,
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
    SwapDistricts,
    TakeExtraGold,
    TakeFromHand,
    TakeIncome,
    TakeRandomCards,
    TributeCard,
    TributeGold,
    city_size,
)
from citadels.engine.abilities import ABILITIES, swap_value
from citadels.engine.actions import (
    THEATER_DECLINE,
    THEATER_SWAPS,
    BuildByDestroying,
    BuildWithCards,
    DestroyWithArmory,
    StoreInMuseum,
    TheaterSwap,
)
from citadels.engine.determinize import unseen_cards

from . import district_actions, paid_builds
from . import messages as M
from .base import Reason
from .knowledge import (
    GREAT_WALL,
    MAP_ROOM,
    PLAYS,
    Inference,
    card_value,
    character_value,
    city_types,
    does_threaten,
    does_tithe,
    does_warrant,
    hand_buildable,
    income_count,
    make_ctx,
    missing_types,
    play_of,
    rounds_left_estimate,
    threat,
)
from .loan_mix import Mix, cheapest_mix, cheapest_mixes
from .targets import at_rivals

Choice = tuple[Action, Reason]
ByType = dict[type, list[Action]]


class Chances(Protocol):
    @property
    def random_target(self) -> float: ...


class Policy(Protocol):
    """What these decisions use of the Medium policy (`medium.MediumPolicy`, which calls them)."""

    @property
    def rng(self) -> Rng: ...

    @property
    def noise(self) -> Chances: ...

    def _chance(self, p: float) -> bool: ...

    def _skip(self, view: PlayerView, what: str) -> bool: ...

    def _weights(self, view: PlayerView) -> dict[int, float]: ...


# ---------------------------------------------------------------------- decisions off the main turn
def bewitch(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """Name the character whose turn is worth most to the Witch, weighted by the chance it is in play."""
    options = at_rivals(view, [a for a in legal if isinstance(a, Bewitch)])
    ranks = [a.rank for a in options]
    pool = [r for r in ranks if r not in view.faceup] or ranks
    if policy._chance(policy.noise.random_target):
        r = pool[policy.rng.below(len(pool))]
        return options[ranks.index(r)], Reason(M.BEWITCH_GUESS, {"character": r})
    ctx = make_ctx(view)
    inf = Inference.of(view, ctx)
    me = view.seat
    best: tuple[float, int] | None = None
    for r in pool:
        gain = inf.p_in_play(r) * (2.0 + character_value(view, me, r, ctx))
        if best is None or gain > best[0]:
            best = (gain, r)
    assert best is not None
    r = best[1]
    return options[ranks.index(r)], Reason(M.BEWITCH_BEST, {"character": r})


def take_from_hand(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """Keep the most useful card of the hand looked at, or build it at once when that is better."""
    me = view.me()
    best: tuple[float, TakeFromHand] | None = None
    for a in legal:
        assert isinstance(a, TakeFromHand)
        c = CARDS[a.card]
        if a.build:
            value = float(c.kind.points) + 1.2  # a district now, and the normal build remains
            if city_size(me.city) + 1 >= view.completion and view.first_complete < 0:
                value += 4.0
            if missing_types(me.city) == 1 and c.kind.dtype not in city_types(me.city):
                value += 3.0
            value -= 0.35 * c.kind.cost  # the gold is gone for the normal build
        else:
            value = card_value(c.kind, me.city, view.hand, me.gold, view)
        if best is None or value > best[0]:
            best = (value, a)
    assert best is not None
    a = best[1]
    seat = view.peek_seat
    if a.build:
        return a, Reason(M.BUILD_FROM_HAND, {"district": CARDS[a.card].kind.name, "seat": seat})
    return a, Reason(M.KEEP_FROM_HAND, {"seat": seat})


def tribute(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """Pay the Emperor with the cheaper of 1 gold and the least useful card."""
    me = view.me()
    gold = next((a for a in legal if isinstance(a, TributeGold)), None)
    cards = [a for a in legal if isinstance(a, TributeCard)]
    worst: tuple[float, Action] | None = None
    for a in cards:
        assert isinstance(a, TributeCard)
        v = card_value(CARDS[a.card].kind, me.city, view.hand, me.gold, view)
        if worst is None or v < worst[0]:
            worst = (v, a)
    if gold is not None and (worst is None or worst[0] >= 1.6 or MAP_ROOM in {c.kind for c in me.city}):
        return gold, Reason(M.TRIBUTE_GOLD, {"seat": view.tribute_to})
    assert worst is not None
    return worst[1], Reason(M.TRIBUTE_CARD, {"seat": view.tribute_to})


def gather(policy: Policy, view: PlayerView, gold: Action, draw: Action) -> Choice | None:
    """The Navigator never builds: it gathers what it lacks for later turns (None: the usual logic)."""
    if view.character(view.current_rank).max_builds > 0:
        return None
    if len(hand_buildable(view)) >= 2:
        return gold, Reason(M.GOLD_PLAIN, {})
    return draw, Reason(M.DRAW_NOTHING, {})


def keep_one_drawn(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """The Scholar keeps the most useful of the cards he drew (one he can build, not a second copy)."""
    me = view.me()
    held = {c.kind for c in view.hand} | {c.kind for c in me.city}

    def worth(a: Action) -> float:
        assert isinstance(a, KeepCard)
        kind = CARDS[a.card].kind
        value = card_value(kind, me.city, view.hand, me.gold, view)
        return value * 0.35 if kind in held else value

    a = max(legal, key=worth)
    assert isinstance(a, KeepCard)
    return a, Reason(M.KEEP_CARD, {"district": CARDS[a.card].kind.name})


# the Seer (RULES.md §9.3)
def give_card(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """The Seer gives back, one player at a time, the card he would miss least, and the one least useful
    to that player: a district his city already has is worth nothing to him, a strong rival gets the
    poorest card. Only its own hand and the cities: what the view shows."""
    cost = give_costs(view, policy._weights(view))
    best: tuple[float, GiveCard] | None = None
    for a in legal:
        assert isinstance(a, GiveCard)
        if best is None or cost(a) < best[0]:
            best = (cost(a), a)
    assert best is not None
    a = best[1]
    return a, Reason(M.GIVE_LEAST_NEEDED, {"seat": a.seat})


def give_costs(view: PlayerView, weights: dict[int, float]) -> Callable[[GiveCard], float]:
    """What giving a card costs the Seer (`give_card`): the card's worth to him, and what it is worth
    to its receiver (nothing when his city has that district), weighed by how strong he is."""
    me = view.me()
    worth = {c.id: card_value(c.kind, me.city, view.hand, me.gold, view) for c in view.hand}

    def cost(a: GiveCard) -> float:
        c = CARDS[a.card]
        q = view.table[a.seat]
        useful = 0.0 if any(d.kind is c.kind for d in q.city) else 0.3 * c.kind.points
        return worth.get(a.card, 0.0) + useful * weights.get(a.seat, 1.0)

    return cost


def warrant(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """The Magistrate's seat at a warranted build (RULES.md §9.3): a free district is always worth
    taking when the signed warrant can take it. Declining says the same words whichever warrant it
    was, so the reason never tells a plain warrant from a signed one."""
    held = view.held_build
    for a in legal:
        if isinstance(a, RevealWarrant) and held is not None:
            return a, Reason(M.REVEAL_WARRANT, {"district": held.kind.name})
    return legal[0], Reason(M.KEEP_WARRANT, {})


def pay_or_refuse(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """A threatened holder (RULES.md §9.3): half the gold (rounded down) against an even chance of a
    flower taking it all, so the bribe is never dearer on average; refused only when the half would
    cost a district it could build now and keeps it (an even sum, and a district that needs it)."""
    if view.me().gold % 2 == 0:
        c = needs_the_bribe(view)
        if c is not None:
            refuse = next(a for a in legal if isinstance(a, RefuseBribe))
            return refuse, Reason(M.REFUSE_BRIBE, {"district": c.kind.name})
    return next(a for a in legal if isinstance(a, PayBribe)), Reason(M.PAY_BRIBE, {})


def needs_the_bribe(view: PlayerView) -> DistrictCard | None:
    """The most valuable district of the hand that the threatened holder could build this turn with
    all his gold and no longer once the bribe is paid (None: none, or a bribe of nothing)."""
    me = view.me()
    half = me.gold // 2
    if not half or view.builds_left <= 0:
        return None
    need = [c for c in hand_buildable(view) if me.gold - half < c.kind.cost <= me.gold]
    return max(need, key=lambda c: c.kind.points) if need else None


def reveal_or_not(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    """The Blackmailer's seat on a refusal (RULES.md §9.3): a flower is revealed (all the gold); a
    plain threat stays face down (showing it gains nothing and tells the others it was plain)."""
    if view.flowered_threat == view.current_rank:
        return next(a for a in legal if isinstance(a, RevealThreat)), Reason(M.REVEAL_THREAT, {})
    return next(a for a in legal if isinstance(a, KeepThreatHidden)), Reason(M.KEEP_THREAT, {})


# t16: the Theater (RULES.md §9.4)
#: how much more a random card of the leader's must be worth than the character given, to swap
THEATER_MARGIN = 0.5


def theater_choice(view: PlayerView, legal: Sequence[Action]) -> Choice:
    """The Theater's owner, at the end of the selection: give the leader his least valuable character
    when a card taken at random from the characters he cannot locate is worth more on average (it also
    takes a card from the leader); else keep his characters."""
    value, expected = theater_values(view)
    mine = view.my_characters
    worst = min(mine, key=value)
    if expected is not None:
        if expected - value(worst) > THEATER_MARGIN:
            swaps = [a for a in legal if isinstance(a, TheaterSwap) and a.give == worst]
            if swaps:
                leader = max(swaps, key=lambda a: (leader_score(view, a.target), -a.target)).target
                return THEATER_SWAPS[leader][worst], Reason(
                    M.THEATER_SWAP, {"character": worst, "seat": leader}
                )
    best = max(mine, key=value)
    return THEATER_DECLINE, Reason(M.THEATER_KEEP, {"character": best})


def theater_values(view: PlayerView) -> tuple[Callable[[int], float], float | None]:
    """What a character is worth to the Theater's owner, and what a card taken at random from the
    characters he cannot locate is worth on average (None: he can locate them all)."""
    ctx = make_ctx(view)
    me = view.seat
    mine = view.my_characters

    def value(rank: int) -> float:
        return character_value(view, me, rank, ctx)

    unseen = [
        r
        for r in range(1, len(view.characters) + 1)
        if r not in mine and r not in view.faceup and r not in view.known_facedown
    ]
    return value, (sum(value(r) for r in unseen) / len(unseen) if unseen else None)


def leader_score(view: PlayerView, seat: int) -> int:
    """How far ahead a seat looks from the table: its city's points, its gold and its hand."""
    p = view.table[seat]
    return sum(c.kind.points for c in p.city) + p.gold + p.hand_size


def theater(policy: Policy, view: PlayerView, legal: Sequence[Action]) -> Choice:
    return theater_choice(view, legal)


DECISIONS: dict[int, Callable[[Policy, PlayerView, Sequence[Action]], Choice]] = {
    Decision.BEWITCH: bewitch,
    Decision.TAKE_FROM_HAND: take_from_hand,
    Decision.TRIBUTE: tribute,
    Decision.KEEP_ONE_DRAWN: keep_one_drawn,  # the 2016 Scholar
    Decision.GIVE_CARDS: give_card,  # the 2016 Seer
    Decision.WARRANT: warrant,  # the 2016 Magistrate's seat
    Decision.BRIBE: pay_or_refuse,  # a holder threatened by the 2016 Blackmailer
    Decision.THREAT: reveal_or_not,  # the 2016 Blackmailer's seat
    Decision.THEATER: theater,  # t16: the Theater's owner, at the end of the selection
}


# ---------------------------------------------------------------------- the main part of a turn
def main_first(policy: Policy, view: PlayerView, by_type: ByType) -> Choice | None:
    """Abilities used as soon as the turn allows (before building and income)."""
    if GiveCrown in by_type:
        return give_crown(view, by_type[GiveCrown])
    if LookAtHand in by_type:
        return look_at_hand(view, by_type[LookAtHand])
    if CollectTithe in by_type:
        rich = max(view.table, key=lambda p: p.gold).seat
        return by_type[CollectTithe][0], Reason(M.TITHE_RICHEST, {"seat": rich})
    if TakeExtraGold in by_type:
        return navigate(view, by_type)
    return first_2016(view, by_type)


#: the 2016 abilities `first_2016` uses at once, by the names of their characters' abilities
_FIRST_2016_ABILITIES = frozenset(
    name
    for name, ability in ABILITIES.items()
    if {DrawToKeepOne, LookForType, TakeRandomCards} & set(ability.action_types)
)


#: the characters whose abilities `first_2016` uses (a card income, a 2016 ability, warrants, threats)
_ACTS_FIRST_2016 = frozenset(
    spec
    for spec in PLAYS
    if spec.income_in_cards or spec.name in _FIRST_2016_ABILITIES or does_warrant(spec) or does_threaten(spec)
)


def first_2016_in(view: PlayerView, legal: Sequence[Action]) -> Choice | None:
    """`first_2016` from the legal list, for the strategies that do not group it by type (a quick
    look at the character and, in a 2016-style deck, at the hand and the city first: nothing to do in
    most turns). Called at every main-phase decision of every simulated world: it is kept cheap."""
    if not (
        view.character(view.current_rank) in _ACTS_FIRST_2016
        or paid_builds.may_pay_otherwise(view)
        or district_actions.may_act(view)
    ):
        return None
    by_type: ByType = {}
    for a in legal:
        by_type.setdefault(type(a), []).append(a)
    return first_2016(view, by_type)


def first_2016(view: PlayerView, by_type: ByType) -> Choice | None:
    """The 2016 box's abilities used at once (RULES.md §9.3): the Scholar draws his seven before
    building, the Spy looks at a hand (`look_for_type`), the Seer takes his cards (giving them back is
    `give_card`), a card income is taken (`card_income`), the Magistrate places his warrants
    (`place_warrants`) and the Blackmailer his threats (`place_threats`), a build paid otherwise worth
    more than a build paid in gold is made (`paid_builds.choose`, RULES.md §9.4). Every strategy of the
    league calls it."""
    if PlaceWarrants in by_type:
        return place_warrants(view, by_type[PlaceWarrants])
    if PlaceThreats in by_type:
        return place_threats(view, by_type[PlaceThreats])
    if BuildByDestroying in by_type or BuildWithCards in by_type:
        got = paid_builds.choose(view, by_type)
        if got is not None:
            return got
    if DestroyWithArmory in by_type or StoreInMuseum in by_type:  # RULES.md §9.4 Armory, Museum
        got = district_actions.choose(view, by_type)
        if got is not None:
            return got
    if DrawToKeepOne in by_type:
        return by_type[DrawToKeepOne][0], Reason(M.DRAW_SEVEN, {})
    if LookForType in by_type:  # the Spy, before building: the gold and the cards may build
        return look_for_type(view, by_type[LookForType])
    if TakeRandomCards in by_type:  # the Seer, before building: his worst cards for random ones
        return by_type[TakeRandomCards][0], Reason(M.TAKE_AT_RANDOM, {})
    if TakeIncome in by_type:
        return card_income(view, by_type)
    return None


def look_for_type(view: PlayerView, options: Sequence[Action]) -> Choice:
    """The Spy names the type and the player that promise most (RULES.md §9.3): per card of that type
    in the hand, 1 of that player's gold (while he has any) and 1 card. From what the view shows: the
    hand sizes and purses, each type's share of the cards it cannot locate, a hand already seen."""
    gain = look_gains(view)
    best: tuple[float, LookForType] | None = None
    for a in options:
        assert isinstance(a, LookForType)
        if best is None or gain(a) > best[0]:
            best = (gain(a), a)
    assert best is not None
    a = best[1]
    return a, Reason(M.NAME_TYPE_AND_LOOK, {"seat": a.seat, "dtype": int(a.dtype)})


def look_gains(view: PlayerView) -> Callable[[LookForType], float]:
    """What the Spy expects of naming a type in a player's hand (`look_for_type`)."""
    unseen = unseen_cards(view)
    share = {t: 0.0 for t in DistrictType}
    for c in unseen:
        share[c.kind.dtype] += 1.0
    total = max(1, len(unseen))
    last = view.first_complete >= 0
    rivals = [q.seat for q in view.table if q.seat != view.seat]
    leader = max(rivals, key=lambda seat: threat(view, seat))

    def gain(a: LookForType) -> float:
        q = view.table[a.seat]
        if a.seat == view.peek_seat and view.peek:
            expected = float(sum(1 for c in view.peek if c.kind.dtype is a.dtype))
        else:
            expected = q.hand_size * share[a.dtype] / total
        cards = min(expected, float(view.deck_size))
        # gold taken from the leader counts twice: he loses what I gain
        gold = min(expected, float(q.gold)) * (1.3 if a.seat == leader else 1.0)
        return gold + (0.3 if last else 0.8) * cards

    return gain


def card_income(view: PlayerView, by_type: ByType) -> Choice | None:
    """A card income (the Patrician's, RULES.md §9.3), taken at once unless a district of its type
    can be built first (it then counts too); None for a gold income, which the strategies time."""
    spec = view.character(view.current_rank)
    if not spec.income_in_cards:
        return None
    if any(
        isinstance(a, Build) and CARDS[a.card].kind.dtype is spec.income_type for a in by_type.get(Build, [])
    ):
        return None
    count = income_count(view.me().city, spec.income_type)
    if count == 0:
        return None
    incomes = [a for a in by_type[TakeIncome] if isinstance(a, TakeIncome)]
    a = next((x for x in incomes if x.school_type in (None, spec.income_type)), incomes[0])
    return a, Reason(M.INCOME_CARDS, {"count": count})


def builder_score(view: PlayerView, rank: int) -> float:
    """How likely the character at `rank` is to pay for a district this turn, seen from the viewer:
    nothing for a face-up discard or one of the viewer's own (a warrant there is wasted or a bluff);
    else how fast it builds (`CharacterPlay.tempo`), more when it builds several."""
    if rank in view.faceup or rank in view.my_characters:
        return -1.0
    spec = view.character(rank)
    return play_of(spec).tempo + 0.5 * max(0, spec.max_builds - 1) + 0.3 * bool(spec.bonus_gold)


def place_warrants(view: PlayerView, options: Sequence[Action]) -> Choice:
    """The Magistrate's warrants (RULES.md §9.3) on the three characters likeliest to build, the signed
    one on the likeliest (`builder_score`). The reason names the signed one: it is his secret
    (`messages.WARRANT`), shown to others in its public wording only."""
    wanted = wanted_warrants(view)
    a = next((x for x in options if x == wanted), options[0])
    assert isinstance(a, PlaceWarrants)
    return a, Reason(M.PLACE_WARRANTS, {"character": a.signed})


def wanted_warrants(view: PlayerView) -> PlaceWarrants:
    """The warrants on the three characters likeliest to build, the signed one on the likeliest."""
    ranked = sorted(range(1, len(view.characters) + 1), key=lambda r: (-builder_score(view, r), r))
    ranked = [r for r in ranked if r != view.current_rank]
    signed, others = ranked[0], sorted(ranked[1:3])
    return PlaceWarrants(signed, others[0], others[1])


def rich_score(view: PlayerView, rank: int) -> float:
    """How much gold the character at `rank` may hold after gathering, seen from the viewer: nothing
    for a face-up discard or one of the viewer's own; else a gold income, a gold bonus, the speed."""
    if rank in view.faceup or rank in view.my_characters:
        return -1.0
    spec = view.character(rank)
    return 0.8 * (spec.income_type is not None) + spec.bonus_gold + 0.3 * play_of(spec).tempo


def place_threats(view: PlayerView, options: Sequence[Action]) -> Choice:
    """The Blackmailer's threats (RULES.md §9.3) on the two characters likeliest to be rich, the flower
    on the likeliest (`rich_score`). The reason names the flowered one: his secret, shown to others
    in its public wording only."""
    wanted = wanted_threats(
        view, {r for a in options if isinstance(a, PlaceThreats) for r in (a.flowered, a.other)}
    )
    a = next((x for x in options if x == wanted), options[0])
    assert isinstance(a, PlaceThreats)
    return a, Reason(M.PLACE_THREATS, {"character": a.flowered})


def wanted_threats(view: PlayerView, allowed: set[int]) -> PlaceThreats:
    """The threats on the two `allowed` characters likeliest to be rich, the flower on the likeliest."""
    ranked = sorted(allowed, key=lambda r: (-rich_score(view, r), r))
    return PlaceThreats(ranked[0], ranked[1])


def tithe_follows_income(view: PlayerView) -> bool:
    """The Abbot has not taken his income yet, and after it another player would still be the single
    richest: the tithe waits for the income (RULES.md §6), so the income is worth taking even at 0."""
    spec = view.character(view.current_rank)
    if not does_tithe(spec) or view.ability_used or view.income_taken:
        return False
    me = view.me()
    golds = [p.gold for p in view.table]
    golds[view.seat] += income_count(me.city, spec.income_type)
    top = max(golds)
    return top > 0 and golds.count(top) == 1 and golds[view.seat] < top


def main_late(policy: Policy, view: PlayerView, by_type: ByType) -> Choice | None:
    """Abilities for the end of the turn, once built and paid: the Diplomat's swap, the Marshal's
    seizure, the Artist's gold."""
    if SwapDistricts in by_type and not policy._skip(view, "district_swap"):
        got = swap_districts(policy, view, by_type[SwapDistricts])
        if got is not None:
            return got
    if SeizeDistrict in by_type and not policy._skip(view, "seize"):
        got = seize_district(policy, view, by_type[SeizeDistrict])
        if got is not None:
            return got
    if BuildWithLoan in by_type and not policy._skip(view, "loan_build"):  # the Cardinal
        got = build_with_loan(view, by_type[BuildWithLoan])
        if got is not None:
            return got
    if Beautify in by_type and not policy._skip(view, "adorn"):
        return adorn(view, by_type[Beautify])
    if Build in by_type and view.builds_left <= 0:  # the Trader's trade districts, past his limit
        return free_build(view, by_type[Build])
    if TakeIncome in by_type:  # a card income not taken yet (a district of its type was built)
        return card_income(view, by_type)
    return None


# the Cardinal (RULES.md §9.3)
#: two gains of the Cardinal's builds this close may differ only by the rounding of their sums
ROUNDING = 1e-9


def build_with_loan(view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """The Cardinal's build paid with another player's gold: the district worth most, net of the cards
    it costs him (the least useful ones: those given for the missing gold and, for a Thieves' Den, those
    paid into it), taking the gold from the weakest rival able to lend it (the cards help him least).
    None when no such build is worth its cards. The reason names the district, the lender and the
    numbers of cards, never which cards (RULES.md §9.11).

    The mixes into a Den are too many to score one by one (`abilities._legal_den_loans`): the options
    are grouped by district, number of cards into the Den and lender, and each group's cheapest mix is
    named at once (`loan_mix.cheapest_mix`) and scored (`_loan_gain`); the groups within `ROUNDING` of
    the best try each of their cheapest mixes, whose sums may round apart. This is the choice of a
    scoring of every option in order that keeps the first best. A group whose best mix `options` lacks
    (a caller's selection of the legal builds) is scored option by option."""
    me = view.me()
    value_of = {c.id: card_value(c.kind, me.city, view.hand, me.gold, view) for c in view.hand}
    last = view.first_complete >= 0
    cost = {i: 0.0 if last else max(0.0, v) for i, v in value_of.items()}  # what `_loan_gain` charges
    groups: defaultdict[tuple[int, int, int], list[BuildWithLoan]] = defaultdict(list)
    for a in options:
        assert isinstance(a, BuildWithLoan)
        groups[a.card, len(a.den), a.lender].append(a)
    mixes: dict[tuple[int, int], Mix] = {}
    bests: list[tuple[float, BuildWithLoan, int]] = []  # per group: its best so far, and how far known
    for (card, k, lender), group in groups.items():
        mix = mixes.get((card, k))
        if mix is None:
            mix = mixes[card, k] = cheapest_mix(_others(view, card), cost, k, len(group[0].given))
        a = BuildWithLoan(card, lender, mix[1], mix[0])
        bests.append((_loan_gain(view, a, value_of, last), a, _NAMED))
    at = 0
    while bests:
        at = max(range(len(bests)), key=lambda i: bests[i][0])  # the first best
        gain, a, known = bests[at]
        if known == _OFFERED:
            break
        if known == _NAMED:  # the best but for rounding: which cheapest mix's sum rounds highest
            for i, (close, b, b_known) in enumerate(bests):
                if b_known == _NAMED and close >= gain - ROUNDING:
                    bests[i] = (*_rounded_best(view, b, close, cost, value_of, last), _ROUNDED)
            continue
        group = groups[a.card, len(a.den), a.lender]
        if a not in group:  # a caller's selection without it: this group's options one by one
            gain, a = max(((_loan_gain(view, b, value_of, last), b) for b in group), key=lambda got: got[0])
        bests[at] = (gain, a, _OFFERED)
    if not bests or bests[at][0] <= 0.5:
        return None
    return bests[at][1], loan_reason(bests[at][1])


#: how far `build_with_loan` knows a group's best: its cheapest mix named, the rounding of each cheapest
#: mix's sum tried, the best found among the options
_NAMED, _ROUNDED, _OFFERED = range(3)


def _others(view: PlayerView, card: int) -> list[int]:
    return [c.id for c in view.hand if c.id != card]


def _rounded_best(
    view: PlayerView,
    a: BuildWithLoan,
    gain: float,
    cost: dict[int, float],
    value_of: dict[int, float],
    last: bool,
) -> tuple[float, BuildWithLoan]:
    """Of the builds like `a` (worth `gain`) but for which cheapest mix they pay, the first worth most
    once the sums are rounded (`_loan_gain` adds the costs in the order of the cards)."""
    for den, given in cheapest_mixes(_others(view, a.card), cost, len(a.den), len(a.given)):
        b = BuildWithLoan(a.card, a.lender, given, den)
        got = _loan_gain(view, b, value_of, last)
        if got > gain:
            gain, a = got, b
    return gain, a


def _loan_gain(view: PlayerView, a: BuildWithLoan, value_of: dict[int, float], last: bool) -> float:
    """What the Cardinal's build `a` is worth to him: the district's points and one district more towards
    completion (4 more if it completes his city), less half the worth of the cards it costs him (nothing
    once a city is complete: the last round's cards are worth nothing) and a little per card given,
    more to a threatening lender (`value_of`: each hand card's worth)."""
    me = view.me()
    gain = float(CARDS[a.card].kind.points) + 1.0
    if len(me.city) + 1 >= view.completion:
        gain += 4.0  # the build completes my city
    given = 0.0 if last else sum(max(0.0, value_of.get(i, 0.0)) for i in (*a.given, *a.den)) * 0.5
    gain -= given + 0.3 * len(a.given) * (1.0 + 0.12 * threat(view, a.lender))
    return gain


def loan_reason(a: BuildWithLoan) -> Reason:
    """The reason for the Cardinal's build `a`: the district, the lender, the number of cards given and
    of cards paid into a Thieves' Den — never which cards (RULES.md §9.11, §9.13 (9))."""
    params: dict[str, object] = {"district": CARDS[a.card].kind.name, "seat": a.lender, "count": len(a.given)}
    if a.den:
        params["den"] = len(a.den)
        return Reason(M.BUILD_WITH_LOAN_DEN, params)
    return Reason(M.BUILD_WITH_LOAN, params)


def last_2016_in(view: PlayerView, legal: Sequence[Action], chosen: Choice | None) -> Choice | None:
    """For the strategies that end the turn without a look at the 2016 abilities used after building:
    the Cardinal's build with another player's gold (`build_with_loan`) instead of ending the turn."""
    if chosen is None or not isinstance(chosen[0], EndTurn):
        return chosen
    loans = [a for a in legal if isinstance(a, BuildWithLoan)]
    if not loans:
        return chosen
    return build_with_loan(view, loans) or chosen


def free_build(view: PlayerView, builds: Sequence[Action]) -> Choice | None:
    """The most useful district that does not use the building limit (RULES.md §9.3 Trader)."""
    me = view.me()
    best: tuple[float, Build] | None = None
    for a in builds:
        assert isinstance(a, Build)
        value = card_value(CARDS[a.card].kind, me.city, view.hand, me.gold, view)
        if value > 0 and (best is None or value > best[0]):
            best = (value, a)
    if best is None:
        return None
    return best[1], Reason(M.BUILD_FREE_TRADE, {"district": CARDS[best[1].card].kind.name})


def give_crown(view: PlayerView, options: Sequence[Action]) -> Choice:
    """The crown (and first pick next round) to the player least likely to win; its tribute to me."""

    def key(a: Action) -> tuple[float, int]:
        assert isinstance(a, GiveCrown)
        q = view.table[a.seat]
        return (threat(view, a.seat) - 0.3 * min(q.gold, 1) - 0.3 * min(q.hand_size, 1), a.seat)

    a = min(options, key=key)
    assert isinstance(a, GiveCrown)
    return a, Reason(M.CROWN_WEAKEST, {"seat": a.seat})


def look_at_hand(view: PlayerView, options: Sequence[Action]) -> Choice:
    """Look at the biggest hand (the leader's on a tie): the best chance of a useful card."""

    def key(a: Action) -> tuple[int, float]:
        assert isinstance(a, LookAtHand)
        return (view.table[a.seat].hand_size, threat(view, a.seat))

    a = max(options, key=key)
    assert isinstance(a, LookAtHand)
    return a, Reason(M.LOOK_AT_HAND, {"seat": a.seat})


def navigate(view: PlayerView, by_type: ByType) -> Choice:
    gold = by_type[TakeExtraGold][0]
    cards = by_type.get(DrawExtraCards, [])
    me = view.me()
    buildable = hand_buildable(view)
    last = view.first_complete >= 0 or rounds_left_estimate(view) <= 1.0
    if cards and (MAP_ROOM in {c.kind for c in me.city} and last):
        return cards[0], Reason(M.DRAW_FOUR_CARDS, {})
    if cards and not last and len(buildable) <= 1 and me.gold >= 4:
        return cards[0], Reason(M.DRAW_FOUR_CARDS, {})
    return gold, Reason(M.TAKE_FOUR_GOLD, {})


def _points(view: PlayerView, c: DistrictCard) -> float:
    return c.kind.points + (1.0 if c.id in view.adorned else 0.0)


def swap_districts(policy: Policy, view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """The swap that gains most points for me and costs most to a strong rival, net of the price."""
    me = view.me()
    weights = policy._weights(view)
    last = view.first_complete >= 0
    gold_worth = 0.2 if last else 0.8
    best: tuple[float, SwapDistricts] | None = None
    for a in options:
        assert isinstance(a, SwapDistricts)
        mine, theirs = CARDS[a.mine], CARDS[a.theirs]
        q = view.table[a.seat]
        wall = any(d.kind is GREAT_WALL for d in q.city) and theirs.kind is not GREAT_WALL
        price = max(
            0,
            theirs.kind.cost
            + (theirs.id in view.adorned)
            + wall
            - mine.kind.cost
            - (mine.id in view.adorned),
        )
        swing = _points(view, theirs) - _points(view, mine)
        gain = swing * (1.0 + 0.5 * weights.get(a.seat, 1.0)) - price * gold_worth
        # the five-type bonus, for me and for them
        my_types = city_types([c for c in me.city if c is not mine] + [theirs])
        if len(my_types) > len(city_types(me.city)):
            gain += 2.0
        elif len(my_types) < len(city_types(me.city)):
            gain -= 2.0
        if not last and me.gold - price < 2 and price > 0:
            gain -= 1.0
        if best is None or gain > best[0]:
            best = (gain, a)
    if best is None or best[0] <= 1.0:
        return None
    a = best[1]
    return a, Reason(M.SWAP_DISTRICTS, {"district": CARDS[a.theirs].kind.name, "seat": a.seat})


def seize_district(policy: Policy, view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """The Marshal's seizure (RULES.md §9.3) that gains most points for me and costs most to a strong
    rival, net of the price (which goes to that rival). The engine offers only opponents' cities:
    never my own, so never my other character's in a 2-3 player game."""
    me = view.me()
    weights = policy._weights(view)
    last = view.first_complete >= 0
    gold_worth = 0.2 if last else 0.8
    my_types = len(city_types(me.city))
    left = view.completion - city_size(me.city)
    best: tuple[float, SeizeDistrict] | None = None
    for a in options:
        assert isinstance(a, SeizeDistrict)
        c = CARDS[a.card]
        q = view.table[a.seat]
        price = swap_value(q.city, c, view.adorned, True)
        weight = weights.get(a.seat, 1.0)
        gain = _points(view, c) * (1.0 + 0.5 * weight) - price * gold_worth * (1.0 + 0.5 * weight)
        gain += 1.0  # one district more towards completion, without a build or a card
        if len(city_types([*me.city, c])) > my_types:
            gain += 1.5
        if left == 1:
            gain += 4.0  # the seizure completes my city
        if not last and me.gold - price < 2:
            gain -= 1.0
        if best is None or gain > best[0]:
            best = (gain, a)
    if best is None or best[0] <= 1.0:
        return None
    a = best[1]
    return a, Reason(M.SEIZE_DISTRICT, {"district": CARDS[a.card].kind.name, "seat": a.seat})


def adorn(view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """Gold into points: in the last round all spare gold, earlier only gold it cannot use."""
    me = view.me()
    last = view.first_complete >= 0 or rounds_left_estimate(view) <= 1.0
    needed = min((c.kind.cost for c in hand_buildable(view)), default=0)
    spare = me.gold if last else me.gold - needed - 3
    if spare <= 0:
        return None
    want = 2 if spare >= 2 else 1
    # the districts a Warlord would most like to hit: make them dearer
    ranked = sorted((c for c in me.city if c.id not in view.adorned), key=lambda c: -c.kind.points)
    ids = [c.id for c in ranked[:want]]
    for a in options:
        assert isinstance(a, Beautify)
        got = [a.first] if a.second is None else [a.first, a.second]
        if sorted(got) == sorted(ids):
            key = M.ADORN_TWO if len(got) == 2 else M.ADORN_ONE
            return a, Reason(key, {"district": CARDS[got[0]].kind.name})
    return None
