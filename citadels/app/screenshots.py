"""The screens `citadels screenshot --scene NAME` can draw, each with a made-up game where it needs one.

`SCREENSHOTS` is the table: a name, the function that builds the scene, and which of the command
line's options (`SCREENSHOT_OPTIONS`) it takes — the command line refuses the others.
"""

from __future__ import annotations

import atexit
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from citadels.ai import make_bot
from citadels.app.bot_levels import LEVELS, opponent_names
from citadels.app.demo import finished_session, play_until
from citadels.app.personalities import personality
from citadels.app.players import BOT_NAMES, human_default_name
from citadels.app.recap import public_recap
from citadels.app.scene import AppServices, Scene
from citadels.app.scenes.about import AboutScene
from citadels.app.scenes.gamelog import GameLogScene
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scenes.opponents import OpponentScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.rules import RulesScene
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.scenes.settings import SettingsScene
from citadels.app.scenes.setup import MAX_SEATS, MIN_SEATS, SetupScene
from citadels.app.scenes.setup_choices import CharacterChoice
from citadels.app.scenes.your_games import YourGamesScene
from citadels.app.table.demo import demo_session
from citadels.app.table.scene import TableScene
from citadels.app.tutorial.scene import open_tutorial
from citadels.coach.analyse import analyse_steps
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.coach.runner import CoachJob, Request
from citadels.engine import ConfigError, Decision, validate_config
from citadels.engine.characters import RANK_NINE
from citadels.saves import ARCHIVE, Autosave
from citadels.saves.format import decode_line, encode_line
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import _

#: The options `citadels screenshot` passes to the screens that take them.
SCREENSHOT_OPTIONS = ("players", "seed", "characters", "uniques")
_ALL = SCREENSHOT_OPTIONS
_NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor")


@dataclass(frozen=True)
class Screenshot:
    #: build(app, **options) -> the scene to draw
    build: Callable[..., Scene]
    #: the options of `SCREENSHOT_OPTIONS` that `build` takes
    options: tuple[str, ...] = ()


def _table(
    app: AppServices,
    players: int,
    stage: str,
    seed: int = 7,
    characters: str = "classic",
    uniques: str = "all",
) -> TableScene:
    session = demo_session(players, seed=seed, stage=stage, characters=characters, uniques=uniques)
    return TableScene(app, session, animate_history=False, bot_processes="never")


def table(
    app: AppServices, players: int = 4, seed: int = 7, characters: str = "classic", uniques: str = "all"
) -> TableScene:
    """A table at a human's main turn after two rounds."""
    return _table(app, players, "main", seed, characters, uniques)


def draft(
    app: AppServices, players: int = 4, seed: int = 7, characters: str = "classic", uniques: str = "all"
) -> TableScene:
    """A table at a human's character choice."""
    return _table(app, players, "draft", seed, characters, uniques)


def hotseat(
    app: AppServices, players: int = 4, seed: int = 11, characters: str = "classic", uniques: str = "all"
) -> TableScene:
    """A hot-seat table (two humans, medium bots) while a bot plays: the public table only."""
    seats = tuple(SeatSetup(n, "human" if i < 2 else "bot", "medium") for i, n in enumerate(_NAMES[:players]))
    session = GameSession(GameSetup(seats, seed=seed, characters=characters, uniques=uniques))
    bots = [make_bot("medium", seed + i) for i in range(players)]
    while not session.game_over:
        seat = session.to_move
        if session.round >= 3 and seat >= 2 and session.decision == Decision.MAIN:
            break
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=bots[seat].last_reason if seat >= 2 else None)
    return TableScene(app, session, animate_history=False, bot_processes="never")


def personalities(
    app: AppServices, players: int = 5, seed: int = 3, characters: str = "classic", uniques: str = "all"
) -> TableScene:
    """A table against the personalities (the human first, then one of each in turn), played by
    them with their reasons, at the human's main turn of the third round: their badges on the panels
    and their voices in the log."""
    bots = [name for name in opponent_names() if name not in LEVELS]
    chosen = ["medium", *(bots[i % len(bots)] for i in range(players - 1))]
    names = [_NAMES[0], *(_personality_name(b) for b in chosen[1:])]
    seats = tuple(
        SeatSetup(n, "human" if i == 0 else "bot", b)
        for i, (n, b) in enumerate(zip(names, chosen, strict=True))
    )
    session = GameSession(GameSetup(seats, seed=seed, characters=characters, uniques=uniques))
    players_bots = [make_bot(b, seed + i) for i, b in enumerate(chosen)]
    while not session.game_over:
        seat = session.to_move
        if session.round >= 3 and seat == 0 and session.decision == Decision.MAIN:
            break
        action = players_bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=players_bots[seat].last_reason if seat else None)
    return TableScene(app, session, animate_history=False, bot_processes="never")


