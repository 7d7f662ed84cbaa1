"""A character is named in at most 8 modules under `citadels/` (issue 34: the character as the unit of
change).

Whoever changes a character must find every place that treats it specially, and find them in few
modules: the per-layer tables keyed by the character (`tests/test_character_tables.py`) and the
modules they lead to by go-to-definition. This test reads the package's *code* (the AST, not the text)
and counts, for each character of `engine.CHARACTERS` (Classic, Dark City and the rank-9 cards), the
modules that name it:

- a string constant equal to its id (`"navigator"`);
- its spec's constant in `engine/characters.py` as a name or an attribute (`NAVIGATOR`,
  `characters.NAVIGATOR`);
- an identifier whose words contain the character's name, or its plural: a function, class,
  variable, attribute, parameter, keyword argument, imported name or module, a `case` pattern's
  field, the module's own file name (`NavigatorGold`, `_navigator`, `navigator_bonus`, `thief=`,
  `case GoldStolen(thief=...)`). An identifier's words are its underscore-separated and CamelCase
  parts, so a name must be a whole word: "king" is not in `making` nor "witch" in `switch`;
  `tax_collector` needs both words, in order.

Docstrings and comments are prose and do not count. One homonym is set aside explicitly: the app's
`Navigator` (`citadels/app/scene.py`) is the protocol through which a scene reaches other screens — a
navigator in the sense of a browser's, which has nothing to do with the Dark City character; the
class and every reference that resolves to it (imported from `citadels.app.scene`, or reached as
`scene.Navigator`) are not counted. Any other identifier `Navigator` counts.

Run as a script (`python tests/test_character_modules.py`) it prints every character's count and
modules.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from citadels.engine import CHARACTERS
from citadels.engine import characters as registry
from citadels.engine.characters import CharacterSpec

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"

#: The most modules under `citadels/` whose code may name one character.
MAX_MODULES = 8

#: The spec constants of `engine/characters.py`, by character id (`"navigator"`: `"NAVIGATOR"`).
SPEC_CONSTANTS: dict[str, frozenset[str]] = {
    name: frozenset(k for k, v in vars(registry).items() if v is spec) for name, spec in CHARACTERS.items()
}

#: The module that defines the app's scene `Navigator` (a homonym of the character, see above).
SCENE_MODULE = "citadels.app.scene"
SCENE_NAVIGATOR = "Navigator"

_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z]+|[0-9]+")


def words(identifier: str) -> tuple[str, ...]:
    """An identifier's words, lower case: its underscore-separated parts, each split at CamelCase
    (`NavigatorGold` → navigator, gold; `TAX_COLLECTOR` → tax, collector; `HTTPError` → http, error)."""
    return tuple(w.lower() for part in identifier.split("_") for w in _CAMEL.findall(part))


def _forms(word: str) -> frozenset[str]:
    """A word and its plurals (the Thieves, the Witches)."""
    irregular = {"thief": "thieves"}
    return frozenset({word, word + "s", word + "es", irregular.get(word, word)})


def names_character(identifier: str, character: str) -> bool:
    """Whether an identifier's words contain the character's words, in order (the last one may be
    plural)."""
    have, want = words(identifier), character.split("_")
    for i in range(len(have) - len(want) + 1):
        head, last = have[i : i + len(want) - 1], have[i + len(want) - 1]
        if list(head) == want[:-1] and last in _forms(want[-1]):
            return True
    return False


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(module: str, level: int, name: str | None, package: bool) -> str:
    """The absolute module of `from <level dots><name> import …` written in `module`."""
    if not level:
        return name or ""
    base = module.split(".") if package else module.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string constants that are prose: a bare string statement (the docstring of a
    module, class or function, or one documenting an attribute)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _scene_navigator_refs(module: str, tree: ast.Module, package: bool) -> set[int]:
    """The ids of the nodes that name the app's scene `Navigator`, not the character: its class
    definition, the names bound to it by an import from `citadels.app.scene` (and their uses), and
    `scene.Navigator` where `scene` is that module."""
    bound: set[str] = set()  # local names of the protocol
    modules: set[str] = set()  # local names of citadels.app.scene
    refs: set[int] = set()
    if module == SCENE_MODULE:
        bound.add(SCENE_NAVIGATOR)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _resolve(module, node.level, node.module, package)
            for alias in node.names:
                if source == SCENE_MODULE and alias.name == SCENE_NAVIGATOR:
                    bound.add(alias.asname or alias.name)
                    refs.add(id(alias))
                elif f"{source}.{alias.name}" == SCENE_MODULE:
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            modules.update(a.asname for a in node.names if a.name == SCENE_MODULE and a.asname)
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name in bound and module == SCENE_MODULE:
            refs.add(id(node))
        elif isinstance(node, ast.Name) and node.id in bound:
            refs.add(id(node))
        elif isinstance(node, ast.Attribute) and node.attr == SCENE_NAVIGATOR:
            if ast.unparse(node.value) in modules | {SCENE_MODULE}:
                refs.add(id(node))
    return refs


def _identifiers(node: ast.AST) -> Iterator[str]:
    """The identifiers a node spells (an import's dotted module gives each of its parts)."""
    if isinstance(node, ast.Name):
        yield node.id
    elif isinstance(node, ast.Attribute):
        yield node.attr
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        yield node.name
    elif isinstance(node, ast.arg):
        yield node.arg
    elif isinstance(node, ast.keyword) and node.arg:
        yield node.arg
    elif isinstance(node, ast.alias):
        yield from node.name.split(".")
        if node.asname:
            yield node.asname
    elif isinstance(node, ast.ImportFrom) and node.module:
        yield from node.module.split(".")
    elif isinstance(node, ast.Global | ast.Nonlocal):
        yield from node.names
    elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
        yield node.name
    elif isinstance(node, ast.MatchMapping) and node.rest:
        yield node.rest
    elif isinstance(node, ast.MatchClass):
        yield from node.kwd_attrs
    elif isinstance(node, ast.ExceptHandler) and node.name:
        yield node.name


def named_in(source: str, module: str = "m", package: bool = False) -> Iterator[tuple[int, str, str]]:
    """(line, character id, what names it) for each place the code of a module names a character."""
    tree = ast.parse(source)
    prose = _docstrings(tree)
    homonyms = _scene_navigator_refs(module, tree, package)
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str) and node.value in CHARACTERS and id(node) not in prose:
                yield line, node.value, repr(node.value)
            continue
        if id(node) in homonyms:
            continue
        for identifier in _identifiers(node):
            for name in CHARACTERS:
                if identifier in SPEC_CONSTANTS[name] or names_character(identifier, name):
                    yield line, name, identifier


