"""Building a district into a city: the one path of every build (the turn's, the Wizard's, the 2016
box's builds paid with cards or by destroying a district), and what a paid build costs.

RULES.md §9.1 tells a *paid* build (its cost handed over in gold and/or cards) from an *unpaid* one (a
district built by destroying the Framework, the Necropolis built by destroying a district of its
builder's city): every build passes through `place_district`, whose `paid` says which it is — the one
place a rule about paid builds (the Magistrate's warrant) reads it.
"""

from __future__ import annotations

from collections.abc import Collection

from .cards import DistrictCard, DistrictKind, DistrictType
from .events import Built, CityCompleted, Event, GoldTaken
from .state import Player, State
from .uniques import DISCOUNT, DISCOUNTER, STAND_IN, remove_from_city

_UNIQUE = DistrictType.UNIQUE
__all__ = ["build_price", "check_completed", "place_district", "remove_from_city"]


def build_price(kind: DistrictKind, kinds: Collection[DistrictKind]) -> int:
    """The gold a paid build of `kind` costs a builder whose city holds `kinds`: its cost, 1 less for
    another unique district when the city holds the Factory (never below 0, RULES.md §9.4). The cost
    for scoring, destruction and every other rule stays `kind.cost`.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    if kind.dtype is _UNIQUE and kind is not DISCOUNTER and DISCOUNTER in kinds:
        return max(0, kind.cost - DISCOUNT)
    return kind.cost


def place_district(
    s: State,
    p: Player,
    c: DistrictCard,
    ev: list[Event] | None,
    gold: int | None = None,
    cards: int = 0,
    paid: bool = True,
) -> None:
    """Put `c` (already out of the hand) in `p`'s city, taking `gold` from `p` (None: its price,
    `build_price`): the one path of every build. `cards` is how many hand cards were paid besides
    (the Thieves' Den, already at the bottom of the deck); `paid` is False for an unpaid build
    (RULES.md §9.1: the Framework's, the Necropolis by destruction), which hands over nothing."""
    kind = c.kind
    cost = (kind.cost if DISCOUNTER not in p.kinds else build_price(kind, p.kinds)) if gold is None else gold
    p.gold -= cost
    p.city.append(c)
    p.kinds.add(kind)
    s.built_count += 1
    if kind is STAND_IN:  # the Haunted City: the round it was built in counts at scoring
        p.haunted_round = s.round
    if ev is not None:
        ev.append(Built(p.seat, c.id, cost) if paid and not cards else Built(p.seat, c.id, cost, cards, paid))
    spec = s.rules.characters[s.cur_rank - 1]
    if spec.refunds_builds and cost:
        # RULES.md §6 Alchemist: the gold paid for the build comes back at once (only gold, §9.4).
        p.gold += cost
        if ev is not None:
            ev.append(GoldTaken(p.seat, cost, spec.name))
    check_completed(s, p, ev)


def check_completed(s: State, p: Player, ev: list[Event] | None) -> None:
    """A city that has just grown to the completion size is completed (the first one ends the game):
    after a build, or a district the Marshal seized (RULES.md §9.3)."""
    if not p.completed and len(p.city) >= s.rules.completion:
        p.completed = True
        first = s.first_complete < 0
        if first:
            s.first_complete = p.seat
        if ev is not None:
            ev.append(CityCompleted(p.seat, first))
