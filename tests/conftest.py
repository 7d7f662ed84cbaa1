"""Test setup: no window, no sound device, and user folders in a temporary directory."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Run from a source checkout without installing the package.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from citadels.text.i18n import current_language, set_language  # noqa: E402  (after the path is set)


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Settings, saves and logs go to a fresh folder for every test."""
    home = tmp_path / "ciudadelas-home"
    monkeypatch.setenv("CIUDADELAS_HOME", str(home))
    yield home


@pytest.fixture(autouse=True)
def same_language() -> Iterator[None]:
    """The process-wide language a test switches to does not leak into the next test."""
    before = current_language()
    yield
    if current_language() != before:
        set_language(before)
