"""The 2016 box's builds paid otherwise (RULES.md §9.4): the Thieves' Den paid with cards, the
Framework destroyed to build a district, the Necropolis built by destroying one (the Factory's
discount is `building.build_price`, read by every build).

Each is a build of the main part of the turn like `turn.apply_build`, under the same rules
(`district_builds.may_build`: the building limit but the Trader's trade districts and the Stables, the
name rule but the Quarry, never the Secret Vault nor a late Monument), and goes through
`building.place_district`, which records whether it was paid (RULES.md §9.1).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .actions import Action, BuildByDestroying, BuildWithCards, build_by_destroying, build_with_cards
from .building import place_district
from .cardmoves import card_arg, to_bottom
from .cards import CARDS, EDITION_2016_UNIQUES, DistrictCard
from .decision import Decision
from .district_builds import may_build, never_built_now, outside_limit
from .errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from .events import CardDiscarded, Event
from .refusal import Refusal, Why
from .state import Player, State
from .uniques import (
    BUILT_BY_DESTROYING,
    DESTROYED_TO_BUILD,
    DISCOUNTER,
    DUPLICATES,
    PAID_WITH_CARDS,
    build_price,
    destroy_in_city,
    recheck_completed,
)

_MAIN = Decision.MAIN
#: the lowest id of a 2016 card: a hand holding none builds nothing otherwise
FIRST_2016_ID = min((c.id for c in CARDS if c.kind.name in EDITION_2016_UNIQUES), default=len(CARDS))
#: the districts that change how their owner builds from the city: the Factory, the Framework
IN_CITY = frozenset((DISCOUNTER, DESTROYED_TO_BUILD))


def kind_combinations(cards: list[DistrictCard], k: int) -> Iterator[tuple[DistrictCard, ...]]:
    """The choices of `k` of `cards` (sorted by id), copies of a district being interchangeable: each
    choice of kinds once, with the lowest ids (the first in this order, `lowest_copies`)."""
    seen: set[tuple[str, ...]] = set()
    for chosen in combinations(cards, k):
        names = tuple(sorted(c.kind.name for c in chosen))
        if names not in seen:
            seen.add(names)
            yield chosen


def card_payments(p: Player, den: DistrictCard, price: int) -> list[tuple[int, ...]]:
    """The sets of hand cards (ids, ascending) `p` may pay into the Thieves' Den `den` whose price in
    gold is `price`: 1 to `price` cards, the rest in gold he has. Copies of one district are
    interchangeable, so each choice of kinds appears once (with the lowest ids)."""
    others = sorted((c for c in p.hand if c is not den), key=lambda c: c.id)
    least = max(1, price - p.gold)
    return [
        tuple(c.id for c in chosen)
        for k in range(least, min(price, len(others)) + 1)
        for chosen in kind_combinations(others, k)
    ]


def lowest_copies(ids: tuple[int, ...], chosen: list[DistrictCard], pool: list[DistrictCard]) -> bool:
    """Whether `ids` (the cards `chosen` out of `pool`) are named in ascending order with the lowest
    copies of each district first: the one form `kind_combinations` lists."""
    picked = set(chosen)
    return list(ids) == sorted(ids) and not any(
        e.kind is d.kind and e.id < d.id and e not in picked for d in chosen for e in pool
    )


def den_payment(a: Action, p: Player, den: DistrictCard, ids: tuple[int, ...]) -> list[DistrictCard]:
    """The cards `ids` of `p`'s hand paid into the Thieves' Den `den` by the action `a` (its own
    `BuildWithCards`, or the Cardinal's `BuildWithLoan`), or `a` refused: only for the Den, one or more
    different cards of his hand besides the Den, named as `kind_combinations` lists them. Nothing changes."""
    c = den
    if c.kind is not PAID_WITH_CARDS:
        raise InvalidTargetError(
            a, f"only the {PAID_WITH_CARDS.name} is paid with cards", Refusal(Why.NOT_OWNED, card=c.id)
        )
    paying = [card_arg(a, card_id) for card_id in ids]
    if not paying or len(set(ids)) != len(ids):
        raise InvalidTargetError(a, "name one or more different cards to pay with")
    for d in paying:
        if d is c or d not in p.hand:
            raise NotInHandError(
                a, f"{d.name} is not in your hand to pay with", Refusal(Why.NOT_IN_HAND, card=d.id)
            )
    if not lowest_copies(ids, paying, p.hand):
        # one action per choice of cards: copies of a district are interchangeable (`card_payments`)
        raise InvalidTargetError(
            a,
            "name the cards in ascending order, the lowest copies of a district first",
            Refusal(Why.CARD_ORDER),
        )
    return paying


def pay_into_den(s: State, p: Player, paying: list[DistrictCard], ev: list[Event] | None) -> None:
    """Put the cards `paying` (checked by `den_payment`) from `p`'s hand at the bottom of the deck."""
    for d in paying:
        p.hand.remove(d)
    to_bottom(s, paying)  # face down: their number is public, their faces are not (RULES.md §9.13, 9)
    if ev is not None:
        ev.extend(CardDiscarded(p.seat, d.id, "payment") for d in paying)


def legal_builds(s: State, p: Player, out: list[Action]) -> None:
    """The builds the Factory, the Thieves' Den, the Framework and the Necropolis add to the main part
    of the turn (those `turn.legal_main` has not listed already)."""
    kinds = p.kinds
    framework = next((d for d in p.city if d.kind is DESTROYED_TO_BUILD), None)
    for c in p.hand:
        if not may_build(s, p, c):
            continue
        kind = c.kind
        price = build_price(kind, kinds)
        if kind is PAID_WITH_CARDS:
            out.extend(build_with_cards(c.id, cards) for cards in card_payments(p, c, price))
        if kind is BUILT_BY_DESTROYING:
            out.extend(build_by_destroying(c.id, d.id) for d in p.city)
        elif framework is not None:
            out.append(build_by_destroying(c.id, framework.id))


def _check_build(s: State, a: Action, c: DistrictCard) -> Player:
    """The checks every build makes before anything changes; the builder."""
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "that can only be done during your turn, after gathering resources")
    p = s.players[s.cur_seat]
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    if c.kind in p.kinds and DUPLICATES not in p.kinds:
        raise DuplicateDistrictError(
            a, f"your city already has a {c.name}", Refusal(Why.DUPLICATE, card=c.id)
        )
    never = never_built_now(p, c)  # the Secret Vault, the Monument (RULES.md §9.4): by no build at all
    if never is not None:
        raise InvalidTargetError(a, *never)
    if not may_build(s, p, c):
        limit = s.rules.character(s.cur_rank).max_builds
        raise AlreadyUsedError(
            a, f"you may build only {limit} district(s) this turn", Refusal(Why.BUILD_LIMIT, count=limit)
        )
    return p


