"""Dependencies point one way: app → (saves, session, narrate, narrate_you, reason_styles, i18n) → ai
→ engine; `safetext` (clean text from files) sits below whatever reads files.

Read from the source (every `import`, also inside functions), so that a shortcut the other way —
the saves reaching into the app, the bots wording their own reasons — fails here.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"

#: What each part of `citadels` may import from the rest of `citadels` (besides itself).
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "ai": {"engine"},
    "session": {"engine", "ai", "safetext"},
    "saves": {"engine", "ai", "session", "settings", "version", "paths", "safetext"},
    "narrate": {"engine", "i18n", "ai", "narrate_you", "reason_styles"},
    "narrate_you": {"engine", "i18n"},
    "reason_styles": {"ai", "i18n"},
    "i18n": {"engine", "paths", "system_language"},
    "system_language": set(),
    "settings": {"i18n", "paths", "safetext"},
    "simulate": {"engine", "ai", "narrate", "interrupts", "saves", "session"},
    # the analysis of a played game: no pygame, no app, no words (coach_words says them)
    "coach": {"engine", "ai", "session", "saves", "settings", "paths", "interrupts"},
    "coach_words": {"coach", "engine", "i18n", "narrate"},
    "coach_report": {"coach", "coach_words", "i18n"},
    "ladder": {"engine", "ai", "simulate"},
    "interrupts": set(),
    "safetext": set(),
    # THIRD-PARTY-NOTICES.txt from what is installed: nothing of the game's own
    "notices": set(),
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


# ------------------------------------------------------------------------------------------------
# Module by module: no circle, scenes that do not know each other, imports at the top
# ------------------------------------------------------------------------------------------------


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {_module(p): p for p in PACKAGE.rglob("*.py")}


def _targets(path: Path, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The modules of ours an import statement loads (a name taken from a package may be a module)."""
    names: list[str] = []
    if isinstance(node, ast.ImportFrom):
        parts = _module(path).split(".")
        if node.level:
            package = parts if path.name == "__init__.py" else parts[:-1]
            base = ".".join(package[: len(package) - node.level + 1])
            module = base + ("." + node.module if node.module else "")
        else:
            module = node.module or ""
        names.append(module)
        names.extend(f"{module}.{alias.name}" for alias in node.names)
    else:
        names.extend(alias.name for alias in node.names)
    return {n for n in names if n in MODULES}


@functools.cache  # every test reads the same sources: parse them once per run
def _graph(*, top_level_only: bool = False) -> dict[str, frozenset[str]]:
    graph: dict[str, frozenset[str]] = {}
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        nodes = tree.body if top_level_only else list(ast.walk(tree))
        edges: set[str] = set()
        for node in nodes:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _targets(path, node)
        graph[name] = frozenset(edges - {name})
    return graph


def _circles(graph: dict[str, set[str]] | dict[str, frozenset[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

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
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle_anywhere_in_the_package() -> None:
    """Every import counts, also inside functions and under TYPE_CHECKING (a package's parent
    `__init__` does not: the packages' own files hold no code)."""
    # a module's package is loaded first, but ours are plain docstrings
    graph = {name: {m for m in edges if not name.startswith(m + ".")} for name, edges in _graph().items()}
    assert _circles(graph) == []


def test_the_packages_init_files_only_describe_them() -> None:
    """`__init__` files import nothing of ours beyond what they re-export for their users, so that
    importing one module of a package never drags in the rest of it."""
    # the public faces of those layers, and the league's table of strategies
    allowed = {"citadels.engine", "citadels.ai", "citadels.saves", "citadels.ai.league"}
    heavy = {
        name: sorted(edges)
        for name, edges in _graph(top_level_only=True).items()
        if MODULES[name].name == "__init__.py" and edges and name not in allowed
    }
    assert heavy == {}


def _defines_a_scene(path: Path) -> bool:
    scene_bases = {"Scene", "UIScene", "TableScene"}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.ClassDef)
        and any(isinstance(b, ast.Name) and b.id in scene_bases for b in node.bases)
        for node in tree.body
    )


#: The modules that define scenes (screens), the base classes aside.
SCENE_MODULES = {
    m
    for m, p in MODULES.items()
    if _defines_a_scene(p) and m not in {"citadels.app.scenes.base", "citadels.app.scene"}
}


@pytest.mark.parametrize("scene", sorted(SCENE_MODULES))
def test_scenes_know_the_navigation_not_each_other_nor_the_app(scene: str) -> None:
    """A scene reaches other screens through `app.nav` (`scene.Navigator`); only the composition
    root (`app.screens`, and `app.screenshots` for the demo scenes) imports scenes. The tutorial's
    table is a table: it may build on `table.scene`."""
    allowed = {"citadels.app.table.scene"} if scene == "citadels.app.tutorial.scene" else set()
    others = (SCENE_MODULES - {scene} - allowed) | {
        "citadels.app.app",
        "citadels.app.screens",
        "citadels.app.screenshots",
    }
    assert _graph()[scene] & others == set()


def test_only_the_composition_root_imports_scenes() -> None:
    roots = {
        "citadels.app.screens",
        "citadels.app.screenshots",
        "citadels.app.autoplay",
        "citadels.app.selftest",
        "citadels.app.tutorial.scene",
    }
    users = {m for m, edges in _graph().items() if edges & (SCENE_MODULES - {"citadels.app.table.scene"})}
    assert users - roots - SCENE_MODULES == set()


#: Imports of our own modules that stay inside a function, each for a reason given beside it.
LOCAL_IMPORTS_ALLOWED: dict[str, set[str]] = {
    # the command line answers --help, simulate and ladder without loading pygame or the app
    "citadels.__main__": {"citadels.app.main", "citadels.app.selftest", "citadels.app.screenshots"},
}


def test_our_own_modules_are_imported_at_the_top() -> None:
    """A function-local import hides a dependency from readers and tools; the few that must stay
    (start-up time, an optional library) are listed in `LOCAL_IMPORTS_ALLOWED`."""
    everywhere, top = _graph(), _graph(top_level_only=True)
    local = {m: sorted(everywhere[m] - top[m] - LOCAL_IMPORTS_ALLOWED.get(m, set())) for m in MODULES}
    assert {m: v for m, v in local.items() if v} == {}
