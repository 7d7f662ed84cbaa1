"""Settings → About: the game's version and licence and the third-party notices (citadels/system/notices.py),
scrollable to their last line, in English and Spanish; a build's own THIRD-PARTY-NOTICES.txt is
shown as it is; notices that cannot be had are said in the panel, and nothing crashes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.scenes import about
from citadels.app.scenes.about import AboutScene
from citadels.app.scenes.settings import SettingsScene
from citadels.app.uidriver import UIDriver
from citadels.system import notices


def _all_text(scene: AboutScene) -> str:
    return "\n".join(line for _indent, line in scene.notices.lines)


def test_settings_opens_about_with_every_notice(app: App, ui: UIDriver) -> None:
    app.nav.menu()
    settings = SettingsScene(app)
    app.push(settings)
    ui.frames(2)
    ui.click(settings.about_button)
    scene = app.manager.top
    assert isinstance(scene, AboutScene)
    shown = _all_text(scene)
    for name in ("pygame-ce", "pydantic", "platformdirs", "polib", "markdown-it-py"):
        assert f"* {name} " in shown
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in shown.upper()
    assert scene.source is None  # from source: made from what is installed
    ui.key(pygame.K_ESCAPE)
    assert app.manager.top is settings


def test_the_notices_scroll_to_their_last_line_and_draw_only_what_is_in_view(app: App, ui: UIDriver) -> None:
    scene = AboutScene(app)
    app.push(scene)
    ui.frames(2)
    panel = scene.notices
    assert len(panel.lines) > 1000  # the licences' full texts, wrapped
    assert panel.content_height == len(panel.lines) * panel.line_h > 20 * panel.rect.h
    assert len(panel.visible_lines()) <= panel.rect.h // panel.line_h + 2
    before = pygame.image.tobytes(app.screen, "RGB")
    ui.key(pygame.K_END, frames=40)
    assert panel.target == panel.max_offset > 0 and abs(panel.offset - panel.max_offset) < 1
    assert panel.visible_lines()[-1] == len(panel.lines) - 1
    assert pygame.image.tobytes(app.screen, "RGB") != before
    ui.key(pygame.K_HOME, frames=40)
    assert panel.target == 0 and panel.offset < 1


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 576)), ("es", (1920, 1080)), ("es", (1280, 720))])
def test_about_in_both_languages_and_every_size(make_app: MakeApp, lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang=lang, size=size)
    scene = AboutScene(app)
    app.push(scene)
    app.run_frames(2)
    assert scene.panel.bottom < scene.back_button.rect.top
    assert scene.notices.rect.w > 300 and scene.notices.rect.h > 100
    title = "Acerca de Ciudadelas" if lang == "es" else "About Ciudadelas"
    from citadels.text.i18n import _

    assert _("About Ciudadelas") == title


def test_a_builds_file_is_shown_as_it_is(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / notices.FILE_NAME
    path.write_text("Ciudadelas 1.0: third-party software notices\n\n* SDL2: Zlib\n", encoding="utf-8")
    monkeypatch.setattr(about, "bundled_notices", lambda: path)
    scene = AboutScene(app)
    app.push(scene)
    app.run_frames(1)
    assert scene.source == path and scene.error is None
    assert _all_text(scene) == "Ciudadelas 1.0: third-party software notices\n\n* SDL2: Zlib\n"


def test_notices_that_cannot_be_had_are_said_in_the_panel(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(version: str, **_kw: object) -> str:
        raise notices.NoticeError("polib is required but not installed")

    monkeypatch.setattr(about, "bundled_notices", lambda: None)
    monkeypatch.setattr(notices, "render", broken)
    scene = AboutScene(app)
    app.push(scene)
    app.run_frames(2)
    shown = _all_text(scene)
    assert "could not be made" in shown and "polib is required but not installed" in shown
    assert app.manager.top is scene
