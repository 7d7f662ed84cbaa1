"""Translations: gettext catalogs in ``locales/<lang>/LC_MESSAGES/citadels.po`` (domain ``citadels``).

Source strings (msgids) are English. polib reads the ``.po`` files as they are, in a checkout, a wheel
and the standalone build alike, so nothing is compiled and babel stays a development tool. A catalog
that is missing or unreadable is a `BundleError` naming it, never a silent switch to English. The
language can change at run time: ``set_language`` bumps ``language_version()`` and calls the
listeners so the UI re-renders.

Also here: translated names and texts for the engine's data (districts, characters, district types),
looked up by the engine's snake_case names.
"""

from __future__ import annotations

import gettext
import io
import locale
import logging
import os
import weakref
from collections.abc import Callable
from pathlib import Path

import polib

from citadels.engine.cards import EDITION_2016_UNIQUES, DistrictType
from citadels.system.paths import BundleError, bundled
from citadels.system.system_language import preferred_languages

log = logging.getLogger(__name__)

DOMAIN = "citadels"
LANGUAGES: tuple[str, ...] = ("es", "en")
SOURCE_LANGUAGE = "en"
#: Each language named in itself, so a lost user can always find their own.
LANGUAGE_NAMES: dict[str, str] = {"es": "Español", "en": "English"}

Listener = Callable[[str], None]


def po_translations(path: Path) -> gettext.GNUTranslations:
    """A catalog read straight from a ``.po`` file: polib parses it and compiles it in memory to the
    ``.mo`` form that the standard library reads. As msgfmt does, fuzzy, obsolete and untranslated
    entries are left out, so their msgid shows through."""
    catalog = polib.pofile(str(path), encoding="utf-8", check_for_duplicates=False)
    # polib writes UTF-8; say so even when the header does not, or gettext would decode as ASCII
    catalog.metadata["Content-Type"] = "text/plain; charset=UTF-8"
    return gettext.GNUTranslations(io.BytesIO(catalog.to_binary()))


def load_translations(lang: str) -> gettext.GNUTranslations:
    """The catalog of one language; a `BundleError` naming the file when it is missing or unreadable."""
    path = bundled("locales", lang, "LC_MESSAGES", f"{DOMAIN}.po")
    try:
        return po_translations(path)
    except (OSError, ValueError, UnicodeError) as exc:
        raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc


# --------------------------------------------------------------------------------------------
# Current language, switching and listeners
# --------------------------------------------------------------------------------------------


class _State:
    def __init__(self) -> None:
        self.language = SOURCE_LANGUAGE
        self.translations: gettext.NullTranslations = gettext.NullTranslations()
        self.cache: dict[str, gettext.NullTranslations] = {}
        self.version = 0
        # bound methods are held weakly, so a forgotten screen or app does not live forever
        self.listeners: list[Callable[[], Listener | None]] = []


_state = _State()


def normalize_language(lang: str | None) -> str:
    """``"es_ES.UTF-8"`` → ``"es"``; anything unknown → English."""
    code = (lang or "").strip().lower().replace("-", "_").split("_")[0].split(".")[0]
    if code in LANGUAGES:
        return code
    if code.startswith("spanish") or code.startswith("espa"):
        return "es"
    return SOURCE_LANGUAGE


def default_language(*, preferred: Callable[[], list[str]] = preferred_languages) -> str:
    """The OS language: Spanish for any ``es*`` locale, else English. The environment's locale
    variables first; then, on macOS, where a game started from Finder has none, the first of the
    user's preferred languages that the game speaks (`system_language`); then Python's locale."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return normalize_language(value.split(":")[0])
    for tag in preferred():
        language = tag.strip().lower().replace("-", "_").split("_")[0]
        if language in LANGUAGES:
            return language
    try:
        code = locale.getlocale()[0]
    except ValueError:
        code = None
    return normalize_language(code)


def _translations_for(lang: str) -> gettext.NullTranslations:
    if lang not in _state.cache:
        _state.cache[lang] = load_translations(lang)
    return _state.cache[lang]


def set_language(lang: str) -> str:
    """Switch the UI language (``"es"`` or ``"en"``); returns the language now in use."""
    code = normalize_language(lang)
    translations = _translations_for(code)
    if code != _state.language or translations is not _state.translations:
        _state.language, _state.translations = code, translations
        _state.version += 1
        for listener in _live_listeners():
            listener(code)
    return code


def current_language() -> str:
    return _state.language


def language_version() -> int:
    """Bumped on every language change: a cheap cache key for rendered text."""
    return _state.version


def _ref(listener: Listener) -> Callable[[], Listener | None]:
    if hasattr(listener, "__self__") and hasattr(listener, "__func__"):
        return weakref.WeakMethod(listener)
    return lambda: listener


def _live_listeners() -> list[Listener]:
    live: list[Listener] = []
    for ref in list(_state.listeners):
        listener = ref()
        if listener is None:
            _state.listeners.remove(ref)
        else:
            live.append(listener)
    return live


def add_listener(listener: Listener) -> None:
    """Call ``listener(lang)`` after every language change (bound methods are held weakly)."""
    if listener not in _live_listeners():
        _state.listeners.append(_ref(listener))


def remove_listener(listener: Listener) -> None:
    for ref in list(_state.listeners):
        if ref() == listener:
            _state.listeners.remove(ref)


def reload_catalogs() -> None:
    """Forget loaded catalogs (after recompiling them) and reload the current one."""
    _state.cache.clear()
    lang = _state.language
    _state.translations = _translations_for(lang)
    _state.version += 1
    for listener in _live_listeners():
        listener(lang)


def _(message: str) -> str:
    return _state.translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _state.translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _state.translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _state.translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks a string for extraction without translating it yet (translate with ``_`` later)."""
    return message


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals and the current language's decimal mark (11.5; 11,5)."""
    return f"{value:.{places}f}".replace(".", pgettext("the decimal mark in a number such as 11.5", "."))


