"""The release workflow's steps that are not the build itself (`.github/workflows/release.yml`):

    python build/release.py check-tag v1.2.3     # the tag names pyproject.toml's version, else exit 1
    python build/release.py selftest             # `selftest` with each executable build.py made,
                                                 # in a bare environment with no Python on its PATH
                                                 # (and, on macOS, the .app's Info.plist and icon)
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


def _load_build() -> ModuleType:
    """build/build.py (this folder is not a package; the tests load both files the same way)."""
    spec = importlib.util.spec_from_file_location("citadels_build", ROOT / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


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
# collect, checksums
# ------------------------------------------------------------------------------------------------


def onefile_asset_name(version: str | None = None) -> str:
    """The one-file executable as it is downloaded: Ciudadelas-<version>-<os>-<arch>[.exe], so that
    the three systems' files can sit side by side in one release."""
    version = version or build.project_version()
    return f"{build.APP_NAME}-{version}-{build.os_name()}-{build.arch_name()}{build.EXE_SUFFIX}"


def collect(out: Path) -> list[Path]:
    """Copy what a player downloads into `out`: the one-file executable and the archive."""
    onefile, archive = build.onefile_exe(), build.archive_path()
    missing = [p.name for p in (onefile, archive) if not p.is_file()]
    if missing:
        raise ReleaseError(f"missing in dist/: {', '.join(missing)}: run `python build/build.py` first")
    out.mkdir(parents=True, exist_ok=True)
    copied = [out / onefile_asset_name(), out / archive.name]
    shutil.copy2(onefile, copied[0])  # copy2 keeps the executable bit
    shutil.copy2(archive, copied[1])
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
    steps.add_parser("collect").add_argument("out", type=Path)
    steps.add_parser("checksums").add_argument("folder", type=Path)
    steps.add_parser("notes").add_argument("version")
    args = parser.parse_args(argv)
    try:
        if args.step == "check-tag":
            print(f"version={check_tag(args.tag)}")  # the workflow appends it to $GITHUB_OUTPUT
        elif args.step == "selftest":
            selftest_all()
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
