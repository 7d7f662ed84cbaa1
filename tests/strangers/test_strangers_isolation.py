"""The stranger league stays outside the package: nothing under `citadels/` imports `bench` (so the
strangers can never feed the project's models, their fitting or a tuning screen)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "citadels"


def bench_imports(source: str) -> list[str]:
    """Every module name an `import` of `source` takes from `bench` (inside functions too)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        found.extend(name for name in names if name == "bench" or name.startswith("bench."))
    return found


def test_the_scan_sees_every_form_of_import() -> None:
    source = (
        "import os\n"
        "import bench.strangers\n"
        "from bench import strangers\n"
        "def f():\n"
        "    from bench.strangers.expert import ExpertBot\n"
        "    import benchmarks\n"
    )
    assert bench_imports(source) == ["bench.strangers", "bench", "bench.strangers.expert"]


def test_nothing_under_citadels_imports_bench() -> None:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 50  # the whole package is scanned
    offenders = {
        str(path.relative_to(PACKAGE)): found
        for path in files
        if (found := bench_imports(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}