# --------------------------------------------------------------------------------------------
# The engine's data, translated. Each table is a function so that extraction sees literal strings
# and the text follows the current language; results are cached per language version.
# --------------------------------------------------------------------------------------------


def _district_names() -> dict[str, str]:
    return {
        "manor": pgettext("district", "Manor"),
        "castle": pgettext("district", "Castle"),
        "palace": pgettext("district", "Palace"),
        "temple": pgettext("district", "Temple"),
        "church": pgettext("district", "Church"),
        "monastery": pgettext("district", "Monastery"),
        "cathedral": pgettext("district", "Cathedral"),
        "tavern": pgettext("district", "Tavern"),
        "market": pgettext("district", "Market"),
        "trading_post": pgettext("district", "Trading Post"),
        "docks": pgettext("district", "Docks"),
        "harbor": pgettext("district", "Harbor"),
        "town_hall": pgettext("district", "Town Hall"),
        "watchtower": pgettext("district", "Watchtower"),
        "prison": pgettext("district", "Prison"),
        "battlefield": pgettext("district", "Battlefield"),
        "fortress": pgettext("district", "Fortress"),
        "haunted_city": pgettext("district", "Haunted City"),
        "keep": pgettext("district", "Keep"),
        "laboratory": pgettext("district", "Laboratory"),
        "smithy": pgettext("district", "Smithy"),
        "observatory": pgettext("district", "Observatory"),
        "graveyard": pgettext("district", "Graveyard"),
        "dragon_gate": pgettext("district", "Dragon Gate"),
        "university": pgettext("district", "University"),
        "library": pgettext("district", "Library"),
        "great_wall": pgettext("district", "Great Wall"),
        "school_of_magic": pgettext("district", "School of Magic"),
        "imperial_treasury": pgettext("district", "Imperial Treasury"),
        "map_room": pgettext("district", "Map Room"),
        # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4)
        "basilica": pgettext("district", "Basilica"),
        "capitol": pgettext("district", "Capitol"),
        "ivory_tower": pgettext("district", "Ivory Tower"),
        "monument": pgettext("district", "Monument"),
        "secret_vault": pgettext("district", "Secret Vault"),
        "statue": pgettext("district", "Statue"),
        "wishing_well": pgettext("district", "Wishing Well"),
        "gold_mine": pgettext("district", "Gold Mine"),
        "park": pgettext("district", "Park"),
        "poor_house": pgettext("district", "Poor House"),
        "stables": pgettext("district", "Stables"),
        "quarry": pgettext("district", "Quarry"),
        # d16b: the 2016 box's districts with payments (RULES.md §9.4)
        "factory": pgettext("district", "Factory"),
        "thieves_den": pgettext("district", "Thieves' Den"),
        "framework": pgettext("district", "Framework"),
        "necropolis": pgettext("district", "Necropolis"),
        "armory": pgettext("district", "Armory"),
        "museum": pgettext("district", "Museum"),
        # t16: the Theater (RULES.md §9.4)
        "theater": pgettext("district", "Theater"),
    }


