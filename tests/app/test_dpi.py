"""Windows display scaling: the process is made DPI aware before the window opens, on Windows only
(simulated here: a stand-in for ctypes.windll records the calls; on Windows the real call is made
and read back)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pygame
import pytest

import citadels.app.app as app_module
from citadels.app import dpi
from citadels.system.settings import Settings


class FakeDll:
    def __init__(self, name: str, calls: list[tuple[str, tuple[Any, ...]]], missing: set[str]) -> None:
        self._name, self._calls, self._missing = name, calls, missing

    def __getattr__(self, function: str) -> Any:
        if f"{self._name}.{function}" in self._missing:
            raise AttributeError(function)  # what ctypes says of a function the DLL does not export

        def call(*args: Any) -> int:
            self._calls.append((f"{self._name}.{function}", args))
            return 0

        return call


class FakeWindll:
    """ctypes.windll as it is on a Windows version that has (or lacks) each named DLL or function."""

    def __init__(self, missing: set[str] = frozenset()) -> None:  # type: ignore[assignment]
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.missing = set(missing)

    def __getattr__(self, name: str) -> FakeDll:
        if name in self.missing:
            raise OSError(f"[WinError 126] {name}.dll: the specified module could not be found")
        return FakeDll(name, self.calls, self.missing)


def test_windows_8_1_and_later_are_made_per_monitor_aware() -> None:
    windll = FakeWindll()
    assert dpi.make_dpi_aware("win32", lambda: windll) == "per-monitor"
    assert windll.calls == [("shcore.SetProcessDpiAwareness", (2,))]


def test_older_windows_without_shcore_fall_back_to_user32() -> None:
    windll = FakeWindll(missing={"shcore"})
    assert dpi.make_dpi_aware("win32", lambda: windll) == "system"
    assert windll.calls == [("user32.SetProcessDPIAware", ())]
    windll = FakeWindll(missing={"shcore.SetProcessDpiAwareness"})
    assert dpi.make_dpi_aware("win32", lambda: windll) == "system"
    assert windll.calls == [("user32.SetProcessDPIAware", ())]


def test_a_windows_that_refuses_both_leaves_the_game_running() -> None:
    windll = FakeWindll(missing={"shcore", "user32.SetProcessDPIAware"})
    assert dpi.make_dpi_aware("win32", lambda: windll) is None


@pytest.mark.parametrize("platform", ["linux", "darwin", "freebsd14", "cygwin"])
def test_never_on_other_systems(platform: str) -> None:
    def no_windll() -> Any:
        raise AssertionError("ctypes.windll was reached on " + platform)

    assert dpi.make_dpi_aware(platform, no_windll) is None


def test_the_system_is_sys_platform_unless_given(monkeypatch: pytest.MonkeyPatch) -> None:
    windll = FakeWindll()
    monkeypatch.setattr(dpi.sys, "platform", "linux")
    assert dpi.make_dpi_aware(windll=lambda: windll) is None and windll.calls == []
    monkeypatch.setattr(dpi.sys, "platform", "win32")
    assert dpi.make_dpi_aware(windll=lambda: windll) == "per-monitor"


def test_the_app_asks_before_the_display_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []
    real_init = pygame.init
    monkeypatch.setattr(app_module, "make_dpi_aware", lambda: order.append("dpi"))
    monkeypatch.setattr(app_module.pygame, "init", lambda: (order.append("pygame.init"), real_init())[1])
    app = app_module.App(headless=True, size=(1280, 720), settings=Settings(sound=False))
    try:
        assert order[:2] == ["dpi", "pygame.init"]
    finally:
        app.close()


@pytest.mark.skipif(
    sys.platform != "win32", reason="the real Windows DPI call: Windows only (CI's windows-latest)"
)
def test_windows_reports_the_process_per_monitor_aware_after_the_real_call() -> None:
    """No fake: in a fresh process (awareness is set once per process), the real shcore call, read
    back through GetProcessDpiAwareness."""
    code = "from citadels.app import dpi; how = dpi.make_dpi_aware(); print(how, dpi.process_dpi_awareness())"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["per-monitor", str(dpi.PER_MONITOR_AWARE)]


def test_the_awareness_is_read_back_from_shcore() -> None:
    class Shcore:
        def GetProcessDpiAwareness(self, process: object, out: Any) -> int:  # noqa: N802 - Windows' name
            out._obj.value = 2
            return 0

    class Dlls:
        shcore = Shcore()

    assert dpi.process_dpi_awareness(lambda: Dlls()) == 2

    class NoShcore:
        pass

    assert dpi.process_dpi_awareness(lambda: NoShcore()) is None
