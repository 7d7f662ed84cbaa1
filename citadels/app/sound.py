"""Sound effects with a volume and a mute switch. Without an audio device (or with
SDL_AUDIODRIVER=dummy) the game stays silent instead of failing; a bundled .wav that is missing or
unreadable is a `BundleError` naming it.
What the audio libraries print while they look for a device (ALSA's "cannot find card '0'"…) goes to
the log file, not to the player's terminal."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

import pygame

from citadels.system import bundle
from citadels.system.paths import BundleError, bundled

log = logging.getLogger(__name__)

#: The effects shipped in ``assets/sounds/<name>.wav``.
EFFECTS: tuple[str, ...] = bundle.SOUNDS


@contextlib.contextmanager
def native_stderr_to_log(what: str) -> Iterator[None]:
    """Catch what C libraries write straight to file descriptor 2 while the block runs (SDL's audio
    back ends, ALSA) and log it at INFO level instead of showing it on the terminal."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        capture = tempfile.TemporaryFile()
        os.dup2(capture.fileno(), 2)
    except (OSError, AttributeError, ValueError):  # no usable fd 2 (a windowed Windows build)
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(OSError, AttributeError, ValueError):
            sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
        capture.seek(0)
        noise = capture.read().decode("utf-8", "replace").strip()
        capture.close()
        if noise:
            log.info("%s printed:\n%s", what, noise)


class SoundPlayer:
    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, float(volume)))
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # the last effects asked for (tests and debugging)
        try:
            if not pygame.mixer.get_init():
                with native_stderr_to_log("opening the audio device"):
                    pygame.mixer.init()
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            log.info("no audio device, playing silently: %s", exc)

    def set_volume(self, volume: float) -> None:
        """The effects' loudness, 0..1 (applies to the next effect played)."""
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled and self.available:
            pygame.mixer.stop()

    def load(self, name: str) -> pygame.mixer.Sound:
        """The effect `name`, decoded (once); a `BundleError` naming its file if it cannot be."""
        if name not in self._sounds:
            path = bundled("assets", "sounds", f"{name}.wav")
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                raise BundleError(f"cannot read {path}: {exc}; reinstall the game") from exc
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play an effect; returns whether it really sounded."""
        self.played = (self.played + [name])[-20:]
        if not self.enabled or not self.available:
            return False
        sound = self.load(name)
        sound.set_volume(max(0.0, min(1.0, self.volume * volume)))
        sound.play()
        return True