def _district_effects() -> dict[str, str]:
    return {
        "haunted_city": _(
            "At the end of the game, counts as the district type of your choice for the bonus for "
            "having all five types — unless you built it in the last round."
        ),
        "keep": _("The Warlord cannot destroy the Keep."),
        "laboratory": _("Once per turn, you may discard a card from your hand and take 1 gold."),
        "smithy": _("Once per turn, you may pay 2 gold to draw 3 cards."),
        "observatory": _("When you draw cards as your resource, draw 3 and keep 1."),
        "graveyard": _(
            "When the Warlord destroys a district, you may pay 1 gold to take it into your hand "
            "(unless you are the Warlord)."
        ),
        "dragon_gate": _("Costs 6 gold to build, but scores 8 points at the end of the game."),
        "university": _("Costs 6 gold to build, but scores 8 points at the end of the game."),
        "library": _("When you draw cards as your resource, keep all the cards you draw."),
        "great_wall": _("The Warlord must pay 1 more gold to destroy any other district in your city."),
        "school_of_magic": _(
            "For income abilities, counts as the district type of your choice, chosen each turn."
        ),
        "imperial_treasury": _("At the end of the game, score 1 extra point for each gold you hold."),
        "map_room": _("At the end of the game, score 1 extra point for each card in your hand."),
        # d16a: the 2016 box's passive and scoring uniques (RULES.md §9.4)
        "basilica": _(
            "At the end of the game, score 1 extra point for each district in your city with an odd cost."
        ),
        "capitol": _(
            "At the end of the game, score 3 extra points if your city has at least 3 districts of the "
            "same type."
        ),
        "ivory_tower": _(
            "At the end of the game, score 5 extra points if it is the only unique district in your city."
        ),
        "monument": _(
            "You cannot build it if your city has 5 or more districts. It counts as 2 districts toward "
            "completing your city."
        ),
        "secret_vault": _(
            "It can never be built. At the end of the game, if it is in your hand, reveal it and score "
            "3 extra points."
        ),
        "statue": _("At the end of the game, score 5 extra points if you hold the crown."),
        "wishing_well": _(
            "At the end of the game, score 1 extra point for each unique district in your city, "
            "this one included."
        ),
        "gold_mine": _("When you take gold as your resource, take 1 more gold."),
        "park": _("At the end of your turn, if you have no cards in hand, gain 2 cards."),
        "poor_house": _("At the end of your turn, if you have no gold, gain 1 gold."),
        "stables": _("Building the Stables does not count toward your building limit for the turn."),
        "quarry": _("You may build districts that have the same name as a district already in your city."),
        # d16b: the 2016 box's districts with payments (RULES.md §9.4)
        "factory": _("Your other unique districts cost you 1 gold less to build."),
        "thieves_den": _(
            "You may pay any part of its cost with cards from your hand, 1 card for 1 gold; the cards go "
            "face down to the bottom of the deck."
        ),
        "framework": _(
            "When you build a district, you may destroy the Framework instead of paying its cost."
        ),
        "necropolis": _(
            "You may build the Necropolis by destroying one of your districts instead of paying its cost."
        ),
        "armory": _(
            "During your turn, you may destroy the Armory to destroy one district of a city that is not "
            "completed."
        ),
        "museum": _(
            "Once per turn, you may put a card of your hand face down under the Museum. At the end of "
            "the game, score 1 extra point for each card under it."
        ),
        # t16: the Theater (RULES.md §9.4)
        "theater": _(
            "At the end of each selection phase, you may give an opponent one of your characters and take "
            "one of theirs at random."
        ),
    }


def _character_names() -> dict[str, str]:
    return {
        "assassin": pgettext("character", "Assassin"),
        "thief": pgettext("character", "Thief"),
        "magician": pgettext("character", "Magician"),
        "king": pgettext("character", "King"),
        "bishop": pgettext("character", "Bishop"),
        "merchant": pgettext("character", "Merchant"),
        "architect": pgettext("character", "Architect"),
        "warlord": pgettext("character", "Warlord"),
        # Dark City (optional set)
        "witch": pgettext("character", "Witch"),
        "tax_collector": pgettext("character", "Tax Collector"),
        "wizard": pgettext("character", "Wizard"),
        "emperor": pgettext("character", "Emperor"),
        "abbot": pgettext("character", "Abbot"),
        "alchemist": pgettext("character", "Alchemist"),
        "navigator": pgettext("character", "Navigator"),
        "diplomat": pgettext("character", "Diplomat"),
        "artist": pgettext("character", "Artist"),
        "queen": pgettext("character", "Queen"),
        # the 2016 box (RULES.md §9)
        "patrician": pgettext("character", "Patrician"),
        "trader": pgettext("character", "Trader"),
        "scholar": pgettext("character", "Scholar"),
        "marshal": pgettext("character", "Marshal"),
        # the Cardinal
        "cardinal": pgettext("character", "Cardinal"),
        # the Tax Collector of 2016 (RULES.md §9.13 (3): "Recaudador (rango 9)")
        "tax_collector_2016": pgettext("character", "Tax Collector (rank 9)"),
        # the Spy
        "spy": pgettext("character", "Spy"),
        # the Seer
        "seer": pgettext("character", "Seer"),
        # the Magistrate (RULES.md §9.3)
        "magistrate": pgettext("character", "Magistrate"),
        # the Blackmailer (RULES.md §9.3)
        "blackmailer": pgettext("character", "Blackmailer"),
    }


