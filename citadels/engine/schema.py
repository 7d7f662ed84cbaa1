"""The game state's schema: each field of `State` and `Player` declared once, in the class body, with
how a copy copies it, its value in a fresh game and which `PlayerView` fields it feeds, for whom.

    crown: int = field(Copy.SHARED, 0, public("crown"))

`slotted` makes such a class slotted and generates its `__init__` (the fresh values) and `clone` (the
copies) from the declarations: Python source compiled once, at import, as `dataclasses` does, so the
generated code is the code one would write by hand. `view.make_view` and `determinize.sample_state`
stay hand-written (the engine's hot paths, and its privacy boundary); `tests/engine/test_engine_schema.py`
checks them against the declarations, so a field added in one place only fails the tests.

Adding a field: declare it here with its copy, its fresh value and its view (`HIDDEN` if no view shows
it); then the test names what else must follow (the `PlayerView` field, `make_view`, `sample_state`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar, cast

T = TypeVar("T")


class Copy(Enum):
    """How `clone` copies a field."""

    SHARED = "shared"  # an immutable value, or a list never changed in place: the copy holds the same object
    LIST = "list"  # a list of immutable items: a shallow copy
    NESTED = "nested"  # a list of lists of immutable items: every inner list copied
    SET = "set"  # a set of immutable items: a new set
    CLONE = "clone"  # a list of objects that have their own `clone` (the players)
    RNG = "rng"  # a random source: its `copy()`
    HISTORY = "history"  # the action log: copied when `clone(keep_history=True)` asks for it, else None


class Audience(Enum):
    """Who sees a `PlayerView` field made from a state field."""

    EVERYONE = "everyone"
    OWN_SEAT = "each seat, its own part only"
    ACTING_SEAT = "the seat whose turn it is, while it acts on it"
    CHOOSING_SEAT = "the seat choosing a character, while it chooses"
    MARKER_SEAT = "the seat that placed the markers (the Magistrate's, the Blackmailer's), until revealed"
    MUSEUM_OWNER = "the seat whose city holds the Museum (RULES.md §9.11)"  # d16b
    # t16: the Theater (RULES.md §9.11)
    THEATER_SEATS = "the two seats of this round's Theater swap"


@dataclass(frozen=True, slots=True)
class Shown:
    """A `PlayerView` field made (at least in part) from a state field: `hand`, or `table.gold` for a
    field of every seat's `PublicPlayer`."""

    view_field: str
    to: Audience


def public(*view_fields: str) -> tuple[Shown, ...]:
    """Feeds these `PlayerView` fields, which every seat sees."""
    return tuple(Shown(name, Audience.EVERYONE) for name in view_fields)


def private(to: Audience, *view_fields: str) -> tuple[Shown, ...]:
    """Feeds these `PlayerView` fields, which only `to` sees (the others see them empty)."""
    return tuple(Shown(name, to) for name in view_fields)


HIDDEN: tuple[Shown, ...] = ()  # in no view: randomness, bookkeeping or what nobody may know


@dataclass(frozen=True, slots=True)
class Arg:
    """A fresh value that is an argument of the generated `__init__`, as given."""

    name: str


def arg(name: str) -> Arg:
    return Arg(name)


@dataclass(frozen=True, slots=True)
class Field:
    """One declared field. `fresh` is a constant (None, a bool, an int, an enum member), `list` or
    `set` (a new empty one), an `arg(...)` of `__init__`, or a function of `__init__`'s arguments."""

    name: str
    copy: Copy
    fresh: object
    view: tuple[Shown, ...]


def field(copy: Copy, fresh: object, view: tuple[Shown, ...]) -> Any:
    """Declare a field in the body of a `slotted` class (the value is the declaration, not a default)."""
    return Field("", copy, fresh, view)


_FIELDS: dict[type, tuple[Field, ...]] = {}


def fields(cls: type) -> tuple[Field, ...]:
    """The fields `slotted` found in `cls`, in declaration order (the order of its slots)."""
    return _FIELDS[cls]


