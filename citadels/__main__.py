"""Command line: `citadels` plays; `simulate`, `ladder`, `analyse`, `screenshot`, `selftest` and `demo` are tools.

Its messages (the errors, argparse's own words among them) follow the player's language: ``--lang``
wherever it is on the line, else the language picked in the game's settings, else the system's
(`cli_language`)."""

from __future__ import annotations

import argparse
import errno
import json
import logging
import math
import multiprocessing
import os
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from citadels.ai import bot_names, make_bot
from citadels.ai.hard import CLOCKS, HARD_MODELS
from citadels.cli.cli_language import (
    N_,
    _,
    _error_line,
    argparse_speaks,
    cli_language,
    translated_problem,
    use_language,
)
from citadels.cli.coach_report import GameNotOver, print_json, print_text, run_analysis
from citadels.cli.ladder import (
    DEFAULT_HARD_ITERATIONS,
    RATING_INSTALL,
    ProgressBar,
    format_ladder,
    rating_library_installed,
    run_ladder,
    tables,
    write_ladder,
)
from citadels.cli.simulate import check_characters, check_uniques, play_game, run_simulation
from citadels.engine import Event, GameConfig, new_game_with_events
from citadels.engine.config import PRESETS, preset_deck
from citadels.saves import EXTENSION as SAVE_EXTENSION
from citadels.saves import SaveProblem
from citadels.system.bundle import missing_files
from citadels.system.paths import BundleError
from citadels.system.settings import MAX_WINDOW, MIN_WINDOW
from citadels.system.version import app_version
from citadels.text.i18n import default_language, set_language
from citadels.text.narrate import narrate_all

log = logging.getLogger("citadels")

# --------------------------------------------------------------------------------------------
# Arguments
# --------------------------------------------------------------------------------------------


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = (int(w), int(h))
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("size must look like 1280x720, not {text}").format(text=repr(text))
        ) from None
    if size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            _("window size {size} is too small: the game needs at least {least}").format(
                size=f"{size[0]}x{size[1]}", least=f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}"
            )
        )
    if size[0] > MAX_WINDOW[0] or size[1] > MAX_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            _("window size {size} is too large: at most {most}").format(
                size=f"{size[0]}x{size[1]}", most=f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}"
            )
        )
    return size


