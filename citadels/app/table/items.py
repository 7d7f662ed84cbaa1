"""Clickable things on the table that are not buttons: cards (hand, offered characters, drawn
cards) and district tiles (the Warlord's targets). They are widgets, so the `WidgetGroup` gives
them keyboard focus and routes clicks; the table paints them itself (z-order: a hovered hand card
rises above its neighbours) and shows their full card and reason in its hover preview."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from citadels.app import cardart, text, theme
from citadels.app.hyphenation import hyphenated_halves
from citadels.app.table import gfx
from citadels.app.table.layout import HINT_GLOW_DIV
from citadels.app.table.model import Choice
from citadels.app.widgets import Widget
from citadels.text.i18n import _, character_name, district_name, language_version


def card_face(
    kind: str,
    name: str,
    size: tuple[int, int],
    dim: bool = False,
    adorned: bool = False,
    stored: int = 0,
) -> pygame.Surface:
    """A card picture: ``kind`` is "district", "character", "back", "charback" or "tile"
    (`adorned`: a district carrying the Artist's gold; `stored`: the cards under a tile, the Museum's)."""

    def build() -> pygame.Surface:
        if kind == "district":
            face = cardart.district_card(name, size)
        elif kind == "character":
            face = cardart.character_card(name, size)
        elif kind == "charback":
            face = cardart.character_back(size)
        elif kind == "tile":
            face = gfx.district_tile(name, size, adorned=adorned, stored=stored)
        else:
            face = cardart.card_back(size)
        if not dim:
            return face
        out = face.copy()
        radius = max(3, round(size[0] * 0.07)) if kind != "tile" else max(2, size[1] // 5)
        out.blit(gfx.veil(face.get_size(), 165, radius, (24, 18, 16)), (0, 0))
        return out

    key = ("face", kind, name, size, dim, adorned, stored, language_version(), text.least_size())
    return gfx._cached(key, build)


def title_caption(
    kind: str, name: str, size: tuple[int, int], width: int, font: int, *, always: bool = False
) -> list[str]:
    """The name to write under a card too small to show its own (readably): one line, or two (between
    its words, or at a syllable with a hyphen), at `font` within `width`, shortened with "…" when
    neither fits; [] when the card shows it (unless `always`)."""
    if kind == "character":
        if not always and cardart.character_title_shown(name, size):
            return []
        label = character_name(name)
    elif kind == "district":
        if not always and cardart.district_title_shown(name, size):
            return []
        label = district_name(name)
    else:
        return []
    if text.text_size(label, font)[0] <= width:
        return [label]
    if " " in label:
        words = label.split(" ")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    else:  # one long word: at a syllable, with a hyphen
        splits = hyphenated_halves(label)
    fitting = [pair for pair in splits if all(text.text_size(part, font)[0] <= width for part in pair)]
    if fitting:
        return list(min(fitting, key=lambda pair: max(text.text_size(part, font)[0] for part in pair)))
    # never wider than its room, so two names never run together ("EmperadorDiplomático")
    return [text.ellipsize(label, font, width)]


class CardItem(Widget):
    """A card or tile the player may click. `choice` says what a click does (or why it cannot)."""

    focusable = True

    def __init__(
        self,
        key: tuple[Any, ...],
        kind: str,
        name: str,
        rect: pygame.Rect,
        choice: Choice | None,
        on_click: Callable[[CardItem], None] | None,
        *,
        angle: float = 0.0,
        selected: bool = False,
        preview: tuple[str, str] | None = None,
        lift: float = 0.16,
        digit: int | None = None,
        caption: str = "",
        caption_size: int = 0,
        caption_inside: bool = False,
        adorned: bool = False,
        stored: int = 0,
    ) -> None:
        super().__init__(rect)
        self.key = key
        self.kind = kind
        self.name = name
        self.choice = choice
        self.on_click = on_click
        self.angle = angle
        self.selected = selected
        self.preview = (
            preview if preview is not None else ((kind, name) if kind in ("district", "character") else None)
        )
        self.adorned = adorned  # a district tile carrying the Artist's gold
        self.stored = stored  # the cards under a district tile (the Museum's), counted on it
        if kind == "tile":
            self.preview = ("adorned" if adorned else "district", name)
        self.lift = lift
        self.digit = digit
        self.caption = caption  # a short label drawn under the card
        self.caption_size = caption_size  # its text size (0: from the card's height)
        self.caption_inside = caption_inside  # written across the card's picture, not under it
        self.pressed = False
        self.hint = False
        #: a point where a click reaches this card (hand cards overlap: not always the centre)
        self.visible_point: tuple[int, int] = self.rect.center
        self.fresh = False  # just arrived in the hand: a "new" tag

    # -- state
    @property
    def actionable(self) -> bool:
        return self.choice is not None and self.choice.enabled and self.on_click is not None

    @property
    def enabled(self) -> bool:
        return self._enabled and self.actionable

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = value

    @property
    def dimmed(self) -> bool:
        return self.choice is not None and not self.choice.enabled

    @property
    def actions(self) -> tuple[Any, ...]:
        return self.choice.actions if self.choice is not None else ()

    def reason(self) -> str:
        return self.choice.reason if self.choice is not None else ""

    def tooltip_text(self) -> str:
        return ""  # the table's hover preview shows the card and this reason

    def hit_rect(self) -> pygame.Rect:
        """Where the pointer counts as over this card (a raised card also keeps its old place)."""
        if self.hovered and self.kind in ("district", "character"):
            return self.rect.union(self.rect.move(0, -int(self.rect.h * self.lift)))
        return self.rect

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.hit_rect().collidepoint(pos)

    # -- input (hover is set by the table: only the topmost card under the pointer is hovered)
    def click(self) -> bool:
        if not self.interactive:
            return False
        self._feedback("click")
        if self.on_click is not None:
            self.on_click(self)
        return True

    def activate(self) -> None:
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and hasattr(event, "pos")
        ):
            if self.hovered and self.contains(event.pos):
                self.pressed = self.enabled
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and hasattr(event, "pos"):
            was, self.pressed = self.pressed, False
            if was and self.contains(event.pos):
                self.click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Painted by the table (`paint`) in its own order."""

    # -- drawing
    def paint(self, surface: pygame.Surface, time: float, *, glow_enabled: bool = True) -> None:
        if not self.visible:
            return
        size = self.rect.size
        raised = self.hovered or (self.focused and self.group is not None and self.group.keyboard_mode)
        dy = 0
        angle = self.angle
        if self.kind in ("district", "character", "back", "charback"):
            if self.selected:
                dy = -int(self.rect.h * self.lift * 0.8)
            if raised and (self.actionable or self.kind in ("district", "character")):
                dy = -int(self.rect.h * self.lift)
                angle = 0.0
        tagged = self.kind == "tile" and self.choice is not None and bool(self.choice.note)
        # a tile's price tag covers its cost and the count beside it: the count moves left of the tag
        face = card_face(self.kind, self.name, size, self.dimmed, self.adorned, 0 if tagged else self.stored)
        rect = self.rect.move(0, dy)
        radius = max(3, round(size[0] * 0.07)) if self.kind != "tile" else max(2, size[1] // 5)
        if self.hint:
            spread = max(8, size[1] // HINT_GLOW_DIV) if self.kind != "tile" else max(6, size[1] // 2)
            surface.blit(gfx.glow(size, theme.GOLD_LIGHT, radius, spread), rect.move(-spread, -spread))
        elif glow_enabled and self.actionable:
            spread = max(5, size[1] // 12) if self.kind != "tile" else max(4, size[1] // 3)
            strong = raised or self.selected
            halo = gfx.glow(
                size, theme.GOLD if strong else theme.GOLD_DARK, radius, spread, 255 if strong else 170
            )
            surface.blit(halo, rect.move(-spread, -spread))
        if angle:
            rotated = gfx.rotated(
                (
                    "face",
                    self.kind,
                    self.name,
                    size,
                    self.dimmed,
                    self.adorned,
                    language_version(),
                    text.least_size(),
                ),
                face,
                angle,
            )
            surface.blit(rotated, rotated.get_rect(center=rect.center))
        else:
            surface.blit(face, rect)
        if self.kind == "tile" and self.actionable:
            surface.blit(gfx.frame(size, theme.GOLD_LIGHT if raised else theme.GOLD, 2, radius), rect)
        if self.selected:  # a tile is wide and low: its frame follows its height, not its width
            width = max(2, size[1] // 9) if self.kind == "tile" else max(2, size[0] // 28)
            surface.blit(gfx.frame(size, theme.GOLD_LIGHT, width, radius), rect)
        below = rect.bottom + 2  # where a caption starts: under the card, and under its note
        if self.choice is not None and self.choice.note:
            below = max(below, self._paint_note(surface, rect))
        if self.fresh:
            self._paint_fresh(surface, rect)
        if self.caption:  # a line or a few under the card, or across its picture on a dark band
            cap_size = self.caption_size or max(9, size[1] // 12)
            colour = theme.CREAM if not self.dimmed else theme.CREAM_DIM
            lines = [
                text.render(line, cap_size, colour, bold=self.selected) for line in self.caption.split("\n")
            ]
            step = max(1, lines[0].get_height() - 2)
            y = below
            if self.caption_inside:
                band = pygame.Rect(rect.x + 2, 0, rect.w - 4, step * len(lines) + 4)
                band.centery = rect.y + rect.h * 3 // 5
                surface.blit(gfx.pill(band.size, theme.WOOD_DARK, 210, theme.GOLD_DARK), band)
                y = band.y + 2
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
                y += step

    def _paint_fresh(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = max(9, rect.w // 8)
        label = text.render(_("New"), size, theme.INK, bold=True)
        pill = gfx.pill((label.get_width() + size, int(size * 1.5)), theme.GOLD_LIGHT, 250, theme.GOLD_DARK)
        box = pill.get_rect(center=(rect.centerx, rect.y))
        surface.blit(pill, box)
        surface.blit(label, label.get_rect(center=box.center))

    def _paint_note(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """The note's tag (a price), over the tile's cost or across the card's foot; returns where
        below it a caption may start."""
        note = self.choice.note if self.choice is not None else ""
        if self.kind == "tile":
            # the destroy price, over the cost coin: a crimson (or grey) tag with a coin
            h = max(10, rect.h - 2)
            size = max(8, int(h * 0.7))
            label = text.render(note, size, theme.CREAM, bold=True)
            coin = cardart.coin(None, h - 4)
            w = label.get_width() + coin.get_width() + h // 2 + 4
            colour = theme.CRIMSON if self.actionable else (96, 86, 80)
            tag = gfx.pill((w, h), colour, 245, theme.GOLD_LIGHT if self.actionable else theme.DISABLED)
            box = tag.get_rect(midright=(rect.right - 1, rect.centery))
            surface.blit(tag, box)
            surface.blit(coin, coin.get_rect(midleft=(box.x + h // 4, box.centery)))
            surface.blit(label, label.get_rect(midleft=(box.x + h // 4 + coin.get_width() + 2, box.centery)))
            if self.stored:  # the count of the cards under the tile (the Museum's), left of the tag
                under = gfx.stored_badge(self.stored, h, max(8, min(text.least_size(), h - 2)))
                surface.blit(under, under.get_rect(midright=(box.x - 2, rect.centery)))
            return rect.bottom + 2
        size = max(text.least_size() or 10, rect.w // 6)  # a price: readable on the smallest card
        label = text.render(note, size, theme.INK, bold=True)
        pill = gfx.pill((label.get_width() + size, int(size * 1.6)), theme.GOLD_LIGHT, 240, theme.GOLD_DARK)
        box = pill.get_rect(midtop=(rect.centerx, rect.bottom - pill.get_height() // 2))
        surface.blit(pill, box)
        surface.blit(label, label.get_rect(center=box.center))
        return box.bottom + 2
