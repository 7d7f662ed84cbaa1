"""The hot-seat hand-off: "Pass to {name}" over the whole window.

Pushed by the table when the next private decision belongs to another human. The scene is opaque
(``transparent = False``) and draws only the table cloth, a crest and the name, so nothing private
of the previous player — or of the next — shows while the computer changes hands. A click, Enter or
Space calls ``on_ready`` after the scene has removed itself from the stack. Esc opens the game menu
(over this opaque screen, so it still hides everything). Under the name, a short public recap tells
the next player what happened since their last decision (``recap``: public log lines, oldest first).

A short arming delay and the rule "a click must start here" stop the click (or key repeat) that
ended the previous player's turn from dismissing the screen by accident.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.recap import weight
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, TextSource, resolve
from citadels.i18n import _

#: Seconds during which input is ignored after the screen appears.
ARM_DELAY = 0.35


_CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandoffScene(UIScene):
    """Full-screen "Pass to {name} — click when ready". ``on_ready`` runs once, after the pop."""

    name = "handoff"
    transparent = False  # opaque: the table below is never drawn while this is up

    def __init__(
        self,
        app: AppServices,
        name: str,
        on_ready: Callable[[], None] | None = None,
        *,
        detail: TextSource | None = None,
        recap: Callable[[], Sequence[str]] | None = None,
        first_turn: bool = False,
    ) -> None:
        super().__init__(app)
        self.player_name = name
        self.on_ready = on_ready
        self.detail = detail
        self.recap = recap  # called when drawn: follows the language
        self.first_turn = first_turn  # no turn of theirs yet: the recap runs from the start of the game
        self.age = 0.0
        self.done = False
        self._pressed_here = False
        self.ready_button = Button(
            lambda: _("I am {name} — show my cards").format(name=self.player_name),
            self.confirm,
            style="primary",
        )
        self.ui.add(self.ready_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.recap_shown: list[str] = []  # the recap lines drawn last

    def enter(self) -> None:
        super().enter()
        # the next person's cue: a sound, and the task-bar flash if the window is in the background
        self.app.sound.play("turn")
        self.app.request_attention()

    # ------------------------------------------------------------------------------ behaviour
    @property
    def armed(self) -> bool:
        return self.age >= ARM_DELAY and not self.done

    def confirm(self) -> None:
        """Leave the screen and hand control to the next player (only once, only when armed)."""
        if not self.armed:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def back(self) -> None:
        """Escape opens the game menu (rules, settings, leave); this screen stays below it and keeps
        hiding the table. It never dismisses the screen: passing the computer on is a deliberate act."""
        if self.app.top is self and not self.done:
            self.app.nav.pause_menu(self)

    def game_is_saved(self) -> bool:
        """This screen only hides the game: it is saved if the scene beneath (the table) says so.
        The game menu asks this to word "Main menu" (leave a saved game, or abandon it)."""
        scenes = list(self.app.scenes)
        below = scenes[: scenes.index(self)] if self in scenes else []
        return any(scene.game_is_saved() for scene in below)

    def recap_lines(self) -> list[str]:
        """The public lines of what happened since this player's last decision (all of them: the
        drawing keeps as many as fit, the weightiest first)."""
        if self.recap is None:
            return []
        try:
            return [line for line in self.recap() if line]
        except Exception:  # noqa: BLE001 - a broken recap must not lock the hand-off
            return []

    def confirm_quit(self) -> bool:
        return True  # a game is in progress beneath

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if not self.armed:
            if event.type == pygame.MOUSEMOTION:
                self.ui.handle_event(event)  # keep hover states right
            return
        if event.type == pygame.KEYDOWN and event.key in _CONFIRM_KEYS:
            self.app.sound.play("click")
            self.confirm()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self._pressed_here = True
        if self.ui.handle_event(event):
            return
        # a click anywhere on the screen (not only the button) confirms
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self._pressed_here:
            self._pressed_here = False
            self.app.sound.play("click")
            self.confirm()

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)

    # ------------------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        pw = min(w - 2 * lay.margin, lay.px(760))
        ph = min(h - 2 * lay.margin - lay.px(40), lay.px(470 + (260 if self.recap is not None else 0)))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2 + lay.px(20))
        bw = min(pw - lay.px(80), lay.px(460))
        self.ready_button.rect = pygame.Rect(0, 0, bw, lay.button_height)
        self.ready_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - lay.px(40))

    # ------------------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.draw_background(surface, dim=0.45)
        w, h = surface.get_size()
        # two face-down cards either side: a quiet reminder that the hand stays hidden
        card_h = min(lay.px(250), int(h * 0.36))
        size = cardart.card_size(card_h)
        for sign, back in ((-1, cardart.card_back(size)), (1, cardart.character_back(size))):
            rotated = pygame.transform.rotozoom(back, sign * -9, 1.0)
            x = self.panel.centerx + sign * (self.panel.w // 2 + lay.px(40) + size[0] // 2)
            if 0 < x - rotated.get_width() // 2 and x + rotated.get_width() // 2 < w:
                rect = rotated.get_rect(center=(x, self.panel.centery))
                decor.draw_shadow(
                    surface,
                    rect.inflate(-rect.w // 5, -rect.h // 6),
                    radius=lay.px(12),
                    blur=lay.px(8),
                    offset=lay.px(8),
                )
                surface.blit(rotated, rect)
        decor.draw_panel(surface, self.panel, style="parchment", radius=lay.px(18), border=lay.px(3))
        cx = self.panel.centerx
        # crest: the crown, gently breathing
        pulse = 1.0 + 0.03 * math.sin(self.age * 2.4)
        crown = cardart.crown(int(lay.px(84) * pulse))
        top = self.panel.y - crown.get_height() // 2
        pygame.draw.circle(
            surface, theme.WOOD_DARK, (cx, top + crown.get_height() // 2), int(lay.px(58) * pulse)
        )
        pygame.draw.circle(
            surface, theme.GOLD, (cx, top + crown.get_height() // 2), int(lay.px(58) * pulse), lay.px(3)
        )
        surface.blit(crown, crown.get_rect(center=(cx, top + crown.get_height() // 2 - lay.px(2))))
        y = self.panel.y + lay.px(64)
        text.draw_text(surface, _("Hot seat"), (cx, y), lay.small, theme.INK_SOFT, anchor="midtop", bold=True)
        y += lay.px(30)
        inner = self.panel.w - lay.px(80)
        # the display face has old-style figures ("1" reads as "I"): names with digits use the body face
        role: text.Role = "body" if any(ch.isdigit() for ch in self.player_name) else "display"
        title = text.draw_text(
            surface, _("Pass to {name}").format(name=self.player_name), (cx, y), lay.px(52), theme.INK,
            anchor="midtop", bold=True, role=role, max_width=inner,
        )  # fmt: skip
        decor.draw_divider(
            surface, (cx, title.bottom + lay.px(10)), min(inner, title.w + lay.px(120)), theme.GOLD_DARK
        )
        y = title.bottom + lay.px(30)
        lines = [_("Only {name} should look at the screen now.").format(name=self.player_name)]
        detail = resolve(self.detail)
        if detail:
            lines.append(detail)
        for line in lines:
            para = text.render_wrapped(line, lay.body, theme.INK, inner, align="center", max_lines=3)
            surface.blit(para, para.get_rect(midtop=(cx, y)))
            y += para.get_height() + lay.px(10)
        self._draw_recap(
            surface,
            pygame.Rect(self.panel.x + lay.px(40), y, inner, self.ready_button.rect.y - lay.px(44) - y),
        )
        hint = _("Click anywhere, or press Enter or Space, when ready")
        alpha = 255 if self.armed else 120
        text.draw_text(
            surface, hint, (cx, self.ready_button.rect.y - lay.px(16)), lay.small, (*theme.INK_SOFT, alpha),
            anchor="midbottom", italic=True, max_width=inner,
        )  # fmt: skip
        text.draw_text(
            surface, _("Esc: game menu"), (self.panel.right - lay.px(22), self.panel.y + lay.px(16)), lay.small,
            theme.INK_FAINT, anchor="topright",
        )  # fmt: skip
        self.ui.draw(surface)

    def _draw_recap(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """ "Since your last turn:" ("Since the game began:" before their first) and the public lines,
        all of them if they fit in `area` (in two columns when one is not enough); else the weightiest
        (then the latest) in the order they happened, and "…and N more (see the log)"."""
        lay = self.lay
        self.recap_shown = []
        lines = self.recap_lines()
        if not lines or area.h < lay.small * 2:
            return
        size = max(11, lay.small - 1)
        gap = lay.px(2)
        said = _("Since the game began:") if self.first_turn else _("Since your last turn:")
        heading = text.render(said, lay.small, theme.INK_SOFT, bold=True)
        room = area.h - heading.get_height() - lay.px(6)
        columns = (
            2 if area.w >= lay.px(560) and sum(text.line_height(size) + gap for _l in lines) > room else 1
        )
        col_w = (area.w - lay.px(16) * columns) // columns
        paras = [text.render_wrapped("• " + line, size, theme.INK, col_w, max_lines=2) for line in lines]
        heights = [p.get_height() + gap for p in paras]
        chosen = list(range(len(paras)))
        more: pygame.Surface | None = None
        placed = _flow(heights, chosen, columns, room)
        if placed is None:
            more = text.render(
                _("…and {count} more (see the log)").format(count=len(paras)),
                size,
                theme.INK_SOFT,
                italic=True,
            )
            extra = more.get_height() + gap
            chosen = []
            for i in sorted(range(len(paras)), key=lambda i: (-weight(lines[i]), -i)):
                if _flow([*heights, extra], [*sorted([*chosen, i]), len(heights)], columns, room) is not None:
                    chosen = sorted([*chosen, i])
            count = len(paras) - len(chosen)
            more = text.render(
                _("…and {count} more (see the log)").format(count=count), size, theme.INK_SOFT, italic=True
            )
            placed = _flow([*heights, extra], [*chosen, len(heights)], columns, room) or []
        surface.blit(heading, (area.x, area.y))
        top = area.y + heading.get_height() + lay.px(6)
        for i, col, y in placed:
            x = area.x + lay.px(8) + col * (col_w + lay.px(16))
            surface.blit(paras[i] if i < len(paras) else more, (x, top + y))  # type: ignore[arg-type]
        self.recap_shown = [lines[i] for i in chosen]


def _flow(
    heights: Sequence[int], order: Sequence[int], columns: int, room: int
) -> list[tuple[int, int, int]] | None:
    """Items `order` (indices into `heights`) down `columns` columns of height `room`, in order:
    (index, column, y) for each, or None when they do not fit."""
    out: list[tuple[int, int, int]] = []
    col, y = 0, 0
    for i in order:
        if y + heights[i] > room:
            col, y = col + 1, 0
            if col >= columns or heights[i] > room:
                return None
        out.append((i, col, y))
        y += heights[i]
    return out
