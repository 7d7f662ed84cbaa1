"""build/glibc_needs.py: the highest GLIBC_ symbol version an ELF file needs, read from its
version-needed section in pure Python, on a small ELF file made here (any system) and on this
system's /bin/true (where it is ELF), checked against binutils' objdump when it is installed."""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


glibc = _load("citadels_glibc_needs", ROOT / "build" / "glibc_needs.py")


def tiny_elf(needs: dict[str, list[str]], *, big_endian: bool = False) -> bytes:
    """A 64-bit ELF file holding only a string table and a version-needed section that asks each
    library in `needs` for its symbol versions (what a linker writes, without any code)."""
    e = ">" if big_endian else "<"
    strings = b"\0"
    offsets: dict[str, int] = {}
    for name in [*needs, *(v for versions in needs.values() for v in versions)]:
        if name not in offsets:
            offsets[name] = len(strings)
            strings += name.encode() + b"\0"
    verneed = b""
    for i, (library, versions) in enumerate(needs.items()):
        following = 0 if i == len(needs) - 1 else 16 + 16 * len(versions)
        verneed += struct.pack(e + "HHIII", 1, len(versions), offsets[library], 16, following)
        for j, version in enumerate(versions):
            aux_next = 0 if j == len(versions) - 1 else 16
            verneed += struct.pack(e + "IHHII", 0, 0, 2 + j, offsets[version], aux_next)
    strings_at = 64
    verneed_at = strings_at + len(strings)
    sections_at = verneed_at + len(verneed)
    header = b"\x7fELF" + bytes([2, 2 if big_endian else 1, 1]) + bytes(9)
    header += struct.pack(e + "HHIQQQIHHHHHH", 3, 62, 1, 0, 0, sections_at, 0, 64, 56, 0, 64, 3, 1)
    null = bytes(64)
    dynstr = struct.pack(e + "IIQQQQIIQQ", 0, 3, 0, 0, strings_at, len(strings), 0, 0, 1, 0)
    version_r = struct.pack(
        e + "IIQQQQIIQQ", 0, glibc.SHT_GNU_VERNEED, 0, 0, verneed_at, len(verneed), 1, len(needs), 8, 0
    )
    return header + strings + verneed + null + dynstr + version_r


def test_the_highest_glibc_version_of_a_small_elf_file() -> None:
    data = tiny_elf(
        {
            "libc.so.6": ["GLIBC_2.2.5", "GLIBC_2.38", "GLIBC_2.17"],
            "libm.so.6": ["GLIBC_2.29"],
            "libstdc++.so.6": ["GLIBCXX_3.4.32", "CXXABI_1.3"],  # not glibc's: left out
        }
    )
    assert glibc.needed_versions(data) == {
        "libc.so.6": {"GLIBC_2.2.5", "GLIBC_2.38", "GLIBC_2.17"},
        "libm.so.6": {"GLIBC_2.29"},
        "libstdc++.so.6": {"GLIBCXX_3.4.32", "CXXABI_1.3"},
    }
    assert glibc.glibc_needed(data) == (2, 38)
    assert glibc.glibc_needed(tiny_elf({"libc.so.6": ["GLIBC_2.9", "GLIBC_2.10"]})) == (
        2,
        10,
    )  # not text order
    assert glibc.glibc_needed(tiny_elf({"libc.so.6": ["GLIBC_2.35"]}, big_endian=True)) == (2, 35)
    assert glibc.glibc_needed(tiny_elf({"libz.so.1": ["ZLIB_1.2.9"]})) is None


def test_the_command_fails_above_the_limit_and_names_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = tmp_path / "citadels"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "citadels").write_bytes(tiny_elf({"libc.so.6": ["GLIBC_2.17"]}))
    (bundle / "_internal" / "libpython3.11.so.1.0").write_bytes(tiny_elf({"libc.so.6": ["GLIBC_2.38"]}))
    (bundle / "_internal" / "base_library.zip").write_bytes(b"PK\3\4 not an ELF file")
    assert glibc.main([str(bundle), "--max", "2.35"]) == 1
    said = capsys.readouterr().out
    assert "highest glibc needed: 2.38 (2 ELF files need one)" in said
    assert "libpython3.11.so.1.0" in said and "FAIL: 1 files need a glibc newer than 2.35" in said
    assert glibc.main([str(bundle), "--max", "2.38"]) == 0
    assert "FAIL" not in capsys.readouterr().out
    assert glibc.main([str(tmp_path / "nowhere")]) == 2
    assert glibc.main([str(bundle), "--max", "two"]) == 2


def test_a_damaged_elf_file_is_an_error_not_a_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cut = tiny_elf({"libc.so.6": ["GLIBC_2.35"]})[:80]
    with pytest.raises(glibc.ElfError):
        glibc.needed_versions(cut)
    (tmp_path / "cut").write_bytes(cut)
    assert glibc.main([str(tmp_path / "cut")]) == 2
    assert "damaged ELF headers" in capsys.readouterr().err


def _true() -> Path:
    path = Path("/bin/true")
    if not path.is_file() or path.read_bytes()[:4] != glibc.ELF_MAGIC:
        pytest.skip("this system's /bin/true is not an ELF file (not Linux)")
    return path


def test_this_systems_true_needs_a_glibc_version() -> None:
    found = glibc.glibc_needed(_true().read_bytes())
    if found is None:
        pytest.skip("/bin/true here is not linked against glibc (musl, static)")
    assert found[0] == 2 and found >= (2, 2)
    objdump = shutil.which("objdump")
    if objdump is not None:  # binutils, when installed, must agree
        listing = subprocess.run([objdump, "-T", str(_true())], capture_output=True, text=True).stdout
        versions = {tuple(int(n) for n in v.split(".")) for v in re.findall(r"GLIBC_([\d.]+)\b", listing)}
        assert found == max(versions)
