"""The release workflow's steps that are not the build itself (`.github/workflows/release.yml`):

    python build/release.py check-tag v1.2.3     # the tag names pyproject.toml's version, else exit 1
    python build/release.py selftest             # `selftest` with each executable build.py made,
                                                 # in a bare environment with no Python on its PATH
                                                 # (and, on macOS, the .app's Info.plist and icon)
    python build/release.py dmg                  # macOS: dist/Ciudadelas.app in a disk image, which is
                                                 # then mounted and its game played (selftest)
    python build/release.py collect OUT          # the files a player downloads, named per system, in OUT
    python build/release.py checksums DIR        # DIR/SHA256SUMS.txt for every file in DIR
    python build/release.py notes 1.2.3          # that version's entry of CHANGELOG.md (exit 1 if none)

Each step also runs on a developer's machine (docs/release.md); the tests in
tests/packaging/test_release.py run them here.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
CHECKSUMS = "SHA256SUMS.txt"
#: a tag is "v" and the version, e.g. v0.1.0 for version 0.1.0
TAG_PREFIX = "v"
#: what a Python on the bare environment's PATH would be called (none may be found there)
PYTHON_NAMES = ("python", "python3", "py", "pythonw")
SELFTEST_TIMEOUT = 600


def _load_script(name: str, filename: str) -> ModuleType:
    """A script of build/ (this folder is not a package; the tests load the files the same way)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "build" / filename)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load_build() -> ModuleType:
    """build/build.py."""
    return _load_script("citadels_build", "build.py")


build = _load_build()
installer = _load_script("citadels_installer", "installer.py")


class ReleaseError(Exception):
    """A step cannot go on; the message says why (one line for the workflow's log)."""


# ------------------------------------------------------------------------------------------------
# check-tag
# ------------------------------------------------------------------------------------------------


def check_tag(tag: str, version: str | None = None) -> str:
    """The version `tag` releases; a `ReleaseError` unless it is exactly ``v`` + pyproject's version."""
    version = version or build.project_version()
    tag = tag.removeprefix("refs/tags/")
    if tag != TAG_PREFIX + version:
        raise ReleaseError(
            f"the tag {tag!r} does not match the version in pyproject.toml ({version}): "
            f"tag the release {TAG_PREFIX}{version}, or change the version in pyproject.toml first"
        )
    return version


# ------------------------------------------------------------------------------------------------
# selftest
# ------------------------------------------------------------------------------------------------


def app_bundle() -> Path:
    """The macOS application build.py makes (dist/Ciudadelas.app)."""
    return build.DIST / f"{build.APP_NAME}.app"


def executables() -> list[Path]:
    """The executables build.py made (one-file, one-folder, and the macOS application's); a
    `ReleaseError` if there is none."""
    candidates = [build.onefile_exe(), build.onedir_exe()]
    if build.IS_MACOS:
        candidates.append(app_bundle() / "Contents" / "MacOS" / build.FOLDER_NAME)
    found = [exe for exe in candidates if exe.is_file()]
    if not found:
        raise ReleaseError("no executable in dist/: run `python build/build.py` first")
    return found


def check_app_bundle(app: Path, version: str | None = None) -> None:
    """The macOS application's Info.plist says what build.info_plist asks (name, version, Retina)
    and names an icon that is there; a `ReleaseError` saying what is not so."""
    version = version or build.project_version()
    try:
        plist = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    except (OSError, plistlib.InvalidFileException) as exc:
        raise ReleaseError(f"{app.name} has no readable Info.plist: {exc}") from None
    wrong = [f"{key} is {plist.get(key)!r}, not {value!r}" for key, value in build.info_plist(version).items()
             if plist.get(key) != value]  # fmt: skip
    icon = str(plist.get("CFBundleIconFile", ""))
    if not icon or not (app / "Contents" / "Resources" / icon).is_file():
        wrong.append(f"its icon {icon or '(none)'} is not in Contents/Resources")
    if wrong:
        raise ReleaseError(f"{app.name}: " + "; ".join(wrong))


def bare_env(home: Path) -> dict[str, str]:
    """build.py's bare environment, with a PATH on which no Python can be found: a player's machine.
    A `ReleaseError` if one still is (the check would prove nothing)."""
    env = build.clean_env(home)
    if not build.IS_WINDOWS:  # /usr/bin holds the system's Python on Linux and macOS
        empty = home / "bin"
        empty.mkdir(parents=True, exist_ok=True)
        env["PATH"] = str(empty)
    for name in PYTHON_NAMES:
        found = shutil.which(name, path=env["PATH"])
        if found:
            raise ReleaseError(f"the bare environment's PATH still finds a Python: {found}")
    return env


