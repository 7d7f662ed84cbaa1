"""build/sbom.py, the release's CycloneDX SBOM: it lists what requirements/run.txt pins (what the
builds ship), made by cyclonedx-py in environments installed with --require-hashes; a document that
leaves a shipped distribution out is refused. (tests/packaging/test_release.py checks that the
release workflow writes it into the files it uploads.)"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


sbom = _load("citadels_sbom", ROOT / "build" / "sbom.py")


def test_a_component_left_out_or_of_another_version_is_found() -> None:
    document = {
        "bomFormat": "CycloneDX",
        "components": [
            {"name": "pygame-ce", "version": "2.5.8"},
            {"name": "typing_extensions", "version": "4.16.0"},
        ],
    }
    expected = {"pygame-ce": "2.5.8", "typing-extensions": "4.16.0"}
    assert sbom.missing_components(document, expected) == []
    assert sbom.missing_components(document, expected | {"polib": "1.2.0"}) == ["polib==1.2.0"]
    assert sbom.missing_components(document, {"pygame-ce": "2.6.0"}) == ["pygame-ce==2.6.0"]
    assert sbom.missing_components({}, {"polib": "1.2.0"}) == ["polib==1.2.0"]


def test_the_sbom_is_made_from_the_hashed_locks() -> None:
    assert sbom.RUN_LOCK == ROOT / "requirements" / "run.txt" and sbom.RUN_LOCK.is_file()
    assert (
        sbom.SBOM_LOCK == ROOT / "requirements" / "sbom.txt"
        and "cyclonedx-bom==" in sbom.SBOM_LOCK.read_text()
    )


@pytest.mark.slow
def test_the_sbom_lists_every_shipped_distribution(tmp_path: Path) -> None:
    """The real thing: both environments from the index (hashes checked), cyclonedx-py, the check."""
    out = tmp_path / "ciudadelas-sbom.cdx.json"
    try:
        sbom.make_sbom(out)
    except sbom.SbomError as exc:
        if "pip install" in str(exc) and ("connection" in str(exc).lower() or "resolve" in str(exc).lower()):
            pytest.skip(f"no package index here: {exc}")
        raise
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["bomFormat"] == "CycloneDX"
    assert document["metadata"]["component"]["name"] == "ciudadelas"
    names = {c["name"].lower().replace("_", "-") for c in document["components"]}
    assert {"pygame-ce", "pydantic", "pydantic-core", "platformdirs", "polib", "markdown-it-py"} <= names
    assert not {"pip", "setuptools", "cyclonedx-bom", "pytest", "pyinstaller"} & names
