"""Forged kept analyses (``.analysis/<sha256>.json``), as an outside file may hold them: each takes
the genuine stored form of a game's analysis and damages it one way. `MARK` is text no save holds:
a forgery that carries it must never have it shown. Imported by name: the tests folder is no package."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Stored = dict[str, Any]
MARK = "MALLORY"


def _first_mistake(d: Stored) -> dict[str, Any]:
    return next(ms[0] for ms in d["mistakes"].values() if ms)


def _seats(n: int) -> Callable[[Stored], None]:
    def change(d: Stored) -> None:
        d.update(players=n, names=[f"{MARK}{i}" for i in range(n)], start=[1 / n] * n)
        d["steps"] = [{**s, "chances": [1 / n] * n} for s in d["steps"]]

    return change


def _reason(key: str, params: dict[str, Any]) -> Callable[[Stored], None]:
    return lambda d: _first_mistake(d).update(reason={"key": key, "params": params})


def _turn(**change: Any) -> Callable[[Stored], None]:
    return lambda d: d["turning_points"][0].update(change)


def _mistake(**change: Any) -> Callable[[Stored], None]:
    return lambda d: _first_mistake(d).update(change)


NAN, INF = float("nan"), float("inf")

#: each forgery, by name: what it changes in the genuine stored form (which it may change in place)
FORGERIES: dict[str, Callable[[Stored], None]] = {
    "15 seats": _seats(15),
    "wrong player count": _seats(4),
    "a step's seat 14": lambda d: d["steps"][0].update(seat=14),
    "a step of another seat": lambda d: d["steps"][0].update(seat=(d["steps"][0]["seat"] + 1) % d["players"]),
    "a step's index": lambda d: d["steps"][0].update(index=10**9),
    "a step less": lambda d: d.update(steps=d["steps"][:-1], total_actions=d["total_actions"] - 1),
    "NaN chance": lambda d: d["steps"][0].update(chances=[NAN] * d["players"]),
    "infinite chance": lambda d: d.update(start=[INF] + d["start"][1:]),
    "negative chance": lambda d: d.update(start=[-5.0] + [3.0] * (d["players"] - 1)),
    "chance over 1": lambda d: d["steps"][3].update(chances=[7.0] * d["players"]),
    "chances not summing to 1": lambda d: d["steps"][3].update(chances=[0.9] * d["players"]),
    "another result": lambda d: d["steps"][-1].update(chances=list(reversed(d["steps"][-1]["chances"]))),
    "NUL and control names": lambda d: d.update(names=[f"{MARK}\x00", "\x1b[2J" + MARK, "\ud800" + MARK]),
    "invented names": lambda d: d.update(names=[f"{MARK}{i}" for i in range(d["players"])]),
    "invented characters": lambda d: d.update(characters=[MARK] * 8),
    "invented humans": lambda d: d.update(humans=list(range(d["players"]))),
    "huge list": lambda d: d.update(humans=list(range(10**5))),
    "another save": lambda d: d.update(save="0" * 64),
    "no save named": lambda d: d.pop("save"),
    "another end": lambda d: d.update(game_over=not d["game_over"]),
    "another problem": lambda d: d.update(problem="torn", problem_detail=MARK),
    "a turning point's gainer 14": _turn(gainer=14, loser=13),
    "a turning point's bad card": _turn(
        key="build", params={"district": MARK}, action={"type": "Build", "card": 99999}
    ),
    "a turning point's unknown key": _turn(key="{name:>99999999}"),
    "a turning point's format bomb": _turn(key="build", params={"district": "x" * 10**6}),
    "a turning point past the end": _turn(index=10**6),
    "a turning point's NaN": _turn(before=[NAN] * 3),
    "a turning point's short chances": _turn(before=[0.5]),
    "a turning point's other victim": _turn(key="murder", params={"character": 1, "victim": 2}),
    "an invented turning point": lambda d: d["turning_points"].append(
        {**d["turning_points"][0], "key": "murder", "params": {"character": 1, "victim": 2}}
    ),
    "a format-spec bomb": _reason("{x:>99999999}", {"x": 1}),
    "a conversion": _reason("{x!r}", {"x": MARK}),
    "a positional field": _reason("{0}", {}),
    "an attribute": _reason("{x.__class__}", {"x": 1}),
    "an unknown reason": _reason(f"the game is rigged by {MARK}", {}),
    "a known reason, a seat out of range": _reason(
        "takes the {character} to attack the city of {seat}", {"character": 8, "seat": 14}
    ),  # fmt: skip
    "a known reason, a rank out of range": _reason("takes the {character} for the crown", {"character": 99}),
    "a known reason, a text for a number": _reason("takes {count} gold of income", {"count": MARK}),
    "a known reason, an unknown district": _reason(
        "builds the {district} and completes their city", {"district": MARK}
    ),  # fmt: skip
    "a known reason without its field": _reason("takes the {character} for the crown", {}),
    "a known reason, a huge number": _reason("takes {count} gold of income", {"count": 10**300}),
    "a known reason, a number no float holds": _reason("takes {count} gold of income", {"count": 10**400}),
    "a detail that is no message": lambda d: _first_mistake(d)["reason"].update(
        detail={"key": "{x:>99999999}", "params": {"x": 1}}
    ),
    "a public wording that is no message": lambda d: _first_mistake(d)["reason"].update(public_key=MARK),
    "an unknown secret": lambda d: _first_mistake(d)["reason"].update(reveals=[MARK]),
    "a mistake of a bad card": _mistake(played={"type": "Build", "card": 99999}),
    "a better move of a bad card": _mistake(better={"type": "Build", "card": -5}),
    "a better move that is the one played": lambda d: _first_mistake(d).update(
        better=_first_mistake(d)["played"]
    ),
    "a mistake past the end": _mistake(index=10**6),
    "a mistake of another seat": lambda d: _first_mistake(d).update(seat=(_first_mistake(d)["seat"] + 1) % 3),
    "a NaN cost": _mistake(cost=NAN),
    "a cost over 1": _mistake(cost=3.0),
    "a negative cost": _mistake(cost=-0.5),
    "a mistake seat 14": lambda d: d.update(mistake_seats=[14]),
    "mistakes of seat 14": lambda d: d["mistakes"].update({"14": [_first_mistake(d)]}),
    "other seats examined": lambda d: d.update(mistake_seats=[1], mistakes={"1": []}),
    "a mistake twice": lambda d: next(ms for ms in d["mistakes"].values() if ms).append(_first_mistake(d)),
    "not a number": lambda d: d.update(total_actions="many"),
    "a list for an object": lambda d: d.update(mistakes=[]),
}


def forged(good: Stored, name: str) -> Stored:
    data = copy.deepcopy(good)
    FORGERIES[name](data)
    return data
