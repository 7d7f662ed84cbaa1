"""Dependencies point one way: app → (saves, session, narrate, i18n) → ai → engine; `safetext` (clean
text from files) sits below whatever reads files.

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
    "session": {"engine", "ai", "safetext"},
    "saves": {"engine", "ai", "session", "settings", "version", "paths", "safetext"},
    "narrate": {"engine", "i18n", "ai"},
    "i18n": {"engine", "paths"},
    "settings": {"i18n", "paths", "safetext"},
    "simulate": {"engine", "ai", "narrate", "interrupts"},
    "ladder": {"engine", "ai", "simulate"},
    "interrupts": set(),
    "safetext": set(),
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
