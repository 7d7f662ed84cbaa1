"""ARCHITECTURE.md's recipes ("How to add a character", "a unique district", "a decision", "a
personality", "a screen") stay true.

- Every file a recipe names exists (from the repository's root, or from `citadels/`).
- A fake character and a fake unique district, registered here in the engine's registries, are named
  as missing by every table of `coverage_tables.COVERAGE` keyed by them, and every table that names
  one is in its recipe: a recipe cannot forget a table a new character or district needs.
- The decision and screen recipes name every module that handles each kind of decision or action, or
  that imports the scenes (found in the code, not listed here).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from coverage_tables import CHARACTER, COVERAGE, UNIQUE, Coverage

from citadels.engine import ACTION_TYPES, Decision, DistrictKind, DistrictType, abilities, cards, characters
from citadels.engine.abilities import Ability
from citadels.engine.characters import CharacterSpec

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "citadels"
ARCHITECTURE = ROOT / "ARCHITECTURE.md"
RECIPES = ("character", "unique district", "decision", "personality", "screen")
FAKE = "fake"

#: a file a recipe names: a path with a folder, or a file at the root, ending in one of these
_FILE = re.compile(r"(?<![\w.])(?:[\w-]+/)*[\w-]+\.(?:py|md|json)\b")


def recipes(text: str) -> dict[str, str]:
    """Each "## How to add a(n) X" section of the document by X."""
    found = re.findall(r"^## How to add an? (.+?)\n(.*?)(?=^## |\Z)", text, flags=re.M | re.S)
    return {what: body for what, body in found}


def _package_files() -> list[str]:
    return [p.relative_to(ROOT).as_posix() for p in sorted(PACKAGE.rglob("*.py"))]


PACKAGE_FILES = _package_files()


def resolve(name: str) -> str | None:
    """The file a recipe means by `name`, from the repository's root: the name from the root or from
    `citadels/`, or the one module of the package whose path ends with it (`view.py` in a sentence
    about the engine, `table/dark_rules.py`); None for no file or more than one."""
    for path in (ROOT / name, PACKAGE / name):
        if path.is_file():
            return path.relative_to(ROOT).as_posix()
    ends = [f for f in PACKAGE_FILES if f.endswith("/" + name)]
    return ends[0] if len(ends) == 1 else None


def named_files(recipe: str) -> set[str]:
    """The files a recipe names in code spans, as written."""
    return {match for span in re.findall(r"`([^`]+)`", recipe) for match in _FILE.findall(span)}


def listed_files(recipe: str) -> set[str]:
    """The files a recipe names, from the repository's root."""
    return {path for name in named_files(recipe) if (path := resolve(name)) is not None}


def listed(table: Coverage, recipe: str) -> bool:
    """The recipe names the table's file, or the table as `module.TABLE`."""
    path, _, dotted = table.spellings
    return path in listed_files(recipe) or dotted in recipe


def unlisted(reporting: set[Coverage], recipe: str) -> list[str]:
    return sorted(str(t) for t in reporting if not listed(t, recipe))


RECIPE_TEXT = recipes(ARCHITECTURE.read_text(encoding="utf-8"))


def test_the_document_has_each_recipe() -> None:
    assert set(RECIPES) <= set(RECIPE_TEXT), sorted(RECIPE_TEXT)


@pytest.mark.parametrize("what", RECIPES)
def test_every_file_a_recipe_names_exists(what: str) -> None:
    files = named_files(RECIPE_TEXT[what])
    assert len(files) >= 8, f"the {what} recipe names only {sorted(files)}"
    missing = sorted(f for f in files if resolve(f) is None)
    assert not missing, f"ARCHITECTURE.md's recipe for a {what} names files that do not exist: {missing}"


# ---------------------------------------------------------------------- the fakes
def _naming(fake: str) -> set[Coverage]:
    return {table for table in COVERAGE if fake in table.missing()}


def _no_legal(s: object, p: object, out: list[object]) -> None:
    """A fake ability that offers nothing."""


def _no_apply(s: object, a: object, ev: object) -> None:
    """A fake ability that does nothing."""


def register_fake_character(monkeypatch: pytest.MonkeyPatch) -> set[Coverage]:
    """Register a rank-3 character with an active ability, in the order of its recipe: the character
    (`characters.CHARACTERS`), then its engine ability (`abilities.ABILITIES`, which the table's
    buttons are keyed by). The tables that name it missing at either step."""
    assert not _naming(FAKE)
    monkeypatch.setitem(characters.CHARACTERS, FAKE, CharacterSpec(FAKE, 3))
    registered = _naming(FAKE)
    monkeypatch.setitem(abilities.ABILITIES, FAKE, Ability(FAKE, (), _no_legal, _no_apply))  # type: ignore[arg-type]
    return registered | _naming(FAKE)


