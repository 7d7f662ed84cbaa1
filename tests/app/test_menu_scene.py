"""The main menu: notices clear of the title, shortcuts that follow the language."""

from __future__ import annotations

import pytest
from app_testlib import MakeApp

from citadels.app import text, theme
from citadels.app.scenes.menu import MenuScene
from citadels.app.uidriver import UIDriver


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 768)])
def test_a_notice_never_covers_the_title(make_app: MakeApp, lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang=lang, size=size)
    app.notices.append(lambda: "Some settings in settings.json were not valid and were reset: Window size.")
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(2)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    lay = menu.lay
    title = text.render("Ciudadelas", lay.title, theme.GOLD_LIGHT, bold=True, role="display").get_rect(
        center=menu.title_centre
    )
    assert menu.notice_rect.w > 0 and not menu.notice_rect.colliderect(title.inflate(lay.px(8), 0))
    assert menu.dismiss.visible and menu.notice_rect.contains(menu.dismiss.rect)
    assert menu.notice_rect.right <= size[0] and not menu.notice_rect.colliderect(menu.panel)


@pytest.mark.parametrize(
    ("lang", "letters"),
    [
        ("en", {"settings": "S", "quit": "Q", "saved_games": "G", "your_games": "Y"}),
        ("es", {"settings": "O", "quit": "S", "saved_games": "P", "your_games": "T"}),
    ],  # fmt: skip
)
def test_the_shortcuts_follow_the_language_and_are_all_different(
    make_app: MakeApp, lang: str, letters: dict[str, str]
) -> None:
    import pygame

    from citadels.app.widgets import Button

    app = make_app(lang=lang)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(1)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    buttons = [b for b in menu.ui.widgets if isinstance(b, Button) and b.shortcut is not None]
    assert len(buttons) == 8  # every button but OK
    keys = [b.shortcut for b in buttons]
    assert len(set(keys)) == len(keys)
    for b in buttons:  # the letter shown is the key that works, and starts a word of the label
        assert b.shortcut_label is not None and b.shortcut == ord(b.shortcut_label.lower())
    for name, letter in letters.items():
        assert getattr(menu, name).shortcut_label == letter
    opened: list[str] = []
    app.nav.settings = lambda: opened.append("settings")  # type: ignore[method-assign]
    ui.key(pygame.key.key_code(letters["settings"].lower()))
    assert opened == ["settings"]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_eight_buttons_stay_clear_of_the_keys_hint(
    make_app: MakeApp, lang: str, size: tuple[int, int]
) -> None:
    """With Continue shown the menu has eight buttons: their panel ends above the hint line."""
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    app.nav.menu()
    ui.frames(1)
    menu = ui.top
    assert isinstance(menu, MenuScene)
    menu.continue_button.visible = True
    menu._relayout()
    buttons = [menu.continue_button, menu.new_game, menu.learn, menu.saved_games, menu.your_games, menu.settings,
               menu.rules, menu.quit]  # fmt: skip
    assert all(menu.panel.contains(b.rect) for b in buttons)
    assert all(a.rect.bottom < b.rect.top for a, b in zip(buttons, buttons[1:], strict=False))
    assert menu.panel.bottom <= menu.hint_top(size[1])
    assert min(b.rect.h for b in buttons) >= menu.lay.px(34)


@pytest.mark.parametrize(("lang", "label"), [("en", "Version"), ("es", "Versión")])
def test_the_menu_shows_the_version(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, label: str
) -> None:
    from citadels.system.version import app_version

    drawn: list[str] = []
    draw_text = text.draw_text
    monkeypatch.setattr(
        text,
        "draw_text",
        lambda surface, value, *a, **k: (drawn.append(value), draw_text(surface, value, *a, **k))[1],
    )
    app = make_app(lang=lang)
    app.nav.menu()
    UIDriver(app).frames(2)
    assert f"{label} {app_version()}" in drawn
