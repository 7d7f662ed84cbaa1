"""A fixed set of table states rendered headless, for the pixel-for-pixel render guard
(test_table_renders.py). Also a script: ``python tests/app/table_renders.py --write`` records the
digest of every render in table_renders.json. Run it against the code whose looks are the reference
(for a refactor: the commit before it, e.g. from a temporary worktree with ``PYTHONPATH`` pointing at
that checkout) — the file stays usable as long as the scene keeps ``TableScene(app, session, ...)``,
``demo_session``, ``set_mode`` and the ``items``/``selected``/``act`` surface the tests use.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from citadels import i18n  # noqa: E402
from citadels.app.app import App  # noqa: E402
from citadels.app.table.demo import demo_session  # noqa: E402
from citadels.app.table.scene import TableScene  # noqa: E402
from citadels.engine import Decision, Destroy, ExchangeCard, TakeIncome  # noqa: E402
from citadels.session import GameSession, GameSetup, SeatSetup  # noqa: E402
from citadels.settings import Settings  # noqa: E402
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario  # noqa: E402

DIGESTS = Path(__file__).with_name("table_renders.json")
SIZES = [(1280, 720), (1920, 1080)]
LANGS = ["en", "es"]
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor")


@dataclass
class Staged:
    """A table to render, what to do once its widgets are up, and how long to let it play then."""

    scene: Any
    after: Callable[[], list[pygame.event.Event] | None] | None = None
    advance: float = 0.0


def _session(state: Any, humans: tuple[int, ...] = (0,)) -> GameSession:
    seats = tuple(
        SeatSetup(NAMES[i], "human" if i in humans else "bot", "greedy") for i in range(state.rules.players)
    )
    return GameSession.from_state(GameSetup(seats), state)


def _scene(app: App, session: GameSession) -> Any:
    return TableScene(app, session, animate_history=False, bot_processes="never")


def _staged(app: App, session: GameSession) -> Staged:
    return Staged(_scene(app, session))


def _draft(app: App) -> Staged:
    return _staged(app, demo_session(4, stage="draft"))


def _draft_chosen(app: App) -> Staged:
    """A character clicked once: selected, the Confirm button up, the turn cue's halo pulsing."""
    scene = _scene(app, demo_session(4, stage="draft"))

    def choose() -> None:
        next(item for item in scene.items if item.key[0] == "pick" and item.enabled).click()

    return Staged(scene, choose, advance=0.4)


def _main_dark(app: App) -> Staged:
    """A Dark City line-up with a rank-9 character: nine slots on the character track."""
    return _staged(app, demo_session(8, stage="main", characters="darkcity"))


def _draft7(app: App) -> Staged:
    return _staged(app, _session(Scenario(players=7).crown(1).build()))


def _discard2(app: App) -> Staged:
    """Two players: seat 0 has picked and now discards one character face down."""
    session = _session(Scenario(players=2).crown(1).build())
    session.submit(1, session.legal(1)[0])
    session.submit(0, session.legal(0)[0])
    assert session.decision == Decision.DRAFT_DISCARD and session.to_move == 0
    return _staged(app, session)


def _gather(app: App) -> Staged:
    return _staged(app, demo_session(4, stage="gather"))


def _keep(app: App) -> Staged:
    state = (
        Scenario(players=4, seed=3).characters({0: "king"}).deck_top("palace", "temple").turn("king").build()
    )
    session = _session(state)
    from citadels.engine import DrawCards

    session.submit(0, DrawCards())
    assert session.decision == Decision.KEEP
    return _staged(app, session)


def _main(players: int) -> Callable[[App], Staged]:
    return lambda app: _staged(app, demo_session(players, stage="main"))


def _warlord(app: App) -> Staged:
    scene = _scene(app, demo_session(5, stage="destroy"))
    return Staged(scene, lambda: scene.set_mode("destroy"))


def _magician_state() -> Any:
    return (
        Scenario(players=4, seed=3)
        .characters({0: "magician"})
        .hand(0, "temple", "palace", "manor")
        .city(1, "castle")
        .turn("magician", gathered=True)
        .build()
    )


def _exchange_mode(app: App) -> Staged:
    scene = _scene(app, _session(_magician_state()))

    def select() -> None:
        scene.set_mode("exchange")
        first = next(i for i in scene.items if i.key[0] == "hand")
        first.click()

    return Staged(scene, select)


def _swap(app: App) -> Staged:
    scene = _scene(app, _session(_magician_state()))
    return Staged(scene, lambda: scene.set_mode("swap"))