def _character_abilities() -> dict[str, str]:
    return {
        "assassin": _(
            "Name a character to murder. Its holder silently loses the whole turn; the card is revealed "
            "at the end of the round."
        ),
        "thief": _(
            "Name a character to rob (not the Assassin, nor the murdered character). When it is revealed, "
            "take all of its holder's gold."
        ),
        "magician": _(
            "Either swap your whole hand with another player's hand, or discard any number of cards to "
            "the bottom of the deck and draw as many."
        ),
        "king": _(
            "Take the crown: you choose first next round, even if murdered. Gain 1 gold for each noble "
            "district in your city."
        ),
        "bishop": _(
            "Gain 1 gold for each religious district in your city. The Warlord cannot destroy your "
            "districts, unless you were murdered."
        ),
        "merchant": _(
            "Gain 1 extra gold after gathering resources. Gain 1 gold for each trade district in your city."
        ),
        "architect": _("Draw 2 extra cards after gathering resources. You may build up to three districts."),
        "warlord": _(
            "Gain 1 gold for each military district. You may destroy one district by paying its cost "
            "minus 1 — never in a completed city, nor the Bishop's."
        ),
        "witch": _(
            "After gathering, name a character to bewitch and end your turn. When it is called, its holder "
            "only gathers resources; you play the rest of that turn as that character."
        ),
        "tax_collector": _(
            "Every player who builds one or more districts gives you 1 gold at the end of their turn, if "
            "they have any."
        ),
        "wizard": _(
            "Look at another player's hand and take one card: keep it, or build it at once (it may "
            "duplicate a district in your city)."
        ),
        "emperor": _(
            "Gain 1 gold for each noble district. Give the crown to another player, who pays you 1 gold "
            "or 1 card."
        ),
        "abbot": _("Gain 1 gold for each religious district. The richest player gives you 1 gold."),
        "alchemist": _(
            "Right after each build, get back the gold you paid for it (you still need the gold up front)."
        ),
        "navigator": _("After gathering, take 4 more gold or draw 4 cards. You cannot build this turn."),
        "diplomat": _(
            "Gain 1 gold for each military district. You may swap one of your districts for one in "
            "another city, paying the difference in cost."
        ),
        "artist": _(
            "Put 1 of your gold on one or two of your districts: the cost and score of each rises by 1."
        ),
        "queen": _("If you sit next to the player holding the King, take 3 gold."),
        # the 2016 box (RULES.md §9)
        "patrician": _(
            "Take the crown: you choose first next round, even if murdered. Draw 1 card for each noble "
            "district in your city."
        ),
        "trader": _(
            "Gain 1 gold for each trade district in your city. You may build any number of trade "
            "districts, plus one district of another type."
        ),
        "scholar": _(
            "Once in your turn, draw 7 cards, keep 1 and shuffle the others back into the deck. You may "
            "build up to two districts."
        ),
        "marshal": _(
            "Gain 1 gold for each military district. You may seize one district of cost 3 or less from "
            "another city, paying its owner its cost — never in a completed city, nor the Bishop's, nor "
            "the Keep."
        ),
        # the Cardinal
        "cardinal": _(
            "Draw 1 card for each religious district in your city. Once, for a district you cannot "
            "afford: pay all your gold, take the missing gold from one player who has it and give them "
            "1 card of your choice per gold taken."
        ),
        # the Tax Collector of 2016
        "tax_collector_2016": _(
            "After each build in another character's turn, the builder puts 1 gold on your token if they "
            "have any left, every round, even when you are absent or murdered. At the start of your turn, "
            "take all the gold on it."
        ),
        # the Spy
        "spy": _(
            "Name a type and look at another player's hand: per card of that type, take 1 of their gold "
            "(if any) and draw 1 card."
        ),
        # the Seer
        "seer": _(
            "Take 1 random card from every other player holding cards, then give each of them 1 card "
            "of your choice. You may build up to two districts."
        ),
        # the Blackmailer and the Magistrate (RULES.md §9.3)
        "blackmailer": _(
            "Put 2 threats face down on 2 other characters (not the first one, the murdered nor the "
            "bewitched one), one of them with a flower. After gathering, a threatened holder pays you "
            "half their gold, or refuses: you may then reveal the threat, and a flower takes all their gold."
        ),
        "magistrate": _(
            "Put 3 warrants face down on 3 other characters, one of them signed. When the signed "
            "character's holder pays for their first district of that turn, you may reveal it: the "
            "district goes into your city for free and the builder gets the gold back."
        ),
    }


