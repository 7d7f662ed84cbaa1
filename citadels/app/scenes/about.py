"""The About screen (Settings → About): the game's name, version and licence, then the third-party
software it is made with and ships, each with its licence, and the licence texts: the build's
THIRD-PARTY-NOTICES.txt, or the same text made from what is installed when the game runs from its
source (`citadels.system.notices`). The text is long (the licences' full texts), so the panel wraps it once
per width and draws only the lines in view."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from citadels.app import decor, text, theme
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, ScrollPanel
from citadels.system import notices
from citadels.system.paths import BundleError, bundle_folder
from citadels.system.version import app_version
from citadels.text.i18n import _, language_version

log = logging.getLogger(__name__)


def bundled_notices() -> Path | None:
    """The THIRD-PARTY-NOTICES.txt a build carries beside the game's code, if this is a build."""
    path = Path(notices.__file__).resolve().parent / notices.FILE_NAME
    return path if path.is_file() else None


def font_licences() -> list[Path]:
    """The licence files of the bundled fonts."""
    try:
        return sorted((bundle_folder("assets") / "fonts").glob("*-OFL.txt"))
    except BundleError:
        return []


def load_notices() -> tuple[str, Path | None]:
    """(the notices' text, the file it was read from: None when made from what is installed); a
    `notices.NoticeError` or an `OSError` when neither can be had."""
    path = bundled_notices()
    if path is not None:
        return path.read_text(encoding="utf-8"), path
    return notices.render(app_version(), fonts=font_licences()), None


class LongText(ScrollPanel):
    """A long text through ``rect``, wrapped to its width; only the lines in view are rendered, so the
    text may be any length (the scrolling is ScrollPanel's: wheel, drag, scrollbar, keys)."""

    def __init__(self, *, fade: theme.Colour | None = None) -> None:
        super().__init__(fade=fade)
        self.source = ""
        self.lines: list[tuple[int, str]] = []  # (its indent in pixels, its text)
        self.size = 14
        self.line_h = 1
        self.colour: theme.Colour = theme.INK
        self._wrapped_for: tuple[str, int, int] | None = None

    def set_text(self, source: str, size: int, width: int) -> None:
        """Wrap `source` to `width` at `size` (again only when one of them changed)."""
        key = (source, size, width)
        if key != self._wrapped_for:
            self.source, self.size = source, size
            space = text.text_size(" ", size)[0]
            self.lines = []
            for line in source.expandtabs(4).split("\n"):
                body = line.lstrip(" ")
                indent = (len(line) - len(body)) * space
                self.lines += [(indent, part) for part in text.wrap(body, size, max(40, width - indent))]
            self.line_h = text.line_height(size)
            self._wrapped_for = key
        self.scroll_to(self.target, instant=True)

    @property
    def content_height(self) -> int:
        return len(self.lines) * self.line_h

    def visible_lines(self) -> range:
        """The indexes of the lines (partly) in view."""
        first = max(0, int(self.offset) // self.line_h)
        return range(first, min(len(self.lines), first + self.rect.h // self.line_h + 2))

    def draw_content(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for i in self.visible_lines():
            indent, line = self.lines[i]
            if line:
                rendered = text.render(line, self.size, self.colour)
                surface.blit(
                    rendered, (self.rect.x + indent, self.rect.y + i * self.line_h - int(self.offset))
                )
        surface.set_clip(clip)


class AboutScene(UIScene):
    name = "about"

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.notices = LongText(fade=theme.PARCHMENT)
        self.back_button = Button(lambda: _("Back"), self.back, style="primary", shortcut_label=_("Esc"))
        self.ui.add(self.notices, self.back_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.error: str | None = None
        self.source: Path | None = None
        try:
            self.text, self.source = load_notices()
        except (notices.NoticeError, OSError, UnicodeDecodeError) as exc:
            log.error("cannot show the third-party notices: %s", exc)
            self.text = ""
            self.error = str(exc)
        self._laid_out_for: tuple[int, int, int] | None = None

    def enter(self) -> None:
        super().enter()
        self.ui.set_focus(self.notices)  # the arrow keys scroll at once

    def _message(self) -> str:
        """What stands in the panel when the notices cannot be had."""
        return _("The list of third-party software could not be made ({error}).").format(error=self.error)

    def _header(self, width: int) -> list[pygame.Surface]:
        """The lines under the title: the version, the licence, where the file is."""
        lines = [
            _("Version {version}").format(version=app_version()),
            _(
                "Ciudadelas is free software under the MIT licence. It is made with the software below, "
                "each under its own licence; the licences' texts follow the list."
            ),  # fmt: skip
        ]
        if self.source is not None:
            lines.append(
                _("The same text is in {file}, in the game's folder.").format(file=notices.FILE_NAME)
            )
        return [
            text.render_wrapped(line, self.lay.body, theme.CREAM, width, align="center") for line in lines
        ]

    def _header_width(self, w: int) -> int:
        return min(w - self.lay.px(80), self.lay.px(1100))

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        self.back_button.shortcut_label = _("Esc")
        margin = lay.px(40)
        header = self._header(self._header_width(w))
        top = lay.px(92) + sum(s.get_height() + lay.px(4) for s in header) + lay.px(10)
        panel_w = min(w - 2 * margin, lay.px(1100))
        self.panel = pygame.Rect((w - panel_w) // 2, top, panel_w, h - top - lay.px(96))
        pad = lay.px(24)
        self.notices.rect = self.panel.inflate(-2 * pad, -2 * lay.px(16))
        self.notices.step = lay.px(60)
        self.notices.colour = theme.INK if self.error is None else theme.CRIMSON
        body = self.text if self.error is None else self._message()
        self.notices.set_text(body, lay.small, self.notices.rect.w - lay.px(18))
        self.back_button.rect = pygame.Rect(0, 0, lay.px(220), lay.px(50))
        self.back_button.rect.midbottom = (w // 2, h - lay.px(20))
        self._laid_out_for = (w, h, language_version())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and not self.notices.hovered:
            self.notices.scroll_by(-getattr(event, "y", 0) * self.notices.step)  # the wheel anywhere
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w = surface.get_width()
        if self._laid_out_for != (*surface.get_size(), language_version()):
            self.layout(surface.get_size())  # the error message follows a language switch
        decor.draw_background(surface, dim=0.15)
        self.draw_title(surface, _("About Ciudadelas"), (w // 2, lay.px(48)), lay.heading)
        y = lay.px(92)
        for shown in self._header(self._header_width(w)):
            surface.blit(shown, shown.get_rect(midtop=(w // 2, y)))
            y += shown.get_height() + lay.px(4)
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(16), border=lay.px(3))
        hint = _("Mouse wheel, drag or arrow keys to scroll")
        text.draw_text(surface, hint, (lay.px(20), surface.get_height() - lay.px(12)), lay.small, theme.CREAM_DIM,
                       anchor="bottomleft", shadow=(0, 0, 0), max_width=self.back_button.rect.x - lay.px(40))  # fmt: skip
        self.ui.draw(surface)