def _personality_name(bot: str) -> str:
    character = personality(bot)
    assert character is not None
    return character.seat_name()


def gameover(
    app: AppServices, players: int = 4, seed: int = 1, characters: str = "classic", uniques: str = "all"
) -> GameOverScene:
    """A whole bot game, then its game-over screen with the bars fully grown."""
    scene = GameOverScene(app, finished_session(players, seed, characters=characters, uniques=uniques))
    scene.age = 60.0
    return scene


def review(
    app: AppServices,
    players: int = 4,
    seed: int = 1,
    characters: str = "classic",
    uniques: str = "all",
    step: int | None = None,
) -> ReviewScene:
    """The review of a whole bot game: late in the game (or at ``step``; -1 is the end)."""
    session = finished_session(players, seed, characters=characters, uniques=uniques)
    scene = ReviewScene(app, session)
    if step is None and scene.replay is not None:
        # the middle of a round late in the game: cities, hands, characters and reasons all showing
        scene.go_to(scene.replay.round_start(max(1, scene.replay.rounds - 2)) + 9)
    elif step is not None:
        scene.go_to(step if step >= 0 else scene.last)
    return scene


#: the demo games' analyses, made once a run: (players, seed, humans, characters, uniques) -> the
#: analysis after each part (the last one complete)
_ANALYSES: dict[tuple[object, ...], list[tuple[float, Analysis]]] = {}


def _analysed(session: GameSession, key: tuple[object, ...]) -> list[tuple[float, Analysis]]:
    if key not in _ANALYSES:
        _ANALYSES[key] = list(analyse_steps(GameRecord.from_session(session), every=0.0))
    return _ANALYSES[key]


def review_coach(
    app: AppServices,
    players: int = 4,
    seed: int = 1,
    characters: str = "classic",
    uniques: str = "all",
    humans: int = 1,
    progress: float = 1.0,
) -> ReviewScene:
    """The review with the coach's tab: the whole analysis (or the part done at ``progress``), at the
    game's biggest turning point."""
    session = finished_session(players, seed, humans=humans, characters=characters, uniques=uniques)
    parts = _analysed(session, (players, seed, humans, characters, uniques))
    done, analysis = next(((p, a) for p, a in parts if p >= progress), parts[-1])
    job = CoachJob(0, Request(GameRecord.from_session(session), None, None, None), analysis=analysis,
                   progress=done, state="done" if done >= 1.0 else "running")  # fmt: skip
    app.coaching.remember(session, job)
    scene = ReviewScene(app, session)
    full = parts[-1][1]
    biggest = max(full.turning_points, key=lambda tp: tp.swing, default=None)
    scene.go_to(biggest.index if biggest is not None and progress >= 1.0 else len(analysis.steps) // 2)
    return scene


def review_running(
    app: AppServices, players: int = 4, seed: int = 1, characters: str = "classic", uniques: str = "all"
) -> ReviewScene:
    """The review while the coach is still at work: the chances known, the choices being examined."""
    return review_coach(app, players, seed, characters, uniques, progress=0.3)


def review_hotseat(
    app: AppServices, players: int = 4, seed: int = 3, characters: str = "classic", uniques: str = "all"
) -> ReviewScene:
    """The review of a hot-seat game (two people): each person's costliest choices under their name."""
    return review_coach(app, players, seed, characters, uniques, humans=2)


def review_end(
    app: AppServices, players: int = 4, seed: int = 1, characters: str = "classic", uniques: str = "all"
) -> ReviewScene:
    """The review at its last move: every city with the points of each district."""
    return review(app, players, seed, characters, uniques, step=-1)


def handoff(
    app: AppServices, players: int = 4, seed: int = 7, characters: str = "classic", uniques: str = "all"
) -> HandoffScene:
    """The hot-seat hand-off before a character choice, with its recap."""
    session = demo_session(
        players, seed=seed, stage="draft", humans=2, characters=characters, uniques=uniques
    )
    return HandoffScene(
        app,
        "Ñandú",
        None,
        detail=lambda: _("It is your turn to choose a character."),
        recap=lambda: public_recap(session, max(0, len(session.history) - 40)),
    )


def gamelog(app: AppServices) -> GameLogScene:
    """The log of a finished four-player game of Medium bots, with their reasons."""
    seats = tuple(SeatSetup(n, "human" if i == 0 else "bot", "medium") for i, n in enumerate(_NAMES[:4]))
    session = GameSession(GameSetup(seats, seed=5))
    bots = [make_bot("medium", 5 + i) for i in range(4)]
    while not session.game_over:
        seat = session.to_move
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=bots[seat].last_reason if seat else None)
    return GameLogScene(app, session)


