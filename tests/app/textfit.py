"""Text that does not fit: every scene drawn headless with the text functions instrumented.

`TextProbe` wraps `citadels.app.text.draw_text`, `ellipsize` and `render_wrapped` while a scene
draws, and reports

* **clipped** — a line drawn (partly) outside the surface it is drawn on: the screen, or a cached
  layer the size of its panel (a seat, the character line, the stage), so outside its box;
* **cut** — a line shortened with "…" (`ellipsize`): a district's or a character's name, a
  button's label, a title, a score. Only the players' names (typed by the players; `allowed_cuts`),
  a small card's own title (its name is shown in full beside it or in its preview) and paragraphs
  cut to `render_wrapped(max_lines=...)` (the log's and the track's statuses, by design) may end
  in "…";
* **overlapping** — two lines drawn on the same surface in one frame whose boxes cross (the
  gold, card and district counts of a narrow seat running into each other);
* **small** — with a minimum size (`check(..., least=12)` at 1280x720, issue 20): a line a player
  must read drawn smaller. Every text counts — labels, prompts, the log, the character line, key
  caps, captions, district tiles, the titles and texts of cards — but the figures inside icons (a
  coin's value, a rank's gem, a points star), which are pictures the enlarged card repeats. A
  character's or district's name on a card is whole or not drawn at all (a small card leaves its
  title off: the name is beside it, under it or in its preview), never "As…".

`SCENES` builds every screen of the game: the menu, the new-game screen (with every level and
personality at its seats) and its three dialogs (the characters, the unique districts, the opponents),
settings, rules, saved games, your games, the table in each main decision (up to 8 players with Dark City and
full cities), the hand-off, game over, the game log, the review (with the coach's tab: done, at work, a hot-seat game's costly choices), the pause menu and a
confirmation, and the tutorial when the game has one. Used by test_text_fits.py; also a script:
``python tests/app/textfit.py 1024x576 es [scene ...]`` prints what it finds.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from citadels.app import text  # noqa: E402
from citadels.app.app import App  # noqa: E402
from citadels.system.settings import Settings  # noqa: E402
from citadels.text import i18n  # noqa: E402

#: how far (pixels) a line may poke out of its surface or into another line: antialiasing, shadows
SLACK = 2


@dataclass
class Line:
    text: str
    rect: pygame.Rect
    surface: pygame.Surface  # the surface drawn on (kept: a freed surface's id could be reused)
    bounds: pygame.Rect  # that surface's clip rectangle


@dataclass
class Findings:
    clipped: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    overlapping: list[str] = field(default_factory=list)
    small: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        return [*(f"clipped: {c}" for c in self.clipped), *(f"cut: {c}" for c in self.cut), *(f"overlap: {c}" for c in self.overlapping),
                *(f"small: {c}" for c in self.small)]  # fmt: skip


#: the smallest text (pixels) a player must read at 1280x720 (issue 20)
LEAST_AT_1280 = 12

#: the drawing functions whose figures are pictures, not text to read (the probe's "icon" context)
ICONS = (
    ("cardart", "_draw_coin"),
    ("cardart", "_rank_gem"),
    ("cardart", "_emblem"),
    ("gfx", "_points_badge"),
)


def protected_names() -> set[str]:
    """Texts never shortened: every district's and character's name in the current language."""
    from citadels.engine.cards import KINDS
    from citadels.engine.characters import CHARACTERS

    names = {i18n.district_name(k) for k in KINDS}
    names |= {i18n.character_name(c) for c in CHARACTERS}
    return names


class TextProbe:
    """Records the text drawn while active; `frame()` starts a new frame (overlaps are per frame)."""

    def __init__(self, allowed_cuts: set[str] | None = None, least: int = 0) -> None:
        self.lines: list[Line] = []
        self.findings = Findings()
        self.allowed = allowed_cuts or set()
        self.least = least  # 0: no minimum size
        self._in_wrapped = 0
        self._in_card = 0
        self._in_icon = 0

    def frame(self) -> None:
        self.lines.clear()

    @contextmanager
    def active(self) -> Iterator[TextProbe]:
        from citadels.app import cardart, decor
        from citadels.app.table import gfx

        real_draw, real_ellipsize, real_wrapped, real_render = (
            text.draw_text,
            text.ellipsize,
            text.render_wrapped,
            text.render,
        )
        real_panel, real_banner = decor.draw_panel, cardart._banner_text
        modules = {"cardart": cardart, "gfx": gfx}
        real_icons = {(m, f): getattr(modules[m], f) for m, f in ICONS}
        probe = self

        def icon(real: Any) -> Any:
            def draw(*args: Any, **kw: Any) -> Any:
                probe._in_icon += 1
                try:
                    return real(*args, **kw)
                finally:
                    probe._in_icon -= 1

            return draw

        def render(value: str, size: int, colour: Any, **kw: Any) -> pygame.Surface:
            if probe.least and size < probe.least and value.strip() and not probe._in_icon:
                probe.findings.small.append(f"{value!r} at {size}px")
            return real_render(value, size, colour, **kw)

        def draw_panel(surface: pygame.Surface, rect: pygame.Rect, **kw: Any) -> Any:
            # a panel drawn over text hides it (a dialog, a tooltip): that text no longer counts
            probe.lines = [
                ln for ln in probe.lines if ln.surface is not surface or not ln.rect.colliderect(rect)
            ]
            return real_panel(surface, rect, **kw)

        def banner_text(surface: pygame.Surface, rect: pygame.Rect, label: str, **kw: Any) -> None:
            # a card's own title: a long one sits on two tightly set lines; a name is never shortened
            # (a small card leaves it off), other titles may be
            probe._in_card += 1
            protected = label in protected_names()
            if not protected:
                probe._in_wrapped += 1
            try:
                real_banner(surface, rect, label, **kw)
            finally:
                probe._in_card -= 1
                if not protected:
                    probe._in_wrapped -= 1

        def draw_text(
            surface: pygame.Surface, value: str, pos: tuple[int, int], size: int, colour: Any, **kw: Any
        ) -> pygame.Rect:
            rect = real_draw(surface, value, pos, size, colour, **kw)
            probe._drawn(surface, value, rect)
            return rect

        def ellipsize(value: str, size: int, max_width: int, **kw: Any) -> str:
            out = real_ellipsize(value, size, max_width, **kw)
            if out != value and not probe._in_wrapped:
                probe._shortened(value, out, max_width)
            return out

        def render_wrapped(value: str, *args: Any, **kw: Any) -> pygame.Surface:
            probe._in_wrapped += 1  # a paragraph cut to `max_lines` ends in "…" by design
            try:
                return real_wrapped(value, *args, **kw)
            finally:
                probe._in_wrapped -= 1

        text.draw_text, text.ellipsize, text.render_wrapped, text.render = (
            draw_text,
            ellipsize,
            render_wrapped,
            render,
        )  # type: ignore[assignment]
        decor.draw_panel, cardart._banner_text = draw_panel, banner_text  # type: ignore[assignment]
        for (m, f), real in real_icons.items():
            setattr(modules[m], f, icon(real))
        text._text_cache.clear()
        try:
            yield self
        finally:
            text.draw_text, text.ellipsize, text.render_wrapped, text.render = (
                real_draw,
                real_ellipsize,
                real_wrapped,
                real_render,
            )  # type: ignore[assignment]
            decor.draw_panel, cardart._banner_text = real_panel, real_banner  # type: ignore[assignment]
            for (m, f), real in real_icons.items():
                setattr(modules[m], f, real)

    def _drawn(self, surface: pygame.Surface, value: str, rect: pygame.Rect) -> None:
        if not value.strip() or rect.w <= 0:
            return
        bounds = surface.get_clip()
        line = Line(value, rect.copy(), surface, bounds)
        if not bounds.inflate(2 * SLACK, 2 * SLACK).contains(rect):
            where = (
                "the screen"
                if surface is pygame.display.get_surface()
                else f"a {surface.get_width()}x{surface.get_height()} box"
            )
            self.findings.clipped.append(f"{value!r} at {tuple(rect)} runs out of {where}")
        if self._in_card:
            return  # a card title's two lines are set closer than their boxes
        for other in self.lines:
            if (
                other.surface is not surface or other.text == value
            ):  # the same text again: an outline, a shadow
                continue
            overlap = other.rect.inflate(-2 * SLACK, -2 * SLACK).clip(rect.inflate(-2 * SLACK, -2 * SLACK))
            if overlap.w > 0 and overlap.h > 0:
                self.findings.overlapping.append(
                    f"{other.text!r} {tuple(other.rect)} and {value!r} {tuple(rect)}"
                )
        self.lines.append(line)

    def _shortened(self, value: str, out: str, width: int) -> None:
        if value in self.allowed or value.rstrip("…") in self.allowed:
            return
        kind = "name" if value in protected_names() else "text"  # in the language of the moment
        self.findings.cut.append(f"{kind} {value!r} shown as {out!r} in {width}px")


# ================================================================================================
# Every scene
# ================================================================================================

Build = Callable[[App], None]  # pushes the scene (and anything over it) onto the app


def _screenshot(name: str, **options: Any) -> Build:
    def build(app: App) -> None:
        from citadels.app.screenshots import build_screenshot_scene

        if name != "menu":
            app.nav.menu()
        app.push(build_screenshot_scene(name, app, **options))

    return build


def _setup_dialog(which: str) -> Build:
    def build(app: App) -> None:
        _screenshot("setup")(app)
        app.step([], 0.0)
        app.manager.top.open_dialog(which)  # type: ignore[union-attr]

    return build


def _table_state(name: str) -> Build:
    def build(app: App) -> None:
        import table_renders

        table_renders.stage(app, name)

    return build


def _full_cities(players: int, per_city: int) -> Build:
    """`players` seats (Dark City from 4), every city `per_city` districts with the longest names."""

    def build(app: App) -> None:
        from table_renders import _scene, _session

        app.push(_scene(app, _session(full_cities_state(players, per_city))))

    return build


PLAYER_NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Héctor")


def full_cities_state(players: int, per_city: int) -> Any:
    from citadels.engine.cards import KINDS
    from tests.engine.scenario import Scenario

    uniques = ["haunted_city", "imperial_treasury", "school_of_magic", "dragon_gate", "great_wall", "map_room",
               "observatory", "keep", "library", "laboratory", "smithy", "university"]  # fmt: skip
    basics = ["watchtower", "prison", "fortress", "palace", "castle", "manor", "temple", "church", "monastery",
              "cathedral", "tavern", "market", "trading_post", "docks", "harbor", "town_hall", "battlefield"]  # fmt: skip
    hand = ["temple", "tavern", "palace", "castle"]
    sc = Scenario(players=players, seed=3)
    if players >= 4:
        sc = sc.line_up("darkcity")
    sc = sc.hand(0, *hand).gold(0, 12)
    used: dict[str, int] = {k: hand.count(k) for k in hand}
    u = 0
    for seat in range(players):
        city: list[str] = []
        for _ in range(2):
            if u < len(uniques):
                city.append(uniques[u])
                u += 1
        b = seat * 3
        while len(city) < per_city and b < seat * 3 + 200:
            kind = basics[b % len(basics)]
            b += 1
            if kind not in city and used.get(kind, 0) < KINDS[kind].copies:
                used[kind] = used.get(kind, 0) + 1
                city.append(kind)
        sc = sc.city(seat, *city).gold(seat, 12 if seat else 12)
    return sc.crown(1).build()


def _zoom(players: int, characters: str, rank: int) -> Build:
    """The draft (`players`, `characters`) with the pointer resting on the card of `rank` (or the
    first one): its enlarged card and caption, the longest abilities in the game."""

    def build(app: App) -> None:
        from table_renders import _scene

        from citadels.app.table.demo import demo_session
        from citadels.app.table.renderer import PREVIEW_DELAY

        scene = _scene(app, demo_session(players, stage="draft", characters=characters))
        app.push(scene)
        app.step([], 0.0)
        cards = [i for i in scene.items if i.key[0] == "pick"]
        card = next((i for i in cards if i.key[1] == rank), cards[0])
        app.step(
            [pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 0.0
        )
        for _ in range(int(PREVIEW_DELAY / 0.05) + 2):
            app.step([], 0.05)

    return build


def _wizard(count: int) -> Build:
    """8 players, the Wizard looking at a hand of `count` cards (the stage at its lowest)."""

    def build(app: App) -> None:
        from table_renders import _scene

        from citadels.engine import LookAtHand
        from citadels.session import GameSession, GameSetup, SeatSetup
        from tests.engine.scenario import Scenario

        dark = (
            "witch",
            "tax_collector",
            "wizard",
            "emperor",
            "abbot",
            "alchemist",
            "navigator",
            "diplomat",
            "queen",
        )
        state = (Scenario(players=8, seed=5).line_up(*dark).gold_all(3).crown(3).deal(3).deal(count - 3, 4)
                 .characters({0: "wizard"}).turn("wizard", gathered=True).build())  # fmt: skip
        seats = tuple(SeatSetup(PLAYER_NAMES[i], "human" if i == 0 else "bot", "medium") for i in range(8))
        session = GameSession.from_state(GameSetup(seats, characters=",".join(dark)), state)
        session.submit(0, LookAtHand(4))
        app.push(_scene(app, session))

    return build


def _review_coach_list(app: App) -> None:
    """The coach's tab of a hot-seat review scrolled down to the costliest choices."""
    _screenshot("review_hotseat", seed=3)(app)
    app.step([], 0.0)
    scene = app.manager.top
    scene.coach_list.scroll_to(10**6, instant=True)  # type: ignore[union-attr]


