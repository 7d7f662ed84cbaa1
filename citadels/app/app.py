"""The application object: window, clock, scene stack, settings and sound.

``App().run()`` is the real game loop. ``App(headless=True, size=(w, h))`` uses SDL's dummy video and
audio drivers and is driven by ``step(events)`` / ``run_frames(n)`` — for tests and screenshots.
An exception escaping a scene never closes the game silently: the traceback goes to a crash log in
the user log folder and an error screen (in the player's language) offers the menu or quitting.
"""

from __future__ import annotations

import logging
import os
import time
import traceback
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pygame

from citadels.app import hidpi, images, screen_surface
from citadels.app.coaching import Coaching
from citadels.app.crash import CrashReport, write_crash_log
from citadels.app.dpi import make_dpi_aware
from citadels.app.hidpi import HighDpiDisplay
from citadels.app.scene import AppServices, Scene
from citadels.app.scene_stack import SceneManager
from citadels.app.screens import Screens
from citadels.app.sound import SoundPlayer, native_stderr_to_log
from citadels.app.splash import close_splash
from citadels.app.termination import Termination
from citadels.app.window_size import initial_size
from citadels.system.settings import MIN_WINDOW, Settings, load_settings, save_settings
from citadels.text import i18n

log = logging.getLogger(__name__)

FPS = 60
CAPTION = "Ciudadelas"
MAX_DT = 0.1  # a long hitch (window drag, breakpoint) must not fast-forward animations


