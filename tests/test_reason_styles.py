"""The personalities word their reasons in their own voice, and a voice says no more than its key.

* Every styled wording stands in for a key the bots give (`messages.ALL_KEYS`), for a bot the New
  game screen offers as a personality, with only that key's fields, and names no character or
  district of its own in either language (a name in the wording could pair a hidden character
  with its holder).
* `explain_reason` words a reason in the voice given, and in the plain one without; the style is
  taken after `Reason.public()`, so during the game a secret reason shows its public wording in the
  bot's voice, and its full styled wording only in the record of a finished game.
"""

from __future__ import annotations

import re
import string

import pytest

from citadels.ai import Reason, bot_names
from citadels.ai import messages as M
from citadels.app.personalities import personality_bots
from citadels.engine import CLASSIC_CHARACTERS
from citadels.engine.cards import KINDS
from citadels.engine.characters import CHARACTERS
from citadels.text import i18n
from citadels.text.narrate import explain_reason
from citadels.text.reason_styles import STYLES, styled_key

NAMES = ["Ana", "Alaric", "Carmen", "Diego"]


def _fields(key: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(key) if name}


def _styled() -> list[tuple[str, str, str]]:
    return [(bot, key, styled) for bot, table in STYLES.items() for key, styled in table.items()]


def test_every_personality_has_a_voice_and_only_they_do() -> None:
    assert set(STYLES) == set(personality_bots())
    assert set(STYLES) <= set(bot_names())
    for bot, table in STYLES.items():
        assert len(table) >= 6, f"{bot} words too few of its reasons its own way"


@pytest.mark.parametrize(("bot", "key", "styled"), _styled(), ids=lambda v: str(v)[:40])
def test_a_styled_wording_stands_for_a_key_with_only_its_fields(bot: str, key: str, styled: str) -> None:
    assert key in M.ALL_KEYS, f"{bot} styles {key!r}, which no bot gives"
    assert styled != key and styled not in M.ALL_KEYS
    assert _fields(styled) <= _fields(key), (key, styled)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_styled_wording_names_a_character_or_a_district_of_its_own(lang: str) -> None:
    i18n.set_language(lang)
    try:
        names = {i18n.character_name(c) for c in CHARACTERS} | {i18n.district_name(k) for k in KINDS}
        pattern = re.compile(
            r"(?<!\w)(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?!\w)"
        )
        for bot, _key, styled in _styled():
            wording = i18n._(styled)
            assert wording != styled or lang == "en", f"no Spanish for {styled!r}"
            found = pattern.findall(re.sub(r"\{[^}]*\}", "", wording))
            assert not found, f"{bot}: {wording!r} names {found}"
    finally:
        i18n.set_language("en")


def test_explain_reason_speaks_in_the_voice_given() -> None:
    i18n.set_language("en")
    cheap = Reason(M.BUILD_CHEAP, {"district": "market"})
    assert explain_reason(cheap, NAMES) == "builds the Market: cheap districts complete the city sooner"
    assert explain_reason(cheap, NAMES, style="rusher") == "rushes the Market: cheap and quick"
    assert explain_reason(cheap, NAMES, style="medium") == explain_reason(
        cheap, NAMES
    )  # a level has no voice
    assert styled_key(M.BUILD_CHEAP, None) == M.BUILD_CHEAP
    i18n.set_language("es")
    try:
        assert explain_reason(cheap, NAMES, style="rusher") == "levanta deprisa Mercado: barato y rápido"
    finally:
        i18n.set_language("en")


def test_a_secret_reason_is_styled_in_public_only_through_its_public_wording() -> None:
    i18n.set_language("en")
    murder = Reason(M.MURDER_LEADER, {"character": 8, "seat": 2})
    shown = murder.public()
    assert shown is not None and shown.key == M.PUBLIC_MURDER
    during = explain_reason(shown, NAMES, CLASSIC_CHARACTERS, style="raider")
    after = explain_reason(murder, NAMES, CLASSIC_CHARACTERS, style="raider")
    assert during == "strikes down the Warlord: somebody has to be stopped"  # no seat: the guess stays secret
    assert after == "strikes down the Warlord: Carmen leads and most likely holds it"
    # a reason with no public wording shows nothing, whatever the voice
    assert Reason(M.PICK_ROB, {"character": 2}).public() is None


def test_a_voice_speaks_to_the_one_person_of_a_solo_game_as_you() -> None:
    """Every styled wording that names a seat and may be shown during the game has its own form for
    the person it names, as `messages.ADDRESSED` has for the plain wordings."""
    from citadels.text.reason_styles import ADDRESSED_STYLES

    for bot, table in STYLES.items():
        for key, styled in table.items():
            if "seat" in _fields(styled) and not M.reveals(key):
                assert key in ADDRESSED_STYLES.get(bot, {}), f"{bot} has no wording to you for {styled!r}"
    for bot, table in ADDRESSED_STYLES.items():
        for key, styled in table.items():
            assert key in STYLES[bot] and key in M.ADDRESSED and _fields(styled) <= _fields(key) - {"seat"}, (
                bot,
                key,
            )
    i18n.set_language("en")
    sack = Reason(M.DESTROY_THREAT, {"seat": 0, "district": "castle"})
    assert (
        explain_reason(sack, NAMES, CLASSIC_CHARACTERS, you=0, style="raider")
        == "sacks your Castle: you are the most dangerous rival"
    )
    assert (
        explain_reason(sack, NAMES, CLASSIC_CHARACTERS, you=2, style="raider")
        == "sacks the Castle of Ana, the most dangerous rival"
    )
    # a voice with no words of its own for it speaks to you plainly
    assert (
        explain_reason(sack, NAMES, CLASSIC_CHARACTERS, you=0, style="noisy")
        == "destroys your Castle: you are the most dangerous rival"
    )