class OneLineErrors(argparse.ArgumentParser):
    """A command whose bad arguments give one line on stderr (and exit status 2), not the usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, _error_line(self.prog, message))  # the message is already in the command line's language


def _lang(text: str) -> str:
    if text not in ("es", "en"):
        raise argparse.ArgumentTypeError(_("language must be 'es' or 'en'"))
    return text


def _int_in(low: int, high: int | None = None) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("expected a whole number, not {text}").format(text=repr(text))
            ) from None
        if high is not None and not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("must be from {low} to {high}, not {value}").format(low=low, high=high, value=value)
            )
        if value < low:
            raise argparse.ArgumentTypeError(
                _("must be at least {low}, not {value}").format(low=low, value=value)
            )
        return value

    parse.__name__ = "number"
    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a number of seconds, not {text}").format(text=repr(text))
        ) from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(
            _("must be a positive number of seconds, not {text}").format(text=text)
        )
    return value


_players = _int_in(2, 8)


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a whole number, not {text}").format(text=repr(text))
        ) from None


def _save_dir(text: str) -> Path:
    """A folder for saved games: created if missing; a file there is refused."""
    path = Path(text).expanduser()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise argparse.ArgumentTypeError(_("{path} is a file, not a folder").format(path=text)) from None
    except OSError as exc:
        raise argparse.ArgumentTypeError(
            _("{path} cannot be used: {reason}").format(path=text, reason=exc.strerror or exc)
        ) from None
    return path


def _bot_list(text: str) -> list[str]:
    names = [b.strip() for b in text.split(",")]
    unknown = [n for n in names if n not in bot_names()]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            _("unknown bot {name}; known: {names}").format(
                name=repr(unknown[0]), names=", ".join(bot_names())
            )
        )
    return names


CHARACTERS_HELP = N_(
    "characters: classic, darkcity (every Dark City alternate, plus the Queen with 5+ players or the "
    "Artist with 4), mixed (each rank drawn at random per game), a cast of the 2016 box with its own "
    "unique districts (first-game, ambitious-aristocrats, cunning-agents, illustrious-emissaries, "
    "devious-dignitaries, tenacious-delegates, vicious-nobles), or one name per rank 1-8 and an "
    "optional 9th, e.g. witch,thief,wizard,king,abbot,merchant,navigator,warlord,artist"
)


UNIQUES_HELP = N_(
    "unique districts in the deck: all (the classic 68 cards, the default) or a comma list of kinds, e.g. "
    "keep,library,dragon_gate,university; 14 different kinds with one of the 2016 box's (basilica, "
    "capitol, ivory_tower, monument, secret_vault, statue, wishing_well, gold_mine, park, poor_house, "
    "stables, quarry, theater) make a 2016-style deck, one card each; random-2016 draws 14 of the 2016 box "
    "per game"
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="citadels",
        description=_("Ciudadelas: Citadels for the desktop."),
        epilog=_("citadels FILE.ciudadelas imports a shared saved game into your saved games and opens it."),
    )
    parser.add_argument("--lang", type=_lang, help=_("language of the interface: es or en"))
    parser.add_argument("--size", type=_size, help=_("window size, e.g. 1280x720"))
    parser.add_argument("--fullscreen", action="store_true", default=None, help=_("start in full screen"))
    parser.add_argument("--version", action="store_true", help=_("print the version and exit"))
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help=_("play bot-versus-bot games and report strength and speed"))
    sim.add_argument("--players", type=_players, default=4)
    sim.add_argument("--characters", default="classic", help=_(CHARACTERS_HELP))
    sim.add_argument("--uniques", default=None, help=_(UNIQUES_HELP))
    sim.add_argument("--games", type=_int_in(1), default=100)
    sim.add_argument("--seed", type=_whole_number, default=1)
    sim.add_argument("--bots", type=_bot_list, default=["random"],
                     help=_("one bot name for every seat, or one per seat: a,b,c"))  # fmt: skip
    sim.add_argument("--ruleset", default="classic", choices=["classic", "classic_variant", "short"])
    sim.add_argument("--json", action="store_true", help=_("print the summary as one JSON object"))
    sim.add_argument("--log", action="store_true", help=_("narrate the first game"))
    sim.add_argument("--workers", type=_int_in(1), default=1, help=_("processes to spread the games over"))
    sim.add_argument(
        "--hard-iterations", type=_int_in(1), default=None, help=_("fixed search budget for hard bots")
    )
    sim.add_argument(
        "--hard-time", type=_seconds, default=None, help=_("time budget per decision (s) for hard bots")
    )
    sim.add_argument(
        "--hard-models",
        choices=list(HARD_MODELS),
        default=None,
        help=_(
            "how hard bots simulate the others: the league and a stranger, weighted by how each plays"
            " (default), the league alone, or Medium"
        ),
    )
    sim.add_argument(
        "--hard-horizon", type=_int_in(0), default=None, help=_("extra rounds hard bots simulate")
    )
    sim.add_argument(
        "--hard-clock",
        choices=list(CLOCKS),
        default=None,
        help=_(
            "what the time budget counts: the clock on the wall (default) or the thinking processor"
            " time, the same on a busy machine as on an idle one"
        ),
    )
    sim.add_argument("--save-dir", type=_save_dir, default=None,
                     help=_("write every game played to this folder as a saved game"))  # fmt: skip

    ladder = sub.add_parser(
        "ladder",
        help=_("rate every bot in a seat-rotated round robin (OpenSkill ratings and pairwise results)"),
    )
    ladder.add_argument(
        "--bots",
        dest="ladder_bots",
        default=None,
        help=_("bots to rate, comma-separated (default: every bot)"),
    )
    ladder.add_argument("--players", type=_players, default=4, help=_("players per game (2-7)"))
    ladder.add_argument(
        "--games",
        type=_int_in(1),
        default=None,
        help=_("games in all (default: every table of bots once in every seat)"),
    )
    ladder.add_argument("--seed", type=_whole_number, default=1)
    ladder.add_argument("--workers", type=_int_in(1), default=1, help=_("processes to spread the games over"))
    ladder.add_argument(
        "--hard-iterations",
        type=_int_in(1),
        default=None,
        help=_("worlds the hard bot searches per decision (fixed, for reproducible results)"),
    )
    ladder.add_argument("--json", action="store_true", help=_("print the result as one JSON object"))
    ladder.add_argument(
        "--write",
        default=None,
        metavar="FILE",
        help=_("also write the result as JSON to FILE, with the command that made it"),
    )
    ladder.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    ladder.__class__ = OneLineErrors

    shot = sub.add_parser("screenshot", help=_("render one scene headless to a PNG file"))
    shot.add_argument("--scene", required=True, choices=SCREENSHOT_SCENES)
    shot.add_argument("--out", required=True)
    # None: not given (a scene that does not use one refuses it; `_screenshot_problem` fills in the rest)
    shot.add_argument("--players", type=_players, default=None)
    shot.add_argument("--seed", type=_whole_number, default=None)
    shot.add_argument("--characters", default=None, help=_(CHARACTERS_HELP))
    shot.add_argument("--uniques", default=None, help=_(UNIQUES_HELP))
    selftest = sub.add_parser("selftest", help=_("play a whole bot game through the real app loop, headless"))
    for command in (shot, selftest):  # also accepted after the command: `citadels screenshot --lang es`
        command.add_argument("--lang", type=_lang, default=argparse.SUPPRESS, help=_("language: es or en"))
        command.add_argument(
            "--size", type=_size, default=argparse.SUPPRESS, help=_("window size, e.g. 1280x720")
        )

    analyse = sub.add_parser(
        "analyse", help=_("analyse a saved game: who was winning, the turning points, the costliest choices")
    )
    analyse.add_argument("file", help=_("a saved game (.ciudadelas), from the saves folder or exported"))
    analyse.add_argument("--json", action="store_true", help=_("print the analysis as one JSON object"))
    analyse.add_argument(
        "--all-seats", action="store_true", help=_("the costliest choices of the bots' seats too")
    )
    analyse.add_argument("--lang", type=_lang, default=argparse.SUPPRESS, help=_("language: es or en"))
    analyse.__class__ = OneLineErrors

    demo = sub.add_parser("demo", help=_("narrate one bot game in the terminal"))
    demo.add_argument("--players", type=_players, default=4)
    demo.add_argument("--characters", default="classic", help=_(CHARACTERS_HELP))
    demo.add_argument("--uniques", default=None, help=_(UNIQUES_HELP))
    demo.add_argument("--seed", type=_whole_number, default=None)
    demo.add_argument("--bots", type=_bot_list, default=["greedy"])
    return parser


def pygame_error() -> type[Exception]:
    import pygame  # only `screenshot` draws: the other commands and the bot worker never load pygame

    return pygame.error


#: the options of the game itself that take a value (the next word is that value, not a file)
_VALUE_OPTIONS = ("--lang", "--size")


def _shared_game(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[list[str], Path | None]:
    """``citadels game.ciudadelas`` (what a double-click on a shared game runs): the first word that
    is neither an option, an option's value nor a command, when it names a ``.ciudadelas`` file or
    any file that exists, taken out of the line; the app imports and opens it. Anything else is
    left for argparse, which names a mistyped command as usual."""
    commands = next(a.choices for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert isinstance(commands, dict)
    after_option = False
    for i, token in enumerate(argv):
        if after_option or token.startswith("-"):
            after_option = token in _VALUE_OPTIONS
            continue
        if token in commands:
            return argv, None
        if token.lower().endswith(SAVE_EXTENSION) or Path(token).is_file():
            return argv[:i] + argv[i + 1 :], Path(token)
        return argv, None
    return argv, None


def _command_option_problem(parser: argparse.ArgumentParser, argv: Sequence[str]) -> str:
    """An option of the commands given without one (``citadels --players 9``): argparse would take
    its value for the command ("invalid choice: '9'"); say which commands have it instead."""
    commands = next(a.choices for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert isinstance(commands, dict)
    if any(token in commands for token in argv):
        return ""
    own = set(parser._option_string_actions)
    for i, token in enumerate(argv):
        option = token.split("=", 1)[0]
        if not option.startswith("--") or option in own:
            continue
        having = [name for name, sub in commands.items() if option in sub._option_string_actions]
        if having:
            example = " ".join([having[0], *argv[i : i + (1 if "=" in token else 2)]])
            return _(
                "{option} is an option of {commands}, not of the game itself: for example, citadels {example}"
            ).format(option=option, commands="/".join(having), example=example)
    return ""


def _check(args: argparse.Namespace) -> None:
    """What one argument alone cannot tell: exit 2 with one line, the argparse way."""
    bots = getattr(args, "bots", None)
    if bots is not None and len(bots) not in (1, args.players):
        problem = _("{count} bots for {players} players: give one name or one per seat").format(
            count=len(bots), players=args.players
        )
        print(_error_line(f"citadels {args.command}", problem, "--bots"), end="", file=sys.stderr)
        raise SystemExit(2)


#: What `citadels screenshot` passes to a scene that takes it, when the line does not say
SCREENSHOT_DEFAULTS: dict[str, object] = {"players": 4, "seed": 1, "characters": "classic", "uniques": "all"}


def _screenshot_problem(args: argparse.Namespace) -> tuple[str, str] | None:
    """What is wrong with a screenshot's --out or options, as (argument, message) for one error line:
    --out must be a file in a folder that exists, and an option the scene does not use (--players
    for the menu, say) is refused rather than ignored. The options not given get their defaults."""
    out = Path(args.out)
    try:
        if args.out.endswith(("/", os.sep)) or out.is_dir():
            return "--out", _("{path} is a folder; give a file name such as shot.png").format(
                path=args.out or "''"
            )
        if out.suffix.lower() != ".png":  # pygame would save another format under that name
            return "--out", _("{path} is not a .png file name; the picture is saved as PNG").format(
                path=args.out
            )
        folder = out.resolve().parent
        if not folder.exists():
            return "--out", _("the folder {folder} does not exist").format(folder=out.parent)
        if not folder.is_dir():
            return "--out", _("{folder} is a file, not a folder").format(folder=out.parent)
    except (
        OSError,
        RuntimeError,
    ) as exc:  # a name too long, a loop of symbolic links (RuntimeError before 3.13)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else os.strerror(errno.ELOOP)
        return "--out", _("{path} cannot be used: {reason}").format(path=args.out, reason=reason)
    from citadels.app.screenshots import screenshot_options  # pygame only for this command

    takes = screenshot_options(args.scene)
    for option, default in SCREENSHOT_DEFAULTS.items():
        if getattr(args, option) is None:
            if option == "uniques":  # a 2016 preset brings its own deck (RULES.md §9.10)
                default = preset_deck(args.characters) or default
            setattr(args, option, default)
        elif option not in takes:
            if takes:
                message = _("the {scene} scene does not use it: it takes only {options}")
            else:
                message = _("the {scene} scene does not use it: it takes none of {options}")
            options = ", ".join(f"--{o}" for o in (takes or SCREENSHOT_DEFAULTS))
            return f"--{option}", message.format(scene=args.scene, options=options)
    return None


#: The scenes `citadels screenshot` draws (the app's table is `app/screenshots.py`; a test checks the
#: two lists agree, so that argparse can check the name without importing pygame).
SCREENSHOT_SCENES = [
    "menu",
    "setup",
    "opponents",
    "settings",
    "rules",
    "about",
    "saves",
    "your_games",
    "table",
    "table7",
    "draft",
    "destroy",
    "hotseat",
    "personalities",
    "handoff",
    "gameover",
    "gamelog",
    "review",
    "review_end",
    "review_coach",
    "review_running",
    "review_hotseat",
    "tutorial",
]


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # frozen builds: the bots' worker process (app/botworker.py) starts here
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # players need no banner on the console
    argv = sys.argv[1:] if argv is None else list(argv)
    language = cli_language(argv)
    missing = missing_files()
    if missing:
        return _damaged_installation(missing, language)
    try:
        use_language(language)
    except BundleError as exc:  # the catalog is there but cannot be read
        return _damaged_installation([str(exc)], language)
    with argparse_speaks():
        parser = build_parser()
        argv, shared_game = _shared_game(parser, argv)
        misplaced = _command_option_problem(parser, argv)
        if misplaced:
            print(_error_line("citadels", misplaced), end="", file=sys.stderr)
            return 2
        args, extra = parser.parse_known_args(argv)
        if extra:
            unrecognized = _("unrecognized arguments: %s") % " ".join(extra)
            if args.command == "ladder":
                print(_error_line("citadels ladder", unrecognized), end="", file=sys.stderr)
                return 2
            parser.error(unrecognized)
        _check(args)
        if shared_game is not None and args.command is not None:  # `citadels game.ciudadelas demo`
            parser.error(_("unrecognized arguments: %s") % shared_game)
    if args.command == "screenshot":
        problem = _screenshot_problem(args)
        if problem:
            print(_error_line("citadels screenshot", problem[1], problem[0]), end="", file=sys.stderr)
            return 2
    if getattr(args, "characters", None) is not None and getattr(args, "uniques", "") is None:
        # no deck named: a 2016 preset brings its own (RULES.md §9.10), anything else the classic deck
        args.uniques = preset_deck(args.characters) or "all"
    if getattr(args, "characters", None) is not None:
        # argparse style, on one line: the players and characters do not make a game
        for argument, message in (
            ("--characters", _characters_problem(args)),
            ("--uniques", _uniques_problem(args)),
        ):
            if message:
                print(
                    _error_line(f"citadels {args.command}", translated_problem(message), argument),
                    end="",
                    file=sys.stderr,
                )
                return 2
    if args.version:
        print(app_version())
        return 0
    args.language = language
    text_commands = {"simulate": _simulate, "ladder": _ladder, "demo": _demo, "analyse": _analyse}
    if args.command in text_commands:
        return _until_the_reader_leaves(text_commands[args.command], args)
    if args.command == "selftest":
        from citadels.app.selftest import selftest  # the app (pygame): only the commands that draw

        return _until_the_reader_leaves(lambda a: selftest(lang=a.lang, size=a.size), args)
    if args.command == "screenshot":
        from citadels.app.main import render_scene_to_file  # the app (pygame): only the commands that draw

        try:
            render_scene_to_file(
                args.scene,
                args.out,
                args.size or (1280, 720),
                args.lang or "en",
                args.players,
                args.seed,
                characters=args.characters,
                uniques=args.uniques,
            )
        except (OSError, pygame_error()) as exc:
            print("citadels screenshot: " + _("could not write {path}: {error}").format(path=args.out, error=exc),
                  file=sys.stderr)  # fmt: skip
            return 2
        print(f"wrote {args.out}")
        return 0
    from citadels.app.main import run  # the app (pygame): not loaded by the text commands, nor the bot worker

    return run(lang=args.lang, size=args.size, fullscreen=args.fullscreen, shared_game=shared_game)


def _damaged_installation(problems: list[str], language: str) -> int:
    """Stop before anything starts: name the bundled files that are missing (or unreadable) and say to
    reinstall, on stderr and in the log file, in the player's language unless its catalog is among them."""
    from citadels.app.main import setup_logging  # the game's own log file; only needed on this path

    try:
        use_language(language)
    except BundleError:
        pass  # that catalog is one of the problems: the message stays in English
    setup_logging()  # the log file, with its errors on stderr too
    heading = _("Ciudadelas cannot start: files it was installed with are missing or damaged:")
    advice = _("Reinstall the game to restore them.")
    log.error("%s\n%s\n%s", heading, "\n".join(f"  {problem}" for problem in problems), advice)
    return 1