def modules_naming() -> dict[str, dict[str, list[str]]]:
    """For each character id, the modules under `citadels/` (relative paths) whose code names it, each
    with where (`line:identifier`)."""
    found: dict[str, dict[str, list[str]]] = {name: {} for name in CHARACTERS}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        places: list[tuple[int, str, str]] = list(
            named_in(path.read_text(encoding="utf-8"), _module_name(path), path.name == "__init__.py")
        )
        places += [(0, name, path.stem) for name in CHARACTERS if names_character(path.stem, name)]
        for line, name, what in places:
            found[name].setdefault(rel, []).append(f"{line}:{what}")
    return found


def report(found: dict[str, dict[str, list[str]]]) -> str:
    return "\n".join(
        f"{name:14} {len(modules):2}  {' '.join(sorted(modules))}"
        for name, modules in sorted(found.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    )


def test_every_character_is_named_in_at_most_8_modules() -> None:
    """Each character is named in at most `MAX_MODULES` modules (before issue 34, main 2026-11-29:
    wizard 26, thief 25, artist 23, assassin and warlord 19, navigator and witch 17, diplomat 16,
    magician, abbot and queen 15, emperor 14, bishop 13, king 12, architect 11)."""
    found = modules_naming()
    over = {name: modules for name, modules in found.items() if len(modules) > MAX_MODULES}
    assert not over, f"characters named in more than {MAX_MODULES} modules:\n" + report(over)


def test_the_counter_counts_every_character() -> None:
    """Every registered character has its spec constant, and the count sees at least its registry."""
    found = modules_naming()
    for name, spec in CHARACTERS.items():
        assert isinstance(spec, CharacterSpec)
        assert SPEC_CONSTANTS[name], name
        assert "engine/characters.py" in found[name], name


def test_words_split_underscores_and_camel_case() -> None:
    assert words("NavigatorGold") == ("navigator", "gold")
    assert words("_navigator_bonus") == ("navigator", "bonus")
    assert words("TAX_COLLECTOR") == ("tax", "collector")
    assert words("TaxCollectorLevy") == ("tax", "collector", "levy")
    assert words("HTTPError") == ("http", "error")
    assert words("making") == ("making",)


def test_the_counter_sees_each_way_of_naming_a_character() -> None:
    """Each way the module docstring lists is caught, once per character; prose, words that only look
    alike and the app's scene `Navigator` are not."""
    source = (
        '"""The thief and the king: a docstring is prose."""\n'
        "from citadels.engine.characters import WARLORD\n"
        "from citadels.app.scene import Navigator\n"
        "# the bishop: a comment is prose\n"
        "class NavigatorGold:\n"
        '    """The navigator: prose."""\n'
        "    def f(self, nav: Navigator, _abbot: int, making: int, switch: int) -> None:\n"
        '        a = "assassin"\n'
        "        b = self.magician_bonus\n"
        "        c = g(thief=1)\n"
        "        d = characters.TAX_COLLECTOR\n"
        "        e = TaxCollector\n"
        "        h = collector_tax  # the words out of order\n"
        '        i = "Witch: the name in a sentence"\n'
        "        j = kings + emperor_s\n"
        "        match x:\n"
        "            case GoldStolen(merchant=m, architect_seat=q):\n"
        "                pass\n"
        "        def diplomat(): ...\n"
        "        return queen_gold, wizard\n"
        "artist: int = 1\n"
        "class Alchemists: ...\n"
    )
    found = sorted({name for _, name, _ in named_in(source)})
    assert found == sorted(
        [
            "abbot",
            "alchemist",
            "architect",
            "artist",
            "assassin",
            "diplomat",
            "emperor",
            "king",
            "magician",
            "merchant",
            "navigator",
            "queen",
            "tax_collector",
            "thief",
            "warlord",
            "wizard",
        ]
    )
    navigators = [what for _, name, what in named_in(source) if name == "navigator"]
    assert navigators == ["NavigatorGold"], "the scene protocol is not the character"
    assert not [w for _, name, w in named_in(source) if name in ("bishop", "witch")]


def test_only_the_scene_protocol_named_navigator_is_set_aside() -> None:
    """A `Navigator` that is not imported from `citadels.app.scene` is the character, and so is one
    defined anywhere else; in the scene module itself the protocol is set aside."""
    elsewhere = "class Navigator: ...\nx: Navigator\n"
    assert [name for _, name, _ in named_in(elsewhere, "citadels.app.other")] == ["navigator", "navigator"]
    assert not list(named_in(elsewhere, SCENE_MODULE))
    via_module = "from citadels.app import scene\nx: scene.Navigator\ny: other.Navigator\n"
    assert [w for _, _, w in named_in(via_module, "citadels.app.screens")] == ["Navigator"]


if __name__ == "__main__":
    sys.stdout.write(report(modules_naming()) + "\n")
