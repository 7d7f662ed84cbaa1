"""The hot-seat hand-off screen, headless: opaque, armed after a moment, confirmed by click, Enter or
Space exactly once, in both languages and sizes."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import LANGS, SIZES

from citadels.app import text
from citadels.app.scene import Scene
from citadels.app.scenes.handoff import ARM_DELAY, HandoffScene
from citadels.app.scenes.table_menu import TableMenuScene
from citadels.app.uidriver import UIDriver


class Secret(Scene):
    """Stands for the table: records whether it was drawn and paints a loud colour."""

    name = "secret"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.drawn = 0
        self.events = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1
        surface.fill((255, 0, 255))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.events += 1


def push_handoff(app, name: str = "Ñandú"):  # type: ignore[no-untyped-def]
    below = Secret(app)
    app.push(below)
    calls: list[str] = []
    scene = HandoffScene(app, name, lambda: calls.append("ready"))
    app.push(scene)
    return below, scene, calls


def arm(ui: UIDriver) -> None:
    ui.frames(int(ARM_DELAY * 60) + 2)


def test_it_is_opaque_and_hides_the_scene_below(app, ui) -> None:  # type: ignore[no-untyped-def]
    below, scene, _calls = push_handoff(app)
    assert scene.transparent is False
    before = below.drawn
    arm(ui)
    assert below.drawn == before  # the table is never drawn under the hand-off
    magenta = pygame.mask.from_threshold(app.screen, (255, 0, 255), (1, 1, 1, 255))
    assert magenta.count() == 0


def test_clicks_before_arming_are_ignored_then_a_click_confirms_once(app, ui) -> None:  # type: ignore[no-untyped-def]
    below, scene, calls = push_handoff(app)
    ui.click(app.screen.get_rect().center)
    assert calls == [] and app.manager.top is scene
    # a release without a press on this screen (the end of the click that opened it) is ignored
    arm(ui)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    ui.frame()
    assert calls == []
    ui.click((10, 10))  # anywhere, not only the button
    assert calls == ["ready"]
    assert app.manager.top is below
    assert below.events == 0  # the confirming click did not leak into the table
    ui.click((10, 10))
    assert calls == ["ready"]


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_keys_confirm(app, ui, key) -> None:  # type: ignore[no-untyped-def]
    below, scene, calls = push_handoff(app)
    ui.key(key)
    assert calls == []
    arm(ui)
    ui.key(pygame.K_ESCAPE)  # Escape does not pass the computer on: it opens the game menu
    assert calls == [] and isinstance(app.manager.top, TableMenuScene)
    ui.key(pygame.K_ESCAPE)  # and closes it again
    assert calls == [] and app.manager.top is scene
    ui.key(key)
    assert calls == ["ready"] and app.manager.top is below


def test_the_button_confirms(app, ui) -> None:  # type: ignore[no-untyped-def]
    _below, scene, calls = push_handoff(app, "Beatriz")
    arm(ui)
    assert "Beatriz" in scene.ready_button.label()  # type: ignore[operator]
    ui.click(scene.ready_button)
    assert calls == ["ready"]


def test_window_close_asks_first(app, ui) -> None:  # type: ignore[no-untyped-def]
    _below, scene, _calls = push_handoff(app)
    assert scene.confirm_quit()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_draws_in_every_language_and_size(make_app, lang, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    _below, scene, _calls = push_handoff(app, "Guillermina de Todos los Santos")
    arm(ui)
    assert app.screen.get_rect().contains(scene.panel)
    assert scene.panel.contains(scene.ready_button.rect)
    app.resize((1600, 900))
    ui.frames(2)
    assert app.screen.get_rect().contains(scene.panel)


def test_escape_opens_the_game_menu_over_the_still_hidden_screen(app, ui) -> None:  # type: ignore[no-untyped-def]
    _below, scene, calls = push_handoff(app)
    ui.key(pygame.K_ESCAPE)  # even before the screen is armed
    menu = app.manager.top
    assert isinstance(menu, TableMenuScene) and calls == []
    assert app.manager.scenes[-2] is scene and scene.transparent is False  # the table stays hidden below
    ui.click(menu.resume_button)
    assert app.manager.top is scene and calls == []


def _drawn_lines(ui: UIDriver) -> list[str]:
    drawn: list[str] = []
    real_wrapped, real_render = text.render_wrapped, text.render
    try:
        text.render_wrapped = lambda s, *a, **k: (drawn.append(s), real_wrapped(s, *a, **k))[1]  # type: ignore[assignment]
        text.render = lambda s, *a, **k: (drawn.append(s), real_render(s, *a, **k))[1]  # type: ignore[assignment]
        ui.frames(1)
    finally:
        text.render_wrapped, text.render = real_wrapped, real_render  # type: ignore[assignment]
    return drawn


def test_the_recap_shows_every_line_that_fits(app, ui) -> None:  # type: ignore[no-untyped-def]
    """Play-test #4: a hard limit of 6 lines left space empty and dropped what mattered."""
    lines = [f"line {i}" for i in range(10)]
    scene = HandoffScene(app, "Ana", lambda: None, recap=lambda: lines)
    app.push(scene)
    ui.frames(2)
    assert scene.recap_lines() == lines
    drawn = _drawn_lines(ui)
    assert all(f"• {line}" in drawn for line in lines)
    assert not any("more (see the log)" in d for d in drawn)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_recap_keeps_the_murder_and_theft_and_says_how_many_more(
    make_app, lang: str, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """Too many lines for the panel: the murder and the theft (however old) and the latest lines are
    drawn, in the order they happened, then "…and N more (see the log)"."""
    from citadels.app.recap import RecapLine

    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    lines = [RecapLine("Bruno murders the Architect.", 3), RecapLine("Carmen robs the Merchant.", 3)]
    lines += [RecapLine(f"The rank {i} is called… nobody answers.", 0) for i in range(60)]
    lines += [RecapLine("Diego builds the Palace (5 gold).", 2)]
    scene = HandoffScene(app, "Ana", lambda: None, recap=lambda: lines)
    app.push(scene)
    ui.frames(2)
    drawn = _drawn_lines(ui)
    shown = scene.recap_shown
    assert shown[:2] == lines[:2] and shown[-1] == lines[-1], shown
    assert 3 < len(shown) < len(lines)
    more = [
        d
        for d in drawn
        if str(len(lines) - len(shown)) in d and ("(see the log)" in d or "(ver el registro)" in d)
    ]
    assert more, drawn
    assert "• " + lines[0] in drawn and "• " + lines[-1] in drawn


def test_the_recap_names_ranks_by_the_games_line_up() -> None:
    """With Dark City characters, rank 5 is the Abbot and rank 8 the Diplomat: the recap on the
    hand-off screen must not call them the Bishop and the Warlord (it once did)."""
    from citadels.app.recap import public_recap
    from citadels.engine.events import CharactersDiscardedFaceUp
    from citadels.i18n import set_language
    from citadels.session import GameSession, GameSetup, SeatSetup

    set_language("en")
    seats = tuple(SeatSetup(f"P{i}", "human") for i in range(5))
    session = GameSession(GameSetup(seats, seed=3, crown=0, characters="darkcity"))
    session.submit(session.to_move, session.legal(session.to_move)[0])
    faceup = [e for e in session.history if isinstance(e, CharactersDiscardedFaceUp)]
    assert faceup, "5 players with 9 characters discard some face up"
    names = {spec.name for spec in session.state.rules.characters}  # type: ignore[union-attr]
    assert "bishop" not in names and "warlord" not in names
    recap = " ".join(public_recap(session, 0))
    assert "Discarded face up" in recap
    for word in ("Assassin", "Thief", "Magician", "King", "Bishop", "Merchant", "Architect", "Warlord"):
        assert word not in recap, recap
