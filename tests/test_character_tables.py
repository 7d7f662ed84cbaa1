"""Characters and unique districts are found through tables keyed by them, never by comparing
their names as strings.

Every layer that treats characters differently has a table keyed by the character (its spec or its
id) — the engine's abilities, the bots' knowledge, the prompts, the art, the words — and each has a
test that it covers `engine.CHARACTERS` (and the unique districts `engine.UNIQUES_FOR_2016_DECK`). Outside those
tables no code compares a name with a character's or a unique district's id (`name == "bishop"`,
`name in ("thief", ...)`, `case "navigator":`, or a string constant standing for one): it compares the
spec or the kind itself (`spec is BISHOP`, `c.kind is KEEP`), which mypy and a rename follow.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

from coverage_tables import PASSIVE_FLAGS

from citadels.ai import knowledge
from citadels.app import cardart
from citadels.app.table.prompts.steps import ABILITIES as PROMPT_ABILITIES
from citadels.engine import CHARACTERS, CLASSIC_CHARACTERS, KINDS, UNIQUES_FOR_2016_DECK
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from citadels.system import bundle
from citadels.text import i18n

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"
IDS = frozenset(CHARACTERS) | frozenset(UNIQUES_FOR_2016_DECK)

#: The modules that define the ids (the registries themselves).
TABLE_MODULES = frozenset({"engine/characters.py", "engine/cards.py"})


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _paths() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _ids_in(node: ast.AST | None) -> list[str]:
    """The ids a constant expression spells: a string, or a tuple/list/set whose every element is one
    (a tuple of event fields that happens to hold "thief" beside "victim" is no test of a character)."""
    if isinstance(node, ast.Constant) and node.value in IDS:
        return [node.value]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in {"frozenset", "set"}
    ):
        return [i for a in node.args for i in _ids_in(a)]
    if isinstance(node, ast.Tuple | ast.List | ast.Set) and node.elts:
        ids = [_ids_in(e) for e in node.elts]
        return [i for each in ids for i in each] if all(ids) else []
    return []


@functools.cache
def _constants() -> dict[str, dict[str, list[str]]]:
    """Per module, its module-level names bound to an id or a collection of ids (`KING = "king"`)."""
    out: dict[str, dict[str, list[str]]] = {}
    for path in _paths():
        names: dict[str, list[str]] = {}
        for stmt in ast.parse(path.read_text(encoding="utf-8")).body:
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(stmt, ast.Assign):
                targets, value = stmt.targets, stmt.value
            elif isinstance(stmt, ast.AnnAssign):
                targets, value = [stmt.target], stmt.value
            for t in targets:
                if isinstance(t, ast.Name) and _ids_in(value):
                    names[t.id] = _ids_in(value)
                elif isinstance(t, ast.Tuple) and isinstance(value, ast.Tuple):
                    for name, v in zip(t.elts, value.elts, strict=False):
                        if isinstance(name, ast.Name) and _ids_in(v):
                            names[name.id] = _ids_in(v)
        out[_module_name(path)] = names
    return out


def _resolve(module: str, level: int, name: str | None, package: bool) -> str:
    if not level:
        return name or ""
    base = module.split(".") if package else module.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _aliases(path: Path, tree: ast.Module) -> dict[str, list[str]]:
    """The names this module can use for ids: its own constants, those it imports, and those of the
    modules it imports (`tells.CLASSIC`)."""
    module = _module_name(path)
    constants = _constants()
    found = dict(constants.get(module, {}))
    for stmt in ast.walk(tree):
        if isinstance(stmt, ast.ImportFrom):
            source = _resolve(module, stmt.level, stmt.module, path.name == "__init__.py")
            for alias in stmt.names:
                ids = constants.get(source, {}).get(alias.name)
                if ids:
                    found[alias.asname or alias.name] = ids
                as_module = f"{source}.{alias.name}" if source else alias.name
                for name, ids in constants.get(as_module, {}).items():
                    found[f"{alias.asname or alias.name}.{name}"] = ids
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                for name, ids in constants.get(alias.name, {}).items():
                    found[f"{alias.asname or alias.name}.{name}"] = ids
    return found


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _compared(node: ast.expr, aliases: dict[str, list[str]]) -> list[str]:
    if isinstance(node, ast.Subscript):
        node = node.value
    if _dotted(node) in aliases:
        return aliases[_dotted(node)]
    if isinstance(node, ast.Tuple | ast.List | ast.Set) and node.elts:
        ids = [_compared(e, aliases) for e in node.elts]
        return [i for each in ids for i in each] if all(ids) else []
    return _ids_in(node)


def _comparisons(tree: ast.AST, aliases: dict[str, list[str]]) -> Iterator[tuple[int, str]]:
    """(line, id) for each id compared in `tree` (==, !=, is, in, a `case` value)."""
    for node in ast.walk(tree):
        operands: list[ast.expr] = []
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            operands = [node.value]
        for operand in operands:
            for i in _compared(operand, aliases):
                yield operand.lineno, i


def name_comparisons() -> Iterator[str]:
    """Every comparison with a character's or unique district's id outside the registries, as
    `path:line id`."""
    for path in _paths():
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in TABLE_MODULES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, i in _comparisons(tree, _aliases(path, tree)):
            yield f"{rel}:{line} {i}"


def test_no_character_or_unique_district_is_compared_by_name() -> None:
    """139 ids compared at 106 places in 22 modules before this test (main, 2026-11-29); none now."""
    found = list(name_comparisons())
    assert found == [], "\n".join(found)


def test_the_counter_sees_each_way_of_comparing_a_name() -> None:
    """The counter catches a comparison written any of the ways it names, and no other string."""
    source = (
        'K = "king"\n'
        "def f(name, key, c):\n"
        '    a = name == "bishop"\n'
        '    b = name in ("thief", "warlord")\n'
        "    d = name != K\n"
        '    e = c.kind.name == "keep"\n'
        "    match name:\n"
        '        case "navigator":\n'
        "            pass\n"
        "    f = name != tells.CLASSIC[1]\n"
        '    g = key in ("victim", "thief")\n'
        '    return name == "no such id"\n'
    )
    aliases = {"K": ["king"], "tells.CLASSIC": ["assassin", "thief"]}
    found = sorted(i for _, i in _comparisons(ast.parse(source), aliases))
    assert found == ["assassin", "bishop", "keep", "king", "navigator", "thief", "thief", "warlord"]


# ---------------------------------------------------------------------- the engine


def test_the_engine_gives_every_character_an_ability_or_a_passive_effect() -> None:
    """`abilities.ABILITIES` is keyed by registered characters, and a character it lacks acts
    through a flag of its spec: a character registered with neither would do nothing."""
    assert set(ENGINE_ABILITIES) <= set(CHARACTERS)
    for name, spec in CHARACTERS.items():
        assert name in ENGINE_ABILITIES or any(getattr(spec, f) for f in PASSIVE_FLAGS), name
    for name, ability in ENGINE_ABILITIES.items():
        assert ability.character == name
    kinds = [kind for ability in ENGINE_ABILITIES.values() for kind in ability.action_types]
    assert len(kinds) == len(set(kinds)), "an action type belongs to one character's ability"


# ---------------------------------------------------------------------- the bots' knowledge
def test_the_bots_value_every_character_and_unique_district() -> None:
    """`knowledge.CHARACTER_VALUES` is an explicit table (no module adds to it when imported): the
    characters `character_value` does not work out in its own branches — all but the classic eight —
    each have their value; every unique district has its bonus in `knowledge.UNIQUE_BONUS`."""
    specs = set(CHARACTERS.values())
    assert set(knowledge.CHARACTER_VALUES) == specs - set(CLASSIC_CHARACTERS)
    assert set(knowledge.UNIQUE_BONUS) == set(UNIQUES_FOR_2016_DECK)


#: The flags of `knowledge.CharacterPlay` that the strategies read as "the character that does it"
#: (`rank_where(view, does_murder)`): each must belong to one character, or they would mix two up.
ONE_CHARACTER_FLAGS = ("murders", "robs", "swaps_hands", "destroys", "tithes")


def test_the_bots_know_what_every_character_does() -> None:
    """`knowledge.PLAYS` (what a character does to the others, and the strategies' figures for it:
    Medium's, Careful's, the Rusher's, the Hoarder's) has an entry for every character, and each
    one-character flag belongs to exactly one of them."""
    assert set(knowledge.PLAYS) == set(CHARACTERS.values())
    for flag in ONE_CHARACTER_FLAGS:
        holders = [spec.name for spec, play in knowledge.PLAYS.items() if getattr(play, flag)]
        assert len(holders) == 1, (flag, holders)
    # the Classic ranks the tells read murders, thefts and hand swaps at
    assert [knowledge.classic_rank(does) for does in (knowledge.does_murder, knowledge.does_rob)] == [1, 2]
    assert knowledge.classic_rank(knowledge.does_swap_hands) == 3


# ---------------------------------------------------------------------- the prompts
def test_the_table_has_the_buttons_of_every_active_ability() -> None:
    """`steps.ABILITIES` (the buttons of a character's ability, by id) has an entry for each
    character whose engine ability it plays, and no other (`tests/app/test_table_prompts.py` drives
    each through the table)."""
    assert set(PROMPT_ABILITIES) == set(ENGINE_ABILITIES)
    assert set(PROMPT_ABILITIES) <= set(CHARACTERS)


# ---------------------------------------------------------------------- the words
def test_every_character_and_district_has_its_words() -> None:
    """The name and card text of each character (`i18n`), the third-person text the tutorial shows
    for it (`i18n` too), and the name and effect of each district."""
    assert set(i18n._character_names()) == set(CHARACTERS)
    assert set(i18n._character_abilities()) == set(CHARACTERS)
    assert set(i18n._character_abilities_of_another()) == set(CHARACTERS)
    assert set(i18n._district_names()) == set(KINDS)
    assert set(i18n._district_effects()) == set(UNIQUES_FOR_2016_DECK)  # the classic and the 2016 uniques
    for name in CHARACTERS:
        assert i18n.character_ability_of_another(name), name


# ---------------------------------------------------------------------- the art
def test_every_character_and_district_has_its_art() -> None:
    """A picture for each character and district kind, and a frame colour for each character: its
    income type's, or its own in `cardart.CHARACTER_COLOURS`."""
    assets = PACKAGE.parent / "assets"
    for name, spec in CHARACTERS.items():
        assert (assets / bundle.character_picture(name)).is_file(), name
        assert spec.income_type is not None or name in cardart.CHARACTER_COLOURS, name
    assert set(cardart.CHARACTER_COLOURS) <= set(CHARACTERS)
    for kind in KINDS:
        assert (assets / bundle.district_picture(kind)).is_file(), kind
