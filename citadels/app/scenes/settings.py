"""The settings screen. Every change applies at once (the language switches live) and is saved."""

from __future__ import annotations

import pygame

from citadels.app import decor, text, theme
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, Slider, Stepper, TextSource, Toggle, Widget, resolve
from citadels.text.i18n import LANGUAGE_NAMES, LANGUAGES, _

#: the sizes offered (from `settings.MIN_WINDOW`, the smallest the layouts are made for)
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 576), (1280, 720), (1366, 768), (1600, 900), (1920, 1080))


def _speed_options(current: object) -> list[tuple[object, TextSource]]:
    options: list[tuple[object, TextSource]] = [
        ("slow", lambda: _("Slow")),
        ("normal", lambda: _("Normal")),
        ("fast", lambda: _("Fast")),
        ("off", lambda: _("No animations")),
    ]
    if isinstance(current, float):  # a custom speed from the settings file: keep it selectable
        options.append((current, f"×{current:g}"))
    return options


def _bot_speed_options() -> list[tuple[str, TextSource]]:
    return [
        ("slow", lambda: _("Slow")),
        ("normal", lambda: _("Normal")),
        ("fast", lambda: _("Fast")),
        ("instant", lambda: _("Instant")),
    ]


def _size_options(actual: tuple[int, int]) -> list[tuple[tuple[int, int], TextSource]]:
    """The usual sizes plus the window's real one (a dragged window, or ``--size``)."""
    sizes = sorted({*WINDOW_SIZES, actual})
    return [(size, f"{size[0]} × {size[1]}") for size in sizes]


