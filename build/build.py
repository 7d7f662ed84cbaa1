"""Build the standalone game: a one-file executable, a one-folder build and a release archive.

    python build/build.py                 # both builds + dist/citadels-<version>-<os>-<arch>.tar.gz (.zip on Windows)
    python build/build.py --onedir        # only the one-folder build (fastest; what the tests use)
    python build/build.py --if-stale      # do nothing when dist/ already holds a build of these sources

Run it with the Python that has the game's dependencies and PyInstaller (``pip install -e '.[dev]'``);
``make dist`` does exactly that. Each operating system builds its own executables: Linux on Linux,
Windows on Windows, macOS on macOS. Outputs (all git-ignored):

    dist/Ciudadelas[.exe]                  one-file executable (what a player can download alone)
    dist/citadels/citadels[.exe]           one-folder build (+ dist/citadels/_internal/)
    dist/Ciudadelas.app                    macOS only: the one-folder build as an application bundle
    dist/citadels-<v>-<os>-<arch>.tar.gz   release archive of the one-folder build (.zip on Windows)
    build/work/                            staging folder and PyInstaller's cache

Nothing is written into the source tree: build/work/stage/ receives the package metadata (so
``importlib.metadata.version("ciudadelas")`` works frozen), THIRD-PARTY-NOTICES.txt (the licences of
everything the build ships, made from what is installed: citadels/system/notices.py), the macOS .icns icon
(made from assets/icon.png) and Info.plist keys, the Windows version resource, and the one-file
build's splash picture (Windows and Linux).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

from citadels.system import notices

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "citadels.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
STAGE = WORK / "stage"
PYI_WORK = WORK / "pyinstaller"

APP_NAME = "Ciudadelas"
FOLDER_NAME = "citadels"
PACKAGE = "ciudadelas"
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"
EXE_SUFFIX = ".exe" if IS_WINDOWS else ""
#: what the build reads; a change to any of these makes an existing build stale
INPUTS = (
    "citadels",
    "assets",
    "docs/RULES.md",
    "docs/REGLAS.md",
    "locales",
    "build/citadels.spec",
    "build/build.py",
    "build/entry.py",
    "pyproject.toml",
)


# --------------------------------------------------------------------------------------------
# Names and places
# --------------------------------------------------------------------------------------------


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[-1]
    match = re.search(r'^version\s*=\s*"([^"]+)"', project, re.M)
    if not match:
        raise SystemExit("build: no version in pyproject.toml [project]")
    return match.group(1)


def os_name() -> str:
    if IS_WINDOWS:
        return "windows"
    if IS_MACOS:
        return "macos"
    return sys.platform.rstrip("0123456789")  # linux, freebsd...


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "i386": "x86", "i686": "x86"}.get(
        machine, machine
    )


def release_name(version: str | None = None) -> str:
    return f"{FOLDER_NAME}-{version or project_version()}-{os_name()}-{arch_name()}"


def onefile_exe(dist: Path = DIST) -> Path:
    return dist / f"{APP_NAME}{EXE_SUFFIX}"


def onedir_exe(dist: Path = DIST) -> Path:
    return dist / FOLDER_NAME / f"{FOLDER_NAME}{EXE_SUFFIX}"


def onedir_root(dist: Path = DIST) -> Path:
    return dist / FOLDER_NAME


def archive_path(dist: Path = DIST) -> Path:
    return dist / (release_name() + (".zip" if IS_WINDOWS else ".tar.gz"))


def clean_env(home: Path) -> dict[str, str]:
    """A bare environment, as on a player's machine without Python: no venv, no PYTHONPATH,
    the user folders under ``home``, headless SDL."""
    env = {"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if IS_WINDOWS:
        for key in ("SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT", "NUMBER_OF_PROCESSORS"):
            if key in os.environ:
                env[key] = os.environ[key]
        # System32 alone: C:\Windows itself may hold py.exe, the Python launcher
        env["PATH"] = str(Path(os.environ["SYSTEMROOT"]) / "System32")
        env["USERPROFILE"] = str(home)
        env["APPDATA"] = str(home / "AppData" / "Roaming")
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
        env["TEMP"] = env["TMP"] = str(home / "AppData" / "Local" / "Temp")
        Path(env["TEMP"]).mkdir(parents=True, exist_ok=True)
    else:
        env["PATH"] = "/usr/bin:/bin"
    return env


# --------------------------------------------------------------------------------------------
# Staging: metadata, icons
# --------------------------------------------------------------------------------------------


def write_metadata(stage: Path, version: str) -> Path:
    """A minimal dist-info folder, so the frozen game's importlib.metadata finds its own version."""
    for old in stage.glob(f"{PACKAGE}-*.dist-info"):
        shutil.rmtree(old)
    folder = stage / f"{PACKAGE}-{version}.dist-info"
    folder.mkdir(parents=True)
    (folder / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: {version}\nSummary: Ciudadelas (Citadels) for the desktop\n",
        encoding="utf-8",
    )
    (folder / "INSTALLER").write_text("pyinstaller\n", encoding="utf-8")
    (stage / "VERSION").write_text(version + "\n", encoding="utf-8")
    return folder


