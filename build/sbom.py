"""The release's CycloneDX SBOM: the Python distributions the builds ship, as the hashed lock pins them.

    python build/sbom.py release/ciudadelas-1.2.3-sbom.cdx.json

In a temporary folder, two environments: one with exactly what requirements/run.txt pins (pip
--require-hashes --no-deps: the game's dependencies, the builds' contents besides the game and
Python), and one with the generator, cyclonedx-bom, as requirements/sbom.txt pins it (kept apart so
that it does not describe itself). Then ``cyclonedx-py environment`` describes the first, with
pyproject.toml as the root component, in CycloneDX JSON (validated by the generator), and this script
checks that every distribution the lock pins for this system is in it. The release workflow
(.github/workflows/release.yml, job publish) runs it and attaches the file to the release; the
native libraries pygame-ce's wheel bundles are listed with their licences in THIRD-PARTY-NOTICES.txt
(build/notices.py), which every build and archive carries.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUN_LOCK = ROOT / "requirements" / "run.txt"
SBOM_LOCK = ROOT / "requirements" / "sbom.txt"
PYPROJECT = ROOT / "pyproject.toml"


class SbomError(Exception):
    """The SBOM could not be made, or lacks what it must list; the message says what."""


def _name(text: str) -> str:
    return re.sub(r"[-_.]+", "-", text).lower()


def _python(env: Path) -> Path:
    return env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def _run(command: list[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise SbomError(
            f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout[-3000:]}{result.stderr[-3000:]}"
        )


def environment(folder: Path, lock: Path, *, no_deps: bool) -> Path:
    """A virtual environment in `folder` with what `lock` pins for this system, hashes checked;
    its Python."""
    venv.create(folder, with_pip=True)
    python = _python(folder)
    command = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
               "--require-hashes", "-r", str(lock)]  # fmt: skip
    _run(command + (["--no-deps"] if no_deps else []))
    return python


def drop_installers(python: Path) -> None:
    """Remove pip and setuptools from `python`'s environment: the venv's own, not what the game ships."""
    _run([str(python), "-m", "pip", "uninstall", "--quiet", "--yes", "setuptools", "pip"])


def installed(python: Path) -> dict[str, str]:
    """What is installed in `python`'s environment: name -> version."""
    script = (
        "import importlib.metadata as m, json;"
        "print(json.dumps({d.metadata['Name']: d.version for d in m.distributions()}))"
    )
    # run from the environment's folder: from a checkout, `-c` would also see its ciudadelas.egg-info
    out = subprocess.run(
        [str(python), "-c", script], capture_output=True, text=True, check=True, cwd=python.parent
    ).stdout
    return {_name(k): v for k, v in json.loads(out).items()}


def missing_components(sbom: dict[str, object], expected: dict[str, str]) -> list[str]:
    """The ``name==version`` of each of `expected` that `sbom`'s components do not list."""
    components = sbom.get("components", [])
    listed = {
        (_name(str(c.get("name", ""))), str(c.get("version", "")))
        for c in (components if isinstance(components, list) else [])
        if isinstance(c, dict)
    }
    return sorted(f"{n}=={v}" for n, v in expected.items() if (n, v) not in listed)


def make_sbom(out: Path) -> Path:
    with tempfile.TemporaryDirectory(prefix="citadels-sbom-") as tmp:
        shipped = environment(Path(tmp) / "shipped", RUN_LOCK, no_deps=True)
        drop_installers(shipped)
        tool = environment(Path(tmp) / "tool", SBOM_LOCK, no_deps=False)
        out.parent.mkdir(parents=True, exist_ok=True)
        _run([str(tool), "-m", "cyclonedx_py", "environment", "--pyproject", str(PYPROJECT),
              "--mc-type", "application", "--output-reproducible", "--of", "JSON", "-o", str(out),
              str(shipped)])  # fmt: skip
        expected = installed(shipped)
    sbom = json.loads(out.read_text(encoding="utf-8"))
    if sbom.get("bomFormat") != "CycloneDX":
        raise SbomError(f"{out} is not a CycloneDX document")
    missing = missing_components(sbom, expected)
    if missing:
        raise SbomError(f"{out} leaves out {', '.join(missing)}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path, help="the SBOM file to write (CycloneDX JSON)")
    args = parser.parse_args(argv)
    try:
        out = make_sbom(args.out)
    except SbomError as exc:
        print(f"sbom: {exc}", file=sys.stderr)
        return 1
    sbom = json.loads(out.read_text(encoding="utf-8"))
    names = sorted(f"{c['name']}=={c.get('version', '?')}" for c in sbom.get("components", []))
    print(f"{out}: CycloneDX {sbom.get('specVersion')}, {len(names)} components: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
