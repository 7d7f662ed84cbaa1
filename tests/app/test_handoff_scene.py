"""The hot-seat hand-off screen, headless: opaque; passed on only by a deliberate confirm (its button,
or a fresh Enter once it has been up for a moment), exactly once; never by Space, a stray click, a held
or repeating key; its recap lists every line, scrollable; in both languages and sizes."""

from __future__ import annotations

import pygame
import pytest
from app_testlib import LANGS, SIZES

from citadels.app import text
from citadels.app.scene import Scene
from citadels.app.scenes.handoff import ARM_DELAY, ENTER_DELAY, HandoffScene
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


def settle(ui: UIDriver) -> None:
    """Long enough for Enter to count."""
    ui.frames(int(ENTER_DELAY * 60) + 2)


def test_it_is_opaque_and_hides_the_scene_below(app, ui) -> None:  # type: ignore[no-untyped-def]
    below, scene, _calls = push_handoff(app)
    assert scene.transparent is False
    before = below.drawn
    arm(ui)
    assert below.drawn == before  # the table is never drawn under the hand-off
    magenta = pygame.mask.from_threshold(app.screen, (255, 0, 255), (1, 1, 1, 255))
    assert magenta.count() == 0


def test_only_a_click_on_its_button_confirms_and_only_once(app, ui) -> None:  # type: ignore[no-untyped-def]
    below, scene, calls = push_handoff(app)
    ui.click(scene.ready_button)  # too soon: the click that ended the last turn may still be going on
    assert calls == [] and app.manager.top is scene
    # a release without a press on this screen (the end of the click that opened it) is ignored
    settle(ui)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.ready_button.rect.center, button=1))
    ui.frame()
    assert calls == []
    ui.click((10, 10))  # a click beside the button (clicking through the bots' turns) passes nothing on
    ui.click(scene.panel.midtop)
    assert calls == [] and app.manager.top is scene
    ui.click(scene.ready_button)
    assert calls == ["ready"]
    assert app.manager.top is below
    assert below.events == 0  # the confirming click did not leak into the table
    ui.click((10, 10))
    assert calls == ["ready"]


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_confirms_once_the_screen_has_been_up_for_a_moment(app, ui, key) -> None:  # type: ignore[no-untyped-def]
    below, scene, calls = push_handoff(app)
    ui.key(key)
    arm(ui)
    ui.key(key)  # armed for the mouse, but Enter waits a little longer
    assert calls == [] and app.manager.top is scene
    settle(ui)
    ui.key(pygame.K_ESCAPE)  # Escape does not pass the computer on: it opens the game menu
    assert calls == [] and isinstance(app.manager.top, TableMenuScene)
    ui.key(pygame.K_ESCAPE)  # and closes it again
    assert calls == [] and app.manager.top is scene
    ui.key(key)
    assert calls == ["ready"] and app.manager.top is below


def test_space_the_skip_animations_key_never_confirms(app, ui) -> None:  # type: ignore[no-untyped-def]
    """Play-test #30.1: tapping Space through the bots' turns flashed the hand-off and showed the
    next person's hand."""
    _below, scene, calls = push_handoff(app)
    for _ in range(int(3 * ENTER_DELAY * 60)):
        ui.key(pygame.K_SPACE)
    assert scene.age > 2 * ENTER_DELAY
    assert calls == [] and app.manager.top is scene
    for key in (pygame.K_a, pygame.K_TAB, pygame.K_SPACE, pygame.K_RIGHT):
        ui.key(key)
    assert calls == [] and app.manager.top is scene


def test_an_enter_held_when_the_screen_appears_does_not_confirm(app, ui) -> None:  # type: ignore[no-untyped-def]
    """The Enter that ended the last turn is still down when the screen appears: its key repeats
    (presses with no release between) never count; its release, then a fresh press, does."""
    below = Secret(app)
    app.push(below)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    ui.frame()
    assert below.events == 1  # the table had the press
    calls: list[str] = []
    scene = HandoffScene(app, "Ana", lambda: calls.append("ready"))
    app.push(scene)
    settle(ui)
    for _ in range(5):  # the key repeating
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        )
        ui.frames(3)
    assert calls == [] and app.manager.top is scene
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    ui.frame()
    assert calls == []
    ui.key(pygame.K_RETURN)
    assert calls == ["ready"]