def _character_abilities_of_another() -> dict[str, str]:
    """Each character's ability said of another player's character, the character as the subject
    (the tutorial's callouts): the card texts above speak to the card's holder ("take all of its
    holder's gold"), which read under "Rodrigo is the Thief" would tell the player the ability is
    theirs."""
    return {
        "assassin": _(
            "The Assassin names a character to murder. Its holder silently loses the whole turn; the "
            "card is revealed at the end of the round."
        ),
        "thief": _(
            "The Thief names a character to rob (not the Assassin, nor the murdered character). When it "
            "is revealed, the Thief takes all of its holder's gold."
        ),
        "magician": _(
            "The Magician either swaps their whole hand with another player's hand, or discards any "
            "number of cards to the bottom of the deck and draws as many."
        ),
        "king": _(
            "The King takes the crown and chooses first next round, even if murdered, and gains 1 gold "
            "for each noble district in their city."
        ),
        "bishop": _(
            "The Bishop gains 1 gold for each religious district in their city. The Warlord cannot "
            "destroy the Bishop's districts, unless the Bishop was murdered."
        ),
        "merchant": _(
            "The Merchant gains 1 extra gold after gathering resources, and 1 gold for each trade "
            "district in their city."
        ),
        "architect": _(
            "The Architect draws 2 extra cards after gathering resources and may build up to three districts."
        ),
        "warlord": _(
            "The Warlord gains 1 gold for each military district and may destroy one district by paying "
            "its cost minus 1 — never in a completed city, nor the Bishop's."
        ),
        "witch": _(
            "After gathering, the Witch names a character to bewitch and ends the turn. When that "
            "character is called, its holder only gathers resources; the Witch plays the rest of that "
            "turn as that character."
        ),
        "tax_collector": _(
            "Every player who builds one or more districts gives the Tax Collector 1 gold at the end of "
            "their turn, if they have any."
        ),
        "wizard": _(
            "The Wizard looks at another player's hand and takes one card: keeps it, or builds it at "
            "once (it may duplicate a district in the Wizard's city)."
        ),
        "emperor": _(
            "The Emperor gains 1 gold for each noble district and gives the crown to another player, "
            "who pays the Emperor 1 gold or 1 card."
        ),
        "abbot": _(
            "The Abbot gains 1 gold for each religious district, and the richest player gives the Abbot "
            "1 gold."
        ),
        "alchemist": _(
            "Right after each build, the Alchemist gets back the gold paid for it (the gold is still "
            "needed up front)."
        ),
        "navigator": _(
            "After gathering, the Navigator takes 4 more gold or draws 4 cards, and cannot build this turn."
        ),
        "diplomat": _(
            "The Diplomat gains 1 gold for each military district and may swap one of their districts "
            "for one in another city, paying the difference in cost."
        ),
        "artist": _(
            "The Artist puts 1 of their gold on one or two of their districts: the cost and score of "
            "each rises by 1."
        ),
        "queen": _("If the Queen sits next to the player holding the King, she takes 3 gold."),
        # the 2016 box (RULES.md §9)
        "patrician": _(
            "The Patrician takes the crown and chooses first next round, even if murdered, and draws "
            "1 card for each noble district in their city."
        ),
        "trader": _(
            "The Trader gains 1 gold for each trade district in their city and may build any number of "
            "trade districts, plus one district of another type."
        ),
        "scholar": _(
            "Once in their turn, the Scholar draws 7 cards, keeps 1 and shuffles the others back into "
            "the deck, and may build up to two districts."
        ),
        "marshal": _(
            "The Marshal gains 1 gold for each military district and may seize one district of cost 3 "
            "or less from another city, paying its owner its cost — never in a completed city, nor the "
            "Bishop's, nor the Keep."
        ),
        # the Cardinal
        "cardinal": _(
            "The Cardinal draws 1 card for each religious district in their city and, once, for a "
            "district they cannot afford, pays all their gold, takes the missing gold from one player "
            "who has it and gives them 1 card of their choice per gold taken."
        ),
        # the Tax Collector of 2016
        "tax_collector_2016": _(
            "After each build in another character's turn, the builder puts 1 gold on the Tax "
            "Collector's token if they have any left, every round; at the start of their turn the Tax "
            "Collector takes all the gold on it."
        ),
        # the Spy
        "spy": _(
            "The Spy chooses another player and names a district type, then looks at their hand: for "
            "each card of that type, the Spy takes 1 of their gold (while they have any) and draws 1 card."
        ),
        # the Seer
        "seer": _(
            "The Seer takes 1 random card from every other player holding cards, then gives each of "
            "them 1 card of their choice, and may build up to two districts."
        ),
        # the Blackmailer and the Magistrate (RULES.md §9.3)
        "blackmailer": _(
            "The Blackmailer puts 2 threats face down on 2 other characters, one of them with a flower. "
            "After gathering, a threatened holder pays the Blackmailer half their gold, or refuses: the "
            "Blackmailer may then reveal the threat, and a flower takes all their gold."
        ),
        "magistrate": _(
            "The Magistrate puts 3 warrants face down on 3 other characters, one of them signed. When "
            "the signed character's holder pays for their first district of that turn, the Magistrate "
            "may reveal it and take the district for free; the builder gets the gold back."
        ),
    }


