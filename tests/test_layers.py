"""Dependencies point one way: app → (saves, session, narrate, i18n) → ai → engine.

Read from the source (every `import`, also inside functions), so that a shortcut the other way —
the saves reaching into the app, the bots wording their own reasons — fails here.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"

#: What each part of `citadels` may import from the rest of `citadels` (besides itself).
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "ai": {"engine"},
    "session": {"engine", "ai"},
    "saves": {"engine", "ai", "session", "settings", "version", "paths"},
    "narrate": {"engine", "i18n", "ai"},
    "i18n": {"engine", "paths"},
    "settings": {"i18n", "paths"},
    "simulate": {"engine", "ai", "narrate", "interrupts"},
    "ladder": {"engine", "ai", "simulate"},
    "interrupts": set(),
}


def _imports(path: Path) -> set[str]:
    """The `citadels` subpackages/modules `path` imports (first component after `citadels.`)."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = parts[: len(parts) - node.level]
                names.append(".".join(base) + ("." + node.module if node.module else ""))
            else:
                names.append(node.module or "")
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        for name in names:
            pieces = name.split(".")
            if pieces[0] == "citadels" and len(pieces) > 1:
                found.add(pieces[1])
    return found


def _part(path: Path) -> str:
    rel = path.relative_to(PACKAGE)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


@pytest.mark.parametrize("part", sorted(ALLOWED))
def test_each_part_imports_only_what_sits_below_it(part: str) -> None:
    files = [p for p in PACKAGE.rglob("*.py") if _part(p) == part]
    assert files, f"no module for {part}"
    wrong = {str(p.relative_to(PACKAGE)): sorted(_imports(p) - ALLOWED[part] - {part}) for p in files}
    assert not {k: v for k, v in wrong.items() if v}


def test_nothing_outside_the_app_imports_the_app() -> None:
    users = {str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if "app" in _imports(p)}
    assert {u for u in users if not u.startswith("app/") and u != "__main__.py"} == set()


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _module_imports(path: Path, modules: set[str]) -> set[str]:
    """The `citadels` modules `path` imports (also under TYPE_CHECKING and inside functions)."""
    name = _module_name(path)
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1]) if node.level else ""
            target = ".".join(p for p in (base, node.module or "") if p)
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in modules else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in modules and m != name}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_outside_the_app() -> None:
    """The engine, the bots and the modules around them import one way: no module reaches itself back
    through its imports (type-checking and function-local imports included)."""
    paths = [p for p in PACKAGE.rglob("*.py") if _part(p) != "app"]
    modules = {_module_name(p) for p in paths}
    graph = {_module_name(p): _module_imports(p, modules) for p in paths}
    assert _circles(graph) == []


def test_the_circle_check_sees_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
