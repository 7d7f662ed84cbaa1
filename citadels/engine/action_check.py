"""The door check for actions: every field must have the type its dataclass declares.

Derived from each action class's own annotations, so a new action class is covered with no extra code.
Handlers then check ranges and rules; this module only makes sure that `PickCharacter(2.0)`,
`Murder("4")` or `Build(None)` never reach them. (The actions that `legal_actions()` hands out are
checked once, at import: `dispatch.INTERNED_HANDLERS`.)
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

from .errors import MalformedActionError

Check = Callable[[object], bool]

_CHECKS: dict[type, tuple[tuple[str, Check, str], ...]] = {}


def _exact(t: type) -> Check:
    # `type(v) is int` refuses bools and floats that an isinstance check would let through
    return lambda v: type(v) is t


def _checker(hint: Any) -> tuple[Check, str]:
    """A predicate for one annotation, and how to name it in an error."""
    origin = typing.get_origin(hint)
    if hint is type(None) or hint is None:
        return (lambda v: v is None), "None"
    if origin in (typing.Union, types.UnionType):
        parts = [_checker(a) for a in typing.get_args(hint)]
        preds = tuple(p for p, _ in parts)
        return (lambda v: any(p(v) for p in preds)), " or ".join(n for _, n in parts)
    if origin is typing.Literal:
        allowed = typing.get_args(hint)
        return (lambda v: any(type(v) is type(a) and v == a for a in allowed)), f"one of {allowed}"
    if origin in (tuple, frozenset):
        args = typing.get_args(hint)
        container = origin
        if len(args) == 2 and args[1] is Ellipsis or origin is frozenset:
            item, item_name = _checker(args[0])
            return (
                lambda v: type(v) is container and all(item(x) for x in v)
            ), f"{container.__name__} of {item_name}"
        items = [_checker(a) for a in args]
        preds = tuple(p for p, _ in items)
        return (
            lambda v: (
                type(v) is tuple and len(v) == len(preds) and all(p(x) for p, x in zip(preds, v, strict=True))
            )
        ), f"tuple of {len(preds)}"
    if isinstance(hint, type):
        return _exact(hint), hint.__name__
    raise TypeError(f"action fields of type {hint!r} are not supported")


def field_checks(cls: type) -> tuple[tuple[str, Check, str], ...]:
    """(field name, predicate, type name) for each field of an action class, computed once."""
    checks = _CHECKS.get(cls)
    if checks is None:
        module = sys.modules.get(cls.__module__)
        hints = typing.get_type_hints(cls, vars(module) if module else None)
        checks = tuple((f.name, *_checker(hints[f.name])) for f in dataclasses.fields(cls))
        _CHECKS[cls] = checks
    return checks


def check_action(action: object) -> None:
    """Raise `MalformedActionError` unless every field of `action` has its declared type."""
    for name, ok, type_name in field_checks(type(action)):
        value = getattr(action, name)
        if not ok(value):
            raise MalformedActionError(action, f"{name} must be {type_name}, not {type(value).__name__}")


# ---------------------------------------------------------------------- JSON-friendly forms
def to_plain(value: object) -> object:
    """An action field as JSON: enums as their value, tuples as lists."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (tuple, frozenset)):
        return [to_plain(v) for v in value]
    return value


def from_plain(cls: type, data: object) -> object:
    """Build an action of class `cls` from its JSON fields, refusing anything malformed."""
    if not isinstance(data, Mapping):
        raise MalformedActionError(data, "an action must be an object with a type")
    module = sys.modules.get(cls.__module__)
    hints = typing.get_type_hints(cls, vars(module) if module else None)
    fields = dataclasses.fields(cls)
    known = {f.name for f in fields} | {"type"}
    extra = sorted(str(k) for k in data if k not in known)
    if extra:
        raise MalformedActionError(data, f"unknown fields {extra} for {cls.__name__}")
    kwargs: dict[str, object] = {}
    for f in fields:
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise MalformedActionError(data, f"{cls.__name__} needs {f.name}")
            continue
        kwargs[f.name] = _convert(hints[f.name], data[f.name])
    action = cls(**kwargs)
    check_action(action)
    return action


def _convert(hint: Any, value: object) -> object:
    """JSON to the annotated type where the conversion is exact (int to enum, list to tuple)."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for arg in typing.get_args(hint):
            converted = _convert(arg, value)
            if _checker(arg)[0](converted):
                return converted
        return value
    if origin in (tuple, frozenset) and isinstance(value, list):
        args = typing.get_args(hint)
        if origin is frozenset or (len(args) == 2 and args[1] is Ellipsis):
            items = [_convert(args[0], v) for v in value]
        elif len(args) == len(value):
            items = [_convert(a, v) for a, v in zip(args, value, strict=True)]
        else:
            return tuple(value)
        return origin(items)
    if isinstance(hint, type) and issubclass(hint, enum.Enum) and type(value) is int:
        try:
            return hint(value)
        except ValueError:
            return value
    return value