#: The .icns entries made from the icon: type -> pixels (PNG payloads; "@2x" types are Retina's).
ICNS_ENTRIES: dict[bytes, int] = {
    b"icp4": 16,
    b"icp5": 32,
    b"ic11": 32,
    b"icp6": 64,
    b"ic12": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic13": 256,
}


def _scaled_pngs(png: Path, sizes: set[int]) -> dict[int, bytes] | None:
    """The icon as PNG files of each of `sizes` (never larger than the original), with pygame-ce;
    None if `png` is not a square PNG."""
    import pygame  # the game's own dependency: the build environment has it

    data = png.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    width, height = struct.unpack(">II", data[16:24])
    if width != height or width < max(sizes):
        return None
    image = pygame.image.load(str(png))
    out = {}
    for size in sorted(sizes):
        scaled = image if size == width else pygame.transform.smoothscale(image, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(scaled, buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def write_icns(png: Path, out: Path) -> bool:
    """macOS icon: an .icns with the icon at every size Finder and the Dock ask for, up to 256 px
    (and 128 px at Retina's 2x), each entry a PNG scaled from `png`. False if `png` is not a square
    PNG of at least 256 px."""
    pngs = _scaled_pngs(png, set(ICNS_ENTRIES.values()))
    if pngs is None:
        return False
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_ENTRIES.items()
    )
    out.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)
    return True


#: the icon's side in the splash picture the one-file build shows while it unpacks itself, and the
#: dark wood around it (the game's own `theme.WOOD_DARK`: Tk's splash has no transparency on Linux)
SPLASH_SIZE = 256
SPLASH_MARGIN = 32
SPLASH_BACKGROUND = (30, 20, 14)


def write_splash(png: Path, out: Path) -> bool:
    """The one-file build's splash picture: the icon at `SPLASH_SIZE` px on dark wood. False if
    `png` is not a square PNG at least that large."""
    import pygame  # the game's own dependency: the build environment has it

    pngs = _scaled_pngs(png, {SPLASH_SIZE})
    if pngs is None:
        return False
    icon = pygame.image.load(io.BytesIO(pngs[SPLASH_SIZE]), "icon.png")
    side = SPLASH_SIZE + 2 * SPLASH_MARGIN
    picture = pygame.Surface((side, side))
    picture.fill(SPLASH_BACKGROUND)
    picture.blit(icon, (SPLASH_MARGIN, SPLASH_MARGIN))
    pygame.image.save(picture, str(out))
    return True


