"""The game log of the table: one line per narrated event, in the current language, for the seat
that is looking (another seat's secrets are redacted), with the bots' reasons under their actions.

Entries are kept as events and `Reason`s, never as text, and are turned into text when drawn: a
language switch re-renders the whole log, and who is looking decides what is said. During the game a
bot's reason is shown only as its `public()` wording, in the bot's own voice when it is a personality
(`seat_voices`, `citadels.text.reason_styles`) (what it reveals of the bot's hand, hidden
character or draft guesses stays secret); the full log of a finished game (`full=True`) shows every
event unredacted and every reason in full.

A reason sits right under the event of its own action (`ActionRecord.anchor`); when that event says
nothing to the viewer (ending a turn), the reason line names the player itself.

In a solo game the one person at the table is addressed as "you" (`you`): "You choose the Architect",
"Alvar steals 3 gold from you". With several people at the table (hot seat), and in the record of a
finished game, every seat is named."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from citadels.ai.base import Reason
from citadels.app import text, theme
from citadels.app.widgets import ScrollPanel
from citadels.engine import CLASSIC_CHARACTERS, CharacterSpec, Event, redact
from citadels.engine import events as ev
from citadels.session import GameSession, GameSetup, reasons_by_event
from citadels.text.i18n import _, language_version
from citadels.text.narrate import explain_reason, narrate

#: Only the last lines are kept on the scrollable surface (older ones are not drawn).
MAX_LINES = 400


def seat_voices(setup: GameSetup) -> tuple[str | None, ...]:
    """The bot that words each seat's reasons (None for a human seat, whose moves give none)."""
    return tuple(None if seat.is_human else seat.bot for seat in setup.seats)


def public_reason(reason: object) -> object | None:
    """What of a bot's reason anyone may see during the game (None: nothing). A reason that cannot
    say what it reveals is treated as revealing everything."""
    public = getattr(reason, "public", None)
    if not callable(public):
        return None
    try:
        return public()  # type: ignore[no-any-return]
    except Exception:  # noqa: BLE001 - a broken reason shows nothing rather than its secrets
        return None


@dataclass
class Entry:
    kind: str  # "event" | "reason" | "note"
    event: Event | None = None
    reason: object | None = None
    note: object | None = None  # a zero-argument callable returning text (follows the language)
    seat: int | None = None  # a reason: the seat that gave it
    anchor: Entry | None = None  # a reason: the entry of the event of its own action


