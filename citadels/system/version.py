"""The app's version: from the installed package metadata, else from pyproject.toml beside the source."""

from __future__ import annotations

import re
from functools import cache
from importlib import metadata
from pathlib import Path


@cache
def app_version() -> str:
    try:
        return metadata.version("ciudadelas")
    except metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    if pyproject.exists():
        match = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text(encoding="utf-8"), re.M)
        if match:
            return match.group(1)
    return "0.0.0"