def _confirm(app: App) -> None:
    from citadels.app.scenes.confirm import ConfirmScene

    app.nav.menu()
    _table_state("main4")(app)
    app.push(ConfirmScene(app, title=i18n._("Leave the game?"), message=i18n._("The game is saved: you can go on with it later from the menu."),
                          confirm_label=i18n._("Leave"), danger=True))  # fmt: skip


def _table_menu(app: App) -> None:
    from citadels.app.scenes.table_menu import TableMenuScene

    _table_state("main4")(app)
    app.push(TableMenuScene(app, app.manager.top))


def scenes() -> dict[str, Build]:

    out: dict[str, Build] = {
        "menu": _screenshot("menu"),
        "setup": _screenshot("setup"),
        "setup_characters": _setup_dialog("characters"),
        "setup_uniques": _setup_dialog("uniques"),
        "setup_personalities": _screenshot("setup", players=8, characters="darkcity"),
        "opponents": _screenshot("opponents"),
        "settings": _screenshot("settings"),
        "rules": _screenshot("rules"),
        "saves": _screenshot("saves"),
        "your_games": _screenshot("your_games"),
        "handoff": _screenshot("handoff"),
        "gameover": _screenshot("gameover"),
        "gamelog": _screenshot("gamelog"),
        "review": _screenshot("review"),
        "review_end": _screenshot("review_end"),
        # 8 players: a city's strip of tiles cut its names (and a city ran into the next seat's title)
        "review8": _screenshot("review", players=8, characters="darkcity"),
        "review_end8": _screenshot("review_end", players=8, characters="darkcity"),
        "review3": _screenshot("review", players=3),
        "review_coach": _screenshot("review_coach"),
        "review_running": _screenshot("review_running"),
        "review_hotseat": _screenshot("review_hotseat"),
        "review_coach_list": _review_coach_list,
        "confirm": _confirm,
        "table_menu": _table_menu,
        "table_dark8": _screenshot("table", players=8, characters="darkcity"),
        "table_personalities": _screenshot("personalities", players=6, characters="darkcity"),
        "zoom_draft4": _zoom(4, "classic", 8),
        "zoom_draft8": _zoom(8, "darkcity", 1),
        "wizard8": _wizard(4),
        "wizard8_long": _wizard(12),
        "draft_dark8": _screenshot("draft", players=8, characters="darkcity"),
        "cities2": _full_cities(2, 9),
        "cities4": _full_cities(4, 8),
        "cities5": _full_cities(5, 8),
        "cities7": _full_cities(7, 8),
        "cities8": _full_cities(8, 8),
    }
    import table_renders

    for state in table_renders.STATES:  # every decision the render guard covers
        out[f"table_{state}"] = _table_state(state)
    out["tutorial"] = _screenshot("tutorial")
    return out