def setup(
    app: AppServices, players: int = 4, characters: str = "classic", uniques: str = "all"
) -> SetupScene:
    """The new-game screen with ``players`` seats (the first human, the rest bots of every level, then
    the personalities), the character set and unique districts given (`custom` alone opens the per-rank
    dialog)."""
    scene = SetupScene(app)
    choice = CharacterChoice.from_spec(characters)
    if characters == "custom":
        choice = CharacterChoice(  # every kind of choice: the classic card, the Dark City one, the 2016
            "custom",  # one, random; the last 9th card: the Queen, whom 4 players cannot have
            ["assassin", "tax_collector", "random", "patrician", "bishop", "random", "navigator", "marshal"],
            RANK_NINE[-1].name,
        )
    scene.choice = choice
    scene.characters.set_value(choice.preset)
    for stepper, value in zip(scene.rank_steppers, [*choice.ranks, choice.nine], strict=True):
        stepper.set_value(value)
    scene.apply_uniques(uniques)
    while len(scene.rows) < min(MAX_SEATS, players):
        scene.add_seat()
    while len(scene.rows) > max(MIN_SEATS, players):
        scene.remove_seat(scene.rows[-1])
    levels = opponent_names()
    for i, row in enumerate(scene.rows[1:]):
        row.level.set_value(levels[i % len(levels)])
    scene._rebuild()
    if characters == "custom":
        scene.open_dialog("characters")
    scene.ui.set_focus(None)
    return scene


def opponents(
    app: AppServices, players: int = 4, characters: str = "classic", uniques: str = "all"
) -> OpponentScene:
    """The gallery of opponents over the new-game screen (`setup`), for its third seat."""
    under = setup(app, players, characters, uniques)
    app.push(under)
    row = under.rows[min(2, len(under.rows) - 1)]
    return OpponentScene(app, seat=under.rows.index(row), current=str(row.level.value), on_choose=row.choose)