def _use_limit(s: State, c: DistrictCard) -> None:
    if not outside_limit(s, c):  # the Trader's trade districts, the Stables (RULES.md §9.3, §9.4)
        s.builds_left -= 1


def apply_build_with_cards(s: State, a: BuildWithCards, ev: list[Event] | None) -> None:
    """RULES.md §9.4 Thieves' Den: pay part or all of its price with hand cards, the rest in gold."""
    c = card_arg(a, a.card)
    if c.kind is not PAID_WITH_CARDS:
        raise InvalidTargetError(
            a, f"only the {PAID_WITH_CARDS.name} is paid with cards", Refusal(Why.NOT_OWNED, card=c.id)
        )
    p = _check_build(s, a, c)
    paying = den_payment(a, p, c, a.cards)
    price = build_price(c.kind, p.kinds)
    if len(paying) > price:
        raise InvalidTargetError(
            a,
            f"the {c.name} costs {price}: pay at most {price} cards",
            Refusal(Why.OVERPAID, card=c.id, cost=price),
        )
    gold = price - len(paying)
    if gold > p.gold:
        raise CannotAffordError(
            a,
            f"{c.name} still costs {gold} gold after {len(paying)} card(s) and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, cost=gold, gold=p.gold),
        )
    p.hand.remove(c)
    pay_into_den(s, p, paying, ev)
    _use_limit(s, c)
    place_district(s, p, c, ev, gold, len(paying))


def apply_build_by_destroying(s: State, a: BuildByDestroying, ev: list[Event] | None) -> None:
    """RULES.md §9.4: build a district by destroying the Framework, or the Necropolis by destroying a
    district of one's city (an unpaid build, §9.1); the destroyed card goes to the bottom of the deck."""
    c = card_arg(a, a.card)
    d = card_arg(a, a.destroyed)
    p = _check_build(s, a, c)
    if d not in p.city:
        raise InvalidTargetError(
            a, f"{d.name} is not in your city", Refusal(Why.NOT_IN_CITY, card=d.id, seat=p.seat)
        )
    if c.kind is not BUILT_BY_DESTROYING and d.kind is not DESTROYED_TO_BUILD:
        raise InvalidTargetError(
            a,
            f"only the {DESTROYED_TO_BUILD.name} is destroyed to build a district, or any to build the "
            f"{BUILT_BY_DESTROYING.name}",
            Refusal(Why.NOT_BUILT_BY_DESTROYING, card=d.id),
        )
    p.hand.remove(c)
    destroy_in_city(
        s, p, d, p.seat, "built_by_destroying" if c.kind is BUILT_BY_DESTROYING else "destroyed_to_build", ev
    )
    _use_limit(s, c)
    place_district(s, p, c, ev, 0, 0, paid=False)
    recheck_completed(s, p)  # a Necropolis on the Monument: one card less, two districts less (§9.13 (7))
