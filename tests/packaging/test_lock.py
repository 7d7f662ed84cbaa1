"""The hashed locks (requirements/*.txt, written by tools/lock.py) are current with pyproject.toml:
made from the same top-level requirements, every line pinned with ``==`` and its files' hashes, each
top-level requirement pinned inside its range, and the release installing the versions the builds
ship. Changing a requirement in pyproject.toml without running tools/lock.py fails here."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


lock = _load("citadels_lock", ROOT / "tools" / "lock.py")


def _copy(tmp_path: Path) -> tuple[Path, Path]:
    """pyproject.toml and requirements/ copied into `tmp_path`, to damage."""
    folder = tmp_path / "requirements"
    shutil.copytree(ROOT / "requirements", folder)
    pyproject = tmp_path / "pyproject.toml"
    shutil.copy(ROOT / "pyproject.toml", pyproject)
    return pyproject, folder


def test_the_locks_are_current_with_pyproject_and_hashed() -> None:
    assert lock.check() == []


def test_each_lock_is_made_from_pyprojects_requirements() -> None:
    run = lock.top_level(lock.LOCKS[0])
    assert any(r.startswith("pygame-ce") for r in run) and not any(r.startswith("pytest") for r in run)
    release = lock.top_level(lock.LOCKS[1])
    assert set(run) < set(release)
    names = {re.match(r"[\w.-]+", r).group(0) for r in release}  # type: ignore[union-attr]
    # the dev extras, the project's own ladder extra spelled out, and the build system
    assert {"pytest", "pyinstaller", "openskill", "setuptools"} <= names and "ciudadelas" not in names
    assert any(r.startswith("cyclonedx-bom") for r in lock.top_level(lock.LOCKS[2]))


def test_the_release_installs_what_the_builds_ship() -> None:
    """The runtime lock's versions are the release lock's: the tested environment is the shipped one."""
    _tops, run, _ = lock.read_lock((ROOT / "requirements" / "run.txt").read_text(encoding="utf-8"))
    _tops, release, _ = lock.read_lock((ROOT / "requirements" / "release.txt").read_text(encoding="utf-8"))
    in_release = {p.name: p.version for p in release}
    assert {p.name: p.version for p in run}.items() <= in_release.items()


def test_a_requirement_changed_in_pyproject_makes_the_locks_stale(tmp_path: Path) -> None:
    pyproject, folder = _copy(tmp_path)
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(
        text.replace('"platformdirs>=4",', '"platformdirs>=4",\n    "requests>=2",'), encoding="utf-8"
    )
    problems = lock.check(folder, pyproject)
    assert any("run.txt: made from other requirements" in p and "requests>=2" in p for p in problems), (
        problems
    )
    assert any("run.txt: requests>=2 is not pinned" in p for p in problems), problems
    pyproject.write_text(text.replace('"pygame-ce>=2.5"', '"pygame-ce>=99"'), encoding="utf-8")
    problems = lock.check(folder, pyproject)
    assert any(re.search(r"run.txt: pygame-ce==[\d.]+ is outside pygame-ce>=99", p) for p in problems), (
        problems
    )


def test_a_lock_without_hashes_or_pins_is_refused(tmp_path: Path) -> None:
    pyproject, folder = _copy(tmp_path)
    run = folder / "run.txt"
    text = run.read_text(encoding="utf-8")
    no_hashes = re.sub(
        r"(polib==[\d.]+)[^\n]*\\\n(?:\s+--hash=sha256:\w+ \\\n)*\s+--hash=sha256:\w+", r"\1", text
    )
    assert no_hashes != text
    run.write_text(no_hashes + "unpinned-thing>=1\n", encoding="utf-8")
    problems = lock.check(folder, pyproject)
    assert any(re.search(r"run.txt: polib==[\d.]+ has no --hash=sha256", p) for p in problems), problems
    assert "run.txt: not pinned with ==: unpinned-thing>=1" in problems
    (folder / "sbom.txt").unlink()
    assert "sbom.txt: missing: run `python tools/lock.py`" in lock.check(folder, pyproject)


def test_a_release_lock_that_strays_from_the_runtime_lock_is_refused(tmp_path: Path) -> None:
    pyproject, folder = _copy(tmp_path)
    release = folder / "release.txt"
    text = release.read_text(encoding="utf-8")
    version = re.search(r"^platformdirs==([\d.]+)", text, re.M).group(1)  # type: ignore[union-attr]
    release.write_text(text.replace(f"platformdirs=={version}", "platformdirs==4.0.0"), encoding="utf-8")
    assert f"release.txt: platformdirs==4.0.0, but run.txt pins {version}" in lock.check(folder, pyproject)
