"""Translations: every message in the code is translated in both catalogs, switching language works,
and the Spanish names of the cards are the ones in RULES.md."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest

from citadels.engine.cards import KINDS, DistrictType
from citadels.engine.characters import CLASSIC_CHARACTERS
from citadels.system.paths import BundleError
from citadels.text import i18n

ROOT = Path(__file__).resolve().parent.parent

# docs/RULES.md §4 and §5 (checked against it below)
SPANISH_CHARACTERS = {
    "assassin": "Asesino", "thief": "Ladrón", "magician": "Mago", "king": "Rey",
    "bishop": "Obispo", "merchant": "Mercader", "architect": "Arquitecto", "warlord": "Condotiero",
}  # fmt: skip
SPANISH_DISTRICTS = {
    "manor": "Señorío", "castle": "Castillo", "palace": "Palacio", "temple": "Templo", "church": "Iglesia",
    "monastery": "Monasterio", "cathedral": "Catedral", "tavern": "Taberna", "market": "Mercado",
    "trading_post": "Tienda", "docks": "Almacenes", "harbor": "Puerto", "town_hall": "Ayuntamiento",
    "watchtower": "Atalaya", "prison": "Prisión", "battlefield": "Cuartel", "fortress": "Fortaleza",
    "haunted_city": "Patio de los Milagros", "keep": "Torreón", "laboratory": "Laboratorio", "smithy": "Fábrica",
    "observatory": "Observatorio", "graveyard": "Cementerio", "dragon_gate": "Puerta del Dragón",
    "university": "Universidad", "library": "Biblioteca", "great_wall": "Gran Muralla",
    "school_of_magic": "Escuela de Magia", "imperial_treasury": "Tesoro Imperial", "map_room": "Sala de Mapas",
    # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4, §9.12.4)
    "basilica": "Basílica", "capitol": "Capitolio", "ivory_tower": "Torre de Marfil", "monument": "Monumento",
    "secret_vault": "Cámara Secreta", "statue": "Estatua", "wishing_well": "Fuente de los Deseos",
    "gold_mine": "Mina de Oro", "park": "Parque", "poor_house": "Hospicio", "stables": "Establos",
    "quarry": "Cantera",
    # d16b: the 2016 box's districts with payments (RULES.md §9.4, §9.12 (4))
    "factory": "Manufactura", "thieves_den": "Guarida de Ladrones", "framework": "Andamiaje",
    "necropolis": "Necrópolis", "armory": "Polvorín", "museum": "Museo",
    "theater": "Teatro",
}  # fmt: skip


@pytest.fixture(autouse=True)
def english_afterwards() -> None:
    yield
    i18n.set_language("en")


def test_every_message_in_the_code_is_translated_in_both_catalogs() -> None:
    tools_i18n = pytest.importorskip("tools.i18n", reason="babel (dev extra) extracts the messages")
    problems = tools_i18n.find_problems(ROOT)
    assert not problems, (
        "translation problems (run `python tools/i18n.py update` and translate):\n" + "\n".join(problems)
    )


def test_extraction_finds_the_ui_and_data_strings() -> None:
    tools_i18n = pytest.importorskip("tools.i18n")
    catalog = tools_i18n.extract_catalog(ROOT)
    assert catalog.get("New game") is not None
    assert catalog.get("Keep", context="district") is not None
    assert catalog.get(("{n} copy", "{n} copies")) is not None


def test_switching_language_changes_the_text_and_notifies() -> None:
    heard: list[str] = []
    i18n.add_listener(heard.append)
    try:
        i18n.set_language("en")
        before = i18n.language_version()
        assert i18n._("New game") == "New game"
        assert i18n.set_language("es") == "es"
        assert i18n.current_language() == "es"
        assert i18n._("New game") == "Nueva partida"
        assert i18n.ngettext("{n} copy", "{n} copies", 1) == "{n} copia"
        assert i18n.ngettext("{n} copy", "{n} copies", 3) == "{n} copias"
        assert i18n.district_type_name(DistrictType.TRADE) == "Comercial"
        assert i18n.language_version() > before
        i18n.set_language("en")
        assert i18n._("New game") == "New game"
        assert heard == ["es", "en"]
    finally:
        i18n.remove_listener(heard.append)


def test_unknown_text_falls_back_to_the_source() -> None:
    i18n.set_language("es")
    assert i18n._("A sentence nobody translated") == "A sentence nobody translated"
    assert i18n.set_language("fr") == "en"  # unknown languages fall back to English


def test_spanish_names_match_the_rules() -> None:
    i18n.set_language("es")
    assert len(CLASSIC_CHARACTERS) == 8 and len(KINDS) == len(SPANISH_DISTRICTS)
    for spec in CLASSIC_CHARACTERS:
        assert i18n.character_name(spec.name) == SPANISH_CHARACTERS[spec.name]
    for name in KINDS:
        assert i18n.district_name(name) == SPANISH_DISTRICTS[name]


def test_the_expected_names_are_the_ones_in_rules_md() -> None:
    body = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    table_names = set(
        re.findall(
            r"^\|\s*(?:\d\s*\|\s*)?[A-Z][A-Za-z' ]+\s*\|\s*([^|(]+?)\s*(?:\(seed[^)]*\))?\s*\|", body, re.M
        )
    )
    for spanish in [*SPANISH_CHARACTERS.values(), *SPANISH_DISTRICTS.values()]:
        assert spanish in table_names, spanish


def test_english_names_and_texts() -> None:
    i18n.set_language("en")
    assert i18n.district_name("haunted_city") == "Haunted City"
    assert i18n.character_name("warlord") == "Warlord"
    assert "Keep" in i18n.district_effect_text("keep")
    assert i18n.district_effect_text("manor") == ""
    assert i18n.character_ability_text("architect")
    for name in KINDS:
        if KINDS[name].dtype == DistrictType.UNIQUE:
            assert i18n.district_effect_text(name), name
    assert i18n.district_name("no_such_place") == "No Such Place"


def test_po_reader_agrees_with_compiled_catalog(tmp_path: Path) -> None:
    """Reading a .po (polib) must give what babel's compiled .mo gives."""
    pytest.importorskip("babel")
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for lang in i18n.LANGUAGES:
        po = ROOT / "locales" / lang / "LC_MESSAGES" / "citadels.po"
        with po.open("rb") as fp:
            catalog = read_po(fp, locale=lang)
        mo = tmp_path / f"{lang}.mo"
        with mo.open("wb") as fp:
            write_mo(fp, catalog)
        with mo.open("rb") as fp:
            compiled = gettext.GNUTranslations(fp)
        parsed = i18n.po_translations(po)
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                for n in (1, 2, 5):
                    if message.context:
                        assert parsed.npgettext(message.context, *message.id, n) == compiled.npgettext(
                            message.context, *message.id, n
                        )
                    else:
                        assert parsed.ngettext(*message.id, n) == compiled.ngettext(*message.id, n)
            elif message.context:
                assert parsed.pgettext(message.context, message.id) == compiled.pgettext(
                    message.context, message.id
                )
            else:
                assert parsed.gettext(message.id) == compiled.gettext(message.id)


