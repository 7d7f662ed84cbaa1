"""What the game ships with (its bundle) and the check that all of it is there.

Every file the game reads from its bundle is listed here. The command line checks the list before
anything else happens (before a catalog is read or a window opens), so a damaged installation stops
with one message naming what is missing instead of running on without its art, fonts, sounds or
translations. Where the folders are is ``citadels.system.paths``' business.
"""

from __future__ import annotations

from citadels.ai.league.personalities import PERSONALITIES
from citadels.engine.cards import KINDS
from citadels.engine.characters import CHARACTERS
from citadels.system import paths
from citadels.system.paths import BundleError, BundleFolder
from citadels.text.i18n import DOMAIN, LANGUAGES

#: Pictures in ``assets/svg/`` besides the cards' own (district, character and type pictures).
PICTURES: tuple[str, ...] = (
    "card_back",
    "character_back",
    "coin",
    "crown",
    "moneybag",
    "skull",
    "spell",
    "table",
    # the Magistrate's warrants (RULES.md §9.3)
    "warrant",
    "warrant_signed",
    # the Blackmailer's threats (RULES.md §9.3)
    "threat",
    "threat_flowered",
)
#: The district types' icons: ``assets/svg/type_<name>.svg``.
TYPE_ICONS: tuple[str, ...] = ("noble", "religious", "trade", "military", "unique")
#: The fonts in ``assets/fonts/``: a display face for titles and card names, a body face for the rest.
FONTS: dict[tuple[str, bool], str] = {
    ("display", False): "Vollkorn-Regular.ttf",
    ("display", True): "Vollkorn-Bold.ttf",
    ("body", False): "Cantarell-Regular.otf",
    ("body", True): "Cantarell-Bold.otf",
}
#: The fallback fonts in ``assets/fonts/``, tried in this order for a character the face lacks (a
#: player's name in Arabic, a symbol, an emoji): Arabic (shaped right to left), symbols, emoji.
FALLBACK_FONTS: tuple[str, ...] = (
    "NotoSansArabic-Regular.ttf",
    "NotoSansSymbols2-Regular.ttf",
    "NotoEmoji-Regular.ttf",
)
#: The sound effects: ``assets/sounds/<name>.wav``.
SOUNDS: tuple[str, ...] = (
    "click", "deal", "coin", "build", "destroy", "crown", "reveal", "murder", "steal", "turn", "gameover",
)  # fmt: skip
#: The badges of the personalities offered as opponents (``assets/svg/badge_<bot>.svg``), one per
#: record of `citadels.ai.league.personalities`.
BADGES: tuple[str, ...] = tuple(p.bot for p in PERSONALITIES)
#: The bots' ladder (``citadels ladder ... --write assets/ladder.json``): the opponents' strength.
LADDER = "ladder.json"
#: The window's icon, in ``assets/``.
ICON = "icon.png"
#: The rules documents the rules screen shows, in ``docs/``.
RULES: tuple[str, ...] = ("RULES.md", "REGLAS.md")


def svg(name: str) -> str:
    """The path of a picture inside ``assets/``, e.g. ``svg("coin")`` → ``"svg/coin.svg"``."""
    return f"svg/{name}.svg"


def district_picture(kind: str) -> str:
    return svg(f"district_{kind}")


def character_picture(name: str) -> str:
    return svg(f"char_{name}")


def type_icon(name: str) -> str:
    return svg(f"type_{name}")


def badge_picture(bot: str) -> str:
    """A personality's badge, ``svg/badge_<bot>.svg`` (`Personality.badge`)."""
    return svg(f"badge_{bot}")


def catalog(lang: str) -> str:
    """The path of a language's catalog inside ``locales/``."""
    return f"{lang}/LC_MESSAGES/{DOMAIN}.po"


def manifest() -> dict[BundleFolder, tuple[str, ...]]:
    """Every file the game needs, by bundled folder, as paths inside that folder."""
    assets = (
        *(svg(name) for name in PICTURES),
        *(type_icon(name) for name in TYPE_ICONS),
        *(character_picture(name) for name in CHARACTERS),
        *(district_picture(kind) for kind in KINDS),
        *(badge_picture(bot) for bot in BADGES),
        *(f"fonts/{name}" for name in FONTS.values()),
        *(f"fonts/{name}" for name in FALLBACK_FONTS),
        *(f"sounds/{name}.wav" for name in SOUNDS),
        ICON,
        LADDER,
    )
    return {"assets": assets, "locales": tuple(catalog(lang) for lang in LANGUAGES), "docs": RULES}


def missing_files() -> list[str]:
    """What of the manifest is not there, as paths to show the player (empty: the bundle is whole).
    A bundled folder that is not installed at all is named by its package."""
    missing: list[str] = []
    for folder, names in manifest().items():
        try:
            root = paths.bundle_folder(folder)
        except BundleError as exc:
            missing.append(f"{folder}/: {exc}")
            continue
        missing.extend(str(root / name) for name in names if not (root / name).is_file())
    return missing
