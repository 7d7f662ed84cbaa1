"""Fast construction of frozen, slotted dataclasses (views and score breakdowns are built in hot loops)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, make_dataclass
from typing import TypeVar

T = TypeVar("T")


def mutable_twin(cls: type) -> type:
    """A mutable dataclass with exactly the slots of the frozen, slotted dataclass `cls`: an instance
    built by it becomes a `cls` instance by class assignment (`obj.__class__ = cls`), which Python
    allows between classes of identical layout, and is frozen from then on."""
    if "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} must be a slotted dataclass")
    return make_dataclass(f"_{cls.__name__}Builder", [(f.name, f.type) for f in fields(cls)], slots=True)


def slot_shell(cls: type) -> type:
    """A class with exactly the slots of the frozen, slotted dataclass `cls` and no `__init__`: store
    every slot of `shell()`, then make it a `cls` instance by class assignment. Faster than a twin's
    generated `__init__` for a small object built in a loop (no Python frame, no argument passing)."""
    if "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} must be a slotted dataclass")
    return type(f"_{cls.__name__}Shell", (), {"__slots__": vars(cls)["__slots__"]})


def fast_constructor(cls: type[T]) -> Callable[..., T]:
    """A positional constructor for a frozen, slotted dataclass that gives the same object as `cls(...)`
    about four times faster.

    A frozen dataclass's `__init__` stores each field through `object.__setattr__` (dozens of calls per
    view, for every bot decision of every search rollout). The object is built instead by its
    `mutable_twin` (plain slot stores) and then becomes a `cls` instance.
    """
    twin = mutable_twin(cls)

    def build(*args: object) -> T:
        obj = twin(*args)
        obj.__class__ = cls
        return obj  # type: ignore[no-any-return]

    return build