def selftest(exe: Path, timeout: float = SELFTEST_TIMEOUT) -> subprocess.CompletedProcess[str]:
    """`exe selftest` (a whole bot game through the real app, headless) in a bare environment, a
    fresh home and an empty working folder."""
    with tempfile.TemporaryDirectory(prefix="citadels-release-") as tmp:
        home, cwd = Path(tmp) / "home", Path(tmp) / "cwd"
        home.mkdir()
        cwd.mkdir()
        return subprocess.run(
            [str(exe), "selftest"],
            cwd=cwd,
            env=bare_env(home),
            capture_output=True,
            text=True,
            timeout=timeout,
        )


def selftest_all() -> None:
    if build.IS_MACOS:
        check_app_bundle(app_bundle())
        print(f"{app_bundle().name}: Info.plist and icon as asked", flush=True)
    failed = []
    for exe in executables():
        result = selftest(exe)
        shown = exe.relative_to(ROOT) if exe.is_relative_to(ROOT) else exe
        said = (result.stdout.strip() or "(no output: a windowed Windows program)").splitlines()[-1]
        print(f"{shown} selftest: exit {result.returncode}: {said}", flush=True)
        if result.returncode != 0:
            print(result.stdout[-4000:], result.stderr[-8000:], sep="\n", file=sys.stderr)
            failed.append(str(shown))
    if failed:
        hint = (
            " (a windowed .exe prints nothing: build with --console to see why)" if build.IS_WINDOWS else ""
        )
        raise ReleaseError(f"selftest failed with {', '.join(failed)}{hint}")


# ------------------------------------------------------------------------------------------------
# dmg (macOS)
# ------------------------------------------------------------------------------------------------


def dmg_path(version: str | None = None) -> Path:
    """dist/Ciudadelas-<version>-macos-<arch>.dmg: one per Mac architecture (arm64, x86_64)."""
    version = version or build.project_version()
    return build.DIST / f"{build.APP_NAME}-{version}-{build.os_name()}-{build.arch_name()}.dmg"


Runner = Callable[..., "subprocess.CompletedProcess[str]"]


def _run(command: list[str], run: Runner) -> subprocess.CompletedProcess[str]:
    result = run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise ReleaseError(f"{' '.join(command)} failed (exit {result.returncode}): {result.stderr.strip()}")
    return result


def make_dmg(app: Path, out: Path, run: Runner = subprocess.run) -> Path:
    """A compressed, read-only disk image holding `app` and a link to /Applications (the window a
    player drags the game into), made with hdiutil; a `ReleaseError` if there is no app or hdiutil
    fails."""
    if not (app / "Contents" / "Info.plist").is_file():
        raise ReleaseError(f"no application at {app}: run `python build/build.py --onedir` on macOS first")
    out.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="citadels-dmg-") as tmp:
        staging = Path(tmp) / build.APP_NAME
        staging.mkdir()
        # ditto keeps the bundle's symbolic links, permissions and signature as they are
        _run(["ditto", str(app), str(staging / app.name)], run)
        (staging / "Applications").symlink_to("/Applications")
        _run(
            ["hdiutil", "create", "-volname", build.APP_NAME, "-srcfolder", str(staging),
             "-fs", "HFS+", "-format", "UDZO", "-ov", str(out)],
            run,
        )  # fmt: skip
    return out


def check_dmg(dmg: Path, run: Runner = subprocess.run) -> subprocess.CompletedProcess[str]:
    """Mount the disk image read-only, play `selftest` with the application inside it (what a player
    who opens the image runs), and unmount it; a `ReleaseError` unless the game finished."""
    with tempfile.TemporaryDirectory(prefix="citadels-mount-") as mount:
        _run(["hdiutil", "attach", str(dmg), "-readonly", "-nobrowse", "-mountpoint", mount], run)
        try:
            exe = Path(mount) / f"{build.APP_NAME}.app" / "Contents" / "MacOS" / build.FOLDER_NAME
            result = selftest(exe)
        finally:
            _run(["hdiutil", "detach", mount], run)
    if result.returncode != 0:
        print(result.stdout[-4000:], result.stderr[-8000:], sep="\n", file=sys.stderr)
        raise ReleaseError(f"the application in {dmg.name} failed its selftest (exit {result.returncode})")
    return result


# ------------------------------------------------------------------------------------------------
# collect, checksums
# ------------------------------------------------------------------------------------------------


