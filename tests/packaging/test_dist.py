"""Packaging smoke test: build the one-folder executable (unless dist/ already holds an up-to-date
build) and run it the way a player's machine would: no virtualenv, no PYTHONPATH, a bare environment,
a fresh HOME, an unrelated working folder, no display (SDL dummy drivers).

The build takes ~15-60 s on two cores (PyInstaller caches its analysis in build/work/); an up-to-date
build in dist/ (from `make dist`) is reused. Set CIUDADELAS_SKIP_DIST_TEST=1 to skip it locally.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from citadels.system.bundle import manifest

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT = 900
RUN_TIMEOUT = 300

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("CIUDADELAS_SKIP_DIST_TEST") == "1", reason="CIUDADELAS_SKIP_DIST_TEST=1"
    ),
]


def _load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("citadels_build", ROOT / "build" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


# ------------------------------------------------------------------------------------------------
# The recipe itself (fast, no build needed)
# ------------------------------------------------------------------------------------------------


def test_metadata_icon_and_windows_version_resource(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    version = build.project_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", version)
    folder = build.write_metadata(tmp_path, version)
    assert f"Version: {version}\n" in (folder / "METADATA").read_text(encoding="utf-8")
    assert (tmp_path / "VERSION").read_text(encoding="utf-8").strip() == version

    icns = tmp_path / "icon.icns"
    assert build.write_icns(ROOT / "assets" / "icon.png", icns)
    data = icns.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries, at = {}, 8
    while at < len(data):  # each entry: type, length (with its 8-byte head), a PNG of its size
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        payload = data[at + 8 : at + length]
        assert payload[:8] == b"\x89PNG\r\n\x1a\n", kind
        entries[kind] = struct.unpack(">II", payload[16:24])
        at += length
    assert at == len(data)
    assert entries == {kind: (size, size) for kind, size in build.ICNS_ENTRIES.items()}
    assert {b"ic07", b"ic08", b"ic13"} <= entries.keys()  # 128 and 256 px, and 128 px at Retina's 2x
    not_square = tmp_path / "wide.png"
    not_square.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0\0\0\rIHDR" + struct.pack(">II", 512, 256) + bytes(20))
    assert not build.write_icns(not_square, tmp_path / "no.icns")

    plist = build.info_plist(version)
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Ciudadelas"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version
    assert plist["NSHighResolutionCapable"] is True
    import plistlib

    assert plistlib.loads(plistlib.dumps(plist)) == plist  # what PyInstaller writes into Info.plist

    # PyInstaller's reader for the Windows version resource; pefile is only installed on Windows and
    # this test only needs the text format, so a stand-in module is enough elsewhere
    if sys.platform != "win32":
        import PyInstaller.compat

        monkeypatch.setitem(sys.modules, "pefile", ModuleType("pefile"))
        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
        monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    info = load_version_info_from_text_file(str(build.write_version_info(tmp_path, version)))
    assert version in str(info) and info.toRaw()


def test_names_and_make_target() -> None:
    name = build.release_name()
    assert re.fullmatch(r"citadels-\d+\.\d+\.\d+\S*-(linux|windows|macos|\w+)-[\w]+", name), name
    assert build.archive_path().name.startswith(name)
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^\.PHONY:.*\bdist\b", makefile, re.M)
    assert re.search(r"^dist:.*\n(\t.*\n)*\t\$\(BIN\)/python build/build\.py", makefile, re.M)
    # the recipe names no machine: no absolute paths or user folders
    for path in (ROOT / "build" / "citadels.spec", ROOT / "build" / "build.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"[\"'](/(home|root|Users|work|opt|tmp)/|[A-Za-z]:\\)", text), path


def test_build_outputs_are_git_ignored() -> None:
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    for path in ("dist/Ciudadelas", "dist/citadels/citadels", "build/work/stage/x.mo", "dist/x.tar.gz"):
        result = subprocess.run([git, "check-ignore", "-q", path], cwd=ROOT)
        assert result.returncode == 0, f"{path} is not git-ignored"


# ------------------------------------------------------------------------------------------------
# The one-folder build, run as a player would
# ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def exe() -> Path:
    """The one-folder executable, built now unless dist/ holds a build of exactly these sources."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "build.py"), "--onedir", "--if-stale", "--no-archive"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    assert result.returncode == 0, f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-8000:]}"
    path = build.onedir_exe()
    assert path.is_file()
    return path


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def run_exe(
    exe: Path, tmp_path: Path, *args: str, **env: str
) -> tuple[subprocess.CompletedProcess[str], Path]:
    """Run the executable with a bare environment, a fresh HOME and an empty working folder; the
    working folder and the bundle must be left exactly as they were."""
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    home.mkdir(exist_ok=True)
    cwd.mkdir(exist_ok=True)
    before = _files(exe.parent)
    result = subprocess.run(
        [str(exe), *args],
        cwd=cwd,
        env=build.clean_env(home) | env,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )
    assert list(cwd.iterdir()) == [], "the game wrote into its working folder"
    assert _files(exe.parent) == before, "the game wrote into its own folder"
    return result, home


def _out(result: subprocess.CompletedProcess[str]) -> str:
    return (
        f"exit {result.returncode}\n--- stdout\n{result.stdout[-4000:]}\n--- stderr\n{result.stderr[-8000:]}"
    )


