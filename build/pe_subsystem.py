"""Whether a Windows executable is a GUI program (no console window) or a console one, read from its
PE header's Subsystem field, in pure Python so it runs on any system.

    python build/pe_subsystem.py dist/Ciudadelas.exe dist/citadels/citadels.exe   # exit 1 unless all GUI
    python build/pe_subsystem.py --expect console dist/citadels/citadels.exe

A player who double-clicks the game must not get a black console window beside it: PyInstaller's
``console=False`` makes a GUI-subsystem executable, and the release's Windows job runs this on every
``.exe`` it publishes.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

#: IMAGE_SUBSYSTEM_WINDOWS_GUI and IMAGE_SUBSYSTEM_WINDOWS_CUI
GUI = 2
CONSOLE = 3
SUBSYSTEMS = {1: "native", GUI: "gui", CONSOLE: "console", 9: "windows-ce", 10: "efi-application"}
#: the optional header's magic numbers: PE32 and PE32+ (64-bit); Subsystem sits 68 bytes in for both
MAGICS = {0x10B: "PE32", 0x20B: "PE32+"}
SUBSYSTEM_OFFSET = 68
COFF_HEADER_SIZE = 20


class PEError(ValueError):
    """The file is not a PE executable, or its headers are cut short."""


def subsystem(data: bytes) -> int:
    """The Subsystem field of a PE executable's optional header; a `PEError` if there is none."""
    if data[:2] != b"MZ":
        raise PEError("not an executable (no MZ header)")
    try:
        (pe_at,) = struct.unpack_from("<I", data, 0x3C)
        if data[pe_at : pe_at + 4] != b"PE\0\0":
            raise PEError("an MZ file without a PE header (a DOS program?)")
        (optional_size,) = struct.unpack_from("<H", data, pe_at + 4 + 16)
        optional_at = pe_at + 4 + COFF_HEADER_SIZE
        if optional_size < SUBSYSTEM_OFFSET + 2:
            raise PEError(f"its optional header is too short ({optional_size} bytes)")
        (magic,) = struct.unpack_from("<H", data, optional_at)
        if magic not in MAGICS:
            raise PEError(f"unknown optional header magic {magic:#x}")
        (value,) = struct.unpack_from("<H", data, optional_at + SUBSYSTEM_OFFSET)
    except struct.error:
        raise PEError("its headers are cut short") from None
    return int(value)


def read_subsystem(path: Path) -> int:
    """`subsystem` of a file (only its first 64 KiB are read: the headers are at the start)."""
    with path.open("rb") as f:
        return subsystem(f.read(1 << 16))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("exes", nargs="+", type=Path)
    parser.add_argument("--expect", choices=("gui", "console"), default="gui")
    args = parser.parse_args(argv)
    wanted = GUI if args.expect == "gui" else CONSOLE
    failed = 0
    for exe in args.exes:
        try:
            value = read_subsystem(exe)
        except (OSError, PEError) as exc:
            print(f"{exe}: {exc}")
            failed += 1
            continue
        name = SUBSYSTEMS.get(value, f"subsystem {value}")
        ok = value == wanted
        print(f"{exe}: {name}" + ("" if ok else f" (expected {args.expect})"))
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