def _district_type_names() -> dict[DistrictType, str]:
    return {
        DistrictType.NOBLE: pgettext("district type", "Noble"),
        DistrictType.RELIGIOUS: pgettext("district type", "Religious"),
        DistrictType.TRADE: pgettext("district type", "Trade"),
        DistrictType.MILITARY: pgettext("district type", "Military"),
        DistrictType.UNIQUE: pgettext("district type", "Unique"),
    }


_table_cache: dict[tuple[str, int], object] = {}


def _cached(builder: Callable[[], dict[str, str]]) -> dict[str, str]:
    key = (builder.__name__, _state.version)
    table = _table_cache.get(key)
    if table is None:
        if len(_table_cache) > 32:  # old versions are never asked for again
            _table_cache.clear()
        table = _table_cache[key] = builder()
    return table  # type: ignore[return-value]


def _fallback(name: str) -> str:
    return name.replace("_", " ").title()


def district_name(kind_name: str) -> str:
    """``"manor"`` → ``"Señorío"`` in Spanish."""
    return _cached(_district_names).get(kind_name) or _fallback(kind_name)


def district_effect_text(kind_name: str) -> str:
    """The card text of a unique district; ``""`` for the basic ones."""
    return _cached(_district_effects).get(kind_name, "")


def character_name(name: str) -> str:
    """``"warlord"`` → ``"Condotiero"`` in Spanish."""
    return _cached(_character_names).get(name) or _fallback(name)


def _character_card_titles() -> dict[str, str]:
    # the Tax Collector of 2016: its card shows its rank, 9, beside the title (RULES.md §9.13 (3))
    return {"tax_collector_2016": pgettext("character", "Tax Collector")}


def character_card_title(name: str) -> str:
    """The title printed on the character's card: its name, shorter where the card's rank already
    tells it apart (the rank-9 Tax Collector of 2016 is "Tax Collector" on its card)."""
    return _cached(_character_card_titles).get(name) or character_name(name)


# --------------------------------------------------------------------------------------------
# Characters inside sentences. A Spanish sentence needs the article that agrees with the name
# ("el Rey", "la Reina", "al Rey", "a la Reina"), so a message's ``{character}`` comes with derived
# fields that a catalog may use instead: ``{el_character}`` (or ``{El_character}`` to open a
# sentence), ``{al_character}`` and ``{del_character}``. ``str.format`` ignores the fields a text does
# not use, so English keeps "the {character}" and tools/i18n.py accepts the derived fields wherever
# the msgid has ``{character}``.
# --------------------------------------------------------------------------------------------

#: The fields derived from a placeholder, by placeholder name (tools/i18n.py reads this).
DERIVED_FIELDS: dict[str, tuple[str, ...]] = {
    "character": ("el_character", "El_character", "al_character", "del_character"),
}

#: Grammatical gender of the translated character names, by language; unlisted names are masculine
#: ("Artista" is epicene and takes "el" here).
_FEMININE_CHARACTERS: dict[str, frozenset[str]] = {
    "es": frozenset({"witch", "queen"}),
}

#: Per language and gender, the article forms in the order of ``DERIVED_FIELDS["character"]``.
_ARTICLES: dict[str, dict[str, tuple[str, str, str, str]]] = {
    "es": {"m": ("el ", "El ", "al ", "del "), "f": ("la ", "La ", "a la ", "de la ")},
    "en": {"m": ("the ", "The ", "the ", "of the "), "f": ("the ", "The ", "the ", "of the ")},
}


