"""The hot-seat hand-off: "Pass to {name}" over the whole window.

Pushed by the table when the next private decision belongs to another human. The scene is opaque
(``transparent = False``) and draws only the table cloth, a crest and the name, so nothing private
of the previous player — or of the next — shows while the computer changes hands. Esc opens the game
menu (over this opaque screen, so it still hides everything). Under the name, a scrollable public
recap tells the next player everything that happened since their last decision (``recap``: public log
lines, oldest first; mouse wheel, drag, arrows, Page Up/Down, Home/End).

Only a deliberate confirm passes the computer on, and ``on_ready`` runs after the scene has removed
itself from the stack:

* a click on its button (pressed and released there), once the screen has been up for `ARM_DELAY`;
* Enter, once the screen has been up for `ENTER_DELAY`, and only a fresh press: a key already held
  when the screen appeared (``app.keys_down``) or repeating (a second press without its release) never
  counts.

Space (the table's "skip animations" key), a click elsewhere and every other key do nothing here: a
player tapping Space or clicking through the bots' turns never flashes the next person's hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.widgets import Button, ScrollPanel, TextSource, resolve
from citadels.text.i18n import _, language_version

#: Seconds during which the mouse is ignored after the screen appears.
ARM_DELAY = 0.35
#: Seconds the screen must have been visible before Enter passes the computer on.
ENTER_DELAY = 0.8

_ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


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
        self._held: set[int] = set()  # Enter keys down since before their press could count
        self.ready_button = Button(
            lambda: _("I am {name} — show my cards").format(name=self.player_name),
            self.confirm,
            style="primary",
        )
        self.recap_view = ScrollPanel(fade=theme.PARCHMENT)
        self.recap_view.focusable = False  # the keys scroll it whatever has the focus (handle_event)
        self.ui.add(self.ready_button, self.recap_view)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.recap_shown: list[str] = []  # the recap lines in the scrollable list, drawn last
        self._recap_key: tuple[object, ...] | None = None

    def enter(self) -> None:
        super().enter()
        # an Enter held down when the screen appears (it ended the last turn) must be let go first
        self._held = {key for key in self.app.keys_down if key in _ENTER_KEYS}
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
        """The public lines of what happened since this player's last decision, all of them."""
        if self.recap is None:
            return []
        try:
            return [line for line in self.recap() if line]
        except Exception:  # noqa: BLE001 - a broken recap must not lock the hand-off
            return []

    def confirm_quit(self) -> bool:
        return True  # a game is in progress beneath

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
            return
        if event.type == pygame.MOUSEWHEEL:  # the wheel scrolls the recap wherever the pointer is
            self.recap_view.scroll_by(-getattr(event, "y", 0) * self.recap_view.step)
            return
        if not self.armed:
            if event.type == pygame.MOUSEMOTION:
                self.ui.handle_event(event)  # keep hover states right
            return
        self.ui.handle_event(event)  # the button (its own press and release), the recap's scrollbar

    def _key(self, key: int) -> None:
        """Esc: the game menu. Enter: confirm, if the screen has been up long enough and the press is
        fresh (not held from before the screen, not repeating). Arrows, Page Up/Down, Home/End: scroll
        the recap. Anything else (Space above all) does nothing."""
        if key == pygame.K_ESCAPE:
            self.back()
            return
        if key in _ENTER_KEYS:
            fresh = key not in self._held
            self._held.add(key)  # until its release, a repeat of this press
            if fresh and self.armed and self.age >= ENTER_DELAY:
                self.app.sound.play("click")
                self.confirm()
            return
        view = self.recap_view
        page = view.rect.h * 0.9
        moves = {
            pygame.K_UP: -view.step,
            pygame.K_DOWN: view.step,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
        }
        if key in moves:
            view.scroll_by(moves[key])
        elif key == pygame.K_HOME:
            view.scroll_to(0)
        elif key == pygame.K_END:
            view.scroll_to(view.max_offset)

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
        hint = _("Click the button or press Enter when ready")
        alpha = 255 if self.armed and self.age >= ENTER_DELAY else 120
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
        """ "Since your last turn:" ("Since the game began:" before their first) and every public line
        in a scrollable list filling `area` (a scrollbar and "wheel or arrows" when they do not fit)."""
        lay = self.lay
        view = self.recap_view
        lines = self.recap_lines()
        self.recap_shown = lines
        if not lines or area.h < lay.small * 3:
            view.visible = False
            return
        view.visible = True
        said = _("Since the game began:") if self.first_turn else _("Since your last turn:")
        heading = text.draw_text(surface, said, area.topleft, lay.small, theme.INK_SOFT, bold=True)
        view.rect = pygame.Rect(
            area.x, heading.bottom + lay.px(6), area.w, area.bottom - heading.bottom - lay.px(6)
        )
        view.step = max(12, text.line_height(max(11, lay.small - 1)) * 2)
        key = (tuple(lines), view.rect.w, lay.small, language_version())
        if key != self._recap_key:
            self._recap_key = key
            view.set_content(self._recap_content(lines, view.rect.w - lay.px(20)), keep_position=False)
        if view.max_offset > 0:
            text.draw_text(
                surface, _("Mouse wheel or ↑/↓: scroll"), (area.right, area.y), lay.small, theme.INK_FAINT,
                anchor="topright", italic=True, max_width=max(1, area.w - heading.w - lay.px(16)),
            )  # fmt: skip

    def _recap_content(self, lines: Sequence[str], width: int) -> pygame.Surface:
        """Every recap line, oldest first, wrapped to `width`, as one tall transparent surface."""
        lay = self.lay
        size = max(11, lay.small - 1)
        gap = lay.px(3)
        paras = [
            text.render_wrapped("• " + line, size, theme.INK, max(1, width - lay.px(8))) for line in lines
        ]
        height = sum(p.get_height() + gap for p in paras)
        content = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for para in paras:
            content.blit(para, (lay.px(8), y))
            y += para.get_height() + gap
        return content
