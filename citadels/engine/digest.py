"""A stable fingerprint of everything in a game state, public and private (saves check it on load).

Derived from the state's schema, so a rule that adds a field is covered with no extra code. Cards are
named by id, players and the random source by their slots, sets are sorted: the same game gives the
same digest in any process, on any machine, in any Python version. Pure: no I/O.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any

from .cards import DistrictCard
from .rng import Rng
from .schema import fields
from .state import State

#: Not part of the game: the rules are fixed by the config, the history is the action list itself.
SKIPPED = frozenset({"rules", "history"})


def canonical(value: Any) -> Any:
    """A plain structure of ints, strings, bools, None and tuples that describes `value`."""
    kind = type(value)
    if kind is int or kind is bool or kind is str or value is None:
        return value
    if kind is list or kind is tuple:
        if value and type(value[0]) is DistrictCard:
            return tuple([c.id for c in value])
        return tuple([canonical(v) for v in value])
    if kind is DistrictCard:
        return value.id
    if isinstance(value, enum.Enum):
        return canonical(value.value)
    if isinstance(value, int):
        return int(value)
    if kind is Rng:
        return ("rng", value.state)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((canonical(v) for v in value), key=repr)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((repr(canonical(k)), canonical(v)) for k, v in value.items()))))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (kind.__name__, tuple(canonical(getattr(value, f.name)) for f in dataclasses.fields(value)))
    slots = getattr(kind, "__slots__", None)
    if slots:
        return (kind.__name__, tuple([canonical(getattr(value, name, None)) for name in slots]))
    if isinstance(value, float):
        return repr(value)
    if hasattr(value, "__dict__"):
        return (kind.__name__, canonical(vars(value)))
    raise TypeError(f"cannot describe a {kind.__name__} in a state digest")


#: Fields renamed since the first save, described by the name they had then: a save records the
#: digest after each of its actions, so the description of a position never changes.
DESCRIBED_AS: dict[str, str] = {
    "bewitched_by": "witch",
    "crown_given_to": "emperor_crowned",
    "crown_neighbour_due": "queen_due",
}

#: (the name described, the field) for the state's fields, in declaration order, but the rules and
#: the history
_DESCRIBED = tuple((DESCRIBED_AS.get(f.name, f.name), f.name) for f in fields(State) if f.name not in SKIPPED)


#: Fields added since saves record digests, with their fresh value: described only when they hold
#: another, so a position that never used them is described as before they existed (the digests of
#: every saved game stay valid). d16b: the Museum's cards and its once-a-turn flag (RULES.md §9.4).
ADDED_LATER: dict[str, object] = {"museum_cards": [], "museum_used": False}


def describe(s: State) -> tuple[Any, ...]:
    """Every field of the state but the rules and the history, in declaration order, each under the
    name it is described by (`DESCRIBED_AS`); a field of `ADDED_LATER` only when not at its fresh value."""
    return tuple(
        (label, canonical(getattr(s, name)))
        for label, name in _DESCRIBED
        if name not in ADDED_LATER or getattr(s, name) != ADDED_LATER[name]
    )


def digest(s: State) -> str:
    """32 hex digits that change whenever anything in the state does."""
    return hashlib.blake2b(repr(describe(s)).encode("utf-8"), digest_size=16).hexdigest()