def _king_state(*city: str) -> Any:
    return (
        Scenario(players=4, seed=3)
        .characters({0: "king"})
        .gold(0, 3)
        .hand(0, "temple", "watchtower")
        .city(0, "manor", *city)
        .turn("king", gathered=True)
        .build()
    )


def _school(app: App) -> Staged:
    scene = _scene(app, _session(_king_state("school_of_magic")))
    return Staged(scene, lambda: scene.set_mode("school"))


def _main_uniques(app: App) -> Staged:
    """The turn's row with the Laboratory and the Smithy."""
    return _staged(app, _session(_king_state("laboratory", "smithy")))


def _lab(app: App) -> Staged:
    scene = _scene(app, _session(_king_state("laboratory", "smithy")))
    return Staged(scene, lambda: scene.set_mode("lab"))


def _exchange(app: App) -> Staged:
    session = _session(_magician_state())
    view = session.view(0)
    session.submit(0, ExchangeCard(view.hand[0].id))
    assert session.decision == Decision.EXCHANGE
    return _staged(app, session)


def _murder(app: App) -> Staged:
    state = (
        Scenario(players=4, seed=3)
        .characters({0: "assassin"})
        .hand(0, "temple")
        .turn("assassin", gathered=True)
        .build()
    )
    scene = _scene(app, _session(state))
    return Staged(scene, lambda: scene.set_mode("murder"))


def _graveyard(app: App) -> Staged:
    state = (
        Scenario(players=4, seed=3)
        .gold(0, 2).gold(1, 5)
        .city(0, "graveyard", "temple")
        .city(2, "manor")
        .characters({1: "warlord", 0: "king", 2: "merchant", 3: "thief"})
        .turn("warlord", gathered=True)
        .build()
    )  # fmt: skip
    session = _session(state)
    manor = next(c for c in state.players[2].city if c.kind.name == "manor")
    session.submit(1, Destroy(2, manor.id))
    assert session.decision == Decision.GRAVEYARD
    return _staged(app, session)


def _hotseat(app: App) -> Staged:
    """Two humans: nobody confirmed at the screen yet, so nothing private is drawn."""
    return _staged(app, demo_session(4, stage="main", humans=2))


def _game_over(app: App) -> Staged:
    from citadels.ai import make_bot

    session = GameSession(
        GameSetup(
            tuple(SeatSetup(NAMES[i], "human" if i == 0 else "bot", "greedy") for i in range(3)), seed=5
        )
    )
    bots = [make_bot("greedy", 11 + i) for i in range(3)]
    while not session.game_over:
        seat = session.to_move
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal(seat)))
    return _staged(app, session)


def _built(app: App) -> Staged:
    """Mid-animation: the human has just built a district (a card in flight, the log growing)."""
    scene = _scene(app, demo_session(4, stage="main"))

    def build() -> None:
        card = next(i for i in scene.items if i.key[0] == "hand" and i.actionable)
        card.click()

    return Staged(scene, build, advance=0.2)


def _hover(app: App) -> Staged:
    """The pointer rests on a hand card: the large preview with its reason."""
    scene = _scene(app, demo_session(4, stage="main"))

    def hover() -> list[pygame.event.Event]:
        card = next(i for i in scene.items if i.key[0] == "hand")
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=card.visible_point, rel=(0, 0), buttons=(0, 0, 0))]

    return Staged(scene, hover, advance=0.3)


def _dark_state(name: str, line_up: tuple[str, ...] | None = None) -> Any:
    """Four players, Ana playing `name`: a Great Wall, a living Bishop (when in the line-up) and the
    Artist's gold in the cities, so the Dark City controls show their prices and reasons."""
    line_up = line_up or (
        "witch",
        "tax_collector",
        "wizard",
        "emperor",
        "bishop",
        "alchemist",
        "navigator",
        "diplomat",
        "artist",
    )
    return (
        Scenario(players=4, seed=5).line_up(*line_up).gold_all(3).gold(0, 3).gold(2, 8).crown(3).deal(3, 0, 1, 2, 3)
        .city(0, "temple", "market", "keep", "church").city(1, "castle", "watchtower").city(2, "harbor", "trading_post", "great_wall")
        .city(3, "cathedral", "manor", "temple").artist_gold(3, "cathedral").artist_gold(0, "church")
        .characters({0: name, 1: "bishop"} if "bishop" in line_up and name != "bishop" else {0: name}).turn(name, gathered=True).build()
    )  # fmt: skip


ABBOT_LINE_UP = DARK_CITY_WITH_ARTIST