def slotted(*init_args: str) -> Callable[[type[T]], type[T]]:
    """Class decorator: a slotted class with the declared fields, an `__init__(self, *init_args)`
    setting their fresh values and a `clone()` (`clone(keep_history=False)` with a `HISTORY` field)."""

    def make(cls: type[T]) -> type[T]:
        namespace = dict(vars(cls))
        declared = [(name, value) for name, value in namespace.items() if isinstance(value, Field)]
        annotated = list(namespace.get("__annotations__", {}))
        if [name for name, _ in declared] != annotated:
            raise TypeError(f"{cls.__name__}: declare every annotated attribute with field(), and only those")
        if "__init__" in namespace or "clone" in namespace:
            raise TypeError(f"{cls.__name__}: __init__ and clone are generated from the fields")
        declared_fields = tuple(dataclasses.replace(value, name=name) for name, value in declared)
        for name, _ in declared:
            del namespace[name]
        namespace.pop("__dict__", None)
        namespace.pop("__weakref__", None)
        namespace["__slots__"] = tuple(annotated)
        namespace["__init__"] = _compile_init(cls.__qualname__, declared_fields, init_args)
        namespace["clone"] = _compile_clone(cls.__qualname__, declared_fields)
        metaclass: type = type(cls)
        new_cls = cast("type[T]", metaclass(cls.__name__, cls.__bases__, namespace))
        _FIELDS[new_cls] = declared_fields
        return new_cls

    return make


# ---------------------------------------------------------------------- code generation
def _fresh_source(f: Field, init_args: tuple[str, ...], env: dict[str, object]) -> str:
    fresh = f.fresh
    if isinstance(fresh, Arg):
        if fresh.name not in init_args:
            raise TypeError(f"{f.name}: {fresh.name!r} is not an argument of __init__")
        return fresh.name
    if fresh is None or type(fresh) in (bool, int):
        return repr(fresh)
    if fresh is list:
        return "[]"
    if fresh is set:
        return "set()"
    if isinstance(fresh, Enum):
        env[f"_fresh_{f.name}"] = fresh
        return f"_fresh_{f.name}"
    if callable(fresh):
        env[f"_fresh_{f.name}"] = fresh
        return f"_fresh_{f.name}({', '.join(init_args)})"
    raise TypeError(f"{f.name}: cannot make a fresh value from {fresh!r}")


_COPY_SOURCE = {
    Copy.SHARED: "self.{0}",
    Copy.LIST: "self.{0}[:]",
    Copy.NESTED: "[v[:] for v in self.{0}]",
    Copy.SET: "set(self.{0})",
    Copy.CLONE: "[v.clone() for v in self.{0}]",
    Copy.RNG: "self.{0}.copy()",
    Copy.HISTORY: "self.{0}[:] if (keep_history and self.{0} is not None) else None",
}


def _compile(qualname: str, name: str, lines: list[str], env: dict[str, object]) -> Callable[..., Any]:
    namespace: dict[str, Any] = {}
    exec(compile("\n".join(lines), f"<schema of {qualname}>", "exec"), env, namespace)  # noqa: S102
    fn: Callable[..., Any] = namespace[name]
    fn.__qualname__ = f"{qualname}.{name}"
    return fn


def _compile_init(
    qualname: str, declared: tuple[Field, ...], init_args: tuple[str, ...]
) -> Callable[..., Any]:
    env: dict[str, object] = {}
    lines = [f"def __init__(self, {', '.join(init_args)}):" if init_args else "def __init__(self):"]
    lines += [f"    self.{f.name} = {_fresh_source(f, init_args, env)}" for f in declared]
    return _compile(qualname, "__init__", lines, env)


def _compile_clone(qualname: str, declared: tuple[Field, ...]) -> Callable[..., Any]:
    history = [f for f in declared if f.copy is Copy.HISTORY]
    if len(history) > 1:
        raise TypeError(f"{qualname}: at most one HISTORY field")
    lines = [
        "def clone(self, keep_history=False):" if history else "def clone(self):",
        "    c = _new(self.__class__)",
    ]
    lines += [f"    c.{f.name} = {_COPY_SOURCE[f.copy].format(f.name)}" for f in declared]
    lines.append("    return c")
    return _compile(qualname, "clone", lines, {"_new": object.__new__})
