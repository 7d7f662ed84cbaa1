"""The bots' use of the 2016 box's unique districts that act (RULES.md §9.4): the Armory, destroyed to
destroy a rival's district when that stops a city one district from completion, or takes a dear
district from a rival ahead on points; the Museum, given the cards that will never be built.

Every strategy asks `choose` in the main part of its turn (through `darkcity.first_2016`, and greedy
through `choose_in`); the reasons name only public things (a district in a city, its owner).
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import CARDS, Action, PlayerView
from citadels.engine.actions import DestroyWithArmory, StoreInMuseum
from citadels.engine.uniques import ARMORY_KIND, HOLDS_CARDS

from . import messages as M
from .base import Reason

Choice = tuple[Action, Reason]
ByType = dict[type, list[Action]]

#: a rival's district worth at least this many points is worth the Armory (which scores 3 itself)
ARMORY_WORTH_FROM = 5
#: what stopping a city one district from completion adds to the district's own points
STOP_WORTH = 4


def may_act(view: PlayerView) -> bool:
    """The bot's city holds a district that acts (a quick look before grouping the legal actions; none
    in a deck that is not 2016-style)."""
    return view.deck_2016 and any(c.kind is ARMORY_KIND or c.kind is HOLDS_CARDS for c in view.me().city)


def _points(view: PlayerView, seat: int) -> int:
    return sum(c.kind.points for c in view.table[seat].city)


def armory(view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """The rival's district the Armory is best spent on, or None (never the bot's own city)."""
    mine = _points(view, view.seat)
    best: tuple[float, DestroyWithArmory, bool] | None = None
    for a in options:
        if not isinstance(a, DestroyWithArmory) or a.seat == view.seat:
            continue
        target = view.table[a.seat]
        c = CARDS[a.card]
        stops = len(target.city) == view.completion - 1
        if not stops and (c.kind.points < ARMORY_WORTH_FROM or _points(view, a.seat) < mine):
            continue
        value = c.kind.points + (c.id in view.adorned) + (STOP_WORTH if stops else 0)
        if best is None or value > best[0]:
            best = (value, a, stops)
    if best is None:
        return None
    _value, a, stops = best
    params: dict[str, object] = {"district": CARDS[a.card].kind.name, "seat": a.seat}
    return a, Reason(M.ARMORY_STOP if stops else M.ARMORY_LEADER, params)


def museum(view: PlayerView, options: Sequence[Action]) -> Choice | None:
    """The card to put under the Museum (1 point at the end), or None: a card its city already holds
    (it can never be built), or, once the last round is on, the card least likely to be built."""
    me = view.me()
    kinds = {c.kind for c in me.city}
    cards = [CARDS[a.card] for a in options if isinstance(a, StoreInMuseum)]
    dead = [c for c in cards if c.kind in kinds]
    if not dead and view.first_complete >= 0 and len(cards) > 1:
        dead = [max(cards, key=lambda c: c.kind.cost)]  # the dearest: the last round rarely pays it
    if not dead:
        return None
    pick = min(dead, key=lambda c: c.kind.cost)
    return next(a for a in options if isinstance(a, StoreInMuseum) and a.card == pick.id), Reason(
        M.MUSEUM_STORE, {}
    )


def choose(view: PlayerView, by_type: ByType) -> Choice | None:
    """A district's action worth taking now, or None."""
    if DestroyWithArmory in by_type:
        got = armory(view, by_type[DestroyWithArmory])
        if got is not None:
            return got
    if StoreInMuseum in by_type:
        return museum(view, by_type[StoreInMuseum])
    return None


def choose_in(view: PlayerView, legal: Sequence[Action]) -> Choice | None:
    """`choose` from the legal list, for the strategies that do not group it by type."""
    if not may_act(view):
        return None
    by_type: ByType = {}
    for a in legal:
        if isinstance(a, DestroyWithArmory | StoreInMuseum):
            by_type.setdefault(type(a), []).append(a)
    return choose(view, by_type)
