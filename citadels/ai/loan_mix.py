"""The cards the Cardinal parts with for a build with another player's gold (RULES.md §9.3), worked out
directly rather than by scoring every legal mix: for a Thieves' Den he may pay `k` cards into it and
give `m` for the gold still missing (§9.13, 6), and the engine lists every such mix
(`abilities._legal_den_loans`), thousands of them with a big hand.

Each card costs him its own worth (`cost`, the same for every copy of a district); a mix costs the sum
over the `k + m` cards it takes, whichever of them go into the Den. `cheapest_mix` names, of the
cheapest mixes, the one the engine lists first (named with ascending ids, the lowest copies of a
district first): what a scoring of every mix in the engine's order that keeps the first best chooses.
`cheapest_mixes` lists them all, for a scoring that adds the costs in floating point (the order of the
sum may round one cheapest mix above another).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import NamedTuple

from citadels.engine import CARDS
from citadels.engine.payments import kind_combinations

Mix = tuple[tuple[int, ...], tuple[int, ...]]  # (den, given): card ids, each ascending


class _Cheapest(NamedTuple):
    """The cards a cheapest mix of `others` takes: every one of `below` and `room` of `at`, the cards
    that cost exactly the dearest it needs (all in ascending id order)."""

    below: list[int]
    at: list[int]
    room: int


def _cheapest(others: Sequence[int], cost: Mapping[int, float], n: int) -> _Cheapest:
    if n < 1 or n > len(others):
        raise ValueError(f"no mix of {n} cards out of {len(others)}")
    ids = sorted(others)
    edge = sorted(cost[i] for i in ids)[n - 1]  # the dearest card a cheapest mix takes
    below = [i for i in ids if cost[i] < edge]
    return _Cheapest(below, [i for i in ids if cost[i] == edge], n - len(below))


def cheapest_mix(others: Sequence[int], cost: Mapping[int, float], k: int, m: int) -> Mix:
    """The cards (`den`, `given`) of `others` (the hand but the district built) paid into the Den (`k`
    of them, none for a plain loan) and given for the gold (`m`, at least 1) that cost least in all,
    the first such mix in the engine's order (`den` first, then `given`, each compared as a tuple).

    `den` takes the lowest ids it can while leaving `given` the rest of the cheapest cards; `given`
    then takes what is left below the edge and the lowest ids at it. Copies of a district cost the same,
    so both take the lowest copies, as the engine names a mix (`payments.lowest_copies`)."""
    if k < 0 or m < 1:
        raise ValueError(f"no mix of {k} cards into the Den and {m} given")
    below, at, room = _cheapest(others, cost, k + m)
    pool = sorted((*below, *at))
    is_at = set(at)
    den: list[int] = []
    used_at = 0  # the cards of `den` that cost the edge
    for pos, i in enumerate(pool):
        if len(den) == k:
            break
        takes_at = i in is_at
        if takes_at and used_at >= room:
            continue
        after = pool[pos + 1 :]
        below_after = sum(1 for j in after if j not in is_at)
        if below_after + min(len(after) - below_after, room - used_at - takes_at) >= k - len(den) - 1:
            den.append(i)
            used_at += takes_at
    chosen = set(den)
    rest_at = [i for i in at if i not in chosen][: room - used_at]
    return tuple(den), tuple(sorted((*(i for i in below if i not in chosen), *rest_at)))


def cheapest_mixes(others: Sequence[int], cost: Mapping[int, float], k: int, m: int) -> list[Mix]:
    """Every mix of `k` cards into the Den and `m` given that costs least, in the engine's order (its
    first is `cheapest_mix`). They take the same costs, so only the order of their sum tells them apart:
    when every card taken costs the same that order changes nothing, and the first stands for all."""
    if k < 0 or m < 1:
        raise ValueError(f"no mix of {k} cards into the Den and {m} given")
    below, at, room = _cheapest(others, cost, k + m)
    if not below:
        return [cheapest_mix(others, cost, k, m)]
    cards = {i: CARDS[i] for i in (*below, *at)}
    is_at = set(at)
    mixes: list[Mix] = []
    pool = sorted(cards.values(), key=lambda c: c.id)
    dens = [tuple(c.id for c in den) for den in kind_combinations(pool, k)] if k else [()]
    for den in dens:
        used_at = sum(1 for i in den if i in is_at)
        if used_at > room:
            continue
        left = [cards[i] for i in at if i not in den]
        rest = below if not k else [i for i in below if i not in den]
        picks = kind_combinations(left, room - used_at) if k else combinations(left, room)
        mixes.extend((den, tuple(sorted((*rest, *(c.id for c in pick))))) for pick in picks)
    return sorted(mixes)