def info_plist(version: str) -> dict[str, object]:
    """What the macOS application's Info.plist says beyond PyInstaller's own keys: its name, its
    version, that it draws sharp on Retina screens, its languages and the oldest macOS it runs on
    (Apple silicon came with macOS 11)."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "es"],
        "LSMinimumSystemVersion": "11.0",
        "NSHumanReadableCopyright": "MIT licence",
    }


def write_version_info(stage: Path, version: str) -> Path:
    """Windows version resource (file properties → Details), in PyInstaller's text format."""
    numbers = [int(n) for n in re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?", version).groups(default="0")]  # type: ignore[union-attr]
    quad = tuple(numbers + [0])
    strings = {
        "CompanyName": APP_NAME,
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": FOLDER_NAME,
        "LegalCopyright": "MIT licence",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={quad}, prodvers={quad}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    path = stage / "version_info.txt"
    path.write_text(text, encoding="utf-8")
    return path


def write_notices(stage: Path, version: str) -> Path:
    """THIRD-PARTY-NOTICES.txt for this build: what it ships (the game's dependencies as installed,
    pygame-ce's native libraries, Python, PyInstaller's bootloader, the fonts), with their licences.
    The spec puts it beside the game's code, where the About screen reads it; the archive also
    carries it beside its README."""
    try:
        text = notices.render(
            version, build=True, fonts=sorted((ROOT / "assets" / "fonts").glob("*-OFL.txt"))
        )
    except notices.NoticeError as exc:
        raise SystemExit(f"build: cannot write {notices.FILE_NAME}: {exc}") from None
    path = stage / notices.FILE_NAME
    path.write_text(text, encoding="utf-8", newline="\n")
    return path


def stage_files(version: str, stage: Path = STAGE) -> None:
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    write_metadata(stage, version)
    write_notices(stage, version)
    write_version_info(stage, version)
    (stage / "info_plist.json").write_text(json.dumps(info_plist(version), indent=1), encoding="utf-8")
    if not IS_MACOS and not write_splash(ROOT / "assets" / "icon.png", stage / "splash.png"):
        print(
            "build: assets/icon.png is not a square PNG of 256 px or more; the one-file build has no splash"
        )
    if IS_MACOS and not write_icns(ROOT / "assets" / "icon.png", stage / "icon.icns"):
        raise SystemExit(
            "build: assets/icon.png is not a square PNG of at least 256 px; cannot make icon.icns"
        )


# --------------------------------------------------------------------------------------------
# Staleness
# --------------------------------------------------------------------------------------------


def _input_files() -> Iterator[Path]:
    for name in INPUTS:
        path = ROOT / name
        if path.is_file():
            yield path
        elif path.is_dir():
            for sub in sorted(path.rglob("*")):
                if sub.is_file() and "__pycache__" not in sub.parts and sub.suffix not in (".pyc", ".mo"):
                    yield sub


def fingerprint(mode: str, console: bool = False) -> str:
    """A hash of everything that decides what the build contains: sources, assets, catalogs, the
    recipe, and the versions of Python, PyInstaller and the game's libraries."""
    digest = hashlib.sha256()
    for path in _input_files():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    versions = [sys.version, platform.platform(), mode, str(console)]
    from importlib import metadata

    for dist in ("pyinstaller", "pygame-ce", "pydantic", "platformdirs"):
        try:
            versions.append(f"{dist}={metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{dist}=none")
    digest.update("\n".join(versions).encode())
    return digest.hexdigest()


def _stamp(kind: str, dist: Path = DIST) -> Path:
    return dist / f".build-{kind}.json"


def _outputs(kind: str, dist: Path = DIST) -> list[Path]:
    return [onefile_exe(dist)] if kind == "onefile" else [onedir_exe(dist)]


def is_up_to_date(kind: str, console: bool = False, dist: Path = DIST) -> bool:
    stamp = _stamp(kind, dist)
    if not stamp.is_file() or not all(p.exists() for p in _outputs(kind, dist)):
        return False
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return bool(recorded.get("fingerprint") == fingerprint(kind, console))


def _write_stamp(kind: str, console: bool, version: str) -> None:
    data = {
        "fingerprint": fingerprint(kind, console),
        "version": version,
        "built": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    _stamp(kind).write_text(json.dumps(data, indent=1), encoding="utf-8")


# --------------------------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------------------------


def run_pyinstaller(mode: str, console: bool, clean: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            f"build: PyInstaller is not installed for {sys.executable}; run `pip install -e '.[dev]'` "
            "(or `make dist`, which does it)"
        ) from None
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(PYI_WORK),
    ]
    if clean:
        command.append("--clean")
    command += ["--", "--stage", str(STAGE), "--mode", mode]
    if console:
        command.append("--console")
    print("  " + " ".join(command[2:]), flush=True)
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True)
    print(f"  PyInstaller finished in {time.perf_counter() - started:.0f} s", flush=True)


def warn_unlisted_libraries(folder: Path) -> list[str]:
    """Say which shared libraries of the build THIRD-PARTY-NOTICES.txt does not name (a library the
    interpreter on this machine brought along that citadels/system/notices.py does not know yet)."""
    unlisted = notices.unlisted_libraries(folder)
    if unlisted:
        print(
            f"  warning: {notices.FILE_NAME} does not name {', '.join(unlisted)}: add them to "
            "INTERPRETER_LIBRARIES in citadels/system/notices.py with their licences",
            flush=True,
        )
    return unlisted


def smoke_check(exe: Path, version: str) -> None:
    """The executable starts without any Python around and knows its version."""
    with tempfile.TemporaryDirectory(prefix="citadels-check-") as tmp:
        result = subprocess.run(
            [str(exe), "--version"],
            cwd=tmp,
            env=clean_env(Path(tmp)),
            capture_output=True,
            text=True,
            timeout=120,
        )
    if IS_WINDOWS and not result.stdout.strip():  # a windowed .exe has no stdout; the exit code must do
        ok = result.returncode == 0
    else:
        ok = result.returncode == 0 and result.stdout.strip() == version
    if not ok:
        raise SystemExit(
            f"build: {exe} --version failed (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
        )
    print(f"  {exe.relative_to(ROOT)} --version -> {result.stdout.strip() or 'exit 0'}")


PLAYER_README = """Ciudadelas {version} — Citadels for the desktop
===============================================

Start the game: {start}
Nothing else needs to be installed (no Python).

Your settings, saved games and logs are kept in your user folders, never here:
  Windows  settings and saves  %LOCALAPPDATA%\\Ciudadelas\\
           logs                %LOCALAPPDATA%\\Ciudadelas\\Logs\\
  macOS    settings and saves  ~/Library/Application Support/Ciudadelas/
           logs                ~/Library/Logs/Ciudadelas/
  Linux    settings            ~/.config/Ciudadelas/
           saves               ~/.local/share/Ciudadelas/saves/
           logs                ~/.local/state/Ciudadelas/log/
If something goes wrong, the game writes a log with the details in the logs folder.

Fonts: Vollkorn and Cantarell, SIL Open Font License (see {fonts}).
The software the game is made with and its licences: THIRD-PARTY-NOTICES.txt (also in the game:
Settings > About).
"""


def make_archive(version: str) -> Path:
    """The one-folder build (the .app on macOS) in a versioned top folder, with a short read-me."""
    name = release_name(version)
    out = archive_path()
    out.unlink(missing_ok=True)
    if IS_MACOS and (DIST / f"{APP_NAME}.app").is_dir():
        content, start = DIST / f"{APP_NAME}.app", f"open {APP_NAME}.app"
        fonts = f"{APP_NAME}.app/Contents/Resources/assets/fonts"
    else:
        content, start = onedir_root(), f"{FOLDER_NAME}/{FOLDER_NAME}{EXE_SUFFIX}"
        fonts = f"{FOLDER_NAME}/_internal/assets/fonts"
    readme = PLAYER_README.format(version=version, start=start, fonts=fonts)
    if IS_WINDOWS:
        readme = readme.replace("\n", "\r\n")
    files = [
        (p, f"{name}/{content.name}/{p.relative_to(content).as_posix()}") for p in sorted(content.rglob("*"))
    ]
    staged = STAGE / notices.FILE_NAME  # the build's own, or made now for an archive of an older build
    if not staged.is_file():
        STAGE.mkdir(parents=True, exist_ok=True)
        write_notices(STAGE, version)
    notices_text = staged.read_text(encoding="utf-8")
    if IS_WINDOWS:
        notices_text = notices_text.replace("\n", "\r\n")
    if out.suffix == ".zip":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            zf.writestr(f"{name}/README.txt", readme)
            zf.writestr(f"{name}/{notices.FILE_NAME}", notices_text)
            for path, arcname in files:
                if path.is_file():
                    zf.write(path, arcname)
    else:

        def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            return info

        with tarfile.open(out, "w:gz", compresslevel=9) as tf:
            data = readme.encode("utf-8")
            info = tarfile.TarInfo(f"{name}/README.txt")
            info.size, info.mtime, info.mode = len(data), int(time.time()), 0o644
            tf.addfile(normalise(info), io.BytesIO(data))
            data = notices_text.encode("utf-8")
            info = tarfile.TarInfo(f"{name}/{notices.FILE_NAME}")
            info.size, info.mtime, info.mode = len(data), int(time.time()), 0o644
            tf.addfile(normalise(info), io.BytesIO(data))
            tf.add(content, arcname=f"{name}/{content.name}", filter=normalise)
    return out


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def build(kinds: list[str], archive: bool, if_stale: bool, console: bool, clean: bool) -> int:
    version = project_version()
    wanted = [k for k in kinds if not (if_stale and is_up_to_date(k, console))]
    if not wanted and not (archive and not archive_path().exists()):
        for kind in kinds:
            print(f"build: {kind} build in dist/ is up to date ({version})")
        return 0
    print(
        f"build: Ciudadelas {version} for {os_name()}-{arch_name()}: {', '.join(wanted) or 'archive'}",
        flush=True,
    )
    if wanted:
        stage_files(version)
        mode = "both" if len(wanted) == 2 else wanted[0]
        for kind in wanted:
            _stamp(kind).unlink(missing_ok=True)
        run_pyinstaller(mode, console, clean)
        for kind in wanted:
            exe = onefile_exe() if kind == "onefile" else onedir_exe()
            smoke_check(exe, version)
            _write_stamp(kind, console, version)
        if "onedir" in wanted:
            warn_unlisted_libraries(onedir_root())
        if "onedir" in wanted and not archive:
            archive_path().unlink(missing_ok=True)  # it packed the previous one-folder build
    if "onefile" in kinds:
        print(f"  one-file   {onefile_exe().relative_to(ROOT)}: {_mb(_size(onefile_exe()))}")
    if "onedir" in kinds:
        print(f"  one-folder {onedir_root().relative_to(ROOT)}/: {_mb(_size(onedir_root()))}")
    if archive:
        if "onedir" not in kinds:
            print("  (no archive: it packs the one-folder build)")
        else:
            out = make_archive(version)
            print(f"  archive    {out.relative_to(ROOT)}: {_mb(out.stat().st_size)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--onefile", action="store_true", help="only the one-file executable")
    which.add_argument("--onedir", action="store_true", help="only the one-folder build")
    parser.add_argument("--no-archive", action="store_true", help="skip the release archive")
    parser.add_argument("--if-stale", action="store_true", help="skip builds that are up to date")
    parser.add_argument("--console", action="store_true", help="Windows: keep a console window (debugging)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--print-paths", action="store_true", help="print the output paths as JSON and exit")
    args = parser.parse_args(argv)
    if args.print_paths:
        print(
            json.dumps(
                {
                    "onefile": str(onefile_exe()),
                    "onedir": str(onedir_exe()),
                    "archive": str(archive_path()),
                    "version": project_version(),
                }
            )
        )
        return 0
    kinds = ["onefile"] if args.onefile else ["onedir"] if args.onedir else ["onefile", "onedir"]
    try:
        return build(
            kinds,
            archive=not args.no_archive and not args.onefile,
            if_stale=args.if_stale,
            console=args.console,
            clean=args.clean,
        )
    except subprocess.CalledProcessError as exc:
        print(f"build: failed: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