def _until_the_reader_leaves(command: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a command that prints; if its reader goes away (`citadels simulate --log | head`), stop quietly;
    Ctrl+C stops it with one line (and the shell's status for an interrupted command), no traceback."""
    try:
        return command(args)
    except KeyboardInterrupt:
        print(f"citadels {args.command}: " + _("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the Python docs' recipe: point stdout at devnull so that flushing it at exit cannot fail again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _characters_problem(args: argparse.Namespace) -> str | None:
    spec = args.characters
    if isinstance(spec, str) and "," not in spec and spec not in PRESETS:
        return _(
            "unknown character set {name}: use {presets} or one name per rank, separated by commas"
        ).format(name=repr(spec), presets=", ".join(PRESETS))
    try:
        check_characters(args.players, args.characters, args.ruleset if "ruleset" in args else "classic")
    except ValueError as exc:
        return str(exc)
    return None


def _uniques_problem(args: argparse.Namespace) -> str | None:
    try:
        check_uniques(args.uniques)
    except ValueError as exc:
        return str(exc)
    return None


def _bot_options(args: argparse.Namespace) -> dict[str, object]:
    options: dict[str, object] = {}
    if args.hard_iterations is not None:
        options["hard_iterations"] = args.hard_iterations
    if args.hard_time is not None:
        options["hard_time"] = args.hard_time
    if getattr(args, "hard_models", None) is not None:
        options["hard_models"] = args.hard_models
    if getattr(args, "hard_horizon", None) is not None:
        options["hard_horizon"] = args.hard_horizon
    if getattr(args, "hard_clock", None) is not None:
        options["hard_clock"] = args.hard_clock
    return options


def _simulate(args: argparse.Namespace) -> int:
    if args.lang:
        set_language(args.lang)
    names = args.bots
    try:
        result = run_simulation(
            players=args.players,
            games=args.games,
            seed=args.seed,
            bot_names=names,
            ruleset=args.ruleset,
            workers=args.workers,
            narrate_first=args.log,
            bot_options=_bot_options(args),
            characters=args.characters,
            uniques=args.uniques,
            save_dir=args.save_dir,
        )
    except ValueError as exc:
        print(f"citadels simulate: {translated_problem(str(exc))}", file=sys.stderr)
        return 2
    summary = result.to_dict()
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    return 0


def _ladder(args: argparse.Namespace) -> int:
    if not rating_library_installed():
        problem = _("the ladder rates the bots with the OpenSkill library, which is not installed: {command}")
        print(_error_line("citadels ladder", problem.format(command=RATING_INSTALL)), end="", file=sys.stderr)
        return 2
    names = [b.strip() for b in args.ladder_bots.split(",") if b.strip()] if args.ladder_bots else bot_names()
    iterations = args.hard_iterations or DEFAULT_HARD_ITERATIONS
    if args.write is not None:
        write_problem = _json_file_problem(args.write)
        if write_problem is not None:
            print(_error_line("citadels ladder", write_problem, "--write"), end="", file=sys.stderr)
            return 2
    bar: ProgressBar | None = None
    try:
        if len(names) >= args.players and len(set(names)) == len(names):
            total = args.games or len(tables(names, args.players)) * args.players
        else:
            total = args.games or 1
        bar = None if args.quiet else ProgressBar(total)
        result = run_ladder(
            names,
            players=args.players,
            games=args.games,
            seed=args.seed,
            workers=args.workers,
            hard_iterations=iterations,
            progress=bar.advance if bar is not None else None,
        )
    except KeyboardInterrupt:
        if bar is not None:
            bar.end_line()
        raise
    except ValueError as exc:
        print(_error_line("citadels ladder", translated_problem(str(exc))), end="", file=sys.stderr)
        return 2
    print(json.dumps(result.to_dict()) if args.json else format_ladder(result))
    if args.write is not None:
        write_ladder(Path(args.write), result, ladder_command(args, iterations))
    return 0


def ladder_command(args: argparse.Namespace, iterations: int) -> str:
    """The command line that makes this ladder again (the worker count does not change the result)."""
    words = ["citadels", "ladder"]
    if args.ladder_bots:
        words += ["--bots", args.ladder_bots]
    words += ["--players", str(args.players), "--seed", str(args.seed), "--hard-iterations", str(iterations)]
    if args.games:
        words += ["--games", str(args.games)]
    return " ".join(words)


def _json_file_problem(name: str) -> str | None:
    """What is wrong with `name` as a JSON file to write (None: nothing)."""
    path = Path(name)
    try:
        if name.endswith(("/", os.sep)) or path.is_dir():
            return _("{path} is a folder; give a file name such as ladder.json").format(path=name or "''")
        if path.suffix.lower() != ".json":
            return _("{path} is not a .json file name; the result is written as JSON").format(path=name)
        folder = path.resolve().parent
        if not folder.exists():
            return _("the folder {folder} does not exist").format(folder=path.parent)
        if not folder.is_dir():
            return _("{folder} is a file, not a folder").format(folder=path.parent)
    except (OSError, RuntimeError) as exc:  # a name too long, a loop of symbolic links
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else os.strerror(errno.ELOOP)
        return _("{path} cannot be used: {reason}").format(path=name, reason=reason)
    return None


def _analyse(args: argparse.Namespace) -> int:
    """The coach's analysis of a saved game; a bad file is one line on stderr (the saved-games words)."""
    set_language(args.language)
    path = Path(args.file)
    try:
        report = run_analysis(path, args.all_seats)
    except (SaveProblem, GameNotOver) as problem:
        print(f"citadels analyse: {problem.message()}", file=sys.stderr)
        return 2
    (print_json if args.json else print_text)(report, path.name, args.all_seats)
    return 0


def format_summary(summary: dict[str, object]) -> str:
    lines = [
        f"{summary['games']} games, {summary['players']} players, ruleset {summary['ruleset']}, "
        f"characters {summary.get('characters', 'classic')}: "
        f"{summary['games_per_second']} games/s, {summary['mean_rounds']} rounds on average",
        f"{'bot':<10}{'seats':>6}{'wins':>7}{'win/seat':>10}{'95% interval':>18}{'score':>8}{'p50 ms':>9}{'p95 ms':>9}",
    ]
    bots = summary["bots"]
    assert isinstance(bots, dict)
    for name, b in bots.items():
        lo, hi = b["win_rate_ci95"]
        lines.append(
            f"{name:<10}{b['seats']:>6}{b['wins']:>7}{b['win_rate']:>10.3f}{f'[{lo:.3f}, {hi:.3f}]':>18}"
            f"{b['mean_score']:>8.1f}{b['decision_ms']['p50']:>9.3f}{b['decision_ms']['p95']:>9.3f}"
        )
    lines.append(f"(chance per seat: {1 / int(str(summary['players'])):.3f})")
    return "\n".join(lines)


def _demo(args: argparse.Namespace) -> int:
    set_language(args.lang or default_language())
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    names = args.bots
    names = names * args.players if len(names) == 1 else names
    players = [f"{n.capitalize()} {i + 1}" for i, n in enumerate(names)]
    state, events = new_game_with_events(
        GameConfig(players=args.players, characters=args.characters, uniques=args.uniques), seed
    )
    line_up = state.rules.characters
    for line in narrate_all(events, players, characters=line_up):
        print(line)
    bots = [make_bot(n, seed + i) for i, n in enumerate(names)]

    def show(evs: list[Event]) -> None:
        for line in narrate_all(evs, players, characters=line_up):
            print(line)

    play_game(state, bots, on_events=show)
    assert state.scores is not None
    for b in sorted(state.scores, key=lambda b: -b.total):
        print(
            f"  {players[b.seat]:<12} {b.total:>3}  (districts {b.districts}, five types {b.five_types}, "
            f"completion {b.completion}, unique {b.unique_total})"
        )
    print(f"seed {seed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
