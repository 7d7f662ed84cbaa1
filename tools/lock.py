"""The hashed locks of the game's dependencies, written from pyproject.toml with uv, so that a release
installs exactly what was tested (``pip install --require-hashes``) on Linux, Windows and macOS.

    python tools/lock.py            write requirements/*.txt (needs uv: `pip install uv`, or `make lock`)
    python tools/lock.py --check    say what is out of date, exit 1 if anything is (no uv, no network)

Each lock names, in its header, the top-level requirements it was made from (``# top-level: ...``),
then every distribution pinned (``==``) with the SHA-256 of each of its files on the index, for every
system and Python from 3.11 on (``uv pip compile --universal --generate-hashes``):

    requirements/run.txt      what the game runs with ([project] dependencies): what the builds ship
    requirements/release.txt  what the release workflow installs: the game's dependencies, the
                              development extras (tests, PyInstaller) and the build system (setuptools),
                              at the versions of run.txt
    requirements/sbom.txt     the SBOM generator the release runs in an environment of its own (the
                              ``sbom`` extra)

After a change to the requirements in pyproject.toml, run this script and commit the locks;
tests/packaging/test_lock.py fails until they match.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
FOLDER = ROOT / "requirements"
#: the oldest Python the locks are resolved for (pyproject's requires-python)
PYTHON = "3.11"
TOP_LEVEL = "# top-level: "


@dataclass(frozen=True)
class Lock:
    name: str  # the file in requirements/
    what: str  # one line for its header
    #: what it is made from: "dependencies", an extra's name, "build-system"
    sources: tuple[str, ...]
    #: another lock whose versions this one keeps (uv's --constraint)
    constraint: str | None = None


LOCKS: tuple[Lock, ...] = (
    Lock("run.txt", "what the game runs with, and the builds ship", ("dependencies",)),
    Lock(
        "release.txt",
        "what the release workflow installs: the game's dependencies, its development tools and build system",
        ("dependencies", "dev", "build-system"),
        constraint="run.txt",
    ),
    Lock("sbom.txt", "the SBOM generator of the release (an environment of its own)", ("sbom",)),
)


def _name(requirement: str) -> str:
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    if not match:
        raise ValueError(f"not a requirement: {requirement!r}")
    return re.sub(r"[-_.]+", "-", match.group(1)).lower()


def top_level(lock: Lock, pyproject: Path = PYPROJECT) -> list[str]:
    """The requirements `lock` is made from, as pyproject.toml writes them, sorted; the project's own
    extras (``ciudadelas[ladder]``) are replaced by what they require."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data["project"]
    extras: dict[str, list[str]] = project.get("optional-dependencies", {})
    own = _name(project["name"])

    def expand(requirements: list[str]) -> Iterator[str]:
        for requirement in requirements:
            if _name(requirement) == own:
                inner = re.search(r"\[([^\]]*)\]", requirement)
                for extra in inner.group(1).split(",") if inner else []:
                    yield from expand(extras[extra.strip()])
            else:
                yield requirement.strip()

    found: list[str] = []
    for source in lock.sources:
        if source == "dependencies":
            found += expand(project.get("dependencies", []))
        elif source == "build-system":
            found += expand(data["build-system"]["requires"])
        else:
            found += expand(extras[source])
    return sorted(set(found), key=lambda r: (_name(r), r))


# ------------------------------------------------------------------------------------------------
# Reading a lock
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    marker: str
    hashes: tuple[str, ...]


def read_lock(text: str) -> tuple[list[str], list[Pin], list[str]]:
    """(its top-level requirements, its pins, the lines that are neither: each a problem)."""
    tops = [line.removeprefix(TOP_LEVEL).strip() for line in text.splitlines() if line.startswith(TOP_LEVEL)]
    logical = re.sub(r"\\\n", " ", text)
    pins: list[Pin] = []
    wrong: list[str] = []
    for line in logical.splitlines():
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        hashes = tuple(re.findall(r"--hash=sha256:([0-9a-f]{64})\b", body))
        requirement = re.sub(r"--hash=\S+", "", body).strip()
        requirement, _, marker = requirement.partition(";")
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;,]+)", requirement.strip())
        if match is None:
            wrong.append(f"not pinned with ==: {line.strip()[:120]}")
            continue
        pins.append(Pin(_name(match.group(1)), match.group(2), marker.strip(), hashes))
    return tops, pins, wrong