def character_gender(name: str, lang: str | None = None) -> str:
    """``"m"`` or ``"f"``: the grammatical gender of the character's name in ``lang`` (default: the
    current language)."""
    feminine = _FEMININE_CHARACTERS.get(lang or _state.language, frozenset())
    return "f" if name in feminine else "m"


def name_fields(shown: str, gender: str = "m", lang: str | None = None) -> dict[str, str]:
    """``{character}`` and its derived fields for an already translated name ``shown``."""
    articles = _ARTICLES.get(lang or _state.language, _ARTICLES[SOURCE_LANGUAGE])
    forms = articles.get(gender, articles["m"])
    fields = {"character": shown}
    for field, article in zip(DERIVED_FIELDS["character"], forms, strict=True):
        fields[field] = article + shown
    return fields


def character_fields(name: str) -> dict[str, str]:
    """The format fields for a character (engine name such as ``"queen"``) in the current language:
    ``{"character": "Reina", "el_character": "la Reina", "El_character": "La Reina",
    "al_character": "a la Reina", "del_character": "de la Reina"}`` in Spanish. Pass them to
    ``str.format`` wherever a message has ``{character}``."""
    return name_fields(character_name(name), character_gender(name))


def character_ability_text(name: str) -> str:
    return _cached(_character_abilities).get(name, "")


def character_ability_of_another(name: str) -> str:
    """The ability of the character `name` when someone else holds it ("" for an unknown one)."""
    return _cached(_character_abilities_of_another).get(name, "")


def district_type_name(dtype: DistrictType) -> str:
    return _district_type_names()[DistrictType(dtype)]


# --------------------------------------------------------------------------------------------
# A character's own rules in sentences, keyed by the character's engine name, which is also the
# `source` (or `reason`) of the events its ability causes: the new-game screen's limit on players,
# and the gold, cards, crown and tribute a character's ability moves, told by name (`narrate`) and
# to "you" (`narrate_you`). A source without an entry is no character's: told as any other.
# --------------------------------------------------------------------------------------------


def _character_player_limits() -> dict[str, str]:
    return {"queen": _("The Queen needs 5 or more players.")}


def character_player_limit(name: str) -> str:
    """Why the character `name` needs more players than the other 9th cards ("" when it does not,
    or when `name` is no character)."""
    return _cached(_character_player_limits).get(name, "")


#: Gold a character's ability gives (`GoldTaken.source`), by amount: (told by name with {name} and
#: {amount}, told to "you" with {amount}).
_ABILITY_GOLD: dict[str, tuple[Callable[[int], str], Callable[[int], str]]] = {
    "alchemist": (
        lambda n: ngettext(
            "{name} gets back the {amount} gold paid (Alchemist).",
            "{name} gets back the {amount} gold paid (Alchemist).",
            n,
        ),
        lambda n: ngettext(
            "You get back the {amount} gold paid (Alchemist).",
            "You get back the {amount} gold paid (Alchemist).",
            n,
        ),
    ),
    "navigator": (
        lambda n: ngettext(
            "{name} takes {amount} more gold (Navigator).", "{name} takes {amount} more gold (Navigator).", n
        ),
        lambda n: ngettext(
            "You take {amount} more gold (Navigator).", "You take {amount} more gold (Navigator).", n
        ),
    ),
    "queen": (
        lambda n: ngettext(
            "{name} takes {amount} gold, seated next to the crown (Queen).",
            "{name} takes {amount} gold, seated next to the crown (Queen).",
            n,
        ),
        lambda n: ngettext(
            "You take {amount} gold, seated next to the crown (Queen).",
            "You take {amount} gold, seated next to the crown (Queen).",
            n,
        ),
    ),
}


def ability_gold_text(source: str, amount: int, *, you: bool = False) -> str | None:
    """The sentence, to format, for `amount` gold the ability of the character `source` gives: with
    {name} and {amount}, or (`you`) to "you" with {amount}. None when `source` is no such ability."""
    words = _ABILITY_GOLD.get(source)
    return None if words is None else words[you](amount)