class App(AppServices):
    def __init__(
        self,
        *,
        headless: bool = False,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        lang: str | None = None,
        settings: Settings | None = None,
        persist: bool | None = None,
        high_dpi: Callable[[str, tuple[int, int]], HighDpiDisplay] | None = None,
    ) -> None:
        """``high_dpi`` opens the high-DPI window (`citadels.app.hidpi`; tests pass one made of fakes);
        by default a real one where `hidpi.wanted()` says so, never when ``headless``."""
        self.headless = headless
        if high_dpi is None and not headless and hidpi.wanted():
            high_dpi = HighDpiDisplay
        self._high_dpi_factory = None if headless else high_dpi
        #: the high-DPI window (macOS), None on the `display.set_mode` path
        self.hidpi: HighDpiDisplay | None = None
        if headless:
            # must be set before the display initialises
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        repaired = False
        #: messages for the player (each shown once, in the current language): the menu shows them
        self.notices: list[Callable[[], str]] = []
        #: bad saved games the menu has already told the player about (told once a run)
        self.told_bad_saves: set[Path] = set()
        self._notice_keys: set[str] = set()
        if settings is None:
            loaded = load_settings()
            settings = loaded.settings
            # a settings file that could not be read is never overwritten with defaults
            self.persist = (not headless if persist is None else persist) and loaded.can_save
            self.notices.extend(n.message for n in loaded.notices)
            repaired = any(n.kind in ("bad_values", "corrupt") for n in loaded.notices)
            if settings.language_from_system:  # until the player picks one, follow the system
                settings.language = i18n.default_language()
        else:
            self.persist = bool(persist)
        #: what is saved: the file's settings plus the changes made in the game
        self.saved_settings = settings
        #: what this run uses: the saved settings plus one-off command-line options, which are
        #: never written to the settings file
        self.settings = settings.model_copy()
        if repaired:
            self.save_settings()  # write the repaired file now (a copy was kept): the player is told once
        #: autosave games (the real app; tests and screenshots turn it on when they need it)
        self.saves_enabled = self.persist
        #: analyse finished games in the background (the same switch)
        self.coaching = Coaching(enabled=self.persist)
        self._override_size = size
        self._override_fullscreen = fullscreen
        if lang is not None:
            self.settings.language = i18n.normalize_language(lang)

        make_dpi_aware()  # Windows: before SDL and the window, or the system scales and blurs it
        with native_stderr_to_log("starting pygame"):  # the audio back ends are noisy without a device
            pygame.init()
        i18n.set_language(self.settings.language)
        self.screen = self._open_window()
        self.clock = pygame.time.Clock()
        self.manager = SceneManager()
        self.nav = Screens(self)
        self.sound = SoundPlayer(enabled=self.settings.sound, volume=self.settings.effects_volume)
        self.running = True
        self.exit_code = 0
        #: a signal or console event that ends the game (`termination`), received while the game
        #: loop runs: the next frame terminates
        self._terminate_signal: int | None = None
        self._termination = Termination(self._on_terminate_signal)
        self.frame = 0
        #: the keys held down now, as the events told (a screen that appears under a held key knows it)
        self.keys_down: set[int] = set()
        self.crash: CrashReport | None = None
        self._crashing = False  # an error screen is being shown: an error now is not reported again
        self.attention_requests = 0  # times the window asked for attention (its turn, unfocused)
        i18n.add_listener(self._language_changed)

    # Window --------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The size of the surface the scenes draw on, in pixels."""
        return self.screen.get_size()

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size as the system and the settings count it: `size`, except in the high-DPI
        window, whose size is in points (half its pixels each way on Retina)."""
        return self.hidpi.points if self.hidpi is not None else self.size

    @property
    def fullscreen(self) -> bool:
        if self._override_fullscreen is not None:
            return self._override_fullscreen
        return self.settings.fullscreen

    def _open_window(self) -> pygame.Surface:
        if self._high_dpi_factory is not None:
            return self._open_high_dpi_window(self._high_dpi_factory)
        pygame.display.set_caption(CAPTION)
        icon = images.load_image("icon.png", (64, 64))
        if icon is not None:
            pygame.display.set_icon(icon)
        size = clamp_size(self._override_size or self._initial_size())
        self._opened_size = size  # a resize event of this size is the window opening, not a drag
        if self.headless:
            return pygame.display.set_mode(size)
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        _set_minimum_size(MIN_WINDOW)
        return screen

    def _open_high_dpi_window(
        self, factory: Callable[[str, tuple[int, int]], HighDpiDisplay]
    ) -> pygame.Surface:
        """The high-DPI window (opened once, then kept), at the size or fullscreen the settings say; its
        drawing surface is in pixels, its size in points."""
        size = clamp_size(self._override_size or self._initial_size())
        self._opened_size = size
        if self.hidpi is None:
            self.hidpi = factory(CAPTION, size)
            icon = images.load_image("icon.png", (64, 64))
            if icon is not None:
                self.hidpi.window.set_icon(icon)
            self.hidpi.window.minimum_size = MIN_WINDOW
        self.hidpi.set_fullscreen(self.fullscreen, size)
        return self.hidpi.surface

    def _initial_size(self) -> tuple[int, int]:
        """The settings' window size, or one fitting the screen until the player has chosen one
        (`window_size.initial_size`); headless windows keep the settings' size."""
        if self.headless:
            return self.settings.window_size
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error as exc:
            log.debug("no desktop size: %s", exc)
            desktops = []
        return initial_size(
            self.settings.window_size, from_screen=self.settings.window_size_from_screen, desktops=desktops
        )

    def reopen_window(self) -> None:
        """Apply the display settings (fullscreen, window size) now."""
        self.screen = self._open_window()
        images.clear_cache()
        self.manager.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (what the window manager does on a drag; tests call it too)."""
        size = clamp_size(size)
        self._override_size = size
        if self.hidpi is not None:
            self.hidpi.set_size(size)
            self.screen = self.hidpi.surface
        elif self.headless:
            self.screen = pygame.display.set_mode(size)
        else:
            self.screen = pygame.display.get_surface() or pygame.display.set_mode(size, pygame.RESIZABLE)
        self.manager.resize(self.size)

    def window_focused(self) -> bool:
        return bool(pygame.key.get_focused())

    def request_attention(self) -> bool:
        """Flash the window's task-bar entry until it is focused, when it is not focused now and
        the platform allows it. Returns whether it was asked for."""
        if self.window_focused():
            return False
        self.attention_requests += 1
        try:
            with warnings.catch_warnings():  # pygame-ce nudges towards its Window API for drawing
                warnings.simplefilter("ignore", DeprecationWarning)
                window = self.hidpi.window if self.hidpi is not None else pygame.Window.from_display_module()
            window.flash(pygame.FLASH_UNTIL_FOCUSED)
        except (pygame.error, AttributeError) as exc:  # old SDL, or a driver without flashing
            log.debug("cannot flash the window: %s", exc)
        return True

    # Settings ------------------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change settings (validated), apply them at once and save them."""
        before = self.settings.model_copy()
        if "language" in changes:
            changes.setdefault("language_from_system", False)  # the player picked it
        if "window_size" in changes:
            changes.setdefault("window_size_from_screen", False)  # the player picked it
        for key, value in changes.items():
            setattr(self.settings, key, value)  # validate_assignment raises on a bad value
            setattr(self.saved_settings, key, value)
        if self.settings.language != before.language:
            i18n.set_language(self.settings.language)
        if self.settings.sound != before.sound:
            self.sound.set_enabled(self.settings.sound)
        if self.settings.effects_volume != before.effects_volume:
            self.sound.set_volume(self.settings.effects_volume)
        if "fullscreen" in changes or "window_size" in changes:
            self._override_fullscreen = None
            self._override_size = None
            if (self.settings.fullscreen, self.settings.window_size) != (
                before.fullscreen,
                before.window_size,
            ):
                self.reopen_window()
        self.save_settings()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            save_settings(self.saved_settings)
        except OSError as exc:
            log.error("could not save settings: %s", exc)

    def _language_changed(self, _lang: str) -> None:
        if self.running:
            self._guard(self.manager.language_changed)

    def close(self) -> None:
        """Stop listening for language changes and stop any analysis (call when an App is dropped
        without ``run``)."""
        self.running = False
        self.coaching.close()
        i18n.remove_listener(self._language_changed)
        self._close_high_dpi()

    def _close_high_dpi(self) -> None:
        if self.hidpi is not None:
            self.hidpi.close()
            self.hidpi = None
        screen_surface.register(None)

    def __enter__(self) -> App:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def notice_once(self, key: str, message: Callable[[], str]) -> None:
        """A notice told once a run however often its cause comes back (``key`` names the cause)."""
        if key not in self._notice_keys:
            self._notice_keys.add(key)
            self.notices.append(message)

    # Scenes --------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.manager.top

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return self.manager.scenes

    def push(self, scene: Scene) -> None:
        self._guard(self.manager.push, scene)

    def pop(self) -> None:
        self._guard(self.manager.pop)

    def replace(self, scene: Scene) -> None:
        self._guard(self.manager.replace, scene)

    def request_quit(self, *, confirm: bool = True) -> None:
        """Quit, after a yes/no dialog when ``confirm``."""
        if not confirm:
            self.quit()
            return
        saved = any(scene.game_is_saved() for scene in self.manager.scenes)
        self.nav.confirm(
            title=lambda: i18n._("Quit Ciudadelas?"),
            message=lambda: (
                i18n._("The game is saved: continue it from the main menu next time.")
                if saved
                else i18n._("Are you sure you want to leave the game?")
            ),
            confirm_label=lambda: i18n._("Quit"),
            cancel_label=lambda: i18n._("Cancel"),
            on_confirm=self.quit,
            danger=not saved,  # quitting loses nothing when the game is saved
        )

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    def terminate(self) -> None:
        """The system ends the game (`citadels.app.termination`: a logout, a shutdown, ``kill``, Ctrl+C
        in its terminal, its console window closed on Windows): no dialog. Every accepted action is
        already saved; every scene exits (a table closes its save, synced to disk, and stops its bots)
        and the game quits with status 0."""
        log.info("asked to terminate: closing every scene and quitting")
        self._terminate_signal = None
        self._guard(self.manager.clear)
        self.quit(0)

    def _on_terminate_signal(self, signum: int, _frame: object) -> None:
        # only note it: the game loop acts on it between two events, never in the middle of one
        self._terminate_signal = signum

    # Frame ---------------------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None) -> None:
        """One frame: handle ``events`` (the real queue when None), update, draw, flip (or present the
        high-DPI window)."""
        if events is None:
            events = pygame.event.get()
        self._follow_high_dpi()
        for event in events:
            if self._terminate_signal is not None:
                break
            self._dispatch(event)
            if not self.running:
                return
        if self._terminate_signal is not None:
            self.terminate()
            return
        if dt is None:
            dt = self.clock.tick(FPS) / 1000.0 if not self.headless else 1.0 / FPS
        dt = max(0.0, min(dt, MAX_DT))
        self._guard(self.coaching.poll)
        self._guard(self.manager.update, dt)
        self.draw()
        if self.hidpi is not None:
            self.hidpi.present()
        elif not self.headless:
            pygame.display.flip()
        self.frame += 1
        if self.frame == 1:  # the one-file build's splash gives way to the game's first frame
            close_splash()

    def draw(self) -> None:
        self.screen.fill((0, 0, 0))
        self._guard(self.manager.draw, self.screen)

    def run_frames(self, n: int, events: Iterable[pygame.event.Event] = (), dt: float = 1.0 / FPS) -> None:
        """Run ``n`` frames (``events`` go to the first one) — headless tests and screenshots."""
        pending = list(events)
        for _ in range(n):
            if not self.running:
                break
            self.step(pending, dt)
            pending = []

    def run(self) -> int:
        """The game loop; returns the process exit code."""
        if not len(self.manager):
            self.nav.menu()
        # Packaging checks (tests/packaging, bench/bench_dist.py) of the real loop, frozen or not:
        # CIUDADELAS_CRASH_TEST=1 makes the top scene raise on its first update (→ error screen + crash log);
        # CIUDADELAS_EXIT_AFTER_FIRST_FRAME=1 prints "first-frame <epoch s> <scene>" after the first flip and
        # quits (exit 1 if the error screen is showing); CIUDADELAS_FIRST_FRAME_PNG=<path> saves that frame.
        probe = os.environ.get("CIUDADELAS_EXIT_AFTER_FIRST_FRAME") == "1"
        if os.environ.get("CIUDADELAS_CRASH_TEST") == "1" and self.manager.top is not None:
            self.manager.top.update = _crash_test  # type: ignore[method-assign]
        self._termination.install()
        try:
            while self.running and len(self.manager):
                self.step()
                if probe and self.frame == 1:
                    if os.environ.get("CIUDADELAS_FIRST_FRAME_PNG"):
                        pygame.image.save(self.screen, os.environ["CIUDADELAS_FIRST_FRAME_PNG"])
                    print(f"first-frame {time.time():.6f} {type(self.manager.top).__name__}", flush=True)
                    self.quit(1 if self.crash else 0)
        finally:
            try:
                self._termination.uninstall()
                self.save_settings()
                self.coaching.close()
                i18n.remove_listener(self._language_changed)
                self._close_high_dpi()
                pygame.quit()
            finally:
                self._termination.finished()  # a console event's handler waits for this (Windows)
        return self.exit_code

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys_down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()  # the releases go to another window
        if event.type == pygame.QUIT:
            top = self.manager.top
            self.request_quit(confirm=bool(top is not None and top.confirm_quit()))
            return
        if self.hidpi is not None:
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED):
                self._high_dpi_resized()
                return
            event = self.hidpi.mouse_event(event)  # points -> the drawing surface's pixels
        elif event.type == pygame.VIDEORESIZE and not self.headless:
            self.screen = pygame.display.get_surface() or self.screen
            if not self.fullscreen and clamp_size(event.size) != tuple(event.size):
                # a window manager that ignores the minimum size: grow the window back to it
                self.screen = pygame.display.set_mode(clamp_size(event.size), pygame.RESIZABLE)
            if not self.fullscreen and tuple(event.size) not in (self._override_size, self._opened_size):
                # the player dragged the window (not the size asked for with --size): remember it
                self._remember_window_size(self.size)
            self._guard(self.manager.resize, self.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11 and not self.headless:
            self.update_settings(fullscreen=not self.fullscreen)
            return
        self._guard(self.manager.handle_event, event)

    def _remember_window_size(self, size: tuple[int, int]) -> None:
        """The player dragged the window to ``size`` (points): it opens at that size next time."""
        try:
            self.settings.window_size = size
            self.saved_settings.window_size = size
            self.settings.window_size_from_screen = False
            self.saved_settings.window_size_from_screen = False
        except ValueError:
            pass  # smaller than we would save; keep the last good size

    def _follow_high_dpi(self) -> None:
        """The high-DPI window changed size or pixels (a resize, fullscreen, another screen): a new
        drawing surface, and the scenes laid out for it."""
        if self.hidpi is None:
            return
        self.hidpi.sync()
        if self.screen is not self.hidpi.surface:
            self.screen = self.hidpi.surface
            self._guard(self.manager.resize, self.size)

    def _high_dpi_resized(self) -> None:
        """A resize of the high-DPI window: what `VIDEORESIZE` does on the other path, in points."""
        assert self.hidpi is not None
        self._follow_high_dpi()
        points = self.hidpi.points
        if self.fullscreen:
            return
        if clamp_size(points) != points:  # a window manager that ignores the minimum size
            self.hidpi.set_size(clamp_size(points))
            self._follow_high_dpi()
            points = self.hidpi.points
        if points not in (self._override_size, self._opened_size):
            self._remember_window_size(points)

    # Errors --------------------------------------------------------------------------------
    def _guard(self, fn: Any, *args: Any) -> Any:
        """Call into scene code; an exception becomes the error screen instead of a silent exit."""
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 - anything a scene raises is reported, not fatal
            self._handle_crash(exc)
            return None

    def _handle_crash(self, exc: BaseException) -> None:
        details = "".join(traceback.format_exception(exc))
        top = self.manager.top
        if self._crashing:  # the error screen itself failed: give up cleanly
            log.critical("the error screen failed:\n%s", details)
            self.crash = CrashReport(
                f"{type(exc).__name__}: {exc}", self.crash.log_path if self.crash else None, details
            )
            self.quit(1)
            return
        scene_name = type(top).__name__ if top else "none"
        report = CrashReport(f"{type(exc).__name__}: {exc}", write_crash_log(details, scene_name), details)
        self.crash = report
        log.error("unexpected error in %s:\n%s", type(top).__name__ if top else "the app", details)
        # the scenes are kept, not closed: the error screen can go back to them (the game is not lost)
        kept = self.manager.detach()
        self._crashing = True
        self.nav.error(report, kept)

    def restore_scenes(self, scenes: list[Scene]) -> None:
        """Back from the error screen to the scenes it kept."""
        self._crashing = False
        self._clear_stack()
        self.manager.attach(scenes)
        self._guard(self.manager.resize, self.size)

    def close_scenes(self, scenes: list[Scene]) -> None:
        """Exit scenes the error screen kept (the player chose the menu or to quit)."""
        self._crashing = False
        for scene in reversed(scenes):
            try:
                scene.exit()
            except Exception:  # noqa: BLE001 - a scene failing to exit must not block recovery
                log.exception("error while closing a scene")

    def _clear_stack(self) -> None:
        while len(self.manager):
            try:
                self.manager.pop()
            except Exception:  # noqa: BLE001 - a scene failing to exit must not block recovery
                log.exception("error while closing a scene")


def clamp_size(size: tuple[int, int] | Iterable[int]) -> tuple[int, int]:
    """A window size no smaller than the smallest the table is laid out for."""
    w, h = size
    return max(int(w), MIN_WINDOW[0]), max(int(h), MIN_WINDOW[1])


def _set_minimum_size(size: tuple[int, int]) -> None:
    """Ask the window manager not to let the window shrink below `size` (SDL_SetWindowMinimumSize)."""
    try:
        pygame.Window.from_display_module().minimum_size = size
    except (AttributeError, pygame.error) as exc:  # older pygame-ce or no window: VIDEORESIZE clamps
        log.debug("no minimum window size: %s", exc)


def _crash_test(dt: float) -> None:
    raise RuntimeError("crash test (CIUDADELAS_CRASH_TEST=1)")