def saves(
    app: AppServices, players: int = 4, seed: int = 1, characters: str = "classic", uniques: str = "all"
) -> SavedGamesScene:
    """Three demo games in a temporary folder (a finished one, one in progress, a damaged file): the
    first of ``players`` players, the second of one fewer when the character set allows it."""
    folder = Path(tempfile.mkdtemp(prefix="ciudadelas-saves-shot-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # the scene reads it until drawn
    for i, stop in enumerate((None, 90)):
        n = players - i if players - i >= 2 else players
        try:
            validate_config(players=n, characters=characters)
        except ConfigError:  # e.g. the Queen with 5 players is no set for 4
            n = players
        seats = tuple(SeatSetup(_NAMES[k], "human" if k == 0 else "bot", "medium") for k in range(n))
        session = GameSession(GameSetup(seats, seed=seed + i, characters=characters, uniques=uniques))
        autosave = Autosave.start(session, folder, sync=False)
        rng = random.Random(seed + i)
        while not session.game_over and (stop is None or len(session.actions) < stop):
            session.submit(session.to_move, rng.choice(session.legal(session.to_move)))
        autosave.close()
        stamp = time.time() - 3600 * (2 - i)
        os.utime(autosave.path, (stamp, stamp))
    damaged = folder / "game-20260101-120000-00001.ciudadelas"
    damaged.write_bytes(b"\x00garbage")
    os.utime(damaged, (time.time() - 86400, time.time() - 86400))
    return SavedGamesScene(app, folder)


#: the made-up record of `your_games`: (players, the bots' levels, people at the table, characters, seed)
_RECORD_GAMES: tuple[tuple[int, tuple[str, ...], int, str, int], ...] = (
    (4, ("medium",), 1, "classic", 1), (4, ("medium",), 1, "classic", 2), (3, ("easy",), 1, "classic", 3),
    (4, ("hard", "medium"), 1, "darkcity", 4), (5, ("hard",), 1, "classic", 5), (2, ("easy",), 1, "classic", 6),
    (4, ("medium",), 2, "classic", 7), (4, ("easy",), 1, "darkcity", 8), (6, ("medium", "easy"), 1, "classic", 9),
    (4, ("hard",), 1, "classic", 10), (3, ("medium",), 1, "darkcity", 11), (5, ("medium",), 1, "darkcity", 12),
    (5, ("easy",), 2, "classic", 13), (4, ("hard",), 1, "classic", 14),
)  # fmt: skip


def _backdate(path: Path, days: float) -> None:
    """Make a demo save look played `days` ago (its creation and every move's time)."""
    shift = days * 86400
    lines = path.read_bytes().split(b"\n")
    out = []
    for line in lines:
        if not line:
            continue
        data = decode_line(line)
        for key in ("created", "t"):
            if key in data:
                data[key] = round(data[key] - shift, 3)
        out.append(encode_line(data))
    path.write_bytes(b"".join(out))


def your_games(app: AppServices) -> YourGamesScene:
    """A record of fourteen finished games over the last weeks (solo and hot seat, 2-6 players, every
    bot level, classic and Dark City characters), one of them deleted from the list (in the archive)."""
    folder = Path(tempfile.mkdtemp(prefix="ciudadelas-record-shot-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # the scene reads it as it opens
    bot_names = [_(n) for n in BOT_NAMES]
    for i, (players, levels, people, characters, seed) in enumerate(_RECORD_GAMES):
        seats = []
        for k in range(players):
            if k < people:
                seats.append(SeatSetup(human_default_name(k), "human"))
            else:
                seats.append(SeatSetup(bot_names[k % len(bot_names)], "bot", levels[k % len(levels)]))
        session = GameSession(GameSetup(tuple(seats), seed=seed, characters=characters))
        play_until(session, lambda s: s.game_over)
        autosave = Autosave.start(session, folder, sync=False)
        autosave.close()
        _backdate(autosave.path, (len(_RECORD_GAMES) - i) * 1.7)
    deleted = sorted(folder.glob("*.ciudadelas"))[0]
    (folder / ARCHIVE).mkdir()
    deleted.rename(folder / ARCHIVE / deleted.name)
    return YourGamesScene(app, folder)


def tutorial(app: AppServices) -> TableScene:
    """A new tutorial game at its first callout."""
    scene = open_tutorial(app, restart=True)
    scene.skip_animations()  # the deal is played out at once: the first callout is up
    return scene


SCREENSHOTS: dict[str, Screenshot] = {
    "menu": Screenshot(MenuScene),
    "setup": Screenshot(setup, ("players", "characters", "uniques")),
    "opponents": Screenshot(opponents, ("players", "characters", "uniques")),
    "settings": Screenshot(SettingsScene),
    "rules": Screenshot(RulesScene),
    "about": Screenshot(AboutScene),
    "saves": Screenshot(saves, _ALL),
    "your_games": Screenshot(your_games),
    "table": Screenshot(table, _ALL),
    "draft": Screenshot(draft, _ALL),
    "table7": Screenshot(lambda app: _table(app, 7, "main")),
    "destroy": Screenshot(lambda app: _table(app, 5, "destroy")),
    "hotseat": Screenshot(hotseat, _ALL),
    "personalities": Screenshot(personalities, _ALL),
    "handoff": Screenshot(handoff, _ALL),
    "gameover": Screenshot(gameover, _ALL),
    "review": Screenshot(review, _ALL),
    "review_end": Screenshot(review_end, _ALL),
    "review_coach": Screenshot(review_coach, _ALL),
    "review_running": Screenshot(review_running, _ALL),
    "review_hotseat": Screenshot(review_hotseat, _ALL),
    "gamelog": Screenshot(gamelog),
    "tutorial": Screenshot(tutorial),
}


def screenshot_names() -> list[str]:
    return sorted(SCREENSHOTS)


def screenshot_options(name: str) -> list[str]:
    """Which of `SCREENSHOT_OPTIONS` the screen ``name`` takes ([] for an unknown name)."""
    shot = SCREENSHOTS.get(name)
    return [] if shot is None else [o for o in SCREENSHOT_OPTIONS if o in shot.options]


def build_screenshot_scene(name: str, app: AppServices, **options: object) -> Scene:
    """The scene to draw for ``name``; the options it does not take are left out."""
    shot = SCREENSHOTS.get(name)
    if shot is None:
        raise KeyError(f"unknown scene {name!r}; known: {', '.join(screenshot_names())}")
    return shot.build(app, **{k: v for k, v in options.items() if k in shot.options})
