"""ARCHITECTURE.md names code as `citadels.module:Qual.name` (the runtime path of a move, hop by hop):
every such name must exist, so the document cannot drift from the code it describes."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ARCHITECTURE = Path(__file__).resolve().parents[1] / "ARCHITECTURE.md"
NAMED = sorted(set(re.findall(r"`(citadels(?:\.\w+)*):([\w.]+)`", ARCHITECTURE.read_text(encoding="utf-8"))))


def test_the_document_names_code_this_way() -> None:
    assert len(NAMED) >= 20  # the two paths of a move, at least


@pytest.mark.parametrize(("module", "name"), NAMED)
def test_each_named_hop_exists(module: str, name: str) -> None:
    target: object = importlib.import_module(module)
    for part in name.split("."):
        assert hasattr(target, part), f"ARCHITECTURE.md names {module}:{name}, which does not exist"
        target = getattr(target, part)
