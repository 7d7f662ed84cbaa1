"""The coach's widgets in the review: each seat's mark, the graph of every player's chance of winning
after each move, and the list of turning points and costly choices.

`ChanceGraph` draws one line per seat in its colour (`theme.SEAT_COLOURS`) with its mark
(`theme.SEAT_MARKS`) along it, every seat's marks at different moves so that none hides another, and
at its end, over the moves analysed so far, the rounds along its axis and the move shown; a click or a drag
picks a move. `CoachList` is a scrolling list of entries that each lead to a move: a click, or
↑/↓ and Enter once it has the keyboard focus; an entry may end in a link to the rules screen's entry
for the card it is about (a click on it, or F1 for the chosen entry). Neither knows the review: the
scene gives them what to show and the callbacks.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from citadels.app import text, theme
from citadels.app.widgets import ScrollPanel, Widget, resolve
from citadels.coach.model import Chances
from citadels.text.coach_words import RulesLink
from citadels.text.i18n import _


# ---------------------------------------------------------------------------------- seat marks
def _mark_points(mark: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    def ring(n: int, start: float, radius: float = r) -> list[tuple[float, float]]:
        return [(cx + radius * math.cos(start + 2 * math.pi * i / n), cy + radius * math.sin(start + 2 * math.pi * i / n))
                for i in range(n)]  # fmt: skip

    if mark == "square":
        return ring(4, math.pi / 4, r * 1.15)
    if mark == "triangle":
        return ring(3, -math.pi / 2, r * 1.2)
    if mark == "down":
        return ring(3, math.pi / 2, r * 1.2)
    if mark == "diamond":
        return ring(4, 0, r * 1.2)
    if mark == "star":
        outer, inner = ring(5, -math.pi / 2, r * 1.3), ring(5, -math.pi / 2 + math.pi / 5, r * 0.55)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if mark == "cross":
        a, b = r * 1.1, r * 0.38
        return [(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b), (cx + b, cy + b),
                (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b), (cx - a, cy - b), (cx - b, cy - b)]  # fmt: skip
    return None  # a circle (a ring: with a hole)


@lru_cache(maxsize=128)
def seat_mark(seat: int, size: int) -> pygame.Surface:
    """Seat `seat`'s mark in its colour, `size` pixels across, outlined so it reads on any panel."""
    f = 3
    big = pygame.Surface((size * f, size * f), pygame.SRCALPHA)
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    mark = theme.SEAT_MARKS[seat % len(theme.SEAT_MARKS)]
    c, r = size * f / 2, size * f * 0.36
    points = _mark_points(mark, c, c, r)
    edge = max(2, size * f // 9)
    if points is None:
        pygame.draw.circle(big, (20, 14, 10), (c, c), r + edge)
        pygame.draw.circle(big, colour, (c, c), r)
        if mark == "ring":  # a dark hole, so that it reads apart from the disc at any size
            pygame.draw.circle(big, (20, 14, 10), (c, c), r * 0.45)
    else:
        pygame.draw.polygon(big, (20, 14, 10), points, edge * 2)
        pygame.draw.polygon(big, colour, points)
    return pygame.transform.smoothscale(big, (size, size))


def seat_colour(seat: int) -> theme.Colour:
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


# ---------------------------------------------------------------------------------- the graph
#: the plot's background (the seats' colours are chosen to read on it: tests/app/test_seat_colours.py)
PLOT_BACKGROUND: theme.Colour = (30, 21, 15)
#: the marks along a line are about this many marks apart (each seat's shifted by a share of it)
MARK_SPACING = 7


def percent(p: float) -> str:
    return _("{percent}%").format(percent=round(100 * p))


class ChanceGraph(Widget):
    """Every seat's chance of winning after each move (0 at the deal), with the rounds on its axis."""

    def __init__(self, on_pick: Callable[[int], None], names: Callable[[], Sequence[str]]) -> None:
        super().__init__(tooltip=lambda: _("Click or drag to go to that move."))
        self.on_pick = on_pick
        self.names = names
        self.start: Chances = ()
        self.chances: list[Chances] = []  # after move 1, 2… (as far as analysed)
        self.last = 0  # the game's last move
        self.round_starts: list[int] = []  # the first move of each round
        self.step = 0  # the move shown
        self.players = 0
        self.size = 12  # the text size of the axis (the scene sets it with the layout)
        self.dragging = False
        self.pointer: tuple[int, int] | None = None
        self._lines: pygame.Surface | None = None
        self._lines_key: tuple[object, ...] | None = None

    def set_data(
        self, start: Chances, chances: list[Chances], last: int, round_starts: list[int], players: int
    ) -> None:
        self.start, self.chances, self.last = start, chances, last
        self.round_starts, self.players = round_starts, players

    # ------------------------------------------------------------------ geometry
    @property
    def plot(self) -> pygame.Rect:
        """The area of the lines (the rect less the room of the axis' labels)."""
        label_w = text.text_size(percent(1.0), self.size)[0] + 6
        label_h = text.line_height(self.size)
        return pygame.Rect(self.rect.x + label_w, self.rect.y + 4, max(10, self.rect.w - label_w - 4),
                           max(10, self.rect.h - label_h - 6))  # fmt: skip

    def x_of(self, step: int) -> int:
        plot = self.plot
        return plot.x + round(plot.w * step / max(1, self.last))

    def y_of(self, chance: float) -> int:
        plot = self.plot
        return plot.bottom - round(plot.h * max(0.0, min(1.0, chance)))

    @property
    def mark_size(self) -> int:
        """How many pixels across a seat's mark is drawn on the graph."""
        return max(9, self.size)

    def mark_steps(self, seat: int, count: int) -> list[int]:
        """The moves (indices into the `count` points of a line) where `seat`'s mark is drawn along its
        line: about `MARK_SPACING` marks apart, each seat's shifted by its share of that spacing so that
        no two seats' marks fall on the same move, none on the line's last point (its end mark)."""
        if count < 3 or self.players <= 0:
            return []
        per_pixel = max(1, self.last) / max(1, self.plot.w)
        every = max(self.players, round(self.mark_size * MARK_SPACING * per_pixel))
        first = round(every * (seat + 0.5) / self.players)
        near_end = max(1, round(self.mark_size * 1.5 * per_pixel))
        return [k for k in range(first, count, every) if k < count - near_end]

    def step_at(self, x: int) -> int:
        plot = self.plot
        return max(0, min(self.last, round((x - plot.x) * max(1, self.last) / max(1, plot.w))))

    def chances_at(self, step: int) -> Chances | None:
        if step <= 0:
            return self.start or None
        return self.chances[step - 1] if step <= len(self.chances) else None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = event.pos if self.rect.collidepoint(event.pos) else None
            if self.dragging:
                self.on_pick(self.step_at(event.pos[0]))
                return True
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.dragging = True
            self.on_pick(self.step_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def tooltip_text(self) -> str:
        """The chances at the move under the pointer (every seat, by name)."""
        if self.pointer is None:
            return resolve(self.tooltip)
        step = self.step_at(self.pointer[0])
        chances = self.chances_at(step)
        if chances is None:
            return resolve(self.tooltip)
        names = self.names()
        ranked = sorted(range(len(chances)), key=lambda s: -chances[s])
        who = ", ".join(f"{names[s]} {percent(chances[s])}" for s in ranked if s < len(names))
        where = _("The deal") if step == 0 else _("Move {step}").format(step=step)
        return f"{where}: {who}"

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 20 or self.rect.h <= 20:
            return
        key = (
            self.rect.size,
            self.size,
            len(self.chances),
            self.last,
            self.players,
            tuple(self.round_starts),
            self.start,
        )
        if key != self._lines_key:
            self._lines_key = key
            self._lines = self._paint()
        if self._lines is not None:
            surface.blit(self._lines, self.rect.topleft)
        plot = self.plot
        x = self.x_of(self.step)  # the move shown
        pygame.draw.line(surface, theme.GOLD_LIGHT, (x, plot.y), (x, plot.bottom), 2)
        chances = self.chances_at(self.step)
        if chances is not None:
            dot = self.mark_size
            for seat, chance in enumerate(chances):
                mark = seat_mark(seat, dot)
                surface.blit(mark, mark.get_rect(center=(x, self.y_of(chance))))
        if self.pointer is not None and self.rect.collidepoint(self.pointer):
            hx = self.x_of(self.step_at(self.pointer[0]))
            pygame.draw.line(surface, theme.CREAM_DIM, (hx, plot.y), (hx, plot.bottom), 1)

    def _paint(self) -> pygame.Surface:
        """The axes, the rounds and the lines, on a surface the size of the widget (in its coordinates)."""
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        plot = self.plot.move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, PLOT_BACKGROUND, plot)
        for level in (0.25, 0.5, 0.75, 1.0):
            y = plot.bottom - round(plot.h * level)
            pygame.draw.line(surf, (70, 52, 36), (plot.x, y), (plot.right, y), 1)
            if level in (0.5, 1.0):
                text.draw_text(
                    surf, percent(level), (plot.x - 4, y), self.size, theme.CREAM_DIM, anchor="midright"
                )
        text.draw_text(
            surf, percent(0.0), (plot.x - 4, plot.bottom), self.size, theme.CREAM_DIM, anchor="midright"
        )
        # the rounds: a line at the start of each, its number below (as many numbers as fit)
        xs = [self.x_of(start) - self.rect.x for start in self.round_starts]
        label_w = text.text_size("88", self.size)[0] + 4
        shown_right = -(10**6)
        for rnd, x in enumerate(xs, 1):
            pygame.draw.line(surf, (92, 70, 48), (x, plot.y), (x, plot.bottom + 3), 1)
            nxt = xs[rnd] if rnd < len(xs) else plot.right
            centre = (x + nxt) // 2
            if centre - label_w // 2 >= shown_right and centre + label_w // 2 <= self.rect.w:
                text.draw_text(
                    surf, str(rnd), (centre, plot.bottom + 3), self.size, theme.CREAM_DIM, anchor="midtop"
                )
                shown_right = centre + label_w // 2 + 2
        # the lines: the deal, then each move analysed; then every seat's marks along its line and
        # at its end (above all the lines, so that a line crossing them does not hide them)
        series = [self.start, *self.chances] if self.start else []
        width = max(2, self.size // 6)
        lines = []
        for seat in range(self.players):
            points = [
                (self.x_of(k) - self.rect.x, self.y_of(c[seat]) - self.rect.y)
                for k, c in enumerate(series)
                if seat < len(c)
            ]
            lines.append(points)
            if len(points) >= 2:
                pygame.draw.lines(surf, seat_colour(seat), False, points, width)
        size = self.mark_size
        for seat, points in enumerate(lines):
            mark = seat_mark(seat, size)
            for step in self.mark_steps(seat, len(points)):
                surf.blit(mark, mark.get_rect(center=points[step]))
            if points:
                surf.blit(mark, mark.get_rect(center=points[-1]))
        pygame.draw.rect(surf, theme.GOLD_DARK, plot, 1)
        return surf


# ---------------------------------------------------------------------------------- the list
@dataclass(frozen=True)
class CoachEntry:
    """One line of the list: a heading (no move), or a finding that leads to move `step`."""

    surface: pygame.Surface
    step: int | None  # None: a heading or a note
    said: str  # what it says (its surface is this, drawn)
    gap: int = 0  # room above it
    link: RulesLink | None = None  # the rules' entry it links to
    link_rect: pygame.Rect | None = None  # where that link is drawn on `surface`


class CoachList(ScrollPanel):
    """The coach's findings, each leading to its move: a click, or ↑/↓ then Enter with the focus."""

    def __init__(
        self, on_pick: Callable[[int], None], on_link: Callable[[RulesLink], None] = lambda link: None
    ) -> None:
        super().__init__(step=40)
        self.on_pick = on_pick
        self.on_link = on_link
        self.entries: list[CoachEntry] = []
        self.tops: list[int] = []
        self.height = 0
        self.cursor = 0  # the chosen entry (an index into `entries`, a finding's)
        self.current_step = -1  # the move the review shows: its findings are marked
        self.pointer: tuple[int, int] | None = None
        self.pad = 6

    @property
    def content_height(self) -> int:
        return self.height

    def set_entries(self, entries: list[CoachEntry]) -> None:
        self.entries, self.tops, y = entries, [], self.pad
        for entry in entries:
            y += entry.gap
            self.tops.append(y)
            y += entry.surface.get_height() + self.pad
        self.height = y
        picks = self.findings()
        if picks and self.cursor not in picks:
            self.cursor = picks[0]
        self.scroll_to(self.target, instant=True)

    def findings(self) -> list[int]:
        return [i for i, e in enumerate(self.entries) if e.step is not None]

    def entry_rect(self, i: int) -> pygame.Rect:
        """Where entry `i` is on the screen now (it may be outside the panel)."""
        entry = self.entries[i]
        top = self.rect.y + self.tops[i] - int(self.offset)
        return pygame.Rect(
            self.rect.x, top - self.pad // 2, self.rect.w - 12, entry.surface.get_height() + self.pad
        )

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.y + int(self.offset)
        i = bisect.bisect_right(self.tops, y) - 1
        if (
            0 <= i < len(self.entries)
            and self.entries[i].step is not None
            and self.entry_rect(i).collidepoint(pos)
        ):
            return i
        return None

    def link_at(self, pos: tuple[int, int]) -> int | None:
        """The entry whose link to the rules is at `pos` (None: no link there)."""
        i = self.entry_at(pos)
        if i is None:
            return None
        entry = self.entries[i]
        if entry.link is None or entry.link_rect is None:
            return None
        top = self.rect.y + self.tops[i] - int(self.offset)
        return i if entry.link_rect.move(self.rect.x + 6, top).inflate(8, 6).collidepoint(pos) else None

    def open_link(self, i: int) -> bool:
        """Open entry `i`'s link to the rules (False: it has none)."""
        link = self.entries[i].link if 0 <= i < len(self.entries) else None
        if link is None:
            return False
        self.cursor = i
        self._feedback("click")
        self.on_link(link)
        return True

    def tooltip_text(self) -> str:
        """With the keyboard, what Enter and F1 do; with the mouse on a link, where it leads."""
        if self.focused and self.group is not None and self.group.keyboard_mode:
            return _("Enter: go to the chosen finding's move. F1: the rules of its card.")
        if self.pointer is not None and self.link_at(self.pointer) is not None:
            return _("The rules of this card (F1 with the keyboard); Back returns here.")
        return ""

    def pick(self, i: int) -> None:
        step = self.entries[i].step
        if step is not None:
            self.cursor = i
            self._feedback("click")
            self.on_pick(step)

    def activate(self) -> None:
        if 0 <= self.cursor < len(self.entries):
            self.pick(self.cursor)

    def move_cursor(self, delta: int) -> None:
        picks = self.findings()
        if not picks:
            return
        at = picks.index(self.cursor) if self.cursor in picks else 0
        self.cursor = picks[max(0, min(len(picks) - 1, at + delta))]
        rect = self.entry_rect(self.cursor)
        if rect.y < self.rect.y:
            self.scroll_by(rect.y - self.rect.y)
        elif rect.bottom > self.rect.bottom:
            self.scroll_by(rect.bottom - self.rect.bottom)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = event.pos
        if (
            event.type == pygame.KEYDOWN
            and self.focused
            and self.group is not None
            and self.group.keyboard_mode
        ):
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5,
                     pygame.K_HOME: -len(self.entries), pygame.K_END: len(self.entries)}  # fmt: skip
            if event.key in moves:
                self.move_cursor(moves[event.key])
                return True
            if event.key == pygame.K_F1:
                return self.open_link(self.cursor)
            return False
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 0) == 1
            and self._drag == "content"
            and not self._dragged
        ):
            linked = self.link_at(event.pos)
            i = self.entry_at(event.pos)
            self._drag = None
            if linked is not None:
                return self.open_link(linked)
            if i is not None:
                self.pick(i)
                return True
            return False
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip.w else self.rect)
        hovered = self.entry_at(self.pointer) if self.pointer is not None else None
        top = int(self.offset)
        first = max(0, bisect.bisect_right(self.tops, top) - 1)
        for i in range(first, len(self.entries)):
            entry = self.entries[i]
            rect = self.entry_rect(i)
            if rect.y > self.rect.bottom:
                break
            if entry.step is not None:
                here = entry.step == self.current_step
                chosen = self.focused and i == self.cursor
                if here or i == hovered or chosen:
                    pygame.draw.rect(surface, (84, 60, 38) if here else (66, 48, 32), rect, border_radius=6)
                if chosen:
                    pygame.draw.rect(surface, theme.FOCUS, rect, 2, border_radius=6)
                elif here:
                    pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=6)
            at = (self.rect.x + 6, self.rect.y + self.tops[i] - top)
            surface.blit(entry.surface, at)
            if entry.link_rect is not None and self.pointer is not None and self.link_at(self.pointer) == i:
                line = entry.link_rect.move(at)
                pygame.draw.line(surface, theme.GOLD_LIGHT, line.bottomleft, line.bottomright, 1)
        surface.set_clip(clip)
        thumb = self._thumb()
        if thumb is not None:
            track = self._track()
            pygame.draw.rect(surface, theme.INK_FAINT, track, border_radius=track.w // 2)
            pygame.draw.rect(
                surface, theme.GOLD if self.hovered else theme.GOLD_DARK, thumb, border_radius=track.w // 2
            )