def register_fake_unique(monkeypatch: pytest.MonkeyPatch) -> set[Coverage]:
    """Register a unique district kind (`cards.KINDS`, `cards.UNIQUE_KINDS`); the tables naming it."""
    assert not _naming(FAKE)
    monkeypatch.setitem(cards.KINDS, FAKE, DistrictKind(FAKE, DistrictType.UNIQUE, 4, 1, 4))
    monkeypatch.setattr(cards, "UNIQUE_KINDS", (*cards.UNIQUE_KINDS, FAKE))
    return _naming(FAKE)


@pytest.mark.parametrize(
    ("what", "of", "register"),
    [("character", CHARACTER, register_fake_character), ("unique district", UNIQUE, register_fake_unique)],
)
def test_a_fake_is_named_by_every_table_and_every_such_table_is_in_its_recipe(
    monkeypatch: pytest.MonkeyPatch, what: str, of: str, register: object
) -> None:
    assert callable(register)
    reporting = register(monkeypatch)
    tables = {table for table in COVERAGE if table.of == of}
    silent = sorted(str(t) for t in tables - reporting)
    assert not silent, f"these tables keyed by the {what} do not name a new one as missing: {silent}"
    assert reporting == tables, sorted(str(t) for t in reporting - tables)
    forgotten = unlisted(reporting, RECIPE_TEXT[what])
    assert not forgotten, f"ARCHITECTURE.md's recipe for a {what} does not list {forgotten}"


def test_the_fakes_are_gone_after_the_test() -> None:
    assert FAKE not in characters.CHARACTERS and FAKE not in abilities.ABILITIES
    assert FAKE not in cards.KINDS and FAKE not in cards.UNIQUE_KINDS


def test_a_recipe_that_forgets_a_line_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """Take out of the unique district's recipe the lines naming the bots' values, or of the
    character's the lines naming the table's buttons: the check names exactly that table."""
    reporting = register_fake_unique(monkeypatch)
    recipe = RECIPE_TEXT["unique district"]
    assert unlisted(reporting, recipe) == []
    without = "\n".join(
        line for line in recipe.splitlines() if "UNIQUE_BONUS" not in line and "knowledge" not in line
    )
    assert unlisted(reporting, without) == ["citadels/ai/knowledge.py:UNIQUE_BONUS"]
    steps = next(t for t in COVERAGE if t.path.endswith("prompts/steps.py"))
    recipe = RECIPE_TEXT["character"]
    assert unlisted({steps}, recipe) == []
    assert unlisted({steps}, "\n".join(line for line in recipe.splitlines() if "steps" not in line)) == [
        str(steps)
    ]


# ---------------------------------------------------------------------- decisions and screens
def _sources() -> dict[str, str]:
    return {path: (ROOT / path).read_text(encoding="utf-8") for path in PACKAGE_FILES}


def per_kind_modules() -> set[str]:
    """The modules that handle each kind of decision or of action one by one: those naming more than
    half of `Decision`'s members, or more than half of `ACTION_TYPES`."""
    decisions = [d.name for d in Decision]
    actions = [t.__name__ for t in ACTION_TYPES]
    found = set()
    for path, text in _sources().items():
        named_decisions = {d for d in decisions if re.search(rf"\bDecision\.{d}\b", text)}
        named_actions = {a for a in actions if re.search(rf"\b{a}\b", text)}
        if len(named_decisions) * 2 > len(decisions) or len(named_actions) * 2 > len(actions):
            found.add(path)
    return found


def scene_importers() -> set[str]:
    """The modules that import more than half of the scenes of `app/scenes/`."""
    scenes = [p.stem for p in (PACKAGE / "app" / "scenes").glob("*.py") if p.stem not in {"__init__", "base"}]
    found = set()
    for path, text in _sources().items():
        imported = {s for s in scenes if re.search(rf"^from citadels\.app\.scenes\.{s} import", text, re.M)}
        if len(imported) * 2 > len(scenes):
            found.add(path)
    return found


def test_the_decision_recipe_names_every_module_with_a_branch_per_kind() -> None:
    modules = per_kind_modules()
    assert {"citadels/engine/dispatch.py", "citadels/app/table/prompts/decisions.py"} <= modules
    missing = sorted(modules - listed_files(RECIPE_TEXT["decision"]))
    assert not missing, f"ARCHITECTURE.md's recipe for a decision does not list {missing}"


def test_the_screen_recipe_names_every_module_importing_the_scenes() -> None:
    modules = scene_importers()
    assert "citadels/app/screens.py" in modules
    missing = sorted(modules - listed_files(RECIPE_TEXT["screen"]))
    assert not missing, f"ARCHITECTURE.md's recipe for a screen does not list {missing}"