def _abbot(app: App) -> Staged:
    """The Abbot's row: his religious income, and the tithe dimmed until it is collected."""
    return _staged(app, _session(_dark_state("abbot", ABBOT_LINE_UP)))


def _abbot_tithe(app: App) -> Staged:
    """The Abbot's row once his income is collected: the tithe names the richest player."""
    state = _dark_state("abbot", ABBOT_LINE_UP)
    state.apply(TakeIncome())
    return _staged(app, _session(state))


def _diplomat(app: App) -> Staged:
    """The Diplomat has chosen his Market and a Harbor behind a Great Wall: prices on every tile,
    the Bishop's city dimmed, the swap's price on its button."""
    state = _dark_state("diplomat")
    scene = _scene(app, _session(state))
    market = next(c.id for c in state.players[0].city if c.kind.name == "market")
    harbor = next(c.id for c in state.players[2].city if c.kind.name == "harbor")

    def choose() -> None:
        scene.set_mode("diplomat")
        scene.selected[:] = [market, harbor]

    return Staged(scene, choose)


def _artist(app: App) -> Staged:
    """The Artist has chosen one district; the Church already carries his gold."""
    state = _dark_state("artist")
    scene = _scene(app, _session(state))
    temple = next(c.id for c in state.players[0].city if c.kind.name == "temple")

    def choose() -> None:
        scene.set_mode("artist")
        scene.selected[:] = [temple]

    return Staged(scene, choose)


def _adorned_hover(app: App) -> Staged:
    """The pointer rests on a district with the Artist's gold: the zoom shows the coin too."""
    scene = _scene(app, _session(_dark_state("artist")))

    def hover() -> list[pygame.event.Event]:
        box = scene.geo.seats[3]
        rect = box.tile_rects(3, scene.completion)[0]
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))]

    return Staged(scene, hover, advance=0.6)


STATES: dict[str, Callable[[App], Staged]] = {
    "draft": _draft,
    "draft_chosen": _draft_chosen,
    "draft7": _draft7,
    "discard2": _discard2,
    "gather": _gather,
    "keep": _keep,
    "main2": _main(2),
    "main4": _main(4),
    "main7": _main(7),
    "main_dark": _main_dark,
    "warlord": _warlord,
    "murder": _murder,
    "exchange_mode": _exchange_mode,
    "exchange": _exchange,
    "swap": _swap,
    "school": _school,
    "uniques": _main_uniques,
    "lab": _lab,
    "graveyard": _graveyard,
    "hotseat": _hotseat,
    "gameover": _game_over,
    "built": _built,
    "hover": _hover,
    "abbot": _abbot,
    "abbot_tithe": _abbot_tithe,
    "diplomat": _diplomat,
    "artist": _artist,
    "adorned_hover": _adorned_hover,
}


def stage(app: App, name: str) -> None:
    """Open the table in state `name` on `app`: its widgets up, then `advance` seconds played."""
    staged = STATES[name](app)
    app.push(staged.scene)
    app.step([], 0.0)
    events = (staged.after() if staged.after is not None else None) or []
    app.step(events, 0.0)
    advance = staged.advance
    while advance > 1e-9:
        dt = min(advance, 0.05)
        app.step([], dt)
        advance -= dt


def render(name: str, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """The table in state `name`, drawn once its widgets are up (and after `advance` seconds)."""
    settings = Settings(language=lang, window_size=size, sound=False)
    app = App(headless=True, size=size, settings=settings, persist=False)
    try:
        stage(app, name)
        app.step([], 0.0)
        return app.screen.copy()
    finally:
        app.manager.clear()
        app.close()
        i18n.set_language("en")


def cases() -> Iterator[tuple[str, str, tuple[int, int]]]:
    for name in STATES:
        for lang in LANGS:
            for size in SIZES:
                yield name, lang, size


def case_id(name: str, lang: str, size: tuple[int, int]) -> str:
    return f"{name}-{lang}-{size[0]}x{size[1]}"


def digest(surface: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest()[:32]


def platform_key() -> str:
    """Renders are exact only for one pygame-ce / SDL / FreeType build."""
    return f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.version.SDL))}"


def main(argv: list[str]) -> int:
    out: dict[str, Any] = {"platform": platform_key(), "digests": {}}
    png_dir = Path(argv[argv.index("--png") + 1]) if "--png" in argv else None
    for name, lang, size in cases():
        surface = render(name, lang, size)
        key = case_id(name, lang, size)
        out["digests"][key] = digest(surface)
        if png_dir is not None:
            png_dir.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surface, str(png_dir / f"{key}.png"))
        print(key, out["digests"][key], flush=True)
    if "--write" in argv:
        DIGESTS.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
