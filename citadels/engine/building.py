"""Building a district into a city: the one path of every build (the turn's, the Wizard's, the 2016
box's builds paid with cards or by destroying a district), what a paid build costs, and the
Magistrate's confiscation of a held build (RULES.md §9.3).

RULES.md §9.1 tells a *paid* build (its cost handed over in gold and/or cards) from an *unpaid* one (a
district built by destroying the Framework, the Necropolis built by destroying a district of its
builder's city): every build passes through `place_district`, whose `paid` says which it is — the one
place a rule about paid builds (the Magistrate's warrant) reads it.
"""

from __future__ import annotations

from . import warrants
from .actions import KeepWarrantHidden, RevealWarrant
from .cards import DistrictCard
from .decision import Decision
from .errors import InvalidTargetError, WrongPhaseError
from .events import Built, CityCompleted, Event, GoldTaken, TaxOnToken, WarrantKept, WarrantRevealed
from .state import Player, State
from .uniques import DISCOUNTER, STAND_IN, build_price, city_size, remove_from_city

__all__ = [
    "apply_warrant",
    "build_price",
    "check_completed",
    "place_district",
    "remove_from_city",
    "tax_on_token",
]


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
    (RULES.md §9.1: the Framework's, the Necropolis by destruction), which hands over nothing.

    A paid build of a warranted character may wait for the Magistrate's seat (`warrants.holds_build`)
    before it enters the city: its gold is handed over only if it goes on (`apply_warrant`), so a
    confiscated build costs its builder nothing — the "gold back" of RULES.md §9.3, with no gold
    moving twice."""
    kind = c.kind
    cost = (kind.cost if DISCOUNTER not in p.kinds else build_price(kind, p.kinds)) if gold is None else gold
    if paid and s.warrants and warrants.holds_build(s, p, c, cost, ev):
        return
    p.gold -= cost
    _enter_city(s, p, c, cost, ev, cards, paid)


def _enter_city(
    s: State, p: Player, c: DistrictCard, cost: int, ev: list[Event] | None, cards: int = 0, paid: bool = True
) -> None:
    kind = c.kind
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
    if s.rules.token_tax_rank:
        tax_on_token(s, p, ev)
    check_completed(s, p, ev)


def tax_on_token(s: State, p: Player, ev: list[Event] | None) -> None:
    """RULES.md §9.7 Tax Collector (2016): right after each build (after its refund), 1 gold of the
    builder's goes onto the Tax Collector's token if he has any left — every round, whether the Tax
    Collector is in play, murdered or absent; never in the Tax Collector's own turn."""
    if s.cur_rank == s.rules.token_tax_rank or p.gold <= 0:
        return
    _put_on_token(s, p, ev)


def _put_on_token(s: State, p: Player, ev: list[Event] | None) -> None:
    p.gold -= 1
    s.tax_token += 1
    if ev is not None:
        ev.append(TaxOnToken(p.seat, s.tax_token))


def check_completed(s: State, p: Player, ev: list[Event] | None) -> None:
    """A city that has just grown to the completion size is completed (the first one ends the game):
    after a build, a district the Marshal seized or the Magistrate confiscated (RULES.md §9.3), or a
    Monument the Diplomat moved (it counts two, §9.1)."""
    if not p.completed and city_size(p.city) >= s.rules.completion:
        p.completed = True
        first = s.first_complete < 0
        if first:
            s.first_complete = p.seat
        if ev is not None:
            ev.append(CityCompleted(p.seat, first))


def apply_warrant(s: State, a: RevealWarrant | KeepWarrantHidden, ev: list[Event] | None) -> None:
    """The Magistrate's seat answers at the held build (RULES.md §9.3): reveal the signed warrant and
    confiscate the district, or let the build go on; then the builder's turn goes on."""
    c = s.held_build
    if s.decision != Decision.WARRANT or c is None:
        raise WrongPhaseError(a, "no build is waiting for the Magistrate")
    builder = s.players[s.cur_seat]
    owner = s.players[s.warrant_seat]
    rank = s.cur_rank
    paid = s.held_paid
    if isinstance(a, RevealWarrant):
        refusal = warrants.confiscation_refusal(s)
        if refusal is not None:
            raise InvalidTargetError(a, f"the warrant on this character cannot take the {c.name}", refusal)
        # the district goes into the Magistrate's city for free; the builder keeps the gold he would
        # have paid (his gold back; the Alchemist's refund does not come on top); the build still used
        # the builder's limit
        owner.city.append(c)
        owner.kinds.add(c.kind)
        if c.kind is STAND_IN:
            owner.haunted_round = s.round
        s.warrant_revealed = rank
        s.warrants = []  # every other warrant is removed
        _resume(s)
        if ev is not None:
            ev.append(WarrantRevealed(owner.seat, builder.seat, rank, c.id, paid))
        if s.rules.token_tax_rank and owner.gold > 0:
            # RULES.md §9.7: "a confiscation taxes the Magistrate" — it is his build, made outside
            # the Tax Collector's own turn even when it interrupts it
            _put_on_token(s, owner, ev)
        check_completed(s, owner, ev)
        return
    _resume(s)
    if ev is not None:
        ev.append(WarrantKept(owner.seat, rank))
    builder.gold -= paid
    _enter_city(s, builder, c, paid, ev)


def _resume(s: State) -> None:
    s.held_build = None
    s.held_paid = 0
    s.decision = Decision.MAIN
    s.to_move = s.cur_seat
