"""The review's coach: the graph of chances (in each seat's colour, the rounds on its axis, the move
shown marked, a click goes to a move), the turning points and each person's costliest choices (a
click or the keyboard goes to them; in hot seat every person's list under their name), the tabs
(coach and log), the analysis filling in while the review works, started when the game ends and kept
with its save (the second opening is at once), and a damaged save reviewed as far as it goes."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.app import App
from citadels.app.coach_view import CoachList
from citadels.app.demo import finished_session, play_until
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.rules import RulesScene, tab_of
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.coach.analyse import analyse_steps
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.coach.runner import CoachJob, Request
from citadels.coach.store import load_cached
from citadels.saves import Autosave
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.system.paths import saves_dir
from citadels.text.coach_words import estimate_note


@lru_cache(maxsize=4)
def parts(players: int, seed: int, humans: int) -> tuple[tuple[float, Analysis], ...]:
    """The analysis of a demo game after each part (the last one complete), made once."""
    session = finished_session(players, seed, humans=humans)
    return tuple(analyse_steps(GameRecord.from_session(session), every=0.0))


def review_with(app: App, ui: UIDriver, players: int = 4, seed: int = 1, humans: int = 1,
                analysis: Analysis | None = None, running: bool = False) -> tuple[ReviewScene, CoachJob]:  # fmt: skip
    session = finished_session(players, seed, humans=humans)
    analysis = analysis or parts(players, seed, humans)[-1][1]
    job = CoachJob(1, Request(GameRecord.from_session(session), None, None, None), analysis=analysis,
                   state="running" if running else "done", progress=0.5 if running else 1.0)  # fmt: skip
    app.coaching.remember(session, job)
    app.nav.menu()
    app.nav.review(session)
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, ReviewScene) and scene.job is job
    return scene, job


@pytest.mark.slow
def test_the_coach_tab_shows_the_graph_the_note_and_the_findings(app: App, ui: UIDriver) -> None:
    scene, job = review_with(app, ui)
    analysis = job.analysis
    assert analysis is not None
    assert (
        scene.tab == "coach"
        and scene.graph.visible
        and scene.coach_list.visible
        and not scene.log_panel.visible
    )
    assert len(scene.graph.chances) == len(analysis.steps) == scene.last  # one point per move
    assert scene.graph.round_starts == scene.replay.round_starts  # type: ignore[union-attr]
    said = [e.said for e in scene.coach_list.entries]
    assert "Turning points" in said and "Costliest choices" in said and "Player 1" in said
    leads = [e.step for e in scene.coach_list.entries if e.step is not None]
    turning = [tp.index for tp in analysis.turning_points]
    assert 3 <= len(turning) <= 5 and leads[: len(turning)] == turning
    assert leads[len(turning) :] == [m.index for m in analysis.mistakes_of(0)]
    assert estimate_note()  # said beside the graph (drawn in `_draw_notes`)
    assert scene.coach_notes.h > 0 and scene.coach_notes.bottom <= scene.coach_list.rect.y


@pytest.mark.slow
def test_a_click_on_the_graph_goes_to_that_move_and_the_move_shown_is_marked(app: App, ui: UIDriver) -> None:
    scene, _job = review_with(app, ui)
    graph = scene.graph
    plot = graph.plot
    target = scene.last // 3
    ui.click((graph.x_of(target), plot.centery))
    assert scene.step == target and graph.step == target
    ui.key(pygame.K_RIGHT)  # the keys still step through the moves
    assert scene.step == target + 1 and graph.step == target + 1
    # a drag along the graph follows the pointer
    x0 = graph.x_of(10)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0, plot.centery), button=1)], 1 / 60)
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(graph.x_of(20), plot.centery), rel=(1, 0), buttons=(1, 0, 0)
            )
        ],
        1 / 60,
    )
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(graph.x_of(20), plot.centery), button=1)], 1 / 60)
    assert scene.step == 20


@pytest.mark.slow
def test_a_turning_point_or_a_costly_choice_goes_to_its_move_by_click_or_keyboard(
    app: App, ui: UIDriver
) -> None:
    scene, job = review_with(app, ui)
    analysis = job.analysis
    assert analysis is not None
    listing = scene.coach_list
    first_tp = next(i for i, e in enumerate(listing.entries) if e.step is not None)
    ui.click(listing.entry_rect(first_tp).center)
    assert scene.step == analysis.turning_points[0].index
    assert listing.current_step == scene.step  # marked in the list
    # the keyboard: Tab to the list, ↓ to the next finding, Enter
    ui.key(pygame.K_HOME)
    assert scene.step == 0
    ui.key(pygame.K_TAB)
    while scene.ui.focus is not listing:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_DOWN)  # in the list, ↓ chooses the next finding (not the next round)
    assert scene.step == 0
    ui.key(pygame.K_RETURN)
    assert scene.step == analysis.turning_points[1].index
    ui.key(pygame.K_END)
    ui.key(pygame.K_RETURN)
    assert scene.step == listing.entries[listing.findings()[-1]].step


def test_the_tabs_switch_by_click_and_letter(app: App, ui: UIDriver) -> None:
    scene, _job = review_with(app, ui)
    ui.key(pygame.K_l, unicode="l")
    assert scene.tab == "log" and scene.log_panel.visible and not scene.graph.visible
    ui.click(scene.coach_tab)
    assert scene.tab == "coach" and scene.graph.visible


@pytest.mark.slow
def test_in_hot_seat_every_persons_costly_choices_are_under_their_name(app: App, ui: UIDriver) -> None:
    scene, job = review_with(app, ui, seed=3, humans=2)
    analysis = job.analysis
    assert analysis is not None and analysis.mistake_seats == (0, 1)
    said = [e.said for e in scene.coach_list.entries]
    first, second = said.index("Player 1"), said.index("Player 2")
    assert first < second
    between = [e for e in scene.coach_list.entries[first + 1 : second] if e.step is not None]
    after = [e for e in scene.coach_list.entries[second + 1 :] if e.step is not None]
    assert [e.step for e in between] == [m.index for m in analysis.mistakes_of(0)]
    assert [e.step for e in after] == [m.index for m in analysis.mistakes_of(1)]
    for entry, m in zip(after, analysis.mistakes_of(1), strict=True):
        assert f"Round {m.round}" in entry.said and "Played: " in entry.said and "Hard bot" in entry.said


def test_the_review_works_while_the_analysis_fills_in(app: App, ui: UIDriver) -> None:
    all_parts = parts(4, 1, 1)
    early = next(a for p, a in all_parts if 0 < len(a.steps) < 30)
    scene, job = review_with(app, ui, analysis=early, running=True)
    assert "31" not in scene.coach_tab.label() and "Coach 50%" == scene.coach_tab.label()  # type: ignore[operator]
    assert len(scene.graph.chances) == len(early.steps)
    ui.key(pygame.K_HOME)
    ui.key(pygame.K_RIGHT)
    assert scene.step == 1  # usable at once
    later = next(a for p, a in all_parts if a.chances_done and not a.mistakes_done)
    job.analysis, job.progress = later, 0.6
    ui.frames(1)
    assert len(scene.graph.chances) == scene.last
    assert any("Looking at the choices" in e.said for e in scene.coach_list.entries)
    job.analysis, job.progress, job.state = all_parts[-1][1], 1.0, "done"
    ui.frames(1)
    assert scene.coach_tab.label() == "Coach"  # type: ignore[operator]
    assert not any("Looking at the choices" in e.said for e in scene.coach_list.entries)


def test_a_failed_analysis_says_so_and_the_review_goes_on(app: App, ui: UIDriver) -> None:
    scene, job = review_with(app, ui)
    job.state, job.crash = "failed", "Traceback…"
    ui.frames(1)
    assert "error" in scene.coach_status()
    ui.key(pygame.K_HOME)
    assert scene.step == 0 and app.crash is None


def test_without_the_coach_the_review_is_as_it_was(app: App, ui: UIDriver) -> None:
    session = finished_session(4, 2)
    app.push(GameOverScene(app, session))
    ui.frames(1)
    ui.key(pygame.K_r, unicode="r", frames=2)
    scene = ui.top
    assert isinstance(scene, ReviewScene) and scene.job is None
    assert (
        scene.tab == "log"
        and scene.log_panel.visible
        and not scene.coach_tab.visible
        and not scene.graph.visible
    )


# ------------------------------------------------------------------------------------- for real
def _coached_app(make_app: MakeApp) -> App:
    app = make_app(animation_speed="off")
    app.saves_enabled = True
    app.coaching.enabled = True
    app.coaching.use_process = "never"  # a thread: the test needs no second process
    return app


def finish_analysis(app: App, ui: UIDriver) -> None:
    """Wait for the analysis thread (without drawing frames meanwhile), then take in its result."""
    thread = app.coaching.coach._thread
    assert thread is not None
    thread.join(timeout=600)
    ui.frames(2)


@pytest.mark.slow
def test_the_analysis_starts_when_the_game_ends_and_is_kept_with_its_save(make_app: MakeApp) -> None:
    app = _coached_app(make_app)
    ui = UIDriver(app)
    app.nav.menu()
    seats = (SeatSetup("Ana", "human"), SeatSetup("Bot", "bot", "easy"))
    session = GameSession(GameSetup(seats, seed=2))
    app.push(TableScene(app, session, bot_processes="never"))
    ui.frames(1)
    play_until(
        session, lambda s: s.game_over
    )  # both seats played by bots from here (the table saves every move)
    scores = ui.wait_for_scene(GameOverScene)
    job = app.coaching.job_for(session)
    assert job is not None and not job.cached  # started as soon as the game ended
    path = scores.save_file()
    assert path is not None and path.exists()
    ui.click(scores.review_button, frames=2)
    review = ui.top
    assert isinstance(review, ReviewScene) and review.job is job
    finish_analysis(app, ui)
    assert review.job.state == "done" and review.analysis is not None and review.analysis.complete
    assert len(review.graph.chances) == review.last
    kept = load_cached(path)  # kept beside the save (without the timings)
    assert kept is not None and kept == dataclasses.replace(review.analysis, extra=kept.extra)
    # the second opening (another run of the app) is at once
    again = _coached_app(make_app)
    again.nav.menu()
    assert again.nav.open_saved_game(path)
    second = again.manager.top
    assert isinstance(second, ReviewScene) and second.job is not None
    assert second.job.cached and second.job.state == "done" and second.analysis == kept


@pytest.mark.slow
def test_a_damaged_save_is_reviewed_as_far_as_it_goes_and_says_so(make_app: MakeApp) -> None:
    app = _coached_app(make_app)
    ui = UIDriver(app)
    session = finished_session(3, 2)
    autosave = Autosave.start(session, saves_dir(), sync=False)
    autosave.close()
    path = autosave.path
    lines = path.read_bytes().split(b"\n")
    lines[60] = lines[60].replace(b'"n":', b'"n" :')  # a damaged line: its checksum no longer matches
    path.write_bytes(b"\n".join(lines))
    damaged = path.read_bytes()
    app.nav.menu()
    app.nav.saved_games()
    ui.frames(2)
    saves = ui.top
    assert isinstance(saves, SavedGamesScene) and saves.open_button.enabled
    ui.key(pygame.K_RETURN, frames=2)
    review = ui.top
    assert isinstance(review, ReviewScene) and review.damaged
    assert review.last == 59  # the moves before the damaged line
    finish_analysis(app, ui)
    problem = review._problem()
    assert problem is not None and "damaged after move 59" in problem
    notes = review._draw_notes(None, review.coach_notes.w)  # said under the graph, above the list
    assert review.coach_notes.y + notes <= review.coach_list.rect.y
    assert path.read_bytes() == damaged  # the file is left as it is
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is saves


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_coaching_service_asks_once_per_game(make_app: MakeApp, lang: str, tmp_path: Path) -> None:
    app = make_app(lang=lang)
    session = finished_session(2, 4)
    assert app.coaching.analyse(session) is None  # off in tests unless turned on
    app.coaching.enabled, app.coaching.use_process = True, "never"
    job = app.coaching.analyse(session)
    assert job is not None and app.coaching.analyse(session) is job
    other = GameSession(dataclasses.replace(session.setup))
    assert app.coaching.analyse(other) is not job
    app.close()  # the app ends: its analyses stop
    assert job.state == "cancelled"


def _link_point(listing: CoachList, i: int) -> tuple[int, int]:
    entry = listing.entries[i]
    assert entry.link_rect is not None
    top = listing.rect.y + listing.tops[i] - int(listing.offset)
    return entry.link_rect.move(listing.rect.x + 6, top).center


def test_a_finding_s_link_opens_the_rules_at_its_card_and_back_returns_to_the_review(
    app: App, ui: UIDriver
) -> None:
    scene, _job = review_with(app, ui)
    listing = scene.coach_list
    linked = [i for i, e in enumerate(listing.entries) if e.step is not None and e.link is not None]
    assert linked and len(linked) == len(listing.findings())  # every finding is explained, with a link
    for i in linked:  # the sentence and the link are part of what the entry says
        assert listing.entries[i].said.count("\n") >= 2 and "Rules: " in listing.entries[i].said
    i = linked[0]
    listing.scroll_to(listing.tops[i], instant=True)
    ui.frames(1)
    step, offset = scene.step, listing.offset
    pointer = _link_point(listing, i)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
    assert "rules of this card" in listing.tooltip_text()  # the link says where it leads
    ui.click(pointer)
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.at == listing.entries[i].link
    assert rules.tab == tab_of(rules.at)
    shown = rules.entry_rect()
    if rules.at.kind != "section":
        assert shown is not None and rules.scroll.rect.y <= shown.y < rules.scroll.rect.bottom
    ui.key(pygame.K_ESCAPE)
    assert ui.top is scene and scene.step == step and scene.tab == "coach" and listing.offset == offset
    # the keyboard: Tab to the list, then F1 opens the chosen finding's entry
    ui.key(pygame.K_TAB)
    while scene.ui.focus is not listing:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_DOWN)
    assert "F1" in listing.tooltip_text()
    chosen = listing.entries[listing.cursor]
    ui.key(pygame.K_F1)
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.at == chosen.link
    ui.key(pygame.K_ESCAPE)
    assert ui.top is scene
    # without the list's focus, F1 opens the entry of the move shown's finding
    scene.ui.set_focus(None)
    last = listing.entries[linked[-1]].step
    assert last is not None
    scene.go_to(last)
    first_there = next(e for e in listing.entries if e.step == last and e.link is not None)
    ui.key(pygame.K_F1)
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.at == first_there.link
