"""The Windows side of the release, checked on any system: build/pe_subsystem.py reads whether an
executable is a GUI program (no console window) from small PE files made here, and build/installer.nsi
compiles with NSIS's makensis into a per-user installer (Start menu, uninstaller under HKCU, the
.ciudadelas file type). `make test` installs makensis (tools/install-test-deps.sh); the release's
Windows job builds the real installer and runs the PE check on the real executables."""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import sys
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


pe = _load("citadels_pe_subsystem", ROOT / "build" / "pe_subsystem.py")
installer = _load("citadels_installer", ROOT / "build" / "installer.py")


def tiny_pe(subsystem: int, *, pe32_plus: bool = True, pe_at: int = 0x80) -> bytes:
    """The headers of a PE executable (MZ stub, PE signature, COFF header, optional header) with
    the given Subsystem; no sections, which the subsystem check does not need."""
    mz = b"MZ" + bytes(0x3A) + struct.pack("<I", pe_at)
    mz += bytes(pe_at - len(mz))
    optional_size = 240 if pe32_plus else 224
    coff = struct.pack("<HHIIIHH", 0x8664 if pe32_plus else 0x14C, 0, 0, 0, 0, optional_size, 0x22)
    optional = bytearray(optional_size)
    struct.pack_into("<H", optional, 0, 0x20B if pe32_plus else 0x10B)
    struct.pack_into("<H", optional, pe.SUBSYSTEM_OFFSET, subsystem)
    return mz + b"PE\0\0" + coff + bytes(optional)


def test_the_subsystem_of_small_pe_files() -> None:
    assert pe.subsystem(tiny_pe(pe.GUI)) == 2
    assert pe.subsystem(tiny_pe(pe.CONSOLE)) == 3
    assert pe.subsystem(tiny_pe(pe.GUI, pe32_plus=False, pe_at=0x40)) == 2
    with pytest.raises(pe.PEError, match="no MZ header"):
        pe.subsystem(b"\x7fELF" + bytes(200))
    with pytest.raises(pe.PEError, match="without a PE header"):
        pe.subsystem(b"MZ" + bytes(0x3A) + struct.pack("<I", 0x40) + bytes(64))
    with pytest.raises(pe.PEError, match="cut short"):
        pe.subsystem(tiny_pe(pe.GUI)[: 0x80 + 30])


def test_the_command_passes_gui_programs_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gui, console = tmp_path / "Ciudadelas.exe", tmp_path / "citadels.exe"
    gui.write_bytes(tiny_pe(pe.GUI))
    console.write_bytes(tiny_pe(pe.CONSOLE))
    assert pe.main([str(gui)]) == 0
    assert pe.main([str(gui), str(console)]) == 1
    said = capsys.readouterr().out
    assert f"{console}: console (expected gui)" in said and f"{gui}: gui" in said
    assert pe.main(["--expect", "console", str(console)]) == 0
    assert pe.main([str(tmp_path / "missing.exe")]) == 1


def test_the_installer_script_asks_for_no_admin_rights_and_registers_per_user() -> None:
    script = installer.SCRIPT.read_text(encoding="utf-8")
    assert re.search(r"^RequestExecutionLevel user$", script, re.M)
    assert re.search(r'^InstallDir "\$LOCALAPPDATA\\Programs\\\$\{APP\}"$', script, re.M)
    assert "HKLM" not in script  # every key is the user's
    assert r'"Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"' in script
    assert re.search(r'WriteRegStr HKCU "\$\{UNINSTALL_KEY\}" "UninstallString"', script)
    assert 'CreateShortcut "$SMPROGRAMS\\${APP}.lnk"' in script
    # a shared game opens the game with the file as its argument, which imports and opens it
    assert 'WriteRegStr HKCU "Software\\Classes\\.ciudadelas" "" "${FILE_CLASS}"' in script
    assert '\'"$INSTDIR\\${EXE}" "%1"\'' in script
    assert installer.numeric_version("0.4.0rc1") == "0.4.0" and installer.numeric_version("2") == "2.0.0"


def _makensis() -> str:
    found = installer.find_makensis()
    if found is None:
        if sys.platform.startswith("linux") and shutil.which("apt-get"):
            pytest.fail(
                "makensis is missing: run `make test-deps` (tools/install-test-deps.sh installs nsis)"
            )
        pytest.skip(f"no makensis on this {sys.platform} machine and no apt-get to install it")
    return found


def test_the_installer_compiles_from_a_one_folder_build(tmp_path: Path) -> None:
    makensis = _makensis()
    source = tmp_path / "citadels"
    (source / "_internal" / "citadels" / "assets").mkdir(parents=True)
    (source / "citadels.exe").write_bytes(tiny_pe(pe.GUI))
    (source / "_internal" / "citadels" / "assets" / "icon.png").write_bytes(b"\x89PNG" + bytes(4000))
    out = installer.make_installer(source, tmp_path / "out" / "setup.exe", "1.2.3rc1", makensis)
    data = out.read_bytes()
    assert pe.subsystem(data) == pe.GUI  # an installer with a window, no console
    assert "Ciudadelas installer".encode("utf-16-le") in data  # its version resource
    assert len(data) > 20_000


def test_the_installer_needs_a_one_folder_build(tmp_path: Path) -> None:
    with pytest.raises(installer.InstallerError, match="not a Windows one-folder build"):
        installer.make_installer(tmp_path, tmp_path / "setup.exe", "1.2.3", "makensis")
