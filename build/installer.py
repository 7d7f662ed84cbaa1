"""The Windows installer: `build/installer.nsi` compiled by NSIS's makensis from the one-folder build.

    python build/installer.py                      # dist/citadels/ -> dist/Ciudadelas-<version>-setup.exe
    python build/installer.py --source DIR --out FILE.exe

It installs for the current user only (no administrator rights) into %LOCALAPPDATA%\\Programs\\Ciudadelas,
with a Start-menu entry, an uninstaller listed in Settings > Apps, and `.ciudadelas` files opening the
game. makensis is found on the PATH, else where the NSIS installer puts it on Windows; on Debian and
Ubuntu ``apt-get install nsis`` provides it, so the script is compiled on Linux too (the tests do; the
release's Windows job builds the real one). The one-file executable stays the portable download.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "build" / "installer.nsi"
ICON = ROOT / "assets" / "icon.ico"
#: where the NSIS installer puts makensis on Windows when it is not on the PATH
WINDOWS_PLACES = ("ProgramFiles(x86)", "ProgramFiles")


def _load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("citadels_build", ROOT / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


class InstallerError(Exception):
    """The installer cannot be made; the message says why."""


def find_makensis() -> str | None:
    found = shutil.which("makensis")
    if found:
        return found
    for variable in WINDOWS_PLACES:
        base = os.environ.get(variable)
        if base and (Path(base) / "NSIS" / "makensis.exe").is_file():
            return str(Path(base) / "NSIS" / "makensis.exe")
    return None


def installer_name(version: str) -> str:
    return f"{build.APP_NAME}-{version}-setup.exe"


def make_installer(source: Path, out: Path, version: str, makensis: str | None = None) -> Path:
    """Compile the installer of the one-folder build in `source` (its ``citadels.exe`` and
    ``_internal/``) to `out`; an `InstallerError` naming what is missing or what makensis said."""
    exe = source / f"{build.FOLDER_NAME}.exe"
    if not exe.is_file() or not (source / "_internal").is_dir():
        raise InstallerError(
            f"{source} is not a Windows one-folder build (no {exe.name} and _internal/): "
            "run `python build/build.py --onedir` on Windows first"
        )
    makensis = makensis or find_makensis()
    if makensis is None:
        raise InstallerError(
            "makensis not found: install NSIS (https://nsis.sourceforge.io; apt-get install nsis)"
        )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    defines = {
        "VERSION": version,
        "VERSION_NUMBER": numeric_version(version),
        "SOURCE": str(source.resolve()),
        "OUTFILE": str(out.resolve()),
    }
    if ICON.is_file():
        defines["ICON"] = str(ICON)
    command = [makensis, "-V2", "-NOCD", *(f"-D{key}={value}" for key, value in defines.items()), str(SCRIPT)]
    result = subprocess.run(command, capture_output=True, text=True, errors="replace")
    if result.returncode != 0 or not out.is_file():
        raise InstallerError(f"makensis failed (exit {result.returncode}):\n{result.stdout}{result.stderr}")
    return out


def numeric_version(version: str) -> str:
    """The X.Y.Z digits of `version` (``"0.4.0rc1"`` → ``"0.4.0"``): Windows' version resource takes
    numbers only."""
    parts = []
    for piece in version.split(".")[:3]:
        digits = ""
        for char in piece:
            if not char.isdigit():
                break
            digits += char
        parts.append(digits or "0")
    return ".".join(parts + ["0"] * (3 - len(parts)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--source", type=Path, default=build.onedir_root(), help="the one-folder build")
    parser.add_argument("--out", type=Path, default=None, help="the installer to write")
    args = parser.parse_args(argv)
    version = build.project_version()
    out = args.out or build.DIST / installer_name(version)
    try:
        made = make_installer(args.source, out, version)
    except InstallerError as exc:
        print(f"installer: {exc}", file=sys.stderr)
        return 1
    print(f"{made}: {made.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
