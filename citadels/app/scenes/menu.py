"""The main menu: title art, Continue / New game / Learn to play / Saved games / Your games /
Settings / Rules / Quit, the version, and the notices the player must read (a settings file repaired, a saved game that
cannot be opened). The first launch offers the guided game once."""

from __future__ import annotations

import math

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.saving import saves_folder
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.tutorial.progress import tutorial_in_progress
from citadels.app.widgets import Button
from citadels.engine.characters import CLASSIC_CHARACTERS
from citadels.saves import BadSave, SaveSummary, check_for_continue, list_saves
from citadels.system.version import app_version
from citadels.text.i18n import _, pgettext

#: seconds of replaying saved games for Continue before the menu's first frame, and in each frame after
CONTINUE_BUDGET = 0.05


class MenuScene(UIScene):
    name = "menu"

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.continue_button = Button(
            lambda: _("Continue"),
            self.continue_game,
            style="primary",
            letter=lambda: pgettext("main menu shortcut for Continue", "C"),
            tooltip=self._continue_tooltip,
        )
        self.latest: SaveSummary | None = None
        self.entries: list[SaveSummary | BadSave] = []  # the saves folder, most recent first
        self.checking = False  # Continue's game is still being looked for (`_check_continue`)
        self.recheck = False  # the saves may have changed while the menu was covered
        self.new_game = Button(
            lambda: _("New game"),
            self.open_new_game,
            style="primary",
            letter=lambda: pgettext("main menu shortcut for New game", "N"),
        )
        # the shortcut letters follow the language (each translation keeps the eight letters distinct)
        self.learn = Button(
            lambda: _("Learn to play"), self.open_tutorial,
            letter=lambda: pgettext("main menu shortcut for Learn to play", "L"), tooltip=self._learn_tooltip,
        )  # fmt: skip
        self.saved_games = Button(
            lambda: _("Saved games"), lambda: self.app.nav.saved_games(),
            letter=lambda: pgettext("main menu shortcut for Saved games", "G"),
            tooltip=lambda: _("Every game is saved as it is played: continue, delete, export or import"),
        )  # fmt: skip
        self.your_games = Button(
            lambda: _("Your games"), lambda: self.app.nav.your_games(),
            letter=lambda: pgettext("main menu shortcut for Your games", "Y"),
            tooltip=lambda: _("Your record: games won, best scores, characters, and every game's review"),
        )  # fmt: skip
        self.settings = Button(
            lambda: _("Settings"), lambda: self.app.nav.settings(),
            letter=lambda: pgettext("main menu shortcut for Settings", "S"),
        )  # fmt: skip
        self.rules = Button(
            lambda: _("Rules"),
            lambda: self.app.nav.rules(),
            letter=lambda: pgettext("main menu shortcut for Rules", "R"),
        )
        self.quit = Button(
            lambda: _("Quit"), self.back, style="secondary",
            letter=lambda: pgettext("main menu shortcut for Quit", "Q"),
        )  # fmt: skip
        self.dismiss = Button(lambda: _("OK"), self.dismiss_notices, style="secondary")
        self.ui.add(self.continue_button, self.new_game, self.learn, self.saved_games, self.your_games, self.settings,
                    self.rules, self.quit, self.dismiss)  # fmt: skip
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.fan: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_centre = (0, 0)
        self.time = 0.0
        self.offer_at: float | None = None  # when the first-launch offer of the tutorial comes up
        self.tutorial_resumes = False  # Learn to play would resume a tutorial in progress

    def enter(self) -> None:
        self._check_continue()
        self._check_tutorial()
        super().enter()
        self.ui.set_focus(self.continue_button if self.continue_button.visible else self.new_game)
        self.ui.keyboard_mode = False
        if self.app.persist and not self.app.settings.tutorial_offered:
            self.offer_at = 0.4  # once the menu has been seen

    def resume(self) -> None:
        self._check_tutorial()
        # looked for again at the next frame (laid out again if Continue comes or goes): a menu
        # uncovered only to be closed (`Navigator.menu` clears the stack) reads no saves
        self.recheck = True
        super().resume()

    def _check_continue(self) -> None:
        """Continue: the most recent game that its replay finds unfinished (hidden when there is none).
        The saves index knows most games at once; games it does not know yet are replayed a few a
        frame (`update`), so the menu opens at once whatever the folder holds."""
        folder = saves_folder()
        self.entries = list_saves(folder) if folder is not None else []
        self.checking = True
        self._continue_step(CONTINUE_BUDGET)

    def _continue_step(self, budget: float) -> None:
        """Replay games for Continue for up to `budget` seconds; once the answer is known, show it."""
        if not check_for_continue(self.entries, budget):
            return
        self.checking = False
        entries = self.entries
        self.latest = next((e for e in entries if isinstance(e, SaveSummary) and not e.finished), None)
        # a bad file newer than the game Continue offers (often the game just played) is told here,
        # once, rather than Continue silently offering an older game or vanishing; the file is kept
        newer = entries[: entries.index(self.latest)] if self.latest is not None else entries
        bad = next((e for e in newer if isinstance(e, BadSave)), None)
        if bad is not None and bad.path not in self.app.told_bad_saves:
            self.app.told_bad_saves.add(bad.path)
            problem = bad.problem
            self.app.notices.append(
                lambda: _(
                    "Your last game cannot be continued. {problem} The file is kept: see Saved games."
                ).format(problem=problem.message())
            )
        visible = self.latest is not None
        changed = visible != self.continue_button.visible
        self.continue_button.visible = visible
        self.new_game.style = "secondary" if visible else "primary"
        if changed and self.layout_size is not None:
            self._relayout()

    def _continue_tooltip(self) -> str:
        if self.latest is None:
            return ""
        return _("{names} — round {round}").format(
            names=", ".join(self.latest.names), round=self.latest.round
        )

    def continue_game(self) -> None:
        if self.recheck:  # chosen before the menu's first frame since it was uncovered
            self.recheck = False
            self._check_continue()
        if self.latest is None:
            return
        if self.app.nav.open_saved_game(self.latest.path):
            self.dismiss_notices()  # seen on the way to the game: not shown again on the way back
        else:
            self._check_continue()  # that file was bad (now set aside, with a notice): offer the next one
            self._relayout()

    def open_new_game(self) -> None:
        if self.offer_at is not None:  # a new game before the offer came up: that is an answer
            self._answer_offer()
        self.dismiss_notices()  # seen on the way to a new game: not shown again on the way back
        self.app.nav.new_game()

    # The guided first game ----------------------------------------------------------------------
    def _check_tutorial(self) -> None:
        self.tutorial_resumes = self.app.saves_enabled and tutorial_in_progress()

    def _learn_tooltip(self) -> str:
        if self.tutorial_resumes:
            return _("Resume the guided game where you left it")
        return _("A short guided game against the computer that shows you how to play, step by step")

    def open_tutorial(self) -> None:
        self._answer_offer()
        self.app.nav.tutorial()

    def _answer_offer(self) -> None:
        """Whatever the player does first on a first launch answers the offer: it is not made again."""
        self.offer_at = None
        if not self.app.settings.tutorial_offered:
            self.app.update_settings(tutorial_offered=True)

    def _offer_tutorial(self) -> None:
        self.offer_at = None
        self.app.nav.confirm(
            title=lambda: _("First time? Learn to play"),
            message=lambda: _(
                "A short guided game against the computer shows you how to play, step by step. "
                "You can also start it later with Learn to play in the main menu."
            ),  # fmt: skip
            confirm_label=lambda: _("Yes, show me"),
            cancel_label=lambda: _("No, thanks"),
            on_confirm=self.open_tutorial,
            on_cancel=self._answer_offer,
        )

    def dismiss_notices(self) -> None:
        """The player has read the notices (settings or saved-game problems): they are not shown again."""
        self.app.notices.clear()

    def back(self) -> None:
        self.app.request_quit(confirm=True)

    # Layout ----------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        column_w = lay.px(400)
        left = max(lay.margin, int(w * 0.07))
        self.title_centre = (left + column_w // 2, int(h * 0.2))
        bh, gap = lay.button_height, lay.px(16)
        top = int(h * 0.2) + lay.title // 2 + lay.px(120)
        buttons = tuple(b for b in (self.continue_button, self.new_game, self.learn, self.saved_games, self.your_games,
                                    self.settings, self.rules, self.quit) if b.visible)  # fmt: skip
        gap = lay.px(8) if len(buttons) > 7 else lay.px(12) if len(buttons) > 5 else gap
        # down to the hint line, clear of it with the panel's margin: many buttons get a little shorter
        room = self.hint_top(h) - lay.px(34) - top
        bh = max(lay.px(34), min(bh, (room + gap) // len(buttons) - gap))
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(left + lay.px(30), top + i * (bh + gap), column_w - lay.px(60), bh)
        self.panel = pygame.Rect(
            left, top - lay.px(30), column_w, len(buttons) * (bh + gap) - gap + lay.px(60)
        )
        self._layout_fan(size)
        # the notices sit right of the title ("Ciudadelas" is wider than the button column), never over it
        title_w = text.render(
            "Ciudadelas", lay.title, theme.GOLD_LIGHT, bold=True, role="display"
        ).get_width()
        clear_of_title = max(self.panel.right, self.title_centre[0] + title_w // 2 + lay.px(4)) + lay.px(20)
        nw = min(w - 2 * lay.margin, lay.px(720), w - lay.margin - clear_of_title)
        if nw < lay.px(320):  # a narrow window: the full width (over the fan of cards and the title)
            nw = min(w - 2 * lay.margin, lay.px(720))
        self.notice_rect = pygame.Rect(w - lay.margin - nw, lay.margin, nw, lay.px(150))
        self.dismiss.rect = pygame.Rect(0, 0, lay.px(110), lay.px(40))
        self.dismiss.rect.bottomright = (
            self.notice_rect.right - lay.px(14),
            self.notice_rect.bottom - lay.px(12),
        )

    def _layout_fan(self, size: tuple[int, int]) -> None:
        """Rotate the eight character cards once per size: the hero art on the right."""
        lay = self.lay
        w, h = size
        card_h = min(lay.px(300), int(h * 0.44))
        face = cardart.card_size(card_h)
        free_left = self.panel.right + lay.px(40)
        centre = ((free_left + w) // 2, int(h * 0.47))
        radius = lay.px(760)
        self.fan = []
        for spec, (x, y, angle) in zip(
            CLASSIC_CHARACTERS,
            cardart.fan_positions(len(CLASSIC_CHARACTERS), centre, 36, radius),
            strict=True,
        ):
            card = cardart.character_card(spec.name, face)
            rotated = pygame.transform.rotozoom(card, angle, 1.0)
            self.fan.append((rotated, rotated.get_rect(center=(int(x), int(y)))))

    # Drawing ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.recheck:
            self.recheck = False
            self._check_continue()
        elif self.checking:
            self._continue_step(CONTINUE_BUDGET)
        if self.offer_at is not None and self.app.top is self:
            self.offer_at -= dt
            if self.offer_at <= 0:
                self._offer_tutorial()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        decor.draw_background(surface)
        for _card, rect in self.fan:
            decor.draw_shadow(
                surface,
                rect.inflate(-rect.w // 5, -rect.h // 6),
                radius=lay.px(16),
                blur=lay.px(10),
                offset=lay.px(10),
                alpha=120,
            )
        for card, rect in self.fan:
            surface.blit(card, rect)
        # Title: "Ciudadelas" in gold, with a crown above it
        cx, cy = self.title_centre
        bob = int(math.sin(self.time * 1.6) * lay.px(2))
        crown = cardart.crown(lay.px(64))
        surface.blit(crown, crown.get_rect(midbottom=(cx, cy - lay.title // 2 + lay.px(6) + bob)))
        title = text.draw_text(
            surface, "Ciudadelas", (cx, cy), lay.title, theme.GOLD_LIGHT, anchor="center", bold=True, role="display",
            shadow=(18, 8, 2), shadow_offset=lay.px(4),
        )  # fmt: skip
        decor.draw_divider(
            surface, (cx, title.bottom + lay.px(4)), lay.px(380), theme.GOLD, thickness=lay.px(2)
        )
        text.draw_text(
            surface, _("A game of cunning, crowns and cathedrals"), (cx, title.bottom + lay.px(24)), lay.body,
            theme.CREAM, anchor="midtop", italic=True, shadow=(0, 0, 0), max_width=lay.px(460),
        )  # fmt: skip
        decor.draw_panel(surface, self.panel, style="dark", radius=lay.px(14), border=lay.px(2))
        self.dismiss.visible = bool(self.app.notices)
        if self.app.notices:
            self._draw_notices(surface)
        self.ui.draw(surface)
        version = _("Version {version}").format(version=app_version())
        text.draw_text(surface, version, (surface.get_width() - lay.px(16), surface.get_height() - lay.px(12)),
                       lay.small, theme.CREAM_DIM, anchor="bottomright", shadow=(0, 0, 0))  # fmt: skip
        hint = _("F11: full screen · Tab/arrows: move · Enter: choose")
        text.draw_text(surface, hint, (lay.px(16), surface.get_height() - lay.px(12)), lay.small, theme.CREAM_DIM,
                       anchor="bottomleft", shadow=(0, 0, 0))  # fmt: skip

    def hint_top(self, height: int) -> int:
        """The top of the keys' hint line at the bottom of the window."""
        return height - self.lay.px(12) - text.line_height(self.lay.small)

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Problems found at start (a damaged settings file, a saved game that could not be read)."""
        lay = self.lay
        body = "\n".join(message() for message in self.app.notices)
        inner_w = self.notice_rect.w - lay.px(28)
        rendered = text.render_wrapped(body, lay.small, theme.CREAM, inner_w, max_lines=12)
        self.notice_rect.h = rendered.get_height() + self.dismiss.rect.h + lay.px(36)
        self.dismiss.rect.bottomright = (
            self.notice_rect.right - lay.px(14),
            self.notice_rect.bottom - lay.px(10),
        )
        decor.draw_panel(surface, self.notice_rect, style="dark", radius=lay.px(12), border=lay.px(2))
        surface.blit(rendered, (self.notice_rect.x + lay.px(14), self.notice_rect.y + lay.px(12)))
