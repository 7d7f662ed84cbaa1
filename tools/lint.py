"""`make lint`: ruff (check and format), mypy and actionlint, each from the environment of the Python that runs this
script (the project's .venv, where ``pip install -e '.[dev]'`` put them). Every check runs, even
after one fails; the exit status is 1 if any failed.

    .venv/bin/python tools/lint.py            (what `make lint` runs)
    .venv\\Scripts\\python tools/lint.py       (Windows, where there may be no make: .github/workflows/ci.yml)

mypy runs once per system the game ships for (``--platform linux``, ``win32``, ``darwin``), each with a
cache of its own: code that only one system has (``ctypes.windll``, ``signal.pthread_sigmask``) must
stand behind a ``sys.platform`` check mypy understands, so that every system's check is clean.

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
#: The systems the game ships for, as mypy's --platform names them (sys.platform's values).
PLATFORMS = ("linux", "win32", "darwin")
#: Each check: the tool and its arguments, run from the repository's root.
CHECKS: tuple[tuple[str, ...], ...] = (
    ("ruff", "check", "citadels", "tests", "bench", "tools", "build"),
    ("ruff", "format", "--check", "citadels", "tests", "bench", "tools", "build"),
    *(("mypy", "--platform", system, "--cache-dir", f".mypy_cache/{system}") for system in PLATFORMS),
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
        shown = " ".join([name, *args])
        print("$ " + shown, flush=True)
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            failed.append(shown)
    if failed:
        print(f"lint: {'; '.join(failed)} found problems", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