def onefile_asset_name(version: str | None = None) -> str:
    """The one-file executable as it is downloaded: Ciudadelas-<version>-<os>-<arch>[.exe], so that
    the three systems' files can sit side by side in one release."""
    version = version or build.project_version()
    return f"{build.APP_NAME}-{version}-{build.os_name()}-{build.arch_name()}{build.EXE_SUFFIX}"


def downloads(system: str | None = None) -> list[tuple[Path, str]]:
    """What a player downloads from this system's build, as (file in dist/, name in the release):
    on Linux the one-file executable and the one-folder archive; on Windows the installer too
    (the one-file stays as the portable download); on macOS only the disk image of the
    application (a bare one-file program loses its executable bit on download and opens Terminal)."""
    system = system or build.os_name()
    if system == "macos":
        dmg = dmg_path()
        return [(dmg, dmg.name)]
    files = [(build.onefile_exe(), onefile_asset_name()), (build.archive_path(), build.archive_path().name)]
    if system == "windows":
        setup = build.DIST / installer.installer_name(build.project_version())
        files.append((setup, setup.name))
    return files


def collect(out: Path, system: str | None = None) -> list[Path]:
    """Copy what a player downloads (`downloads`) into `out`."""
    files = downloads(system)
    missing = [source.name for source, _name in files if not source.is_file()]
    if missing:
        raise ReleaseError(
            f"missing in dist/: {', '.join(missing)}: run `python build/build.py` first "
            "(and build/installer.py on Windows, `build/release.py dmg` on macOS)"
        )
    out.mkdir(parents=True, exist_ok=True)
    copied = []
    for source, name in files:
        shutil.copy2(source, out / name)  # copy2 keeps the executable bit
        copied.append(out / name)
    return copied


def write_checksums(folder: Path) -> Path:
    """``SHA256SUMS.txt`` in `folder`: one ``<hex>  <name>`` line per file (what ``sha256sum -c``
    reads), sorted by name."""
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.name != CHECKSUMS)
    if not files:
        raise ReleaseError(f"no files in {folder} to list in {CHECKSUMS}")
    lines = [f"{_sha256(p)}  {p.name}\n" for p in files]
    target = folder / CHECKSUMS
    target.write_text("".join(lines), encoding="utf-8", newline="\n")
    return target


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


# ------------------------------------------------------------------------------------------------
# notes
# ------------------------------------------------------------------------------------------------

_ENTRY = re.compile(r"^## \[?(?P<version>[^\]\s]+)\]?(?P<rest>.*)$", re.M)


def release_notes(version: str, changelog: Path = CHANGELOG) -> str:
    """The body of `version`'s entry in the changelog (between its ``## <version>`` heading and the
    next ``## `` heading); a `ReleaseError` if it has none or it is empty."""
    text = changelog.read_text(encoding="utf-8")
    headings = list(_ENTRY.finditer(text))
    for i, heading in enumerate(headings):
        if heading.group("version") == version:
            end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
            body = text[heading.end() : end].strip()
            if body:
                return body + "\n"
            break
    raise ReleaseError(f"{changelog.name} has no entry for {version}: write it before tagging the release")


# ------------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    steps = parser.add_subparsers(dest="step", required=True)
    steps.add_parser("check-tag").add_argument("tag")
    steps.add_parser("selftest")
    steps.add_parser("dmg")
    steps.add_parser("collect").add_argument("out", type=Path)
    steps.add_parser("checksums").add_argument("folder", type=Path)
    steps.add_parser("notes").add_argument("version")
    args = parser.parse_args(argv)
    try:
        if args.step == "check-tag":
            print(f"version={check_tag(args.tag)}")  # the workflow appends it to $GITHUB_OUTPUT
        elif args.step == "selftest":
            selftest_all()
        elif args.step == "dmg":
            dmg = make_dmg(app_bundle(), dmg_path())
            print(f"{dmg}: {dmg.stat().st_size / 1e6:.1f} MB", flush=True)
            result = check_dmg(dmg)
            print(
                f"{dmg.name}: selftest of the application inside it: {result.stdout.strip().splitlines()[-1]}"
            )
        elif args.step == "collect":
            for path in collect(args.out):
                print(f"{path}: {path.stat().st_size / 1e6:.1f} MB")
        elif args.step == "checksums":
            print(write_checksums(args.folder).read_text(encoding="utf-8"), end="")
        else:
            print(release_notes(args.version), end="")
    except ReleaseError as exc:
        print(f"release: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
