"""The one-file build's splash screen closes when the game's first frame is drawn, once; without a
splash (a checkout, the one-folder build) nothing happens. PyInstaller's ``pyi_splash`` is a fake."""

from __future__ import annotations

import sys
import types

import pytest

from citadels.app import splash
from citadels.app.app import App
from citadels.system.settings import Settings


class FakeSplash(types.ModuleType):
    def __init__(self, alive: bool = True) -> None:
        super().__init__("pyi_splash")
        self.alive = alive
        self.closed = 0

    def is_alive(self) -> bool:
        return self.alive

    def close(self) -> None:
        self.closed += 1
        self.alive = False


def test_the_first_frame_closes_the_splash_once(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeSplash()
    monkeypatch.setitem(sys.modules, "pyi_splash", fake)
    with App(headless=True, size=(1280, 720), settings=Settings(language="en")) as app:
        app.nav.menu()
        assert fake.closed == 0
        app.run_frames(1)
        assert fake.closed == 1
        app.run_frames(3)
        assert fake.closed == 1


def test_no_splash_no_import(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "pyi_splash", raising=False)
    monkeypatch.delenv(splash.SPLASH_VARIABLE, raising=False)
    assert splash.close_splash() is False
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert splash.close_splash() is False  # frozen, but the one-folder build: no splash
    monkeypatch.setenv(splash.SPLASH_VARIABLE, "0")  # PyInstaller's "splash suppressed"
    assert splash.close_splash() is False


def test_a_splash_that_is_gone_or_fails_is_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyi_splash", FakeSplash(alive=False))
    assert splash.close_splash() is False
    broken = FakeSplash()

    def fail() -> None:
        raise ConnectionResetError("the splash closed its socket")

    broken.close = fail  # type: ignore[method-assign]
    monkeypatch.setitem(sys.modules, "pyi_splash", broken)
    assert splash.close_splash() is False
