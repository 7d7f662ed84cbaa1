"""`make lint`: ruff (check and format), mypy and actionlint, each from the environment of the Python that runs this
script (the project's .venv, where ``pip install -e '.[dev]'`` put them). Every check runs, even
after one fails; the exit status is 1 if any failed.

    .venv/bin/python tools/lint.py            (what `make lint` runs)
    .venv\\Scripts\\python tools/lint.py       (Windows, where there may be no make: .github/workflows/ci.yml)

actionlint checks the GitHub workflows in .github/workflows/ (and the shell in their `run:` steps
when ShellCheck is installed), so that a broken workflow fails here and not on the first tag.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Each check: the tool and its arguments, run from the repository's root.
CHECKS: tuple[tuple[str, ...], ...] = (
    ("ruff", "check", "citadels", "tests", "bench", "tools", "build"),
    ("ruff", "format", "--check", "citadels", "tests", "bench", "tools", "build"),
    ("mypy",),
    ("actionlint",),
)


def tool(name: str) -> str:
    """The tool installed beside this Python (its environment's scripts folder)."""
    scripts = sysconfig.get_path("scripts")
    found = shutil.which(name, path=scripts)
    if found is None:
        raise SystemExit(
            f"lint: {name} is not installed in {scripts}: pip install -e '.[dev]' (or make lint)"
        )
    return found


def main() -> int:
    failed = []
    for name, *args in CHECKS:
        command = [tool(name), *args]
        print("$ " + " ".join([name, *args]), flush=True)
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            failed.append(name)
    if failed:
        print(f"lint: {', '.join(failed)} found problems", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
