"""`engine.events.Event` is a closed union, like `Action`: every consumer that dispatches on an event
`match`es it and ends in `assert_never`, so that mypy names each consumer a new event lacks — no
narration, table, recap, coach or redaction skips an event it does not know without a word.

Three checks: the union holds exactly the module's event classes (at run time); every `match` over
events in the package ends in `case _: assert_never(subject)`, with no other catch-all (read from the
source); and, in the slow tier, mypy run on a copy of the package with one more event names each consumer.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import re
import shutil
import subprocess
import sysconfig
from pathlib import Path
from typing import get_args

import pytest

from citadels.engine import events

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "citadels"

#: Every function that dispatches on events, by file: each must end its `match` in `assert_never`.
CONSUMERS: dict[str, set[str]] = {
    "citadels/engine/events.py": {"redact"},  # what each seat may see
    "citadels/text/narrate.py": {"narrate"},
    "citadels/text/narrate_you.py": {"addressed"},
    "citadels/app/table/model.py": {"Shown.apply_start", "Shown.apply_end"},
    "citadels/app/table/animator.py": {
        "sound_name",
        "Animator._anims_for",
        "Animator._dark_anims",
        "Animator._warrant_anims",
        "Animator._threat_anims",
    },
    "citadels/app/recap.py": {"public_recap"},
    "citadels/coach/turning.py": {"_from_events"},
}

EVENT_NAMES = {
    name
    for name, value in vars(events).items()
    if inspect.isclass(value) and value.__module__ == events.__name__ and dataclasses.is_dataclass(value)
}


def test_the_union_holds_every_event_class_of_the_module() -> None:
    members = set(get_args(events.Event))
    assert {cls.__name__ for cls in members} == EVENT_NAMES
    assert len(EVENT_NAMES) >= 40
    for cls in members:
        # no open base class to match on: each event stands alone (and stays a frozen, slotted record)
        assert cls.__bases__ == (object,), cls
        assert hasattr(cls, "__slots__") and cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]


def _class_names(pattern: ast.pattern) -> set[str]:
    """The class names (last part of `ev.Built`) a case pattern matches, through `|` and `as`."""
    found: set[str] = set()
    for node in ast.walk(pattern):
        if isinstance(node, ast.MatchClass):
            cls = node.cls
            found.add(
                cls.attr if isinstance(cls, ast.Attribute) else cls.id if isinstance(cls, ast.Name) else ""
            )
    return found


def _is_catch_all(case: ast.match_case) -> bool:
    p = case.pattern
    while isinstance(p, ast.MatchAs) and p.pattern is not None:
        p = p.pattern
    return isinstance(p, ast.MatchAs) and p.pattern is None and case.guard is None


def _event_matches() -> dict[tuple[str, str], list[ast.Match]]:
    """Every `match` in the package with a case on an event class, by (file, enclosing function)."""
    found: dict[tuple[str, str], list[ast.Match]] = {}

    def visit(node: ast.AST, path: str, scope: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, path, [*scope, child.name])
                continue
            if isinstance(child, ast.Match) and any(
                _class_names(case.pattern) & EVENT_NAMES for case in child.cases
            ):
                found.setdefault((path, ".".join(scope)), []).append(child)
            visit(child, path, scope)

    for file in sorted(PACKAGE.rglob("*.py")):
        path = file.relative_to(ROOT).as_posix()
        visit(ast.parse(file.read_text(encoding="utf-8")), path, [])
    return found


def _problems(match: ast.Match) -> list[str]:
    """What keeps mypy from naming this match when an event is added (empty: nothing)."""
    *cases, last = match.cases
    if not _is_catch_all(last):
        return ["the match does not end in `case _:`"]
    body = last.body[0] if len(last.body) == 1 else None
    call = body.value if isinstance(body, ast.Expr) else None
    if not (
        isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "assert_never"
    ):
        return ["its `case _:` does something else than `assert_never(...)`"]
    problems = []
    if [ast.unparse(a) for a in call.args] != [ast.unparse(match.subject)]:
        problems.append("`assert_never` is not given the match's subject")
    if any(_is_catch_all(case) for case in cases):
        problems.append("a catch-all before `assert_never` (name the events it ignores instead)")
    return problems


def test_every_match_over_events_ends_in_assert_never() -> None:
    found = _event_matches()
    assert {(path, fn) for path, fns in CONSUMERS.items() for fn in fns} == set(found), (
        "a new consumer of events goes into CONSUMERS (and ends its match in assert_never)"
    )
    problems = [
        f"{path}:{match.lineno} ({fn}): {problem}"
        for (path, fn), matches in found.items()
        for match in matches
        for problem in _problems(match)
    ]
    assert problems == []


@pytest.mark.parametrize(
    "ending",
    [
        "",  # events fall through silently
        "        case _:\n            pass\n",
        "        case other:\n            assert_never(other)\n",
        "        case _:\n            assert_never(x)\n",
    ],
)
def test_the_source_check_refuses_a_silent_default(ending: str) -> None:
    source = f"def narrate(e):\n    match e:\n        case ev.Built():\n            return 1\n{ending}    return None\n"
    match = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Match))
    assert _class_names(match.cases[0].pattern) & EVENT_NAMES
    assert _problems(match) != []


def test_the_source_check_refuses_a_catch_all_before_assert_never() -> None:
    source = "match e:\n    case ev.Built():\n        pass\n    case x:\n        pass\n    case _:\n        assert_never(e)\n"
    match = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Match))
    assert _problems(match) == ["a catch-all before `assert_never` (name the events it ignores instead)"]


FAKE = """

@dataclass(frozen=True, slots=True)
class SomethingNew:
    seat: int


"""


@pytest.mark.slow
def test_mypy_names_every_consumer_of_a_new_event(tmp_path: Path) -> None:
    """A fake event added to the union: mypy --strict reports each consumer's `assert_never`."""
    mypy = shutil.which("mypy", path=sysconfig.get_path("scripts"))
    if mypy is None:
        pytest.skip("mypy is not installed (pip install -e '.[dev]')")
    copy = tmp_path / "citadels"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    module = copy / "engine" / "events.py"
    source = module.read_text(encoding="utf-8")
    assert "\nEvent = (\n" in source
    module.write_text(
        source.replace("\nEvent = (\n", FAKE + "Event = (\n    SomethingNew\n    | ", 1), encoding="utf-8"
    )
    result = subprocess.run(
        [mypy, "--strict", "--follow-imports", "silent", "--cache-dir", str(tmp_path / "cache"), *CONSUMERS],
        cwd=tmp_path, capture_output=True, text=True,
    )  # fmt: skip
    named = re.findall(r"^(citadels/\S+\.py):\d+: error: .*assert_never.*SomethingNew", result.stdout, re.M)
    assert set(named) == set(CONSUMERS), result.stdout + result.stderr
    # each function of the file that takes any event: the model's start and end, not the Dark City's part
    assert named.count("citadels/app/table/model.py") == 2, result.stdout
