"""Widgets: Button, Label, Stepper, Toggle, Slider, TextInput, ScrollPanel, plus the Tooltip and the
``WidgetGroup`` that routes events, moves keyboard focus and draws tooltips.

Widgets emit callbacks (``on_click``, ``on_change``, ``on_submit``…); scenes turn those into game
actions. Text is given as a string or a zero-argument callable (``lambda: _("Quit")``) so it follows
a language switch without rebuilding the widget. Keyboard: Tab/Shift+Tab and the arrow keys move
focus, Enter or Space activates, a button may have a shortcut key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Generic, Literal, TypeVar

import pygame

from citadels.app import decor, text, theme
from citadels.app.theme import Colour
from citadels.text.i18n import _
from citadels.text.safetext import typeable

TextSource = str | Callable[[], str]
ButtonStyle = Literal["primary", "secondary", "danger", "ghost"]
Feedback = Callable[[str], None]
T = TypeVar("T")

TOOLTIP_DELAY = 0.45  # seconds of hovering before a tooltip appears
_MOUSE_BUTTONS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
_ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def resolve(source: TextSource | None) -> str:
    if source is None:
        return ""
    return source() if callable(source) else source


def _left_click(event: pygame.event.Event) -> bool:
    return event.type in _MOUSE_BUTTONS and getattr(event, "button", 0) == 1 and hasattr(event, "pos")


def _track_press(
    widget: Button | Toggle, event: pygame.event.Event, *, can_press: bool = True
) -> tuple[bool, bool]:
    """The mouse tracking a push widget shares: hover on motion, ``pressed`` on a left-button press
    inside (when ``can_press``), a click on the release inside after such a press.

    Returns ``(used, clicked)``: whether the event was used, and whether it completed a click."""
    if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
        widget.hovered = widget.rect.collidepoint(event.pos)
        return False, False
    if _left_click(event):
        inside = widget.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            widget.pressed = inside and can_press
            return inside, False
        was_pressed, widget.pressed = widget.pressed, False
        if was_pressed and inside:
            return True, True
    return False, False


class Widget:
    focusable = False

    def __init__(self, rect: pygame.Rect | None = None, *, tooltip: TextSource | None = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.visible = True
        self._enabled = True
        self.hovered = False
        self.focused = False
        self.group: WidgetGroup | None = None

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = value

    @property
    def interactive(self) -> bool:
        return self.visible and self.enabled

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def tooltip_text(self) -> str:
        return resolve(self.tooltip)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used (it then goes no further)."""
        return False

    def activate(self) -> None:
        """Enter/Space while focused."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def _feedback(self, kind: str = "click") -> None:
        if self.group is not None and self.group.feedback is not None:
            self.group.feedback(kind)


# ------------------------------------------------------------------------------------------------
# Button
# ------------------------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _button_face(size: tuple[int, int], style: ButtonStyle, state: str) -> pygame.Surface:
    """The button body for one size/style/state: a vertical gradient in a rounded frame."""
    w, h = size
    radius = max(4, h // 5)
    if style == "primary":
        top, bottom, edge = theme.GOLD_LIGHT, theme.GOLD, theme.GOLD_DARK
    elif style == "danger":
        top, bottom, edge = theme.CRIMSON_LIGHT, theme.CRIMSON, (80, 14, 18)
    elif style == "ghost":
        top, bottom, edge = (70, 50, 36), (48, 33, 23), theme.GOLD_DARK
    else:
        top, bottom, edge = (92, 64, 42), (58, 39, 26), theme.GOLD
    if state == "hover":
        top, bottom = theme.lighten(top, 0.15), theme.lighten(bottom, 0.12)
    elif state == "pressed":
        top, bottom = theme.darken(bottom, 0.1), theme.darken(top, 0.15)
    elif state == "disabled":
        grey = (96, 86, 76)
        top, bottom, edge = (
            theme.mix(top, grey, 0.75),
            theme.mix(bottom, grey, 0.75),
            theme.mix(edge, grey, 0.6),
        )
    grad = pygame.Surface((1, 2))
    grad.set_at((0, 0), top)
    grad.set_at((0, 1), bottom)
    grad = pygame.transform.smoothscale(grad, (w, h))
    face = pygame.Surface(size, pygame.SRCALPHA)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    face.blit(grad, (0, 0))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # a thin highlight along the top edge gives the bevel
    if state != "disabled" and h > 12:
        pygame.draw.line(face, (*theme.lighten(top, 0.35), 170), (radius, 2), (w - radius, 2), 1)
    pygame.draw.rect(face, edge, (0, 0, w, h), width=max(1, h // 26), border_radius=radius)
    return face


def letter_key(letter: str) -> int | None:
    """The key of a shortcut letter (a-z, 0-9; pygame's key codes for them are their characters)."""
    letter = letter.strip().lower()
    return ord(letter) if len(letter) == 1 and ("a" <= letter <= "z" or "0" <= letter <= "9") else None


def key_cap_size(label_size: int) -> int:
    """A key cap's text beside a label of `label_size`: smaller than the label, but readable."""
    return max(9, int(label_size * 0.62), min(text.least_size() or text.READABLE, label_size - 2))


class Button(Widget):
    focusable = True

    def __init__(
        self,
        label: TextSource,
        on_click: Callable[[], None] | None = None,
        *,
        rect: pygame.Rect | None = None,
        style: ButtonStyle = "secondary",
        shortcut: int | None = None,
        shortcut_label: str | None = None,
        tooltip: TextSource | None = None,
        disabled_reason: TextSource | None = None,
        font_size: int | None = None,
        icon: Callable[[int], pygame.Surface | None] | None = None,
        letter: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.label = label
        self.on_click = on_click
        self.style: ButtonStyle = style
        #: a shortcut letter that follows the language (a translated one-letter string): when set,
        #: it is both the key and the label shown on the button
        self.letter = letter
        self._shortcut = shortcut
        self._shortcut_label = shortcut_label
        self.disabled_reason = disabled_reason
        self.font_size = font_size
        self.icon = icon  # size -> surface, drawn left of the label
        self.pressed = False

    @property
    def shortcut(self) -> int | None:
        if self.letter is not None:
            return letter_key(self.letter())
        return self._shortcut

    @shortcut.setter
    def shortcut(self, value: int | None) -> None:
        self._shortcut = value

    @property
    def shortcut_label(self) -> str | None:
        if self.letter is not None:
            return self.letter().upper()
        return self._shortcut_label

    @shortcut_label.setter
    def shortcut_label(self, value: str | None) -> None:
        self._shortcut_label = value

    @property
    def enabled(self) -> bool:
        return self._enabled and not resolve(self.disabled_reason)

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = value

    def disable(self, reason: TextSource) -> None:
        """Grey the button out; ``reason`` is its tooltip (say why, not just that)."""
        self.disabled_reason = reason

    def enable(self) -> None:
        self.disabled_reason = None
        self._enabled = True

    def tooltip_text(self) -> str:
        if not self.enabled and self.disabled_reason is not None:
            return resolve(self.disabled_reason)
        return resolve(self.tooltip)

    def click(self) -> bool:
        if not self.interactive:
            return False
        self._feedback("click")
        if self.on_click is not None:
            self.on_click()
        return True

    def activate(self) -> None:
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        used, clicked = _track_press(self, event, can_press=self.enabled)
        if clicked:
            self.click()
        return used

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        state = (
            "disabled"
            if not self.enabled
            else "pressed"
            if self.pressed
            else "hover"
            if self.hovered
            else "normal"
        )
        rect = self.rect.move(0, 2) if state == "pressed" else self.rect
        if state != "pressed":
            decor.draw_shadow(surface, self.rect, radius=max(4, rect.h // 5), blur=3, offset=4, alpha=110)
        surface.blit(_button_face(rect.size, self.style, state), rect.topleft)
        if self.style == "primary":
            colour: Colour = theme.INK if state != "disabled" else (70, 62, 54)
            shadow = None
        else:
            colour = theme.CREAM if state != "disabled" else theme.DISABLED
            shadow = (0, 0, 0)
        size = self.font_size or max(10, int(rect.h * 0.42))
        label = resolve(self.label)
        pad = max(6, rect.h // 3)
        x_left, x_right, hint_rect, hint_size = self._label_room(rect, size)
        hint = self.shortcut_label
        if hint and hint_rect is not None:
            box_col = theme.darken(colour, 0.0) if self.style != "primary" else theme.INK_SOFT
            pygame.draw.rect(surface, box_col, hint_rect, width=1, border_radius=4)
            text.draw_text(surface, hint, hint_rect.center, hint_size, box_col, anchor="center", bold=True)
        icon_surface = self.icon(int(size * 1.1)) if self.icon else None
        avail = max(10, x_right - x_left - (icon_surface.get_width() + pad // 3 if icon_surface else 0))
        size = text.fit_size(label, avail, size, min_size=max(9, size * 2 // 3), bold=True)
        label = text.ellipsize(label, size, avail, bold=True)
        rendered = text.render(label, size, colour, bold=True)
        total = rendered.get_width() + (icon_surface.get_width() + pad // 3 if icon_surface else 0)
        x = (x_left + x_right) // 2 - total // 2
        if icon_surface is not None:
            surface.blit(icon_surface, icon_surface.get_rect(midleft=(x, rect.centery)))
            x += icon_surface.get_width() + pad // 3
        text_rect = rendered.get_rect(midleft=(x, rect.centery))
        if shadow is not None:
            surface.blit(text.render(label, size, shadow, bold=True), text_rect.move(1, 2))
        surface.blit(rendered, text_rect)

    def _label_room(self, rect: pygame.Rect, size: int) -> tuple[int, int, pygame.Rect | None, int]:
        """Where the label may go (left and right x, centred), the shortcut's box and its text size."""
        pad = max(6, rect.h // 3)
        x_left, x_right = rect.x + pad, rect.right - pad
        hint = self.shortcut_label
        if not hint:
            return x_left, x_right, None, 0
        hint_size = key_cap_size(size)
        hw = text.text_size(hint, hint_size, bold=True)[0] + hint_size
        hint_rect = pygame.Rect(0, 0, hw, int(hint_size * 1.5))
        hint_rect.midright = (rect.right - pad // 1.5, rect.centery)
        x_right = hint_rect.left - pad // 2
        x_left = max(x_left, rect.x + (rect.right - x_right))  # keep the label centred
        return x_left, x_right, hint_rect, hint_size

    def label_size(self, start: int) -> int:
        """The size the label would be drawn at from `start` (shrunk to fit beside the shortcut; a
        row of buttons can then share the smallest)."""
        x_left, x_right, _hint, _size = self._label_room(self.rect, start)
        icon = self.icon(int(start * 1.1)) if self.icon else None
        icon_w = icon.get_width() + max(6, self.rect.h // 3) // 3 if icon is not None else 0
        avail = max(10, x_right - x_left - icon_w)
        return text.fit_size(resolve(self.label), avail, start, min_size=max(9, start * 2 // 3), bold=True)


# ------------------------------------------------------------------------------------------------
# Label
# ------------------------------------------------------------------------------------------------


# ------------------------------------------------------------------------------------------------
# Stepper (◀ value ▶) and Toggle
# ------------------------------------------------------------------------------------------------


def _arrow(surface: pygame.Surface, rect: pygame.Rect, direction: int, colour: Colour) -> None:
    cx, cy = rect.center
    s = max(4, rect.h // 4)
    points = [
        (cx + direction * s, cy),
        (cx - direction * s // 1.3, cy - s),
        (cx - direction * s // 1.3, cy + s),
    ]
    pygame.draw.polygon(surface, colour, points)


class Stepper(Widget, Generic[T]):
    """Pick one of a few values with ◀ ▶ (mouse, Left/Right keys, Enter for next)."""

    focusable = True

    def __init__(
        self,
        options: Sequence[tuple[T, TextSource]],
        value: T,
        on_change: Callable[[T], None] | None = None,
        *,
        rect: pygame.Rect | None = None,
        tooltip: TextSource | None = None,
        wrap: bool = True,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        if not options:
            raise ValueError("a stepper needs at least one option")
        self.options = list(options)
        self.on_change = on_change
        self.wrap = wrap
        values = [v for v, _label in self.options]
        self.index = values.index(value) if value in values else 0
        self._pressed_side = 0

    @property
    def value(self) -> T:
        return self.options[self.index][0]

    def set_value(self, value: T) -> None:
        values = [v for v, _label in self.options]
        if value in values:
            self.index = values.index(value)

    def step(self, delta: int) -> bool:
        if not self.interactive:
            return False
        new = self.index + delta
        if self.wrap:
            new %= len(self.options)
        else:
            new = max(0, min(len(self.options) - 1, new))
        if new == self.index:
            return False
        self.index = new
        self._feedback("click")
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.step(1)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        side = self.rect.h
        left = pygame.Rect(self.rect.x, self.rect.y, side, side)
        right = pygame.Rect(self.rect.right - side, self.rect.y, side, side)
        return left, right

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if _left_click(event):
            if not self.rect.collidepoint(event.pos):
                self._pressed_side = 0
                return False
            left, right = self._arrow_rects()
            side = -1 if left.collidepoint(event.pos) else 1 if right.collidepoint(event.pos) else 0
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._pressed_side = side if side else 2  # 2: the middle (click = next)
            elif self._pressed_side:
                delta = (
                    self._pressed_side
                    if side == self._pressed_side
                    else (1 if self._pressed_side == 2 else 0)
                )
                self._pressed_side = 0
                if delta:
                    self.step(delta)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        decor.draw_panel(
            surface, self.rect, style="dark", radius=max(4, self.rect.h // 5), border=1, shadow=False
        )
        left, right = self._arrow_rects()
        can_left = self.wrap or self.index > 0
        can_right = self.wrap or self.index < len(self.options) - 1
        for rect, direction, active in ((left, -1, can_left), (right, 1, can_right)):
            colour = (
                theme.GOLD_LIGHT
                if active and self.hovered and rect.collidepoint(self._hover_pos())
                else theme.GOLD
            )
            if not active or not self.enabled:
                colour = theme.DISABLED
            _arrow(surface, rect.inflate(-rect.w // 4, -rect.h // 4), direction, colour)
        label = resolve(self.options[self.index][1])
        size = max(10, int(self.rect.h * 0.42))
        width = self.rect.w - 2 * self.rect.h
        colour = theme.CREAM if self.enabled else theme.DISABLED
        text.draw_text(
            surface, label, self.rect.center, size, colour, anchor="center", bold=True, max_width=width
        )

    def _hover_pos(self) -> tuple[int, int]:
        return self.group.pointer if self.group is not None and self.group.pointer is not None else (-1, -1)


class Toggle(Widget):
    """An on/off switch with its state spelled out ("On"/"Off")."""

    focusable = True

    def __init__(
        self,
        value: bool,
        on_change: Callable[[bool], None] | None = None,
        *,
        rect: pygame.Rect | None = None,
        on_text: TextSource | None = None,
        off_text: TextSource | None = None,
        tooltip: TextSource | None = None,
        text_colour: Colour = theme.CREAM,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.text_colour = text_colour  # the On/Off label: pick one that reads on the background
        self.value = value
        self.on_change = on_change
        self.on_text: TextSource = on_text or (lambda: _("On"))
        self.off_text: TextSource = off_text or (lambda: _("Off"))
        self.pressed = False
        self._knob = 1.0 if value else 0.0  # animated knob position

    def toggle(self) -> bool:
        if not self.interactive:
            return False
        self.value = not self.value
        self._feedback("click")
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.toggle()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        used, clicked = _track_press(self, event)
        if clicked:
            self.toggle()
        if used:
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            want = event.key == pygame.K_RIGHT
            if want != self.value:
                self.toggle()
            return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        step = dt * 8
        self._knob = (
            target
            if abs(self._knob - target) <= step
            else self._knob + step * (1 if target > self._knob else -1)
        )

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        h = self.rect.h
        track = pygame.Rect(self.rect.x, self.rect.y + h // 6, int(h * 1.9), h - h // 3)
        on_colour = theme.SUCCESS if self.enabled else theme.DISABLED
        colour = theme.mix((70, 56, 46), on_colour, self._knob)
        pygame.draw.rect(surface, colour, track, border_radius=track.h // 2)
        pygame.draw.rect(
            surface, theme.GOLD_DARK if not self.hovered else theme.GOLD, track, 2, border_radius=track.h // 2
        )
        radius = track.h // 2 - 3
        x = track.x + 3 + radius + int((track.w - 6 - 2 * radius) * self._knob)
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, track.centery + 2), radius)
        pygame.draw.circle(
            surface, theme.CREAM if self.enabled else theme.CREAM_DIM, (x, track.centery), radius
        )
        pygame.draw.circle(surface, theme.GOLD_DARK, (x, track.centery), radius, 1)
        label = resolve(self.on_text if self.value else self.off_text)
        size = max(10, int(h * 0.42))
        width = self.rect.right - track.right - h // 3
        text.draw_text(
            surface, label, (track.right + h // 3, self.rect.centery), size,
            self.text_colour if self.enabled else theme.DISABLED, anchor="midleft", bold=True, max_width=max(10, width),
        )  # fmt: skip


class Slider(Widget):
    """A value from 0 to 1 (a volume): drag or click the track, Left/Right or the wheel step it,
    Home/End go to the ends. Shows the value as a percentage."""

    focusable = True

    def __init__(
        self,
        value: float,
        on_change: Callable[[float], None] | None = None,
        *,
        rect: pygame.Rect | None = None,
        step: float = 0.1,
        tooltip: TextSource | None = None,
        text_colour: Colour = theme.INK,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.step_size = step
        self.text_colour = text_colour
        self.dragging = False

    def _track(self) -> pygame.Rect:
        label_w = int(self.rect.h * 1.9)
        knob = self.rect.h // 3
        return pygame.Rect(self.rect.x + knob, self.rect.centery - 3, self.rect.w - label_w - 2 * knob, 6)

    def set_value(self, value: float, *, notify: bool = True) -> bool:
        value = round(max(0.0, min(1.0, float(value))), 3)
        if value == self.value or not self.interactive:
            return False
        self.value = value
        if notify and self.on_change is not None:
            self.on_change(value)
        return True

    def step(self, direction: int) -> bool:
        snapped = round(self.value / self.step_size) * self.step_size
        changed = self.set_value(snapped + direction * self.step_size)
        if changed:
            self._feedback("click")
        return changed

    def _value_at(self, x: int) -> float:
        track = self._track()
        return (x - track.x) / max(1, track.w)

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            self.dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self.set_value(self._value_at(event.pos[0]))
                return True
            return False
        if _left_click(event):
            if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
                self.dragging = True
                self.set_value(self._value_at(event.pos[0]))
                return True
            if event.type == pygame.MOUSEBUTTONUP and self.dragging:
                self.dragging = False
                self._feedback("click")
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            return self.step(1 if event.y > 0 else -1) or True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step(1 if event.key == pygame.K_RIGHT else -1)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.set_value(0.0 if event.key == pygame.K_HOME else 1.0)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        track = self._track()
        fill = track.copy()
        fill.w = int(track.w * self.value)
        on = theme.SUCCESS if self.enabled else theme.DISABLED
        pygame.draw.rect(surface, (70, 56, 46), track, border_radius=3)
        if fill.w > 0:
            pygame.draw.rect(surface, on, fill, border_radius=3)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.GOLD_DARK, track, 1, border_radius=3)
        radius = max(5, self.rect.h // 3)
        x = track.x + fill.w
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, track.centery + 2), radius)
        pygame.draw.circle(
            surface, theme.CREAM if self.enabled else theme.CREAM_DIM, (x, track.centery), radius
        )
        pygame.draw.circle(surface, theme.GOLD_DARK, (x, track.centery), radius, 1)
        size = max(10, int(self.rect.h * 0.42))
        colour = self.text_colour if self.enabled else theme.DISABLED
        label = _("{percent}%").format(percent=round(self.value * 100))
        text.draw_text(surface, label, (self.rect.right, self.rect.centery), size, colour,
                       anchor="midright", bold=True)  # fmt: skip


# ------------------------------------------------------------------------------------------------
# TextInput
# ------------------------------------------------------------------------------------------------


def _clipboard_get() -> str:
    """The system clipboard's text ("" when there is none or no clipboard support)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def _clipboard_put(value: str) -> None:
    try:
        pygame.scrap.put_text(value)
    except (pygame.error, AttributeError):
        pass


def _word_left(value: str, cursor: int) -> int:
    """Where Ctrl+Left lands: the start of the word before ``cursor`` (spaces skipped first)."""
    i = cursor
    while i > 0 and value[i - 1].isspace():
        i -= 1
    while i > 0 and not value[i - 1].isspace():
        i -= 1
    return i


def _word_right(value: str, cursor: int) -> int:
    """Where Ctrl+Right lands: the end of the word after ``cursor``."""
    i = cursor
    while i < len(value) and value[i].isspace():
        i += 1
    while i < len(value) and not value[i].isspace():
        i += 1
    return i


class TextInput(Widget):
    """A one-line text box. Takes ``TEXTINPUT`` events, so accents and ñ work with any keyboard.

    Editing keys as in any text field: Left/Right, Home/End, Ctrl+Left/Right (by word), Shift with any of
    them selects, Ctrl+A selects all, Backspace/Delete (Ctrl: a whole word), Ctrl+C/X/V through the
    system clipboard; typing replaces the selection.

    It holds at most ``max_length`` characters. With ``show_limit`` it says so: a count ("7/18") at
    its right end while it has the focus or is full, and, when typing or pasting ran past the limit
    (`cut`), the count turns red and the tooltip says that the rest was left out."""

    focusable = True

    def __init__(
        self,
        value: str = "",
        on_change: Callable[[str], None] | None = None,
        *,
        rect: pygame.Rect | None = None,
        max_length: int = 24,
        placeholder: TextSource | None = None,
        on_submit: Callable[[str], None] | None = None,
        tooltip: TextSource | None = None,
        show_limit: bool = False,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.max_length = max_length
        self.show_limit = show_limit
        #: the last text typed or pasted did not fit: its end was left out
        self.cut = False
        self.value = value[:max_length]
        self.cursor = len(self.value)
        self.anchor: int | None = None  # the other end of the selection, if any
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self._blink = 0.0

    # ------------------------------------------------------------------ selection
    @property
    def selection(self) -> tuple[int, int]:
        """(start, end) of the selected text; equal when nothing is selected."""
        if self.anchor is None:
            return self.cursor, self.cursor
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    @property
    def selected_text(self) -> str:
        start, end = self.selection
        return self.value[start:end]

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.value)

    def _move(self, position: int, *, extend: bool) -> None:
        if extend:
            if self.anchor is None:
                self.anchor = self.cursor
        else:
            self.anchor = None
        self.cursor = max(0, min(len(self.value), position))
        if self.anchor == self.cursor:
            self.anchor = None
        self._blink = 0.0

    def _delete_selection(self) -> bool:
        start, end = self.selection
        self.anchor = None
        if start == end:
            return False
        self.value = self.value[:start] + self.value[end:]
        self.cursor = start
        return True

    def _delete_range(self, start: int, end: int) -> None:
        if start < end:
            self.value = self.value[:start] + self.value[end:]
            self.cursor = start
            self._changed()

    # ------------------------------------------------------------------ editing
    def _changed(self) -> None:
        self._blink = 0.0
        if len(self.value) < self.max_length:
            self.cut = False
        if self.on_change is not None:
            self.on_change(self.value)

    def insert(self, typed: str) -> None:
        # drop control characters (a pasted newline, a tab) but keep every printable letter
        clean = "".join(filter(typeable, typed))
        if not clean:
            return
        removed = self._delete_selection()
        room = self.max_length - len(self.value)
        if room <= 0:
            self.cut = True
            if removed:
                self._changed()
            return
        cut = len(clean) > room
        clean = clean[:room]
        self.value = self.value[: self.cursor] + clean + self.value[self.cursor :]
        self.cursor += len(clean)
        self._changed()
        self.cut = cut

    def set_value(self, value: str) -> None:
        self.cut = False
        self.value = value[: self.max_length]
        self.cursor = len(self.value)
        self.anchor = None

    def activate(self) -> None:
        if self.on_submit is not None:
            self.on_submit(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if _left_click(event) and event.type == pygame.MOUSEBUTTONDOWN:
            if self.rect.collidepoint(event.pos):
                self.cursor = self._cursor_at(event.pos[0])
                self.anchor = None
                return True
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        mods = getattr(event, "mod", 0)
        ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))  # Cmd on macOS
        shift = bool(mods & pygame.KMOD_SHIFT)
        if ctrl and key == pygame.K_a:
            self.select_all()
            return True
        if ctrl and key in (pygame.K_c, pygame.K_x):
            if self.selected_text:
                _clipboard_put(self.selected_text)
                if key == pygame.K_x and self._delete_selection():
                    self._changed()
            return True
        if ctrl and key == pygame.K_v:
            self.insert(_clipboard_get())
            return True
        if key == pygame.K_BACKSPACE:
            if self._delete_selection():
                self._changed()
            else:
                self._delete_range(
                    _word_left(self.value, self.cursor) if ctrl else max(0, self.cursor - 1), self.cursor
                )
            return True
        if key == pygame.K_DELETE:
            if self._delete_selection():
                self._changed()
            else:
                end = _word_right(self.value, self.cursor) if ctrl else min(len(self.value), self.cursor + 1)
                self._delete_range(self.cursor, end)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            left = key == pygame.K_LEFT
            start, end = self.selection
            if start != end and not shift and not ctrl:
                self._move(start if left else end, extend=False)  # collapse to that side, like any field
            elif ctrl:
                self._move((_word_left if left else _word_right)(self.value, self.cursor), extend=shift)
            else:
                self._move(self.cursor + (-1 if left else 1), extend=shift)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self._move(0 if key == pygame.K_HOME else len(self.value), extend=shift)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate()
            return True
        if key in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
            return False  # navigation belongs to the group / scene
        if ctrl:
            return False  # other shortcuts (Ctrl+Q…) belong to the scene
        # printable keys arrive again as TEXTINPUT: swallow the KEYDOWN so no shortcut fires
        return bool(getattr(event, "unicode", "")) or key < 256

    def _font_size(self) -> int:
        return max(10, int(self.rect.h * 0.45))

    def limit_label(self) -> str:
        """The count of characters against the limit, as shown ("7/18"); "" when not shown."""
        if not self.show_limit or not (self.focused or self.cut or len(self.value) >= self.max_length):
            return ""
        return f"{len(self.value)}/{self.max_length}"

    def tooltip_text(self) -> str:
        base = resolve(self.tooltip)
        if not self.cut:
            return base
        note = _("At most {limit} characters: the rest of what you typed or pasted was left out.").format(
            limit=self.max_length
        )
        return f"{note}\n{base}" if base else note

    def _cursor_at(self, x: int) -> int:
        size = self._font_size()
        left = self.rect.x + self.rect.h // 3
        for i in range(len(self.value) + 1):
            if left + text.text_size(self.value[:i], size)[0] >= x:
                return i
        return len(self.value)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        decor.draw_panel(
            surface, self.rect, style="parchment", radius=max(4, self.rect.h // 6), border=1, shadow=False
        )
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, 2, border_radius=max(4, self.rect.h // 6))
        size = self._font_size()
        pad = self.rect.h // 3
        x, cy = self.rect.x + pad, self.rect.centery
        right = self.rect.right  # where the text may reach: left of the count, when it shows
        limit = self.limit_label()
        if limit:
            count = text.render(limit, max(9, size * 3 // 4), theme.CRIMSON if self.cut else theme.INK_FAINT,
                                bold=self.cut)  # fmt: skip
            where = count.get_rect(midright=(self.rect.right - pad // 2, cy))
            surface.blit(count, where)
            right = where.x
        if self.value:
            rendered = text.render(self.value, size, theme.INK)
            clip = surface.get_clip()
            area = pygame.Rect(self.rect.x, self.rect.y, right - self.rect.x, self.rect.h).inflate(-pad, -4)
            surface.set_clip(area.clip(clip) if clip else area)
            cursor_x = x + text.text_size(self.value[: self.cursor], size)[0]
            shift = max(0, cursor_x - (right - pad))
            start, end = self.selection
            if self.focused and start != end:
                x0 = x - shift + text.text_size(self.value[:start], size)[0]
                x1 = x - shift + text.text_size(self.value[:end], size)[0]
                half = size // 2 + 3
                pygame.draw.rect(surface, theme.mix(theme.GOLD, theme.PARCHMENT, 0.3),
                                 pygame.Rect(x0, cy - half, max(1, x1 - x0), 2 * half))  # fmt: skip
            surface.blit(rendered, rendered.get_rect(midleft=(x - shift, cy)))
            surface.set_clip(clip)
            cursor_x -= shift
        else:
            hint = resolve(self.placeholder)
            if hint:
                text.draw_text(surface, hint, (x, cy), size, theme.INK_FAINT, anchor="midleft", italic=True,
                               max_width=self.rect.w - 2 * pad)  # fmt: skip
            cursor_x = x
        if self.focused and self._blink < 0.55:
            half = size // 2 + 2
            pygame.draw.line(surface, theme.INK, (cursor_x, cy - half), (cursor_x, cy + half), 2)


# ------------------------------------------------------------------------------------------------
# ScrollPanel
# ------------------------------------------------------------------------------------------------


class ScrollPanel(Widget):
    """Shows a tall content surface through ``rect``: mouse wheel, dragging the content or the
    scrollbar, and the keyboard (arrows, Page Up/Down, Home/End) scroll it."""

    focusable = True

    def __init__(
        self,
        rect: pygame.Rect | None = None,
        content: pygame.Surface | None = None,
        *,
        step: int = 60,
        on_click: Callable[[tuple[int, int]], None] | None = None,
        fade: Colour | None = None,
    ) -> None:
        super().__init__(rect)
        self.content = content
        self.fade = fade  # background colour: content fades into it at an edge with more to scroll
        self.step = step
        self.on_click = on_click  # called with the point in content coordinates
        self.offset = 0.0  # shown scroll position (eases toward target)
        self.target = 0.0
        self._drag: str | None = None  # "thumb" | "content" | None
        self._drag_start = (0, 0)
        self._drag_origin = 0.0
        self._dragged = False

    @property
    def content_height(self) -> int:
        return self.content.get_height() if self.content is not None else 0

    @property
    def max_offset(self) -> float:
        return float(max(0, self.content_height - self.rect.h))

    def set_content(self, content: pygame.Surface | None, *, keep_position: bool = True) -> None:
        self.content = content
        if not keep_position:
            self.offset = self.target = 0.0
        self.scroll_to(self.target, instant=True)

    def scroll_to(self, y: float, *, instant: bool = False) -> None:
        self.target = max(0.0, min(self.max_offset, y))
        if instant:
            self.offset = self.target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def content_point(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """A screen position as a point on the content (None outside the panel)."""
        if not self.rect.collidepoint(pos):
            return None
        return pos[0] - self.rect.x, int(pos[1] - self.rect.y + self.offset)

    def _thumb(self) -> pygame.Rect | None:
        if self.max_offset <= 0:
            return None
        track = self._track()
        h = max(track.h * self.rect.h // max(1, self.content_height), 24)
        y = track.y + int((track.h - h) * (self.offset / self.max_offset))
        return pygame.Rect(track.x, y, track.w, h)

    def _track(self) -> pygame.Rect:
        w = max(6, self.rect.w // 70)
        return pygame.Rect(self.rect.right - w - 2, self.rect.y + 4, w, self.rect.h - 8)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
            if self._drag == "thumb":
                track, thumb = self._track(), self._thumb()
                if thumb is not None and track.h > thumb.h:
                    ratio = (event.pos[1] - self._drag_start[1]) / (track.h - thumb.h)
                    self.scroll_to(self._drag_origin + ratio * self.max_offset, instant=True)
                return True
            if self._drag == "content":
                dy = event.pos[1] - self._drag_start[1]
                if abs(dy) > 4:
                    self._dragged = True
                if self._dragged:
                    self.scroll_to(self._drag_origin - dy, instant=True)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.hovered or self.focused:
                self.scroll_by(-getattr(event, "y", 0) * self.step)
                return True
            return False
        if event.type in _MOUSE_BUTTONS and hasattr(event, "pos"):
            button = getattr(event, "button", 0)
            inside = self.rect.collidepoint(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN and inside and button in (4, 5):  # old-style wheel
                self.scroll_by(self.step if button == 5 else -self.step)
                return True
            if button != 1:
                return False
            if event.type == pygame.MOUSEBUTTONDOWN:
                if not inside:
                    return False
                thumb = self._thumb()
                track = self._track().inflate(8, 0)
                if thumb is not None and thumb.inflate(8, 0).collidepoint(event.pos):
                    self._drag = "thumb"
                elif track.collidepoint(event.pos) and thumb is not None:
                    page = self.rect.h * 0.9
                    self.scroll_by(page if event.pos[1] > thumb.centery else -page)
                    return True
                else:
                    self._drag = "content"
                self._drag_start, self._drag_origin, self._dragged = event.pos, self.offset, False
                return True
            # button up
            was, self._drag = self._drag, None
            if was == "content" and not self._dragged and inside and self.on_click is not None:
                point = self.content_point(event.pos)
                if point is not None:
                    self.on_click(point)
            return was is not None
        if event.type == pygame.KEYDOWN and self.focused:
            page = self.rect.h * 0.9
            moves = {
                pygame.K_UP: -self.step, pygame.K_DOWN: self.step,
                pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
            }  # fmt: skip
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        return False

    def update(self, dt: float) -> None:
        # ease toward the target: quick but not instant, so the eye can follow
        gap = self.target - self.offset
        if abs(gap) < 0.5:
            self.offset = self.target
        else:
            self.offset += gap * min(1.0, dt * 14)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The part of the content in view (a subclass may draw a long content piece by piece)."""
        if self.content is not None:
            area = pygame.Rect(0, int(self.offset), min(self.rect.w, self.content.get_width()), self.rect.h)
            surface.blit(self.content, self.rect.topleft, area)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.content_height <= 0:
            return
        self.draw_content(surface)
        if self.fade is not None:
            depth = min(self.rect.h // 6, max(8, self.rect.h // 18))
            if self.offset > 0.5:
                surface.blit(_fade_strip(self.rect.w, depth, self.fade, True), self.rect.topleft)
            if self.offset < self.max_offset - 0.5:
                surface.blit(
                    _fade_strip(self.rect.w, depth, self.fade, False), (self.rect.x, self.rect.bottom - depth)
                )
        thumb = self._thumb()
        if thumb is not None:
            track = self._track()
            pygame.draw.rect(surface, (*theme.INK_FAINT,), track, border_radius=track.w // 2)
            colour = theme.GOLD if (self._drag == "thumb" or self.hovered) else theme.GOLD_DARK
            pygame.draw.rect(surface, colour, thumb, border_radius=track.w // 2)


@lru_cache(maxsize=16)
def _fade_strip(width: int, depth: int, colour: Colour, top: bool) -> pygame.Surface:
    strip = pygame.Surface((width, depth), pygame.SRCALPHA)
    for y in range(depth):
        t = y / max(1, depth - 1)
        alpha = int(255 * ((1 - t) if top else t) ** 1.6)
        pygame.draw.line(strip, (*colour[:3], alpha), (0, y), (width, y))
    return strip


# ------------------------------------------------------------------------------------------------
# Tooltip and WidgetGroup
# ------------------------------------------------------------------------------------------------


class Tooltip:
    """A small dark note shown after hovering ``delay`` seconds over a widget that has a tooltip."""

    def __init__(self, delay: float = TOOLTIP_DELAY) -> None:
        self.delay = delay
        self.target: Widget | None = None
        self.elapsed = 0.0
        self.anchor: tuple[int, int] | None = None

    def track(self, widget: Widget | None, anchor: tuple[int, int] | None, dt: float) -> None:
        if widget is not self.target:
            self.target, self.elapsed = widget, 0.0
        else:
            self.elapsed += dt
        self.anchor = anchor

    @property
    def visible(self) -> bool:
        return self.target is not None and self.elapsed >= self.delay and bool(self.target.tooltip_text())

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.target is None or self.anchor is None:
            return
        draw_tooltip(surface, self.target.tooltip_text(), self.anchor)


def draw_tooltip(surface: pygame.Surface, message: str, anchor: tuple[int, int]) -> pygame.Rect:
    """Draw ``message`` in a tooltip box near ``anchor``, kept inside the surface: a text too tall
    for the window is laid out wider, and only then cut with "…" at its last line that fits."""
    layout = theme.layout_for(surface.get_size())
    size = layout.small
    pad = layout.px(10)
    bounds = surface.get_rect().inflate(-4, -4)
    room = (bounds.w - 2 * pad, bounds.h - 2 * pad)
    width = min(layout.px(340), room[0])
    para = text.render_wrapped(message, size, theme.CREAM, width)
    while para.get_height() > room[1] and width < room[0]:
        width = min(room[0], width + layout.px(170))
        para = text.render_wrapped(message, size, theme.CREAM, width)
    if para.get_height() > room[1]:
        lines = max(1, room[1] // text.line_height(size))
        para = text.render_wrapped(message, size, theme.CREAM, width, max_lines=lines)
    box = pygame.Rect(0, 0, para.get_width() + 2 * pad, para.get_height() + 2 * pad)
    box.topleft = (anchor[0] + layout.px(14), anchor[1] + layout.px(20))
    if box.right > bounds.right:
        box.right = anchor[0] - layout.px(8)
    if box.bottom > bounds.bottom:
        box.bottom = anchor[1] - layout.px(8)
    box.clamp_ip(bounds)
    decor.draw_panel(surface, box, style="dark", radius=layout.px(6), border=1, shadow=True)
    surface.blit(para, (box.x + pad, box.y + pad))
    return box


class WidgetGroup:
    """The widgets of one screen: routes events, owns keyboard focus and the tooltip."""

    def __init__(self, widgets: Sequence[Widget] = (), *, feedback: Feedback | None = None) -> None:
        self.widgets: list[Widget] = []
        self.feedback = feedback  # e.g. play a click sound
        self.focus: Widget | None = None
        self.pointer: tuple[int, int] | None = None
        self.keyboard_mode = False  # focus ring and tooltips follow the keyboard until the mouse moves
        #: draw the focus ring whenever something has the focus, not only after a key press (forms
        #: where the keyboard acts on the focused field even after a click)
        self.always_show_focus = False
        self.tooltip = Tooltip()
        #: areas that show a widget's tooltip too (a setting's label: the player hovers the words)
        self.tooltip_areas: list[tuple[pygame.Rect, Widget]] = []
        self.add(*widgets)

    def add(self, *widgets: Widget) -> None:
        for widget in widgets:
            widget.group = self
            self.widgets.append(widget)

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
            widget.group = None
            if self.focus is widget:
                self.set_focus(None)

    def clear(self) -> None:
        for widget in self.widgets:
            widget.group = None
        self.widgets.clear()
        self.set_focus(None)

    # Focus ---------------------------------------------------------------------------------
    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible]

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is widget:
            return
        if self.focus is not None:
            self.focus.focused = False
            if isinstance(self.focus, TextInput):
                pygame.key.stop_text_input()
        self.focus = widget
        if widget is not None:
            widget.focused = True
            if isinstance(widget, TextInput):
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(widget.rect)

    def move_focus(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus in items:
            index = (items.index(self.focus) + step) % len(items)
        else:
            index = 0 if step > 0 else len(items) - 1
        self.set_focus(items[index])
        self.keyboard_mode = True

    # Events --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget used it (the scene should then ignore it)."""
        etype = event.type
        if etype == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
            self.keyboard_mode = False
            used = False
            for widget in reversed(self.widgets):
                used = widget.handle_event(event) or used
            return used
        if etype in _MOUSE_BUTTONS and hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
            self.keyboard_mode = False
            if etype == pygame.MOUSEBUTTONUP:
                # every widget hears the release, so a press that wandered off is cancelled
                used = False
                for widget in reversed(self.widgets):
                    used = widget.handle_event(event) or used
                return used
            for widget in reversed(self.widgets):
                if widget.handle_event(event):
                    if widget.focusable and getattr(event, "button", 0) == 1:
                        self.set_focus(widget)
                    return True
            if getattr(event, "button", 0) == 1:
                self.set_focus(None)
            return False
        if etype == pygame.MOUSEWHEEL:
            for widget in reversed(self.widgets):
                if widget.handle_event(event):
                    return True
            return False
        if etype == pygame.TEXTINPUT:
            return self.focus.handle_event(event) if self.focus is not None else False
        if etype == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = getattr(event, "key", None)
        mods = getattr(event, "mod", 0)
        if self.focus is not None and self.focus.visible and self.focus.handle_event(event):
            self.keyboard_mode = True
            return True
        if key == pygame.K_TAB:
            self.move_focus(-1 if mods & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move_focus(1)
            return True
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.move_focus(-1)
            return True
        if key in _ACTIVATE_KEYS and self.focus is not None and self.focus.visible:
            self.focus.activate()
            self.keyboard_mode = True
            return True
        if not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            for widget in self.widgets:
                if isinstance(widget, Button) and widget.shortcut == key and widget.interactive:
                    widget.click()
                    return True
        return False

    # Frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)
        hovered = None
        anchor = None
        if self.keyboard_mode and self.focus is not None and self.focus.visible:
            hovered, anchor = self.focus, self.focus.rect.bottomleft
        elif self.pointer is not None:
            for widget in reversed(self.widgets):
                if widget.contains(self.pointer):
                    hovered, anchor = widget, self.pointer
                    break
            else:
                for area, widget in self.tooltip_areas:
                    if widget.visible and area.collidepoint(self.pointer):
                        hovered, anchor = widget, self.pointer
                        break
        self.tooltip.track(hovered, anchor, dt)

    def draw(self, surface: pygame.Surface, *, tooltips: bool = True) -> None:
        for widget in self.widgets:
            widget.draw(surface)
        focus = self.focus
        if (
            focus is not None
            and focus.visible
            and (self.always_show_focus or (self.keyboard_mode and not isinstance(focus, TextInput)))
        ):
            ring = focus.rect.inflate(8, 8)
            pygame.draw.rect(surface, theme.FOCUS, ring, 3, border_radius=max(6, ring.h // 5))
        if tooltips:
            self.tooltip.draw(surface)
