"""Review of a finished game: step through it move by move with every hand and every character face
up, the full log with the bots' reasons beside the moves, and at the end each city's districts with
the points they scored.

Beside the table, the coach (`app.coaching`, analysing in the background): a graph of each player's
chance of winning after every move (a click goes to that move), the turning points and each
person's costliest choices, each leading to its move, each with one plain sentence on why it
mattered and a link to the rules screen's entry for the card it is about (Back returns here). It fills in as the analysis goes, with a
progress bar; the review works meanwhile. The log is the side column's other tab.

Read-only by construction: the scene holds a `Replay` (engine states rebuilt from the action list)
and no controller; nothing here calls `GameSession.submit`.

Keys: ←/→ one move, PageUp/PageDown (or ↑/↓) one round, Home/End the deal and the end, C/L (in
Spanish E/R) the coach or the log, Tab to the coach's list then ↑/↓ and Enter, F1 the rules' entry of
the chosen finding (or of the move shown's), Esc back.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from citadels.ai import messages
from citadels.app import cardart, decor, text, theme
from citadels.app.coach_view import ChanceGraph, CoachEntry, CoachList, percent, seat_colour, seat_mark
from citadels.app.lines_panel import LinesPanel
from citadels.app.replay import NotThisGame, Replay, SeatAtStep
from citadels.app.saving import autosave_of
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.scores import cell_values
from citadels.app.table import gfx
from citadels.app.table.log import Entry, build_log
from citadels.app.widgets import Button, Widget
from citadels.coach.model import Analysis
from citadels.coach.runner import CoachJob
from citadels.engine import ScoreBreakdown, rank_scores
from citadels.session import GameSession
from citadels.text.coach_words import (
    Explained,
    RulesLink,
    acting_character,
    crash_text,
    estimate_note,
    kept_damaged_text,
    line_up,
    mistake_why,
    mistake_words,
    problem_text,
    turning_point_text,
    turning_point_why,
)
from citadels.text.i18n import _, character_name, district_name, language_version, ngettext, pgettext

#: the header's "Out of play" characters take at most this much of its line (at scale 1)
_ASIDE_MAX = 260
#: reasons that do not name their move (a bare figure): the costly choice's better move is said instead
REASONS_WITHOUT_MOVE = frozenset({messages.SEARCH_DETAIL})
#: the colour of what went wrong (a damaged save, a failed analysis): a red that reads on the dark panel
PROBLEM: theme.Colour = (236, 120, 110)

#: Keys that move through the game (the widget group would otherwise move the focus with arrows).
STEP_KEYS = {
    pygame.K_LEFT: "previous",
    pygame.K_RIGHT: "next",
    pygame.K_UP: "previous_round",
    pygame.K_PAGEUP: "previous_round",
    pygame.K_DOWN: "next_round",
    pygame.K_PAGEDOWN: "next_round",
    pygame.K_HOME: "first",
    pygame.K_END: "last",
}


def step_icon(where: str, size: int) -> pygame.Surface:
    """Media-player arrows drawn as polygons (the fonts may lack ◀ and ▶): one triangle for a move,
    two for a round, a bar and a triangle for the start and the end."""
    h = max(8, int(size * 0.8))
    tri = max(6, int(h * 0.8))
    count = 2 if "round" in where else 1
    bar = where in ("first", "last")
    w = tri * count + (max(2, h // 5) + 1 if bar else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    if bar:
        pygame.draw.rect(surf, theme.CREAM, (0, 0, max(2, h // 5), h))
        x = max(2, h // 5) + 1
    for _i in range(count):
        pygame.draw.polygon(surf, theme.CREAM, [(x + tri, 0), (x, h / 2), (x + tri, h)])
        x += tri
    backwards = where in ("first", "previous", "previous_round")
    return surf if backwards else pygame.transform.flip(surf, True, False)


class RoundSlider(Widget):
    """A track with one notch per round: click or drag to jump to the start of a round."""

    def __init__(self, replay: Replay, on_pick: Callable[[int], None]) -> None:
        super().__init__(tooltip=lambda: _("Drag or click to jump to a round."))
        self.replay = replay
        self.on_pick = on_pick
        self.step = 0
        self.dragging = False

    def _x_of(self, step: int) -> int:
        last = max(1, self.replay.last)
        return self.rect.x + round(self.rect.w * step / last)

    def round_at(self, x: int) -> int:
        """The round whose notch is nearest to `x`."""
        best, best_d = 1, None
        for rnd in range(1, self.replay.rounds + 1):
            d = abs(self._x_of(self.replay.round_start(rnd)) - x)
            if best_d is None or d < best_d:
                best, best_d = rnd, d
        return best

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 1) == 1
            and self.rect.inflate(0, 16).collidepoint(event.pos)
        ):
            self.dragging = True
            self.on_pick(self.round_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.on_pick(self.round_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        cy = r.centery
        pygame.draw.rect(surface, (40, 28, 20), (r.x, cy - 3, r.w, 6), border_radius=3)
        done = self._x_of(self.step) - r.x
        pygame.draw.rect(surface, theme.GOLD_DARK, (r.x, cy - 3, done, 6), border_radius=3)
        size = max(10, r.h // 3)
        current = self.replay.round_of(self.step)
        every = max(1, self.replay.rounds // 12 + (1 if self.replay.rounds > 12 else 0))
        for rnd in range(1, self.replay.rounds + 1):
            x = self._x_of(self.replay.round_start(rnd))
            colour = theme.GOLD_LIGHT if rnd == current else theme.CREAM_DIM
            pygame.draw.line(surface, colour, (x, cy - 7), (x, cy + 7), 2)
            if rnd == current or rnd % every == 0 or rnd == 1:
                text.draw_text(
                    surface, str(rnd), (x, r.y), size, colour, anchor="midtop", bold=rnd == current
                )
        knob = (self._x_of(self.step), cy)
        pygame.draw.circle(surface, theme.GOLD_LIGHT, knob, max(6, r.h // 5))
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, max(6, r.h // 5), 2)


class ReviewScene(UIScene):
    """The whole game on one screen, one step at a time (never an action submitted)."""

    name = "review"

    def __init__(self, app: AppServices, session: GameSession, *, step: int | None = None, save: Path | None = None,
                 damaged: bool = False) -> None:  # fmt: skip
        super().__init__(app)
        self.session = session
        #: the game's file (it keeps the analysis); `damaged`: a damaged file's moves up to its damage
        self.save = save
        self.damaged = damaged
        self.error = ""
        try:
            self.replay: Replay | None = Replay(session)
        except NotThisGame as exc:
            self.replay = None
            self.error = str(exc)
        self.book = build_log(session, full=True)
        # which log entries belong to which event: entries up to the n-th event are shown at a step
        self._entries_after_event: list[int] = []  # after event i: how many entries are shown
        for i, entry in enumerate(self.book.entries):
            if entry.kind == "event":
                self._entries_after_event.append(i + 1)
            elif self._entries_after_event:
                self._entries_after_event[-1] = i + 1
        last = self.replay.last if self.replay is not None else 0
        self.step = last if step is None else max(0, min(last, step))
        self.buttons: dict[str, Button] = {}
        labels: tuple[tuple[str, Callable[[], str], Callable[[], str]], ...] = (
            ("first", lambda: "", lambda: _("The deal (Home)")),
            ("previous_round", lambda: _("Round"), lambda: _("The previous round (Page Up or Up arrow)")),
            ("previous", lambda: "", lambda: _("The previous move (Left arrow)")),
            ("next", lambda: "", lambda: _("The next move (Right arrow)")),
            ("next_round", lambda: _("Round"), lambda: _("The next round (Page Down or Down arrow)")),
            ("last", lambda: "", lambda: _("The end of the game (End)")),
        )
        for key, label, tip in labels:
            self.buttons[key] = Button(label, partial(self.go, key), style="secondary", tooltip=tip,
                                       icon=partial(step_icon, key))  # fmt: skip
        self.back_button = Button(lambda: _("Back"), self.back, style="primary", shortcut=pygame.K_ESCAPE,
                                  shortcut_label=_("Esc"))  # fmt: skip
        self.slider: RoundSlider | None = None
        if self.replay is not None:
            self.slider = RoundSlider(self.replay, self.go_to_round)
            self.ui.add(self.slider)
        self.ui.add(*self.buttons.values(), self.back_button)
        self.log_panel = LinesPanel(step=40)
        self.ui.add(self.log_panel)
        # the coach: its tab (and the log's), the graph of chances and the list of findings
        self.job: CoachJob | None = None
        self.tab = "coach"
        self.coach_tab = Button(self._coach_tab_label, partial(self.show_tab, "coach"), style="secondary",
                                letter=lambda: pgettext("review tab shortcut for Coach", "C"),
                                tooltip=lambda: _("Who was winning, the turning points and the costliest choices"))  # fmt: skip
        self.log_tab = Button(lambda: _("Log"), partial(self.show_tab, "log"), style="secondary",
                              letter=lambda: pgettext("review tab shortcut for Log", "L"),
                              tooltip=lambda: _("Every move of the game, with the bots' reasons"))  # fmt: skip
        self.graph = ChanceGraph(self.go_to, lambda: self.session.names)
        self.coach_list = CoachList(self.go_to, self.open_rules)
        self.ui.add(self.coach_tab, self.log_tab, self.graph, self.coach_list)
        self._shown_analysis: tuple[object, ...] | None = None
        self._laid_out_problem: str | None = None  # the problem the coach's tab was laid out with
        #: the still part of the screen, drawn once per move shown (and when the coach's figures change)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] | None = None
        self.coach_head = pygame.Rect(0, 0, 0, 0)  # the title and the progress
        self.coach_notes = pygame.Rect(0, 0, 0, 0)  # the legend, what the figures are, any problem
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        #: where the header's move line and its "Out of play" characters were last drawn (empty: none)
        self.step_text_rect = pygame.Rect(0, 0, 0, 0)
        self.aside_rect = pygame.Rect(0, 0, 0, 0)
        self.seat_rects: list[pygame.Rect] = []
        #: what each seat's panel showed when last drawn, by kind ("title", "character", "hand", "city",
        #: "score"): the layout's test checks that they stay in the panel and apart
        self.seat_parts: dict[int, list[tuple[str, pygame.Rect]]] = {}
        self._lines: list[pygame.Surface | None] = []
        self._lines_key: tuple[object, ...] | None = None
        self._shown_for: tuple[object, ...] | None = None
        self._seats_for: tuple[int, list[SeatAtStep]] = (-1, [])
        self._sync_widgets()

    # ------------------------------------------------------------------------------ the coach
    def enter(self) -> None:
        if self.damaged and self.save is not None:
            self.job = self.app.coaching.analyse_file(self.session, self.save)
        else:
            autosave = autosave_of(self.session)
            self.job = self.app.coaching.analyse(
                self.session, self.save or (autosave.path if autosave else None)
            )
        self.tab = "coach" if self.job is not None else "log"
        super().enter()

    @property
    def analysis(self) -> Analysis | None:
        return self.job.analysis if self.job is not None else None

    def show_tab(self, tab: str) -> None:
        if self.job is None:
            tab = "log"
        if tab != self.tab:
            self.tab = tab
            self._relayout()

    def _coach_tab_label(self) -> str:
        job = self.job
        if job is not None and not job.finished:
            return _("Coach {percent}").format(percent=percent(job.progress))
        return _("Coach")

    def coach_status(self) -> str:
        """What the coach is doing, or why it cannot (empty once its analysis is complete)."""
        job = self.job
        if job is None:
            return ""
        if job.state == "failed":
            if job.problem is not None:
                return job.problem.message()
            return crash_text()
        if job.state == "cancelled":
            return _("The analysis was stopped.")
        if not job.finished:
            return _("Analysing the game… {percent}").format(percent=percent(job.progress))
        return ""

    def _sync_coach(self) -> None:
        """Show what the analysis has found so far (rebuilt only when it changed)."""
        analysis = self.analysis
        width = self.coach_list.rect.w
        key = (
            id(analysis),
            analysis is not None and len(analysis.steps),
            width,
            language_version(),
            self.job and self.job.state,
        )
        if key == self._shown_analysis:
            return
        self._shown_analysis = key
        replay = self.replay
        if analysis is not None and replay is not None:
            chances = [step.chances for step in analysis.steps]
            self.graph.set_data(
                analysis.start, chances, replay.last, list(replay.round_starts), self.session.players
            )
        else:
            self.graph.set_data(
                (), [], self.last, list(replay.round_starts) if replay else [], self.session.players
            )
        self.coach_list.set_entries(self._coach_entries(analysis, width))
        if self._problem() != self._laid_out_problem:
            self._relayout()  # a note appeared: the list gets a little shorter

    def _analysed(self, step: int) -> bool:
        analysis = self.analysis
        return analysis is not None and (step == 0 or step <= len(analysis.steps))

    def _problem(self) -> str | None:
        """What is wrong with what the coach shows: the game's file stops early, or the analysis kept
        with it was damaged (set aside, the game analysed again)."""
        analysis = self.analysis
        said = [problem_text(analysis) if analysis is not None and analysis.partial else None]
        if self.job is not None and self.job.kept_damaged is not None:
            said.append(kept_damaged_text())
        return " ".join(s for s in said if s) or None

    def _coach_entries(self, analysis: Analysis | None, width: int) -> list[CoachEntry]:
        lay = self.lay
        inner = max(40, width - lay.px(24))
        size = max(12, lay.px(15))
        head = max(13, lay.px(16))
        entries: list[CoachEntry] = []

        def heading(said: str) -> None:
            entries.append(
                CoachEntry(
                    text.render_wrapped(said, head, theme.GOLD_LIGHT, inner, bold=True), None, said, lay.px(6)
                )
            )

        def note(said: str) -> None:
            entries.append(
                CoachEntry(text.render_wrapped(said, size, theme.CREAM_DIM, inner, italic=True), None, said)
            )

        if analysis is None:
            if self.job is not None and not self.job.finished:
                note(_("The analysis has started: the turning points and the costliest choices appear here."))
            return entries
        names = self.session.names  # the players are the save's, whatever the kept analysis says
        characters = line_up(analysis)
        heading(_("Turning points"))
        if not analysis.chances_done:
            note(_("Found once every move's chances are known."))
        elif not analysis.turning_points:
            note(_("No move changed the chances much."))
        for tp in analysis.turning_points:
            said = turning_point_text(tp, names, characters)
            why = turning_point_why(tp, characters, self._acting(tp.index, tp.seat))
            surface, link_rect, says = self._explained([(said, theme.CREAM, False)], why, size, inner)
            entries.append(CoachEntry(surface, tp.index, says, link=why.link, link_rect=link_rect))
        heading(_("Costliest choices"))
        if not analysis.mistake_seats:
            note(_("Only bots played this game: no person's choices to look at."))
        for seat in analysis.mistake_seats:
            entries.append(
                CoachEntry(self._seat_heading(seat, names[seat], head, inner), None, names[seat], lay.px(2))
            )
            found = analysis.mistakes_of(seat)
            for m in found:
                words = mistake_words(m, names, characters)
                # the reason names its move as the Hint's does ("takes the King for the crown"); a
                # bare figure does not, and the move is said instead
                if words.reason and m.reason.key not in REASONS_WITHOUT_MOVE:
                    better = _("The Hard bot here {reason}").format(reason=words.reason)
                else:
                    better = _("What the Hard bot would do: {move}").format(move=words.better)
                lines = [
                    (
                        _("Round {round} · {cost}").format(round=m.round, cost=words.cost),
                        theme.GOLD_LIGHT,
                        True,
                    ),
                    (_("Played: {done}").format(done=words.done), theme.CREAM, False),
                    (better, theme.CREAM, False),
                ]
                why = mistake_why(m, characters, self._acting(m.index, m.seat))
                surface, link_rect, says = self._explained(lines, why, size, inner)
                entries.append(CoachEntry(surface, m.index, says, link=why.link, link_rect=link_rect))
            if not analysis.mistakes_done:
                note(
                    _("Looking at the choices… {done} of {total}").format(
                        done=analysis.examined, total=analysis.to_examine
                    )
                )
            elif not found:
                note(_("No costly choice found: every decision was as good as the search's."))
        return entries

    def _seat_heading(self, seat: int, name: str, size: int, width: int) -> pygame.Surface:
        mark = seat_mark(seat, size)
        said = text.render(
            text.ellipsize(name, size, width - size - 6, bold=True), size, seat_colour(seat), bold=True
        )
        surf = pygame.Surface(
            (min(width, size + 6 + said.get_width()), max(size, said.get_height())), pygame.SRCALPHA
        )
        surf.blit(mark, mark.get_rect(midleft=(0, surf.get_height() // 2)))
        surf.blit(said, (size + 6, (surf.get_height() - said.get_height()) // 2))
        return surf

    def _acting(self, index: int, seat: int) -> str | None:
        """The character `seat` played when it made move `index` (None in the draft, or when the move
        was made in another seat's turn)."""
        if self.replay is None or not 1 <= index <= self.replay.last:
            return None
        return acting_character(self.replay.state(index - 1), seat)

    @staticmethod
    def link_label(link: RulesLink) -> str:
        """The words of a link to the rules' entry (the card's name, or the section's)."""
        if link.kind == "character":
            return _("Rules: {card} ›").format(card=character_name(link.name))
        if link.kind == "district":
            return _("Rules: {card} ›").format(card=district_name(link.name))
        return _("Rules: end and scoring ›")

    def _explained(
        self, lines: list[tuple[str, theme.Colour, bool]], why: Explained, size: int, width: int
    ) -> tuple[pygame.Surface, pygame.Rect | None, str]:
        """A finding's lines, then why it mattered (italic) and its link to the rules (underlined
        when pointed at) at the right end of the sentence's last line, or below it when that line is
        full: the surface, where the link is on it, and all it says."""
        said = [line for line, _c, _b in lines]
        parts = [text.render_wrapped(line, size, colour, width, bold=bold) for line, colour, bold in lines]
        top = sum(p.get_height() for p in parts)
        last_line_w, last_line_y = width, top  # where a link would follow (none yet: its own line)
        if why.sentence:
            parts.append(text.render_wrapped(why.sentence, size, theme.CREAM_DIM, width, italic=True))
            said.append(why.sentence)
            wrapped = text.wrap(why.sentence, size, width, italic=True)
            last_line_w = text.text_size(wrapped[-1], size, italic=True)[0] if wrapped else width
            last_line_y = top + (len(wrapped) - 1) * text.line_height(size)
        height = sum(p.get_height() for p in parts)
        link_part: pygame.Surface | None = None
        link_at = (0, height)
        if why.link is not None:
            label = self.link_label(why.link)
            link_part = text.render(
                text.ellipsize(label, size, width, bold=True), size, theme.GOLD_LIGHT, bold=True
            )
            said.append(label)
            if last_line_w + self.lay.px(16) + link_part.get_width() <= width:
                link_at = (width - link_part.get_width(), last_line_y)
            else:
                link_at = (width - link_part.get_width(), height)
                height += link_part.get_height()
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for part in parts:
            surf.blit(part, (0, y))
            y += part.get_height()
        link_rect = surf.blit(link_part, link_at) if link_part is not None else None
        return surf, link_rect, "\n".join(said)

    def open_rules(self, link: RulesLink) -> None:
        """The rules screen at `link`'s entry; its Back returns to this review as it was."""
        self.app.nav.rules(at=link)

    # ------------------------------------------------------------------------------ navigation
    @property
    def last(self) -> int:
        return self.replay.last if self.replay is not None else 0

    def go_to(self, step: int) -> None:
        step = max(0, min(self.last, step))
        if step != self.step:
            self.step = step
            self._sync_widgets()

    def go_to_round(self, rnd: int) -> None:
        if self.replay is not None:
            self.go_to(self.replay.round_start(rnd))

    def go(self, where: str) -> None:
        r = self.replay
        if r is None:
            return
        target = {
            "first": 0,
            "last": r.last,
            "previous": self.step - 1,
            "next": self.step + 1,
            "previous_round": r.previous_round(self.step),
            "next_round": r.next_round(self.step),
        }[where]
        self.go_to(target)

    def _sync_widgets(self) -> None:
        at_start, at_end = self.step <= 0, self.step >= self.last
        for key in ("first", "previous_round", "previous"):
            button = self.buttons[key]
            if at_start:
                button.disable(lambda: _("This is the deal: the game starts here."))
            else:
                button.enable()
        for key in ("next", "next_round", "last"):
            button = self.buttons[key]
            if at_end:
                button.disable(lambda: _("This is the end of the game."))
            else:
                button.enable()
        if self.slider is not None:
            self.slider.step = self.step
        self.graph.step = self.step
        self.coach_list.current_step = self.step

    def handle_event(self, event: pygame.event.Event) -> None:
        # the coach's list, once the keyboard has moved the focus to it, takes ↑/↓ (and Enter) to
        # choose a finding; after a click in it the keys still step through the game
        listing = self.coach_list.visible and self.ui.focus is self.coach_list and self.ui.keyboard_mode
        list_keys = (
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_PAGEUP,
            pygame.K_PAGEDOWN,
            pygame.K_HOME,
            pygame.K_END,
        )
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_F1
            and self.coach_list.visible
            and not listing
        ):
            # F1 without the list's focus: the rules' entry of the move shown's finding, if it has one
            here = [i for i, e in enumerate(self.coach_list.entries) if e.step == self.step and e.link]
            if here:
                self.coach_list.open_link(here[0])
                return
        if (
            event.type == pygame.KEYDOWN
            and event.key in STEP_KEYS
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            if not (listing and event.key in list_keys):
                self.go(STEP_KEYS[event.key])
                return
        super().handle_event(event)

    # ------------------------------------------------------------------------------ what is shown
    def seats(self) -> list[SeatAtStep]:
        """Every seat at the current step, hands and characters face up."""
        if self.replay is None:
            return []
        if self._seats_for[0] != self.step:  # one set of views per step, not per frame
            self._seats_for = (self.step, self.replay.seats(self.step))
        return self._seats_for[1]

    def shown_entries(self) -> list[Entry]:
        """The log entries up to the current step (the whole game at the end)."""
        if self.replay is None:
            return list(self.book.entries)
        events = self.replay.events_until(self.step)
        count = self._entries_after_event[events - 1] if 0 < events <= len(self._entries_after_event) else 0
        return self.book.entries[:count]

    def step_entries(self) -> list[Entry]:
        """The log entries of the current step's move (with the bot's reason)."""
        if self.replay is None or self.step == 0:
            return []
        before = self.step - 1
        events = self.replay.events_until(before)
        start = self._entries_after_event[events - 1] if 0 < events <= len(self._entries_after_event) else 0
        return self.shown_entries()[start:]

    def scores(self) -> list[ScoreBreakdown] | None:
        if self.replay is None:
            return None
        s = self.replay.state(self.step)
        return list(s.scores) if s.game_over and s.scores else None

    # ------------------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        m = lay.px(14)
        bar_h = lay.button_height
        header_h = lay.px(92)
        self.header_rect = pygame.Rect(m, m, w - 2 * m, header_h)
        bottom = h - m - bar_h
        coached = self.job is not None
        # the side column; a crowded table takes a little of it for its seats' names
        log_w = (
            max(lay.px(300), int(w * 0.27)) if self.session.players < 7 else max(lay.px(280), int(w * 0.24))
        )
        top = self.header_rect.bottom + m
        self.table_rect = pygame.Rect(m, top, w - 3 * m - log_w, bottom - m - top)
        self.log_rect = pygame.Rect(self.table_rect.right + m, top, log_w, bottom - m - top)
        inner = self.log_rect.inflate(-lay.px(16), -lay.px(16))
        for button in (self.coach_tab, self.log_tab):
            button.visible = coached
        if coached:  # two tabs at the top of the column
            tab_h = lay.px(36)
            half = (inner.w - lay.px(6)) // 2
            self.coach_tab.rect = pygame.Rect(inner.x, inner.y, half, tab_h)
            self.log_tab.rect = pygame.Rect(inner.right - half, inner.y, half, tab_h)
            for button, tab in ((self.coach_tab, "coach"), (self.log_tab, "log")):
                button.style = "primary" if self.tab == tab else "secondary"
            inner = pygame.Rect(inner.x, inner.y + tab_h + lay.px(8), inner.w, inner.h - tab_h - lay.px(8))
        self.log_panel.rect = inner
        self.log_panel.visible = self.tab == "log"
        self._layout_coach(inner)
        # the seats: one column up to three players, else two
        n = self.session.players
        cols = 1 if n <= 3 else 2  # three seats one above another: no empty quarter
        rows = (n + cols - 1) // cols
        gap = lay.px(10)
        cw = (self.table_rect.w - (cols - 1) * gap) // cols
        ch = (self.table_rect.h - (rows - 1) * gap) // rows
        self.seat_rects = [
            pygame.Rect(
                self.table_rect.x + (i % cols) * (cw + gap),
                self.table_rect.y + (i // cols) * (ch + gap),
                cw,
                ch,
            )
            for i in range(n)
        ]
        # the bar: ⏮ ◀◀ ◀ [slider] ▶ ▶▶ ⏭   Back
        y = h - m - bar_h
        small = lay.px(54)
        wide = lay.px(150)
        x = m
        order = ("first", "previous_round", "previous")
        for key in order:
            bw = wide if "round" in key else small
            self.buttons[key].rect = pygame.Rect(x, y, bw, bar_h)
            x += bw + gap
        back_w = lay.px(160)
        right = w - m - back_w
        self.back_button.rect = pygame.Rect(right, y, back_w, bar_h)
        right -= lay.px(24)
        for key in ("last", "next_round", "next"):
            bw = wide if "round" in key else small
            right -= bw
            self.buttons[key].rect = pygame.Rect(right, y, bw, bar_h)
            right -= gap
        if self.slider is not None:
            pad = lay.px(20)
            self.slider.rect = pygame.Rect(x + pad, y, max(lay.px(60), right - x - 2 * pad), bar_h)
        self.back_button.shortcut_label = _("Esc")
        self._lines_key = None

    def _layout_coach(self, inner: pygame.Rect) -> None:
        """The coach's tab: its title and progress, the graph, the legend and notes, then the list."""
        lay = self.lay
        showing = self.job is not None and self.tab == "coach"
        self.graph.visible = self.coach_list.visible = showing
        if not showing:
            if self.ui.focus in (self.graph, self.coach_list):
                self.ui.set_focus(None)
            return
        self.graph.size = max(10, lay.px(13))
        head_h = text.line_height(lay.small, bold=True) + lay.px(8)
        self.coach_head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
        graph_h = max(lay.px(110), int(inner.h * 0.3))
        self.graph.rect = pygame.Rect(inner.x, self.coach_head.bottom, inner.w, graph_h)
        self._laid_out_problem = self._problem()
        notes_h = self._draw_notes(None, inner.w)
        self.coach_notes = pygame.Rect(inner.x, self.graph.rect.bottom + lay.px(6), inner.w, notes_h)
        list_top = self.coach_notes.bottom + lay.px(6)
        self.coach_list.rect = pygame.Rect(
            inner.x, list_top, inner.w, max(lay.px(40), inner.bottom - list_top)
        )
        self.coach_list.pad = lay.px(6)
        self._shown_analysis = None  # the entries follow the list's width

    def _draw_notes(self, surface: pygame.Surface | None, width: int) -> int:
        """The legend (each seat's mark and name), what the figures are and any problem; returns the
        height (draws only with a surface)."""
        lay = self.lay
        size = max(11, lay.px(14))
        mark = size
        x = y = 0
        row_h = text.line_height(size) + lay.px(2)
        origin = self.coach_notes.topleft
        for seat, name in enumerate(self.session.names):
            name_w = min(text.text_size(name, size)[0], width - mark - lay.px(4))
            item_w = mark + lay.px(4) + name_w + lay.px(12)
            if x and x + item_w > width:
                x, y = 0, y + row_h
            if surface is not None:
                at = (origin[0] + x, origin[1] + y)
                icon = seat_mark(seat, mark)
                surface.blit(icon, icon.get_rect(midleft=(at[0], at[1] + row_h // 2)))
                text.draw_text(surface, name, (at[0] + mark + lay.px(4), at[1] + row_h // 2), size, seat_colour(seat),
                               anchor="midleft", max_width=width - mark - lay.px(4))  # fmt: skip
            x += item_w
        y += row_h + lay.px(2)
        for said, colour, italic in (
            (estimate_note(), theme.CREAM_DIM, True),
            (self._problem(), PROBLEM, False),
        ):
            if not said:
                continue
            para = text.render_wrapped(said, size, colour, width, italic=italic)
            if surface is not None:
                surface.blit(para, (origin[0], origin[1] + y))
            y += para.get_height() + lay.px(2)
        return y

    def _draw_coach(self, surface: pygame.Surface) -> None:
        lay = self.lay
        head = self.coach_head
        title = text.draw_text(surface, _("Chances of winning"), (head.x, head.y + lay.px(2)), lay.small, theme.GOLD_LIGHT,
                               bold=True, max_width=head.w // 2)  # fmt: skip
        status = self.coach_status()
        job = self.job
        if status and job is not None and not job.finished:
            # the status takes what the title leaves (a longer language's words stay readable)
            text.draw_text(surface, status, (head.right, head.y + lay.px(3)), max(11, lay.px(14)), theme.CREAM,
                           anchor="topright", max_width=head.right - title.right - lay.px(12))  # fmt: skip
            bar = pygame.Rect(head.x, head.bottom - lay.px(5), head.w, lay.px(4))
            pygame.draw.rect(surface, (40, 28, 20), bar)
            pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, round(bar.w * job.progress), bar.h))
        self._draw_notes(surface, self.coach_notes.w)
        if job is not None and job.state in ("failed", "cancelled"):
            para = text.render_wrapped(status, lay.small, PROBLEM, self.coach_list.rect.w - lay.px(12))
            surface.blit(para, (self.coach_list.rect.x + lay.px(6), self.coach_list.rect.y + lay.px(6)))

    def _refresh_log(self) -> None:
        width = self.log_panel.rect.w - self.lay.px(14)
        size = max(12, self.lay.small)
        key = (width, size, language_version())
        if key != self._lines_key:
            self._lines_key = key
            self._lines = []
            for entry in self.book.entries:
                style, said = self.book.line(entry, None)
                self._lines.append(self.book._render_line(style, said, width, size) if said else None)
            self._shown_for = None
        shown = (self.step, key)
        if shown != self._shown_for:
            self._shown_for = shown
            count = len(self.shown_entries())
            lines = [line for line in self._lines[:count] if line is not None]
            self.log_panel.set_lines(lines, size // 2)
            self.log_panel.scroll_to(
                max(0, self.log_panel.content_height - self.log_panel.rect.h), instant=True
            )

    def update(self, dt: float) -> None:
        super().update(dt)
        self._refresh_log()
        if self.job is not None:
            self._sync_coach()

    # ------------------------------------------------------------------------------ drawing
    def invalidate_layers(self) -> None:
        """Draw everything afresh on the next frame (the text-fit test checks a whole frame)."""
        self._layer_key = None

    def _layer_state(self, surface: pygame.Surface) -> tuple[object, ...]:
        """What the still part of the screen shows: it is drawn again only when this changes."""
        job = self.job
        analysis = self.analysis
        coach = (
            (job.state, round(job.progress, 2), len(analysis.steps) if analysis else -1, self._problem())
            if job
            else None
        )
        return (surface.get_size(), self.step, language_version(), self.tab, coach, self.layout_size)

    def draw(self, surface: pygame.Surface) -> None:
        self._refresh_log()
        key = self._layer_state(surface)
        if key != self._layer_key or self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer_key = key
            self._layer = pygame.Surface(surface.get_size())
            self._draw_still(self._layer)
        surface.blit(self._layer, (0, 0))
        self.ui.draw(surface)

    def _draw_still(self, surface: pygame.Surface) -> None:
        """Everything but the widgets: the background, the header, the seats and the side column's
        frame (with the coach's title, progress and notes)."""
        decor.draw_background(surface, dim=0.15)
        lay = self.lay
        decor.draw_panel(surface, self.log_rect, style="dark", radius=lay.px(12), border=lay.px(2))
        if self.job is not None and self.tab == "coach":
            self._draw_coach(surface)
        self._draw_header(surface)
        if self.replay is None:
            msg = _("This game cannot be replayed: {error}").format(error=self.error)
            para = text.render_wrapped(
                msg, lay.body, theme.CREAM, self.table_rect.w - lay.px(40), align="center"
            )
            surface.blit(para, para.get_rect(center=self.table_rect.center))
        else:
            scores = self.scores()
            by_seat = {b.seat: b for b in scores} if scores else {}
            state = self.replay.state(self.step)
            self.seat_parts = {}
            for seat, rect in zip(self.seats(), self.seat_rects, strict=False):
                self._draw_seat(
                    surface,
                    seat,
                    rect,
                    state.to_move == seat.seat and not state.game_over,
                    by_seat.get(seat.seat),
                )

    def _draw_header(self, surface: pygame.Surface) -> None:
        lay = self.lay
        r = self.header_rect
        decor.draw_panel(surface, r, style="dark", radius=lay.px(12), border=lay.px(2))
        rp = self.replay
        title = _("Review")
        text.draw_text(surface, title, (r.x + lay.px(18), r.y + lay.px(24)), lay.subheading, theme.GOLD_LIGHT, anchor="midleft",
                       bold=True, role="display")  # fmt: skip
        if rp is None:
            return
        rnd = rp.round_of(self.step)
        where = _("Round {round} of {rounds} · move {step} of {last}").format(
            round=max(1, rnd), rounds=rp.rounds, step=self.step, last=rp.last
        )
        text.draw_text(
            surface,
            where,
            (r.right - lay.px(18), r.y + lay.px(24)),
            lay.small,
            theme.CREAM,
            anchor="midright",
            bold=True,
        )
        # the characters out of play at the right, as wide as they are; the move and its reason get
        # the rest of the line short of them: on two lines when one is not enough, then cut with "…"
        state = rp.state(self.step)
        band = pygame.Rect(r.x + lay.px(18), r.y + lay.px(40), r.w - lay.px(36), r.h - lay.px(46))
        self.aside_rect = self._draw_aside(surface, state, band)
        room = band.w - (self.aside_rect.w + lay.px(24) if self.aside_rect.w else 0)
        self.step_text_rect = self._draw_step_text(
            surface, self._step_text(), pygame.Rect(band.x, band.y, room, band.h)
        )

    def _draw_step_text(self, surface: pygame.Surface, said: str, rect: pygame.Rect) -> pygame.Rect:
        """The move line in `rect`, centred on its middle: one line at the body size, else two lines
        (a size smaller if need be, so both fit the header), the second ending in "…" when still too long."""
        lay = self.lay
        italic = not self.step
        size = lay.body
        if text.text_size(said, size, italic=italic)[0] <= rect.w:
            return text.draw_text(
                surface,
                said,
                (rect.x, rect.centery),
                size,
                theme.CREAM,
                anchor="midleft",
                italic=italic,
                max_width=rect.w,
            )
        while size > 8 and 2 * text.line_height(size) > rect.h:
            size -= 1
        para = text.render_wrapped(said, size, theme.CREAM, rect.w, italic=italic, max_lines=2)
        return surface.blit(para, para.get_rect(midleft=(rect.x, rect.centery)))

    def _step_text(self) -> str:
        """The header's line for the current step: the deal, the move and its reason, or at the
        game's end who won (not the last move, which the log shows)."""
        if self.step == 0:
            return _("The deal: every hand and every character is shown face up.")
        scores = self.scores()
        if scores:
            best = rank_scores(scores)[0]
            return _("Game over. {name} wins with {points} points.").format(
                name=self.session.name(best.seat), points=best.total
            )
        parts = []
        for entry in self.step_entries():
            style, said = self.book.line(entry, None)
            if said and style != "reason":
                parts.append(said)
        reasons = [self.book.line(e, None)[1] for e in self.step_entries() if e.kind == "reason"]
        line = " · ".join(parts[:2]) if parts else ""
        if reasons and reasons[0]:
            line = f"{line} — {reasons[0]}" if line else reasons[0]
        return line or _("(a move nobody sees: it changes nothing on the table)")

    def _draw_aside(self, surface: pygame.Surface, state: object, band: pygame.Rect) -> pygame.Rect:
        """The characters out of play this round (face-up discards, then the face-down ones, shown) at
        the right end of `band`, at most `_ASIDE_MAX` wide. Returns where they went (empty: none)."""
        lay = self.lay
        faceup = tuple(getattr(state, "faceup", ()) or ())
        facedown = tuple(getattr(state, "facedown", ()) or ())
        ranks = [*faceup, *facedown]
        if not ranks:
            return pygame.Rect(band.right, band.y, 0, 0)
        ch = band.h
        cw = cardart.card_size(ch)[0]
        gap = lay.px(4)
        label = _("Out of play:")
        label_w = text.text_size(label, lay.small)[0]
        room = min(band.w, lay.px(_ASIDE_MAX)) - label_w - lay.px(8)
        shown = max(0, min(len(ranks), (room + gap) // (cw + gap)))
        width = label_w + lay.px(8) + max(0, shown * (cw + gap) - gap)
        rect = pygame.Rect(band.right - width, band.y, width, ch)
        text.draw_text(surface, label, (rect.x, rect.centery), lay.small, theme.CREAM_DIM, anchor="midleft")
        x = rect.x + label_w + lay.px(8)
        for rank in ranks[:shown]:
            face = cardart.character_card(self._char_name(rank), (cw, ch))
            if rank in facedown:
                face = face.copy()
                face.fill((150, 150, 170, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(face, (x, rect.y))
            x += cw + gap
        return rect

    def _char_name(self, rank: int) -> str:
        assert self.replay is not None
        return self.replay.state(self.step).rules.character(rank).name

    def _draw_hand_tiles(
        self,
        surface: pygame.Surface,
        cards: list[str],
        in_hand: int,
        rect: pygame.Rect,
        tallest: int,
        widest: int,
    ) -> list[pygame.Rect]:
        """One tile per card in `rect`, at most `tallest` high (the city's tiles), in as few columns as
        keep each tile tall enough for its name at the readable size (the drawn ones outlined in gold);
        where each went."""
        lay = self.lay
        readable = text.least_size() + 2  # a tile this tall holds its name at the readable size
        gap = lay.px(3) if self._rows_fit(len(cards), readable, lay.px(3), rect.h) else 1
        cols = next(
            (c for c in (1, 2, 3) if self._rows_fit(math.ceil(len(cards) / c), readable, gap, rect.h)), 3
        )
        if (
            cols > 1
            and (rect.w - (cols - 1) * gap) // cols < widest
            and self._rows_fit(len(cards), 10, 1, rect.h)
        ):
            cols, gap = 1, 1  # lower tiles in one column rather than names cut in two narrow ones
        per_col = math.ceil(len(cards) / cols)
        tile_h = max(10, min(tallest, (rect.h - (per_col - 1) * gap) // per_col))
        tile_w = min(max(widest, lay.px(200)), (rect.w - (cols - 1) * gap) // cols)
        drawn: list[pygame.Rect] = []
        for i, name in enumerate(cards):
            col, row = divmod(i, per_col)
            tr = pygame.Rect(rect.x + col * (tile_w + gap), rect.y + row * (tile_h + gap), tile_w, tile_h)
            drawn.append(surface.blit(gfx.district_tile(name, tr.size), tr))
            if i >= in_hand:
                pygame.draw.rect(
                    surface,
                    theme.GOLD_LIGHT,
                    tr.inflate(2, 2),
                    max(1, lay.px(2)),
                    border_radius=max(2, tile_h // 5),
                )
        return drawn

    def _draw_seat(
        self,
        surface: pygame.Surface,
        seat: SeatAtStep,
        rect: pygame.Rect,
        moving: bool,
        score: ScoreBreakdown | None,
    ) -> None:
        lay = self.lay
        assert self.replay is not None
        state = self.replay.state(self.step)
        decor.draw_panel(surface, rect, style="dark", radius=lay.px(10), border=lay.px(2))
        if moving:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, lay.px(3), border_radius=lay.px(10))
        pad = lay.px(10)
        inner = rect.inflate(-2 * pad, -2 * pad)
        name_size = max(12, min(lay.body, rect.h // 9))
        x = inner.x
        mid = inner.y + name_size // 2 + 2
        mark = seat_mark(seat.seat, name_size)  # as on the coach's graph
        surface.blit(mark, mark.get_rect(midleft=(x, mid)))
        x += mark.get_width() + lay.px(5)
        if seat.crown:
            crown = cardart.crown(name_size + lay.px(6))
            surface.blit(crown, crown.get_rect(midleft=(x, mid)))
            x += crown.get_width() + lay.px(6)
        coin_d = name_size + lay.px(2)
        right = inner.right
        if score is not None:
            label = ngettext("{points} point", "{points} points", score.total).format(points=score.total)
            rr = text.draw_text(
                surface,
                label,
                (right, inner.y + name_size // 2 + 2),
                name_size,
                theme.GOLD_LIGHT,
                anchor="midright",
                bold=True,
            )
            right = rr.x - lay.px(14)
        gold = text.draw_text(
            surface,
            str(seat.gold),
            (right, inner.y + name_size // 2 + 2),
            name_size,
            theme.GOLD_LIGHT,
            anchor="midright",
            bold=True,
        )
        surface.blit(
            cardart.coin(None, coin_d),
            (gold.x - coin_d - lay.px(4), inner.y + name_size // 2 + 2 - coin_d // 2),
        )
        # the name (and "bot"), then the chance of winning at this move in the seat's colour: up to the gold
        seat_setup = self.session.setup.seats[seat.seat]
        who = self.session.name(seat.seat) + ("" if seat_setup.is_human else " · " + _("bot"))
        chances = (
            self.analysis.chances_at(self.step)
            if self.analysis is not None and self._analysed(self.step)
            else None
        )
        chance = percent(chances[seat.seat]) if chances is not None and seat.seat < len(chances) else ""
        chance_w = text.text_size(chance, name_size, bold=True)[0] + lay.px(8) if chance else 0
        room = gold.x - coin_d - lay.px(14) - x - chance_w
        said = text.draw_text(surface, who, (x, mid), name_size, theme.GOLD_LIGHT if moving else theme.CREAM, anchor="midleft",
                              bold=True, max_width=max(lay.px(40), room))  # fmt: skip
        if chance:
            text.draw_text(surface, chance, (said.right + lay.px(8), mid), name_size, seat_colour(seat.seat), anchor="midleft",
                           bold=True)  # fmt: skip
        top = inner.y + name_size + lay.px(8)
        parts = self.seat_parts.setdefault(seat.seat, [])
        parts.append(("title", pygame.Rect(inner.x, inner.y, inner.w, top - lay.px(4) - inner.y)))
        body = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        least = text.least_size()
        readable = least + 3  # a tile tall enough for its name at the readable size
        # the city: tiles of one height at every seat, as tall as a complete city's fit in as few columns
        # as keep every name at the readable size; as many columns as its districts fill (a city may
        # grow past the completion size: every district has its place), each as wide as the longest
        # name needs
        capacity = max(state.rules.completion, len(seat.city))
        tgap = max(1, lay.px(3))
        cols = next((c for c in (1, 2, 3) if self._rows_fit(-(-capacity // c), readable, tgap, body.h)), 3)
        if not self._rows_fit(-(-capacity // cols), readable, tgap, body.h):
            tgap = 1
        per_col = -(-capacity // cols)
        tile_h = max(10, min(lay.px(30), (body.h - (per_col - 1) * tgap) // per_col))
        cols = max(1, -(-len(seat.city) // per_col))
        col_gap = lay.px(6)
        need = max([self._tile_width(name, tile_h, least) for name in seat.city] + [lay.px(96)])
        city_need = cols * need + (cols - 1) * col_gap
        # the cards' side: the characters, then the hand (tiles as wide as its longest name needs)
        hand = [*seat.hand, *seat.drawn]
        chars_w = len(seat.characters) * (cardart.card_size(lay.px(30))[0] + lay.px(4)) + lay.px(6)
        hand_need = max([self._tile_width(name, tile_h, least) for name in hand] + [lay.px(80)])
        # the city first (it scores), then the hand; what is left over goes to the cards
        city_w = min(max(city_need, int(body.w * 0.45)), body.w - lay.px(8) - chars_w - hand_need)
        city_w = max(city_w, min(city_need, body.w - lay.px(8) - chars_w - lay.px(40)))
        left_w = body.w - city_w - lay.px(8)
        city = pygame.Rect(body.right - city_w, body.y, city_w, body.h)
        tile_w = (city.w - (cols - 1) * col_gap) // cols
        # the score at the end of the game: under the cards, on as many lines as its width needs
        score_lines: list[str] = []
        score_size = max(least, lay.px(13))
        if score is not None:
            v = cell_values(score)
            breakdown = _(
                "Districts {districts} · 5 types +{five} · complete +{completion} · unique {unique}"
            ).format(**v)
            score_lines = self._score_lines(breakdown, score_size, left_w)
        score_h = len(score_lines) * text.line_height(score_size)
        cards = pygame.Rect(body.x, body.y, left_w, body.h - score_h - (lay.px(4) if score_h else 0))
        # the characters, face up, then the hand: one tile per card
        card_h = max(lay.px(30), min(lay.px(120), cards.h))
        card_w = cardart.card_size(card_h)[0]
        count = max(1, len(seat.characters))
        while card_h > lay.px(30) and count * (card_w + lay.px(4)) > cards.w - hand_need - lay.px(10):
            card_h -= 1
            card_w = cardart.card_size(card_h)[0]
        cx = cards.x
        for rank in seat.characters:
            face = cardart.character_card(self._char_name(rank), (card_w, card_h))
            parts.append(("character", surface.blit(face, (cx, cards.y))))
            marker = "skull" if rank == state.murdered else "moneybag" if rank == state.robbed else None
            if marker is not None:
                m = gfx.marker(marker, card_w * 2 // 3)
                surface.blit(m, m.get_rect(center=(cx + card_w // 2, cards.y + card_h // 2)))
            cx += card_w + lay.px(4)
        if seat.characters:
            cx += lay.px(6)
        hand_area = pygame.Rect(cx, cards.y, cards.right - cx, cards.h)
        if hand:  # one tile per card, its name whole (a small card's title is cut); drawn ones in gold
            tiles = self._draw_hand_tiles(surface, hand, len(seat.hand), hand_area, tile_h, hand_need)
            parts.extend(("hand", r) for r in tiles)
            last = tiles[-1]
            if seat.drawn and last.bottom + lay.px(2) + text.line_height(lay.small) <= hand_area.bottom:
                said = text.draw_text(surface, _("drawn: choosing"), (last.x, last.bottom + lay.px(2)), lay.small,
                                      theme.GOLD_LIGHT, anchor="topleft", italic=True, max_width=hand_area.right - last.x)  # fmt: skip
                parts.append(("hand", said))
        elif hand_area.w > lay.px(40):  # on two lines where one is too short
            para = text.render_wrapped(
                _("No cards in hand"), lay.small, theme.CREAM_DIM, hand_area.w, italic=True, max_lines=3
            )
            parts.append(
                ("hand", surface.blit(para, para.get_rect(midleft=(hand_area.x, hand_area.y + card_h // 2))))
            )
        # the city, each district's points at the end of the game
        points = dict(score.city_points) if score is not None else {}
        if not seat.city:
            said = text.draw_text(surface, _("No districts yet"), (city.centerx, city.y), lay.small,
                                  theme.CREAM_DIM, anchor="midtop", italic=True, max_width=city.w)  # fmt: skip
            parts.append(("city", said))
        for i, name in enumerate(seat.city):
            col, row = divmod(i, per_col)
            tr = pygame.Rect(
                city.x + col * (tile_w + col_gap), city.y + row * (tile_h + tgap), tile_w, tile_h
            )
            adorned = i < len(seat.adorned) and seat.adorned[i]
            stored = seat.stored[i] if i < len(seat.stored) else 0  # the Museum's cards, counted on it
            tile = gfx.district_tile(name, tr.size, points=score is None, adorned=adorned, stored=stored)
            parts.append(("city", surface.blit(tile, tr)))
            if score is not None:  # the points it scored over its cost coin
                spot = (tr.right - 2 - (tile_h - 3) // 2, tr.y + (tile_h - 1) // 2)
                pygame.draw.circle(surface, theme.PARCHMENT, spot, tile_h // 2)
                badge = gfx.points_badge(points.get(name, 0), max(8, tile_h - 1))
                surface.blit(badge, badge.get_rect(center=spot))
        step = text.line_height(score_size)
        for i, line in enumerate(score_lines):
            said = text.draw_text(surface, line, (body.x, body.bottom - (len(score_lines) - 1 - i) * step), score_size,
                                  theme.CREAM_DIM, anchor="bottomleft", max_width=left_w)  # fmt: skip
            parts.append(("score", said))

    @staticmethod
    def _rows_fit(rows: int, tile_h: int, gap: int, height: int) -> bool:
        return rows * tile_h + (rows - 1) * gap <= height

    def _tile_width(self, name: str, tile_h: int, least: int) -> int:
        """How wide a city's tile must be to show `name` whole at the readable size in its most compact
        look (a thin band, the name, the cost coin: `gfx.district_tile`)."""
        coin_d = max(8, tile_h - 3)
        smallest = max(8, round(tile_h * 0.5), min(least, tile_h - 2))  # as small as the tile draws it
        name_w = text.text_size(district_name(name), smallest, bold=True)[0]
        return name_w + coin_d + max(4, tile_h // 4) + max(3, tile_h // 5) + 10

    @staticmethod
    def _score_lines(said: str, size: int, width: int) -> list[str]:
        """The score's line on one line, else two or four (split at its "·"), whichever first fits."""
        parts = said.split(" · ")
        for count in (1, 2, len(parts)):
            per = -(-len(parts) // count)
            lines = [" · ".join(parts[i : i + per]) for i in range(0, len(parts), per)]
            if all(text.text_size(line, size)[0] <= width for line in lines):
                return lines
        return [" · ".join(parts[i : i + 1]) for i in range(len(parts))]


# ------------------------------------------------------------------------------------------------
# Screenshot: a whole bot game, reviewed in the middle of a round (`step`: -1 the end)
# ------------------------------------------------------------------------------------------------