class SettingsScene(UIScene):
    name = "settings"

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        s = app.settings
        self.language = Stepper(
            [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES], s.language,
            lambda v: app.update_settings(language=v),
            tooltip=lambda: _("The language of the whole game. It changes at once."),
        )  # fmt: skip
        self.display = Stepper(
            [(False, lambda: _("Window")), (True, lambda: _("Full screen"))], s.fullscreen,
            lambda v: app.update_settings(fullscreen=v), tooltip=lambda: _("F11 also switches full screen."),
        )  # fmt: skip
        self.window_size = Stepper(
            _size_options(app.window_size), app.window_size, self._set_size, wrap=False,
        )  # fmt: skip
        self.speed = Stepper(
            _speed_options(s.animation_speed), s.animation_speed, lambda v: app.update_settings(animation_speed=v),
            tooltip=lambda: _("How fast cards and coins move on the table."),
        )  # fmt: skip
        self.bot_speed = Stepper(
            _bot_speed_options(), s.bot_speed, lambda v: app.update_settings(bot_speed=v),
            tooltip=lambda: _("How long the bots pause before each move. Instant: they play as soon as "
                              "the table is ready."),
        )  # fmt: skip
        self.sound = Toggle(
            s.sound,
            lambda v: app.update_settings(sound=v),
            tooltip=lambda: _("Sound effects on or off (the volume is kept)."),
            text_colour=theme.INK,
        )
        self.effects_volume = Slider(
            s.effects_volume, lambda v: app.update_settings(effects_volume=v),
            tooltip=lambda: _("How loud the sound effects are. Left and Right change it."),
        )  # fmt: skip
        self.auto_income = Toggle(
            s.auto_income, lambda v: app.update_settings(auto_income=v),
            tooltip=lambda: _("Take your character's income (1 gold per district of its type) automatically "
                              "at the best moment, instead of with a button."),
            text_colour=theme.INK,
        )  # fmt: skip
        self.undo = Toggle(
            s.undo, lambda v: app.update_settings(undo=v),
            tooltip=lambda: _("Solo games: take back your last action (Ctrl+Z) until something new is revealed. "
                              "Turn it off to play without second chances."),
            text_colour=theme.INK,
        )  # fmt: skip
        self.back_button = Button(lambda: _("Back"), self.back, style="primary", shortcut_label=_("Esc"))
        self.about_button = Button(
            lambda: _("About"), lambda: self.app.nav.about(),
            tooltip=lambda: _("The game's version and licence, and the software it is made with."),
        )  # fmt: skip
        self.rows: list[tuple[TextSource, Widget]] = [
            (lambda: _("Language"), self.language),
            (lambda: _("Display"), self.display),
            (lambda: _("Window size"), self.window_size),
            (lambda: _("Animation speed"), self.speed),
            (lambda: _("Bot speed"), self.bot_speed),
            (lambda: _("Sound"), self.sound),
            (lambda: _("Effects volume"), self.effects_volume),
            (lambda: _("Automatic income"), self.auto_income),
            (lambda: _("Undo"), self.undo),
        ]
        self.ui.add(*(w for _label, w in self.rows), self.back_button, self.about_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []

    def _set_size(self, size: tuple[int, int]) -> None:
        try:
            self.app.update_settings(window_size=size)
        except ValueError:  # a one-off --size smaller than the game saves: nothing to change
            self._sync()

    def enter(self) -> None:
        super().enter()
        self.ui.set_focus(self.language)
        self.ui.keyboard_mode = False

    def _sync(self) -> None:
        """Reflect settings changed elsewhere (F11, a window drag) in the controls."""
        s = self.app.settings
        self.display.set_value(s.fullscreen)
        actual = self.app.window_size
        if self.window_size.value != actual:
            self.window_size.options = _size_options(actual)
            self.window_size.set_value(actual)
        self.effects_volume.enabled = s.sound
        if s.fullscreen:
            self.window_size.enabled = False
            self.window_size.tooltip = lambda: _("In full screen the game uses the whole screen.")
        else:
            self.window_size.enabled = True
            self.window_size.tooltip = lambda: _("The size of the window (you can also drag its edges).")

    def layout(self, size: tuple[int, int]) -> None:
        self.back_button.shortcut_label = _("Esc")
        self._sync()
        lay = self.lay
        w, h = size
        header = lay.px(104)
        footer = lay.px(124)
        row_h = max(lay.px(30), min(lay.px(56), (h - 2 * lay.margin - header - footer) // len(self.rows)))
        pw = min(w - 2 * lay.margin, lay.px(820))
        ph = min(h - 2 * lay.margin, header + row_h * len(self.rows) + footer)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        pad = lay.px(48)
        control_w = lay.px(330)
        self.row_rects = []
        self.ui.tooltip_areas = []
        for i, (_label, widget) in enumerate(self.rows):
            row = pygame.Rect(self.panel.x + pad, self.panel.y + header + i * row_h, pw - 2 * pad, row_h)
            self.row_rects.append(row)
            ch = min(lay.px(42), row_h - lay.px(8))
            widget.rect = pygame.Rect(row.right - control_w, row.centery - ch // 2, control_w, ch)
            # the label explains its control too: hovering it shows the control's tooltip
            self.ui.tooltip_areas.append((pygame.Rect(row.x, row.y, widget.rect.x - row.x, row.h), widget))
        bw = lay.px(240)
        self.back_button.rect = pygame.Rect(0, 0, bw, lay.button_height)
        self.back_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - lay.px(34))
        # About beside Back, in the panel's bottom-right corner
        self.about_button.rect = pygame.Rect(0, 0, lay.px(150), lay.button_height)
        self.about_button.rect.bottomright = (self.panel.right - pad, self.back_button.rect.bottom)

    def update(self, dt: float) -> None:
        if (
            self.display.value != self.app.settings.fullscreen
            or self.window_size.value != self.app.window_size
            or self.effects_volume.enabled != self.app.settings.sound
        ):
            self._sync()
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.draw_background(surface, dim=0.2)
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(16), border=lay.px(3))
        title = text.draw_text(surface, _("Settings"), (self.panel.centerx, self.panel.y + lay.px(30)), lay.heading,
                               theme.INK, anchor="midtop", bold=True, role="display")  # fmt: skip
        decor.draw_divider(
            surface, (self.panel.centerx, title.bottom + lay.px(10)), lay.px(360), theme.GOLD_DARK
        )
        for i, ((label, widget), row) in enumerate(zip(self.rows, self.row_rects, strict=True)):
            if i % 2 == 0:
                band = pygame.Surface(row.size, pygame.SRCALPHA)
                band.fill((*theme.PARCHMENT_EDGE, 40))
                surface.blit(band, row.topleft)
            colour = theme.INK if widget.enabled else theme.INK_FAINT
            text.draw_text(surface, resolve(label), (row.x + lay.px(16), row.centery), lay.subheading * 4 // 5, colour,
                           anchor="midleft", bold=True, max_width=widget.rect.x - row.x - lay.px(24))  # fmt: skip
        note = _("Changes are saved automatically.")
        text.draw_text(surface, note, (self.panel.centerx, self.back_button.rect.top - lay.px(16)), lay.small,
                       theme.INK_SOFT, anchor="midbottom", italic=True)  # fmt: skip
        self.ui.draw(surface)