#: Cards a character's ability draws (`CardsDrawn.source`), by count: (told by name, unseen with
#: {name} and {count}, seen with {cards} too; told to "you", unseen and seen).
_ABILITY_CARDS: dict[str, tuple[Callable[[int], str], ...]] = {
    "scholar": (
        lambda n: ngettext(
            "{name} draws {count} card to keep one (Scholar).",
            "{name} draws {count} cards to keep one (Scholar).",
            n,
        ),
        lambda n: ngettext(
            "{name} draws {count} card to keep one (Scholar): {cards}.",
            "{name} draws {count} cards to keep one (Scholar): {cards}.",
            n,
        ),
        lambda n: ngettext(
            "You draw {count} card to keep one (Scholar).", "You draw {count} cards to keep one (Scholar).", n
        ),
        lambda n: ngettext(
            "You draw {count} card to keep one (Scholar): {cards}.",
            "You draw {count} cards to keep one (Scholar): {cards}.",
            n,
        ),
    ),
    # the Spy
    "spy": (
        lambda n: ngettext("{name} draws {count} card (Spy).", "{name} draws {count} cards (Spy).", n),
        lambda n: ngettext(
            "{name} draws {count} card (Spy): {cards}.", "{name} draws {count} cards (Spy): {cards}.", n
        ),
        lambda n: ngettext("You draw {count} card (Spy).", "You draw {count} cards (Spy).", n),
        lambda n: ngettext(
            "You draw {count} card (Spy): {cards}.", "You draw {count} cards (Spy): {cards}.", n
        ),
    ),
    "navigator": (
        lambda n: ngettext(
            "{name} draws {count} more card (Navigator).", "{name} draws {count} more cards (Navigator).", n
        ),
        lambda n: ngettext(
            "{name} draws {count} more card (Navigator): {cards}.",
            "{name} draws {count} more cards (Navigator): {cards}.",
            n,
        ),
        lambda n: ngettext(
            "You draw {count} more card (Navigator).", "You draw {count} more cards (Navigator).", n
        ),
        lambda n: ngettext(
            "You draw {count} more card (Navigator): {cards}.",
            "You draw {count} more cards (Navigator): {cards}.",
            n,
        ),
    ),
}


def district_source_name(source: str) -> str | None:
    """The name of the 2016 box's unique district an event's `source` names (the Gold Mine's gold, the
    Park's cards, the Poor House's gold: RULES.md §9.4), or None when `source` is none of them (the
    classic districts' events keep their words)."""
    return district_name(source) if source in EDITION_2016_UNIQUES else None


def ability_cards_text(source: str, count: int, *, seen: bool, you: bool = False) -> str | None:
    """The sentence, to format, for `count` cards the ability of the character `source` draws: with
    {name} and {count} (and {cards} when `seen`), or (`you`) to "you". None when `source` is no such
    ability."""
    words = _ABILITY_CARDS.get(source)
    return None if words is None else words[2 * you + seen](count)


#: The crown a character's ability gives away (`CrownPassed.reason`): told by name ({name}: who takes
#: it), to the one who takes it, by the one who gives it ({name}: who takes it).
_CROWN_GIVEN: dict[str, Callable[[], tuple[str, str, str]]] = {
    "emperor": lambda: (
        _("The Emperor gives the crown to {name}."),
        _("The Emperor gives you the crown."),
        _("You give the crown to {name}."),
    ),
}


def crown_given_text(reason: str) -> tuple[str, str, str] | None:
    """The sentences, to format, of the crown given away by the ability of the character `reason`:
    (told by name, told to the one who takes it, told by the one who gives it); None when the crown
    passes for another reason (the King's, the heir's)."""
    words = _CROWN_GIVEN.get(reason)
    return None if words is None else words()


def tribute_text(payer: str | None, to: str, gold: int, district: str | None) -> str:
    """The tribute a crown's recipient pays the Emperor `to`: 1 gold (`gold`), a card unseen
    (`district` None) or the `district` given; told by the `payer`'s name, or by the payer as "you"
    (`payer` None)."""
    if payer is None:
        if gold:
            return _("You pay 1 gold to the Emperor, {emperor}.").format(emperor=to)
        if district is None:
            return _("You give a card to the Emperor, {emperor}.").format(emperor=to)
        return _("You give the {district} to the Emperor, {emperor}.").format(district=district, emperor=to)
    if gold:
        return _("{name} pays 1 gold to the Emperor, {emperor}.").format(name=payer, emperor=to)
    if district is None:
        return _("{name} gives a card to the Emperor, {emperor}.").format(name=payer, emperor=to)
    return _("{name} gives the {district} to the Emperor, {emperor}.").format(
        name=payer, district=district, emperor=to
    )


__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "N_",
    "_",
    "DERIVED_FIELDS",
    "ability_cards_text",
    "ability_gold_text",
    "add_listener",
    "character_ability_text",
    "character_fields",
    "character_gender",
    "character_name",
    "character_player_limit",
    "crown_given_text",
    "current_language",
    "default_language",
    "district_effect_text",
    "district_name",
    "district_type_name",
    "language_version",
    "load_translations",
    "name_fields",
    "ngettext",
    "normalize_language",
    "npgettext",
    "po_translations",
    "pgettext",
    "reload_catalogs",
    "remove_listener",
    "set_language",
    "tribute_text",
]
