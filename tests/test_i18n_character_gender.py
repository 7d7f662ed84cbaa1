"""Spanish sentences agree with the character they name: "la Bruja", "a la Reina", "del Rey" — never
"el Bruja" or "al Reina". Every message with ``{character}`` is formatted with each of the 18
characters and searched for article or participle disagreement; the narration of real Dark City
games is searched too."""

from __future__ import annotations

import random
import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest

from citadels.engine import CHARACTERS, GameConfig, new_game_with_events
from citadels.text.i18n import (
    DERIVED_FIELDS,
    character_fields,
    character_gender,
    character_name,
    current_language,
    set_language,
)
from citadels.text.narrate import narrate

ROOT = Path(__file__).resolve().parent.parent
ES_PO = ROOT / "locales" / "es" / "LC_MESSAGES" / "citadels.po"

#: what a Spanish article or participle must look like before/after a name of each gender
_WRONG_BEFORE = {
    "m": r"\b(?:[Ll]a|[Uu]na|[Aa] la|[Dd]e la)",
    "f": r"(?:\b[Ee]l|\b[Aa]l|\b[Dd]el|\b[Uu]n)",
}
_PARTICIPLES = r"(?:asesinad|robad|hechizad|elegid|descartad|revelad|llamad|coronad)"
_WRONG_ENDING = {"m": "a", "f": "o"}


@pytest.fixture(autouse=True)
def restore_language() -> Iterator[None]:
    before = current_language()
    yield
    set_language(before)


def disagreements(text: str, shown: str, gender: str) -> list[str]:
    """The pieces of `text` where an article, participle or pronoun disagrees with the character name
    `shown` of grammatical `gender`: "el Bruja", "al Reina", "La Rey", "Reina asesinado", "a la Reina:
    probablemente lo tiene…"."""
    name = re.escape(shown)
    patterns = [
        _WRONG_BEFORE[gender] + r"\s+" + name + r"\b",
        r"\b" + name + r"\b[^.;:!?,]{0,25}?\b" + _PARTICIPLES + _WRONG_ENDING[gender] + r"s?\b",
    ]
    found = [m.group(0) for pattern in patterns for m in re.finditer(pattern, text)]
    if gender == "f":
        # "robarlo", "lo tiene" standing for a feminine character — fine when "personaje" comes between
        pronoun = r"(?:\b\w+(?:ar|er|ir)lo\b|\blo (?:tiene|tenga|tenía|tendrá)\b)"
        for m in re.finditer(r"\b" + name + r"\b([^.;!?]{0,60}?)" + pronoun, text):
            if "personaje" not in m.group(1):
                found.append(m.group(0))
    return found


def _spanish_messages(po_path: Path = ES_PO) -> list[polib.POEntry]:
    po = polib.pofile(str(po_path))
    fields = {"{character}"} | {"{" + f + "}" for f in DERIVED_FIELDS["character"]}
    return [e for e in po.translated_entries() if any(f in e.msgid or f in e.msgstr for f in fields)]


class _Dummy(dict[str, object]):
    """Fills every other placeholder with a neutral value."""

    def __missing__(self, key: str) -> object:
        return 7


def _format(template: str, fields: dict[str, str]) -> str:
    return string.Formatter().vformat(template, (), _Dummy(fields))


def catalog_disagreements(po_path: Path = ES_PO) -> list[str]:
    set_language("es")
    problems = []
    for entry in _spanish_messages(po_path):
        for name in CHARACTERS:
            fields = character_fields(name)
            text = _format(entry.msgstr, fields)
            for piece in disagreements(text, fields["character"], character_gender(name)):
                problems.append(f"{entry.msgid!r} with {name}: {piece!r} in {text!r}")
    return problems


def test_spanish_gender_table() -> None:
    set_language("es")
    assert character_name("queen") == "Reina" and character_gender("queen") == "f"
    assert character_name("witch") == "Bruja" and character_gender("witch") == "f"
    feminine = {n for n in CHARACTERS if character_gender(n) == "f"}
    assert feminine == {"witch", "queen"}  # Artista is epicene and takes "el" here
    assert character_fields("queen") == {
        "character": "Reina", "el_character": "la Reina", "El_character": "La Reina",
        "al_character": "a la Reina", "del_character": "de la Reina",
    }  # fmt: skip
    assert character_fields("king")["al_character"] == "al Rey"
    assert character_fields("artist")["del_character"] == "del Artista"
    set_language("en")
    assert character_fields("queen")["el_character"] == "the Queen"
    assert character_gender("queen") == "m"  # English names have no grammatical gender here