class LogBook:
    def __init__(
        self,
        names: Sequence[str],
        characters: Sequence[CharacterSpec] = CLASSIC_CHARACTERS,
        *,
        full: bool = False,
        max_lines: int = MAX_LINES,
        you: int | None = None,
        voices: Sequence[str | None] = (),
    ) -> None:
        self.names = list(names)
        self.you = None if full else you  # the seat told as "you" (None: every seat by name)
        self.voices = tuple(voices)  # per seat, the bot whose voice words its reasons (`seat_voices`)
        self.characters = tuple(characters)  # the game's line-up: ranks are named by it
        self.max_lines = max_lines
        self.full = full  # the finished game's log: every event unredacted, every reason in full
        self.entries: list[Entry] = []
        self._key: tuple[object, ...] | None = None
        self._rendered: list[pygame.Surface] = []
        self._count = 0
        self.surface: pygame.Surface | None = None
        self._canvas: pygame.Surface | None = None
        self._used = 0
        self.version = 0  # bumps whenever lines are added

    def add_event(self, event: Event) -> None:
        self.entries.append(Entry("event", event=event))
        self.version += 1

    def add_reason(self, reason: object, seat: int | None = None) -> None:
        """Add a bot's reason under the event just added (the event of its own action)."""
        anchor = self.entries[-1] if self.entries and self.entries[-1].kind == "event" else None
        self.entries.append(Entry("reason", reason=reason, seat=seat, anchor=anchor))
        self.version += 1

    # ------------------------------------------------------------------ text
    def line(self, entry: Entry, viewer: int | None) -> tuple[str, str]:
        """(style, text) of one entry for `viewer` (None: public information only)."""
        if entry.kind == "reason":
            reason = entry.reason if self.full else public_reason(entry.reason)
            said = (
                explain_reason(reason, self.names, self.characters, self.you, style=self.voice(entry.seat))
                if isinstance(reason, Reason)
                else ""
            )
            if (
                said
                and entry.seat is not None
                and (entry.anchor is None or not self.line(entry.anchor, viewer)[1])
            ):
                # the action's own event says nothing here: say whose reason it is
                said = _("{name}: {reason}").format(name=self.names[entry.seat], reason=said)
            return "reason", said
        if entry.kind == "note":
            note = entry.note
            return "note", str(note() if callable(note) else note)
        event = entry.event
        assert event is not None
        if isinstance(event, ev.RoundStarted):
            return "round", _("Round {round}").format(round=event.round)
        if isinstance(event, ev.GameEnded):
            return "round", _("Game over")
        if self.full:
            told = narrate(event, self.names, None, self.characters)
        elif viewer is None:
            told = narrate(redact(event, None), self.names, None, self.characters, self.you)
        else:
            told = narrate(event, self.names, viewer, self.characters, self.you)
        style = (
            "strong"
            if isinstance(event, (ev.Murdered, ev.Robbed, ev.Destroyed, ev.CityCompleted, ev.GoldStolen))
            else "plain"
        )
        if isinstance(event, ev.CharacterRevealed):
            style = "reveal"
        return style, told or ""

    def voice(self, seat: int | None) -> str | None:
        return self.voices[seat] if seat is not None and 0 <= seat < len(self.voices) else None

    def lines(self, viewer: int | None) -> list[tuple[str, str, Entry]]:
        """Every line `viewer` is shown, in order: (style, text, entry)."""
        out = []
        for entry in self.entries:
            style, said = self.line(entry, viewer)
            if said:
                out.append((style, said, entry))
        return out

    # ------------------------------------------------------------------ drawing
    def render_lines(self, viewer: int | None, width: int, size: int) -> list[pygame.Surface]:
        """Every line as its own surface (for a long log shown a screenful at a time)."""
        return [self._render_line(style, said, width, size) for style, said, _entry in self.lines(viewer)]

    def render(self, viewer: int | None, width: int, size: int) -> pygame.Surface:
        """The whole log as one tall surface (cached; new lines are added at the bottom of a
        surface with room to spare, so a new line costs one blit)."""
        key = (viewer, width, size, language_version())
        if key != self._key:
            self._key = key
            self._rendered = []
            self._count = 0
            self.surface = None
            self._canvas = None
            self._used = 0
        if self._count < len(self.entries) or self.surface is None:
            start = max(self._count, len(self.entries) - self.max_lines)
            new: list[pygame.Surface] = []
            for entry in self.entries[start:]:
                style, said = self.line(entry, viewer)
                if said:
                    new.append(self._render_line(style, said, width, size))
            self._count = len(self.entries)
            self._rendered += new
            extra = sum(s.get_height() for s in new)
            canvas = self._canvas
            if (
                canvas is None
                or len(self._rendered) > self.max_lines
                or self._used + extra + size > canvas.get_height()
            ):
                self._rendered = (
                    self._rendered[-(self.max_lines * 3 // 4) :]
                    if len(self._rendered) > self.max_lines
                    else self._rendered
                )
                self._restack(width, size)
            else:
                y = self._used
                for line in new:
                    canvas.blit(line, (0, y))
                    y += line.get_height()
                self._used = y
            assert self._canvas is not None
            self.surface = self._canvas.subsurface(
                (0, 0, width, max(1, min(self._canvas.get_height(), self._used + size // 2)))
            )
        assert self.surface is not None
        return self.surface

    def _restack(self, width: int, size: int) -> None:
        height = sum(s.get_height() for s in self._rendered) + size // 2
        canvas = pygame.Surface((width, max(64, int(height * 1.6) + size * 40)), pygame.SRCALPHA)
        y = size // 2
        for line in self._rendered:
            canvas.blit(line, (0, y))
            y += line.get_height()
        self._canvas = canvas
        self._used = y

    def _render_line(self, style: str, said: str, width: int, size: int) -> pygame.Surface:
        pad = max(4, size // 2)
        inner = width - 2 * pad
        if style == "round":
            label = text.render(said, size + 1, theme.GOLD_LIGHT, bold=True, role="display")
            h = label.get_height() + size
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            y = h // 2
            pygame.draw.line(
                surf, (*theme.GOLD_DARK, 200), (pad, y), (width // 2 - label.get_width() // 2 - pad, y), 1
            )
            pygame.draw.line(
                surf,
                (*theme.GOLD_DARK, 200),
                (width // 2 + label.get_width() // 2 + pad, y),
                (width - pad, y),
                1,
            )
            surf.blit(label, label.get_rect(center=(width // 2, y)))
            return surf
        if style == "reason":
            para = text.render_wrapped("— " + said, size - 1, theme.GOLD_LIGHT, inner - pad, italic=True)
            surf = pygame.Surface((width, para.get_height() + 3), pygame.SRCALPHA)
            surf.blit(para, (pad * 2, 0))
            return surf
        colour = {
            "plain": theme.CREAM,
            "strong": (246, 196, 150),
            "reveal": theme.GOLD_LIGHT,
            "note": theme.CREAM_DIM,
        }.get(style, theme.CREAM)
        para = text.render_wrapped(said, size, colour, inner, bold=style == "reveal", italic=style == "note")
        surf = pygame.Surface((width, para.get_height() + max(3, size // 4)), pygame.SRCALPHA)
        surf.blit(para, (pad, 1))
        return surf


def build_log(session: GameSession, *, full: bool = False, you: int | None = None) -> LogBook:
    """The log of a whole session at once: every event, each bot's reason under its own action."""
    characters = session.state.rules.characters if session.state is not None else CLASSIC_CHARACTERS
    book = LogBook(session.names, characters, full=full, you=you, voices=seat_voices(session.setup))
    reasons = reasons_by_event(session.actions, session.history)
    for i, event in enumerate(session.history):
        book.add_event(event)
        for reason, seat in reasons.get(i, ()):
            book.add_reason(reason, seat)
    return book


class LogView:
    """The log column: a scroll panel over the `LogBook` that follows the newest line unless the
    player has scrolled back."""

    def __init__(self, book: LogBook) -> None:
        self.book = book
        self.panel = ScrollPanel(step=40)
        self.follow = True

    def place(self, rect: pygame.Rect) -> None:
        self.panel.rect = rect
        self.follow = True

    def sync(self, viewer: int | None, size: int) -> None:
        """Show the log as `viewer` may read it (None: public lines only)."""
        content = self.book.render(viewer, self.panel.rect.w, size)
        if self.panel.content is not content:
            self.panel.set_content(content)
            if self.follow:
                self.panel.scroll_to(self.panel.max_offset)

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def _note_scroll(self) -> None:
        self.follow = self.panel.target >= self.panel.max_offset - 2

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Page Up / Page Down / Home / End scroll the log wherever the focus is."""
        if event.type != pygame.KEYDOWN or event.key not in (
            pygame.K_PAGEUP,
            pygame.K_PAGEDOWN,
            pygame.K_HOME,
            pygame.K_END,
        ):
            return False
        self.panel.focused = True
        self.panel.handle_event(event)
        self.panel.focused = False
        self._note_scroll()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            self._note_scroll()
            return True
        return False

    def after_event(self, event: pygame.event.Event) -> None:
        """Wheel, clicks and drags elsewhere may have scrolled the panel too."""
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self._note_scroll()
