"""The newest glibc a Linux build needs: the highest ``GLIBC_x.y`` symbol version that any ELF file in
it asks for (its version-needed section, ``.gnu.version_r``), read in pure Python so it runs anywhere.

    python build/glibc_needs.py dist/citadels                # every ELF file under the folder
    python build/glibc_needs.py dist/Ciudadelas --max 2.35   # exit 1 if anything needs a newer glibc
    python build/glibc_needs.py /bin/true --json

A program linked against a newer glibc than the player's will not start ("version `GLIBC_2.38' not
found"), so the release builds Linux on an old base and its smoke test runs this with ``--max 2.35``
(Ubuntu 22.04, Debian 12 and Mint 21 have 2.35 or 2.36). It prints the highest version, then the files
that need it (the ten most demanding with ``--verbose``). Files that are not ELF are skipped; a
one-file build is an ELF bootloader followed by an archive whose libraries this cannot see, so check
the one-folder build (the same libraries).
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

ELF_MAGIC = b"\x7fELF"
#: the section type of the version-needed table (``.gnu.version_r``)
SHT_GNU_VERNEED = 0x6FFFFFFE
#: the oldest glibc the release supports: Ubuntu 22.04's (Debian 12 and Mint 21.x have 2.36 and 2.35)
DEFAULT_MAX = "2.35"
GLIBC_PREFIX = "GLIBC_"


class ElfError(ValueError):
    """A file that starts like an ELF file but whose headers cannot be read."""


Version = tuple[int, ...]


def parse_version(text: str) -> Version:
    """``"2.35"`` → ``(2, 35)``; a `ValueError` for anything that is not dotted numbers."""
    parts = text.removeprefix(GLIBC_PREFIX).split(".")
    if not parts or not all(p.isdigit() for p in parts):
        raise ValueError(f"not a version: {text!r}")
    return tuple(int(p) for p in parts)


def show(version: Version) -> str:
    return ".".join(str(n) for n in version)


def needed_versions(data: bytes) -> dict[str, set[str]]:
    """Each library an ELF file's version-needed section names, with the symbol versions it needs
    from it (``{"libc.so.6": {"GLIBC_2.34", "GLIBC_2.2.5"}}``); empty for an ELF file without one (a
    static program). An `ElfError` if the headers point outside the file."""
    if data[:4] != ELF_MAGIC:
        raise ElfError("not an ELF file")
    is64 = {1: False, 2: True}.get(data[4])
    endian = {1: "<", 2: ">"}.get(data[5])
    if is64 is None or endian is None:
        raise ElfError(f"unknown ELF class {data[4]} or byte order {data[5]}")
    try:
        if is64:
            shoff, shentsize, shnum = (
                struct.unpack_from(endian + "Q", data, 0x28)[0],
                *struct.unpack_from(endian + "HH", data, 0x3A),
            )
            section = (
                endian + "IIQQQQIIQQ"
            )  # name, type, flags, addr, offset, size, link, info, align, entsize
        else:
            shoff, shentsize, shnum = (
                struct.unpack_from(endian + "I", data, 0x20)[0],
                *struct.unpack_from(endian + "HH", data, 0x2E),
            )
            section = endian + "IIIIIIIIII"
        sections = [
            struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum if shoff else 0)
        ]
        needs: dict[str, set[str]] = {}
        for _name, kind, _flags, _addr, offset, _size, link, count, _align, _entsize in sections:
            if kind != SHT_GNU_VERNEED:
                continue
            strings = sections[link][4]
            at = offset
            for _ in range(count):
                _version, aux_count, file_name, aux, following = struct.unpack_from(
                    endian + "HHIII", data, at
                )
                library = _string(data, strings + file_name)
                wanted = needs.setdefault(library, set())
                aux_at = at + aux
                for _ in range(aux_count):
                    _hash, _vflags, _other, name, aux_next = struct.unpack_from(
                        endian + "IHHII", data, aux_at
                    )
                    wanted.add(_string(data, strings + name))
                    aux_at += aux_next
                if not following:
                    break
                at += following
        return needs
    except (struct.error, IndexError) as exc:
        raise ElfError(f"damaged ELF headers: {exc}") from None


def _string(data: bytes, at: int) -> str:
    end = data.index(b"\0", at)
    return data[at:end].decode("ascii", "replace")


def glibc_needed(data: bytes) -> Version | None:
    """The highest ``GLIBC_`` version an ELF file needs, or None if it needs none."""
    found = [
        parse_version(name)
        for names in needed_versions(data).values()
        for name in names
        if name.startswith(GLIBC_PREFIX) and name[len(GLIBC_PREFIX) :][:1].isdigit()
    ]
    return max(found, default=None)


class Need(NamedTuple):
    path: Path
    version: Version


def elf_files(paths: Iterable[Path]) -> Iterator[Path]:
    """Every regular file under `paths` (folders walked, symbolic links not followed twice) that
    starts with the ELF magic."""
    for path in paths:
        candidates = sorted(path.rglob("*")) if path.is_dir() else [path]
        for candidate in candidates:
            if candidate.is_file() and not candidate.is_symlink():
                with candidate.open("rb") as f:
                    if f.read(4) == ELF_MAGIC:
                        yield candidate


def scan(paths: Iterable[Path]) -> list[Need]:
    """The glibc version each ELF file under `paths` needs (files that need none are left out),
    most demanding first."""
    needs = []
    for path in elf_files(paths):
        version = glibc_needed(path.read_bytes())
        if version is not None:
            needs.append(Need(path, version))
    return sorted(needs, key=lambda n: (n.version, str(n.path)), reverse=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("paths", nargs="+", type=Path, help="ELF files or folders to scan")
    parser.add_argument(
        "--max", default=None, help=f"exit 1 above this glibc (the release uses {DEFAULT_MAX})"
    )
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--verbose", action="store_true", help="list the ten most demanding files")
    args = parser.parse_args(argv)
    missing = [str(p) for p in args.paths if not p.exists()]
    if missing:
        print(f"glibc_needs: no such file or folder: {', '.join(missing)}", file=sys.stderr)
        return 2
    try:
        limit = parse_version(args.max) if args.max else None
    except ValueError as exc:
        print(f"glibc_needs: --max: {exc}", file=sys.stderr)
        return 2
    try:
        needs = scan(args.paths)
    except (ElfError, OSError) as exc:
        print(f"glibc_needs: {exc}", file=sys.stderr)
        return 2
    highest = needs[0].version if needs else None
    too_new = [n for n in needs if limit is not None and n.version > limit]
    if args.json:
        print(
            json.dumps(
                {
                    "highest": show(highest) if highest else None,
                    "max": show(limit) if limit else None,
                    "ok": not too_new,
                    "files": {str(n.path): show(n.version) for n in needs},
                }
            )
        )
    else:
        if highest is None:
            print("no ELF file here needs glibc symbol versions")
        else:
            top = [n for n in needs if n.version == highest]
            print(f"highest glibc needed: {show(highest)} ({len(needs)} ELF files need one)")
            for need in needs[:10] if args.verbose else top:
                print(f"  GLIBC_{show(need.version):<6} {need.path}")
        if too_new:
            print(
                f"FAIL: {len(too_new)} files need a glibc newer than {show(limit)}"  # type: ignore[arg-type]
                " (build on an older base: the ubuntu-22.04 runner or a manylinux_2_28 container)"
            )
    return 1 if too_new else 0


if __name__ == "__main__":
    sys.exit(main())