def test_the_disagreement_check_catches_wrong_pairs() -> None:
    assert disagreements("Carmen es el Bruja.", "Bruja", "f")
    assert disagreements("Se llama al Reina… nadie responde.", "Reina", "f")
    assert disagreements("El Reina fue asesinado y calla", "Reina", "f")
    assert disagreements("toma la Rey por la corona", "Rey", "m")
    assert disagreements("roba a la Reina: probablemente lo tiene Ana", "Reina", "f")
    assert disagreements("Nadie tenía a la Bruja asesinado.", "Bruja", "f")
    assert not disagreements("Carmen es la Bruja.", "Bruja", "f")
    assert not disagreements("Se llama a la Reina… nadie responde.", "Reina", "f")
    assert not disagreements(
        "La Reina es tu otro personaje: asesinarlo solo te haría perder su turno.", "Reina", "f"
    )
    assert not disagreements("Nadie tenía a la Reina, el personaje asesinado.", "Reina", "f")


def test_every_spanish_character_message_agrees_with_every_character() -> None:
    entries = _spanish_messages()
    assert len(entries) >= 50  # the check really ran over the character messages
    problems = catalog_disagreements()
    assert not problems, "\n".join(problems[:40])


def test_the_old_catalog_would_fail(tmp_path: Path) -> None:
    """The masculine-only catalog ("es el {character}", "al {character}") is what this test exists for."""
    text = ES_PO.read_text(encoding="utf-8")
    for field, article in (
        ("El_character", "El "),
        ("el_character", "el "),
        ("al_character", "al "),
        ("del_character", "del "),
    ):
        text = text.replace("{" + field + "}", article + "{character}")
    old = tmp_path / "citadels.po"
    old.write_text(text, encoding="utf-8")
    problems = catalog_disagreements(old)
    assert any("'el Bruja'" in p for p in problems)
    assert any("'al Reina'" in p for p in problems)


def test_spanish_catalog_uses_only_known_character_fields() -> None:
    known = {"character", *DERIVED_FIELDS["character"]}
    for entry in _spanish_messages():
        used = set(re.findall(r"\{(\w*character)\}", entry.msgstr))
        assert used <= known, (entry.msgid, used - known)


def test_placeholder_check_accepts_derived_fields_and_stays_strict() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import i18n as tool
    finally:
        sys.path.remove(str(ROOT / "tools"))
    ok = tool.placeholders_match
    assert ok("{name} is the {character}.", "{name} es {el_character}.")
    assert ok("{name} is the {character}.", "{name} es el {character}.")
    assert ok("The {character} is called", "Se llama {al_character}")
    assert not ok("{name} is the {character}.", "{name} es {el_character} y {extra}.")  # unknown field
    assert not ok("{name} is the {character}.", "Es {el_character}.")  # {name} lost
    assert not ok("{name} is the {character}.", "{name} es.")  # character lost
    assert not ok("{name} wins.", "{name} gana con {el_character}.")  # no {character} in the msgid


def dark_city_log(lang: str) -> list[str]:
    set_language(lang)
    names = ["Ana", "Luis", "Carmen", "Pablo", "Eva", "Iker"]
    lines: list[str] = []
    for players, seed in ((6, 11), (5, 12), (6, 13)):
        s, events = new_game_with_events(GameConfig(players=players, characters="darkcity"), seed)
        line_up = s.rules.characters
        rnd = random.Random(seed)
        while not s.game_over:
            events += s.apply(rnd.choice(s.legal_actions()))
        lines += [narrate(e, names, None, line_up) or "" for e in events]
    return [line for line in lines if line]


def test_dark_city_log_in_spanish_agrees_with_the_witch_and_the_queen() -> None:
    lines = dark_city_log("es")
    log = "\n".join(lines)
    assert re.search(r"\bes la Bruja\.", log), "nobody was shown as «la Bruja»"
    assert re.search(r"\ba la Reina\b", log), "nobody chose or called «a la Reina»"
    assert re.search(r"\ba la Bruja\b", log)
    problems = [
        piece
        for line in lines
        for name in ("witch", "queen", "king", "emperor", "artist")
        for piece in disagreements(line, character_fields(name)["character"], character_gender(name))
    ]
    assert not problems, problems[:20]
    assert not re.search(r"\b(?:el|al|del|El) (?:Bruja|Reina)\b", log)


def test_english_log_keeps_the_article() -> None:
    log = "\n".join(dark_city_log("en"))
    assert "is the Witch." in log and "the Queen" in log


def test_bot_reasons_agree_in_spanish() -> None:
    from citadels.ai.base import Reason
    from citadels.ai.messages import MURDER_GUESS, PICK_BEST
    from citadels.text.narrate import explain_reason as explain

    set_language("es")
    s, _events = new_game_with_events(GameConfig(players=6, characters="darkcity"), 1)
    chars = s.rules.characters
    queen = next(c.rank for c in chars if c.name == "queen")
    witch = next(c.rank for c in chars if c.name == "witch")
    names = ["Ana", "Luis", "Carmen", "Pablo", "Eva", "Iker"]
    assert explain(Reason(PICK_BEST, {"character": queen}), names, chars).startswith("toma a la Reina:")
    assert explain(Reason(MURDER_GUESS, {"character": witch}), names, chars).startswith("asesina a la Bruja,")
    assert explain(Reason(PICK_BEST, {"character": witch}), names, chars).startswith("toma a la Bruja:")
    assert explain(Reason(PICK_BEST, {"character": 4}), names).startswith("toma al Rey:")
