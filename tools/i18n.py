"""Translation maintenance for Ciudadelas (needs the dev extra: babel).

    python tools/i18n.py extract   # code -> locales/citadels.pot
    python tools/i18n.py update    # .pot -> locales/{es,en}/LC_MESSAGES/citadels.po (keeps translations)
    python tools/i18n.py compile   # .po -> .mo: checks that they compile (the game reads the .po files)
    python tools/i18n.py check     # non-zero exit listing untranslated, missing or fuzzy messages

English is the source language: ``update`` fills new English entries with their msgid, so the en
catalog is always complete; edit its msgstr to improve wording.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
POT = LOCALES / "citadels.pot"
DOMAIN = "citadels"
LANGUAGES = ("es", "en")
SOURCE_LANGUAGE = "en"
WIDTH = 100
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract_catalog(root: Path = ROOT) -> Catalog:
    """Every translatable message in the code, extracted in-process as ``pybabel extract`` would."""
    with (root / "babel.cfg").open(encoding="utf-8") as fp:
        method_map, options_map = parse_mapping_cfg(fp)
    catalog = Catalog(
        project="Ciudadelas",
        domain=DOMAIN,
        charset="utf-8",
        copyright_holder="the Ciudadelas authors",
        fuzzy=False,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        root,
        method_map,
        options_map,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def _read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=lang, domain=DOMAIN)


def _write(path: Path, catalog: Catalog, **options: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        # no line numbers: they churn on every edit and make catalog diffs unreadable
        write_po(fp, catalog, width=WIDTH, include_lineno=False, **options)  # type: ignore[arg-type]


def cmd_extract() -> int:
    catalog = extract_catalog()
    _write(POT, catalog, omit_header=False)
    print(f"{POT.relative_to(ROOT)}: {len(catalog)} messages")
    return 0


def _fill_source(catalog: Catalog) -> int:
    """English entries translate to themselves until someone improves them."""
    filled = 0
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            if not isinstance(message.string, tuple) or not all(message.string):
                message.string = tuple(message.id)
                filled += 1
        elif not message.string:
            message.string = message.id
            filled += 1
        if message.fuzzy and lang_is_source(catalog):
            message.flags.discard("fuzzy")
    return filled


def lang_is_source(catalog: Catalog) -> bool:
    return str(catalog.locale) == SOURCE_LANGUAGE


def _set_header(catalog: Catalog, lang: str) -> None:
    catalog.project = "Ciudadelas"
    catalog.version = ""
    catalog.copyright_holder = "the Ciudadelas authors"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "Ciudadelas team"
    catalog.language_team = {"es": "Spanish", "en": "English"}.get(lang, lang)
    catalog.fuzzy = False  # the header is maintained here, not guessed


def cmd_update() -> int:
    if not POT.exists():
        cmd_extract()
    with POT.open("rb") as fp:
        template = read_po(fp, domain=DOMAIN)
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            catalog = _read(path, lang)
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Ciudadelas", charset="utf-8")
            catalog.revision_date = datetime.now(UTC)
        # no fuzzy matching: a guessed translation is worse than an obviously missing one
        catalog.update(template, no_fuzzy_matching=True)
        _set_header(catalog, lang)
        filled = _fill_source(catalog) if lang == SOURCE_LANGUAGE else 0
        _write(path, catalog, ignore_obsolete=True)
        untranslated = sum(1 for m in catalog if m.id and not _translated(m))
        extra = f", {filled} filled from the source" if filled else ""
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {untranslated} untranslated{extra}")
    return 0


def cmd_compile() -> int:
    for lang in LANGUAGES:
        path = po_path(lang)
        catalog = _read(path, lang)
        mo = path.with_suffix(".mo")
        with mo.open("wb") as fp:
            write_mo(fp, catalog, use_fuzzy=False)
        print(f"{mo.relative_to(ROOT)}: compiled")
    return 0


def _translated(message: Message) -> bool:
    if isinstance(message.string, tuple):
        return bool(message.string) and all(message.string)
    return bool(message.string)


def _placeholders(text: str | Iterable[str]) -> set[str]:
    texts = [text] if isinstance(text, str) else list(text)
    return {p for t in texts for p in _PLACEHOLDER.findall(t or "")}


def _derived_fields() -> dict[str, tuple[str, ...]]:
    """Fields a translation may use in place of a msgid's placeholder (``{character}`` →
    ``{el_character}``, ``{al_character}``…): declared next to the code that fills them."""
    sys.path.insert(0, str(ROOT))
    try:
        from citadels.text.i18n import DERIVED_FIELDS
    finally:
        sys.path.remove(str(ROOT))
    return DERIVED_FIELDS


def placeholders_match(msgid: str | Iterable[str], msgstr: str | Iterable[str]) -> bool:
    """The translation uses exactly the msgid's placeholders, except that a placeholder with declared
    derived fields may be replaced by (or joined by) those fields, and only where the msgid has it."""
    wanted, used = _placeholders(msgid), _placeholders(msgstr)
    allowed = set(wanted)
    for field, derived in _derived_fields().items():
        if "{" + field + "}" in wanted:
            forms = {"{" + d + "}" for d in derived}
            allowed |= forms
            if forms & used:
                used = used | {"{" + field + "}"}  # a derived form stands for the placeholder itself
    return used <= allowed and wanted <= used


def _describe(message: Message) -> str:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    where = f" ({message.locations[0][0]}:{message.locations[0][1]})" if message.locations else ""
    ctx = f"[{message.context}] " if message.context else ""
    return f"{ctx}{msgid!r}{where}"


def find_problems(root: Path = ROOT) -> list[str]:
    """Human-readable problems: messages used in code that a catalog lacks, leaves empty, marks
    fuzzy, or translates with different ``{placeholders}``."""
    template = extract_catalog(root)
    problems: list[str] = []
    for lang in LANGUAGES:
        path = root / "locales" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not path.exists():
            problems.append(f"{lang}: missing catalog {path}")
            continue
        catalog = _read(path, lang)
        for message in template:
            if not message.id:
                continue
            found = catalog.get(message.id, context=message.context)
            if found is None:
                problems.append(f"{lang}: missing {_describe(message)}")
            elif found.fuzzy:
                problems.append(f"{lang}: fuzzy {_describe(message)}")
            elif not _translated(found):
                problems.append(f"{lang}: untranslated {_describe(message)}")
            elif not placeholders_match(message.id, found.string):
                problems.append(f"{lang}: placeholders differ in {_describe(message)}")
    return problems


def cmd_check() -> int:
    problems = find_problems()
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} translation problem(s)", file=sys.stderr)
        return 1
    print("translations complete")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", choices=("extract", "update", "compile", "check"))
    args = parser.parse_args(argv)
    commands = {"extract": cmd_extract, "update": cmd_update, "compile": cmd_compile, "check": cmd_check}
    return commands[args.command]()


if __name__ == "__main__":
    sys.exit(main())
