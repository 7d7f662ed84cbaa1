"""The tables keyed by a character or a unique district, each with what it lacks.

Every layer that treats characters or unique districts differently has a table keyed by them (the
engine's abilities and unique districts, the bots' values, the prompts' buttons, the words, the art).
`COVERAGE` lists those tables: where each lives and a `missing()` that names the registered
characters (`engine.characters.CHARACTERS`) or unique districts (`engine.cards.UNIQUE_KINDS`) it has
no entry for. `missing()` reads the registries when called, so a character or district registered in
a test (`tests/test_recipes.py`'s fakes) is named by every table that lacks it;
`tests/test_coverage_tables.py` holds every table to the real registries.

A new table keyed by the character or the unique district is one more `Coverage` here, and the
recipe in ARCHITECTURE.md must then name its file (`tests/test_recipes.py`).
"""

from __future__ import annotations

import functools
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from citadels.ai import knowledge
from citadels.app import cardart
from citadels.app.table.prompts import steps
from citadels.engine import abilities, cards, characters, uniques
from citadels.system import bundle
from citadels.text import i18n

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"

CHARACTER = "character"
UNIQUE = "unique district"

#: what makes a character act without an active ability (`CharacterSpec`'s passive flags)
PASSIVE_FLAGS = (
    "bonus_gold",
    "bonus_cards",
    "takes_crown",
    "protects_city",
    "bewitches",
    "collects_tax",
    "refunds_builds",
    "crown_neighbour_gold",
    "gives_crown",
    "builds_freely",
    "taxes_each_build",
)


@dataclass(frozen=True)
class Coverage:
    """One table keyed by a character (`of` = CHARACTER) or a unique district (UNIQUE)."""

    of: str
    #: the file that holds the table, from the repository's root
    path: str
    #: its name in that file
    table: str
    #: the registered ids it has no entry for, read from the registries now
    missing: Callable[[], set[str]]

    @property
    def spellings(self) -> tuple[str, ...]:
        """How a recipe may name it: its file (from the root or from `citadels/`), or `module.TABLE`."""
        package_path = self.path.removeprefix("citadels/")
        return (self.path, package_path, f"{Path(self.path).stem}.{self.table}")

    def __str__(self) -> str:
        return f"{self.path}:{self.table}"


def _characters() -> dict[str, characters.CharacterSpec]:
    return characters.CHARACTERS


def _names(keys: object) -> set[str]:
    """A table's keys as ids, whether it is keyed by the id or by the spec or kind (its `name`)."""
    assert isinstance(keys, dict | tuple | set | frozenset)
    return {getattr(key, "name", key) for key in keys}


def _uniques() -> tuple[str, ...]:
    return cards.UNIQUE_KINDS + cards.EDITION_2016_UNIQUES  # the 2016 box's uniques have their entries too


@functools.cache
def _make_svgs() -> ModuleType:
    path = ROOT / "tools" / "make_assets" / "make_svgs.py"
    spec = importlib.util.spec_from_file_location("coverage_make_svgs", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------- the characters
def _engine_ability() -> set[str]:
    """A character acts through its `Ability`, or else through a passive flag of its spec."""
    return {
        name
        for name, spec in _characters().items()
        if name not in _names(abilities.ABILITIES) and not any(getattr(spec, f) for f in PASSIVE_FLAGS)
    }


def _character_values() -> set[str]:
    """Medium works out the classic eight in its own branches; every other character has its value."""
    valued = _names(knowledge.CHARACTER_VALUES)
    classic = _names(characters.CLASSIC_CHARACTERS)
    return set(_characters()) - classic - valued


def _prompt_buttons() -> set[str]:
    """The buttons of each active ability the engine has (keyed like `abilities.ABILITIES`)."""
    return (_names(abilities.ABILITIES) & set(_characters())) - _names(steps.ABILITIES)


def _character_picture() -> set[str]:
    drawn = _make_svgs().ASSETS
    return {
        name
        for name in _characters()
        if f"char_{name}" not in drawn or not (ASSETS / bundle.character_picture(name)).is_file()
    }


def _character_colour() -> set[str]:
    """A character with no income type has a frame colour of its own."""
    return {
        name
        for name, spec in _characters().items()
        if spec.income_type is None and name not in _names(cardart.CHARACTER_COLOURS)
    }


# ---------------------------------------------------------------------- the unique districts
def _district_picture() -> set[str]:
    svgs = _make_svgs()
    return {
        kind
        for kind in _uniques()
        if kind not in svgs.DISTRICT_PARTS
        or kind not in svgs.DISTRICT_TYPES
        or not (ASSETS / bundle.district_picture(kind)).is_file()
    }


def _lacking(table: Callable[[], object], ids: Callable[[], object]) -> Callable[[], set[str]]:
    """`missing()` of a table whose keys are ids: the registered ids not among its keys."""

    def missing() -> set[str]:
        return _names(ids()) - _names(table())

    return missing


COVERAGE: tuple[Coverage, ...] = (
    Coverage(CHARACTER, "citadels/engine/abilities.py", "ABILITIES", _engine_ability),
    Coverage(CHARACTER, "citadels/ai/knowledge.py", "CHARACTER_VALUES", _character_values),
    Coverage(CHARACTER, "citadels/ai/knowledge.py", "PLAYS", _lacking(lambda: knowledge.PLAYS, _characters)),
    Coverage(CHARACTER, "citadels/app/table/prompts/steps.py", "ABILITIES", _prompt_buttons),
    Coverage(
        CHARACTER, "citadels/text/i18n.py", "_character_names", _lacking(i18n._character_names, _characters)
    ),
    Coverage(
        CHARACTER,
        "citadels/text/i18n.py",
        "_character_abilities",
        _lacking(i18n._character_abilities, _characters),
    ),
    Coverage(
        CHARACTER,
        "citadels/text/i18n.py",
        "_character_abilities_of_another",
        _lacking(i18n._character_abilities_of_another, _characters),
    ),
    Coverage(CHARACTER, "tools/make_assets/make_svgs.py", "ASSETS", _character_picture),
    Coverage(CHARACTER, "citadels/app/cardart.py", "CHARACTER_COLOURS", _character_colour),
    Coverage(UNIQUE, "citadels/engine/uniques.py", "UNIQUES", _lacking(lambda: uniques.UNIQUES, _uniques)),
    Coverage(
        UNIQUE, "citadels/ai/knowledge.py", "UNIQUE_BONUS", _lacking(lambda: knowledge.UNIQUE_BONUS, _uniques)
    ),
    Coverage(UNIQUE, "citadels/text/i18n.py", "_district_names", _lacking(i18n._district_names, _uniques)),
    Coverage(
        UNIQUE, "citadels/text/i18n.py", "_district_effects", _lacking(i18n._district_effects, _uniques)
    ),
    Coverage(UNIQUE, "tools/make_assets/make_svgs.py", "DISTRICT_PARTS", _district_picture),
)
