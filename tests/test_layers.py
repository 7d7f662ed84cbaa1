"""Dependencies point one way, as ARCHITECTURE.md's layer table says: this test reads that table (one
table, for readers and for the check), puts every module of the package in exactly one of its rows and
fails on any import beyond the row.

Read from the source (every `import`, also inside functions), so that a shortcut the other way —
the saves reaching into the app, the bots wording their own reasons — fails here.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"
ARCHITECTURE = PACKAGE.parent / "ARCHITECTURE.md"


def _layer_table(text: str) -> dict[str, frozenset[str]]:
    """ARCHITECTURE.md's layer table: each part (a folder `name/` or a module `path.py`) and the parts
    it may import. A row may name several parts that may import the same."""
    body = text.split("<!-- layers: read by tests/test_layers.py -->", 1)[1].split("<!-- /layers -->", 1)[0]
    table: dict[str, frozenset[str]] = {}
    for line in body.strip().splitlines()[2:]:  # after the header and its rule
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        parts, allowed = re.findall(r"`([^`]+)`", cells[0]), frozenset(re.findall(r"`([^`]+)`", cells[1]))
        assert parts, f"a row without a part: {line}"
        for part in parts:
            assert part not in table, f"{part} is in two rows"
            table[part] = allowed
    return table


LAYERS = _layer_table(ARCHITECTURE.read_text(encoding="utf-8"))


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {_module(p): p for p in PACKAGE.rglob("*.py")}


def _part(path: Path) -> str:
    """The table's row for a module: its own path if the table names it, else its top folder's."""
    rel = path.relative_to(PACKAGE).as_posix()
    if rel in LAYERS:
        return rel
    return rel.split("/", 1)[0] + "/" if "/" in rel else rel


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


def _parts_imported(path: Path) -> set[str]:
    """The table's parts `path` imports. A package's `__init__` loaded on the way to one of its
    modules is not counted (ours are docstrings: a test below keeps them so)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            targets = _targets(path, node)
            for t in targets:
                package_on_the_way = MODULES[t].name == "__init__.py" and any(
                    u.startswith(t + ".") for u in targets
                )
                if not package_on_the_way:
                    found.add(_part(MODULES[t]))
    return found


def test_the_table_is_read_and_names_only_parts_that_exist() -> None:
    assert {"engine/", "ai/", "session.py", "app/", "__main__.py"} <= set(LAYERS)
    for part, allowed in LAYERS.items():
        for name in {part} | allowed:
            assert (PACKAGE / name).exists(), (
                f"ARCHITECTURE.md's layer table names {name}, which does not exist"
            )


def test_every_module_is_in_the_table() -> None:
    unplaced = sorted(str(p.relative_to(PACKAGE)) for p in MODULES.values() if _part(p) not in LAYERS)
    assert unplaced == []


@pytest.mark.parametrize("part", sorted(LAYERS))
def test_each_part_imports_only_what_its_row_allows(part: str) -> None:
    files = [p for p in MODULES.values() if _part(p) == part]
    assert files, f"no module for {part}"
    wrong = {str(p.relative_to(PACKAGE)): sorted(_parts_imported(p) - LAYERS[part] - {part}) for p in files}
    assert {k: v for k, v in wrong.items() if v} == {}


def test_the_check_catches_an_import_beyond_the_row(tmp_path: Path) -> None:
    """The reader of imports sees `from citadels.text import i18n` (a module taken from a package) and
    a relative import, so a forbidden one cannot slip past."""
    engine_file = PACKAGE / "engine" / "game.py"
    fake = tmp_path / "x.py"
    fake.write_text("from citadels.text import i18n\nfrom citadels.app import app\n", encoding="utf-8")
    source = ast.parse(fake.read_text(encoding="utf-8"))
    seen: set[str] = set()
    for node in ast.walk(source):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            seen |= {_part(MODULES[t]) for t in _targets(engine_file, node)}
    assert {"text/i18n.py", "app/"} <= seen
    assert not {"text/i18n.py", "app/"} <= LAYERS["engine/"]


def test_nothing_outside_the_app_imports_the_app() -> None:
    users = {str(p.relative_to(PACKAGE)) for p in MODULES.values() if "app/" in _parts_imported(p)}
    assert {u for u in users if not u.startswith("app/") and u != "__main__.py"} == set()


# ------------------------------------------------------------------------------------------------
# Module by module: no circle, scenes that do not know each other, imports at the top
# ------------------------------------------------------------------------------------------------


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