def test_a_press_too_early_then_held_does_not_confirm(app, ui) -> None:  # type: ignore[no-untyped-def]
    _below, scene, calls = push_handoff(app)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    ui.frame()  # too early
    settle(ui)
    for _ in range(4):  # the same press, repeating
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        )
        ui.frames(2)
    assert calls == [] and app.manager.top is scene
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    ui.frame()
    ui.key(pygame.K_RETURN)
    assert calls == ["ready"]


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


def _drawn_lines(ui: UIDriver, frames: int = 1) -> list[str]:
    drawn: list[str] = []
    real_wrapped, real_render = text.render_wrapped, text.render
    try:
        text.render_wrapped = lambda s, *a, **k: (drawn.append(s), real_wrapped(s, *a, **k))[1]  # type: ignore[assignment]
        text.render = lambda s, *a, **k: (drawn.append(s), real_render(s, *a, **k))[1]  # type: ignore[assignment]
        ui.frames(frames)
    finally:
        text.render_wrapped, text.render = real_wrapped, real_render  # type: ignore[assignment]
    return drawn


def test_the_recap_shows_every_line(app, ui) -> None:  # type: ignore[no-untyped-def]
    """Play-test #4: a hard limit of 6 lines left space empty and dropped what mattered."""
    lines = [f"line {i}" for i in range(10)]
    scene = HandoffScene(app, "Ana", lambda: None, recap=lambda: lines)
    app.push(scene)
    drawn = _drawn_lines(ui, 2)
    assert scene.recap_lines() == lines
    assert all(f"• {line}" in drawn for line in lines)
    assert not any("more" in d for d in drawn)


def _scroll_lines(count: int) -> list[str]:
    lines = ["Bruno murders the Architect.", "Carmen robs the Merchant."]
    lines += [f"The rank {i} is called… nobody answers." for i in range(count)]
    return [*lines, "Diego builds the Palace (5 gold)."]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_recap_lists_every_line_and_scrolls(make_app, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Play-test #30.2: "…and N more" hid which events were missing. Every line is in the list, in
    the order it happened, and the wheel and the keys scroll it to the end and back."""
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    lines = _scroll_lines(60)
    scene = HandoffScene(app, "Ana", lambda: None, recap=lambda: lines)
    app.push(scene)
    drawn = _drawn_lines(ui, 2)
    assert scene.recap_shown == lines
    assert all("• " + line in drawn for line in lines)
    view = scene.recap_view
    assert (
        view.visible
        and scene.panel.contains(view.rect)
        and not view.rect.colliderect(scene.ready_button.rect)
    )
    assert view.max_offset > 0 and view.offset == 0  # too many for the panel: the oldest first
    assert not any("more (see the log)" in d or "(ver el registro)" in d for d in drawn)
    assert not any("more" in d and d[:1].isdigit() for d in drawn)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    ui.frames(30)
    assert 0 < view.offset < view.max_offset
    ui.key(pygame.K_END, frames=60)
    assert view.offset == view.max_offset
    ui.key(pygame.K_HOME, frames=60)
    assert view.offset == 0
    ui.key(pygame.K_PAGEDOWN, frames=30)
    ui.key(pygame.K_DOWN, frames=30)
    below = view.offset
    assert below > 0
    ui.key(pygame.K_UP, frames=30)
    assert view.offset < below
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    ui.frames(60)
    assert view.offset == 0
    # every line is in the list, in order: what a scroll to the end shows ends with the latest
    assert view.content is not None and view.content.get_height() > view.rect.h
    assert app.manager.top is scene  # scrolling passed nothing on


def test_the_recap_names_ranks_by_the_games_line_up() -> None:
    """With Dark City characters, rank 5 is the Abbot and rank 8 the Diplomat: the recap on the
    hand-off screen must not call them the Bishop and the Warlord (it once did)."""
    from citadels.app.recap import public_recap
    from citadels.engine.events import CharactersDiscardedFaceUp
    from citadels.session import GameSession, GameSetup, SeatSetup
    from citadels.text.i18n import set_language

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
