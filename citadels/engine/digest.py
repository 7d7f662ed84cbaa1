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


#: Fields added after saves were first written, with their fresh value: described only when they
#: differ from it, so a position of a game that never uses them keeps the description its save recorded.
DESCRIBED_WHEN_SET: dict[str, object] = {
    "tax_token": 0,  # the 2016 Tax Collector's token
    "owed_a_card": [],  # the 2016 Seer: whom he still owes a card
    # the Magistrate (RULES.md §9.3)
    "warrants": [],
    "warrant_seat": -1,
    "warrant_signed": 0,
    "warrant_revealed": 0,
    "paid_build_made": False,
    "held_build": None,
    "held_paid": 0,
    # the Blackmailer (RULES.md §9.3)
    "threats": [],
    "threat_seat": -1,
    "threat_flowered": 0,
    "threat_revealed": 0,
    # the Museum (RULES.md §9.4): its cards and its once-a-turn flag
    "museum_cards": [],
    "museum_used": False,
    # the Theater (RULES.md §9.4)
    "theater_seats": [],
    "theater_ranks": [],
}


def describe(s: State) -> tuple[Any, ...]:
    """Every field of the state but the rules and the history, in declaration order, each under the
    name it is described by (`DESCRIBED_AS`); those of `DESCRIBED_WHEN_SET` only when set."""
    out = []
    for label, name in _DESCRIBED:
        value = canonical(getattr(s, name))
        if name in _FRESH and value == _FRESH[name]:
            continue
        out.append((label, value))
    return tuple(out)


#: `DESCRIBED_WHEN_SET`'s fresh values as described
_FRESH = {name: canonical(value) for name, value in DESCRIBED_WHEN_SET.items()}


def digest(s: State) -> str:
    """32 hex digits that change whenever anything in the state does."""
    return hashlib.blake2b(repr(describe(s)).encode("utf-8"), digest_size=16).hexdigest()
