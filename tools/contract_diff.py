"""Compare the project's copy of the rules contract (docs/RULES.md) with the shared one.

    python tools/contract_diff.py [PATH]   # PATH defaults to ../shared/RULES.md beside the checkout

Both files are compared from their "## 1. Components" heading on (the introduction above it is the
project's own). Prints a unified diff of the differences and exits 1 when they differ, 0 when they are
equal; a file that cannot be read or has no such heading is reported on stderr with exit status 2.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import TextIO

ROOT = Path(__file__).resolve().parent.parent
OURS = ROOT / "docs" / "RULES.md"
SHARED = ROOT.parent / "shared" / "RULES.md"
START = "## 1. Components"


class ContractError(Exception):
    """A contract file that cannot be compared (missing, unreadable, or without the START heading)."""


def rules_body(path: Path) -> list[str]:
    """The lines of `path` from the START heading on (newlines kept)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ContractError(f"{path}: cannot be read ({exc})") from None
    at = text.find(START)
    if at < 0:
        raise ContractError(f"{path}: no {START!r} heading")
    return text[at:].splitlines(keepends=True)


def contract_diff(ours: Path, theirs: Path, out: TextIO) -> int:
    """Write the unified diff of `ours` against `theirs` (from START on) to `out`: 0 if equal, 1 if not."""
    mine, shared = rules_body(ours), rules_body(theirs)
    if mine == shared:
        return 0
    for line in difflib.unified_diff(mine, shared, fromfile=str(ours), tofile=str(theirs)):
        out.write(line if line.endswith("\n") else line + "\n")  # a last line without its newline
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "path", nargs="?", type=Path, default=SHARED, help=f"the shared contract (default {SHARED})"
    )
    args = parser.parse_args(argv)
    try:
        return contract_diff(OURS, args.path, sys.stdout)
    except ContractError as exc:
        print(f"contract_diff: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