def check(name: str, size: tuple[int, int], lang: str, frames: int = 3, least: int = 0) -> Findings:
    """Draw scene `name` at `size` in `lang` and return what does not fit in its last frame (and, with
    `least`, the text smaller than that)."""
    settings = Settings(language=lang, language_from_system=False, window_size=size, sound=False)
    probe = TextProbe(allowed_cuts=set(PLAYER_NAMES), least=least)
    with probe.active():
        app = App(headless=True, size=size, settings=settings, persist=False)
        try:
            scenes()[name](app)
            for _ in range(frames):
                probe.frame()
                app.step([], 1 / 60)
            assert app.crash is None, app.crash.traceback
            # a last frame with every cache dropped, so that all its text is drawn (and checked)
            probe.findings = Findings()
            probe.frame()
            _redraw_everything(app)
            assert app.crash is None, app.crash.traceback
            found = probe.findings
            for kind in ("clipped", "cut", "overlapping", "small"):
                setattr(found, kind, list(dict.fromkeys(getattr(found, kind))))
            return found
        finally:
            app.manager.clear()
            app.close()
            i18n.set_language("en")


def _redraw_everything(app: App) -> None:
    """One more frame with every cached layer dropped, so all the text is drawn in it."""
    from citadels.app import cardart
    from citadels.app.table import gfx

    text._text_cache.clear()
    gfx._cache.clear()
    for cache in (getattr(cardart, "_cache", None),):
        if isinstance(cache, dict):
            cache.clear()
    for scene in app.manager.scenes:
        invalidate = getattr(scene, "invalidate_layers", None)  # a scene's own cached layers (the review's)
        if invalidate is not None:
            invalidate()
        renderer = getattr(scene, "renderer", None)
        if renderer is not None:
            renderer.invalidate()
            renderer._base = None
            renderer._base_keys = {}
    app.step([], 1 / 60)


def main(argv: list[str]) -> int:
    size = tuple(int(v) for v in argv[0].split("x")) if argv else (1024, 576)
    lang = argv[1] if len(argv) > 1 else "es"
    names = argv[2:] or list(scenes())
    least = LEAST_AT_1280 if size == (1280, 720) else 0
    bad = 0
    for name in names:
        found = check(name, size, lang, least=least).all()  # type: ignore[arg-type]
        bad += len(found)
        print(f"{name}: {'ok' if not found else len(found)}")
        for f in found:
            print("   ", f)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    sys.exit(main(sys.argv[1:]))
