"""Nothing on the screen tells the person who may be looking what they may not know.

Seeded games are played through the real app loop (`UIDriver`: real clicks and keys for the humans,
the table's own bot controllers for the bots): one solo game (one human, that human's view), and hot
seat games (two humans: between private decisions the possible viewer is *the public*). Every frame,
what was drawn is collected by an instrumented draw layer — every text (`text.render`), every card
face (`cardart.district_card`, `cardart.character_card`) — including what reaches the screen from the
table's caches (a cached layer, sprite or log canvas re-emits what was drawn into it when it is
shown again). Each frame is then checked against `leaklib.Knowledge`:

* no district name or face the possible viewer cannot know (another player's hand, the deck);
* no seat panel shows a character of that seat that the viewer cannot know;
* the hand-off screen shows no card face at all.

The possible viewer is worked out by the test, not read from the table: the solo human; in hot seat,
the human who has just confirmed at the hand-off screen, until their decisions are made (a bot
answering a question inside that person's own turn, the Emperor's tribute, does not end them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from leaklib import Knowledge, Names, text_leaks
from test_e2e_game import human_move

from citadels.app import cardart, text
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.handoff import HandoffScene
from citadels.app.scenes.table_menu import TableMenuScene
from citadels.app.table import gfx
from citadels.app.table.log import LogBook
from citadels.app.table.renderer import Renderer
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import Button, resolve
from citadels.engine import CLASSIC_CHARACTERS, Decision
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text import i18n

pytestmark = pytest.mark.slow

Item = tuple[str, str]  # ("text" | "district" | "character", what)


class Recorder:
    """Collects what is drawn; a capture scope keeps what a cached surface was drawn with."""

    def __init__(self) -> None:
        self.scopes: list[list[Item]] = [[]]
        self.layers: dict[tuple[int, str], tuple[Any, list[Item]]] = {}
        self.sprites: dict[Any, list[Item]] = {}
        self.logs: dict[int, list[Item]] = {}

    def emit(self, item: Item) -> None:
        for scope in self.scopes:
            scope.append(item)

    def emit_all(self, items: list[Item]) -> None:
        for item in items:
            self.emit(item)

    def capture(self, build: Callable[[], Any]) -> tuple[Any, list[Item]]:
        self.scopes.append([])
        try:
            result = build()
        finally:
            items = self.scopes.pop()
        return result, items

    def frame_start(self) -> None:
        self.scopes = [[]]

    def frame_items(self, scene: TableScene | None) -> list[Item]:
        """Everything on screen this frame: drawn now, or shown from the table's cached regions."""
        items = list(self.scopes[0])
        if scene is not None:
            for name, key in scene.renderer._base_keys.items():
                kept = self.layers.get((id(scene.renderer), name))
                if kept is not None and kept[0] == key:
                    items += kept[1]
            items += self.logs.get(id(scene.log), [])
        return items


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder()
    real_render = text.render
    real_district = cardart.district_card
    real_character = cardart.character_card
    real_log_render = LogBook.render
    real_wrapped = text.render_wrapped

    def render(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        rec.emit(("text", s))
        return real_render(s, *args, **kwargs)

    def district_card(kind_name: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        rec.emit(("district", kind_name))
        return real_district(kind_name, *args, **kwargs)

    def character_card(name: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        rec.emit(("character", name))
        return real_character(name, *args, **kwargs)

    def cached(key: Any, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        if key in gfx._cache and key in rec.sprites:
            rec.emit_all(rec.sprites[key])
            return gfx._cache[key]
        surface, items = rec.capture(build)
        gfx._cache[key] = surface
        rec.sprites[key] = items
        return surface

    def layer(self: Renderer, name: str, key: Any, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        kept = self._layers.get(name)
        mine = rec.layers.get((id(self), name))
        if kept is not None and kept[0] == key and mine is not None and mine[0] == key:
            rec.emit_all(mine[1])
            return kept[1]
        surface, items = rec.capture(build)
        self._layers[name] = (key, surface)
        rec.layers[(id(self), name)] = (key, items)
        return surface

    def render_wrapped(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        rec.emit(("text", s))  # whole, as well as line by line: a name may be wrapped
        return real_wrapped(s, *args, **kwargs)

    def log_render(self: LogBook, viewer: int | None, width: int, size: int) -> pygame.Surface:
        before = self._key
        surface, items = rec.capture(lambda: real_log_render(self, viewer, width, size))
        if self._key != before:  # drawn anew: the log canvas holds only these lines
            rec.logs[id(self)] = items
        else:  # lines added at the bottom
            rec.logs.setdefault(id(self), []).extend(items)
        return surface

    monkeypatch.setattr(text, "render", render)
    monkeypatch.setattr(text, "render_wrapped", render_wrapped)
    monkeypatch.setattr(cardart, "district_card", district_card)
    monkeypatch.setattr(cardart, "character_card", character_card)
    monkeypatch.setattr(gfx, "_cached", cached)
    monkeypatch.setattr(Renderer, "_layer", layer)
    monkeypatch.setattr(LogBook, "render", log_render)
    yield rec


def _session(seed: int, humans: int, players: int, bot: str) -> GameSession:
    names = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
    seats = tuple(SeatSetup(names[i], "human" if i < humans else "bot", bot) for i in range(players))
    return GameSession(GameSetup(seats, seed=seed))


def _button_labels(scene: Any) -> list[Item]:
    out: list[Item] = []
    for widget in getattr(getattr(scene, "ui", None), "widgets", []):
        if isinstance(widget, Button) and widget.visible:
            out.append(("text", resolve(widget.label)))
    return out


def play_and_watch(make_app: Any, recorder: Recorder, *, seed: int, humans: int, players: int, bot: str,
                   speed: str = "off", lang: str = "en", counts: Counter[str]) -> list[str]:  # fmt: skip
    """Play one game through the app; returns the leaks found (as readable strings)."""
    app = make_app(lang=lang, animation_speed=speed)
    i18n.set_language(lang)  # the names the texts are scanned for
    ui = UIDriver(app, dt=0.05, wall_limit=240)
    session = _session(seed, humans, players, bot)
    table = TableScene(app, session, bot_processes="never", animate_history=speed != "off")
    app.push(table)
    know = Knowledge(session)
    names = Names(session.names)
    rank_of = {c.name: c.rank for c in CLASSIC_CHARACTERS}
    viewer: int | None = 0 if humans == 1 else None
    leaks: list[str] = []
    menu_opened = tries = 0

    def check(items: list[Item], where: str) -> None:
        counts["frames"] += 1
        counts["items"] += len(items)
        for kind, what in set(items):
            if kind == "text":
                found = text_leaks(what, viewer, know, names)
                leaks.extend(f"{where}: {leak}" for leak in found if "district" in leak.what)
            elif kind == "district" and what not in know.known_kinds(viewer):
                leaks.append(f"{where}: viewer {viewer}: the face of a {what} not known")
        if isinstance(ui.top, HandoffScene) or isinstance(ui.top, TableMenuScene) and viewer is None:
            faces = [i for i in items if i[0] in ("district", "character")]
            if faces:
                leaks.append(f"{where}: card faces {faces[:4]} drawn over a hand-off")
        # a seat's panel never shows that seat's characters the viewer cannot know
        for seat in range(session.players):
            kept = recorder.layers.get((id(table.renderer), f"seat{seat}"))
            if kept is None or kept[0] != table.renderer._base_keys.get(f"seat{seat}"):
                continue
            secret = know.secret_ranks(seat, viewer)
            shown = {rank_of[w] for k, w in kept[1] if k == "character" and w in rank_of}
            shown |= {r for k, w in kept[1] if k == "text" for r in names.ranks(w)}
            if shown & secret:
                leaks.append(
                    f"{where}: seat {seat}'s panel shows its secret character(s) {sorted(shown & secret)} to viewer {viewer}"
                )

    for frame in range(40000):
        top = ui.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, HandoffScene):
            counts["hand-off frames"] += 1
            if top.armed and tries < 2 and getattr(top, "recap_lines", list)():
                tries += 1  # Esc opens the game menu over the hand-off; then back
                recorder.frame_start()
                ui.key(pygame.K_ESCAPE)
                know.update()
                check(
                    recorder.frame_items(None) + _button_labels(ui.top), f"frame {frame} (menu over hand-off)"
                )
                if isinstance(ui.top, TableMenuScene):
                    menu_opened += 1
                    ui.key(pygame.K_ESCAPE)
                continue
            if top.armed:
                seat = session.to_move
                recorder.frame_start()
                ui.key(pygame.K_RETURN)
                viewer = seat  # this human has confirmed: their view from now on
                know.update()
                check(recorder.frame_items(table) + _button_labels(table), f"frame {frame} (after hand-off)")
                continue
        recorder.frame_start()
        if top is table and table.my_turn:
            human_move(ui, table)
        else:
            ui.frame()
        know.update()
        if humans > 1 and viewer is not None and (session.game_over or session.to_move != viewer):
            state = session.state
            continues = (
                state is not None
                and not session.game_over
                and state.cur_seat == viewer
                and session.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
                and session.to_move >= humans  # a bot answers inside the viewer's own turn
            )
            if not continues:
                viewer = None  # their decisions are made: the next frames are for everyone
        on_table = ui.top is table
        where = (
            f"frame {frame} ({'hand-off' if isinstance(ui.top, HandoffScene) else 'table'}, viewer {viewer})"
        )
        if on_table and session.to_move >= humans and not session.game_over:
            counts["bot-turn frames"] += 1
        check(recorder.frame_items(table if on_table else None) + _button_labels(ui.top), where)
    assert session.game_over, "the game did not end"
    # the table's own log: each bot reason right under the event of its own action
    entries = table.log.entries
    for k, entry in enumerate(entries):
        if entry.kind == "reason":
            counts["reasons placed"] += 1
            above = entries[k - 1]
            assert (
                above is entry.anchor
                and getattr(above.event, "seat", getattr(above.event, "thief", None)) == entry.seat
            )
    counts["games"] += 1
    counts["menus over a hand-off"] += menu_opened
    return leaks


GAMES = [
    pytest.param(dict(seed=5, humans=1, players=4, bot="medium"), id="solo-4p"),
    pytest.param(dict(seed=8, humans=2, players=4, bot="easy", lang="es"), id="hotseat-2h-4p-es"),
    pytest.param(dict(seed=13, humans=2, players=3, bot="medium", speed="fast"), id="hotseat-2h-3p-animated"),
]


@pytest.mark.parametrize("game", GAMES)
def test_nothing_hidden_reaches_the_screen(make_app: Any, recorder: Recorder, game: dict[str, Any]) -> None:
    counts: Counter[str] = Counter()
    leaks = play_and_watch(make_app, recorder, counts=counts, **game)
    print(f"\nno-leak screen {game}: {counts['frames']} frames checked ({counts['bot-turn frames']} during bot turns, "
          f"{counts['hand-off frames']} on the hand-off screen), {counts['items']} drawn texts and cards")  # fmt: skip
    assert not leaks, f"{len(leaks)} leaks, e.g.:\n" + "\n".join(leaks[:12])
    assert (
        counts["games"] == 1
        and counts["frames"] > 200
        and counts["bot-turn frames"] > 20
        and counts["reasons placed"] > 20
    )
    if game["humans"] > 1:
        assert counts["hand-off frames"] > 10 and counts["menus over a hand-off"] >= 1
