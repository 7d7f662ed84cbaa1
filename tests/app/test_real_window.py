"""The real game in a real X window (Xvfb), driven by xdotool like a player: New game, Start, the
table appears, then SIGTERM (a logout) ends the game cleanly, with no dialog.

Needs Xvfb, xdotool and ImageMagick's ``import`` (``tools/install-test-deps.sh``, run by ``make
test``). Without them the test fails when ``CI`` is set and is skipped locally, saying why.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "import")
SIZE = (1280, 720)
#: Seconds to wait for the window or a screen: generous, so that only a hung app reaches it (a busy
#: 2-core machine takes a few seconds to start the game).
WAIT = 120


def _missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def _citadels_command() -> list[str]:
    exe = Path(sys.executable).with_name("citadels")
    if exe.is_file():
        return [str(exe)]
    return [sys.executable, "-m", "citadels"]


def _free_display() -> int:
    for number in range(140, 240):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number")


@pytest.fixture
def xvfb() -> Iterator[str]:
    missing = _missing_tools()
    if missing:
        message = f"the real-window test needs {', '.join(missing)} (run tools/install-test-deps.sh)"
        if os.environ.get("CI") and sys.platform.startswith("linux"):  # Windows and macOS have no X server
            pytest.fail(message)
        pytest.skip(message)
    for _attempt in range(3):
        number = _free_display()
        proc = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and proc.poll() is None:
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        if proc.poll() is None:
            break
    else:
        pytest.fail("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def _wait(condition: Callable[[], Any], timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def _read(report: Path) -> dict[str, Any] | None:
    try:
        return json.loads(report.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _scene_is(report: Path, name: str) -> Callable[[], dict[str, Any] | None]:
    def check() -> dict[str, Any] | None:
        data = _read(report)
        if data is not None and data.get("scene") == "error" and name != "error":
            raise AssertionError(f"the app shows its error screen instead of {name!r}")
        return data if data is not None and data.get("scene") == name else None

    return check


def _click(env: dict[str, str], window: str, point: list[int]) -> None:
    x, y = point
    subprocess.run(
        ["xdotool", "mousemove", "--window", window, str(x), str(y)], env=env, check=True, timeout=WAIT
    )
    time.sleep(0.1)
    subprocess.run(["xdotool", "click", "1"], env=env, check=True, timeout=WAIT)


def _shot(env: dict[str, str], window: str, path: Path) -> pygame.Surface:
    subprocess.run(["import", "-window", window, str(path)], env=env, check=True, timeout=WAIT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    return pygame.image.load(str(path))


def _mean_colour(image: pygame.Surface) -> tuple[float, float, float]:
    small = pygame.transform.smoothscale(
        image.convert(24) if pygame.display.get_surface() else image, (16, 9)
    )
    total = [0.0, 0.0, 0.0]
    for y in range(9):
        for x in range(16):
            c = small.get_at((x, y))
            total[0] += c.r
            total[1] += c.g
            total[2] += c.b
    return (total[0] / 144, total[1] / 144, total[2] / 144)


@pytest.mark.parametrize("high_dpi", ["0", "1"], ids=["set_mode", "high_dpi_window"])
def test_new_game_and_start_in_a_real_window(xvfb: str, tmp_path: Path, high_dpi: str) -> None:
    """Both ways of opening the window: `display.set_mode` (Linux, Windows) and the high-DPI window
    with its renderer (`citadels.app.hidpi`, macOS; forced here, where X11's scale is 1)."""
    report = tmp_path / "report.json"
    env = dict(os.environ)
    env.update(
        DISPLAY=xvfb,
        SDL_AUDIODRIVER="dummy",
        CIUDADELAS_HOME=str(tmp_path / "home"),
        CIUDADELAS_E2E_REPORT=str(report),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        CIUDADELAS_HIGH_DPI_WINDOW=high_dpi,
    )
    env.pop("SDL_VIDEODRIVER", None)  # the real X11 driver, not the dummy one the other tests use
    # a first launch would offer the tutorial (tests/app/test_tutorial.py): this one has seen the offer
    (tmp_path / "home" / "config").mkdir(parents=True)
    (tmp_path / "home" / "config" / "settings.json").write_text(
        '{"tutorial_offered": true}', encoding="utf-8"
    )
    log = (tmp_path / "app.log").open("w")
    proc = subprocess.Popen(
        [*_citadels_command(), "--size", f"{SIZE[0]}x{SIZE[1]}", "--lang", "en"],
        env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(proc.pid)],
            env=env, capture_output=True, text=True, timeout=WAIT,
        )  # fmt: skip
        windows = found.stdout.split()
        assert windows, f"no window for pid {proc.pid}: {found.stderr}"
        window = windows[-1]
        menu = _wait(_scene_is(report, "menu"), WAIT, "the main menu")
        assert menu["size"] == list(SIZE)  # X11's scale is 1: as many pixels as points
        assert menu["display"] == ("high_dpi" if high_dpi == "1" else "set_mode")
        shot = _shot(env, window, tmp_path / "menu.png")
        assert shot.get_size() == SIZE

        _click(env, window, menu["named"]["new_game"]["center"])
        setup = _wait(_scene_is(report, "setup"), WAIT, "the new-game screen")
        start = setup["named"]["start_button"]
        assert start["enabled"], setup
        _shot(env, window, tmp_path / "setup.png")

        _click(env, window, start["center"])
        table = _wait(_scene_is(report, "table"), WAIT, "the table")
        assert table["stack"][-1] == "table"
        time.sleep(0.5)
        image = _shot(env, window, tmp_path / "table.png")
        mean = _mean_colour(image)
        assert max(mean) > 20, f"the table screenshot is black: {mean}"  # something was drawn
        assert proc.poll() is None, "the game exited on its own"

        # the session ends (a logout, a shutdown): SIGTERM quits at once, cleanly, with no dialog
        # (the window's close button still asks: tests/app/test_terminate.py)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT) == 0
        assert (_read(report) or {}).get("scene") != "confirm"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
        log.close()
    output = (tmp_path / "app.log").read_text(errors="replace")
    assert "Traceback" not in output, output
