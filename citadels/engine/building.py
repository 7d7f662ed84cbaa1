"""Building a district into a city: the one path of every build (the turn's, the Wizard's)."""

from __future__ import annotations

from .cards import DistrictCard
from .events import Built, CityCompleted, Event, GoldTaken
from .state import Player, State
from .uniques import STAND_IN, city_size


def place_district(s: State, p: Player, c: DistrictCard, ev: list[Event] | None) -> None:
    """Pay for `c` (already out of the hand) and put it in `p`'s city: the one path of every build."""
    kind = c.kind
    cost = kind.cost
    p.gold -= cost
    p.city.append(c)
    p.kinds.add(kind)
    s.built_count += 1
    if kind is STAND_IN:  # the Haunted City: the round it was built in counts at scoring
        p.haunted_round = s.round
    if ev is not None:
        ev.append(Built(p.seat, c.id, cost))
    spec = s.rules.characters[s.cur_rank - 1]
    if spec.refunds_builds and cost:
        # RULES.md §6 Alchemist: the gold paid for the build comes back at once.
        p.gold += cost
        if ev is not None:
            ev.append(GoldTaken(p.seat, cost, spec.name))
    check_completed(s, p, ev)


def check_completed(s: State, p: Player, ev: list[Event] | None) -> None:
    """A city that has just grown to the completion size is completed (the first one ends the game):
    after a build, a district the Marshal seized (RULES.md §9.3), or a Monument the Diplomat moved (it
    counts two, §9.1)."""
    if not p.completed and city_size(p.city) >= s.rules.completion:
        p.completed = True
        first = s.first_complete < 0
        if first:
            s.first_complete = p.seat
        if ev is not None:
            ev.append(CityCompleted(p.seat, first))
