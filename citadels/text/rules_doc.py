"""The rules as a document: ``docs/RULES.md`` (English) and ``docs/REGLAS.md`` (Spanish), the same files
the README links to, bundled with the game and parsed here into sections and blocks for the in-game
rules screen. markdown-it-py parses the Markdown (with tables); this module only keeps what the screen
draws: headings, paragraphs, lists and tables of styled text runs.

No pygame here: the blocks are plain data, so tests can read the rules without a display.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token

from citadels.system.paths import bundle_folder

#: The rules file of each language (the Spanish one is the translation of the English contract).
RULES_FILES: dict[str, str] = {"en": "RULES.md", "es": "REGLAS.md"}


@dataclass(frozen=True)
class Run:
    """A piece of text in one style."""

    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False


Runs = tuple[Run, ...]


@dataclass(frozen=True)
class Heading:
    level: int
    runs: Runs


@dataclass(frozen=True)
class Paragraph:
    runs: Runs


@dataclass(frozen=True)
class ListBlock:
    items: tuple[Runs, ...]
    ordered: bool = False


@dataclass(frozen=True)
class Table:
    header: tuple[Runs, ...]
    rows: tuple[tuple[Runs, ...], ...]


Block = Heading | Paragraph | ListBlock | Table


@dataclass
class Section:
    """One ``## n. Title`` part of the document and everything under it."""

    number: int
    title: str
    blocks: list[Block] = field(default_factory=list)


@dataclass
class RulesDocument:
    title: str
    intro: list[Block]
    sections: list[Section]

    def section(self, number: int) -> Section:
        for section in self.sections:
            if section.number == number:
                return section
        raise KeyError(f"no section {number} in the rules")


def rules_path(lang: str, folder: Path | None = None) -> Path:
    """The rules document of ``lang`` in ``folder`` (the bundled ``docs/`` unless given)."""
    return (folder or bundle_folder("docs")) / RULES_FILES.get(lang, RULES_FILES["en"])


def plain(runs: Runs) -> str:
    return "".join(run.text for run in runs)


def _inline(token: Token) -> Runs:
    """The styled runs of an inline token (bold, italic, code; links keep their text)."""
    runs: list[Run] = []
    bold = italic = 0
    for child in token.children or []:
        kind = child.type
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            italic += 1
        elif kind == "em_close":
            italic -= 1
        elif (kind == "text" or kind == "html_inline") and child.content:
            runs.append(Run(child.content, bold > 0, italic > 0))
        elif kind == "code_inline":
            runs.append(Run(child.content, bold > 0, italic > 0, code=True))
        elif kind in ("softbreak", "hardbreak"):
            runs.append(Run(" ", bold > 0, italic > 0))
    merged: list[Run] = []
    for run in runs:  # neighbours in the same style become one run
        if merged and (merged[-1].bold, merged[-1].italic, merged[-1].code) == (
            run.bold,
            run.italic,
            run.code,
        ):
            merged[-1] = Run(merged[-1].text + run.text, run.bold, run.italic, run.code)
        else:
            merged.append(run)
    return tuple(merged)


def _blocks(tokens: list[Token]) -> list[tuple[str, object]]:
    """Flatten markdown-it's token stream into ("h2", runs), ("p", runs), ("ul"/"ol", items),
    ("table", (header, rows))."""
    out: list[tuple[str, object]] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == "heading_open":
            out.append((tok.tag, _inline(tokens[i + 1])))
            i += 3
            continue
        if tok.type == "paragraph_open":
            out.append(("p", _inline(tokens[i + 1])))
            i += 3
            continue
        if tok.type in ("bullet_list_open", "ordered_list_open"):
            close = tok.type.replace("_open", "_close")
            depth, items, j = 0, [], i + 1
            current: list[Run] = []
            while j < len(tokens):
                t = tokens[j]
                if t.type == tok.type:
                    depth += 1
                elif t.type == close:
                    if depth == 0:
                        break
                    depth -= 1
                elif t.type == "list_item_close" and depth == 0:
                    items.append(tuple(current))
                    current = []
                elif t.type == "inline":
                    if current:
                        current.append(Run(" "))
                    current.extend(_inline(t))
                j += 1
            out.append(("ol" if tok.type == "ordered_list_open" else "ul", tuple(items)))
            i = j + 1
            continue
        if tok.type == "table_open":
            header: list[Runs] = []
            rows: list[tuple[Runs, ...]] = []
            row: list[Runs] = []
            in_head = False
            j = i + 1
            while tokens[j].type != "table_close":
                t = tokens[j]
                if t.type == "thead_open":
                    in_head = True
                elif t.type == "thead_close":
                    in_head = False
                elif t.type == "tr_open":
                    row = []
                elif t.type == "inline":
                    row.append(_inline(t))
                elif t.type == "tr_close":
                    if in_head:
                        header = row
                    else:
                        rows.append(tuple(row))
                j += 1
            out.append(("table", (tuple(header), tuple(rows))))
            i = j + 1
            continue
        i += 1
    return out


_SECTION = re.compile(r"^(\d+)\.\s*(.+)$")


def parse_rules(markdown: str) -> RulesDocument:
    """Sections ``## n. Title`` with their blocks; what comes before the first is the intro."""
    parser = MarkdownIt("commonmark").enable("table")
    title = ""
    intro: list[Block] = []
    sections: list[Section] = []
    for kind, value in _blocks(parser.parse(markdown)):
        target = sections[-1].blocks if sections else intro
        if kind == "h1":
            title = plain(value)  # type: ignore[arg-type]
        elif kind == "h2":
            text = plain(value)  # type: ignore[arg-type]
            match = _SECTION.match(text)
            number = int(match.group(1)) if match else len(sections) + 1
            sections.append(Section(number, match.group(2) if match else text))
        elif kind.startswith("h"):
            target.append(Heading(int(kind[1:]), value))  # type: ignore[arg-type]
        elif kind == "p":
            target.append(Paragraph(value))  # type: ignore[arg-type]
        elif kind in ("ul", "ol"):
            target.append(ListBlock(value, ordered=kind == "ol"))  # type: ignore[arg-type]
        elif kind == "table":
            header: tuple[Runs, ...]
            rows: tuple[tuple[Runs, ...], ...]
            header, rows = value  # type: ignore[misc]
            target.append(Table(header, rows))
    return RulesDocument(title, intro, sections)


# The contract's notes on where a ruling comes from ("Castillo (seed)", "(optional set; seed:
# ciudad-oscura)", "(reglamento)", "(the seed: ...)", "(*ours*: the seed forbids ...)"): for whoever
# checks the rules against the rulebooks, not for a player reading them in the game.
_SOURCE_NOTE = re.compile(r" ?\((?:the )?(?:seed|reglamento|seed text|texto del reglamento)(?:[: ][^()]*)?\)")
_SOURCE_TAIL = re.compile(r"[;:]\s*(?:the |el )?(?:seed|reglamento)\b[^()]*(?=\))")


def for_players(markdown: str) -> str:
    """The rules without their notes on sources (the document itself keeps them)."""
    return _SOURCE_TAIL.sub("", _SOURCE_NOTE.sub("", markdown))


@lru_cache(maxsize=4)
def _load(path: str, mtime: float) -> RulesDocument:
    return parse_rules(for_players(Path(path).read_text(encoding="utf-8")))


def load_rules(lang: str, folder: Path | None = None) -> RulesDocument:
    """The parsed rules in ``lang`` (English for any other language). Raises OSError when the file
    is missing (the rules screen shows that instead of crashing)."""
    path = rules_path(lang, folder)
    return _load(str(path), path.stat().st_mtime)
