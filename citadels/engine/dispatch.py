"""The tables through which `GameState.legal_actions` and `GameState.apply` reach the rules.

Rule modules register here at import time: `LEGAL[decision]` lists the legal actions for that kind of
decision; `APPLY[action type]` validates (raising before any change) and applies one action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .events import Event
    from .state import GameState

LegalFn = Callable[["GameState"], list[Any]]
ApplyFn = Callable[["GameState", Any, "list[Event] | None"], None]

LEGAL: dict[int, LegalFn] = {}
APPLY: dict[type, ApplyFn] = {}
#: LEGAL as a list indexed by the decision's value (an IntEnum key hashes through Python code in 3.11)
LEGAL_BY_VALUE: list[LegalFn] = []


def legal_for(decision: int) -> Callable[[LegalFn], LegalFn]:
    def deco(fn: LegalFn) -> LegalFn:
        LEGAL[decision] = fn
        while len(LEGAL_BY_VALUE) <= decision:
            LEGAL_BY_VALUE.append(_no_decision)
        LEGAL_BY_VALUE[decision] = fn
        return fn

    return deco


def _no_decision(s: GameState) -> list[Any]:
    raise KeyError(s.decision)


def applies(*action_types: type) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        for t in action_types:
            if t in APPLY:
                raise ValueError(f"two handlers for {t.__name__}")
            APPLY[t] = fn
        return fn

    return deco