def test_po_reader_handles_escapes_fuzzy_and_plurals(tmp_path: Path) -> None:
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#, fuzzy\nmsgid "Guess"\nmsgstr "Adivinanza"\n\n'
        'msgid "Line\\none \\"quoted\\""\nmsgstr ""\n"Línea\\nuna "\n"\\"citada\\""\n\n'
        'msgctxt "district"\nmsgid "Keep"\nmsgstr "Torreón"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} cartas"\n\n'
        'msgid "Empty"\nmsgstr ""\n',
        encoding="utf-8",
    )
    t = i18n.po_translations(po)
    assert t.gettext("Guess") == "Guess"  # fuzzy entries are not used
    assert t.gettext('Line\none "quoted"') == 'Línea\nuna "citada"'
    assert t.pgettext("district", "Keep") == "Torreón"
    assert t.gettext("Keep") == "Keep"
    assert t.ngettext("{n} card", "{n} cards", 1) == "{n} carta"
    assert t.ngettext("{n} card", "{n} cards", 4) == "{n} cartas"
    assert t.gettext("Empty") == "Empty"


def test_a_missing_or_broken_catalog_is_an_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No silent English: the catalog is read from the bundle, and a missing or unreadable one is a
    BundleError that names the file."""
    folder = tmp_path / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "citadels.po"
    with monkeypatch.context() as patch:
        patch.setattr("citadels.system.paths.bundle_folder", lambda folder: tmp_path)
        with pytest.raises(BundleError, match=re.escape(str(po))):
            i18n.load_translations("es")
        po.write_text('msgid ""\nmsgstr ""\n\nmsgid "Hi"\nmsgstr "Hola"\n', encoding="utf-8")
        assert i18n.load_translations("es").gettext("Hi") == "Hola"
        po.write_text('msgid "Hi"\nmsgstr "Hola"\nthis is not a catalog\n', encoding="utf-8")
        with pytest.raises(BundleError, match=re.escape(str(po))):
            i18n.load_translations("es")


@pytest.mark.parametrize(
    ("env", "expected"),
    [({"LANG": "es_ES.UTF-8"}, "es"), ({"LANG": "es_MX"}, "es"), ({"LANG": "en_GB.UTF-8"}, "en"),
     ({"LANGUAGE": "es:en", "LANG": "C"}, "es"), ({"LANG": "fr_FR.UTF-8"}, "en")],
)  # fmt: skip
def test_default_language_from_the_os(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str
) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert i18n.default_language() == expected


# ------------------------------------------------------------------------------------------------
# No sentence depends on a player's gender (Spanish), and bots are "they" (English)
# ------------------------------------------------------------------------------------------------

#: placeholders that stand for a player (a person or a bot)
_PERSON = r"\{(?:name|player|seat|target|winner|thief|victim|others)\}"
_GENDERED_WORD = (
    r"(?:el|la|los|las|un|una) (?:primer[oa]|últim[oa]|únic[oa]|rival|jugador[a]?|ganador[a]?|perdedor[a]?)"
    r"|primer[oa]|últim[oa]|sol[oa]|mism[oa]|list[oa]|segur[oa]|asesinad[oa]|robad[oa]|hechizad[oa]"
    r"|coronad[oa]|bienvenid[oa]|ganador[a]?|perdedor[a]?|elegid[oa]|preparad[oa]"
)
_GENDER_PATTERNS = [
    # "¡{name} completa su ciudad el primero!", "{name} es el ganador", "{seat}, el rival más peligroso"
    re.compile(_PERSON + r"[^.;:!?{}]{0,40}?\b(?:" + _GENDERED_WORD + r")\b", re.I),
    # "Asesinado: {name}", "Ganador: {name}"
    re.compile(r"\b(?:" + _GENDERED_WORD + r")\s*:\s*" + _PERSON, re.I),
    # the reader themself: "a ti mismo", "cuando estés listo", "¿estás seguro?"
    re.compile(
        r"\b(?:ti|sí) mism[oa]s?\b|\b(?:estés|estás|eres|seas|quedas) (?:list|segur|preparad|sol)[oa]s?\b",
        re.I,
    ),
]
# where a placeholder is followed by a word that agrees with a *character* or a card, not a person
_ALLOWED = re.compile(
    r"\{(?:[Ee]l_|al_|del_)?character\}|\{district\}|\bsolo\b(?= \{| obtiene| sirve| para| tú| debe)", re.I
)


def gendered_spanish(text: str) -> list[str]:
    """The pieces of a Spanish message that assume the gender of a player (or of the reader)."""
    found = []
    for pattern in _GENDER_PATTERNS:
        for match in pattern.finditer(text):
            piece = match.group(0)
            if _ALLOWED.search(piece):
                continue
            found.append(piece)
    return found


def test_the_gender_check_catches_the_old_sentences() -> None:
    assert gendered_spanish("¡{name} completa su ciudad el primero! Esta es la última ronda.")
    assert gendered_spanish("destruye {district} de {seat}, el rival más peligroso")
    assert gendered_spanish("Asesinado: {name}")
    assert gendered_spanish("No puedes asesinarte a ti mismo.")
    assert gendered_spanish("Haz clic en cualquier sitio cuando estés listo")
    assert gendered_spanish("{winner} es la ganadora")
    assert not gendered_spanish("¡{name} completa su ciudad antes que nadie!")
    assert not gendered_spanish("{name} es el {character}.")
    assert not gendered_spanish("Ahora solo {name} debe mirar la pantalla.")


def test_spanish_never_assumes_a_players_gender() -> None:
    import polib

    po = polib.pofile(str(ROOT / "locales" / "es" / "LC_MESSAGES" / "citadels.po"))
    problems = []
    for entry in po.translated_entries():
        for text in [entry.msgstr, *entry.msgstr_plural.values()]:
            for piece in gendered_spanish(text):
                problems.append(f"{entry.msgid!r} -> {text!r}: {piece!r}")
    assert not problems, "Spanish that depends on a player's gender:\n" + "\n".join(problems)


def test_bots_are_they_in_english() -> None:
    from citadels.ai import messages

    it_for_a_bot = re.compile(
        r"\bits (?:turn|city|hand|income)\b|\bit (?:has|can|cannot|would|is)\b|\bto it\b"
    )
    offenders = [key for key in messages.ALL_KEYS if it_for_a_bot.search(key)]
    assert not offenders, offenders
    assert any("their turn" in key for key in messages.ALL_KEYS)


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "counts as a noble district"), ("es", "cuenta como un distrito noble")]
)
def test_a_district_type_inside_a_sentence_is_lower_case(lang: str, expected: str) -> None:
    """ "each Noble district" / "distrito Militar" read as typos mid-sentence (a play-tester's note);
    the capital stays on labels (the type badge, a column heading)."""
    from citadels.app.table.prompts.uniques import _school_tip

    i18n.set_language(lang)
    try:
        assert expected in _school_tip(DistrictType.NOBLE)
        assert i18n.district_type_name(DistrictType.NOBLE)[0].isupper()
    finally:
        i18n.set_language("en")