def check(folder: Path = FOLDER, pyproject: Path = PYPROJECT) -> list[str]:
    """What is wrong with the locks in `folder` for `pyproject`: missing, made from other top-level
    requirements than pyproject.toml's, a line not pinned or without its hashes, a top-level
    requirement not pinned or pinned outside its range, a version different from its constraint's."""
    from packaging.requirements import Requirement  # pytest's and pip's dependency: here in dev only

    problems: list[str] = []
    pinned: dict[str, dict[str, str]] = {}
    for lock in LOCKS:
        path = folder / lock.name
        if not path.is_file():
            problems.append(f"{lock.name}: missing: run `python tools/lock.py`")
            continue
        tops, pins, wrong = read_lock(path.read_text(encoding="utf-8"))
        problems += [f"{lock.name}: {w}" for w in wrong]
        wanted = top_level(lock, pyproject)
        if tops != wanted:
            gone, new = sorted(set(tops) - set(wanted)), sorted(set(wanted) - set(tops))
            problems.append(
                f"{lock.name}: made from other requirements than pyproject.toml's "
                f"(only in the lock: {gone or 'none'}; only in pyproject.toml: {new or 'none'}): "
                "run `python tools/lock.py`"
            )
        if not pins:
            problems.append(f"{lock.name}: pins nothing")
        versions = pinned.setdefault(lock.name, {})
        for pin in pins:
            if not pin.hashes:
                problems.append(f"{lock.name}: {pin.name}=={pin.version} has no --hash=sha256")
            versions[pin.name] = pin.version
        for text in wanted:
            requirement = Requirement(text)
            name = _name(requirement.name)
            if requirement.marker is not None and not requirement.marker.evaluate({"python_version": PYTHON}):
                continue
            if name not in versions:
                problems.append(f"{lock.name}: {text} is not pinned")
            elif not requirement.specifier.contains(versions[name], prereleases=True):
                problems.append(f"{lock.name}: {name}=={versions[name]} is outside {text}")
        if lock.constraint is not None:
            for name, version in pinned.get(lock.constraint, {}).items():
                if name in versions and versions[name] != version:
                    problems.append(
                        f"{lock.name}: {name}=={versions[name]}, but {lock.constraint} pins {version}"
                    )
    return problems


# ------------------------------------------------------------------------------------------------
# Writing the locks
# ------------------------------------------------------------------------------------------------


def uv() -> str:
    found = shutil.which("uv", path=sysconfig.get_path("scripts")) or shutil.which("uv")
    if found is None:
        raise SystemExit("lock: uv is not installed: `python -m pip install uv` (or `make lock`)")
    return found


def header(lock: Lock) -> str:
    lines = [
        f"# {lock.name}: {lock.what}.",
        "# Written by tools/lock.py from pyproject.toml with uv (every system, Python 3.11+); do not edit:",
        "# change pyproject.toml and run `python tools/lock.py` (or `make lock`).",
        f"# Install: python -m pip install --require-hashes -r requirements/{lock.name}",
        *(TOP_LEVEL + requirement for requirement in top_level(lock)),
    ]
    return "\n".join(lines) + "\n"


def write(lock: Lock, folder: Path = FOLDER) -> Path:
    command = [
        uv(),
        "pip",
        "compile",
        "-",
        "--universal",
        "--generate-hashes",
        "--python-version",
        PYTHON,
        "--no-header",
        "--annotation-style",
        "line",
        "--quiet",
    ]
    if lock.constraint is not None:
        command += ["--constraint", str(folder / lock.constraint)]
    result = subprocess.run(
        command,
        input="\n".join(top_level(lock)) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if result.returncode != 0:
        raise SystemExit(f"lock: uv could not resolve {lock.name}:\n{result.stderr}")
    target = folder / lock.name
    target.write_text(header(lock) + result.stdout, encoding="utf-8", newline="\n")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only say what is out of date")
    args = parser.parse_args(argv)
    if not args.check:
        FOLDER.mkdir(exist_ok=True)
        for lock in LOCKS:  # run.txt first: release.txt keeps its versions
            print(f"lock: {write(lock).relative_to(ROOT)}", flush=True)
    problems = check()
    for problem in problems:
        print(f"lock: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
