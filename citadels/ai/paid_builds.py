"""The bots' builds paid otherwise (RULES.md §9.4): the Framework destroyed to build a dear district,
the Necropolis built by destroying a cheap one, the Thieves' Den paid with the least useful cards.

Every strategy asks `choose` in the main part of its turn (through `darkcity.first_2016`): it answers
only when one of these builds is worth more than the best district the bot could pay for in gold,
and says why. The reasons name only what the build shows (the district built, the one destroyed, the
fact that cards paid for it), never the cards paid into the Den (face down, RULES.md §9.11).
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CARDS, Action, Build, DistrictCard, DistrictKind, DistrictType, PlayerView
from citadels.engine.actions import BuildByDestroying, BuildWithCards
from citadels.engine.payments import FIRST_2016_ID, IN_CITY
from citadels.engine.uniques import BUILT_BY_DESTROYING, DESTROYED_TO_BUILD, build_price

from . import messages as M
from .base import Reason
from .knowledge import UNIQUE_BONUS, card_value

Choice = tuple[Action, Reason]
ByType = dict[type, list[Action]]

#: the Framework is kept for a district costing at least this much (it saves that gold for 3 points)
FRAMEWORK_WORTH_FROM = 4
#: the Necropolis destroys a basic district costing at most this much (a gain of 3 points or more)
NECROPOLIS_FODDER_UP_TO = 2
#: what one gold not paid is worth, in points (a build paid otherwise keeps it for later builds)
GOLD_WORTH = 0.5
#: what a card paid into the Thieves' Den is worth, as a share of its value in hand (`card_value`)
CARD_WORTH = 0.5


def may_pay_otherwise(view: PlayerView) -> bool:
    """The bot's hand holds a 2016 card, or its city the Factory or the Framework (a quick look; none in
    a deck that is not 2016-style)."""
    return view.deck_2016 and (
        any(c.id >= FIRST_2016_ID for c in view.hand) or any(c.kind in IN_CITY for c in view.me().city)
    )


def choose_in(view: PlayerView, legal: Sequence[Action]) -> Choice | None:
    """`choose` from the legal list, for the strategies that do not group it by type (a quick look at
    the hand and the city first: nothing to do in a game without these districts)."""
    if not may_pay_otherwise(view):
        return None
    by_type: ByType = {}
    for a in legal:
        by_type.setdefault(type(a), []).append(a)
    if BuildByDestroying not in by_type and BuildWithCards not in by_type:
        return None
    return choose(view, by_type)


def _best_gold_build(view: PlayerView, builds: Sequence[Action]) -> float:
    me = view.me()
    best = 0.0
    for a in builds:
        if isinstance(a, Build):
            best = max(best, card_value(CARDS[a.card].kind, me.city, view.hand, me.gold, view))
    return best


def _den_cost(view: PlayerView, cards: tuple[int, ...]) -> float:
    me = view.me()
    return sum(card_value(CARDS[i].kind, me.city, view.hand, me.gold, view) for i in cards)


def choose(view: PlayerView, by_type: ByType) -> Choice | None:
    """The build paid otherwise worth making now, or None."""
    me = view.me()
    gold_build = _best_gold_build(view, by_type.get(Build, []))
    best: tuple[float, Choice] | None = None

    def offer(value: float, choice: Choice) -> None:
        nonlocal best
        if value > gold_build and (best is None or value > best[0]):
            best = (value, choice)

    kinds = _kinds(me.city)
    for a in by_type.get(BuildByDestroying, []):
        assert isinstance(a, BuildByDestroying)
        built, destroyed = CARDS[a.card], CARDS[a.destroyed]
        saved = GOLD_WORTH * build_price(built.kind, kinds)  # the gold not paid
        if built.kind is BUILT_BY_DESTROYING:
            if destroyed.kind.dtype is DistrictType.UNIQUE or destroyed.kind.cost > NECROPOLIS_FODDER_UP_TO:
                continue
            if build_price(built.kind, kinds) <= me.gold - 2:
                continue  # rich enough to pay for it and keep the district
            lost: float = destroyed.kind.points + (destroyed.id in view.adorned)
            offer(
                built.kind.points - lost + saved,
                (a, Reason(M.NECROPOLIS_BUILD, {"district": destroyed.kind.name})),
            )
        elif destroyed.kind is DESTROYED_TO_BUILD and built.kind.cost >= FRAMEWORK_WORTH_FROM:
            lost = destroyed.kind.points + UNIQUE_BONUS.get(DESTROYED_TO_BUILD.name, 0.0)
            offer(
                built.kind.points - lost + saved,
                (a, Reason(M.FRAMEWORK_BUILD, {"district": built.kind.name})),
            )
    dens = [a for a in by_type.get(BuildWithCards, []) if isinstance(a, BuildWithCards)]
    if dens:
        den = CARDS[dens[0].card]
        price = build_price(den.kind, kinds)
        fewest = max(1, price - me.gold)  # keep the gold: pay the fewest cards the purse allows
        cheapest = min(
            (a for a in dens if len(a.cards) == fewest), key=lambda a: _den_cost(view, a.cards), default=None
        )
        if cheapest is not None:
            value = (
                den.kind.points
                + UNIQUE_BONUS.get(den.kind.name, 0.0)
                - CARD_WORTH * _den_cost(view, cheapest.cards)
            )
            offer(value, (cheapest, Reason(M.DEN_WITH_CARDS, {})))
    return None if best is None else best[1]


def _kinds(city: Sequence[DistrictCard]) -> set[DistrictKind]:
    return {c.kind for c in city}
