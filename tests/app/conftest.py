"""Fixtures for the app tests: a headless ``App`` per language and size, and an event driver."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.uidriver import UIDriver
from citadels.system.settings import Settings
from citadels.text import i18n


@pytest.fixture
def make_app() -> Iterator[MakeApp]:
    """``make_app(lang="en", size=(1280, 720), **settings)``: a headless app; closed after the test
    (every scene exits, so tables stop their bot workers)."""
    made: list[App] = []

    def factory(lang: str = "en", size: tuple[int, int] = (1280, 720), **changes: object) -> App:
        settings = Settings(language=lang, window_size=size, sound=False, **changes)  # type: ignore[arg-type]
        application = App(headless=True, size=size, settings=settings, persist=False)
        made.append(application)
        return application

    yield factory
    for application in made:
        application.manager.clear()
        application.close()
    i18n.set_language("en")


@pytest.fixture
def app(make_app: MakeApp) -> App:
    return make_app()


@pytest.fixture
def ui(app: App) -> UIDriver:
    return UIDriver(app, wall_limit=120)
