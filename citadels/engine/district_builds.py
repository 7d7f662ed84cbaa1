"""What the 2016 box's unique districts change in building (RULES.md §9.4): the Secret Vault is never
built, the Monument not into a city of 5 or more district cards, the Stables never uses the building
limit, the Quarry lets its owner build names already in his city, the Factory makes the other uniques
1 gold cheaper (`building.build_price`). The builds paid otherwise (the Thieves' Den, the Framework,
the Necropolis) are `payments`'s, under the same rules (`may_build`).

Only a 2016-style deck holds these cards (`Rules.deck_2016`); every other game keeps the classic build
rules of `turn.legal_main` / `turn.apply_build`, its fast path."""

from __future__ import annotations

from .actions import BUILD, Action, Build
from .cards import DistrictCard
from .errors import AlreadyUsedError, CannotAffordError, DuplicateDistrictError, InvalidTargetError
from .refusal import Refusal, Why
from .state import Player, State
from .uniques import BUILT_BELOW, BUILT_LATE, DUPLICATES, NO_BUILD_LIMIT, UNBUILDABLE, build_price


def never_built_now(p: Player, c: DistrictCard) -> tuple[str, Refusal] | None:
    """Why `c` may not go into `p`'s city by any build at all just now (the Secret Vault never; the
    Monument not into a city of 5 or more district cards), or None. Every build asks it: the turn's,
    the Wizard's."""
    kind = c.kind
    if kind is UNBUILDABLE:
        return f"the {c.name} can never be built", Refusal(Why.NEVER_BUILT, card=c.id)
    if kind is BUILT_LATE and len(p.city) >= BUILT_BELOW:
        return (
            f"the {c.name} cannot be built into a city of {BUILT_BELOW} or more districts",
            Refusal(Why.CITY_TOO_BIG, card=c.id, count=BUILT_BELOW),
        )
    return None


def outside_limit(s: State, c: DistrictCard) -> bool:
    """The build does not use the building limit: the Trader's trade districts (§9.3) and the Stables,
    which even so no character who never builds (the Navigator) may build (§9.4)."""
    ch = s.rules.characters[s.cur_rank - 1]
    if c.kind.dtype is ch.builds_freely:
        return True
    return c.kind is NO_BUILD_LIMIT and ch.max_builds > 0


def may_build(s: State, p: Player, c: DistrictCard) -> bool:
    """The building limit, the name rule (the Quarry) and the Secret Vault's and the Monument's rules
    allow `p` to build `c` now, whatever pays for it."""
    if c.kind in p.kinds and DUPLICATES not in p.kinds:
        return False
    if s.builds_left <= 0 and not outside_limit(s, c):
        return False
    return never_built_now(p, c) is None


def legal_builds(s: State, p: Player, out: list[Action]) -> None:
    """The turn's builds paid in gold in a 2016-style deck (`turn.legal_main`'s loop, with the cards
    above and the Factory's price)."""
    gold = p.gold
    kinds = p.kinds
    for c in p.hand:
        if build_price(c.kind, kinds) <= gold and may_build(s, p, c):
            out.append(BUILD[c.id])


def check_build(s: State, p: Player, c: DistrictCard, a: Build) -> bool:
    """Refuse the turn's build of `c` in a 2016-style deck, before any change, as `turn.apply_build`
    does; say whether it stays outside the building limit."""
    free = outside_limit(s, c)
    if s.builds_left <= 0 and not free:
        limit = s.rules.character(s.cur_rank).max_builds
        raise AlreadyUsedError(
            a, f"you may build only {limit} district(s) this turn", Refusal(Why.BUILD_LIMIT, count=limit)
        )
    never = never_built_now(p, c)
    if never is not None:
        raise InvalidTargetError(a, *never)
    if c.kind in p.kinds and DUPLICATES not in p.kinds:
        raise DuplicateDistrictError(
            a, f"your city already has a {c.name}", Refusal(Why.DUPLICATE, card=c.id)
        )
    price = build_price(c.kind, p.kinds)  # the Factory's discount (RULES.md §9.4)
    if price > p.gold:
        raise CannotAffordError(
            a,
            f"{c.name} costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, cost=price, gold=p.gold),
        )
    return free