def test_bundle_carries_assets_catalogs_and_version(exe: Path) -> None:
    internal = exe.parent / "_internal"
    if not internal.is_dir():  # PyInstaller < 6 put everything beside the executable
        internal = exe.parent
    files = _files(internal)
    # every file the game needs, where citadels/system/paths.py looks for it: the data packages citadels.assets,
    # citadels.locales and citadels.docs, laid out as in a wheel
    needed = {f"citadels/{folder}/{name}" for folder, names in manifest().items() for name in names}
    assert needed <= files, sorted(needed - files)
    for folder in ("assets", "locales", "docs"):
        assert f"citadels/{folder}/__init__.py" in files
    assert not [f for f in files if f.endswith(".mo")], "the game reads the .po catalogs; nothing is compiled"
    metadata = [f for f in files if f.startswith("ciudadelas") and f.endswith("METADATA")]
    assert metadata == [f"ciudadelas-{build.project_version()}.dist-info/METADATA"]

    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(exe)).open_embedded_archive("PYZ.pyz").toc)
    assert {
        "citadels.app.app",
        "citadels.engine",
        "pydantic",
        "platformdirs",
        "markdown_it",
        "citadels.text.rules_doc",
    } <= modules
    bloat = {
        "tkinter",
        "unittest",
        "pydoc",
        "doctest",
        "numpy",
        "babel",
        "pytest",
        "setuptools",
        "PyInstaller",
    }
    assert not bloat & modules


def test_version_from_a_bare_environment(exe: Path, tmp_path: Path) -> None:
    result, _home = run_exe(exe, tmp_path, "--version")
    assert result.returncode == 0, _out(result)
    if sys.platform != "win32":  # a windowed Windows .exe has no stdout
        assert result.stdout.strip() == build.project_version()


def test_selftest_plays_a_whole_game_headless(exe: Path, tmp_path: Path) -> None:
    result, home = run_exe(exe, tmp_path, "selftest")
    assert result.returncode == 0, _out(result)
    assert "Traceback" not in result.stderr, _out(result)


def test_first_frame_and_user_folders(exe: Path, tmp_path: Path) -> None:
    """The real game loop opens the menu; the settings land in the user's config folder (HOME)."""
    result, home = run_exe(exe, tmp_path, "--lang", "es", CIUDADELAS_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0, _out(result)
    if sys.platform != "win32":
        assert re.search(r"^first-frame \d+\.\d+ MenuScene$", result.stdout, re.M), _out(result)
    written = _files(home)
    assert any(f.endswith("Ciudadelas/settings.json") for f in written), written
    assert not [f for f in written if "crash-" in f], written


def test_unexpected_error_shows_the_error_screen_and_writes_a_log(exe: Path, tmp_path: Path) -> None:
    result, home = run_exe(exe, tmp_path, CIUDADELAS_CRASH_TEST="1", CIUDADELAS_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 1, _out(result)
    if sys.platform != "win32":
        assert re.search(r"^first-frame \d+\.\d+ ErrorScene$", result.stdout, re.M), _out(result)
    logs = [home / f for f in _files(home) if re.search(r"crash-[\d-]+\.log$", f)]
    assert len(logs) == 1, _files(home)
    text = logs[0].read_text(encoding="utf-8")
    assert text.startswith(f"Ciudadelas {build.project_version()}")
    assert "Traceback (most recent call last)" in text and "RuntimeError: crash test" in text


def test_worker_processes_work_frozen(exe: Path, tmp_path: Path) -> None:
    """The simulator spreads games over *spawned* processes: each is this executable started again,
    which only works because the entry point calls multiprocessing.freeze_support()."""
    result, _home = run_exe(exe, tmp_path, "simulate", "--games", "6", "--workers", "2", "--json")
    assert result.returncode == 0, _out(result)
    if sys.platform != "win32":
        assert '"games": 6' in result.stdout, _out(result)


def test_translations_load_frozen_as_from_source(exe: Path, tmp_path: Path) -> None:
    """Bot narration of a fixed game, in Spanish and English: the frozen program says exactly what the
    source checkout says (so the bundled catalogs are found and complete)."""
    if sys.platform == "win32":
        pytest.skip("a windowed Windows .exe has no stdout")
    for lang in ("es", "en"):
        args = ("--lang", lang, "demo", "--players", "4", "--seed", "7", "--bots", "random")
        frozen, _home = run_exe(exe, tmp_path, *args)
        assert frozen.returncode == 0, _out(frozen)
        source = subprocess.run(
            [sys.executable, "-m", "citadels", *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT,
            env=os.environ | {"PYTHONPATH": str(ROOT)},
        )
        assert source.returncode == 0, _out(source)
        assert frozen.stdout == source.stdout, lang


def test_a_shared_game_opens_from_the_command_line(exe: Path, tmp_path: Path) -> None:
    """`citadels <file.ciudadelas>` (what the Windows installer's file association runs): the game is
    imported and opened; a bad file opens the saved games screen instead, and stays as it was."""
    shared = tmp_path / "shared"
    made, _home = run_exe(
        exe, tmp_path, "simulate", "--games", "1", "--players", "3", "--save-dir", str(shared)
    )
    assert made.returncode == 0, _out(made)
    [game] = shared.glob("*.ciudadelas")
    result, home = run_exe(exe, tmp_path, str(game), CIUDADELAS_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0, _out(result)
    assert result.stdout.split()[-1] == "ReviewScene", _out(result)  # a finished game opens in its review
    bad = tmp_path / "bad.ciudadelas"
    bad.write_bytes(b"garbage")
    result, home = run_exe(exe, tmp_path, str(bad), CIUDADELAS_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0 and result.stdout.split()[-1] == "SavedGamesScene", _out(result)
    assert bad.read_bytes() == b"garbage"


@pytest.mark.skipif(sys.platform != "win32", reason="the PE header of a Windows executable")
def test_the_windows_executable_is_a_gui_program(exe: Path) -> None:
    spec = importlib.util.spec_from_file_location("citadels_pe_subsystem", ROOT / "build" / "pe_subsystem.py")
    assert spec and spec.loader
    pe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pe)
    assert pe.read_subsystem(exe) == pe.GUI  # no console window beside the game
