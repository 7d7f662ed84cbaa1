"""The command line's messages in the player's language: ``--lang`` wherever it is on the line, else
the language picked in the game's settings, else the system's; argparse's own words and the engine's
English errors included."""

from __future__ import annotations

import argparse
import gettext
import json
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from citadels.system.settings import MAX_SETTINGS_BYTES, decode_text, settings_path
from citadels.text import i18n

# --------------------------------------------------------------------------------------------
# The language of the command line's messages
# --------------------------------------------------------------------------------------------

#: the catalog the messages below are looked up in (set by `main`, English until then)
_translations: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    """A message of the command line, in its language (not the game's global one: see `main`)."""
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Marks a message for the catalogs; `_` translates it when it is shown."""
    return message


def _ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


#: argparse's own words (it looks them up with gettext when it needs them), listed here so that
#: our catalogs translate them; the msgids are argparse's (Python 3.11 to 3.13)
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
)


def cli_language(argv: Sequence[str]) -> str:
    """The language of the command line's messages: ``--lang`` wherever it is on the line (argparse
    reads it in order, and an error may come first), else the language the player picked in the
    game's settings, else the system's (as the game itself chooses)."""
    for i, token in enumerate(argv):
        if token == "--":
            break
        name, equals, value = token.partition("=")
        if len(name) >= 4 and "--lang".startswith(name):  # argparse accepts --la and --lan too
            if not equals:
                value = argv[i + 1] if i + 1 < len(argv) else ""
            if value in ("es", "en"):
                return value
    picked = _settings_language()
    if picked is not None:
        return picked
    return i18n.default_language()


def _settings_language() -> str | None:
    """The language picked in the game's Settings, read without touching the file (None when the
    game follows the system's, or the file is missing or unusable: the game reports that itself)."""
    try:
        path = settings_path()
        if not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
            return None
        data = json.loads(decode_text(path.read_bytes()))
    except (OSError, ValueError, RecursionError):
        return None
    # a file written before the language could follow the system's holds the player's own language
    if isinstance(data, dict) and data.get("language_from_system", "language" not in data) is False:
        language = data.get("language")
        if language in ("es", "en"):
            return str(language)
    return None


def use_language(lang: str) -> None:
    """Speak `lang` in the command line's messages (the game's own language is set by the game)."""
    global _translations
    _translations = i18n.load_translations(lang)


@contextmanager
def argparse_speaks() -> Iterator[None]:
    """argparse's own words ("usage:", "invalid choice") from our catalog while the line is parsed.
    argparse looks them up through its module's ``_`` and ``ngettext``; they are put back after."""
    names = vars(argparse)
    saved = names["_"], names["ngettext"]
    names["_"], names["ngettext"] = _, _ngettext
    try:
        yield
    finally:
        names["_"], names["ngettext"] = saved


#: English messages from the engine, the ladder and the bot registry that reach the command line,
#: as patterns, and the same message for our catalogs (a message not listed stays in English;
#: tests/test_cli_language.py checks that every one the command line can meet is listed)
_PROBLEMS: tuple[tuple[str, Callable[[], str]], ...] = (
    (r"name 8 characters \(ranks 1-8\) and optionally a 9th, not (?P<count>\d+)",
     lambda: _("name 8 characters (ranks 1-8) and optionally a 9th, not {count}")),
    (r"8 players need a rank-9 character \(Artist or Queen\): use darkcity, mixed or a list",
     lambda: _("8 players need a rank-9 character (Artist or Queen): use darkcity, mixed or a list")),
    (r"8 players need a rank-9 character \(Artist or Queen\)",
     lambda: _("8 players need a rank-9 character (Artist or Queen)")),
    (r"a rank-9 character needs 4 or more players, not (?P<players>\d+)",
     lambda: _("a rank-9 character needs 4 or more players, not {players}")),
    (r"the Queen needs 5 or more players, not (?P<players>\d+)",
     lambda: _("the Queen needs 5 or more players, not {players}")),
    (r"rank (?P<rank>\d+) must be (?P<choices>.+), not (?P<name>.+)",
     lambda: _("rank {rank} must be {choices}, not {name}")),
    (r"(?P<name>.+) is not a unique district; choose from (?P<choices>.+) \(or all\)",
     lambda: _("{name} is not a unique district; choose from {choices} (or all)")),
    (r"the unique district (?P<name>.+) is named twice",
     lambda: _("the unique district {name} is named twice")),
    (r"each bot may appear only once in a ladder",
     lambda: _("each bot may appear only once in a ladder")),
    (r"players must be between (?P<low>\d+) and (?P<high>\d+)",
     lambda: _("players must be between {low} and {high}")),
    (r"a ladder of (?P<players>\d+)-player games needs at least (?P=players) different bots, not (?P<count>\d+)",
     lambda: _("a ladder of {players}-player games needs at least {players} different bots, not {count}")),
    (r"unknown bot (?P<name>.+); choose from (?P<choices>.+)",
     lambda: _("unknown bot {name}; choose from {choices}")),
)  # fmt: skip


def translated_problem(message: str) -> str:
    """An English message from the engine, the ladder or the bots in the command line's language."""
    for pattern, text in _PROBLEMS:
        found = re.fullmatch(pattern, message)
        if found:
            fields = found.groupdict()
            if "choices" in fields:
                # TRANSLATORS: joins a command line's choices: "rank 1 must be assassin or witch or random"
                word = _("or")
                fields["choices"] = fields["choices"].replace(" or ", f" {word} ")
            return text().format(**fields)
    return message


def _error_line(prog: str, message: str, argument: str | None = None) -> str:
    """``citadels simulate: error: argument --uniques: …`` in the command line's language (argparse's
    own pattern, from the same catalog entries)."""
    if argument is not None:
        message = _("argument %(argument_name)s: %(message)s") % {
            "argument_name": argument,
            "message": message,
        }
    return _("%(prog)s: error: %(message)s\n") % {"prog": prog, "message": message}
