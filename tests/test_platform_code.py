"""The code that only one system has (Windows' DLLs and console handler, POSIX signal masks) stands
behind ``sys.platform`` checks that mypy understands, so that the type check is clean for every
system the game ships for (`make lint` runs mypy with --platform linux, win32 and darwin)."""

from __future__ import annotations

import shutil
import subprocess
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: the modules with code for one system only
MODULES = ("citadels/app/dpi.py", "citadels/app/termination.py", "citadels/cli/interrupts.py")


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_system_specific_modules_type_check_on_every_system(platform: str, tmp_path: Path) -> None:
    mypy = shutil.which("mypy", path=sysconfig.get_path("scripts"))
    if mypy is None:
        pytest.skip("mypy is not installed (pip install -e '.[dev]')")
    result = subprocess.run(
        [mypy, "--strict", "--platform", platform, "--follow-imports", "silent",
         "--cache-dir", str(tmp_path), *MODULES],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_windows_only_calls_say_so_elsewhere() -> None:
    """Off Windows, what reaches for Windows' DLLs raises OSError (which the callers catch), instead of
    an AttributeError from a ctypes that has no windll."""
    import sys

    from citadels.app import dpi, termination

    if sys.platform == "win32":
        pytest.skip("Windows has them")
    for reach in (dpi._windll, termination._kernel32, termination._console_handler_type):
        with pytest.raises(OSError, match="only on Windows"):
            reach()
