"""The window's size when the player has not chosen one: from the screen's, so a laptop and a 4K
monitor each get a window that fits them, on every system.

The largest of the game's 16:9 sizes that fits in 80 % of the (primary) desktop: 1280x720 on a
1920x1080 screen, 2560x1440 on a 3840x2160 one, 1024x576 on a 1366x768 laptop. Never larger than the
screen, except on a screen smaller than the smallest size the screens are laid out for
(`settings.MIN_WINDOW`), where that smallest size is the only one that works.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.system.settings import MIN_WINDOW

#: the 16:9 sizes the window opens at, smallest first (the first is `settings.MIN_WINDOW`)
SIXTEEN_NINE: tuple[tuple[int, int], ...] = (
    (1024, 576),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (3200, 1800),
    (3840, 2160),
)
#: the share of the desktop's width and height the window may take
SHARE = 0.8


def fit_to_screen(desktop: tuple[int, int], share: float = SHARE) -> tuple[int, int]:
    """The largest of `SIXTEEN_NINE` within `share` of `desktop` (width and height); if none is, the
    largest within the whole desktop; if none is (a screen smaller than the smallest), the smallest."""
    width, height = desktop
    for limit in (share, 1.0):
        fitting = [s for s in SIXTEEN_NINE if s[0] <= width * limit and s[1] <= height * limit]
        if fitting:
            return max(fitting)
    return MIN_WINDOW


def initial_size(
    chosen: tuple[int, int],
    *,
    from_screen: bool,
    desktops: Sequence[tuple[int, int]],
) -> tuple[int, int]:
    """The size the window opens at: `chosen` (the settings' size) once the player has chosen one
    (`from_screen` false), else the size fitting the first desktop; `chosen` when no desktop is
    known (a driver that reports none, or reports 0x0)."""
    usable = [d for d in desktops if d[0] > 0 and d[1] > 0]
    if not from_screen or not usable:
        return chosen
    return fit_to_screen(usable[0])
